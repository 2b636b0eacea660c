// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/figures/FitTable.h"

#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/session/JsonFields.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/data/FigureMetadataFinder.h"
#include "effsurf/core/util/Validation.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QXmlStreamWriter>

#include <utility>

namespace effsurf::ui {
namespace {

/// The root of the metadata's own fields in error messages ("metadata.export.dpi: ...").
const QString kRoot = QStringLiteral("metadata");

QJsonObject exportToJson(const FigureExporter::Options& o) {
    QJsonObject e{{QStringLiteral("format"), FigureExporter::formatId(o.format)},
                  {QStringLiteral("dpi"), o.dpi},
                  {QStringLiteral("title"), o.title},
                  {QStringLiteral("caption"), o.caption},
                  {QStringLiteral("transparent"), o.transparent}};
    if (o.pixelSize.isValid()) {
        e[QStringLiteral("width")] = o.pixelSize.width();
        e[QStringLiteral("height")] = o.pixelSize.height();
    }
    if (o.layout.isValid()) e[QStringLiteral("layout")] = QStringLiteral("%1x%2").arg(o.layout.width()).arg(o.layout.height());
    // The print size, fonts and line widths: a style's id and every value,
    // so a figure redraws alike even if a preset changes later.
    e[QStringLiteral("style")] = QJsonObject{{QStringLiteral("id"), o.style.id},
                                             {QStringLiteral("widthInches"), o.style.widthInches},
                                             {QStringLiteral("heightInches"), o.style.heightInches},
                                             {QStringLiteral("fontPoints"), o.style.fontPoints},
                                             {QStringLiteral("lineScale"), o.style.lineScale},
                                             {QStringLiteral("fontFamily"), o.style.fontFamily}};
    return e;
}

/// A number of `o` within [low, high], or `fallback` if absent.
double rangedNumber(const QJsonObject& o, const QString& key, const QString& path, double low, double high, double fallback) {
    if (!o.contains(key)) return fallback;
    const double value = JsonFields::number(o, key, path);
    if (!(value >= low && value <= high))
        JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("must be from %1 to %2").arg(low).arg(high));
    return value;
}

FigureStyle styleFromJson(const QJsonObject& e, const QString& path) {
    const QJsonObject o = JsonFields::object(e, QStringLiteral("style"), path);
    const QString at = path + QStringLiteral(".style");
    FigureStyle style = FigureStyle::screen();
    if (o.contains(QStringLiteral("id"))) {
        const QString id = JsonFields::text(o, QStringLiteral("id"), at);
        if (const auto preset = FigureStyle::named(id)) style = *preset;
        else style.id = id;  // a custom size: its values follow
    }
    style.widthInches =
        rangedNumber(o, QStringLiteral("widthInches"), at, FigureStyle::kMinInches, FigureStyle::kMaxInches, style.widthInches);
    style.heightInches =
        rangedNumber(o, QStringLiteral("heightInches"), at, FigureStyle::kMinInches, FigureStyle::kMaxInches, style.heightInches);
    style.fontPoints =
        rangedNumber(o, QStringLiteral("fontPoints"), at, FigureStyle::kMinPoints, FigureStyle::kMaxPoints, style.fontPoints);
    style.lineScale = rangedNumber(o, QStringLiteral("lineScale"), at, 0.1, 10.0, style.lineScale);
    if (o.contains(QStringLiteral("fontFamily"))) style.fontFamily = JsonFields::text(o, QStringLiteral("fontFamily"), at);
    return style;
}

bool flag(const QJsonObject& o, const QString& key, const QString& path, bool fallback) {
    if (!o.contains(key)) return fallback;
    if (!o.value(key).isBool()) JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("expected true or false"));
    return o.value(key).toBool();
}

/// Every field optional (a figure exported with the defaults could leave
/// them out), every present one checked as effsurf-cli checks its options.
FigureExporter::Options exportFromJson(const QJsonObject& root) {
    FigureExporter::Options o;
    if (!root.contains(QStringLiteral("export"))) return o;
    const QJsonObject e = JsonFields::object(root, QStringLiteral("export"), kRoot);
    const QString path = kRoot + QStringLiteral(".export");
    if (e.contains(QStringLiteral("format"))) {
        bool ok = false;
        o.format = FigureExporter::parseFormat(JsonFields::text(e, QStringLiteral("format"), path), &ok);
        if (!ok) JsonFields::fail(path + QStringLiteral(".format"), QStringLiteral("expected png, svg, pdf, csv or tex"));
    }
    if (e.contains(QStringLiteral("dpi"))) o.dpi = JsonFields::wholeNumber(e, QStringLiteral("dpi"), path, 10, 2400);
    if (e.contains(QStringLiteral("width")) || e.contains(QStringLiteral("height")))
        o.pixelSize = QSize(JsonFields::wholeNumber(e, QStringLiteral("width"), path, 1, FigureExporter::kMaxSurfacePixels),
                            JsonFields::wholeNumber(e, QStringLiteral("height"), path, 1, FigureExporter::kMaxSurfacePixels));
    if (e.contains(QStringLiteral("title"))) o.title = JsonFields::text(e, QStringLiteral("title"), path);
    o.caption = flag(e, QStringLiteral("caption"), path, true);
    o.transparent = flag(e, QStringLiteral("transparent"), path, false);
    if (e.contains(QStringLiteral("style"))) o.style = styleFromJson(e, path);
    if (e.contains(QStringLiteral("layout"))) {
        const QStringList parts = JsonFields::text(e, QStringLiteral("layout"), path).split(QLatin1Char('x'));
        bool okColumns = false, okRows = false;
        const int columns = parts.size() == 2 ? parts[0].toInt(&okColumns) : 0;
        const int rows = parts.size() == 2 ? parts[1].toInt(&okRows) : 0;
        if (!okColumns || !okRows || columns < 1 || rows < 1 || columns * rows > 36)
            JsonFields::fail(path + QStringLiteral(".layout"), QStringLiteral("expected COLUMNSxROWS, e.g. 3x1"));
        o.layout = QSize(columns, rows);
    }
    return o;
}

/// Old figures recorded the law, s, N and the precision only: what they were drawn with, as options.
QString oldParameters(const QJsonObject& root) {
    return QStringLiteral("--law %1 --serial %2 --n %3 --precision %4")
        .arg(root.value(QStringLiteral("law")).toString(),
             QString::fromStdString(core::formatNumber(root.value(QStringLiteral("serialFraction")).toDouble())),
             QString::fromStdString(core::formatNumber(root.value(QStringLiteral("processors")).toDouble())),
             root.value(QStringLiteral("precision")).toString());
}

}  // namespace

std::optional<QByteArray> FigureMetadata::toJson(const QString& figure, const core::Scenario& s, const FigureExporter::Options& options,
                                                 const ViewState* view, QString* error) {
    // A chart draws a series' per-N means and ranges: the figure records
    // those, not every row behind them (a million rows would put 27 MB into
    // every figure and every animation frame). Sessions keep the rows.
    core::Scenario recorded = s;
    for (core::ImportedSeries& imported : recorded.series) {
        if (!imported.data || imported.data->rows.empty()) continue;
        auto points = std::make_shared<core::MeasurementSeries>();
        points->name = imported.data->name;
        points->sourceFile = imported.data->sourceFile;
        points->quantity = imported.data->quantity;
        points->unit = imported.data->unit;
        points->points = imported.data->points;
        imported.data = std::move(points);
    }
    auto root = SessionFile::contentToJson(recorded, view, error);
    if (!root) return std::nullopt;
    root->insert(QStringLiteral("format"), QString::fromLatin1(kFormat));
    root->insert(QStringLiteral("figure"), figure);
    root->insert(QStringLiteral("export"), exportToJson(options));
    // The keys of figures before the whole scenario was recorded.
    root->insert(QStringLiteral("software"), QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)));
    root->insert(QStringLiteral("caption"), FigureCaption::text(s));
    root->insert(QStringLiteral("law"), QString::fromLatin1(core::modelKindId(s.model).data()));
    root->insert(QStringLiteral("serialFraction"), s.serialFraction);
    root->insert(QStringLiteral("alpha"), 1.0 - s.serialFraction);
    root->insert(QStringLiteral("processors"), s.processors);
    root->insert(QStringLiteral("precision"), QString::fromLatin1(core::precisionInfo(s.precision).id.data()));
    root->insert(QStringLiteral("speedFactor"), s.speedFactor());
    root->insert(QStringLiteral("speedup"), s.speedup());
    root->insert(QStringLiteral("efficiency"), s.efficiency());
    return QJsonDocument(*root).toJson(QJsonDocument::Compact);
}

std::optional<FigureMetadata::Read> FigureMetadata::fromJson(const QByteArray& json, const QString& fileName, QString* error) {
    const auto fail = [&](const QString& message) -> std::optional<Read> {
        if (error) *error = fileName + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("its effsurf metadata is not valid JSON (error at byte %1: %2)")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    if (!document.isObject()) return fail(QStringLiteral("its effsurf metadata is not a JSON object"));
    const QJsonObject root = document.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format == QLatin1String("effsurf-session")) return fail(QStringLiteral("an effsurf session, not a figure's metadata"));
    if (format != QLatin1String(kFormat)) {
        if (root.value(QStringLiteral("software")).toString().startsWith(QLatin1String("effsurf")) && root.contains(QStringLiteral("law")))
            return fail(QStringLiteral("written by %1, which recorded only the law, s, N and precision, not the whole scenario; "
                                       "give them as options: %2")
                            .arg(root.value(QStringLiteral("software")).toString(), oldParameters(root)));
        return fail(QStringLiteral("no effsurf figure metadata (no \"format\": \"%1\")").arg(QLatin1String(kFormat)));
    }
    auto loaded = SessionFile::contentFromJson(root, fileName, error);
    if (!loaded) return std::nullopt;
    try {
        Read read;
        read.figure = JsonFields::text(root, QStringLiteral("figure"), kRoot);
        // One figure, the window, every figure (an interactive page's "all"),
        // or the panels of a multi-panel figure ("speedup,plane").
        for (const QString& name : read.figure.split(QLatin1Char(',')))
            if (!FigureExporter::isFigureName(name) && read.figure != QLatin1String("window") && read.figure != QLatin1String("all"))
                JsonFields::fail(kRoot + QStringLiteral(".figure"), QStringLiteral("unknown figure '%1'").arg(name));
        read.scenario = std::move(loaded->scenario);
        if (root.contains(QStringLiteral("view"))) read.view = loaded->view;
        read.options = exportFromJson(root);
        read.writtenBy = root.value(QStringLiteral("writtenBy")).toString();
        return read;
    } catch (const JsonFields::Error& e) {
        return fail(QString::fromUtf8(e.what()));
    }
}

std::optional<FigureMetadata::Read> FigureMetadata::read(const QString& path, QString* error) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("cannot open '%1': %2")
                         .arg(path, QFileInfo(path).isDir() ? QStringLiteral("is a directory") : file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    const core::FoundMetadata found = core::FigureMetadataFinder::find(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!found.recognized) {
        if (error) *error = path + QStringLiteral(": not a figure effsurf wrote (a PNG, SVG, PDF or CSV figure, or its sidecar .json)");
        return std::nullopt;
    }
    if (found.json.empty()) {
        if (error) *error = path + QStringLiteral(": no effsurf metadata (%1)").arg(QString::fromStdString(found.absent));
        return std::nullopt;
    }
    return fromJson(QByteArray::fromStdString(found.json), path, error);
}

QByteArray FigureMetadata::xmpPacket(const QString& title, const QString& description, const QByteArray& json) {
    const QString rdf = QStringLiteral("http://www.w3.org/1999/02/22-rdf-syntax-ns#");
    QByteArray packet;
    QXmlStreamWriter xml(&packet);
    xml.setAutoFormatting(true);
    xml.writeProcessingInstruction(QStringLiteral("xpacket"), QStringLiteral("begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\""));
    xml.writeNamespace(QStringLiteral("adobe:ns:meta/"), QStringLiteral("x"));
    xml.writeStartElement(QStringLiteral("adobe:ns:meta/"), QStringLiteral("xmpmeta"));
    xml.writeNamespace(rdf, QStringLiteral("rdf"));
    xml.writeStartElement(rdf, QStringLiteral("RDF"));
    xml.writeStartElement(rdf, QStringLiteral("Description"));
    xml.writeAttribute(rdf, QStringLiteral("about"), QString());
    const QString dc = QStringLiteral("http://purl.org/dc/elements/1.1/");
    const QString xmp = QStringLiteral("http://ns.adobe.com/xap/1.0/");
    xml.writeNamespace(dc, QStringLiteral("dc"));
    xml.writeNamespace(xmp, QStringLiteral("xmp"));
    xml.writeNamespace(QString::fromLatin1(kXmpNamespace), QStringLiteral("effsurf"));
    // Language alternatives, as XMP's Dublin Core schema defines title and description.
    for (const auto& [name, value] : {std::pair{QStringLiteral("title"), title}, std::pair{QStringLiteral("description"), description}}) {
        xml.writeStartElement(dc, name);
        xml.writeStartElement(rdf, QStringLiteral("Alt"));
        xml.writeStartElement(rdf, QStringLiteral("li"));
        xml.writeAttribute(QStringLiteral("xml:lang"), QStringLiteral("x-default"));
        xml.writeCharacters(value);
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeEndElement();
    }
    xml.writeTextElement(xmp, QStringLiteral("CreatorTool"), QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)));
    xml.writeTextElement(QString::fromLatin1(kXmpNamespace), QStringLiteral("figure"), QString::fromUtf8(json));
    xml.writeEndElement();  // Description
    xml.writeEndElement();  // RDF
    xml.writeEndElement();  // xmpmeta
    xml.writeProcessingInstruction(QStringLiteral("xpacket"), QStringLiteral("end=\"r\""));
    return packet;
}

}  // namespace effsurf::ui

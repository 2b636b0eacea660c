#include "effsurf/ui/session/SessionFile.h"

#include "effsurf/ui/widgets/SaveFile.h"

#include "effsurf/ui/session/JsonFields.h"
#include "effsurf/ui/session/SeriesJson.h"
#include "effsurf/ui/session/TrainingRunJson.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

namespace effsurf::ui {
namespace {

constexpr const char* kFormat = "effsurf-session";
constexpr const char* kTourFormat = "effsurf-tour";

/// A reading error at a JSON path ("scenario.series[0].points[3]").
using FieldError = JsonFields::Error;

// ---- writing ------------------------------------------------------------

QJsonObject configurationToJson(const core::Scenario& s) {
    QJsonObject o;
    o[QStringLiteral("law")] = QString::fromLatin1(core::modelKindId(s.model).data());
    o[QStringLiteral("growthExponent")] = JsonFields::finite(s.growthExponent, QStringLiteral("growthExponent"));
    o[QStringLiteral("serialFraction")] = JsonFields::finite(s.serialFraction, QStringLiteral("serialFraction"));
    o[QStringLiteral("processors")] = JsonFields::finite(s.processors, QStringLiteral("processors"));
    o[QStringLiteral("precision")] = QString::fromLatin1(core::precisionInfo(s.precision).id.data());
    QJsonArray k;
    for (double f : s.speedFactors) k.append(JsonFields::finite(f, QStringLiteral("speedFactors")));
    o[QStringLiteral("speedFactors")] = k;
    QJsonArray contributions;
    for (const auto& c : s.timeline.contributions()) {
        contributions.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(c.name)},
                                         {QStringLiteral("share"), JsonFields::finite(c.shareAtOneProcessor, QStringLiteral("timeline"))},
                                         {QStringLiteral("growth"), int(c.growth)},
                                         {QStringLiteral("exponent"), JsonFields::finite(c.exponent, QStringLiteral("timeline"))}});
    }
    o[QStringLiteral("timeline")] = contributions;
    const auto& t = s.training;
    o[QStringLiteral("training")] = QJsonObject{
        {QStringLiteral("parameterCount"), JsonFields::finite(t.parameterCount, QStringLiteral("training"))},
        {QStringLiteral("flopsPerStep"), JsonFields::finite(t.flopsPerStep, QStringLiteral("training"))},
        {QStringLiteral("latencySeconds"), JsonFields::finite(t.latencySeconds, QStringLiteral("training"))},
        {QStringLiteral("bandwidthBytesPerSecond"), JsonFields::finite(t.bandwidthBytesPerSecond, QStringLiteral("training"))},
        {QStringLiteral("algorithm"), QString::fromLatin1(core::TrainingModel::algorithmId(t.algorithm).data())},
        {QStringLiteral("scaling"), QString::fromLatin1(core::TrainingModel::scalingId(t.scaling).data())},
        {QStringLiteral("overlap"), JsonFields::finite(t.overlap, QStringLiteral("training"))},
        {QStringLiteral("sequentialSeconds"), JsonFields::finite(t.sequentialSeconds, QStringLiteral("training"))},
        {QStringLiteral("accelerator"), QString::fromStdString(s.accelerator)},
        {QStringLiteral("utilization"), JsonFields::finite(s.utilization, QStringLiteral("training"))}};
    o[QStringLiteral("trainingRun")] = TrainingRunJson::write(s.trainingRun);
    o[QStringLiteral("coreConvention")] = QString::fromLatin1(core::coreConventionId(s.coreConvention).data());
    return o;
}

/// The configuration with the selected systems and the cloud edition: what a tour step sets.
QJsonObject stepStateToJson(const core::Scenario& s) {
    QJsonObject o = configurationToJson(s);
    QJsonArray systems;
    for (const auto& ref : s.selectedSystems)
        systems.append(QJsonObject{{QStringLiteral("list"), QString::fromStdString(ref.list)}, {QStringLiteral("rank"), ref.rank}});
    o[QStringLiteral("selectedSystems")] = systems;
    o[QStringLiteral("cloudEdition")] = QString::fromStdString(s.cloudEdition);
    o[QStringLiteral("axes")] = QString::fromLatin1(core::axisFitId(s.axisFit).data());
    return o;
}

QJsonObject tourToJsonObject(const core::Tour& tour) {
    QJsonArray steps;
    for (std::size_t i = 0; i < tour.steps.size(); ++i) {
        const auto& step = tour.steps[i];
        QJsonArray charts;
        for (const auto& chart : step.view.charts) charts.append(QString::fromStdString(chart));
        if (!step.state) throw FieldError(QStringLiteral("tour '%1' step %2: no state").arg(QString::fromStdString(tour.id)).arg(i + 1).toStdString());
        steps.append(QJsonObject{
            {QStringLiteral("title"), QString::fromStdString(step.title)},
            {QStringLiteral("text"), QString::fromStdString(step.text)},
            {QStringLiteral("formula"), QString::fromStdString(step.formula)},
            {QStringLiteral("state"), stepStateToJson(*step.state)},
            {QStringLiteral("view"), QJsonObject{{QStringLiteral("camera"), QString::fromStdString(step.view.camera)},
                                                {QStringLiteral("logarithmicEfficiency"), step.view.logarithmicEfficiency},
                                                {QStringLiteral("panel"), QString::fromStdString(step.view.panel)},
                                                {QStringLiteral("charts"), charts}}}});
    }
    return QJsonObject{{QStringLiteral("id"), QString::fromStdString(tour.id)},
                       {QStringLiteral("title"), QString::fromStdString(tour.title)},
                       {QStringLiteral("description"), QString::fromStdString(tour.description)},
                       {QStringLiteral("steps"), steps}};
}

QJsonObject scenarioToJson(const core::Scenario& s) {
    QJsonObject o = stepStateToJson(s);
    QJsonArray series;
    for (const auto& imported : s.series) series.append(SeriesJson::write(imported));
    o[QStringLiteral("series")] = series;
    QJsonArray snapshots;
    for (const auto& snapshot : s.snapshots)
        snapshots.append(QJsonObject{{QStringLiteral("label"), QString::fromStdString(snapshot.label)},
                                     {QStringLiteral("configuration"), configurationToJson(*snapshot.state)}});
    o[QStringLiteral("snapshots")] = snapshots;
    QJsonArray tours;
    for (const auto& tour : s.tours) tours.append(tourToJsonObject(*tour));
    o[QStringLiteral("tours")] = tours;
    return o;
}

// ---- reading ------------------------------------------------------------

/// Core parsers throw InvalidParameter; name the JSON field instead.
template <typename F>
auto parsed(const QString& path, F&& parse) {
    try {
        return parse();
    } catch (const core::InvalidParameter& e) {
        throw FieldError((path + QStringLiteral(": ") + QString::fromStdString(e.what())).toStdString());
    }
}

/// The configuration is core's to read (core::ScenarioJson): the Python
/// module and the web page read sessions with the same code.
core::Scenario configurationFromJson(const QJsonObject& o, const QString& path) {
    return JsonFields::fromCore([&] {
        return core::ScenarioJson::readConfiguration(JsonFields::toCore(o), path.toStdString(), resources::trainingCatalog());
    });
}

core::Scenario stepStateFromJson(const QJsonObject& o, const QString& path) {
    core::Scenario s = configurationFromJson(o, path);
    const QJsonArray systems = JsonFields::optionalArray(o, QStringLiteral("selectedSystems"), path);
    for (int i = 0; i < systems.size(); ++i) {
        const QString at = path + QStringLiteral(".selectedSystems[%1]").arg(i);
        const QJsonObject ref = systems[i].toObject();
        s.selectedSystems.push_back({JsonFields::text(ref, QStringLiteral("list"), at).toStdString(),
                                     JsonFields::wholeNumber(ref, QStringLiteral("rank"), at, 1, 500)});
    }
    if (o.contains(QStringLiteral("axes")))
        s.axisFit = parsed(path + QStringLiteral(".axes"), [&] {
            return core::parseAxisFit(JsonFields::text(o, QStringLiteral("axes"), path).toStdString());
        });
    if (o.contains(QStringLiteral("cloudEdition"))) s.cloudEdition = JsonFields::text(o, QStringLiteral("cloudEdition"), path).toStdString();
    return s;
}

QString optionalText(const QJsonObject& o, const QString& key, const QString& path) {
    return o.contains(key) ? JsonFields::text(o, key, path) : QString();
}

core::Tour tourFromJsonObject(const QJsonObject& o, const QString& path) {
    core::Tour tour;
    tour.id = JsonFields::text(o, QStringLiteral("id"), path).toStdString();
    tour.title = JsonFields::text(o, QStringLiteral("title"), path).toStdString();
    tour.description = optionalText(o, QStringLiteral("description"), path).toStdString();
    const QJsonArray steps = JsonFields::array(o, QStringLiteral("steps"), path);
    for (int i = 0; i < steps.size(); ++i) {
        const QString at = path + QStringLiteral(".steps[%1]").arg(i);
        if (!steps[i].isObject()) throw FieldError((at + QStringLiteral(": expected an object")).toStdString());
        const QJsonObject js = steps[i].toObject();
        core::TourStep step;
        step.title = JsonFields::text(js, QStringLiteral("title"), at).toStdString();
        step.text = optionalText(js, QStringLiteral("text"), at).toStdString();
        step.formula = optionalText(js, QStringLiteral("formula"), at).toStdString();
        step.state = std::make_shared<const core::Scenario>(
            stepStateFromJson(JsonFields::object(js, QStringLiteral("state"), at), at + QStringLiteral(".state")));
        if (js.contains(QStringLiteral("view"))) {
            const QString vp = at + QStringLiteral(".view");
            const QJsonObject view = JsonFields::object(js, QStringLiteral("view"), at);
            if (view.contains(QStringLiteral("camera"))) step.view.camera = JsonFields::text(view, QStringLiteral("camera"), vp).toStdString();
            step.view.logarithmicEfficiency = view.value(QStringLiteral("logarithmicEfficiency")).toBool(false);
            if (view.contains(QStringLiteral("panel"))) step.view.panel = JsonFields::text(view, QStringLiteral("panel"), vp).toStdString();
            // Today's chart ids (an older "precision" is "efficiency"); unknown ones are refused by validate().
            for (const auto& chart : JsonFields::optionalArray(view, QStringLiteral("charts"), vp)) {
                const std::string id = chart.toString().toStdString();
                const auto known = core::ViewNames::modelCharts().find(id);
                step.view.charts.push_back(known ? std::string(*known) : id);
            }
        }
        tour.steps.push_back(std::move(step));
    }
    // Name the offending step and field in the file's own terms.
    parsed(path, [&] {
        tour.validate();
        return 0;
    });
    return tour;
}

core::Scenario scenarioFromJson(const QJsonObject& o) {
    const QString path = QStringLiteral("scenario");
    core::Scenario s = stepStateFromJson(o, path);
    const auto optionalArray = [&](const QString& key) { return JsonFields::optionalArray(o, key, path); };
    const QJsonArray series = optionalArray(QStringLiteral("series"));
    for (int i = 0; i < series.size(); ++i) {
        const QString at = path + QStringLiteral(".series[%1]").arg(i);
        if (!series[i].isObject()) throw FieldError((at + QStringLiteral(": expected an object")).toStdString());
        core::ImportedSeries read = SeriesJson::read(series[i].toObject(), at);
        // Earlier versions numbered the series of each window from 1, so a
        // session opened and then added to could hold one id twice: such
        // files (and their autosaves) open, the later series renamed.
        const auto taken = [&](const std::string& id) {
            return std::any_of(s.series.begin(), s.series.end(), [&](const auto& earlier) { return earlier.id == id; });
        };
        if (taken(read.id)) {
            const std::string base = read.id;
            for (int n = 2; taken(read.id); ++n) read.id = base + "-" + std::to_string(n);
        }
        s.series.push_back(std::move(read));
    }
    const QJsonArray snapshots = optionalArray(QStringLiteral("snapshots"));
    for (int i = 0; i < snapshots.size(); ++i) {
        const QString at = path + QStringLiteral(".snapshots[%1]").arg(i);
        const QJsonObject js = snapshots[i].toObject();
        s.snapshots.push_back({JsonFields::text(js, QStringLiteral("label"), at).toStdString(),
                               std::make_shared<const core::Scenario>(
                                   configurationFromJson(JsonFields::object(js, QStringLiteral("configuration"), at), at + QStringLiteral(".configuration")))});
    }
    const QJsonArray tours = optionalArray(QStringLiteral("tours"));
    for (int i = 0; i < tours.size(); ++i) {
        const QString at = path + QStringLiteral(".tours[%1]").arg(i);
        if (!tours[i].isObject()) throw FieldError((at + QStringLiteral(": expected an object")).toStdString());
        s.tours.push_back(std::make_shared<const core::Tour>(tourFromJsonObject(tours[i].toObject(), at)));
    }
    return s;
}

}  // namespace

std::optional<QJsonObject> SessionFile::contentToJson(const core::Scenario& scenario, const ViewState* view, QString* error) {
    try {
        QJsonObject content{{QStringLiteral("schema"), kSchemaVersion},
                            {QStringLiteral("writtenBy"), QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion))},
                            {QStringLiteral("scenario"), scenarioToJson(scenario)}};
        if (view)
            content[QStringLiteral("view")] = QJsonObject{{QStringLiteral("cameraPreset"), view->cameraPreset},
                                                          {QStringLiteral("logarithmicEfficiency"), view->logarithmicEfficiency},
                                                          {QStringLiteral("lowerTab"), view->lowerTab}};
        if (view && !view->sessionPath.isEmpty()) {
            QJsonObject shown = content[QStringLiteral("view")].toObject();
            shown[QStringLiteral("sessionPath")] = view->sessionPath;
            content[QStringLiteral("view")] = shown;
        }
        return content;
    } catch (const FieldError& e) {
        if (error) *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

std::optional<QByteArray> SessionFile::toJson(const core::Scenario& scenario, const ViewState& view, QString* error) {
    auto root = contentToJson(scenario, &view, error);
    if (!root) return std::nullopt;
    root->insert(QStringLiteral("format"), QString::fromLatin1(kFormat));
    return QJsonDocument(*root).toJson(QJsonDocument::Indented);
}

std::optional<SessionFile::Loaded> SessionFile::contentFromJson(const QJsonObject& root, const QString& fileName, QString* error) {
    const auto fail = [&](const QString& message) -> std::optional<Loaded> {
        if (error) *error = fileName + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    const int schema = root.value(QStringLiteral("schema")).toInt(-1);
    if (schema < 1) return fail(QStringLiteral("missing or invalid schema version"));
    if (schema > kSchemaVersion)
        return fail(QStringLiteral("written by a newer effsurf (schema %1, %2); this one reads up to schema %3")
                        .arg(schema)
                        .arg(root.value(QStringLiteral("writtenBy")).toString())
                        .arg(kSchemaVersion));
    try {
        Loaded loaded;
        loaded.scenario = scenarioFromJson(JsonFields::object(root, QStringLiteral("scenario"), QStringLiteral("session")));
        loaded.scenario.validate();
        const QJsonObject view = root.value(QStringLiteral("view")).toObject();
        loaded.view.cameraPreset = view.value(QStringLiteral("cameraPreset")).toInt(0);
        loaded.view.logarithmicEfficiency = view.value(QStringLiteral("logarithmicEfficiency")).toBool(false);
        loaded.view.lowerTab = view.value(QStringLiteral("lowerTab")).toInt(0);
        loaded.view.sessionPath = view.value(QStringLiteral("sessionPath")).toString();
        loaded.title = root.value(QStringLiteral("title")).toString();
        loaded.description = root.value(QStringLiteral("description")).toString();
        return loaded;
    } catch (const FieldError& e) {
        return fail(QString::fromUtf8(e.what()));
    } catch (const core::InvalidParameter& e) {
        return fail(QStringLiteral("scenario: ") + QString::fromUtf8(e.what()));
    }
}

std::optional<SessionFile::Loaded> SessionFile::fromJson(const QByteArray& json, const QString& fileName, QString* error) {
    const auto fail = [&](const QString& message) -> std::optional<Loaded> {
        if (error) *error = fileName + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not a session file (JSON error at byte %1: %2)").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kFormat))
        return fail(QStringLiteral("not an effsurf session (no \"format\": \"%1\")").arg(QLatin1String(kFormat)));
    return contentFromJson(root, fileName, error);
}

bool SessionFile::save(const QString& path, const core::Scenario& scenario, const ViewState& view, QString* error) {
    const auto json = toJson(scenario, view, error);
    if (!json) {
        if (error) *error = path + QStringLiteral(": ") + *error;
        return false;
    }
    return SaveFile::writeAll(path, *json, error);
}

SessionFile::Kind SessionFile::kindOf(const QString& path) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) return Kind::Other;
    // JSON starts with "{" (after blanks or a BOM); CSV and Extra-P text never do.
    const QByteArray head = file.read(64 * 1024);
    // An exported page: its metadata lies after the page's markup and style.
    if (head.startsWith("<!DOCTYPE html") && (head + file.read(16 * 1024 * 1024)).contains(kPageScript)) return Kind::Session;
    qsizetype start = head.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (start < head.size() && std::isspace(static_cast<unsigned char>(head[start]))) ++start;
    if (start >= head.size() || head[start] != '{') return Kind::Other;
    if (head.contains(QByteArray("\"") + kFormat + '"')) return Kind::Session;
    if (head.contains(QByteArray("\"") + kTourFormat + '"')) return Kind::Tour;
    // Anything else in braces goes to the session reader, which names what is wrong.
    return Kind::Session;
}

std::optional<SessionFile::Loaded> SessionFile::load(const QString& path, QString* error) {
    QFile file(path);
    if (QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("cannot open '%1': %2").arg(path, QFileInfo(path).isDir() ? QStringLiteral("is a directory") : file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (const auto page = jsonInPage(bytes)) {
        // An exported page: its figure metadata holds the session's content.
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(*page, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
            if (error)
                *error = path + QStringLiteral(": the scenario inside this page is broken (JSON error at byte %1 of it: %2)")
                                    .arg(parseError.offset)
                                    .arg(parseError.errorString());
            return std::nullopt;
        }
        return contentFromJson(document.object(), path, error);
    }
    return fromJson(bytes, path, error);
}

std::optional<QByteArray> SessionFile::jsonInPage(const QByteArray& bytes) {
    const auto json = core::FigureMetadataFinder::jsonInPage(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!json) return std::nullopt;
    return QByteArray::fromStdString(*json);
}

std::optional<QByteArray> SessionFile::tourToJson(const core::Tour& tour, QString* error) {
    try {
        QJsonObject root = tourToJsonObject(tour);
        root[QStringLiteral("format")] = QString::fromLatin1(kTourFormat);
        root[QStringLiteral("schema")] = kSchemaVersion;
        return QJsonDocument(root).toJson(QJsonDocument::Indented);
    } catch (const FieldError& e) {
        if (error) *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
}

std::optional<core::Tour> SessionFile::tourFromJson(const QByteArray& json, const QString& fileName, QString* error) {
    const auto fail = [&](const QString& message) -> std::optional<core::Tour> {
        if (error) *error = fileName + QStringLiteral(": ") + message;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(QStringLiteral("not a tour file (JSON error at byte %1: %2)").arg(parseError.offset).arg(parseError.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kTourFormat))
        return fail(QStringLiteral("not an effsurf tour (no \"format\": \"%1\")").arg(QLatin1String(kTourFormat)));
    const int schema = root.value(QStringLiteral("schema")).toInt(-1);
    if (schema < 1 || schema > kSchemaVersion) return fail(QStringLiteral("unsupported schema %1").arg(schema));
    try {
        return tourFromJsonObject(root, QStringLiteral("tour"));
    } catch (const FieldError& e) {
        return fail(QString::fromUtf8(e.what()));
    }
}

}  // namespace effsurf::ui

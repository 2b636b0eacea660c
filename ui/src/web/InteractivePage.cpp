// SPDX-License-Identifier: MIT
#include "effsurf/ui/web/InteractivePage.h"

#include "effsurf/core/util/MessageCatalog.h"

#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/figures/FigureCaption.h"
#include "effsurf/ui/style/Palette.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/ui/widgets/NameListText.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <cstring>
#include <limits>

#ifdef EFFSURF_HAS_PAGE
// Q_INIT_RESOURCE must be used outside any namespace; the page's parts live
// in a static library, whose registration the linker would otherwise drop.
static void registerPageResources() { Q_INIT_RESOURCE(page); }
#else
static void registerPageResources() {}
#endif

namespace effsurf::ui {
namespace {

void initializePageResources() {
    static const bool registered = [] {
        registerPageResources();
        return true;
    }();
    (void)registered;
}

constexpr const char* kFigureScript = SessionFile::kPageScript;
constexpr const char* kPageDataScript = "<script type=\"application/json\" id=\"effsurf-page-data\">";
constexpr const char* kPageTextsScript = "<script type=\"application/json\" id=\"effsurf-page-texts\">";

/// The page's words in the language the window speaks now (page-text.js puts them in place): those translated.
QJsonObject pageTexts() {
    QJsonObject texts;
    for (const QString& source : InteractivePage::pageSourceTexts() + InteractivePage::pageNameTexts()) {
        const QString translated = QCoreApplication::translate("InteractivePage", source.toUtf8().constData());
        if (!translated.isEmpty() && translated != source) texts.insert(source, translated);
    }
    // Core's sentences (refusals, the gain ceiling, the laws' explanations): the page finds their patterns with
    // core's MessageCatalog and translates these, as the window's CoreMessageText does.
    for (std::string_view pattern : core::MessageCatalog::patterns()) {
        const QString source = QString::fromUtf8(pattern.data(), qsizetype(pattern.size()));
        const QString translated = QCoreApplication::translate("core", std::string(pattern).c_str());
        if (!translated.isEmpty() && translated != source && !texts.contains(source)) texts.insert(source, translated);
    }
    return QJsonObject{{QStringLiteral("language"), texts.isEmpty() ? QStringLiteral("en") : QLocale().bcp47Name()},
                       {QStringLiteral("texts"), texts}};
}

std::optional<QByteArray> part(const QString& name, QString* error) {
    initializePageResources();
    QFile file(QStringLiteral(":/effsurf/page/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error) *error = QStringLiteral("this effsurf was built without the interactive page (its part %1 is missing)").arg(name);
        return std::nullopt;
    }
    return file.readAll();
}

/// JavaScript inside <script>: "</" could end the element; "<\/" is the same code.
QByteArray scriptSafe(QByteArray code) { return code.replace("</", "<\\/"); }

/// JSON inside <script>: every '<' (only ever inside a string) as \u003c,
/// so that neither "</script" nor "<!--" can appear; the same JSON.
QByteArray jsonSafe(QByteArray json) { return json.replace("<", "\\u003c"); }

/// page.html's words put in the window's language now, not only by its
/// scripts: the `lang` of <html>, the loader's words (the first script, which
/// runs when a page cut short has lost the rest), and the text of every
/// element marked data-t that holds only text: the <noscript> message, the
/// heading, the footer a page cut short still shows. page-text.js looks the
/// same texts up again; a translated one is not in its table and stays.
/// `texts` is pageTexts()'s "texts".
void translateFixedParts(QByteArray& page, const QJsonObject& texts, const QString& language) {
    page.replace("<html lang=\"en\">", "<html lang=\"" + language.toUtf8() + "\">");
    const QByteArray loader = page.left(page.indexOf("</script>"));
    QJsonObject words;
    for (auto it = texts.begin(); it != texts.end(); ++it)
        if (loader.contains(it.key().toUtf8())) words.insert(it.key(), it.value());
    page.replace("{/*effsurf:loader-texts*/}", jsonSafe(QJsonDocument(words).toJson(QJsonDocument::Compact)));
    // <tag ... data-t ...>text</tag>, the text without markup (data-t-title and the like are attributes of their own).
    static const QRegularExpression marked(QStringLiteral("(<(\\w+)\\b[^>]*\\sdata-t(?=[\\s>])[^>]*>)([^<]*)(</\\2>)"));
    const QString source = QString::fromUtf8(page);
    QString translated;
    qsizetype last = 0;
    for (auto it = marked.globalMatch(source); it.hasNext();) {
        const auto match = it.next();
        // As a browser reads it (textContent): its character references ("&#9664;") decoded.
        const QString english = QTextDocumentFragment::fromHtml(match.captured(3)).toPlainText().simplified();
        const QString inLanguage = texts.value(english).toString();
        if (inLanguage.isEmpty()) continue;  // English, or not translated: as written
        translated += source.mid(last, match.capturedStart(3) - last) + inLanguage.toHtmlEscaped();
        last = match.capturedEnd(3);
    }
    translated += source.mid(last);
    page = translated.toUtf8();
}

/// What the window places on its surface (SystemPoint::placed: TOP500 systems with HPL and HPCG,
/// measured series thinned as the window thins them, snapshots A-D, a large model's trajectory),
/// with the labels it shows: the page draws the same points.
QJsonArray placedPoints(const core::Scenario& scenario) {
    QJsonArray placed;
    const auto add = [&](const std::vector<SystemPoint>& points, const char* kind) {
        const std::vector<bool> labelled = SystemPoint::labelsToShow(points, 1.0);
        for (std::size_t i = 0; i < points.size(); ++i) {
            const SystemPoint& p = points[i];
            const bool snapshot = std::strcmp(kind, "snapshot") == 0;
            QColor color = p.color;
            if (!color.isValid()) color = p.hpcg ? Palette::hpcg() : Palette::hpl();
            placed.append(QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(p.hpcg ? "hpcg" : kind)},
                                      {QStringLiteral("label"), p.label},
                                      {QStringLiteral("labelled"), snapshot ? !p.label.isEmpty() : bool(labelled[i])},
                                      {QStringLiteral("processors"), p.processors},
                                      {QStringLiteral("serialFraction"), p.serialFraction},
                                      {QStringLiteral("efficiency"), p.efficiency},
                                      {QStringLiteral("color"), color.name()}});
        }
    };
    add(SystemPoint::selected(scenario), "hpl");
    add(SystemPoint::measured(scenario), "measured");
    add(SystemPoint::snapshots(scenario), "snapshot");
    add(SystemPoint::trajectory(scenario), "trajectory");
    return placed;
}

/// What the page draws beside the laws: the selected systems and the series, computed here by core.
QJsonObject pageData(const core::Scenario& scenario) {
    QJsonArray systems;
    const auto& catalog = resources::top500Catalog();
    for (const auto& ref : scenario.selectedSystems) {
        const core::Top500Entry* entry = catalog.find(ref.list, ref.rank);
        if (!entry) continue;
        const auto n = entry->processorCount(scenario.coreConvention);
        if (!n) continue;
        // Both benchmarks where the list has them, as the window places them (HPCG lessons are about the gap).
        const auto add = [&](const char* benchmark, std::optional<double> s, std::optional<double> e) {
            if (!s || !e) return;
            systems.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(entry->system)},
                                       {QStringLiteral("list"), QString::fromStdString(entry->list)},
                                       {QStringLiteral("rank"), entry->rank},
                                       {QStringLiteral("benchmark"), QString::fromLatin1(benchmark)},
                                       {QStringLiteral("processors"), *n},
                                       {QStringLiteral("serialFraction"), *s},
                                       {QStringLiteral("efficiency"), *e}});
        };
        add("HPL", entry->hplSerialFraction(scenario.coreConvention), entry->hplEfficiency());
        add("HPCG", entry->hpcgSerialFraction(scenario.coreConvention), entry->hpcgEfficiency());
    }
    QJsonArray series;
    for (const auto& imported : scenario.series) {
        if (!imported.visible || !imported.fit || !imported.fit->ok || !imported.data) continue;
        const auto& fit = *imported.fit;
        QJsonArray n, speedup;
        double low = std::numeric_limits<double>::infinity(), high = 0.0;
        // Thinned as the window's charts thin it (MeasuredPoints: at most kMaxDrawn marks, repetitions binned): a series
        // of 20,000 N made a step of s on the page take 750 ms.
        for (const MeasuredMark& mark : MeasuredPoints::marks(*imported.data, fit, MeasuredPoints::kMaxDrawn)) {
            if (!std::isfinite(mark.speedup)) continue;
            n.append(mark.processors);
            speedup.append(mark.speedup);
            low = std::min(low, mark.processors);
            high = std::max(high, mark.processors);
        }
        // The fitted law over the measured range and a decade beyond, as the Measurements chart draws it.
        QJsonArray fittedN, fittedSpeedup, fittedEfficiency;
        if (high >= low) {
            const core::ScalingLaw amdahl;
            const double from = std::log10(low), to = std::log10(high) + 1.0;
            for (int i = 0; i <= 60; ++i) {
                const double processors = std::pow(10.0, from + (to - from) * i / 60.0);
                fittedN.append(processors);
                fittedSpeedup.append(amdahl.speedup(processors, fit.serialFraction));
                fittedEfficiency.append(amdahl.efficiency(processors, fit.serialFraction));
            }
        }
        series.append(QJsonObject{{QStringLiteral("name"), QString::fromStdString(imported.data->name)},
                                  {QStringLiteral("processors"), n},
                                  {QStringLiteral("speedup"), speedup},
                                  {QStringLiteral("fittedSerialFraction"), fit.serialFraction},
                                  // The window's colour for it: the same on the page's surface and in all its charts.
                                  {QStringLiteral("color"), SystemPoint::seriesColor(imported.colorIndex).name()},
                                  {QStringLiteral("fitted"), QJsonObject{{QStringLiteral("processors"), fittedN},
                                                                         {QStringLiteral("speedup"), fittedSpeedup},
                                                                         {QStringLiteral("efficiency"), fittedEfficiency}}}});
    }
    return QJsonObject{
        {QStringLiteral("systems"), systems}, {QStringLiteral("series"), series}, {QStringLiteral("placed"), placedPoints(scenario)}};
}

/// The page for `scenario` with `data` for its drawing (pageData, and a lecture's steps).
std::optional<QByteArray> assemble(const QString& figure, const core::Scenario& scenario, const ViewState* view, const QJsonObject& data,
                                   QString* error) {
    auto page = part(QStringLiteral("page.html"), error);
    const auto style = part(QStringLiteral("page.css"), error);
    // In this order: the drawing library, core, the page's words, the 3D view's context, the 3D view, the charts' curves, the charts, a
    // lecture's panel, the page (each uses the ones before).
    QByteArray scripts;
    for (const char* name : {"plotly.min.js", "effsurf-core.js", "page-text.js", "page-webgl.js", "page-surface.js", "page-curves.js",
                             "page-charts.js", "page-lecture.js", "page.js"}) {
        const auto code = part(QString::fromLatin1(name), error);
        if (!code) return std::nullopt;
        scripts += (scripts.isEmpty() ? "<script>" : "\n<script>") + scriptSafe(*code) + "</script>";
    }
    if (!page || !style) return std::nullopt;
    FigureExporter::Options options;
    const auto metadata = FigureMetadata::toJson(figure, scenario, options, view, error);
    if (!metadata) return std::nullopt;
    const QString caption = FigureCaption::text(scenario).toHtmlEscaped();
    const QJsonObject texts = pageTexts();
    translateFixedParts(*page, texts.value(QStringLiteral("texts")).toObject(), texts.value(QStringLiteral("language")).toString());
    // The fixed parts first; what the user wrote (caption, names in the
    // data) last, so that no placeholder is ever looked for inside it.
    page->replace("<!--effsurf:scripts-->", scripts);
    page->replace("/*effsurf:style*/", *style);
    page->replace("<!--effsurf:version-->", QByteArray(core::kVersion));
    page->replace("<!--effsurf:figure-name-->", figure.toUtf8());
    page->replace("<!--effsurf:caption-->", caption.toUtf8());
    page->replace("<!--effsurf:data-->", kFigureScript + jsonSafe(*metadata) + "</script>\n" + kPageDataScript +
                                             jsonSafe(QJsonDocument(data).toJson(QJsonDocument::Compact)) + "</script>\n" +
                                             kPageTextsScript + jsonSafe(QJsonDocument(texts).toJson(QJsonDocument::Compact)) +
                                             "</script>");
    return page;
}

}  // namespace

bool InteractivePage::available() {
    initializePageResources();
    return QFile::exists(QStringLiteral(":/effsurf/page/page.html"));
}

QStringList InteractivePage::figureNames() { return NameListText::ids(core::ViewNames::pageFigures()); }

bool InteractivePage::isFigureName(const QString& name) { return core::ViewNames::pageFigures().contains(name.toStdString()); }

std::optional<QByteArray> InteractivePage::html(const QString& asked, const core::Scenario& scenario, const ViewState* view,
                                                QString* error) {
    // Today's id (an older "precision" is "efficiency"): the page compares it with its charts' ids.
    const QString figure = NameListText::canonical(core::ViewNames::pageFigures(), asked);
    if (!isFigureName(figure)) {
        if (error)
            *error = QStringLiteral("an interactive page shows %1, not \"%2\"").arg(figureNames().join(QStringLiteral(", ")), figure);
        return std::nullopt;
    }
    return assemble(figure, scenario, view, pageData(scenario), error);
}

bool InteractivePage::write(const QString& path, const QString& figure, const core::Scenario& scenario, const ViewState* view,
                            QString* error) {
    const auto page = html(figure, scenario, view, error);
    if (!page) return false;
    return SaveFile::writeAll(path, *page, error);
}

std::optional<QByteArray> InteractivePage::lectureHtml(const core::Tour& tour, const core::Scenario& base, QString* error) {
    if (tour.steps.empty()) {
        if (error) *error = QStringLiteral("the tour \"%1\" has no steps to show").arg(QString::fromStdString(tour.title));
        return std::nullopt;
    }
    try {
        tour.validate();  // the page reads the tour with core's reader, which refuses what this would not pass
    } catch (const core::InvalidParameter& e) {
        if (error) *error = QStringLiteral("the tour \"%1\": %2").arg(QString::fromStdString(tour.title), QString::fromUtf8(e.what()));
        return std::nullopt;
    }
    const auto tourJson = SessionFile::tourToJson(tour, error);
    if (!tourJson) return std::nullopt;
    // Each step as the window's tour player sets it on the running session (its series and snapshots stay), with
    // what the page draws of it: the step's systems and the session's series.
    QJsonArray steps;
    for (const auto& step : tour.steps) steps.append(pageData(core::applyTourStep(base, *step.state)));
    const core::Scenario first = core::applyTourStep(base, *tour.steps.front().state);
    QJsonObject data = pageData(first);
    data.insert(QStringLiteral("lecture"),
                QJsonObject{{QStringLiteral("tour"), QJsonDocument::fromJson(*tourJson).object()}, {QStringLiteral("steps"), steps}});
    const core::TourView& shown = tour.steps.front().view;
    ViewState view;
    view.cameraPreset = int(core::ViewNames::cameras().indexOf(shown.camera));
    view.logarithmicEfficiency = shown.logarithmicEfficiency;
    return assemble(QStringLiteral("all"), first, &view, data, error);
}

bool InteractivePage::writeLecture(const QString& path, const core::Tour& tour, const core::Scenario& base, QString* error) {
    const auto page = lectureHtml(tour, base, error);
    if (!page) return false;
    return SaveFile::writeAll(path, *page, error);
}

}  // namespace effsurf::ui

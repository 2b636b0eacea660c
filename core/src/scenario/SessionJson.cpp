// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/SessionJson.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/data/FigureMetadataFinder.h"
#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/core/scenario/SeriesJson.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/util/JsonFields.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <sstream>

namespace effsurf::core {
namespace {

/// A file that is not what it was opened as, and why its JSON is not read.
constexpr const char* kJsonErrorAt = EFFSURF_TEXT("JSON error at %1");

using namespace jsonfield;

// ---- writing ------------------------------------------------------------

/// The configuration with the selected systems, the cloud edition and the axes: what a tour step sets.
void writeStepStateMembers(JsonWriter& w, const Scenario& s, const std::string& path) {
    ScenarioJson::writeConfigurationMembers(w, s, path);
    w.key("selectedSystems").beginArray();
    for (const auto& ref : s.selectedSystems) {
        w.beginObject();
        w.key("list").value(ref.list);
        w.key("rank").value(double(ref.rank));
        w.endObject();
    }
    w.endArray();
    w.key("cloudEdition").value(s.cloudEdition);
    w.key("axes").value(axisFitId(s.axisFit));
}

void writeTourMembers(JsonWriter& w, const Tour& tour, const std::string& path) {
    w.key("id").value(tour.id);
    w.key("title").value(tour.title);
    w.key("description").value(tour.description);
    w.key("steps").beginArray();
    for (std::size_t i = 0; i < tour.steps.size(); ++i) {
        const auto& step = tour.steps[i];
        const std::string at = element(path + ".steps", i);
        if (!step.state) fail(at, EFFSURF_TEXT("no state"));
        w.beginObject();
        w.key("title").value(step.title);
        w.key("text").value(step.text);
        w.key("formula").value(step.formula);
        // Only where there is one: a tour without questions is written as before.
        if (!step.question.empty()) w.key("question").value(step.question);
        w.key("state").beginObject();
        writeStepStateMembers(w, *step.state, at + ".state");
        w.endObject();
        w.key("view").beginObject();
        w.key("camera").value(step.view.camera);
        w.key("logarithmicEfficiency").value(step.view.logarithmicEfficiency);
        w.key("panel").value(step.view.panel);
        w.key("charts").beginArray();
        for (const auto& chart : step.view.charts) w.value(chart);
        w.endArray();
        w.endObject();
        w.endObject();
    }
    w.endArray();
}

void writeScenario(JsonWriter& w, const Scenario& s) {
    const std::string path = "scenario";
    w.beginObject();
    writeStepStateMembers(w, s, path);
    w.key("series").beginArray();
    for (std::size_t i = 0; i < s.series.size(); ++i) SeriesJson::write(w, s.series[i], element(path + ".series", i));
    w.endArray();
    w.key("snapshots").beginArray();
    for (std::size_t i = 0; i < s.snapshots.size(); ++i) {
        w.beginObject();
        w.key("label").value(s.snapshots[i].label);
        w.key("configuration").beginObject();
        ScenarioJson::writeConfigurationMembers(w, *s.snapshots[i].state, element(path + ".snapshots", i) + ".configuration");
        w.endObject();
        w.endObject();
    }
    w.endArray();
    w.key("tours").beginArray();
    for (std::size_t i = 0; i < s.tours.size(); ++i) {
        w.beginObject();
        writeTourMembers(w, *s.tours[i], element(path + ".tours", i));
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

// ---- reading ------------------------------------------------------------

/// `notKind`: the field a refusal names ("not a session file").
JsonValue parsed(std::string_view text, const char* notKind) {
    try {
        return parseJson(text);
    } catch (const JsonSyntaxError& e) {
        fail(notKind, Message(kJsonErrorAt, {e.what()}).text());
    }
}

Scenario stepStateFromJson(const JsonValue& o, const std::string& path, const TrainingCatalog& catalog) {
    Scenario s = ScenarioJson::readConfiguration(o, path, catalog);
    const auto& systems = optionalArray(o, "selectedSystems", path);
    for (std::size_t i = 0; i < systems.size(); ++i) {
        const std::string at = element(path + ".selectedSystems", i);
        if (!systems[i].isObject()) fail(at, EFFSURF_TEXT("expected an object"));
        s.selectedSystems.push_back({text(systems[i], "list", at), wholeNumber(systems[i], "rank", at, 1, 500)});
    }
    if (o.contains("axes")) {
        const std::string id = text(o, "axes", path);
        s.axisFit = parsedAt(path + ".axes", [&] { return parseAxisFit(id); });
    }
    s.cloudEdition = textOr(o, "cloudEdition", path, s.cloudEdition);
    return s;
}

Tour tourFromJson(const JsonValue& o, const std::string& path, const TrainingCatalog& catalog) {
    if (!o.isObject()) fail(path, EFFSURF_TEXT("expected an object"));
    Tour tour;
    tour.id = text(o, "id", path);
    tour.title = text(o, "title", path);
    tour.description = textOr(o, "description", path, "");
    const auto& steps = array(o, "steps", path);
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const std::string at = element(path + ".steps", i);
        const JsonValue& js = steps[i];
        if (!js.isObject()) fail(at, EFFSURF_TEXT("expected an object"));
        TourStep step;
        step.title = text(js, "title", at);
        step.text = textOr(js, "text", at, "");
        step.formula = textOr(js, "formula", at, "");
        step.question = textOr(js, "question", at, "");
        step.state = std::make_shared<const Scenario>(stepStateFromJson(object(js, "state", at), at + ".state", catalog));
        if (js.contains("view")) {
            const std::string vp = at + ".view";
            const JsonValue& view = object(js, "view", at);
            step.view.camera = textOr(view, "camera", vp, step.view.camera);
            step.view.logarithmicEfficiency = flagOr(view, "logarithmicEfficiency", vp, false);
            step.view.panel = textOr(view, "panel", vp, step.view.panel);
            // Today's chart ids (an older "precision" is "efficiency"); unknown ones are refused by validate().
            for (const auto& chart : optionalArray(view, "charts", vp)) {
                const std::string id = chart.isString() ? chart.asString() : std::string();
                const auto known = ViewNames::modelCharts().find(id);
                step.view.charts.push_back(known ? std::string(*known) : id);
            }
        }
        tour.steps.push_back(std::move(step));
    }
    // Name the offending step and field in the file's own terms.
    parsedAt(path, [&] { tour.validate(); });
    return tour;
}

Scenario scenarioFromJson(const JsonValue& o, const TrainingCatalog& catalog) {
    const std::string path = "scenario";
    Scenario s = stepStateFromJson(o, path, catalog);
    const auto& series = optionalArray(o, "series", path);
    for (std::size_t i = 0; i < series.size(); ++i) {
        ImportedSeries read = SeriesJson::read(series[i], element(path + ".series", i));
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
    const auto& snapshots = optionalArray(o, "snapshots", path);
    for (std::size_t i = 0; i < snapshots.size(); ++i) {
        const std::string at = element(path + ".snapshots", i);
        if (!snapshots[i].isObject()) fail(at, EFFSURF_TEXT("expected an object"));
        s.snapshots.push_back(
            {text(snapshots[i], "label", at), std::make_shared<const Scenario>(ScenarioJson::readConfiguration(
                                                  object(snapshots[i], "configuration", at), at + ".configuration", catalog))});
    }
    const auto& tours = optionalArray(o, "tours", path);
    for (std::size_t i = 0; i < tours.size(); ++i)
        s.tours.push_back(std::make_shared<const Tour>(tourFromJson(tours[i], element(path + ".tours", i), catalog)));
    return s;
}

/// The view is how the window looked, not work: a value it cannot use reads as the default.
int leniently(const JsonValue& view, const char* key, int low, int high) {
    const JsonValue* value = view.find(key);
    if (!value || !value->isNumber()) return 0;
    const double number = value->asNumber();
    return number >= low && number <= high ? int(number) : 0;
}

/// `notKind`: what the file is not ("not an effsurf session").
void requireFormat(const JsonValue& root, std::string_view format, const char* notKind) {
    const JsonValue* tag = root.find("format");
    if (!tag || !tag->isString() || tag->asString() != format)
        fail("format", Message(EFFSURF_TEXT("%1 (no \"format\": \"%2\")"), {notKind, std::string(format)}).text());
}

}  // namespace

void SessionJson::writeContentMembers(JsonWriter& w, const Scenario& scenario, const SessionView* view) {
    w.key("schema").value(double(ScenarioJson::kSessionSchema));
    w.key("writtenBy").value(std::string("effsurf ") + kVersion);
    w.key("scenario");
    writeScenario(w, scenario);
    if (!view) return;
    w.key("view").beginObject();
    w.key("cameraPreset").value(double(view->cameraPreset));
    w.key("logarithmicEfficiency").value(view->logarithmicEfficiency);
    w.key("lowerTab").value(double(view->lowerTab));
    if (!view->sessionPath.empty()) w.key("sessionPath").value(view->sessionPath);
    w.endObject();
}

std::string SessionJson::write(const Scenario& scenario, const SessionView& view) { return writePreset(scenario, view, "", ""); }

std::string SessionJson::writePreset(const Scenario& scenario, const SessionView& view, const std::string& title,
                                     const std::string& description) {
    std::ostringstream out;
    JsonWriter w(out);
    w.beginObject();
    w.key("format").value(kFormat);
    if (!title.empty()) w.key("title").value(title);
    if (!description.empty()) w.key("description").value(description);
    writeContentMembers(w, scenario, &view);
    w.endObject();
    return std::move(out).str();
}

SessionContent SessionJson::readContent(const JsonValue& root, const TrainingCatalog& catalog) {
    if (!root.isObject()) fail("session", EFFSURF_TEXT("expected a JSON object"));
    ScenarioJson::requireReadableSchema(root);
    SessionContent content;
    content.scenario = scenarioFromJson(object(root, "scenario", "session"), catalog);
    parsedAt("scenario", [&] { content.scenario.validate(); });
    if (const JsonValue* view = root.find("view"); view && view->isObject()) {
        content.view.cameraPreset = leniently(*view, "cameraPreset", 0, int(ViewNames::cameras().items().size()) - 1);
        content.view.lowerTab = leniently(*view, "lowerTab", 0, 99);
        const JsonValue* logE = view->find("logarithmicEfficiency");
        content.view.logarithmicEfficiency = logE && logE->isBoolean() && logE->asBoolean();
        const JsonValue* sessionPath = view->find("sessionPath");
        if (sessionPath && sessionPath->isString()) content.view.sessionPath = sessionPath->asString();
    }
    const auto optionalText = [&](const char* key) {
        const JsonValue* value = root.find(key);
        return value && value->isString() ? value->asString() : std::string();
    };
    content.title = optionalText("title");
    content.description = optionalText("description");
    return content;
}

SessionContent SessionJson::read(std::string_view text, const TrainingCatalog& catalog) {
    const JsonValue root = parsed(text, EFFSURF_TEXT("not a session file"));
    requireFormat(root, kFormat, EFFSURF_TEXT("not an effsurf session"));
    return readContent(root, catalog);
}

SessionContent SessionJson::readSessionOrPage(std::string_view bytes, const TrainingCatalog& catalog) {
    const auto page = FigureMetadataFinder::jsonInPage(bytes);
    if (!page) return read(bytes, catalog);
    JsonValue root;
    try {
        root = parseJson(*page);
    } catch (const JsonSyntaxError& e) {
        fail(EFFSURF_TEXT("the scenario inside this page is broken"), Message(kJsonErrorAt, {e.what()}).text());
    }
    return readContent(root, catalog);
}

std::string SessionJson::writeTour(const Tour& tour) {
    std::ostringstream out;
    JsonWriter w(out);
    w.beginObject();
    w.key("format").value(kTourFormat);
    w.key("schema").value(double(ScenarioJson::kSessionSchema));
    writeTourMembers(w, tour, "tour");
    w.endObject();
    return std::move(out).str();
}

Tour SessionJson::readTour(std::string_view text, const TrainingCatalog& catalog) {
    const JsonValue root = parsed(text, EFFSURF_TEXT("not a tour file"));
    requireFormat(root, kTourFormat, EFFSURF_TEXT("not an effsurf tour"));
    const JsonValue* schema = root.find("schema");
    if (!schema || !schema->isNumber() || !(schema->asNumber() >= 1 && schema->asNumber() <= ScenarioJson::kSessionSchema))
        fail("schema", Message(EFFSURF_TEXT("unsupported schema %1"),
                               {schema && schema->isNumber() ? formatNumber(schema->asNumber()) : std::string(EFFSURF_TEXT("(none)"))})
                           .text());
    return tourFromJson(root, "tour", catalog);
}

}  // namespace effsurf::core

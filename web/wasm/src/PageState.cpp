// SPDX-License-Identifier: MIT
#include "PageState.h"

#include "PageParameters.h"

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/util/JsonWriter.h"
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/core/scenario/ScenarioSurface.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/core/util/NumberText.h"
#include "effsurf/core/util/QuantityParser.h"

#include <cmath>
#include <sstream>
#include <limits>

namespace effsurf::web {

std::string_view modelsCsv();
std::string_view acceleratorsCsv();
std::string_view networksCsv();

const core::TrainingCatalog& PageState::trainingCatalog() {
    static const core::TrainingCatalog catalog =
        core::TrainingCatalog::parse(modelsCsv(), acceleratorsCsv(), networksCsv(), "built-in training");
    return catalog;
}

std::string PageState::configure(const std::string& json) {
    try {
        // The figure metadata the page carries holds a session's content: core's reader, the app's.
        core::SessionContent read = core::SessionJson::readContent(core::parseJson(json), trainingCatalog());
        if (read.scenario.model == core::ModelKind::ParallelTraining)
            (void)read.scenario.parallelTrainingModel();  // a run that is no layout is refused here
        scenario_ = std::move(read.scenario);
        view_ = read.view;
        return "";
    } catch (const core::JsonSyntaxError& e) {
        return std::string("scenario: ") + e.what();
    } catch (const core::InvalidParameter& e) {
        return e.what();
    }
}

void PageState::applyTourStep(const core::TourStep& step) {
    scenario_ = core::applyTourStep(scenario_, *step.state);
    const auto& cameras = core::ViewNames::cameras().items();
    for (std::size_t i = 0; i < cameras.size(); ++i)
        if (cameras[i].id == step.view.camera) view_.cameraPreset = int(i);
    view_.logarithmicEfficiency = step.view.logarithmicEfficiency;
}

bool PageState::showsTourStep(const core::TourStep& step) const { return core::applyTourStep(scenario_, *step.state) == scenario_; }

std::string PageState::sessionText() const {
    try {
        return core::SessionJson::write(scenario_, view_);
    } catch (const core::InvalidParameter&) {
        return "";  // the page's scenario was validated: every value it holds is finite
    }
}

namespace {

/// Copies a parsed JSON value to `w` as it was (a member the page does not change).
void copyJson(core::JsonWriter& w, const core::JsonValue& value) {
    switch (value.type()) {
        case core::JsonValue::Type::Null: w.null(); break;
        case core::JsonValue::Type::Boolean: w.value(value.asBoolean()); break;
        case core::JsonValue::Type::Number: w.value(value.asNumber()); break;
        case core::JsonValue::Type::String: w.value(std::string_view(value.asString())); break;
        case core::JsonValue::Type::Array:
            w.beginArray();
            for (const auto& item : value.asArray()) copyJson(w, item);
            w.endArray();
            break;
        case core::JsonValue::Type::Object:
            w.beginObject();
            for (const auto& [key, item] : value.asObject()) {
                w.key(key);
                copyJson(w, item);
            }
            w.endObject();
            break;
    }
}

}  // namespace

std::string PageState::figureText(const std::string& original) const {
    const core::JsonValue root = core::parseJson(original);
    std::ostringstream text;
    core::JsonWriter w(text);
    w.beginObject();
    bool contentWritten = false;
    for (const auto& [key, value] : root.asObject()) {
        // The session's content: core's writer, as the app embeds it.
        if (key == "schema" || key == "writtenBy" || key == "scenario" || key == "view") {
            if (!contentWritten) core::SessionJson::writeContentMembers(w, scenario_, &view_);
            contentWritten = true;
            continue;
        }
        // The numbers the metadata repeats for readers of the figure, for the scenario now.
        w.key(key);
        if (key == "alpha") w.value(1.0 - scenario_.serialFraction);
        else if (key == "caption") w.value(core::ScenarioCaption::text(scenario_));
        else if (key == "efficiency") w.value(scenario_.efficiency());
        else if (key == "law") w.value(core::modelKindId(scenario_.model));
        else if (key == "precision") w.value(core::precisionInfo(scenario_.precision).id);
        else if (key == "processors") w.value(scenario_.processors);
        else if (key == "serialFraction") w.value(scenario_.serialFraction);
        else if (key == "speedFactor") w.value(scenario_.speedFactor());
        else if (key == "speedup") w.value(scenario_.speedup());
        else copyJson(w, value);
    }
    if (!contentWritten) core::SessionJson::writeContentMembers(w, scenario_, &view_);
    w.endObject();
    return text.str();
}

std::string PageState::setField(const std::string& name, const std::string& text) {
    core::Scenario next = scenario_;
    try {
        if (name == "s") {
            next.serialFraction = core::parseSerialFraction(text);
        } else if (name == "N") {
            next.processors = core::parseProcessorCount(text);
        } else if (name == "precision") {
            next.precision = core::parsePrecision(text);
        } else if (name == "growth") {
            const auto value = core::parseDouble(text);
            if (!value) throw core::InvalidParameter("growth exponent", "expected a number, got '" + text + "'");
            next.growthExponent = *value;
        } else if (name == "k") {
            const auto value = core::parseDouble(text);
            if (!value) throw core::InvalidParameter("speed factor k", "expected a number, got '" + text + "'");
            next.speedFactors[std::size_t(next.precision)] = *value;
        } else if (!setPageParameter(next, name, text, trainingCatalog())) {
            return "unknown field '" + name + "'";
        }
        next.validate();
    } catch (const core::InvalidParameter& e) {
        return e.what();
    }
    scenario_ = std::move(next);
    return "";
}

double PageState::efficiency(double n) const { return scenario_.efficiency(n); }
double PageState::speedup(double n) const { return scenario_.speedup(n); }
double PageState::effectiveSerialFraction(double n) const { return scenario_.effectiveSerialFraction(n); }

double PageState::performanceInFp64Units(double n, const std::string& precision) const {
    return scenario_.performanceInFp64Units(n, core::parsePrecision(precision));
}

std::vector<double> PageState::surface(int resolution) const {
    core::EfficiencySurface surface;
    core::ScenarioSurface::evaluate(surface, scenario_, resolution);
    const auto& e = surface.efficiency();
    std::vector<double> grid;
    grid.reserve(std::size_t(e.size()));
    for (Eigen::Index i = 0; i < e.rows(); ++i)
        for (Eigen::Index j = 0; j < e.cols(); ++j) grid.push_back(e(i, j));
    return grid;
}

std::vector<double> PageState::isoefficiency(double target, const std::vector<double>& processors) const {
    const core::ScalingLaw law = scenario_.isModelBased() ? core::ScalingLaw() : scenario_.law();
    std::vector<double> line;
    line.reserve(processors.size());
    for (const double n : processors) {
        const auto s = n > 1.0 ? law.isoefficiencySerialFraction(n, target) : std::nullopt;
        line.push_back(s ? *s : std::numeric_limits<double>::quiet_NaN());
    }
    return line;
}

std::string PageState::liveNumber(double value, int digits) { return core::formatLiveNumber(value, core::NumberNotation::Text, digits); }

std::string PageState::gainLimit() const { return core::describeGainLimit(scenario_); }

}  // namespace effsurf::web

// SPDX-License-Identifier: MIT
#include "PageParameters.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/model/TimelineModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/NumberText.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <functional>

namespace effsurf::web {
namespace {

std::string editable(double value) { return core::formatEditableNumber(value); }

/// A number as the app's fields read it: > minimum (>= with `orEqual`).
double number(const std::string& label, const std::string& text, double minimum, bool orEqual) {
    return core::parseNumberAbove(text, label, minimum, orEqual);
}

/// A share typed as 0.4 or 40% (the app's sliders show percent).
double share(const std::string& label, const std::string& text) {
    std::string digits = text;
    double scale = 1.0;
    if (!digits.empty() && digits.back() == '%') {
        digits.pop_back();
        scale = 0.01;
    }
    const double value = number(label, digits, 0.0, true) * scale;
    if (value > 1.0) throw core::InvalidParameter(label, "must lie in [0, 1] (or 0% to 100%), got '" + text + "'");
    return value;
}

int whole(const std::string& label, const std::string& text) {
    const auto value = core::parseDouble(text);
    if (!value || *value != std::floor(*value))
        throw core::InvalidParameter(label, "expected a whole number such as 8, got '" + text + "'");
    if (*value < 1.0 || *value > 1e9) throw core::InvalidParameter(label, "must lie in [1, 10\u2079], got '" + text + "'");
    return static_cast<int>(*value);
}

PageParameter field(std::string name, std::string label, double value) {
    return {std::move(name), std::move(label), editable(value), {}, {}};
}

template <typename Items, typename Id, typename Label>
PageParameter choice(std::string name, std::string label, std::string value, const Items& items, Id id, Label text) {
    PageParameter p{std::move(name), std::move(label), std::move(value), {}, {}};
    for (const auto& item : items) {
        p.choiceIds.emplace_back(id(item));
        p.choiceLabels.emplace_back(text(item));
    }
    return p;
}

/// The integer fields of a large model's run, by name: label and member.
struct RunCount {
    const char* name;
    const char* label;
    int core::TrainingRun::*member;
};
const RunCount kRunCounts[] = {
    {"run.t", "tensor parallel t", &core::TrainingRun::tensorParallel},
    {"run.p", "pipeline parallel p", &core::TrainingRun::pipelineParallel},
    {"run.d", "data parallel d", &core::TrainingRun::dataParallel},
    {"run.microBatch", "micro-batch b", &core::TrainingRun::microBatch},
    {"run.globalBatch", "global batch B", &core::TrainingRun::globalBatch},
};

/// The transformer's shape as the Training tab edits it (a model by its totals has none).
struct ShapeCount {
    const char* name;
    const char* label;
    int core::TransformerShape::*member;
};
const ShapeCount kShapeCounts[] = {
    {"run.layers", "layers l", &core::TransformerShape::layers},
    {"run.hidden", "hidden width h", &core::TransformerShape::hidden},
    {"run.heads", "attention heads", &core::TransformerShape::heads},
    {"run.sequenceLength", "sequence length", &core::TransformerShape::sequenceLength},
};

}  // namespace

std::vector<PageParameter> pageParameters(const core::Scenario& scenario, const core::TrainingCatalog& catalog) {
    std::vector<PageParameter> list;
    if (scenario.model == core::ModelKind::Timeline) {
        const auto& contributions = scenario.timeline.contributions();
        for (std::size_t i = 0; i < contributions.size(); ++i) {
            const std::string at = "timeline." + std::to_string(i) + ".";
            const std::string name = contributions[i].name.substr(0, contributions[i].name.find(" ("));
            list.push_back(field(at + "share", name + ": share of T(1) at N = 1", contributions[i].shareAtOneProcessor));
            auto growth = choice(
                at + "growth", name + ": growth", std::to_string(core::timelineGrowthChoiceOf(contributions[i])),
                core::timelineGrowthChoices(), [](const auto&) { return std::string(); },
                [](const core::TimelineGrowthChoice& c) { return c.label; });
            for (std::size_t k = 0; k < growth.choiceIds.size(); ++k) growth.choiceIds[k] = std::to_string(k);
            list.push_back(std::move(growth));
        }
    } else if (scenario.model == core::ModelKind::Training) {
        const auto& t = scenario.training;
        list.push_back(choice(
            "training.accelerator", "accelerator", scenario.accelerator, core::AcceleratorDatasheet::all(),
            [](const core::AcceleratorDatasheet& a) { return std::string(a.id); },
            [](const core::AcceleratorDatasheet& a) { return std::string(a.name); }));
        list.push_back(field("training.utilization", "utilization", scenario.utilization));
        list.push_back(field("training.parameters", "parameters P", t.parameterCount));
        list.push_back(field("training.flops", "FLOP per step F", t.flopsPerStep));
        list.push_back(field("training.latency", "latency λ (s)", t.latencySeconds));
        list.push_back(field("training.bandwidth", "bandwidth B (B/s)", t.bandwidthBytesPerSecond));
        list.push_back(field("training.sequential", "T_seq per step (s)", t.sequentialSeconds));
        const std::vector<std::pair<std::string, std::string>> algorithms{{"ring", "ring all-reduce"}, {"tree", "tree all-reduce"}};
        list.push_back(choice(
            "training.algorithm", "collective", t.algorithm == core::AllReduceAlgorithm::Ring ? "ring" : "tree", algorithms,
            [](const auto& a) { return a.first; }, [](const auto& a) { return a.second; }));
        const std::vector<std::pair<std::string, std::string>> scalings{{"strong", "strong"}, {"weak", "weak"}};
        list.push_back(choice(
            "training.scaling", "scaling", t.scaling == core::ScalingMode::Strong ? "strong" : "weak", scalings,
            [](const auto& a) { return a.first; }, [](const auto& a) { return a.second; }));
        list.push_back(field("training.overlap", "overlap ω", t.overlap));
    } else if (scenario.model == core::ModelKind::ParallelTraining) {
        const auto& run = scenario.trainingRun;
        PageParameter model = choice(
            "run.model", "model", run.modelId, catalog.models(), [](const auto& m) { return m.id; }, [](const auto& m) { return m.name; });
        // A model of the lesson's own (Deep networks' "GPT-3 width, 24 layers") is offered as itself, first.
        if (std::find(model.choiceIds.begin(), model.choiceIds.end(), run.modelId) == model.choiceIds.end()) {
            model.choiceIds.insert(model.choiceIds.begin(), run.modelId);
            model.choiceLabels.insert(model.choiceLabels.begin(), run.modelName);
        }
        list.push_back(std::move(model));
        if (!run.raw)
            for (const auto& shape : kShapeCounts) list.push_back(field(shape.name, shape.label, run.shape.*shape.member));
        list.push_back(choice(
            "run.gpu", "GPU", run.acceleratorId, catalog.accelerators(), [](const auto& a) { return a.id; },
            [](const auto& a) { return a.name; }));
        list.push_back(choice(
            "run.network", "network", run.networkId, catalog.networks(), [](const auto& n) { return n.id; },
            [](const auto& n) { return n.name; }));
        for (const auto& count : kRunCounts) list.push_back(field(count.name, count.label, run.*count.member));
        list.push_back(field("run.utilization", "utilization", run.utilization));
        list.push_back(field("run.overlap", "overlap ω", run.overlap));
    }
    return list;
}

bool setPageParameter(core::Scenario& scenario, const std::string& name, const std::string& text, const core::TrainingCatalog& catalog) {
    if (name.rfind("timeline.", 0) == 0) {
        auto contributions = scenario.timeline.contributions();
        const std::size_t dot = name.find('.', 9);
        const std::string index = name.substr(9, dot == std::string::npos ? std::string::npos : dot - 9);
        const std::size_t i =
            index.empty() || index.find_first_not_of("0123456789") != std::string::npos ? contributions.size() : std::stoul(index);
        if (i >= contributions.size() || dot == std::string::npos) return false;
        const std::string what = name.substr(dot + 1);
        auto& c = contributions[i];
        if (what == "share") {
            c.shareAtOneProcessor = number(c.name, text, 0.0, true);
        } else if (what == "growth") {
            const auto& choices = core::timelineGrowthChoices();
            const auto k = core::parseDouble(text);
            if (!k || *k < 0 || *k >= double(choices.size()) || *k != std::floor(*k))
                throw core::InvalidParameter(c.name, "no growth '" + text + "'");
            c.growth = choices[std::size_t(*k)].growth;
            c.exponent = choices[std::size_t(*k)].exponent;
        } else {
            return false;
        }
        scenario.timeline = core::TimelineModel(contributions);  // checks the shares add up to at most 1
        return true;
    }
    if (name.rfind("training.", 0) == 0) {
        auto& t = scenario.training;
        if (name == "training.accelerator") {
            scenario.accelerator = std::string(core::AcceleratorDatasheet::byId(text).id);
        } else if (name == "training.utilization") {
            scenario.utilization = share("utilization", text);
        } else if (name == "training.parameters") {
            t.parameterCount = number("parameters P", text, 0.0, false);
        } else if (name == "training.flops") {
            t.flopsPerStep = number("FLOP per step F", text, 0.0, false);
        } else if (name == "training.latency") {
            t.latencySeconds = number("latency", text, 0.0, true);
        } else if (name == "training.bandwidth") {
            t.bandwidthBytesPerSecond = number("bandwidth", text, 0.0, false);
        } else if (name == "training.sequential") {
            t.sequentialSeconds = number("T_seq", text, 0.0, true);
        } else if (name == "training.algorithm" && (text == "ring" || text == "tree")) {
            t.algorithm = text == "ring" ? core::AllReduceAlgorithm::Ring : core::AllReduceAlgorithm::Tree;
        } else if (name == "training.scaling" && (text == "strong" || text == "weak")) {
            t.scaling = text == "strong" ? core::ScalingMode::Strong : core::ScalingMode::Weak;
        } else if (name == "training.overlap") {
            t.overlap = share("overlap", text);
        } else {
            return false;
        }
        (void)scenario.trainingModel();  // the model's own checks, naming the field
        return true;
    }
    if (name.rfind("run.", 0) == 0) {
        auto& run = scenario.trainingRun;
        bool known = true;
        if (name == "run.model") {
            if (text != run.modelId) run.useModel(catalog.model(text));  // the lesson's own model stays as it is
        } else if (name.rfind("run.", 0) == 0 &&
                   std::any_of(std::begin(kShapeCounts), std::end(kShapeCounts), [&](const ShapeCount& s) { return name == s.name; })) {
            if (run.raw) throw core::InvalidParameter("model", "a model given by its totals has no transformer shape");
            for (const auto& shape : kShapeCounts)
                if (name == shape.name) run.shape.*shape.member = whole(shape.label, text);
            // Edited, the model is the lesson's own: named by its shape, as Deep networks' "GPT-3 width, 24 layers".
            run.modelId = "custom";
            run.modelName = "custom transformer, " + std::to_string(run.shape.layers) + " layers";
        } else if (name == "run.gpu") run.useAccelerator(catalog.accelerator(text, "GPU"));
        else if (name == "run.network") run.useNetwork(catalog.network(text));
        else if (name == "run.utilization") run.utilization = share("utilization", text);
        else if (name == "run.overlap") run.overlap = share("overlap", text);
        else {
            known = false;
            for (const auto& count : kRunCounts)
                if (name == count.name) {
                    run.*count.member = whole(count.label, text);
                    known = true;
                }
        }
        if (!known) return false;
        scenario.processors = double(run.gpus());
        (void)scenario.parallelTrainingModel();  // a layout that does not divide the model is refused, naming the field
        return true;
    }
    return false;
}

}  // namespace effsurf::web

// SPDX-License-Identifier: MIT
/// \file
/// What an exported page's JavaScript may call: createEffsurfCore() gives a
/// module whose Page (PageState) holds the page's scenario. Numbers cross as
/// doubles and arrays of them; every one is computed by core.

#include "PageParameters.h"
#include "PageState.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

namespace {

using effsurf::web::PageState;
using emscripten::val;

std::vector<double> numbers(const val& array) { return emscripten::convertJSArrayToNumberVector<double>(array); }

val typedArray(const std::vector<double>& values) {
    val array = val::global("Float64Array").new_(values.size());
    array.call<void>("set", val(emscripten::typed_memory_view(values.size(), values.data())));
    return array;
}

val curve(const PageState& page, const std::string& quantity, const val& processors) {
    std::vector<double> out;
    for (const double n : numbers(processors)) {
        if (quantity == "speedup") out.push_back(page.speedup(n));
        else if (quantity == "efficiency") out.push_back(page.efficiency(n));
        else if (quantity == "s_eff") out.push_back(page.effectiveSerialFraction(n));
        else out.push_back(page.performanceInFp64Units(n, quantity));  // a precision's id
    }
    return typedArray(out);
}

val readout(const PageState& page) {
    const auto& s = page.scenario();
    val r = val::object();
    r.set("law", std::string(effsurf::core::modelKindId(s.model)));
    r.set("lawName", std::string(effsurf::core::modelKindDisplayName(s.model)));
    r.set("serialFraction", s.serialFraction);
    r.set("processors", s.processors);
    r.set("precision", std::string(effsurf::core::precisionInfo(s.precision).id));
    r.set("precisionName", std::string(effsurf::core::precisionInfo(s.precision).displayName));
    r.set("speedFactor", s.speedFactor());
    r.set("growthExponent", s.growthExponent);
    r.set("efficiency", s.efficiency());
    r.set("speedup", s.speedup());
    r.set("sEff", s.effectiveSerialFraction());
    r.set("modelBased", s.isModelBased());
    r.set("gainLimit", page.gainLimit());
    r.set("caption", effsurf::core::ScenarioCaption::text(s));
    return r;
}

/// A core name list as [{id, label}], in its order.
val namesOf(const effsurf::core::NameList& names) {
    val list = val::array();
    for (const auto& item : names.items()) {
        val entry = val::object();
        entry.set("id", std::string(item.id));
        entry.set("label", std::string(item.label));
        list.call<void>("push", entry);
    }
    return list;
}

val parameters(const PageState& page) {
    val list = val::array();
    for (const auto& p : effsurf::web::pageParameters(page.scenario(), PageState::trainingCatalog())) {
        val item = val::object();
        item.set("name", p.name);
        item.set("label", p.label);
        item.set("value", p.value);
        val ids = val::array(), labels = val::array();
        for (std::size_t i = 0; i < p.choiceIds.size(); ++i) {
            ids.call<void>("push", p.choiceIds[i]);
            labels.call<void>("push", p.choiceLabels[i]);
        }
        item.set("choiceIds", ids);
        item.set("choiceLabels", labels);
        list.call<void>("push", item);
    }
    return list;
}

}  // namespace

EMSCRIPTEN_BINDINGS(effsurf_page) {
    emscripten::class_<PageState>("Page")
        .constructor<>()
        .function("configure", &PageState::configure)
        .function("setField", &PageState::setField)
        .function("sessionText", &PageState::sessionText)
        .function("readout", &readout)
        .function("parameters", &parameters)
        .function("curve", &curve)
        .function("surface", emscripten::optional_override([](const PageState& page, const val& n, const val& s) {
                      return typedArray(page.surface(numbers(n), numbers(s)));
                  }))
        .function("curveProcessorCounts",
                  emscripten::optional_override([](const PageState& page) { return typedArray(page.scenario().curveProcessorCounts()); }))
        .function("isoefficiency", emscripten::optional_override([](const PageState& page, double target, const val& n) {
                      return typedArray(page.isoefficiency(target, numbers(n)));
                  }));
    emscripten::function("liveNumber", &PageState::liveNumber);
    // core's lists: the page's precision box offers the app's, and its charts are the ones export names.
    emscripten::function("precisions", emscripten::optional_override([] { return namesOf(effsurf::core::precisionNames()); }));
    emscripten::function("pageFigures", emscripten::optional_override([] { return namesOf(effsurf::core::ViewNames::pageFigures()); }));
    emscripten::function("version", emscripten::optional_override([] { return std::string(effsurf::core::kVersion); }));
}

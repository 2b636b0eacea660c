// SPDX-License-Identifier: MIT
/// \file
/// What an exported page's JavaScript may call: createEffsurfCore() gives a
/// module whose Page (PageState) holds the page's scenario. Numbers cross as
/// doubles and arrays of them; every one is computed by core.

#include "PageParameters.h"
#include "PageState.h"

#include "effsurf/core/Version.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/SurfaceFrame.h"
#include "effsurf/core/scenario/LawExplanation.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/util/MessageCatalog.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdio>
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
    r.set("surfaceSerialFraction", s.surfaceSerialFraction());  // where the point sits on the drawn surface
    r.set("modelBased", s.isModelBased());
    r.set("gainLimit", page.gainLimit());
    // The same as core's pattern and numbers: the page says it in its language at every redraw without reading it back.
    const effsurf::core::Message limit = effsurf::core::gainLimitMessage(s);
    r.set("gainLimitPattern", limit.pattern());
    val limitArgs = val::array();
    for (const std::string& arg : limit.args()) limitArgs.call<void>("push", arg);
    r.set("gainLimitArgs", limitArgs);
    r.set("caption", effsurf::core::ScenarioCaption::text(s));
    return r;
}

/// How the window showed the scenario: its camera preset's id and the E axis.
val view(const PageState& page) {
    val v = val::object();
    const auto& cameras = effsurf::core::ViewNames::cameras().items();
    const int preset = page.view().cameraPreset;
    v.set("camera", std::string(cameras[std::size_t(preset >= 0 && std::size_t(preset) < cameras.size() ? preset : 2)].id));
    v.set("logarithmicEfficiency", page.view().logarithmicEfficiency);
    return v;
}

/// The frame the window draws the surface in (core::SurfaceFrame): ranges,
/// box, cameras by id, colour maps.
val surfaceFrame() {
    using effsurf::core::SurfaceFrame;
    val f = val::object();
    f.set("log10NMin", SurfaceFrame::kLog10NMin);
    f.set("log10NMax", SurfaceFrame::kLog10NMax);
    f.set("log10SMin", SurfaceFrame::kLog10SMin);
    f.set("log10SMax", SurfaceFrame::kLog10SMax);
    f.set("logEfficiencyMinimum", SurfaceFrame::kLogEfficiencyMinimum);
    f.set("horizontalScale", SurfaceFrame::kHorizontalScale);
    f.set("cameraDistance", SurfaceFrame::kCameraDistance);
    f.set("decadeStep", SurfaceFrame::kDecadeStep);
    val cameras = val::object();
    const auto& names = effsurf::core::ViewNames::cameras().items();
    for (std::size_t i = 0; i < names.size(); ++i) {
        const auto angles = SurfaceFrame::camera(int(i));
        val camera = val::object();
        camera.set("label", std::string(names[i].label));
        camera.set("azimuth", angles.azimuthDegrees);
        camera.set("elevation", angles.elevationDegrees);
        camera.set("top", angles.topView);
        cameras.set(std::string(names[i].id), camera);
    }
    f.set("cameras", cameras);
    for (const bool logarithmic : {false, true}) {
        val stops = val::array();
        for (const auto& stop : SurfaceFrame::colorStops(logarithmic)) {
            char rgb[8];
            std::snprintf(rgb, sizeof rgb, "#%02x%02x%02x", stop.red, stop.green, stop.blue);
            val pair = val::array();
            pair.call<void>("push", stop.position);
            pair.call<void>("push", std::string(rgb));
            stops.call<void>("push", pair);
        }
        f.set(logarithmic ? "colorsLogarithmic" : "colorsLinear", stops);
    }
    return f;
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

/// {text, pattern, args: [...]}: one sentence of core's recognized, its arguments in turn.
val recognizedMessage(const effsurf::core::MessageCatalog::Recognized& message) {
    val out = val::object();
    out.set("text", message.text);
    out.set("pattern", message.pattern);
    val args = val::array();
    for (const auto& arg : message.args) args.call<void>("push", recognizedMessage(arg));
    out.set("args", args);
    return out;
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
        .function("figureText", emscripten::optional_override([](const PageState& page, const std::string& original) {
                      try {
                          return page.figureText(original);
                      } catch (const std::exception&) {
                          return std::string();  // the page's own metadata was read at start: not reached
                      }
                  }))
        .function("readout", &readout)
        .function("parameters", &parameters)
        .function("curve", &curve)
        .function("surface",
                  emscripten::optional_override([](const PageState& page, int resolution) { return typedArray(page.surface(resolution)); }))
        .function("surfaceHeights", emscripten::optional_override([](const PageState& page, int resolution, bool logarithmic) {
                      // The heights and colour-map positions the window draws (core::SurfaceFrame's E axis).
                      std::vector<double> heights = page.surface(resolution), colors(heights.size());
                      for (std::size_t i = 0; i < heights.size(); ++i) {
                          colors[i] = effsurf::core::SurfaceFrame::colorPosition(heights[i], logarithmic);
                          heights[i] = effsurf::core::SurfaceFrame::height(heights[i], logarithmic);
                      }
                      val out = val::object();
                      out.set("heights", typedArray(heights));
                      out.set("colors", typedArray(colors));
                      return out;
                  }))
        .function("surfaceHeight", emscripten::optional_override([](const PageState&, double efficiency, bool logarithmic) {
                      return effsurf::core::SurfaceFrame::height(efficiency, logarithmic);
                  }))
        .function("efficiencyAt", emscripten::optional_override([](const PageState& page, double n, double s) {
                      // E at (N, s) on the drawn surface: the scenario's closed-form law and speed factor.
                      return page.scenario().law().efficiency(n,
                                                              effsurf::core::acceleratedSerialFraction(s, page.scenario().speedFactor()));
                  }))
        .function("view", &view)
        .function("snapshots", emscripten::optional_override([](const PageState& page) {
                      // The lesson's snapshots A-D, each its own configuration, evaluated by core (the app's Compare tab).
                      val list = val::array();
                      for (const auto& snapshot : page.scenario().snapshots) {
                          const auto& s = *snapshot.state;
                          val item = val::object();
                          item.set("label", snapshot.label);
                          item.set("lawName", std::string(effsurf::core::modelKindDisplayName(s.model)));
                          item.set("caption", effsurf::core::ScenarioCaption::text(s));
                          item.set("processors", s.processors);
                          item.set("efficiency", s.efficiency());
                          item.set("speedup", s.speedup());
                          item.set("sEff", s.effectiveSerialFraction());
                          list.call<void>("push", item);
                      }
                      return list;
                  }))
        .function("snapshotCurve",
                  emscripten::optional_override([](const PageState& page, int index, const std::string& quantity, const val& processors) {
                      const auto& snapshots = page.scenario().snapshots;
                      std::vector<double> out;
                      if (index < 0 || std::size_t(index) >= snapshots.size()) return typedArray(out);
                      const auto& s = *snapshots[std::size_t(index)].state;
                      for (const double n : numbers(processors))
                          out.push_back(quantity == "speedup"      ? s.speedup(n)
                                        : quantity == "efficiency" ? s.efficiency(n)
                                                                   : s.effectiveSerialFraction(n));
                      return typedArray(out);
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
    emscripten::function("surfaceFrame", &surfaceFrame);
    // The law in a sentence and its formula as MathML: asked when the law changes, not at every readout.
    emscripten::function("lawExplanation", emscripten::optional_override([](const std::string& law) {
                             const auto explanation = effsurf::core::LawExplanation::of(effsurf::core::parseModelKind(law));
                             val e = val::object();
                             e.set("sentence", explanation.sentence);
                             e.set("mathMl", explanation.mathMl);
                             e.set("plainText", explanation.plainText);
                             return e;
                         }));
    // A sentence core wrote, as its catalogue's pattern and arguments: the page translates the pattern (page.js coreText).
    emscripten::function("recognizeMessage", emscripten::optional_override([](const std::string& text) {
                             return recognizedMessage(effsurf::core::MessageCatalog::recognize(text));
                         }));
    emscripten::function("colorPosition", &effsurf::core::SurfaceFrame::colorPosition);
    emscripten::function("version", emscripten::optional_override([] { return std::string(effsurf::core::kVersion); }));
}

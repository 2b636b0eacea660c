// SPDX-License-Identifier: MIT
/// \file
/// What a lecture page's JavaScript may call: a Lecture (PageLecture) holds
/// the tour; its steps are set on the Page (PageState) by core, and their
/// words come with the live numbers of the page's scenario.

#include "PageLecture.h"
#include "PageState.h"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

namespace {

using effsurf::web::PageLecture;
using effsurf::web::PageState;
using emscripten::val;

bool validIndex(const PageLecture& lecture, int index) { return index >= 0 && index < lecture.stepCount(); }

val stepText(const PageLecture& lecture, int index, const PageState& page) {
    val out = val::object();
    if (!validIndex(lecture, index)) return out;
    const auto text = lecture.text(index, page.scenario());
    out.set("title", text.title);
    out.set("narration", text.narration);
    out.set("formulaMathMl", text.formulaMathMl);  // core's MathML: every character the author typed escaped
    out.set("formulaText", text.formulaText);
    out.set("question", text.question);
    const auto& view = lecture.step(index).view;
    out.set("camera", view.camera);
    out.set("logarithmicEfficiency", view.logarithmicEfficiency);
    return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(effsurf_lecture) {
    emscripten::class_<PageLecture>("Lecture")
        .constructor<>()
        .function("load", &PageLecture::load)
        .function("stepCount", emscripten::optional_override([](const PageLecture& lecture) { return lecture.stepCount(); }))
        .function("title", emscripten::optional_override([](const PageLecture& lecture) { return lecture.tour().title; }))
        .function("description", emscripten::optional_override([](const PageLecture& lecture) { return lecture.tour().description; }))
        .function("stepText", &stepText)
        // Sets step `index` on the page: its configuration and systems (the page's series and snapshots stay), camera, E axis.
        .function("apply", emscripten::optional_override([](const PageLecture& lecture, int index, PageState& page) {
                      if (!validIndex(lecture, index)) return false;
                      page.applyTourStep(lecture.step(index));
                      return true;
                  }))
        .function("pageShowsStep", emscripten::optional_override([](const PageLecture& lecture, int index, const PageState& page) {
                      return validIndex(lecture, index) && page.showsTourStep(lecture.step(index));
                  }));
}

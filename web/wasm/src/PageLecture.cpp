// SPDX-License-Identifier: MIT
#include "PageLecture.h"

#include "effsurf/core/formula/FormulaMathMl.h"
#include "effsurf/core/formula/FormulaPlainText.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"

#include <stdexcept>

namespace effsurf::web {

std::string PageLecture::load(const std::string& json) {
    try {
        core::Tour read = core::SessionJson::readTour(json, PageState::trainingCatalog());
        read.validate();
        if (read.steps.empty()) return "the lecture's tour has no steps";
        tour_ = std::move(read);
        return "";
    } catch (const core::JsonSyntaxError& e) {
        return std::string("the lecture's tour: ") + e.what();
    } catch (const core::InvalidParameter& e) {
        return std::string("the lecture's tour: ") + e.what();
    }
}

const core::TourStep& PageLecture::step(int index) const {
    if (index < 0 || index >= stepCount()) throw std::out_of_range("no such step of the lecture");
    return tour_.steps[std::size_t(index)];
}

PageLecture::StepText PageLecture::text(int index, const core::Scenario& scenario) const {
    const core::TourStep& s = step(index);
    StepText out;
    out.title = s.title;
    out.narration = core::substituteLiveNumbers(s.text, scenario, core::NumberNotation::Text);
    const std::string formula = core::substituteLiveNumbers(s.formula, scenario, core::NumberNotation::Formula);
    out.formulaMathMl = core::FormulaMathMl::ofMarkup(formula);
    out.formulaText = core::FormulaPlainText::ofMarkup(formula);
    out.question = s.question;
    return out;
}

}  // namespace effsurf::web

// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/LawExplanation.h"
#include "effsurf/core/scenario/Scenario.h"

#include <gtest/gtest.h>

#include <regex>
#include <vector>

namespace effsurf::core {
namespace {

TEST(LawExplanation, EveryLawHasASentenceAndAWellFormedFormula) {
    for (const auto& item : modelKindNames().items()) {
        const LawExplanation e = LawExplanation::of(parseModelKind(item.id));
        EXPECT_GT(e.sentence.size(), 40u) << item.id;
        EXPECT_FALSE(e.plainText.empty()) << item.id;
        ASSERT_EQ(e.mathMl.rfind("<math", 0), 0u) << item.id;
        // Every element closed in order: what a browser needs to typeset it.
        std::vector<std::string> open;
        const std::regex tag("<(/?)([a-z]+)[^>]*>");
        for (auto it = std::sregex_iterator(e.mathMl.begin(), e.mathMl.end(), tag); it != std::sregex_iterator(); ++it) {
            if ((*it)[1].str().empty()) {
                open.push_back((*it)[2].str());
            } else {
                ASSERT_FALSE(open.empty()) << item.id;
                EXPECT_EQ(open.back(), (*it)[2].str()) << item.id;
                open.pop_back();
            }
        }
        EXPECT_TRUE(open.empty()) << item.id;
    }
    // Amdahl's, as docs/models.md L2 writes it.
    EXPECT_EQ(LawExplanation::of(ModelKind::Amdahl).plainText, "E = S/N = 1/(1 + (N \u2212 1) s)");
}

}  // namespace
}  // namespace effsurf::core

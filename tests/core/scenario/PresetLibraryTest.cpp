// SPDX-License-Identifier: MIT
// The built-in presets' library: listed in the order given, found by id or
// title, opened with core's session reader, and a broken one refused by name.

#include "effsurf/core/scenario/PresetLibrary.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

using Files = std::vector<std::pair<std::string, std::string_view>>;

const std::string kSmall = R"({"format": "effsurf-session", "schema": 2, "title": "Small", "description": "four processors",
  "scenario": {"law": "amdahl", "serialFraction": 0.25, "processors": 4, "precision": "fp64"}})";
const std::string kLarge = R"({"format": "effsurf-session", "schema": 2, "title": "Large machine",
  "scenario": {"law": "gustafson", "serialFraction": 1e-6, "processors": 1e6, "precision": "fp16"}})";

}  // namespace

TEST(PresetLibrary, ListsFindsAndOpensInTheGivenOrder) {
    const PresetLibrary library(Files{{"small", kSmall}, {"large", kLarge}});
    EXPECT_EQ(library.names().joined(), "small or large");
    EXPECT_EQ(library.find("LARGE MACHINE").id, "large");
    EXPECT_EQ(library.find("small").description, "four processors");
    const SessionContent small = library.load("Small", shippedTrainingCatalog());
    EXPECT_EQ(small.scenario.processors, 4.0);
    EXPECT_DOUBLE_EQ(small.scenario.efficiency(), 4.0 / 7.0);  // E = 1 / (1 + s (N - 1)) = 1 / 1.75
    try {
        library.find("medium");
        FAIL() << "a preset that does not exist was found";
    } catch (const InvalidParameter& e) {
        EXPECT_STREQ(e.what(), "preset: unknown 'medium' (expected one of small or large)");
    }
}

TEST(PresetLibrary, APresetWithoutTitleOrWithBrokenJsonIsRefusedByName) {
    EXPECT_THROW(PresetLibrary(Files{{"untitled", R"({"format": "effsurf-session"})"}}), InvalidParameter);
    try {
        const std::string cut = kSmall.substr(0, 40);
        PresetLibrary(Files{{"cut", cut}});
        FAIL() << "a cut preset was read";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "preset cut");
    }
}

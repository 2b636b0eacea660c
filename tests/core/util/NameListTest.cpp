// SPDX-License-Identifier: MIT
// One list of names for every face (issue 45): ids, labels, older aliases,
// and the same refusal wherever a name is typed.
#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/TourView.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/NameList.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

TEST(NameList, ParsesIdsAndAliasesInAnyCaseAndRefusesWithTheList) {
    const NameList fruit({{"apple", "An apple"}, {"pear", "A pear", {"poire"}}, {"plum", "A plum"}});
    EXPECT_EQ(fruit.parse("APPLE", "fruit"), "apple");
    EXPECT_EQ(fruit.parse("Poire", "fruit"), "pear");
    EXPECT_EQ(fruit.indexOf("poire"), 1u);
    EXPECT_EQ(fruit.indexOf("kiwi"), NameList::npos);
    EXPECT_EQ(fruit.label("poire"), "A pear");
    EXPECT_EQ(fruit.label("kiwi"), "");
    EXPECT_EQ(fruit.joined(), "apple, pear or plum");
    EXPECT_EQ(fruit.joined("and"), "apple, pear and plum");
    EXPECT_EQ(fruit.ids(), (std::vector<std::string>{"apple", "pear", "plum"}));
    try {
        fruit.parse("kiwi", "--fruit");
        FAIL() << "kiwi was accepted";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "--fruit");
        EXPECT_EQ(e.message(), "unknown 'kiwi' (expected one of apple, pear or plum)");
    }
}

TEST(ViewNames, OneIdPerChartAndTheOldOneStillRead) {
    const NameList& charts = ViewNames::modelCharts();
    EXPECT_EQ(charts.ids(), (std::vector<std::string>{"speedup", "efficiency", "performance", "plane"}));
    // Tours and the presentation view said "precision" for the efficiency chart.
    EXPECT_EQ(charts.parse("precision", "view.charts"), "efficiency");
    // Every face's list holds the same model charts under the same ids.
    for (const NameList* list : {&ViewNames::figures(), &ViewNames::pageFigures(), &ViewNames::animationTargets()}) {
        for (const std::string& id : charts.ids()) EXPECT_TRUE(list->contains(id)) << id;
        EXPECT_TRUE(list->contains("surface"));
        EXPECT_EQ(list->find("precision"), std::optional<std::string_view>("efficiency"));
    }
    EXPECT_TRUE(ViewNames::figures().contains("training-precision"));
    EXPECT_FALSE(ViewNames::figures().contains("all"));
    EXPECT_TRUE(ViewNames::pageFigures().contains("all"));
    EXPECT_TRUE(ViewNames::animationTargets().contains("window"));
    // Cameras in the 3D view's preset order (its enum is Front, Top, Isometric).
    EXPECT_EQ(ViewNames::cameras().ids(), (std::vector<std::string>{"front", "top", "isometric"}));
}

TEST(ViewNames, ATourViewIsCheckedAgainstTheLists) {
    TourView view;
    view.charts = {"speedup", "precision"};
    EXPECT_NO_THROW(view.validate());
    view.charts = {"speedup", "efficency"};
    try {
        view.validate();
        FAIL() << "a misspelt chart was accepted";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "view.charts");
        EXPECT_EQ(e.message(), "unknown 'efficency' (expected one of speedup, efficiency, performance or plane)");
    }
    view.charts.clear();
    view.camera = "side";
    EXPECT_THROW(view.validate(), InvalidParameter);
    view.camera = "Top";
    view.panel = "training";
    EXPECT_NO_THROW(view.validate());
}

TEST(ViewNames, MeasuredQuantitiesByName) {
    EXPECT_EQ(parseMeasuredQuantity("RMAX"), MeasuredQuantity::RmaxRpeak);
    EXPECT_EQ(parseMeasuredQuantity("efficiency"), MeasuredQuantity::Efficiency);
    for (auto q : {MeasuredQuantity::Time, MeasuredQuantity::Speedup, MeasuredQuantity::Efficiency, MeasuredQuantity::RmaxRpeak})
        EXPECT_EQ(parseMeasuredQuantity(quantityId(q)), q);
    try {
        parseMeasuredQuantity("seconds", "--quantity");
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(std::string(e.what()), "--quantity: unknown 'seconds' (expected one of time, speedup, efficiency or rmax+rpeak)");
    }
}

}  // namespace

TEST(ViewNames, LawsAndPrecisionsInTheirEnumsOrder) {
    // Each list's index is its enum's value: the window's boxes and the files rely on it.
    const auto& laws = modelKindNames().items();
    ASSERT_EQ(laws.size(), 6u);
    for (std::size_t i = 0; i < laws.size(); ++i) {
        EXPECT_EQ(parseModelKind(laws[i].id), ModelKind(i));
        EXPECT_EQ(modelKindId(ModelKind(i)), laws[i].id);
    }
    EXPECT_EQ(parseModelKind(" Sun_Ni "), ModelKind::SunNi);
    EXPECT_EQ(modelKindDisplayName(ModelKind::ParallelTraining), "Large-model training");
    EXPECT_EQ(ScalingLaw::parseKind("SUNNI"), LawKind::SunNi);
    EXPECT_EQ(ScalingLaw::names().joined(), "amdahl, gustafson or sun-ni");
    try {
        parseModelKind("moore");
        FAIL() << "a law that does not exist was read";
    } catch (const InvalidParameter& e) {
        EXPECT_STREQ(e.what(), "law: unknown 'moore' (expected one of amdahl, gustafson, sun-ni, timeline, training or parallel-training)");
    }
    const auto& precisions = precisionNames().items();
    ASSERT_EQ(precisions.size(), allPrecisions().size());
    for (std::size_t i = 0; i < precisions.size(); ++i) {
        EXPECT_EQ(parsePrecision(precisions[i].id), allPrecisions()[i].precision);
        EXPECT_EQ(precisions[i].label, allPrecisions()[i].displayName);
    }
    EXPECT_EQ(parsePrecision(" BF16"), Precision::BF16);
    EXPECT_THROW(parsePrecision("fp4"), InvalidParameter);
}

// SPDX-License-Identifier: MIT
// A training step's terms in the window's language (issue 47): core names
// them ("pipeline bubble"), the window lists every name for translation and
// shows it translated (the 3D view's note on a run's largest overhead).

#include "UiTestSupport.h"

#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/style/TrainingTermText.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

using namespace effsurf;

namespace training_term_text_test {

TEST(TrainingTermText, ListsEveryNameCoreGivesAndTranslatesIt) {
    core::Scenario scenario;
    scenario.model = core::ModelKind::ParallelTraining;
    const core::TrainingStep step = scenario.parallelTrainingModel().step();
    QStringList names;
    for (const auto& [name, seconds] : step.terms) names << QString::fromUtf8(name.data(), int(name.size()));
    EXPECT_EQ(names, ui::TrainingTermText::coreNames()) << "core named a term the window does not list for translation";

    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    EXPECT_EQ(ui::TrainingTermText::translated("pipeline bubble"), QStringLiteral("Pipeline-Blase"));
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
    EXPECT_EQ(ui::TrainingTermText::translated("pipeline bubble"), QStringLiteral("pipeline bubble"));
}

}  // namespace training_term_text_test

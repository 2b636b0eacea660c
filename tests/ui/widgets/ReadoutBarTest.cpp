// SPDX-License-Identifier: MIT
// Issue 44: the headline printed "S_max = 3.6×10⁵", an underscore where a
// subscript belongs, on the projector.

#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/widgets/ReadoutBar.h"

#include <QLabel>

#include <gtest/gtest.h>

using namespace effsurf;

TEST(ReadoutBar, TheMaximumOfTheWallIsTypesetNotSpelledWithAnUnderscore) {
    std::shared_ptr<const core::Tour> wall;
    for (const auto& tour : ui::BuiltinTours::all())
        if (tour->id == "performance-wall") wall = tour;
    ASSERT_NE(wall, nullptr);
    const core::Scenario& peak = *wall->steps.at(2).state;
    ASSERT_EQ(peak.gainLimit().kind, core::Scenario::GainLimit::Kind::Maximum);
    ui::ReadoutBar bar;
    bar.showScenario(peak);
    QStringList texts;
    for (const QLabel* label : bar.findChildren<QLabel*>()) texts << label->text();
    EXPECT_TRUE(texts.join(QLatin1Char('|')).contains(QStringLiteral("S\u2098\u2090\u2093 = ")))
        << texts.join(QLatin1Char('|')).toStdString();
    for (const QString& text : texts) EXPECT_FALSE(text.contains(QLatin1Char('_'))) << text.toStdString();
}

// SPDX-License-Identifier: MIT
// Readouts heard once per change (issue 47): a screen reader is told of a
// label's new text by Qt's NameChanged event, which a plain QLabel sends at
// every setText (when it has no accessible name), so a slider's drag was read
// out step by step. A label the SettledAnnouncer watches has a name, so its
// setText is silent, and the name (what is announced, and read) changes once,
// to the last text, when the changes stop. (Qt delivers the events only to a
// running screen reader's bridge, which a test machine has not: the tests
// watch the name the events would carry.)

#include "UiTestSupport.h"

#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/widgets/SettledAnnouncer.h"
#include "effsurf/ui/window/StatusReadout.h"

#include <QLabel>
#include <QStatusBar>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

TEST(SettledAnnouncer, AWatchedLabelIsHeardOnceItsTextSettles) {
    QLabel watched;
    ui::SettledAnnouncer announcer;
    announcer.watch(&watched);
    const QString quiet = watched.accessibleName();
    EXPECT_FALSE(quiet.isEmpty()) << "without a name Qt announces every setText";
    // A drag of twenty steps, faster than the settling time: the event loop
    // does not run in between, so the settle timer cannot have fired.
    for (int step = 1; step <= 20; ++step) {
        watched.setText(QStringLiteral("E = 0.%1").arg(step));
        announcer.changed();
        EXPECT_EQ(watched.accessibleName(), quiet) << "heard at step " << step;
    }
    // Then the changes stop: heard once, with the last text.
    ASSERT_TRUE(test::waitUntil([&] { return watched.accessibleName() != quiet; }));
    EXPECT_EQ(watched.accessibleName(), QStringLiteral("E = 0.20"));
}

TEST(SettledAnnouncer, RichTextIsHeardAsItsWords) {
    QLabel label;
    ui::SettledAnnouncer announcer;
    announcer.watch(&label);
    label.setText(QStringLiteral("<b>S</b> = 9.09\u00D710<sup>5</sup>"));
    announcer.announceNow();
    EXPECT_EQ(label.accessibleName(), QStringLiteral("S = 9.09\u00D7105"));
}

TEST(SettledAnnouncer, TheWindowsReadoutsAreHeardWithTheStateTheyShow) {
    auto window = test::makeShownWindow();
    auto* status = window->findChild<ui::StatusReadout*>();
    ASSERT_NE(status, nullptr);
    const QString before = status->text();
    for (double s : {1e-3, 2e-3, 5e-3, 1e-2}) window->controller()->setSerialFraction(s);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(test::waitUntil([&] { return status->accessibleName() == status->text(); }));
    EXPECT_NE(status->text(), before);
    // The presentation's large readout: each number heard as shown.
    ui::ReadoutBar* readout = window->readout();
    readout->showScenario(window->controller()->scenario());
    readout->findChild<ui::SettledAnnouncer*>()->announceNow();
    for (int i = 0; i < ui::ReadoutBar::kValueCount; ++i)
        EXPECT_EQ(readout->valueLabel(i)->accessibleName(), readout->valueLabel(i)->text()) << i;
}

}  // namespace

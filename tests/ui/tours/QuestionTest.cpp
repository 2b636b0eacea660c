// SPDX-License-Identifier: MIT
// Predict, then reveal (issue 47): a tour step that asks the class a
// question hides the numbers of every readout until the lecturer reveals
// them with R or the clicker's Page Down (which steps on only after that);
// the question is written in the tour editor and kept in the tour.

#include "UiTestSupport.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/TourEditor.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/ConcealedText.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QApplication>
#include <QChart>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

#include <gtest/gtest.h>

using namespace effsurf;

// A named namespace: the unity build puts this file beside others with helpers of the same names.
namespace question_test {

/// Keys as the presenter's remote sends them: to the focused widget, or to the window itself when another
/// test's window (the X server is shared by the tests running beside this one) has taken the focus away.
QWidget* keyTarget = nullptr;
void remote(int key) {
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus && focus->window() == keyTarget ? focus : keyTarget, Qt::Key(key));
}

/// Every number the room can read: the large readout, the status line, the 3D point's label, the charts' titles.
QStringList readouts(ui::MainWindow& window) {
    QStringList shown;
    for (QLabel* label : window.findChildren<QLabel*>())
        if (label->isVisible() &&
            (qobject_cast<ui::ReadoutBar*>(label->parentWidget()) || label->objectName() == QLatin1String("statusReadout")))
            shown << label->text();
    if (window.surfaceView()->isAvailable()) shown << window.surfaceView()->markerLabelText();
    for (ui::ComparisonChart* chart : window.findChildren<ui::ComparisonChart*>())
        if (chart->isVisible()) shown << chart->chart()->title();
    return shown;
}

TEST(ConcealedText, HidesEveryNumberAfterAnEqualsSignAndKeepsTheWords) {
    EXPECT_EQ(ui::ConcealedText::of(QStringLiteral("S = 9.09×10⁵")), QStringLiteral("S = ?"));
    EXPECT_EQ(ui::ConcealedText::of(QStringLiteral("Payload performance R = 3.2×10⁵ R₁")), QStringLiteral("Payload performance R = ? R₁"));
    EXPECT_EQ(ui::ConcealedText::of(QStringLiteral("E = 0,909, S = 9,1")), QStringLiteral("E = ?, S = ?"));
    EXPECT_EQ(ui::ConcealedText::of(QStringLiteral("gain ceiling 1/s' (s' = 10⁻⁵)")), QStringLiteral("gain ceiling 1/s' (s' = ?)"));
    EXPECT_EQ(ui::ConcealedText::of(QStringLiteral("no ceiling")), QStringLiteral("no ceiling"));
}

TEST(TourQuestion, AStepsQuestionHidesTheNumbersUntilRevealed) {
    auto window = test::makeShownWindow();
    keyTarget = window.get();
    test::makeActive(*window);
    window->setPresentationMode(true);
    ui::ScenarioController* controller = window->controller();
    // The question's step: s = 10^-5, N = 10^4 (E = 0.909); the next one without a question.
    core::Tour tour;
    tour.id = "predict";
    tour.title = "Predict, then reveal";
    core::Scenario asked = controller->scenario();
    asked.serialFraction = 1e-5;
    asked.processors = 1e4;
    core::Scenario told = asked;
    told.processors = 1e6;
    tour.steps.resize(2);
    tour.steps[0].title = "Guess";
    tour.steps[0].text = "E is ${E} here.";
    tour.steps[0].question = "What is E at N = 10^4?";
    tour.steps[0].state = std::make_shared<const core::Scenario>(asked);
    tour.steps[1].title = "Told";
    tour.steps[1].state = std::make_shared<const core::Scenario>(told);
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    player->start(std::make_shared<const core::Tour>(tour));
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(test::settleLayouts(*window));

    const QString efficiency = QStringLiteral("0.909");
    EXPECT_TRUE(player->isAnswerHidden());
    const QStringList hidden = readouts(*window);
    EXPECT_GE(hidden.size(), 5) << hidden.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(hidden.filter(QStringLiteral("E = ?")).size() >= 2) << hidden.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(hidden.filter(efficiency).isEmpty()) << "E shows: " << hidden.join(QStringLiteral(" | ")).toStdString();
    ui::TourPanel* panel = window->tourPanel();
    EXPECT_TRUE(panel->questionLabel()->isVisible());
    EXPECT_TRUE(panel->questionLabel()->text().contains(QStringLiteral("What is E at N = 10^4?")));
    EXPECT_FALSE(panel->textLabel()->isVisible()) << "the narration holds the answer's number";

    // The clicker's Page Down reveals first, then steps on.
    remote(Qt::Key_PageDown);
    EXPECT_EQ(player->stepIndex(), 0);
    EXPECT_FALSE(player->isAnswerHidden());
    ASSERT_TRUE(test::settle(*window));
    const QStringList revealed = readouts(*window);
    EXPECT_TRUE(revealed.filter(QStringLiteral("= ?")).isEmpty()) << revealed.join(QStringLiteral(" | ")).toStdString();
    EXPECT_GE(revealed.filter(efficiency).size(), 2) << revealed.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(panel->textLabel()->isVisible());
    EXPECT_TRUE(panel->textLabel()->text().contains(efficiency));
    remote(Qt::Key_PageDown);
    EXPECT_EQ(player->stepIndex(), 1);
    EXPECT_FALSE(panel->questionLabel()->isVisible());

    // Back to the question: asked again; R reveals it.
    remote(Qt::Key_PageUp);
    EXPECT_TRUE(player->isAnswerHidden());
    remote(Qt::Key_R);
    EXPECT_FALSE(player->isAnswerHidden());
    EXPECT_EQ(player->stepIndex(), 0);
    // Ending the tour on a hidden answer shows the numbers again.
    remote(Qt::Key_PageUp);
    remote(Qt::Key_PageDown);
    remote(Qt::Key_PageDown);
    remote(Qt::Key_PageUp);
    ASSERT_TRUE(player->isAnswerHidden());
    player->stop();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_TRUE(readouts(*window).filter(QStringLiteral("= ?")).isEmpty());
}

TEST(TourQuestion, IsWrittenInTheTourEditorAndKeptInTheTour) {
    auto window = test::makeShownWindow();
    ui::TourEditor* editor = window->tourEditor();
    editor->newTour(QStringLiteral("Quiz"));
    editor->addCurrentState();
    editor->questionEdit()->setText(QStringLiteral("  What is S at N = 10^6?  "));
    editor->commitFields();
    const auto tour = window->controller()->scenario().tours.front();
    ASSERT_EQ(tour->steps.size(), 1u);
    EXPECT_EQ(tour->steps[0].question, "What is S at N = 10^6?");
    // Undo takes the question back out.
    window->controller()->undoStack()->undo();
    window->controller()->flush();
    EXPECT_TRUE(window->controller()->scenario().tours.front()->steps[0].question.empty());
}

}  // namespace question_test

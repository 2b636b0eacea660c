// SPDX-License-Identifier: MIT
// The lecture as a page (issue 47): File > Export lecture as page writes a
// tour's steps in the window's language, each step's scenario as the
// window's tour player sets it, and the words the window's tour panel shows
// are core's live text of that scenario: what effsurf-cli tour prints and the
// page shows (web/tests/test_lecture.py compares the page with it).

#include "UiTestSupport.h"

#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/core/scenario/ScenarioInterpolation.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/web/InteractivePage.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAction>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>

#include <gtest/gtest.h>

using namespace effsurf;

namespace lecture_page_test {

/// The page's embedded JSON element `id` (the figure's metadata, or the page's data).
QJsonObject embedded(const QByteArray& page, const char* id) {
    const QByteArray start = QByteArray("id=\"") + id + "\">";
    const auto from = page.indexOf(start);
    if (from < 0) return {};
    const auto begin = from + start.size();
    return QJsonDocument::fromJson(page.mid(begin, page.indexOf("</script>", begin) - begin)).object();
}

TEST(LecturePage, TheWindowsTourPanelShowsCoresWordsAndNumbersForEveryStep) {
    auto window = test::makeShownWindow();
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    int steps = 0;
    for (const auto& tour : ui::BuiltinTours::all()) {
        player->start(tour);
        // What effsurf-cli tour and the page set: each step on the session the tour started on.
        core::Scenario expected = window->controller()->scenario();
        for (std::size_t i = 0; i < tour->steps.size(); ++i) {
            if (i > 0) player->next();
            ASSERT_TRUE(test::settle(*window));
            expected = core::applyTourStep(expected, *tour->steps[i].state);
            const core::Scenario& shown = window->controller()->scenario();
            EXPECT_EQ(shown.efficiency(), expected.efficiency()) << tour->id << " step " << i + 1;
            EXPECT_EQ(shown.speedup(), expected.speedup()) << tour->id << " step " << i + 1;
            const QString narration =
                QString::fromStdString(core::substituteLiveNumbers(tour->steps[i].text, expected, core::NumberNotation::Text));
            EXPECT_EQ(
                ui::SymbolMarkup::plain(window->tourPanel()->textLabel()->text().replace(QStringLiteral("<br>"), QStringLiteral("\n"))),
                narration)
                << tour->id << " step " << i + 1;
            ++steps;
        }
        player->stop();
    }
    EXPECT_GE(steps, 30);
    QAction* exportAction = window->findChild<QAction*>(QStringLiteral("exportLecturePage"));
    ASSERT_NE(exportAction, nullptr);
    EXPECT_EQ(exportAction->isEnabled(), ui::InteractivePage::available());
}

TEST(LecturePage, IsWrittenInTheWindowsLanguageWithEachStepsSystems) {
    if (!ui::InteractivePage::available()) GTEST_SKIP() << "built without the interactive page (EFFSURF_BUILD_WEB)";
    std::shared_ptr<const core::Tour> tour;
    for (const auto& candidate : ui::BuiltinTours::all())
        if (candidate->id == "top500-hpl-hpcg") tour = candidate;
    ASSERT_NE(tour, nullptr);
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    const core::Tour german = ui::BuiltinTours::inLanguage(*tour);
    QString error;
    const auto page = ui::InteractivePage::lectureHtml(german, core::Scenario{}, &error);
    const auto english = (ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")),
                          ui::InteractivePage::lectureHtml(*tour, core::Scenario{}, &error));
    EXPECT_NE(german.steps[1].text, tour->steps[1].text);
    EXPECT_EQ(german.steps[1].formula, tour->steps[1].formula);  // formulas are written as typed
    ASSERT_TRUE(page && english) << error.toStdString();
    // The page's own words in German (page-text.js puts them in place), none from an English window.
    const QJsonObject texts = embedded(*page, "effsurf-page-texts");
    EXPECT_EQ(texts.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    EXPECT_EQ(texts.value(QStringLiteral("texts")).toObject().value(QStringLiteral("Next \u25B6")).toString(),
              QStringLiteral("Weiter \u25B6"));
    // All but the few written alike in German ("Speedup", "ideal S = N").
    EXPECT_GE(texts.value(QStringLiteral("texts")).toObject().size(), ui::InteractivePage::pageSourceTexts().size() - 3);
    EXPECT_TRUE(embedded(*english, "effsurf-page-texts").value(QStringLiteral("texts")).toObject().isEmpty());
    const QJsonObject lecture = embedded(*page, "effsurf-page-data").value(QStringLiteral("lecture")).toObject();
    const QJsonObject written = lecture.value(QStringLiteral("tour")).toObject();
    EXPECT_EQ(written.value(QStringLiteral("title")).toString().toStdString(), german.title);
    const QJsonArray steps = written.value(QStringLiteral("steps")).toArray();
    ASSERT_EQ(steps.size(), qsizetype(tour->steps.size()));
    EXPECT_EQ(steps[1].toObject().value(QStringLiteral("text")).toString().toStdString(), german.steps[1].text);
    // Each step's systems as the window places them: HPL and HPCG points of the systems the step selects.
    const QJsonArray data = lecture.value(QStringLiteral("steps")).toArray();
    ASSERT_EQ(data.size(), steps.size());
    for (qsizetype i = 0; i < data.size(); ++i) {
        const auto selected = tour->steps[std::size_t(i)].state->selectedSystems.size();
        int hpl = 0;
        for (const auto& point : data[i].toObject().value(QStringLiteral("placed")).toArray())
            hpl += point.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("hpl");
        EXPECT_EQ(std::size_t(hpl), selected) << "step " << i + 1;
    }
    // The page opens at the first step: its scenario is the figure's, which the app and effsurf-cli read back.
    const QJsonObject figure = embedded(*page, "effsurf-figure");
    EXPECT_DOUBLE_EQ(figure.value(QStringLiteral("scenario")).toObject().value(QStringLiteral("processors")).toDouble(),
                     tour->steps[0].state->processors);
    // A tour without steps is refused in words.
    core::Tour empty;
    empty.title = "Empty";
    EXPECT_FALSE(ui::InteractivePage::lectureHtml(empty, core::Scenario{}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("no steps"))) << error.toStdString();
}

}  // namespace lecture_page_test

namespace lecture_page_test {

TEST(PageNameTexts, EveryNameCoreGivesThePageIsListedForTranslation) {
    const QStringList listed = ui::InteractivePage::pageNameTexts();
    for (const core::NameList* names : {&core::modelKindNames(), &core::ViewNames::cameras(), &core::ViewNames::pageFigures()})
        for (const auto& item : names->items())
            EXPECT_TRUE(listed.contains(QString::fromUtf8(item.label.data(), qsizetype(item.label.size()))))
                << item.label << ": a name core gives the page, missing in ui/src/web/PageNameTexts.cpp";
}

}  // namespace lecture_page_test

// SPDX-License-Identifier: MIT
// The presentation view as a projector shows it: every step of every
// built-in tour at 1920x1080, 1280x720 and 1024x768, in both themes, and
// in each shipped translation at each of those sizes (ProjectorLanguages). Every
// text (chart titles, axis titles and ticks, legends, point labels, the
// controls, the readout, the tour panel, the 3D view's labels) must be whole
// and at least PresentationSettings::textPixels tall for the window's size
// (24 px at 1920x1080), found by walking the chart scenes and the widgets
// (TextAudit) rather than by eye. The screenshots are kept as test artefacts
// in test-artefacts/presentation/ of the build directory, for looking at.

#include "TextAudit.h"
#include "UiTestSupport.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/widgets/VisibleArea.h"

#include <QChartView>
#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QScreen>

#include <gtest/gtest.h>

#include <string_view>

#include <cmath>
#include <deque>
#include <ostream>

using namespace effsurf;

namespace {

struct Projector {
    const char* name;
    QSize size;
    ui::AppTheme::Mode theme;
    const char* tour;  ///< a built-in tour's id
};

// GoogleTest prints a parameter without a printer as its raw bytes, padding
// included: valgrind's memcheck reported those uninitialised bytes.
void PrintTo(const Projector& projector, std::ostream* out) {
    *out << projector.name << ' ' << projector.size.width() << 'x' << projector.size.height() << ' '
         << (projector.theme == ui::AppTheme::Mode::Dark ? "dark" : "light") << ' ' << projector.tour;
}

/// The built-in tours (BuiltinToursCovered checks that none is missing).
constexpr const char* kTours[] = {"amdahl-surface", "top500-hpl-hpcg", "piz-daint", "half-precision", "performance-wall", "deep-networks"};

class PresentationLegibility : public ::testing::TestWithParam<Projector> {};

QString artefactDirectory() {
    const QString dir = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/presentation");
    QDir().mkpath(dir);
    return dir;
}

/// Walks the built-in tour `tourId` in the presentation view at the
/// projector's size and audits every step's texts (named `room` in the
/// failures and the screenshots).
void walkTourAndAudit(const char* room, QSize size, ui::AppTheme::Mode theme, const char* tourId) {
    const Projector projector{room, size, theme, tourId};
    const QSize screen = QGuiApplication::primaryScreen()->geometry().size();
    if (screen.width() < projector.size.width() || screen.height() < projector.size.height())
        GTEST_SKIP() << "the display is " << screen.width() << "x" << screen.height() << ", smaller than the projector";
    auto window = test::makeShownWindow();
    window->setThemeMode(projector.theme, false);
    ui::TourPlayer* player = window->tourPlayer();
    player->setAnimated(false);
    std::shared_ptr<const core::Tour> tour;
    for (const auto& builtin : ui::BuiltinTours::all())
        if (builtin->id == projector.tour) tour = builtin;
    ASSERT_TRUE(tour) << projector.tour;
    player->start(tour);
    window->setPresentationMode(true);
    // The projector's resolution, whatever the display's (as a second screen of that size would be).
    window->setGeometry(QRect(QPoint(0, 0), projector.size));
    ASSERT_TRUE(test::settle(*window));
    ASSERT_EQ(window->size(), projector.size) << "the presentation view does not fit the projector";

    const double wanted = window->presentationSettings().textPixels(projector.size);
    // Whole pixels: a text of 23.6 px is drawn at 24.
    const int minimum = int(std::floor(wanted));
    for (int step = 0; step < player->stepCount(); ++step) {
        player->goToStep(step);
        ASSERT_TRUE(test::settle(*window));
        ASSERT_TRUE(test::settleLayouts(*window));  // layouts and refits settle after the frame
        const QString name =
            QStringLiteral("%1-%2-%3").arg(QString::fromLatin1(projector.name), QString::fromStdString(tour->id)).arg(step + 1);
        const QStringList problems = test::TextAudit::presented(*window, minimum);
        // The screenshot of a step that fails, to see why; of every step with
        // EFFSURF_KEEP_SCREENSHOTS=1 (grabbing the 3D view and writing the
        // PNGs of 36 walks took a fifth of the suite's time).
        if (!problems.isEmpty() || qEnvironmentVariableIsSet("EFFSURF_KEEP_SCREENSHOTS"))
            window->grabWindowImage().save(QDir(artefactDirectory()).filePath(name + QStringLiteral(".png")));
        EXPECT_TRUE(problems.isEmpty()) << name.toStdString() << " (text at least " << minimum << " px):\n  "
                                        << problems.join(QStringLiteral("\n  ")).toStdString();
        // The room's layout: at most two charts beside the surface, the readout shown.
        int charts = 0;
        for (int i = 0; i < 4; ++i) charts += window->chart(i)->isVisible() ? 1 : 0;
        EXPECT_LE(charts, 2) << name.toStdString();
        EXPECT_TRUE(window->readout()->isVisible()) << name.toStdString();
    }
    player->stop();
    window->setPresentationMode(false);
}

TEST_P(PresentationLegibility, EveryTourStepIsWholeAndLargeEnoughForTheRoom) {
    const Projector projector = GetParam();
    walkTourAndAudit(projector.name, projector.size, projector.theme, projector.tour);
}

TEST(PresentationLegibility, BuiltinToursCovered) {
    std::vector<std::string> ids;
    for (const auto& tour : ui::BuiltinTours::all()) ids.push_back(tour->id);
    EXPECT_EQ(ids, std::vector<std::string>(std::begin(kTours), std::end(kTours)));
}

std::vector<Projector> projectors() {
    std::vector<Projector> all;
    const std::pair<const char*, QSize> sizes[] = {{"1920x1080", {1920, 1080}}, {"1280x720", {1280, 720}}, {"1024x768", {1024, 768}}};
    const ui::AppTheme::Mode themes[] = {ui::AppTheme::Mode::Light, ui::AppTheme::Mode::Dark};
    // Every tour at every projector size. Light and dark change colours,
    // not geometry (ChartLook, AppTheme: the same fonts, margins and line
    // widths), so each walk takes one theme, alternating: every size and
    // every tour is walked in both. (All 36 pairs took a third of the
    // suite's time, most of it llvmpipe drawing the surface.)
    for (std::size_t tour = 0; tour < std::size(kTours); ++tour)
        for (std::size_t size = 0; size < std::size(sizes); ++size)
            all.push_back({sizes[size].first, sizes[size].second, themes[(tour + size) % 2], kTours[tour]});
    return all;
}

INSTANTIATE_TEST_SUITE_P(Projectors, PresentationLegibility, ::testing::ValuesIn(projectors()), [](const auto& param) {
    QString name = QStringLiteral("%1_%2_%3")
                       .arg(QString::fromLatin1(param.param.name),
                            param.param.theme == ui::AppTheme::Mode::Dark ? QStringLiteral("dark") : QStringLiteral("light"),
                            QString::fromLatin1(param.param.tour));
    return name.replace(QLatin1Char('-'), QLatin1Char('_')).toStdString();
});

/// A projector in a shipped language other than English: its words are
/// longer (German) or need another font (Chinese), and every text must still
/// be whole and large enough (issue 47).
struct LanguageRoom {
    const char* language;  ///< a shipped translation's code
    const char* name;      ///< the projector's size, as "1280x720"
    QSize size;
    const char* tour;
};

void PrintTo(const LanguageRoom& room, std::ostream* out) { *out << room.language << ' ' << room.name << ' ' << room.tour; }

class LanguageLegibility : public ::testing::TestWithParam<LanguageRoom> {
protected:
    void TearDown() override { ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")); }
};

TEST_P(LanguageLegibility, EveryTourStepIsWholeAndLargeEnoughInTheLanguage) {
    const LanguageRoom room = GetParam();
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(room.language)));
    const QString name = QStringLiteral("%1-%2").arg(QString::fromLatin1(room.language), QString::fromLatin1(room.name));
    walkTourAndAudit(name.toLatin1().constData(), room.size, ui::AppTheme::Mode::Light, room.tour);
}

std::vector<LanguageRoom> languageRooms() {
    std::vector<LanguageRoom> all;
    const std::pair<const char*, QSize> sizes[] = {{"1920x1080", {1920, 1080}}, {"1280x720", {1280, 720}}, {"1024x768", {1024, 768}}};
    // Every translation at every projector size. The window's own words
    // (controls, readout, tour panel, chart titles) are what a language
    // changes, and every tour shows them: each walk takes one tour, in turn,
    // so that the twelve walks cover each tour twice (walking all six at
    // every size in every language would take five times the English suite).
    // The tours' narration and a training run's terms are translated too: at
    // the smallest projector each language also walks the tour with the
    // longest of both, deep networks (Spanish's tensor all-reduce once ran
    // off the 3D pane there).
    std::size_t walk = 0;
    for (const ui::Language::Entry& entry : ui::Language::shipped()) {
        if (entry.code == QLatin1String("en")) continue;  // the Projectors suite
        static std::deque<QByteArray> codes;              // the parameters' strings live as long as the suite
        codes.push_back(entry.code.toLatin1());
        for (const auto& [sizeName, size] : sizes) {
            const char* tour = kTours[walk++ % std::size(kTours)];
            all.push_back({codes.back().constData(), sizeName, size, tour});
            if (size.width() == 1024 && std::string_view(tour) != "deep-networks")
                all.push_back({codes.back().constData(), "1024x768_deep_networks", size, "deep-networks"});
        }
    }
    return all;
}

INSTANTIATE_TEST_SUITE_P(ProjectorLanguages, LanguageLegibility, ::testing::ValuesIn(languageRooms()),
                         [](const auto& param) { return std::string(param.param.language) + "_" + param.param.name; });

}  // namespace

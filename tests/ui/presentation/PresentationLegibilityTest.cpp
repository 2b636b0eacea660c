// SPDX-License-Identifier: MIT
// The presentation view as a projector shows it: every step of every
// built-in tour at 1920x1080, 1280x720 and 1024x768, in both themes and in
// every shipped language, each language at each of those sizes. Every text
// (chart titles, axis titles and ticks, legends, point labels, the
// controls, the readout, the tour panel, the 3D view's labels) must be whole
// and at least PresentationSettings::textPixels tall for the window's size
// (24 px at 1920x1080), found by walking the chart scenes and the widgets
// (TextAudit) rather than by eye. The screenshots of a failing step are kept
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

#include <algorithm>
#include <cmath>
#include <deque>
#include <set>
#include <ostream>

using namespace effsurf;

namespace {

struct Projector {
    const char* name;
    QSize size;
    ui::AppTheme::Mode theme;
    const char* tour;      ///< a built-in tour's id
    const char* language;  ///< a shipped translation's code ("en": none)
};

// GoogleTest prints a parameter without a printer as its raw bytes, padding
// included: valgrind's memcheck reported those uninitialised bytes.
void PrintTo(const Projector& projector, std::ostream* out) {
    *out << projector.name << ' ' << projector.size.width() << 'x' << projector.size.height() << ' '
         << (projector.theme == ui::AppTheme::Mode::Dark ? "dark" : "light") << ' ' << projector.tour << ' ' << projector.language;
}

/// The built-in tours (BuiltinToursCovered checks that none is missing).
constexpr const char* kTours[] = {"amdahl-surface", "top500-hpl-hpcg", "piz-daint", "half-precision", "performance-wall", "deep-networks"};

class PresentationLegibility : public ::testing::TestWithParam<Projector> {
protected:
    void TearDown() override { ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")); }
};

QString artefactDirectory() {
    const QString dir = QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/presentation");
    QDir().mkpath(dir);
    return dir;
}

/// Walks the built-in tour `tourId` in the presentation view at the
/// projector's size and audits every step's texts (named `room` in the
/// failures and the screenshots).
void walkTourAndAudit(const char* room, QSize size, ui::AppTheme::Mode theme, const char* tourId) {
    const Projector projector{room, size, theme, tourId, "en"};
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
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(projector.language)));
    const QString room = QStringLiteral("%1-%2").arg(QString::fromLatin1(projector.language), QString::fromLatin1(projector.name));
    walkTourAndAudit(room.toLatin1().constData(), projector.size, projector.theme, projector.tour);
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
    static std::deque<QByteArray> codes;  // the parameters' strings live as long as the suite
    if (codes.empty())
        for (const ui::Language::Entry& entry : ui::Language::shipped()) codes.push_back(entry.code.toLatin1());
    // Every tour at every projector size, each walk in one language and one
    // theme, both in turn: every size is walked in every language (German
    // words are long, Chinese needs another font) and in both themes, every
    // tour at every size and in both themes. A language changes the window's
    // own words (controls, readout, tour panel, chart titles), which every
    // tour shows; light and dark change colours, not geometry (ChartLook,
    // AppTheme: the same fonts, margins and line widths). Walking each tour
    // at each size in every language took 32 walks, most of it llvmpipe
    // drawing the surface; these are 22.
    for (std::size_t size = 0; size < std::size(sizes); ++size)
        for (std::size_t tour = 0; tour < std::size(kTours); ++tour)
            all.push_back({sizes[size].first, sizes[size].second, themes[(tour + size) % 2], kTours[tour],
                           codes[(tour + size) % codes.size()].constData()});
    // The tour with the longest narration and a training run's terms at the
    // smallest projector in every language (Spanish's tensor all-reduce once
    // ran off the 3D pane there).
    for (const QByteArray& code : codes) {
        const bool walked = std::any_of(all.begin(), all.end(), [&](const Projector& p) {
            return p.size.width() == 1024 && std::string_view(p.tour) == "deep-networks" && code == p.language;
        });
        if (!walked) all.push_back({"1024x768", {1024, 768}, ui::AppTheme::Mode::Light, "deep-networks", code.constData()});
    }
    return all;
}

INSTANTIATE_TEST_SUITE_P(Projectors, PresentationLegibility, ::testing::ValuesIn(projectors()), [](const auto& param) {
    QString name = QStringLiteral("%1_%2_%3_%4")
                       .arg(QString::fromLatin1(param.param.name),
                            param.param.theme == ui::AppTheme::Mode::Dark ? QStringLiteral("dark") : QStringLiteral("light"),
                            QString::fromLatin1(param.param.tour), QString::fromLatin1(param.param.language));
    return name.replace(QLatin1Char('-'), QLatin1Char('_')).toStdString();
});

/// Every language at every size, every tour at every size (what the list above promises).
TEST(PresentationLegibility, EveryLanguageAndEveryTourMeetsEverySize) {
    std::set<std::pair<std::string, int>> languageSizes, tourSizes, tourThemes;
    for (const Projector& p : projectors()) {
        languageSizes.insert({p.language, p.size.width()});
        tourSizes.insert({p.tour, p.size.width()});
        tourThemes.insert({p.tour, int(p.theme)});
    }
    EXPECT_EQ(languageSizes.size(), ui::Language::shipped().size() * 3);
    EXPECT_EQ(tourSizes.size(), std::size(kTours) * 3);
    EXPECT_EQ(tourThemes.size(), std::size(kTours) * 2);
}

}  // namespace

// SPDX-License-Identifier: MIT
// Sessions: a round trip restores every field; corrupt, truncated and
// future-version files are refused with the state unchanged; a failed save
// never damages the previous file.

#include "UiTestSupport.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/util/Validation.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/session/SessionManager.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/web/InteractivePage.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTabWidget>
#include <QTemporaryDir>

#include <cstring>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

core::Scenario richScenario() {
    core::Scenario s;
    s.model = core::ModelKind::Timeline;
    s.serialFraction = 1.4547e-7;  // must survive exactly
    s.processors = 2414592.0;
    s.precision = core::Precision::BF16;
    s.speedFactors[std::size_t(core::Precision::BF16)] = 5.5;
    s.growthExponent = 0.75;
    s.timeline = core::TimelineModel(
        {{"software", 3e-8, core::ContributionGrowth::Constant, 0.0}, {"communication", 1e-9, core::ContributionGrowth::Power, 0.5}});
    s.training.parameterCount = 1.75e11;
    s.training.algorithm = core::AllReduceAlgorithm::Tree;
    s.training.overlap = 0.25;
    s.accelerator = "h100";
    s.utilization = 0.55;
    s.coreConvention = core::CoreConvention::CpuCores;
    s.selectedSystems = {{"2019-06", 1}, {"2012-11", 114}};
    s.cloudEdition = "2017-06";
    auto data = std::make_shared<core::MeasurementSeries>(
        core::MeasurementCsvImporter::importText("n,time\n1,100\n2,50.1\n4,25.15\n8,12.675\n", "runs.csv").series);
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data));
    s.series.push_back({"series-1", data, fit, false, 3});
    core::Scenario a;
    a.precision = core::Precision::FP16;
    a.processors = 1e7;
    s.snapshots = {{"A", std::make_shared<const core::Scenario>(a)}, {"C", std::make_shared<const core::Scenario>(s.configuration())}};
    return s;
}

/// Field-by-field equality (shared data compares by value, not by pointer).
void expectSameState(const core::Scenario& a, const core::Scenario& b) {
    EXPECT_EQ(a.configuration(), b.configuration());
    EXPECT_EQ(a.selectedSystems, b.selectedSystems);
    EXPECT_EQ(a.cloudEdition, b.cloudEdition);
    ASSERT_EQ(a.series.size(), b.series.size());
    for (std::size_t i = 0; i < a.series.size(); ++i) {
        EXPECT_EQ(a.series[i].id, b.series[i].id);
        EXPECT_EQ(a.series[i].visible, b.series[i].visible);
        EXPECT_EQ(a.series[i].colorIndex, b.series[i].colorIndex);
        EXPECT_EQ(a.series[i].data->name, b.series[i].data->name);
        EXPECT_EQ(a.series[i].data->quantity, b.series[i].data->quantity);
        ASSERT_EQ(a.series[i].data->points.size(), b.series[i].data->points.size());
        for (std::size_t j = 0; j < a.series[i].data->points.size(); ++j) {
            EXPECT_EQ(a.series[i].data->points[j].processors, b.series[i].data->points[j].processors);
            EXPECT_EQ(a.series[i].data->points[j].value, b.series[i].data->points[j].value);
            EXPECT_EQ(a.series[i].data->points[j].line, b.series[i].data->points[j].line);
        }
        EXPECT_EQ(a.series[i].fit->serialFraction, b.series[i].fit->serialFraction);
    }
    ASSERT_EQ(a.snapshots.size(), b.snapshots.size());
    for (std::size_t i = 0; i < a.snapshots.size(); ++i) {
        EXPECT_EQ(a.snapshots[i].label, b.snapshots[i].label);
        EXPECT_EQ(*a.snapshots[i].state, *b.snapshots[i].state);
    }
}

class Sessions : public ::testing::Test {
protected:
    QString path(const QString& name) const { return dir.filePath(name); }
    QByteArray read(const QString& name) const {
        QFile f(path(name));
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }
    void write(const QString& name, const QByteArray& bytes) const {
        QFile f(path(name));
        f.open(QIODevice::WriteOnly);
        f.write(bytes);
    }
    QTemporaryDir dir;
};

TEST_F(Sessions, RoundTripRestoresEveryField) {
    const core::Scenario original = richScenario();
    ASSERT_NO_THROW(original.validate());
    const ui::ViewState view{int(ui::SurfaceView::CameraPreset::Top), true, 2};
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("s.effsurf")), original, view, &error)) << error.toStdString();
    const auto loaded = ui::SessionFile::load(path(QStringLiteral("s.effsurf")), &error);
    ASSERT_TRUE(loaded.has_value()) << error.toStdString();
    expectSameState(original, loaded->scenario);
    EXPECT_EQ(loaded->view, view);
    EXPECT_EQ(loaded->scenario.serialFraction, 1.4547e-7);
}

TEST_F(Sessions, AnExportedInteractivePageOpensAsItsSession) {
    const core::Scenario original = richScenario();
    QString error;
    ASSERT_TRUE(ui::InteractivePage::available()) << "this build has no interactive page";
    ASSERT_TRUE(ui::InteractivePage::write(path(QStringLiteral("page.html")), QStringLiteral("all"), original, nullptr, &error))
        << error.toStdString();
    EXPECT_EQ(ui::SessionFile::kindOf(path(QStringLiteral("page.html"))), ui::SessionFile::Kind::Session);
    const auto loaded = ui::SessionFile::load(path(QStringLiteral("page.html")), &error);
    ASSERT_TRUE(loaded.has_value()) << error.toStdString();
    EXPECT_EQ(loaded->scenario.configuration(), original.configuration());
    EXPECT_EQ(loaded->scenario.serialFraction, 1.4547e-7);
    // A page whose scenario was cut short is refused naming the file.
    QByteArray page = read(QStringLiteral("page.html"));
    const qsizetype at = page.indexOf(ui::SessionFile::kPageScript) + qsizetype(qstrlen(ui::SessionFile::kPageScript));
    page.remove(at + 40, page.indexOf("</script>", at) - at - 40);
    write(QStringLiteral("cut.html"), page);
    EXPECT_FALSE(ui::SessionFile::load(path(QStringLiteral("cut.html")), &error).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("cut.html: the scenario inside this page is broken"))) << error.toStdString();
}

TEST_F(Sessions, TheWindowSavesThePagesSessionWithCoresBytes) {
    // The app's face of the cross-face check (the CLI, Python and the page
    // are compared with the same writer in tests/cli, python/tests and
    // web/tests): the window opens a page and saves it unchanged; File >
    // Save adds and loses nothing to core's session of that page.
    QString error;
    ASSERT_TRUE(ui::InteractivePage::write(path(QStringLiteral("lesson.html")), QStringLiteral("all"), richScenario(), nullptr, &error))
        << error.toStdString();
    auto window = test::makeShownWindow();
    ASSERT_TRUE(window->openSession(path(QStringLiteral("lesson.html")), &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(window->saveSession(path(QStringLiteral("lesson.effsurf")), &error)) << error.toStdString();
    const QByteArray page = read(QStringLiteral("lesson.html"));
    const core::SessionContent core =
        core::SessionJson::readSessionOrPage(std::string_view(page.constData(), std::size_t(page.size())), resources::trainingCatalog());
    EXPECT_EQ(read(QStringLiteral("lesson.effsurf")).toStdString(), core::SessionJson::write(core.scenario, core.view));
    EXPECT_FALSE(core.scenario.series.empty());  // the check covers measured series
}

TEST_F(Sessions, EveryMeasuredRowSurvivesARoundTrip) {
    // Repetitions, an Rmax above Rpeak and 20,000 rows: kept row by row, exactly.
    std::string csv = "cores,rmax,rpeak\n";
    for (int i = 0; i < 20000; ++i)
        csv += std::to_string(1 << (i % 12)) + "," + core::formatNumber(0.1 + 1e-5 * i) + "," + (i == 7 ? "0.05" : "1.5") + "\n";
    auto data = std::make_shared<core::MeasurementSeries>(core::MeasurementCsvImporter::importText(csv, "top.csv").series);
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data));
    ASSERT_TRUE(fit->ok);
    core::Scenario original;
    original.series.push_back({"series-1", data, fit, true, 2});
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("rows.effsurf")), original, {}, &error)) << error.toStdString();
    const auto loaded = ui::SessionFile::load(path(QStringLiteral("rows.effsurf")), &error);
    ASSERT_TRUE(loaded.has_value()) << error.toStdString();
    const auto& back = *loaded->scenario.series.at(0).data;
    EXPECT_EQ(back.rows.processors, data->rows.processors);
    EXPECT_EQ(back.rows.values, data->rows.values);
    EXPECT_EQ(back.rows.peaks, data->rows.peaks);
    EXPECT_EQ(back.rows.lines, data->rows.lines);
    ASSERT_EQ(back.points.size(), 12u);
    EXPECT_EQ(back.points[3].repetitions, data->points[3].repetitions);
    EXPECT_EQ(loaded->scenario.series[0].fit->serialFraction, fit->serialFraction);
    EXPECT_EQ(loaded->scenario.series[0].fit->aboveIdealCount, fit->aboveIdealCount);
}

// Issue 26: earlier versions numbered each window's series from 1, so a
// session opened and then added to could save one id twice. Such files,
// and the autosaves of such work, still open: both series, distinct ids.
TEST_F(Sessions, AFileWithASeriesIdTwiceOpensWithBothSeries) {
    core::Scenario original;
    for (const char* name : {"strong_scaling", "cluster-a"}) {
        auto data = std::make_shared<core::MeasurementSeries>(
            core::MeasurementCsvImporter::importText("n,time\n1,100\n2,51\n4,26.5\n", std::string(name) + ".csv").series);
        data->name = name;
        auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data));
        original.series.push_back({"series-" + std::to_string(original.series.size() + 1), data, fit, true, int(original.series.size())});
    }
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("old.effsurf")), original, {}, &error)) << error.toStdString();
    QByteArray text = read(QStringLiteral("old.effsurf"));
    ASSERT_EQ(text.count("\"series-2\""), 1);
    text.replace("\"series-2\"", "\"series-1\"");
    write(QStringLiteral("old.effsurf"), text);
    const auto loaded = ui::SessionFile::load(path(QStringLiteral("old.effsurf")), &error);
    ASSERT_TRUE(loaded.has_value()) << error.toStdString();
    ASSERT_EQ(loaded->scenario.series.size(), 2u);
    EXPECT_EQ(loaded->scenario.series[0].id, "series-1");
    EXPECT_EQ(loaded->scenario.series[1].id, "series-1-2");
    EXPECT_EQ(loaded->scenario.series[0].data->name, "strong_scaling");
    EXPECT_EQ(loaded->scenario.series[1].data->name, "cluster-a");
}

TEST_F(Sessions, DamagedRowsAreRefusedNamingTheRow) {
    QString error;
    auto data = std::make_shared<core::MeasurementSeries>(
        core::MeasurementCsvImporter::importText("n,time\n1,10\n2,5\n4,2.6\n", "runs.csv").series);
    core::Scenario original;
    original.series.push_back({"series-1", data, std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0});
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("rows.effsurf")), original, {}, &error));
    QByteArray json = read(QStringLiteral("rows.effsurf"));
    // The second time, -5 instead of 5: base64 of the little-endian doubles 10, -5, 2.6.
    const QByteArray good = QByteArray::fromRawData(reinterpret_cast<const char*>(data->rows.values.data()), 24).toBase64();
    std::vector<double> bad = data->rows.values;
    bad[1] = -5.0;
    const QByteArray broken = QByteArray(reinterpret_cast<const char*>(bad.data()), 24).toBase64();
    ASSERT_TRUE(json.contains(good));
    json.replace(good, broken);
    write(QStringLiteral("bad.effsurf"), json);
    EXPECT_FALSE(ui::SessionFile::load(path(QStringLiteral("bad.effsurf")), &error).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("scenario.series[0].rows[1] (line 3)"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("greater than 0"))) << error.toStdString();
    json.replace(broken, "!!notbase64");
    write(QStringLiteral("bad.effsurf"), json);
    EXPECT_FALSE(ui::SessionFile::load(path(QStringLiteral("bad.effsurf")), &error).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("rows.values"))) << error.toStdString();
}

TEST_F(Sessions, TheWindowSavesAndReopensItsState) {
    auto first = test::makeShownWindow();
    first->controller()->setScenario(richScenario());
    ASSERT_TRUE(test::settle(*first));
    first->setCameraPreset(int(ui::SurfaceView::CameraPreset::Front));
    QString error;
    ASSERT_TRUE(first->saveSession(path(QStringLiteral("w.effsurf")), &error)) << error.toStdString();
    EXPECT_FALSE(first->isWindowModified());
    auto second = test::makeShownWindow();
    ASSERT_TRUE(second->openSession(path(QStringLiteral("w.effsurf")), &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*second));
    expectSameState(first->controller()->scenario(), second->controller()->scenario());
    EXPECT_EQ(second->surfaceView()->cameraPreset(), ui::SurfaceView::CameraPreset::Front);
    // A change marks the window modified again.
    second->controller()->setProcessors(1234.0);
    ASSERT_TRUE(test::settle(*second));
    EXPECT_TRUE(second->isWindowModified());
}

TEST_F(Sessions, CorruptTruncatedAndFutureFilesAreRefusedWithTheStateUnchanged) {
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("good.effsurf")), richScenario(), {}, &error));
    const QByteArray good = read(QStringLiteral("good.effsurf"));
    write(QStringLiteral("truncated.effsurf"), good.left(good.size() / 2));
    write(QStringLiteral("garbage.effsurf"), QByteArray("\x89PNG\r\n\x1a\n", 8));
    write(QStringLiteral("other.effsurf"), "{\"format\": \"something-else\", \"schema\": 1}");
    QByteArray future = good;
    future.replace(QStringLiteral("\"schema\": %1").arg(ui::SessionFile::kSchemaVersion).toUtf8(), "\"schema\": 99");
    write(QStringLiteral("future.effsurf"), future);
    QByteArray missing = good;
    missing.replace("\"processors\"", "\"procesors\"");
    write(QStringLiteral("missing.effsurf"), missing);
    QByteArray invalid = good;
    invalid.replace("\"utilization\": 0.55", "\"utilization\": 7");
    write(QStringLiteral("invalid.effsurf"), invalid);

    auto window = test::makeShownWindow();
    const core::Scenario before = window->controller()->scenario();
    const struct {
        const char* file;
        const char* message;
    } cases[] = {{"truncated.effsurf", "not a session file: JSON error"},
                 {"garbage.effsurf", "not a session file"},
                 {"other.effsurf", "not an effsurf session"},
                 {"future.effsurf", "written by a newer effsurf (schema 99"},
                 {"missing.effsurf", "scenario.processors: missing"},
                 {"invalid.effsurf", "utilization"},
                 {"absent.effsurf", "cannot open"}};
    for (const auto& c : cases) {
        QString message;
        EXPECT_FALSE(window->openSession(path(QString::fromLatin1(c.file)), &message)) << c.file;
        EXPECT_TRUE(message.contains(QString::fromLatin1(c.message))) << c.file << ": " << message.toStdString();
        EXPECT_TRUE(message.contains(QString::fromLatin1(c.file))) << message.toStdString();
        ASSERT_TRUE(test::settle(*window));
        EXPECT_EQ(window->controller()->scenario(), before) << c.file;
    }
}

TEST_F(Sessions, AFailedSaveLeavesThePreviousFileIntact) {
    QString error;
    ASSERT_TRUE(ui::SessionFile::save(path(QStringLiteral("keep.effsurf")), richScenario(), {}, &error));
    const QByteArray before = read(QStringLiteral("keep.effsurf"));
    // A value JSON cannot hold makes the write fail before anything is replaced.
    core::Scenario broken = richScenario();
    auto data = std::make_shared<core::MeasurementSeries>(*broken.series[0].data);
    data->points[0].standardDeviation = std::nan("");
    broken.series[0].data = data;
    EXPECT_FALSE(ui::SessionFile::save(path(QStringLiteral("keep.effsurf")), broken, {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("non-finite"))) << error.toStdString();
    EXPECT_EQ(read(QStringLiteral("keep.effsurf")), before);
    EXPECT_FALSE(ui::SessionFile::save(path(QStringLiteral("no-such-dir/x.effsurf")), richScenario(), {}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("cannot write"))) << error.toStdString();
}

}  // namespace

#include "effsurf/ui/session/Presets.h"

namespace {

TEST(PresetsTest, EveryBuiltInPresetLoadsAndOpens) {
    const auto presets = ui::Presets::all();
    int builtIn = 0;
    for (const auto& preset : presets) {
        if (!preset.builtIn) continue;
        ++builtIn;
        QString error;
        const auto loaded = ui::Presets::load(preset.id, &error);
        ASSERT_TRUE(loaded.has_value()) << preset.id.toStdString() << ": " << error.toStdString();
        EXPECT_NO_THROW(loaded->scenario.validate());
        EXPECT_FALSE(preset.title.isEmpty());
        EXPECT_FALSE(preset.description.isEmpty());
    }
    EXPECT_EQ(builtIn, 5);
    auto window = test::makeShownWindow();
    QString error;
    ASSERT_TRUE(window->openPreset(QStringLiteral("Piz Daint's GPU upgrade"), &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().selectedSystems.size(), 4u);
    EXPECT_EQ(window->controller()->scenario().snapshots.size(), 3u);
    EXPECT_EQ(window->controller()->scenario().processors, 115984.0);
    ASSERT_TRUE(window->openPreset(QStringLiteral("half-precision-gpu-cluster"), &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*window));
    EXPECT_EQ(window->controller()->scenario().model, core::ModelKind::Training);
    EXPECT_FALSE(window->openPreset(QStringLiteral("no such preset"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("amdahl-basics")));  // the message lists what exists
}

TEST(PresetsTest, UserPresetsCanBeSavedAndDeleted) {
    core::Scenario mine;
    mine.serialFraction = 3e-6;
    QString error;
    ASSERT_TRUE(ui::Presets::saveUser(QStringLiteral("My lecture, part 2"), mine, {}, &error)) << error.toStdString();
    const auto found = ui::Presets::find(QStringLiteral("My lecture, part 2"));
    ASSERT_TRUE(found.has_value());
    EXPECT_FALSE(found->builtIn);
    EXPECT_EQ(found->id, QStringLiteral("my-lecture-part-2"));
    const auto loaded = ui::Presets::load(found->id, &error);
    ASSERT_TRUE(loaded.has_value()) << error.toStdString();
    EXPECT_EQ(loaded->scenario.serialFraction, 3e-6);
    EXPECT_FALSE(ui::Presets::saveUser(QStringLiteral("Amdahl basics"), mine, {}, &error));  // built-in name
    EXPECT_FALSE(ui::Presets::removeUser(QStringLiteral("amdahl-basics"), &error));
    ASSERT_TRUE(ui::Presets::removeUser(found->id, &error)) << error.toStdString();
    EXPECT_FALSE(ui::Presets::find(QStringLiteral("my-lecture-part-2")).has_value());
}

}  // namespace

namespace {

TEST(Autosave, UnsavedWorkIsKeptAndRecoverableAndRecentFilesRemembered) {
    ui::MainWindow::discardAutosave();
    auto window = test::makeShownWindow();
    EXPECT_FALSE(window->autosave());  // nothing unsaved yet
    EXPECT_FALSE(QFile::exists(ui::MainWindow::autosavePath()));
    window->controller()->setProcessors(123456.0);
    ASSERT_TRUE(test::settle(*window));
    ASSERT_TRUE(window->isWindowModified());
    ASSERT_TRUE(window->autosave());
    ASSERT_TRUE(QFile::exists(ui::MainWindow::autosavePath()));

    auto recovered = test::makeShownWindow();  // as after a crash: the file is still there
    QString error;
    ASSERT_TRUE(recovered->openSession(ui::MainWindow::autosavePath(), &error)) << error.toStdString();
    ASSERT_TRUE(test::settle(*recovered));
    EXPECT_EQ(recovered->controller()->scenario().processors, 123456.0);
    EXPECT_TRUE(recovered->isWindowModified());  // recovered work is not saved yet
    EXPECT_TRUE(recovered->sessionPath().isEmpty());
    ui::MainWindow::discardAutosave();
    EXPECT_FALSE(QFile::exists(ui::MainWindow::autosavePath()));

    // What the minute's timer does: written on another thread, the same file.
    recovered->controller()->setProcessors(654321.0);
    ASSERT_TRUE(test::settle(*recovered));
    ASSERT_TRUE(recovered->sessionManager()->autosaveInBackground());
    recovered->sessionManager()->finishAutosave();
    const auto background = ui::SessionFile::load(ui::MainWindow::autosavePath(), &error);
    ASSERT_TRUE(background.has_value()) << error.toStdString();
    EXPECT_EQ(background->scenario.processors, 654321.0);
    ui::MainWindow::discardAutosave();

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("recent.effsurf"));
    ASSERT_TRUE(recovered->saveSession(path, &error)) << error.toStdString();
    EXPECT_EQ(recovered->recentSessions().value(0), path);
    EXPECT_FALSE(recovered->isWindowModified());
}

TEST_F(Sessions, APageCarriesASeriesOf20000ProcessorCountsThinnedAsTheWindowDrawsIt) {
    // Issue 46: every one of 20,000 N went to the page's charts, and a step of s took 750 ms there.
    std::vector<double> processors;
    for (int i = 0; i < 20000; ++i) processors.push_back(2.0 + i);
    core::Scenario scenario;
    auto data = test::amdahlSpeedupSeries(1e-4, processors);
    scenario.series = {{"runs", data, std::make_shared<core::SerialFractionFit>(core::fitSerialFraction(*data)), true, 0}};
    QString error;
    const auto page = ui::InteractivePage::html(QStringLiteral("all"), scenario, nullptr, &error);
    ASSERT_TRUE(page) << error.toStdString();
    const qsizetype start = page->indexOf("id=\"effsurf-page-data\">") + qsizetype(std::strlen("id=\"effsurf-page-data\">"));
    const QJsonObject pageData = QJsonDocument::fromJson(page->mid(start, page->indexOf("</script>", start) - start)).object();
    const QJsonArray series = pageData.value(QStringLiteral("series")).toArray();
    ASSERT_EQ(series.size(), 1);
    const auto shown = series.at(0).toObject().value(QStringLiteral("processors")).toArray().size();
    EXPECT_GT(shown, 100);
    EXPECT_LE(std::size_t(shown), ui::MeasuredPoints::kMaxDrawn);
    // And on the surface, as many as the window places.
    std::size_t placed = 0;
    for (const auto& p : pageData.value(QStringLiteral("placed")).toArray())
        placed += p.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("measured");
    EXPECT_EQ(placed, ui::SystemPoint::measured(scenario).size());
    EXPECT_LE(placed, ui::MeasuredPoints::kMaxPlaced);
}

}  // namespace

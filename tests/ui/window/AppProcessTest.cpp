// SPDX-License-Identifier: MIT
// Runs the effsurf executable: --screenshot under the current display and
// under the offscreen platform (no OpenGL), bad arguments, and SIGTERM.

#include "FailingFolder.h"

#include "effsurf/ui/session/SessionFile.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>
#include <sys/types.h>

namespace {

struct AppRun {
    int exitCode;
    QString out;
    QString err;
};

AppRun runApp(const QStringList& arguments, const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment()) {
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(EFFSURF_APP_PATH), arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        return {-1, {}, QStringLiteral("timed out")};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2, QString::fromLocal8Bit(process.readAllStandardOutput()),
            QString::fromLocal8Bit(process.readAllStandardError())};
}

/// A small measurement CSV in `dir`: given on the command line, it is unsaved work.
QString writeMeasurements(const QTemporaryDir& dir) {
    const QString csv = dir.filePath(QStringLiteral("runs.csv"));
    QFile file(csv);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write("n,time\n1,100\n2,50.1\n4,25.15\n");
    file.close();
    return csv;
}

int distinctColours(const QImage& image, const QRect& area) {
    QSet<QRgb> colours;
    for (int y = area.top(); y < area.bottom(); y += 4)
        for (int x = area.left(); x < area.right(); x += 4) colours.insert(image.pixel(x, y));
    return static_cast<int>(colours.size());
}

TEST(AppProcess, ScreenshotIsANonBlankImageOfTheRequestedSize) {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) GTEST_SKIP() << "needs a display (run under xvfb-run)";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("window.png"));
    const AppRun run =
        runApp({QStringLiteral("--screenshot"), path, QStringLiteral("--size"), QStringLiteral("1280x800"), QStringLiteral("--timing")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.out.contains(QStringLiteral("startup to first complete frame:"))) << run.out.toStdString();
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1280, 800));
    EXPECT_GT(distinctColours(image, image.rect()), 200);
    // The upper right holds the 3D surface: rendered, not a black native-window hole.
    const QRect surfaceArea(image.width() / 3, 40, image.width() / 2, image.height() / 3);
    EXPECT_GT(distinctColours(image, surfaceArea), 50);
}

TEST(AppProcess, OffscreenPlatformFallsBackWithoutCrashing) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("offscreen.png"));
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const AppRun run = runApp({QStringLiteral("--screenshot"), path, QStringLiteral("--size"), QStringLiteral("1024x700")}, environment);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1024, 700));
    EXPECT_GT(distinctColours(image, image.rect()), 50);  // the charts are drawn
}

TEST(AppProcess, BadArgumentsExitWithTwo) {
    const AppRun size =
        runApp({QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png"), QStringLiteral("--size"), QStringLiteral("big")});
    EXPECT_EQ(size.exitCode, 2);
    EXPECT_TRUE(size.err.contains(QStringLiteral("--size"))) << size.err.toStdString();
}

TEST(AppProcess, BadStartOptionsExitWithTwo) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const AppRun law = runApp({QStringLiteral("--law"), QStringLiteral("moore")}, environment);
    EXPECT_EQ(law.exitCode, 2);
    EXPECT_TRUE(law.err.contains(QStringLiteral("law: unknown 'moore' (expected one of"))) << law.err.toStdString();
    const AppRun n = runApp({QStringLiteral("--n"), QStringLiteral("0")}, environment);
    EXPECT_EQ(n.exitCode, 2);
    EXPECT_TRUE(n.err.contains(QStringLiteral("--n"))) << n.err.toStdString();
    const AppRun cloud = runApp({QStringLiteral("--cloud"), QStringLiteral("1999-06")}, environment);
    EXPECT_EQ(cloud.exitCode, 2);
    EXPECT_TRUE(cloud.err.contains(QStringLiteral("no TOP500 list edition"))) << cloud.err.toStdString();
}

TEST(AppProcess, UnwritableScreenshotPathFailsClearly) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const AppRun run = runApp({QStringLiteral("--screenshot"), QStringLiteral("/nonexistent-dir/shot.png")}, environment);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(
        run.err.contains(QStringLiteral("effsurf: screenshot: cannot write '/nonexistent-dir/shot.png': No such file or directory")))
        << run.err.toStdString();
}

TEST(AppProcess, AScreenshotOnAFullDiskSaysSo) {
    effsurf::test::FailingFolder disk(effsurf::test::FailingFolder::Kind::Full, 0);
    if (!disk.isReal()) GTEST_SKIP() << "needs root to mount a full tmpfs for another process";
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QString path = QString::fromStdString(disk.path("shot.png"));
    const AppRun run = runApp({QStringLiteral("--screenshot"), path}, environment);
    EXPECT_EQ(run.exitCode, 2);
    EXPECT_TRUE(run.err.contains(QStringLiteral("cannot write '%1': No space left on device").arg(path))) << run.err.toStdString();
    EXPECT_TRUE(disk.entries().empty());
}

TEST(AppProcess, VersionMatchesTheProject) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const AppRun run = runApp({QStringLiteral("--version")}, environment);
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.out.startsWith(QStringLiteral("effsurf 0."))) << run.out.toStdString();
}

/// The environment of a server: no display, no platform chosen.
QProcessEnvironment withoutADisplay() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) environment.remove(QString::fromLatin1(name));
    return environment;
}

TEST(AppProcess, HelpAndVersionWorkWithoutADisplay) {
    // Over SSH: no abort (exit 134 from Qt's xcb plugin), the answer as any program gives it.
    const AppRun version = runApp({QStringLiteral("--version")}, withoutADisplay());
    EXPECT_EQ(version.exitCode, 0) << version.err.toStdString();
    EXPECT_TRUE(version.out.startsWith(QStringLiteral("effsurf 0."))) << version.out.toStdString();
    const AppRun help = runApp({QStringLiteral("--help")}, withoutADisplay());
    EXPECT_EQ(help.exitCode, 0) << help.err.toStdString();
    EXPECT_TRUE(help.out.contains(QStringLiteral("--screenshot"))) << help.out.toStdString();
    // A window without a display: said plainly, exit 2, no abort.
    const AppRun window = runApp({}, withoutADisplay());
    EXPECT_EQ(window.exitCode, 2);
    EXPECT_TRUE(window.err.contains(QStringLiteral("no display"))) << window.err.toStdString();
}

TEST(AppProcess, AScreenshotWithMeasurementsExitsWithoutAQuestion) {
    // Measurements from the command line are unsaved work in a window a user
    // closes; a screenshot run has nobody to answer "save?" and must end.
    QTemporaryDir dir;
    const QString csv = writeMeasurements(dir);
    ASSERT_FALSE(csv.isEmpty());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const AppRun run =
        runApp({csv, QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("1024x700")}, environment);
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(QFile::exists(shot));
}

TEST(AppProcess, NAboveTheRangeIsRefusedAtStart) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const AppRun n = runApp({QStringLiteral("--n"), QStringLiteral("5e12")}, environment);
    EXPECT_EQ(n.exitCode, 2);
    EXPECT_TRUE(n.err.contains(QStringLiteral("N: must lie in [1, 10\u00b9\u00b2], got 5\u00d710\u00b9\u00b2"))) << n.err.toStdString();
}

TEST(AppProcess, ASessionNamedWithoutItsExtensionOpensAsASession) {
    QTemporaryDir dir;
    const QString session = dir.filePath(QStringLiteral("lecture"));
    QFile file(session);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "effsurf-session", "schema": 1,
                  "scenario": {"law": "gustafson", "serialFraction": 0.01, "processors": 64, "precision": "fp64"}})");
    file.close();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    const AppRun run =
        runApp({session, QStringLiteral("--screenshot"), shot, QStringLiteral("--size"), QStringLiteral("1024x700")}, environment);
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();  // not "lecture: not a CSV"
    EXPECT_FALSE(run.err.contains(QStringLiteral("header"))) << run.err.toStdString();
    EXPECT_TRUE(QFile::exists(shot));
}

}  // namespace

TEST(AppProcess, SigtermAutosavesTheUnsavedWorkForTheNextStart) {
    // A logout sends SIGTERM: the work since the last minute's autosave was
    // lost with the default action. Now a last autosave is written, the
    // instance's lock released, so the next start offers the work back.
    QTemporaryDir dir;
    const QString csv = writeMeasurements(dir);
    ASSERT_FALSE(csv.isEmpty());
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    QProcess process;
    process.setProcessEnvironment(environment);
    // Measurements from the command line are unsaved work; --timing says when the window is up.
    process.start(QStringLiteral(EFFSURF_APP_PATH),
                  {QStringLiteral("--timing"), QStringLiteral("--serial"), QStringLiteral("3.3e-5"), csv});
    QByteArray out;
    while (!out.contains("startup to first complete frame") && process.waitForReadyRead(120000))  // a deadlock guard
        out += process.readAllStandardOutput();
    ASSERT_TRUE(out.contains("startup to first complete frame")) << out.toStdString() << process.readAllStandardError().toStdString();
    const qint64 pid = process.processId();
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGTERM), 0);
    ASSERT_TRUE(process.waitForFinished(120000));
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(process.exitCode(), 128 + SIGTERM);
    const QString err = QString::fromLocal8Bit(process.readAllStandardError());
    EXPECT_TRUE(err.contains(QStringLiteral("unsaved work is offered at the next start"))) << err.toStdString();
    QDirIterator found(dir.filePath(QStringLiteral("data")), {QStringLiteral("autosave-%1.effsurf").arg(pid)}, QDir::Files,
                       QDirIterator::Subdirectories);
    ASSERT_TRUE(found.hasNext()) << "no autosave of the ended instance";
    const QString autosave = found.next();
    QString error;
    const auto kept = effsurf::ui::SessionFile::load(autosave, &error);
    ASSERT_TRUE(kept.has_value()) << error.toStdString();
    EXPECT_EQ(kept->scenario.serialFraction, 3.3e-5);
    ASSERT_EQ(kept->scenario.series.size(), 1u);
    // Its lock went with it: the next start sees an orphan to offer, not a running instance.
    EXPECT_FALSE(QFile::exists(QFileInfo(autosave).absoluteDir().filePath(QStringLiteral("autosave-%1.lock").arg(pid))));
}

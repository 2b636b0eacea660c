// SPDX-License-Identifier: MIT
// GoogleTest main with a QApplication. Settings and application data (the
// autosave, user presets) go to throw-away directories of this process, so
// tests never read or write the user's files, nor each other's when ctest
// runs them in parallel. Every test starts with no settings, as each does
// under ctest (a process of its own): run together in one process, a test
// that remembered presentation settings (only s and N in the strip) changed
// the layout of every later presentation test. Which surface mesh a test
// draws: SurfaceMeshPerTest.

#include "SurfaceMeshPerTest.h"

#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cstring>

namespace {

class FreshSettings : public ::testing::EmptyTestEventListener {
    void OnTestStart(const ::testing::TestInfo&) override {
        QSettings settings;
        settings.clear();
        settings.sync();
    }
};

}  // namespace

int main(int argc, char** argv) {
    // Static: destroyed after the window's instance lock (a static made
    // later, in the autosave directory), which then still finds its file
    // ("Could not remove our own lock file" at every exit).
    static QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    static QTemporaryDir data;
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    qputenv("XDG_RUNTIME_DIR", config.path().toLocal8Bit());
    const bool haveDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    if (!haveDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("effsurf-tests"));
    QApplication::setApplicationName(QStringLiteral("effsurf-ui-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::UnitTest::GetInstance()->listeners().Append(new FreshSettings);
    ::testing::UnitTest::GetInstance()->listeners().Append(new effsurf::test::SurfaceMeshPerTest);
    return RUN_ALL_TESTS();
}

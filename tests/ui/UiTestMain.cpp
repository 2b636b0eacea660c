// GoogleTest main with a QApplication. Settings go to a throw-away directory
// so tests never read or write the user's configuration.

#include <QApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <dlfcn.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

/// Xvfb now and then refuses a single connection while two test processes
/// start at once (seen as "qt.qpa.xcb: could not connect to display :99",
/// and Qt then aborts). Wait until the display accepts one, for up to 5 s,
/// before Qt tries: a test must fail for its own reasons, not the server's.
/// libxcb is loaded at run time (Qt's xcb plugin uses it), so no headers are needed.
void waitForDisplay() {
    const char* display = std::getenv("DISPLAY");
    if (!display || !*display || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) return;
    void* xcb = dlopen("libxcb.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!xcb) return;
    using Connect = void* (*)(const char*, int*);
    using HasError = int (*)(void*);
    using Disconnect = void (*)(void*);
    const auto connect = reinterpret_cast<Connect>(dlsym(xcb, "xcb_connect"));
    const auto hasError = reinterpret_cast<HasError>(dlsym(xcb, "xcb_connection_has_error"));
    const auto disconnect = reinterpret_cast<Disconnect>(dlsym(xcb, "xcb_disconnect"));
    if (connect && hasError && disconnect) {
        for (int attempt = 0; attempt < 50; ++attempt) {
            void* connection = connect(display, nullptr);
            const bool ok = connection && hasError(connection) == 0;
            if (connection) disconnect(connection);
            if (ok) {
                if (attempt > 0) std::fprintf(stderr, "note: display %s accepted a connection after %d refusals\n", display, attempt);
                break;
            }
            usleep(100 * 1000);
        }
    }
    dlclose(xcb);
}

}  // namespace

int main(int argc, char** argv) {
    QTemporaryDir config;
    qputenv("XDG_CONFIG_HOME", config.path().toLocal8Bit());
    qputenv("XDG_RUNTIME_DIR", config.path().toLocal8Bit());
    const bool haveDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    if (!haveDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    waitForDisplay();
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("effsurf-tests"));
    QApplication::setApplicationName(QStringLiteral("effsurf-ui-tests"));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/window/MainWindow.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include "effsurf/core/data/MeasurementSeries.h"

#include <functional>
#include <memory>
#include <set>
#include <vector>

class QByteArray;
class QImage;
class QFileDialog;
class QTemporaryDir;
class QTimer;
class QWidget;
class QXYSeries;

namespace effsurf::test {

/// A timer's pulse through the event loop (every 20 ms from construction
/// until stop()) that notes, at each beat, what `observed` returns (a
/// progress bar's value, a count of points). Values seen at distinct beats
/// prove the loop ran while they changed: a GUI thread blocked on other work
/// would see only the first and the last. No clock is judged, so no load on
/// the machine can fail it (issue 43).
class EventLoopPulse {
public:
    explicit EventLoopPulse(std::function<int()> observed);
    ~EventLoopPulse();
    void stop();
    /// How many different values the beats saw.
    std::size_t distinctValuesSeen() const { return seen_.size(); }
    int beats() const { return beats_; }

private:
    void beat();
    std::unique_ptr<QTimer> timer_;
    std::function<int()> observed_;
    std::set<int> seen_;
    int beats_ = 0;
};

/// Processes events until `done` holds or `timeoutMs` passes; returns `done()`.
bool waitUntil(const std::function<bool()>& done, int timeoutMs = 60000);

/// Makes `window` the active window now, so that shortcuts and the keyboard
/// focus go to it: activateWindow() only asks the X server (whose focus may
/// be on another test's window) and does not wait. Qt 6.5 deprecates
/// QApplication::setActiveWindow, which does it at once; used here alone,
/// its warning silenced, so that Debian 13's Qt 6.8 builds with -Werror.
void makeActive(QWidget& window);

/// A shown main window whose first frame is complete.
std::unique_ptr<ui::MainWindow> makeShownWindow();
/// A measured speedup series that follows Amdahl's law with `serialFraction`
/// exactly (one repetition per N): its Karp–Flatt s_eff is s at every N.
std::shared_ptr<core::MeasurementSeries> amdahlSpeedupSeries(double serialFraction, const std::vector<double>& processors);

/// Lets pending scenario changes reach every view.
bool settle(ui::MainWindow& window);
/// Until the widget's picture stops changing: delivers everything queued
/// (layout requests, zero-delay timers such as the charts' refits and the
/// presentation's font scale), paints (which lays out what is still pending)
/// and compares the picture with the last pass. Returns once two passes
/// agree: the layout is settled by the events it needed, however slow the
/// machine (a fixed 60 ms wait was not, under load: issue 43). False after
/// 100 passes that all differed (something animates).
bool settleLayouts(QWidget& widget);

/// The largest difference of one colour channel between `a` and `b` (0 to 255).
int channelDistance(const QColor& a, const QColor& b);

/// The series point whose x is nearest `x`.
QPointF pointNear(const QXYSeries& series, double x);

/// Writes `content` to `name` in `dir`; returns the path.
QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& content);

/// The whole content of the file at `path` (empty if it cannot be read).
QByteArray readFile(const QString& path);

/// Relative difference |a - b| / |b|.
double relativeDifference(double a, double b);

/// How many colours `image` shows, scaled to 320x200: a blank or one-colour
/// frame has a handful, a drawn window hundreds.
int distinctColours(const QImage& image);

/// Answers the next modal dialog that `wanted` accepts with `answer`, from
/// the event loop, once it is shown: what a user clicks. A dialog that does
/// not come within 30 s fails the test (and the modal one is closed).
void answerNextDialog(std::function<bool(QWidget*)> wanted, std::function<void(QWidget*)> answer);
void answerNextDialog(std::function<void(QWidget*)> answer);
/// Clicks the QMessageBox::StandardButton `standardButton` of the next message box.
void clickInNextMessageBox(int standardButton);
/// Chooses `path` (a file, or a directory in a directory dialog) in the next file dialog and accepts it.
void chooseInNextFileDialog(const QString& path);
/// Types `path` (a whole path: what a user types) into a file dialog's name field and accepts.
void typeInFileDialog(QFileDialog* dialog, const QString& path);
/// Hands the next file dialog to `answer` (to type a name, say).
void answerInNextFileDialog(std::function<void(QFileDialog*)> answer);

}  // namespace effsurf::test

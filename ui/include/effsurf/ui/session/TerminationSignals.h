// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

class QSocketNotifier;

namespace effsurf::ui {

/// SIGTERM and SIGHUP (a logout, a shutdown, `kill`) as a Qt signal on the
/// event loop: the handler only writes the signal's number to a pipe (all a
/// signal handler may safely do) and the loop reads it, so that the window
/// can write a last autosave before it goes. Without it the default action
/// ended the process at once and the work since the last timed autosave, up
/// to a minute of it, was gone.
class TerminationSignals : public QObject {
    Q_OBJECT
public:
    /// Installs the handlers; one instance per process.
    explicit TerminationSignals(QObject* parent = nullptr);
    ~TerminationSignals() override;
    TerminationSignals(const TerminationSignals&) = delete;
    TerminationSignals& operator=(const TerminationSignals&) = delete;

signals:
    /// `signal` (SIGTERM or SIGHUP) arrived; the process goes on until told to end.
    void received(int signal);

private:
    void readSignal();

    QSocketNotifier* notifier_ = nullptr;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/session/TerminationSignals.h"

#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace effsurf::ui {

namespace {

/// [0] read by the event loop, [1] written by the handler.
int signalPipe[2] = {-1, -1};

extern "C" void forwardSignal(int signal) {
    const unsigned char number = static_cast<unsigned char>(signal);
    // write() is async-signal-safe; a full pipe (signals faster than the loop) drops one, which is harmless.
    [[maybe_unused]] const ssize_t written = ::write(signalPipe[1], &number, 1);
}

}  // namespace

TerminationSignals::TerminationSignals(QObject* parent) : QObject(parent) {
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, signalPipe) != 0) return;  // default actions stay
    ::fcntl(signalPipe[1], F_SETFL, O_NONBLOCK);
    notifier_ = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, this);
    connect(notifier_, &QSocketNotifier::activated, this, &TerminationSignals::readSignal);
    struct sigaction action = {};
    action.sa_handler = forwardSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGTERM, &action, nullptr);
    ::sigaction(SIGHUP, &action, nullptr);
}

TerminationSignals::~TerminationSignals() {
    // Back to the default actions before the pipe goes: a late signal ends the process, as it would have.
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGHUP, SIG_DFL);
    if (signalPipe[0] >= 0) ::close(signalPipe[0]);
    if (signalPipe[1] >= 0) ::close(signalPipe[1]);
    signalPipe[0] = signalPipe[1] = -1;
}

void TerminationSignals::readSignal() {
    unsigned char number = 0;
    if (::read(signalPipe[0], &number, 1) == 1) emit received(number);
}

}  // namespace effsurf::ui

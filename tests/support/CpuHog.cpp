// SPDX-License-Identifier: MIT
#include "CpuHog.h"

#include <cerrno>
#include <csignal>
#include <cstddef>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace effsurf::test {

CpuHog::CpuHog(int processes) {
    const pid_t parent = ::getpid();
    // Each child says it is spinning through this pipe: the constructor
    // returns once all are (an event, not a guessed delay: issue 43).
    int spinning[2] = {-1, -1};
    if (::pipe(spinning) != 0) return;
    for (int i = 0; i < processes; ++i) {
        const pid_t pid = ::fork();
        if (pid == 0) {
            // A test that crashes must not leave its hogs spinning: they die
            // with it, and on their own after two minutes in any case.
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent) ::_exit(0);
            ::alarm(120);
            ::close(spinning[0]);
            const char started = 1;
            if (::write(spinning[1], &started, 1) != 1) ::_exit(1);
            ::close(spinning[1]);
            // Nothing but arithmetic after fork() in a threaded parent: safe.
            for (volatile unsigned long spin = 0;; spin = spin + 1) {}
        }
        if (pid > 0) children_.push_back(pid);
    }
    ::close(spinning[1]);
    char started = 0;
    for (std::size_t ready = 0; ready < children_.size();) {
        const ssize_t got = ::read(spinning[0], &started, 1);
        if (got == 1) ++ready;
        else if (got == 0 || errno != EINTR) break;  // a child that died never spins: nothing more to wait for
    }
    ::close(spinning[0]);
}

CpuHog::~CpuHog() {
    for (pid_t pid : children_) ::kill(pid, SIGKILL);
    for (pid_t pid : children_) ::waitpid(pid, nullptr, 0);
}

}  // namespace effsurf::test

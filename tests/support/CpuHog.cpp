#include "CpuHog.h"

#include <csignal>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace effsurf::test {

CpuHog::CpuHog(int processes) {
    const pid_t parent = ::getpid();
    for (int i = 0; i < processes; ++i) {
        const pid_t pid = ::fork();
        if (pid == 0) {
            // A test that crashes must not leave its hogs spinning: they die
            // with it, and on their own after two minutes in any case.
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent) ::_exit(0);
            ::alarm(120);
            // Nothing but arithmetic after fork() in a threaded parent: safe.
            for (volatile unsigned long spin = 0;; spin = spin + 1) {
            }
        }
        if (pid > 0) children_.push_back(pid);
    }
}

CpuHog::~CpuHog() {
    for (pid_t pid : children_) ::kill(pid, SIGKILL);
    for (pid_t pid : children_) ::waitpid(pid, nullptr, 0);
}

}  // namespace effsurf::test

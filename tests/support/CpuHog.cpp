#include "CpuHog.h"

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

namespace effsurf::test {

CpuHog::CpuHog(int processes) {
    for (int i = 0; i < processes; ++i) {
        const pid_t pid = ::fork();
        if (pid == 0) {
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

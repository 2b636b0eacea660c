// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/probe/WorkerGroup.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace effsurf::probe {

/// A team of threads, each pinned to one CPU, that runs one function on all
/// of them at a time: the thread mode's workers. Started once for a thread
/// count and kept for every kernel and repetition at that count, so that no
/// repetition pays for creating threads.
class ThreadTeam {
public:
    /// `cpus[i]` is the operating-system CPU thread i is pinned to; with
    /// fewer CPUs than threads (or none) the rest run unpinned.
    ThreadTeam(int threads, const std::vector<int>& cpus);
    ~ThreadTeam();
    ThreadTeam(const ThreadTeam&) = delete;
    ThreadTeam& operator=(const ThreadTeam&) = delete;

    int size() const { return static_cast<int>(groups_.size()); }
    /// Whether every thread was pinned where it was asked to be.
    bool pinned() const { return pinFailures_.load() == 0 && pinnedCount_.load() == size(); }
    /// Runs work(group) on every thread, each with its own view of the team;
    /// returns when all are done. An exception on a thread is rethrown here.
    void run(const std::function<void(WorkerGroup&)>& work);

private:
    class Member;
    class SpinBarrier {
    public:
        explicit SpinBarrier(int count) : count_(count) {}
        void wait();

    private:
        const int count_;
        std::atomic<int> arrived_{0};
        std::atomic<unsigned> phase_{0};
    };

    void loop(int index, int cpu);

    std::vector<std::unique_ptr<Member>> groups_;
    std::vector<std::thread> threads_;
    SpinBarrier barrier_;
    /// The buffers of an all-reduce in progress, one per thread.
    std::vector<void*> buffers_;

    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(WorkerGroup&)>* work_ = nullptr;
    unsigned generation_ = 0;
    int running_ = 0;
    bool stopping_ = false;
    std::exception_ptr failure_;
    std::atomic<int> pinFailures_{0}, pinnedCount_{0};
};

}  // namespace effsurf::probe

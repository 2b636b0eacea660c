// SPDX-License-Identifier: MIT
#include "effsurf/probe/ThreadTeam.h"

#include "effsurf/probe/ElementSum.h"

#include <cstring>
#include <pthread.h>
#include <sched.h>

namespace effsurf::probe {

/// One thread's view of the team: its rank, the team's barrier and the
/// shared-memory all-reduce.
class ThreadTeam::Member final : public WorkerGroup {
public:
    Member(ThreadTeam& team, int rank) : team_(team), rank_(rank) {}
    int rank() const override { return rank_; }
    int size() const override { return team_.size(); }
    void barrier() override { team_.barrier_.wait(); }

    /// Reduce-scatter, then all-gather, through each other's buffers: thread
    /// t sums chunk t of every buffer into its own, then copies every other
    /// chunk from the thread that summed it. Each thread reads and writes
    /// (N - 1)/N of the buffer twice, as a ring all-reduce moves it.
    void allReduce(void* data, std::size_t elements, ElementType type) override {
        const int workers = size();
        if (workers == 1) return;
        team_.buffers_[std::size_t(rank_)] = data;
        barrier();
        const auto chunk = [&](int owner, std::size_t& begin, std::size_t& end) {
            const auto n = static_cast<std::size_t>(workers), k = static_cast<std::size_t>(owner);
            const std::size_t base = elements / n, extra = elements % n;
            begin = k * base + (k < extra ? k : extra);
            end = begin + base + (k < extra ? 1 : 0);
        };
        std::size_t begin = 0, end = 0;
        chunk(rank_, begin, end);
        for (int other = 0; other < workers; ++other)
            if (other != rank_) sumElements(type, data, team_.buffers_[std::size_t(other)], begin, end);
        barrier();
        const std::size_t bytes = elementBytes(type);
        for (int other = 0; other < workers; ++other) {
            if (other == rank_) continue;
            chunk(other, begin, end);
            std::memcpy(static_cast<char*>(data) + begin * bytes,
                        static_cast<const char*>(team_.buffers_[std::size_t(other)]) + begin * bytes, (end - begin) * bytes);
        }
        barrier();
    }

private:
    ThreadTeam& team_;
    const int rank_;
};

void ThreadTeam::SpinBarrier::wait() {
    const unsigned phase = phase_.load(std::memory_order_acquire);
    if (arrived_.fetch_add(1, std::memory_order_acq_rel) + 1 == count_) {
        arrived_.store(0, std::memory_order_relaxed);
        phase_.fetch_add(1, std::memory_order_release);
        return;
    }
    // Spin briefly (a barrier between two phases of a repetition is short),
    // then yield, so that more threads than cores still make progress.
    for (int spins = 0; phase_.load(std::memory_order_acquire) == phase; ++spins)
        if (spins > 1000) std::this_thread::yield();
}

ThreadTeam::ThreadTeam(int threads, const std::vector<int>& cpus) : barrier_(threads) {
    buffers_.assign(std::size_t(threads), nullptr);
    for (int i = 0; i < threads; ++i) groups_.push_back(std::make_unique<Member>(*this, i));
    for (int i = 0; i < threads; ++i)
        threads_.emplace_back(&ThreadTeam::loop, this, i, i < static_cast<int>(cpus.size()) ? cpus[std::size_t(i)] : -1);
}

ThreadTeam::~ThreadTeam() {
    {
        std::lock_guard<std::mutex> lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    for (auto& thread : threads_) thread.join();
}

void ThreadTeam::loop(int index, int cpu) {
    if (cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(static_cast<std::size_t>(cpu), &set);
        if (pthread_setaffinity_np(pthread_self(), sizeof set, &set) == 0) ++pinnedCount_;
        else ++pinFailures_;
    }
    unsigned seen = 0;
    while (true) {
        const std::function<void(WorkerGroup&)>* work = nullptr;
        {
            std::unique_lock<std::mutex> lock(mutex_);
            wake_.wait(lock, [&] { return stopping_ || generation_ != seen; });
            if (stopping_) return;
            seen = generation_;
            work = work_;
        }
        try {
            (*work)(*groups_[std::size_t(index)]);
        } catch (...) {
            std::lock_guard<std::mutex> lock(mutex_);
            if (!failure_) failure_ = std::current_exception();
        }
        std::lock_guard<std::mutex> lock(mutex_);
        if (--running_ == 0) done_.notify_one();
    }
}

void ThreadTeam::run(const std::function<void(WorkerGroup&)>& work) {
    std::unique_lock<std::mutex> lock(mutex_);
    work_ = &work;
    running_ = size();
    failure_ = nullptr;
    ++generation_;
    wake_.notify_all();
    done_.wait(lock, [&] { return running_ == 0; });
    work_ = nullptr;
    if (failure_) std::rethrow_exception(failure_);
}

}  // namespace effsurf::probe

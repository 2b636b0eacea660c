// SPDX-License-Identifier: MIT
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace effsurf::probe {

/// A bad command line: exits 2 with the option named.
class ProbeUsageError : public std::runtime_error {
public:
    ProbeUsageError(std::string option, const std::string& message)
        : std::runtime_error(option.empty() ? message : option + ": " + message), option_(std::move(option)) {}
    const std::string& option() const { return option_; }

private:
    std::string option_;
};

/// What `effsurf-probe threads|mpi ...` was asked to do.
struct ProbeOptions {
    std::string mode;                  ///< "threads" or "mpi"
    std::vector<int> threads;          ///< empty: the machine's default counts
    std::vector<std::string> kernels;  ///< kernel ids (KernelCatalog)
    double budgetSeconds = 60.0;
    std::string out;
    bool append = false;
    bool force = false;            ///< --force: replace an existing --out
    bool machineProgress = false;  ///< --progress: "progress"/"sample" lines for effsurf's window
    bool pin = true;
    int maxRepetitions = 10;
    /// --repetition-seconds: one repetition of a kernel's whole problem on one
    /// worker takes about this long (0: sized from the budget). With a budget
    /// the run never reaches, the run ends by counts: --repetitions at every
    /// point, every message size (what the tests do on a busy machine).
    double repetitionSeconds = 0.0;
    double maxMessageBytes = 256.0 * 1024 * 1024;
    /// --iterations: at most this many warm-up and timed all-reduce
    /// iterations a message size (0: OSU's 100/1000, 10/100 above 8 KiB),
    /// as osu_allreduce -i: a sweep that must end soon on a busy machine,
    /// where threads or ranks that take turns on the cores stall each one.
    int maxIterations = 0;
    bool help = false;
    std::string commandLine;  ///< as typed, for the output's header

    /// Default budget of a mode: 60 s for threads, 120 s for MPI (the
    /// all-reduce sweep up to 256 MiB takes longer).
    static double defaultBudget(const std::string& mode);
    /// Parses argv (argv[0] the program). Throws ProbeUsageError.
    static ProbeOptions parse(int argc, const char* const argv[]);
    /// Throws ProbeUsageError("--out") when the output exists and neither
    /// --append nor --force says what to do with it: nothing is written over.
    void refuseToReplace() const;
    /// The help text: of the program, or of one mode.
    static std::string usage(const std::string& mode);
};

}  // namespace effsurf::probe

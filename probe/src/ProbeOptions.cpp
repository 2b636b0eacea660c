// SPDX-License-Identifier: MIT
#include "effsurf/probe/ProbeOptions.h"

#include "effsurf/probe/KernelCatalog.h"
#include "effsurf/probe/ProbeCsvReader.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace effsurf::probe {
namespace {

double parsePositive(const std::string& option, const std::string& text, const char* what) {
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(value) || value <= 0)
        throw ProbeUsageError(option, "'" + text + "' is not " + what);
    return value;
}

/// "8", "64K", "256M", "1G" (binary multiples) in bytes.
double parseBytes(const std::string& option, const std::string& text) {
    std::string number = text;
    double scale = 1.0;
    if (!number.empty()) {
        const char last = number.back();
        if (last == 'K' || last == 'k') scale = 1024.0;
        if (last == 'M' || last == 'm') scale = 1024.0 * 1024;
        if (last == 'G' || last == 'g') scale = 1024.0 * 1024 * 1024;
        if (scale > 1.0) number.pop_back();
    }
    const double bytes = parsePositive(option, number, "a message size (bytes, or with K, M, G)") * scale;
    if (bytes < 8 || bytes > 4.0 * 1024 * 1024 * 1024) throw ProbeUsageError(option, "'" + text + "' is outside 8 B .. 4G");
    return bytes;
}

std::vector<int> parseCounts(const std::string& option, const std::string& list) {
    std::vector<int> counts;
    std::string::size_type start = 0;
    while (start <= list.size()) {
        const auto comma = list.find(',', start);
        const std::string entry = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        start = comma == std::string::npos ? list.size() + 1 : comma + 1;
        char* end = nullptr;
        errno = 0;
        const long value = std::strtol(entry.c_str(), &end, 10);
        if (entry.empty() || end != entry.c_str() + entry.size() || errno == ERANGE || value < 1 || value > 4096)
            throw ProbeUsageError(option, "'" + entry + "' is not a thread count (a whole number from 1 to 4096)");
        counts.push_back(static_cast<int>(value));
    }
    return counts;
}

std::string quoted(const std::string& word) {
    if (!word.empty() && word.find_first_of(" \t'\"\\$;&|<>*?()") == std::string::npos) return word;
    std::string result = "'";
    for (char c : word) result += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return result + "'";
}

}  // namespace

void ProbeOptions::refuseToReplace() const {
    if (!append && !force && ProbeCsvReader::exists(out))
        throw ProbeUsageError("--out", "'" + out + "' exists: pass --append to add to it, --force to replace it");
}

double ProbeOptions::defaultBudget(const std::string& mode) { return mode == "mpi" ? 120.0 : 60.0; }

ProbeOptions ProbeOptions::parse(int argc, const char* const argv[]) {
    ProbeOptions options;
    for (int i = 0; i < argc; ++i) options.commandLine += (i ? " " : "") + quoted(argv[i]);
    if (argc < 2) throw ProbeUsageError("", "expected a mode: threads or mpi (see effsurf-probe --help)");
    const std::string mode = argv[1];
    if (mode == "--help" || mode == "-h") {
        options.help = true;
        return options;
    }
    if (mode != "threads" && mode != "mpi")
        throw ProbeUsageError("", "unknown mode '" + mode + "': expected threads or mpi (see effsurf-probe --help)");
    options.mode = mode;
    options.budgetSeconds = defaultBudget(mode);
    options.kernels = KernelCatalog::defaultIds();
    for (int i = 2; i < argc; ++i) {
        const std::string option = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) throw ProbeUsageError(option, "needs a value");
            return argv[++i];
        };
        if (option == "--help" || option == "-h") {
            options.help = true;
        } else if (option == "--threads" && mode == "threads") {
            options.threads = parseCounts(option, value());
        } else if (option == "--kernels") {
            try {
                options.kernels = KernelCatalog::parseList(value());
            } catch (const std::invalid_argument& error) {
                throw ProbeUsageError(option, error.what());
            }
        } else if (option == "--budget") {
            options.budgetSeconds = parsePositive(option, value(), "a time budget in seconds (a number above 0)");
            if (options.budgetSeconds > 7 * 24 * 3600.0) throw ProbeUsageError(option, "more than a week");
        } else if (option == "--out") {
            options.out = value();
            if (options.out.empty()) throw ProbeUsageError(option, "needs a file name");
        } else if (option == "--append") {
            options.append = true;
        } else if (option == "--force") {
            options.force = true;
        } else if (option == "--progress") {
            options.machineProgress = true;
        } else if (option == "--no-pin") {
            options.pin = false;
        } else if (option == "--repetitions") {
            const double count = parsePositive(option, value(), "a number of repetitions (a whole number from 1)");
            if (count != std::floor(count) || count > 1000) throw ProbeUsageError(option, "not a whole number from 1 to 1000");
            options.maxRepetitions = static_cast<int>(count);
        } else if (option == "--repetition-seconds") {
            options.repetitionSeconds = parsePositive(option, value(), "the seconds one repetition should take (a number above 0)");
            if (options.repetitionSeconds < 0.001 || options.repetitionSeconds > 600)
                throw ProbeUsageError(option, "not between 0.001 and 600 seconds");
        } else if (option == "--iterations") {
            const double count = parsePositive(option, value(), "a number of all-reduce iterations (a whole number from 3)");
            if (count != std::floor(count) || count < 3 || count > 100000)
                throw ProbeUsageError(option, "not a whole number from 3 to 100000");
            options.maxIterations = static_cast<int>(count);
        } else if (option == "--max-message") {
            options.maxMessageBytes = parseBytes(option, value());
        } else if (option == "--threads") {
            throw ProbeUsageError(option, "belongs to the threads mode (in MPI mode mpirun -np chooses the ranks)");
        } else {
            throw ProbeUsageError(option, "unknown option (see effsurf-probe " + mode + " --help)");
        }
    }
    if (!options.help && options.out.empty()) throw ProbeUsageError("--out", "is required: the CSV file to write");
    if (options.append && options.force) throw ProbeUsageError("--force", "contradicts --append: add to the file, or replace it");
    return options;
}

std::string ProbeOptions::usage(const std::string& mode) {
    std::string kernels;
    for (const std::string& id : KernelCatalog::ids()) kernels += (kernels.empty() ? "" : ", ") + id;
    const std::string common = "  --kernels LIST     kernels to measure, comma-separated: " + kernels +
                               ",\n                     or the groups gemm, triad, train, all (default: all but train-fp64, train-fp16)\n"
                               "  --budget SECONDS   stop after this long with what was measured (default: " +
                               std::to_string(int(defaultBudget(mode.empty() ? "threads" : mode))) +
                               ")\n"
                               "  --out FILE.csv     the CSV to write (rewritten whole after every repetition: Ctrl-C or a\n"
                               "                     killed run leaves a valid file of what was finished)\n"
                               "  --append           add to an existing probe CSV of the same mode (another P of a series)\n"
                               "  --force            replace FILE.csv if it exists (without it or --append, nothing is written over)\n"
                               "  --repetitions K    at most K timed repetitions a point after one warm-up (default 10)\n"
                               "  --repetition-seconds S\n"
                               "                     size each problem so one repetition on one worker takes about S seconds\n"
                               "                     (default: from the budget, 0.002 .. 1)\n"
                               "  --max-message B    largest all-reduce message (default 256M; K, M, G are binary)\n"
                               "  --iterations K     at most K warm-up and K timed all-reduce iterations a size (default: OSU's)\n"
                               "  --progress         print 'progress' and 'sample' lines for effsurf's window\n"
                               "  --help             this text\n";
    if (mode == "threads")
        return "usage: effsurf-probe threads [--threads 1,2,4] [--kernels LIST] [--budget SECONDS] --out FILE.csv\n\n"
               "Strong scaling of fixed problems over 1..C threads of this machine, each thread pinned to\n"
               "a core (then to the second hardware threads), with a warm-up, repetitions and their spread;\n"
               "then an all-reduce sweep among the threads (8 B .. --max-message) and its fitted alpha, beta.\n\n"
               "  --threads LIST     thread counts (default: 1, 2, 4, ... the cores, then the hardware threads)\n"
               "  --no-pin           leave thread placement to the operating system\n" +
               common;
    if (mode == "mpi")
        return "usage: mpirun -np P effsurf-probe mpi [--kernels LIST] [--budget SECONDS] --out FILE.csv [--append]\n\n"
               "The same kernels, the fixed problem shared among the P ranks (one thread each); MPI_Allreduce\n"
               "latency and bandwidth over 8 B .. --max-message (OSU style: warm-up, then iterations), the\n"
               "fitted alpha and beta; the training step with a real MPI_Allreduce of its gradient. Rank 0\n"
               "writes the file. Run it for a list of P with --append to get a strong-scaling series.\n\n" +
               common;
    return "usage: effsurf-probe threads [OPTIONS] --out FILE.csv\n"
           "       mpirun -np P effsurf-probe mpi [OPTIONS] --out FILE.csv\n\n"
           "Measures this computer (threads) or a cluster (MPI) for effsurf: strong scaling of compute-bound,\n"
           "memory-bound and communication-bound kernels, written as a CSV effsurf imports (one series per\n"
           "kernel and datatype). 'effsurf-probe threads --help' and 'effsurf-probe mpi --help' list the\n"
           "options. Exit status: 0 done (or the budget reached), 2 bad arguments, 130 interrupted, 1 error.\n";
}

}  // namespace effsurf::probe

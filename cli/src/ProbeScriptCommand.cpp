// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OutputFiles.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/util/AtomicFile.h"

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <sstream>

namespace effsurf::cli {
namespace {

std::vector<int> parseCounts(const std::string& option, const std::string& list) {
    std::vector<int> counts;
    std::stringstream in(list);
    std::string entry;
    while (std::getline(in, entry, ',')) {
        char* end = nullptr;
        errno = 0;
        const long value = std::strtol(entry.c_str(), &end, 10);
        if (entry.empty() || end != entry.c_str() + entry.size() || errno == ERANGE || value < 1 || value > 100000)
            throw UsageError(option + ": '" + entry + "' is not a node count (a whole number from 1)");
        counts.push_back(static_cast<int>(value));
    }
    if (counts.empty()) throw UsageError(option + ": no node count given");
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

/// A word the shell takes as it is: letters, digits and - _ . / , : = +
std::string shellWord(const std::string& option, const std::string& word) {
    if (word.empty() ||
        word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./,:=+") != std::string::npos)
        throw UsageError(option + ": '" + word + "' must be a plain word (letters, digits, - _ . / , : = +)");
    return word;
}

/// `probe-script`: a batch script that runs effsurf-probe's MPI mode at each
/// node count of a strong-scaling series and gathers one CSV.
class ProbeScriptCommand final : public Command {
public:
    std::string name() const override { return "probe-script"; }
    std::string summary() const override {
        return "Write a batch script (Slurm) that runs effsurf-probe at each node count and gathers one CSV.";
    }
    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("scheduler", "NAME", "the batch system: slurm (required)")
            .addOption("nodes", "LIST", "node counts of the series, e.g. 1,2,4,8 (required)")
            .addOption("tasks-per-node", "K", "MPI ranks a node (default 1); P = nodes x K")
            .addOption("kernels", "LIST", "effsurf-probe --kernels (default: its own)")
            .addOption("budget", "SECONDS", "effsurf-probe --budget at each size (default 120)")
            .addOption("csv", "FILE", "the CSV the job gathers (default effsurf-probe-$SLURM_JOB_ID.csv)")
            .addOption("partition", "NAME", "#SBATCH --partition")
            .addOption("account", "NAME", "#SBATCH --account")
            .addOption("launcher", "NAME", "srun (default) or mpirun, to start the ranks")
            .addOption("probe", "PATH", "effsurf-probe on the cluster (default: effsurf-probe on PATH)")
            .addOption("out", "FILE", "the script to write (required)")
            .addFlag("force", "replace FILE if it exists")
            .setEpilog(
                "The job asks for the largest node count; each size runs on part of the allocation, one\n"
                "after another, and appends its rows to one CSV (effsurf-probe mpi --append). Open that CSV\n"
                "in effsurf (Measurements) or fit it with '" +
                program +
                " fit FILE'.\n"
                "Example: " +
                program +
                " probe-script --scheduler slurm --nodes 1,2,4,8 --tasks-per-node 4 --out job.sh\n"
                "         sbatch job.sh");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const std::string scheduler = args.value("scheduler").value_or("");
        if (scheduler.empty()) throw UsageError("--scheduler: required (slurm)");
        if (scheduler != "slurm") throw UsageError("--scheduler: '" + scheduler + "' is not supported (slurm is)");
        if (!args.value("nodes")) throw UsageError("--nodes: required, e.g. 1,2,4,8");
        const std::vector<int> nodes = parseCounts("--nodes", *args.value("nodes"));
        int tasks = 1;
        if (const auto text = args.value("tasks-per-node")) {
            const std::vector<int> parsed = parseCounts("--tasks-per-node", *text);
            if (parsed.size() != 1) throw UsageError("--tasks-per-node: one number");
            tasks = parsed.front();
        }
        double budget = 120;
        if (const auto text = args.value("budget")) {
            char* end = nullptr;
            budget = std::strtod(text->c_str(), &end);
            if (text->empty() || end != text->c_str() + text->size() || !std::isfinite(budget) || budget <= 0 || budget > 86400)
                throw UsageError("--budget: '" + *text + "' is not a time in seconds (above 0, at most a day)");
        }
        const std::string launcher = args.value("launcher").value_or("srun");
        if (launcher != "srun" && launcher != "mpirun") throw UsageError("--launcher: '" + launcher + "': srun or mpirun");
        const std::string probe = shellWord("--probe", args.value("probe").value_or("effsurf-probe"));
        const std::string kernels = args.value("kernels") ? shellWord("--kernels", *args.value("kernels")) : "";
        const std::string csv = args.value("csv") ? shellWord("--csv", *args.value("csv")) : "";
        const auto out = args.value("out");
        if (!out || out->empty()) throw UsageError("--out: required, the script to write");
        OutputFiles::refuseToReplace({*out}, args.has("force"));

        // The job's time: every size's budget, its start-up and a margin.
        const int minutes = static_cast<int>(std::ceil((budget + 60.0) * double(nodes.size()) * 1.25 / 60.0)) + 5;
        std::ostringstream script;
        script << "#!/bin/bash\n"
               << "# Written by: effsurf-cli probe-script --scheduler slurm --nodes " << *args.value("nodes") << " --tasks-per-node "
               << tasks << "\n# A strong-scaling series of effsurf-probe's MPI mode at " << nodes.size() << " sizes (P = nodes x " << tasks
               << " ranks), gathered into one CSV for effsurf.\n"
               << "#SBATCH --job-name=effsurf-probe\n"
               << "#SBATCH --nodes=" << nodes.back() << "\n"
               << "#SBATCH --ntasks-per-node=" << tasks << "\n"
               << "#SBATCH --time=" << minutes / 60 << ":" << (minutes % 60 < 10 ? "0" : "") << minutes % 60 << ":00\n"
               << "#SBATCH --exclusive\n"
               << "#SBATCH --output=effsurf-probe-%j.log\n";
        if (const auto partition = args.value("partition"))
            script << "#SBATCH --partition=" << shellWord("--partition", *partition) << "\n";
        if (const auto account = args.value("account")) script << "#SBATCH --account=" << shellWord("--account", *account) << "\n";
        script << "set -euo pipefail\n"
               << "PROBE=\"${EFFSURF_PROBE:-" << probe << "}\"\n"
               << "CSV=\"${1:-" << (csv.empty() ? "effsurf-probe-${SLURM_JOB_ID:-local}.csv" : csv) << "}\"\n"
               << "# Never over an earlier series: pass another name as the first argument.\n"
               << "if [ -e \"$CSV\" ]; then echo \"$CSV exists: pass another file name\" >&2; exit 2; fi\n"
               << "for nodes in";
        for (int n : nodes) script << ' ' << n;
        script << "; do\n"
               << "  ranks=$((nodes * " << tasks << "))\n"
               << "  echo \"== effsurf-probe at $nodes node(s), $ranks rank(s)\"\n";
        const std::string probeArguments = std::string("mpi") + (kernels.empty() ? "" : " --kernels " + kernels) + " --budget " +
                                           args.value("budget").value_or("120") + " --append --out \"$CSV\"";
        if (launcher == "srun")
            script << "  srun --nodes=\"$nodes\" --ntasks=\"$ranks\" --ntasks-per-node=" << tasks << " \"$PROBE\" " << probeArguments
                   << "\n";
        else script << "  mpirun -np \"$ranks\" --map-by ppr:" << tasks << ":node \"$PROBE\" " << probeArguments << "\n";
        script << "done\n"
               << "echo \"effsurf-probe: the series is in $CSV (open it in effsurf, or: effsurf-cli fit $CSV)\"\n";

        core::AtomicFile file(*out);
        file.stream() << script.str();
        file.commit();
        ::chmod(out->c_str(), 0755);
        context.out << "wrote " << *out << ": effsurf-probe at " << nodes.size() << " sizes up to " << nodes.back() << " nodes x " << tasks
                    << " ranks; submit it with: sbatch " << *out << '\n';
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeProbeScriptCommand() { return std::make_unique<ProbeScriptCommand>(); }

}  // namespace effsurf::cli

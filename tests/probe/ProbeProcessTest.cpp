// SPDX-License-Identifier: MIT
// effsurf-probe run as a user runs it: a short thread run that effsurf
// imports and fits, bad arguments, Ctrl-C and a kill mid-run that leave a
// valid CSV, the MPI mode at 1 and 2 ranks joined into one series, and the
// Slurm script effsurf-cli writes, run with a stand-in for srun.

#include "effsurf/probe/MachineLoad.h"
#include "effsurf/probe/ProbeCsvReader.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"

#include "CpuHog.h"
#include "FailingFolder.h"
#include "ScratchDirectory.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace effsurf;

namespace {

std::string quote(const std::string& word) {
    std::string quoted = "'";
    for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string tempDir() { return test::ScratchDirectory::path("effsurf-probe-test"); }

std::string fresh(const std::string& name) {
    static int counter = 0;
    return tempDir() + "/" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + "-" + name;
}

/// Open MPI as root (CI runs as root), without the single-copy mechanism
/// containers often forbid; leak checking off for MPI's own allocations.
const char* kMpiEnvironment =
    "OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_btl_vader_single_copy_mechanism=none "
    "OMPI_MCA_rmaps_base_oversubscribe=1 ASAN_OPTIONS=detect_leaks=0";

struct Result {
    int exitCode = -1;
    std::string out, err;
};

Result shell(const std::string& command) {
    const std::string base = fresh("run");
    const int status = std::system((command + " >" + base + ".out 2>" + base + ".err </dev/null").c_str());
    Result r;
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    r.out = slurp(base + ".out");
    r.err = slurp(base + ".err");
    return r;
}

Result probe(const std::vector<std::string>& arguments) {
    std::string command = quote(EFFSURF_PROBE_PATH);
    for (const auto& a : arguments) command += " " + quote(a);
    return shell(command);
}

int dataRows(const std::string& path) {
    const std::string text = slurp(path);
    int rows = 0;
    bool header = false;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.empty() || line[0] == '#') continue;
        if (!header) header = true;
        else ++rows;
    }
    return rows;
}

/// Starts the probe in the background; returns its pid.
pid_t spawnProbe(const std::vector<std::string>& arguments) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        std::vector<char*> argv;
        std::string program = EFFSURF_PROBE_PATH;
        argv.push_back(program.data());
        std::vector<std::string> copies = arguments;
        for (auto& a : copies) argv.push_back(a.data());
        argv.push_back(nullptr);
        if (!std::freopen("/dev/null", "w", stdout)) _exit(126);
        ::execv(program.c_str(), argv.data());
        _exit(127);
    }
    return pid;
}

bool waitForRows(const std::string& path, int rows, int seconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);  // lint: polling
    while (std::chrono::steady_clock::now() < end) {                                    // lint: polling
        if (dataRows(path) >= rows) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));  // lint: polling
    }
    return false;
}

/// The file as effsurf reads it: a valid probe CSV whose rows import.
void expectValidProbeFile(const std::string& path, const char* mode) {
    ASSERT_NO_THROW(probe::ProbeCsvReader::read(path)) << slurp(path);
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(path);
    EXPECT_EQ(metadata.mode, mode);
    const core::MeasurementImport imported = core::MeasurementCsvImporter::importFile(path);
    EXPECT_TRUE(imported.ok()) << imported.issueSummary();
}

TEST(ProbeThreads, OneAndTwoThreadsGiveSeriesEffsurfImportsAndFits) {
    const std::string out = fresh("threads.csv");
    // The triad's arrays are four times the last-level cache (256 MiB each
    // here): too slow for a sanitized build's short budget; the kill and
    // Ctrl-C tests run it.
    // Ended by counts, not the clock: a budget it never reaches, problems
    // sized to 20 ms a repetition, 3 repetitions, messages up to 1 MiB (a
    // 16 s budget left one repetition and no all-reduce fit beside a load
    // average of 14: issue 43).
    const probe::MachineLoad before = probe::MachineLoad::now();
    const Result r = probe({"threads", "--threads", "1,2", "--kernels", "gemm-fp64,train-fp32", "--budget", "600", "--repetitions", "3",
                            "--repetition-seconds", "0.02", "--max-message", "1M", "--iterations", "20", "--out", out});
    // What else ran meanwhile, by the probe's own rule (the probe is this test's child: its work is the test's).
    const probe::MachineLoad::Busy seen = probe::MachineLoad::now().since(before);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("gemm-fp64"), std::string::npos) << r.out;
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
    ASSERT_TRUE(metadata.isProbe());
    for (const char* key : {"date", "command", "compiler", "build", "mpi", "cpu", "cores", "hardware threads", "numa nodes", "caches",
                            "pinning", "kernel gemm-fp64", "train-fp32.compute_rate_flops", "allreduce.latency_s"})
        EXPECT_FALSE(metadata.text(key).empty()) << key << "\n" << slurp(out);
    EXPECT_NE(metadata.text("command").find("--threads 1,2"), std::string::npos);
    const core::MeasurementImport imported = core::MeasurementCsvImporter::importFile(out);
    ASSERT_TRUE(imported.ok()) << imported.issueSummary();
    const auto all = imported.allSeries();
    ASSERT_EQ(all.size(), 2u);
    for (const auto& series : all) {
        ASSERT_EQ(series.points.size(), 2u) << series.name;
        EXPECT_EQ(series.points[0].repetitions, 3) << series.name;
        const core::SerialFractionFit fit = core::fitSerialFraction(series);
        EXPECT_TRUE(fit.ok) << series.name << ": " << fit.reason;
    }
    EXPECT_EQ(metadata.text("status"), "complete") << slurp(out);
    // The sweep, 8 B .. 1 MiB at 2 threads, whatever the machine's speed.
    std::size_t swept = 0;
    for (const auto& timing : metadata.allReduce) {
        swept += timing.workers == 2 ? 1 : 0;
        EXPECT_LE(timing.iterations, 20) << timing.bytes << " B: --iterations caps OSU's counts";
    }
    EXPECT_EQ(swept, 18u) << slurp(out);
    // The prediction's numbers hold where the machine was quiet; on a busy
    // one the all-reduce times need not grow with the message size, and the
    // window says so instead.
    const core::ProbePrediction prediction = core::predictTrainingStep(metadata, all[1]);
    if (!seen.known || seen.busy()) {
        std::cout << "[ busy     ] " << seen.describe() << ": prediction " << (prediction.ok ? "made" : prediction.reason) << std::endl;
        return;
    }
    ASSERT_TRUE(prediction.ok) << prediction.reason << "\n" << seen.describe();
    EXPECT_NEAR(prediction.points[0].ratio, 1.0, 0.2) << "N = 1 is the measured compute rate itself";
    // At N = 2 the ratio is the machine's own story (a sanitized build
    // measures its sanitizer too): only plausible, and finite.
    EXPECT_GT(prediction.points[1].ratio, 0.25);
    EXPECT_LT(prediction.points[1].ratio, 4.0);
}

TEST(ProbeThreads, ABudgetTheKernelsUseUpStillGivesTheAllReduceFitAndThePrediction) {
    // Budgets from 50 ms, which cannot hold the training step's sizing and
    // three repetitions at two thread counts (the kernels overrun, as on a
    // machine busier than its sizing saw). Whatever the budget, the sweep's
    // small messages are measured (they take milliseconds, and alpha and
    // beta need them), the first point is recorded, and the file says the
    // budget was reached. A slower or busier machine only overruns more.
    // The prediction needs all-reduce times that grow with the message size;
    // beside other work every iteration can wait for the scheduler (4 to 12
    // ms from 8 B to 1 MiB seen with six other programs on two cores), so its
    // numbers are judged only where the machine stayed quiet (issue 43).
    const probe::MachineLoad before = probe::MachineLoad::now();
    const auto expectPredictionUnlessBusy = [&before](const core::ProbePrediction& prediction) {
        const probe::MachineLoad::Busy seen = probe::MachineLoad::now().since(before);
        if (!seen.known || seen.busy()) {
            std::cout << "[ busy     ] " << seen.describe() << ": prediction " << (prediction.ok ? "made" : prediction.reason) << std::endl;
            if (!prediction.ok) {
                EXPECT_NE(prediction.reason.find("all-reduce"), std::string::npos) << prediction.reason;
            }
            return;
        }
        EXPECT_TRUE(prediction.ok) << prediction.reason << "\n" << seen.describe();
    };
    int overrun = 0;
    for (const char* budget : {"0.05", "0.1", "0.2"}) {
        SCOPED_TRACE(std::string("--budget ") + budget);
        const std::string out = fresh(std::string("short-") + budget + ".csv");
        const Result r = probe({"threads", "--threads", "1,2", "--kernels", "train-fp32", "--budget", budget, "--out", out});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
        if (metadata.text("status").find("budget reached") != std::string::npos) ++overrun;
        std::size_t small = 0;
        for (const auto& timing : metadata.allReduce)
            if (timing.bytes <= 64.0 * 1024 && timing.workers == 2) ++small;
        EXPECT_EQ(small, 14u) << "8 B .. 64 KiB at 2 threads\n" << slurp(out);
        // Even a budget the sizing alone overruns records the first point.
        ASSERT_GT(dataRows(out), 0) << slurp(out);
        const core::MeasurementImport imported = core::MeasurementCsvImporter::importFile(out);
        ASSERT_TRUE(imported.ok()) << imported.issueSummary();
        // Where both thread counts made it, the prediction stands on them.
        if (imported.allSeries().at(0).points.size() >= 2) {
            expectPredictionUnlessBusy(core::predictTrainingStep(metadata, imported.allSeries().at(0)));
        }
    }
    EXPECT_GT(overrun, 0) << "no budget was short enough to be used up";
    // The same kernel ended by counts, not the clock (a budget it never
    // reaches, problems sized to 10 ms a repetition, 3 repetitions): both
    // thread counts and the sweep on any machine however busy; the
    // prediction where it stayed quiet.
    const std::string out = fresh("counted.csv");
    const Result r = probe({"threads", "--threads", "1,2", "--kernels", "train-fp32", "--budget", "600", "--repetitions", "3",
                            "--repetition-seconds", "0.01", "--max-message", "1M", "--iterations", "20", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
    EXPECT_EQ(metadata.text("status"), "complete") << slurp(out);
    const core::MeasurementImport imported = core::MeasurementCsvImporter::importFile(out);
    ASSERT_TRUE(imported.ok()) << imported.issueSummary();
    ASSERT_EQ(imported.allSeries().at(0).points.size(), 2u) << slurp(out);
    EXPECT_EQ(imported.allSeries().at(0).points[0].repetitions, 3);
    expectPredictionUnlessBusy(core::predictTrainingStep(metadata, imported.allSeries().at(0)));
}

// Issue 26: a budget too short for this machine (busy, slow, sanitized)
// says so, in the file and on the screen, and keeps what it could measure:
// every point gets one repetition until twice the budget, the first always.
TEST(ProbeThreads, ABudgetTooShortForARepetitionSaysSoAndKeepsWhatItMeasured) {
    const std::string out = fresh("too-short.csv");
    const Result r = probe({"threads", "--threads", "1,2", "--kernels", "triad,gemm-fp64", "--budget", "0.02", "--out", out});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_GT(dataRows(out), 0) << slurp(out);
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
    const std::string status = metadata.text("status");
    EXPECT_EQ(status.rfind("budget reached after ", 0), 0u) << status;
    EXPECT_NE(status.find("the budget of 0.02 s was too short for this machine at its present load; cut short: "), std::string::npos)
        << status;
    EXPECT_NE(r.out.find("too short for this machine"), std::string::npos) << "said on the screen too:\n" << r.out;
}

TEST(ProbeThreads, ABusyMachineIsNamedInTheFileAndToTheWindow) {
    const int cpus = int(::sysconf(_SC_NPROCESSORS_ONLN));
    const std::string out = fresh("busy.csv");
    Result r;
    {
        test::CpuHog hog(cpus);  // every CPU kept busy by another program (spinning once constructed)
        r = probe({"threads", "--threads", "1", "--kernels", "triad", "--budget", "0.5", "--out", out, "--progress"});
    }
    ASSERT_EQ(r.exitCode, 0) << r.err;
    // "load before OTHER_CPUS STEAL LOAD_AVERAGE CPUS busy|quiet" for the window.
    std::istringstream lines(r.out);
    std::string line, before;
    while (std::getline(lines, line))
        if (line.rfind("load before ", 0) == 0) before = line;
    ASSERT_FALSE(before.empty()) << r.out;
    std::istringstream fields(before.substr(12));
    double others = 0, steal = 0, average = 0;
    int online = 0;
    std::string verdict;
    fields >> others >> steal >> average >> online >> verdict;
    EXPECT_EQ(verdict, "busy") << before;
    EXPECT_GE(others, 0.75) << before;  // not all CPUs: a cgroup or taskset may give this process fewer
    EXPECT_EQ(online, cpus);
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
    EXPECT_NE(metadata.text("load.before").find("(busy: the results show what other work left of this machine"), std::string::npos)
        << metadata.text("load.before");
    EXPECT_NE(metadata.text("load.during").find("other work kept"), std::string::npos) << metadata.text("load.during");
}

TEST(ProbeThreads, AFullDiskSaysSoAndKeepsTheLastWholeFile) {
    test::FailingFolder full(test::FailingFolder::Kind::Full, 0);
    if (!full.isReal()) GTEST_SKIP() << "needs root to mount a full tmpfs for another process";
    const Result r = probe({"threads", "--threads", "1", "--kernels", "triad", "--budget", "1", "--out", full.path("p.csv")});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("cannot write '" + full.path("p.csv") + "': No space left on device"), std::string::npos) << r.err;
    EXPECT_TRUE(full.entries().empty());
    // Room for a few rewrites, not for the whole run: the run stops with the
    // reason, and the file holds the last repetition that fitted.
    // Ended by counts (200 rows of 5 ms repetitions outgrow 8 KiB), not a 6 s
    // budget, which beside a load average of 10 ended the run first.
    test::FailingFolder small(test::FailingFolder::Kind::Full, 8192);
    const Result partly = probe({"threads", "--threads", "1,2", "--kernels", "gemm-fp64,triad", "--budget", "600", "--repetitions", "50",
                                 "--repetition-seconds", "0.005", "--out", small.path("p.csv")});
    EXPECT_EQ(partly.exitCode, 1) << partly.err;
    EXPECT_NE(partly.err.find("cannot write '" + small.path("p.csv") + "': No space left on device"), std::string::npos) << partly.err;
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(small.path("p.csv"));
    EXPECT_GT(dataRows(small.path("p.csv")), 0);
    EXPECT_EQ(small.entries(), std::vector<std::string>{"p.csv"}) << "no temporary file left";
}

TEST(ProbeThreads, BadArgumentsExit2NamingTheOption) {
    const std::string out = fresh("bad.csv");
    const struct {
        std::vector<std::string> arguments;
        const char* named;
    } cases[] = {
        {{"threads", "--kernels", "gemm-fp128", "--out", out}, "--kernels"},
        {{"threads", "--threads", "0", "--out", out}, "--threads"},
        {{"threads", "--budget", "0", "--out", out}, "--budget"},
        {{"threads", "--budget", "-3", "--out", out}, "--budget"},
        {{"threads", "--kernels", "triad", "--out", tempDir() + "/no/such/folder/x.csv"}, "--out"},
        {{"threads", "--kernels", "triad"}, "--out"},
        {{"cuda", "--out", out}, "unknown mode"},
    };
    for (const auto& c : cases) {
        const Result r = probe(c.arguments);
        EXPECT_EQ(r.exitCode, 2) << c.named << ": " << r.err;
        EXPECT_NE(r.err.find(c.named), std::string::npos) << r.err;
    }
    struct stat info {};
    EXPECT_NE(::stat(out.c_str(), &info), 0) << "nothing may be written for a bad command line";
    // An existing file is not written over without --force (or added to with --append).
    const std::string earlier = fresh("earlier.csv");
    std::ofstream(earlier) << "n,time\n1,2\n";
    const Result over = probe({"threads", "--kernels", "triad", "--budget", "1", "--out", earlier});
    EXPECT_EQ(over.exitCode, 2);
    EXPECT_NE(over.err.find("--out"), std::string::npos) << over.err;
    EXPECT_EQ(slurp(earlier), "n,time\n1,2\n");
    EXPECT_EQ(probe({"threads", "--append", "--force", "--out", earlier}).exitCode, 2);
    EXPECT_EQ(probe({"threads", "--help"}).exitCode, 0);
    EXPECT_NE(probe({"mpi", "--help"}).out.find("mpirun -np P"), std::string::npos);
}

TEST(ProbeThreads, AKillMidRunLeavesAValidCsvOfWhatWasFinished) {
    const std::string out = fresh("killed.csv");
    const pid_t pid = spawnProbe({"threads", "--threads", "1,2", "--kernels", "gemm-fp64,triad", "--budget", "60", "--out", out});
    ASSERT_GT(pid, 0);
    ASSERT_TRUE(waitForRows(out, 3, 60));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ASSERT_TRUE(WIFSIGNALED(status));
    expectValidProbeFile(out, "threads");
    EXPECT_EQ(core::ProbeMetadata::readFile(out).text("status"), "running");
    EXPECT_GE(dataRows(out), 3);
}

TEST(ProbeThreads, CtrlCStopsAfterTheRepetitionAndWritesWhatItMeasured) {
    const std::string out = fresh("interrupted.csv");
    const pid_t pid = spawnProbe({"threads", "--threads", "1,2", "--kernels", "gemm-fp64,triad", "--budget", "60", "--out", out});
    ASSERT_GT(pid, 0);
    ASSERT_TRUE(waitForRows(out, 2, 60));
    const int rowsWhenInterrupted = dataRows(out);
    ::kill(pid, SIGINT);
    int status = 0;
    ::waitpid(pid, &status, 0);
    // "After the repetition": the one in flight is finished and written, no
    // more (counted in rows, which no load on the machine moves; one more for
    // a row that landed between counting and the signal).
    EXPECT_LE(dataRows(out), rowsWhenInterrupted + 2) << slurp(out);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 130);
    expectValidProbeFile(out, "threads");
    EXPECT_NE(core::ProbeMetadata::readFile(out).text("status").find("interrupted"), std::string::npos);
}

class ProbeMpi : public ::testing::Test {
protected:
    void SetUp() override {
#if !EFFSURF_PROBE_HAS_MPI
        GTEST_SKIP() << "effsurf-probe was built without MPI";
#endif
        if (std::string(EFFSURF_MPIEXEC).empty()) GTEST_SKIP() << "no mpirun";
    }
    static Result mpirun(int ranks, const std::vector<std::string>& arguments) {
        std::string command = std::string("env ") + kMpiEnvironment + " " + quote(EFFSURF_MPIEXEC) + " --oversubscribe -np " +
                              std::to_string(ranks) + " " + quote(EFFSURF_PROBE_PATH);
        for (const auto& a : arguments) command += " " + quote(a);
        return shell(command);
    }
};

TEST_F(ProbeMpi, OneAndTwoRanksAppendToOneSeriesThatFitsAndPredicts) {
    const std::string out = fresh("mpi.csv");
    // Ended by counts, not the clock: a budget it never reaches, problems
    // sized to 20 ms a repetition, 3 repetitions (an 8 s budget swept only 14
    // of the 20 sizes on a busy machine: issue 43).
    const std::vector<std::string> arguments = {
        "mpi",           "--kernels", "gemm-fp64,train-fp32", "--budget", "600",      "--repetitions", "3", "--repetition-seconds", "0.02",
        "--max-message", "4M",        "--iterations",         "20",       "--append", "--out",         out};
    const probe::MachineLoad before = probe::MachineLoad::now();
    const Result one = mpirun(1, arguments);
    ASSERT_EQ(one.exitCode, 0) << one.err;
    const Result two = mpirun(2, arguments);
    ASSERT_EQ(two.exitCode, 0) << two.err;
    // What else ran meanwhile, by the probe's own rule: all CPU time less
    // this test's and its ranks' (children it waited for).
    const probe::MachineLoad::Busy seen = probe::MachineLoad::now().since(before);
    expectValidProbeFile(out, "mpi");
    const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(out);
    EXPECT_NE(metadata.text("mpi").find("Open MPI"), std::string::npos) << metadata.text("mpi");
    EXPECT_NE(metadata.text("ranks").find("2 on 1 node"), std::string::npos);
    // The sweep at 2 ranks, 8 B .. 4 MiB, each size at most 20 iterations
    // (--iterations; OSU's 1000 took minutes beside a load average of 14).
    ASSERT_EQ(metadata.allReduce.size(), 20u);
    for (const auto& timing : metadata.allReduce) EXPECT_LE(timing.iterations, 20) << timing.bytes;
    EXPECT_EQ(metadata.allReduce.front().bytes, 8.0);
    EXPECT_EQ(metadata.allReduce.back().bytes, 4194304.0);
    const auto all = core::MeasurementCsvImporter::importFile(out).allSeries();
    ASSERT_EQ(all.size(), 2u);
    for (const auto& series : all) {
        ASSERT_EQ(series.points.size(), 2u) << series.name;
        EXPECT_EQ(series.points[1].processors, 2.0);
        EXPECT_TRUE(core::fitSerialFraction(series).ok) << series.name;
    }
    // The same problem at both sizes: the second run took the first one's.
    EXPECT_FALSE(metadata.text("gemm-fp64.size").empty());
    const core::ProbePrediction prediction = core::predictTrainingStep(metadata, all[1]);
    if (!prediction.ok && (!seen.known || seen.busy())) {
        // Ranks that wait for the scheduler in every iteration time it, not
        // the message: the times need not grow with the size (issue 43).
        std::cout << "[ busy     ] " << seen.describe() << ": " << prediction.reason << std::endl;
        EXPECT_NE(prediction.reason.find("all-reduce"), std::string::npos) << prediction.reason;
        return;
    }
    ASSERT_TRUE(prediction.ok) << prediction.reason << "\n" << seen.describe();
    const double ratio = prediction.points[1].ratio;
    EXPECT_TRUE(std::isfinite(ratio) && ratio > 0.0) << ratio;
    // Near 1 only where nothing else ran: two ranks that poll for each
    // other's messages on 2 cores beside other work measured 12 and 22 times
    // the prediction (issue 43); core's tests check the prediction's numbers.
    if (seen.known && !seen.busy()) {
        EXPECT_GT(ratio, 0.3) << seen.describe();
        EXPECT_LT(ratio, 3.0) << seen.describe();
    } else {
        std::cout << "[ busy     ] measured/predicted at 2 ranks " << ratio << ": " << seen.describe() << std::endl;
    }
}

TEST_F(ProbeMpi, TheSlurmScriptRunsEverySizeIntoOneCsv) {
    const std::string script = fresh("job.sh");
    const Result written = shell(quote(EFFSURF_CLI_PATH) +
                                 " probe-script --scheduler slurm --nodes 1,2 --tasks-per-node 1 "
                                 "--kernels gemm-fp64 --budget 4 --out " +
                                 quote(script));
    ASSERT_EQ(written.exitCode, 0) << written.err;
    EXPECT_EQ(shell("bash -n " + quote(script)).exitCode, 0);
    // srun as a stand-in: the ranks it is asked for, started by mpirun.
    const std::string bin = fresh("bin");
    ASSERT_EQ(::mkdir(bin.c_str(), 0755), 0);
    {
        std::ofstream srun(bin + "/srun");
        srun << "#!/bin/sh\nranks=1\nwhile [ $# -gt 0 ]; do case \"$1\" in --ntasks=*) ranks=${1#--ntasks=}; shift;;\n"
                "--*) shift;; *) break;; esac; done\nexec "
             << EFFSURF_MPIEXEC << " --oversubscribe -np \"$ranks\" \"$@\"\n";
    }
    ::chmod((bin + "/srun").c_str(), 0755);
    const std::string csv = fresh("series.csv");
    const std::string run = std::string("env ") + kMpiEnvironment + " PATH=" + quote(bin) +
                            ":\"$PATH\" EFFSURF_PROBE=" + quote(EFFSURF_PROBE_PATH) + " bash " + quote(script) + " " + quote(csv);
    const Result job = shell(run);
    ASSERT_EQ(job.exitCode, 0) << job.out << job.err;
    const auto all = core::MeasurementCsvImporter::importFile(csv).allSeries();
    ASSERT_EQ(all.size(), 1u);
    ASSERT_EQ(all[0].points.size(), 2u);
    EXPECT_EQ(all[0].points[0].processors, 1.0);
    EXPECT_EQ(all[0].points[1].processors, 2.0);
    EXPECT_EQ(shell(run).exitCode, 2) << "a second job must not write over the first one's series";
}

}  // namespace

// SPDX-License-Identifier: MIT
// effsurf-probe's pieces: the command line, the kernels' results, the
// shared-memory all-reduce, and the CSV that survives being read back.

#include "effsurf/probe/ElementSum.h"
#include "effsurf/probe/GemmKernel.h"
#include "effsurf/probe/KernelCatalog.h"
#include "effsurf/probe/MachineTopology.h"
#include "effsurf/probe/ProbeCsvReader.h"
#include "effsurf/probe/ProbeCsvWriter.h"
#include "effsurf/probe/ProbeOptions.h"
#include "effsurf/probe/ThreadProbe.h"
#include "effsurf/probe/ThreadTeam.h"
#include "effsurf/probe/TrainingStepKernel.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <Eigen/Core>

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::probe;

namespace {

ProbeOptions parse(std::vector<const char*> words) {
    words.insert(words.begin(), "effsurf-probe");
    return ProbeOptions::parse(static_cast<int>(words.size()), words.data());
}

/// The option a bad command line is refused for.
std::string refusedOption(std::vector<const char*> words) {
    try {
        parse(std::move(words));
    } catch (const ProbeUsageError& error) {
        return error.option();
    }
    return "(accepted)";
}

TEST(ProbeOptions, TakesTheIssuesCommandLines) {
    const ProbeOptions o = parse({"threads", "--threads", "1,2,4", "--kernels", "gemm,triad", "--budget", "5", "--out", "x.csv"});
    EXPECT_EQ(o.mode, "threads");
    EXPECT_EQ(o.threads, (std::vector<int>{1, 2, 4}));
    EXPECT_EQ(o.kernels, (std::vector<std::string>{"gemm-fp64", "gemm-fp32", "gemm-bf16", "gemm-fp16", "triad-fp64"}));
    EXPECT_EQ(o.budgetSeconds, 5.0);
    const ProbeOptions m = parse({"mpi", "--out", "y.csv", "--append", "--max-message", "1M"});
    EXPECT_EQ(m.budgetSeconds, 120.0);
    EXPECT_TRUE(m.append);
    EXPECT_EQ(m.maxMessageBytes, 1048576.0);
    EXPECT_EQ(m.maxIterations, 0) << "OSU's counts unless capped";
    EXPECT_EQ(parse({"mpi", "--out", "y.csv", "--iterations", "20"}).maxIterations, 20);
    EXPECT_EQ(parse({"threads", "--out", "z.csv"}).budgetSeconds, 60.0);
    EXPECT_TRUE(parse({"threads", "--help"}).help);
}

TEST(ProbeOptions, TheIterationCapLowersOsusCountsButNeverBelowThree) {
    EXPECT_EQ(osuIterations(8.0), 1000);
    EXPECT_EQ(osuWarmup(8.0), 100);
    EXPECT_EQ(osuIterations(1048576.0), 100);
    EXPECT_EQ(osuIterations(8.0, 20), 20);
    EXPECT_EQ(osuWarmup(8.0, 20), 20);
    EXPECT_EQ(osuIterations(8.0, 5000), 1000) << "a cap above OSU's count changes nothing";
    EXPECT_EQ(osuIterations(8.0, 1), 3) << "three batches need three iterations";
}

TEST(ProbeOptions, BatchesAreShorterThanATimeSliceAndAtLeastThree) {
    EXPECT_EQ(iterationsPerBatch(1000, 2e-6), 100) << "2 us an iteration: 100 make 0.2 ms";
    EXPECT_EQ(iterationsPerBatch(1000, 1e-7), 333) << "never fewer than three batches";
    EXPECT_EQ(iterationsPerBatch(20, 8e-3), 1) << "iterations that each outlast 0.2 ms are timed one by one";
    EXPECT_EQ(iterationsPerBatch(3, 1e-6), 1);
    EXPECT_EQ(iterationsPerBatch(100, 0.0), 33) << "no warm-up figure: three batches";
}

TEST(ProbeOptions, RefusesBadArgumentsNamingTheOption) {
    EXPECT_EQ(refusedOption({"threads", "--kernels", "gemm,fft", "--out", "x.csv"}), "--kernels");
    EXPECT_EQ(refusedOption({"threads", "--threads", "0", "--out", "x.csv"}), "--threads");
    EXPECT_EQ(refusedOption({"threads", "--threads", "1,,2", "--out", "x.csv"}), "--threads");
    EXPECT_EQ(refusedOption({"threads", "--budget", "0", "--out", "x.csv"}), "--budget");
    EXPECT_EQ(refusedOption({"threads", "--budget", "nan", "--out", "x.csv"}), "--budget");
    EXPECT_EQ(refusedOption({"threads"}), "--out");
    EXPECT_EQ(refusedOption({"threads", "--out"}), "--out");
    EXPECT_EQ(refusedOption({"mpi", "--threads", "2", "--out", "x.csv"}), "--threads");
    EXPECT_EQ(refusedOption({"threads", "--frobnicate", "--out", "x.csv"}), "--frobnicate");
    EXPECT_EQ(refusedOption({"threads", "--iterations", "2", "--out", "x.csv"}), "--iterations");
    EXPECT_EQ(refusedOption({"threads", "--iterations", "7.5", "--out", "x.csv"}), "--iterations");
    EXPECT_EQ(refusedOption({"gpu"}), "");
}

TEST(KernelCatalog, GroupsExpandInCatalogueOrderOnce) {
    EXPECT_EQ(KernelCatalog::parseList("train-bf16,gemm-fp64,train"),
              (std::vector<std::string>{"gemm-fp64", "train-fp64", "train-fp32", "train-bf16", "train-fp16"}));
    EXPECT_EQ(KernelCatalog::parseList("all"), KernelCatalog::ids());
    EXPECT_THROW(KernelCatalog::parseList(","), std::invalid_argument);
}

TEST(ElementSum, AddsAtTheDatatypeAndRoundsBack) {
    Eigen::bfloat16 a[3] = {Eigen::bfloat16(1.0f), Eigen::bfloat16(256.0f), Eigen::bfloat16(0.5f)};
    const Eigen::bfloat16 b[3] = {Eigen::bfloat16(2.0f), Eigen::bfloat16(1.0f), Eigen::bfloat16(0.25f)};
    sumElements(ElementType::BF16, a, b, 0, 3);
    EXPECT_EQ(static_cast<float>(a[0]), 3.0f);
    EXPECT_EQ(static_cast<float>(a[1]), 256.0f) << "257 is not a bf16: 8 bits of mantissa round it to 256";
    EXPECT_EQ(static_cast<float>(a[2]), 0.75f);
}

TEST(ThreadTeam, AllReduceLeavesTheSumInEveryThreadsBuffer) {
    for (int threads : {1, 2, 3, 5}) {
        ThreadTeam team(threads, {});
        std::vector<std::vector<float>> buffers(static_cast<std::size_t>(threads));
        team.run([&](WorkerGroup& group) {
            auto& mine = buffers[std::size_t(group.rank())];
            mine.resize(1001);
            for (std::size_t i = 0; i < mine.size(); ++i) mine[i] = float(group.rank() + 1) * float(i);
            group.allReduce(mine.data(), mine.size(), ElementType::FP32);
        });
        const float ranks = float(threads * (threads + 1) / 2);
        for (const auto& buffer : buffers)
            for (std::size_t i = 0; i < buffer.size(); i += 97) ASSERT_EQ(buffer[i], ranks * float(i)) << threads;
    }
}

TEST(ThreadTeam, SharesAreBalancedAndCoverTheRange) {
    ThreadTeam team(3, {});
    std::vector<std::pair<std::size_t, std::size_t>> shares(3);
    team.run([&](WorkerGroup& group) {
        std::size_t begin = 0, end = 0;
        group.share(10, begin, end);
        shares[std::size_t(group.rank())] = {begin, end};
    });
    EXPECT_EQ(shares[0], (std::pair<std::size_t, std::size_t>{0, 4}));
    EXPECT_EQ(shares[1], (std::pair<std::size_t, std::size_t>{4, 7}));
    EXPECT_EQ(shares[2], (std::pair<std::size_t, std::size_t>{7, 10}));
}

TEST(Kernels, TheSharedGemmComputesTheProduct) {
    // The same product on 1 and 3 threads: the shares together are the whole.
    GemmKernel kernel(ElementType::FP64);
    kernel.resize(100, 3, false);  // rounded to a multiple of 16
    EXPECT_EQ(kernel.size(), 96.0);
    EXPECT_DOUBLE_EQ(kernel.work(), 2.0 * 96 * 96 * 96 / 1e9);
    for (int threads : {1, 3}) {
        ThreadTeam team(threads, {});
        PhaseClock clock;
        team.run([&](WorkerGroup& group) {
            kernel.initialize(group);
            kernel.run(group, clock);
        });
    }
    EXPECT_NE(kernel.description().find("native"), std::string::npos);
    EXPECT_NE(GemmKernel::arithmetic(ElementType::BF16).find("emulated"), std::string::npos);
}

TEST(Kernels, TheTrainingStepReducesItsGradient) {
    TrainingStepKernel kernel(ElementType::FP32);
    kernel.resize(64, 2, false);
    EXPECT_EQ(kernel.parameters(), 1048576.0);
    EXPECT_EQ(kernel.flopPerStep(), 2.0 * 64 * 1048576.0);
    ThreadTeam team(2, {});
    PhaseClock clock;
    team.run([&](WorkerGroup& group) {
        kernel.initialize(group);
        kernel.run(group, clock);
    });
    EXPECT_NE(clock.computed.time_since_epoch().count(), 0);
}

TEST(ProbeCsv, WritesWhatTheImporterReadsAndReadsItselfBack) {
    ProbeReport report;
    report.mode = "threads";
    report.set("cpu", "test CPU");
    report.set("train-fp32.parameters", "1048576");
    report.status = "complete";
    report.collective.push_back({2, 8, 1.5e-6, 1000});
    ProbeSample sample;
    sample.kernel = "train";
    sample.precision = "fp32";
    for (int workers : {1, 2})
        for (int rep = 1; rep <= 3; ++rep) {
            sample.workers = workers;
            sample.repetition = rep;
            sample.seconds = 0.1 / workers * (1 + 0.01 * rep);
            sample.rate = 10.0 * workers;
            sample.computeSeconds = sample.seconds * 0.99;
            sample.reduceSeconds = sample.seconds * 0.01;
            report.samples.push_back(sample);
        }
    const std::string text = ProbeCsvWriter::format(report);
    const ProbeReport back = ProbeCsvReader::parse(text, "x.csv");
    EXPECT_EQ(back.mode, "threads");
    EXPECT_EQ(back.get("cpu"), "test CPU");
    EXPECT_EQ(back.status, "complete");
    ASSERT_EQ(back.samples.size(), 6u);
    EXPECT_EQ(back.samples[4].seconds, report.samples[4].seconds);
    ASSERT_EQ(back.collective.size(), 1u);
    EXPECT_EQ(back.collective[0].iterations, 1000);
    const auto imported = effsurf::core::MeasurementCsvImporter::importText(text, "x.csv");
    ASSERT_TRUE(imported.ok()) << imported.issueSummary();
    EXPECT_EQ(imported.series.name, "train-fp32");
    EXPECT_EQ(imported.series.points.size(), 2u);
    EXPECT_EQ(imported.series.points[0].repetitions, 3);
    EXPECT_THROW(ProbeCsvReader::parse("n,time\n1,2\n", "other.csv"), std::runtime_error);
    EXPECT_THROW(ProbeCsvReader::parse(text.substr(0, text.size() - 5) + "x,y\n", "cut.csv"), std::runtime_error);
}

TEST(MachineTopology, DescribesThisMachine) {
    const MachineTopology machine = MachineTopology::detect();
    EXPECT_GE(machine.cores, 1);
    EXPECT_GE(machine.hardwareThreads, machine.cores);
    EXPECT_FALSE(machine.cpuModel.empty());
    EXPECT_EQ(static_cast<int>(machine.pinningOrder.size()), machine.hardwareThreads);
    const auto counts = machine.defaultThreadCounts();
    EXPECT_EQ(counts.front(), 1);
    EXPECT_EQ(counts.back(), machine.hardwareThreads);
}

}  // namespace

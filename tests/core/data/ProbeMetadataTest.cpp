// SPDX-License-Identifier: MIT
// A probe's CSV: its header read as metadata, its rows as one series per kernel.

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/scenario/ProbePrediction.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace effsurf::core;

namespace {

const char* kProbeFile =
    "# effsurf-probe: threads mode\n"
    "# cpu: Intel(R) Xeon(R) Processor\n"
    "# train-fp32.parameters: 1048576\n"
    "# train-fp32.bytes_per_element: 4\n"
    "# train-fp32.flop_per_step: 1e10\n"
    "# train-fp32.compute_rate_flops: 5e10\n"
    "# status: complete\n"
    "# allreduce: workers=2 bytes=8 seconds=2e-06 iterations=1000\n"
    "# allreduce: workers=2 bytes=4194304 seconds=0.000421430 iterations=100\n"
    "# allreduce: not a timing\n"
    "series,kernel,precision,threads,repetition,time_s,rate,compute_s,reduce_s\n"
    "gemm-fp64,gemm,fp64,1,1,0.09,50,,\n"
    "gemm-fp64,gemm,fp64,1,2,0.10,45,,\n"
    "train-fp32,train,fp32,1,1,0.2,50,0.2,0\n"
    "gemm-fp64,gemm,fp64,2,1,0.05,90,,\n"
    "train-fp32,train,fp32,2,1,0.101,99,0.1,0.001\n"
    "train-fp32,train,fp32,2,2,0.103,97,0.102,0.001\n";

TEST(ProbeMetadata, ReadsTheHeaderAndTheSweepAndSkipsWhatItCannotRead) {
    const ProbeMetadata m = ProbeMetadata::parse(kProbeFile);
    EXPECT_EQ(m.mode, "threads");
    EXPECT_EQ(m.text("cpu"), "Intel(R) Xeon(R) Processor");
    EXPECT_EQ(m.number("train-fp32.flop_per_step"), 1e10);
    EXPECT_FALSE(m.number("cpu").has_value());
    ASSERT_EQ(m.allReduce.size(), 2u);
    EXPECT_EQ(m.allReduce[1].bytes, 4194304.0);
    EXPECT_EQ(m.allReduce[1].iterations, 100);
    EXPECT_FALSE(ProbeMetadata::parse("n,time\n1,2\n").isProbe());
    EXPECT_FALSE(ProbeMetadata::parse("# effsurf-probe: quantum mode\n").isProbe());
}

TEST(ProbeFile, ImportsAsOneSeriesPerKernelInTheOrderTheyAppear) {
    const MeasurementImport imported = MeasurementCsvImporter::importText(kProbeFile, "probe.csv");
    ASSERT_TRUE(imported.ok()) << imported.issueSummary();
    const auto all = imported.allSeries();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].name, "gemm-fp64");
    EXPECT_EQ(all[1].name, "train-fp32");
    ASSERT_EQ(all[0].points.size(), 2u);
    EXPECT_EQ(all[0].points[0].repetitions, 2);
    EXPECT_NEAR(all[0].points[0].value, 0.095, 1e-12);
    EXPECT_EQ(all[1].points[1].repetitions, 2);
    EXPECT_EQ(all[0].unit, "s");
}

TEST(ProbeFile, AnEmptySeriesNameIsARowProblemNamingItsLine) {
    const MeasurementImport imported = MeasurementCsvImporter::importText("series,n,time\na,1,2\n,2,1\na,2,1\n", "s.csv");
    EXPECT_EQ(imported.issueCount, 1u);
    ASSERT_EQ(imported.issues.size(), 1u);
    EXPECT_EQ(imported.issues[0].line, 3);
    EXPECT_EQ(imported.issues[0].column, 1);
    EXPECT_EQ(imported.series.points.size(), 2u);
}

TEST(ProbeFile, AFileOfThousandsOfSeriesNamesKeepsTheFirst64) {
    std::string text = "series,n,time\n";
    for (int i = 0; i < 1000; ++i) text += "s" + std::to_string(i) + ",1,1\n";
    const MeasurementImport imported = MeasurementCsvImporter::importText(text, "many.csv");
    EXPECT_EQ(imported.allSeries().size(), 64u);
    EXPECT_EQ(imported.issueCount, 936u);
}

TEST(ProbePrediction, IsTheTrainingModelWithTheProbesNumbers) {
    const ProbeMetadata m = ProbeMetadata::parse(kProbeFile);
    const auto all = MeasurementCsvImporter::importText(kProbeFile, "probe.csv").allSeries();
    const ProbePrediction p = predictTrainingStep(m, all[1]);
    ASSERT_TRUE(p.ok) << p.reason;
    // Two timings fix lambda and B exactly: t = 2 (N-1) lambda + 2 (N-1)/N m / B at N = 2.
    const double bandwidth = (4194304.0 - 8.0) / (0.000421430 - 2e-6);
    const double latency = (2e-6 - 8.0 / bandwidth) / 2.0;
    EXPECT_NEAR(p.collective.bandwidthBytesPerSecond / bandwidth, 1.0, 1e-9);
    EXPECT_NEAR(p.collective.latencySeconds / latency, 1.0, 1e-6);
    ASSERT_EQ(p.points.size(), 2u);
    // T(1) = F / X; T(2) = F / (2 X) + 2 lambda + P b / B.
    EXPECT_NEAR(p.points[0].predictedSeconds, 0.2, 1e-12);
    const double t2 = 1e10 / (2 * 5e10) + 2 * latency + 1048576.0 * 4 / bandwidth;
    EXPECT_NEAR(p.points[1].predictedSeconds / t2, 1.0, 1e-9);
    EXPECT_NEAR(p.points[1].ratio, 0.102 / t2, 1e-9);
    EXPECT_NEAR(p.points[1].measuredEfficiency, 0.2 / (2 * 0.102), 1e-12);
    EXPECT_NEAR(p.points[1].predictedEfficiency, 0.2 / (2 * t2), 1e-9);
    // s_eff by L4 from the model's E at N = 2: (1/E - 1) / (N - 1).
    EXPECT_NEAR(p.points[1].predictedSerialFraction, 2 * t2 / 0.2 - 1.0, 1e-9);
    const MeasurementSeries predicted = p.predictedSeries();
    EXPECT_EQ(predicted.name, "train-fp32 model");
    EXPECT_EQ(predicted.points.size(), 2u);
    EXPECT_EQ(probePredictionSeries(m, all).size(), 1u) << "gemm-fp64 is not a training step";
    // The prediction knows its measurement; a measured series does not pass for one by its name.
    EXPECT_EQ(ProbePrediction::measuredNameOf(predicted), "train-fp32");
    EXPECT_EQ(ProbePrediction::measuredNameOf(all[1]), "");
    MeasurementSeries namedLikeOne = all[1];
    namedLikeOne.name = "train-fp32 model";
    EXPECT_EQ(ProbePrediction::measuredNameOf(namedLikeOne), "") << "its source is a file, not the model";
    MeasurementSeries bare = predicted;
    bare.name = " model";
    EXPECT_EQ(ProbePrediction::measuredNameOf(bare), "");
}

TEST(ProbePrediction, SaysWhatIsMissing) {
    const auto all = MeasurementCsvImporter::importText(kProbeFile, "probe.csv").allSeries();
    ProbeMetadata noSweep = ProbeMetadata::parse(kProbeFile);
    noSweep.allReduce.clear();
    EXPECT_NE(predictTrainingStep(noSweep, all[1]).reason.find("all-reduce"), std::string::npos);
    EXPECT_NE(predictTrainingStep(ProbeMetadata::parse(kProbeFile), all[0]).reason.find("gemm-fp64.parameters"), std::string::npos);
    EXPECT_FALSE(predictTrainingStep(ProbeMetadata{}, all[1]).ok);
}

}  // namespace

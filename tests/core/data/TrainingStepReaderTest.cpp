// SPDX-License-Identifier: MIT
// Measured training steps as an ML engineer writes them: GPU counts with step
// times (any unit) or tokens per second, optional layout columns; and the
// rows that cannot be measurements refused by file, line and column.

#include "effsurf/core/data/TrainingStepReader.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace effsurf::core;

namespace {

/// The issues of the ImportError `text` raises, as "line:column: message" lines.
std::string stepFileRefusal(const std::string& text) {
    try {
        TrainingStepReader::parse(text, "steps.csv");
    } catch (const ImportError& e) {
        std::string out;
        for (const auto& issue : e.issues()) out += issue.toString() + "\n";
        return out;
    }
    return "accepted";
}

TEST(TrainingStepReader, ReadsTimesInTheirUnitsThroughputAndLayouts) {
    const TrainingStepFile file = TrainingStepReader::parse(
        "# measured on our cluster\n"
        "gpus,step_time_ms,tp,pp\n"
        "512,12500,8,\n"
        "512,12700,8,\n"
        "1024,6900,4,8\n",
        "steps.csv");
    // The two runs on 512 GPUs are one measured step of two repetitions: their geometric mean and spread.
    ASSERT_EQ(file.rows.size(), 2u);
    EXPECT_EQ(file.fileName, "steps.csv");
    EXPECT_EQ(file.rows[0].line, 3);
    EXPECT_EQ(file.rows[0].gpus, 512);
    EXPECT_EQ(file.rows[0].repetitions, 2);
    EXPECT_NEAR(file.rows[0].stepSeconds, std::sqrt(12.5 * 12.7), 1e-12);
    EXPECT_NEAR(file.rows[0].logSpread, 0.5 * std::pow(std::log(12.7 / 12.5), 2), 1e-15);
    EXPECT_EQ(file.rows[0].tensorParallel, 8);
    EXPECT_FALSE(file.rows[0].pipelineParallel.has_value());  // the run's
    EXPECT_EQ(file.rows[1].pipelineParallel, 8);
    EXPECT_EQ(file.rows[1].repetitions, 1);
    const TrainingStepFile throughput = TrainingStepReader::parse("num_gpus;tokens_per_second\n64;1.2e5\n128;2.3e5\n", "t.csv");
    ASSERT_EQ(throughput.rows.size(), 2u);
    EXPECT_NEAR(throughput.rows[1].tokensPerSecond, 2.3e5, 1e-9 * 2.3e5);  // exp(ln x): the last bit may differ
    EXPECT_EQ(throughput.rows[1].stepSeconds, 0.0);
}

TEST(TrainingStepReader, RefusesWhatCannotBeAMeasuredStepByLineAndColumn) {
    EXPECT_EQ(stepFileRefusal("gpus,step_seconds\n64,0\n128,-3\n256,nan\n512,abc\n0.5,2\n1024,\n"),
              "steps.csv:2: column 2 (step_seconds): step time must be greater than 0, got 0\n"
              "steps.csv:3: column 2 (step_seconds): step time must be greater than 0, got -3\n"
              "steps.csv:4: column 2 (step_seconds): expected a finite number, got 'nan'\n"
              "steps.csv:5: column 2 (step_seconds): expected a number, got 'abc'\n"
              "steps.csv:6: column 1 (gpus): N must be at least 1, got 0.5\n"
              "steps.csv:7: column 2 (step_seconds): empty; expected a number\n");
    EXPECT_NE(stepFileRefusal("gpus,step_seconds,tp\n64,2.0,1.5\n").find("steps.csv:2: column 3 (tp): expected a whole number >= 1"),
              std::string::npos);
    EXPECT_NE(stepFileRefusal("gpus,loss\n64,2.0\n").find("no column of step times"), std::string::npos);
    EXPECT_NE(stepFileRefusal("gpus,step_seconds\n").find("no measured step"), std::string::npos);
    EXPECT_NE(stepFileRefusal("").find("empty"), std::string::npos);
}

}  // namespace

// SPDX-License-Identifier: MIT
// The words a user types for a training run, once for the CLI and Python.
#include "effsurf/core/scenario/TrainingRunKeywords.h"

#include <gtest/gtest.h>

#include <set>

using namespace effsurf::core;

namespace {

TEST(TrainingRunKeywords, ErrorsNameTheKeywordsInEitherSpelling) {
    EXPECT_EQ(TrainingRunKeywords::keywordsOf("kv heads"), "kv_heads/tp");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("kv heads"), "--kv-heads/--tp");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("global batch"), "--global-batch/--dp/--micro-batch");
    // The CLI takes the latency in microseconds and the margin in GiB without the unit in the name.
    EXPECT_EQ(TrainingRunKeywords::keywordsOf("inter-node latency"), "network_latency_us");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("inter-node latency"), "--network-latency");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("memory margin"), "--memory-margin");
    // A keyword spelt as its field is still an option: "model" is --model.
    EXPECT_EQ(TrainingRunKeywords::optionsOf("model"), "--model");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("utilization"), "--utilization");
    // A field no keyword sets is named as it is.
    EXPECT_EQ(TrainingRunKeywords::keywordsOf("something else"), "something else");
    EXPECT_EQ(TrainingRunKeywords::optionsOf("something else"), "something else");
}

TEST(TrainingRunKeywords, EachEditOnceAndEachFieldOnce) {
    std::set<std::string_view> keywords;
    const auto& counts = TrainingRunKeywords::counts();
    for (std::size_t i = 0; i < counts.size(); ++i) {
        EXPECT_TRUE(keywords.insert(counts[i].keyword).second) << counts[i].keyword;
        for (std::size_t j = 0; j < i; ++j) EXPECT_NE(counts[i].field, counts[j].field) << counts[i].keyword;  // member pointers: no order
    }
    for (const auto& edit : TrainingRunKeywords::numbers()) EXPECT_TRUE(keywords.insert(edit.keyword).second) << edit.keyword;
    // Setting a field through the list sets that field: tp is t.
    TrainingRunEdits edits;
    for (const auto& edit : TrainingRunKeywords::counts())
        if (edit.keyword == "tp") edits.*edit.field = 4;
    EXPECT_EQ(edits.tensorParallel, 4);
    EXPECT_FALSE(edits.pipelineParallel.has_value());
}

}  // namespace

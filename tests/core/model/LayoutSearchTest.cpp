// SPDX-License-Identifier: MIT
// The layout search: every valid (t, p, d, b, v) is evaluated and nothing
// invalid is; the ranking puts what fits first, fastest first; and for GPT-3
// on Selene the published rules of thumb come out by themselves.

#include "effsurf/core/model/LayoutSearch.h"
#include "InvalidField.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <tuple>

using namespace effsurf;
using namespace effsurf::core;

namespace {

LayoutSearchRequest gpt3OnSelene(int gpus) {
    LayoutSearchRequest request;
    ParallelTrainingParameters& q = request.base;
    q.shape = TransformerShape{96, 12288, 96, 2048, 51200};
    q.layout.recompute = ActivationRecompute::Full;
    q.globalBatch = 1536;
    q.peakFlops = 312e12;
    q.utilization = 0.6;
    q.intraNode = Link{2e-6, 300e9};
    q.interNode = Link{5e-6, 25e9};
    request.gpus = gpus;
    request.memoryLimitBytes = 80e9;
    return request;
}

TEST(LayoutSearch, EvaluatesExactlyTheValidLayouts) {
    // A small case counted by brute force: 64 GPUs, 8 layers, 8 heads, B 16.
    LayoutSearchRequest request = gpt3OnSelene(64);
    request.base.shape = TransformerShape{8, 512, 8, 128, 1000};
    request.base.globalBatch = 16;
    request.maxInterleave = 4;
    std::set<std::tuple<int, int, int, int, int>> expected;
    for (int t = 1; t <= 64; ++t)
        for (int p = 1; p <= 64; ++p)
            for (int b = 1; b <= 16; ++b)
                for (int v = 1; v <= 4; ++v) {
                    if (64 % (t * p) != 0) continue;
                    const int d = 64 / (t * p);
                    // Uneven stages are allowed: p v stages of at least a layer each; t tiles the 8-GPU node.
                    if (8 % t || 512 % t || p * v > 8 || 16 % (d * b)) continue;
                    const int m = 16 / (d * b);
                    if (v > 1 && (p == 1 || m % p != 0)) continue;
                    expected.insert({t, p, d, b, v});
                }
    const auto ranked = LayoutSearch::rank(request);
    std::set<std::tuple<int, int, int, int, int>> found;
    for (const auto& c : ranked) {
        EXPECT_EQ(c.tensorParallel * c.pipelineParallel * c.dataParallel, 64);
        found.insert({c.tensorParallel, c.pipelineParallel, c.dataParallel, c.microBatch, c.interleave});
    }
    EXPECT_EQ(found, expected);
    EXPECT_EQ(found.size(), ranked.size()) << "no layout twice";
}

TEST(LayoutSearch, WhatFitsComesFirstFastestFirstThenTheNearestToFitting) {
    const auto ranked = LayoutSearch::rank(gpt3OnSelene(1536));
    ASSERT_GT(ranked.size(), 10u);
    bool seenMisfit = false;
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        seenMisfit = seenMisfit || !ranked[i].fits;
        if (seenMisfit) {
            EXPECT_FALSE(ranked[i].fits) << i;
        }
        if (i > 0 && ranked[i].fits && ranked[i - 1].fits) {
            EXPECT_LE(ranked[i].tokensPerSecond, ranked[i - 1].tokensPerSecond);
        }
        if (i > 0 && !ranked[i].fits && !ranked[i - 1].fits) {  // the nearest to fitting first
            EXPECT_GE(ranked[i].memoryBytes, ranked[i - 1].memoryBytes);
        }
        EXPECT_EQ(ranked[i].fits, ranked[i].memoryBytes <= 80e9);
    }
    EXPECT_TRUE(ranked.front().fits);
    EXPECT_TRUE(seenMisfit) << "pure data parallelism cannot hold 175B parameters in 80 GB";
}

TEST(LayoutSearch, TheRulesOfThumbComeOutByThemselves) {
    // Narayanan et al. section 3.3: tensor parallelism up to the GPUs of a
    // node, pipeline parallelism across nodes to fit the model, data
    // parallelism to scale out. The best layout of GPT-3 on 1536 A100s.
    const LayoutCandidate best = LayoutSearch::rank(gpt3OnSelene(1536)).front();
    std::printf("best: t %d p %d d %d b %d v %d, MFU %.3f, %.1f GB\n", best.tensorParallel, best.pipelineParallel, best.dataParallel,
                best.microBatch, best.interleave, best.modelFlopsUtilization, best.memoryBytes / 1e9);
    EXPECT_LE(best.tensorParallel, 8);
    EXPECT_GE(best.tensorParallel, 2) << "t 1 would need many stages or does not fit";
    EXPECT_GT(best.pipelineParallel, 1) << "175B does not fit a node without a pipeline";
    EXPECT_GT(best.dataParallel, 1);
    // The paper's layout (t 8, p 12, d 16, its non-interleaved schedule) is
    // within 10 % of the best layout on that schedule; interleaving (the
    // paper's own section 2.2.2) is what the best layout adds to it.
    double bestPlain = 0.0;
    for (const auto& c : LayoutSearch::rank(gpt3OnSelene(1536)))
        if (c.fits && c.interleave == 1) bestPlain = std::max(bestPlain, c.tokensPerSecond);
    for (const auto& c : LayoutSearch::rank(gpt3OnSelene(1536)))
        if (c.tensorParallel == 8 && c.pipelineParallel == 12 && c.microBatch == 1 && c.interleave == 1) {
            EXPECT_TRUE(c.fits);
            EXPECT_GT(c.tokensPerSecond, 0.9 * bestPlain);
            EXPECT_GT(c.tokensPerSecond, 0.85 * best.tokensPerSecond);
        }
}

TEST(LayoutSearch, ARawModelIsDataParallelOnly) {
    LayoutSearchRequest request = gpt3OnSelene(256);
    request.base.raw = RawModel{25.6e6, 2.3e10};
    request.base.globalBatch = 8192;
    const auto ranked = LayoutSearch::rank(request);
    ASSERT_FALSE(ranked.empty());
    for (const auto& c : ranked) {
        EXPECT_EQ(c.tensorParallel, 1);
        EXPECT_EQ(c.pipelineParallel, 1);
        EXPECT_EQ(c.dataParallel, 256);
    }
    EXPECT_EQ(ranked.size(), 6u);  // b in the divisors of 8192 / 256 = 32
}

TEST(LayoutSearch, BadRequestsNameTheField) {
    LayoutSearchRequest request = gpt3OnSelene(0);
    EXPECT_EQ(test::invalidField([&] { LayoutSearch::rank(request); }), "gpus");
    request = gpt3OnSelene(64);
    request.base.utilization = 2.0;
    EXPECT_EQ(test::invalidField([&] { LayoutSearch::rank(request); }), "utilization");
    // A batch no layout divides gives no candidates, not an error.
    request = gpt3OnSelene(64);
    request.base.globalBatch = 1;
    EXPECT_FALSE(LayoutSearch::rank(request).empty());  // d = 1: t p = 64
    request.base.shape.layers = 1;
    request.base.shape.heads = 1;
    request.base.shape.hidden = 1;
    EXPECT_TRUE(LayoutSearch::rank(request).empty());
}

}  // namespace

namespace {

TEST(LayoutSearch, ExpertsAreRankedAcrossNodesToo) {
    // A mixture of experts on 512 GPUs of 8 a node: every ep dividing its 64 experts and d cp is tried,
    // also those that leave the NVLink domain (DeepSeek-V3's 64 over 8 nodes).
    LayoutSearchRequest request = gpt3OnSelene(512);
    request.base.shape = TransformerShape{32, 4096, 32, 4096, 32000};
    request.base.shape.gatedFfn = true;
    request.base.shape.moe = MixtureOfExperts{64, 8, 0, 1024, 0, 0.0, 4};
    request.base.globalBatch = 1024;
    const auto ranked = LayoutSearch::rank(request);
    std::set<int> sizes;
    for (const auto& c : ranked) sizes.insert(c.expertParallel);
    EXPECT_TRUE(sizes.count(64)) << "ep 64 spans 8 nodes";
    EXPECT_TRUE(sizes.count(8));
    EXPECT_TRUE(sizes.count(1));
    // DualPipe's layouts only: p even, v = 1, at least 2 p micro-batches.
    request.base.schedule = PipelineSchedule::DualPipe;
    for (const auto& c : LayoutSearch::rank(request)) {
        EXPECT_EQ(c.pipelineParallel % 2, 0);
        EXPECT_EQ(c.interleave, 1);
        EXPECT_GE(request.base.globalBatch / (c.dataParallel * c.microBatch), 2 * c.pipelineParallel);
    }
}

}  // namespace

// SPDX-License-Identifier: MIT
// The training layout search (issues 16 and 42): every valid (t, cp, p, d, ep,
// b, v) for a model on N GPUs, for N up to 16,384; the target is <= 50 ms per search.
// Arguments: N. The counter "layouts" is how many were evaluated.

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/resources/BuiltinData.h"

#include <benchmark/benchmark.h>

namespace {

using namespace effsurf::core;

/// GPT-3 175B with a batch that many data-parallel sizes divide (B = 3 x 2^11 x 5 sequences).
LayoutSearchRequest gpt3(int gpus) {
    LayoutSearchRequest request;
    request.base.shape = TransformerShape{96, 12288, 96, 2048, 51200};
    request.base.layout.recompute = ActivationRecompute::Full;
    request.base.globalBatch = 30720;
    request.base.utilization = 0.6;
    request.gpus = gpus;
    return request;
}

/// The 1T model: 128 layers (more pipeline and interleave choices), 160 heads.
LayoutSearchRequest megatron1T(int gpus) {
    LayoutSearchRequest request = gpt3(gpus);
    request.base.shape = TransformerShape{128, 25600, 160, 2048, 51200};
    request.base.globalBatch = 12288;
    return request;
}

/// Llama 3 405B at 128K tokens (Dubey et al. 2024): GQA, SwiGLU, 126 layers
/// on uneven stages, context parallelism up to 16 searched too.
LayoutSearchRequest llama3LongContext(int gpus) {
    LayoutSearchRequest request;
    TransformerShape shape{126, 16384, 128, 131072, 128256};
    shape.kvHeads = 8;
    shape.ffnHidden = 53248;
    shape.gatedFfn = true;
    shape.tiedEmbeddings = false;
    request.base.shape = shape;
    request.base.layout.recompute = ActivationRecompute::Selective;
    request.base.globalBatch = 128;
    request.base.utilization = 0.65;
    request.base.peakFlops = 989e12;
    request.gpus = gpus;
    request.maxContextParallel = 16;
    request.memoryLimitBytes = 80.0 * 1073741824.0;
    return request;
}

/// Mixtral 8x7B: eight experts, top-2, expert parallelism chosen within the NVLink domain.
LayoutSearchRequest mixtral(int gpus) {
    LayoutSearchRequest request;
    TransformerShape shape{32, 4096, 32, 4096, 32000};
    shape.kvHeads = 8;
    shape.ffnHidden = 14336;
    shape.gatedFfn = true;
    shape.tiedEmbeddings = false;
    shape.moe.experts = 8;
    shape.moe.expertsPerToken = 2;
    request.base.shape = shape;
    request.base.layout.recompute = ActivationRecompute::Selective;
    request.base.globalBatch = 4096;
    request.base.utilization = 0.65;
    request.base.peakFlops = 989e12;
    request.gpus = gpus;
    request.memoryLimitBytes = 80.0 * 1073741824.0;
    return request;
}

/// What `effsurf-cli train --model llama3-405b --gpu h100-sxm --search --gpus N` searches: the
/// preset's batch (2048 of 8192 tokens), the H100's NDR network, today's defaults.
LayoutSearchRequest llama3Planned(int gpus) {
    TrainingRunEdits edits;
    edits.model = "llama3-405b";
    edits.gpu = "h100-sxm";
    edits.tensorParallel = edits.pipelineParallel = edits.dataParallel = 1;
    LayoutSearchRequest request = TrainingAnalysis::searchRequest(edits.apply(effsurf::resources::trainingCatalog()), Precision::BF16);
    request.gpus = gpus;
    return request;
}

/// DeepSeek-V3 as published (DualPipe, FP8): every ep dividing its 256 experts and d is ranked, across nodes too.
LayoutSearchRequest deepseekPublished(int gpus) {
    TrainingRunEdits edits;
    edits.published = "deepseek-v3";
    LayoutSearchRequest request = TrainingAnalysis::searchRequest(edits.apply(effsurf::resources::trainingCatalog()), Precision::FP8);
    request.gpus = gpus;
    return request;
}

template <LayoutSearchRequest (*Make)(int)>
void BM_LayoutSearch(benchmark::State& state) {
    const LayoutSearchRequest request = Make(int(state.range(0)));
    std::size_t layouts = 0;
    for (auto _ : state) {
        const auto ranked = LayoutSearch::rank(request);
        layouts = ranked.size();
        benchmark::DoNotOptimize(ranked.data());
    }
    state.counters["layouts"] = double(layouts);
}

}  // namespace

// 15,360 = 2^10 x 3 x 5 has the most divisors up to 16,384 of the GPU counts tried.
BENCHMARK_TEMPLATE(BM_LayoutSearch, gpt3)->Arg(1024)->Arg(4096)->Arg(15360)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_LayoutSearch, megatron1T)->Arg(3072)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_LayoutSearch, llama3LongContext)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_LayoutSearch, mixtral)->Arg(4096)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_LayoutSearch, llama3Planned)->Arg(16384)->Unit(benchmark::kMillisecond);
BENCHMARK_TEMPLATE(BM_LayoutSearch, deepseekPublished)->Arg(2048)->Arg(16384)->Unit(benchmark::kMillisecond);

// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingRunEdits.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

namespace effsurf::core {
namespace {

/// The shape's fields a preset is recognized by.
bool sameShape(const TransformerShape& a, const TransformerShape& b) {
    return a.layers == b.layers && a.hidden == b.hidden && a.heads == b.heads && a.sequenceLength == b.sequenceLength &&
           a.vocabulary == b.vocabulary && a.keyValueHeads() == b.keyValueHeads() && a.ffnWidth() == b.ffnWidth() &&
           a.gatedFfn == b.gatedFfn && a.tiedEmbeddings == b.tiedEmbeddings && a.moe.experts == b.moe.experts &&
           a.latentKvRank == b.latentKvRank && a.latentQueryRank == b.latentQueryRank && a.ropeHeadDim == b.ropeHeadDim &&
           a.moe.maxNodesPerToken == b.moe.maxNodesPerToken;
}

}  // namespace

TrainingRun TrainingRunEdits::apply(const TrainingCatalog& catalog) const {
    TrainingRun run;
    if (published) run.usePublishedRun(catalog.publishedRun(*published, "published run"), catalog);
    if (model) run.useModel(catalog.model(*model, "model"));
    if (rawParameters || rawFlopsPerSample) {
        if (!rawParameters) throw InvalidParameter("parameters", EFFSURF_TEXT("a model by its totals needs its parameters too"));
        if (!rawFlopsPerSample)
            throw InvalidParameter("FLOP per sample", EFFSURF_TEXT("a model by its totals needs its FLOP per sample too"));
        requirePositive(*rawParameters, "parameters");
        requirePositive(*rawFlopsPerSample, "FLOP per sample");
        run.raw = RawModel{*rawParameters, *rawFlopsPerSample};
        run.modelId = "custom";
        run.modelName = "custom model";
        run.tensorParallel = run.pipelineParallel = run.contextParallel = run.expertParallel = 1;
    }

    TransformerShape& shape = run.shape;
    bool edited = false;
    const auto edit = [&](const auto& value, auto& field, const char* name) {  // value: a std::optional
        if (!value) return;
        if (run.raw) throw InvalidParameter(name, EFFSURF_TEXT("a model given by its totals has no transformer shape"));
        field = *value;
        edited = true;
    };
    edit(layers, shape.layers, "layers");
    edit(hidden, shape.hidden, "hidden");
    edit(heads, shape.heads, "heads");
    edit(kvHeads, shape.kvHeads, "kv heads");
    edit(headDim, shape.headDim, "head dim");
    edit(ffnHidden, shape.ffnHidden, "ffn hidden");
    edit(sequenceLength, shape.sequenceLength, "sequence length");
    edit(vocabulary, shape.vocabulary, "vocabulary");
    edit(experts, shape.moe.experts, "experts");
    edit(expertsPerToken, shape.moe.expertsPerToken, "experts per token");
    edit(sharedExperts, shape.moe.sharedExperts, "shared experts");
    edit(expertFfnHidden, shape.moe.expertFfnHidden, "expert ffn hidden");
    edit(denseLayers, shape.moe.denseLayers, "dense layers");
    edit(latentQueryRank, shape.latentQueryRank, "latent query rank");
    edit(latentKvRank, shape.latentKvRank, "latent kv rank");
    edit(ropeHeadDim, shape.ropeHeadDim, "rope head dim");
    edit(maxNodesPerToken, shape.moe.maxNodesPerToken, "max nodes per token");
    edit(gatedFfn, shape.gatedFfn, "gated FFN");
    if (untiedEmbeddings) edit(std::optional<bool>(!*untiedEmbeddings), shape.tiedEmbeddings, "tied embeddings");
    if (capacityFactor) {
        if (!(*capacityFactor >= 1.0 && *capacityFactor <= 64.0))
            throw InvalidParameter("capacity factor",
                                   Message(EFFSURF_TEXT("must lie in [1, 64] (tokens an expert may take over an even share), got %1"),
                                           {formatNumber(*capacityFactor)})
                                       .text());
        edit(capacityFactor, shape.moe.capacityFactor, "capacity factor");
    }
    if (edited) {
        run.modelId = "custom";
        run.modelName = "custom transformer";
        // A shape typed out that is a preset's is that preset.
        for (const auto& preset : catalog.models()) {
            if (!preset.shape) continue;
            TrainingRun same = run;
            same.useModel(preset);
            if (sameShape(same.shape, shape)) {
                run.modelId = preset.id;
                run.modelName = preset.name;
                break;
            }
        }
    }

    if (gpu) {
        const AcceleratorPreset& accelerator = catalog.accelerator(*gpu, "GPU");
        run.useAccelerator(accelerator);
        // Its reference nodes' network, unless one is named (an H100 on HDR is nobody's cluster).
        if (!accelerator.network.empty() && !network && !networkBytesPerSecond) run.useNetwork(catalog.network(accelerator.network));
    }
    if (network) run.useNetwork(catalog.network(*network, "network"));
    if (networkBytesPerSecond || networkLatencySeconds)
        run.useCustomNetwork(networkBytesPerSecond.value_or(run.nicBytesPerSecond),
                             networkLatencySeconds.value_or(run.networkLatencySeconds));
    if (gpusPerNode) run.setGpusPerNode(*gpusPerNode);
    if (nvlinkDomain) run.nvlinkDomain = *nvlinkDomain;
    if (nicsPerNode) run.nicsPerNode = *nicsPerNode;
    if (tensorParallel) run.tensorParallel = *tensorParallel;
    if (contextParallel) run.contextParallel = *contextParallel;
    if (pipelineParallel) run.pipelineParallel = *pipelineParallel;
    if (expertParallel) run.expertParallel = *expertParallel;
    if (dataParallel) run.dataParallel = *dataParallel;
    if (gpus) {
        const long long replica = 1LL * run.tensorParallel * run.contextParallel * run.pipelineParallel;
        if (dataParallel && *dataParallel * replica != *gpus)
            throw InvalidParameter("GPU count", Message(EFFSURF_TEXT("%1 is not t x cp x p x d = %2"),
                                                        {std::to_string(*gpus), std::to_string(*dataParallel * replica)})
                                                    .text());
        try {
            run.setGpuCount(*gpus);
        } catch (const InvalidParameter& e) {
            throw e.renamed("GPU count");
        }
    }
    if (globalBatch) run.globalBatch = *globalBatch;
    if (microBatch) run.microBatch = *microBatch;
    if (interleave) run.interleave = *interleave;
    if (zeroStage) {
        if (*zeroStage < 0 || *zeroStage > 3)
            throw InvalidParameter("ZeRO stage",
                                   Message(EFFSURF_TEXT("must be 0, 1, 2 or 3, not %1"), {std::to_string(*zeroStage)}).text());
        run.zeroStage = *zeroStage;
    }
    if (shardGroup) run.shardGroup = *shardGroup;
    if (offloadOptimizer) run.offloadOptimizer = *offloadOptimizer;
    if (recompute) run.recompute = *recompute;
    if (fusedAttention) run.fusedAttention = *fusedAttention;
    if (dropout) run.dropout = *dropout;
    if (schedule) {
        run.schedule = *schedule;
        if (*schedule == PipelineSchedule::DualPipe && !interleave) run.interleave = 1;  // DualPipe's directions are its chunks
    }
    if (sequenceParallel) run.sequenceParallel = *sequenceParallel;
    if (allReduce) run.allReduce = *allReduce;
    if (fp8Recipe) run.fp8Recipe = *fp8Recipe;
    if (utilization) run.utilization = *utilization;
    if (overlap) run.overlap = *overlap;
    if (serialSeconds) run.serialSeconds = *serialSeconds;
    if (tokens) {
        requirePositive(*tokens, "tokens");
        run.tokens = *tokens;
    }
    if (bandLow) run.bandLow = *bandLow;
    if (bandHigh) run.bandHigh = *bandHigh;
    if (memoryMarginBytes) run.memoryMarginBytes = *memoryMarginBytes;
    run.validateBandAndMargin();
    return run;
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingRunEdits.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <gtest/gtest.h>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf::core;

namespace {

/// The field an InvalidParameter from apply() names ("" when none is thrown).
std::string refusedField(const TrainingRunEdits& edits) {
    try {
        edits.apply(shippedTrainingCatalog());
    } catch (const InvalidParameter& e) {
        return e.field();
    }
    return "";
}

}  // namespace

TEST(TrainingRunEdits, NothingToldIsTheDefaultRun) { EXPECT_EQ(TrainingRunEdits{}.apply(shippedTrainingCatalog()), TrainingRun{}); }

TEST(TrainingRunEdits, PresetsThenEditsThenLayout) {
    TrainingRunEdits edits;
    edits.model = "llama3-70b";
    edits.gpu = "h100-sxm";
    edits.tensorParallel = 8;
    edits.pipelineParallel = 4;
    edits.gpus = 1024;
    edits.layers = 40;
    const TrainingRun run = edits.apply(shippedTrainingCatalog());
    EXPECT_EQ(run.acceleratorId, "h100-sxm");
    EXPECT_EQ(run.shape.layers, 40);
    EXPECT_EQ(run.modelId, "custom");  // an edited shape is no preset's
    EXPECT_EQ(run.dataParallel, 1024 / 32);
    EXPECT_EQ(run.gpus(), 1024);
}

TEST(TrainingRunEdits, AShapeTypedOutThatIsAPresetsIsThatPreset) {
    TrainingRunEdits edits;
    edits.model = "llama3-70b";
    TrainingRun gpt3;
    gpt3.useModel(shippedTrainingCatalog().model("gpt3-175b"));
    edits.layers = gpt3.shape.layers;
    edits.hidden = gpt3.shape.hidden;
    edits.heads = gpt3.shape.heads;
    edits.kvHeads = gpt3.shape.keyValueHeads();
    edits.ffnHidden = gpt3.shape.ffnWidth();
    edits.sequenceLength = gpt3.shape.sequenceLength;
    edits.vocabulary = gpt3.shape.vocabulary;
    edits.gatedFfn = gpt3.shape.gatedFfn;
    edits.untiedEmbeddings = !gpt3.shape.tiedEmbeddings;
    edits.headDim = gpt3.shape.headWidth();
    EXPECT_EQ(edits.apply(shippedTrainingCatalog()).modelId, "gpt3-175b");
}

TEST(TrainingRunEdits, RefusalsNameTheirField) {
    TrainingRunEdits unknownGpu;
    unknownGpu.gpu = "abacus";
    EXPECT_EQ(refusedField(unknownGpu), "GPU");

    TrainingRunEdits shapeOfATotal;
    shapeOfATotal.rawParameters = 25.6e6;
    shapeOfATotal.rawFlopsPerSample = 2.3e10;
    shapeOfATotal.layers = 12;
    EXPECT_EQ(refusedField(shapeOfATotal), "layers");

    TrainingRunEdits halfATotal;
    halfATotal.rawParameters = 25.6e6;
    EXPECT_EQ(refusedField(halfATotal), "FLOP per sample");

    TrainingRunEdits notAMultiple;
    notAMultiple.gpus = 1000;  // t cp p = 96 by default
    EXPECT_EQ(refusedField(notAMultiple), "GPU count");

    TrainingRunEdits disagreeing;
    disagreeing.gpus = 96 * 4;
    disagreeing.dataParallel = 8;
    EXPECT_EQ(refusedField(disagreeing), "GPU count");

    TrainingRunEdits capacity;
    capacity.capacityFactor = 0.5;
    EXPECT_EQ(refusedField(capacity), "capacity factor");

    TrainingRunEdits zero;
    zero.zeroStage = 4;
    EXPECT_EQ(refusedField(zero), "ZeRO stage");

    TrainingRunEdits latency;
    latency.networkLatencySeconds = 2.0;
    EXPECT_EQ(refusedField(latency), "network latency");

    TrainingRunEdits unknownRun;
    unknownRun.published = "gpt-7";
    EXPECT_EQ(refusedField(unknownRun), "published run");

    TrainingRunEdits band;
    band.bandLow = 0.8;
    band.bandHigh = 0.6;
    EXPECT_EQ(refusedField(band), "utilization band");

    TrainingRunEdits margin;
    margin.memoryMarginBytes = 100.0 * kGibibyte;  // more than an A100's 80 GiB
    EXPECT_EQ(refusedField(margin), "memory margin");
}

TEST(TrainingRunEdits, APublishedRunIsItsPapersLayoutAndEveryEditChangesIt) {
    TrainingRunEdits edits;
    edits.published = "deepseek-v3";
    TrainingRun run = edits.apply(shippedTrainingCatalog());
    EXPECT_EQ(run.modelId, "deepseek-v3");
    EXPECT_EQ(run.acceleratorId, "h800");
    EXPECT_EQ(run.gpus(), 2048);
    EXPECT_EQ(run.expertParallel, 64);
    EXPECT_EQ(run.schedule, PipelineSchedule::DualPipe);
    EXPECT_EQ(run.fp8Recipe, Fp8Recipe::DeepSeekV3);
    EXPECT_EQ(run.globalBatch, 15360);
    EXPECT_EQ(run.tokens, 14.8e12);
    EXPECT_EQ(run.shape.moe.maxNodesPerToken, 4);
    edits.gpus = 4096;  // d from t cp p = 16
    edits.latentKvRank = 256;
    run = edits.apply(shippedTrainingCatalog());
    EXPECT_EQ(run.dataParallel, 256);
    EXPECT_EQ(run.shape.latentKvRank, 256);
    EXPECT_EQ(run.modelId, "custom");
    // The GPU count a user typed is in the message that refuses it.
    TrainingRunEdits typed;
    typed.gpus = 512;
    typed.dataParallel = 5;
    try {
        typed.apply(shippedTrainingCatalog());
        ADD_FAILURE() << "accepted";
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.message(), "512 is not t x cp x p x d = 480");
    }
}

TEST(TrainingRunEdits, ANodeSizedDomainFollowsTheNodeARackDomainStays) {
    TrainingRunEdits node;
    node.gpusPerNode = 4;
    EXPECT_EQ(node.apply(shippedTrainingCatalog()).nvlinkDomain, 4);
    TrainingRunEdits rack;
    rack.gpu = "gb200-nvl72";
    rack.gpusPerNode = 4;
    const TrainingRun run = rack.apply(shippedTrainingCatalog());
    EXPECT_EQ(run.gpusPerNode, 4);
    EXPECT_GT(run.nvlinkDomain, 4);
}

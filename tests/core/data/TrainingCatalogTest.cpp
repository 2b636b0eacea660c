// SPDX-License-Identifier: MIT
// The training presets (resources/data/training): every row reads, the
// presets the tool promises are there, the shapes reproduce the parameter
// counts their sources print, the datasheet peaks agree with the precision
// law's, and a broken table is refused naming file, line and column.

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/core/model/TransformerModel.h"
#include "InvalidField.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "ShippedTrainingCatalog.h"

using effsurf::test::shippedTrainingCatalog;

using namespace effsurf;
using namespace effsurf::core;

namespace {

using test::invalidField;

const std::string kModelsHeader =
    "id,name,kind,layers,hidden,heads,sequence,vocabulary,published_parameters,flops_per_sample,source,note\n";
const std::string kAcceleratorsHeader =
    "id,name,vendor,memory_gib,memory_gbps,intra_node_gbps,intra_node_latency_us,fp64,fp32,tf32,bf16,fp16,fp8,source,note\n"
    "a,A,V,80,2000,300,2,,,,312,,,s,\n";
const std::string kNetworksHeader = "id,name,gbit_per_s,nics_per_node,latency_us,source,note\nn,N,200,8,5,s,\n";
const std::string kOneModel = "m,M,transformer,2,64,4,128,1000,1e5,,s,\n";

/// The first issue of a catalog that fails to parse.
ImportIssue firstIssue(const std::string& models, const std::string& accelerators, const std::string& networks) {
    try {
        TrainingCatalog::parse(models, accelerators, networks, "mine");
    } catch (const ImportError& e) {
        return e.issues().front();
    }
    ADD_FAILURE() << "parsed without an issue";
    return {};
}

TEST(TrainingCatalog, ThePromisedPresetsAreThere) {
    for (const char* id :
         {"megatron-1.7b", "megatron-18.4b", "megatron-145.6b", "megatron-1t", "gpt3-175b", "llama2-7b", "llama2-70b", "bert-large",
          "resnet-50", "llama3-8b", "llama3-70b", "llama3-405b", "mixtral-8x7b", "deepseek-v3", "bloom-176b", "opt-175b", "mt-nlg-530b"})
        EXPECT_NO_THROW(shippedTrainingCatalog().model(id)) << id;
    for (const char* id : {"v100", "a100-40gb", "a100-80gb", "h100-sxm", "h200", "h800", "b200", "gb200-nvl72", "mi300x"})
        EXPECT_NO_THROW(shippedTrainingCatalog().accelerator(id)) << id;
    for (const char* id : {"hdr-ib", "ndr-ib", "eth-100g", "eth-400g", "opa-100", "slingshot-11"})
        EXPECT_NO_THROW(shippedTrainingCatalog().network(id)) << id;
    EXPECT_EQ(shippedTrainingCatalog().accelerator("gb200-nvl72").nvlinkDomain, 72);
    EXPECT_EQ(shippedTrainingCatalog().accelerator("h100-sxm").nvlinkDomain, 8);
    int others = 0;
    for (const auto& accelerator : shippedTrainingCatalog().accelerators()) others += accelerator.vendor != "NVIDIA";
    EXPECT_GE(others, 1) << "at least one accelerator that is not NVIDIA's";
    for (const auto& model : shippedTrainingCatalog().models()) EXPECT_FALSE(model.source.empty()) << model.id;
    EXPECT_EQ(shippedTrainingCatalog().model("GPT3-175B").name, "GPT-3 175B");  // ids are case-insensitive
}

TEST(TrainingCatalog, ShapesGiveTheParameterCountsTheirSourcesPrint) {
    // With grouped-query attention, gated FFNs, untied output layers, latent
    // attention and experts counted, every shape gives the count its source
    // prints: the Megatron family to the digits their Table 1 prints (two
    // significant digits for the small ones: 1.65B is printed 1.7B, 3.56B is
    // 3.6B), the rest within 1 % (BERT, an encoder with a pooler and token
    // types, 2 %).
    for (const auto& model : shippedTrainingCatalog().models()) {
        if (!model.shape) continue;
        const double counted = TransformerModel(*model.shape).parameterCount();
        const bool megatron = model.id.rfind("megatron", 0) == 0;
        const double tolerance = megatron ? (model.publishedParameters < 5e9 ? 0.03 : 0.005) : (model.id == "bert-large" ? 0.02 : 0.01);
        EXPECT_NEAR(counted / model.publishedParameters, 1.0, tolerance) << model.id;
    }
    // Active parameters of the mixtures: Mixtral 12.9B of 46.7B, DeepSeek-V3 37B of 671B.
    EXPECT_NEAR(TransformerModel(*shippedTrainingCatalog().model("mixtral-8x7b").shape).activeParameterCount() / 12.9e9, 1.0, 0.01);
    EXPECT_NEAR(TransformerModel(*shippedTrainingCatalog().model("deepseek-v3").shape).activeParameterCount() / 37e9, 1.0, 0.03);
    const ModelPreset& resnet = shippedTrainingCatalog().model("resnet-50");
    ASSERT_TRUE(resnet.raw);
    EXPECT_EQ(resnet.raw->parameters, 25.6e6);
    EXPECT_EQ(resnet.raw->flopsPerSample, 2.3e10);
}

TEST(TrainingCatalog, DatasheetPeaksAgreeWithThePrecisionLaw) {
    const std::pair<const char*, const char*> same[] = {{"v100", "v100"}, {"a100-80gb", "a100"}, {"h100-sxm", "h100"}};
    for (const auto& [presetId, sheetId] : same) {
        const AcceleratorPreset& preset = shippedTrainingCatalog().accelerator(presetId);
        const AcceleratorDatasheet& sheet = AcceleratorDatasheet::byId(sheetId);
        for (const auto& peak : sheet.peaks) EXPECT_DOUBLE_EQ(preset.peak(peak.precision), peak.teraflops * 1e12) << presetId;
    }
    EXPECT_DOUBLE_EQ(shippedTrainingCatalog().accelerator("a100-80gb").memoryBytes, 80.0 * 1073741824.0);  // 80 GiB: 81920 MiB
    EXPECT_DOUBLE_EQ(shippedTrainingCatalog().accelerator("a100-80gb").memoryBandwidth, 2.039e12);
    EXPECT_EQ(invalidField([] { shippedTrainingCatalog().accelerator("v100").peak(Precision::BF16); }), "precision");
    EXPECT_FALSE(shippedTrainingCatalog().accelerator("a100-40gb").supports(Precision::FP8));
}

TEST(TrainingCatalog, ANodesNicsAreSharedByItsGpus) {
    const NetworkPreset& hdr = shippedTrainingCatalog().network("hdr-ib");
    EXPECT_DOUBLE_EQ(hdr.perGpu(8).bandwidthBytesPerSecond, 25e9);         // 8 x 200 Gb/s over 8 GPUs
    EXPECT_DOUBLE_EQ(hdr.perGpu(8, 1).bandwidthBytesPerSecond, 25e9 / 8);  // one NIC for the node
    EXPECT_DOUBLE_EQ(hdr.perGpu(4).latencySeconds, 5e-6);
}

TEST(TrainingCatalog, UnknownIdsListTheKnownOnes) {
    try {
        shippedTrainingCatalog().accelerator("a100-81gb");
        FAIL();
    } catch (const InvalidParameter& e) {
        EXPECT_EQ(e.field(), "gpu");
        EXPECT_NE(std::string(e.what()).find("a100-80gb"), std::string::npos) << e.what();
    }
    EXPECT_EQ(invalidField([] { shippedTrainingCatalog().model("gpt-5", "model"); }), "model");
}

TEST(TrainingCatalog, ABrokenTableNamesFileLineAndColumn) {
    EXPECT_NO_THROW(TrainingCatalog::parse(kModelsHeader + kOneModel, kAcceleratorsHeader, kNetworksHeader, "mine"));

    ImportIssue issue =
        firstIssue(kModelsHeader + kOneModel + "x,X,transformer,2,abc,4,128,1000,1e5,,s,\n", kAcceleratorsHeader, kNetworksHeader);
    EXPECT_EQ(issue.file, "mine/models.csv");
    EXPECT_EQ(issue.line, 3);
    EXPECT_EQ(issue.field, "hidden");

    issue = firstIssue(kModelsHeader + kOneModel + "m,Again,raw,,,,,,1e5,1e9,s,\n", kAcceleratorsHeader, kNetworksHeader);
    EXPECT_EQ(issue.field, "id");
    issue = firstIssue(kModelsHeader + "m,M,rnn,,,,,,1e5,1e9,s,\n", kAcceleratorsHeader, kNetworksHeader);
    EXPECT_EQ(issue.field, "kind");
    issue = firstIssue(kModelsHeader + kOneModel, kAcceleratorsHeader + "b,B,V,80,2000,300,2,,,,,,,s,\n", kNetworksHeader);
    EXPECT_EQ(issue.file, "mine/accelerators.csv");
    EXPECT_EQ(issue.line, 3);
    issue = firstIssue(kModelsHeader + kOneModel, kAcceleratorsHeader, "id,name,gbit_per_s\nn,N,200\n");
    EXPECT_EQ(issue.field, "header");
    issue = firstIssue(kModelsHeader + kOneModel, kAcceleratorsHeader, kNetworksHeader + "k,K,-5,8,5,s,\n");
    EXPECT_EQ(issue.field, "gbit_per_s");
}

}  // namespace

namespace {

TEST(TrainingCatalog, PublishedRunsNameShippedPresetsAndSayWhatTheyAssume) {
    const auto& runs = shippedTrainingCatalog().publishedRuns();
    ASSERT_EQ(runs.size(), 31u);
    for (const auto& run : runs) {
        EXPECT_NO_THROW(shippedTrainingCatalog().model(run.model)) << run.id;
        EXPECT_NO_THROW(shippedTrainingCatalog().accelerator(run.gpu)) << run.id;
        EXPECT_NO_THROW(shippedTrainingCatalog().network(run.network)) << run.id;
        EXPECT_FALSE(run.stated.empty()) << run.id << ": which settings its paper states";
        EXPECT_FALSE(run.source.empty()) << run.id;
        if (run.documented) {
            EXPECT_FALSE(run.why.empty()) << run.id;
        }
    }
    const auto& llama = shippedTrainingCatalog().publishedRun("llama3-405b-8k-16384");
    EXPECT_EQ(llama.zeroStage, 2);
    EXPECT_EQ(llama.measure, PublishedMeasure::ModelTflopsPerGpu);
    EXPECT_NE(llama.assumed.find("interleave"), std::string::npos);
    // A run naming a preset that is not shipped, or a bad field, is refused with its file.
    const std::string header = "id,name,experiment,model,gpu,network,tp,zero,measure,published,status,stated,source,note\n";
    try {
        TrainingCatalog::parse(kModelsHeader + kOneModel, kAcceleratorsHeader, kNetworksHeader, "mine",
                               header + "r,R,e,nope,a,n,8,1,model-tflops,100,reproduced,all,s,\n");
        ADD_FAILURE() << "accepted";
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues().front().file, "mine/published-runs.csv");
    }
    try {
        TrainingCatalog::parse(kModelsHeader + kOneModel, kAcceleratorsHeader, kNetworksHeader, "mine",
                               header + "r,R,e,m,a,n,8,5,model-tflops,100,reproduced,all,s,\n");
        ADD_FAILURE() << "accepted";
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues().front().line, 2);
        EXPECT_EQ(e.issues().front().field, "zero");
    }
}

}  // namespace

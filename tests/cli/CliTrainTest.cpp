// effsurf-cli train as an ML engineer uses it: presets, the issue's runs,
// the layout search, and the options of today's models (GQA, SwiGLU, MoE,
// context parallelism, uneven stages, NVLink domains, FP8 recipes).

#include "CliRunner.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace {

using namespace effsurf::test::cli;

TEST(Cli, TrainPrintsTheIssuesGpt3RunWithEveryKey) {
    const auto r = run({"train", "--layers", "96", "--hidden", "12288", "--heads", "96", "--seq", "2048", "--vocab",
                        "51200", "--gpu", "a100-80gb", "--precision", "bf16", "--gpus-per-node", "8", "--tp", "8", "--pp",
                        "12", "--dp", "16", "--global-batch", "1536", "--micro-batch", "1", "--tokens", "300e9", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* key : {"gpus", "step_seconds", "tokens_per_second", "achieved_tflops_per_gpu", "mfu",
                            "days_for_tokens", "memory_per_gpu_bytes", "efficiency", "s_eff"})
        EXPECT_GT(jsonNumber(r.out, key), 0.0) << key;
    EXPECT_EQ(jsonNumber(r.out, "gpus"), 1536.0);
    EXPECT_NE(r.out.find("\"fits\": true"), std::string::npos);
    EXPECT_NE(r.out.find("\"model\": \"GPT-3 175B\""), std::string::npos) << "the typed shape is the preset's";
    // The terms add up to the step, and the achieved rate is F / (n T).
    const std::size_t terms = r.out.find("\"terms\"");
    ASSERT_NE(terms, std::string::npos);
    double sum = 0.0;
    for (const char* term : {"compute", "memory-bound kernels", "pipeline bubble", "stage imbalance",
                             "tensor-parallel all-reduce", "context-parallel K/V exchange", "expert all-to-all",
                             "pipeline point-to-point", "data-parallel all-reduce", "ZeRO-3 parameter gathers",
                             "host-device copies", "optimizer and serial"})
        sum += jsonNumber(r.out.substr(terms), term);
    const double step = jsonNumber(r.out, "step_seconds");
    EXPECT_NEAR(sum / step, 1.0, 1e-9);
    const double flops = 96.0 * 1536 * 2048 * 96 * 12288.0 * 12288 * (1 + 2048 / (6 * 12288.0) + 51200 / (16 * 96 * 12288.0));
    EXPECT_NEAR(jsonNumber(r.out, "achieved_tflops_per_gpu") * 1e12 / (flops / (1536 * step)), 1.0, 1e-4);
    // Days: T / (tokens per second).
    EXPECT_NEAR(jsonNumber(r.out, "days_for_tokens") * 86400 * jsonNumber(r.out, "tokens_per_second") / 300e9, 1.0, 1e-4);
    // Without --tokens there are no days.
    EXPECT_EQ(run({"train", "--json"}).out.find("days_for_tokens"), std::string::npos);
}

TEST(Cli, TrainSearchRanksTheLayouts) {
    const auto r = run({"train", "--model", "gpt3-175b", "--gpus", "1536", "--search", "--top", "5"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Layout search on 1536 GPUs"), std::string::npos) << r.out;
    const auto json = run({"train", "--model", "gpt3-175b", "--search", "--top", "3", "--json"});
    ASSERT_EQ(json.exitCode, 0) << json.err;
    const std::size_t search = json.out.find("\"search\"");
    ASSERT_NE(search, std::string::npos);
    EXPECT_EQ(jsonNumber(json.out.substr(search), "rank"), 1.0);
    EXPECT_LE(jsonNumber(json.out.substr(search), "tp"), 8.0) << "tensor parallelism stays in a node";
}

TEST(Cli, TrainTakesPresetsAndRawModels) {
    const auto llama = run({"train", "--model", "llama2-70b", "--gpu", "h100-sxm", "--network", "ndr-ib", "--tp", "8",
                            "--pp", "4", "--dp", "32", "--global-batch", "1024", "--precision", "fp8", "--json"});
    ASSERT_EQ(llama.exitCode, 0) << llama.err;
    EXPECT_NE(llama.out.find("Llama 2 70B"), std::string::npos);
    const auto resnet = run({"train", "--model", "resnet-50", "--gpu", "v100", "--precision", "fp16", "--dp", "256",
                             "--global-batch", "8192", "--json"});
    ASSERT_EQ(resnet.exitCode, 0) << resnet.err;
    EXPECT_GT(jsonNumber(resnet.out, "samples_per_second"), 0.0);
    const auto amd = run({"train", "--gpu", "mi300x", "--precisions"});
    ASSERT_EQ(amd.exitCode, 0) << amd.err;
    EXPECT_NE(amd.out.find("FP8 "), std::string::npos);
}

TEST(Cli, TrainGroupedQueryAttentionShrinksTheKeyValueProjections) {
    // GPT-3's shape with 8 key/value heads of 128: K and V shrink from h x h
    // to h x 1024 each, weights and biases, in every one of the 96 layers
    // (Ainslie et al., GQA).
    const auto mha = run({"train", "--json"});
    const auto gqa = run({"train", "--kv-heads", "8", "--json"});
    ASSERT_EQ(mha.exitCode, 0) << mha.err;
    ASSERT_EQ(gqa.exitCode, 0) << gqa.err;
    const double removed = 96.0 * 2 * (12288 + 1) * (12288 - 8 * 128);
    EXPECT_NEAR(jsonNumber(mha.out, "parameters") - jsonNumber(gqa.out, "parameters"), removed, 1.0);
}

TEST(Cli, TrainDataParallelInsideOneNodeNeverCrossesTheNetwork) {
    // The issue: megatron-1.7b on one 8-GPU node fell from 136 to 71 TFLOP/s
    // with one NIC instead of eight; its replicas never leave the node.
    std::vector<double> rates;
    for (const char* nics : {"1", "8"}) {
        const auto r = run({"train", "--model", "megatron-1.7b", "--tp", "1", "--pp", "1", "--dp", "8", "--global-batch",
                            "512", "--nics-per-node", nics, "--json"});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        rates.push_back(jsonNumber(r.out, "model_tflops_per_gpu"));
    }
    EXPECT_DOUBLE_EQ(rates[0], rates[1]);
    // 16 GPUs in one 16-GPU NVLink domain are not slower than 8 by more than the larger ring.
    const auto wide = run({"train", "--model", "megatron-1.7b", "--tp", "1", "--pp", "1", "--dp", "16", "--global-batch",
                           "512", "--gpus-per-node", "16", "--nvlink-domain", "16", "--json"});
    ASSERT_EQ(wide.exitCode, 0) << wide.err;
    EXPECT_GT(jsonNumber(wide.out, "model_tflops_per_gpu"), 0.98 * rates[1]);
}

TEST(Cli, TrainMfuLeavesRecomputationOutAndHfuCountsIt) {
    const auto full = run({"train", "--recompute", "full", "--json"});
    const auto none = run({"train", "--recompute", "none", "--json"});
    ASSERT_EQ(full.exitCode, 0) << full.err;
    ASSERT_EQ(none.exitCode, 0) << none.err;
    // Full recomputation runs the forward pass twice: 4 passes of work for 3 of progress.
    EXPECT_NEAR(jsonNumber(full.out, "hfu") / jsonNumber(full.out, "mfu"), 4.0 / 3.0, 0.02);
    EXPECT_NEAR(jsonNumber(none.out, "hfu"), jsonNumber(none.out, "mfu"), 1e-12);
    // MFU is progress: the faster step has the higher MFU.
    EXPECT_LT(jsonNumber(none.out, "step_seconds"), jsonNumber(full.out, "step_seconds"));
    EXPECT_NEAR(jsonNumber(none.out, "mfu") / jsonNumber(full.out, "mfu"),
                jsonNumber(full.out, "step_seconds") / jsonNumber(none.out, "step_seconds"), 1e-9);
}

TEST(Cli, TrainRunsTodaysModelsFromTheirPresets) {
    // Llama 3 405B as Meta trained it (Dubey et al. 2024, Table 4): 16,384 H100,
    // t8 p16 d128, 126 layers on 16 uneven stages; 400 TFLOP/s per GPU, MFU 41 %.
    const auto llama = run({"train", "--model", "llama3-405b", "--gpu", "h100-sxm", "--network", "eth-400g", "--tp", "8",
                            "--pp", "16", "--dp", "128", "--global-batch", "2048", "--seq", "8192", "--interleave", "4",
                            "--recompute", "selective", "--tokens", "15.6e12", "--json"});
    ASSERT_EQ(llama.exitCode, 0) << llama.err;
    EXPECT_EQ(jsonNumber(llama.out, "gpus"), 16384.0);
    EXPECT_NEAR(jsonNumber(llama.out, "model_tflops_per_gpu") / 400.0, 1.0, 0.10);
    EXPECT_NEAR(jsonNumber(llama.out, "parameters") / 405.9e9, 1.0, 0.01);
    // Mixtral: every expert in memory, two of eight in the FLOP (12.9e9 active of 46.7e9).
    const auto mixtral = run({"train", "--model", "mixtral-8x7b", "--gpu", "h100-sxm", "--tp", "2", "--pp", "4", "--dp",
                              "64", "--ep", "8", "--global-batch", "1024", "--json"});
    ASSERT_EQ(mixtral.exitCode, 0) << mixtral.err;
    EXPECT_NEAR(jsonNumber(mixtral.out, "parameters") / 46.7e9, 1.0, 0.01);
    EXPECT_NEAR(jsonNumber(mixtral.out, "active_parameters") / 12.9e9, 1.0, 0.02);
    EXPECT_GT(jsonNumber(mixtral.out, "expert all-to-all"), 0.0);
    // --tokens means tokens for every model (the issue: DeepSeek-V3 read them as samples, 421,000 days).
    const auto deepseek = run({"train", "--model", "deepseek-v3", "--gpu", "h800", "--network", "ndr-ib", "--precision",
                               "fp8", "--fp8-recipe", "deepseek-v3", "--tp", "1", "--pp", "16", "--dp", "128", "--ep",
                               "64", "--global-batch", "15360", "--seq", "4096", "--tokens", "14.8e12", "--json"});
    ASSERT_EQ(deepseek.exitCode, 0) << deepseek.err;
    const double days = jsonNumber(deepseek.out, "days_for_tokens");
    EXPECT_GT(days, 30.0);
    EXPECT_LT(days, 365.0);
}

TEST(Cli, TrainTakesANetworkOfItsOwn) {
    // A 100 Gb/s network with 8 adapters a node against the 200 Gb/s HDR preset:
    // the same run, the data-parallel all-reduce across nodes twice as long
    // (bandwidth-bound at this size).
    const auto hdr = run({"train", "--json"});
    const auto slow = run({"train", "--network-gbps", "100", "--network-latency", "5", "--json"});
    ASSERT_EQ(slow.exitCode, 0) << slow.err;
    const double ratio = jsonNumber(slow.out, "data-parallel all-reduce") / jsonNumber(hdr.out, "data-parallel all-reduce");
    EXPECT_GT(ratio, 1.8);
    EXPECT_LT(ratio, 2.2);
    const auto bad = run({"train", "--network-gbps", "0"});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("--network-gbps"), std::string::npos) << bad.err;
}

TEST(Cli, ATrainingChartExportedUnderAnotherLawIsCaptionedWithTheRun) {
    // The issue: exported training charts carried "Amdahl: s = ..." unless the training law was on screen.
    const std::string dir = tempDir() + "/caption/";
    const auto svg = run({"export", "--figure", "training-step", "--format", "svg", "--out", dir}, true);
    ASSERT_EQ(svg.exitCode, 0) << svg.err;
    const std::string text = slurp(dir + "training-step.svg");
    EXPECT_NE(text.find("GPT-3 175B"), std::string::npos) << "the run's model in the caption";
    EXPECT_NE(text.find("cp 1"), std::string::npos) << "its layout, t cp p d";
    EXPECT_EQ(text.find("Amdahl:"), std::string::npos) << "not the law on screen";
}

TEST(Cli, TrainSearchKeepsTensorParallelismInsideTheDomainUnlessAsked) {
    // The issue: t = 6 or 3 on 8-GPU nodes were costed as if inside NVLink and ranked 3rd and 5th.
    const auto inside = run({"train", "--search", "--top", "2000", "--json"});
    ASSERT_EQ(inside.exitCode, 0) << inside.err;
    for (const char* odd : {"\"tp\": 3,", "\"tp\": 6,", "\"tp\": 12,", "\"tp\": 16,"})
        EXPECT_EQ(inside.out.find(odd), std::string::npos) << odd << " does not tile an 8-GPU NVLink domain";
    const auto across = run({"train", "--search", "--top", "2000", "--tp-across-domains", "--json"});
    ASSERT_EQ(across.exitCode, 0) << across.err;
    EXPECT_NE(across.out.find("\"tp\": 16,"), std::string::npos) << "asked for: t over two nodes";
    EXPECT_EQ(run({"train", "--tp-across-domains"}).exitCode, 2);
}

}  // namespace

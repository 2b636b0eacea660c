// SPDX-License-Identifier: MIT
// effsurf-cli train as an ML engineer uses it: presets, the issue's runs,
// the layout search, and the options of today's models (GQA, SwiGLU, MoE,
// context parallelism, uneven stages, NVLink domains, FP8 recipes).

#include "CliRunner.h"

#include "effsurf/core/scenario/TrainingRunKeywords.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

namespace {

using namespace effsurf::test::cli;

TEST(Cli, TrainPrintsTheIssuesGpt3RunWithEveryKey) {
    const auto r = run({"train", "--layers",      "96",    "--hidden", "12288",     "--heads",     "96",   "--seq",
                        "2048",  "--vocab",       "51200", "--gpu",    "a100-80gb", "--precision", "bf16", "--gpus-per-node",
                        "8",     "--tp",          "8",     "--pp",     "12",        "--dp",        "16",   "--global-batch",
                        "1536",  "--micro-batch", "1",     "--tokens", "300e9",     "--recompute", "full", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    for (const char* key : {"gpus", "step_seconds", "tokens_per_second", "achieved_tflops_per_gpu", "mfu", "days_for_tokens",
                            "gpu_hours_for_tokens", "memory_per_gpu_gib", "efficiency", "s_eff"})
        EXPECT_GT(jsonNumber(r.out, key), 0.0) << key;
    EXPECT_EQ(jsonNumber(r.out, "gpus"), 1536.0);
    EXPECT_NE(r.out.find("\"fits\": true"), std::string::npos);
    EXPECT_NE(r.out.find("\"model\": \"GPT-3 175B\""), std::string::npos) << "the typed shape is the preset's";
    // The terms add up to the step, and the achieved rate is F / (n T).
    const std::size_t terms = r.out.find("\"terms\"");
    ASSERT_NE(terms, std::string::npos);
    double sum = 0.0;
    for (const char* term : {"compute", "memory-bound kernels", "pipeline bubble", "stage imbalance", "tensor-parallel all-reduce",
                             "context-parallel K/V exchange", "expert all-to-all", "pipeline point-to-point", "data-parallel all-reduce",
                             "ZeRO-3 parameter gathers", "host-device copies", "optimizer and serial"})
        sum += jsonNumber(r.out.substr(terms), term);
    const double step = jsonNumber(r.out, "step_seconds");
    EXPECT_NEAR(sum / step, 1.0, 1e-9);
    const double flops = 96.0 * 1536 * 2048 * 96 * 12288.0 * 12288 * (1 + 2048 / (6 * 12288.0) + 51200 / (16 * 96 * 12288.0));
    EXPECT_NEAR(jsonNumber(r.out, "achieved_tflops_per_gpu") * 1e12 / (flops / (1536 * step)), 1.0, 1e-4);
    // Days: T / (tokens per second); GPU-hours N times that.
    EXPECT_NEAR(jsonNumber(r.out, "days_for_tokens") * 86400 * jsonNumber(r.out, "tokens_per_second") / 300e9, 1.0, 1e-4);
    EXPECT_NEAR(jsonNumber(r.out, "gpu_hours_for_tokens") / (jsonNumber(r.out, "days_for_tokens") * 24 * 1536), 1.0, 1e-4);
    // Memory in GiB, as the limit it is compared with.
    EXPECT_EQ(jsonNumber(r.out, "memory_limit_gib"), 80.0);
    EXPECT_EQ(r.out.find("_bytes"), std::string::npos) << "one unit for memory: GiB";
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
    const auto llama = run({"train", "--model", "llama2-70b", "--gpu", "h100-sxm", "--network", "ndr-ib", "--tp", "8", "--pp", "4", "--dp",
                            "32", "--global-batch", "1024", "--precision", "fp8", "--json"});
    ASSERT_EQ(llama.exitCode, 0) << llama.err;
    EXPECT_NE(llama.out.find("Llama 2 70B"), std::string::npos);
    const auto resnet =
        run({"train", "--model", "resnet-50", "--gpu", "v100", "--precision", "fp16", "--dp", "256", "--global-batch", "8192", "--json"});
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
        const auto r = run({"train", "--model", "megatron-1.7b", "--tp", "1", "--pp", "1", "--dp", "8", "--global-batch", "512",
                            "--nics-per-node", nics, "--json"});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        rates.push_back(jsonNumber(r.out, "model_tflops_per_gpu"));
    }
    EXPECT_DOUBLE_EQ(rates[0], rates[1]);
    // 16 GPUs in one 16-GPU NVLink domain are not slower than 8 by more than the larger ring.
    const auto wide = run({"train", "--model", "megatron-1.7b", "--tp", "1", "--pp", "1", "--dp", "16", "--global-batch", "512",
                           "--gpus-per-node", "16", "--nvlink-domain", "16", "--json"});
    ASSERT_EQ(wide.exitCode, 0) << wide.err;
    EXPECT_GT(jsonNumber(wide.out, "model_tflops_per_gpu"), 0.98 * rates[1]);
}

TEST(Cli, TrainMfuLeavesRecomputationOutAndHfuCountsIt) {
    const auto full = run({"train", "--recompute", "full", "--json"});
    const auto none = run({"train", "--recompute", "none", "--fused-attention", "off", "--json"});
    const auto fused = run({"train", "--recompute", "none", "--json"});
    ASSERT_EQ(full.exitCode, 0) << full.err;
    ASSERT_EQ(none.exitCode, 0) << none.err;
    ASSERT_EQ(fused.exitCode, 0) << fused.err;
    // Full recomputation runs the forward pass twice: 4 passes of work for 3 of progress.
    EXPECT_NEAR(jsonNumber(full.out, "hfu") / jsonNumber(full.out, "mfu"), 4.0 / 3.0, 0.02);
    EXPECT_NEAR(jsonNumber(none.out, "hfu"), jsonNumber(none.out, "mfu"), 1e-12);
    // A fused attention kernel computes the scores again in its backward: a little more hardware FLOP.
    EXPECT_GT(jsonNumber(fused.out, "hfu"), jsonNumber(fused.out, "mfu"));
    EXPECT_LT(jsonNumber(fused.out, "hfu") / jsonNumber(fused.out, "mfu"), 1.05);
    // MFU is progress: the faster step has the higher MFU.
    EXPECT_LT(jsonNumber(none.out, "step_seconds"), jsonNumber(full.out, "step_seconds"));
    EXPECT_NEAR(jsonNumber(none.out, "mfu") / jsonNumber(full.out, "mfu"),
                jsonNumber(full.out, "step_seconds") / jsonNumber(none.out, "step_seconds"), 1e-9);
}

TEST(Cli, TrainRunsTodaysModelsFromTheirPresets) {
    // Llama 3 405B as Meta trained it (Dubey et al. 2024, Table 4): 16,384 H100,
    // t8 p16 d128, 126 layers on 16 uneven stages; 400 TFLOP/s per GPU, MFU 41 %.
    const auto llama = run({"train", "--model",      "llama3-405b", "--gpu",       "h100-sxm",  "--network",      "eth-400g", "--tp",
                            "8",     "--pp",         "16",          "--dp",        "128",       "--global-batch", "2048",     "--seq",
                            "8192",  "--interleave", "4",           "--recompute", "selective", "--tokens",       "15.6e12",  "--json"});
    ASSERT_EQ(llama.exitCode, 0) << llama.err;
    EXPECT_EQ(jsonNumber(llama.out, "gpus"), 16384.0);
    EXPECT_NEAR(jsonNumber(llama.out, "model_tflops_per_gpu") / 400.0, 1.0, 0.10);
    EXPECT_NEAR(jsonNumber(llama.out, "parameters") / 405.9e9, 1.0, 0.01);
    // Mixtral: every expert in memory, two of eight in the FLOP (12.9e9 active of 46.7e9).
    const auto mixtral = run({"train", "--model", "mixtral-8x7b", "--gpu", "h100-sxm", "--tp", "2", "--pp", "4", "--dp", "64", "--ep", "8",
                              "--global-batch", "1024", "--json"});
    ASSERT_EQ(mixtral.exitCode, 0) << mixtral.err;
    EXPECT_NEAR(jsonNumber(mixtral.out, "parameters") / 46.7e9, 1.0, 0.01);
    EXPECT_NEAR(jsonNumber(mixtral.out, "active_parameters") / 12.9e9, 1.0, 0.02);
    EXPECT_GT(jsonNumber(mixtral.out, "expert all-to-all"), 0.0);
    // --tokens means tokens for every model (the issue: DeepSeek-V3 read them as samples, 421,000 days).
    const auto deepseek =
        run({"train",        "--model",        "deepseek-v3", "--gpu", "h800", "--network", "ndr-ib",  "--precision", "fp8",
             "--fp8-recipe", "deepseek-v3",    "--tp",        "1",     "--pp", "16",        "--dp",    "128",         "--ep",
             "64",           "--global-batch", "15360",       "--seq", "4096", "--tokens",  "14.8e12", "--json"});
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

TEST(Cli, TrainPublishedRunsAtTheDefaultsSayWhatThePaperStatesAndTheMiss) {
    // Llama 3 405B's 8K run on 16,384 H100: at the defaults plus its paper's settings, within 10 % and fitting.
    const auto llama = run({"train", "--published", "llama3-405b-8k-16384", "--json"});
    ASSERT_EQ(llama.exitCode, 0) << llama.err;
    EXPECT_NEAR(jsonNumber(llama.out, "model_tflops_per_gpu") / 400.0, 1.0, 0.10);
    EXPECT_NE(llama.out.find("\"fits\": true"), std::string::npos);
    EXPECT_NEAR(jsonNumber(llama.out, "published_miss"), jsonNumber(llama.out, "model_tflops_per_gpu") / 400.0 - 1.0, 1e-3);
    EXPECT_NE(llama.out.find("\"published_stated\""), std::string::npos);
    EXPECT_NE(llama.out.find("interleave v = 4"), std::string::npos) << "the assumed v is said";
    // MT-NLG: documented, the framework named, the schedule effsurf assumes shown.
    const auto mtnlg = run({"train", "--published", "mt-nlg-530b-2240"});
    ASSERT_EQ(mtnlg.exitCode, 0) << mtnlg.err;
    EXPECT_NE(mtnlg.out.find("DeepSpeed's pipeline engine"), std::string::npos) << mtnlg.out;
    EXPECT_NE(mtnlg.out.find("pipeline schedule                                 Megatron-Core 1F1B"), std::string::npos) << mtnlg.out;
    // DeepSeek-V3 fits at its published layout in FP8 (its precision, not typed).
    const auto deepseek = run({"train", "--published", "deepseek-v3", "--json"});
    ASSERT_EQ(deepseek.exitCode, 0) << deepseek.err;
    EXPECT_NE(deepseek.out.find("FP8"), std::string::npos);
    EXPECT_NE(deepseek.out.find("\"fits\": true"), std::string::npos);
    EXPECT_NE(deepseek.out.find("DualPipe"), std::string::npos);
}

TEST(Cli, TrainSearchOnAGpuCountAloneRanksAndShowsTheRunsRank) {
    // The issue: --search --gpus 16384 failed with "not a multiple of t cp p = 96".
    const auto r = run({"train", "--model", "llama3-405b", "--gpu", "h100-sxm", "--search", "--gpus", "16384", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(jsonNumber(r.out, "gpus"), 16384.0);
    EXPECT_EQ(jsonNumber(r.out, "search_rank"), 1.0) << "the run shown is the search's best";
    // Its top layout is within 10 % of the published 400 TFLOP/s a GPU (Llama 3's batch and the H100's NDR network, from the presets).
    EXPECT_NEAR(jsonNumber(r.out, "model_tflops_per_gpu") / 400.0, 1.0, 0.10);
    const std::size_t search = r.out.find("\"search\"");
    ASSERT_NE(search, std::string::npos);
    EXPECT_GT(jsonNumber(r.out.substr(search), "memory_per_gpu_gib"), 1.0) << "memory in GiB";
    EXPECT_GT(jsonNumber(r.out.substr(search), "hfu"), 0.0);
    // A typed layout that does not divide N is still an error, naming what was typed.
    const auto typed = run({"train", "--tp", "8", "--pp", "12", "--dp", "5", "--gpus", "512"});
    EXPECT_EQ(typed.exitCode, 2);
    EXPECT_NE(typed.err.find("512 is not t x cp x p x d = 480"), std::string::npos) << typed.err;
}

TEST(Cli, TrainWhenNothingFitsSaysTheSmallestAndWhatFreesMost) {
    // Llama 3 405B on 64 H100 without ZeRO: no layout fits 80 GiB less a 4 GiB margin.
    const auto r =
        run({"train", "--model", "llama3-405b", "--gpu", "h100-sxm", "--search", "--gpus", "64", "--zero", "0", "--memory-margin", "4"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("No layout fits in 76 GiB: the smallest needs"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("frees most"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("What frees memory on these GPUs, most first"), std::string::npos) << r.out;
}

TEST(Cli, TrainBandShowsEveryPredictionAtBothEndsOfTheUtilization) {
    const auto r = run({"train", "--tokens", "300e9", "--band", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const std::size_t low = r.out.find("\"band_low\""), high = r.out.find("\"band_high\"");
    ASSERT_NE(low, std::string::npos);
    ASSERT_NE(high, std::string::npos);
    EXPECT_LT(jsonNumber(r.out.substr(low), "tokens_per_second"), jsonNumber(r.out, "tokens_per_second"));
    EXPECT_GT(jsonNumber(r.out.substr(high), "tokens_per_second"), jsonNumber(r.out, "tokens_per_second"));
    EXPECT_GT(jsonNumber(r.out.substr(low), "gpu_hours_for_tokens"), jsonNumber(r.out.substr(high), "gpu_hours_for_tokens"));
    const auto custom = run({"train", "--band=0.4:0.5", "--json"});
    ASSERT_EQ(custom.exitCode, 0) << custom.err;
    EXPECT_NE(custom.out.find("0.4 to 0.5"), std::string::npos);
}

TEST(Cli, TrainFitsMeasuredStepsAndPredictsWithABand) {
    // Steps the model makes for a known run (utilization 0.6, 12 GB/s a GPU), as an engineer measured them.
    const std::string dir = tempDir() + "/fit/";
    std::filesystem::create_directories(dir);
    std::string csv = "gpus,step_seconds\n";
    const double noise[] = {1.02, 0.98, 1.01, 0.99, 1.03, 0.97, 1.0};
    int i = 0;
    for (int d : {2, 4, 8, 16, 32, 64, 128}) {
        const auto truth = run({"train", "--dp", std::to_string(d), "--utilization", "0.6", "--network-gbps", "96", "--json"});
        ASSERT_EQ(truth.exitCode, 0) << truth.err;
        csv += std::to_string(96 * d) + "," + std::to_string(jsonNumber(truth.out, "step_seconds") * noise[i++]) + "\n";
        csv += std::to_string(96 * d) + "," + std::to_string(jsonNumber(truth.out, "step_seconds") / noise[i - 1]) + "\n";
    }
    writeFile(dir + "steps.csv", csv);
    const auto fit = run({"train", "--fit", dir + "steps.csv", "--json"});
    ASSERT_EQ(fit.exitCode, 0) << fit.err;
    EXPECT_NE(fit.out.find("\"fit_utilization\": \"0.6"), std::string::npos) << fit.out.substr(0, 2000);
    EXPECT_NE(fit.out.find("\"fit_predictions\""), std::string::npos);
    // Refused with the file, line and reason, exit 2: a zero time, one GPU count, a column of text.
    writeFile(dir + "zero.csv", "gpus,step_seconds\n192,10\n384,0\n768,4\n");
    writeFile(dir + "one.csv", "gpus,step_seconds\n192,10\n192,10.2\n192,9.9\n");
    writeFile(dir + "text.csv", "gpus,step_seconds\n192,ten\n384,6\n768,4\n");
    writeFile(dir + "single.csv", "gpus,step_seconds\n192,10\n");
    for (const auto& [file, message] : {std::pair<std::string, std::string>{"zero.csv", "zero.csv:3: column 2 (step_seconds)"},
                                        {"one.csv", "every step was measured on 192 GPUs"},
                                        {"text.csv", "text.csv:2: column 2 (step_seconds): expected a number, got 'ten'"},
                                        {"single.csv", "has 1 measured step"}}) {
        const auto bad = run({"train", "--fit", dir + file});
        EXPECT_EQ(bad.exitCode, 2) << file;
        EXPECT_NE(bad.err.find(message), std::string::npos) << bad.err;
        EXPECT_TRUE(bad.out.empty()) << file;
    }
}

TEST(Cli, TrainTakesLatentAttentionAndTheNewSettingsByName) {
    const auto mla = run({"train", "--model", "deepseek-v3", "--kv-lora-rank", "256", "--q-lora-rank", "768", "--rope-head-dim",
                          "32",    "--gpu",   "h800",        "--tp",           "1",   "--pp",          "16",  "--dp",
                          "128",   "--ep",    "64",          "--json"});
    ASSERT_EQ(mla.exitCode, 0) << mla.err;
    const auto preset =
        run({"train", "--model", "deepseek-v3", "--gpu", "h800", "--tp", "1", "--pp", "16", "--dp", "128", "--ep", "64", "--json"});
    EXPECT_LT(jsonNumber(mla.out, "parameters"), jsonNumber(preset.out, "parameters")) << "smaller latents, fewer weights";
    EXPECT_NE(mla.out.find("custom transformer"), std::string::npos);
    const auto big = run({"train", "--model", "deepseek-v3", "--kv-lora-rank", "9000"});
    EXPECT_EQ(big.exitCode, 2);
    EXPECT_NE(big.err.find("--kv-lora-rank: 9000 is larger than the hidden size h = 7168"), std::string::npos) << big.err;
    // ZeRO-2 with a pipeline, hybrid groups and DualPipe are runs, not errors.
    EXPECT_EQ(run({"train", "--zero", "2"}).exitCode, 0);
    EXPECT_EQ(run({"train", "--zero", "3", "--shard-group", "8"}).exitCode, 0);
    EXPECT_EQ(run({"train", "--schedule", "dualpipe"}).exitCode, 0);
}

}  // namespace

namespace {

// core's list of the run's counts and numbers is what effsurf-cli train reads:
// each keyword is an option (with '-'), and a value it refuses is refused
// naming that option, never silently ignored.
TEST(Cli, TrainReadsEveryKeywordOfCoresList) {
    for (const auto& edit : effsurf::core::TrainingRunKeywords::counts()) {
        std::string option = "--" + std::string(edit.keyword);
        std::replace(option.begin(), option.end(), '_', '-');
        const auto r = run({"train", option, "-3", "--json"});
        EXPECT_EQ(r.exitCode, 2) << option;
        EXPECT_NE(r.err.find(option), std::string::npos) << option << ": " << r.err;
    }
    for (const auto& edit : effsurf::core::TrainingRunKeywords::numbers()) {
        std::string option = "--" + std::string(edit.keyword);
        std::replace(option.begin(), option.end(), '_', '-');
        const auto r = run({"train", option, "not-a-number", "--json"});
        EXPECT_EQ(r.exitCode, 2) << option;
        EXPECT_NE(r.err.find(option), std::string::npos) << option << ": " << r.err;
    }
    // An error of the run names the options that set it, from core's map (the all-reduce's was missing here).
    EXPECT_EQ(effsurf::core::TrainingRunKeywords::optionsOf("algorithm"), "--all-reduce");
}

}  // namespace

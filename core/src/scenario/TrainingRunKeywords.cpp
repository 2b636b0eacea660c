// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingRunKeywords.h"

#include <map>

namespace effsurf::core {

const std::vector<TrainingRunCountEdit>& TrainingRunKeywords::counts() {
    using E = TrainingRunEdits;
    static const std::vector<TrainingRunCountEdit> edits{
        {"layers", &E::layers, false},
        {"hidden", &E::hidden, false},
        {"heads", &E::heads, false},
        {"kv_heads", &E::kvHeads, false},
        {"head_dim", &E::headDim, false},
        {"ffn_hidden", &E::ffnHidden, false},
        {"seq", &E::sequenceLength, false},
        {"vocab", &E::vocabulary, false},
        {"experts", &E::experts, true},
        {"experts_per_token", &E::expertsPerToken, false},
        {"shared_experts", &E::sharedExperts, true},
        {"expert_ffn_hidden", &E::expertFfnHidden, false},
        {"dense_layers", &E::denseLayers, true},
        {"max_nodes_per_token", &E::maxNodesPerToken, true},
        {"kv_lora_rank", &E::latentKvRank, true},
        {"q_lora_rank", &E::latentQueryRank, true},
        {"rope_head_dim", &E::ropeHeadDim, true},
        {"gpus_per_node", &E::gpusPerNode, false},
        {"nvlink_domain", &E::nvlinkDomain, false},
        {"nics_per_node", &E::nicsPerNode, false},
        {"tp", &E::tensorParallel, false},
        {"cp", &E::contextParallel, false},
        {"pp", &E::pipelineParallel, false},
        {"ep", &E::expertParallel, false},
        {"dp", &E::dataParallel, false},
        {"global_batch", &E::globalBatch, false},
        {"micro_batch", &E::microBatch, false},
        {"interleave", &E::interleave, false},
        {"shard_group", &E::shardGroup, true},
    };
    return edits;
}

const std::vector<TrainingRunNumberEdit>& TrainingRunKeywords::numbers() {
    using E = TrainingRunEdits;
    static const std::vector<TrainingRunNumberEdit> edits{
        {"capacity_factor", &E::capacityFactor},
        {"utilization", &E::utilization},
        {"overlap", &E::overlap},
        {"serial_seconds", &E::serialSeconds},
    };
    return edits;
}

namespace {

/// The keywords of `field`, or nullopt for a field no keyword sets.
std::optional<std::string> lookUp(const std::string& field) {
    static const std::map<std::string, std::string, std::less<>> keywords{{"layers", "layers/pp/interleave"},
                                                                          {"hidden", "hidden/heads"},
                                                                          {"heads", "heads/tp/kv_heads"},
                                                                          {"kv heads", "kv_heads/tp"},
                                                                          {"head dim", "head_dim"},
                                                                          {"ffn hidden", "ffn_hidden/tp"},
                                                                          {"sequence length", "seq/cp"},
                                                                          {"vocabulary", "vocab"},
                                                                          {"experts", "experts/ep"},
                                                                          {"experts per token", "experts_per_token"},
                                                                          {"shared experts", "shared_experts"},
                                                                          {"expert ffn hidden", "expert_ffn_hidden"},
                                                                          {"dense layers", "dense_layers"},
                                                                          {"capacity factor", "capacity_factor"},
                                                                          {"tensor parallel", "tp"},
                                                                          {"context parallel", "cp"},
                                                                          {"expert parallel", "ep/dp/cp"},
                                                                          {"pipeline parallel", "pp"},
                                                                          {"data parallel", "dp"},
                                                                          {"micro-batch", "micro_batch"},
                                                                          {"micro-batches per step", "global_batch"},
                                                                          {"global batch", "global_batch/dp/micro_batch"},
                                                                          {"interleave", "interleave/pp"},
                                                                          {"ZeRO stage", "zero/pp"},
                                                                          {"utilization", "utilization"},
                                                                          {"overlap", "overlap"},
                                                                          {"serial seconds", "serial_seconds"},
                                                                          {"precision", "precision/gpu"},
                                                                          {"FP8 recipe", "fp8_recipe"},
                                                                          {"GPUs per node", "gpus_per_node"},
                                                                          {"NVLink domain", "nvlink_domain"},
                                                                          {"inter-node bandwidth", "network_gbps/nics_per_node"},
                                                                          {"inter-node latency", "network_latency_us"},
                                                                          {"parameters", "params"},
                                                                          {"FLOP per sample", "flops_per_sample"},
                                                                          {"tokens", "tokens"},
                                                                          {"model", "model"},
                                                                          {"GPU", "gpu"},
                                                                          {"network", "network"},
                                                                          {"GPU count", "gpus"},
                                                                          {"network bandwidth", "network_gbps"},
                                                                          {"network latency", "network_latency_us"},
                                                                          {"gated FFN", "swiglu"},
                                                                          {"tied embeddings", "untied"},
                                                                          {"recompute", "recompute"},
                                                                          {"algorithm", "all_reduce"},
                                                                          {"published run", "published"},
                                                                          {"published run's model", "published"},
                                                                          {"published run's GPU", "published"},
                                                                          {"published run's network", "published"},
                                                                          {"latent query rank", "q_lora_rank"},
                                                                          {"latent kv rank", "kv_lora_rank"},
                                                                          {"rope head dim", "rope_head_dim"},
                                                                          {"max nodes per token", "max_nodes_per_token"},
                                                                          {"shard group", "shard_group"},
                                                                          {"pipeline schedule", "schedule"},
                                                                          {"utilization band", "band"},
                                                                          {"memory margin", "memory_margin_gib"}};
    const auto it = keywords.find(field);
    if (it == keywords.end()) return std::nullopt;
    return it->second;
}

}  // namespace

std::string TrainingRunKeywords::keywordsOf(const std::string& field) { return lookUp(field).value_or(field); }

std::string TrainingRunKeywords::optionsOf(const std::string& field) {
    const auto found = lookUp(field);
    if (!found) return field;
    const std::string& keywords = *found;
    // Where the option's value is in another unit than the keyword says.
    static const std::map<std::string, std::string, std::less<>> renamed{{"network_latency_us", "network-latency"},
                                                                         {"memory_margin_gib", "memory-margin"}};
    std::string options;
    std::size_t start = 0;
    while (start <= keywords.size()) {
        std::size_t end = keywords.find('/', start);
        if (end == std::string::npos) end = keywords.size();
        std::string keyword = keywords.substr(start, end - start);
        if (const auto it = renamed.find(keyword); it != renamed.end()) keyword = it->second;
        for (char& c : keyword)
            if (c == '_') c = '-';
        options += (options.empty() ? "--" : "/--") + keyword;
        start = end + 1;
    }
    return options;
}

}  // namespace effsurf::core

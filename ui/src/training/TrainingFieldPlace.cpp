// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingFieldPlace.h"

#include <map>

namespace effsurf::ui {

const TrainingFieldPlace* TrainingFieldPlace::of(const QString& field) {
    static const std::map<QString, TrainingFieldPlace> places{
        {QStringLiteral("layers"), {"layout", {"layers", "pipeline parallel", "interleave"}}},
        {QStringLiteral("heads"), {"layout", {"heads", "tensor parallel"}}},
        {QStringLiteral("kv heads"), {"architecture", {"kv heads", "heads", "tensor parallel"}}},
        {QStringLiteral("head dim"), {"architecture", {"head dim"}}},
        {QStringLiteral("ffn hidden"), {"architecture", {"ffn hidden", "tensor parallel"}}},
        {QStringLiteral("experts"), {"architecture", {"experts", "expert parallel"}}},
        {QStringLiteral("experts per token"), {"architecture", {"experts per token", "experts"}}},
        {QStringLiteral("shared experts"), {"architecture", {"shared experts"}}},
        {QStringLiteral("expert ffn hidden"), {"architecture", {"expert ffn hidden"}}},
        {QStringLiteral("dense layers"), {"architecture", {"dense layers", "layers"}}},
        {QStringLiteral("capacity factor"), {"architecture", {}}},
        {QStringLiteral("latent kv rank"), {"architecture", {"latent kv rank", "hidden"}}},
        {QStringLiteral("latent query rank"), {"architecture", {"latent query rank", "hidden"}}},
        {QStringLiteral("rope head dim"), {"architecture", {"rope head dim"}}},
        {QStringLiteral("max nodes per token"), {"architecture", {"max nodes per token"}}},
        {QStringLiteral("ZeRO stage"), {"layout", {}}},
        {QStringLiteral("shard group"), {"layout", {"shard group", "data parallel"}}},
        {QStringLiteral("pipeline schedule"), {"layout", {"pipeline parallel"}}},
        {QStringLiteral("utilization band"), {"calibration", {}}},
        {QStringLiteral("memory margin"), {"hardware", {"memory margin"}}},
        {QStringLiteral("context parallel"), {"scale-out", {"context parallel"}}},
        {QStringLiteral("sequence length"), {"scale-out", {"sequence", "context parallel"}}},
        {QStringLiteral("expert parallel"), {"scale-out", {"expert parallel", "data parallel"}}},
        {QStringLiteral("network bandwidth"), {"scale-out", {}}},
        {QStringLiteral("network latency"), {"scale-out", {}}},
        {QStringLiteral("hidden"), {"layout", {"hidden", "tensor parallel"}}},
        {QStringLiteral("global batch"), {"layout", {"global batch", "data parallel", "micro-batch"}}},
        {QStringLiteral("tensor parallel"), {"layout", {"tensor parallel"}}},
        {QStringLiteral("pipeline parallel"), {"layout", {"pipeline parallel"}}},
        {QStringLiteral("data parallel"), {"layout", {"data parallel"}}},
        {QStringLiteral("micro-batch"), {"layout", {"micro-batch"}}},
        {QStringLiteral("interleave"), {"layout", {"interleave"}}},
        {QStringLiteral("vocabulary"), {"model", {"vocabulary"}}},
        {QStringLiteral("parameters"), {"model", {}}},
        {QStringLiteral("FLOP per sample"), {"model", {}}},
        {QStringLiteral("precision"), {"hardware", {}}},
        {QStringLiteral("GPUs per node"), {"hardware", {"GPUs per node"}}},
        {QStringLiteral("utilization"), {"calibration", {}}},
        {QStringLiteral("overlap"), {"calibration", {}}},
        {QStringLiteral("serial seconds"), {"calibration", {}}},
        {QStringLiteral("tokens"), {"calibration", {}}},
    };
    const auto it = places.find(field);
    return it == places.end() ? nullptr : &it->second;
}

}  // namespace effsurf::ui

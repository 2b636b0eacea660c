// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/cli/ArgumentParser.h"
#include "effsurf/core/scenario/TrainingRun.h"

#include <string>
#include <utility>

namespace effsurf::cli {

/// The options that describe a large-model training run (`effsurf-cli
/// train`): the model's shape (attention, FFN, experts), the accelerator,
/// nodes and network, the layout (t, cp, p, d, ep, b, v), memory savers and
/// the FP8 recipe. One place, so that every command that takes a run reads
/// it alike and every bad value names the option the user typed.
class TrainingRunOptions {
public:
    /// Adds the options to `parser`.
    static void addTo(ArgumentParser& parser);
    /// The run they describe, from the defaults and the presets named.
    /// Throws InvalidParameter naming the option ("--kv-heads", ...).
    /// `withoutGpuCount` leaves --gpus out (the caller lays the run on them itself).
    static core::TrainingRun read(const ParsedArguments& args, bool withoutGpuCount = false);
    /// The options a model field is set by, for messages from the model
    /// ("kv heads" -> "--kv-heads/--tp"); the field itself if none.
    static std::string optionOf(const std::string& field);
    /// A whole number option in [1, 10^9].
    static int count(const ParsedArguments& args, const std::string& name, int fallback);
    /// --band's utilization range: "LO:HI", or the run's default band when given bare.
    static std::pair<double, double> bandOption(const ParsedArguments& args);
};

}  // namespace effsurf::cli

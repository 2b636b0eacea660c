// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/Json.h"
#include "effsurf/core/util/JsonWriter.h"

#include <string>

namespace effsurf::core {

/// A measured series inside a session: its aggregated points (N, mean, peak,
/// min, max, standard deviation, repetitions, line) and, when it was read
/// from a file, every raw row as little-endian base64 ("rows"), so that a
/// million-row series saves and reopens in seconds with every repetition
/// kept. Reading checks each value as an import would (errors name the JSON
/// path and the file's line: "scenario.series[0].rows[3] (line 5): N: ...")
/// and fits again: a file cannot carry a fit that disagrees with its data.
class SeriesJson {
public:
    static void write(JsonWriter& w, const ImportedSeries& series, const std::string& path);
    static ImportedSeries read(const JsonValue& object, const std::string& path);
};

}  // namespace effsurf::core

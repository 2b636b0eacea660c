// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ProbeMetadata.h"

#include "effsurf/core/data/ImportIssue.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace effsurf::core {
namespace {

std::optional<double> parseNumber(std::string_view text) {
    const std::string copy(text);
    if (copy.empty()) return std::nullopt;
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || errno == ERANGE || !std::isfinite(value)) return std::nullopt;
    return value;
}

/// "workers=2 bytes=8 seconds=1e-06 iterations=1000"
std::optional<ProbeAllReduceSample> parseAllReduce(std::string_view text) {
    ProbeAllReduceSample sample;
    int seen = 0;
    while (!text.empty()) {
        const auto space = text.find(' ');
        const std::string_view pair = text.substr(0, space);
        text = space == std::string_view::npos ? std::string_view() : text.substr(space + 1);
        const auto equals = pair.find('=');
        if (equals == std::string_view::npos) return std::nullopt;
        const auto value = parseNumber(pair.substr(equals + 1));
        if (!value) return std::nullopt;
        const std::string_view key = pair.substr(0, equals);
        if (key == "workers") sample.workers = *value;
        else if (key == "bytes") sample.bytes = *value;
        else if (key == "seconds") sample.seconds = *value;
        else if (key == "iterations" && *value >= 1 && *value <= 1e9) sample.iterations = static_cast<int>(*value);
        else return std::nullopt;
        ++seen;
    }
    if (seen != 4 || !(sample.workers >= 1 && sample.workers <= 1e9) || !(sample.bytes > 0) || !(sample.seconds > 0)) return std::nullopt;
    return sample;
}

}  // namespace

std::string ProbeMetadata::text(const std::string& key) const {
    for (const auto& entry : entries)
        if (entry.first == key) return entry.second;
    return {};
}

std::optional<double> ProbeMetadata::number(const std::string& key) const { return parseNumber(text(key)); }

ProbeMetadata ProbeMetadata::parse(std::string_view text) {
    ProbeMetadata metadata;
    constexpr std::string_view kFirst = "# effsurf-probe: ";
    bool first = true;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        std::string_view line = text.substr(0, newline);
        text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (first) {
            if (line.size() >= 3 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
            if (line.substr(0, kFirst.size()) != kFirst) return {};
            std::string_view mode = line.substr(kFirst.size());
            if (mode.size() > 5 && mode.substr(mode.size() - 5) == " mode") mode.remove_suffix(5);
            if (mode != "threads" && mode != "mpi") return {};
            metadata.mode = std::string(mode);
            first = false;
            continue;
        }
        if (line.empty() || line[0] != '#') break;  // the header row: the comments are over
        const auto colon = line.find(": ");
        if (colon == std::string_view::npos || colon < 3) continue;
        const std::string_view key = line.substr(2, colon - 2), value = line.substr(colon + 2);
        if (key == "allreduce") {
            if (auto sample = parseAllReduce(value)) metadata.allReduce.push_back(*sample);
            continue;
        }
        metadata.entries.emplace_back(std::string(key), std::string(value));
    }
    return metadata;
}

ProbeMetadata ProbeMetadata::readFile(const std::string& path) {
    try {
        return parse(readFileHead(path, std::size_t(1) << 20));
    } catch (const std::exception&) {
        return {};
    }
}

}  // namespace effsurf::core

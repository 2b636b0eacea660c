// SPDX-License-Identifier: MIT
#include "effsurf/probe/ProbeReport.h"

namespace effsurf::probe {

void ProbeReport::set(const std::string& key, const std::string& value) {
    for (auto& line : header)
        if (line.first == key) {
            line.second = value;
            return;
        }
    header.emplace_back(key, value);
}

std::string ProbeReport::get(const std::string& key) const {
    for (const auto& line : header)
        if (line.first == key) return line.second;
    return {};
}

}  // namespace effsurf::probe

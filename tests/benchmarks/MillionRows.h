// SPDX-License-Identifier: MIT
#pragma once

// The benchmarks' measurement file: 1,000,000 "ranks,time_s" rows (13 MB) as
// strong-scaling runs produce them: 64 process counts, repetitions in random
// order, 2% noise, T(N) = 1000 s (1e-5 + (1 - 1e-5) / N). Deterministic, so
// every run reads the same bytes (scripts/make_benchmark_csv.py writes the same shape).

#include <cmath>
#include <cstdio>
#include <random>
#include <string>

namespace effsurf::bench {

inline std::string millionRowCsv() {
    std::mt19937 generator(12);
    std::normal_distribution<double> noise(0.0, 0.02);
    std::uniform_int_distribution<int> pick(0, 63);
    std::string csv = "ranks,time_s\n";
    csv.reserve(14'000'000);
    char buffer[64];
    for (int i = 0; i < 1000000; ++i) {
        const double n = std::round(std::pow(2.0, pick(generator) / 3.0));
        const double t = 1000.0 * (1e-5 + (1.0 - 1e-5) / n) * (1.0 + noise(generator));
        std::snprintf(buffer, sizeof buffer, "%.0f,%.6g\n", n, t);
        csv += buffer;
    }
    return csv;
}

}  // namespace effsurf::bench

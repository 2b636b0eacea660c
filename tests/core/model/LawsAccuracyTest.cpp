// SPDX-License-Identifier: MIT
// Accuracy sweep: every law against an independent long-double evaluation
// of the textbook formula (x86-64 long double carries 64 mantissa bits, about
// 3 more decimal digits than double), over N in [1, 1e12] and s in
// {0} U [1e-15, 1]. Requirement (issue 2): relative error <= 1e-12.

#include "effsurf/core/model/Laws.h"

#include <gtest/gtest.h>

#include <cfloat>
#include <cmath>
#include <sstream>
#include <vector>

using namespace effsurf::core;

namespace {

constexpr double kTolerance = 1e-12;

std::vector<double> processorCounts() {
    std::vector<double> values{1.0, 2.0, 3.0, 1000.0, 2414592.0, 1e12, 1e12 - 1.0};
    for (int i = 0; i <= 240; ++i) values.push_back(std::pow(10.0, 12.0 * i / 240.0));
    return values;
}

std::vector<double> serialFractions() {
    std::vector<double> values{0.0, 1.0, 0.5, 1.0 - 1e-12, 1.4547e-7};
    for (int i = 0; i <= 300; ++i) values.push_back(std::pow(10.0, -15.0 + 15.0 * i / 300.0));
    return values;
}

double relativeError(double actual, long double reference) {
    if (reference == 0.0L) return std::fabs(actual);
    return static_cast<double>(std::fabs((static_cast<long double>(actual) - reference) / reference));
}

class AccuracySweep : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_GE(LDBL_MANT_DIG, 64) << "the reference needs extended precision"; }
    template <typename Law, typename Reference>
    void sweep(const char* name, Law law, Reference reference) {
        double worst = 0.0;
        double worstN = 0.0, worstS = 0.0;
        for (double n : processorCounts()) {
            for (double s : serialFractions()) {
                const double error = relativeError(law(n, s), reference(static_cast<long double>(n), static_cast<long double>(s)));
                if (error > worst) {
                    worst = error;
                    worstN = n;
                    worstS = s;
                }
            }
        }
        EXPECT_LE(worst, kTolerance) << name << ": worst relative error " << worst << " at N=" << worstN << " s=" << worstS;
        std::ostringstream text;
        text << worst;
        RecordProperty(std::string(name) + "_worst_relative_error", text.str());
    }
};

TEST_F(AccuracySweep, AmdahlSpeedup) {
    sweep("amdahlSpeedup", amdahlSpeedup, [](long double n, long double s) { return 1.0L / (s + (1.0L - s) / n); });
}

TEST_F(AccuracySweep, Efficiency) {
    sweep("amdahlEfficiency", amdahlEfficiency, [](long double n, long double s) { return 1.0L / (n * s + (1.0L - s)); });
}

TEST_F(AccuracySweep, GustafsonSpeedup) {
    sweep("gustafsonSpeedup", gustafsonSpeedup, [](long double n, long double s) { return s + (1.0L - s) * n; });
}

TEST_F(AccuracySweep, SunNiSpeedupWithSquareRootGrowth) {
    sweep(
        "sunNiSpeedup", [](double n, double s) { return sunNiSpeedup(n, s, std::sqrt(n)); },
        [](long double n, long double s) {
            const long double g = static_cast<long double>(std::sqrt(static_cast<double>(n)));  // same G as above
            return (s + (1.0L - s) * g) / (s + (1.0L - s) * g / n);
        });
}

TEST_F(AccuracySweep, AcceleratedSerialFraction) {
    for (double k : {0.25, 2.0, 4.0, 64.0}) {
        sweep(
            "acceleratedSerialFraction", [k](double, double s) { return acceleratedSerialFraction(s, k); },
            [k](long double, long double s) { return s / (s + (1.0L - s) / static_cast<long double>(k)); });
    }
}

TEST_F(AccuracySweep, SerialFractionFromEfficiencyAndSpeedup) {
    // Inputs: E and S as doubles (as a user or a file gives them); the
    // reference evaluates L4 on the same doubles in long double.
    double worst = 0.0;
    for (double n : processorCounts()) {
        if (n <= 1.0) continue;
        for (double s : serialFractions()) {
            const double e = amdahlEfficiency(n, s);
            const auto ln = static_cast<long double>(n), le = static_cast<long double>(e);
            // (1/E - 1)/(N - 1) written as (1 - E)/(E (N - 1)): the same L4, but
            // 1/E - 1 would cancel even in long double when E is near 1.
            const long double reference = (1.0L - le) / (le * (ln - 1.0L));
            if (reference == 0.0L) continue;
            worst = std::max(worst, relativeError(serialFractionFromEfficiency(n, e), reference));
            const double speedup = n * e;
            const auto ls = static_cast<long double>(speedup);
            worst = std::max(worst, relativeError(serialFractionFromSpeedup(n, speedup), (ln - ls) / (ls * (ln - 1.0L))));
        }
    }
    EXPECT_LE(worst, kTolerance);
}

}  // namespace

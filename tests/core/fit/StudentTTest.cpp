// SPDX-License-Identifier: MIT
#include "effsurf/core/fit/StudentT.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

TEST(StudentT, CriticalValuesMatchTables) {
    // Two-sided 95% values from standard tables (7 significant figures).
    EXPECT_NEAR(studentTCritical(0.95, 1), 12.70620, 1e-4);
    EXPECT_NEAR(studentTCritical(0.95, 2), 4.302653, 1e-5);
    EXPECT_NEAR(studentTCritical(0.95, 5), 2.570582, 1e-5);
    EXPECT_NEAR(studentTCritical(0.95, 10), 2.228139, 1e-5);
    EXPECT_NEAR(studentTCritical(0.95, 30), 2.042272, 1e-5);
    EXPECT_NEAR(studentTCritical(0.95, 100000), 1.959987, 1e-4);
    EXPECT_NEAR(studentTCritical(0.99, 10), 3.169273, 1e-5);
}

TEST(StudentT, IncompleteBetaKnownValues) {
    EXPECT_NEAR(regularizedIncompleteBeta(1.0, 1.0, 0.3), 0.3, 1e-14);     // uniform
    EXPECT_NEAR(regularizedIncompleteBeta(2.0, 3.0, 0.4), 0.5248, 1e-12);  // 1 - sum, by hand
    EXPECT_EQ(regularizedIncompleteBeta(2.0, 3.0, 0.0), 0.0);
    EXPECT_EQ(regularizedIncompleteBeta(2.0, 3.0, 1.0), 1.0);
}

}  // namespace

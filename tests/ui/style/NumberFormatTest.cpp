// SPDX-License-Identifier: MIT
// The one number format of titles, captions, fields and legends, and tick
// labels with the digits their spacing needs. Expected texts are written out
// by hand from the rules, not produced by the code under test.

#include "effsurf/ui/style/NumberFormat.h"

#include <gtest/gtest.h>

using effsurf::ui::NumberFormat;

TEST(NumberFormat, OneFormatWithoutExponentNotation) {
    EXPECT_EQ(NumberFormat::scientific(1e6), QStringLiteral("10\u2076"));
    EXPECT_EQ(NumberFormat::scientific(909090.9), QStringLiteral("9.09\u00D710\u2075"));
    EXPECT_EQ(NumberFormat::scientific(2.23872e7), QStringLiteral("2.24\u00D710\u2077"));
    EXPECT_EQ(NumberFormat::scientific(999.7), QStringLiteral("1000"));                    // 'g' wrote "1e+03"
    EXPECT_EQ(NumberFormat::scientific(0.0005), QStringLiteral("5\u00D710\u207B\u2074"));  // not "0.000"
    EXPECT_EQ(NumberFormat::scientific(0.9091), QStringLiteral("0.909"));
    EXPECT_EQ(NumberFormat::scientific(-3e-9), QStringLiteral("\u22123\u00D710\u207B\u2079"));
    for (double v : {1e-15, 0.0005, 1.0, 999.7, 2.23872e7, 1e12}) EXPECT_FALSE(NumberFormat::scientific(v).contains(QLatin1Char('e'))) << v;
}

TEST(NumberFormat, FieldsShowTheNotationAndKeepTheValue) {
    EXPECT_EQ(NumberFormat::editable(1e-7), QStringLiteral("10\u207B\u2077"));
    EXPECT_EQ(NumberFormat::editable(2414592.0), QStringLiteral("2414592"));
    EXPECT_EQ(NumberFormat::editable(6e15), QStringLiteral("6\u00D710\u00B9\u2075"));
}

TEST(NumberFormat, TicksCarryTheDigitsOfTheirSpacing) {
    EXPECT_EQ(NumberFormat::tickLabelFormat(0.25), QStringLiteral("%.2f"));
    EXPECT_EQ(NumberFormat::tickLabelFormat(0.2), QStringLiteral("%.1f"));
    EXPECT_EQ(NumberFormat::tickLabelFormat(5.0), QStringLiteral("%.0f"));
    EXPECT_EQ(NumberFormat::ticks(0.75, 0.25), QStringLiteral("0.75"));
    EXPECT_EQ(NumberFormat::ticks(0.5, 0.25), QStringLiteral("0.50"));
    EXPECT_EQ(NumberFormat::ticks(-1e-17, 0.25), QStringLiteral("0.00"));  // no "-0.00"
}

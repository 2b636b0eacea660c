// SPDX-License-Identifier: MIT
// Issue 44: every numeric field reads what is typed through core's checked
// parser. A plain spin box dropped what it could not hold and clamped the
// rest: "1e400" became 1400, "5e12" 512, "-1" 1, "2.5" threads 25, silently.

#include "UiTestSupport.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

/// Types `text` over the field's content and ends the edit as a user does (Enter).
template <typename SpinBox>
void typeInto(SpinBox& box, const QString& text) {
    box.setFocus();
    box.selectAll();
    QTest::keyClicks(&box, text);
    QTest::keyClick(&box, Qt::Key_Return);
    QCoreApplication::processEvents();
}

}  // namespace

TEST(CheckedSpinBoxes, ADecimalFieldRefusesWhatItCannotHoldWithTheRangeAndKeepsItsValue) {
    ui::CheckedDoubleSpinBox box(QStringLiteral("custom network"));
    box.setRange(1.0, 10000.0);
    box.setDecimals(1);
    box.setSuffix(QStringLiteral(" Gb/s"));
    box.setValue(400.0);
    box.show();
    test::makeActive(box);
    QSignalSpy changes(&box, &QDoubleSpinBox::valueChanged);
    for (const QString& bad : {QStringLiteral("1e400"), QStringLiteral("5e12"), QStringLiteral("-1"), QStringLiteral("fast")}) {
        typeInto(box, bad);
        EXPECT_DOUBLE_EQ(box.value(), 400.0) << bad.toStdString();
        EXPECT_TRUE(box.refusal().startsWith(QStringLiteral("custom network: "))) << box.refusal().toStdString();
    }
    EXPECT_EQ(changes.count(), 0) << "a refused text changes nothing";
    typeInto(box, QStringLiteral("5e12"));
    EXPECT_TRUE(box.refusal().contains(QStringLiteral("must lie in [1, 10⁴], got 5×10¹²"))) << box.refusal().toStdString();
    EXPECT_FALSE(box.styleSheet().isEmpty()) << "the field is marked";
    // Exponents in range are numbers like any other.
    typeInto(box, QStringLiteral("1.6e3"));
    EXPECT_DOUBLE_EQ(box.value(), 1600.0);
    EXPECT_TRUE(box.refusal().isEmpty()) << box.refusal().toStdString();
    EXPECT_TRUE(box.styleSheet().isEmpty()) << "editing again clears the mark";
    typeInto(box, QStringLiteral("200"));
    EXPECT_DOUBLE_EQ(box.value(), 200.0);
    EXPECT_EQ(box.text(), QStringLiteral("200.0 Gb/s"));
}

TEST(CheckedSpinBoxes, ACountFieldRefusesFractionsAndKeepsItsValue) {
    ui::CheckedSpinBox box(QStringLiteral("threads"));
    box.setRange(1, 256);
    box.setValue(4);
    box.show();
    test::makeActive(box);
    for (const QString& bad : {QStringLiteral("2.5"), QStringLiteral("-1"), QStringLiteral("1e400"), QStringLiteral("0")}) {
        typeInto(box, bad);
        EXPECT_EQ(box.value(), 4) << bad.toStdString();
        EXPECT_TRUE(box.refusal().startsWith(QStringLiteral("threads: "))) << box.refusal().toStdString();
    }
    typeInto(box, QStringLiteral("2.5"));
    EXPECT_TRUE(box.refusal().contains(QStringLiteral("whole number"))) << box.refusal().toStdString();
    typeInto(box, QStringLiteral("1.6e2"));
    EXPECT_EQ(box.value(), 160);
    EXPECT_TRUE(box.refusal().isEmpty());
}

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/style/NumberFormat.h"

#include <QValue3DAxisFormatter>

#include <cmath>

namespace effsurf::ui {

/// Axis labels "10⁻⁷" for axes whose values are log10 of the quantity.
class PowerOfTenAxisFormatter : public QValue3DAxisFormatter {
public:
    using QValue3DAxisFormatter::QValue3DAxisFormatter;

protected:
    QValue3DAxisFormatter* createNewInstance() const override { return new PowerOfTenAxisFormatter; }
    QString stringForValue(qreal value, const QString&) const override {
        return NumberFormat::powerOfTen(static_cast<int>(std::lround(value)));
    }
};

}  // namespace effsurf::ui

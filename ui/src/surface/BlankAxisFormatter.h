// SPDX-License-Identifier: MIT
#pragma once

#include <QValue3DAxisFormatter>

namespace effsurf::ui {

/// No tick labels: the E axis of the top view (a heat map), where the colour
/// bar is the E scale and the labels, seen edge-on, pile into the corners.
class BlankAxisFormatter : public QValue3DAxisFormatter {
public:
    using QValue3DAxisFormatter::QValue3DAxisFormatter;

protected:
    QValue3DAxisFormatter* createNewInstance() const override { return new BlankAxisFormatter; }
    QString stringForValue(qreal, const QString&) const override { return {}; }
};

}  // namespace effsurf::ui

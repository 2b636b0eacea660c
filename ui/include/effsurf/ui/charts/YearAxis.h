// SPDX-License-Identifier: MIT
#pragma once

class QChart;
class QValueAxis;

namespace effsurf::ui {

/// The horizontal axis of the TOP500 charts: list editions as years,
/// labelled every 1, 2, 5 or 10 years, the fewest that leave each label
/// ("2026") its width and a gap at the fonts and plot width now (kept so as
/// the plot area changes).
class YearAxis {
public:
    /// A year axis 2000 .. 2026 at the chart's bottom, titled "list edition".
    static QValueAxis* add(QChart* chart);
    /// Chooses the label interval of every year axis of `chart` for its plot width now.
    static void fitTicks(QChart* chart);
    /// Refits the ticks whenever the chart's plot area changes.
    static void keepFitted(QChart* chart);
};

}  // namespace effsurf::ui

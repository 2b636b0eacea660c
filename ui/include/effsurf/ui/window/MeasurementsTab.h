// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

class QScrollArea;
class QSplitter;

namespace effsurf::ui {

class FitResidualChart;
class KarpFlattChart;
class MeasurePanel;
class SeriesPanel;

/// The Measurements tab: the series and their fits, this computer's probe,
/// the Karp–Flatt chart and the fits' residuals. At the desk the series over
/// the probe beside the charts; in the presentation view the fit table over
/// the Karp–Flatt chart, the probe and residuals being the desk's.
class MeasurementsTab : public QWidget {
    Q_OBJECT
public:
    MeasurementsTab(SeriesPanel* series, MeasurePanel* measure, KarpFlattChart* karpFlatt, QWidget* parent = nullptr);

    void setPresenting(bool presenting);
    /// The fits' relative residuals under the Karp–Flatt chart.
    FitResidualChart* residuals() const noexcept { return residuals_; }

private:
    SeriesPanel* series_;
    KarpFlattChart* karpFlatt_;
    FitResidualChart* residuals_;
    QScrollArea* measureArea_;
    QSplitter* outer_;
};

}  // namespace effsurf::ui

#pragma once

#include <QWidget>

class QScrollArea;
class QSplitter;

namespace effsurf::ui {

class KarpFlattChart;
class MeasurePanel;
class SeriesPanel;

/// The Measurements tab: the series and their fits, this computer's probe
/// and the Karp–Flatt chart. At the desk the series over the probe beside
/// the chart; in the presentation view the fit table over the chart, the
/// probe being the desk's.
class MeasurementsTab : public QWidget {
    Q_OBJECT
public:
    MeasurementsTab(SeriesPanel* series, MeasurePanel* measure, KarpFlattChart* karpFlatt, QWidget* parent = nullptr);

    void setPresenting(bool presenting);

private:
    SeriesPanel* series_;
    KarpFlattChart* karpFlatt_;
    QScrollArea* measureArea_;
    QSplitter* outer_;
};

}  // namespace effsurf::ui

#pragma once

#include "effsurf/ui/style/ChartLook.h"

#include <QWidget>

namespace effsurf::ui {

/// The colour bar beside the 3D surface: the efficiency colour map with tick
/// labels, linear (0 .. 1) or logarithmic (10⁻⁴ .. 1), and the E = 0.5 ridge
/// marked.
class GradientLegend : public QWidget {
    Q_OBJECT
public:
    explicit GradientLegend(QWidget* parent = nullptr);
    void setLogarithmic(bool logarithmic);
    bool isLogarithmic() const noexcept { return logarithmic_; }
    /// Text colour, background and font scale (the 3D view's look).
    void setLook(const ChartLook& look);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    bool logarithmic_ = false;
    ChartLook look_ = ChartLook::light();
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/TransformerModel.h"

#include <QWidget>

namespace effsurf::ui {

/// Memory per GPU as one horizontal bar against the accelerator's memory:
/// weights, gradients, optimizer states and activations stacked, the limit
/// as a line, the total in words ("58 GB of 80 GB"), red where it does not fit.
class MemoryBar : public QWidget {
    Q_OBJECT
public:
    explicit MemoryBar(QWidget* parent = nullptr);

    void setMemory(const core::MemoryPerGpu& memory, double limitBytes);
    bool fits() const noexcept { return memory_.total() <= limit_; }
    /// "9.2 GB of 80 GB per GPU" or "213 GB per GPU: does not fit in 80 GB".
    QString summary() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    core::MemoryPerGpu memory_{0.0, 0.0, 0.0, 0.0};
    double limit_ = 80e9;
};

}  // namespace effsurf::ui

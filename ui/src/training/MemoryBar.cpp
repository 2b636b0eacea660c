// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/MemoryBar.h"

#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

QString gigabytes(double bytes) { return NumberFormat::gibibytes(bytes); }

}  // namespace

MemoryBar::MemoryBar(QWidget* parent) : QWidget(parent) {
    setAccessibleName(tr("memory per GPU"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void MemoryBar::setMemory(const core::MemoryPerGpu& memory, double limitBytes) {
    memory_ = memory;
    limit_ = limitBytes;
    setToolTip(tr("Per GPU of pipeline stage %1 (the fullest): weights %2, FP32 gradients %3, optimizer states %4, "
                  "activations %5 (Korthikanti et al.), working buffers %6 (logits, a recomputed layer, ZeRO-3's "
                  "gathered layers); the line is the accelerator's %7")
                   .arg(memory.stage + 1)
                   .arg(gigabytes(memory.weights), gigabytes(memory.gradients), gigabytes(memory.optimizer), gigabytes(memory.activations),
                        gigabytes(memory.buffers), gigabytes(limitBytes)));
    setAccessibleDescription(summary());
    update();
}

QString MemoryBar::summary() const {
    return fits() ? tr("%1 of %2 per GPU").arg(gigabytes(memory_.total()), gigabytes(limit_))
                  : tr("%1 per GPU: does not fit in %2").arg(gigabytes(memory_.total()), gigabytes(limit_));
}

QSize MemoryBar::sizeHint() const { return {480, fontMetrics().height() * 3}; }
QSize MemoryBar::minimumSizeHint() const { return {240, fontMetrics().height() * 3}; }

void MemoryBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const ChartLook& look = ChartStyle::look();
    const int textHeight = fontMetrics().height();
    const QRectF bar(1.0, 1.0, width() - 2.0, height() - textHeight - 6.0);
    const double scale = std::max(limit_, memory_.total()) * 1.08;
    painter.setPen(Qt::NoPen);
    painter.setBrush(look.background);
    painter.drawRoundedRect(bar, 3, 3);
    const struct {
        double bytes;
        QColor color;
    } parts[] = {{memory_.weights, QColor(0x00, 0x72, 0xB2)},
                 {memory_.gradients, QColor(0x56, 0xB4, 0xE9)},
                 {memory_.optimizer, QColor(0x00, 0x9E, 0x73)},
                 {memory_.activations, QColor(0xE6, 0x9F, 0x00)},
                 {memory_.buffers, QColor(0xCC, 0x79, 0xA7)}};
    double x = bar.left();
    for (const auto& part : parts) {
        const double w = bar.width() * part.bytes / scale;
        painter.setBrush(part.color);
        painter.drawRect(QRectF(x, bar.top(), w, bar.height()));
        x += w;
    }
    // The accelerator's memory: a line across the bar.
    const double limitX = bar.left() + bar.width() * limit_ / scale;
    const QColor warning(0xD5, 0x5E, 0x00);
    painter.setPen(QPen(fits() ? look.ink : warning, 3.0));
    painter.drawLine(QPointF(limitX, bar.top() - 1), QPointF(limitX, bar.bottom() + 1));
    painter.setPen(QPen(look.ink.lighter(150), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(bar, 3, 3);
    painter.setPen(fits() ? palette().color(QPalette::WindowText) : warning);
    QFont font = painter.font();
    font.setBold(!fits());
    painter.setFont(font);
    // The parts named where the width allows (a projector's large text may not).
    QString text = tr("Memory: %1 (weights, gradients, optimizer, activations, buffers)").arg(summary());
    if (painter.fontMetrics().horizontalAdvance(text) > width()) text = tr("Memory: %1").arg(summary());
    painter.drawText(QRectF(0, bar.bottom() + 3, width(), textHeight + 2), Qt::AlignLeft | Qt::AlignVCenter, text);
}

}  // namespace effsurf::ui

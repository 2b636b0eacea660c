#include "effsurf/ui/GradientLegend.h"

#include "effsurf/ui/EfficiencyColorMap.h"
#include "effsurf/ui/NumberFormat.h"

#include <QLinearGradient>
#include <QPainter>

#include <cmath>

namespace effsurf::ui {

GradientLegend::GradientLegend(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setToolTip(tr("Efficiency E = S / N. The dark band is E = 0.5, the ridge N s = 1."));
}

void GradientLegend::setLogarithmic(bool logarithmic) {
    logarithmic_ = logarithmic;
    update();
}

QSize GradientLegend::sizeHint() const { return {104, 300}; }

void GradientLegend::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSize(10);
    painter.setFont(font);
    const int top = 34;
    const int bottom = height() - 16;
    const QRect bar(10, top, 22, bottom - top);
    painter.setPen(QColor(0x20, 0x20, 0x30));
    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRect(0, 4, width(), 24), Qt::AlignCenter, tr("E"));
    painter.setFont(font);

    QLinearGradient gradient(bar.bottomLeft(), bar.topLeft());
    gradient.setStops(EfficiencyColorMap::stops(logarithmic_));
    painter.fillRect(bar, gradient);
    painter.drawRect(bar);

    const auto yOf = [&](double e) {
        return bar.bottom() - EfficiencyColorMap::position(e, logarithmic_) * bar.height();
    };
    QList<QPair<double, QString>> ticks;
    if (logarithmic_) {
        for (int k = -4; k <= 0; ++k) ticks.append({std::pow(10.0, k), NumberFormat::powerOfTen(k)});
    } else {
        for (int i = 0; i <= 5; ++i) ticks.append({i / 5.0, QString::number(i / 5.0, 'f', 1)});
    }
    for (const auto& [e, label] : ticks) {
        const double y = yOf(e);
        painter.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 5, y));
        painter.drawText(QRectF(bar.right() + 8, y - 10, width() - bar.right() - 8, 20), Qt::AlignVCenter, label);
    }
    const double ridge = yOf(0.5);
    painter.drawText(QRectF(bar.right() + 8, ridge - 10, width() - bar.right() - 8, 20), Qt::AlignVCenter,
                     logarithmic_ ? QStringLiteral("0.5") : tr("0.5 ridge"));
}

}  // namespace effsurf::ui

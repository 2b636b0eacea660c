#include "effsurf/ui/surface/GradientLegend.h"

#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <QFontMetrics>
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

void GradientLegend::setLook(const ChartLook& look) {
    look_ = look;
    updateGeometry();
    update();
}

QSize GradientLegend::sizeHint() const { return {int(104 * look_.fontScale), 300}; }

void GradientLegend::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), look_.background);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10 * look_.fontScale);
    painter.setFont(font);
    const int lineHeight = QFontMetrics(font).height();
    const int top = 10 + 2 * lineHeight;
    const int bottom = height() - lineHeight;
    const QRect bar(10, top, int(22 * look_.fontScale), bottom - top);
    painter.setPen(look_.text);
    QFont bold = font;
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRect(0, 4, width(), 2 * lineHeight), Qt::AlignCenter, tr("E"));
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
        painter.drawText(QRectF(bar.right() + 8, y - lineHeight, width() - bar.right() - 8, 2 * lineHeight), Qt::AlignVCenter, label);
    }
    const double ridge = yOf(0.5);
    painter.drawText(QRectF(bar.right() + 8, ridge - lineHeight, width() - bar.right() - 8, 2 * lineHeight), Qt::AlignVCenter,
                     logarithmic_ ? QStringLiteral("0.5") : tr("0.5 ridge"));
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/RooflineChart.h"

#include "effsurf/core/data/GainHistory.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/MachineHistory.h"
#include "effsurf/ui/charts/YearAxis.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/SymbolMarkup.h"

#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QLegend>
#include <QLineSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace effsurf::ui {

RooflineChart::RooflineChart(QWidget* parent) : ComparisonChart(parent) {
    chart()->legend()->setFont(ChartStyle::font(10));
    ChartStyle::keepLegendWhole(chart());
    YearAxis::keepFitted(chart());
}

void RooflineChart::render(const core::Scenario& scenario, quint64 generation) {
    if (!built_ || scenario.coreConvention != convention_) {
        convention_ = scenario.coreConvention;
        built_ = true;
        rebuild();
    }
    markRendered(generation);
}

void RooflineChart::rebuild() {
    QChart* chart = this->chart();
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    using Role = core::GainPoint::Role;
    using Benchmark = core::GainPoint::Benchmark;
    struct Curve {
        Benchmark benchmark;
        Role role;
        bool ceiling;
        QString id;
        QString name;
        QColor color;
        Qt::PenStyle style;
    };
    const std::vector<Curve> curves{
        {Benchmark::HPL, Role::Rank1, false, QStringLiteral("rank1-HPL"), tr("#1 HPL"), blue(), Qt::SolidLine},
        {Benchmark::HPL, Role::Rank2, false, QStringLiteral("rank2-HPL"), tr("#2 HPL"), skyBlue(), Qt::SolidLine},
        {Benchmark::HPL, Role::Rank3, false, QStringLiteral("rank3-HPL"), tr("#3 HPL"), skyBlue(), Qt::DotLine},
        {Benchmark::HPL, Role::BestSerialFraction, false, QStringLiteral("best-s_eff-HPL"), tr("best s_eff HPL"), green(), Qt::DashLine},
        {Benchmark::HPL, Role::Rank1, true, QStringLiteral("rank1-HPL-ceiling"), tr("#1 HPL ceiling 1/s"), blue(), Qt::DashDotLine},
        {Benchmark::HPCG, Role::Rank1, false, QStringLiteral("rank1-HPCG"), tr("#1 HPCG"), orange(), Qt::SolidLine},
        {Benchmark::HPCG, Role::Rank1, true, QStringLiteral("rank1-HPCG-ceiling"), tr("#1 HPCG ceiling"), orange(), Qt::DashDotLine},
    };
    const auto points = core::gainHistory(resources::top500Catalog(), convention_);
    auto* x = YearAxis::add(chart);
    auto* y = ChartStyle::addDecadeAxis(chart, Qt::AlignLeft, tr("gain G = N E"), 2, 9, 1);
    for (const Curve& curve : curves) {
        auto* series = new QLineSeries(chart);
        series->setName(curve.name);
        series->setObjectName(curve.id);
        series->setPen(
            QPen(curve.color, (curve.ceiling ? 1.5 : 2.5) * ChartStyle::look().lineScale, curve.style, Qt::FlatCap, Qt::MiterJoin));
        series->setPointsVisible(curve.style == Qt::SolidLine);
        chart->addSeries(series);
        // Copies: `points` dies with this function, the hover handler lives on.
        std::vector<core::GainPoint> shown;
        for (const auto& p : points) {
            if (p.benchmark != curve.benchmark || p.role != curve.role) continue;
            series->append(MachineHistory::yearOf(p.list), std::log10(curve.ceiling ? p.ceiling : p.gain));
            shown.push_back(p);
        }
        series->attachAxis(x);
        series->attachAxis(y);
        // Hover names the machine behind a point.
        const QString name = curve.name;
        connect(series, &QXYSeries::hovered, this, [series, shown, name](const QPointF& at, bool state) {
            if (!state || shown.empty()) return;
            std::size_t nearest = 0;
            for (std::size_t i = 1; i < shown.size(); ++i)
                if (std::fabs(series->at(int(i)).x() - at.x()) < std::fabs(series->at(int(nearest)).x() - at.x())) nearest = i;
            const core::GainPoint* p = &shown[nearest];
            QToolTip::showText(QCursor::pos(),
                               SymbolMarkup::rich(QStringLiteral("%1 %2 (%3)\nG = %4, 1/s_eff = %5")
                                                      .arg(QString::fromStdString(p->entry->system), QString::fromStdString(p->list), name,
                                                           NumberFormat::scientific(p->gain), NumberFormat::scientific(p->ceiling)))
                                   .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
        });
    }
    chart->setTitle(tr("Roofline of performance gain (V\u00E9gh 2019)"));
}

QString RooflineChart::figureCaption(const core::Scenario&) const {
    return tr(
        "Gain G = N E of the TOP500's first three systems in HPL and the first in HPCG, by list edition, "
        "with their ceilings 1/s (V\u00E9gh 2019)");
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/MachineHistoryChart.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/charts/MachineHistory.h"
#include "effsurf/ui/charts/PointAnnotations.h"
#include "effsurf/ui/charts/YearAxis.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace effsurf::ui {
namespace {

QLineSeries* line(QChart* chart, const QString& id, const QString& name, const QColor& color, qreal width, Qt::PenStyle style) {
    auto* series = new QLineSeries(chart);
    series->setName(name);
    series->setObjectName(id);
    series->setPen(QPen(color, width * ChartStyle::look().lineScale, style, Qt::FlatCap, Qt::MiterJoin));
    series->setPointsVisible(style == Qt::SolidLine);
    chart->addSeries(series);
    return series;
}

}  // namespace

MachineHistoryChart::MachineHistoryChart(QWidget* parent) : ComparisonChart(parent), upgrades_(new PointAnnotations(chart())) {
    chart()->legend()->setFont(ChartStyle::font(10));
    ChartStyle::keepLegendWhole(chart());
    YearAxis::keepFitted(chart());
    machine_ = MachineHistory::machines().front().label;
}

bool MachineHistoryChart::setMachine(const QString& label) {
    const auto* machine = MachineHistory::find(label);
    if (!machine) return false;
    if (machine->label == machine_ && built_) return true;
    machine_ = machine->label;
    if (built_) rebuild();
    return true;
}

void MachineHistoryChart::render(const core::Scenario& scenario, quint64 generation) {
    if (!built_ || scenario.coreConvention != convention_) {
        convention_ = scenario.coreConvention;
        built_ = true;
        rebuild();
    }
    markRendered(generation);
}

void MachineHistoryChart::settle() {
    ComparisonChart::settle();
    upgrades_->place();
}

QStringList MachineHistoryChart::upgradeLabels() const {
    QStringList labels;
    for (int i = 0; i < upgrades_->count(); ++i) labels << upgrades_->labelText(i);
    return labels;
}

std::vector<std::pair<QString, QList<QPointF>>> MachineHistoryChart::exportedSeries() const {
    std::vector<std::pair<QString, QList<QPointF>>> exported;
    for (auto& [name, points] : ComparisonChart::exportedSeries()) {
        if (name == QLatin1String("upgrade")) continue;  // the marks repeat points of the s_eff line
        if (name == QLatin1String("E-HPL"))
            for (QPointF& p : points) p.setY(std::log10(p.y()));
        exported.emplace_back(name, points);
    }
    return exported;
}

void MachineHistoryChart::rebuild() {
    const auto* machine = MachineHistory::find(machine_);
    if (!machine) return;
    QChart* chart = this->chart();
    upgrades_->clear();
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const auto entries = MachineHistory::entries(resources::top500Catalog(), *machine);
    QLineSeries* hpl = line(chart, QStringLiteral("s_eff-HPL"), tr("s_eff HPL"), blue(), 2.5, Qt::SolidLine);
    QLineSeries* hpcg = line(chart, QStringLiteral("s_eff-HPCG"), tr("s_eff HPCG"), orange(), 2.5, Qt::SolidLine);
    QLineSeries* efficiency = line(chart, QStringLiteral("E-HPL"), tr("E HPL"), green(), 2.0, Qt::DashLine);
    double low = 0.0, high = -12.0;
    for (const auto* e : entries) {
        const double x = MachineHistory::yearOf(e->list);
        if (const auto s = e->hplSerialFraction(convention_)) {
            hpl->append(x, std::log10(*s));
            low = std::min(low, std::log10(*s));
            high = std::max(high, std::log10(*s));
        }
        if (const auto s = e->hpcgSerialFraction(convention_)) {
            hpcg->append(x, std::log10(*s));
            high = std::max(high, std::log10(*s));
        }
        efficiency->append(x, e->hplEfficiency());
    }
    auto* x = YearAxis::add(chart);
    if (!entries.empty()) {
        // The machine's own years, so that short careers are not squeezed.
        x->setRange(std::floor(MachineHistory::yearOf(entries.front()->list)) - 1.0,
                    std::ceil(MachineHistory::yearOf(entries.back()->list)) + 1.0);
        x->setTickInterval(2);
        YearAxis::fitTicks(chart);
    }
    auto* y = ChartStyle::addDecadeAxis(chart, Qt::AlignLeft, tr("s_eff"), static_cast<int>(std::floor(low)),
                                        static_cast<int>(std::ceil(high)), 1);
    auto* e = new QValueAxis(chart);
    e->setRange(0.0, 1.0);
    e->setTickCount(5);
    e->setLabelFormat(NumberFormat::tickLabelFormat(0.25));  // 0.25 and 0.75 whole, not "0.3" and "0.8"
    ChartStyle::styleAxis(e, tr("E"));
    chart->addAxis(e, Qt::AlignRight);
    for (QLineSeries* series : {hpl, hpcg}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    efficiency->attachAxis(x);
    efficiency->attachAxis(e);
    // The configuration changes, marked where they happen on the s_eff line
    // and labelled where the labels do not run into each other (upgrades come close together).
    for (const auto& a : MachineHistory::annotations(*machine, entries)) {
        for (const auto* entry : entries) {
            if (entry->list != a.list || !entry->hplSerialFraction(convention_)) continue;
            auto* mark = new QScatterSeries(chart);
            mark->setObjectName(QStringLiteral("upgrade"));
            mark->setMarkerSize(9 * ChartStyle::look().lineScale);
            mark->setColor(ChartStyle::look().ink);
            const QPointF at(MachineHistory::yearOf(entry->list), std::log10(*entry->hplSerialFraction(convention_)));
            mark->append(at);
            chart->addSeries(mark);
            mark->attachAxis(x);
            mark->attachAxis(y);
            ChartStyle::setLegendEntryShown(chart, mark, false);
            upgrades_->add(mark, at, a.text, mark->markerSize());
        }
    }
    chart->setTitle(tr("%1 across list editions").arg(machine->label));
}

QString MachineHistoryChart::figureCaption(const core::Scenario&) const {
    return tr("%1 in the TOP500 list editions: s_eff from its HPL (and HPCG where measured) R_max, R_peak and "
              "cores, and E = R_max/R_peak of HPL")
        .arg(machine_);
}

}  // namespace effsurf::ui

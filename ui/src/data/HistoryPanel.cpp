#include "effsurf/ui/data/HistoryPanel.h"

#include "effsurf/core/data/GainHistory.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/MachineHistory.h"
#include "effsurf/ui/charts/PointAnnotations.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/ReflowGrid.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPushButton>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace effsurf::ui {
namespace {

QFont panelFont(int size, bool bold = false) { return ChartStyle::font(size, bold); }

/// The year axis labelled every 1, 2, 5 or 10 years: the fewest that leave
/// each label ("2026") its width and a gap, at the fonts and width now.
void fitYearTicks(QChart* chart) {
    for (QAbstractAxis* abstract : chart->axes(Qt::Horizontal)) {
        auto* axis = qobject_cast<QValueAxis*>(abstract);
        if (!axis || axis->tickType() != QValueAxis::TicksDynamic) continue;
        const double width = QFontMetricsF(axis->labelsFont()).horizontalAdvance(QStringLiteral("2026")) + 16.0;
        const double years = std::max(1.0, axis->max() - axis->min());
        double interval = 10.0;
        for (double step : {1.0, 2.0, 5.0, 10.0})
            if (chart->plotArea().width() * step / years >= width) {
                interval = step;
                break;
            }
        if (axis->tickInterval() != interval) axis->setTickInterval(interval);
    }
}

QChartView* makeView(QWidget* parent) {
    auto* view = new QChartView(new QChart, parent);
    view->setFocusPolicy(Qt::ClickFocus);  // a click ends a field's editing, as in the other charts
    view->setRenderHint(QPainter::Antialiasing);
    view->chart()->setAnimationOptions(QChart::NoAnimation);
    view->chart()->setTitleFont(panelFont(13, true));
    view->chart()->legend()->setAlignment(Qt::AlignRight);
    view->chart()->legend()->setFont(panelFont(10));
    view->chart()->setMargins(QMargins(4, 2, 4, 2));
    ChartStyle::restyle(view->chart(), ChartStyle::look(), ChartStyle::look());
    ChartStyle::keepDecadeLabelsWhole(view->chart());
    ChartStyle::keepLegendWhole(view->chart());
    ChartStyle::keepAxisTitlesWhole(view->chart());
    QChart* chart = view->chart();
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitYearTicks(chart); });
    view->setMinimumSize(300, 200);
    return view;
}

void styleAxis(QAbstractAxis* axis, const QString& title) { ChartStyle::styleAxis(axis, title); }

QValueAxis* yearAxis(QChart* chart) {
    auto* axis = new QValueAxis(chart);
    axis->setRange(2000, 2026);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(2000);
    axis->setTickInterval(5);
    axis->setLabelFormat(QStringLiteral("%d"));
    styleAxis(axis, QObject::tr("list edition"));
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

QCategoryAxis* decadeAxis(QChart* chart, const QString& title, int low, int high, Qt::Alignment alignment) {
    return ChartStyle::addDecadeAxis(chart, alignment, title, low, high, 1);
}

QLineSeries* line(QChart* chart, const QString& name, const QColor& color, qreal width, Qt::PenStyle style) {
    auto* series = new QLineSeries(chart);
    series->setName(name);
    series->setPen(QPen(color, width * ChartStyle::look().lineScale, style, Qt::FlatCap, Qt::MiterJoin));
    series->setPointsVisible(style == Qt::SolidLine);
    chart->addSeries(series);
    return series;
}

}  // namespace

HistoryPanel::HistoryPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), machine_(new QComboBox(this)),
      place_(new QPushButton(tr("Place on the surface"), this)), history_(makeView(this)), roofline_(makeView(this)) {
    for (const auto& m : MachineHistory::machines()) machine_->addItem(m.label);
    place_->setToolTip(tr("Select the machine's entries of every edition: a trajectory on the 3D surface and the "
                          "(N, s) plane"));
    machineRow_ = new QWidget(this);
    auto* top = new QHBoxLayout(machineRow_);
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(new QLabel(tr("Machine:"), machineRow_));
    machine_->setParent(machineRow_);
    place_->setParent(machineRow_);
    top->addWidget(machine_);
    top->addWidget(place_);
    top->addStretch(1);
    // Side by side where both are legible, one above the other (scrolling) in a narrow window.
    charts_ = new ReflowGrid(QSize(420, 220), 2, this);
    charts_->setWidgets({history_, roofline_});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(machineRow_);
    layout->addWidget(charts_, 1);

    connect(machine_, &QComboBox::currentIndexChanged, this, &HistoryPanel::buildHistory);
    connect(place_, &QPushButton::clicked, this, [this] {
        const auto* machine = MachineHistory::find(machine_->currentText());
        if (!machine) return;
        std::vector<core::SystemRef> refs;
        for (const auto* e : MachineHistory::entries(resources::top500Catalog(), *machine)) refs.push_back({e->list, e->rank});
        controller_->setSelectedSystems(refs);
    });
}

void HistoryPanel::showScenario(const core::Scenario& scenario) {
    if (built_ && scenario.coreConvention == convention_) return;
    convention_ = scenario.coreConvention;
    built_ = true;
    buildHistory();
    buildRoofline();
}

QStringList HistoryPanel::upgradeLabels() const {
    QStringList labels;
    for (int i = 0; upgrades_ && i < upgrades_->count(); ++i) labels << upgrades_->labelText(i);
    return labels;
}

void HistoryPanel::setPresenting(bool presenting) {
    machineRow_->setVisible(!presenting);
    charts_->setStacked(presenting);
    if (presenting) charts_->setWidgets({history_});
    else charts_->setWidgets({history_, roofline_});
}

void HistoryPanel::buildHistory() {
    const auto* machine = MachineHistory::find(machine_->currentText());
    if (!machine) return;
    QChart* chart = history_->chart();
    if (upgrades_) upgrades_->clear();
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const auto entries = MachineHistory::entries(resources::top500Catalog(), *machine);
    QLineSeries* hpl = line(chart, tr("s_eff HPL"), QColor(0x00, 0x72, 0xB2), 2.5, Qt::SolidLine);
    QLineSeries* hpcg = line(chart, tr("s_eff HPCG"), QColor(0xE6, 0x9F, 0x00), 2.5, Qt::SolidLine);
    QLineSeries* efficiency = line(chart, tr("E HPL"), QColor(0x00, 0x9E, 0x73), 2.0, Qt::DashLine);
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
    auto* x = yearAxis(chart);
    if (!entries.empty()) {
        // The machine's own years, so that short careers are not squeezed.
        x->setRange(std::floor(MachineHistory::yearOf(entries.front()->list)) - 1.0,
                    std::ceil(MachineHistory::yearOf(entries.back()->list)) + 1.0);
        x->setTickInterval(2);
        fitYearTicks(chart);
    }
    auto* y = decadeAxis(chart, tr("s_eff"), static_cast<int>(std::floor(low)), static_cast<int>(std::ceil(high)),
                         Qt::AlignLeft);
    auto* e = new QValueAxis(chart);
    e->setRange(0.0, 1.0);
    e->setTickCount(5);
    e->setLabelFormat(NumberFormat::tickLabelFormat(0.25));  // 0.25 and 0.75 whole, not "0.3" and "0.8"
    styleAxis(e, tr("E"));
    chart->addAxis(e, Qt::AlignRight);
    for (QLineSeries* series : {hpl, hpcg}) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    efficiency->attachAxis(x);
    efficiency->attachAxis(e);
    // The configuration changes, marked where they happen on the s_eff line
    // and labelled where the labels do not run into each other (upgrades come close together).
    if (!upgrades_) upgrades_ = new PointAnnotations(chart);
    for (const auto& a : MachineHistory::annotations(*machine, entries)) {
        for (const auto* entry : entries) {
            if (entry->list != a.list || !entry->hplSerialFraction(convention_)) continue;
            auto* mark = new QScatterSeries(chart);
            mark->setMarkerSize(9 * ChartStyle::look().lineScale);
            mark->setColor(ChartStyle::look().ink);
            const QPointF at(MachineHistory::yearOf(entry->list), std::log10(*entry->hplSerialFraction(convention_)));
            mark->append(at);
            chart->addSeries(mark);
            mark->attachAxis(x);
            mark->attachAxis(y);
            for (QLegendMarker* marker : chart->legend()->markers(mark)) marker->setVisible(false);
            upgrades_->add(mark, at, a.text, mark->markerSize());
        }
    }
    chart->setTitle(tr("%1 across list editions").arg(machine->label));
}

void HistoryPanel::buildRoofline() {
    QChart* chart = roofline_->chart();
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
        QString name;
        QColor color;
        Qt::PenStyle style;
    };
    const QColor blue(0x00, 0x72, 0xB2), sky(0x56, 0xB4, 0xE9), green(0x00, 0x9E, 0x73), orange(0xE6, 0x9F, 0x00);
    const std::vector<Curve> curves{
        {Benchmark::HPL, Role::Rank1, false, tr("#1 HPL"), blue, Qt::SolidLine},
        {Benchmark::HPL, Role::Rank2, false, tr("#2 HPL"), sky, Qt::SolidLine},
        {Benchmark::HPL, Role::Rank3, false, tr("#3 HPL"), sky, Qt::DotLine},
        {Benchmark::HPL, Role::BestSerialFraction, false, tr("best s_eff HPL"), green, Qt::DashLine},
        {Benchmark::HPL, Role::Rank1, true, tr("#1 HPL ceiling 1/s"), blue, Qt::DashDotLine},
        {Benchmark::HPCG, Role::Rank1, false, tr("#1 HPCG"), orange, Qt::SolidLine},
        {Benchmark::HPCG, Role::Rank1, true, tr("#1 HPCG ceiling"), orange, Qt::DashDotLine},
    };
    const auto points = core::gainHistory(resources::top500Catalog(), convention_);
    auto* x = yearAxis(chart);
    auto* y = decadeAxis(chart, tr("gain G = N E"), 2, 9, Qt::AlignLeft);
    for (const Curve& curve : curves) {
        QLineSeries* series = line(chart, curve.name, curve.color, curve.ceiling ? 1.5 : 2.5, curve.style);
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
        connect(series, &QXYSeries::hovered, this, [series, shown, curve](const QPointF& at, bool state) {
            if (!state || shown.empty()) return;
            std::size_t nearest = 0;
            for (std::size_t i = 1; i < shown.size(); ++i)
                if (std::fabs(series->at(int(i)).x() - at.x()) < std::fabs(series->at(int(nearest)).x() - at.x()))
                    nearest = i;
            const core::GainPoint* p = &shown[nearest];
            QToolTip::showText(QCursor::pos(),
                               QStringLiteral("%1 %2 (%3)\nG = %4, 1/s_eff = %5")
                                   .arg(QString::fromStdString(p->entry->system), QString::fromStdString(p->list),
                                        curve.name, NumberFormat::scientific(p->gain), NumberFormat::scientific(p->ceiling)));
        });
    }
    chart->setTitle(tr("Roofline of performance gain (V\u00E9gh 2019)"));
}

}  // namespace effsurf::ui

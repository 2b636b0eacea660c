// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/SeriesPanel.h"

#include "effsurf/core/util/NumberText.h"
#include "effsurf/ui/style/ColorSwatch.h"

#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace effsurf::ui {
SeriesPanel::SeriesPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), table_(new QTableWidget(this)) {
    auto* open = new QPushButton(tr("Open measurements\u2026"), this);
    open->setToolTip(
        tr("CSV (a column N and time, speedup, efficiency or rmax+rpeak) or Extra-P text; files can "
           "also be dropped on the window"));
    connect(open, &QPushButton::clicked, this, &SeriesPanel::openRequested);
    table_->setColumnCount(ColumnCount);
    table_->setAccessibleName(tr("Measurement series"));
    table_->setHorizontalHeaderLabels(
        {tr("shown"), tr("series"), tr("quantity"), tr("rows (distinct N)"), tr("fitted s (95% interval)"), tr("R\u00B2"), QString()});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->horizontalHeader()->setSectionResizeMode(Name, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(Fit, QHeaderView::ResizeToContents);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    openRow_ = new QWidget(this);
    auto* top = new QHBoxLayout(openRow_);
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(open);
    top->addStretch(1);
    layout->addWidget(openRow_);
    layout->addWidget(table_, 1);
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (updating_ || item->column() != Shown) return;
        controller_->setSeriesVisible(item->data(Qt::UserRole).toString().toStdString(), item->checkState() == Qt::Checked);
    });
}

void SeriesPanel::setPresenting(bool presenting) {
    openRow_->setVisible(!presenting);
    for (int column : {int(Quantity), int(Points), int(RSquared), int(Remove)}) table_->setColumnHidden(column, presenting);
    table_->verticalHeader()->setSectionResizeMode(presenting ? QHeaderView::ResizeToContents : QHeaderView::Interactive);
}

void SeriesPanel::showScenario(const core::Scenario& scenario) {
    if (scenario.series == shown_) return;
    shown_ = scenario.series;
    updating_ = true;
    table_->setRowCount(static_cast<int>(scenario.series.size()));
    for (int row = 0; row < table_->rowCount(); ++row) {
        const auto& s = scenario.series[std::size_t(row)];
        const QString id = QString::fromStdString(s.id);
        auto* shown = new QTableWidgetItem;
        shown->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
        shown->setCheckState(s.visible ? Qt::Checked : Qt::Unchecked);
        shown->setData(Qt::UserRole, id);
        table_->setItem(row, Shown, shown);
        auto* name = new QTableWidgetItem(ColorSwatch::icon(SystemPoint::seriesColor(s.colorIndex)), QString::fromStdString(s.data->name));
        name->setToolTip(QString::fromStdString(s.data->sourceFile));
        table_->setItem(row, Name, name);
        table_->setItem(row, Quantity, new QTableWidgetItem(QString::fromLatin1(core::quantityId(s.data->quantity).data())));
        auto* rows = new QTableWidgetItem(
            QStringLiteral("%1 (%2)").arg(NumberFormat::count(s.data->rowCount()), NumberFormat::count(s.data->points.size())));
        if (s.fit->aboveIdealCount > 0)
            rows->setToolTip(tr("%n point(s) measured above the ideal speedup (S > N): kept, fitted and flagged", nullptr,
                                static_cast<int>(s.fit->aboveIdealCount)));
        table_->setItem(row, Points, rows);
        const auto& fit = *s.fit;
        const auto interval = core::formatInterval(fit.serialFraction, fit.lower95, fit.upper95);
        table_->setItem(row, Fit,
                        new QTableWidgetItem(QStringLiteral("%1 (%2 .. %3)")
                                                 .arg(QString::fromStdString(interval.estimate), QString::fromStdString(interval.lower),
                                                      QString::fromStdString(interval.upper))));
        table_->setItem(row, RSquared, new QTableWidgetItem(QString::number(fit.rSquared, 'f', 4)));
        auto* remove = new QToolButton(table_);
        remove->setText(QStringLiteral("\u2715"));
        remove->setToolTip(tr("Remove this series"));
        remove->setObjectName(QStringLiteral("remove-") + id);
        connect(remove, &QToolButton::clicked, this, [this, id] { controller_->removeSeries(id.toStdString()); });
        table_->setCellWidget(row, Remove, remove);
    }
    updating_ = false;
}

}  // namespace effsurf::ui

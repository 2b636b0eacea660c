// SPDX-License-Identifier: MIT
#include "effsurf/ui/compare/ComparePanel.h"

#include "effsurf/core/scenario/SnapshotComparison.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/ColorSwatch.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace effsurf::ui {
namespace {

QString withRatio(const QString& value, double ratio, bool isReference) {
    if (isReference || !std::isfinite(ratio)) return value;
    return QStringLiteral("%1  (\u00D7%2)").arg(value, NumberFormat::scientific(ratio));
}

}  // namespace

ComparePanel::ComparePanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), table_(new QTableWidget(this)) {
    saveRow_ = new QWidget(this);
    auto* buttons = new QHBoxLayout(saveRow_);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(new QLabel(tr("Save the current configuration as"), saveRow_));
    for (const char* letter : {"A", "B", "C", "D"}) {
        auto* button = new QPushButton(QStringLiteral("%1").arg(QLatin1String(letter)), saveRow_);
        button->setObjectName(QStringLiteral("snapshot-%1").arg(QLatin1String(letter)));
        button->setToolTip(
            tr("Snapshot %1 (Ctrl+%2): overlaid on every chart and the surface").arg(QLatin1String(letter)).arg(letter[0] - 'A' + 1));
        button->setMaximumWidth(48);
        const std::string label(letter);
        // A button's own shortcut works only while it is visible (this tab): the action's works everywhere.
        auto* action = new QAction(tr("Save as snapshot &%1").arg(QLatin1String(letter)), this);
        action->setObjectName(QStringLiteral("take-snapshot-%1").arg(QLatin1String(letter)));
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + (letter[0] - 'A'))));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, label] { controller_->takeSnapshot(label); });
        actions_.append(action);
        connect(button, &QPushButton::clicked, action, &QAction::trigger);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);

    table_->setColumnCount(ColumnCount);
    table_->setAccessibleName(tr("Snapshots side by side"));
    table_->setHorizontalHeaderLabels({QString(), tr("configuration"), tr("speedup S"), tr("efficiency E"), tr("R / R\u2081(FP64)"),
                                       tr("1/s'"), tr("N of max R"), QString(), QString()});
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->horizontalHeader()->setSectionResizeMode(Configuration, QHeaderView::Stretch);
    table_->setToolTip(
        tr("Ratios are to snapshot A (or the first snapshot). R is the payload performance in units "
           "of one FP64 processor, so precisions compare."));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(saveRow_);
    layout->addWidget(table_, 1);
    showScenario(controller_->scenario());
}

void ComparePanel::fillRow(int r, const core::ComparisonRow& row) {
    const bool current = row.label == "current";
    const bool isReference = !current && row.speedupRatio == 1.0 && row.performanceRatio == 1.0;
    const auto set = [this, r](int column, const QString& text) {
        if (auto* item = table_->item(r, column)) item->setText(text);
        else table_->setItem(r, column, new QTableWidgetItem(text));
    };
    set(Label, QString::fromStdString(row.label));
    // The letter in the text's colour after a swatch of the snapshot's: C's light green would not read as text.
    table_->item(r, Label)->setIcon(current ? QIcon() : ColorSwatch::icon(ComparisonChart::snapshotColor(row.label)));
    QFont bold = table_->item(r, Label)->font();
    bold.setBold(true);
    table_->item(r, Label)->setFont(bold);
    set(Configuration, QString::fromStdString(row.summary));
    // The ratios are the desk's: on a projector the numbers alone, large enough to read.
    const bool bare = presenting_ || isReference;
    set(Speedup, withRatio(NumberFormat::scientific(row.speedup), row.speedupRatio, bare));
    set(Efficiency, withRatio(NumberFormat::scientific(row.efficiency, 4), row.efficiencyRatio, bare));
    set(Performance, withRatio(NumberFormat::scientific(row.performance), row.performanceRatio, bare));
    set(Ceiling, withRatio(NumberFormat::scientific(row.gainCeiling), row.gainCeilingRatio, bare));
    set(BestN, std::isnan(row.bestProcessors) ? tr("none (R grows)") : NumberFormat::scientific(row.bestProcessors));
}

void ComparePanel::setPresenting(bool presenting) {
    presenting_ = presenting;
    saveRow_->setVisible(!presenting);
    for (int column : {int(BestN), int(Restore), int(Remove)}) table_->setColumnHidden(column, presenting);
    table_->setWordWrap(presenting);
    QHeaderView* header = table_->horizontalHeader();
    for (int column : {int(Label), int(Speedup), int(Efficiency), int(Performance), int(Ceiling)})
        header->setSectionResizeMode(column, presenting ? QHeaderView::ResizeToContents : QHeaderView::Interactive);
    table_->verticalHeader()->setSectionResizeMode(presenting ? QHeaderView::ResizeToContents : QHeaderView::Interactive);
    shown_.clear();  // fill every row again, with or without the ratios
    showScenario(controller_->scenario());
}

void ComparePanel::showScenario(const core::Scenario& scenario) {
    const auto rows = core::compareSnapshots(scenario);
    if (scenario.snapshots == shown_) {
        // Only the current configuration moved (a drag, a playing cloud): update
        // its row in place, so the buttons stay put under the user's mouse.
        if (!rows.empty()) fillRow(table_->rowCount() - 1, rows.back());
        return;
    }
    shown_ = scenario.snapshots;
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < table_->rowCount(); ++r) {
        const auto& row = rows[std::size_t(r)];
        fillRow(r, row);
        if (row.label == "current") {
            table_->removeCellWidget(r, Restore);
            table_->removeCellWidget(r, Remove);
            continue;
        }
        const std::string id = row.label;
        auto* restore = new QToolButton(table_);
        restore->setText(tr("Restore"));
        restore->setObjectName(QStringLiteral("restore-%1").arg(QString::fromStdString(id)));
        connect(restore, &QToolButton::clicked, this, [this, id] { controller_->restoreSnapshot(id); });
        table_->setCellWidget(r, Restore, restore);
        auto* remove = new QToolButton(table_);
        remove->setText(QStringLiteral("\u2715"));
        remove->setObjectName(QStringLiteral("remove-%1").arg(QString::fromStdString(id)));
        connect(remove, &QToolButton::clicked, this, [this, id] { controller_->removeSnapshot(id); });
        table_->setCellWidget(r, Remove, remove);
    }
}

}  // namespace effsurf::ui

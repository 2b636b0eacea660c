// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/SystemsPanel.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/Top500FilterModel.h"
#include "effsurf/ui/data/Top500TableModel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace effsurf::ui {

SystemsPanel::SystemsPanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      model_(new Top500TableModel(resources::top500Catalog(), this)),
      filter_(new Top500FilterModel(this)),
      search_(new QLineEdit(this)),
      edition_(new QComboBox(this)),
      rank_(new CheckedSpinBox(tr("rank"), this)),
      convention_(new QComboBox(this)),
      table_(new QTableView(this)),
      selectionInfo_(new QLabel(this)),
      cloudCheck_(new QCheckBox(tr("whole list of"), this)),
      cloudSlider_(new QSlider(Qt::Horizontal, this)),
      cloudLabel_(new QLabel(this)),
      play_(new QPushButton(tr("\u25B6 Play"), this)),
      playTimer_(new QTimer(this)),
      editions_(resources::top500Catalog().editions()) {
    filter_->setSourceModel(model_);

    search_->setPlaceholderText(tr("search system, site or country"));
    search_->setClearButtonEnabled(true);
    search_->setAccessibleName(search_->placeholderText());
    rank_->setAccessibleName(tr("Highest rank shown"));
    table_->setAccessibleName(tr("TOP500 systems"));
    cloudSlider_->setAccessibleName(tr("TOP500 edition of the cloud"));
    edition_->addItem(tr("all editions"), QString());
    for (auto it = editions_.rbegin(); it != editions_.rend(); ++it)
        edition_->addItem(QString::fromStdString(*it), QString::fromStdString(*it));
    rank_->setRange(0, 500);
    rank_->setSpecialValueText(tr("all ranks"));
    rank_->setPrefix(tr("top "));
    search_->setMinimumWidth(120);
    rank_->setValue(0);
    convention_->addItem(tr("total cores (TOP500)"), int(core::CoreConvention::TotalCores));
    convention_->addItem(tr("accelerator cores"), int(core::CoreConvention::AcceleratorCores));
    convention_->addItem(tr("CPU cores"), int(core::CoreConvention::CpuCores));
    convention_->setToolTip(
        tr("s_eff depends on what counts as N: with Summit's 202,752 CPU cores instead of its "
           "2,414,592 total cores s_eff is about 12x larger."));

    auto* filters = new QHBoxLayout;
    filters->addWidget(search_, 1);
    filters->addWidget(edition_);
    filters->addWidget(rank_);
    auto* conventionRow = new QHBoxLayout;
    conventionRow->addWidget(new QLabel(tr("N convention:"), this));
    conventionRow->addWidget(convention_, 1);

    table_->setModel(filter_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setDefaultSectionSize(22);
    table_->horizontalHeader()->setStretchLastSection(false);
    table_->setColumnWidth(Top500TableModel::System, 190);
    table_->setColumnWidth(Top500TableModel::Site, 150);
    table_->setWordWrap(false);
    // Narrow by default; the header's context menu shows the other columns.
    for (int column : {Top500TableModel::Site, Top500TableModel::Country}) table_->setColumnHidden(column, true);
    table_->setColumnWidth(Top500TableModel::List, 66);
    table_->setColumnWidth(Top500TableModel::Rank, 44);
    table_->setColumnWidth(Top500TableModel::System, 130);
    // Sorting and fitting the columns wait until the table is seen (arrange()):
    // they took 60 of the 190 ms the window took to build.
    table_->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(table_->horizontalHeader(), &QWidget::customContextMenuRequested, this, [this](const QPoint& at) {
        QMenu menu;
        for (int column = 0; column < Top500TableModel::ColumnCount; ++column) {
            QAction* action = menu.addAction(model_->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
            action->setCheckable(true);
            action->setChecked(!table_->isColumnHidden(column));
            connect(action, &QAction::toggled, this, [this, column](bool on) { table_->setColumnHidden(column, !on); });
        }
        menu.exec(table_->horizontalHeader()->mapToGlobal(at));
    });

    auto* cloud = new QHBoxLayout;
    cloud->addWidget(play_);
    cloud->addWidget(cloudCheck_);
    cloud->addWidget(cloudSlider_, 1);
    cloud->addWidget(cloudLabel_);
    cloudSlider_->setRange(0, static_cast<int>(editions_.size()) - 1);
    cloudSlider_->setValue(cloudSlider_->maximum());
    cloudSlider_->setPageStep(2);
    cloudLabel_->setMinimumWidth(60);
    cloudLabel_->setText(QString::fromStdString(editions_.back()));
    play_->setCheckable(true);
    play_->setToolTip(tr("Animate the list editions, %1 per second").arg(kEditionsPerSecond));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addLayout(conventionRow);
    layout->addWidget(table_, 1);
    layout->addWidget(selectionInfo_);
    layout->addLayout(cloud);
    selectionInfo_->setWordWrap(true);
    selectionInfo_->setText(
        tr("Select rows to place the systems on the surface and the (N, s) plane; HPL and HPCG "
           "runs of one machine are joined."));

    connect(search_, &QLineEdit::textChanged, this, [this](const QString& text) { refilter([&] { filter_->setText(text); }); });
    connect(edition_, &QComboBox::currentIndexChanged, this,
            [this](int index) { refilter([&] { filter_->setEdition(edition_->itemData(index).toString()); }); });
    connect(rank_, &QSpinBox::valueChanged, this, [this](int rank) { refilter([&] { filter_->setMaxRank(rank); }); });
    connect(convention_, &QComboBox::activated, this, [this](int index) {
        const auto convention = core::CoreConvention(convention_->itemData(index).toInt());
        model_->setCoreConvention(convention);
        controller_->setCoreConvention(convention);
    });
    connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SystemsPanel::publishSelection);
    connect(cloudCheck_, &QCheckBox::toggled, this, &SystemsPanel::publishCloud);
    connect(cloudSlider_, &QSlider::valueChanged, this, [this](int index) {
        cloudLabel_->setText(QString::fromStdString(editions_[std::size_t(index)]));
        publishCloud();
    });
    connect(cloudSlider_, &QSlider::sliderPressed, controller_, &ScenarioController::beginInteraction);
    connect(cloudSlider_, &QSlider::sliderReleased, controller_, &ScenarioController::endInteraction);
    playTimer_->setInterval(1000 / kEditionsPerSecond);
    connect(playTimer_, &QTimer::timeout, this, &SystemsPanel::step);
    connect(play_, &QPushButton::toggled, this, [this](bool playing) {
        play_->setText(playing ? tr("\u23F8 Pause") : tr("\u25B6 Play"));
        // Playing is an interaction, like a drag: coarse 3D until it stops.
        if (playing) {
            controller_->beginInteraction();
            if (!cloudCheck_->isChecked()) cloudCheck_->setChecked(true);
            if (cloudSlider_->value() == cloudSlider_->maximum()) cloudSlider_->setValue(0);
            playTimer_->start();
        } else {
            playTimer_->stop();
            controller_->endInteraction();
        }
    });
}

int SystemsPanel::visibleRows() const { return filter_->rowCount(); }

QTableView* SystemsPanel::table() const {
    const_cast<SystemsPanel*>(this)->arrange();  // logically const: the same rows, in their order
    return table_;
}

void SystemsPanel::arrange() {
    if (arranged_) return;
    arranged_ = true;
    table_->setSortingEnabled(true);
    table_->sortByColumn(Top500TableModel::List, Qt::DescendingOrder);
    fittedConvention_ = model_->coreConvention();
    fitNumberColumns();
    if (!selected_.empty()) selectSystems(selected_);  // scrolled to, in the sorted order
}

void SystemsPanel::showEvent(QShowEvent* event) {
    arrange();
    QWidget::showEvent(event);
}

void SystemsPanel::step() {
    if (cloudSlider_->value() >= cloudSlider_->maximum()) {
        play_->setChecked(false);
        return;
    }
    cloudSlider_->setValue(cloudSlider_->value() + 1);
}

void SystemsPanel::publishCloud() {
    if (updating_) return;
    controller_->setCloudEdition(cloudCheck_->isChecked() ? editions_[std::size_t(cloudSlider_->value())] : std::string());
}

void SystemsPanel::refilter(const std::function<void()>& change) {
    const bool wasUpdating = updating_;
    updating_ = true;
    change();
    // Rows that come back into view show their (unchanged) selection again.
    selectSystems(selected_, false);
    updating_ = wasUpdating;
}

void SystemsPanel::publishSelection(const QItemSelection& selected, const QItemSelection& deselected) {
    if (updating_) return;
    // The user's clicks change only the rows they touch; systems selected in
    // rows the filter hides stay placed.
    std::set<core::SystemRef> refs(selected_.begin(), selected_.end());
    const auto refOf = [this](const QModelIndex& index) {
        const auto& e = model_->entry(filter_->mapToSource(index).row());
        return core::SystemRef{e.list, e.rank};
    };
    for (const QModelIndex& index : deselected.indexes())
        if (index.column() == 0) refs.erase(refOf(index));
    for (const QModelIndex& index : selected.indexes())
        if (index.column() == 0 && static_cast<int>(refs.size()) < kMaxSelected) refs.insert(refOf(index));
    selectionInfo_->setText(
        tr("%n system(s) placed on the surface and the (N, s) plane (at most %1).", nullptr, static_cast<int>(refs.size()))
            .arg(kMaxSelected));
    selected_.assign(refs.begin(), refs.end());
    controller_->setSelectedSystems(selected_);
}

void SystemsPanel::selectSystems(const std::vector<core::SystemRef>& systems, bool scrollToFirst) {
    QItemSelection selection;
    for (const auto& ref : systems) {
        const auto& entries = resources::top500Catalog().entries();
        const core::Top500Entry* e = resources::top500Catalog().find(ref.list, ref.rank);
        if (!e) continue;
        const int row = static_cast<int>(e - entries.data());
        const QModelIndex index = filter_->mapFromSource(model_->index(row, 0));
        if (index.isValid()) selection.select(index, index.siblingAtColumn(Top500TableModel::ColumnCount - 1));
    }
    table_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (scrollToFirst && !selection.isEmpty()) table_->scrollTo(selection.indexes().front());
}

void SystemsPanel::fitNumberColumns() {
    const QFontMetrics metrics(table_->font());
    const int padding = 2 * table_->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table_) + 12;
    for (int column = Top500TableModel::Processors; column < Top500TableModel::ColumnCount; ++column) {
        // Digits share one width: the longest texts are the widest, so only they are measured.
        QStringList longest;
        for (int row = 0; row < model_->rowCount(); ++row) {
            const QString text = model_->index(row, column).data().toString();
            if (longest.isEmpty() || text.size() > longest.front().size()) longest = QStringList{text};
            else if (text.size() == longest.front().size() && longest.size() < 8) longest.append(text);
        }
        int widest = metrics.horizontalAdvance(model_->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString()) + 16;
        for (const QString& text : longest) widest = std::max(widest, metrics.horizontalAdvance(text) + padding);
        table_->setColumnWidth(column, widest);
    }
}

void SystemsPanel::showScenario(const core::Scenario& scenario) {
    updating_ = true;
    if (scenario.selectedSystems != selected_) {
        // Placed elsewhere (history trajectory, restored state): mirror it.
        selected_ = scenario.selectedSystems;
        selectSystems(selected_);
    }
    {
        const QSignalBlocker blocker(convention_);
        convention_->setCurrentIndex(convention_->findData(int(scenario.coreConvention)));
    }
    model_->setCoreConvention(scenario.coreConvention);
    if (arranged_ && scenario.coreConvention != fittedConvention_) {
        fittedConvention_ = scenario.coreConvention;
        fitNumberColumns();
    }
    if (!scenario.cloudEdition.empty()) {
        for (std::size_t i = 0; i < editions_.size(); ++i)
            if (editions_[i] == scenario.cloudEdition) {
                const QSignalBlocker blocker(cloudSlider_);
                cloudSlider_->setValue(static_cast<int>(i));
                cloudLabel_->setText(QString::fromStdString(editions_[i]));
            }
    }
    {
        const QSignalBlocker blocker(cloudCheck_);
        cloudCheck_->setChecked(!scenario.cloudEdition.empty());
    }
    updating_ = false;
}

std::optional<core::Scenario> SystemsPanel::placingSystems(const core::Scenario& base, const QString& nameContains, const QString& edition,
                                                           QString* error) {
    const auto& catalog = resources::top500Catalog();
    core::Scenario next = base;
    if (!nameContains.isEmpty()) {
        next.selectedSystems.clear();
        for (const auto& e : catalog.entries()) {
            if (!QString::fromStdString(e.system).contains(nameContains, Qt::CaseInsensitive)) continue;
            next.selectedSystems.push_back({e.list, e.rank});
            if (static_cast<int>(next.selectedSystems.size()) >= kMaxSelected) break;
        }
        if (next.selectedSystems.empty()) {
            if (error) *error = tr("no TOP500 system name contains \"%1\"").arg(nameContains);
            return std::nullopt;
        }
    }
    if (!edition.isEmpty()) {
        const auto editions = catalog.editions();
        if (std::find(editions.begin(), editions.end(), edition.toStdString()) == editions.end()) {
            if (error)
                *error = tr("no TOP500 list edition \"%1\" (editions run from %2 to %3)")
                             .arg(edition, QString::fromStdString(editions.front()), QString::fromStdString(editions.back()));
            return std::nullopt;
        }
        next.cloudEdition = edition.toStdString();
    }
    return next;
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/LayoutSearchPanel.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/TrainingView.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace effsurf::ui {
namespace {

QTableWidgetItem* cell(const QString& text, bool bold, Qt::Alignment alignment = Qt::AlignRight | Qt::AlignVCenter) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    if (bold) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
    }
    return item;
}

}  // namespace

LayoutSearchPanel::LayoutSearchPanel(QWidget* parent)
    : QWidget(parent),
      summary_(new QLabel(this)),
      table_(new QTableWidget(this)),
      use_(new QPushButton(tr("&Use the selected layout"), this)) {
    auto* layout = new QVBoxLayout(this);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(summary_);
    table_->setColumnCount(14);
    table_->setHorizontalHeaderLabels({tr("#"), tr("t"), tr("cp"), tr("p"), tr("d"), tr("ep"), tr("b"), tr("v"), tr("step (s)"),
                                       tr("tokens/s"), tr("MFU"), tr("HFU"), tr("memory/GPU"), tr("fits")});
    const QString tips[] = {tr("rank"),
                            tr("tensor-parallel size"),
                            tr("context-parallel size (searched up to 16 for sequences of 32K tokens and more)"),
                            tr("pipeline-parallel size"),
                            tr("data-parallel size"),
                            tr("expert-parallel size (a mixture of experts: every size that divides the experts, inside "
                               "the NVLink domain or across nodes)"),
                            tr("micro-batch, sequences"),
                            tr("interleaved model chunks per GPU"),
                            tr("time per step"),
                            tr("tokens per second (samples for a raw model)"),
                            tr("model FLOP utilization: model FLOP/s over the datasheet peak"),
                            tr("hardware FLOP utilization: with the recomputed FLOP"),
                            tr("memory per GPU, GiB"),
                            tr("fits in the accelerator's memory (less the margin kept free)")};
    for (int c = 0; c < table_->columnCount(); ++c) table_->horizontalHeaderItem(c)->setToolTip(tips[c]);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAccessibleName(tr("layout ranking"));
    layout->addWidget(table_, 1);
    use_->setEnabled(false);
    auto* buttons = new QHBoxLayout;
    acrossDomains_ = new QCheckBox(tr("also t across NVLink domains"), this);
    acrossDomains_->setToolTip(
        tr("Rank tensor-parallel sizes that do not divide the NVLink domain too (t = 6 on 8-GPU "
           "nodes, t = 16 over two): their all-reduces cross the network every layer"));
    connect(acrossDomains_, &QCheckBox::toggled, this, [this] { showScenario(shown_); });
    buttons->addWidget(acrossDomains_);
    buttons->addStretch(1);
    buttons->addWidget(use_);
    layout->addLayout(buttons);
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { chooseRow(row); });
    connect(table_, &QTableWidget::itemSelectionChanged, this, [this] { use_->setEnabled(!table_->selectedItems().isEmpty()); });
    connect(use_, &QPushButton::clicked, this, [this] {
        const auto selected = table_->selectedItems();
        if (!selected.isEmpty()) chooseRow(selected.front()->row());
    });
}

void LayoutSearchPanel::chooseRow(int row) {
    if (row < 0 || row >= int(ranking_.size())) return;
    emit layoutChosen(ranking_[std::size_t(row)]);
}

QString LayoutSearchPanel::summaryText() const { return summary_->text(); }

void LayoutSearchPanel::showScenario(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    const core::Precision precision = TrainingView::precision(scenario);
    shown_ = scenario;
    core::LayoutSearchRequest request = core::TrainingAnalysis::searchRequest(run, precision);
    request.tensorWithinDomain = !acrossDomains_->isChecked();
    ranking_ = core::LayoutSearch::rank(request);
    const int rows = std::min<int>(kRowsShown, int(ranking_.size()));
    table_->setUpdatesEnabled(false);
    table_->clearContents();
    table_->setRowCount(rows);
    int own = -1;
    for (int r = 0; r < int(ranking_.size()); ++r) {
        if (run.hasLayout(ranking_[std::size_t(r)])) {
            own = r;
            break;
        }
    }
    for (int r = 0; r < rows; ++r) {
        const auto& c = ranking_[std::size_t(r)];
        const bool bold = r == 0 || r == own;
        const QString rank = r == 0 ? tr("1 best") : r == own ? tr("%1 this run").arg(r + 1) : QString::number(r + 1);
        table_->setItem(r, 0, cell(rank, bold, Qt::AlignLeft | Qt::AlignVCenter));
        const int values[] = {c.tensorParallel, c.contextParallel, c.pipelineParallel, c.dataParallel,
                              c.expertParallel, c.microBatch,      c.interleave};
        for (int k = 0; k < 7; ++k) table_->setItem(r, 1 + k, cell(QString::number(values[k]), bold));
        table_->setItem(r, 8, cell(NumberFormat::scientific(c.stepSeconds, 4), bold));
        table_->setItem(r, 9, cell(NumberFormat::scientific(c.tokensPerSecond, 4), bold));
        table_->setItem(r, 10, cell(QStringLiteral("%1\u00A0%").arg(100.0 * c.modelFlopsUtilization, 0, 'f', 1), bold));
        table_->setItem(r, 11, cell(QStringLiteral("%1\u00A0%").arg(100.0 * c.hardwareFlopsUtilization, 0, 'f', 1), bold));
        table_->setItem(r, 12, cell(NumberFormat::gibibytes(c.memoryBytes), bold));
        table_->setItem(r, 13, cell(c.fits ? tr("yes") : tr("no"), bold, Qt::AlignCenter));
    }
    table_->setUpdatesEnabled(true);
    if (ranking_.empty()) {
        summary_->setText(tr("No valid layout of %1 on %2 GPUs with a batch of %3: t p d must be the GPU count, t "
                             "divide the heads and the hidden size, p v the layers, d b the batch.")
                              .arg(QString::fromStdString(run.modelName))
                              .arg(run.gpus())
                              .arg(run.globalBatch));
        return;
    }
    const auto& best = ranking_.front();
    QString text = tr("%1 valid layouts of %2 on %3 GPUs (batch %4). Best: t %5 \u00D7 cp %13 \u00D7 p %6 \u00D7 d %7, b %8, v %9: "
                      "%10 tokens/s, MFU %11 %%12.")
                       .arg(ranking_.size())
                       .arg(QString::fromStdString(run.modelName))
                       .arg(run.gpus())
                       .arg(run.globalBatch)
                       .arg(best.tensorParallel)
                       .arg(best.pipelineParallel)
                       .arg(best.dataParallel)
                       .arg(best.microBatch)
                       .arg(best.interleave)
                       .arg(NumberFormat::scientific(best.tokensPerSecond, 3))
                       .arg(100.0 * best.modelFlopsUtilization, 0, 'f', 1)
                       .arg(best.fits ? QString() : tr(" (none fits in memory)"))
                       .arg(best.contextParallel);
    if (own > 0) {
        const auto& mine = ranking_[std::size_t(own)];
        const double faster = mine.tokensPerSecond / best.tokensPerSecond - 1.0;
        if (!mine.fits)
            text += tr(" This run ranks %1: it does not fit in memory (%2)%3.")
                        .arg(own + 1)
                        .arg(NumberFormat::gibibytes(mine.memoryBytes))
                        .arg(faster > 0.0 ? tr(", though %1 % faster than the best").arg(100.0 * faster, 0, 'f', 1) : QString());
        else text += tr(" This run ranks %1: %2 % slower.").arg(own + 1).arg(-100.0 * faster, 0, 'f', 1);
    } else if (own == 0) {
        text += tr(" This run is the best.");
    }
    if (!best.fits) {
        const core::LayoutCandidate* smallest = &best;
        for (const auto& c : ranking_)
            if (c.memoryBytes < smallest->memoryBytes) smallest = &c;
        text += tr(" The smallest needs %1 (t %2, cp %3, p %4, d %5, b %6).")
                    .arg(NumberFormat::gibibytes(smallest->memoryBytes))
                    .arg(smallest->tensorParallel)
                    .arg(smallest->contextParallel)
                    .arg(smallest->pipelineParallel)
                    .arg(smallest->dataParallel)
                    .arg(smallest->microBatch);
    }
    summary_->setText(text);
}

}  // namespace effsurf::ui

#include "effsurf/ui/training/TrainingWorkspace.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/DepthSweepChart.h"
#include "effsurf/ui/training/LayoutSearchPanel.h"
#include "effsurf/ui/training/MemoryBar.h"
#include "effsurf/ui/training/PrecisionComparisonChart.h"
#include "effsurf/ui/training/StepBreakdownChart.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingThroughputChart.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/widgets/ReflowGrid.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShowEvent>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <cmath>
#include <iterator>

namespace effsurf::ui {
namespace {

/// The readout's quantities, in order: what an ML engineer reads off a run.
const char* const kReadoutNames[] = {"step", "tokens/s", "TFLOP/s per GPU", "MFU", "days", "E", "s_eff(N)"};

}  // namespace

TrainingWorkspace::TrainingWorkspace(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), form_(new TrainingForm(controller)), banner_(new QLabel),
      useRun_(new QPushButton(tr("Put this &run on screen"))), memory_(new MemoryBar), views_(new QTabWidget),
      grid_(new ReflowGrid(QSize(440, 300), 2)), breakdown_(new StepBreakdownChart), throughput_(new TrainingThroughputChart),
      depth_(new DepthSweepChart), precision_(new PrecisionComparisonChart), search_(new LayoutSearchPanel) {
    // The workspace scrolls inside its tab rather than set the window's minimum
    // size: a 1024x640 desk or a 1280x720 projector keeps its layout.
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* page = new QScrollArea(this);
    page->setWidgetResizable(true);
    page->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget;
    auto* contentLayout = new QHBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    auto* splitter = new QSplitter(Qt::Horizontal, content);
    contentLayout->addWidget(splitter);
    page->setWidget(content);
    outer->addWidget(page);

    auto* formArea = new QScrollArea;
    formArea->setWidget(form_);
    formArea->setWidgetResizable(true);
    formArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    formArea->setMinimumWidth(240);  // narrower than the form: it scrolls sideways rather than widen the window
    splitter->addWidget(formArea);

    auto* right = new QWidget;
    auto* column = new QVBoxLayout(right);
    column->setContentsMargins(4, 4, 4, 0);
    auto* bannerRow = new QHBoxLayout;
    banner_->setWordWrap(true);
    bannerRow->addWidget(banner_, 1);
    bannerRow->addWidget(useRun_);
    column->addLayout(bannerRow);
    connect(useRun_, &QPushButton::clicked, this, [this] { controller_->setTrainingRun(lastScenario_.trainingRun); });

    auto* readout = new QGridLayout;
    readout->setHorizontalSpacing(18);
    QFont valueFont = font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.45);
    valueFont.setBold(true);
    // Two rows of four: a narrow desk window keeps every number whole.
    constexpr int kColumns = 4;
    for (int i = 0; i < int(std::size(kReadoutNames)); ++i) {
        auto* title = new QLabel(tr(kReadoutNames[i]));
        auto* value = new QLabel;
        value->setFont(valueFont);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAccessibleName(tr(kReadoutNames[i]));
        readout->addWidget(title, 2 * (i / kColumns), i % kColumns);
        readout->addWidget(value, 2 * (i / kColumns) + 1, i % kColumns);
        values_.push_back(value);
    }
    readout->setColumnStretch(kColumns, 1);
    column->addLayout(readout);
    column->addWidget(memory_);

    grid_->setWidgets({breakdown_, throughput_, depth_, precision_});
    charts_ = {breakdown_, throughput_, depth_, precision_};
    views_->addTab(grid_, tr("Charts"));
    views_->addTab(search_, tr("Layout search"));
    views_->setDocumentMode(true);
    column->addWidget(views_, 1);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({form_->sizeHint().width() + 24, 1000});

    connect(form_, &TrainingForm::searchRequested, this, [this] { showSearch(true); });
    connect(search_, &LayoutSearchPanel::layoutChosen, form_, &TrainingForm::useLayout);
    connect(views_, &QTabWidget::currentChanged, this, [this](int index) {
        if (index == 1 && searchStale_) {
            search_->showScenario(lastScenario_);
            searchStale_ = false;
        }
    });
}

void TrainingWorkspace::showSearch(bool search) { views_->setCurrentIndex(search ? 1 : 0); }

void TrainingWorkspace::setInteractive(bool interactive) {
    interactive_ = interactive;
    for (auto* chart : charts_) {
        chart->setInteractive(interactive);
        if (!interactive) chart->render(lastScenario_, chart->renderedGeneration());
    }
    // The ranking is refreshed at rest: a drag shows the charts live, then the search once.
    if (!interactive && views_->currentIndex() == 1 && searchStale_) {
        search_->showScenario(lastScenario_);
        searchStale_ = false;
    }
}

void TrainingWorkspace::showScenario(const core::Scenario& scenario, quint64 generation) {
    if (!isVisible()) {
        // Another tab is shown: nothing here is on screen, so nothing is computed until it is.
        pending_ = true;
        pendingScenario_ = scenario;
        pendingGeneration_ = generation;
        return;
    }
    pending_ = false;
    draw(scenario, generation);
}

void TrainingWorkspace::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (pending_) {
        pending_ = false;
        draw(pendingScenario_, pendingGeneration_);
    }
}

void TrainingWorkspace::draw(const core::Scenario& scenario, quint64 generation) {
    const bool onScreen = scenario.model == core::ModelKind::ParallelTraining;
    banner_->setVisible(!onScreen);
    useRun_->setVisible(!onScreen);
    if (!onScreen)
        banner_->setText(tr("The law on screen is %1; this run is not on the surface. Its numbers at %2:")
                             .arg(QString::fromUtf8(core::modelKindDisplayName(scenario.model).data()),
                                  QString::fromUtf8(core::precisionInfo(TrainingView::precision(scenario)).displayName.data())));
    form_->showScenario(scenario);
    try {
        TrainingView::frame(scenario, TrainingView::scalingPoints(interactive_));  // drawable at all? (computed once for every view)
    } catch (const std::exception&) {
        return;  // an invalid run from a file: the last valid one stays on screen
    }
    const bool runChanged = !(scenario.trainingRun == lastScenario_.trainingRun) || scenario.precision != lastScenario_.precision ||
                            scenario.model != lastScenario_.model;
    lastScenario_ = scenario;
    showReadout(scenario);
    for (auto* chart : charts_) chart->render(scenario, generation);
    if (runChanged) searchStale_ = true;
    if (views_->currentIndex() == 1 && searchStale_ && !interactive_) {
        search_->showScenario(scenario);
        searchStale_ = false;
    }
}

void TrainingWorkspace::showReadout(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    const core::TrainingSummary& s = TrainingView::frame(scenario, TrainingView::scalingPoints(interactive_)).summary;
    const QString texts[] = {
        QStringLiteral("%1 s").arg(NumberFormat::scientific(s.step.total, 3)),
        NumberFormat::scientific(s.tokensPerSecond, 3) + (run.raw ? tr(" samples") : QString()),
        NumberFormat::scientific(s.achievedModelFlopsPerGpu / 1e12, 4),
        // HFU beside MFU only where they differ: recomputed FLOP are work the hardware does, not progress.
        std::abs(s.hardwareFlopsUtilization - s.modelFlopsUtilization) < 5e-4
            ? QStringLiteral("%1 %").arg(100.0 * s.modelFlopsUtilization, 0, 'f', 1)
            : tr("%1 % (HFU %2 %)").arg(100.0 * s.modelFlopsUtilization, 0, 'f', 1).arg(100.0 * s.hardwareFlopsUtilization, 0, 'f', 1),
        tr("%1 for %2").arg(NumberFormat::scientific(s.daysForTokens, 3), NumberFormat::scientific(run.tokens, 3)),
        QString::number(s.efficiency, 'f', 3),
        NumberFormat::scientific(s.serialFraction, 3),
    };
    const QString tips[] = {
        tr("Seconds per training step over the global batch (the sum of the terms in the first chart)"),
        tr("Tokens trained per second: B s / T_step"),
        tr("Achieved model FLOP/s per GPU: the model's FLOP a step (forward and backward, no recomputation) over n "
           "T_step. With recomputation the hardware does more: %1 TFLOP/s")
            .arg(NumberFormat::scientific(s.achievedFlopsPerGpu / 1e12, 4)),
        tr("Model FLOP utilization (MFU): model FLOP/s over the datasheet peak. Hardware FLOP utilization (HFU) "
           "also counts the recomputed forward passes (Megatron-LM eq. 3)"),
        tr("Days to train on T tokens at this rate"),
        tr("Efficiency: the model FLOP's share of the step, the run's point on the surface"),
        tr("s_eff(N) = (1/E \u2212 1)/(N \u2212 1): the serial fraction Amdahl's law would need for this E"),
    };
    for (std::size_t i = 0; i < values_.size(); ++i) {
        values_[i]->setText(texts[i]);
        values_[i]->setToolTip(tips[i]);
    }
    memory_->setMemory(s.memory, s.memoryLimit);
}

QString TrainingWorkspace::readoutText() const {
    QStringList parts;
    for (std::size_t i = 0; i < values_.size(); ++i) parts << QStringLiteral("%1 %2").arg(tr(kReadoutNames[i]), values_[i]->text());
    parts << memory_->summary();
    return parts.join(QStringLiteral(" \u00B7 "));
}

}  // namespace effsurf::ui

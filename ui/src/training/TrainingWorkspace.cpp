// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingWorkspace.h"
#include "effsurf/ui/training/TrainingStageStrip.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/SymbolMarkup.h"
#include "effsurf/ui/training/DepthSweepChart.h"
#include "effsurf/ui/training/LayoutSearchPanel.h"
#include "effsurf/ui/training/MemoryBar.h"
#include "effsurf/ui/training/PrecisionComparisonChart.h"
#include "effsurf/ui/training/StepBreakdownChart.h"
#include "effsurf/ui/training/TrainingForm.h"
#include "effsurf/ui/training/TrainingThroughputChart.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/widgets/ReflowGrid.h"
#include "effsurf/ui/widgets/ScrollPage.h"
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShowEvent>
#include <QSplitter>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QMetaObject>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace effsurf::ui {
namespace {

/// The readout's quantities, in order: what an ML engineer reads off a run.
const char* const kReadoutNames[] = {QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "step"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "tokens/s"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "TFLOP/s per GPU"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "MFU"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "days"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "GPU-hours"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "E"),
                                     QT_TRANSLATE_NOOP("effsurf::ui::TrainingWorkspace", "s_eff(N)")};

}  // namespace

TrainingWorkspace::TrainingWorkspace(ScenarioController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      form_(new TrainingForm(controller)),
      banner_(new QLabel),
      useRun_(new QPushButton(tr("Put this &run on screen"))),
      memory_(new MemoryBar),
      views_(new QTabWidget),
      grid_(new ReflowGrid(QSize(440, 300), 2)),
      breakdown_(new StepBreakdownChart),
      throughput_(new TrainingThroughputChart),
      depth_(new DepthSweepChart),
      precision_(new PrecisionComparisonChart),
      search_(new LayoutSearchPanel) {
    // The workspace scrolls inside its tab rather than set the window's minimum
    // size: a 1024x640 desk or a 1280x720 projector keeps its layout.
    auto* splitter = new QSplitter(Qt::Horizontal);
    new ScrollPage(splitter, this);

    auto* formArea = new QScrollArea;
    formArea->setWidget(form_);
    formArea->setWidgetResizable(true);
    formArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    formArea->setMinimumWidth(240);  // narrower than the form: it scrolls sideways rather than widen the window
    splitter->addWidget(formArea);
    formArea_ = formArea;

    auto* right = new QWidget;
    auto* column = new QVBoxLayout(right);
    column->setContentsMargins(4, 4, 4, 0);
    auto* bannerRow = new QHBoxLayout;
    banner_->setWordWrap(true);
    bannerRow->addWidget(banner_, 1);
    bannerRow->addWidget(useRun_);
    column->addLayout(bannerRow);
    stageStrip_ = new TrainingStageStrip(controller_);
    stageStrip_->hide();  // the presentation view's: the form is the desk's
    column->addWidget(stageStrip_);
    connect(stageStrip_, &TrainingStageStrip::publishedRunChosen, form_, &TrainingForm::publishedChosen);
    connect(useRun_, &QPushButton::clicked, this, [this] { controller_->setTrainingRun(lastScenario_.trainingRun); });

    readout_ = new QGridLayout;
    readout_->setHorizontalSpacing(18);
    QFont valueFont = font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.45);
    valueFont.setBold(true);
    for (int i = 0; i < int(std::size(kReadoutNames)); ++i) {
        auto* title = new QLabel(SymbolMarkup::rich(tr(kReadoutNames[i])));
        title->setTextFormat(Qt::RichText);  // "s_eff(N)" with its subscript
        auto* value = new QLabel;
        value->setFont(valueFont);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAccessibleName(tr(kReadoutNames[i]));
        titles_.push_back(title);
        values_.push_back(value);
    }
    arrangeReadout();
    column->addLayout(readout_);
    bandLine_ = new QLabel;
    bandLine_->setWordWrap(true);
    bandLine_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bandLine_->setAccessibleName(tr("prediction band"));
    column->addWidget(bandLine_);
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

void TrainingWorkspace::setPresenting(bool presenting) {
    presenting_ = presenting;
    formArea_->setVisible(!presenting);
    stageStrip_->setVisible(presenting);
    views_->tabBar()->setVisible(!presenting);
    if (presenting) {
        views_->setCurrentIndex(0);
        grid_->setWidgets({throughput_});
    } else {
        grid_->setWidgets({breakdown_, throughput_, depth_, precision_});
    }
    grid_->setStacked(presenting);
    try {
        showReadout(lastScenario_);  // MFU without HFU on the projector, with it at the desk
    } catch (const std::exception&) {
        // Nothing drawn yet, or a run that cannot be: the readout stays as it is.
    }
    arrangeReadout();
    updateHeadline();
    if (presenting) QMetaObject::invokeMethod(this, &TrainingWorkspace::fitPresentedCharts, Qt::QueuedConnection);
}

void TrainingWorkspace::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    arrangeReadout();
    if (presenting_) QMetaObject::invokeMethod(this, &TrainingWorkspace::fitPresentedCharts, Qt::QueuedConnection);
}

void TrainingWorkspace::fitPresentedCharts() {
    if (!presenting_) return;
    // Two charts where each keeps a plot between its title, ticks and legend
    // (about twelve lines of its smallest text, as the model charts in the
    // presentation view); the step's breakdown alone where they would not.
    // The throughput (few legend entries) always; the step's breakdown (one
    // entry per term) above it where its whole legend fits too.
    const auto linesFor = [](ComparisonChart* chart) {
        int entries = 0;
        for (QLegendMarker* marker : chart->chart()->legend()->markers()) entries += marker->isVisible() ? 1 : 0;
        return std::max(12.0, 3.0 + 1.8 * entries);
    };
    const int line = QFontMetrics(breakdown_->chart()->legend()->font()).height();
    const bool two = grid_->viewport()->height() >= (linesFor(breakdown_) + linesFor(throughput_)) * line;
    const std::vector<QWidget*> wanted = two ? std::vector<QWidget*>{breakdown_, throughput_} : std::vector<QWidget*>{throughput_};
    if (two != breakdown_->isVisible() || !throughput_->isVisible()) grid_->setWidgets(wanted);
}

void TrainingWorkspace::arrangeReadout() {
    // Two rows of four on the desk; on a projector's large text as many
    // columns as the widest name or value allows, so that every number stays whole.
    // On a projector the four a room follows (E is in the large readout above,
    // s_eff and TFLOP/s in their tooltips' terms at the desk).
    // With the presentation view's headline, that headline shows those four.
    const auto shown = [this](std::size_t i) { return !presenting_ || (headline_ == nullptr && (i == 0 || i == 1 || i == 3 || i == 4)); };
    for (std::size_t i = 0; i < values_.size(); ++i) {
        titles_[i]->setVisible(shown(i));
        values_[i]->setVisible(shown(i));
    }
    std::vector<std::size_t> cells;
    for (std::size_t i = 0; i < values_.size(); ++i)
        if (shown(i)) cells.push_back(i);
    int columns = 4;
    if (presenting_) {
        const auto cellWidth = [this](std::size_t i) {
            const QString value = values_[i]->text().isEmpty() ? QStringLiteral(
                                                                     "21.9 for 3\u00D7"
                                                                     "10\u00B9\u00B9")
                                                               : values_[i]->text();
            return std::max(titles_[i]->sizeHint().width(), values_[i]->fontMetrics().horizontalAdvance(value) + 4);
        };
        // The most columns whose widest cells, side by side, fit the width.
        for (; columns > 1; --columns) {
            int total = 0;
            for (int c = 0; c < columns; ++c) {
                int widest = 0;
                for (std::size_t k = std::size_t(c); k < cells.size(); k += std::size_t(columns))
                    widest = std::max(widest, cellWidth(cells[k]));
                total += widest + readout_->horizontalSpacing();
            }
            if (total <= width() - 16) break;
        }
    }
    const int layout = columns * 2 + (presenting_ ? 1 : 0);
    if (layout == readoutColumns_) return;
    readoutColumns_ = layout;
    for (std::size_t i = 0; i < values_.size(); ++i) {
        readout_->removeWidget(titles_[i]);
        readout_->removeWidget(values_[i]);
    }
    for (int c = 0; c <= 4; ++c) readout_->setColumnStretch(c, 0);
    for (int k = 0; k < int(cells.size()); ++k) {
        readout_->addWidget(titles_[cells[std::size_t(k)]], 2 * (k / columns), k % columns);
        readout_->addWidget(values_[cells[std::size_t(k)]], 2 * (k / columns) + 1, k % columns);
    }
    readout_->setColumnStretch(columns, 1);
}

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
    updateHeadline();
}

void TrainingWorkspace::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    updateHeadline();
}

void TrainingWorkspace::setHeadline(ReadoutBar* headline) { headline_ = headline; }

bool TrainingWorkspace::ownsHeadline() const { return headline_ != nullptr && presenting_ && isVisible() && !headlineValues_.empty(); }

void TrainingWorkspace::updateHeadline() {
    if (ownsHeadline()) {
        headline_->showValues(headlineValues_);
        headlineShown_ = true;
    } else if (headlineShown_) {
        headlineShown_ = false;
        headline_->showScenario(controller_->scenario());
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
        std::abs(s.hardwareFlopsUtilization - s.modelFlopsUtilization) < 5e-4 || presenting_
            ? QStringLiteral("%1\u00A0%").arg(100.0 * s.modelFlopsUtilization, 0, 'f', 1)
            : tr("%1\u00A0% (HFU %2\u00A0%)")
                  .arg(100.0 * s.modelFlopsUtilization, 0, 'f', 1)
                  .arg(100.0 * s.hardwareFlopsUtilization, 0, 'f', 1),
        tr("%1 for %2 tokens").arg(NumberFormat::scientific(s.daysForTokens, 3), NumberFormat::scientific(run.tokens, 3)),
        NumberFormat::scientific(s.gpuHoursForTokens, 3),
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
        tr("GPU-hours to train on T tokens: N GPUs for the days"),
        tr("Efficiency: the model FLOP's share of the step, the run's point on the surface"),
        tr("s_eff(N) = (1/E \u2212 1)/(N \u2212 1): the serial fraction Amdahl's law would need for this E"),
    };
    for (std::size_t i = 0; i < values_.size(); ++i) {
        values_[i]->setText(texts[i]);
        values_[i]->setToolTip(tips[i]);
    }
    // The projector's headline: the four a room follows, each with its unit.
    headlineValues_ = {
        {texts[0], tr("step time"), tips[0]},
        {NumberFormat::scientific(s.tokensPerSecond, 3) + (run.raw ? tr(" samples/s") : tr(" tokens/s")), tr("throughput"), tips[1]},
        {QStringLiteral("%1\u00A0%").arg(100.0 * s.modelFlopsUtilization, 0, 'f', 1), tr("MFU"), tips[3]},
        {tr("%1 days").arg(NumberFormat::scientific(s.daysForTokens, 3)),
         tr("for %1 %2").arg(NumberFormat::scientific(run.tokens, 3), run.raw ? tr("samples") : tr("tokens")), tips[4]},
    };
    updateHeadline();
    stageStrip_->showScenario(scenario);
    memory_->setMemory(s.memory, s.memoryLimit);
    showBand(TrainingView::frame(scenario, TrainingView::scalingPoints(interactive_)), run);
    if (presenting_) arrangeReadout();  // a longer number may need a column less
}

void TrainingWorkspace::showBand(const TrainingView::Frame& frame, const core::TrainingRun& run) {
    const auto range = [](double low, double high) {
        return QStringLiteral("%1\u2013%2")
            .arg(NumberFormat::scientific(std::min(low, high), 3), NumberFormat::scientific(std::max(low, high), 3));
    };
    if (frame.fit) {
        const core::TrainingStepFitResult& fit = *frame.fit;
        const core::TrainingPrediction* here = nullptr;
        for (const auto& p : frame.predictions)
            if (p.gpus == frame.summary.gpus) here = &p;
        // The share of the line rate is in the network's name the fit gave it (the run's network is the fitted one now).
        QString text = tr("Fitted to %1 (%2 steps): utilization %3 (95 %: %4), network %5 GB/s a GPU (95 %: %6)")
                           .arg(QString::fromStdString(fit.fileName))
                           .arg(fit.observations)
                           .arg(NumberFormat::scientific(fit.utilization, 3), range(fit.utilizationLow, fit.utilizationHigh),
                                NumberFormat::scientific(fit.bandwidth / 1e9, 3), range(fit.bandwidthLow / 1e9, fit.bandwidthHigh / 1e9));
        if (here) text += tr("; here %1 tokens/s").arg(range(here->tokensPerSecondLow, here->tokensPerSecondHigh));
        bandLine_->setText(text + QLatin1Char('.'));
    } else {
        const core::TrainingBand& band = frame.band;
        QString text =
            tr("At utilization %1\u2013%2 %: %3 tokens/s, %4 days, %5 GPU-hours")
                .arg(std::lround(100.0 * band.utilizationLow))
                .arg(std::lround(100.0 * band.utilizationHigh))
                .arg(range(band.low.tokensPerSecond, band.high.tokensPerSecond), range(band.high.daysForTokens, band.low.daysForTokens),
                     range(band.high.gpuHoursForTokens, band.low.gpuHoursForTokens));
        if (!frame.fitProblem.empty())
            text += tr(". The measured steps do not fit this run: %1").arg(CoreMessageText::of(QString::fromStdString(frame.fitProblem)));
        bandLine_->setText(text + QLatin1Char('.'));
    }
    bandLine_->setVisible(!presenting_ || frame.fit.has_value());
    bandLine_->setToolTip(run.measuredSteps.rows.empty()
                              ? tr("Every prediction at the two ends of the utilization range set under Calibration")
                              : tr("The run fitted to the steps you measured; the band is the fit's 95 % interval"));
}

QString TrainingWorkspace::bandText() const { return bandLine_->text(); }

QString TrainingWorkspace::readoutText() const {
    QStringList parts;
    for (std::size_t i = 0; i < values_.size(); ++i) parts << QStringLiteral("%1 %2").arg(tr(kReadoutNames[i]), values_[i]->text());
    parts << memory_->summary();
    return parts.join(QStringLiteral(" \u00B7 "));
}

}  // namespace effsurf::ui

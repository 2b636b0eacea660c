// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/widgets/ReadoutBar.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;
class QTabWidget;

namespace effsurf::ui {

class ComparisonChart;
class DepthSweepChart;
class LayoutSearchPanel;
class MemoryBar;
class PrecisionComparisonChart;
class ReflowGrid;
class ScenarioController;
class StepBreakdownChart;
class TrainingForm;
class TrainingStageStrip;
class TrainingThroughputChart;

/// The Training workspace (a lower tab): a large-model run configured as an
/// ML engineer does (TrainingForm), its live outputs (step time, tokens per
/// second, TFLOP/s per GPU and MFU, days for T tokens, E and s_eff, memory
/// per GPU against the limit), four charts (the step by term over N,
/// throughput over N with the best N, the depth sweep, the precision
/// comparison) and the layout search. The run's E(N) trajectory is drawn on
/// the 3D surface and the (N, s) plane by the law's own views.
///
/// While another law is on screen the workspace still shows its run, with a
/// button that puts the run on screen.
class TrainingWorkspace : public QWidget {
    Q_OBJECT
public:
    explicit TrainingWorkspace(ScenarioController* controller, QWidget* parent = nullptr);

    /// Renders `scenario`'s run into every part; a run that cannot be drawn keeps the last one.
    void showScenario(const core::Scenario& scenario, quint64 generation);
    void setInteractive(bool interactive);

    const std::vector<ComparisonChart*>& charts() const noexcept { return charts_; }
    TrainingForm* form() const noexcept { return form_; }
    LayoutSearchPanel* searchPanel() const noexcept { return search_; }
    MemoryBar* memoryBar() const noexcept { return memory_; }
    /// The outputs as one line of text (tests, the status of what is shown).
    QString readoutText() const;
    /// The band line under the readout (its text), for tests.
    QString bandText() const;
    /// Shows the layout search (or the charts).
    void showSearch(bool search);
    /// The presentation view's layout: the readout, the memory bar and two
    /// charts (the step by term, the throughput) one above the other; the
    /// form and the layout search are the desk's.
    void setPresenting(bool presenting);
    /// The presentation view's headline: while presenting with this tab on
    /// the stage it shows the run's step time, throughput, MFU and days
    /// instead of the law's S, E and 1/s (and the law's again otherwise).
    void setHeadline(ReadoutBar* headline);
    /// True while the headline shows the run's numbers.
    bool ownsHeadline() const;
    /// The run's controls shown on the presentation view's stage.
    TrainingStageStrip* stageStrip() const noexcept { return stageStrip_; }

protected:
    /// A hidden workspace (another tab) keeps the newest state and draws it when shown.
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void showReadout(const core::Scenario& scenario);
    /// The line under the readout: the predictions at the utilization band's ends, or the fit to measured steps.
    void showBand(const TrainingView::Frame& frame, const core::TrainingRun& run);
    /// The readout in as many columns (up to four) as its widest name or value allows.
    void arrangeReadout();
    /// Presenting: one chart or two, by the height there is (fitPresentedCharts' rule).
    void fitPresentedCharts();
    void draw(const core::Scenario& scenario, quint64 generation);
    /// The run's numbers into the headline where it owns it, else the law's back once.
    void updateHeadline();

    ScenarioController* controller_;
    TrainingForm* form_;
    QLabel* banner_;
    QPushButton* useRun_;
    QWidget* formArea_ = nullptr;
    TrainingStageStrip* stageStrip_ = nullptr;  ///< the run's controls on the presentation view's stage
    QGridLayout* readout_ = nullptr;
    std::vector<QLabel*> titles_;
    std::vector<QLabel*> values_;
    QLabel* bandLine_ = nullptr;
    int readoutColumns_ = 0;
    bool presenting_ = false;
    ReadoutBar* headline_ = nullptr;
    std::vector<ReadoutBar::Value> headlineValues_;
    bool headlineShown_ = false;  ///< the headline shows headlineValues_
    MemoryBar* memory_;
    QTabWidget* views_;
    ReflowGrid* grid_;
    StepBreakdownChart* breakdown_;
    TrainingThroughputChart* throughput_;
    DepthSweepChart* depth_;
    PrecisionComparisonChart* precision_;
    LayoutSearchPanel* search_;
    std::vector<ComparisonChart*> charts_;
    core::Scenario lastScenario_;
    bool searchStale_ = true;
    bool pending_ = false;  ///< a state arrived while hidden
    core::Scenario pendingScenario_;
    quint64 pendingGeneration_ = 0;
    bool interactive_ = false;
};

}  // namespace effsurf::ui

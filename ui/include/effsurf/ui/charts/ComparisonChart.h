// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include "effsurf/ui/charts/ChartLegendPlacer.h"
#include "effsurf/ui/style/Palette.h"

#include <QChartView>
#include <QColor>
#include <QPointF>
#include <QPointer>
#include <QGraphicsTextItem>

#include <optional>
#include <vector>

class QCategoryAxis;
class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QXYSeries;
class QAbstractAxis;
class QFontMetricsF;

namespace effsurf::ui {

class ErrorBarsItem;
class FlowLegendItem;

/// Base of the 2D comparison charts: one QChart styled for slides and papers
/// (titled axes with units, decade labels "10⁶" on log axes, a legend,
/// fonts readable on a projector), filled from a Scenario by render().
///
/// Log axes are drawn as linear axes over log10 of the quantity, labelled
/// with powers of ten; series therefore hold (log10 x, log10 y) points for
/// log-log charts. `paintedGeneration()` tells which scenario generation is
/// on screen, for frame timing.
class ComparisonChart : public QChartView {
    Q_OBJECT
public:
    explicit ComparisonChart(QWidget* parent = nullptr);

    /// Recomputes every series from `scenario`; the view repaints once.
    virtual void render(const core::Scenario& scenario, quint64 generation) = 0;

    /// The title's numbers hidden ("Speedup S = ?") while the class answers a tour step's question.
    void setValuesConcealed(bool concealed);

    /// What the y values are, for exported data: the quantity with its unit,
    /// and whether the series hold log10 of it (x is always log10 N).
    virtual QString yQuantity() const = 0;
    virtual bool yIsLog10() const { return true; }
    /// What the x values are, for exported data ("N" by default, held as log10 N).
    virtual QString xQuantity() const { return QStringLiteral("N"); }
    /// What an exported figure of this chart says under it. Empty: the law's
    /// parameters (core's ScenarioCaption); charts that show measurements or
    /// the TOP500 say what they show instead (issue 44: a roofline of the
    /// TOP500 was captioned "Amdahl: s = 10^-7, N = 10^6").
    virtual QString figureCaption(const core::Scenario& scenario) const;
    /// The visible measured series' names, comma-separated (for captions).
    static QString measuredSeriesNames(const core::Scenario& scenario);
    virtual bool xIsLog10() const { return true; }
    /// The data exported as CSV, by series id: the visible XY series by default.
    virtual std::vector<std::pair<QString, QList<QPointF>>> exportedSeries() const;

    /// Finishes what waits for the event loop (labels placed after a
    /// layout) before the chart is drawn off screen, as in an export.
    /// The base fits the title to the chart's size now (resizing a hidden
    /// chart sends no resize event).
    virtual void settle();

    /// Whether the legend is our own (FlowLegendItem): where Qt's legend
    /// beside the plot clipped entries even at its smallest font, the chart
    /// shows them wrapped, in columns beside the plot where that holds them
    /// all, else in rows under it; and Qt's again where its rows fit.
    bool legendIsBelow() const noexcept;
    /// Our legend (nullptr while Qt's shows).
    const FlowLegendItem* legendBelow() const noexcept;
    /// An export places the legend itself: no automatic move under the plot.
    void setLegendMayMoveBelow(bool may);

    /// While a slider is dragged the chart draws without antialiasing (about
    /// twice as fast in software rendering) and repaints only what changes
    /// (markRendered); on release it repaints smoothly and whole.
    void setInteractive(bool interactive);

    quint64 renderedGeneration() const noexcept { return renderedGeneration_; }
    quint64 paintedGeneration() const noexcept { return paintedGeneration_; }
    /// The series with this legend name or object name (a stable id), or nullptr.
    QXYSeries* seriesNamed(const QString& name) const;
    /// Every measured row of `series` as (N, y) in this chart's y quantity
    /// (not log10): what the CSV export writes instead of the drawn per-N
    /// means. Empty if the chart draws no measurements or the series kept no rows.
    std::vector<QPointF> measuredRows(const core::ImportedSeries& series) const;
    /// The error bars and labels drawn over the measurements (for tests).
    const std::vector<ErrorBarsItem*>& measurementBars() const noexcept { return overlayBars_; }

    /// Sample points along the N axis: 10^0 .. 10^12, kSamplesPerDecade per decade.
    static constexpr int kSamplesPerDecade = 20;
    /// The share of a decade axis's span it reaches beyond its ends (whole edge markers).
    static constexpr double kEdgePadding = 0.015;
    /// The colour of snapshot `label` (A .. D), shared by charts, surface and table.
    static QColor snapshotColor(const std::string& label);
    static constexpr double kMaxLog10Processors = 12.0;

signals:
    void painted(quint64 generation);

protected:
    /// Sets the chart's title to `whole` where it fits the chart's width at
    /// its font, else to `whole` on two lines where each fits, else to
    /// `shorter` (its value without the chart's name): a projector's narrow
    /// chart keeps its number whole rather than "Perfor…".
    void setFittingTitle(const QString& whole, const QString& shorter);
    /// `title` on two lines ("first<br>second", HTML) that each fit in
    /// `room` pixels, broken after a clause if it can; empty if none fit.
    static QString wrapTitle(const QString& title, const QFontMetricsF& metrics, double room);
    /// QChart::setTitle() lays the whole chart out again, every axis label set
    /// anew, though a new title of the same height moves nothing else: while
    /// interactive the text goes into the title item, centred where the
    /// layout put it. False where that cannot be (no title yet, a new height).
    bool showTitleInPlace(const QString& title);

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /// Records the generation now in the series and schedules the repaint
    /// that puts it on screen (even when no series changed).
    ///
    /// While interactive, the view repaints only what a step changes: the
    /// plot area, and the title band, the legend or everything where those
    /// changed. At rest Qt's own scene updates do it, as usual. (Each chart
    /// scene's queued update repaints the window at once, so with four charts
    /// a step painted the window several times, axes and legends included.)
    void markRendered(quint64 generation);

    QLineSeries* addLine(const QString& name, const QColor& color, qreal width = 2.5, Qt::PenStyle style = Qt::SolidLine);
    QScatterSeries* addMarker(const QString& name, const QColor& color, qreal size = 13.0);
    /// A linear axis over exponents [low, high] labelled 10^k every `step` decades,
    /// reaching kEdgePadding beyond them unlabelled.
    QCategoryAxis* addDecadeAxis(Qt::Alignment alignment, const QString& title, int low, int high, int step);
    QValueAxis* addLinearAxis(Qt::Alignment alignment, const QString& title, double low, double high, const QString& labelFormat,
                              int ticks);
    void attachAll(QAbstractAxis* x, QAbstractAxis* y);
    /// Shows or hides a series together with its legend entry.
    void setShown(QAbstractSeries* series, bool shown);

    /// Ranges the N axis as the scenario asks (core::Scenario::processorAxisDecades:
    /// 1 .. 10¹², or fitted to the visible series and the current point) and
    /// returns its decades, for the y axes that follow from N.
    std::pair<int, int> fitProcessorAxis(const core::Scenario& scenario);
    /// The y axis given to attachAll, as a decade axis (nullptr if it is linear).
    QCategoryAxis* decadeAxisY() const;

    /// How imported measurements are drawn on a chart: points plus the fitted law.
    enum class Overlay {
        Speedup,     ///< (log10 N, log10 S): measured speedups, Amdahl at the fitted s
        Efficiency,  ///< (log10 N, E): measured efficiencies, Amdahl at the fitted s
        KarpFlatt,   ///< (log10 N, log10 s_eff): per-point Karp–Flatt, the fitted s and its 95% interval
    };
    /// Draws the scenario's visible imported series (rebuilt only when they
    /// change): the mean at each N with bars over its repetitions' range (at
    /// most MeasuredPoints::kMaxDrawn marks a series), and the fitted law.
    /// Series ids: "measured-<id>" for the points, "fit-<id>" for the curve,
    /// "superlinear-<id>" for Karp–Flatt points below zero (S > N).
    void overlayMeasurements(const core::Scenario& scenario, Overlay overlay);
    /// Labels written beside pinned superlinear points, per series.
    static constexpr std::size_t kMaxPinnedLabels = 12;

    /// What a snapshot contributes to a chart: its curve and its point, or its point alone.
    enum class SnapshotView { Speedup, Efficiency, Performance, Plane };
    /// Draws snapshots A .. D (rebuilt only when they change). Series ids:
    /// "snapshot-<label>" for the curve, "snapshot-point-<label>" for the point.
    void overlaySnapshots(const core::Scenario& scenario, SnapshotView view);

    /// log10 N for sample i of the N axis.
    static double sampleLog10N(int i) { return double(i) / kSamplesPerDecade; }
    static int sampleCount() { return static_cast<int>(kMaxLog10Processors) * kSamplesPerDecade + 1; }
    /// Samples for the curves redrawn every frame: half as many while a slider
    /// is dragged (the curves are smooth in log N), all again on release.
    int liveSamplesPerDecade() const { return interactive_ ? kSamplesPerDecade / 2 : kSamplesPerDecade; }
    double liveSampleLog10N(int i) const { return double(i) / liveSamplesPerDecade(); }
    int liveSampleCount() const { return static_cast<int>(kMaxLog10Processors) * liveSamplesPerDecade() + 1; }
    /// log10 N of the live samples for `scenario`. The training model counts
    /// whole workers: where samples are denser than the integers they are
    /// moved to whole N (1, 2, 3 ...), so its curves join those points
    /// instead of drawing stairs.
    /// A large-model run's samples are its valid layouts' N only
    /// (Scenario::curveProcessorCounts).
    std::vector<double> liveSamples(const core::Scenario& scenario) const;

    /// The lines' Okabe–Ito colours (Palette: distinguishable with
    /// colour-vision deficiencies, and from every series and snapshot).
    static QColor blue() { return Palette::line(Palette::Line::Blue); }
    static QColor skyBlue() { return Palette::line(Palette::Line::SkyBlue); }
    static QColor green() { return Palette::line(Palette::Line::Green); }
    static QColor orange() { return Palette::line(Palette::Line::Orange); }
    static QColor vermillion() { return Palette::line(Palette::Line::Vermillion); }
    static QColor purple() { return Palette::line(Palette::Line::Purple); }
    static QColor grey() { return Palette::line(Palette::Line::Grey); }
    static QColor ink() { return QColor(0x20, 0x20, 0x30); }

private:
    /// Moves the legend under the plot or back beside it (legendIsBelow).
    void placeLegend();

    ChartLegendPlacer legend_{chart()};
    QString wholeTitle_, shorterTitle_;  ///< as last asked for (setFittingTitle), fitted again on resizing
    bool valuesConcealed_ = false;
    bool interactive_ = false;
    /// While interactive: what the next markRendered() repaints besides the plot area.
    bool titleChanged_ = false;
    bool layoutChanged_ = false;
    QString legendShown_;
    /// The title on screen. While interactive it is put into Qt Charts' title
    /// item directly (showTitleInPlace), so chart()->title() may lag until release.
    QString titleShown_;
    QPointer<QGraphicsTextItem> titleItem_;
    QAbstractAxis* axisX_ = nullptr;  // set by attachAll
    QAbstractAxis* axisY_ = nullptr;
    std::vector<core::ImportedSeries> overlaid_;
    std::vector<QAbstractSeries*> overlaySeries_;
    std::vector<ErrorBarsItem*> overlayBars_;
    std::optional<Overlay> overlayKind_;
    std::vector<core::Snapshot> snapshotsShown_;
    std::vector<QAbstractSeries*> snapshotSeries_;
    quint64 renderedGeneration_ = 0;
    quint64 paintedGeneration_ = 0;
};

}  // namespace effsurf::ui

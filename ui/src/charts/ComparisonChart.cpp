// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/ConcealedText.h"
#include "effsurf/ui/charts/ComparisonChart.h"

#include "effsurf/core/fit/MeasuredSpeedups.h"
#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/ProbePrediction.h"

#include "effsurf/ui/charts/ErrorBarsItem.h"
#include "effsurf/ui/charts/FlowLegend.h"
#include "effsurf/ui/charts/FlowLegendItem.h"
#include "effsurf/ui/charts/MeasuredPoints.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/style/ChartStyle.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/Palette.h"
#include "effsurf/ui/style/SymbolMarkup.h"

#include <algorithm>
#include <cmath>

#include <QCategoryAxis>
#include <QCoreApplication>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QTextDocumentFragment>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace effsurf::ui {
namespace {

QFont chartFont(int pointSize, bool bold = false) { return ChartStyle::font(pointSize, bold); }

}  // namespace

ComparisonChart::ComparisonChart(QWidget* parent) : QChartView(new QChart, parent) {
    setRenderHint(QPainter::Antialiasing);
    // A click in a chart ends the editing of a field (the presenter's keys then
    // reach the tour), without making the chart a Tab stop.
    setFocusPolicy(Qt::ClickFocus);
    chart()->setAnimationOptions(QChart::NoAnimation);
    chart()->setTheme(QChart::ChartThemeLight);
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(4, 2, 4, 2));
    chart()->setTitleFont(chartFont(13, true));
    // Legends on the right: the charts are wider than tall, and a bottom
    // legend would elide its entries and eat the plot's height.
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->legend()->setFont(chartFont(9));
    // Background, title and legend colours of the look in effect (screen or export).
    ChartStyle::restyle(chart(), ChartStyle::look(), ChartStyle::look());
    ChartStyle::keepDecadeLabelsWhole(chart());
    ChartStyle::keepLegendWhole(chart());
    ChartStyle::keepAxisTitlesWhole(chart());
    ChartStyle::keepLinearTicksApart(chart());
    setMinimumSize(300, 200);
    // A new plot area (a wider legend or axis labels, a resize) moves everything.
    connect(chart(), &QChart::plotAreaChanged, this, [this] { layoutChanged_ = true; });
}

void ComparisonChart::paintEvent(QPaintEvent* event) {
    // Laid out by now: which entries Qt's legend found room for is known.
    placeLegend();
    QChartView::paintEvent(event);
    if (paintedGeneration_ != renderedGeneration_) {
        paintedGeneration_ = renderedGeneration_;
        emit painted(paintedGeneration_);
    }
}

void ComparisonChart::markRendered(quint64 generation) {
    renderedGeneration_ = generation;
    ChartStyle::typesetLegend(chart());
    if (!interactive_) {
        viewport()->update();
        return;
    }
    // A new title waits for its layout (centred again), queued behind this
    // window's repaint: run it now, so the paint shows it in its place.
    QCoreApplication::sendPostedEvents(chart(), QEvent::LayoutRequest);
    const QRect all = viewport()->rect();
    // The plot area, with room for markers and point labels at its edges.
    QRegion region = mapFromScene(chart()->mapToScene(chart()->plotArea().adjusted(-24, -24, 24, 24))).boundingRect() & all;
    if (titleChanged_) region += QRect(0, 0, all.width(), region.boundingRect().top() + 1);
    QString legend;
    for (QLegendMarker* marker : chart()->legend()->markers())
        if (marker->isVisible()) legend += marker->label() + QLatin1Char('\n');
    if (legend != legendShown_) {
        region += mapFromScene(chart()->legend()->mapToScene(chart()->legend()->rect())).boundingRect();
        legendShown_ = legend;
    }
    viewport()->update(layoutChanged_ ? QRegion(all) : region);
    titleChanged_ = layoutChanged_ = false;
}

void ComparisonChart::setInteractive(bool interactive) {
    interactive_ = interactive;
    setRenderHint(QPainter::Antialiasing, !interactive);
    // Interactive: markRendered() says what to repaint, not the scene.
    setViewportUpdateMode(interactive ? QGraphicsView::NoViewportUpdate : QGraphicsView::MinimalViewportUpdate);
    titleChanged_ = layoutChanged_ = false;
    viewport()->update();
}

QXYSeries* ComparisonChart::seriesNamed(const QString& name) const {
    for (QAbstractSeries* series : chart()->series())
        if (series->name() == name || series->objectName() == name) return qobject_cast<QXYSeries*>(series);
    return nullptr;
}

QLineSeries* ComparisonChart::addLine(const QString& name, const QColor& color, qreal width, Qt::PenStyle style) {
    auto* series = new QLineSeries(chart());
    series->setName(name);
    // Widths follow the look (1.5x in high contrast), as restyle() scales existing lines.
    QPen pen(color, width * ChartStyle::look().lineScale, style, Qt::FlatCap, Qt::MiterJoin);  // round joins cost a bezier per vertex
    series->setPen(pen);
    chart()->addSeries(series);
    return series;
}

QScatterSeries* ComparisonChart::addMarker(const QString& name, const QColor& color, qreal size) {
    auto* series = new QScatterSeries(chart());
    series->setName(name);
    series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    series->setMarkerSize(size * ChartStyle::look().lineScale);
    series->setColor(color);
    series->setBorderColor(ChartStyle::look().background);
    chart()->addSeries(series);
    return series;
}

void ComparisonChart::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    if (!wholeTitle_.isEmpty()) setFittingTitle(wholeTitle_, shorterTitle_);
}

bool ComparisonChart::legendIsBelow() const noexcept { return legend_.isBelow(); }

const FlowLegendItem* ComparisonChart::legendBelow() const noexcept { return legend_.below(); }

void ComparisonChart::setLegendMayMoveBelow(bool may) { legend_.setMayMoveBelow(may); }

void ComparisonChart::placeLegend() {
    // Not on the live redraw: a slider's steps change the curves, not the
    // legend's entries or the chart's size; the repaint on release places it.
    if (legend_.place(interactive_) == ChartLegendPlacer::LookAgain) viewport()->update();
}

QString ComparisonChart::figureCaption(const core::Scenario&) const { return {}; }

QString ComparisonChart::measuredSeriesNames(const core::Scenario& scenario) {
    QStringList names;
    for (const auto& series : scenario.series)
        if (series.visible && series.data) names << QString::fromStdString(series.data->name.empty() ? series.id : series.data->name);
    return names.join(QStringLiteral(", "));
}

void ComparisonChart::settle() {
    if (!wholeTitle_.isEmpty()) setFittingTitle(wholeTitle_, shorterTitle_);
}

void ComparisonChart::setValuesConcealed(bool concealed) {
    if (concealed == valuesConcealed_) return;
    valuesConcealed_ = concealed;
    if (!wholeTitle_.isEmpty()) setFittingTitle(wholeTitle_, shorterTitle_);
}

void ComparisonChart::setFittingTitle(const QString& askedWhole, const QString& askedShorter) {
    wholeTitle_ = askedWhole;
    shorterTitle_ = askedShorter;
    // While the class answers a tour step's question, the title keeps its words and loses its numbers.
    const QString whole = valuesConcealed_ ? ConcealedText::of(askedWhole) : askedWhole;
    const QString shorter = valuesConcealed_ ? ConcealedText::of(askedShorter) : askedShorter;
    // The title's room: the chart less its margins and the title item's own padding.
    const double room = chart()->size().width() - chart()->margins().left() - chart()->margins().right() - 24.0;
    const QFontMetricsF metrics(chart()->titleFont());
    // Measured plain, shown typeset ("s_eff" with its subscript is narrower than its letters).
    QString title = SymbolMarkup::rich(shorter);
    if (room <= 0.0 || metrics.horizontalAdvance(whole) <= room) title = SymbolMarkup::rich(whole);
    else if (const QString wrapped = wrapTitle(whole, metrics, room); !wrapped.isEmpty()) title = wrapped;
    if (title == titleShown_ && title == chart()->title()) return;
    titleChanged_ = true;
    titleShown_ = title;
    if (interactive_ && showTitleInPlace(title)) return;
    chart()->setTitle(title);
}

QString ComparisonChart::wrapTitle(const QString& title, const QFontMetricsF& metrics, double room) {
    // Break where the sentence breaks ("...; E ...", "...: ...") if both
    // halves fit, else at the space nearest the middle that lets them.
    QString best;
    double bestScore = -1.0;
    for (qsizetype at = title.indexOf(QLatin1Char(' ')); at > 0; at = title.indexOf(QLatin1Char(' '), at + 1)) {
        const QString first = title.left(at), second = title.mid(at + 1);
        if (metrics.horizontalAdvance(first) > room || metrics.horizontalAdvance(second) > room) continue;
        const bool clause = first.endsWith(QLatin1Char(';')) || first.endsWith(QLatin1Char(':')) || first.endsWith(QLatin1Char(','));
        const double balance = 1.0 - std::fabs(double(first.size() - second.size())) / double(title.size());
        const double score = balance + (clause ? 1.0 : 0.0);
        if (score > bestScore) {
            bestScore = score;
            best = SymbolMarkup::rich(first) + QStringLiteral("<br>") + SymbolMarkup::rich(second);
        }
    }
    return best;
}

bool ComparisonChart::showTitleInPlace(const QString& title) {
    // Qt Charts' title item: the chart's own text child showing chart()->title().
    if (!titleItem_ && !chart()->title().isEmpty()) {
        for (QGraphicsItem* child : chart()->childItems()) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(child);
            if (text && text->toPlainText() == QTextDocumentFragment::fromHtml(chart()->title()).toPlainText()) titleItem_ = text;
        }
    }
    QGraphicsTextItem* item = titleItem_.data();
    if (!item) return false;
    const QRectF before = item->mapRectToParent(item->boundingRect());
    item->setTextWidth(-1.0);
    item->setHtml(title);  // the markup setFittingTitle made: a wrapped line, a subscript
    const QRectF after = item->boundingRect();
    // Taller (a line more) or wider than the chart: that needs the layout.
    if (std::abs(after.height() - before.height()) > 0.5 || after.width() > chart()->size().width()) return false;
    item->setPos(before.center().x() - after.width() / 2.0, item->pos().y());
    return true;
}

QCategoryAxis* ComparisonChart::addDecadeAxis(Qt::Alignment alignment, const QString& title, int low, int high, int step) {
    QCategoryAxis* axis = ChartStyle::addDecadeAxis(chart(), alignment, title, low, high, step);
    // Room for a marker's half beyond the first and last decade (N = 1, 10¹², a cap at 10⁶).
    ChartStyle::setDecadePadding(axis, kEdgePadding);
    return axis;
}

QValueAxis* ComparisonChart::addLinearAxis(Qt::Alignment alignment, const QString& title, double low, double high,
                                           const QString& labelFormat, int ticks) {
    auto* axis = new QValueAxis(chart());
    axis->setRange(low, high);
    axis->setLabelFormat(labelFormat);
    axis->setTickCount(ticks);
    ChartStyle::styleAxis(axis, title);
    chart()->addAxis(axis, alignment);
    return axis;
}

std::pair<int, int> ComparisonChart::fitProcessorAxis(const core::Scenario& scenario) {
    const std::pair<int, int> decades = scenario.processorAxisDecades();
    if (auto* x = qobject_cast<QCategoryAxis*>(axisX_)) ChartStyle::setDecadeRange(x, decades.first, decades.second);
    return decades;
}

QCategoryAxis* ComparisonChart::decadeAxisY() const { return qobject_cast<QCategoryAxis*>(axisY_); }

void ComparisonChart::setShown(QAbstractSeries* series, bool shown) {
    series->setVisible(shown);
    ChartStyle::setLegendEntryShown(chart(), series, shown);
}

void ComparisonChart::overlayMeasurements(const core::Scenario& scenario, Overlay overlay) {
    if (scenario.series == overlaid_) return;  // s or N moved: the measurements did not
    for (QAbstractSeries* series : overlaySeries_) {
        chart()->removeSeries(series);
        delete series;
    }
    overlaySeries_.clear();
    for (ErrorBarsItem* bars : overlayBars_) delete bars;
    overlayBars_.clear();
    overlayKind_ = overlay;
    const qreal lineScale = ChartStyle::look().lineScale;
    // Negative Karp–Flatt values (S > N) cannot sit on a log axis: they are
    // pinned to its bottom edge as hollow triangles, labelled with their value.
    const auto* yAxis = qobject_cast<QValueAxis*>(axisY_);
    const double bottomEdge = yAxis ? yAxis->min() + 0.25 : -6.0;
    for (const auto& imported : scenario.series) {
        if (!imported.visible) continue;
        const auto& fit = *imported.fit;
        const auto marks = MeasuredPoints::marks(*imported.data, fit, MeasuredPoints::kMaxDrawn);
        const QColor color = SystemPoint::seriesColor(imported.colorIndex);
        const QString id = QString::fromStdString(imported.id);
        auto* points = addMarker(QString::fromStdString(imported.data->name), color, 9.0);
        points->setObjectName(QStringLiteral("measured-") + id);
        // A prediction beside its measurement, in the same colour: hollow
        // marks on a dashed (dotted on Karp–Flatt) line, as predicted values
        // are drawn in print.
        const bool predicted = !core::ProbePrediction::measuredNameOf(*imported.data).empty();
        if (predicted) {
            points->setBrush(ChartStyle::look().background);
            points->setPen(QPen(color, 2.0 * lineScale));
        }
        const Qt::PenStyle fitStyle =
            overlay == Overlay::KarpFlatt ? (predicted ? Qt::DotLine : Qt::DashLine) : (predicted ? Qt::DashLine : Qt::SolidLine);
        auto* curve = addLine(tr("fit"), color, 2.0, fitStyle);
        curve->setObjectName(QStringLiteral("fit-") + id);
        QList<QPointF> drawn;
        QList<QPointF> pinned;
        std::vector<QLineF> bars;
        std::vector<std::pair<QPointF, QString>> labels;
        drawn.reserve(qsizetype(marks.size()));
        for (const MeasuredMark& m : marks) {
            const double x = std::log10(m.processors);
            switch (overlay) {
                case Overlay::Speedup:
                    drawn.append({x, std::log10(m.speedup)});
                    bars.emplace_back(x, std::log10(m.speedupLow), x, std::log10(m.speedupHigh));
                    break;
                case Overlay::Efficiency:
                    drawn.append({x, m.speedup / m.processors});
                    bars.emplace_back(x, m.speedupLow / m.processors, x, m.speedupHigh / m.processors);
                    break;
                case Overlay::KarpFlatt:
                    if (m.serialFraction > 0.0) {
                        drawn.append({x, std::log10(m.serialFraction)});
                    } else if (m.serialFraction < 0.0) {
                        pinned.append({x, bottomEdge});
                        if (labels.size() < kMaxPinnedLabels)
                            labels.emplace_back(QPointF(x, bottomEdge), NumberFormat::scientific(m.serialFraction, 2));
                    }
                    break;
            }
        }
        points->replace(drawn);  // one call: no signal and relayout per point
        double lowN = marks.empty() ? 1.0 : marks.front().processors;
        double highN = marks.empty() ? 1.0 : marks.back().processors;
        const double s = std::clamp(fit.serialFraction, 0.0, 1.0);
        QList<QPointF> law;
        if (overlay == Overlay::KarpFlatt) {
            if (fit.serialFraction > 0.0)
                law = {{std::log10(lowN), std::log10(fit.serialFraction)}, {std::log10(highN), std::log10(fit.serialFraction)}};
        } else {
            law.reserve(sampleCount());
            for (int i = 0; i < sampleCount(); ++i) {
                const double x = sampleLog10N(i);
                const double n = std::pow(10.0, x);
                const double speedup = core::amdahlSpeedup(n, s);
                law.append({x, overlay == Overlay::Speedup ? std::log10(speedup) : speedup / n});
            }
        }
        curve->replace(law);
        ChartStyle::setLegendEntryShown(chart(), curve, false);
        overlaySeries_.push_back(points);
        overlaySeries_.push_back(curve);
        if (overlay != Overlay::KarpFlatt) {
            auto* item = new ErrorBarsItem(chart(), points, color, lineScale);
            item->setBars(std::move(bars));
            overlayBars_.push_back(item);
        } else if (!pinned.isEmpty()) {
            auto* above = addMarker(tr("S > N"), ChartStyle::look().background, 10.0);
            above->setObjectName(QStringLiteral("superlinear-") + id);
            above->setMarkerShape(QScatterSeries::MarkerShapeTriangle);
            above->setBorderColor(color);
            above->setPen(QPen(color, 1.6 * lineScale));
            above->replace(pinned);
            overlaySeries_.push_back(above);
            auto* item = new ErrorBarsItem(chart(), above, color, lineScale);
            QFont font = ChartStyle::font(10);  // the tick labels' size: the smallest a chart draws
            item->setLabels(std::move(labels), font, ChartStyle::look().ink);
            overlayBars_.push_back(item);
        }
    }
    for (QAbstractSeries* series : overlaySeries_) {
        series->attachAxis(axisX_);
        series->attachAxis(axisY_);
    }
    overlaid_ = scenario.series;
}

std::vector<QPointF> ComparisonChart::measuredRows(const core::ImportedSeries& imported) const {
    std::vector<QPointF> rows;
    if (!overlayKind_ || !imported.data || !imported.fit) return rows;
    const auto& measured = *imported.data;
    const auto speedups = core::MeasuredSpeedups::ofRows(measured, *imported.fit);
    rows.reserve(speedups.size());
    for (std::size_t i = 0; i < speedups.size(); ++i) {
        const double n = measured.rows.processors[i];
        const double speedup = speedups[i];
        switch (*overlayKind_) {
            case Overlay::Speedup: rows.emplace_back(n, speedup); break;
            case Overlay::Efficiency: rows.emplace_back(n, speedup / n); break;
            case Overlay::KarpFlatt:
                if (n > 1.0) rows.emplace_back(n, core::karpFlattMetric(n, speedup));
                break;
        }
    }
    return rows;
}

QColor ComparisonChart::snapshotColor(const std::string& label) { return Palette::snapshotColor(label); }

void ComparisonChart::overlaySnapshots(const core::Scenario& scenario, SnapshotView view) {
    if (scenario.snapshots == snapshotsShown_) return;
    for (QAbstractSeries* series : snapshotSeries_) {
        chart()->removeSeries(series);
        delete series;
    }
    snapshotSeries_.clear();
    QFont labelFont = ChartStyle::font(10, true);
    for (const auto& snapshot : scenario.snapshots) {
        const core::Scenario& s = *snapshot.state;
        const QString label = QString::fromStdString(snapshot.label);
        const QColor color = snapshotColor(snapshot.label);
        const auto value = [&](double n) {
            switch (view) {
                case SnapshotView::Speedup: return std::log10(s.speedup(n));
                case SnapshotView::Efficiency: return s.efficiency(n);
                case SnapshotView::Performance: return std::log10(s.performanceInFp64Units(n, s.precision));
                case SnapshotView::Plane: break;
            }
            return std::log10(std::clamp(s.effectiveSerialFraction(n), 1e-15, 1.0));
        };
        if (view != SnapshotView::Plane) {
            auto* curve = addLine(label, color, 1.8, Qt::DashDotDotLine);
            curve->setObjectName(QStringLiteral("snapshot-") + label);
            ChartStyle::setLegendEntryShown(chart(), curve, false);
            const std::vector<double> layouts = s.curveProcessorCounts();
            if (layouts.empty()) {
                for (int i = 0; i < sampleCount(); ++i) curve->append(sampleLog10N(i), value(std::pow(10.0, sampleLog10N(i))));
            } else {
                for (const double n : layouts) curve->append(std::log10(n), value(n));
            }
            snapshotSeries_.push_back(curve);
        }
        auto* point = addMarker(label, color, 11.0);
        point->setObjectName(QStringLiteral("snapshot-point-") + label);
        point->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        point->append(std::log10(s.processors), value(s.processors));
        point->setPointLabelsFormat(label);
        point->setPointLabelsVisible(true);
        point->setPointLabelsFont(labelFont);
        // The letter is text, in the look's text colour (the legend's): C's light green would not read on white.
        point->setPointLabelsColor(chart()->legend()->labelColor());
        ChartStyle::setLegendEntryShown(chart(), point, false);
        snapshotSeries_.push_back(point);
    }
    // One legend entry for all of them: each is lettered at its point of its
    // colour, and four entries more crowded the series out of the legend.
    if (!scenario.snapshots.empty()) {
        QStringList labels;
        for (const auto& snapshot : scenario.snapshots) labels << QString::fromStdString(snapshot.label);
        const QString name =
            tr("snapshots %1")
                .arg(labels.size() > 2 ? labels.front() + QStringLiteral("\u2013") + labels.back() : labels.join(QStringLiteral(", ")));
        QXYSeries* key = nullptr;
        if (view == SnapshotView::Plane) {
            auto* marker = addMarker(name, grey(), 11.0);
            marker->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
            key = marker;
        } else {
            key = addLine(name, grey(), 1.8, Qt::DashDotDotLine);
        }
        key->setObjectName(QStringLiteral("snapshot-key"));
        snapshotSeries_.push_back(key);
    }
    for (QAbstractSeries* series : snapshotSeries_) {
        series->attachAxis(axisX_);
        series->attachAxis(axisY_);
    }
    snapshotsShown_ = scenario.snapshots;
}

std::vector<std::pair<QString, QList<QPointF>>> ComparisonChart::exportedSeries() const {
    std::vector<std::pair<QString, QList<QPointF>>> exported;
    for (QAbstractSeries* abstract : chart()->series()) {
        auto* series = qobject_cast<QXYSeries*>(abstract);
        if (!series || !series->isVisible() || series->count() == 0) continue;
        exported.emplace_back(series->objectName().isEmpty() ? series->name() : series->objectName(), series->points());
    }
    return exported;
}

void ComparisonChart::attachAll(QAbstractAxis* x, QAbstractAxis* y) {
    axisX_ = x;
    axisY_ = y;
    for (QAbstractSeries* series : chart()->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

std::vector<double> ComparisonChart::liveSamples(const core::Scenario& scenario) const {
    std::vector<double> samples;
    // A training run exists only at its valid layouts: its curves join those
    // N and stop at the largest (d = B / b), never drawn flat beyond it.
    const std::vector<double> layouts = scenario.curveProcessorCounts();
    if (!layouts.empty()) {
        samples.reserve(layouts.size());
        for (const double n : layouts) samples.push_back(std::log10(n));
        return samples;
    }
    samples.reserve(std::size_t(liveSampleCount()));
    const bool wholeWorkers = scenario.model == core::ModelKind::Training;
    for (int i = 0; i < liveSampleCount(); ++i) {
        double x = liveSampleLog10N(i);
        if (wholeWorkers && x < 2.0) {
            x = std::log10(std::round(std::pow(10.0, x)));
            if (!samples.empty() && x <= samples.back()) continue;
        }
        samples.push_back(x);
    }
    return samples;
}

}  // namespace effsurf::ui

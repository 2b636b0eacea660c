// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/ChartStyle.h"

#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/SymbolMarkup.h"

#include <QAbstractAxis>
#include <QCategoryAxis>
#include <QValueAxis>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QScatterSeries>
#include <QXYSeries>

#include <functional>

namespace effsurf::ui {

namespace {
/// The whole title an axis was given (plain), kept on it while a shorter one
/// shows, and what is shown (its symbols typeset).
constexpr const char* kWholeTitle = "effsurfWholeTitle";
constexpr const char* kShownTitle = "effsurfShownTitle";

ChartLook& currentLook() {
    static ChartLook look = ChartLook::light();
    return look;
}

QFont rescaled(QFont font, double ratio) {
    if (font.pointSizeF() > 0) font.setPointSizeF(font.pointSizeF() * ratio);
    return font;
}

/// `color` moved from one look to the other: the roles of `from` map to `to`.
QColor remapped(const QColor& color, const ChartLook& from, const ChartLook& to) {
    if (color == from.text) return to.text;
    if (color == from.ink) return to.ink;
    if (color == from.grid) return to.grid;
    if (color == from.axisLine) return to.axisLine;
    if (color == from.background) return to.background;
    return color;
}
}  // namespace

const ChartLook& ChartStyle::look() { return currentLook(); }

void ChartStyle::setLook(const ChartLook& look) { currentLook() = look; }

ChartStyle::LookScope::LookScope(const ChartLook& look) : previous_(currentLook()) { currentLook() = look; }

ChartStyle::LookScope::~LookScope() { currentLook() = previous_; }

QFont ChartStyle::font(int pointSize, bool bold) {
    QFont f(look().fontFamily);
    // No ligatures: a PDF or SVG figure keeps "Efficiency" as typed (with
    // shaping its "ffi" becomes the glyph U+FB03, and a search for the word fails).
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(pointSize * look().fontScale);
    f.setBold(bold);
    return f;
}

void ChartStyle::styleAxis(QAbstractAxis* axis, const QString& title) {
    // Plain text kept whole, its symbols typeset where shown (fitAxisTitles keeps both).
    axis->setProperty(kWholeTitle, title);
    axis->setProperty(kShownTitle, SymbolMarkup::rich(title));
    axis->setTitleText(SymbolMarkup::rich(title));
    axis->setTitleFont(font(10, true));
    axis->setTitleBrush(look().text);
    axis->setLabelsFont(font(10));
    axis->setLabelsColor(look().text);
    axis->setGridLineColor(look().grid);
    axis->setLinePenColor(look().axisLine);
}

QCategoryAxis* ChartStyle::addDecadeAxis(QChart* chart, Qt::Alignment alignment, const QString& title, int low, int high, int step) {
    auto* axis = new QCategoryAxis(chart);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    styleAxis(axis, title);
    setDecadeRange(axis, low, high, step);
    chart->addAxis(axis, alignment);
    return axis;
}

namespace {
/// What a decade axis shows, kept on it for keepDecadeLabelsWhole: its
/// decades, its label step and the step its span asks for.
constexpr const char* kDecadeLow = "effsurfDecadeLow";
constexpr const char* kDecadeHigh = "effsurfDecadeHigh";
constexpr const char* kDecadeStep = "effsurfDecadeStep";
constexpr const char* kDecadePreferredStep = "effsurfDecadePreferredStep";
/// The share of the span an axis reaches beyond its first and last decade (setDecadePadding).
constexpr const char* kDecadePadding = "effsurfDecadePadding";

/// A label per decade over a few decades, every third over the whole 10¹².
int preferredStep(int low, int high) { return high - low <= 6 ? 1 : high - low <= 8 ? 2 : 3; }

/// The label step, at least `preferred`, that leaves each label of `axis` room on `plot`.
int wholeLabelStep(const QCategoryAxis* axis, const QRectF& plot, int low, int high, int preferred) {
    const QFontMetricsF metrics(axis->labelsFont());
    const bool vertical = axis->orientation() == Qt::Vertical;
    const double length = vertical ? plot.height() : plot.width();
    const double perDecade = length / std::max(1, high - low);
    double needed = 0.0;
    for (int e = low; e <= high; ++e)
        needed = std::max(needed, vertical ? metrics.height() * 1.3 : metrics.horizontalAdvance(NumberFormat::powerOfTen(e)) + 12.0);
    for (int step : {1, 2, 3, 4, 6, 12}) {
        if (step < preferred) continue;
        if (vertical) {
            // Qt Charts gives each label of a vertical axis about the axis' height
            // over its label count (less padding) and cuts a taller one to
            // "...": the short payload chart of a 1280x800 window lost all of
            // its labels that way, though they were far enough apart.
            const int labels = (high - low) / step + 1;
            if (length / labels - 4.0 >= metrics.height() && perDecade * step >= needed) return step;
        } else if (perDecade * step >= needed) {
            return step;
        }
    }
    return 12;
}
}  // namespace

namespace {
/// The legend's own point size (before keepLegendWhole shrinks it), kept on the chart.
constexpr const char* kLegendPoints = "effsurfLegendPoints";
constexpr int kMinimumLegendPixels = 10;

/// The smallest a legend may shrink to: 10 px on the desk; with fonts scaled
/// up for a projector, never below the tick labels (the smallest text there).
int minimumLegendPixels() {
    if (ChartStyle::look().fontScale <= 1.0) return kMinimumLegendPixels;
    return std::max(kMinimumLegendPixels, QFontInfo(ChartStyle::font(10)).pixelSize());
}

void fitLegend(QChart* chart) {
    QLegend* legend = chart->legend();
    if (!legend || !legend->isVisible() || !chart->property(kLegendPoints).isValid()) return;
    int entries = 0;
    for (QLegendMarker* marker : legend->markers()) entries += marker->isVisible() ? 1 : 0;
    const QMarginsF margins = chart->margins();
    const double title = chart->title().isEmpty() ? 0.0 : QFontMetricsF(chart->titleFont()).height() + 10.0;
    const double available = chart->size().height() - margins.top() - margins.bottom() - title - 12.0;
    QFont font = legend->font();
    font.setPointSizeF(chart->property(kLegendPoints).toDouble());
    // A legend row is its text and the layout's padding around it.
    const int minimum = minimumLegendPixels();
    while (entries * (QFontMetricsF(font).height() + 8.0) > available && QFontInfo(font).pixelSize() > minimum)
        font.setPointSizeF(font.pointSizeF() * 0.93);
    // And as wide as its column: a label Qt would cut to "…" ("BF16/FP16 312 …")
    // gets the font a step smaller, down to the same floor.
    const double column = legend->geometry().width();
    const auto widest = [legend](const QFont& f) {
        double w = 0.0;
        for (QLegendMarker* marker : legend->markers())
            if (marker->isVisible()) w = std::max(w, QFontMetricsF(f).horizontalAdvance(SymbolMarkup::plain(marker->label())));
        // The marker square, the gap to its text and the legend's padding: about two lines' height.
        return w + 2.0 * QFontMetricsF(f).height();
    };
    while (column > 0.0 && widest(font) > column && QFontInfo(font).pixelSize() > minimum) font.setPointSizeF(font.pointSizeF() * 0.93);
    if (QFontInfo(font).pixelSize() < minimum) font.setPixelSize(minimum);
    if (font != legend->font()) legend->setFont(font);
    // The x axis' last tick label is centred on the plot's right edge: half
    // of it reaches into a right-hand legend's column (its "current" sat over
    // the "10¹²" tick). The legend keeps that half free.
    // Only where the legend reaches down to the tick labels' band below the plot.
    if (legend->alignment() == Qt::AlignRight) {
        double half = 0.0;
        // Where Qt drew the lowest marker square (the legend's own items).
        double lowest = 0.0;
        std::function<void(const QGraphicsItem*)> scan = [&](const QGraphicsItem* item) {
            for (const QGraphicsItem* child : item->childItems()) {
                if (!child->isVisible()) continue;
                if (dynamic_cast<const QGraphicsRectItem*>(child))
                    lowest = std::max(lowest, child->mapRectToItem(chart, child->boundingRect()).bottom());
                scan(child);
            }
        };
        scan(legend);
        const bool reachesTicks = lowest > chart->plotArea().bottom() - 2.0;
        for (QAbstractAxis* axis : chart->axes(Qt::Horizontal)) {
            if (!axis->isVisible() || !axis->labelsVisible()) continue;
            // A decade axis' own last label if it stands at the right edge; a number's width otherwise.
            QString last = QStringLiteral("10\u00B9\u00B2");
            if (auto* decades = qobject_cast<QCategoryAxis*>(axis)) {
                const QStringList labels = decades->categoriesLabels();
                // (At the edge, or within the axis' padding of it: setDecadePadding.)
                const double span = decades->max() - decades->min();
                last = !labels.isEmpty() && decades->max() - decades->endValue(labels.last()) < 0.03 * span ? labels.last() : QString();
            }
            half = std::max(half, QFontMetricsF(axis->labelsFont()).horizontalAdvance(last) / 2.0);
        }
        if (!reachesTicks) half = 0.0;
        qreal left = 0, top = 0, right = 0, bottom = 0;
        legend->getContentsMargins(&left, &top, &right, &bottom);
        if (std::abs(left - half) > 0.5) legend->setContentsMargins(half, top, right, bottom);
    }
}
}  // namespace

void ChartStyle::setLegendFont(QChart* chart, const QFont& font) {
    if (!chart->legend()) return;
    chart->legend()->setFont(font);
    if (chart->property(kLegendPoints).isValid()) chart->setProperty(kLegendPoints, font.pointSizeF());
}

void ChartStyle::keepLegendWhole(QChart* chart) {
    if (!chart->legend()) return;
    chart->setProperty(kLegendPoints, chart->legend()->font().pointSizeF());
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitLegend(chart); });
}

namespace {

void fitAxisTitles(QChart* chart, const QRectF& plot) {
    for (QAbstractAxis* axis : chart->axes()) {
        if (!axis->isVisible() || !axis->isTitleVisible()) continue;
        // A title the chart set since (not the one shown by us) is the new whole title.
        if (axis->titleText() != axis->property(kShownTitle).toString())
            axis->setProperty(kWholeTitle, SymbolMarkup::plain(axis->titleText()));
        const QString whole = axis->property(kWholeTitle).toString();
        if (whole.isEmpty()) continue;
        const double length = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        const QFontMetricsF metrics(axis->titleFont());
        // Qt Charts draws the title as a text item (with its document's margins) and elides it well
        // before its advance reaches the axis' length: a line height and a half to spare.
        const double spare = 1.5 * metrics.height();
        const QString shown =
            ChartStyle::fittingAxisTitle(whole, [&](const QString& t) { return metrics.horizontalAdvance(t) + spare <= length; });
        const QString typeset = SymbolMarkup::rich(shown);
        axis->setProperty(kShownTitle, typeset);
        if (typeset != axis->titleText()) axis->setTitleText(typeset);
    }
}
}  // namespace

QString ChartStyle::fittingAxisTitle(const QString& title, const std::function<bool(const QString&)>& fits) {
    if (fits(title)) return title;
    QString shorter = title;
    if (shorter.endsWith(QLatin1Char(')')) && shorter.contains(QLatin1Char('(')))
        shorter = shorter.left(shorter.lastIndexOf(QLatin1Char('('))).trimmed();
    if (fits(shorter)) return shorter;
    // "GPUs N = t cp p d": the quantity, not its last symbol (the axis read "d" at 1024x768).
    if (const qsizetype equals = shorter.indexOf(QStringLiteral(" = ")); equals > 0) {
        shorter = shorter.left(equals).trimmed();
        if (fits(shorter)) return shorter;
    }
    const qsizetype space = shorter.lastIndexOf(QLatin1Char(' '));
    return space > 0 ? shorter.mid(space + 1) : shorter;
}

void ChartStyle::keepAxisTitlesWhole(QChart* chart) {
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart](const QRectF& plot) { fitAxisTitles(chart, plot); });
}

void ChartStyle::keepDecadeLabelsWhole(QChart* chart) {
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart](const QRectF& plot) {
        for (QAbstractAxis* abstract : chart->axes()) {
            auto* axis = qobject_cast<QCategoryAxis*>(abstract);
            if (!axis || !axis->property(kDecadeLow).isValid()) continue;
            const int low = axis->property(kDecadeLow).toInt();
            const int high = axis->property(kDecadeHigh).toInt();
            const int step = wholeLabelStep(axis, plot, low, high, axis->property(kDecadePreferredStep).toInt());
            if (step != axis->property(kDecadeStep).toInt()) setDecadeRange(axis, low, high, step);
        }
    });
}

void ChartStyle::thinDecadeLabelsQtCut(QChart* chart) {
    // Qt Charts cuts a horizontal tick label to "..." when it is wider than
    // the axis' length over its label count (less padding): a stricter rule
    // than the labels' own widths, met in narrow panels. What Qt drew decides.
    const auto cut = [chart] {
        for (const QGraphicsItem* item : chart->scene()->items())
            if (const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                text && text->isVisible() && text->toPlainText().endsWith(QStringLiteral("...")))
                return true;
        return false;
    };
    for (int attempt = 0; attempt < 4 && chart->scene() && cut(); ++attempt) {
        bool thinned = false;
        for (QAbstractAxis* abstract : chart->axes(Qt::Horizontal)) {
            auto* axis = qobject_cast<QCategoryAxis*>(abstract);
            if (!axis || !axis->property(kDecadeLow).isValid()) continue;
            const int low = axis->property(kDecadeLow).toInt(), high = axis->property(kDecadeHigh).toInt();
            const int step = axis->property(kDecadeStep).toInt();
            for (int wider : {2, 3, 4, 6, 12})
                if (wider > step) {
                    setDecadeRange(axis, low, high, wider);
                    thinned = true;
                    break;
                }
        }
        if (!thinned) return;
        if (auto* layout = chart->layout()) layout->activate();
    }
}

namespace {
constexpr const char* kLegendEntryHidden = "effsurfLegendEntryHidden";
}  // namespace

void ChartStyle::setLegendEntryShown(QChart* chart, QAbstractSeries* series, bool shown) {
    series->setProperty(kLegendEntryHidden, !shown);
    for (QLegendMarker* marker : chart->legend()->markers(series)) marker->setVisible(shown);
}

void ChartStyle::typesetLegend(QChart* chart) {
    // Qt's legend renders a label as rich text; the series keeps its plain name. A name a user
    // typed ('<a href=...>', '<img ...>' in a CSV's series name) is escaped, so it reads as typed.
    bool changed = false;
    for (QLegendMarker* marker : chart->legend()->markers()) {
        const QString name = marker->series()->name();
        const QString label = SymbolMarkup::hasSymbol(name) || SymbolMarkup::isMarkup(name) ? SymbolMarkup::rich(name) : name;
        if (marker->label() == label) continue;
        marker->setLabel(label);
        changed = true;
    }
    // A label set by hand does not lay the legend out again as a series'
    // new name does: its entries were left over each other ("timeline" on
    // "Amdahl") until the next resize.
    if (changed && chart->legend()->layout()) chart->legend()->layout()->invalidate();
}

bool ChartStyle::isLegendEntry(const QAbstractSeries* series) {
    return series && series->isVisible() && !series->property(kLegendEntryHidden).toBool() && !series->name().isEmpty();
}

namespace {
constexpr const char* kTickLow = "effsurfTickLow";
constexpr const char* kTickHigh = "effsurfTickHigh";
constexpr const char* kTickSpacing = "effsurfTickSpacing";

/// The ticks of an axis set by setLinearTicks for its plot now: the smallest
/// whole multiple of the spacing that divides the range and leaves each
/// label 1.6 lines (vertical) or its width and a gap (horizontal).
void fitLinearTicks(QValueAxis* axis, const QRectF& plot) {
    const double low = axis->property(kTickLow).toDouble(), high = axis->property(kTickHigh).toDouble();
    const double spacing = axis->property(kTickSpacing).toDouble();
    if (!(spacing > 0.0) || !(high > low)) return;
    const int intervals = std::max(1, static_cast<int>(std::lround((high - low) / spacing)));
    const QFontMetricsF metrics(axis->labelsFont());
    const bool vertical = axis->orientation() == Qt::Vertical;
    const double length = vertical ? plot.height() : plot.width();
    int step = 1;
    for (int k = 1; k <= intervals; ++k) {
        if (intervals % k != 0) continue;
        step = k;
        const QString widest = NumberFormat::ticks(high, spacing * k);
        const double gap = vertical ? 1.6 * metrics.height() : metrics.horizontalAdvance(widest) + 12.0;
        if (length <= 0.0 || length * k / intervals >= gap) break;
    }
    const int ticks = intervals / step + 1;
    const QString format = NumberFormat::tickLabelFormat(spacing * step);
    if (axis->min() != low || axis->max() != high) axis->setRange(low, high);
    if (axis->tickCount() != ticks) axis->setTickCount(ticks);
    if (axis->labelFormat() != format) axis->setLabelFormat(format);
    // Qt Charts writes a value axis' labels with the chart's locale when told to: the language's notation.
    if (auto* chart = qobject_cast<QChart*>(axis->parent())) ChartStyle::localizeNumbers(chart);
}
}  // namespace

void ChartStyle::localizeNumbers(QChart* chart) {
    const bool language = NumberFormat::notation() == NumberFormat::Notation::Language;
    if (chart->localizeNumbers() != language) chart->setLocalizeNumbers(language);
    if (language && chart->locale() != QLocale()) chart->setLocale(QLocale());
}

void ChartStyle::setLinearTicks(QValueAxis* axis, double low, double high, double spacing) {
    axis->setProperty(kTickLow, low);
    axis->setProperty(kTickHigh, high);
    axis->setProperty(kTickSpacing, spacing);
    const auto* chart = qobject_cast<const QChart*>(axis->parent());
    fitLinearTicks(axis, chart ? chart->plotArea() : QRectF());
}

void ChartStyle::keepLinearTicksApart(QChart* chart) {
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart](const QRectF& plot) {
        for (QAbstractAxis* abstract : chart->axes())
            if (auto* axis = qobject_cast<QValueAxis*>(abstract); axis && axis->property(kTickSpacing).isValid())
                fitLinearTicks(axis, plot);
    });
}

QFont ChartStyle::legendFont(const QChart* chart) {
    QFont font = chart->legend()->font();
    if (chart->property(kLegendPoints).isValid()) font.setPointSizeF(chart->property(kLegendPoints).toDouble());
    return font;
}

void ChartStyle::setDecadePadding(QCategoryAxis* axis, double share) {
    axis->setProperty(kDecadePadding, share);
    const int low = axis->property(kDecadeLow).toInt(), high = axis->property(kDecadeHigh).toInt();
    if (axis->property(kDecadeLow).isValid()) setDecadeRange(axis, low, high, axis->property(kDecadeStep).toInt());
}

void ChartStyle::setDecadeRange(QCategoryAxis* axis, int low, int high, int step) {
    if (!axis) return;
    // Charts ask on every frame: the same decades with the step left to us
    // change nothing (keepDecadeLabelsWhole keeps the step right as the plot resizes).
    if (step <= 0 && axis->property(kDecadeLow).toInt() == low && axis->property(kDecadeHigh).toInt() == high &&
        axis->property(kDecadeLow).isValid())
        return;
    const auto* chart = qobject_cast<const QChart*>(axis->parent());
    const QRectF plot = chart ? chart->plotArea() : QRectF();
    const int preferred = preferredStep(low, high);
    if (step <= 0) step = plot.isEmpty() ? preferred : wholeLabelStep(axis, plot, low, high, preferred);
    axis->setProperty(kDecadePreferredStep, preferred);
    axis->setProperty(kDecadeLow, low);
    axis->setProperty(kDecadeHigh, high);
    axis->setProperty(kDecadeStep, step);
    QStringList labels;
    for (int e = low; e <= high; e += step) labels.append(NumberFormat::powerOfTen(e));
    const double pad = axis->property(kDecadePadding).toDouble() * (high - low);
    if (axis->categoriesLabels() == labels && axis->min() == low - pad && axis->max() == high + pad) return;
    for (const QString& label : axis->categoriesLabels()) axis->remove(label);
    axis->setStartValue(low - pad - 1e-9);
    for (int e = low; e <= high; e += step) axis->append(NumberFormat::powerOfTen(e), e);
    axis->setRange(low - pad, high + pad);
}

void ChartStyle::restyle(QChart* chart, const ChartLook& from, const ChartLook& to) {
    localizeNumbers(chart);
    const double fontRatio = to.fontScale / from.fontScale;
    const double lineRatio = to.lineScale / from.lineScale;
    chart->setBackgroundBrush(to.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(to.text);
    chart->setTitleFont(rescaled(chart->titleFont(), fontRatio));
    if (QLegend* legend = chart->legend()) {
        legend->setFont(rescaled(legend->font(), fontRatio));
        if (chart->property(kLegendPoints).isValid())  // the legend's own size scales with the look
            chart->setProperty(kLegendPoints, chart->property(kLegendPoints).toDouble() * fontRatio);
        legend->setLabelColor(to.text);
        legend->setBrush(Qt::NoBrush);
    }
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setTitleFont(rescaled(axis->titleFont(), fontRatio));
        axis->setLabelsFont(rescaled(axis->labelsFont(), fontRatio));
        axis->setTitleBrush(to.text);
        axis->setLabelsColor(to.text);
        axis->setGridLineColor(to.grid);
        axis->setLinePenColor(to.axisLine);
    }
    for (QAbstractSeries* abstract : chart->series()) {
        // Point labels (TOP500 names, history annotations) are text: the look's text colour.
        if (auto* labelled = qobject_cast<QXYSeries*>(abstract); labelled && labelled->pointLabelsVisible()) {
            labelled->setPointLabelsColor(to.text);
            labelled->setPointLabelsFont(rescaled(labelled->pointLabelsFont(), fontRatio));
        }
        if (auto* scatter = qobject_cast<QScatterSeries*>(abstract)) {
            scatter->setMarkerSize(scatter->markerSize() * lineRatio);
            scatter->setColor(remapped(scatter->color(), from, to));
            scatter->setBorderColor(remapped(scatter->borderColor(), from, to));
        } else if (auto* xy = qobject_cast<QXYSeries*>(abstract)) {
            QPen pen = xy->pen();
            pen.setWidthF(pen.widthF() * lineRatio);
            pen.setColor(remapped(pen.color(), from, to));
            xy->setPen(pen);
        }
    }
}

}  // namespace effsurf::ui

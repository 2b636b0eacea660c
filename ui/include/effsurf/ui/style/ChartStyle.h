// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include "effsurf/ui/style/ChartLook.h"

#include <QFont>
#include <QString>

class QAbstractAxis;
class QAbstractSeries;
class QCategoryAxis;
class QValueAxis;
class QChart;

namespace effsurf::ui {

/// The look every 2D chart of effsurf shares (comparison charts, history and
/// roofline): fonts readable on a projector, styled axes, and decade axes
/// labelled 10ⁿ over log10 values. New chart elements take the current
/// look(); restyle() moves an existing chart from one look to another.
class ChartStyle {
public:
    /// DejaVu Sans at `pointSize` times the look's font scale.
    static QFont font(int pointSize, bool bold = false);
    /// Title, fonts and colours of an axis.
    static void styleAxis(QAbstractAxis* axis, const QString& title);
    /// A linear axis over exponents [low, high] labelled 10^k every `step`
    /// decades, added to `chart` at `alignment`.
    /// Re-ranges a decade axis to [low, high], a label every `step` decades
    /// (0 = chosen by the span: 1 up to six decades, 2 up to eight, else 3).
    /// Nothing is touched when the axis already shows that range.
    static void setDecadeRange(QCategoryAxis* axis, int low, int high, int step = 0);
    /// Lets a decade axis reach `share` of its span beyond its first and last
    /// decade (unlabelled), so that a marker on the edge is drawn whole:
    /// Qt Charts clips every series, marks too, to the plot area.
    static void setDecadePadding(QCategoryAxis* axis, double share);
    /// Shows or hides `series`' legend entry, and remembers the choice: Qt's
    /// legend hides markers too where they do not fit, and what a chart
    /// meant to show must be told apart from that (isLegendEntry).
    static void setLegendEntryShown(QChart* chart, QAbstractSeries* series, bool shown);
    /// Whether `series` has an entry in its chart's legend (whether or not Qt found room for it).
    static bool isLegendEntry(const QAbstractSeries* series);
    /// Every legend label its series' name, with the symbols in it ("s_eff")
    /// typeset (SymbolMarkup); called after the chart names its series.
    static void typesetLegend(QChart* chart);
    /// Ranges a linear axis over [low, high] with ticks `spacing` apart, or a
    /// whole multiple of it where the plot is too short (or narrow) for every
    /// label: Qt Charts then writes "…" for each. Kept so as the plot resizes
    /// (keepLinearTicksApart); labels with the decimals the spacing needs.
    static void setLinearTicks(QValueAxis* axis, double low, double high, double spacing);
    /// Refits the ticks of every axis set by setLinearTicks when the plot area changes.
    static void keepLinearTicksApart(QChart* chart);
    /// The legend's font at its own size (keepLegendWhole may show it smaller).
    static QFont legendFont(const QChart* chart);
    /// Keeps the decade labels of `chart`'s axes (set by addDecadeAxis or
    /// setDecadeRange) whole as its plot area changes: a label every 1, 2, 3,
    /// 4 or 6 decades, the fewest that leave each label the room it needs.
    static void keepDecadeLabelsWhole(QChart* chart);
    /// Where Qt has cut a decade axis' tick label to "..." (laid out, in a
    /// scene), labels fewer of its decades until none is cut.
    static void thinDecadeLabelsQtCut(QChart* chart);
    /// Keeps every visible legend entry of `chart` inside it: when its
    /// entries do not fit the chart's height at the legend's own font, the
    /// font shrinks (down to 10 px) until they do; it grows back with room.
    static void keepLegendWhole(QChart* chart);
    /// Sets the legend's own font (keepLegendWhole's starting size, which it
    /// shrinks from only where the entries do not fit).
    static void setLegendFont(QChart* chart, const QFont& font);
    /// Keeps each axis title of `chart` whole: where "serial fraction s" is
    /// longer than its axis (a short chart with projector fonts), the axis
    /// shows its symbol "s" instead (a trailing "(FP64)" goes first), and the
    /// whole title again when there is room. A chart that sets a new title
    /// sets the whole one; this only ever shortens it.
    static void keepAxisTitlesWhole(QChart* chart);
    /// `title` as short as `fits` needs: whole, without a trailing
    /// parenthesis, or its last word (the symbol).
    static QString fittingAxisTitle(const QString& title, const std::function<bool(const QString&)>& fits);
    static QCategoryAxis* addDecadeAxis(QChart* chart, Qt::Alignment alignment, const QString& title, int low, int high, int step);

    /// The look new chart elements get (the screen's, or an export's inside a LookScope).
    static const ChartLook& look();
    static void setLook(const ChartLook& look);
    /// Re-colours and re-scales `chart`, built under `from`, for `to`: fonts
    /// and line widths scale by the ratio, colours of `from` map to `to`'s.
    static void restyle(QChart* chart, const ChartLook& from, const ChartLook& to);
    /// The chart's value axes in the chosen notation (NumberFormat::notation): the language's decimal separator or a point.
    static void localizeNumbers(QChart* chart);

    /// Sets the look for its lifetime (exports build their charts in light()).
    class LookScope {
    public:
        explicit LookScope(const ChartLook& look);
        ~LookScope();
        LookScope(const LookScope&) = delete;
        LookScope& operator=(const LookScope&) = delete;

    private:
        ChartLook previous_;
    };
};

}  // namespace effsurf::ui

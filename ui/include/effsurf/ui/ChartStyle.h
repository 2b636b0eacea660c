#pragma once

#include <QFont>
#include <QString>

class QAbstractAxis;
class QCategoryAxis;
class QChart;

namespace effsurf::ui {

/// The look every 2D chart of effsurf shares (comparison charts, history and
/// roofline): fonts readable on a projector, styled axes, and decade axes
/// labelled 10ⁿ over log10 values.
class ChartStyle {
public:
    static QFont font(int pointSize, bool bold = false);
    /// Title, fonts and colours of an axis.
    static void styleAxis(QAbstractAxis* axis, const QString& title);
    /// A linear axis over exponents [low, high] labelled 10^k every `step`
    /// decades, added to `chart` at `alignment`.
    static QCategoryAxis* addDecadeAxis(QChart* chart, Qt::Alignment alignment, const QString& title, int low, int high,
                                        int step);
};

}  // namespace effsurf::ui

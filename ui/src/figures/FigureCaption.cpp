// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureCaption.h"

#include "effsurf/core/scenario/ScenarioCaption.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QFontMetricsF>
#include <QLocale>

#include <cmath>

namespace effsurf::ui {

// The caption's text is core's (ScenarioCaption), shared with the exported
// page; what is Qt's here is breaking it into lines of a font's width.

QString FigureCaption::number(double value) { return QString::fromStdString(core::ScenarioCaption::number(value)); }

QStringList FigureCaption::parts(const core::Scenario& s) {
    QStringList parts;
    for (const auto& part : core::ScenarioCaption::parts(s)) parts << QString::fromStdString(part);
    return parts;
}

QString FigureCaption::text(const core::Scenario& s) { return QString::fromStdString(core::ScenarioCaption::text(s)); }

QStringList FigureCaption::wrapped(const QString& text, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString joined = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(joined) <= width) {
            line = joined;
            continue;
        }
        lines << metrics.elidedText(line, Qt::ElideRight, width);  // only a single word wider than the line is cut
        line = word;
    }
    if (!line.isEmpty()) lines << metrics.elidedText(line, Qt::ElideRight, width);
    return lines;
}

QStringList FigureCaption::lines(const core::Scenario& s, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    // A line too long for the width (one part wider than the figure, as a
    // model's shape in a single column) is wrapped at its spaces, never cut;
    // only a single word wider than the figure is elided.
    const auto fitted = [&](const QString& text) {
        QStringList wrappedLines = wrapped(text, font, width);
        const QString last = wrappedLines.isEmpty() ? QString() : wrappedLines.takeLast();
        lines << wrappedLines;
        return last;
    };
    QString line = QString::fromUtf8(core::modelKindDisplayName(s.model).data()) + QLatin1Char(':');
    bool first = true;
    for (const QString& part : parts(s)) {
        const QString joined = line + (first ? QStringLiteral(" ") : QStringLiteral(", ")) + part;
        if (first || metrics.horizontalAdvance(joined) <= width) {
            line = joined;
        } else {
            lines << fitted(line + QLatin1Char(','));
            line = part;
        }
        first = false;
    }
    lines << fitted(line);
    return lines;
}

}  // namespace effsurf::ui

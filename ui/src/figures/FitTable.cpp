// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FitTable.h"

#include "effsurf/core/util/NumberText.h"
#include "effsurf/core/util/Validation.h"

#include <QStringList>

#include <cmath>

namespace effsurf::ui {
namespace {

/// The series a table lists: visible, fitted.
std::vector<const core::ImportedSeries*> tabulated(const core::Scenario& scenario) {
    std::vector<const core::ImportedSeries*> series;
    for (const auto& s : scenario.series)
        if (s.visible && s.fit && s.fit->ok && s.data) series.push_back(&s);
    return series;
}

QString exact(double value) { return QString::fromStdString(core::formatNumber(value)); }

/// A number in a LaTeX cell: the app's format in math mode; a whole count
/// (N, runs) whole, its thousands apart by a thin space ("16\,384").
QString texNumber(double value, int digits = 4) {
    if (std::isnan(value)) return QStringLiteral("--");
    if (std::fabs(value) >= 1e4 && std::fabs(value) < 1e15 && value == std::floor(value)) {
        QString whole = QString::number(static_cast<long long>(value));
        for (int at = int(whole.size()) - 3; at > (value < 0 ? 1 : 0); at -= 3) whole.insert(at, QStringLiteral("\\,"));
        return QStringLiteral("$%1$").arg(whole);
    }
    return QStringLiteral("$%1$").arg(QString::fromStdString(core::formatLiveNumber(value, core::NumberNotation::Formula, digits)));
}

QString quantityName(const core::MeasurementSeries& data) {
    QString name = QString::fromLatin1(core::quantityId(data.quantity).data());
    if (!data.unit.empty()) name += QStringLiteral(" (%1)").arg(QString::fromStdString(data.unit));
    return name;
}

double relativePercent(const core::SerialFractionFit& fit, std::size_t i) { return 100.0 * fit.residuals[i] / fit.predicted[i]; }

}  // namespace

bool FitTable::hasRows(const core::Scenario& scenario) { return !tabulated(scenario).empty(); }

QString FitTable::escapeLatex(const QString& text) {
    QString out;
    for (const QChar c : text) {
        switch (c.unicode()) {
            case '\\': out += QStringLiteral("\\textbackslash{}"); break;
            case '~': out += QStringLiteral("\\textasciitilde{}"); break;
            case '^': out += QStringLiteral("\\textasciicircum{}"); break;
            case '&':
            case '%':
            case '$':
            case '#':
            case '_':
            case '{':
            case '}':
                out += QLatin1Char('\\');
                out += c;
                break;
            default: out += c;
        }
    }
    return out;
}

QByteArray FitTable::csv(const core::Scenario& scenario, const QString& caption, const QByteArray& metadata) {
    QByteArray out = "# " + caption.toUtf8() + "\n";
    out += QByteArray("# effsurf: ") + metadata + "\n";
    const auto series = tabulated(scenario);
    for (const auto* s : series) {
        const auto& fit = *s->fit;
        out += QStringLiteral("# %1: s = %2 (95%: %3 .. %4), T1 = %5, R^2 = %6, %7 rows at %8 N\n")
                   .arg(QString::fromStdString(s->data->name), exact(fit.serialFraction), exact(fit.lower95), exact(fit.upper95),
                        exact(fit.singleProcessorTime), exact(fit.rSquared))
                   .arg(fit.rows)
                   .arg(fit.processors.size())
                   .toUtf8();
    }
    out += "series,quantity,N,runs,observed,min,max,fitted,residual,residual_percent,s_eff,flag\n";
    for (const auto* s : series) {
        const auto& fit = *s->fit;
        const auto& points = s->data->points;
        QString name = QString::fromStdString(s->data->name);
        if (name.contains(QLatin1Char(',')) || name.contains(QLatin1Char('"')))
            name = QLatin1Char('"') + name.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        for (std::size_t i = 0; i < fit.processors.size(); ++i) {
            const bool known = i < points.size();
            out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,")
                       .arg(name, QString::fromLatin1(core::quantityId(s->data->quantity).data()), exact(fit.processors[i]),
                            known ? QString::number(points[i].repetitions) : QString(), exact(fit.observed[i]),
                            known ? exact(points[i].minimum) : QString(), known ? exact(points[i].maximum) : QString(),
                            exact(fit.predicted[i]), exact(fit.residuals[i]))
                       .toUtf8();
            out += QStringLiteral("%1,%2,%3\n")
                       .arg(exact(relativePercent(fit, i)), exact(fit.pointSerialFraction[i]),
                            fit.aboveIdeal[i] ? QStringLiteral("S>N") : QString())
                       .toUtf8();
        }
    }
    return out;
}

QByteArray FitTable::latex(const core::Scenario& scenario, const QString& caption, const QByteArray& metadata) {
    QStringList lines;
    // The caption may run over lines of its own: every one stays a comment.
    for (const QString& line : caption.split(QLatin1Char('\n'))) lines << QStringLiteral("% ") + line;
    lines << QString::fromLatin1(kTexPrefix) + QString::fromUtf8(metadata);
    lines << QStringLiteral("\\begin{tabular}{rrrrrrrrl}");
    lines << QStringLiteral("\\hline");
    lines << QStringLiteral("$N$ & runs & observed & min & max & fitted & residual & residual (\\%) & $s_\\mathrm{eff}$ \\\\");
    lines << QStringLiteral("\\hline");
    for (const auto* s : tabulated(scenario)) {
        const auto& fit = *s->fit;
        const auto interval = core::formatInterval(fit.serialFraction, fit.lower95, fit.upper95, core::NumberNotation::Formula);
        QString summary = QStringLiteral("%1, %2: $s = %3$ (95\\,\\%: $%4$ .. $%5$)")
                              .arg(escapeLatex(QString::fromStdString(s->data->name)), escapeLatex(quantityName(*s->data)),
                                   QString::fromStdString(interval.estimate), QString::fromStdString(interval.lower),
                                   QString::fromStdString(interval.upper));
        if (std::isfinite(fit.singleProcessorTime)) summary += QStringLiteral(", $T_1 = $ %1").arg(texNumber(fit.singleProcessorTime));
        summary += QStringLiteral(", $R^2 = %1$").arg(QString::number(fit.rSquared, 'f', 4));
        lines << QStringLiteral("\\multicolumn{9}{l}{%1} \\\\").arg(summary);
        const auto& points = s->data->points;
        for (std::size_t i = 0; i < fit.processors.size(); ++i) {
            const bool known = i < points.size();
            QStringList cells{texNumber(fit.processors[i], 6),
                              known ? texNumber(points[i].repetitions) : QString(),
                              texNumber(fit.observed[i]),
                              known ? texNumber(points[i].minimum) : QString(),
                              known ? texNumber(points[i].maximum) : QString(),
                              texNumber(fit.predicted[i]),
                              texNumber(fit.residuals[i], 3),
                              texNumber(relativePercent(fit, i), 3),
                              texNumber(fit.pointSerialFraction[i], 3) + (fit.aboveIdeal[i] ? QStringLiteral(" ($S > N$)") : QString())};
            lines << cells.join(QStringLiteral(" & ")) + QStringLiteral(" \\\\");
        }
        lines << QStringLiteral("\\hline");
    }
    lines << QStringLiteral("\\end{tabular}");
    return lines.join(QLatin1Char('\n')).toUtf8() + '\n';
}

}  // namespace effsurf::ui

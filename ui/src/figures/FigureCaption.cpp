#include "effsurf/ui/figures/FigureCaption.h"

#include "effsurf/core/model/AcceleratorDatasheet.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QFontMetricsF>
#include <QLocale>

#include <cmath>

namespace effsurf::ui {
namespace {

/// What a shape has beyond Narayanan et al.'s GPT, for the caption: ", kv 8, f 28672 gated, untied, 8 experts top-2".
/// A count as the caption writes every number: whole, its thousands apart from 10⁴ on ("12,288", "2048").
QString wholeCount(double n) {
    return n >= 1e4 ? NumberFormat::count(static_cast<unsigned long long>(n)) : QString::number(static_cast<long long>(n));
}

QString shapeExtras(const core::TransformerShape& shape) {
    QString extras;
    if (shape.latentAttention()) extras += QStringLiteral(", latent attention");
    else if (shape.kvHeads > 0 && shape.kvHeads != shape.heads) extras += QStringLiteral(", kv %1").arg(shape.kvHeads);
    if (shape.ffnHidden > 0 || shape.gatedFfn)
        extras += QStringLiteral(", f %1%2").arg(wholeCount(shape.ffnWidth())).arg(shape.gatedFfn ? QStringLiteral(" gated") : QString());
    if (!shape.tiedEmbeddings) extras += QStringLiteral(", untied");
    if (shape.moe.enabled())
        extras += QStringLiteral(", %1 experts top-%2").arg(shape.moe.experts).arg(shape.moe.expertsPerToken);
    return extras;
}

/// "40%": fractions the sliders set in whole percent, others to 3 digits.
QString percent(double fraction) { return QLocale::c().toString(fraction * 100.0, 'g', 3) + QLatin1Char('%'); }

/// How a timeline contribution grows, as the control panel names it.
QString growthText(const core::TimelineContribution& c) {
    switch (c.growth) {
        case core::ContributionGrowth::Constant: return QStringLiteral("constant");
        case core::ContributionGrowth::Logarithmic: return QStringLiteral("\u221D 1 + log\u2082 N");
        case core::ContributionGrowth::Power:
            if (c.exponent == 1.0) return QStringLiteral("\u221D N");
            if (c.exponent == 0.5) return QStringLiteral("\u221D \u221AN");
            if (std::fabs(c.exponent - 1.0 / 3.0) < 1e-12) return QStringLiteral("\u221D N^1/3");
            return QStringLiteral("\u221D N^") + FigureCaption::number(c.exponent);
    }
    return QStringLiteral("constant");
}

/// "communication" of "communication (signal propagation)": the explanation
/// in brackets is the control panel's, the caption needs the name.
QString contributionName(const core::TimelineContribution& c, std::size_t index) {
    const QString name = QString::fromStdString(c.name).section(QStringLiteral(" ("), 0, 0).trimmed();
    return name.isEmpty() ? QStringLiteral("contribution %1").arg(index + 1) : name;
}

QString precisionName(core::Precision p) { return QString::fromUtf8(core::precisionInfo(p).displayName.data()); }

}  // namespace

QString FigureCaption::number(double value) {
    if (!std::isfinite(value) || value == 0.0) return NumberFormat::scientific(value);
    for (int digits = 3; digits <= 6; ++digits) {
        const double rounded = QString::number(value, 'e', digits - 1).toDouble();
        if (std::fabs(rounded - value) <= 1e-12 * std::fabs(value)) return NumberFormat::scientific(value, digits);
        // A count that three digits would round (N = 2,414,592, 12,433) keeps every digit.
        if (digits == 3 && std::floor(value) == value && std::fabs(value) >= 1e4 && std::fabs(value) < 1e15)
            return (value < 0 ? QStringLiteral("-") : QString()) +
                   wholeCount(std::fabs(value));
    }
    return NumberFormat::scientific(value, 6);
}

QStringList FigureCaption::parts(const core::Scenario& s) {
    QStringList parts;
    const QString n = QStringLiteral("N = ") + number(s.processors);
    const QString k = QStringLiteral("k = ") + number(s.speedFactor());
    switch (s.model) {
        case core::ModelKind::SunNi:
            parts << QStringLiteral("\u03B3 = %1").arg(number(s.growthExponent));
            [[fallthrough]];
        case core::ModelKind::Amdahl:
        case core::ModelKind::Gustafson:
            parts << QStringLiteral("s = %1 (%2)").arg(number(s.serialFraction), NumberFormat::alphaOf(s.serialFraction)) << n
                  << QStringLiteral("%1 (%2)").arg(precisionName(s.precision), k);
            break;
        case core::ModelKind::Timeline: {
            // s is no input here: the contributions add up to it.
            const auto& contributions = s.timeline.contributions();
            for (std::size_t i = 0; i < contributions.size(); ++i)
                parts << QStringLiteral("%1 %2 (%3)")
                             .arg(contributionName(contributions[i], i), number(contributions[i].shareAtOneProcessor),
                                  growthText(contributions[i]));
            parts << n << QStringLiteral("%1 (%2)").arg(precisionName(s.precision), k);
            break;
        }
        case core::ModelKind::Training: {
            const auto& sheet = core::AcceleratorDatasheet::byId(s.accelerator);
            const auto& t = s.training;
            // The precision goes with the accelerator: its datasheet peak for
            // that datatype, times the utilization, is the throughput. k
            // enters only for a datatype the datasheet lacks (Scenario::trainingModel).
            const QString precision = sheet.peakTeraflops(s.precision)
                                          ? precisionName(s.precision)
                                          : QStringLiteral("%1 (%2)").arg(precisionName(s.precision), k);
            parts << QStringLiteral("%1, %2 at %3 utilization").arg(QString::fromUtf8(sheet.name.data()), precision, percent(s.utilization))
                  << QStringLiteral("P = ") + number(t.parameterCount)
                  << QStringLiteral("F = %1 FLOP/step").arg(number(t.flopsPerStep))
                  << QStringLiteral("\u03BB = %1 s").arg(number(t.latencySeconds))
                  << QStringLiteral("B = %1 B/s").arg(number(t.bandwidthBytesPerSecond))
                  << QStringLiteral("T_seq = %1 s").arg(number(t.sequentialSeconds))
                  << QStringLiteral("%1 all-reduce").arg(QString::fromLatin1(core::TrainingModel::algorithmId(t.algorithm).data()))
                  << QStringLiteral("%1 scaling").arg(QString::fromLatin1(core::TrainingModel::scalingId(t.scaling).data()))
                  << QStringLiteral("\u03C9 = ") + percent(t.overlap) << n;
            break;
        }
        case core::ModelKind::ParallelTraining: {
            const auto& r = s.trainingRun;
            const QString model = r.raw ? QStringLiteral("%1 (P = %2, %3 FLOP/sample)")
                                              .arg(QString::fromStdString(r.modelName), number(r.raw->parameters),
                                                   number(r.raw->flopsPerSample))
                                        : QStringLiteral("%1 (l %2, h %3, a %4, s %5, V %6%7)")
                                              .arg(QString::fromStdString(r.modelName))
                                              .arg(r.shape.layers)
                                              .arg(wholeCount(r.shape.hidden))
                                              .arg(r.shape.heads)
                                              .arg(wholeCount(r.shape.sequenceLength))
                                              .arg(wholeCount(r.shape.vocabulary))
                                              .arg(shapeExtras(r.shape));
            parts << model
                  << QStringLiteral("%1, %2 at %3 utilization")
                         .arg(QString::fromStdString(r.acceleratorName),
                              s.precision == core::Precision::FP8
                                  ? precisionName(s.precision) + (r.fp8Recipe == core::Fp8Recipe::DeepSeekV3
                                                                      ? QStringLiteral(" (DeepSeek-V3 recipe)")
                                                                      : QStringLiteral(" (Transformer Engine recipe)"))
                                  : precisionName(s.precision),
                              percent(r.utilization))
                  << QStringLiteral("%1 GPUs a node, %2 x %3").arg(r.gpusPerNode).arg(r.nicsPerNode).arg(QString::fromStdString(r.networkName))
                  << QStringLiteral("t %1 \u00D7 cp %2 \u00D7 p %3 \u00D7 d %4 = %5 GPUs%6")
                         .arg(r.tensorParallel).arg(r.contextParallel).arg(r.pipelineParallel).arg(r.dataParallel)
                         .arg(wholeCount(r.gpus()))
                         .arg(r.expertParallel > 1 ? QStringLiteral(", ep %1").arg(r.expertParallel) : QString())
                  << QStringLiteral("B %1, b %2, v %3")
                         .arg(wholeCount(r.globalBatch))
                         .arg(r.microBatch)
                         .arg(r.interleave)
                  << QStringLiteral("ZeRO %1%2, %3 recomputation, %4 all-reduce")
                         .arg(r.zeroStage)
                         .arg(r.offloadOptimizer ? QStringLiteral(" with offload") : QString())
                         .arg(QString::fromLatin1(core::TransformerModel::recomputeId(r.recompute).data()))
                         .arg(QString::fromLatin1(core::TrainingModel::algorithmId(r.allReduce).data()))
                  << QStringLiteral("\u03C9 = ") + percent(r.overlap) << n;
            break;
        }
    }
    return parts;
}

QString FigureCaption::text(const core::Scenario& s) {
    return QString::fromUtf8(core::modelKindDisplayName(s.model).data()) + QStringLiteral(": ") + parts(s).join(QStringLiteral(", "));
}

QStringList FigureCaption::lines(const core::Scenario& s, const QFont& font, double width) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    // A line too long for the width (one part wider than the figure, as a
    // model's shape in a single column) is wrapped at its spaces, never cut;
    // only a single word wider than the figure is elided.
    const auto fitted = [&](const QString& text) {
        if (metrics.horizontalAdvance(text) <= width) return text;
        QString current;
        for (const QString& word : text.split(QLatin1Char(' '))) {
            const QString joined = current.isEmpty() ? word : current + QLatin1Char(' ') + word;
            if (current.isEmpty() || metrics.horizontalAdvance(joined) <= width) {
                current = joined;
                continue;
            }
            lines << metrics.elidedText(current, Qt::ElideRight, width);
            current = word;
        }
        return metrics.elidedText(current, Qt::ElideRight, width);
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

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QFont>
#include <QString>
#include <QStringList>

namespace effsurf::ui {

/// The parameter caption of a figure: every input of the law shown, in the
/// app's number format ("1.00×10⁻⁷"), so a reader of the figure knows what
/// it shows (the figure's metadata keeps the exact values):
///
///  - Amdahl, Gustafson: s (with α), N, precision and its k;
///  - Sun–Ni: the growth exponent γ as well;
///  - timeline: each contribution's share at N = 1 and its growth, N,
///    precision and k (no s: the contributions give it);
///  - training: the accelerator with the precision and utilization (their
///    datasheet peak times the utilization is the throughput; k only where
///    the datasheet lacks that precision and k stands in for it), P, F, λ,
///    B, T_seq, the collective, the scaling, the overlap ω and N.
class FigureCaption {
public:
    /// "Amdahl: s = 1.00×10⁻⁷ (α = 0.9999999), N = 1.00×10⁶, FP16 (k = 4)": one line.
    static QString text(const core::Scenario& scenario);
    /// The parameters, each a piece that is never broken across lines
    /// ("s = 1.00×10⁻⁷ (α = 0.9999999)", "N = 1.00×10⁶", ...), in the
    /// order of text(), which puts the law's name and a colon before them.
    static QStringList parts(const core::Scenario& scenario);
    /// `text` on as many lines of `width` as it needs, broken at its spaces.
    static QStringList wrapped(const QString& text, const QFont& font, double width);
    /// The caption broken into lines of at most `width` (in `font`'s logical
    /// pixels) between parts; a part wider than a line is elided at its end.
    static QStringList lines(const core::Scenario& scenario, const QFont& font, double width);

    /// A caption number: the fewest digits from 3 to 6 that give the value
    /// exactly, in NumberFormat's notation; whole counts that 3 digits would
    /// round keep every digit ("2,414,592").
    static QString number(double value);
};

}  // namespace effsurf::ui

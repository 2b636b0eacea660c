// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/FigureMetadataFinder.h"

#include "effsurf/core/scenario/Scenario.h"

#include <QByteArray>
#include <QString>

namespace effsurf::ui {

/// The fits of the scenario's visible measured series as a table, one row
/// per distinct N (as `effsurf-cli fit` prints it): the runs, the mean
/// observed value and its range, the fitted law, the residual absolute and
/// in percent of the fitted value, the Karp–Flatt s_eff and the S > N flag,
/// with each series' s, its 95 % interval, T1 and R² above its rows.
///
/// As CSV (numbers that read back exactly) or as a LaTeX `tabular` for a
/// paper (the app's number format in math mode, names escaped, needs no
/// package). Both begin with the caption and the figure's metadata as
/// comment lines ("# effsurf: ..." / "% effsurf: ..."), so the table is
/// drawn again with `--from-figure` like every figure.
class FitTable {
public:
    static constexpr const char* kTexPrefix = core::FigureMetadataFinder::kTexPrefix.data();

    /// Whether the scenario has a visible series with a fit to tabulate.
    static bool hasRows(const core::Scenario& scenario);
    static QByteArray csv(const core::Scenario& scenario, const QString& caption, const QByteArray& metadata);
    static QByteArray latex(const core::Scenario& scenario, const QString& caption, const QByteArray& metadata);
    /// `text` with LaTeX's special characters escaped ("a_b & 5%" -> "a\_b \& 5\%").
    static QString escapeLatex(const QString& text);
};

}  // namespace effsurf::ui

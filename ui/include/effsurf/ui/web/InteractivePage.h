// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/Tour.h"

#include "effsurf/ui/session/SessionFile.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace effsurf::ui {

/// The interactive page effsurf exports: one self-contained HTML file (no
/// server, no network) with effsurf's core compiled to WebAssembly, the
/// page's code and plotly.js inside, and the scenario it was exported from:
///
///  - the figure's metadata (FigureMetadata's JSON: the scenario in the
///    session format, the figure, the caption) in
///    `<script type="application/json" id="effsurf-figure">`, from which the
///    page starts and which the app and `--from-figure` read back;
///  - what the page draws but cannot compute without the app's data, in
///    `<script type="application/json" id="effsurf-page-data">`: the
///    selected TOP500 systems' N and s_eff and the measured series' speedups
///    and fits, computed by core here.
///
/// Every number the page shows is evaluated by that WebAssembly core; the
/// page's JavaScript draws and asks, and writes no formula.
class InteractivePage {
public:
    /// Whether this build carries the page's parts (EFFSURF_BUILD_WEB).
    static bool available();
    /// "all" (the surface and the four charts) and each of them alone.
    static QStringList figureNames();
    static bool isFigureName(const QString& name);
    /// The page for `figure`, showing the surface from `view`'s camera and
    /// E axis (null: the window's defaults); nullopt with `error` when the
    /// parts are missing or the scenario cannot be recorded.
    static std::optional<QByteArray> html(const QString& figure, const core::Scenario& scenario, const ViewState* view, QString* error);
    /// A lecture as one page: `tour`'s steps with their narration and
    /// formulas, each step's scenario (core::applyTourStep on `base`, whose
    /// series and snapshots stay) on the page's surface and charts, stepped
    /// by keys and buttons. The tour's words are shown as given: a window
    /// passes a built-in tour in its language (BuiltinTours::inLanguage).
    static std::optional<QByteArray> lectureHtml(const core::Tour& tour, const core::Scenario& base, QString* error);
    static bool writeLecture(const QString& path, const core::Tour& tour, const core::Scenario& base, QString* error);
    /// The page's own words (its labels, buttons, hints, chart and axis
    /// titles), in English as web/page writes them: the page shows their
    /// translations in the language the window speaks when it exports
    /// (scripts/page-texts.py writes the list, PageTexts.cpp).
    static QStringList pageSourceTexts();
    /// The names core gives the page (laws, cameras, figures), which the
    /// page shows translated too (PageNameTexts.cpp).
    static QStringList pageNameTexts();
    /// Writes the page atomically (QSaveFile); false with `error` naming the file.
    static bool write(const QString& path, const QString& figure, const core::Scenario& scenario, const ViewState* view, QString* error);
};

}  // namespace effsurf::ui

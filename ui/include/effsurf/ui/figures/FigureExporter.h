// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/figures/FigureStyle.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include <QImage>
#include <QSize>
#include <QString>

#include <memory>
#include <optional>

namespace effsurf::ui {

class ComparisonChart;
class SurfaceView;

/// Publication figures from the same charts the window shows: PNG at a DPI
/// (a 6.4 x 4 inch figure) or an exact pixel size, SVG and PDF as vector
/// output (text stays text), and CSV of exactly what a chart plots. Every
/// figure carries its parameters, so it can be drawn again from its own file
/// (FigureMetadata: the whole scenario in the session format): PNG text
/// chunks, SVG <title>/<desc>, PDF title and XMP metadata, CSV comment lines,
/// and optionally a sidecar .json. The caption under the plot
/// (FigureCaption) names every parameter of the law shown, on as many lines
/// as it needs.
///
/// Charts are laid out at the figure's logical size (inches x 96) and drawn
/// with the device pixel ratio of the target, so a 300-DPI PNG has the same
/// layout as on screen, only sharper (fonts scaled with the layout, nothing elided).
class FigureExporter {
public:
    enum class Format { Png, Svg, Pdf, Csv, Tex };
    static constexpr double kWidthInches = 6.4;
    static constexpr double kHeightInches = 4.0;
    static constexpr int kMaxSurfacePixels = 8192;

    struct Options {
        Format format = Format::Png;
        int dpi = 150;             ///< PNG: pixels = inches x dpi
        QSize pixelSize;           ///< PNG: exact size instead of dpi, if valid
        QString title;             ///< replaces the chart's title if not empty
        bool caption = true;       ///< the parameters under the plot
        bool transparent = false;  ///< PNG background
        bool sidecar = false;      ///< also write PATH.json with the parameters
        /// Print size, fonts and line widths (FigureStyle::screen(): the window's look, 6.4 x 4 in).
        FigureStyle style = FigureStyle::screen();
        /// A multi-panel figure's grid: columns x rows (invalid for one figure).
        QSize layout;
    };

    /// The figure names: "speedup", "efficiency", "performance", "plane",
    /// "surface", "karp-flatt", "fit-residuals", "fit-table" (CSV and LaTeX
    /// only), "history" (a machine across TOP500 editions: Piz Daint, or
    /// "history:LABEL" for any of MachineHistory's), "roofline" and the
    /// Training workspace's "training-...".
    static QStringList figureNames();
    /// Whether `name` names a figure: one of figureNames() or "history:LABEL".
    static bool isFigureName(const QString& name);
    /// The formats a figure exports as: the fit table as CSV and LaTeX, the
    /// surface and panels as PNG, SVG and PDF, every chart as PNG, SVG, PDF and CSV.
    static QList<Format> formatsOf(const QString& name);
    /// A new chart of that name, rendered for `scenario` (not for "surface" or "fit-table").
    static std::unique_ptr<ComparisonChart> makeChart(const QString& name, const core::Scenario& scenario);
    /// The scenario a figure is drawn for: the Training workspace's charts draw
    /// the run whatever law is on screen, so their caption and recorded scenario
    /// say the run, not "Amdahl: s = ...".
    static core::Scenario scenarioFor(const QString& figure, const core::Scenario& shown);
    /// Why no chart is called `figure`, with the names there are.
    static QString unknownChart(const QString& figure);
    static Format parseFormat(const QString& text, bool* ok);
    /// "png", "svg", "pdf", "csv", "tex": the format's name and its files' extension.
    static QString formatId(Format format);
    /// The format a file name's extension names, if it names one.
    static std::optional<Format> formatOfPath(const QString& path);
    /// `path` with the extension of `format`: a figure extension replaced
    /// ("plane.pdf" -> "plane.png"), any other kept and the right one added
    /// ("plane" -> "plane.png", "fig.v2" -> "fig.v2.png").
    static QString pathForFormat(const QString& path, Format format);

    /// Writes chart `figure` for `scenario` to `path` (atomically). False and
    /// `error` (naming the file) on failure; nothing is left behind then.
    static bool exportChart(const QString& figure, const core::Scenario& scenario, const QString& path, const Options& options,
                            QString* error);
    /// Writes the fit table ("fit-table") of the scenario's visible measured
    /// series as CSV or LaTeX (FitTable); fails naming the file when there is none.
    static bool exportFitTable(const core::Scenario& scenario, const QString& path, const Options& options, QString* error);
    /// Writes the 3D surface as a PNG figure (up to kMaxSurfacePixels): the
    /// view's graph framed tightly, its colour bar, the title and caption the
    /// options ask for (SurfaceFigure), with the scenario's systems, series
    /// and snapshots placed on it and `view`'s camera preset and E axis (both
    /// recorded in the metadata). Fails if `view` has no OpenGL. SVG, PDF and
    /// a journal style's PNG are exportSurfaceVector's.
    static bool exportSurface(SurfaceView& view, const core::Scenario& scenario, const QString& path, const Options& options,
                              QString* error);
    /// The 3D surface as vector art (SVG, PDF; PNG painted from the same
    /// polygons): SurfaceVectorFigure seen through `projection`, with the
    /// scenario's systems, series and snapshots. Needs no OpenGL.
    static bool exportSurfaceVector(const core::Scenario& scenario, const SurfaceProjection& projection, const QString& path,
                                    const Options& options, QString* error);
    /// Several figures in one: `figures` (2 to 6 names, "surface" drawn as
    /// vector art) on a grid of `columns` x `rows` panels in reading order,
    /// each lettered (a), (b), ..., one caption for all under them. The page
    /// is the style's width; each panel is 4:3 with its legend under the plot.
    /// A refusal where Qt would cut a panel's text to "...", naming the layout that keeps every text whole.
    static bool exportPanels(const QStringList& figures, int columns, int rows, const core::Scenario& scenario,
                             const SurfaceProjection& projection, const QString& path, const Options& options, QString* error);
    /// The grid (columns x rows) for `figures` at the options' style: `preferred`
    /// where every panel's text stays whole, else the one with the most
    /// columns that keeps it so, else `preferred` (exportPanels then says why).
    static QSize fittingLayout(const QStringList& figures, const core::Scenario& scenario, const Options& options, QSize preferred);
    /// What `view` shows now as a projection: its camera as turned, its E axis
    /// (the preset's angles where the view has no OpenGL).
    static SurfaceProjection projectionOf(const SurfaceView& view);
    /// The PNG size for the options (dpi or exact size).
    static QSize pixelSizeFor(const Options& options);
    /// The figure's size in logical units (inches x 96) for the options' style.
    static QSizeF logicalSizeFor(const Options& options);
};

}  // namespace effsurf::ui

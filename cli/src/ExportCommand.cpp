// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/FigureSetup.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/OutputFiles.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FitTable.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/surface/SurfaceProjection.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/web/InteractivePage.h"
#include "effsurf/core/scenario/ViewNames.h"

#include <QApplication>
#include <QDir>
#include <QRegularExpression>
#include <QFileInfo>

#include <cmath>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace effsurf::cli {
using core::Report;
namespace {

/// `export`: the window's figures without a window (headless).
class ExportCommand final : public Command {
public:
    std::string name() const override { return "export"; }
    std::string summary() const override {
        return "Render figures (charts, the 3D surface, several in one) to PNG, SVG, PDF or CSV, in a journal's style.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("figure", "NAME",
                    "speedup, efficiency, performance, plane, surface, karp-flatt and fit-residuals (measured series), fit-table (CSV "
                    "or LaTeX), history (TOP500: Piz Daint; history:NAME for Summit, Fugaku, ...), roofline, training-step, "
                    "training-throughput, training-depth, training-precision, or all (one file each); 2 to 6 names separated "
                    "by commas make one multi-panel figure (required unless --from-figure)")
            .addOption("layout", "CxR",
                       "multi-panel grid: columns x rows, e.g. 3x1 (default: one row up to 3 panels, else 2 or 3 columns, or the layout "
                       "with the most columns that keeps every text whole; a layout that would cut a text is refused)")
            .addOption("style", "ID",
                       "screen (default: 6.4 x 4 in, 10 pt), single-column (3.5 in, 8 pt), double-column (7.1 in, "
                       "9 pt), slide (16:9, 10 in, 16 pt) or poster (12 in, 24 pt)")
            .addOption("width", "IN", "figure width in inches (default: the style's)")
            .addOption("height", "IN", "figure height in inches (default: the style's; a multi-panel figure's panels keep its ratio)")
            .addOption("font", "FAMILY", "font family of every text (default: DejaVu Sans)")
            .addOption("font-size", "PT", "text size at print size in points: tick labels, legends, captions (default: the style's)")
            .addOption("line-width", "X", "line widths as a multiple of the screen's, 0.25 to 4 (default: the style's)")
            .addOption("from-figure", "FILE",
                       "draw a figure again from the scenario it records: FILE is a PNG, SVG, PDF or CSV that effsurf "
                       "wrote, or its sidecar .json; its figure, format, size, title and caption are the defaults, "
                       "the options here override them (not with --session or --preset)")
            .addOption("format", "FMT",
                       "png, svg, pdf, csv, tex (the fit table as a LaTeX tabular) or html (an interactive page: "
                       "--figure all, surface, speedup, efficiency, performance or plane) (default: the extension of "
                       "--out, else png; the surface as SVG and PDF is vector art and needs no display)")
            .addOption("lecture", "TOUR",
                       "html: the lecture as one page, every step of a built-in tour (its id, see the Tours menu) or of a "
                       "tour file (.effsurf-tour) with its narration and formulas, stepped by keys and buttons; the "
                       "configuration options give what the steps keep (measured series, snapshots)")
            .addOption("language", "CODE", "html: " + FigureSetup::languageHelp())
            .addOption("dpi", "D", "PNG resolution of a 6.4 x 4 inch figure (default 150)")
            .addOption("size", "WxH", "PNG size in pixels instead of --dpi (surface: up to 8192)")
            .addOption("title", "TEXT", "a title instead of the chart's own")
            .addOption("camera", "PRESET", "surface: " + core::ViewNames::cameras().joined() + " (top: a heat map); isometric by default")
            .addFlag("log-e", "surface: logarithmic efficiency axis (10^-4 .. 1)")
            .addFlag("no-caption", "leave the parameter caption out of the figure")
            .addFlag("transparent", "PNG with a transparent background")
            .addFlag("sidecar", "also write OUT.json with the parameters")
            .addFlag("force", "replace files that exist (without it, nothing is written over)")
            .addOption("out", "PATH",
                       "output file (its extension follows --format); a directory (existing, or ending in /) receives "
                       "FIGURE.EXT inside; with --figure all and a file name, a prefix: PATH-speedup.png, ... (required)")
            .setEpilog(
                "Charts need no display, nor does the 3D surface as SVG or PDF (vector polygons). The surface as\n"
                "PNG is rendered with OpenGL: run under xvfb-run on a server.\n"
                "An --out whose extension contradicts --format is refused, as is any existing file unless --force.\n"
                "Every figure records its whole scenario (PNG text chunk \"effsurf\", SVG <desc>, PDF XMP metadata,\n"
                "CSV comment, sidecar), so --from-figure redraws it, e.g. at another size or in another format.\n"
                "Example: " +
                program +
                " export --figure speedup --format png --dpi 300 --out speedup.png\n"
                "Example: " +
                program +
                " export --from-figure speedup.png --format pdf --out speedup.pdf\n"
                "Example: " +
                program + " export --figure speedup,plane,surface --layout 3x1 --style double-column --out fig.pdf");
        FigureSetup::addScenarioOptions(p);
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        // A figure drawn before: its scenario and export options are the defaults.
        std::optional<ui::FigureMetadata::Read> source;
        if (const auto from = args.value("from-figure")) {
            if (args.has("session") || args.has("preset"))
                throw UsageError("--from-figure gives the configuration: leave out --session and --preset");
            QString error;
            source = ui::FigureMetadata::read(QString::fromStdString(*from), &error);
            if (!source) {
                context.err << "effsurf-cli export: " << error.toStdString() << '\n';
                return 2;
            }
            if (!args.has("figure") && source->figure == QLatin1String("window")) {
                context.err << "effsurf-cli export: " << *from
                            << ": a picture of the whole window, which effsurf-cli cannot draw; choose a figure of its "
                               "scenario with --figure (speedup, efficiency, performance, plane, surface or all)\n";
                return 2;
            }
        }
        const std::string out = args.required("out");
        if (args.has("lecture")) return exportLecture(args, out, context);
        if (!args.has("figure") && !source) throw UsageError("missing required option --figure (or --from-figure)");
        const QString figure = args.has("figure") ? QString::fromStdString(*args.value("figure")).toLower() : source->figure;
        if (wantsPage(args, out))
            return exportPage(args, figure, out, source ? &source->scenario : nullptr, source && source->view ? &*source->view : nullptr,
                              context);
        if (args.has("language")) throw UsageError("--language applies to an interactive page (--format html) and a lecture's page");
        QStringList figures;
        const QStringList panels = figure.split(QLatin1Char(','), Qt::SkipEmptyParts);
        const bool multiPanel = panels.size() > 1;
        if (figure == QLatin1String("all")) figures = ui::FigureExporter::figureNames();
        else if (multiPanel) figures = panels;
        else if (ui::FigureExporter::isFigureName(figure)) figures << figure;
        for (const QString& name : figures)
            if (!ui::FigureExporter::isFigureName(name) || figures.isEmpty())
                throw UsageError("unknown --figure '" + name.toStdString() + "'; expected " +
                                 ui::FigureExporter::figureNames().join(QStringLiteral(", ")).toStdString() + " or all");
        if (figures.isEmpty())
            throw UsageError("unknown --figure '" + figure.toStdString() + "'; expected " +
                             ui::FigureExporter::figureNames().join(QStringLiteral(", ")).toStdString() + " or all");
        if (multiPanel && (panels.size() > 6 || QStringList(panels).removeDuplicates() > 0))
            throw UsageError("--figure: a multi-panel figure holds 2 to 6 different figures");
        if (args.has("layout") && !multiPanel) throw UsageError("--layout arranges several figures: name 2 to 6 in --figure");

        ui::FigureExporter::Options options = source ? source->options : ui::FigureExporter::Options{};
        const auto [format, explicitFormat] = chosenFormat(args, out, options.format);
        options.format = format;
        if (explicitFormat && format == ui::FigureExporter::Format::Csv &&
            (figures == QStringList{QStringLiteral("surface")} || multiPanel))
            throw UsageError(std::string(multiPanel ? "a multi-panel figure" : "--figure surface") +
                             " exports as PNG, SVG or PDF, not CSV (the surface's numbers: effsurf-cli surface)");
        if (figure == QLatin1String("all") && format == ui::FigureExporter::Format::Tex)
            throw UsageError("--format tex is the fit table's alone: use --figure fit-table");
        if (multiPanel && figures.contains(QStringLiteral("fit-table")))
            throw UsageError("--figure: the fit table is a table (CSV or LaTeX), not a panel");
        if (figures.size() == 1 && !ui::FigureExporter::formatsOf(figures.front()).contains(format)) {
            QStringList ids;
            for (const auto f : ui::FigureExporter::formatsOf(figures.front())) ids << ui::FigureExporter::formatId(f);
            throw UsageError("--figure " + figures.front().toStdString() + " exports as " + ids.join(QStringLiteral(", ")).toStdString() +
                             ", not " + ui::FigureExporter::formatId(format).toStdString() +
                             (explicitFormat ? std::string() : " (give --format or an --out with its extension)"));
        }
        // "all" is every figure that has the format; the fit table only as CSV.
        if (figure == QLatin1String("all") && format != ui::FigureExporter::Format::Csv) figures.removeAll(QStringLiteral("fit-table"));
        options.style = styleOption(args, options.style);
        if (multiPanel) options.layout = layoutOption(args, int(figures.size()), source ? source->options.layout : QSize());
        if (args.has("dpi")) {
            const double dpi = positiveOption(args, "dpi");
            if (dpi < 10 || dpi > 2400 || std::floor(dpi) != dpi)
                throw core::InvalidParameter("--dpi", "must be a whole number from 10 to 2400");
            options.dpi = static_cast<int>(dpi);
            options.pixelSize = QSize();  // a DPI asked for replaces a recorded pixel size
        }
        if (const auto size = args.value("size")) {
            const auto grid = core::parseGridSize(*size, ui::FigureExporter::kMaxSurfacePixels, "--size");
            options.pixelSize = QSize(grid.rows, grid.columns);
        }
        if (args.has("no-caption")) options.caption = false;
        if (const auto title = args.value("title")) options.title = QString::fromStdString(*title);
        if (args.has("transparent")) options.transparent = true;
        options.sidecar = args.has("sidecar");
        const auto camera = cameraPreset(args);

        // Every file is named and checked before the first is written.
        std::vector<std::string> paths =
            multiPanel ? targetPaths({figures.join(QLatin1Char('-'))}, out, format) : targetPaths(figures, out, format);
        std::vector<std::string> written = paths;
        if (options.sidecar)
            for (const auto& path : paths) written.push_back(path + ".json");
        OutputFiles::refuseToReplace(written, args.has("force"));

        // Only the surface as PNG in the screen style is drawn with OpenGL.
        const bool needsOpenGl = !multiPanel && figures.contains(QStringLiteral("surface")) && !options.style.restylesText() &&
                                 (format == ui::FigureExporter::Format::Png || format == ui::FigureExporter::Format::Csv);
        if (!FigureSetup::displayAvailable(needsOpenGl, context, name())) return 2;
        const auto scenario = FigureSetup::scenario(args, context, name(), source ? source->scenario : core::Scenario{});
        if (!scenario) return 2;
        // "all" without measured series: no fit table to write (named ones say why).
        if (figure == QLatin1String("all") && !ui::FitTable::hasRows(*scenario) && figures.contains(QStringLiteral("fit-table"))) {
            const qsizetype at = figures.indexOf(QStringLiteral("fit-table"));
            figures.removeAt(at);
            paths.erase(paths.begin() + at);
        }
        // A chart of measurements without any is written (its caption says so),
        // and the command says so too: an empty figure is no silent success (issue 44).
        for (const char* measured : {"karp-flatt", "fit-residuals"})
            if (figures.contains(QString::fromLatin1(measured)) && ui::ComparisonChart::measuredSeriesNames(*scenario).isEmpty())
                context.err << "effsurf-cli export: warning: " << measured
                            << " is empty: the configuration has no measured series (save a session with "
                               "measurements in the window and give it with --session)\n";
        if (OutputFiles::isDirectory(out)) OutputFiles::makeDirectory(out);
        const auto app = FigureSetup::startApplication();

        Report report;
        auto& table = report.addTable("written", "", {{"figure", "figure"}, {"file", "file"}});
        // The camera and E axis asked for, else those of the surface drawn before.
        auto preset = camera.value_or(ui::SurfaceView::CameraPreset::Isometric);
        bool logarithmic = args.has("log-e");
        if (source && source->view) {
            const int recorded = source->view->cameraPreset;
            if (!camera && recorded >= int(ui::SurfaceView::CameraPreset::Front) &&
                recorded <= int(ui::SurfaceView::CameraPreset::Isometric))
                preset = ui::SurfaceView::CameraPreset(recorded);
            logarithmic = logarithmic || source->view->logarithmicEfficiency;
        }
        const ui::SurfaceProjection projection = ui::SurfaceProjection::preset(int(preset), logarithmic);
        if (multiPanel) {
            QString error;
            const QString path = QString::fromStdString(paths.front());
            // No layout asked for (nor recorded): the default where every text stays whole, else the one that keeps it so.
            if (!args.has("layout") && !(source && source->options.layout.isValid()))
                options.layout = ui::FigureExporter::fittingLayout(figures, *scenario, options, options.layout);
            if (!ui::FigureExporter::exportPanels(figures, options.layout.width(), options.layout.height(), *scenario, projection, path,
                                                  options, &error)) {
                context.err << "effsurf-cli export: " << error.toStdString() << '\n';
                return 2;
            }
            table.rows.push_back({figures.join(QLatin1Char(',')).toStdString(), paths.front()});
            report.render(context.out, args.has("json"));
            return 0;
        }
        for (int i = 0; i < figures.size(); ++i) {
            const QString& name = figures[i];
            const QString path = QString::fromStdString(paths[std::size_t(i)]);
            QString error;
            bool ok = false;
            // Vector art (no OpenGL): SVG, PDF, and a journal style's PNG.
            if (name == QLatin1String("surface") &&
                (format == ui::FigureExporter::Format::Svg || format == ui::FigureExporter::Format::Pdf || options.style.restylesText())) {
                ok = ui::FigureExporter::exportSurfaceVector(*scenario, projection, path, options, &error);
            } else if (name == QLatin1String("surface")) {
                ui::FigureExporter::Options surfaceOptions = options;
                surfaceOptions.format = ui::FigureExporter::Format::Png;
                ui::SurfaceView view;
                view.resize(800, 600);
                view.setCameraPreset(preset);
                view.setLogarithmicEfficiency(logarithmic);
                ok = ui::FigureExporter::exportSurface(view, *scenario, path, surfaceOptions, &error);
            } else {
                ok = ui::FigureExporter::exportChart(name, *scenario, path, options, &error);
            }
            if (!ok) {
                context.err << "effsurf-cli export: " << error.toStdString() << '\n';
                return 2;
            }
            table.rows.push_back({name.toStdString(), path.toStdString()});
        }
        report.render(context.out, args.has("json"));
        return 0;
    }

private:
    /// --format html, or an --out ending in .html/.htm without another --format.
    static bool wantsPage(const ParsedArguments& args, const std::string& out) {
        const QString suffix = QFileInfo(QString::fromStdString(out)).suffix().toLower();
        const bool named = suffix == QLatin1String("html") || suffix == QLatin1String("htm");
        if (const auto format = args.value("format")) {
            const bool html = QString::fromStdString(*format).toLower() == QLatin1String("html");
            if (html && !named && !suffix.isEmpty() && !OutputFiles::isDirectory(out))
                throw UsageError("--out '" + out + "' ends in ." + suffix.toStdString() + " but --format is html: make them agree");
            return html;
        }
        return named;
    }

    /// The interactive page: one self-contained .html with the surface and
    /// the four charts ("all") or one of them, computed in the browser by core.
    int exportPage(const ParsedArguments& args, const QString& figure, const std::string& out, const core::Scenario* recorded,
                   const ui::ViewState* recordedView, CommandContext& context) const {
        if (!ui::InteractivePage::isFigureName(figure))
            throw UsageError("--format html: --figure must be " +
                             ui::InteractivePage::figureNames().join(QStringLiteral(", ")).toStdString() + ", not '" +
                             figure.toStdString() + "'");
        for (const char* option : {"dpi", "size", "layout", "style", "sidecar", "transparent"})
            if (args.has(option)) throw UsageError(std::string("--") + option + " does not apply to an interactive page (--format html)");
        std::string path = out;
        if (OutputFiles::isDirectory(out)) {
            OutputFiles::makeDirectory(out);
            path = (QString::fromStdString(out) + QLatin1Char('/') + figure + QStringLiteral(".html")).toStdString();
        } else if (QFileInfo(QString::fromStdString(out)).suffix().isEmpty()) {
            path += ".html";  // a name without an extension gets the format's, as for the other formats
        }
        OutputFiles::refuseToReplace({path}, args.has("force"));
        // The page is text: no display, no OpenGL needed.
        if (!FigureSetup::displayAvailable(false, context, name())) return 2;
        const auto scenario = FigureSetup::scenario(args, context, name(), recorded ? *recorded : core::Scenario{});
        if (!scenario) return 2;
        const auto app = FigureSetup::startApplication();
        FigureSetup::applyLanguage(args);
        if (!ui::InteractivePage::available()) {
            context.err << "effsurf-cli export: this effsurf was built without the interactive page (EFFSURF_BUILD_WEB)\n";
            return 2;
        }
        // The surface's camera and E axis: asked for, else the preset's or session's, else the window's defaults.
        ui::ViewState view = FigureSetup::recordedView(args).value_or(recordedView ? *recordedView : ui::ViewState{});
        if (const auto camera = cameraPreset(args)) view.cameraPreset = int(*camera);
        if (args.has("log-e")) view.logarithmicEfficiency = true;
        QString error;
        if (!ui::InteractivePage::write(QString::fromStdString(path), figure, *scenario, &view, &error)) {
            context.err << "effsurf-cli export: " << error.toStdString() << '\n';
            return 2;
        }
        Report report;
        auto& table = report.addTable("written", "", {{"figure", "figure"}, {"file", "file"}});
        table.rows.push_back({figure.toStdString(), path});
        report.render(context.out, args.has("json"));
        return 0;
    }

    /// A tour as one page: its steps, narration and formulas, each step's scenario on the page's surface and charts.
    int exportLecture(const ParsedArguments& args, const std::string& out, CommandContext& context) const {
        if (args.has("figure") && QString::fromStdString(*args.value("figure")).toLower() != QLatin1String("all"))
            throw UsageError("--lecture shows the surface and every chart: leave out --figure");
        if (const auto format = args.value("format"); format && QString::fromStdString(*format).toLower() != QLatin1String("html"))
            throw UsageError("--lecture writes an interactive page: --format html, not " + *format);
        const QString suffix = QFileInfo(QString::fromStdString(out)).suffix().toLower();
        if (!suffix.isEmpty() && suffix != QLatin1String("html") && suffix != QLatin1String("htm") && !OutputFiles::isDirectory(out))
            throw UsageError("--out '" + out + "' ends in ." + suffix.toStdString() + " but --lecture writes an .html page");
        for (const char* option : {"dpi", "size", "layout", "style", "sidecar", "transparent", "from-figure", "camera", "log-e", "tour"})
            if (args.has(option))
                throw UsageError(std::string("--") + option + " does not apply to a lecture's page (each step has its view)");
        if (!FigureSetup::displayAvailable(false, context, name())) return 2;
        const auto app = FigureSetup::startApplication();
        FigureSetup::applyLanguage(args);
        // A built-in tour in the language asked for (the window exports it in its own); a tour file as written.
        const core::Tour tour = ui::BuiltinTours::inLanguage(FigureSetup::tour(*args.value("lecture"), "--lecture"));
        std::string path = out;
        if (OutputFiles::isDirectory(out)) {
            OutputFiles::makeDirectory(out);
            // The tour's id as the file's name, reduced to letters, digits, '.', '_' and '-': a tour file's id never
            // leads out of the folder ("../x").
            QString name =
                QString::fromStdString(tour.id).replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("-"));
            if (name.isEmpty() || name.startsWith(QLatin1Char('.'))) name.prepend(QStringLiteral("lecture"));
            path = QDir(QString::fromStdString(out)).filePath(name + QStringLiteral(".html")).toStdString();
        } else if (suffix.isEmpty()) {
            path += ".html";
        }
        OutputFiles::refuseToReplace({path}, args.has("force"));
        const auto base = FigureSetup::scenario(args, context, name(), core::Scenario{});
        if (!base) return 2;
        if (!ui::InteractivePage::available()) {
            context.err << "effsurf-cli export: this effsurf was built without the interactive page (EFFSURF_BUILD_WEB)\n";
            return 2;
        }
        QString error;
        if (!ui::InteractivePage::writeLecture(QString::fromStdString(path), tour, *base, &error)) {
            context.err << "effsurf-cli export: " << error.toStdString() << '\n';
            return 2;
        }
        Report report;
        auto& table = report.addTable("written", "", {{"figure", "figure"}, {"file", "file"}});
        table.rows.push_back({"lecture " + tour.id + " (" + std::to_string(tour.steps.size()) + " steps)", path});
        report.render(context.out, args.has("json"));
        return 0;
    }

    /// --camera, if given.
    static std::optional<ui::SurfaceView::CameraPreset> cameraPreset(const ParsedArguments& args) {
        const auto given = args.value("camera");
        if (!given) return std::nullopt;
        const std::size_t index = core::ViewNames::cameras().indexOf(*given);
        if (index == core::NameList::npos)
            throw UsageError("unknown --camera '" + *given + "'; expected " + core::ViewNames::cameras().joined());
        return ui::SurfaceView::CameraPreset(index);
    }

    /// --format, else what the extension of --out says, else `fallback` (PNG,
    /// or the format of the figure drawn again); and whether it was asked
    /// for. An --out whose extension says another format is refused.
    static std::pair<ui::FigureExporter::Format, bool> chosenFormat(const ParsedArguments& args, const std::string& out,
                                                                    ui::FigureExporter::Format fallback) {
        // The extension of a file name (not of a directory): "" when it names no format.
        const QString named = OutputFiles::isDirectory(out) ? QString() : QString::fromStdString(out);
        bool namesFormat = false;
        const auto byName = ui::FigureExporter::parseFormat(QFileInfo(named).suffix(), &namesFormat);
        if (const auto text = args.value("format")) {
            bool ok = false;
            const auto format = ui::FigureExporter::parseFormat(QString::fromStdString(*text), &ok);
            if (!ok) throw UsageError("unknown --format '" + *text + "'; expected png, svg, pdf, csv or tex");
            if (namesFormat && byName != format)
                throw UsageError("--out '" + out + "' ends in ." + ui::FigureExporter::formatId(byName).toStdString() +
                                 " but --format is " + ui::FigureExporter::formatId(format).toStdString() +
                                 ": make them agree (or leave --format out)");
            return {format, true};
        }
        return {namesFormat ? byName : fallback, false};
    }

    /// --style, then --width, --height, --font, --font-size and --line-width over it (each
    /// over `start`: the defaults, or the style of the figure drawn again).
    static ui::FigureStyle styleOption(const ParsedArguments& args, const ui::FigureStyle& start) {
        ui::FigureStyle style = start;
        if (const auto id = args.value("style")) {
            const auto preset = ui::FigureStyle::named(QString::fromStdString(*id));
            if (!preset)
                throw UsageError("unknown --style '" + *id + "'; expected " +
                                 ui::FigureStyle::ids().join(QStringLiteral(", ")).toStdString());
            style = *preset;
        }
        const auto inches = [&](const char* option, double& value) {
            if (!args.has(option)) return;
            value = positiveOption(args, option);
            if (value < ui::FigureStyle::kMinInches || value > ui::FigureStyle::kMaxInches)
                throw core::InvalidParameter(std::string("--") + option, "must be from 1 to 48 inches");
            style.id = QStringLiteral("custom");
        };
        inches("width", style.widthInches);
        inches("height", style.heightInches);
        if (args.has("font-size")) {
            style.fontPoints = positiveOption(args, "font-size");
            if (style.fontPoints < ui::FigureStyle::kMinPoints || style.fontPoints > ui::FigureStyle::kMaxPoints)
                throw core::InvalidParameter("--font-size", "must be from 4 to 72 points");
        }
        if (args.has("line-width")) {
            style.lineScale = positiveOption(args, "line-width");
            if (style.lineScale < ui::FigureStyle::kMinLineScale || style.lineScale > ui::FigureStyle::kMaxLineScale)
                throw core::InvalidParameter("--line-width", "must be from 0.25 to 4 (a multiple of the screen's widths)");
            style.id = QStringLiteral("custom");
        }
        if (const auto family = args.value("font")) {
            if (family->empty()) throw core::InvalidParameter("--font", "must name a font family");
            style.fontFamily = QString::fromStdString(*family);
        }
        return style;
    }

    /// --layout CxR for `count` panels, else `recorded`, else one row up to
    /// three panels and two or three columns beyond.
    static QSize layoutOption(const ParsedArguments& args, int count, const QSize& recorded) {
        if (const auto text = args.value("layout")) {
            const QStringList parts = QString::fromStdString(*text).toLower().split(QLatin1Char('x'));
            bool okColumns = false, okRows = false;
            const int columns = parts.size() == 2 ? parts[0].toInt(&okColumns) : 0;
            const int rows = parts.size() == 2 ? parts[1].toInt(&okRows) : 0;
            if (!okColumns || !okRows || columns < 1 || rows < 1)
                throw core::InvalidParameter("--layout", "expected COLUMNSxROWS, e.g. 3x1, not '" + *text + "'");
            if (columns * rows < count)
                throw core::InvalidParameter(
                    "--layout", *text + " has room for " + std::to_string(columns * rows) + " panels, not " + std::to_string(count));
            return {columns, rows};
        }
        if (recorded.isValid() && recorded.width() * recorded.height() >= count) return recorded;
        if (count <= 3) return {count, 1};
        return count == 4 ? QSize(2, 2) : QSize(3, 2);
    }

    /// The file of each figure: inside a directory, the file itself for one
    /// figure (with the format's extension), or PATH-figure.ext for several.
    static std::vector<std::string> targetPaths(const QStringList& figures, const std::string& out, ui::FigureExporter::Format format) {
        std::vector<std::string> paths;
        const QString base = QString::fromStdString(out);
        for (const QString& name : figures) {
            // The surface has no CSV form: with --figure all --format csv it is a PNG.
            const auto own = name == QLatin1String("surface") && format == ui::FigureExporter::Format::Csv
                                 ? ui::FigureExporter::Format::Png
                                 : format;  // (the fit table is in "all" only as CSV)
            const QString extension = ui::FigureExporter::formatId(own);
            QString path;
            if (OutputFiles::isDirectory(out)) {
                path = QString::fromStdString(OutputFiles::inside(out, (name + QLatin1Char('.') + extension).toStdString()));
            } else if (figures.size() == 1) {
                path = ui::FigureExporter::pathForFormat(base, own);
            } else {
                const QString prefix =
                    ui::FigureExporter::formatOfPath(base) ? base.left(base.size() - QFileInfo(base).suffix().size() - 1) : base;
                path = QStringLiteral("%1-%2.%3").arg(prefix, name, extension);
            }
            paths.push_back(path.toStdString());
        }
        return paths;
    }
};

}  // namespace

std::unique_ptr<Command> makeExportCommand() { return std::make_unique<ExportCommand>(); }

}  // namespace effsurf::cli

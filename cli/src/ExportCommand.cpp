#include "effsurf/cli/Command.h"
#include "effsurf/cli/FigureSetup.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/OutputFiles.h"
#include "effsurf/cli/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QApplication>
#include <QFileInfo>

#include <cmath>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace effsurf::cli {
namespace {

/// `export`: the window's figures without a window (headless).
class ExportCommand final : public Command {
public:
    std::string name() const override { return "export"; }
    std::string summary() const override {
        return "Render figures (speedup, efficiency, performance, plane, surface) to PNG, SVG, PDF or CSV.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("figure", "NAME", "speedup, efficiency, performance, plane, surface or all (required unless --from-figure)")
            .addOption("from-figure", "FILE",
                       "draw a figure again from the scenario it records: FILE is a PNG, SVG, PDF or CSV that effsurf "
                       "wrote, or its sidecar .json; its figure, format, size, title and caption are the defaults, "
                       "the options here override them (not with --session or --preset)")
            .addOption("format", "FMT", "png, svg, pdf or csv (default: the extension of --out, else png; the surface: png only)")
            .addOption("dpi", "D", "PNG resolution of a 6.4 x 4 inch figure (default 150)")
            .addOption("size", "WxH", "PNG size in pixels instead of --dpi (surface: up to 8192)")
            .addOption("title", "TEXT", "a title instead of the chart's own")
            .addOption("camera", "PRESET", "surface: isometric (default), front or top (a heat map)")
            .addFlag("log-e", "surface: logarithmic efficiency axis (10^-4 .. 1)")
            .addFlag("no-caption", "leave the parameter caption out of the figure")
            .addFlag("transparent", "PNG with a transparent background")
            .addFlag("sidecar", "also write OUT.json with the parameters")
            .addFlag("force", "replace files that exist (without it, nothing is written over)")
            .addOption("out", "PATH",
                       "output file (its extension follows --format); a directory (existing, or ending in /) receives "
                       "FIGURE.EXT inside; with --figure all and a file name, a prefix: PATH-speedup.png, ... (required)")
            .setEpilog("Charts need no display. The 3D surface needs OpenGL: run under xvfb-run on a server.\n"
                       "An --out whose extension contradicts --format is refused, as is any existing file unless --force.\n"
                       "Every figure records its whole scenario (PNG text chunk \"effsurf\", SVG <desc>, PDF XMP metadata,\n"
                       "CSV comment, sidecar), so --from-figure redraws it, e.g. at another size or in another format.\n"
                       "Example: " + program + " export --figure speedup --format png --dpi 300 --out speedup.png\n"
                       "Example: " + program + " export --from-figure speedup.png --format pdf --out speedup.pdf");
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
        if (!args.has("figure") && !source) throw UsageError("missing required option --figure (or --from-figure)");
        const QString figure = args.has("figure") ? QString::fromStdString(*args.value("figure")).toLower() : source->figure;
        const std::string out = args.required("out");
        QStringList figures;
        if (figure == QLatin1String("all")) figures = ui::FigureExporter::figureNames();
        else if (ui::FigureExporter::figureNames().contains(figure)) figures << figure;
        else throw UsageError("unknown --figure '" + figure.toStdString() + "'; expected speedup, efficiency, performance, plane, surface or all");

        ui::FigureExporter::Options options = source ? source->options : ui::FigureExporter::Options{};
        const auto [format, explicitFormat] = chosenFormat(args, out, options.format);
        options.format = format;
        if (explicitFormat && format != ui::FigureExporter::Format::Png && figures == QStringList{QStringLiteral("surface")})
            throw UsageError("--figure surface: the 3D surface exports as PNG only, not --format " +
                             ui::FigureExporter::formatId(format).toStdString());
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
        const std::vector<std::string> paths = targetPaths(figures, out, format);
        std::vector<std::string> written = paths;
        if (options.sidecar)
            for (const auto& path : paths) written.push_back(path + ".json");
        OutputFiles::refuseToReplace(written, args.has("force"));

        if (!FigureSetup::displayAvailable(figures.contains(QStringLiteral("surface")), context, name())) return 2;
        const auto scenario = FigureSetup::scenario(args, context, name(), source ? source->scenario : core::Scenario{});
        if (!scenario) return 2;
        if (OutputFiles::isDirectory(out)) OutputFiles::makeDirectory(out);
        const auto app = FigureSetup::startApplication();

        Report report;
        auto& table = report.addTable("written", "", {{"figure", "figure"}, {"file", "file"}});
        for (int i = 0; i < figures.size(); ++i) {
            const QString& name = figures[i];
            const QString path = QString::fromStdString(paths[std::size_t(i)]);
            QString error;
            bool ok = false;
            if (name == QLatin1String("surface")) {
                ui::FigureExporter::Options surfaceOptions = options;
                surfaceOptions.format = ui::FigureExporter::Format::Png;
                ui::SurfaceView view;
                view.resize(800, 600);
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
    /// --camera, if given.
    static std::optional<ui::SurfaceView::CameraPreset> cameraPreset(const ParsedArguments& args) {
        const auto given = args.value("camera");
        if (!given) return std::nullopt;
        const QString name = QString::fromStdString(*given).toLower();
        if (name == QLatin1String("isometric")) return ui::SurfaceView::CameraPreset::Isometric;
        if (name == QLatin1String("front")) return ui::SurfaceView::CameraPreset::Front;
        if (name == QLatin1String("top")) return ui::SurfaceView::CameraPreset::Top;
        throw UsageError("unknown --camera '" + name.toStdString() + "'; expected isometric, front or top");
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
            if (!ok) throw UsageError("unknown --format '" + *text + "'; expected png, svg, pdf or csv");
            if (namesFormat && byName != format)
                throw UsageError("--out '" + out + "' ends in ." + ui::FigureExporter::formatId(byName).toStdString() +
                                 " but --format is " + ui::FigureExporter::formatId(format).toStdString() +
                                 ": make them agree (or leave --format out)");
            return {format, true};
        }
        return {namesFormat ? byName : fallback, false};
    }

    /// The file of each figure: inside a directory, the file itself for one
    /// figure (with the format's extension), or PATH-figure.ext for several.
    static std::vector<std::string> targetPaths(const QStringList& figures, const std::string& out,
                                                ui::FigureExporter::Format format) {
        std::vector<std::string> paths;
        const QString base = QString::fromStdString(out);
        for (const QString& name : figures) {
            const auto own = name == QLatin1String("surface") ? ui::FigureExporter::Format::Png : format;
            const QString extension = ui::FigureExporter::formatId(own);
            QString path;
            if (OutputFiles::isDirectory(out)) {
                path = QString::fromStdString(OutputFiles::inside(out, (name + QLatin1Char('.') + extension).toStdString()));
            } else if (figures.size() == 1) {
                path = ui::FigureExporter::pathForFormat(base, own);
            } else {
                const QString prefix = ui::FigureExporter::formatOfPath(base)
                                           ? base.left(base.size() - QFileInfo(base).suffix().size() - 1)
                                           : base;
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

#include "effsurf/cli/Command.h"
#include "effsurf/cli/FigureSetup.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QApplication>
#include <QFileInfo>

#include <cmath>
#include <memory>

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
        p.addOption("figure", "NAME", "speedup, efficiency, performance, plane, surface or all (required)")
            .addOption("format", "FMT", "png (default), svg, pdf or csv (the surface: png only)")
            .addOption("dpi", "D", "PNG resolution of a 6.4 x 4 inch figure (default 150)")
            .addOption("size", "WxH", "PNG size in pixels instead of --dpi (surface: up to 8192)")
            .addOption("title", "TEXT", "a title instead of the chart's own")
            .addFlag("no-caption", "leave the parameter caption out of the figure")
            .addFlag("transparent", "PNG with a transparent background")
            .addFlag("sidecar", "also write OUT.json with the parameters")
            .addOption("out", "PATH", "output file; with --figure all a prefix: PATH-speedup.png, ... (required)")
            .setEpilog("Charts need no display. The 3D surface needs OpenGL: run under xvfb-run on a server.\n"
                       "Example: " + program + " export --figure speedup --format png --dpi 300 --out speedup.png");
        FigureSetup::addScenarioOptions(p);
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const QString figure = QString::fromStdString(args.required("figure")).toLower();
        const std::string out = args.required("out");
        bool formatOk = false;
        ui::FigureExporter::Options options;
        options.format = ui::FigureExporter::parseFormat(QString::fromStdString(args.value("format").value_or("png")), &formatOk);
        if (!formatOk) throw UsageError("unknown --format '" + *args.value("format") + "'; expected png, svg, pdf or csv");
        if (args.has("dpi")) {
            const double dpi = positiveOption(args, "dpi");
            if (dpi < 10 || dpi > 2400 || std::floor(dpi) != dpi)
                throw core::InvalidParameter("--dpi", "must be a whole number from 10 to 2400");
            options.dpi = static_cast<int>(dpi);
        }
        if (const auto size = args.value("size")) {
            const auto grid = core::parseGridSize(*size, ui::FigureExporter::kMaxSurfacePixels, "--size");
            options.pixelSize = QSize(grid.rows, grid.columns);
        }
        options.caption = !args.has("no-caption");
        options.title = QString::fromStdString(args.value("title").value_or(""));
        options.transparent = args.has("transparent");
        options.sidecar = args.has("sidecar");

        QStringList figures;
        if (figure == QLatin1String("all")) figures = ui::FigureExporter::figureNames();
        else if (ui::FigureExporter::figureNames().contains(figure)) figures << figure;
        else throw UsageError("unknown --figure '" + figure.toStdString() + "'; expected speedup, efficiency, performance, plane, surface or all");
        if (!FigureSetup::displayAvailable(figures.contains(QStringLiteral("surface")), context, name())) return 2;
        const auto scenario = FigureSetup::scenario(args, context, name());
        if (!scenario) return 2;
        const auto app = FigureSetup::startApplication();

        Report report;
        auto& written = report.addTable("written", "", {{"figure", "figure"}, {"file", "file"}});
        for (const QString& name : figures) {
            QString path = QString::fromStdString(out);
            if (figures.size() > 1) {
                const QString extension = name == QLatin1String("surface") ? QStringLiteral("png")
                                                                           : QString::fromStdString(args.value("format").value_or("png")).toLower();
                path = QStringLiteral("%1-%2.%3").arg(path, name, extension);
            }
            QString error;
            bool ok = false;
            if (name == QLatin1String("surface")) {
                ui::FigureExporter::Options surfaceOptions = options;
                surfaceOptions.format = ui::FigureExporter::Format::Png;
                ui::SurfaceView view;
                view.resize(800, 600);
                ok = ui::FigureExporter::exportSurface(view, *scenario, path, surfaceOptions, &error);
            } else {
                ok = ui::FigureExporter::exportChart(name, *scenario, path, options, &error);
            }
            if (!ok) {
                context.err << "effsurf-cli export: " << error.toStdString() << '\n';
                return 2;
            }
            written.rows.push_back({name.toStdString(), path.toStdString()});
        }
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeExportCommand() { return std::make_unique<ExportCommand>(); }

}  // namespace effsurf::cli

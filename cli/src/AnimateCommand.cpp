// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/FigureSetup.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/cli/OutputFiles.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/scenario/Sweep.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/animation/FrameRecorder.h"
#include "effsurf/ui/figures/FigureExporter.h"

#include <QDir>
#include <QFile>

#include <cmath>

namespace effsurf::cli {
using core::Report;
namespace {

/// `animate`: the GUI's animation recording without a window.
class AnimateCommand final : public Command {
public:
    std::string name() const override { return "animate"; }
    std::string summary() const override {
        return "Record a sweep of s, N, precision or TOP500 edition as an animated GIF, an MP4 or WebM video, or PNG frames.";
    }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("sweep", "WHAT", "s, n, precision or edition (required)")
            .addOption("from", "X", "first value of s or N (default: s 1e-9, N 1)")
            .addOption("to", "X", "last value of s or N (default: s 1e-2, N 1e9)")
            .addOption("frames", "K", "number of frames (default 100; an edition sweep has at least one per edition)")
            .addOption("fps", "F", "frames per second of the GIF or video (default 25)")
            .addOption("figure", "NAME", "speedup (default), efficiency, performance, plane or surface")
            .addOption("size", "WxH", "frame size in pixels (default 1280x800)")
            .addOption("format", "FMT",
                       "gif (default: animation.gif), mp4 (animation.mp4, H.264), webm (animation.webm, "
                       "VP9) or png (the PNG frames only)")
            .addOption("quality", "Q", "the video's size/quality: small, balanced (default) or high (mp4 and webm)")
            .addFlag("no-frames", "write only the GIF or video, not the PNG frames beside it")
            .addFlag("no-gif", "the same as --format png (kept for older scripts)")
            .addOption("out", "DIR",
                       "the directory for animation.gif|mp4|webm and frame-0001.png ...: an existing one, "
                       "or one ending in / that is created (required)")
            .addFlag("force", "replace the frames, GIF and videos of an earlier recording in DIR")
            .setEpilog(
                "Charts need no display. The 3D surface needs OpenGL: run under xvfb-run on a server.\n"
                "MP4 plays in presentation programs and browsers, WebM (a free format) in browsers and VLC; GIF\n"
                "plays wherever images do but is 20-50 times larger. A cancelled or failed recording leaves no partial\n"
                "GIF or video.\n"
                "Example: " +
                program +
                " animate --sweep n --from 1 --to 1e9 --serial 1e-6 --frames 60 --format mp4 "
                "--no-frames --out lecture/");
        FigureSetup::addScenarioOptions(p);
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        core::Sweep sweep;
        try {
            sweep.quantity = core::parseSweepQuantity(args.required("sweep"));
        } catch (const core::InvalidParameter& e) {
            throw e.renamed("--sweep");
        }
        if (sweep.quantity == core::SweepQuantity::SerialFraction) {
            sweep.from = args.has("from") ? serialFractionOption(args, "from") : 1e-9;
            sweep.to = args.has("to") ? serialFractionOption(args, "to") : 1e-2;
        } else if (sweep.quantity == core::SweepQuantity::Processors) {
            sweep.from = args.has("from") ? processorsOption(args, "from") : 1.0;
            sweep.to = args.has("to") ? processorsOption(args, "to") : 1e9;
        } else if (args.has("from") || args.has("to")) {
            throw UsageError("--from and --to apply to s and n sweeps only");
        }
        const double frames = positiveOption(args, "frames", 100.0);
        if (std::floor(frames) != frames) throw core::InvalidParameter("--frames", "must be a whole number");
        sweep.frameCount = static_cast<int>(std::min(frames, double(core::Sweep::kMaxFrames + 1)));
        if (sweep.quantity == core::SweepQuantity::Edition) sweep.editions = resources::top500Catalog().editions();
        // A discrete sweep shows every precision or edition at least once.
        if (sweep.quantity == core::SweepQuantity::Edition || sweep.quantity == core::SweepQuantity::Precision)
            sweep.frameCount = std::max(sweep.frameCount, sweep.minimumFrames());
        try {
            sweep.validate();
        } catch (const core::InvalidParameter& e) {
            throw e.renamed("--" + e.field());
        }
        const double fps = positiveOption(args, "fps", 25.0);
        if (fps < 1 || fps > 100) throw core::InvalidParameter("--fps", "must be from 1 to 100");

        ui::FrameRecorder::Options options;
        options.directory = QString::fromStdString(args.required("out"));
        options.target = QString::fromStdString(args.value("figure").value_or("speedup")).toLower();
        if (options.target == QLatin1String("window") || !ui::FrameRecorder::targets().contains(options.target))
            throw UsageError("unknown --figure '" + options.target.toStdString() +
                             "'; expected speedup, efficiency, performance, plane or surface");
        if (const auto size = args.value("size")) {
            const auto grid = core::parseGridSize(*size, ui::FigureExporter::kMaxSurfacePixels, "--size");
            options.size = QSize(grid.rows, grid.columns);
        }
        options.framesPerSecond = static_cast<int>(std::lround(fps));
        if (const auto format = args.value("format")) {
            const auto parsed = ui::FrameRecorder::parseFormat(QString::fromStdString(*format));
            if (!parsed) throw UsageError("unknown --format '" + *format + "'; expected gif, mp4, webm or png");
            options.format = *parsed;
            if (args.has("no-gif") && options.format != ui::FrameRecorder::Format::PngFrames)
                throw UsageError("--no-gif means --format png: it contradicts --format " + *format);
        } else if (args.has("no-gif")) {
            options.format = ui::FrameRecorder::Format::PngFrames;
        }
        const bool video = options.format == ui::FrameRecorder::Format::Mp4 || options.format == ui::FrameRecorder::Format::WebM;
        if (const auto quality = args.value("quality")) {
            const auto parsed = ui::FrameRecorder::parseQuality(QString::fromStdString(*quality));
            if (!parsed) throw UsageError("unknown --quality '" + *quality + "'; expected small, balanced or high");
            if (!video) throw UsageError("--quality applies to --format mp4 and webm only");
            options.quality = *parsed;
        }
        if (args.has("no-frames") && options.format == ui::FrameRecorder::Format::PngFrames)
            throw UsageError("--no-frames leaves nothing to write with --format png");
        options.pngFrames = !args.has("no-frames");

        // A second recording into the same directory would mix its frames with the first's.
        const auto replaced = ui::FrameRecorder::existingOutputs(options.directory);
        std::vector<std::string> existing;
        for (const QString& path : replaced) existing.push_back(path.toStdString());
        OutputFiles::refuseToReplace(existing, args.has("force"));

        if (!FigureSetup::displayAvailable(options.target == QLatin1String("surface"), context, name())) return 2;
        const auto scenario = FigureSetup::scenario(args, context, name());
        if (!scenario) return 2;
        if (options.directory.endsWith(QLatin1Char('/'))) OutputFiles::makeDirectory(options.directory.toStdString());
        const auto app = FigureSetup::startApplication();

        // Asked to replace (every check passed): the whole earlier recording
        // goes, so that fewer new frames leave none of the old ones among them.
        for (const QString& path : replaced) QFile::remove(path);
        ui::FrameRecorder recorder(*scenario);
        QString error;
        const int written = recorder.record(sweep, options, {}, &error);
        if (!error.isEmpty()) {
            context.err << "effsurf-cli animate: " << error.toStdString() << '\n';
            return 2;
        }
        Report report;
        report.add("frames", "frames", Report::Cell(double(written), 10));
        if (options.pngFrames || options.format == ui::FrameRecorder::Format::PngFrames) {
            report.add("first", "first frame", ui::FrameRecorder::framePath(options.directory, 0).toStdString());
            report.add("last", "last frame", ui::FrameRecorder::framePath(options.directory, written - 1).toStdString());
        }
        if (options.format == ui::FrameRecorder::Format::Gif)
            report.add("gif", "animated GIF", ui::FrameRecorder::gifPath(options.directory).toStdString());
        if (video) {
            report.add("video", options.format == ui::FrameRecorder::Format::Mp4 ? "video (MP4, H.264)" : "video (WebM, VP9)",
                       ui::FrameRecorder::animationPath(options.directory, options.format).toStdString());
            report.add("quality", "quality", ui::FrameRecorder::qualityId(options.quality).toStdString());
        }
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeAnimateCommand() { return std::make_unique<AnimateCommand>(); }

}  // namespace effsurf::cli

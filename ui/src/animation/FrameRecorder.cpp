// SPDX-License-Identifier: MIT
#include "effsurf/ui/animation/FrameRecorder.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/ui/animation/AnimatedGifWriter.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controller/Workbench.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/SaveFile.h"
#include "effsurf/core/scenario/ViewNames.h"
#include "effsurf/ui/widgets/NameListText.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>

#include <memory>
#include <optional>

namespace effsurf::ui {

QStringList FrameRecorder::targets() { return NameListText::ids(core::ViewNames::animationTargets()); }

QString FrameRecorder::framePath(const QString& directory, int frame) {
    return QDir(directory).filePath(QStringLiteral("frame-%1.png").arg(frame + 1, 4, 10, QLatin1Char('0')));
}

QString FrameRecorder::formatId(Format format) {
    switch (format) {
        case Format::PngFrames: return QStringLiteral("png");
        case Format::Gif: return QStringLiteral("gif");
        case Format::Mp4: return QStringLiteral("mp4");
        case Format::WebM: return QStringLiteral("webm");
    }
    return {};
}

std::optional<FrameRecorder::Format> FrameRecorder::parseFormat(const QString& id) {
    for (const Format format : {Format::PngFrames, Format::Gif, Format::Mp4, Format::WebM})
        if (id.compare(formatId(format), Qt::CaseInsensitive) == 0) return format;
    return std::nullopt;
}

QString FrameRecorder::qualityId(VideoWriter::Quality quality) {
    switch (quality) {
        case VideoWriter::Quality::Small: return QStringLiteral("small");
        case VideoWriter::Quality::Balanced: return QStringLiteral("balanced");
        case VideoWriter::Quality::High: return QStringLiteral("high");
    }
    return {};
}

std::optional<VideoWriter::Quality> FrameRecorder::parseQuality(const QString& id) {
    for (const auto quality : {VideoWriter::Quality::Small, VideoWriter::Quality::Balanced, VideoWriter::Quality::High})
        if (id.compare(qualityId(quality), Qt::CaseInsensitive) == 0) return quality;
    return std::nullopt;
}

QString FrameRecorder::gifPath(const QString& directory) { return animationPath(directory, Format::Gif); }

QString FrameRecorder::animationPath(const QString& directory, Format format) {
    if (format == Format::PngFrames) return {};
    return QDir(directory).filePath(QStringLiteral("animation.") + formatId(format));
}

namespace {
/// The VideoWriter format of a video recording format.
VideoWriter::Format videoFormat(FrameRecorder::Format format) {
    return format == FrameRecorder::Format::Mp4 ? VideoWriter::Format::Mp4H264 : VideoWriter::Format::WebmVp9;
}
}  // namespace

QStringList FrameRecorder::existingOutputs(const QString& directory) {
    QStringList existing;
    const QDir dir(directory);
    if (!dir.exists()) return existing;
    for (const QString& name : dir.entryList({QStringLiteral("frame-[0-9][0-9][0-9][0-9].png")}, QDir::Files, QDir::Name))
        existing << dir.filePath(name);
    for (const Format format : {Format::Gif, Format::Mp4, Format::WebM})
        if (QFileInfo::exists(animationPath(directory, format))) existing << animationPath(directory, format);
    return existing;
}

int FrameRecorder::record(const core::Sweep& sweep, const Options& options, const std::function<bool(int, int)>& progress, QString* error) {
    const auto fail = [&](const QString& message) {
        if (error) *error = message;
    };
    try {
        sweep.validate();
    } catch (const core::InvalidParameter& e) {
        fail(QStringLiteral("animation: %1").arg(QString::fromUtf8(e.what())));
        return 0;
    }
    if (!targets().contains(options.target) || (!workbench_ && options.target == QLatin1String("window"))) {
        fail(QStringLiteral("unknown target '%1' (expected %2)").arg(options.target, targets().join(QStringLiteral(", "))));
        return 0;
    }
    const QFileInfo dir(options.directory);
    if (!dir.isDir() || !dir.isWritable()) {
        fail(QStringLiteral("cannot write frames to '%1': %2")
                 .arg(options.directory, dir.exists() ? QStringLiteral("not a writable directory") : QStringLiteral("no such directory")));
        return 0;
    }
    const bool video = options.format == Format::Mp4 || options.format == Format::WebM;
    QString missingEncoder;
    if (video && !VideoWriter::isAvailable(videoFormat(options.format), &missingEncoder)) {
        fail(QStringLiteral("cannot write '%1': %2").arg(animationPath(options.directory, options.format), missingEncoder));
        return 0;
    }
    const bool keepFrames = options.format == Format::PngFrames || options.pngFrames;
    // Charts are drawn through their PNG figure; without PNG frames that goes to a scratch directory.
    std::optional<QTemporaryDir> scratch;
    if (!keepFrames) {
        scratch.emplace();
        if (!scratch->isValid()) {
            fail(QStringLiteral("cannot draw frames: no temporary directory: %1").arg(scratch->errorString()));
            return 0;
        }
    }

    const core::Scenario base = workbench_ ? workbench_->controller()->scenario() : base_;
    std::unique_ptr<SurfaceView> ownSurface;  // headless surface frames: a view of our own
    const ChartLook figureLook = ChartLook::light();
    std::unique_ptr<AnimatedGifWriter> gif;
    std::unique_ptr<VideoWriter> videoWriter;
    int written = 0;
    QString problem;
    for (int frame = 0; frame < sweep.frameCount && problem.isEmpty(); ++frame) {
        const core::Scenario state = showFrame(sweep, base, frame);
        const QString path = keepFrames ? framePath(options.directory, frame) : scratch->filePath(QStringLiteral("frame.png"));
        QImage image;
        if (options.target == QLatin1String("window")) {
            image = workbench_->grabWindowImage();
        } else if (options.target == QLatin1String("surface")) {
            if (!workbench_ && !ownSurface) ownSurface = std::make_unique<SurfaceView>();
            SurfaceView* view = workbench_ ? workbench_->surfaceView() : ownSurface.get();
            if (!view->isAvailable()) {
                problem = QStringLiteral("the 3D surface cannot be recorded: %1").arg(view->unavailableReason());
                break;
            }
            if (!workbench_) view->render(state, true, quint64(frame + 1));
            image = view->renderToImage(options.size, 8, &figureLook);
        } else {
            FigureExporter::Options figure;
            figure.pixelSize = options.size;
            if (!FigureExporter::exportChart(options.target, state, path, figure, &problem)) break;
            image.load(path);
        }
        if (image.isNull()) {
            problem = QStringLiteral("frame %1 could not be drawn").arg(frame + 1);
            break;
        }
        if (keepFrames && (options.target == QLatin1String("window") || options.target == QLatin1String("surface"))) {
            SaveFile file(path, false);  // hundreds of frames: renamed into place, not each synced
            if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
                problem = file.errorMessage();
                break;
            }
        }
        ++written;
        if (options.format == Format::Gif) {
            if (!gif) {
                const int delayMs = 1000 / std::max(options.framesPerSecond, 1);
                gif = std::make_unique<AnimatedGifWriter>(gifPath(options.directory), image.size(), delayMs);
                if (!gif->open(&problem)) break;
            }
            if (!gif->addFrame(image, &problem)) break;
        } else if (video) {
            if (!videoWriter) {
                videoWriter = std::make_unique<VideoWriter>(animationPath(options.directory, options.format), videoFormat(options.format),
                                                            image.size(), std::max(options.framesPerSecond, 1), options.quality);
                if (!videoWriter->open(&problem)) break;
            }
            if (!videoWriter->addFrame(image, &problem)) break;
        }
        if (progress && !progress(written, sweep.frameCount)) problem = QStringLiteral("recording cancelled after %1 frames").arg(written);
    }
    if (gif) {
        if (problem.isEmpty()) gif->finish(&problem);
        else gif->cancel();
    }
    if (videoWriter) {
        if (problem.isEmpty()) videoWriter->finish(&problem);
        else videoWriter->cancel();
    }
    if (workbench_) {
        workbench_->controller()->restore(base);
        workbench_->controller()->flush();
    }
    if (!problem.isEmpty()) fail(problem);
    return written;
}

core::Scenario FrameRecorder::showFrame(const core::Sweep& sweep, const core::Scenario& base, int frame) {
    const core::Scenario state = sweep.at(base, frame);
    if (!workbench_) return state;
    // Not an edit: no undo step, and the views draw at full quality.
    workbench_->controller()->restore(state);
    workbench_->controller()->flush();
    return workbench_->controller()->scenario();
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QString>

namespace effsurf::test {

/// What FFmpeg's own demuxer and decoder find in a video file: an
/// independent read-back of VideoWriter's output (nothing of the writer is used).
struct VideoProbe {
    QString error;      ///< empty when the whole file was read and decoded
    QString container;  ///< libavformat's name, "mov,mp4,m4a,3gp,3g2,mj2" or "matroska,webm"
    QString codec;      ///< "h264", "vp9"
    int width = 0;
    int height = 0;
    int decodedFrames = 0;  ///< frames the decoder gave back, to the end of the file
    double framesPerSecond = 0.0;
    QImage frame;  ///< the decoded frame asked for, as RGB32 (null if there was none)
};

/// Demuxes and decodes every frame of `path`; keeps frame `keep` (0-based) as an image.
VideoProbe probeVideo(const QString& path, int keep = 0);

}  // namespace effsurf::test

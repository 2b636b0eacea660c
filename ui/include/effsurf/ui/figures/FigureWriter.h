// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/figures/FigureExporter.h"

#include <QByteArray>
#include <QColor>
#include <QSizeF>
#include <QString>

#include <functional>

class QImage;
class QPainter;

namespace effsurf::ui {

/// Writes one page of figure, painted by a callback in logical units (1/96
/// inch), as PNG (at a DPI or an exact pixel size), SVG or PDF (vector, text
/// as text), atomically, with the figure's title, caption and metadata where
/// each format keeps them (PNG text chunks, SVG <title>/<desc>, PDF title and
/// XMP). What the exporter's charts, the vector surface and multi-panel
/// figures share.
class FigureWriter {
public:
    /// Pages are laid out in logical pixels of 1/96 inch (Qt's and CSS's).
    static constexpr double kLogicalDpi = 96.0;
    /// The ink of a figure's caption.
    static QColor captionColor() { return QColor(0x40, 0x40, 0x50); }

    struct Page {
        QSizeF logical;  ///< inches x 96
        QString title;
        QString caption;
        QByteArray metadata;  ///< FigureMetadata's JSON
        FigureExporter::Options options;
    };
    using Paint = std::function<void(QPainter&)>;

    /// False and `error` (naming the file) on failure; nothing is left behind then.
    static bool write(const QString& path, const Page& page, const Paint& paint, QString* error);
    /// Writes `image` as PNG through SaveFile (atomically, the device's reason on failure).
    static bool writePng(const QImage& image, const QString& path, QString* error);
    /// PNG pixels of the page for the options (dpi x inches, or the exact size).
    static QSize pixelSize(const Page& page);
};

}  // namespace effsurf::ui

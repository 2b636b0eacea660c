// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/FigureWriter.h"

#include "effsurf/core/Version.h"
#include "effsurf/ui/figures/FigureMetadata.h"
#include "effsurf/ui/widgets/SaveFile.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <cmath>

namespace effsurf::ui {
namespace {

/// Whether this Qt's QSvgGenerator escapes the title and description itself:
/// Qt 6.4 writes them as they are (a series named "a & b" made the file
/// invalid XML), Qt 6.8 escapes them (escaping them again wrote "&amp;quot;",
/// and no reader found the metadata). Asked of the generator once, not of
/// the version number.
bool svgGeneratorEscapesText() {
    static const bool escapes = [] {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator probe;
        probe.setOutputDevice(&buffer);
        probe.setSize(QSize(1, 1));
        probe.setDescription(QStringLiteral("&"));
        { QPainter painter(&probe); }
        return buffer.data().contains("&amp;");
    }();
    return escapes;
}

/// `text` as QSvgGenerator must be given it to appear once escaped in the file.
QString forSvgGenerator(const QString& text) { return svgGeneratorEscapesText() ? text : text.toHtmlEscaped(); }

QString software() { return QStringLiteral("effsurf %1").arg(QString::fromLatin1(core::kVersion)); }

}  // namespace

bool FigureWriter::writePng(const QImage& image, const QString& path, QString* error) {
    SaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorMessage();
        return false;
    }
    QImageWriter writer(&file, "png");
    if (!writer.write(image)) {
        // The device's reason first: the PNG writer only says "Device error".
        if (error) *error = file.errorMessage(writer.errorString());
        file.cancelWriting();
        return false;
    }
    if (file.commit()) return true;
    if (error) *error = file.errorMessage();
    return false;
}

QSize FigureWriter::pixelSize(const Page& page) {
    if (page.options.pixelSize.isValid()) return page.options.pixelSize;
    const double inchesWide = page.logical.width() / FigureWriter::kLogicalDpi,
                 inchesHigh = page.logical.height() / FigureWriter::kLogicalDpi;
    return {static_cast<int>(std::lround(inchesWide * page.options.dpi)), static_cast<int>(std::lround(inchesHigh * page.options.dpi))};
}

bool FigureWriter::write(const QString& path, const Page& page, const Paint& paint, QString* error) {
    const QRectF logical(QPointF(0, 0), page.logical);
    switch (page.options.format) {
        case FigureExporter::Format::Png: {
            const QSize pixels = pixelSize(page);
            if (pixels.isEmpty() || pixels.width() > FigureExporter::kMaxSurfacePixels ||
                pixels.height() > FigureExporter::kMaxSurfacePixels) {
                if (error)
                    *error = QStringLiteral("%1: a PNG of %2x%3 pixels is outside 1..%4 a side")
                                 .arg(path)
                                 .arg(pixels.width())
                                 .arg(pixels.height())
                                 .arg(FigureExporter::kMaxSurfacePixels);
                return false;
            }
            QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
            image.fill(page.options.transparent ? Qt::transparent : Qt::white);
            // Points resolve at 96 DPI while painting (the logical units);
            // the scale carries them to the image's pixels.
            const int logicalDpm = static_cast<int>(std::lround(FigureWriter::kLogicalDpi / 0.0254));
            image.setDotsPerMeterX(logicalDpm);
            image.setDotsPerMeterY(logicalDpm);
            {
                QPainter painter(&image);
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setRenderHint(QPainter::TextAntialiasing);
                painter.scale(pixels.width() / logical.width(), pixels.height() / logical.height());
                paint(painter);
            }
            const double dpi = FigureWriter::kLogicalDpi * pixels.width() / logical.width();
            image.setDotsPerMeterX(static_cast<int>(std::lround(dpi / 0.0254)));
            image.setDotsPerMeterY(static_cast<int>(std::lround(dpi / 0.0254)));
            image.setText(QStringLiteral("Title"), page.title);
            image.setText(QStringLiteral("Description"), page.caption);
            image.setText(QStringLiteral("Software"), software());
            image.setText(QString::fromLatin1(FigureMetadata::kPngKey), QString::fromUtf8(page.metadata));
            return writePng(image, path, error);
        }
        case FigureExporter::Format::Svg: {
            QBuffer buffer;
            QSvgGenerator svg;
            svg.setOutputDevice(&buffer);
            svg.setSize(page.logical.toSize());
            svg.setViewBox(logical);
            svg.setResolution(static_cast<int>(FigureWriter::kLogicalDpi));
            // Escaped once in the file, by Qt or by us (see svgGeneratorEscapesText).
            svg.setTitle(forSvgGenerator(page.title));
            // The caption for people, the metadata on a line of its own for FigureMetadata::read.
            svg.setDescription(forSvgGenerator(page.caption + QLatin1Char('\n') + QString::fromUtf8(page.metadata)));
            {
                QPainter painter(&svg);
                painter.setRenderHint(QPainter::Antialiasing);
                paint(painter);
            }
            return SaveFile::writeAll(path, buffer.data(), error);
        }
        case FigureExporter::Format::Pdf: {
            QBuffer buffer;
            buffer.open(QIODevice::WriteOnly);
            {
                QPdfWriter pdf(&buffer);
                pdf.setPageSize(
                    QPageSize(QSizeF(page.logical.width() / FigureWriter::kLogicalDpi, page.logical.height() / FigureWriter::kLogicalDpi),
                              QPageSize::Inch));
                pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
                pdf.setResolution(static_cast<int>(FigureWriter::kLogicalDpi));
                pdf.setTitle(page.title + QStringLiteral(" \u2014 ") + page.caption);
                pdf.setCreator(software());
                // The document information dictionary stores text as UTF-16 with
                // escapes; the XMP packet keeps the JSON readable as it is.
                pdf.setDocumentXmpMetadata(FigureMetadata::xmpPacket(page.title, page.caption, page.metadata));
                QPainter painter(&pdf);
                painter.setRenderHint(QPainter::Antialiasing);
                paint(painter);
            }
            return SaveFile::writeAll(path, buffer.data(), error);
        }
        case FigureExporter::Format::Csv:
        case FigureExporter::Format::Tex: break;
    }
    if (error) *error = QStringLiteral("%1: a drawing has no %2 form").arg(path, FigureExporter::formatId(page.options.format).toUpper());
    return false;
}

}  // namespace effsurf::ui

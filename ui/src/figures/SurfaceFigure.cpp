// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/SurfaceFigure.h"
#include "effsurf/ui/figures/FigureWriter.h"

#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/surface/GradientLegend.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace effsurf::ui {
namespace {

/// Lengths below are logical pixels of a 6.4 x 4 inch figure at 96 DPI,
/// scaled with the figure's DPI, as the 2D charts are.
constexpr double kMargin = 8.0;
constexpr double kGap = 6.0;
/// Points at the figure's DPI.
constexpr double kTickPoints = 9.0;
constexpr double kCaptionPoints = 8.5;
constexpr double kTitlePoints = 11.0;

/// The graph is first drawn this much smaller than on screen: room around it,
/// so that nothing (the 10^12 label, a raised system label) leaves the image.
/// Cropping to what was drawn then removes the room again.
constexpr double kFirstZoom = 0.8;
constexpr int kMaxProbeAttempts = 6;
/// The probe that finds where the graph lands: small and cheap.
constexpr int kProbeWidth = 640;
constexpr int kProbeSamples = 2;
/// Largest side rendered (the export's own limit; a larger crop is scaled).
constexpr int kMaxRenderSide = 8192;
/// Pixels kept around the drawn content: anti-aliased edges fade into it.
constexpr int kCropPadding = 2;

QFont figureFont(double points, double dpi, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(points * dpi / 72.0))));
    font.setBold(bold);
    return font;
}

int textHeight(const QFont& font, const QString& text, int width) {
    if (text.isEmpty()) return 0;
    const QRectF box = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignHCenter, text);
    return static_cast<int>(std::ceil(box.height()));
}

bool touchesEdge(const QRect& content, const QSize& size) {
    return content.left() <= 0 || content.top() <= 0 || content.right() >= size.width() - 1 || content.bottom() >= size.height() - 1;
}

/// Multisampling costs memory per pixel; big renders are smoothed by the
/// downscale to the figure anyway.
int samplesFor(const QSize& size) {
    const double pixels = double(size.width()) * double(size.height());
    return pixels <= 5e6 ? 8 : pixels <= 16e6 ? 4 : 2;
}

}  // namespace

QRect SurfaceFigure::contentBounds(const QImage& input, const QColor& background, int tolerance) {
    return SurfaceView::drawnBounds(input, background, tolerance);
}

QImage SurfaceFigure::compose(SurfaceView& view, const Spec& spec, Layout* layout) {
    if (!view.isAvailable() || spec.size.isEmpty()) return {};
    const ChartLook look = ChartLook::light();  // a figure's look is not the screen's theme
    const double dpi = spec.dpi > 0.0 ? spec.dpi : FigureWriter::kLogicalDpi;
    const double unit = dpi / FigureWriter::kLogicalDpi;
    const int width = spec.size.width();
    const int height = spec.size.height();
    const int margin = static_cast<int>(std::lround(kMargin * unit));
    const int gap = static_cast<int>(std::lround(kGap * unit));
    const int inner = std::max(width - 2 * margin, 1);
    const bool logarithmic = view.logarithmicEfficiency();
    const QFont tickFont = figureFont(kTickPoints, dpi);
    const QFont captionFont = figureFont(kCaptionPoints, dpi);
    const QFont titleFont = figureFont(kTitlePoints, dpi, true);
    const int titleHeight = textHeight(titleFont, spec.title, inner);
    const int captionHeight = textHeight(captionFont, spec.caption, inner);
    const int titleBlock = titleHeight > 0 ? titleHeight + gap : 0;
    const int captionBlock = captionHeight > 0 ? captionHeight + gap : 0;
    const int barWidth = static_cast<int>(std::ceil(GradientLegend::preferredWidth(logarithmic, tickFont)));
    const QSize region(std::max(inner - barWidth - gap, 16), std::max(height - 2 * margin - titleBlock - captionBlock, 16));

    // Where the graph lands, from a small render; smaller still while it
    // touches an edge (then something may be cut off).
    QSize probe = region;
    if (probe.width() > kProbeWidth) probe = QSize(kProbeWidth, std::max(1, region.height() * kProbeWidth / region.width()));
    double zoom = kFirstZoom;
    QRect probed;
    for (int attempt = 0; attempt < kMaxProbeAttempts; ++attempt) {
        probed = contentBounds(view.renderToImage(probe, kProbeSamples, &look, zoom), look.background);
        if (probed.isNull()) return {};
        if (!touchesEdge(probed, probe)) break;
        zoom *= 0.8;
    }

    // The same view at the size where what was drawn fills the region: at one
    // aspect ratio the graph scales with the image.
    const double scale = std::min(double(region.width()) / probed.width(), double(region.height()) / probed.height());
    QSize renderSize(std::max(1, static_cast<int>(std::lround(probe.width() * scale))),
                     std::max(1, static_cast<int>(std::lround(probe.height() * scale))));
    if (renderSize.width() > kMaxRenderSide || renderSize.height() > kMaxRenderSide)
        renderSize.scale(kMaxRenderSide, kMaxRenderSide, Qt::KeepAspectRatio);
    const QImage rendered = view.renderToImage(renderSize, samplesFor(renderSize), &look, zoom);
    const QRect drawn = contentBounds(rendered, look.background);
    if (drawn.isNull()) return {};
    QImage plot = rendered.copy(drawn.adjusted(-kCropPadding, -kCropPadding, kCropPadding, kCropPadding) & rendered.rect());
    // Within a few per cent the crop is used as drawn (no resampling blur).
    const bool tooBig = plot.width() > region.width() || plot.height() > region.height();
    const bool tooSmall = plot.width() < 0.97 * region.width() && plot.height() < 0.97 * region.height();
    if (tooBig || tooSmall) plot = plot.scaled(region, Qt::KeepAspectRatio, Qt::SmoothTransformation);

    // The plot, the bar beside it and the texts, centred as one block.
    const int blockWidth = plot.width() + gap + barWidth;
    const int blockHeight = titleBlock + plot.height() + captionBlock;
    const int left = std::max(margin, (width - blockWidth) / 2);
    const int top = std::max(margin, (height - blockHeight) / 2);
    Layout parts;
    parts.plot = QRect(QPoint(left, top + titleBlock), plot.size());
    // The bar spans the box rather than the labels above and below it.
    const QRectF barArea(parts.plot.right() + 1 + gap, parts.plot.top() + 0.05 * parts.plot.height(), barWidth, 0.9 * parts.plot.height());
    parts.colorBar = GradientLegend::barRect(barArea, tickFont).toRect();
    if (titleHeight > 0) parts.title = QRect(margin, top, inner, titleHeight);
    if (captionHeight > 0) parts.caption = QRect(margin, parts.plot.bottom() + 1 + gap, inner, captionHeight);

    QImage figure(spec.size, QImage::Format_RGB32);
    figure.fill(look.background);
    QPainter painter(&figure);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.drawImage(parts.plot.topLeft(), plot);
    GradientLegend::paintBar(painter, barArea, logarithmic, look.text, tickFont);
    if (!parts.title.isNull()) {
        painter.setFont(titleFont);
        painter.setPen(look.text);
        painter.drawText(parts.title, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, spec.title);
    }
    if (!parts.caption.isNull()) {
        painter.setFont(captionFont);
        painter.setPen(FigureWriter::captionColor());
        painter.drawText(parts.caption, Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, spec.caption);
    }
    painter.end();
    if (layout) *layout = parts;
    return figure;
}

}  // namespace effsurf::ui

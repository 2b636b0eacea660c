// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/WindowImage.h"

#include "effsurf/ui/surface/SurfaceView.h"

#include <QPainter>
#include <QWidget>

namespace effsurf::ui {

QImage WindowImage::grab(QWidget& window, SurfaceView& surface, QWidget* without) {
    // Hidden and shown again in this pass: the screen never shows the window without it.
    const bool layerShown = without && without->isVisible();
    if (layerShown) without->hide();
    QImage image = window.grab().toImage();
    if (layerShown) without->show();
    if (surface.isAvailable()) {
        // The graph's place is kept while its window is hidden under a cover: its geometry is still its place.
        const QRect area(surface.mapTo(&window, surface.graphGeometry().topLeft()), surface.graphGeometry().size());
        const qreal ratio = image.devicePixelRatio();
        const QImage graph = surface.renderToImage(area.size() * ratio, 4);
        QPainter painter(&image);
        painter.drawImage(area, graph);
    }
    return image;
}

}  // namespace effsurf::ui

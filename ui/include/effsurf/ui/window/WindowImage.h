// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>

class QWidget;

namespace effsurf::ui {

class SurfaceView;

/// The window as a picture: its widgets, and the 3D view's frame painted
/// into its place (the graph is a native OpenGL window that grabbing
/// widgets cannot see).
class WindowImage {
public:
    /// `without`: a layer over the window (the ink's) left out of the picture.
    static QImage grab(QWidget& window, SurfaceView& surface, QWidget* without);
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

#include <set>
#include <utility>
#include <vector>

class QWidget;

namespace effsurf::ui {

/// Hides a window's native views (the 3D graph's OpenGL window in its
/// container) while something is drawn over them, each keeping its place in
/// the layout, and shows them again when the last holder lets go.
///
/// Why: an ordinary widget cannot be drawn over a native window, and a native
/// cover turned the window's widgets native around it (the 3D view, moved
/// into a new native parent, stayed empty for good). Several covers may hold
/// at once (the blank screen over the lecturer's ink): one count per window.
class NativeViewHiding : public QObject {
    Q_OBJECT
public:
    /// `holder` covers `window`: its native views are hidden (if no one hid them yet).
    static void hold(QWidget* window, const void* holder);
    /// `holder` no longer covers `window`: the views come back when no holder is left.
    static void release(QWidget* window, const void* holder);
    static bool isHeld(const QWidget* window);

private:
    explicit NativeViewHiding(QWidget* window);
    static NativeViewHiding* of(const QWidget* window, bool create);

    QWidget* window_;
    std::set<const void*> holders_;
    /// Each hidden view with its size policy's "retain size when hidden" to restore.
    std::vector<std::pair<QPointer<QWidget>, bool>> hidden_;
};

}  // namespace effsurf::ui

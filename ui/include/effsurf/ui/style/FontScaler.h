// SPDX-License-Identifier: MIT
#pragma once

#include <QFont>
#include <QPointer>
#include <QWidget>

#include <vector>

namespace effsurf::ui {

/// Scales the fonts of a widget tree by one factor and puts them back. Every
/// widget gets its resolved font times the factor (so fonts a widget set
/// itself, like a bold heading, keep their proportion), and restore() gives
/// each its own font again, or inherits once more if it had none.
class FontScaler {
public:
    /// Scales `root` and its descendants; a second call first restores.
    void apply(QWidget* root, double factor);
    void restore();
    bool isActive() const noexcept { return !saved_.empty(); }
    double factor() const noexcept { return factor_; }

private:
    struct Saved {
        QPointer<QWidget> widget;
        QFont font;
        bool ownFont;  ///< the widget had set a font itself (Qt::WA_SetFont)
    };
    std::vector<Saved> saved_;
    double factor_ = 1.0;
};

}  // namespace effsurf::ui

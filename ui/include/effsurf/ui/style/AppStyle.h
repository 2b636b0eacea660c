// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QProxyStyle>

class QPalette;

namespace effsurf::ui {

/// The application's style: Fusion (whose palette roles both themes set),
/// with the edges of controls drawn so they can be seen in both themes. Fusion draws slider
/// grooves and field frames in the window colour darkened by 40%: on a dark
/// window that is almost the window itself (about 1.3:1), on a light one
/// about 2.3:1 against a white field. WCAG asks 3:1 for what identifies a
/// control; here grooves, field frames, spin boxes and combo boxes are drawn
/// in boundary(), halfway between the window and its text (4:1 or more in
/// either theme), and the filled part of a slider in the highlight colour.
class AppStyle : public QProxyStyle {
    Q_OBJECT
public:
    /// Fusion, with these edges.
    AppStyle();

    /// The colour of control edges for `palette`: the mean of window and window text.
    static QColor boundary(const QPalette& palette);
    /// Error text (a refused value): dark red on light, light red on dark, 4.5:1 or more.
    static QColor errorText(const QPalette& palette);

    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QString>

namespace effsurf::ui {

/// The colours and scale of every drawn figure (2D charts, the 3D surface's
/// axes and labels, the colour legend): light or dark, optionally high
/// contrast and with fonts scaled for a projector. The screen follows the
/// app's theme; exports always use light() (a figure's look must not depend
/// on the theme the author happened to work in).
struct ChartLook {
    QColor background;  ///< figure and plot area
    QColor text;        ///< titles, labels, legend
    QColor grid;
    QColor axisLine;
    /// The "black" of data drawn in the text colour (snapshot A, annotations).
    QColor ink;
    double fontScale = 1.0;
    double lineScale = 1.0;
    bool dark = false;
    /// Every chart text's family (a journal's style may ask for another).
    QString fontFamily = QStringLiteral("DejaVu Sans");

    static ChartLook light();
    static ChartLook darkLook();
    /// Pure black on white (or white on black), stronger grid, lines 1.5x wider: for projectors.
    ChartLook highContrast() const;
    ChartLook withFontScale(double scale) const;

    friend bool operator==(const ChartLook& a, const ChartLook& b) {
        return a.background == b.background && a.text == b.text && a.grid == b.grid && a.axisLine == b.axisLine && a.ink == b.ink &&
               a.fontScale == b.fontScale && a.lineScale == b.lineScale && a.dark == b.dark && a.fontFamily == b.fontFamily;
    }
    friend bool operator!=(const ChartLook& a, const ChartLook& b) { return !(a == b); }
};

}  // namespace effsurf::ui

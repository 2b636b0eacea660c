// SPDX-License-Identifier: MIT
// The names core gives the page (the laws, the 3D view's cameras, the figures
// a page shows), marked for lupdate in the page's context: the page shows
// them in the exporting window's language. The test ui.PageNameTexts fails
// when core names one that is not here.
#include "effsurf/ui/web/InteractivePage.h"

#include <QCoreApplication>

namespace effsurf::ui {

QStringList InteractivePage::pageNameTexts() {
    static const char* const texts[] = {
        // core::modelKindNames() (Amdahl, Gustafson and Sun–Ni are names in every language)
        QT_TRANSLATE_NOOP("InteractivePage", "Amdahl"),
        QT_TRANSLATE_NOOP("InteractivePage", "Gustafson"),
        QT_TRANSLATE_NOOP("InteractivePage", "Sun\u2013Ni"),
        QT_TRANSLATE_NOOP("InteractivePage", "Timeline model"),
        QT_TRANSLATE_NOOP("InteractivePage", "Data-parallel training"),
        QT_TRANSLATE_NOOP("InteractivePage", "Large-model training"),
        // core::ViewNames::cameras()
        QT_TRANSLATE_NOOP("InteractivePage", "Front"),
        QT_TRANSLATE_NOOP("InteractivePage", "Top (heat map)"),
        QT_TRANSLATE_NOOP("InteractivePage", "Isometric"),
        // core::ViewNames::pageFigures()
        QT_TRANSLATE_NOOP("InteractivePage", "Surface and charts"),
        QT_TRANSLATE_NOOP("InteractivePage", "Efficiency surface E(N, s)"),
        QT_TRANSLATE_NOOP("InteractivePage", "Speedup"),
        QT_TRANSLATE_NOOP("InteractivePage", "Efficiency by precision"),
        QT_TRANSLATE_NOOP("InteractivePage", "Payload performance"),
        QT_TRANSLATE_NOOP("InteractivePage", "(N, s) plane"),
    };
    QStringList out;
    for (const char* text : texts) out << QString::fromUtf8(text);
    return out;
}

}  // namespace effsurf::ui

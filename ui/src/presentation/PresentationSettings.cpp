// SPDX-License-Identifier: MIT
#include "effsurf/ui/presentation/PresentationSettings.h"

#include "effsurf/core/scenario/ViewNames.h"

#include <QSettings>
#include <QStringList>

#include <algorithm>

namespace effsurf::ui {

double PresentationSettings::textPixels(QSize size) const {
    // A 1024x768 projector shows its picture as large as a 1920x1080 one:
    // text keeps its share of the height (17 px there), 4:3 included.
    const double scale = std::min(size.height() / 1080.0, size.width() / 1440.0);
    return kReferenceTextPixels * fontScale * std::max(scale, 0.1);
}

PresentationSettings PresentationSettings::load() {
    QSettings settings;
    PresentationSettings p;
    // "textScale", not the old "fontScale": that one multiplied the desktop font (1.6 by default).
    p.fontScale =
        std::clamp(settings.value(QStringLiteral("presentation/textScale"), p.fontScale).toDouble(), kMinFontScale, kMaxFontScale);
    p.highContrast = settings.value(QStringLiteral("presentation/highContrast"), p.highContrast).toBool();
    p.controls =
        ControlPanel::Groups(settings.value(QStringLiteral("presentation/controls"), int(p.controls)).toInt() & ControlPanel::AllGroups);
    p.screenName = settings.value(QStringLiteral("presentation/screen")).toString();
    if (settings.contains(QStringLiteral("presentation/charts"))) {
        std::vector<std::string> charts;
        // Today's ids; an older "precision" is read as "efficiency".
        for (const QString& id : settings.value(QStringLiteral("presentation/charts")).toStringList())
            if (const auto known = core::ViewNames::modelCharts().find(id.toStdString()); known && int(charts.size()) < kMostCharts)
                charts.emplace_back(*known);
        if (!charts.empty()) p.charts = charts;
    }
    return p;
}

void PresentationSettings::save() const {
    QSettings store;
    store.setValue(QStringLiteral("presentation/textScale"), fontScale);
    store.setValue(QStringLiteral("presentation/highContrast"), highContrast);
    store.setValue(QStringLiteral("presentation/controls"), int(controls));
    store.setValue(QStringLiteral("presentation/screen"), screenName);
    QStringList chartIds;
    for (const std::string& id : charts) chartIds << QString::fromStdString(id);
    store.setValue(QStringLiteral("presentation/charts"), chartIds);
}

}  // namespace effsurf::ui

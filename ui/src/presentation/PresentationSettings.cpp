#include "effsurf/ui/presentation/PresentationSettings.h"

#include <QSettings>

#include <algorithm>

namespace effsurf::ui {

PresentationSettings PresentationSettings::load() {
    QSettings settings;
    PresentationSettings p;
    p.fontScale = std::clamp(settings.value(QStringLiteral("presentation/fontScale"), p.fontScale).toDouble(),
                             kMinFontScale, kMaxFontScale);
    p.highContrast = settings.value(QStringLiteral("presentation/highContrast"), p.highContrast).toBool();
    p.controls = ControlPanel::Groups(settings.value(QStringLiteral("presentation/controls"), int(p.controls)).toInt() &
                                      ControlPanel::AllGroups);
    p.screenName = settings.value(QStringLiteral("presentation/screen")).toString();
    return p;
}

void PresentationSettings::save() const {
    QSettings store;
    store.setValue(QStringLiteral("presentation/fontScale"), fontScale);
    store.setValue(QStringLiteral("presentation/highContrast"), highContrast);
    store.setValue(QStringLiteral("presentation/controls"), int(controls));
    store.setValue(QStringLiteral("presentation/screen"), screenName);
}

}  // namespace effsurf::ui

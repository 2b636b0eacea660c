// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/StatusText.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QObject>

namespace effsurf::ui {

QString StatusText::of(const core::Scenario& scenario) {
    const double s = scenario.effectiveSerialFraction();
    // Each law's own fields: its cap said in its terms (core::describeGainLimit),
    // R_limit only where a ceiling 1/s' exists, s_eff(N) for the models.
    QString text = QObject::tr("S = %1   E = %2   ")
                       .arg(NumberFormat::scientific(scenario.speedup(), 4), NumberFormat::scientific(scenario.efficiency(), 4));
    text += scenario.isModelBased()
                ? QObject::tr("s_eff(N) = %1%2   ")
                      .arg(NumberFormat::scientific(s, 4), s > 1.0 ? QStringLiteral(" (%1)").arg(NumberFormat::alphaOf(s)) : QString())
                : QObject::tr("s' = %1 (%2)   ").arg(NumberFormat::scientific(s, 4), NumberFormat::alphaOf(s));
    const core::Scenario::GainLimit limit = scenario.gainLimit();
    text += CoreMessageText::of(core::gainLimitMessage(scenario));  // in the window's language, at every change: no reading back
    if (limit.kind == core::Scenario::GainLimit::Kind::Ceiling)
        text += QObject::tr("   R_limit = %1 R\u2081").arg(NumberFormat::scientific(scenario.speedFactor() * limit.speedup));
    text += QStringLiteral("   [%1, %2]")
                .arg(QString::fromUtf8(core::modelKindDisplayName(scenario.model).data()),
                     QString::fromUtf8(core::precisionInfo(scenario.precision).displayName.data()));
    return NumberFormat::localized(text);  // core's gain limit as well as the numbers above
}

}  // namespace effsurf::ui

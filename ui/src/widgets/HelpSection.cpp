// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/HelpSection.h"

#include <QVariant>
#include <QWidget>

namespace effsurf::ui {
namespace {

constexpr char kProperty[] = "effsurfHelpSection";

}  // namespace

void HelpSection::set(QWidget* widget, const QString& section) { widget->setProperty(kProperty, section); }

QString HelpSection::of(const QWidget* widget) {
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        const QVariant section = w->property(kProperty);
        if (section.isValid() && !section.toString().isEmpty()) return section.toString();
    }
    return {};
}

}  // namespace effsurf::ui

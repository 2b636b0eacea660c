// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/ConcealedText.h"

#include <QRegularExpression>

namespace effsurf::ui {

QString ConcealedText::of(const QString& text) {
    // "=" and its spaces, then the number: up to a space, ';', ')' or '<' (markup), a comma only before a digit.
    static const QRegularExpression number(QStringLiteral("(=\\s*)(?:[^\\s,;)<]|,(?=\\d))+"));
    QString concealed = text;
    concealed.replace(number, QStringLiteral("\\1?"));
    return concealed;
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
// A fixture for check_translations.py: three texts of a dialog.
#include <QObject>

void texts() {
    QObject::tr("&Open");
    QObject::tr("Saved %1 at %2");
    QObject::tr("Close");
}

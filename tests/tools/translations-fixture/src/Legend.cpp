// SPDX-License-Identifier: MIT
// A fixture: texts in an array that tr() is called on, never marked, so lupdate never sees them.
#include <QObject>

const char* const kNames[] = {"compute", "pipeline bubble"};

QString legendName(int i) { return QObject::tr(kNames[i]); }

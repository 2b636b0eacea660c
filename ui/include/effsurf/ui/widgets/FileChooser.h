// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace effsurf::ui {

/// The save dialog every file of effsurf goes through, so that no file is
/// written without its extension and none is replaced without a question:
/// the extension is added to a name typed without it ("lecture" becomes
/// "lecture.effsurf"), and replacing an existing file asks, once, about the
/// final name (whichever dialog, Qt's or the desktop's, was used).
class FileChooser {
public:
    /// Asks where to save; `suffix` without the dot ("effsurf"). Returns the
    /// path ending in .suffix, or an empty string if the user cancelled.
    static QString askSavePath(QWidget* parent, const QString& title, const QString& start, const QStringList& filters,
                               const QString& suffix);
    /// `path` ending in .suffix: unchanged if it does, else with it added.
    static QString withSuffix(const QString& path, const QString& suffix);
    /// Asks before `path` is replaced, if it exists; true to go ahead.
    static bool mayReplace(QWidget* parent, const QString& path);
};

}  // namespace effsurf::ui

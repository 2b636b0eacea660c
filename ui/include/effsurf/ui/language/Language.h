// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>

#include <vector>

class QCoreApplication;

namespace effsurf::ui {

/// The languages effsurf's window speaks: English (the source text) and each
/// translation shipped in resources/translations, compiled into the program.
/// The choice is kept in the settings ("" follows the system) and takes
/// effect at the next start: every window and dialog is built in one language.
class Language {
public:
    struct Entry {
        QString code;        ///< "en", "de", "hu", "es", "zh_CN"
        QString nativeName;  ///< as its speakers write it: "Deutsch", "Magyar", "中文（简体）"
    };

    /// English first, then every shipped translation.
    static const std::vector<Entry>& shipped();
    /// Whether `code` names a shipped language.
    static bool isShipped(const QString& code);

    /// The code kept in the settings; "" when the window follows the system.
    static QString chosen();
    /// Keeps `code` ("" = the system's) for the next start.
    static void choose(const QString& code);

    /// The language a start uses: `chosenCode` if shipped, else the first of
    /// the system's UI languages that is shipped (de_AT speaks "de", zh_Hans
    /// "zh_CN"), else English.
    static QString effective(const QString& chosenCode, const QLocale& system = QLocale::system());

    /// Installs effsurf's and Qt's own translations for `code` into the
    /// application and makes its locale the default (numbers typed with its
    /// decimal separator, dates written its way). English installs none.
    /// Returns false if a translation could not be loaded: the window stays English.
    static bool apply(QCoreApplication& application, const QString& code);

    /// The language applied last ("en" before any).
    static QString current();
};

}  // namespace effsurf::ui

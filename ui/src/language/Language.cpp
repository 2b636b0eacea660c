// SPDX-License-Identifier: MIT
#include "effsurf/ui/language/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace effsurf::ui {
namespace {

const QString kSettingsKey = QStringLiteral("view/language");
QString g_current = QStringLiteral("en");

/// The translators installed for the current language (owned by the application).
QList<QTranslator*>& installed() {
    static QList<QTranslator*> translators;
    return translators;
}

/// A system locale name as a shipped code: "de_AT" -> "de", "zh_Hans_CN" -> "zh_CN".
QString shippedCodeFor(const QString& name) {
    QString code = name;
    code.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (Language::isShipped(code)) return code;
    const QString language = code.section(QLatin1Char('_'), 0, 0);
    if (language == QLatin1String("zh")) {
        // Simplified Chinese is what mainland China and Singapore read; Taiwan and Hong Kong read Traditional.
        const bool traditional = code.contains(QLatin1String("Hant")) || code.endsWith(QLatin1String("_TW")) ||
                                 code.endsWith(QLatin1String("_HK")) || code.endsWith(QLatin1String("_MO"));
        return traditional ? QString() : QStringLiteral("zh_CN");
    }
    return Language::isShipped(language) ? language : QString();
}

}  // namespace

const std::vector<Language::Entry>& Language::shipped() {
    static const std::vector<Entry> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},         {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},         {QStringLiteral("hu"), QStringLiteral("Magyar")},
        {QStringLiteral("zh_CN"), QStringLiteral("中文（简体）")},
    };
    return languages;
}

bool Language::isShipped(const QString& code) {
    for (const Entry& entry : shipped())
        if (entry.code == code) return true;
    return false;
}

QString Language::chosen() {
    const QString code = QSettings().value(kSettingsKey).toString();
    return isShipped(code) ? code : QString();
}

void Language::choose(const QString& code) {
    if (code.isEmpty() || !isShipped(code)) QSettings().remove(kSettingsKey);
    else QSettings().setValue(kSettingsKey, code);
}

QString Language::effective(const QString& chosenCode, const QLocale& system) {
    if (isShipped(chosenCode)) return chosenCode;
    for (const QString& name : system.uiLanguages()) {
        const QString code = shippedCodeFor(name);
        if (!code.isEmpty()) return code;
    }
    return QStringLiteral("en");
}

bool Language::apply(QCoreApplication& application, const QString& code) {
    for (QTranslator* translator : installed()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    installed().clear();
    g_current = QStringLiteral("en");
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    if (code == QLatin1String("en") || !isShipped(code)) return code == QLatin1String("en");

    auto* own = new QTranslator(&application);
    if (!own->load(QStringLiteral(":/effsurf/translations/effsurf_%1.qm").arg(code))) {
        delete own;
        return false;
    }
    QCoreApplication::installTranslator(own);
    installed().append(own);
    // Qt's own words (the file dialog, "Cancel", "Yes") from Debian's qt6-translations-l10n, where installed.
    auto* qt = new QTranslator(&application);
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed().append(qt);
    } else {
        delete qt;
    }
    QLocale::setDefault(QLocale(code));
    g_current = code;
    return true;
}

QString Language::current() { return g_current; }

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace effsurf::ui {
namespace {

/// A shape of core's refusals (core/src/util/Validation.cpp, QuantityParser.cpp) and the same words marked for
/// translation, its captures in order as %1, %2, ...
struct Shape {
    const char* pattern;
    const char* text;
};

constexpr std::array kShapes{
    Shape{R"(^must lie in \[(.+), (.+)\], got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must lie in [%1, %2], got %3")},
    Shape{R"(^must be at least (.+), got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be at least %1, got %2")},
    Shape{R"(^must be at least (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be at least %1")},
    Shape{R"(^must be greater than (.+), got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be greater than %1, got %2")},
    Shape{R"(^must be greater than (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be greater than %1")},
    Shape{R"(^must be a finite number, got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be a finite number, got %1")},
    Shape{R"(^must be a whole number, got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "must be a whole number, got %1")},
    Shape{R"(^alpha must lie in \[0, 1\], got (.+)$)", QT_TRANSLATE_NOOP("CoreMessageText", "alpha must lie in [0, 1], got %1")},
    Shape{R"(^expected a number such as (\S+), got '(.*)'$)",
          QT_TRANSLATE_NOOP("CoreMessageText", "expected a number such as %1, got '%2'")},
    Shape{R"(^cannot read '(.*)'; expected a number such as 1e-7, 0\.05 or 5%, or alpha=0\.9999999$)",
          QT_TRANSLATE_NOOP("CoreMessageText", "cannot read '%1'; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999")},
    Shape{R"(^cannot read '(.*)'; expected a count such as 2414592 or 2\.4e6$)",
          QT_TRANSLATE_NOOP("CoreMessageText", "cannot read '%1'; expected a count such as 2414592 or 2.4e6")},
    Shape{R"(^unknown '(.*)' \(expected one of (.*)\)$)", QT_TRANSLATE_NOOP("CoreMessageText", "unknown '%1' (expected one of %2)")},
};

/// The window's fields as core names them in its refusals.
constexpr std::array kFields{QT_TRANSLATE_NOOP("CoreMessageText", "serial fraction s"), QT_TRANSLATE_NOOP("CoreMessageText", "N"),
                             QT_TRANSLATE_NOOP("CoreMessageText", "precision"), QT_TRANSLATE_NOOP("CoreMessageText", "law")};

/// The hint core adds to a number typed with a decimal comma.
constexpr const char* kDecimalPointHint = QT_TRANSLATE_NOOP("CoreMessageText", "; the decimal point is '.': %1");

QString inLanguage(const char* text) { return QCoreApplication::translate("CoreMessageText", text); }

/// What is wrong, translated where its shape is known: "" where it is not.
QString reason(const QString& english) {
    // The hint core adds to a number typed with a decimal comma, translated on its own.
    static const QRegularExpression hint(QStringLiteral("; the decimal point is '\\.': (.+)$"));
    QString body = english, suffix;
    if (const auto found = hint.match(english); found.hasMatch()) {
        body = english.left(found.capturedStart());
        suffix = inLanguage(kDecimalPointHint).arg(found.captured(1));
    }
    for (const Shape& shape : kShapes) {
        const QRegularExpression pattern(QString::fromUtf8(shape.pattern));
        const auto match = pattern.match(body);
        if (!match.hasMatch()) continue;
        QString out = inLanguage(shape.text);
        for (int i = 1; i <= match.lastCapturedIndex(); ++i) out = out.arg(match.captured(i));
        return out + suffix;
    }
    return {};
}

}  // namespace

QString CoreMessageText::of(const QString& message) {
    const auto colon = message.indexOf(QStringLiteral(": "));
    if (colon <= 0) return message;
    const QString field = message.left(colon);
    const QString translated = reason(message.mid(colon + 2));
    if (translated.isEmpty()) return message;
    for (const char* known : kFields)
        if (field == QLatin1String(known)) return inLanguage(known) + QStringLiteral(": ") + translated;
    return field + QStringLiteral(": ") + translated;
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
// Core's refusals in the window's language (issue 47): core writes them in
// English for every face; the window translates the field and what is wrong
// for the refusals of its fields. Each shape is checked against a message
// core really writes, so that a change of core's words fails here.

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/widgets/CoreMessageText.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QTest>

#include <functional>

#include <gtest/gtest.h>

using namespace effsurf;

namespace core_message_text_test {

/// What core says when `call` refuses.
QString refusal(const std::function<void()>& call) {
    try {
        call();
    } catch (const core::InvalidParameter& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

struct English {
    ~English() { ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")); }
};

TEST(CoreMessageText, TheWindowsFieldsRefusalsAreInItsLanguage) {
    const English restore;
    const QStringList messages = {
        refusal([] { core::parseSerialFraction("1.5", "serial fraction s"); }),
        refusal([] { core::parseSerialFraction("abc", "serial fraction s"); }),
        refusal([] { core::parseProcessorCount("abc", "N"); }),
        refusal([] {
            core::Scenario s;
            s.processors = 0.5;
            s.validate();
        }),
        refusal([] { core::parsePrecision("fp7"); }),
    };
    for (const QString& message : messages) ASSERT_FALSE(message.isEmpty());
    // English: core's words.
    for (const QString& message : messages) EXPECT_EQ(ui::CoreMessageText::of(message), message);
    for (const char* code : {"de", "es", "hu", "zh_CN"}) {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(code)));
        for (const QString& message : messages) {
            const QString translated = ui::CoreMessageText::of(message);
            EXPECT_NE(translated, message) << code << ": " << message.toStdString();
            // The numbers and the text typed stay as core wrote them.
            for (const char* kept : {"1.5", "abc", "fp7"}) {
                if (message.contains(QLatin1String(kept))) {
                    EXPECT_TRUE(translated.contains(QLatin1String(kept))) << code;
                }
            }
        }
    }
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    EXPECT_EQ(ui::CoreMessageText::of(messages[0]), QStringLiteral("serieller Anteil s: muss in [0, 1] liegen, nicht 1.5"));
    // A message of another shape stays as core wrote it.
    EXPECT_EQ(ui::CoreMessageText::of(QStringLiteral("steps[2].state: something else")), QStringLiteral("steps[2].state: something else"));
}

TEST(CoreMessageText, AFieldShowsTheRefusalInTheWindowsLanguage) {
    const English restore;
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    ui::NumberField field([](const QString& text) { return core::parseSerialFraction(text.toStdString(), "serial fraction s"); },
                          [](double value) { return QString::number(value); });
    field.show();
    // Typed with the German decimal comma, read as 1.5 and refused by core: said in German.
    QTest::keyClicks(field.lineEdit(), QStringLiteral("1,5"));  // typed, as a user types it
    QTest::keyClick(field.lineEdit(), Qt::Key_Return);
    EXPECT_EQ(field.errorText(), QStringLiteral("serieller Anteil s: muss in [0, 1] liegen, nicht 1.5"));
}

}  // namespace core_message_text_test

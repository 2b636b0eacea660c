// SPDX-License-Identifier: MIT
// The built-in tours speak the window's language (issue 47): every title
// and text of resources/tours is marked for translation (the list
// scripts/tour-texts.py writes), each shipped language translates it with
// the live numbers' placeholders kept, and the tour panel shows it.

#include "UiTestSupport.h"

#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/ui/tours/FormulaLabel.h"
#include "effsurf/ui/tours/TourPanel.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QCoreApplication>
#include <QLabel>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <set>

using namespace effsurf;

namespace tour_translation_test {

std::set<QString> tourWords() {
    std::set<QString> words;
    for (const auto& tour : ui::BuiltinTours::all()) {
        for (const std::string& text : {tour->title, tour->description}) words.insert(QString::fromStdString(text));
        for (const auto& step : tour->steps) {
            for (const std::string& text : {step.title, step.text, step.question})
                if (!text.empty()) words.insert(QString::fromStdString(text));
            // A formula's words: \text{bubble}.
            static const QRegularExpression word(QStringLiteral(R"(\\text\{([^{}]*)\})"));
            for (auto it = word.globalMatch(QString::fromStdString(step.formula)); it.hasNext();) words.insert(it.next().captured(1));
        }
    }
    return words;
}

/// ${S}, ${E%}, ... in the order they stand.
QStringList placeholders(const QString& text) {
    QStringList found;
    static const QRegularExpression placeholder(QStringLiteral("\\$\\{[^}]+\\}"));
    for (auto it = placeholder.globalMatch(text); it.hasNext();) found << it.next().captured();
    found.sort();
    return found;
}

TEST(TourTranslation, EveryWordOfTheBuiltInToursIsMarkedForTranslation) {
    const QStringList marked = ui::BuiltinTours::sourceTexts();
    const std::set<QString> listed(marked.begin(), marked.end());
    EXPECT_EQ(listed, tourWords()) << "a tour was edited: run scripts/tour-texts.py";
}

TEST(TourTranslation, EachLanguageTranslatesTheNarrationAndKeepsItsLiveNumbers) {
    for (const char* code : {"de", "es", "hu", "zh_CN"}) {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(code)));
        for (const QString& english : ui::BuiltinTours::sourceTexts()) {
            const QString translated = ui::BuiltinTours::translated(english.toStdString());
            // Names stay names ("Summit", "Piz Daint"); anything longer than a few words is translated.
            if (english.size() > 24) {
                EXPECT_NE(translated, english) << code << ": " << english.toStdString();
            }
            EXPECT_EQ(placeholders(translated), placeholders(english)) << code << ": " << translated.toStdString();
        }
    }
    // The panel shows the translation, with the numbers filled in.
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    {
        auto window = test::makeShownWindow();
        window->tourPlayer()->setAnimated(false);
        ASSERT_TRUE(window->startTour(QStringLiteral("amdahl-surface"), nullptr));
        ASSERT_TRUE(test::settle(*window));
        const QString text = window->tourPanel()->textLabel()->text();
        const QString english = QString::fromStdString(ui::BuiltinTours::all().front()->steps.front().text);
        EXPECT_FALSE(text.startsWith(english.left(20))) << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("${"))) << text.toStdString();
    }
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
}

TEST(TourTranslation, AFormulasWordsAreTranslatedAndItsSymbolsKept) {
    const core::Tour* deep = nullptr;
    for (const auto& tour : ui::BuiltinTours::all())
        if (tour->id == "deep-networks") deep = tour.get();
    ASSERT_NE(deep, nullptr);
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    const core::Tour german = ui::BuiltinTours::inLanguage(*deep);
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
    int words = 0;
    for (std::size_t i = 0; i < deep->steps.size(); ++i) {
        QString expected = QString::fromStdString(deep->steps[i].formula);
        words += int(expected.count(QStringLiteral("\\text{bubble}")));
        expected.replace(QStringLiteral("\\text{bubble}"), QStringLiteral("\\text{Blase}"));
        EXPECT_EQ(QString::fromStdString(german.steps[i].formula), expected) << i;  // only the word changed
    }
    EXPECT_GE(words, 2);
    // The window's tour panel shows the translated word too (the same translatedFormula), with its live numbers.
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    {
        auto window = test::makeShownWindow();
        window->tourPlayer()->setAnimated(false);
        ASSERT_TRUE(window->startTour(QStringLiteral("deep-networks"), nullptr));
        ASSERT_TRUE(test::settle(*window));
        window->tourPlayer()->goToStep(1);
        ASSERT_TRUE(test::settle(*window));
        const QString shown = window->tourPanel()->formulaLabel()->formula();
        EXPECT_TRUE(shown.contains(QStringLiteral("\\text{Blase}"))) << shown.toStdString();
        EXPECT_FALSE(shown.contains(QStringLiteral("${"))) << shown.toStdString();
    }
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
    EXPECT_EQ(ui::BuiltinTours::inLanguage(*deep).steps[1].formula, deep->steps[1].formula);  // English: as written
}

}  // namespace tour_translation_test

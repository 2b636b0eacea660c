// SPDX-License-Identifier: MIT
// Core's refusals in the window's language (issue 47): core writes them in
// English for every face; the window translates the field and what is wrong
// for the refusals of its fields. Each shape is checked against a message
// core really writes, so that a change of core's words fails here.

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/TrainingStepReader.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/MessageCatalog.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/widgets/CoreMessageText.h"
#include "effsurf/ui/widgets/NumberField.h"
#include "effsurf/ui/window/StatusText.h"

#include <QCoreApplication>
#include <QLineEdit>
#include <QTest>

#include <cctype>
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

TEST(CoreMessageText, ImportProblemsAndTheGainCeilingAreInTheWindowsLanguage) {
    const English restore;
    const auto import = core::MeasurementCsvImporter::importText("n,time\n1,10\n2,abc\n4,3,7\n", "runs.csv");
    ASSERT_EQ(import.issues.size(), 2u);
    const QString cell = QString::fromStdString(import.issues[0].toString());
    const QString count = QString::fromStdString(import.issues[1].toString());
    ASSERT_EQ(cell, QStringLiteral("runs.csv:3: column 2 (time): expected a number, got 'abc'"));
    core::Scenario amdahl;
    amdahl.serialFraction = 1e-3;
    core::Scenario gustafson = amdahl;
    gustafson.model = core::ModelKind::Gustafson;
    EXPECT_EQ(ui::CoreMessageText::of(cell), cell);  // English: core's words
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    // The place stays the file's and the line's; the column, the problem and the status line are German.
    EXPECT_EQ(ui::CoreMessageText::of(cell), QStringLiteral("runs.csv:3: Spalte 2 (time): erwartet wird eine Zahl, nicht \u201eabc\u201c"));
    EXPECT_EQ(ui::CoreMessageText::of(count),
              QStringLiteral("runs.csv:4: erwartet werden 2 Felder wie in der Kopfzeile (Zeile 1), gefunden: 3"));
    // Several problems, one per line (an ImportError's text): each translated.
    EXPECT_EQ(ui::CoreMessageText::of(cell + QLatin1Char('\n') + count),
              ui::CoreMessageText::of(cell) + QLatin1Char('\n') + ui::CoreMessageText::of(count));
    EXPECT_TRUE(ui::StatusText::of(amdahl).contains(QStringLiteral("Gewinnobergrenze 1/s' = 1000")))
        << ui::StatusText::of(amdahl).toStdString();
    EXPECT_TRUE(ui::StatusText::of(gustafson).contains(QStringLiteral("keine Gewinnobergrenze: S w\u00e4chst unbegrenzt")))
        << ui::StatusText::of(gustafson).toStdString();
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("zh_CN")));
    EXPECT_EQ(
        ui::CoreMessageText::of(cell),
        QStringLiteral("runs.csv:3: \u7b2c 2 \u5217\uff08time\uff09\uff1a\u5e94\u4e3a\u6570\u5b57\uff0c\u800c\u4e0d\u662f\u201cabc\u201d"));
}

/// The problem TrainingStepReader reports for the steps file `csv` (empty when it reads the file).
QString trainingStepsProblem(const char* csv) {
    try {
        core::TrainingStepReader::parse(csv, "steps.csv");
    } catch (const core::ImportError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

/// `pattern`'s translation in the window's language, %1 ... filled with `args` in one pass.
QString translatedPattern(const char* pattern, const QStringList& args) {
    const QString text = QCoreApplication::translate("core", pattern);
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const int n = i + 1 < text.size() ? text[i + 1].digitValue() : -1;
        if (text[i] == QLatin1Char('%') && n >= 1 && n <= args.size()) {
            out += args[n - 1];
            ++i;
        } else {
            out += text[i];
        }
    }
    return out;
}

TEST(CoreMessageText, TheLessCommonReadersProblemsAreInTheWindowsLanguageToo) {
    const English restore;
    // An Extra-P file with a DATA line fewer than its POINTS, in a named region and metric.
    const auto extrap =
        core::ExtraPImporter::importText("PARAMETER p\nPOINTS 1 2 4\nREGION main\nMETRIC time\nDATA 10\nDATA 5\n", "scaling.extrap");
    ASSERT_EQ(extrap.issues.size(), 1u);
    const QString data = QString::fromStdString(extrap.issues[0].toString());
    ASSERT_EQ(data,
              QStringLiteral("scaling.extrap:6: DATA: wrong DATA count: 2 DATA lines for 3 POINTS in region 'main' for metric 'time'"));
    // A measured training step on two and a half GPUs.
    const QString steps = trainingStepsProblem("gpus,step_seconds\n8,2.0\n2.5,3.0\n");
    ASSERT_EQ(steps, QStringLiteral("steps.csv:3: column 1 (gpus): expected a whole number of GPUs, got '2.5'"));
    for (const char* code : {"de", "es", "hu", "zh_CN"}) {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(code)));
        // Each part in the language, nested as core nested them; the file, line, keywords and what was typed kept.
        const QString place =
            translatedPattern("%1 in region '%2' for metric '%3'",
                              {translatedPattern("wrong DATA count: %1 DATA lines for %2 POINTS", {"2", "3"}), "main", "time"});
        EXPECT_EQ(ui::CoreMessageText::of(data),
                  translatedPattern("%1:%2: %3", {"scaling.extrap", "6", translatedPattern("%1: %2", {"DATA", place})}))
            << code;
        EXPECT_NE(ui::CoreMessageText::of(data), data) << code;
        EXPECT_EQ(
            ui::CoreMessageText::of(steps),
            translatedPattern("%1:%2: %3",
                              {"steps.csv", "3",
                               translatedPattern("column %1 (%2): %3",
                                                 {"1", "gpus", translatedPattern("expected a whole number of GPUs, got '%1'", {"2.5"})})}))
            << code;
        EXPECT_TRUE(ui::CoreMessageText::of(steps).contains(QStringLiteral("2.5"))) << code;
    }
    // A column's name is the file's, even where it is also a word core translates ("throughput").
    const QString throughput = trainingStepsProblem("gpus,throughput\n8,100\n16,-5\n");
    ASSERT_EQ(throughput, QStringLiteral("steps.csv:3: column 2 (throughput): throughput must be greater than 0, got -5"));
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    EXPECT_EQ(ui::CoreMessageText::of(throughput),
              QStringLiteral("steps.csv:3: Spalte 2 (throughput): Durchsatz muss gr\u00f6\u00dfer als 0 sein, nicht -5"));
}

TEST(CoreMessageText, AnImportsCountOfProblemsIsInTheWindowsLanguage) {
    const English restore;
    // 120 bad rows of two kinds: 50 listed, then the count of all by kind.
    std::string csv = "n,time\n1,10\n2,5\n";
    for (int i = 0; i < 120; ++i) csv += i % 2 ? "4,x\n" : "4\n";
    const auto import = core::MeasurementCsvImporter::importText(csv, "flood.csv");
    const QString summary = QString::fromStdString(import.issueSummary());
    ASSERT_EQ(summary, QStringLiteral("120 problems: 60 wrong field count, 60 not a number; the first 50 are listed"));
    EXPECT_EQ(ui::CoreMessageText::of(summary), summary);  // English: core's words
    // A steps file's count comes as the last line of its ImportError, after the file's name.
    std::string steps = "gpus,step_seconds\n8,2.0\n";
    for (int i = 0; i < 60; ++i) steps += "2.5,3.0\n";
    const QStringList stepsLines = trainingStepsProblem(steps.c_str()).split(QLatin1Char('\n'));
    ASSERT_EQ(stepsLines.size(), 51) << stepsLines.join(QLatin1Char('\n')).toStdString();
    ASSERT_EQ(stepsLines.last(), QStringLiteral("steps.csv: 60 problems: 60 not a whole number; the first 50 are listed"));
    for (const char* code : {"de", "es", "hu", "zh_CN"}) {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(code)));
        const auto kind = [](const char* english) { return QCoreApplication::translate("core", english); };
        const QString kinds = QStringLiteral("60 ") + kind("wrong field count") + QStringLiteral(", 60 ") + kind("not a number");
        EXPECT_EQ(ui::CoreMessageText::of(summary),
                  translatedPattern("%1; the first %2 are listed",
                                    {translatedPattern("%1: %2", {translatedPattern("%1 problems", {"120"}), kinds}), "50"}))
            << code;
        EXPECT_NE(kind("not a number"), QStringLiteral("not a number")) << code;
        const QString stepsCount = translatedPattern(
            "%1; the first %2 are listed",
            {translatedPattern("%1: %2", {translatedPattern("%1 problems", {"60"}), QStringLiteral("60 ") + kind("not a whole number")}),
             "50"});
        EXPECT_EQ(ui::CoreMessageText::of(stepsLines.last()), translatedPattern("%1: %2", {"steps.csv", stepsCount})) << code;
    }
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    EXPECT_EQ(ui::CoreMessageText::of(summary),
              QStringLiteral("120 Probleme: 60 falsche Feldanzahl, 60 keine Zahl; die ersten 50 sind aufgef\u00fchrt"));
    EXPECT_EQ(ui::CoreMessageText::of(QStringLiteral("1 problem: 1 empty field")), QStringLiteral("1 Problem: 1 leeres Feld"));
}

/// Every sentence pattern core writes has its translation in each shipped language (a pattern core adds without
/// one would reach a German window in English); punctuation and a symbol ("%1: %2", "N") may read the same.
TEST(CoreMessageText, EveryPatternOfCoresIsTranslated) {
    const English restore;
    for (const char* code : {"de", "es", "hu", "zh_CN"}) {
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromLatin1(code)));
        for (std::string_view pattern : core::MessageCatalog::patterns()) {
            const std::string source(pattern);
            int letters = 0;
            for (std::size_t i = 0; i < source.size(); ++i) {
                if (source[i] == '%' && i + 1 < source.size() && std::isdigit(static_cast<unsigned char>(source[i + 1]))) ++i;
                else if (std::isalpha(static_cast<unsigned char>(source[i]))) ++letters;
            }
            if (letters < 3) continue;
            EXPECT_NE(QCoreApplication::translate("core", source.c_str()), QString::fromStdString(source)) << code << ": " << source;
        }
    }
}

}  // namespace core_message_text_test

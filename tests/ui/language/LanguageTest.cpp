// SPDX-License-Identifier: MIT
// The window in the lecturer's language: the shipped translations load and
// are used, the system's language is found, and a German decimal comma is a
// number while an English one is refused with what to type instead.
#include "UiTestSupport.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/widgets/CheckedSpinBox.h"
#include "effsurf/ui/widgets/NumberField.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QRawFont>
#include <QLineEdit>
#include <QMenuBar>
#include <QTest>

#include <gtest/gtest.h>

using namespace effsurf;

namespace {

/// Puts the window back in English whatever a test chose (the process's next test starts in English).
class Language : public ::testing::Test {
protected:
    void TearDown() override { ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")); }

    /// Types `text` into the s field of `window` and presses Enter.
    static void typeSerialFraction(ui::MainWindow& window, const QString& text) {
        QLineEdit* edit = window.controlPanel()->serialFractionField()->lineEdit();
        test::makeActive(window);
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
};

TEST_F(Language, ADecimalCommaIsANumberInGermanAndRefusedWithAHintInEnglish) {
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("de")));
    auto german = test::makeShownWindow();
    typeSerialFraction(*german, QStringLiteral("0,05"));
    ASSERT_TRUE(test::settle(*german));
    EXPECT_EQ(german->controller()->scenario().serialFraction, 0.05);
    EXPECT_FALSE(german->controlPanel()->serialFractionField()->hasError());
    // The spin boxes write their values in the locale ("8,0 s"): each must read its own text back.
    const auto spinBoxes = german->findChildren<ui::CheckedDoubleSpinBox*>();
    ASSERT_FALSE(spinBoxes.isEmpty());
    for (ui::CheckedDoubleSpinBox* box : spinBoxes) {
        QString text = box->text();
        int position = 0;
        EXPECT_EQ(box->validate(text, position), QValidator::Acceptable) << text.toStdString();
    }
    // The point is read as well in German ("0.05" as the app writes it).
    typeSerialFraction(*german, QStringLiteral("0.002"));
    ASSERT_TRUE(test::settle(*german));
    EXPECT_EQ(german->controller()->scenario().serialFraction, 0.002);
    german.reset();

    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
    auto english = test::makeShownWindow();
    const double before = english->controller()->scenario().serialFraction;
    typeSerialFraction(*english, QStringLiteral("0,05"));
    ASSERT_TRUE(test::settle(*english));
    ui::NumberField* field = english->controlPanel()->serialFractionField();
    EXPECT_EQ(english->controller()->scenario().serialFraction, before);  // nothing changed
    ASSERT_TRUE(field->hasError());
    EXPECT_TRUE(field->errorText().contains(QStringLiteral("the decimal point is '.': 0.05"))) << field->errorText().toStdString();
}

TEST_F(Language, EachShippedTranslationLoadsAndTheWindowSpeaksIt) {
    // One word of the menu bar per language, as the translators wrote it (resources/translations).
    const std::pair<const char*, const char*> expected[] = {{"de", "&Datei"}, {"es", "&Archivo"}, {"hu", "&Fájl"}, {"zh_CN", "文件(&F)"}};
    for (const auto& [code, file] : expected) {
        SCOPED_TRACE(code);
        ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QString::fromUtf8(code)));
        EXPECT_EQ(ui::Language::current(), QString::fromUtf8(code));
        auto window = test::makeShownWindow();
        const QList<QAction*> menus = window->menuBar()->actions();
        ASSERT_FALSE(menus.isEmpty());
        EXPECT_EQ(menus.front()->text(), QString::fromUtf8(file));
    }
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("en")));
    auto window = test::makeShownWindow();
    EXPECT_EQ(window->menuBar()->actions().front()->text(), QStringLiteral("&File"));
}

TEST_F(Language, EveryCharacterOfTheChineseWindowHasAFontThatDrawsIt) {
    // Without one, Qt draws each character as an empty box (Debian installs no Chinese font by default:
    // scripts/install-deps.sh installs one and the package recommends it).
    ASSERT_TRUE(ui::Language::apply(*QCoreApplication::instance(), QStringLiteral("zh_CN")));
    auto window = test::makeShownWindow();
    QString text;
    for (QAction* menu : window->menuBar()->actions()) text += menu->text();
    ASSERT_FALSE(text.isEmpty());
    const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    ASSERT_FALSE(families.isEmpty()) << "no font for Simplified Chinese";
    for (const QChar c : text) {
        if (c.unicode() < 0x2E80) continue;  // ASCII, "&", "(": every font has them
        bool drawn = false;
        for (const QString& family : families) drawn = drawn || QRawFont::fromFont(QFont(family)).supportsCharacter(c);
        EXPECT_TRUE(drawn) << "U+" << QString::number(c.unicode(), 16).toStdString() << " has no font";
    }
}

TEST_F(Language, TheSystemsLanguageIsUsedWhenShippedAndEnglishOtherwise) {
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::German, QLocale::Austria)), QStringLiteral("de"));
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::Hungarian, QLocale::Hungary)), QStringLiteral("hu"));
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::Spanish, QLocale::Mexico)), QStringLiteral("es"));
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China)),
              QStringLiteral("zh_CN"));
    // Traditional Chinese is not Simplified: English rather than the wrong script.
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::Chinese, QLocale::TraditionalHanScript, QLocale::Taiwan)),
              QStringLiteral("en"));
    EXPECT_EQ(ui::Language::effective(QString(), QLocale(QLocale::French, QLocale::France)), QStringLiteral("en"));
    // A choice made in the menu wins over the system.
    EXPECT_EQ(ui::Language::effective(QStringLiteral("hu"), QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("hu"));
}

}  // namespace

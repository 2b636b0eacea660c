// SPDX-License-Identifier: MIT
// Help > User guide (F1): the manual of docs/ inside the app, offline, at
// the section of what is on screen, with its pictures and links working.

#include "UiTestSupport.h"

#include "effsurf/ui/help/ManualBrowser.h"
#include "effsurf/ui/help/ManualWindow.h"
#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/controls/ControlPanel.h"
#include "effsurf/ui/compare/ComparePanel.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/HelpSection.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAction>
#include <QCursor>
#include <QGroupBox>
#include <QLineEdit>
#include <QSet>
#include <QTabBar>
#include <QTabWidget>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QMenuBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

#include <gtest/gtest.h>

using namespace effsurf;

TEST(Manual, EveryPageOfDocsIsInTheAppWithItsPictures) {
    ui::ManualWindow window;  // registers the pages
    const QStringList pages = QDir(QStringLiteral(EFFSURF_DOCS_DIR)).entryList({QStringLiteral("*.md")}, QDir::Files);
    ASSERT_GE(pages.size(), 10);
    for (const QString& page : pages) {
        EXPECT_TRUE(QFile::exists(QStringLiteral(":/effsurf/manual/docs/") + page)) << page.toStdString();
        window.showPage(page);
        // Rendered as Markdown: the page's title is the document's first block, without "#".
        EXPECT_FALSE(window.browser()->document()->firstBlock().text().startsWith(QLatin1Char('#'))) << page.toStdString();
        // Every picture it shows is found (an image resource the document can load).
        QFile file(QStringLiteral(EFFSURF_DOCS_DIR "/") + page);
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        for (auto it = QRegularExpression(QStringLiteral("!\\[[^\\]]*\\]\\(([^)]+)\\)")).globalMatch(text); it.hasNext();) {
            const QUrl picture = window.browser()->source().resolved(QUrl(it.next().captured(1)));
            const QVariant image = window.browser()->document()->resource(QTextDocument::ImageResource, picture);
            EXPECT_FALSE(image.value<QImage>().isNull()) << page.toStdString() << ": " << picture.toString().toStdString();
        }
    }
}

namespace {
/// The window's action bound to F1 (Help > User guide), pressed.
void pressF1(ui::MainWindow& window) {
    QAction* f1 = nullptr;
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcut() == QKeySequence(Qt::Key_F1)) f1 = action;
    ASSERT_NE(f1, nullptr) << "no action on F1";
    f1->trigger();
}

/// A point of the screen outside `window`.
QPoint outside(const QWidget& window) {
    const QRect frame = window.frameGeometry();
    return QPoint(frame.right() + 5, frame.bottom() + 5);
}

/// The centre of `widget` on the screen.
QPoint centreOf(const QWidget* widget) { return widget->mapToGlobal(widget->rect().center()); }

/// The control panel's group titled `title`.
QGroupBox* group(ui::MainWindow& window, const QString& title) {
    for (QGroupBox* box : window.controlPanel()->findChildren<QGroupBox*>())
        if (box->title() == title) return box;
    return nullptr;
}
}  // namespace

TEST(Manual, F1OpensTheSectionOfWhatIsOnScreenAndLinksLeadOn) {
    auto window = test::makeShownWindow();
    ASSERT_TRUE(window->showPanel("training"));
    // The mouse on the tab bar (a part without a section of its own): the tab's page.
    window->resize(1400, 900);
    ASSERT_TRUE(test::settle(*window));
    QTabBar* tabBar = window->lowerTabs()->tabBar();
    QCursor::setPos(centreOf(tabBar));
    EXPECT_EQ(window->manualPageAt(QCursor::pos()), QStringLiteral("training.md"));
    pressF1(*window);
    auto* manual = window->findChild<ui::ManualWindow*>(QStringLiteral("manual"));
    ASSERT_NE(manual, nullptr) << "F1 opened no user guide";
    EXPECT_TRUE(manual->isVisible());
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("training.md")))
        << manual->browser()->source().toString().toStdString();
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("Training runs"));
    QDir().mkpath(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR));
    manual->grab().save(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/manual-training.png"));
    // The Model tab's F1: the window's page; the same window, not a second one.
    ASSERT_TRUE(window->showPanel("model"));
    QCursor::setPos(centreOf(tabBar));
    EXPECT_EQ(window->manualPageAt(QCursor::pos()), QStringLiteral("window.md"));
    pressF1(*window);
    EXPECT_EQ(window->findChildren<ui::ManualWindow*>().size(), 1);
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("window.md")))
        << manual->browser()->source().toString().toStdString();
    // Contents, then a link to another page, then back.
    manual->showPage(QString());
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("effsurf user's guide"));
    emit manual->browser()->anchorClicked(manual->browser()->source().resolved(QUrl(QStringLiteral("figures.md"))));
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("figures.md")));
    manual->browser()->backward();
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("effsurf user's guide"));
    manual->close();
}

TEST(Manual, F1OverAPanelOpensItsSectionScrolledToItsHeading) {
    auto window = test::makeShownWindow();
    window->resize(1400, 900);
    ASSERT_TRUE(test::settle(*window));
    // Under the mouse.
    EXPECT_EQ(window->manualPageAt(centreOf(window->surfaceView())), QStringLiteral("window.md#3d-surface"));
    EXPECT_EQ(window->manualPageAt(centreOf(window->chart(0))), QStringLiteral("window.md#charts"));
    QGroupBox* precision = group(*window, QStringLiteral("Precision"));
    ASSERT_NE(precision, nullptr);
    EXPECT_EQ(window->manualPageAt(centreOf(precision)), QStringLiteral("window.md#precision"));
    ASSERT_TRUE(window->showPanel("compare"));
    EXPECT_EQ(window->manualPageAt(centreOf(window->comparePanel())), QStringLiteral("data.md#compare-ad-tab"));
    // The mouse elsewhere: the part with the keyboard focus (the N field).
    QGroupBox* processors = group(*window, QStringLiteral("Processors N"));
    ASSERT_NE(processors, nullptr);
    QLineEdit* field = processors->findChild<QLineEdit*>();
    ASSERT_NE(field, nullptr);
    field->setFocus();
    EXPECT_EQ(window->manualPageAt(outside(*window)), QStringLiteral("window.md#processors-n"));

    // F1 with the mouse over the 3D view: its section, at the top of the guide's window.
    QCursor::setPos(centreOf(window->surfaceView()));
    pressF1(*window);
    auto* manual = window->findChild<ui::ManualWindow*>(QStringLiteral("manual"));
    ASSERT_NE(manual, nullptr);
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("window.md#3d-surface")))
        << manual->browser()->source().toString().toStdString();
    auto* browser = qobject_cast<ui::ManualBrowser*>(manual->browser());
    ASSERT_NE(browser, nullptr);
    EXPECT_EQ(browser->headingAtTop(), QStringLiteral("3d-surface"));
    QDir().mkpath(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR));
    manual->grab().save(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/manual-3d-surface.png"));
    // Another section of another page, and back to the start of a page.
    manual->showPage(QStringLiteral("lecture.md#animation"));
    EXPECT_EQ(browser->headingAtTop(), QStringLiteral("animation"));
    manual->showPage(QStringLiteral("lecture.md"));
    EXPECT_EQ(browser->headingAtTop(), QString());
    manual->close();
}

TEST(Manual, EverySectionThePanelsNameIsAHeadingOfTheGuide) {
    // A heading renamed in docs/ must not leave F1 at the top of a page.
    auto window = test::makeShownWindow();
    QSet<QString> sections;
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        const QString section = ui::HelpSection::of(widget);
        if (!section.isEmpty()) sections.insert(section);
    }
    EXPECT_GE(sections.size(), 12);
    ui::ManualWindow manual;
    auto* browser = qobject_cast<ui::ManualBrowser*>(manual.browser());
    ASSERT_NE(browser, nullptr);
    for (const QString& section : sections) {
        const QString page = section.section(QLatin1Char('#'), 0, 0);
        const QString anchor = section.section(QLatin1Char('#'), 1);
        ASSERT_TRUE(QFile::exists(QStringLiteral(":/effsurf/manual/docs/") + page)) << section.toStdString();
        manual.showPage(page);
        if (!anchor.isEmpty()) {
            EXPECT_TRUE(browser->headingAnchors().contains(anchor)) << section.toStdString() << ": no such heading; the page has "
                                                                    << browser->headingAnchors().join(QStringLiteral(", ")).toStdString();
        }
    }
    // GitHub's anchors, as the manual's own links use them.
    EXPECT_EQ(ui::ManualBrowser::anchorOf(QStringLiteral("Compare A\u2013D tab")), QStringLiteral("compare-ad-tab"));
    EXPECT_EQ(ui::ManualBrowser::anchorOf(QStringLiteral("Serial fraction s")), QStringLiteral("serial-fraction-s"));
}

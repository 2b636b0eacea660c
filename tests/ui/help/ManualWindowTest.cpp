// Help > User guide (F1): the manual of docs/ inside the app, offline, at
// the section of what is on screen, with its pictures and links working.

#include "UiTestSupport.h"

#include "effsurf/ui/help/ManualWindow.h"
#include "effsurf/ui/window/MainWindow.h"

#include <QAction>
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
}  // namespace

TEST(Manual, F1OpensTheSectionOfWhatIsOnScreenAndLinksLeadOn) {
    auto window = test::makeShownWindow();
    ASSERT_TRUE(window->showPanel("training"));
    pressF1(*window);
    auto* manual = window->findChild<ui::ManualWindow*>(QStringLiteral("manual"));
    ASSERT_NE(manual, nullptr) << "F1 opened no user guide";
    EXPECT_TRUE(manual->isVisible());
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("training.md")));
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("Training runs"));
    QDir().mkpath(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR));
    manual->grab().save(QStringLiteral(EFFSURF_TEST_ARTEFACTS_DIR "/manual-training.png"));
    // The Model tab's F1: the window's page; the same window, not a second one.
    ASSERT_TRUE(window->showPanel("model"));
    pressF1(*window);
    EXPECT_EQ(window->findChildren<ui::ManualWindow*>().size(), 1);
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("window.md")));
    // Contents, then a link to another page, then back.
    manual->showPage(QString());
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("effsurf user's guide"));
    emit manual->browser()->anchorClicked(manual->browser()->source().resolved(QUrl(QStringLiteral("figures.md"))));
    EXPECT_TRUE(manual->browser()->source().toString().endsWith(QLatin1String("figures.md")));
    manual->browser()->backward();
    EXPECT_EQ(manual->browser()->document()->firstBlock().text(), QStringLiteral("effsurf user's guide"));
    manual->close();
}

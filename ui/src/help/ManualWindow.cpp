// SPDX-License-Identifier: MIT
#include "effsurf/ui/help/ManualWindow.h"

#include "effsurf/ui/help/ManualBrowser.h"

#include <QDesktopServices>
#include <QHBoxLayout>
#include <QPointer>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>

// Q_INIT_RESOURCE must be used outside any namespace.
static void registerManualResources() { Q_INIT_RESOURCE(manual); }

namespace effsurf::ui {

QString ManualWindow::pageForPanel(std::string_view id) {
    if (id == "history" || id == "compare") return QStringLiteral("data.md");
    if (id == "measurements") return QStringLiteral("data.md");
    if (id == "training") return QStringLiteral("training.md");
    if (id == "presentation") return QStringLiteral("lecture.md");
    return QStringLiteral("window.md");
}

QString ManualWindow::pagesRoot() { return QStringLiteral("qrc:/effsurf/manual/docs/"); }

ManualWindow::ManualWindow(QWidget* parent) : QDialog(parent), browser_(new ManualBrowser(this)) {
    registerManualResources();
    setWindowTitle(tr("effsurf user's guide"));
    setObjectName(QStringLiteral("manual"));
    // Links to files outside the manual (the code, the data) open outside it.
    browser_->setOpenLinks(false);
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        if (link.scheme() == QLatin1String("qrc") && link.path().startsWith(QLatin1String("/effsurf/manual/docs/")))
            browser_->setSource(link, QTextDocument::MarkdownResource);
        else if (link.scheme() == QLatin1String("http") || link.scheme() == QLatin1String("https")) QDesktopServices::openUrl(link);
    });
    auto* back = new QToolButton(this);
    back->setText(tr("\u2190 Back"));
    back->setShortcut(QKeySequence::Back);
    auto* forward = new QToolButton(this);
    forward->setText(tr("Forward \u2192"));
    forward->setShortcut(QKeySequence::Forward);
    auto* contents = new QToolButton(this);
    contents->setText(tr("Contents"));
    connect(back, &QToolButton::clicked, browser_, &QTextBrowser::backward);
    connect(forward, &QToolButton::clicked, browser_, &QTextBrowser::forward);
    connect(contents, &QToolButton::clicked, this, [this] { showPage(QString()); });
    connect(browser_, &QTextBrowser::backwardAvailable, back, &QToolButton::setEnabled);
    connect(browser_, &QTextBrowser::forwardAvailable, forward, &QToolButton::setEnabled);
    back->setEnabled(false);
    forward->setEnabled(false);
    auto* bar = new QHBoxLayout;
    bar->addWidget(back);
    bar->addWidget(forward);
    bar->addWidget(contents);
    bar->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(browser_, 1);
    resize(900, 760);
}

void ManualWindow::showPage(const QString& page) {
    const QString target = page.isEmpty() ? QStringLiteral("index.md") : page;
    browser_->setSource(QUrl(pagesRoot() + target), QTextDocument::MarkdownResource);
}

ManualWindow* ManualWindow::open(QWidget* parent, const QString& page) {
    ManualWindow* window = parent ? parent->findChild<ManualWindow*>(QStringLiteral("manual"), Qt::FindDirectChildrenOnly) : nullptr;
    if (!window) window = new ManualWindow(parent);
    // Shown first: a heading is scrolled to for the width the page is shown at.
    window->show();
    window->showPage(page);
    window->raise();
    window->activateWindow();
    return window;
}

}  // namespace effsurf::ui

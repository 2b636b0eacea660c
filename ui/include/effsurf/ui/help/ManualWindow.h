// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QString>

#include <string_view>

class QTextBrowser;
class QToolButton;

namespace effsurf::ui {

/// Help > User guide (F1): the manual of docs/ inside the app, offline.
/// The Markdown pages and their screenshots are compiled in (a generated
/// resource file lists every docs/*.md), shown by Qt's own Markdown
/// renderer; links between pages and to their headings work, Back,
/// Forward and Contents as in a browser. One window, raised again when
/// already open.
class ManualWindow : public QDialog {
    Q_OBJECT
public:
    explicit ManualWindow(QWidget* parent = nullptr);

    /// Shows `page` ("training.md", "figures.md#..."; "" the contents) in the
    /// window of `parent`, made and shown if it has none yet; returns it.
    static ManualWindow* open(QWidget* parent, const QString& page = QString());
    /// The page about panel `id` of the window ("model", "history",
    /// "measurements", "compare", "training", or "presentation"): what F1 opens.
    static QString pageForPanel(std::string_view id);
    /// Where the pages are ("qrc:/effsurf/manual/docs/").
    static QString pagesRoot();

    void showPage(const QString& page);
    QTextBrowser* browser() const noexcept { return browser_; }

private:
    QTextBrowser* browser_;
};

}  // namespace effsurf::ui

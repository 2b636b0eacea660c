// SPDX-License-Identifier: MIT
#pragma once

#include <QTextBrowser>

namespace effsurf::ui {

/// The user guide's page view: Qt's Markdown browser, with the pages'
/// screenshots scaled down to the width it has (a 1600-px window picture
/// would otherwise be read through a horizontal scroll bar), and links to a
/// heading ("window.md#3d-surface") scrolled to that heading: Qt's Markdown
/// reader gives headings no anchors, so they are found by their GitHub
/// anchor, as the links in the manual and on GitHub name them.
class ManualBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit ManualBrowser(QWidget* parent = nullptr);

    /// The widest a picture is shown, in pixels.
    static constexpr int kMaxPictureWidth = 820;

    QVariant loadResource(int type, const QUrl& name) override;

    /// GitHub's anchor of a heading: lower case, only a-z, 0-9, space, "_"
    /// and "-" kept, spaces as "-" ("Compare A–D tab" is "compare-ad-tab").
    static QString anchorOf(const QString& heading);
    /// The anchors of the page's headings, in order.
    QStringList headingAnchors() const;
    /// The heading the page shows at its top (empty at the page's start).
    QString headingAtTop() const;

protected:
    void doSetSource(const QUrl& name, QTextDocument::ResourceType type) override;

private:
    /// Scrolls the heading with anchor `anchor` to the top; false if the page has none.
    bool scrollToHeading(const QString& anchor);
};

}  // namespace effsurf::ui

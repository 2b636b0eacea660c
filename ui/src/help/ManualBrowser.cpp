// SPDX-License-Identifier: MIT
#include "effsurf/ui/help/ManualBrowser.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextFrame>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>

namespace effsurf::ui {

ManualBrowser::ManualBrowser(QWidget* parent) : QTextBrowser(parent) {}

QVariant ManualBrowser::loadResource(int type, const QUrl& name) {
    QVariant resource = QTextBrowser::loadResource(type, name);
    if (type != QTextDocument::ImageResource) return resource;
    QImage image = resource.value<QImage>();
    if (image.isNull() && resource.canConvert<QByteArray>()) image.loadFromData(resource.toByteArray());
    if (image.isNull() || image.width() <= kMaxPictureWidth) return image.isNull() ? resource : QVariant(image);
    return image.scaledToWidth(kMaxPictureWidth, Qt::SmoothTransformation);
}

QString ManualBrowser::anchorOf(const QString& heading) {
    QString anchor;
    for (const QChar c : heading.toLower()) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9') || u == u'_' || u == u'-') anchor += c;
        else if (u == u' ') anchor += QLatin1Char('-');
    }
    return anchor;
}

QStringList ManualBrowser::headingAnchors() const {
    QStringList anchors;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next())
        if (block.blockFormat().headingLevel() > 0) anchors << anchorOf(block.text());
    return anchors;
}

QString ManualBrowser::headingAtTop() const {
    const int top = verticalScrollBar()->value();
    QString heading;
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0) continue;
        const qreal y = document()->documentLayout()->blockBoundingRect(block).top();
        if (y > top + 1) break;
        heading = anchorOf(block.text());
    }
    return heading;
}

void ManualBrowser::doSetSource(const QUrl& name, QTextDocument::ResourceType type) {
    QTextBrowser::doSetSource(name, type);
    if (name.hasFragment()) scrollToHeading(name.fragment());
}

bool ManualBrowser::scrollToHeading(const QString& anchor) {
    for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || anchorOf(block.text()) != anchor) continue;
        // Room after the page's end, so that a heading near it can come to
        // the top as well (the 3D view's section is the last screenful of
        // its page); then laid out to the end, as the scroll bar's range
        // grows with the layout and a value beyond it would be cut.
        QTextFrameFormat frame = document()->rootFrame()->frameFormat();
        frame.setBottomMargin(std::max(frame.bottomMargin(), qreal(viewport()->height())));
        document()->rootFrame()->setFrameFormat(frame);
        (void)document()->documentLayout()->documentSize();
        const qreal y = document()->documentLayout()->blockBoundingRect(block).top();
        verticalScrollBar()->setValue(int(y));
        return true;
    }
    return false;
}

}  // namespace effsurf::ui

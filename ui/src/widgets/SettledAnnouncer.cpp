// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/SettledAnnouncer.h"

#include <QLabel>
#include <QTextDocumentFragment>
#include <QTimer>

namespace effsurf::ui {

namespace {

/// A label's text as a screen reader should read it: rich text's words, not its tags.
QString spoken(const QLabel& label) {
    const QString text = label.text();
    const bool rich = label.textFormat() == Qt::RichText || (label.textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    return rich ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

}  // namespace

SettledAnnouncer::SettledAnnouncer(QObject* parent) : QObject(parent), settle_(new QTimer(this)) {
    settle_->setSingleShot(true);
    settle_->setInterval(kSettleMs);
    connect(settle_, &QTimer::timeout, this, &SettledAnnouncer::announceNow);
}

void SettledAnnouncer::watch(QLabel* label) {
    labels_.emplace_back(label);
    // A name from now on, so that the label's own setText stays silent; a
    // space while it has no text (an empty name would let Qt announce again).
    const QString text = spoken(*label);
    label->setAccessibleName(text.isEmpty() ? QStringLiteral(" ") : text);
}

void SettledAnnouncer::changed() { settle_->start(); }  // restarted by every change of a drag

void SettledAnnouncer::announceNow() {
    settle_->stop();
    for (const QPointer<QLabel>& label : labels_) {
        if (!label) continue;
        const QString text = spoken(*label);
        if (!text.isEmpty() && label->accessibleName() != text) label->setAccessibleName(text);  // one NameChanged
    }
}

}  // namespace effsurf::ui

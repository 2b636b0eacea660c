// SPDX-License-Identifier: MIT
#include "effsurf/ui/tours/LectureKeyFilter.h"

#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/widgets/NativeViewHiding.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QTextEdit>
#include <QWidget>
#include <QWindow>

namespace effsurf::ui {

LectureKeyFilter::LectureKeyFilter(QWidget* window, TourPlayer* player, std::function<bool()> leavePresentation,
                                   std::function<bool()> presenting, QObject* parent)
    : QObject(parent),
      window_(window),
      player_(player),
      leavePresentation_(std::move(leavePresentation)),
      presenting_(std::move(presenting)) {}

bool LectureKeyFilter::isBlank() const {
    const QWidget* cover = blank_;
    return cover && cover->isVisible();
}

void LectureKeyFilter::setBlank(bool blank) {
    // The cover is an ordinary widget; the native windows (the 3D graph's)
    // under it are hidden while the screen is black (NativeViewHiding).
    if (!blank) {
        if (QWidget* cover = blank_) cover->hide();
        NativeViewHiding::release(window_, this);
        return;
    }
    QWidget* cover = blank_;
    if (!cover) {
        cover = new QWidget(window_);
        cover->setObjectName(QStringLiteral("blankScreen"));
        cover->setStyleSheet(QStringLiteral("background: black;"));
        cover->setAttribute(Qt::WA_StyledBackground);
        cover->setCursor(Qt::BlankCursor);
        blank_ = cover;
    }
    NativeViewHiding::hold(window_, this);
    cover->setGeometry(window_->rect());
    cover->show();
    cover->raise();
}

QWidget* LectureKeyFilter::ownWidget(QObject* watched) const {
    if (watched->isWidgetType()) {
        auto* widget = static_cast<QWidget*>(watched);
        return widget->window() == window_ ? widget : nullptr;
    }
    // A widget's window passes its keys on to the focused widget, where they
    // are seen: only a foreign window (the 3D graph) is the receiver itself.
    auto* window = qobject_cast<QWindow*>(watched);
    if (!window || watched->inherits("QWidgetWindow")) return nullptr;
    while (window->parent()) window = window->parent();
    return window == window_->windowHandle() ? window_ : nullptr;
}

bool LectureKeyFilter::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type == QEvent::Resize && watched == window_ && isBlank()) setBlank(true);
    if (type == QEvent::MouseButtonPress && isBlank() && watched == blank_.data()) {
        setBlank(false);
        return true;
    }
    if (type != QEvent::KeyPress) return QObject::eventFilter(watched, event);
    QWidget* widget = ownWidget(watched);
    if (!widget) return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (isBlank()) {
        // Any key brings the picture back (and does nothing else: the audience saw nothing happen).
        if (key->key() != Qt::Key_Shift && key->key() != Qt::Key_Control && key->key() != Qt::Key_Alt) setBlank(false);
        return true;
    }
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    const bool lecturing = player_->isActive() || presenting_();
    if (!lecturing) return false;
    QObject* focus = QApplication::focusWidget();
    const auto writesText = [](QObject* o) { return qobject_cast<QTextEdit*>(o) || qobject_cast<QPlainTextEdit*>(o); };
    const bool inTextEditor =
        writesText(widget) || writesText(widget->parent()) || writesText(focus) || (focus && writesText(focus->parent()));
    const auto typesText = [](QObject* o) {
        return qobject_cast<QLineEdit*>(o) || qobject_cast<QAbstractSpinBox*>(o) || qobject_cast<QTextEdit*>(o) ||
               qobject_cast<QPlainTextEdit*>(o);
    };
    const bool typing = typesText(widget) || typesText(widget->parent()) || typesText(focus);
    // The presentation view's own keys (the pen, the spotlight) come first. A field that only holds the focus
    // (the s field after an edit) lets them pass, as it does B; one edited since its Enter keeps its letters ("1e-5").
    // The key's receiver first: it is the focus, unless the window is not the active one this instant.
    const auto* line = qobject_cast<QLineEdit*>(widget);
    if (!line) line = qobject_cast<QLineEdit*>(focus);
    const bool editing = inTextEditor || (line && line->isModified()) || qobject_cast<QAbstractSpinBox*>(focus) ||
                         qobject_cast<QAbstractSpinBox*>(widget->parent());
    if (presenterKeys_ && presenting_() && (!editing || key->key() == Qt::Key_Escape) && presenterKeys_(key->key())) return true;
    switch (key->key()) {
        // The remote's keys, wherever the focus is.
        case Qt::Key_Escape:
            if (leavePresentation_()) return true;
            if (player_->isActive()) {
                player_->stop();
                return true;
            }
            return false;
        case Qt::Key_PageDown:
            if (!player_->isActive()) return false;
            player_->next();
            return true;
        case Qt::Key_PageUp:
            if (!player_->isActive()) return false;
            player_->previous();
            return true;
        case Qt::Key_R:
            // The answer to the step's question; PageDown reveals it too before it steps on.
            if (!player_->isAnswerHidden() || editing) return false;
            player_->reveal();
            return true;
        case Qt::Key_B:
        case Qt::Key_Period: {
            // '.' is a decimal point while a number is being typed (the field
            // edited since its last Enter); in a field that only holds the
            // focus (the s or N field after an edit) it is the clicker's
            // blank key, as B is (issue 44: it typed into the field).
            const bool typingANumber =
                key->key() == Qt::Key_Period && ((line && line->isModified()) || qobject_cast<QAbstractSpinBox*>(focus));
            if (inTextEditor || typingANumber) return false;
            setBlank(true);
            return true;
        }
        default: break;
    }
    if (!player_->isActive()) return false;
    // Typing stays typing: text fields and spin boxes keep their other keys (the key's receiver, or its
    // viewport's owner: text edits receive keys on their viewport).
    if (typing) return false;
    // Arrows, Space and Backspace step unless a control that uses them has
    // the focus (a slider being nudged, a button, a list, a combo box, the tab bar).
    const auto usesArrows = [](QObject* o) {
        return qobject_cast<QAbstractSlider*>(o) || qobject_cast<QAbstractButton*>(o) || qobject_cast<QAbstractItemView*>(o) ||
               qobject_cast<QComboBox*>(o) || qobject_cast<QTabBar*>(o);
    };
    if (usesArrows(widget) || usesArrows(widget->parent())) return false;
    switch (key->key()) {
        case Qt::Key_Right:
        case Qt::Key_Space: player_->next(); return true;
        case Qt::Key_Left:
        case Qt::Key_Backspace: player_->previous(); return true;
        default: return false;
    }
}

}  // namespace effsurf::ui

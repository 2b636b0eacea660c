#include "effsurf/ui/tours/LectureKeyFilter.h"

#include "effsurf/ui/tours/TourPlayer.h"

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

namespace effsurf::ui {

LectureKeyFilter::LectureKeyFilter(QWidget* window, TourPlayer* player, std::function<bool()> leavePresentation,
                                   QObject* parent)
    : QObject(parent), window_(window), player_(player), leavePresentation_(std::move(leavePresentation)) {}

bool LectureKeyFilter::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress || !watched->isWidgetType()) return QObject::eventFilter(watched, event);
    auto* widget = static_cast<QWidget*>(watched);
    if (widget->window() != window_) return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
    if (key->key() == Qt::Key_Escape) {
        if (leavePresentation_()) return true;
        if (player_->isActive()) {
            player_->stop();
            return true;
        }
        return false;
    }
    if (!player_->isActive()) return false;
    // Typing stays typing: text fields and spin boxes keep their keys.
    const auto typesText = [](QObject* o) {
        return qobject_cast<QLineEdit*>(o) || qobject_cast<QAbstractSpinBox*>(o) || qobject_cast<QTextEdit*>(o) ||
               qobject_cast<QPlainTextEdit*>(o);
    };
    // The key's receiver, or its viewport's owner (text edits receive keys on their viewport).
    if (typesText(widget) || typesText(widget->parent()) || typesText(QApplication::focusWidget())) return false;
    // PageUp/PageDown (what presenter remotes send) always step. Arrows, Space
    // and Backspace step unless a control that uses them has the focus (a
    // slider being nudged, a button, a list, a combo box, the tab bar).
    const auto usesArrows = [](QObject* o) {
        return qobject_cast<QAbstractSlider*>(o) || qobject_cast<QAbstractButton*>(o) || qobject_cast<QAbstractItemView*>(o) ||
               qobject_cast<QComboBox*>(o) || qobject_cast<QTabBar*>(o);
    };
    const bool remoteKey = key->key() == Qt::Key_PageDown || key->key() == Qt::Key_PageUp;
    if (!remoteKey && (usesArrows(widget) || usesArrows(widget->parent()))) return false;
    switch (key->key()) {
        case Qt::Key_PageDown:
        case Qt::Key_Right:
        case Qt::Key_Space:
            player_->next();
            return true;
        case Qt::Key_PageUp:
        case Qt::Key_Left:
        case Qt::Key_Backspace:
            player_->previous();
            return true;
        default:
            return false;
    }
}

}  // namespace effsurf::ui

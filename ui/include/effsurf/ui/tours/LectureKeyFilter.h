// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>
#include <utility>
#include <vector>

class QWidget;

namespace effsurf::ui {

class TourPlayer;

/// Lecture keys for one window, installed on the application.
///
/// What a presenter's remote sends drives the lecture wherever the keyboard
/// focus is, while a tour or the presentation view runs: PageDown and PageUp
/// step the tour (PageDown first reveals the answer to a step's question, as R does), B (or '.') blanks the screen and any key brings it back, Esc
/// leaves the presentation view or ends the tour. A field keeps its focus
/// and its own keys otherwise (Enter, the arrows, what is typed), and only a
/// multi-line text editor (the tour editor's) keeps B as a letter. The
/// presentation view's tools have their keys too (setPresenterKeys).
/// Right and Space go forward, Left and Backspace back, where the focused
/// control does not use them itself (a field, a slider, a button, a list).
class LectureKeyFilter : public QObject {
    Q_OBJECT
public:
    /// `leavePresentation` leaves the presentation view and returns true, or
    /// returns false if the window was not presenting; `presenting` says
    /// whether it is.
    LectureKeyFilter(QWidget* window, TourPlayer* player, std::function<bool()> leavePresentation, std::function<bool()> presenting,
                     QObject* parent);

    /// The black cover of a blanked screen (B), or null/hidden when not blanked.
    QWidget* blankCover() const { return blank_; }
    bool isBlank() const;
    void setBlank(bool blank);
    /// Keys of the presentation view's own tools (the pen, the spotlight), asked first while presenting and
    /// no text is being typed (Esc always): the handler returns true for a key it used.
    void setPresenterKeys(std::function<bool(int key)> handler) { presenterKeys_ = std::move(handler); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// The window's widget that `watched` stands for: itself, or the window
    /// holding a foreign window (the 3D graph); null if it is not ours.
    QWidget* ownWidget(QObject* watched) const;

    QWidget* window_;
    TourPlayer* player_;
    std::function<bool()> leavePresentation_;
    std::function<bool()> presenting_;
    QPointer<QWidget> blank_;
    std::function<bool(int key)> presenterKeys_;
};

}  // namespace effsurf::ui

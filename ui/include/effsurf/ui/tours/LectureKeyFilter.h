#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace effsurf::ui {

class TourPlayer;

/// Lecture keys for one window, installed on the application: PageDown,
/// Right and Space go forward in a tour, PageUp, Left and Backspace go back
/// (presenter remotes send PageUp/PageDown); Esc leaves the presentation
/// view or ends the tour. Typing stays typing: text fields keep their keys,
/// and controls that use arrows, Space or Backspace keep those.
class LectureKeyFilter : public QObject {
    Q_OBJECT
public:
    /// `leavePresentation` leaves the presentation view and returns true, or
    /// returns false if the window was not presenting.
    LectureKeyFilter(QWidget* window, TourPlayer* player, std::function<bool()> leavePresentation, QObject* parent);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* window_;
    TourPlayer* player_;
    std::function<bool()> leavePresentation_;
};

}  // namespace effsurf::ui

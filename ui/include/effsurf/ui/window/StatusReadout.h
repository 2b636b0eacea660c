// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace effsurf::ui {

class SettledAnnouncer;

/// The status bar's readout of the state ("S = 9.091×10⁵  E = 0.9091 ..."):
/// selectable, a point larger than the bar's font, and heard by a screen
/// reader once the state settles rather than at every step of a slider.
class StatusReadout : public QLabel {
    Q_OBJECT
public:
    explicit StatusReadout(QWidget* parent = nullptr);
    /// Shows `text` (StatusText::of the state); announced when changes stop.
    void showText(const QString& text);
    /// Its numbers hidden ("E = ?") while the class answers a tour step's question.
    void setConcealed(bool concealed);

private:
    SettledAnnouncer* announcer_;
    QString text_;  ///< as asked for, shown when not concealed
    bool concealed_ = false;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QLabel;
class QTimer;

namespace effsurf::ui {

/// What a screen reader hears of labels whose text follows a slider: their
/// new text once, when it has settled, not at every step of a drag. A QLabel
/// without an accessible name announces every setText (Qt sends NameChanged
/// for each); a watched label has its text as its accessible name, set again
/// only after no change came for kSettleMs, and only where it differs.
class SettledAnnouncer : public QObject {
    Q_OBJECT
public:
    explicit SettledAnnouncer(QObject* parent = nullptr);
    /// Announces `label`'s text from now on (its name is its text at once, quietly if it is empty).
    void watch(QLabel* label);
    /// The watched labels' texts changed: announced when no change follows for kSettleMs.
    void changed();
    /// Announces what changed now (the window leaves the labels' screen, a test).
    void announceNow();
    static constexpr int kSettleMs = 500;

private:
    std::vector<QPointer<QLabel>> labels_;
    QTimer* settle_;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/ink/InkLayer.h"

#include <QImage>
#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace effsurf::ui {

/// The pen and the spotlight of the presentation view (issue 47): their
/// keys and menu entries, the layer over the window, and the still of the
/// window under it, taken again whenever what the window shows changes
/// (a tour step, a key that moves the point) or its size does.
///
/// Keys, while presenting: P the pen, L the spotlight (a presenter's laser),
/// E erases this page's ink, Esc puts the tool away (a second Esc leaves the
/// presentation view). PageDown and PageUp still step the tour under them;
/// a step's ink comes back with the step ("Keep ink with its tour step"),
/// or is erased when the tour moves on. Recordings and window images show
/// the ink and the spotlight when "Ink in recordings" is on.
class InkController : public QObject {
    Q_OBJECT
public:
    /// `grabWindow`: the window as it looks without the layer (the 3D view's frame painted in).
    InkController(QWidget* window, std::function<QImage()> grabWindow, QObject* parent);

    InkLayer* layer() const noexcept { return layer_; }
    InkLayer::Tool tool() const noexcept { return layer_->tool(); }
    void setTool(InkLayer::Tool tool);

    /// Pen, Spotlight, Erase ink and the two choices, as a submenu of `menu`.
    void addActions(QMenu* menu);
    QAction* penAction() const noexcept { return pen_; }
    QAction* spotlightAction() const noexcept { return spotlight_; }
    QAction* eraseAction() const noexcept { return erase_; }

    /// The presentation view was entered or left: the tools exist only in it (the ink is kept).
    void setPresenting(bool presenting);
    /// A lecture key while presenting (LectureKeyFilter::setPresenterKeys): true if it was the ink's.
    bool handleKey(int key);

    /// What the window shows changed: the still under the ink is taken again (once, at the end of this pass).
    void windowChanged();
    /// The tour showed another step (`key`: the tour and step, "" outside a tour).
    void setPage(const QString& key);

    bool keepsInkWithStep() const noexcept { return keepWithStep_; }
    void setKeepsInkWithStep(bool keep);
    bool inkInRecordings() const noexcept { return inRecordings_; }
    void setInkInRecordings(bool shown);
    /// `image` of the window with the ink and spotlight over it when they are up and "Ink in recordings" is on.
    QImage decorate(QImage image) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void takeStill();
    void syncActions();

    QWidget* window_;
    std::function<QImage()> grabWindow_;
    InkLayer* layer_;
    QAction* pen_ = nullptr;
    QAction* spotlight_ = nullptr;
    QAction* erase_ = nullptr;
    QAction* keepAction_ = nullptr;
    QAction* recordAction_ = nullptr;
    bool presenting_ = false;
    bool keepWithStep_ = true;
    bool inRecordings_ = false;
    bool stillPending_ = false;
};

}  // namespace effsurf::ui

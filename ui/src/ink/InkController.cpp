// SPDX-License-Identifier: MIT
#include "effsurf/ui/ink/InkController.h"

#include "effsurf/ui/widgets/NativeViewHiding.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QSignalBlocker>
#include <QTimer>
#include <QWidget>

namespace effsurf::ui {

namespace {
const QString kKeepKey = QStringLiteral("ink/keepWithStep");
const QString kRecordKey = QStringLiteral("ink/inRecordings");
}  // namespace

InkController::InkController(QWidget* window, std::function<QImage()> grabWindow, QObject* parent)
    : QObject(parent), window_(window), grabWindow_(std::move(grabWindow)), layer_(new InkLayer(window)) {
    const QSettings settings;
    keepWithStep_ = settings.value(kKeepKey, true).toBool();
    inRecordings_ = settings.value(kRecordKey, false).toBool();
    // The keys in the menu's shortcut column ("\t"): real shortcuts would take the letters from every field.
    pen_ = new QAction(tr("&Pen") + QStringLiteral("\tP"), this);
    pen_->setCheckable(true);
    connect(pen_, &QAction::triggered, this, [this](bool on) { setTool(on ? InkLayer::Tool::Pen : InkLayer::Tool::None); });
    spotlight_ = new QAction(tr("&Spotlight") + QStringLiteral("\tL"), this);
    spotlight_->setCheckable(true);
    connect(spotlight_, &QAction::triggered, this, [this](bool on) { setTool(on ? InkLayer::Tool::Spotlight : InkLayer::Tool::None); });
    erase_ = new QAction(tr("&Erase ink") + QStringLiteral("\tE"), this);
    connect(erase_, &QAction::triggered, layer_, &InkLayer::erase);
    keepAction_ = new QAction(tr("&Keep ink with its tour step"), this);
    keepAction_->setCheckable(true);
    connect(keepAction_, &QAction::triggered, this, &InkController::setKeepsInkWithStep);
    recordAction_ = new QAction(tr("Ink in &recordings and window images"), this);
    recordAction_->setCheckable(true);
    connect(recordAction_, &QAction::triggered, this, &InkController::setInkInRecordings);
    window_->installEventFilter(this);
    syncActions();
}

void InkController::addActions(QMenu* menu) {
    QMenu* ink = menu->addMenu(tr("&Ink and spotlight"));
    ink->addActions({pen_, spotlight_, erase_});
    ink->addSeparator();
    ink->addActions({keepAction_, recordAction_});
}

void InkController::syncActions() {
    for (QAction* action : {pen_, spotlight_, erase_}) action->setEnabled(presenting_);
    const QSignalBlocker blockPen(pen_), blockSpotlight(spotlight_), blockKeep(keepAction_), blockRecord(recordAction_);
    pen_->setChecked(tool() == InkLayer::Tool::Pen);
    spotlight_->setChecked(tool() == InkLayer::Tool::Spotlight);
    keepAction_->setChecked(keepWithStep_);
    recordAction_->setChecked(inRecordings_);
}

void InkController::setTool(InkLayer::Tool tool) {
    if (!presenting_) tool = InkLayer::Tool::None;  // the room's tools: the desk has the mouse
    if (tool == InkLayer::Tool::None) {
        layer_->hide();
        NativeViewHiding::release(window_, this);
    } else if (!layer_->isVisible()) {
        // The still first, of the window as it is laid out now; then the native views go (their place kept).
        layer_->setBackdrop(grabWindow_());
        NativeViewHiding::hold(window_, this);
        layer_->setGeometry(window_->rect());
        layer_->show();
        layer_->raise();
    }
    layer_->setTool(tool);
    syncActions();
}

void InkController::setPresenting(bool presenting) {
    presenting_ = presenting;
    if (!presenting) setTool(InkLayer::Tool::None);
    syncActions();
}

bool InkController::handleKey(int key) {
    switch (key) {
        case Qt::Key_P: setTool(tool() == InkLayer::Tool::Pen ? InkLayer::Tool::None : InkLayer::Tool::Pen); return true;
        case Qt::Key_L: setTool(tool() == InkLayer::Tool::Spotlight ? InkLayer::Tool::None : InkLayer::Tool::Spotlight); return true;
        case Qt::Key_E: layer_->erase(); return true;
        case Qt::Key_Escape:
            if (tool() == InkLayer::Tool::None) return false;
            setTool(InkLayer::Tool::None);
            return true;
        default: return false;
    }
}

void InkController::windowChanged() {
    if (!layer_->isVisible() || stillPending_) return;
    stillPending_ = true;
    // At the end of this pass: the presentation view lays the new step out in it (the charts it names).
    QTimer::singleShot(0, this, &InkController::takeStill);
}

void InkController::takeStill() {
    stillPending_ = false;
    if (!layer_->isVisible()) return;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // grabWindow_ leaves the layer out of the picture itself; the layer keeps its place in the stacking
    // (raising it here would put it over a blanked screen's black cover).
    layer_->setBackdrop(grabWindow_());
}

void InkController::setPage(const QString& key) {
    if (key == layer_->page()) return;
    if (!keepWithStep_) layer_->erase();  // the room moves on with a clean page
    layer_->setPage(key);
    windowChanged();
}

void InkController::setKeepsInkWithStep(bool keep) {
    keepWithStep_ = keep;
    QSettings().setValue(kKeepKey, keep);
    syncActions();
}

void InkController::setInkInRecordings(bool shown) {
    inRecordings_ = shown;
    QSettings().setValue(kRecordKey, shown);
    syncActions();
}

QImage InkController::decorate(QImage image) const {
    if (!inRecordings_ || !layer_->isVisible() || image.isNull()) return image;
    QPainter painter(&image);
    layer_->paintOver(painter, QRectF(QPointF(0, 0), image.deviceIndependentSize()));
    return image;
}

bool InkController::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::Resize && layer_->isVisible()) {
        layer_->setGeometry(window_->rect());
        windowChanged();
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace effsurf::ui

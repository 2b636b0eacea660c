// SPDX-License-Identifier: MIT
#include "effsurf/ui/widgets/ReflowGrid.h"

#include <QGridLayout>
#include <QResizeEvent>
#include <QScrollBar>

#include <algorithm>

namespace effsurf::ui {

ReflowGrid::ReflowGrid(QSize cell, int maxColumns, QWidget* parent)
    : QScrollArea(parent), content_(new QWidget), grid_(new QGridLayout(content_)), cell_(cell), maxColumns_(maxColumns) {
    grid_->setContentsMargins(0, 0, 0, 0);
    grid_->setSpacing(4);
    setFrameShape(QFrame::NoFrame);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setWidget(content_);
}

void ReflowGrid::setWidgets(const std::vector<QWidget*>& widgets) {
    for (QWidget* w : widgets)
        if (std::find(known_.begin(), known_.end(), w) == known_.end()) known_.push_back(w);
    widgets_ = widgets;
    relayout(fittingColumns());
}

void ReflowGrid::setStacked(bool stacked) {
    if (stacked == stacked_) return;
    stacked_ = stacked;
    setVerticalScrollBarPolicy(stacked ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    setHorizontalScrollBarPolicy(stacked ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    relayout(fittingColumns());
}

int ReflowGrid::fittingColumns() const {
    if (stacked_) return 1;
    // The viewport's width with room for a vertical scroll bar, so that
    // showing one does not flip the column count back and forth.
    const int width = viewport()->width() - (verticalScrollBar()->isVisible() ? 0 : verticalScrollBar()->sizeHint().width());
    const int fit = (width + grid_->spacing()) / (cell_.width() + grid_->spacing());
    return std::clamp(fit, 1, std::max(1, std::min(maxColumns_, int(widgets_.size()))));
}

void ReflowGrid::relayout(int columns) {
    for (QWidget* w : known_) {
        grid_->removeWidget(w);
        w->hide();
    }
    for (int r = 0; r < grid_->rowCount(); ++r) grid_->setRowStretch(r, 0);
    for (int c = 0; c < grid_->columnCount(); ++c) grid_->setColumnStretch(c, 0);
    columns_ = columns;
    const int count = int(widgets_.size());
    for (int i = 0; i < count; ++i) {
        QWidget* w = widgets_[std::size_t(i)];
        grid_->addWidget(w, i / columns, i % columns);
        w->show();
    }
    applyCellHeight();
    const int rows = (count + columns - 1) / std::max(columns, 1);
    for (int r = 0; r < rows; ++r) grid_->setRowStretch(r, 1);
    for (int c = 0; c < columns; ++c) grid_->setColumnStretch(c, 1);
}

void ReflowGrid::applyCellHeight() {
    if (stacked_) {
        // The rows share what the pane has: nothing to scroll to on a projector.
        for (QWidget* w : widgets_) w->setMinimumSize(0, 0);
        return;
    }
    // A single column scrolls anyway: its widgets get a height that suits
    // their width (up to 300 px) rather than a letterbox of the minimum.
    const int height = columns_ == 1 && widgets_.size() > 1 ? std::clamp(viewport()->width() * 4 / 9, cell_.height(), 300) : cell_.height();
    for (QWidget* w : widgets_) w->setMinimumSize(cell_.width(), height);
}

void ReflowGrid::resizeEvent(QResizeEvent* event) {
    QScrollArea::resizeEvent(event);
    const int columns = fittingColumns();
    if (columns != columns_) relayout(columns);
    else if (event->size().width() != event->oldSize().width()) applyCellHeight();  // the same grid, other heights
}

}  // namespace effsurf::ui

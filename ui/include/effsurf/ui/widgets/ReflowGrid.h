// SPDX-License-Identifier: MIT
#pragma once

#include <QScrollArea>
#include <QSize>

#include <vector>

class QGridLayout;

namespace effsurf::ui {

/// Widgets in as many columns as fit at their minimum legible size, in
/// rows that share the height; scrolling when even one column does not fit.
/// Charts keep the size their text needs instead of being squashed until
/// tick labels turn into "1…": at 1600x1000 four charts sit in a 2x2 grid,
/// at 1024x640 they stack in one scrolling column.
class ReflowGrid : public QScrollArea {
    Q_OBJECT
public:
    /// `cell` is the smallest size a widget may get; at most `maxColumns` columns.
    ReflowGrid(QSize cell, int maxColumns, QWidget* parent = nullptr);

    /// Lays out `widgets` in this order (they become children of the grid);
    /// widgets laid out before and not listed are hidden.
    void setWidgets(const std::vector<QWidget*>& widgets);
    int columnCount() const noexcept { return columns_; }
    /// One column whose widgets share the viewport's height and never
    /// scroll (the presentation view: at most two charts beside the
    /// surface), or back to as many columns as fit.
    void setStacked(bool stacked);
    bool isStacked() const noexcept { return stacked_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The columns that fit the viewport's width (1 .. maxColumns, at most one per widget).
    int fittingColumns() const;
    void relayout(int columns);
    /// The widgets' minimum size for the column count and width now.
    void applyCellHeight();

    QWidget* content_;
    QGridLayout* grid_;
    std::vector<QWidget*> widgets_;
    std::vector<QWidget*> known_;
    QSize cell_;
    int maxColumns_;
    int columns_ = 0;
    bool stacked_ = false;
};

}  // namespace effsurf::ui

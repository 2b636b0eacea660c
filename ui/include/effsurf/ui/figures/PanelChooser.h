// SPDX-License-Identifier: MIT
#pragma once

#include <QSize>
#include <QStringList>
#include <QWidget>

class QListWidget;
class QSpinBox;

namespace effsurf::ui {

/// The Export dialog's multi-panel choice: which figures (2 to 6, in the
/// order listed) and how many columns; rows follow from the count.
class PanelChooser : public QWidget {
    Q_OBJECT
public:
    explicit PanelChooser(const QStringList& figures, QWidget* parent = nullptr);

    QStringList chosen() const;
    void setChosen(const QStringList& figures);
    /// columns x rows for the chosen figures.
    QSize layout() const;
    QSpinBox* columnsSpin() const noexcept { return columns_; }
    QListWidget* list() const noexcept { return list_; }

signals:
    void changed();

private:
    QListWidget* list_;
    QSpinBox* columns_;
};

}  // namespace effsurf::ui

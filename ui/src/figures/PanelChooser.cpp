// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/PanelChooser.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace effsurf::ui {

PanelChooser::PanelChooser(const QStringList& figures, QWidget* parent)
    : QWidget(parent), list_(new QListWidget(this)), columns_(new CheckedSpinBox(tr("columns"), this)) {
    for (const QString& name : figures) {
        auto* item = new QListWidgetItem(name, list_);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    list_->setMaximumHeight(list_->sizeHintForRow(0) * 5 + 8);
    columns_->setRange(1, 6);
    columns_->setValue(3);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("columns"), this));
    row->addWidget(columns_);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("2 to 6 figures, lettered (a), (b), \u2026 in this order:"), this));
    layout->addWidget(list_);
    layout->addLayout(row);
    connect(list_, &QListWidget::itemChanged, this, &PanelChooser::changed);
    connect(columns_, &QSpinBox::valueChanged, this, &PanelChooser::changed);
}

QStringList PanelChooser::chosen() const {
    QStringList names;
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->checkState() == Qt::Checked) names << list_->item(i)->text();
    return names;
}

void PanelChooser::setChosen(const QStringList& figures) {
    for (int i = 0; i < list_->count(); ++i)
        list_->item(i)->setCheckState(figures.contains(list_->item(i)->text()) ? Qt::Checked : Qt::Unchecked);
}

QSize PanelChooser::layout() const {
    const int count = std::max(1, int(chosen().size()));
    const int columns = std::min(columns_->value(), count);
    return {columns, (count + columns - 1) / columns};
}

}  // namespace effsurf::ui

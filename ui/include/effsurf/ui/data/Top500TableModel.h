// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/Top500Catalog.h"

#include <QAbstractTableModel>

namespace effsurf::ui {

/// Every TOP500 entry as a table row. Display text is formatted for people;
/// Qt::UserRole holds the raw value (numbers as double) for sorting. N and
/// the s_eff columns follow the chosen core convention.
class Top500TableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        List,
        Rank,
        System,
        Site,
        Country,
        Processors,
        Rmax,
        Rpeak,
        Efficiency,
        SerialFraction,
        HpcgEfficiency,
        HpcgSerialFraction,
        ColumnCount
    };

    explicit Top500TableModel(const core::Top500Catalog& catalog, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setCoreConvention(core::CoreConvention convention);
    core::CoreConvention coreConvention() const noexcept { return convention_; }
    const core::Top500Entry& entry(int row) const { return catalog_.entries()[std::size_t(row)]; }

private:
    const core::Top500Catalog& catalog_;
    core::CoreConvention convention_ = core::CoreConvention::TotalCores;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace effsurf::ui {

/// Filters the TOP500 table by free text (system, site or country, any case),
/// list edition and maximal rank; sorts by raw values (Qt::UserRole).
class Top500FilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit Top500FilterModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setEdition(const QString& edition);  ///< empty: every edition
    void setMaxRank(int rank);                ///< 0: no limit

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString text_;
    QString edition_;
    int maxRank_ = 0;
};

}  // namespace effsurf::ui

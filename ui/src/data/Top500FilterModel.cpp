// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/Top500FilterModel.h"

#include "effsurf/ui/data/Top500TableModel.h"

namespace effsurf::ui {

Top500FilterModel::Top500FilterModel(QObject* parent) : QSortFilterProxyModel(parent) { setSortRole(Qt::UserRole); }

void Top500FilterModel::setText(const QString& text) {
    text_ = text.trimmed();
    invalidateRowsFilter();
}

void Top500FilterModel::setEdition(const QString& edition) {
    edition_ = edition;
    invalidateRowsFilter();
}

void Top500FilterModel::setMaxRank(int rank) {
    maxRank_ = rank;
    invalidateRowsFilter();
}

bool Top500FilterModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    const auto* model = static_cast<const Top500TableModel*>(sourceModel());
    const auto& e = model->entry(sourceRow);
    if (maxRank_ > 0 && e.rank > maxRank_) return false;
    if (!edition_.isEmpty() && QString::fromStdString(e.list) != edition_) return false;
    if (text_.isEmpty()) return true;
    for (const std::string* field : {&e.system, &e.site, &e.country})
        if (QString::fromStdString(*field).contains(text_, Qt::CaseInsensitive)) return true;
    return false;
}

bool Top500FilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(Qt::UserRole);
    const QVariant b = right.data(Qt::UserRole);
    // Empty (unknown) values sort after every number in either order (the
    // proxy sorts descending by calling lessThan(right, left)).
    if (!a.isValid() || !b.isValid()) {
        const bool valueFirst = a.isValid() && !b.isValid();
        return sortOrder() == Qt::AscendingOrder ? valueFirst : (!a.isValid() && b.isValid());
    }
    if (a.userType() == QMetaType::Double || a.userType() == QMetaType::Int) return a.toDouble() < b.toDouble();
    return QString::compare(a.toString(), b.toString(), Qt::CaseInsensitive) < 0;
}

}  // namespace effsurf::ui

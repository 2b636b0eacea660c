// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/Top500TableModel.h"

#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/widgets/CoreMessageText.h"

#include <QLocale>

namespace effsurf::ui {
namespace {

QVariant number(const std::optional<double>& value) { return value ? QVariant(*value) : QVariant(); }

/// A TFlop/s figure as tables print them: thousands grouped, no exponent
/// ("1,742,000", "59.7", "0.0599").
QString tflops(double value) {
    QLocale c = QLocale::c();
    c.setNumberOptions(QLocale::DefaultNumberOptions);
    return value >= 100.0 ? c.toString(value, 'f', 0) : c.toString(value, 'g', 4);
}

QString text(const std::optional<double>& value, int digits) {
    return value ? NumberFormat::scientific(*value, digits) : QStringLiteral("\u2013");
}

}  // namespace

Top500TableModel::Top500TableModel(const core::Top500Catalog& catalog, QObject* parent) : QAbstractTableModel(parent), catalog_(catalog) {}

int Top500TableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(catalog_.entries().size());
}

int Top500TableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

void Top500TableModel::setCoreConvention(core::CoreConvention convention) {
    if (convention == convention_) return;
    convention_ = convention;
    emit dataChanged(index(0, Processors), index(rowCount() - 1, HpcgSerialFraction));
}

QVariant Top500TableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) return {};
    const core::Top500Entry& e = entry(index.row());
    const auto column = Column(index.column());
    if (role == Qt::ToolTipRole) {
        const QString anomaly = CoreMessageText::of(QString::fromStdString(e.anomaly()));
        return QStringLiteral("%1\n%2, %3")
                   .arg(QString::fromStdString(e.system), QString::fromStdString(e.site), QString::fromStdString(e.country)) +
               (anomaly.isEmpty() ? QString() : QStringLiteral("\n\u26A0 ") + anomaly);
    }
    if (role == Qt::TextAlignmentRole)
        return column >= Processors || column == Rank ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::UserRole) {
        switch (column) {
            case List: return QString::fromStdString(e.list);
            case Rank: return e.rank;
            case System: return QString::fromStdString(e.system);
            case Site: return QString::fromStdString(e.site);
            case Country: return QString::fromStdString(e.country);
            case Processors: return number(e.processorCount(convention_));
            case Rmax: return e.rmaxTflops;
            case Rpeak: return e.rpeakTflops;
            case Efficiency: return e.hplEfficiency();
            case SerialFraction: return number(e.hplSerialFraction(convention_));
            case HpcgEfficiency: return number(e.hpcgEfficiency());
            case HpcgSerialFraction: return number(e.hpcgSerialFraction(convention_));
            case ColumnCount: break;
        }
        return {};
    }
    if (role != Qt::DisplayRole) return {};
    const QLocale c = QLocale::c();
    switch (column) {
        case List: return QString::fromStdString(e.list);
        case Rank: return e.rank;
        case System: return QString::fromStdString(e.system);
        case Site: return QString::fromStdString(e.site);
        case Country: return QString::fromStdString(e.country);
        case Processors: {
            const auto n = e.processorCount(convention_);
            return n ? NumberFormat::count(static_cast<unsigned long long>(*n)) : QStringLiteral("\u2013");
        }
        case Rmax: return tflops(e.rmaxTflops);
        case Rpeak: return tflops(e.rpeakTflops);
        case Efficiency: return c.toString(e.hplEfficiency(), 'f', 4);
        case SerialFraction: return text(e.hplSerialFraction(convention_), 4);
        case HpcgEfficiency: {
            const auto h = e.hpcgEfficiency();
            return h ? c.toString(*h, 'f', 4) : QStringLiteral("\u2013");
        }
        case HpcgSerialFraction: return text(e.hpcgSerialFraction(convention_), 4);
        case ColumnCount: break;
    }
    return {};
}

QVariant Top500TableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
            case Processors: return tr("N under the chosen convention (TOP500 Total Cores include accelerator cores)");
            case Efficiency: return tr("HPL efficiency E = Rmax / Rpeak");
            case SerialFraction: return tr("HPL s_eff = (1/E - 1)/(N - 1), Karp–Flatt");
            case HpcgEfficiency: return tr("HPCG result / Rpeak (lists from 2017-06)");
            default: return {};
        }
    }
    if (role != Qt::DisplayRole) return {};
    static const char* const names[] = {QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "List"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "Rank"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "System"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "Site"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "Country"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "N"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "Rmax TF/s"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "Rpeak TF/s"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "E (HPL)"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "s_eff (HPL)"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "E (HPCG)"),
                                        QT_TRANSLATE_NOOP("effsurf::ui::Top500TableModel", "s_eff (HPCG)")};
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/charts/MachineHistory.h"

#include <QLocale>

#include <map>

namespace effsurf::ui {

const std::vector<MachineHistory::Machine>& MachineHistory::machines() {
    // The paper systems of resources/data/README.md, with its matching rules.
    static const std::vector<Machine> list{
        {QStringLiteral("Piz Daint"), {QStringLiteral("Piz Daint")}, QStringLiteral("CSCS"), false},
        {QStringLiteral("Summit"), {QStringLiteral("Summit")}, QStringLiteral("Oak Ridge"), false},
        {QStringLiteral("Sierra"), {QStringLiteral("Sierra")}, QStringLiteral("DOE/NNSA/LLNL"), false},
        {QStringLiteral("Sunway TaihuLight"), {QStringLiteral("Sunway TaihuLight")}, QString(), false},
        {QStringLiteral("Tianhe-2 / 2A"),
         {QStringLiteral("Tianhe-2 (MilkyWay-2)"), QStringLiteral("Tianhe-2A")},
         QStringLiteral("Guangzhou"),
         false},
        {QStringLiteral("K computer"), {QStringLiteral("K computer")}, QStringLiteral("RIKEN"), true},
        {QStringLiteral("Titan"), {QStringLiteral("Titan")}, QStringLiteral("Oak Ridge"), false},
        {QStringLiteral("Sequoia"), {QStringLiteral("Sequoia")}, QStringLiteral("LLNL"), false},
        {QStringLiteral("Fugaku"), {QStringLiteral("Supercomputer Fugaku")}, QString(), false},
        {QStringLiteral("Frontier"), {QStringLiteral("Frontier")}, QStringLiteral("Oak Ridge"), false},
        {QStringLiteral("Aurora"), {QStringLiteral("Aurora")}, QStringLiteral("Argonne"), false},
        {QStringLiteral("El Capitan"), {QStringLiteral("El Capitan")}, QStringLiteral("LLNL"), false},
    };
    return list;
}

const MachineHistory::Machine* MachineHistory::find(const QString& label) {
    // Any case: a command line lowers it ("history:summit").
    for (const auto& m : machines())
        if (m.label.compare(label, Qt::CaseInsensitive) == 0) return &m;
    return nullptr;
}

std::vector<const core::Top500Entry*> MachineHistory::entries(const core::Top500Catalog& catalog, const Machine& machine) {
    std::vector<const core::Top500Entry*> result;
    for (const auto& e : catalog.entries()) {
        const QString name = QString::fromStdString(e.system);
        bool matches = false;
        for (const QString& wanted : machine.names) matches = matches || (machine.namePrefix ? name.startsWith(wanted) : name == wanted);
        if (matches && QString::fromStdString(e.site).contains(machine.siteContains, Qt::CaseInsensitive)) result.push_back(&e);
    }
    return result;
}

std::vector<MachineHistory::Annotation> MachineHistory::annotations(const Machine& machine,
                                                                    const std::vector<const core::Top500Entry*>& entries) {
    // docs/models.md §3 and §5: what Piz Daint's figures correspond to.
    static const std::map<std::string, QString> pizDaint{{"2012-11", QStringLiteral("CPU only")},
                                                         {"2013-11", QStringLiteral("K20X GPUs")},
                                                         {"2016-11", QStringLiteral("P100, partial")},
                                                         {"2017-06", QStringLiteral("P100")}};
    std::vector<Annotation> result;
    const core::Top500Entry* previous = nullptr;
    for (const auto* e : entries) {
        const bool changed =
            !previous || previous->cores != e->cores || previous->acceleratorCores.value_or(-1) != e->acceleratorCores.value_or(-1);
        if (changed) {
            QString text;
            if (machine.label == QLatin1String("Piz Daint")) {
                const auto it = pizDaint.find(e->list);
                if (it != pizDaint.end()) text = it->second;
            }
            if (text.isEmpty()) {
                const QLocale grouped(QLocale::English);  // "115,984": digit groups for reading, not parsing
                text = QStringLiteral("N = %1").arg(grouped.toString(e->cores, 'f', 0));
                if (e->acceleratorCores && *e->acceleratorCores == 0) text += QStringLiteral(", CPU only");
            }
            result.push_back({e->list, text});
        }
        previous = e;
    }
    return result;
}

double MachineHistory::yearOf(const std::string& list) {
    const int year = std::stoi(list.substr(0, 4));
    const int month = std::stoi(list.substr(5, 2));
    return year + (month - 0.5) / 12.0;
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/style/TrainingTermText.h"

#include <QCoreApplication>

#include <string>

namespace effsurf::ui {

namespace {
// Marked for lupdate in context "TrainingTerms", in core::TrainingStep's order.
const char* const kNames[] = {QT_TRANSLATE_NOOP("TrainingTerms", "compute"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "memory-bound kernels"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "pipeline bubble"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "stage imbalance"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "tensor-parallel all-reduce"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "context-parallel K/V exchange"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "expert all-to-all"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "pipeline point-to-point"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "data-parallel all-reduce"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "ZeRO-3 parameter gathers"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "host-device copies"),
                              QT_TRANSLATE_NOOP("TrainingTerms", "optimizer and serial")};
}  // namespace

QString TrainingTermText::translated(std::string_view coreName) {
    const std::string name(coreName);
    return QCoreApplication::translate("TrainingTerms", name.c_str());
}

QStringList TrainingTermText::coreNames() {
    QStringList names;
    for (const char* name : kNames) names << QString::fromLatin1(name);
    return names;
}

}  // namespace effsurf::ui

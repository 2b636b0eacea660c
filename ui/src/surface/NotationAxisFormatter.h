// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/style/NumberFormat.h"

#include <QValue3DAxisFormatter>

namespace effsurf::ui {

/// The linear E axis' labels ("0.2", "0.4") in the chosen notation
/// (NumberFormat::notation): DataVisualization writes them in its formatter's
/// locale, the "C" locale unless told otherwise.
class NotationAxisFormatter : public QValue3DAxisFormatter {
public:
    NotationAxisFormatter() {
        if (NumberFormat::notation() == NumberFormat::Notation::Language) setLocale(QLocale());
    }

protected:
    QValue3DAxisFormatter* createNewInstance() const override { return new NotationAxisFormatter; }
};

}  // namespace effsurf::ui

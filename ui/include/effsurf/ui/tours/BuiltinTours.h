// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Tour.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace effsurf::ui {

/// The six guided tours that ship with effsurf (resources/tours/*.json),
/// written from docs/models.md: Amdahl and the surface, TOP500 HPL vs HPCG, Piz
/// Daint's GPU upgrade, half precision, the performance wall, deep networks.
class BuiltinTours {
public:
    /// In teaching order; parsed once. A tour file that fails to parse is
    /// left out and its message kept in loadErrors() (a test checks none does).
    static const std::vector<std::shared_ptr<const core::Tour>>& all();
    static QStringList loadErrors();
    static QStringList resourcePaths();

    /// A tour's words in the window's language: a built-in tour's title,
    /// description and steps' titles and texts are translated (context
    /// "BuiltinTours"); anything else (a lecturer's own tour) is shown as written.
    static QString translated(const std::string& text);
    /// A formula with its \\text{...} words translated (as inLanguage() does), its symbols and ${live} numbers kept.
    static QString translatedFormula(const std::string& formula);
    /// `tour` with its words translated() (its formulas as written): what
    /// the window shows, for a lecture's page exported in its language.
    static core::Tour inLanguage(const core::Tour& tour);
    /// Every built-in tour's words, as marked for translation (BuiltinTourTexts.cpp, written by scripts/tour-texts.py).
    static QStringList sourceTexts();
};

}  // namespace effsurf::ui

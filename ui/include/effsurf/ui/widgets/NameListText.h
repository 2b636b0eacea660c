// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/NameList.h"

#include <QString>
#include <QStringList>

namespace effsurf::ui {

/// Core's name lists (core::NameList: cameras, charts, figures, quantities)
/// as Qt text, so that a box, a menu or an option lists and reads exactly
/// the names core knows.
class NameListText {
public:
    static QStringList ids(const core::NameList& names);
    /// The id `text` names (an older alias read as today's id); `text`
    /// itself when the list does not know it, for the caller to refuse.
    static QString canonical(const core::NameList& names, const QString& text);
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace effsurf::ui {

/// A readout with its numbers hidden while the class thinks about a tour
/// step's question: every number after "=" becomes "?" ("S = 9.09×10⁵" reads
/// "S = ?", "R = 3.2×10⁵ R₁" reads "R = ? R₁"), the words around it kept so
/// that the room still sees what is asked. A decimal comma ("0,909") is part
/// of its number; a comma and a space part two values.
class ConcealedText {
public:
    static QString of(const QString& text);
};

}  // namespace effsurf::ui

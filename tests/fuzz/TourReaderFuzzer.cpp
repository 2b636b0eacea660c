// SPDX-License-Identifier: MIT
// libFuzzer target: tour files (.effsurf-tour), through the reader that
// Import tour, a dropped tour and the built-in tours use. An accepted tour
// is valid and survives a round trip.

#include "FuzzInvariants.h"

#include "effsurf/ui/session/SessionFile.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

using namespace effsurf;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto tour = ui::SessionFile::tourFromJson(json, QStringLiteral("fuzz.effsurf-tour"), &error);
    if (!tour) {
        fuzz::require(!error.isEmpty(), "a refused tour says why");
        return 0;
    }
    try {
        tour->validate();
    } catch (...) {
        fuzz::broken("an accepted tour is valid");
    }
    const auto written = ui::SessionFile::tourToJson(*tour, &error);
    fuzz::require(written.has_value(), "an accepted tour can be written");
    const auto again = ui::SessionFile::tourFromJson(*written, QStringLiteral("again.effsurf-tour"), &error);
    fuzz::require(again.has_value() && again->steps.size() == tour->steps.size(), "a written tour reads back");
    return 0;
}

// SPDX-License-Identifier: MIT
// libFuzzer target: session files, through the reader the window opens them
// with (SessionFile::fromJson, behind File > Open session, recovery and the
// command line). A file it accepts holds a valid state, and writing that
// state and reading it back gives the same state.

#include "FuzzInvariants.h"

#include "effsurf/ui/session/SessionFile.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

using namespace effsurf;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    QString error;
    const auto loaded = ui::SessionFile::fromJson(json, QStringLiteral("fuzz.effsurf"), &error);
    if (!loaded) {
        fuzz::require(!error.isEmpty(), "a refused session says why");
        return 0;
    }
    try {
        loaded->scenario.validate();
    } catch (...) {
        fuzz::broken("an accepted session holds a valid state");
    }
    for (const auto& series : loaded->scenario.series) {
        core::MeasurementImport imported;
        imported.series = *series.data;
        fuzz::checkImport(imported);
    }
    const auto written = ui::SessionFile::toJson(loaded->scenario, loaded->view, &error);
    fuzz::require(written.has_value(), "an accepted session can be written");
    const auto again = ui::SessionFile::fromJson(*written, QStringLiteral("again.effsurf"), &error);
    fuzz::require(again.has_value(), "a written session reads back");
    fuzz::require(again->scenario.configuration() == loaded->scenario.configuration(), "the round trip keeps the configuration");
    fuzz::require(again->scenario.series.size() == loaded->scenario.series.size(), "the round trip keeps the series");
    // Every face compares session bytes: what is written reads back and writes the same bytes.
    fuzz::require(ui::SessionFile::toJson(again->scenario, again->view, &error) == written, "a written session writes again the same");
    return 0;
}

// SPDX-License-Identifier: MIT
// libFuzzer target: Extra-P text import, as the import dialog runs it. The
// first byte picks the region/metric/parameter choice, the rest is the file.

#include "FuzzInvariants.h"

#include "effsurf/core/data/ExtraPImporter.h"
#include "effsurf/core/data/ImportIssue.h"

#include <cstdint>

using namespace effsurf;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    core::ExtraPSelection selection;
    if (data[0] & 1) selection.metric = "time";
    if (data[0] & 2) selection.region = "main";
    if (data[0] & 4) selection.processParameter = "p";
    (void)core::ExtraPImporter::recognizes(text);
    try {
        fuzz::checkImport(core::ExtraPImporter::importText(text, "fuzz.txt", selection));
    } catch (const core::ImportError& e) {
        fuzz::require(!e.issues().empty(), "an import error names its issue");
    }
    return 0;
}

// SPDX-License-Identifier: MIT
// libFuzzer target: measurement CSV import, as the import dialog runs it.
// The first byte picks a column choice (automatic, or one the preview
// offers), the rest is the file. Besides the promises of FuzzInvariants.h:
// reading the same bytes from a file in tiny blocks gives exactly what
// reading them from memory gives (the streaming tokenizer's refills).

#include "FuzzInvariants.h"

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <string>
#include <vector>

using namespace effsurf;

namespace {

using Records = std::vector<std::pair<int, std::vector<std::string>>>;

/// All records, or the message of the error that stopped the reading.
std::pair<Records, std::string> tokenize(core::CsvTokenizer& tokenizer) {
    Records records;
    try {
        core::CsvRecordView record;
        while (tokenizer.next(record))
            records.emplace_back(record.line, std::vector<std::string>(record.fields.begin(), record.fields.end()));
    } catch (const core::ImportError& e) {
        return {records, e.what()};
    }
    return {records, {}};
}

void compareWithFile(std::string_view text) {
    const int fd = ::memfd_create("effsurf-fuzz", 0);
    if (fd < 0) return;
    if (::write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
        ::close(fd);
        return;
    }
    const std::string path = "/proc/self/fd/" + std::to_string(fd);
    core::CsvTokenizer memory(text, path);
    const auto expected = tokenize(memory);
    const auto file = core::CsvTokenizer::openFile(path, 64);
    const auto got = tokenize(*file);
    ::close(fd);
    fuzz::require(got.first == expected.first, "a file read in blocks gives the records memory gives");
    fuzz::require(got.second == expected.second, "a file read in blocks fails where memory fails");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    core::MeasurementColumnMapping mapping;
    switch (data[0] % 6) {
        case 1: mapping.quantity = core::MeasuredQuantity::Speedup; break;
        case 2: mapping.quantity = core::MeasuredQuantity::RmaxRpeak; break;
        case 3: mapping.value = "time"; break;
        case 4:
            mapping.processors = "n";
            mapping.value = "value";
            break;
        default: break;
    }
    core::ImportOptions options;
    options.keepRows = data[0] & 0x40;
    options.rowLimit = (data[0] & 0x80) ? 3 : 0;
    try {
        fuzz::checkImport(core::MeasurementCsvImporter::importText(text, "fuzz.csv", mapping, options));
    } catch (const core::ImportError& e) {
        fuzz::require(!e.issues().empty(), "an import error names its issue");
    }
    compareWithFile(text);
    return 0;
}

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/ImportIssue.h"

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// One data record with the (1-based) line it starts on.
struct CsvRecord {
    int line = 0;
    std::vector<std::string> fields;
};

/// A parsed CSV file: header, records, and the records that were dropped
/// because their field count differs from the header's (as issues).
struct CsvDocument {
    std::string fileName;
    char delimiter = ',';
    int headerLine = 0;
    std::vector<std::string> header;
    std::vector<CsvRecord> records;
    std::vector<ImportIssue> issues;

    /// Index of the header column named `name` (case-insensitive, blanks
    /// trimmed), or -1.
    int columnIndex(std::string_view name) const;
};

/// Reads a whole CSV table into memory (the dialect of CsvTokenizer); for the
/// built-in TOP500 data and other small tables. Measurement files, which can
/// be large, stream through CsvTokenizer instead.
///
/// Throws ImportError for a file that cannot be a CSV table: empty (or only
/// comments), binary or non-UTF-8 bytes, an unterminated quote (naming the
/// line where the quote opened), text after a closing quote. Rows with the
/// wrong number of fields are reported in `issues` and left out of `records`.
class CsvReader {
public:
    static CsvDocument parse(std::string_view text, const std::string& fileName);
};

}  // namespace effsurf::core

#pragma once

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

/// RFC 4180 reader: fields optionally in double quotes ("" inside quotes is a
/// quote; quoted fields may hold delimiters and line breaks), CRLF or LF line
/// ends, a UTF-8 BOM skipped. Extensions for hand-written files: the
/// delimiter is a comma or a semicolon (whichever the header line uses
/// outside quotes), lines starting with `#` and blank lines are skipped, and
/// blanks around unquoted fields are trimmed.
///
/// Throws ImportError for a file that cannot be a CSV table: empty (or only
/// comments), binary or non-UTF-8 bytes, an unterminated quote (naming the
/// line where the quote opened), text after a closing quote. Rows with the
/// wrong number of fields are reported in `issues` and left out of `records`.
class CsvReader {
public:
    static CsvDocument parse(std::string_view text, const std::string& fileName);
};

/// Throws ImportError if `text` holds NUL or other control bytes (binary data)
/// or is not valid UTF-8, naming the line and byte.
void requireUtf8Text(std::string_view text, const std::string& fileName);

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/data/CsvReader.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/TextUtil.h"

namespace effsurf::core {

int CsvDocument::columnIndex(std::string_view name) const {
    for (std::size_t i = 0; i < header.size(); ++i)
        if (equalsIgnoreCase(trim(header[i]), trim(name))) return static_cast<int>(i);
    return -1;
}

CsvDocument CsvReader::parse(std::string_view text, const std::string& fileName) {
    CsvDocument doc;
    doc.fileName = fileName;
    CsvTokenizer tokenizer(text, fileName);
    CsvRecordView record;
    if (!tokenizer.next(record))
        throw ImportError(ImportIssue{fileName, 0, 0, "", EFFSURF_TEXT("file is empty: expected a header line"), "unreadable file"});
    doc.delimiter = tokenizer.delimiter();
    doc.headerLine = record.line;
    for (auto name : record.fields) doc.header.emplace_back(trim(name));
    while (tokenizer.next(record)) {
        if (record.fields.size() != doc.header.size()) {
            doc.issues.push_back(
                {fileName, record.line, 0, "",
                 Message(EFFSURF_TEXT("expected %1 fields as in the header (line %2), found %3"),
                         {std::to_string(doc.header.size()), std::to_string(doc.headerLine), std::to_string(record.fields.size())})
                     .text(),
                 "wrong field count"});
            continue;
        }
        CsvRecord copy;
        copy.line = record.line;
        copy.fields.assign(record.fields.begin(), record.fields.end());
        doc.records.push_back(std::move(copy));
    }
    return doc;
}

}  // namespace effsurf::core

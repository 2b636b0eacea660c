#include "effsurf/core/data/CsvReader.h"

#include "effsurf/core/util/TextUtil.h"

#include <cstdio>

namespace effsurf::core {
namespace {

std::string hexByte(unsigned char byte) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", byte);
    return buffer;
}

bool isBlank(char c) { return c == ' ' || c == '\t'; }

/// The delimiter the first record uses outside quotes: ';' if it has more
/// semicolons than commas, else ','.
char detectDelimiter(std::string_view text, std::size_t start) {
    int commas = 0;
    int semicolons = 0;
    bool inQuotes = false;
    for (std::size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') inQuotes = !inQuotes;
        else if (!inQuotes && c == '\n') break;
        else if (!inQuotes && c == ',') ++commas;
        else if (!inQuotes && c == ';') ++semicolons;
    }
    return semicolons > commas ? ';' : ',';
}

class Parser {
public:
    Parser(std::string_view text, const std::string& fileName) : text_(text), file_(fileName) {}

    CsvDocument run() {
        CsvDocument doc;
        doc.fileName = file_;
        if (text_.size() >= 3 && text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
        bool haveHeader = false;
        while (skipBlankAndCommentLines()) {
            if (!haveHeader) doc.delimiter = detectDelimiter(text_, pos_);
            delimiter_ = doc.delimiter;
            CsvRecord record = readRecord();
            if (!haveHeader) {
                haveHeader = true;
                doc.headerLine = record.line;
                doc.header = std::move(record.fields);
                for (auto& name : doc.header) name = std::string(trim(name));
                continue;
            }
            if (record.fields.size() != doc.header.size()) {
                doc.issues.push_back({file_, record.line, 0, "",
                                      "expected " + std::to_string(doc.header.size()) +
                                          " fields as in the header (line " + std::to_string(doc.headerLine) +
                                          "), found " + std::to_string(record.fields.size())});
                continue;
            }
            doc.records.push_back(std::move(record));
        }
        if (!haveHeader) throw ImportError(ImportIssue{file_, 0, 0, "", "file is empty: expected a header line"});
        return doc;
    }

private:
    /// Advances past blank lines and '#' comment lines; false at end of text.
    bool skipBlankAndCommentLines() {
        while (pos_ < text_.size()) {
            std::size_t i = pos_;
            while (i < text_.size() && (isBlank(text_[i]) || text_[i] == '\r')) ++i;
            if (i < text_.size() && text_[i] != '\n' && text_[i] != '#') return true;
            while (i < text_.size() && text_[i] != '\n') ++i;
            if (i >= text_.size()) {
                pos_ = i;
                return false;
            }
            pos_ = i + 1;
            ++line_;
        }
        return false;
    }

    CsvRecord readRecord() {
        CsvRecord record;
        record.line = line_;
        for (;;) {
            std::string field;
            while (pos_ < text_.size() && isBlank(text_[pos_])) ++pos_;
            if (pos_ < text_.size() && text_[pos_] == '"') {
                readQuoted(field, static_cast<int>(record.fields.size()) + 1);
            } else {
                while (pos_ < text_.size() && text_[pos_] != delimiter_ && text_[pos_] != '\n') field += text_[pos_++];
                field = std::string(trim(field));
            }
            record.fields.push_back(std::move(field));
            if (pos_ < text_.size() && text_[pos_] == delimiter_) {
                ++pos_;
                continue;
            }
            if (pos_ < text_.size() && text_[pos_] == '\n') {
                ++pos_;
                ++line_;
            }
            return record;
        }
    }

    void readQuoted(std::string& field, int column) {
        const int openLine = line_;
        ++pos_;  // opening quote
        for (;;) {
            if (pos_ >= text_.size())
                throw ImportError(ImportIssue{file_, openLine, column, "",
                                              "unterminated quote: the field opened here never closes"});
            const char c = text_[pos_];
            if (c == '"') {
                if (pos_ + 1 < text_.size() && text_[pos_ + 1] == '"') {
                    field += '"';
                    pos_ += 2;
                    continue;
                }
                ++pos_;
                break;
            }
            if (c == '\n') ++line_;
            if (!(c == '\r' && pos_ + 1 < text_.size() && text_[pos_ + 1] == '\n')) field += c;
            ++pos_;
        }
        while (pos_ < text_.size() && (isBlank(text_[pos_]) || text_[pos_] == '\r')) ++pos_;
        if (pos_ < text_.size() && text_[pos_] != delimiter_ && text_[pos_] != '\n')
            throw ImportError(ImportIssue{file_, line_, column, "",
                                          std::string("unexpected text after the closing quote: '") + text_[pos_] +
                                              "'; expected the delimiter or the end of the line"});
    }

    std::string_view text_;
    const std::string& file_;
    std::size_t pos_ = 0;
    int line_ = 1;
    char delimiter_ = ',';
};

}  // namespace

int CsvDocument::columnIndex(std::string_view name) const {
    for (std::size_t i = 0; i < header.size(); ++i)
        if (equalsIgnoreCase(trim(header[i]), trim(name))) return static_cast<int>(i);
    return -1;
}

void requireUtf8Text(std::string_view text, const std::string& fileName) {
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < text.size(); ++column) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte == '\n') {
            ++line;
            column = 0;
            ++i;
            continue;
        }
        if ((byte < 0x20 && byte != '\t' && byte != '\r') || byte == 0x7F)
            throw ImportError(ImportIssue{fileName, line, 0, "",
                                          "binary data (byte " + hexByte(byte) + " at character " +
                                              std::to_string(column) + "): expected a UTF-8 text file"});
        int length = 1;
        if (byte >= 0xC2 && byte <= 0xDF) length = 2;
        else if (byte >= 0xE0 && byte <= 0xEF) length = 3;
        else if (byte >= 0xF0 && byte <= 0xF4) length = 4;
        else if (byte >= 0x80) length = 0;
        bool valid = length > 0 && i + std::size_t(length) <= text.size();
        for (int k = 1; valid && k < length; ++k)
            valid = (static_cast<unsigned char>(text[i + std::size_t(k)]) & 0xC0) == 0x80;
        if (!valid)
            throw ImportError(ImportIssue{fileName, line, 0, "",
                                          "not UTF-8 text (byte " + hexByte(byte) + " at character " +
                                              std::to_string(column) + "): save the file as UTF-8"});
        i += std::size_t(length);
    }
}

CsvDocument CsvReader::parse(std::string_view text, const std::string& fileName) {
    requireUtf8Text(text, fileName);
    return Parser(text, fileName).run();
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/data/CsvTokenizer.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/ImportOptions.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/stat.h>

namespace effsurf::core {
namespace {

std::string hexByte(unsigned char byte) {
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", byte);
    return buffer;
}

bool isBlank(char c) { return c == ' ' || c == '\t'; }

/// True if every byte is printable ASCII, a tab or a CR: then the bytes are
/// valid UTF-8 text without a closer look.
bool plainAscii(const char* begin, const char* end) {
    bool plain = true;
    for (const char* c = begin; c < end; ++c) {
        const auto byte = static_cast<unsigned char>(*c);
        plain &= (byte >= 0x20 && byte < 0x7F) || byte == '\t' || byte == '\r';
    }
    return plain;
}

[[noreturn]] void fail(const std::string& file, int line, int column, const std::string& message) {
    throw ImportError(ImportIssue{file, line, column, "", message, "unreadable file"});
}

}  // namespace

void requireUtf8Text(std::string_view text, const std::string& fileName, int firstLine) {
    int line = firstLine;
    int column = 1;
    for (std::size_t i = 0; i < text.size(); ++column) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7F) {  // printable ASCII: the common case
            ++i;
            continue;
        }
        if (byte == '\n') {
            ++line;
            column = 0;
            ++i;
            continue;
        }
        if ((byte < 0x20 && byte != '\t' && byte != '\r') || byte == 0x7F)
            fail(fileName, line, 0,
                 Message(EFFSURF_TEXT("binary data (byte %1 at character %2): expected a UTF-8 text file"),
                         {hexByte(byte), std::to_string(column)})
                     .text());
        int length = 1;
        if (byte >= 0xC2 && byte <= 0xDF) length = 2;
        else if (byte >= 0xE0 && byte <= 0xEF) length = 3;
        else if (byte >= 0xF0 && byte <= 0xF4) length = 4;
        else if (byte >= 0x80) length = 0;
        bool valid = length > 0 && i + std::size_t(length) <= text.size();
        for (int k = 1; valid && k < length; ++k) valid = (static_cast<unsigned char>(text[i + std::size_t(k)]) & 0xC0) == 0x80;
        if (!valid)
            fail(fileName, line, 0,
                 Message(EFFSURF_TEXT("not UTF-8 text (byte %1 at character %2): save the file as UTF-8"),
                         {hexByte(byte), std::to_string(column)})
                     .text());
        i += std::size_t(length);
    }
}

CsvTokenizer::CsvTokenizer(std::string_view text, std::string fileName)
    : fileName_(std::move(fileName)), window_(text), totalBytes_(text.size()) {}

CsvTokenizer::CsvTokenizer(std::FILE* file, std::string fileName, std::uint64_t size, std::size_t blockSize)
    : fileName_(std::move(fileName)), file_(file), blockSize_(std::max<std::size_t>(blockSize, 64)), totalBytes_(size), atEnd_(false) {
    storage_.resize(blockSize_);
    refill();
}

std::unique_ptr<CsvTokenizer> CsvTokenizer::openFile(const std::string& path, std::size_t blockSize, std::size_t maxRecordBytes) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
        throw ImportError(ImportIssue{path, 0, 0, "", EFFSURF_TEXT("is a directory, not a file"), "unreadable file"});
    std::FILE* file = std::fopen(path.c_str(), "rb");
    if (!file) {
        const int error = errno;
        throw ImportError(
            ImportIssue{path, 0, 0, "", Message(EFFSURF_TEXT("cannot open file: %1"), {std::strerror(error)}).text(), "unreadable file"});
    }
    const std::uint64_t size = S_ISREG(info.st_mode) ? std::uint64_t(info.st_size) : 0;
    auto tokenizer = std::unique_ptr<CsvTokenizer>(new CsvTokenizer(file, path, size, blockSize));
    tokenizer->maxRecordBytes_ = maxRecordBytes;
    return tokenizer;
}

CsvTokenizer::~CsvTokenizer() {
    if (file_) std::fclose(file_);
}

bool CsvTokenizer::refill() {
    if (!file_ || atEnd_) return false;
    if (cancel_ && cancel_->load(std::memory_order_relaxed)) throw ImportCancelled();
    const std::size_t kept = window_.size() - pos_;
    if (kept > maxRecordBytes_)
        fail(fileName_, line_, 0,
             Message(EFFSURF_TEXT("a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table"),
                     {std::to_string(maxRecordBytes_ >> 20)})
                 .text());
    // Room for a whole block after the unread part. A record longer than the
    // buffer doubles it, so the bytes of a long record are rescanned O(1)
    // times on average rather than once per block.
    if (storage_.size() < kept + blockSize_) storage_.resize(std::max(kept + blockSize_, 2 * storage_.size()));
    // window_ starts at storage_.data(): offsets survive the resize, pointers would not.
    if (kept > 0) std::memmove(storage_.data(), storage_.data() + pos_, kept);
    windowOffset_ += pos_;
    pos_ = 0;
    const std::size_t got = std::fread(storage_.data() + kept, 1, storage_.size() - kept, file_);
    if (got < storage_.size() - kept) {
        if (std::ferror(file_)) fail(fileName_, line_, 0, EFFSURF_TEXT("read error"));
        atEnd_ = true;
    }
    window_ = std::string_view(storage_.data(), kept + got);
    if (windowOffset_ == 0 && window_.size() == 0) atEnd_ = true;
    return got > 0;
}

void CsvTokenizer::validate(std::size_t from, std::size_t to, int firstLine) const {
    if (plainAscii(window_.data() + from, window_.data() + to)) return;
    requireUtf8Text(window_.substr(from, to - from), fileName_, firstLine);
}

bool CsvTokenizer::skipIgnorableLines() {
    for (;;) {
        if (windowOffset_ == 0 && pos_ == 0 && window_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
        if (pos_ >= window_.size() && !refill()) return false;
        // Most lines start with data: one look at the first byte settles it.
        const char first = window_[pos_];
        if (!isBlank(first) && first != '\r' && first != '\n' && first != '#') return true;
        const char* begin = window_.data() + pos_;
        const void* found = std::memchr(begin, '\n', window_.size() - pos_);
        if (!found && !atEnd_) {
            refill();
            continue;
        }
        const std::size_t end = found ? std::size_t(static_cast<const char*>(found) - window_.data()) : window_.size();
        std::size_t i = pos_;
        while (i < end && (isBlank(window_[i]) || window_[i] == '\r')) ++i;
        if (i < end && window_[i] != '#') return true;
        validate(pos_, end, line_);
        pos_ = found ? end + 1 : end;
        if (found) ++line_;
        if (!found) return false;
    }
}

CsvTokenizer::Status CsvTokenizer::detectDelimiter() {
    int commas = 0;
    int semicolons = 0;
    bool inQuotes = false;
    std::size_t i = pos_;
    for (; i < window_.size(); ++i) {
        const char c = window_[i];
        if (c == '"') inQuotes = !inQuotes;
        else if (!inQuotes && c == '\n') break;
        else if (!inQuotes && c == ',') ++commas;
        else if (!inQuotes && c == ';') ++semicolons;
    }
    if (i >= window_.size() && !atEnd_) return Status::NeedMore;
    delimiter_ = semicolons > commas ? ';' : ',';
    haveDelimiter_ = true;
    return Status::Complete;
}

bool CsvTokenizer::tryPlainRecord(CsvRecordView& record) {
    // The common case: a record on one line without quotes, split with memchr.
    const std::size_t n = window_.size();
    const char* begin = window_.data() + pos_;
    const auto* newline = static_cast<const char*>(std::memchr(begin, '\n', n - pos_));
    if (!newline && !atEnd_) return false;
    const char* end = newline ? newline : window_.data() + n;
    if (std::memchr(begin, '"', std::size_t(end - begin))) return false;
    if (!plainAscii(begin, end)) validate(pos_, std::size_t(end - window_.data()), line_);
    record.line = line_;
    record.fields.clear();
    for (const char* field = begin;;) {
        const auto* delimiter = static_cast<const char*>(std::memchr(field, delimiter_, std::size_t(end - field)));
        const char* fieldEnd = delimiter ? delimiter : end;
        record.fields.push_back(trim(std::string_view(field, std::size_t(fieldEnd - field))));
        if (!delimiter) break;
        field = delimiter + 1;
    }
    pos_ = std::size_t(end - window_.data()) + (newline ? 1 : 0);
    if (newline) ++line_;
    return true;
}

CsvTokenizer::Status CsvTokenizer::tryRecord(CsvRecordView& record) {
    if (tryPlainRecord(record)) return Status::Complete;
    spans_.clear();
    std::size_t quotedCount = 0;
    const std::size_t n = window_.size();
    std::size_t i = pos_;
    int line = line_;
    for (;;) {
        while (i < n && isBlank(window_[i])) ++i;
        FieldSpan span;
        if (i < n && window_[i] == '"') {
            const int openLine = line;
            const int column = static_cast<int>(spans_.size()) + 1;
            if (quoted_.size() <= quotedCount) quoted_.emplace_back();
            std::string& text = quoted_[quotedCount];
            text.clear();
            ++i;  // opening quote
            for (;;) {
                if (i >= n) {
                    if (!atEnd_) return Status::NeedMore;
                    fail(fileName_, openLine, column, EFFSURF_TEXT("unterminated quote: the field opened here never closes"));
                }
                const char c = window_[i];
                if (c == '"') {
                    if (i + 1 >= n && !atEnd_) return Status::NeedMore;  // "" or the closing quote?
                    if (i + 1 < n && window_[i + 1] == '"') {
                        text += '"';
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                if (c == '\r' && i + 1 >= n && !atEnd_) return Status::NeedMore;
                if (c == '\n') ++line;
                if (!(c == '\r' && i + 1 < n && window_[i + 1] == '\n')) text += c;
                ++i;
            }
            while (i < n && (isBlank(window_[i]) || window_[i] == '\r')) ++i;
            if (i >= n && !atEnd_) return Status::NeedMore;
            if (i < n && window_[i] != delimiter_ && window_[i] != '\n')
                fail(fileName_, line, column,
                     Message(EFFSURF_TEXT("unexpected text after the closing quote: '%1'; expected the delimiter or the end of the line"),
                             {std::string(1, window_[i])})
                         .text());
            span.quotedIndex = static_cast<int>(quotedCount++);
        } else {
            const std::size_t start = i;
            while (i < n && window_[i] != delimiter_ && window_[i] != '\n') ++i;
            if (i >= n && !atEnd_) return Status::NeedMore;
            const std::string_view text = trim(window_.substr(start, i - start));
            span.begin = text.empty() ? start : std::size_t(text.data() - window_.data());
            span.length = text.size();
        }
        spans_.push_back(span);
        if (i < n && window_[i] == delimiter_) {
            ++i;
            continue;
        }
        if (i < n && window_[i] == '\n') {
            ++i;
            ++line;
        }
        break;
    }
    validate(pos_, i, line_);
    record.line = line_;
    record.fields.clear();
    for (const FieldSpan& span : spans_)
        record.fields.push_back(span.quotedIndex >= 0 ? std::string_view(quoted_[std::size_t(span.quotedIndex)])
                                                      : window_.substr(span.begin, span.length));
    pos_ = i;
    line_ = line;
    return Status::Complete;
}

bool CsvTokenizer::next(CsvRecordView& record) {
    for (;;) {
        if (!skipIgnorableLines()) return false;
        if (!haveDelimiter_ && detectDelimiter() == Status::NeedMore) {
            refill();
            continue;
        }
        if (tryRecord(record) == Status::Complete) return true;
        refill();
    }
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// One CSV record: the 1-based line it starts on and its fields. The views
/// point into the tokenizer's buffer and stay valid until the next call to
/// CsvTokenizer::next().
struct CsvRecordView {
    int line = 0;
    std::vector<std::string_view> fields;
};

/// Reads CSV records one at a time, from text in memory or from a file in
/// blocks, so a file of any size is read in constant memory and O(bytes) time.
///
/// The dialect (RFC 4180 with extensions for hand-written files): fields
/// optionally in double quotes ("" inside quotes is a quote; quoted fields
/// may hold delimiters and line breaks), CRLF or LF line ends, a UTF-8 BOM
/// skipped, the delimiter a comma or a semicolon (whichever the first record
/// uses more outside quotes), lines starting with `#` and blank lines
/// skipped, blanks around unquoted fields trimmed.
///
/// next() throws ImportError (naming file, line and column) for what cannot
/// be a CSV table: binary or non-UTF-8 bytes, an unterminated quote (naming
/// the line where it opened), text after a closing quote, a read error.
class CsvTokenizer {
public:
    /// Over `text` in memory; `text` must outlive the tokenizer (it is not copied).
    CsvTokenizer(std::string_view text, std::string fileName);
    /// Over the file at `path`, read in blocks of `blockSize` bytes (a record
    /// longer than a block doubles the buffer). A record longer than
    /// `maxRecordBytes` (an unterminated quote runs to the end of the file) is
    /// an ImportError, not a file read whole into memory. Throws ImportError
    /// if the file cannot be opened or is a directory.
    static std::unique_ptr<CsvTokenizer> openFile(const std::string& path, std::size_t blockSize = kBlockSize,
                                                  std::size_t maxRecordBytes = kMaxRecordBytes);
    ~CsvTokenizer();
    CsvTokenizer(const CsvTokenizer&) = delete;
    CsvTokenizer& operator=(const CsvTokenizer&) = delete;

    static constexpr std::size_t kBlockSize = std::size_t(1) << 20;
    static constexpr std::size_t kMaxRecordBytes = std::size_t(64) << 20;

    /// Polled whenever a block is read: once it holds true, next() throws
    /// ImportCancelled (a long record cannot keep a Cancel waiting).
    void setCancel(const std::atomic<bool>* cancel) noexcept { cancel_ = cancel; }

    /// The next record; false at the end of the input.
    bool next(CsvRecordView& record);

    /// The delimiter, known once the first record was read.
    char delimiter() const noexcept { return delimiter_; }
    const std::string& fileName() const noexcept { return fileName_; }
    /// Bytes consumed so far and in all (0 when the size is unknown).
    std::uint64_t bytesConsumed() const noexcept { return windowOffset_ + pos_; }
    std::uint64_t totalBytes() const noexcept { return totalBytes_; }

private:
    CsvTokenizer(std::FILE* file, std::string fileName, std::uint64_t size, std::size_t blockSize);

    enum class Status { Complete, NeedMore };
    /// Moves the unread bytes to the front and reads more; false at the end of the file.
    bool refill();
    /// Skips blank and comment lines; false at the end of the input.
    bool skipIgnorableLines();
    /// Detects the delimiter from the first record; NeedMore if its line is incomplete.
    Status detectDelimiter();
    Status tryRecord(CsvRecordView& record);
    /// A one-line record without quotes (most of them); false if this one is not.
    bool tryPlainRecord(CsvRecordView& record);
    void validate(std::size_t from, std::size_t to, int firstLine) const;

    std::string fileName_;
    std::FILE* file_ = nullptr;
    std::vector<char> storage_;
    std::size_t blockSize_ = kBlockSize;
    std::string_view window_;         ///< the bytes at hand
    std::uint64_t windowOffset_ = 0;  ///< file offset of window_[0]
    std::uint64_t totalBytes_ = 0;
    std::size_t pos_ = 0;
    bool atEnd_ = true;  ///< no more bytes beyond window_
    int line_ = 1;
    std::size_t maxRecordBytes_ = kMaxRecordBytes;
    const std::atomic<bool>* cancel_ = nullptr;
    char delimiter_ = ',';
    bool haveDelimiter_ = false;
    /// Per record: where each field's text is (in the window, or unquoted into `quoted_`).
    struct FieldSpan {
        std::size_t begin = 0;
        std::size_t length = 0;
        int quotedIndex = -1;
    };
    std::vector<FieldSpan> spans_;
    std::vector<std::string> quoted_;
};

/// Throws ImportError if `text` holds NUL or other control bytes (binary data)
/// or is not valid UTF-8, naming the line (counted from `firstLine`) and byte.
void requireUtf8Text(std::string_view text, const std::string& fileName, int firstLine = 1);

}  // namespace effsurf::core

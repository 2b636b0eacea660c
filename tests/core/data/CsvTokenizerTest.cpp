// SPDX-License-Identifier: MIT
// The streaming tokenizer reads a file in blocks: whatever the block size,
// a record split across blocks (quotes, CRLF, "" escapes) reads as in memory.

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/ImportOptions.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace effsurf::core;

namespace {

/// Writes `text` to a file in the test's temporary directory; returns its path.
std::string writeTemporary(const std::string& name, const std::string& text) {
    const std::string path = ::testing::TempDir() + name;
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file) {
        std::fwrite(text.data(), 1, text.size(), file);
        std::fclose(file);
    }
    return path;
}

std::vector<std::pair<int, std::vector<std::string>>> readAll(CsvTokenizer& tokenizer) {
    std::vector<std::pair<int, std::vector<std::string>>> records;
    CsvRecordView record;
    while (tokenizer.next(record)) records.emplace_back(record.line, std::vector<std::string>(record.fields.begin(), record.fields.end()));
    return records;
}

TEST(CsvTokenizer, AnyBlockSizeReadsWhatMemoryReads) {
    const std::string text =
        "\xEF\xBB\xBF# comment\r\n\r\nname;value;note\r\n"
        "\"a;b\";1.5;\"line one\nline two\"\r\n"
        "  plain  ;2;\"say \"\"hi\"\"\"\r\n"
        "# between\n"
        "x;3;\xC3\xA9t\xC3\xA9\n"
        "last;4;";
    const std::string path = writeTemporary("effsurf-tokenizer.csv", text);

    CsvTokenizer memory(text, "t.csv");
    const auto expected = readAll(memory);
    ASSERT_EQ(expected.size(), 5u);
    EXPECT_EQ(memory.delimiter(), ';');
    EXPECT_EQ(expected[1].first, 4);
    EXPECT_EQ(expected[1].second[0], "a;b");
    EXPECT_EQ(expected[1].second[2], "line one\nline two");
    EXPECT_EQ(expected[2].first, 6);
    EXPECT_EQ(expected[2].second[0], "plain");
    EXPECT_EQ(expected[2].second[2], "say \"hi\"");
    EXPECT_EQ(expected[3].second[2], "\xC3\xA9t\xC3\xA9");
    EXPECT_EQ(expected[4].second.size(), 3u);
    for (std::size_t block : {64u, 65u, 67u, 100u, 4096u}) {
        const auto tokenizer = CsvTokenizer::openFile(path, block);
        EXPECT_EQ(readAll(*tokenizer), expected) << "block size " << block;
        EXPECT_EQ(tokenizer->bytesConsumed(), text.size());
    }
    std::remove(path.c_str());
}

TEST(CsvTokenizer, RecordsLongerThanABlockGrowTheBuffer) {
    std::string text = "n,blob\n1,\"" + std::string(5000, 'x') + "\"\n2,y\n";
    const std::string path = writeTemporary("effsurf-long.csv", text);
    const auto tokenizer = CsvTokenizer::openFile(path, 64);
    const auto records = readAll(*tokenizer);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[1].second[1].size(), 5000u);
    EXPECT_EQ(records[2].first, 3);
    std::remove(path.c_str());
}

TEST(CsvTokenizer, UnterminatedQuoteAcrossBlocksNamesWhereItOpened) {
    std::string text = "n,time\n1,2\n3,\"4\n" + std::string(300, 'z') + "\n";
    const std::string path = writeTemporary("effsurf-quote.csv", text);
    const auto tokenizer = CsvTokenizer::openFile(path, 64);
    try {
        readAll(*tokenizer);
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues()[0].line, 3);
        EXPECT_EQ(e.issues()[0].column, 2);
    }
    std::remove(path.c_str());
}

TEST(CsvTokenizer, AnUnterminatedQuoteDoesNotReadTheWholeFileIntoMemory) {
    // A stray quote on line 3 of a big file: refused once the record passes the
    // limit, not after the whole file is held in memory and rescanned per block.
    std::string text = "n,time\n1,2\n3,\"4\n";
    for (int i = 0; i < 20000; ++i) text += "5,6\n";
    const std::string path = writeTemporary("effsurf-runaway.csv", text);
    const auto tokenizer = CsvTokenizer::openFile(path, 1024, 16 * 1024);
    try {
        readAll(*tokenizer);
        FAIL();
    } catch (const ImportError& e) {
        EXPECT_NE(std::string(e.what()).find("longer than"), std::string::npos) << e.what();
        EXPECT_EQ(e.issues()[0].line, 3);
    }
    EXPECT_LT(tokenizer->bytesConsumed(), text.size());
    std::remove(path.c_str());
}

TEST(CsvTokenizer, CancelStopsALongRecord) {
    std::string text = "n,time\n1,\"" + std::string(200000, 'x') + "\"\n";
    const std::string path = writeTemporary("effsurf-cancel.csv", text);
    const auto tokenizer = CsvTokenizer::openFile(path, 1024);
    std::atomic<bool> cancel{true};
    tokenizer->setCancel(&cancel);
    EXPECT_THROW(readAll(*tokenizer), ImportCancelled);
    std::remove(path.c_str());
}

}  // namespace

// SPDX-License-Identifier: MIT
#include "effsurf/core/data/CsvReader.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

TEST(CsvReader, ReadsRfc4180QuotingAcrossLines) {
    const auto doc = CsvReader::parse("name,n\r\n\"Piz \"\"Daint\"\", CSCS\",12032\r\n\"two\nlines\",5\r\n", "q.csv");
    ASSERT_EQ(doc.records.size(), 2u);
    EXPECT_EQ(doc.records[0].fields[0], "Piz \"Daint\", CSCS");
    EXPECT_EQ(doc.records[0].line, 2);
    EXPECT_EQ(doc.records[1].fields[0], "two\nlines");
    EXPECT_EQ(doc.records[1].fields[1], "5");
    EXPECT_EQ(doc.records[1].line, 3);
}

TEST(CsvReader, DetectsSemicolonsSkipsCommentsBlankLinesAndBom) {
    const auto doc = CsvReader::parse("\xEF\xBB\xBF# measured on 2026-11-01\nN ; Time\n\n# warm-up\n1;10,5\n2 ; 5.5\n", "s.csv");
    EXPECT_EQ(doc.delimiter, ';');
    EXPECT_EQ(doc.headerLine, 2);
    ASSERT_EQ(doc.records.size(), 2u);
    EXPECT_EQ(doc.records[0].fields[1], "10,5");
    EXPECT_EQ(doc.records[0].line, 5);
    EXPECT_EQ(doc.records[1].fields[0], "2");
    EXPECT_EQ(doc.columnIndex("time"), 1);
    EXPECT_EQ(doc.columnIndex("TIME "), 1);
}

TEST(CsvReader, RaggedRowsBecomeIssuesWithTheirLine) {
    const auto doc = CsvReader::parse("n,time\n1,10\n2,5,extra\n4\n8,2\n", "r.csv");
    ASSERT_EQ(doc.records.size(), 2u);
    ASSERT_EQ(doc.issues.size(), 2u);
    EXPECT_EQ(doc.issues[0].line, 3);
    EXPECT_NE(doc.issues[0].message.find("expected 2 fields"), std::string::npos);
    EXPECT_NE(doc.issues[0].message.find("found 3"), std::string::npos);
    EXPECT_EQ(doc.issues[1].line, 4);
}

TEST(CsvReader, UnterminatedQuoteNamesTheLineWhereItOpened) {
    try {
        CsvReader::parse("n,name\n1,ok\n2,\"never closed\n3,x\n", "u.csv");
        FAIL() << "no error";
    } catch (const ImportError& e) {
        ASSERT_EQ(e.issues().size(), 1u);
        EXPECT_EQ(e.issues()[0].file, "u.csv");
        EXPECT_EQ(e.issues()[0].line, 3);
        EXPECT_EQ(e.issues()[0].column, 2);
        EXPECT_NE(std::string(e.what()).find("unterminated quote"), std::string::npos);
    }
}

TEST(CsvReader, TextAfterClosingQuoteIsAnError) { EXPECT_THROW(CsvReader::parse("a,b\n\"x\"y,1\n", "t.csv"), ImportError); }

TEST(CsvReader, EmptyAndCommentOnlyFilesAreErrors) {
    EXPECT_THROW(CsvReader::parse("", "e.csv"), ImportError);
    EXPECT_THROW(CsvReader::parse("# nothing\n\n   \n", "e.csv"), ImportError);
}

TEST(CsvReader, BinaryGarbageIsRefusedWithLineAndByte) {
    const std::string bytes("n,time\n1,2\n\x89PNG\x00\x01\x02", 17);
    try {
        CsvReader::parse(bytes, "g.csv");
        FAIL() << "no error";
    } catch (const ImportError& e) {
        EXPECT_EQ(e.issues()[0].line, 3);
        EXPECT_NE(std::string(e.what()).find("0x89"), std::string::npos) << e.what();
    }
    EXPECT_THROW(CsvReader::parse(std::string("n,t\n1,\0\n", 8), "z.csv"), ImportError);
}

TEST(CsvReader, AcceptsUtf8Text) {
    const auto doc = CsvReader::parse("system,site\nPiz Daint,Centro de Supercomputaci\xC3\xB3n\n", "u.csv");
    EXPECT_EQ(doc.records[0].fields[1], "Centro de Supercomputaci\xC3\xB3n");
}

}  // namespace

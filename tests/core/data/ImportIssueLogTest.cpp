// SPDX-License-Identifier: MIT
// The count of an import's problems by kind: written in English for every
// face, read back by the window to say it in the user's language.

#include "effsurf/core/data/ImportIssueLog.h"
#include "effsurf/core/util/Message.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

TEST(ImportIssueLog, CountsEveryProblemAndListsTheFirst) {
    ImportIssueLog log(2);
    for (int line = 1; line <= 1500; ++line)
        log.report(line % 3 ? "not a number" : "empty field",
                   [&] { return ImportIssue{"f.csv", line, 1, "n", "bad", line % 3 ? "not a number" : "empty field"}; });
    log.add(ImportIssue{"f.csv", 1501, 0, "", "odd", ""});
    EXPECT_EQ(log.total(), 1501u);
    EXPECT_EQ(log.listed().size(), 2u);
    EXPECT_EQ(ImportIssueLog::summary(log.total(), log.counts(), log.listed().size()),
              "1,501 problems: 1,000 not a number, 500 empty field, 1 other problem; the first 2 are listed");
}

TEST(ImportIssueLog, ASummaryIsReadBackAsWritten) {
    const std::vector<ImportIssueCount> counts{{"not a number", 1000}, {"N above 10^12", 234}, {"wrong field count", 1}};
    for (const std::size_t listed : {std::size_t(50), std::size_t(1235)}) {
        const std::string text = ImportIssueLog::summary(1235, counts, listed);
        const auto read = ImportIssueLog::readSummary(text);
        ASSERT_TRUE(read) << text;
        EXPECT_EQ(read->total, 1235u);
        EXPECT_EQ(read->counts, counts);
        EXPECT_EQ(read->listed, listed);
        EXPECT_EQ(ImportIssueLog::summary(read->total, read->counts, read->listed), text);
    }
    const auto one = ImportIssueLog::readSummary("1 problem: 1 empty field");
    ASSERT_TRUE(one);
    EXPECT_EQ(one->total, 1u);
    EXPECT_EQ(one->listed, 1u);
}

TEST(ImportIssueLog, ASummarySaysEachSentenceAndKindThroughItsSayer) {
    // A "language" that brackets every pattern it says: each piece passes through it once.
    const auto say = [](const Message& message) { return Message::fill("[" + message.pattern() + "]", message.args()); };
    EXPECT_EQ(ImportIssueLog::summary(3, {{"not a number", 2}, {"empty field", 1}}, 1, say),
              "[[[3 problems]: 2 [not a number], 1 [empty field]]; the first 1 are listed]");
    EXPECT_EQ(ImportIssueLog::summary(0, {}, 0, say), "");
}

TEST(ImportIssueLog, TextThatOnlyLooksLikeASummaryIsNotReadAsOne) {
    for (const char* text :
         {"", "problems", "3 problems: many", "1 problems: 1 empty field", "2 problem: 2 x", "3 problems: 1,00 x", "f.csv: 3 problems: 3 x",
          "3 problems: 3 x; the first 1,000 are listed", "3 problems: 3 x, ", "-3 problems", "99999999999999999999999 problems"}) {
        EXPECT_FALSE(ImportIssueLog::readSummary(text)) << text;
    }
}

}  // namespace

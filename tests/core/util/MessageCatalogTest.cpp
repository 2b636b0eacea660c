// SPDX-License-Identifier: MIT
// Core's sentences as patterns and arguments (issue 47): the window and the
// page translate a message core wrote in English by finding its pattern in
// the catalogue again. Checked on messages core really writes, so that a
// sentence core writes without marking it fails here.

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/model/TransformerModel.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/scenario/LawExplanation.h"
#include "effsurf/core/scenario/LiveText.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Message.h"
#include "effsurf/core/util/MessageCatalog.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string>

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace message_catalog_test {

std::string refusal(const std::function<void()>& call) {
    try {
        call();
    } catch (const InvalidParameter& e) {
        return e.what();
    }
    return {};
}

/// The patterns of a recognized message, outermost first, depth first.
void patternsOf(const MessageCatalog::Recognized& message, std::vector<std::string>& out) {
    if (!message.pattern.empty()) out.push_back(message.pattern);
    for (const auto& arg : message.args) patternsOf(arg, out);
}

std::vector<std::string> patternsOf(const std::string& english) {
    std::vector<std::string> out;
    patternsOf(MessageCatalog::recognize(english), out);
    return out;
}

TEST(Message, FillsEachArgumentOnceInAnyOrder) {
    EXPECT_EQ(Message::fill("must lie in [%1, %2], got %3", {"0", "1", "1.5"}), "must lie in [0, 1], got 1.5");
    // A translation may put the arguments in another order.
    EXPECT_EQ(Message::fill("%3 liegt nicht in [%1, %2]", {"0", "1", "1.5"}), "1.5 liegt nicht in [0, 1]");
    // One pass: an argument holding "%2" is not filled again; a %n without its argument stays.
    EXPECT_EQ(Message::fill("cannot read '%1'%2", {"50%2", ""}), "cannot read '50%2'");
    EXPECT_EQ(Message::fill("%1 and %2", {"a"}), "a and %2");
    EXPECT_EQ(Message::fill("5% of %1", {"N"}), "5% of N");
    EXPECT_EQ(Message("gain ceiling 1/s' = %1", {"1000"}).text(), "gain ceiling 1/s' = 1000");
}

TEST(Message, MatchFindsTheArgumentsAgain) {
    EXPECT_EQ(Message::match("must lie in [0, 1], got 1.5", "must lie in [%1, %2], got %3"), (std::vector<std::string>{"0", "1", "1.5"}));
    EXPECT_EQ(Message::match("expected a number such as 4, got 'x'", "expected a number such as %1, got '%2'%3"),
              (std::vector<std::string>{"4", "x", ""}));
    // Shortest first: the first ": " ends the field.
    EXPECT_EQ(Message::match("N: must lie in [1, 10], got 0: typed", "%1: %2"),
              (std::vector<std::string>{"N", "must lie in [1, 10], got 0: typed"}));
    // The same argument twice must be the same text.
    EXPECT_TRUE(Message::match("a-a", "%1-%1"));
    EXPECT_FALSE(Message::match("a-b", "%1-%1"));
    EXPECT_FALSE(Message::match("must lie in [0, 1]", "must lie in [%1, %2], got %3"));
    EXPECT_FALSE(Message::match(std::string(Message::kMatchLimit + 1, 'x'), "%1"));
}

TEST(MessageCatalog, EveryPatternIsOnceAndReadsBackAsItself) {
    const auto& patterns = MessageCatalog::patterns();
    ASSERT_GT(patterns.size(), 50u);
    EXPECT_EQ(std::set<std::string_view>(patterns.begin(), patterns.end()).size(), patterns.size());
    for (std::string_view pattern : patterns) {
        // Arguments no pattern reads: the pattern itself, or one with as many words, is found.
        const std::string english = Message::fill(pattern, {"x1", "y2", "z3"});
        const auto recognized = MessageCatalog::recognize(english);
        EXPECT_EQ(recognized.pattern, pattern);  // each reads as itself, not as a more general pattern
        EXPECT_EQ(MessageCatalog::english(recognized), english) << pattern;
    }
}

TEST(MessageCatalog, RecognizesTheRefusalsCoreWrites) {
    // A field and what is wrong.
    EXPECT_EQ(patternsOf(refusal([] { parseSerialFraction("1.5", "serial fraction s"); })),
              (std::vector<std::string>{"%1: %2", "serial fraction s", "must lie in [%1, %2], got %3"}));
    EXPECT_EQ(patternsOf(refusal([] {
                  Scenario s;
                  s.processors = 0.5;
                  s.validate();
              })),
              (std::vector<std::string>{"%1: %2", "N", "must lie in [%1, %2], got %3"}));
    // The decimal comma's hint inside the refusal, recognized on its own.
    const std::string comma = refusal([] { parseSerialFraction("0,05", "serial fraction s"); });
    EXPECT_EQ(patternsOf(comma),
              (std::vector<std::string>{"%1: %2", "serial fraction s",
                                        "cannot read '%1'; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2",
                                        "; the decimal point is '.': %1"}))
        << comma;
    EXPECT_EQ(MessageCatalog::english(MessageCatalog::recognize(comma)), comma);
    // Text someone typed stays text, even when it reads like a field and a message.
    const auto typed = MessageCatalog::recognize(refusal([] { parseProcessorCount("N: 5", "N"); }));
    ASSERT_EQ(typed.args.size(), 2u);
    ASSERT_EQ(typed.args[1].args.size(), 1u);
    EXPECT_EQ(typed.args[1].args[0].pattern, "");
    EXPECT_EQ(typed.args[1].args[0].text, "N: 5");
    // Of two readings that explain as much, the field and its refusal, not a name "speedup:".
    EXPECT_EQ(patternsOf(refusal([] { requirePositive(-1.0, "speedup"); })),
              (std::vector<std::string>{"%1: %2", "must be greater than %1, got %2"}));
    // What was typed may hold the quote that closes it: the pattern's own words decide where it ends.
    const auto apostrophe = MessageCatalog::recognize(refusal([] { parseNumberInRange("1'000", "threads", 1, 64); }));
    ASSERT_EQ(apostrophe.args.size(), 2u);
    EXPECT_EQ(apostrophe.args[1].pattern, "expected a number such as %1, got '%2'");
    ASSERT_EQ(apostrophe.args[1].args.size(), 2u);
    EXPECT_EQ(apostrophe.args[1].args[1].text, "1'000");
    // An unknown name and the list core offers.
    EXPECT_EQ(patternsOf(refusal([] { parsePrecision("fp7"); }))[2], "unknown '%1' (expected one of %2)");
}

TEST(MessageCatalog, RecognizesImportProblemsAndTheirPlace) {
    const auto import = MeasurementCsvImporter::importText("n,time\n1,10\n2,abc\n4,3,7\n", "runs.csv");
    ASSERT_EQ(import.issues.size(), 2u);
    EXPECT_EQ(patternsOf(import.issues[0].toString())[0], "%1:%2: %3") << import.issues[0].toString();
    const auto cell = patternsOf(import.issues[0].toString());
    EXPECT_NE(std::find(cell.begin(), cell.end(), "expected a number, got '%1'"), cell.end()) << import.issues[0].toString();
    const auto count = patternsOf(import.issues[1].toString());
    EXPECT_NE(std::find(count.begin(), count.end(), "expected %1 fields as in the header (line %2), found %3"), count.end())
        << import.issues[1].toString();
    try {
        MeasurementCsvImporter::importText("n,colour\n1,red\n", "runs.csv");
        FAIL() << "a file without a measured column was read";
    } catch (const ImportError& e) {
        const auto patterns = patternsOf(e.what());
        EXPECT_NE(std::find(patterns.begin(), patterns.end(),
                            "no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)"),
                  patterns.end())
            << e.what();
    }
}

TEST(MessageCatalog, TheLawsSentencesAndTheGainCeilingAreInIt) {
    for (ModelKind law : {ModelKind::Amdahl, ModelKind::Gustafson, ModelKind::SunNi, ModelKind::Timeline, ModelKind::Training,
                          ModelKind::ParallelTraining}) {
        const std::string sentence = LawExplanation::of(law).sentence;
        EXPECT_EQ(MessageCatalog::recognize(sentence).pattern, sentence);
    }
    Scenario amdahl;
    amdahl.serialFraction = 1e-3;
    EXPECT_EQ(MessageCatalog::recognize(describeGainLimit(amdahl)).pattern, "gain ceiling 1/s' = %1");
    Scenario gustafson = amdahl;
    gustafson.model = ModelKind::Gustafson;
    EXPECT_EQ(MessageCatalog::recognize(describeGainLimit(gustafson)).pattern, "no gain ceiling: S grows without bound (%1)");
}

TEST(MessageCatalog, RecognizesATrainingRunsAndASessionFilesRefusals) {
    // A model whose key/value heads do not divide its heads: the training form's refusal.
    TransformerShape shape;
    shape.kvHeads = 7;
    const std::string heads = refusal([&] { TransformerModel model(shape); });
    EXPECT_EQ(
        patternsOf(heads),
        (std::vector<std::string>{"%1: %2", "%1 does not divide the %2 query heads (each key/value head serves an equal group of them)"}))
        << heads;
    // A session cut short: where its JSON breaks, in the file's line and column.
    const TrainingCatalog catalog = TrainingCatalog::load(EFFSURF_TRAINING_DIR);
    const std::string cut = refusal([&] { SessionJson::read("{\"format\": \"effsurf-session\",\n  \"schema\"", catalog); });
    EXPECT_EQ(patternsOf(cut), (std::vector<std::string>{"%1: %2", "not a session file", "JSON error at %1", "line %1, column %2: %3",
                                                         "expected ':' after a member name"}))
        << cut;
    const std::string other = refusal([&] { SessionJson::read("{\"format\": \"something\"}", catalog); });
    EXPECT_EQ(patternsOf(other), (std::vector<std::string>{"%1: %2", "%1 (no \"format\": \"%2\")", "not an effsurf session"})) << other;
    EXPECT_EQ(MessageCatalog::english(MessageCatalog::recognize(other)), other);
}

}  // namespace message_catalog_test

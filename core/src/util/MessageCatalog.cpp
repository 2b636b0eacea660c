// SPDX-License-Identifier: MIT
#include "effsurf/core/util/MessageCatalog.h"

#include "effsurf/core/util/Message.h"

#include <map>

namespace effsurf::core {
namespace {

/// The characters of a pattern that are its own (not %1 ... %9).
std::size_t wordsOf(std::string_view pattern) {
    std::size_t count = 0;
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            ++i;
            continue;
        }
        ++count;
    }
    return count;
}

/// Whether the pattern quotes its argument `n` ('%1' or "%1"): what someone typed, never read as a sentence.
/// So is a column's name from a file's header ("column %1 (%2)"): a column called "throughput" is not the
/// word "throughput" of a sentence, and translated it would name a column the file does not have.
bool quotes(std::string_view pattern, int n) {
    const std::string digit = std::to_string(n);
    const std::string single = "'%" + digit + "'", twice = "\"%" + digit + "\"", header = "column %1 (%" + digit + ")";
    return pattern.find(single) != std::string_view::npos || pattern.find(twice) != std::string_view::npos ||
           (n > 1 && pattern.find(header) != std::string_view::npos);
}

/// Sentences inside sentences, deeper than core writes them (a file's line, a field, a refusal, its hint: 4).
constexpr int kMaxSentenceNesting = 8;

struct Reading {
    MessageCatalog::Recognized message;
    std::size_t words = 0;  ///< the characters the patterns explain, its arguments' included
    std::size_t split = 0;  ///< where the first argument ends: of equal readings, the earliest split wins
};

/// The reading of `text` that explains most of it: the patterns' own
/// characters, summed over the pattern and its arguments read in turn. So
/// "s: cannot read '0,05'; ... '.': 0.05" reads as a field and a refusal
/// with its hint, not as a file name and a line number ("%1:%2: %3").
/// `known` holds the texts read so far in this message: the generic patterns
/// ("%1: %2", "%1:%2: %3") read the same tails again, and a text with many
/// colons would take exponential time without it. `depth` bounds the nesting.
Reading read(const std::string& text, std::map<std::string, Reading>& known, int depth) {
    Reading best{{text, "", {}}, 0};
    if (text.empty() || depth > kMaxSentenceNesting) return best;
    if (const auto found = known.find(text); found != known.end()) return found->second;
    for (std::string_view pattern : MessageCatalog::patterns()) {
        const auto args = Message::match(text, pattern);
        if (!args) continue;
        Reading candidate{{text, std::string(pattern), {}}, wordsOf(pattern)};
        for (std::size_t i = 0; i < args->size(); ++i) {
            if (quotes(pattern, int(i) + 1)) {
                candidate.message.args.push_back({(*args)[i], "", {}});
                continue;
            }
            Reading arg = read((*args)[i], known, depth + 1);
            candidate.words += arg.words;
            candidate.message.args.push_back(std::move(arg.message));
        }
        candidate.split = args->empty() ? 0 : (*args)[0].size();
        // Of readings that explain as much, the one that splits first: "speedup: must be greater than 0, got -1" is the
        // field "speedup" and a refusal, not "%1 must be greater than 0, got %2" of a name "speedup:".
        const bool better = candidate.words > best.words ||
                            (candidate.words == best.words && !best.message.pattern.empty() && candidate.split < best.split);
        if (better) best = std::move(candidate);
    }
    known.emplace(text, best);
    return best;
}

}  // namespace

MessageCatalog::Recognized MessageCatalog::recognize(const std::string& english) {
    std::map<std::string, Reading> known;
    return read(english, known, 0).message;
}

std::string MessageCatalog::english(const Recognized& message) {
    if (message.pattern.empty()) return message.text;
    std::vector<std::string> args;
    for (const Recognized& arg : message.args) args.push_back(english(arg));
    return Message::fill(message.pattern, args);
}

}  // namespace effsurf::core

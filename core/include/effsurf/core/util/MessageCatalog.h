// SPDX-License-Identifier: MIT
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// Core's sentences for people as one list, so that every face translates
/// them the same way: the window (ui's CoreMessageText, Qt's context "core")
/// and the exported page (the table the window embeds; the page's WebAssembly
/// asks recognize()). Messages travel as English text (exceptions, signals,
/// files); recognize() finds the pattern and arguments again.
class MessageCatalog {
public:
    /// A text split into a pattern of the catalogue and its arguments, each
    /// argument recognized in turn; `pattern` is empty where the text is no
    /// pattern's (a number, a name, what someone typed): then it stays as `text`.
    struct Recognized {
        std::string text;
        std::string pattern;
        std::vector<Recognized> args;
    };

    /// Every pattern core marks with EFFSURF_TEXT, in the order of the
    /// sources (core/src/util/MessagePatterns.cpp, written by scripts/core-texts.py).
    static const std::vector<std::string_view>& patterns();

    /// `english` as the catalogue's patterns read it: of the readings that
    /// fit, the one whose patterns explain the most characters, its arguments
    /// read in turn ("s: cannot read '0,05'; ...; the decimal point is '.':
    /// 0.05" is a field, a refusal and its hint). An argument the pattern
    /// quotes ('%1') is what someone typed and stays text.
    static Recognized recognize(const std::string& english);
    /// The recognized text in English again: the same as the text recognized.
    static std::string english(const Recognized& message);
};

}  // namespace effsurf::core

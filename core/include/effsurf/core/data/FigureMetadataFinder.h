// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace effsurf::core {

/// What a file holds where effsurf keeps a figure's scenario: the JSON; or
/// none, `absent` saying where it was looked for; or not `recognized` as a
/// kind of file effsurf writes at all.
struct FoundMetadata {
    std::string json;
    std::string absent;
    bool recognized = true;
};

/// Where effsurf's files keep their scenario, found once for every face (the
/// window's File > Open and figure reader, `effsurf-cli export --like`,
/// Python's `read_figure` and `read_session`): the PNG text chunk "effsurf"
/// (tEXt, zTXt or iTXt, compressed or not), the JSON line of an SVG's <desc>,
/// the `figure` element of a PDF's XMP packet, the comment line "# effsurf: "
/// of a CSV figure (or "% effsurf: " of a LaTeX table), the JSON script
/// element of an interactive page, and a sidecar .json or session file, which
/// is the JSON itself. Only the container is read here: what the JSON means
/// is the session format's (ScenarioJson).
class FigureMetadataFinder {
public:
    static constexpr std::string_view kPngKey = "effsurf";
    static constexpr std::string_view kCsvPrefix = "# effsurf: ";
    static constexpr std::string_view kTexPrefix = "% effsurf: ";
    static constexpr std::string_view kXmpNamespace = "https://effsurf.github.io/ns/figure/1.0/";
    static constexpr std::string_view kPageScript = R"(<script type="application/json" id="effsurf-figure">)";

    static FoundMetadata find(std::string_view bytes);
    /// The JSON script element of an interactive page, wherever it is in
    /// `bytes`; nullopt when there is none (also for any other kind of file).
    static std::optional<std::string> jsonInPage(std::string_view bytes);
    /// XML character data as text: the five named entities and numeric ones
    /// (&#60; &#x3C;) decoded to UTF-8; anything else kept as written.
    static std::string unescapeXml(std::string_view text);
};

}  // namespace effsurf::core

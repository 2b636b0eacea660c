// SPDX-License-Identifier: MIT
#include "effsurf/core/data/FigureMetadataFinder.h"

#include "effsurf/core/util/Inflate.h"
#include "effsurf/core/util/TextUtil.h"

#include <cctype>
#include <cstdint>
#include <string>

namespace effsurf::core {
namespace {

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.size() >= prefix.size() && text.compare(0, prefix.size(), prefix) == 0;
}

/// PNG's tEXt and zTXt text is Latin-1; JSON wants UTF-8.
std::string latin1ToUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) appendUtf8(out, static_cast<unsigned char>(c));
    return out;
}

FoundMetadata fromPng(std::string_view bytes) {
    const std::string absent = "a PNG without the \"" + std::string(FigureMetadataFinder::kPngKey) + "\" text chunk";
    std::size_t at = 8;
    while (at + 8 <= bytes.size()) {
        std::uint32_t length = 0;
        for (std::size_t i = 0; i < 4; ++i) length = (length << 8) | static_cast<unsigned char>(bytes[at + i]);
        const std::string_view kind = bytes.substr(at + 4, 4);
        if (length > bytes.size() - at - 8) return {{}, absent + " (the file is cut short)"};
        const std::string_view body = bytes.substr(at + 8, length);
        at += 12 + std::size_t(length);
        if (kind != "tEXt" && kind != "zTXt" && kind != "iTXt") continue;
        const std::size_t keyEnd = body.find('\0');
        if (keyEnd == std::string_view::npos || body.substr(0, keyEnd) != FigureMetadataFinder::kPngKey) continue;
        std::string_view rest = body.substr(keyEnd + 1);
        try {
            if (kind == "tEXt") return {latin1ToUtf8(rest), absent};
            if (kind == "zTXt") return {rest.empty() ? std::string() : latin1ToUtf8(Inflate::zlib(rest.substr(1))), absent};
            // iTXt: compression flag, method, language\0, translated keyword\0, text (UTF-8).
            if (rest.size() < 2) return {{}, absent};
            const bool compressed = rest[0] != '\0';
            rest.remove_prefix(2);
            for (int field = 0; field < 2; ++field) {
                const std::size_t end = rest.find('\0');
                if (end == std::string_view::npos) return {{}, absent};
                rest.remove_prefix(end + 1);
            }
            return {compressed ? Inflate::zlib(rest) : std::string(rest), absent};
        } catch (const InflateError& e) {
            return {{}, "a PNG whose \"effsurf\" text chunk is damaged: " + std::string(e.what())};
        }
    }
    return {{}, absent};
}

/// The text of the first element `<name ...>...</name>` from `from`, or npos.
std::string_view elementText(std::string_view xml, std::string_view name, std::size_t from = 0) {
    const std::string open = "<" + std::string(name);
    for (std::size_t at = xml.find(open, from); at != std::string_view::npos; at = xml.find(open, at + 1)) {
        const std::size_t after = at + open.size();
        if (after >= xml.size() ||
            (xml[after] != '>' && xml[after] != ' ' && xml[after] != '/' && xml[after] != '\n' && xml[after] != '\t' && xml[after] != '\r'))
            continue;  // <descX>, not <desc>
        const std::size_t tagEnd = xml.find('>', after);
        if (tagEnd == std::string_view::npos) return {};
        if (xml[tagEnd - 1] == '/') return xml.substr(tagEnd, 0);  // <desc/>
        const std::size_t close = xml.find("</" + std::string(name) + ">", tagEnd + 1);
        if (close == std::string_view::npos) return {};
        return xml.substr(tagEnd + 1, close - tagEnd - 1);
    }
    return {};
}

FoundMetadata fromSvg(std::string_view bytes) {
    // The caption, then the JSON on a line of its own.
    const std::string text = FigureMetadataFinder::unescapeXml(elementText(bytes, "desc"));
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        const std::string_view line = trim(std::string_view(text).substr(start, end - start));
        if (startsWith(line, "{")) return {std::string(line), {}};
        start = end + 1;
    }
    return {{}, "an SVG whose <desc> holds no effsurf metadata"};
}

FoundMetadata fromPdf(std::string_view bytes) {
    const std::string absent = "a PDF without effsurf's XMP metadata";
    // The XMP stream is stored uncompressed, as the XMP specification asks.
    const std::size_t begin = bytes.find("<x:xmpmeta");
    const std::size_t end = begin == std::string_view::npos ? begin : bytes.find("</x:xmpmeta>", begin);
    if (end == std::string_view::npos) return {{}, absent};
    const std::string_view packet = bytes.substr(begin, end - begin);
    // The prefix the packet binds to effsurf's namespace ("effsurf" as written).
    const std::string binding = "=\"" + std::string(FigureMetadataFinder::kXmpNamespace) + "\"";
    const std::size_t bound = packet.find(binding);
    if (bound == std::string_view::npos) return {{}, absent};
    const std::size_t colon = packet.rfind("xmlns:", bound);
    if (colon == std::string_view::npos) return {{}, absent};
    const std::string_view prefix = packet.substr(colon + 6, bound - colon - 6);
    const std::string_view text = elementText(packet, std::string(prefix) + ":figure");
    if (text.data() == nullptr) return {{}, absent};
    return {FigureMetadataFinder::unescapeXml(text), absent};
}

/// The metadata line among the comment lines at the top of a CSV ("# ") or
/// LaTeX ("% ") figure: the caption, then the metadata.
FoundMetadata fromComments(std::string_view bytes, char comment, std::string_view prefix) {
    std::size_t at = 0;
    while (at < bytes.size() && bytes[at] == comment) {
        std::size_t newline = bytes.find('\n', at);
        if (newline == std::string_view::npos) newline = bytes.size();
        const std::string_view line = bytes.substr(at, newline - at);
        if (startsWith(line, prefix)) return {std::string(trim(line.substr(prefix.size()))), {}};
        at = newline + 1;
    }
    // Comments begin other text files too (Extra-P's): say what was looked for.
    return {{},
            "text without the \"" + std::string(trim(prefix)) + "...\" comment line of effsurf's " + (comment == '#' ? "CSV" : "LaTeX") +
                " figures"};
}

}  // namespace

std::string FigureMetadataFinder::unescapeXml(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '&') {
            out += text[i];
            continue;
        }
        const std::size_t semicolon = text.find(';', i);
        if (semicolon == std::string_view::npos || semicolon - i > 10) {
            out += text[i];
            continue;
        }
        const std::string_view entity = text.substr(i + 1, semicolon - i - 1);
        std::uint32_t code = 0;
        bool known = true;
        if (entity == "lt") code = '<';
        else if (entity == "gt") code = '>';
        else if (entity == "amp") code = '&';
        else if (entity == "quot") code = '"';
        else if (entity == "apos") code = '\'';
        else if (entity.size() > 1 && entity[0] == '#') {
            const bool hex = entity[1] == 'x' || entity[1] == 'X';
            const std::string digits(entity.substr(hex ? 2 : 1));
            known = !digits.empty() && digits.find_first_not_of(hex ? "0123456789abcdefABCDEF" : "0123456789") == std::string::npos &&
                    digits.size() <= 7;
            if (known) code = std::uint32_t(std::stoul(digits, nullptr, hex ? 16 : 10));
            known = known && code <= 0x10FFFF;
        } else {
            known = false;
        }
        if (!known) {
            out += text[i];
            continue;
        }
        appendUtf8(out, code);
        i = semicolon;
    }
    return out;
}

std::optional<std::string> FigureMetadataFinder::jsonInPage(std::string_view bytes) {
    const std::size_t begin = bytes.find(kPageScript);
    if (begin == std::string_view::npos) return std::nullopt;
    const std::size_t start = begin + kPageScript.size();
    const std::size_t end = bytes.find("</script>", start);
    if (end == std::string_view::npos) return std::nullopt;
    return std::string(bytes.substr(start, end - start));
}

FoundMetadata FigureMetadataFinder::find(std::string_view bytes) {
    if (startsWith(bytes, "\x89PNG\r\n\x1a\n")) return fromPng(bytes);
    if (startsWith(bytes, "%PDF-")) return fromPdf(bytes);
    std::string_view head = bytes.substr(0, 4096);
    if (startsWith(head, "\xEF\xBB\xBF")) head.remove_prefix(3);
    while (!head.empty() && std::isspace(static_cast<unsigned char>(head.front()))) head.remove_prefix(1);
    if (startsWith(head, "{")) return {std::string(bytes), {}};  // a sidecar or a session: the JSON itself
    if (startsWith(head, "<!DOCTYPE html")) {
        if (auto json = jsonInPage(bytes)) return {std::move(*json), {}};
        return {{}, "an HTML page without effsurf's figure metadata"};
    }
    if (startsWith(head, "<?xml") || startsWith(head, "<svg") || startsWith(head, "<!DOCTYPE svg")) return fromSvg(bytes);
    if (startsWith(head, "#")) return fromComments(bytes, '#', kCsvPrefix);
    if (startsWith(head, "%")) return fromComments(bytes, '%', kTexPrefix);
    return {{}, {}, false};
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
// Where effsurf's figures keep their scenario, found by core for every face
// (the window, the CLI, Python): each container, written here by hand as the
// writers lay them out, and what is said when the metadata is not there.
#include "effsurf/core/data/FigureMetadataFinder.h"

#include <gtest/gtest.h>

#include <string>

using namespace effsurf::core;

namespace {

/// A PNG chunk (its CRC is not checked by the finder, so it is left zero).
std::string pngChunk(const std::string& kind, const std::string& body) {
    std::string chunk;
    for (int shift = 24; shift >= 0; shift -= 8) chunk += char((body.size() >> shift) & 0xFF);
    return chunk + kind + body + std::string(4, '\0');
}

std::string png(const std::string& chunks) {
    return std::string("\x89PNG\r\n\x1a\n", 8) + pngChunk("IHDR", std::string(13, '\0')) + chunks + pngChunk("IEND", "");
}

const std::string kJson = "{\"name\": \"<\xC3\xA9>\"}";  // {"name": "<é>"} in UTF-8

TEST(FigureMetadataFinder, PngTextChunksOfEveryKind) {
    // What Qt writes: a compressed iTXt (zlib.compress of kJson by Python).
    const std::string compressed("\x78\xda\xab\x56\xca\x4b\xcc\x4d\x55\xb2\x52\x50\xb2\x39\xbc\xd2\x4e\xa9\x16\x00\x2c\xc4\x05\x62", 24);
    const std::string itxtHeader = std::string("effsurf\0\1\0en\0effsurf\0", 21);
    EXPECT_EQ(
        FigureMetadataFinder::find(png(pngChunk("tEXt", std::string("Title\0x", 7)) + pngChunk("iTXt", itxtHeader + compressed))).json,
        kJson);
    // Uncompressed iTXt, and tEXt in Latin-1 (é is one byte there).
    EXPECT_EQ(FigureMetadataFinder::find(png(pngChunk("iTXt", std::string("effsurf\0\0\0\0\0", 12) + kJson))).json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find(png(pngChunk("tEXt", std::string("effsurf\0{\"name\": \"<\xE9>\"}", 23)))).json, kJson);
    // None, a damaged one, a file cut short: said in words.
    EXPECT_EQ(FigureMetadataFinder::find(png("")).absent, "a PNG without the \"effsurf\" text chunk");
    std::string damaged = compressed;
    damaged[10] = char(damaged[10] ^ 0x40);
    const FoundMetadata broken = FigureMetadataFinder::find(png(pngChunk("iTXt", itxtHeader + damaged)));
    EXPECT_TRUE(broken.json.empty());
    EXPECT_NE(broken.absent.find("damaged"), std::string::npos) << broken.absent;
    const std::string whole = png(pngChunk("iTXt", itxtHeader + compressed));
    EXPECT_NE(FigureMetadataFinder::find(whole.substr(0, 50)).absent.find("cut short"), std::string::npos);
}

TEST(FigureMetadataFinder, SvgDescPdfXmpCommentsPagesAndSidecars) {
    const std::string svg =
        "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>t</title>"
        "<description>not this</description><desc>Speedup at s = 10&#8315;&#8309;\n"
        "{&quot;name&quot;: &quot;&lt;\xC3\xA9&gt;&quot;}\n</desc></svg>";
    EXPECT_EQ(FigureMetadataFinder::find(svg).json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find("<svg><desc>only a caption</desc></svg>").absent, "an SVG whose <desc> holds no effsurf metadata");

    const std::string pdf =
        "%PDF-1.4\n1 0 obj<</Type/Metadata>>stream\n<?xpacket begin=\"\"?><x:xmpmeta xmlns:x=\"adobe:ns:meta/\">"
        "<rdf:Description xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:fig=\"" +
        std::string(FigureMetadataFinder::kXmpNamespace) +
        "\"><dc:title>x</dc:title><fig:figure>{&quot;name&quot;: &quot;&lt;\xC3\xA9&gt;&quot;}</fig:figure>"
        "</rdf:Description></x:xmpmeta>\nendstream";
    EXPECT_EQ(FigureMetadataFinder::find(pdf).json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find("%PDF-1.4\nno packet").absent, "a PDF without effsurf's XMP metadata");

    EXPECT_EQ(FigureMetadataFinder::find("# Speedup S(N)\n# effsurf: " + kJson + "\nN,S\n1,1\n").json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find("% caption\n% effsurf: " + kJson + "\n\\begin{tabular}").json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find("# Extra-P\nN,T\n").absent,
              "text without the \"# effsurf:...\" comment line of effsurf's CSV figures");

    const std::string page = "<!DOCTYPE html><html><script type=\"application/json\" id=\"effsurf-figure\">" + kJson + "</script></html>";
    EXPECT_EQ(FigureMetadataFinder::find(page).json, kJson);
    EXPECT_EQ(FigureMetadataFinder::find("<!DOCTYPE html><p>hi</p>").absent, "an HTML page without effsurf's figure metadata");

    EXPECT_EQ(FigureMetadataFinder::find("\xEF\xBB\xBF  " + kJson).json, "\xEF\xBB\xBF  " + kJson);  // a sidecar as it is
    EXPECT_FALSE(FigureMetadataFinder::find("GIF89a...").recognized);
}

TEST(FigureMetadataFinder, XmlEntities) {
    EXPECT_EQ(FigureMetadataFinder::unescapeXml("&lt;a&gt; &amp;amp; &quot;&apos; &#60;&#x3C;&#X3c; &#8315;"),
              "<a> &amp; \"' <<< \xE2\x81\xBB");
    // Not entities: kept as written.
    EXPECT_EQ(FigureMetadataFinder::unescapeXml("R&D &unknown; &#; &#x110000; a & b"), "R&D &unknown; &#; &#x110000; a & b");
}

}  // namespace

// SPDX-License-Identifier: MIT
#include "effsurf/ui/animation/AnimatedGifWriter.h"

// One algorithm, kept whole on purpose (longer than the project's ~500-line
// guide): a GIF89a encoder — median-cut palette, pixel mapping and LZW
// compression feed one another's data structures.

#include "effsurf/ui/widgets/SaveFile.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <vector>

namespace effsurf::ui {

namespace {

constexpr int kMaxColours = 256;
// Median cut only needs a representative colour distribution; sampling keeps
// palette construction cheap for full-HD frames.
constexpr int kMaxSamples = 65536;

inline std::uint32_t rgbKey(QRgb c) { return c & 0x00ffffffu; }
inline int red(std::uint32_t c) { return int((c >> 16) & 0xff); }
inline int green(std::uint32_t c) { return int((c >> 8) & 0xff); }
inline int blue(std::uint32_t c) { return int(c & 0xff); }
inline int channel(std::uint32_t c, int ch) { return int((c >> (16 - 8 * ch)) & 0xff); }

void appendU16(QByteArray& out, int v) {
    out.append(char(v & 0xff));
    out.append(char((v >> 8) & 0xff));
}

/// Converts any input into opaque 0xffRRGGBB pixels of the target size.
QImage prepareFrame(const QImage& frame, QSize size) {
    QImage src = frame.size() == size ? frame : frame.scaled(size, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (!src.hasAlphaChannel()) return src.convertToFormat(QImage::Format_RGB32);

    // GIF transparency is 1-bit and we want opaque frames anyway, so blend
    // translucent pixels onto white (the app's chart background).
    const QImage argb = src.convertToFormat(QImage::Format_ARGB32);
    QImage out(size, QImage::Format_RGB32);
    for (int y = 0; y < size.height(); ++y) {
        const auto* in = reinterpret_cast<const QRgb*>(argb.constScanLine(y));
        auto* dst = reinterpret_cast<QRgb*>(out.scanLine(y));
        for (int x = 0; x < size.width(); ++x) {
            const QRgb c = in[x];
            const int a = qAlpha(c);
            if (a == 255) {
                dst[x] = c;
                continue;
            }
            const int inv = 255 * (255 - a);
            dst[x] = qRgb((qRed(c) * a + inv + 127) / 255, (qGreen(c) * a + inv + 127) / 255, (qBlue(c) * a + inv + 127) / 255);
        }
    }
    return out;
}

struct IndexedFrame {
    std::vector<std::uint32_t> palette;  // 0x00RRGGBB
    std::vector<std::uint8_t> indices;   // one per pixel, row-major
};

/// Uses the frame's own colours as the palette if there are at most 256 of
/// them, so flat-coloured charts are reproduced bit-exactly. Gives up (returns
/// false) as soon as a 257th colour shows up.
bool indexExactColours(const QImage& img, IndexedFrame& out) {
    constexpr int kSlots = 1024;  // > 2 * 256 keeps linear probing short
    constexpr std::uint32_t kEmpty = 0xffffffffu;
    std::array<std::uint32_t, kSlots> keys;
    std::array<std::uint8_t, kSlots> values{};
    keys.fill(kEmpty);

    out.palette.clear();
    out.indices.resize(std::size_t(img.width()) * std::size_t(img.height()));
    std::size_t pos = 0;
    std::uint32_t prev = kEmpty;
    std::uint8_t prevIndex = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const std::uint32_t c = rgbKey(line[x]);
            if (c != prev) {
                std::uint32_t slot = (c * 2654435761u) >> 22;  // top 10 bits
                while (keys[slot] != kEmpty && keys[slot] != c) slot = (slot + 1) & (kSlots - 1);
                if (keys[slot] == kEmpty) {
                    if (out.palette.size() == kMaxColours) return false;
                    keys[slot] = c;
                    values[slot] = std::uint8_t(out.palette.size());
                    out.palette.push_back(c);
                }
                prev = c;
                prevIndex = values[slot];
            }
            out.indices[pos++] = prevIndex;
        }
    }
    return true;
}

/// Picks a sampling step that is coprime with the width, so the samples
/// drift across columns instead of aliasing onto a few vertical lines.
std::size_t samplingStep(int width, std::size_t pixelCount) {
    std::size_t step = std::max<std::size_t>(1, (pixelCount + kMaxSamples - 1) / kMaxSamples);
    while (step > 1 && std::gcd(step, std::size_t(width)) != 1) ++step;
    return step;
}

struct Box {
    std::size_t begin;
    std::size_t end;
    double score;   // sum of squared errors; 0 means all samples are identical
    int splitAxis;  // channel with the largest spread
};

Box makeBox(const std::vector<std::uint32_t>& s, std::size_t begin, std::size_t end) {
    double sum[3] = {0, 0, 0};
    double sumSq[3] = {0, 0, 0};
    for (std::size_t i = begin; i < end; ++i) {
        for (int ch = 0; ch < 3; ++ch) {
            const double v = channel(s[i], ch);
            sum[ch] += v;
            sumSq[ch] += v * v;
        }
    }
    const double n = double(end - begin);
    Box box{begin, end, 0.0, 0};
    double best = -1.0;
    for (int ch = 0; ch < 3; ++ch) {
        const double sse = std::max(0.0, sumSq[ch] - sum[ch] * sum[ch] / n);
        box.score += sse;
        if (sse > best) {
            best = sse;
            box.splitAxis = ch;
        }
    }
    // Tiny SSE values are floating-point noise of a single colour.
    if (box.score < 0.5) box.score = 0.0;
    return box;
}

/// Representative colour of a box: its dominant colour if it covers at least
/// half of the box (keeps large flat areas such as backgrounds exact instead of
/// averaging them with antialiasing pixels), otherwise the mean.
std::uint32_t boxColour(std::vector<std::uint32_t>& s, const Box& box) {
    std::sort(s.begin() + std::ptrdiff_t(box.begin), s.begin() + std::ptrdiff_t(box.end));
    std::size_t bestRun = 0;
    std::uint32_t mode = s[box.begin];
    double sum[3] = {0, 0, 0};
    for (std::size_t i = box.begin; i < box.end;) {
        std::size_t j = i;
        while (j < box.end && s[j] == s[i]) ++j;
        if (j - i > bestRun) {
            bestRun = j - i;
            mode = s[i];
        }
        for (int ch = 0; ch < 3; ++ch) sum[ch] += double(channel(s[i], ch)) * double(j - i);
        i = j;
    }
    const std::size_t n = box.end - box.begin;
    if (bestRun * 2 >= n) return mode;
    const auto avg = [&](int ch) { return std::uint32_t(std::clamp(int(sum[ch] / double(n) + 0.5), 0, 255)); };
    return (avg(0) << 16) | (avg(1) << 8) | avg(2);
}

std::vector<std::uint32_t> medianCutPalette(const QImage& img) {
    const std::size_t w = std::size_t(img.width());
    const std::size_t pixelCount = w * std::size_t(img.height());
    const std::size_t step = samplingStep(img.width(), pixelCount);

    std::vector<std::uint32_t> samples;
    samples.reserve(pixelCount / step + 1);
    for (std::size_t i = 0; i < pixelCount; i += step) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(int(i / w)));
        samples.push_back(rgbKey(line[i % w]));
    }

    std::vector<Box> boxes{makeBox(samples, 0, samples.size())};
    while (boxes.size() < std::size_t(kMaxColours)) {
        // Split the box with the largest total squared error: this minimises
        // the overall colour error rather than chasing rare outliers.
        auto it = std::max_element(boxes.begin(), boxes.end(), [](const Box& a, const Box& b) { return a.score < b.score; });
        if (it->score <= 0.0) break;
        const Box box = *it;
        const int ch = box.splitAxis;
        auto first = samples.begin() + std::ptrdiff_t(box.begin);
        auto last = samples.begin() + std::ptrdiff_t(box.end);
        auto mid = first + (last - first) / 2;
        std::nth_element(first, mid, last, [ch](std::uint32_t a, std::uint32_t b) { return channel(a, ch) < channel(b, ch); });
        // Split on a value boundary so equal colours never land in both halves.
        const int pivot = channel(*mid, ch);
        auto cut = std::partition(first, last, [ch, pivot](std::uint32_t c) { return channel(c, ch) < pivot; });
        if (cut == first) cut = std::partition(first, last, [ch, pivot](std::uint32_t c) { return channel(c, ch) <= pivot; });
        const std::size_t cutPos = std::size_t(cut - samples.begin());
        *it = makeBox(samples, box.begin, cutPos);
        boxes.push_back(makeBox(samples, cutPos, box.end));
    }

    std::vector<std::uint32_t> palette;
    palette.reserve(boxes.size());
    for (const Box& box : boxes) palette.push_back(boxColour(samples, box));
    return palette;
}

int nearestIndex(const std::vector<std::uint32_t>& palette, int r, int g, int b) {
    int best = 0;
    int bestDist = 1 << 30;
    for (std::size_t i = 0; i < palette.size(); ++i) {
        const int dr = red(palette[i]) - r;
        const int dg = green(palette[i]) - g;
        const int db = blue(palette[i]) - b;
        const int d = dr * dr + dg * dg + db * db;
        if (d < bestDist) {
            bestDist = d;
            best = int(i);
        }
    }
    return best;
}

/// Maps pixels to the palette through a lazily filled 5-bit-per-channel cache;
/// a brute-force search per pixel would cost 256 comparisons for each of ~2M pixels.
void mapToPalette(const QImage& img, IndexedFrame& out) {
    std::vector<std::int16_t> cache(32 * 32 * 32, -1);
    out.indices.resize(std::size_t(img.width()) * std::size_t(img.height()));
    std::size_t pos = 0;
    std::uint32_t prev = 0xffffffffu;
    std::uint8_t prevIndex = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const std::uint32_t c = rgbKey(line[x]);
            if (c != prev) {
                const int r5 = red(c) >> 3;
                const int g5 = green(c) >> 3;
                const int b5 = blue(c) >> 3;
                std::int16_t& entry = cache[std::size_t((r5 << 10) | (g5 << 5) | b5)];
                if (entry < 0)  // match against the cell centre
                    entry = std::int16_t(nearestIndex(out.palette, (r5 << 3) | 4, (g5 << 3) | 4, (b5 << 3) | 4));
                prev = c;
                prevIndex = std::uint8_t(entry);
            }
            out.indices[pos++] = prevIndex;
        }
    }
}

IndexedFrame indexFrame(const QImage& img) {
    IndexedFrame frame;
    if (indexExactColours(img, frame)) return frame;
    frame.palette = medianCutPalette(img);
    mapToPalette(img, frame);
    return frame;
}

/// Packs variable-width codes LSB-first into GIF's length-prefixed sub-blocks.
class BitPacker {
public:
    explicit BitPacker(QByteArray& out) : m_out(out) {}

    void put(int code, int width) {
        m_acc |= std::uint32_t(code) << m_bits;
        m_bits += width;
        while (m_bits >= 8) {
            pushByte(std::uint8_t(m_acc & 0xff));
            m_acc >>= 8;
            m_bits -= 8;
        }
    }

    void finish() {
        if (m_bits > 0) pushByte(std::uint8_t(m_acc & 0xff));
        m_acc = 0;
        m_bits = 0;
        flushBlock();
        m_out.append(char(0));  // block terminator
    }

private:
    void pushByte(std::uint8_t b) {
        m_block[m_blockLen++] = b;
        if (m_blockLen == 255) flushBlock();
    }

    void flushBlock() {
        if (m_blockLen == 0) return;
        m_out.append(char(m_blockLen));
        m_out.append(reinterpret_cast<const char*>(m_block.data()), m_blockLen);
        m_blockLen = 0;
    }

    QByteArray& m_out;
    std::array<std::uint8_t, 255> m_block{};
    int m_blockLen = 0;
    std::uint32_t m_acc = 0;
    int m_bits = 0;
};

/// GIF LZW with minimum code size 8 (so any palette size up to 256 works).
///
/// Code-width bookkeeping mirrors the decoder, which adds each dictionary
/// entry one code later than the encoder: the width grows right after the
/// encoder assigns code 2^width, and when the encoder assigns 4095 it emits a
/// clear code instead of ever using that entry, so decoders never see a full
/// 4096-entry table (some decoders mishandle that "deferred clear" case).
void lzwEncode(const std::vector<std::uint8_t>& indices, QByteArray& out) {
    constexpr int kMinCodeSize = 8;
    constexpr int kClear = 1 << kMinCodeSize;
    constexpr int kEoi = kClear + 1;
    constexpr int kLastCode = 4095;
    constexpr int kHashBits = 13;  // 8192 slots for < 4096 entries: load factor < 0.5
    constexpr std::uint32_t kHashMask = (1u << kHashBits) - 1;

    out.append(char(kMinCodeSize));
    BitPacker packer(out);

    std::vector<std::int32_t> keys(std::size_t(1) << kHashBits, -1);
    std::vector<std::uint16_t> values(std::size_t(1) << kHashBits, 0);

    int width = kMinCodeSize + 1;
    int lastAssigned = kEoi;
    packer.put(kClear, width);
    if (indices.empty()) {
        packer.put(kEoi, width);
        packer.finish();
        return;
    }

    int current = indices[0];
    for (std::size_t i = 1; i < indices.size(); ++i) {
        const int pixel = indices[i];
        const std::int32_t key = (current << 8) | pixel;
        std::uint32_t slot = (std::uint32_t(key) * 2654435761u) >> (32 - kHashBits);
        while (keys[slot] != -1 && keys[slot] != key) slot = (slot + 1) & kHashMask;
        if (keys[slot] == key) {
            current = values[slot];
            continue;
        }
        packer.put(current, width);
        ++lastAssigned;
        keys[slot] = key;
        values[slot] = std::uint16_t(lastAssigned);
        if (lastAssigned >= (1 << width)) ++width;  // never exceeds 12: lastAssigned <= 4095
        if (lastAssigned == kLastCode) {
            packer.put(kClear, width);
            std::fill(keys.begin(), keys.end(), -1);
            width = kMinCodeSize + 1;
            lastAssigned = kEoi;
        }
        current = pixel;
    }
    packer.put(current, width);
    // The decoder adds one more entry when it reads the final code; if that
    // fills the current width it reads EOI one bit wider.
    if (lastAssigned + 1 == (1 << width) && width < 12) ++width;
    packer.put(kEoi, width);
    packer.finish();
}

QByteArray encodeFrame(const QImage& img, int delayCs) {
    const IndexedFrame frame = indexFrame(img);

    int tableBits = 1;  // GIF colour tables have 2^n entries, n >= 1
    while ((1 << tableBits) < int(frame.palette.size())) ++tableBits;

    QByteArray out;
    out.reserve(int(frame.indices.size() / 2) + 1024);

    // Graphic control extension: disposal 1 (leave in place; every frame
    // covers the whole canvas anyway), no user input, no transparency.
    out.append("\x21\xf9\x04", 3);
    out.append(char(1 << 2));
    appendU16(out, delayCs);
    out.append(char(0));  // transparent colour index (unused)
    out.append(char(0));

    // Image descriptor: full canvas, local colour table, not interlaced.
    out.append(char(0x2c));
    appendU16(out, 0);
    appendU16(out, 0);
    appendU16(out, img.width());
    appendU16(out, img.height());
    out.append(char(0x80 | (tableBits - 1)));

    for (int i = 0; i < (1 << tableBits); ++i) {
        const std::uint32_t c = i < int(frame.palette.size()) ? frame.palette[std::size_t(i)] : 0u;
        out.append(char(red(c)));
        out.append(char(green(c)));
        out.append(char(blue(c)));
    }

    lzwEncode(frame.indices, out);
    return out;
}

}  // namespace

AnimatedGifWriter::AnimatedGifWriter(QString path, QSize size, int delayMs, int loopCount)
    : m_path(std::move(path)),
      m_size(size),
      m_delayCs(std::clamp((delayMs + 5) / 10, 2, 65535))  // browsers treat < 2 cs as "slow", so never go below
      ,
      m_loopCount(std::clamp(loopCount, 0, 65535)) {}

AnimatedGifWriter::~AnimatedGifWriter() = default;  // SaveFile discards uncommitted data

void AnimatedGifWriter::fail(QString* error, const QString& message) {
    if (error) *error = message;
}

bool AnimatedGifWriter::open(QString* error) {
    if (m_size.width() < 1 || m_size.height() < 1 || m_size.width() > 65535 || m_size.height() > 65535) {
        fail(error, QStringLiteral("Cannot record GIF \"%1\": invalid size %2x%3").arg(m_path).arg(m_size.width()).arg(m_size.height()));
        return false;
    }
    m_frameCount = 0;
    m_file = std::make_unique<SaveFile>(m_path);
    if (!m_file->open(QIODevice::WriteOnly)) {
        fail(error, m_file->errorMessage());
        m_file.reset();
        return false;
    }

    QByteArray header("GIF89a", 6);
    appendU16(header, m_size.width());
    appendU16(header, m_size.height());
    // No global colour table (each frame has its own); colour resolution 8 bits.
    header.append(char(0x70));
    header.append(char(0));  // background colour index
    header.append(char(0));  // no pixel aspect ratio
    // NETSCAPE2.0 application extension: loop count (0 = forever).
    header.append("\x21\xff\x0bNETSCAPE2.0\x03\x01", 16);
    appendU16(header, m_loopCount);
    header.append(char(0));
    return writeBytes(header, error);
}

bool AnimatedGifWriter::writeBytes(const QByteArray& bytes, QString* error) {
    if (m_file->write(bytes) != bytes.size()) {
        fail(error, m_file->errorMessage());
        // Drop the temporary file now: the recording cannot be completed.
        cancel();
        return false;
    }
    return true;
}

bool AnimatedGifWriter::addFrame(const QImage& frame, QString* error) {
    if (!m_file) {
        fail(error, QStringLiteral("Cannot add a frame to \"%1\": the file is not open").arg(m_path));
        return false;
    }
    if (frame.isNull()) {
        fail(error, QStringLiteral("Cannot add an empty frame to \"%1\"").arg(m_path));
        return false;
    }
    if (!writeBytes(encodeFrame(prepareFrame(frame, m_size), m_delayCs), error)) return false;
    ++m_frameCount;
    return true;
}

bool AnimatedGifWriter::finish(QString* error) {
    if (!m_file) {
        fail(error, QStringLiteral("Cannot finish \"%1\": the file is not open").arg(m_path));
        return false;
    }
    if (m_frameCount == 0) {
        fail(error, QStringLiteral("Cannot save \"%1\": no frames were recorded").arg(m_path));
        cancel();
        return false;
    }
    if (!writeBytes(QByteArray(1, char(0x3b)), error))  // trailer
        return false;
    if (!m_file->commit()) {
        fail(error, m_file->errorMessage());
        m_file.reset();
        return false;
    }
    m_file.reset();
    return true;
}

void AnimatedGifWriter::cancel() {
    if (!m_file) return;
    m_file->cancelWriting();
    m_file.reset();  // destroying an uncommitted SaveFile removes its temporary file
}

int AnimatedGifWriter::frameCount() const { return m_frameCount; }

}  // namespace effsurf::ui

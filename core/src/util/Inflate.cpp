// SPDX-License-Identifier: MIT
#include "effsurf/core/util/Inflate.h"

#include <array>
#include <cstdint>
#include <vector>

namespace effsurf::core {
namespace {

constexpr int kMaxBits = 15;

/// Bits of the stream, least significant first (RFC 1951 §3.1.1).
class BitReader {
public:
    explicit BitReader(std::string_view data) : data_(data) {}

    int bits(int need) {
        std::uint32_t value = buffer_;
        while (count_ < need) {
            if (position_ >= data_.size()) throw InflateError("the compressed data end early");
            value |= std::uint32_t(static_cast<unsigned char>(data_[position_++])) << count_;
            count_ += 8;
        }
        buffer_ = value >> need;
        count_ -= need;
        return int(value & ((std::uint32_t(1) << need) - 1));
    }
    /// A stored block starts at a byte: the rest of this one is dropped.
    void alignToByte() {
        buffer_ = 0;
        count_ = 0;
    }
    unsigned char byte() {
        if (position_ >= data_.size()) throw InflateError("the compressed data end early");
        return static_cast<unsigned char>(data_[position_++]);
    }
    std::size_t position() const noexcept { return position_; }

private:
    std::string_view data_;
    std::size_t position_ = 0;
    std::uint32_t buffer_ = 0;
    int count_ = 0;
};

/// A canonical Huffman code: how many codes of each length, and the symbols in code order.
struct Huffman {
    std::array<short, kMaxBits + 1> count{};
    std::vector<short> symbol;
};

/// Builds the code of `lengths`; returns 0 for a complete code, > 0 for an
/// incomplete one, < 0 for an over-subscribed one.
int construct(Huffman& h, const short* lengths, int n) {
    h.count.fill(0);
    for (int s = 0; s < n; ++s) ++h.count[std::size_t(lengths[s])];
    if (h.count[0] == n) return 0;
    int left = 1;
    for (int len = 1; len <= kMaxBits; ++len) {
        left <<= 1;
        left -= h.count[std::size_t(len)];
        if (left < 0) return left;
    }
    std::array<short, kMaxBits + 1> offsets{};
    for (int len = 1; len < kMaxBits; ++len) offsets[std::size_t(len + 1)] = short(offsets[std::size_t(len)] + h.count[std::size_t(len)]);
    h.symbol.assign(std::size_t(n), 0);
    for (int s = 0; s < n; ++s)
        if (lengths[s] != 0) h.symbol[std::size_t(offsets[std::size_t(lengths[s])]++)] = short(s);
    return left;
}

int decode(BitReader& in, const Huffman& h) {
    int code = 0, first = 0, index = 0;
    for (int len = 1; len <= kMaxBits; ++len) {
        code |= in.bits(1);
        const int count = h.count[std::size_t(len)];
        if (code - count < first) return h.symbol[std::size_t(index + (code - first))];
        index += count;
        first += count;
        first <<= 1;
        code <<= 1;
    }
    throw InflateError("a code the block's Huffman table does not have");
}

class Inflater {
public:
    Inflater(std::string_view data, std::size_t maxBytes) : in_(data), maxBytes_(maxBytes) {}

    std::string run() {
        int last = 0;
        do {
            last = in_.bits(1);
            switch (in_.bits(2)) {
                case 0: stored(); break;
                case 1: fixed(); break;
                case 2: dynamic(); break;
                default: throw InflateError("a block of the reserved type 3");
            }
        } while (!last);
        return std::move(out_);
    }
    std::size_t consumed() const noexcept { return in_.position(); }

private:
    void put(char c) {
        if (out_.size() >= maxBytes_) throw InflateError("the data inflate beyond " + std::to_string(maxBytes_) + " bytes");
        out_.push_back(c);
    }

    void stored() {
        in_.alignToByte();
        const unsigned lengthLow = in_.byte();
        const unsigned length = lengthLow | unsigned(in_.byte()) << 8;
        const unsigned complementLow = in_.byte();
        const unsigned complement = complementLow | unsigned(in_.byte()) << 8;
        if (length != (~complement & 0xffffu)) throw InflateError("a stored block whose length and its complement disagree");
        for (unsigned i = 0; i < length; ++i) put(char(in_.byte()));
    }

    void codes(const Huffman& lengthCode, const Huffman& distanceCode) {
        static constexpr short kLengthBase[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                                  31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
        static constexpr short kLengthExtra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
        static constexpr short kDistanceBase[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
                                                    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
        static constexpr short kDistanceExtra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                                     6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
        for (;;) {
            int symbol = decode(in_, lengthCode);
            if (symbol < 256) {
                put(char(symbol));
                continue;
            }
            if (symbol == 256) return;
            symbol -= 257;
            if (symbol >= 29) throw InflateError("a length code beyond 285");
            const std::size_t length = std::size_t(kLengthBase[symbol] + in_.bits(kLengthExtra[symbol]));
            symbol = decode(in_, distanceCode);
            if (symbol >= 30) throw InflateError("a distance code beyond 29");
            const std::size_t distance = std::size_t(kDistanceBase[symbol] + in_.bits(kDistanceExtra[symbol]));
            if (distance > out_.size()) throw InflateError("a distance back before the start of the data");
            for (std::size_t i = 0; i < length; ++i) put(out_[out_.size() - distance]);
        }
    }

    void fixed() {
        static const auto tables = [] {
            std::array<short, 288> lengths{};
            for (int s = 0; s < 288; ++s) lengths[std::size_t(s)] = short(s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8);
            std::pair<Huffman, Huffman> codes;
            construct(codes.first, lengths.data(), 288);
            std::array<short, 30> distances{};
            distances.fill(5);
            construct(codes.second, distances.data(), 30);
            return codes;
        }();
        codes(tables.first, tables.second);
    }

    void dynamic() {
        static constexpr short kOrder[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
        const int lengthCount = in_.bits(5) + 257;
        const int distanceCount = in_.bits(5) + 1;
        const int codeCount = in_.bits(4) + 4;
        if (lengthCount > 286 || distanceCount > 30) throw InflateError("a dynamic block with too many codes");
        std::array<short, 320> lengths{};
        for (int i = 0; i < codeCount; ++i) lengths[std::size_t(kOrder[i])] = short(in_.bits(3));
        Huffman lengthCode, distanceCode;
        if (construct(lengthCode, lengths.data(), 19) != 0) throw InflateError("an incomplete code-length code");
        for (int index = 0; index < lengthCount + distanceCount;) {
            int symbol = decode(in_, lengthCode);
            if (symbol < 16) {
                lengths[std::size_t(index++)] = short(symbol);
                continue;
            }
            short repeated = 0;
            if (symbol == 16) {
                if (index == 0) throw InflateError("a repeat with nothing before it");
                repeated = lengths[std::size_t(index - 1)];
                symbol = 3 + in_.bits(2);
            } else if (symbol == 17) {
                symbol = 3 + in_.bits(3);
            } else {
                symbol = 11 + in_.bits(7);
            }
            if (index + symbol > lengthCount + distanceCount) throw InflateError("code lengths beyond the block's count");
            while (symbol--) lengths[std::size_t(index++)] = repeated;
        }
        if (lengths[256] == 0) throw InflateError("a block without an end code");
        // An incomplete code is allowed only when it has a single code (RFC 1951 §3.2.7).
        int error = construct(lengthCode, lengths.data(), lengthCount);
        if (error != 0 && (error < 0 || lengthCount != lengthCode.count[0] + lengthCode.count[1]))
            throw InflateError("an over-subscribed or incomplete literal/length code");
        error = construct(distanceCode, lengths.data() + lengthCount, distanceCount);
        if (error != 0 && (error < 0 || distanceCount != distanceCode.count[0] + distanceCode.count[1]))
            throw InflateError("an over-subscribed or incomplete distance code");
        codes(lengthCode, distanceCode);
    }

    BitReader in_;
    std::size_t maxBytes_;
    std::string out_;
};

std::uint32_t adler32(std::string_view data) {
    std::uint32_t a = 1, b = 0;
    for (char c : data) {
        a = (a + static_cast<unsigned char>(c)) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

}  // namespace

std::string Inflate::zlib(std::string_view compressed, std::size_t maxBytes) {
    if (compressed.size() < 6) throw InflateError("too short for a zlib stream");
    const unsigned method = static_cast<unsigned char>(compressed[0]);
    const unsigned flags = static_cast<unsigned char>(compressed[1]);
    if ((method & 0x0f) != 8 || (method >> 4) > 7 || (method * 256 + flags) % 31 != 0)
        throw InflateError("not a zlib stream (its header is not deflate's)");
    if (flags & 0x20) throw InflateError("a zlib stream that needs a preset dictionary");
    Inflater inflater(compressed.substr(2), maxBytes);
    std::string out = inflater.run();
    const std::size_t end = 2 + inflater.consumed();
    if (end + 4 > compressed.size()) throw InflateError("the zlib stream ends before its checksum");
    std::uint32_t expected = 0;
    for (std::size_t i = 0; i < 4; ++i) expected = (expected << 8) | static_cast<unsigned char>(compressed[end + i]);
    if (adler32(out) != expected) throw InflateError("the inflated data fail their Adler-32 checksum");
    return out;
}

}  // namespace effsurf::core

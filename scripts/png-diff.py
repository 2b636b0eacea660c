#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Counts the pixels in which two PNG files differ, and where.

Usage: scripts/png-diff.py A.png B.png
Prints "N pixels differ in [x0,y0]-[x1,y1]" (or "same pixels"), exit 0.
Standard library only (8-bit RGB/RGBA, non-interlaced: what Qt writes).
"""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    pos, idat, header = 8, b"", None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        sys.exit(f"{path}: only 8-bit RGB/RGBA non-interlaced PNG")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(idat), width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = row[i - bpp] if i >= bpp else 0
            up = previous[i]
            if kind == 1:
                row[i] = (row[i] + left) & 255
            elif kind == 2:
                row[i] = (row[i] + up) & 255
            elif kind == 3:
                row[i] = (row[i] + (left + up) // 2) & 255
            elif kind == 4:
                corner = previous[i - bpp] if i >= bpp else 0
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                row[i] = (row[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, bpp, rows


def main():
    wa, ha, bpp, a = pixels(sys.argv[1])
    wb, hb, _, b = pixels(sys.argv[2])
    if (wa, ha) != (wb, hb):
        print(f"sizes differ: {wa}x{ha} against {wb}x{hb}")
        return
    count, box = 0, [wa, ha, -1, -1]
    for y in range(ha):
        if a[y] == b[y]:
            continue
        for x in range(wa):
            if a[y][x * bpp:(x + 1) * bpp] != b[y][x * bpp:(x + 1) * bpp]:
                count += 1
                box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)]
    print(f"{count} pixels differ in [{box[0]},{box[1]}]-[{box[2]},{box[3]}]" if count else "same pixels")


main()

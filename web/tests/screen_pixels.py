# SPDX-License-Identifier: MIT
"""What the screen shows of the page's 3D view, read from Chromium's screenshots by their pixels (no imaging library:
a PNG decoded here)."""

def shown_text(text):
    """A 3D label's characters, without the markup plotly reads (its minus is in <b>)."""
    import re

    return re.sub(r"<[^>]+>", "", text)


def png_pixels(png):
    """An 8-bit RGB or RGBA PNG (as Chromium's screenshots are) as rows of (r, g, b) tuples."""
    import struct
    import zlib

    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks = 8, {}
    while at < len(png):
        length, kind = struct.unpack(">I4s", png[at:at + 8])
        chunks.setdefault(kind, []).append(png[at + 8:at + 8 + length])
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
    assert depth == 8 and colour in (2, 6) and not interlace, (depth, colour, interlace)
    channels = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(b"".join(chunks[b"IDAT"])), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))[2]
                line[i] = (line[i] + nearest) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return rows


def glyphs_left_of_the_map(browser):
    """The ink left of the map (the s axis's labels) as the screen shows it, label by label from the top: how many
    separate marks each has."""
    rows = png_pixels(browser.find_element("id", "surface").screenshot_as_png)
    height, width = len(rows), len(rows[0])
    # The map's left edge: the first column coloured down most of the view (N = 1 is yellow from top to bottom).
    edge = next(x for x in range(width) if sum(1 for y in range(height) if sum(rows[y][x]) < 600 and rows[y][x][2] < 120) > height / 2)
    ink = {(x, y) for y in range(height) for x in range(edge - 2) if sum(rows[y][x]) < 600}
    labels, seen = [], set()
    for y in range(height):
        for x in range(edge - 2):
            if (x, y) not in ink or (x, y) in seen:
                continue
            stack, bottom = [(x, y)], y
            seen.add((x, y))
            while stack:
                px, py = stack.pop()
                bottom = max(bottom, py)
                for near in ((px + dx, py + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                    if near in ink and near not in seen:
                        seen.add(near)
                        stack.append(near)
            if not labels or y > labels[-1]["bottom"] + 4:
                labels.append({"bottom": bottom, "marks": 0})
            labels[-1]["marks"] += 1
            labels[-1]["bottom"] = max(labels[-1]["bottom"], bottom)
    return [label["marks"] for label in labels]

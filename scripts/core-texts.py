#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes core/src/util/MessagePatterns.cpp: every sentence pattern core
marks with EFFSURF_TEXT("...") (core/include/effsurf/core/util/Message.h), in
the order of the sources, once each. That list is core's MessageCatalog: the
window translates it (lupdate reads the file's EFFSURF_TRANSLATE as
QT_TRANSLATE_NOOP, context "core": ui/CMakeLists.txt) and the exported page
gets the translations embedded. The test tools.CoreTexts checks that the
file lists exactly what core marks: run this script after editing them.

Usage: scripts/core-texts.py [--check]   (--check: exit 1 if the file is
not what the sources mark, as tools.CoreTexts runs it)"""

import glob
import os
import re
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
output = os.path.join(root, "core", "src", "util", "MessagePatterns.cpp")

LITERAL = r'"(?:[^"\\\n]|\\.)*"'
MARKED = re.compile(r"\bEFFSURF_TEXT\(\s*((?:" + LITERAL + r"\s*)+)\)")


def literal_bytes(literal):
    """A C++ string literal's bytes (its quotes removed)."""
    out, i, body = bytearray(), 0, literal[1:-1]
    while i < len(body):
        c = body[i]
        if c != "\\":
            out += c.encode("utf-8")
            i += 1
            continue
        kind = body[i + 1]
        if kind == "x":
            digits = re.match(r"[0-9a-fA-F]+", body[i + 2:]).group(0)
            out.append(int(digits, 16) & 0xFF)
            i += 2 + len(digits)
        elif kind == "u":
            out += chr(int(body[i + 2:i + 6], 16)).encode("utf-8")
            i += 6
        elif kind == "U":
            out += chr(int(body[i + 2:i + 10], 16)).encode("utf-8")
            i += 10
        else:
            out += {"n": b"\n", "t": b"\t", "\\": b"\\", '"': b'"', "'": b"'"}[kind]
            i += 2
    return bytes(out)


def marked_texts():
    files = sorted(glob.glob(os.path.join(root, "core", "include", "**", "*.h"), recursive=True))
    files += sorted(glob.glob(os.path.join(root, "core", "src", "**", "*.[ch]*"), recursive=True))
    found = []
    for path in files:
        if os.path.abspath(path) == output:
            continue
        with open(path, encoding="utf-8") as file:
            code = file.read()
        for match in MARKED.finditer(code):
            text = b"".join(literal_bytes(l) for l in re.findall(LITERAL, match.group(1))).decode("utf-8")
            if text not in found:
                found.append(text)
    return found


def cpp_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def generated(texts):
    lines = [
        "// SPDX-License-Identifier: MIT",
        "// Written by scripts/core-texts.py: every pattern core marks with",
        "// EFFSURF_TEXT, in the order of the sources. Do not edit; run the script.",
        "// lupdate reads EFFSURF_TRANSLATE as QT_TRANSLATE_NOOP (ui/CMakeLists.txt).",
        '#include "effsurf/core/util/MessageCatalog.h"',
        "",
        "#define EFFSURF_TRANSLATE(context, text) text",
        "",
        "namespace effsurf::core {",
        "",
        "const std::vector<std::string_view>& MessageCatalog::patterns() {",
        "    // One pattern per line, as written:",
        "    // clang-format off",
        "    static const std::vector<std::string_view> all{",
    ]
    lines += ['        EFFSURF_TRANSLATE("core", ' + cpp_literal(t) + ")," for t in texts]
    lines += ["    };", "    // clang-format on", "    return all;", "}", "", "}  // namespace effsurf::core", ""]
    return "\n".join(lines)


def main():
    text = generated(marked_texts())
    current = open(output, encoding="utf-8").read() if os.path.exists(output) else ""
    if "--check" in sys.argv[1:]:
        if current != text:
            print("core/src/util/MessagePatterns.cpp does not list what core marks with EFFSURF_TEXT: run scripts/core-texts.py")
            return 1
        print("core/src/util/MessagePatterns.cpp lists core's %d marked texts" % text.count("EFFSURF_TRANSLATE(\"core\""))
        return 0
    if current != text:
        with open(output, "w", encoding="utf-8") as file:
            file.write(text)
    print("core/src/util/MessagePatterns.cpp: %d texts" % text.count("EFFSURF_TRANSLATE(\"core\""))
    return 0


if __name__ == "__main__":
    sys.exit(main())

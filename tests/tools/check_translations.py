#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every text of the window is translated in every shipped language (issue 47).

lupdate reads the sources under ROOT (ui/, app/gui/, core's sentence patterns) afresh; each
translations/effsurf_<code>.ts under ROOT/resources must hold, for every text
it found, a finished translation that is not empty and keeps the text's
placeholders (%1, %n), rich-text tags and keyboard accelerator ("&File" has
one "&"). A text added to the code without its translations fails here, as
does a translation left empty or unfinished. And lupdate must see every text:
a file that calls tr() on a variable (tr(kTermLabels[i])) marks its texts
with QT_TRANSLATE_NOOP or QT_TR_NOOP, or they were never extracted at all.

Usage: check_translations.py LUPDATE ROOT
"""
import pathlib
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET


def messages(path):
    """(source, disambiguation) -> (numerus, [translations], finished) of a .ts file."""
    found = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        key = (source, message.findtext("comment"))
        translation = message.find("translation")
        numerus = message.get("numerus") == "yes"
        texts = [form.text or "" for form in translation.findall("numerusform")] if numerus else [translation.text or ""]
        finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
        found[key] = (numerus, texts, finished)
    return found


def placeholders(text):
    return sorted(p for p in re.findall(r"%L?\d|%n", text))


def tags(text):
    return sorted(re.findall(r"</?[a-zA-Z][^>]*>", text))


def accelerators(text):
    return len(re.findall(r"(?<!&)&(?!&)(?=[^\s&;])", re.sub(r"&[a-z]+;|&#\d+;", "", text)))


def main():
    lupdate, root = sys.argv[1], pathlib.Path(sys.argv[2])
    sources = [str(p) for p in (root / "ui", root / "app" / "gui", root / "src") if p.is_dir()]
    # Core's sentence patterns, as ui/CMakeLists.txt gives them to lupdate (context "core").
    patterns = root / "core" / "src" / "util" / "MessagePatterns.cpp"
    if patterns.is_file():
        sources.append(str(patterns))
    with tempfile.TemporaryDirectory() as scratch:
        fresh = pathlib.Path(scratch) / "fresh.ts"
        # lupdate's notes on C++17 namespaces go to stderr: shown only if it fails.
        run = subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "none", "-extensions", "cpp,h",
                              "-tr-function-alias", "QT_TRANSLATE_NOOP+=EFFSURF_TRANSLATE", *sources,
                              "-ts", str(fresh)], capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr)
            return 1
        wanted = messages(fresh)
    files = sorted((root / "resources" / "translations").glob("effsurf_*.ts"))
    if not files:
        print(f"{root}: no resources/translations/effsurf_*.ts")
        return 1
    problems = []
    # tr(name) where no text of the file is marked: lupdate saw nothing to translate.
    unmarked = re.compile(r"(?<![A-Za-z_0-9])tr\(\s*[A-Za-z_]")
    for directory in sources:
        for source_file in sorted(pathlib.Path(directory).rglob("*")):
            if source_file.suffix not in (".cpp", ".h"):
                continue
            code = source_file.read_text(encoding="utf-8")
            if "QT_TRANSLATE_NOOP" in code or "QT_TR_NOOP" in code:
                continue
            for match in unmarked.finditer(code):
                line = code.count("\n", 0, match.start()) + 1
                problems.append(f"{source_file.relative_to(root)}:{line}: tr() of a variable whose texts lupdate cannot see "
                                "(mark them with QT_TRANSLATE_NOOP)")
    for path in files:
        shipped = messages(path)
        for (source, disambiguation), _ in sorted(wanted.items()):
            name = f"{path.name}: \"{source[:60]}\""
            if (source, disambiguation) not in shipped:
                problems.append(f"{name}: not in the file (run the update_translations target, then translate it)")
                continue
            numerus, texts, finished = shipped[(source, disambiguation)]
            if not finished or not all(t.strip() for t in texts):
                problems.append(f"{name}: {'empty' if finished else 'unfinished'}")
                continue
            for text in texts:
                if [p for p in placeholders(text) if p != "%n"] != [p for p in placeholders(source) if p != "%n"]:
                    problems.append(f"{name}: placeholders {placeholders(source)} became {placeholders(text)}")
                if tags(text) != tags(source):
                    problems.append(f"{name}: tags {tags(source)} became {tags(text)}")
                if accelerators(text) != accelerators(source):
                    problems.append(f"{name}: {accelerators(source)} keyboard accelerator(s) became {accelerators(text)}")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problems in {len(files)} translations of {len(wanted)} texts")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

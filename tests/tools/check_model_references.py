#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every reference to the models' page leads somewhere (issue 45).

The code, the tests, the tours and the manual cite docs/models.md by its
numbered sections and its labels: "docs/models.md §4b", "(the manual's The
models, §3)", "by L4". A reference to a section or label the page does not
have, or to a models page that is not in the repository (the code once
cited the project's notes outside it, 64 times), leads nowhere.

Fails on, in ROOT's sources (app cli core docs installer probe python
resources scripts tests ui web, and the top-level Markdown files):
  - a bare models page name (no "docs/" before it) other than
    core/training-model.md;
  - "§X" where docs/models.md has no heading "## X. ...";
  - a label "Ln" that docs/models.md does not define as **Ln** (cache
    levels "L2 2 MiB" are the same tokens and need no exception: L1 to L3
    are laws too, and no other level is written);
  - a path in the tree ("docs/training.md", "core/src/model/Laws.cpp",
    "resources/data/training/models.csv") that names no file, from ROOT or
    from the citing file's folder (the checkers in tests/tools name
    examples and are not read for this).

Usage: check_model_references.py ROOT
"""
import pathlib
import re
import sys

FOLDERS = ("app", "cli", "core", "docs", "installer", "probe", "python", "resources", "scripts", "tests", "ui", "web")
SUFFIXES = {".cpp", ".h", ".hpp", ".py", ".md", ".json", ".js", ".mjs", ".txt", ".cmake", ".html", ".in", ".sh", ".effsurf"}
SKIPPED = ("node_modules", "-fixture")
OTHER_MODEL_MD = re.compile(r"(?<![\w/.-])model\.md|(?<!docs/)(?<![\w-])models\.md(?=\s+§)")
SECTION = re.compile(r"§\s?([0-9]+[a-z]?)")
LABEL = re.compile(r"(?<![\w-])L([0-9]+)(?![\w])")
HEADING = re.compile(r"^## ([0-9]+[a-z]?)\. ", re.MULTILINE)
DEFINED = re.compile(r"\*\*L([0-9]+)\*\*")
FILE = re.compile(r"(?<![\w/.-])((?:docs|core|tests|resources|scripts|ui|cli|python|web|probe|installer|cmake)/"
                  r"[\w./-]*\w\.(?:md|csv|json|txt|cpp|h|py|sh|cmake))(?![\w/])")


def sources(root):
    paths = [p for p in sorted(root.glob("*.md"))]
    for folder in FOLDERS:
        base = root / folder
        if base.is_dir():
            paths += [p for p in sorted(base.rglob("*")) if p.is_file() and p.suffix in SUFFIXES]
    # This file names what it looks for.
    return [p for p in paths if not any(part.endswith(SKIPPED) or part in SKIPPED for part in p.relative_to(root).parts)
            and p.name != "check_model_references.py"]


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    page = (root / "docs" / "models.md").read_text(encoding="utf-8")
    sections = set(HEADING.findall(page))
    labels = set(DEFINED.findall(page))
    problems = []
    references = 0
    for path in sources(root):
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except UnicodeDecodeError:
            continue
        shown = path.relative_to(root)
        for number, line in enumerate(lines, 1):
            if OTHER_MODEL_MD.search(line):
                problems.append(f"{shown}:{number}: cites a page outside the repository (docs/models.md is the models page)")
            for section in SECTION.findall(line):
                references += 1
                if section not in sections:
                    problems.append(f"{shown}:{number}: §{section}: docs/models.md has no such section")
            if path.parent.name != "tools":
                for cited in FILE.findall(line):
                    references += 1
                    if not (root / cited).exists() and not (path.parent / cited).exists():
                        problems.append(f"{shown}:{number}: {cited}: no such file in the repository")
            for label in LABEL.findall(line):
                references += 1
                if label not in labels:
                    problems.append(f"{shown}:{number}: L{label}: docs/models.md defines no such label")
    if problems:
        print("\n".join(problems))
        print(f"{len(problems)} references to docs/models.md lead nowhere")
        return 1
    print(f"{references} references to docs/models.md's sections and labels and to files: all lead to one "
          f"({len(sections)} sections, {len(labels)} labels)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

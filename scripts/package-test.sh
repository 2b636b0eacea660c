#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the Debian package of a configured build, unpacks it into a scratch
# root (dpkg -x), and checks what a user would get: the installed binaries
# report the project's version, a headless export works from the installed
# effsurf-cli, and the desktop entry and AppStream metadata validate.
# Usage: scripts/package-test.sh [build-dir]   (default build/ci)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build/ci}"
cmake --build "$build" --target package >/dev/null
deb=$(ls "$build"/effsurf_*_amd64.deb)
version=$(dpkg-deb -f "$deb" Version)
depends=$(dpkg-deb -f "$deb" Depends)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"

passed=0
failed=0
check() {
  local name="$1"; shift
  if "$@"; then passed=$((passed + 1)); echo "ok: $name"; else failed=$((failed + 1)); echo "FAILED: $name"; fi
}
check "Depends computed from the shared libraries ($depends)" grep -q "libqt6datavisualization6" <<<"$depends"
check "effsurf-cli --version is $version" test "$("$root/usr/bin/effsurf-cli" --version)" = "effsurf-cli $version"
check "effsurf --version is $version" test "$(QT_QPA_PLATFORM=offscreen "$root/usr/bin/effsurf" --version 2>/dev/null)" = "effsurf $version"
check "headless export from the installed effsurf-cli" \
  bash -c "env -u DISPLAY '$root/usr/bin/effsurf-cli' export --preset summit-hpl-hpcg --figure plane --format svg --out '$root/plane.svg' >/dev/null && grep -q 'processors N' '$root/plane.svg'"
check "an interactive page from the installed effsurf-cli (core as WebAssembly and plotly.js inside)" \
  bash -c "env -u DISPLAY '$root/usr/bin/effsurf-cli' export --preset summit-hpl-hpcg --figure all --format html --out '$root/page.html' >/dev/null && grep -q createEffsurfCore '$root/page.html' && grep -q 'id=\"effsurf-figure\"' '$root/page.html'"
check "the installed effsurf-probe measures and writes its CSV" \
  bash -c "'$root/usr/bin/effsurf-probe' threads --threads 1 --kernels triad --budget 3 --out '$root/probe.csv' >/dev/null && grep -q '^triad-fp64,triad,fp64,1,' '$root/probe.csv'"
check "the installed effsurf-probe's kernels are portable (no -march=native in a package)" \
  grep -q 'portable (the compiler' "$root/probe.csv"
check "the installed Python module imports and computes (E(1e6, 1e-7) = 0.90909099...)" \
  bash -c "PYTHONPATH='$root/usr/lib/python3/dist-packages' /usr/bin/python3 -c 'import effsurf, sys; sys.exit(0 if abs(effsurf.efficiency(1e6, 1e-7) - 0.9090909917355446) < 1e-16 and effsurf.__file__.startswith(\"$root\") else 1)'"
check "desktop-file-validate" desktop-file-validate "$root/usr/share/applications/effsurf.desktop"
check "appstreamcli validate --no-net" appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/io.github.effsurf.effsurf.metainfo.xml"
check "MIME type for .effsurf sessions" grep -q 'glob pattern="\*.effsurf"' "$root/usr/share/mime/packages/effsurf.xml"
check "man pages for effsurf, effsurf-cli and effsurf-probe" test -s "$root/usr/share/man/man1/effsurf-cli.1" -a -s "$root/usr/share/man/man1/effsurf.1" -a -s "$root/usr/share/man/man1/effsurf-probe.1"
check "icons: scalable and PNG sizes" test -f "$root/usr/share/icons/hicolor/scalable/apps/effsurf.svg" -a -f "$root/usr/share/icons/hicolor/256x256/apps/effsurf.png"
check "the MIT licence as the package's copyright" grep -q "^MIT License" "$root/usr/share/doc/effsurf/copyright"
echo "package: $passed passed, $failed failed"
test "$failed" -eq 0

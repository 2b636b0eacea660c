#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Configures and builds one CMake preset (default: release), everything or
# the targets named after it.
# Usage: scripts/build.sh [preset [target...]]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
shift || true
cmake --preset "$preset" >/dev/null
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build --preset "$preset" -j "$(nproc)" "${targets[@]}"

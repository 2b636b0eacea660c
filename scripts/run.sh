#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs effsurf. Arguments are passed on
# (e.g. --screenshot FILE.png, --timing). Without a display (a bare server or
# SSH session) it renders the window under Xvfb to build/effsurf-screenshot.png.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
# The window and what it runs (effsurf-probe, the page it exports): the tests
# are the test command's (scripts/test.sh).
scripts/build.sh release effsurf
app=build/release/app/effsurf
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec "$app" "$@"
fi
echo "run: no display; rendering the window with xvfb-run to build/effsurf-screenshot.png"
exec xvfb-run -a -s "-screen 0 1920x1080x24" "$app" --timing --screenshot build/effsurf-screenshot.png "$@"

#!/usr/bin/env bash
# Installs what is missing, builds, and runs effsurf. Arguments are passed on.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh release
exec build/release/app/effsurf-cli "${@:---help}"

#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs the Debian packages effsurf needs to build, test and run, if any
# is missing: the one list of them. Needs root (apt-get). Safe to run again:
# does nothing when everything is present.
#
# Debian 12 (bookworm) and Debian 13 (trixie) name three of them apart; the
# release is read from /etc/os-release, and a later release takes trixie's
# names. clang's runtime (libFuzzer, the sanitizers) is the one of the clang
# the release installs.
#
# Usage: scripts/install-deps.sh [--chroot-tools]
#   --chroot-tools  also debootstrap, for scripts/test-in-chroot.sh
set -euo pipefail

codename=$( . /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME:-}" || true )
case "$codename" in
  bookworm)
    # Qt 6.4: DataVisualization under its old name, Qt6OpenGL's CMake files apart
    release_qt=(qt6-datavisualization-dev libqt6opengl6-dev) ;;
  *)
    # trixie and later (Qt 6.8): qt6-datavis3d-dev; Qt6OpenGL ships in qt6-base-dev
    release_qt=(qt6-datavis3d-dev) ;;
esac

packages=(
  # toolchain
  cmake ninja-build g++ pkg-config git
  # Qt 6 (Widgets, Charts, DataVisualization, Svg; DataVisualization's CMake
  # config needs Qt6Qml)
  qt6-base-dev qt6-charts-dev qt6-svg-dev "${release_qt[@]}"
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  # Chinese text needs a font with its characters (Debian installs none by default)
  fonts-wqy-microhei
  qt6-declarative-dev qt6-image-formats-plugins
  # MP4 (H.264) and WebM (VP9) recording: FFmpeg's libraries (Debian's libavcodec
  # has libx264 and libvpx-vp9), and ffprobe for the CLI test that reads videos back
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev ffmpeg
  # effsurf-probe: the machine's topology (hwloc) and its MPI mode (OpenMPI: headers, mpirun)
  libhwloc-dev libopenmpi-dev openmpi-bin
  # numerics and tests
  libeigen3-dev libgtest-dev libgmock-dev libbenchmark-dev
  # the second compiler (its runtime with libFuzzer and the sanitizers follows below),
  # the formatter the tree is kept in (.clang-format; checked with version 14),
  # and LLVM's linker, which both compilers link with (EFFSURF_LLD: 4 times GNU ld's speed)
  clang clang-format lld
  # headless GUI tests: X virtual framebuffer and Mesa's software OpenGL
  xvfb xauth libgl1-mesa-dri
  # benchmarks (scripts/bench.sh times whole commands)
  time
  # figure checks (pdftotext, pdfinfo)
  poppler-utils
  # packaging and its checks: dpkg-shlibdeps, the desktop and AppStream validators
  dpkg-dev file desktop-file-utils appstream
  # the Python module (python/): pybind11 and Debian's Python with NumPy and
  # pandas; its tests (pytest, hypothesis) and the manual's worked example
  # (matplotlib)
  pybind11-dev python3-dev python3-pybind11 python3-numpy python3-pandas
  python3-pytest python3-hypothesis python3-matplotlib
  # `pip install .` of the module (pyproject.toml: setuptools driving CMake)
  python3-pip python3-setuptools python3-wheel
  # the interactive page (web/): core compiled to WebAssembly with
  # Emscripten (its optimizer runs on Node.js with Debian's acorn), and the
  # page tested in real browsers (Chromium driven by Selenium; Firefox by
  # its own WebDriver BiDi over a WebSocket, since Debian has no geckodriver)
  emscripten node-acorn chromium chromium-driver python3-selenium
  firefox-esr python3-websockets
)
if [ "${1:-}" = "--chroot-tools" ]; then
  packages+=(debootstrap)
fi

missing_of() {
  local package
  for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      echo "$package"
    fi
  done
}

install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: need root to install packages (run as root or with sudo): $*" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  # Wait for another apt (unattended-upgrades on a fresh machine, a second
  # script started beside this one) instead of failing on its lock at once.
  local wait=(-o DPkg::Lock::Timeout=900)
  # An install stopped half-way (Ctrl-C, a killed terminal) leaves dpkg
  # refusing every later one until it is finished: finish it first.
  if [ -n "$(dpkg --audit 2>/dev/null)" ]; then
    echo "install-deps: finishing an interrupted package installation (dpkg --configure -a)"
    dpkg "--force-confdef" "--force-confold" --configure -a
  fi
  if [ -z "${updated:-}" ]; then
    apt-get "${wait[@]}" update -qq
    updated=1
  fi
  apt-get "${wait[@]}" install -y -qq --no-install-recommends "$@"
}

mapfile -t missing < <(missing_of "${packages[@]}")
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]} (Debian ${codename:-unknown})"
  install "${missing[@]}"
fi

# libFuzzer and the sanitizer runtimes of the clang just installed (14 on
# Debian 12, 19 on Debian 13).
clang_major=$(clang -dumpversion | cut -d. -f1)
mapfile -t missing < <(missing_of "libclang-rt-${clang_major}-dev")
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  install "${missing[@]}"
fi
# npm for the page's drawing library (Debian's npm; a Node.js that brings
# its own npm, as NodeSource's, is kept).
if ! command -v npm >/dev/null 2>&1; then
  echo "install-deps: installing npm"
  install npm
fi
# The page's front-end packages from the npm registry, at the versions of
# web/page/package-lock.json: once here, so that builds need no network.
root="$(cd "$(dirname "$0")/.." && pwd)"
lock="$root/web/page/package-lock.json"
stamp="$root/web/page/node_modules/.effsurf-lock"
if [ ! -f "$stamp" ] || ! cmp -s "$lock" "$stamp"; then
  echo "install-deps: npm ci in web/page (the page's drawing library, pinned by package-lock.json)"
  (cd "$root/web/page" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error)
  cp "$lock" "$stamp"
fi
echo "install-deps: all $(( ${#packages[@]} + 1 )) packages present (Debian ${codename:-unknown}, clang ${clang_major}), the page's npm packages too"

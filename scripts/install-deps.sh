#!/usr/bin/env bash
# Installs the Debian 12 packages effsurf needs to build, test and run, if
# any is missing. Needs root (apt-get). Safe to run again: does nothing when
# everything is present.
set -euo pipefail

packages=(
  # toolchain
  cmake ninja-build g++ pkg-config git
  # Qt 6.4 (Widgets, Charts, DataVisualization, Svg; Charts needs Qt6OpenGL,
  # DataVisualization's CMake config needs Qt6Qml)
  qt6-base-dev qt6-charts-dev qt6-datavisualization-dev qt6-svg-dev libqt6opengl6-dev
  qt6-declarative-dev qt6-image-formats-plugins
  # MP4 (H.264) and WebM (VP9) recording: FFmpeg's libraries (Debian's libavcodec
  # has libx264 and libvpx-vp9), and ffprobe for the CLI test that reads videos back
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev ffmpeg
  # effsurf-probe: the machine's topology (hwloc) and its MPI mode (OpenMPI: headers, mpirun)
  libhwloc-dev libopenmpi-dev openmpi-bin
  # numerics and tests
  libeigen3-dev libgtest-dev libgmock-dev libbenchmark-dev
  # the second compiler, and libFuzzer with clang's sanitizer runtimes (scripts/fuzz.sh)
  clang libclang-rt-14-dev
  # headless GUI tests: X virtual framebuffer and Mesa's software OpenGL
  xvfb xauth libgl1-mesa-dri
  # benchmarks (scripts/bench.sh times whole commands)
  time
  # figure checks (pdftotext, pdfinfo)
  poppler-utils
  # packaging and its checks: dpkg-shlibdeps, the desktop and AppStream validators
  dpkg-dev file desktop-file-utils appstream
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: need root to install packages (run as root or with sudo)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"

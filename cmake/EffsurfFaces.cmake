# SPDX-License-Identifier: MIT
# Which faces on core this build makes, each an option that turns itself off
# with a message naming what is missing (so that a packager with only a
# compiler, Eigen, pybind11 and NumPy builds core, effsurf-cli's model
# commands and the Python module), unless EFFSURF_REQUIRE_ALL asks for every
# face asked for (CI: a missing tool is an error there, not a smaller build).
#
#   EFFSURF_BUILD_GUI     the window, effsurf-cli's figure commands, the package   Qt 6.4, FFmpeg
#   EFFSURF_BUILD_CLI     effsurf-cli (its model commands need only core)
#   EFFSURF_BUILD_PYTHON  the `effsurf` module                                   Python 3.9 headers, pybind11, NumPy
#   EFFSURF_BUILD_WEB     the interactive page (web/CMakeLists.txt)              Emscripten, the npm packages; the GUI and Python
#   EFFSURF_BUILD_PROBE   effsurf-probe
#   EFFSURF_BUILD_BENCHMARKS  Google Benchmark's executables                     libbenchmark-dev

option(EFFSURF_REQUIRE_ALL "Fail when a face asked for cannot be built, instead of leaving it out" OFF)
option(EFFSURF_BUILD_GUI "Build the window, effsurf-cli's figure commands and the package (needs Qt 6.4 and FFmpeg)" ON)
option(EFFSURF_BUILD_CLI "Build effsurf-cli (its model commands need only core; export, animate, presets need the GUI)" ON)
option(EFFSURF_BUILD_PYTHON "Build the Python module (needs Python's headers, pybind11 and NumPy)" ON)
option(EFFSURF_BUILD_PROBE "Build effsurf-probe" ON)

# Leaves face `option` out, saying why, or stops when every face is required.
macro(effsurf_leave_out option what missing)
  if(EFFSURF_REQUIRE_ALL)
    message(FATAL_ERROR "${what} needs ${missing}: run scripts/install-deps.sh, or configure with -D${option}=OFF")
  endif()
  message(WARNING "${what}: left out, ${missing} not found (scripts/install-deps.sh installs it; -D${option}=OFF silences this)")
  set(${option} OFF)
endmacro()

if(EFFSURF_BUILD_GUI)
  find_package(Qt6 6.4 QUIET COMPONENTS Core Gui Widgets Charts DataVisualization OpenGL Svg Test Xml LinguistTools)
  # FFmpeg's libraries write MP4 (H.264) and WebM (VP9) recordings (ui/animation/VideoWriter)
  # and read them back in the tests (Debian 12: FFmpeg 5.1).
  pkg_check_modules(FFMPEG QUIET IMPORTED_TARGET libavcodec libavformat libavutil libswscale)
  if(NOT Qt6_FOUND)
    effsurf_leave_out(EFFSURF_BUILD_GUI "The window and effsurf-cli's figure commands"
                      "Qt 6.4 with Charts, DataVisualization, OpenGL, Svg, Test, Xml and the translation tools (qt6-base-dev, qt6-charts-dev, qt6-datavis-dev, qt6-svg-dev, qt6-tools-dev, qt6-l10n-tools)")
  elseif(NOT FFMPEG_FOUND)
    effsurf_leave_out(EFFSURF_BUILD_GUI "The window's animation recorder" "FFmpeg's libavcodec, libavformat, libavutil and libswscale (*-dev)")
  endif()
endif()

if(EFFSURF_BUILD_PYTHON)
  # Debian's Python is the one with Debian's NumPy, pandas and pybind11: a
  # python3 first on PATH (pyenv's, say) would build a module that its own
  # interpreter cannot import with Debian's packages (-DPython_EXECUTABLE=... overrides).
  if(NOT DEFINED Python_EXECUTABLE AND EXISTS /usr/bin/python3)
    set(Python_EXECUTABLE /usr/bin/python3 CACHE FILEPATH "The Python the effsurf module is built for")
  endif()
  find_package(Python 3.9 QUIET COMPONENTS Interpreter Development.Module)
  set(PYBIND11_FINDPYTHON ON)
  find_package(pybind11 2.6 CONFIG QUIET)
  if(Python_FOUND)
    execute_process(COMMAND "${Python_EXECUTABLE}" -c "import numpy" RESULT_VARIABLE _effsurf_no_numpy OUTPUT_QUIET ERROR_QUIET)
  endif()
  if(NOT Python_FOUND)
    effsurf_leave_out(EFFSURF_BUILD_PYTHON "The Python module" "Python 3.9 or later with its headers (python3-dev)")
  elseif(NOT pybind11_FOUND)
    effsurf_leave_out(EFFSURF_BUILD_PYTHON "The Python module" "pybind11 (pybind11-dev)")
  elseif(_effsurf_no_numpy)
    effsurf_leave_out(EFFSURF_BUILD_PYTHON "The Python module" "NumPy for ${Python_EXECUTABLE} (python3-numpy)")
  endif()
endif()

if(EFFSURF_BUILD_BENCHMARKS)
  find_package(benchmark QUIET)
  if(NOT benchmark_FOUND)
    effsurf_leave_out(EFFSURF_BUILD_BENCHMARKS "The benchmarks" "Google Benchmark (libbenchmark-dev)")
  endif()
endif()

# The page is embedded by the GUI's export and tested through the Python module.
option(EFFSURF_BUILD_WEB "Build the interactive HTML page export (needs Emscripten and web/page's npm packages; the GUI and Python)" ON)
if(EFFSURF_BUILD_WEB AND NOT (EFFSURF_BUILD_GUI AND EFFSURF_BUILD_PYTHON))
  message(STATUS "The interactive page: left out with the GUI or the Python module (the window's export embeds it, Python tests it)")
  set(EFFSURF_BUILD_WEB OFF)
endif()

if(EFFSURF_BUILD_GUI AND NOT (EFFSURF_BUILD_CLI AND EFFSURF_BUILD_PROBE))
  message(FATAL_ERROR "The GUI needs effsurf-cli (-DEFFSURF_BUILD_CLI=ON) for its figure commands and effsurf-probe "
                      "(-DEFFSURF_BUILD_PROBE=ON) for Measure this computer")
endif()

if(CMAKE_DISABLE_FIND_PACKAGE_Qt6)
  # The ci-sanitized preset hides an installed Qt to prove the faces above build without it.
  message(STATUS "Qt 6 is hidden from this build (CMAKE_DISABLE_FIND_PACKAGE_Qt6)")
endif()

foreach(_effsurf_face GUI CLI PYTHON WEB PROBE BENCHMARKS)
  if(EFFSURF_BUILD_${_effsurf_face})
    list(APPEND _effsurf_built ${_effsurf_face})
  endif()
endforeach()
message(STATUS "effsurf builds core with: ${_effsurf_built}")

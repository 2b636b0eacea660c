# SPDX-License-Identifier: MIT
# python.PipInstall: `pip install .` as a user with Debian's packages and no
# network would run it, into a folder of its own; then the module from that
# folder computes L2 to the last digit and knows its version. setup.py's
# CMake step reuses this build tree (EFFSURF_CMAKE_BUILD_DIR): what is tested
# is pip's half (packaging, installing, importing from where pip put it);
# compiling core and the bindings once more took 8 of the test command's
# minutes on 2 busy cores, even unoptimized, and the module's compiled part
# is this tree's, which the python.* suites test.
# Run with -DPYTHON=... -DSOURCE=... -DTARGET=... -DBUILD_TREE=...
file(REMOVE_RECURSE "${TARGET}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -E env "EFFSURF_CMAKE_BUILD_DIR=${BUILD_TREE}" "${PYTHON}" -m pip install --no-build-isolation --no-index --no-deps --no-cache-dir --disable-pip-version-check
          --target "${TARGET}" "${SOURCE}"
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "pip install . failed (${code}):\n${out}\n${err}")
endif()
file(READ "${SOURCE}/CMakeLists.txt" lists)
string(REGEX MATCH "project\\(effsurf[ \t\r\n]+VERSION ([0-9.]+)" _ "${lists}")
set(version "${CMAKE_MATCH_1}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -E env "PYTHONPATH=${TARGET}" "${PYTHON}" -c
          "import effsurf, sys; assert effsurf.__file__.startswith(sys.argv[1]), effsurf.__file__; assert effsurf.__version__ == sys.argv[2], effsurf.__version__; e = effsurf.efficiency(1e6, 1e-7); assert e == 0.9090909917355446, e; print(effsurf.__file__)"
          "${TARGET}" "${version}"
  WORKING_DIRECTORY "${TARGET}"
  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "the module pip installed does not work:\n${out}\n${err}")
endif()
message(STATUS "pip installed effsurf ${version}: ${out}")

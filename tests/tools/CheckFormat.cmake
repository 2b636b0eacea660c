# SPDX-License-Identifier: MIT
# Checks that every C++ file of the tree is as .clang-format formats it:
# clang-format --dry-run -Werror over core/, ui/, cli/, python/, web/wasm/,
# probe/, app/, tests/ and benchmarks/ (the fixtures of tests/tools left
# out), or over ROOT itself when FIXTURE is set. Called by the test
# tools.Format with CLANG_FORMAT = clang-format-14, the version the tree
# was formatted with (another version formats some constructs otherwise).
if(FIXTURE)
  file(GLOB_RECURSE sources "${ROOT}/*.cpp" "${ROOT}/*.h")
else()
  set(sources "")
  foreach(folder core ui cli python web/wasm probe app tests benchmarks resources)
    file(GLOB_RECURSE found "${ROOT}/${folder}/*.cpp" "${ROOT}/${folder}/*.h")
    list(APPEND sources ${found})
  endforeach()
  list(FILTER sources EXCLUDE REGEX "/tests/tools/[^/]*-fixture/")
endif()
list(LENGTH sources count)
if(count EQUAL 0)
  message(FATAL_ERROR "no C++ files under ${ROOT}")
endif()
execute_process(COMMAND "${CLANG_FORMAT}" "--style=file:${STYLE}" --dry-run -Werror ${sources}
                RESULT_VARIABLE result ERROR_VARIABLE complaints)
if(NOT result EQUAL 0)
  string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted" lines "${complaints}")
  list(LENGTH lines wrong)
  message(FATAL_ERROR "${complaints}\n${wrong} places in ${count} files are not formatted as .clang-format says; "
                      "run: clang-format-14 -i FILE")
endif()
message(STATUS "${count} files formatted as .clang-format says")

# SPDX-License-Identifier: MIT
# Checks that every source file says its licence in its first lines
# ("SPDX-License-Identifier: MIT", after a #! line where there is one):
# C++, Python, JavaScript, CSS, shell, CMake and the templates CMake fills in,
# under ROOT (the fixtures of tests/tools and the page's npm packages left out).
file(GLOB_RECURSE sources
  "${ROOT}/*.cpp" "${ROOT}/*.h" "${ROOT}/*.py" "${ROOT}/*.pyi" "${ROOT}/*.js" "${ROOT}/*.css" "${ROOT}/*.sh"
  "${ROOT}/*.cmake" "${ROOT}/CMakeLists.txt" "${ROOT}/*.in" "${ROOT}/*.toml")
list(FILTER sources EXCLUDE REGEX "/(build|node_modules|\\.git)/")
if(NOT FIXTURE)
  list(FILTER sources EXCLUDE REGEX "/tests/tools/[^/]*-fixture/")
endif()
set(missing "")
foreach(source IN LISTS sources)
  file(STRINGS "${source}" head LIMIT_COUNT 3)
  string(FIND "${head}" "SPDX-License-Identifier: MIT" at)
  if(at EQUAL -1)
    file(RELATIVE_PATH name "${ROOT}" "${source}")
    list(APPEND missing "${name}")
  endif()
endforeach()
list(LENGTH sources count)
list(LENGTH missing wrong)
if(wrong GREATER 0)
  string(REPLACE ";" "\n  " listed "${missing}")
  message(FATAL_ERROR "${wrong} of ${count} source files do not say their licence in their first lines "
                      "(// SPDX-License-Identifier: MIT, or # or /* */ as the language comments):\n  ${listed}")
endif()
message(STATUS "${count} source files say their licence (MIT)")

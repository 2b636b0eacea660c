# SPDX-License-Identifier: MIT
# Compiler policy as interface targets, linked PRIVATE by every project target,
# so that consumers of our libraries never inherit our warning flags.

add_library(effsurf_warnings INTERFACE)
add_library(effsurf::warnings ALIAS effsurf_warnings)
target_compile_options(effsurf_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual -Wnull-dereference -Wdouble-promotion>)
if(EFFSURF_WERROR)
  target_compile_options(effsurf_warnings INTERFACE $<$<CXX_COMPILER_ID:GNU,Clang>:-Werror>)
endif()

# AddressSanitizer + UndefinedBehaviorSanitizer. Applied globally when on, since
# a sanitized library linked into an unsanitized executable misses reports.
add_library(effsurf_sanitizers INTERFACE)
add_library(effsurf::sanitizers ALIAS effsurf_sanitizers)
if(EFFSURF_SANITIZE)
  set(_effsurf_san_flags -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer)
  # GCC leaves out of "undefined" what clang puts in: a double too large for
  # the int it is cast to (a fuzzer found one in the session reader).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    list(APPEND _effsurf_san_flags -fsanitize=float-cast-overflow -fno-sanitize-recover=float-cast-overflow)
  endif()
  target_compile_options(effsurf_sanitizers INTERFACE ${_effsurf_san_flags})
  target_link_options(effsurf_sanitizers INTERFACE ${_effsurf_san_flags})
endif()

# libFuzzer steers by the coverage of the code it feeds: the libraries whose
# readers the fuzz targets call (core and ui) and the fuzz targets carry the
# instrumentation (effsurf_fuzz_instrument; the fuzz executables add
# -fsanitize=fuzzer at link time). The probe, the CLI and the test suites do
# not pay for it: in the sanitized CI build the probe's Eigen kernels took
# more than two minutes each to compile with it.
add_library(effsurf_fuzz_coverage INTERFACE)
if(EFFSURF_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "EFFSURF_FUZZ needs clang (libFuzzer); configure with CXX=clang++ or the ci-clang preset")
  endif()
  target_compile_options(effsurf_fuzz_coverage INTERFACE -fsanitize=fuzzer-no-link)
endif()

# Every target of ours links both: one call keeps the policy in one place.
function(effsurf_apply_policy target)
  target_link_libraries(${target} PRIVATE effsurf::warnings effsurf::sanitizers)
endfunction()

# A target the fuzzers run: coverage instrumentation when EFFSURF_FUZZ is on
# (PRIVATE: what links the target does not inherit it).
function(effsurf_fuzz_instrument target)
  target_link_libraries(${target} PRIVATE effsurf_fuzz_coverage)
endfunction()

# The test suites' own code (GoogleTest's macros, the test bodies, their
# helpers) is compiled without optimisation: what they test, the libraries
# and programs, keeps the build's flags. Measured on 2 cores, the GUI tests'
# larger batch took 115 CPU-seconds at -O3, 105 at -O2, 108 at -O1 and 33 at
# -O0 (86 % of the -O2 time went to optimising and generating code), and
# the test executables were a third of the CI build. Benchmarks are not
# test code: they measure at the build's flags. What this gives up: warnings
# that need the optimiser (-Wmaybe-uninitialized) do not look at test code;
# an inline function both a test and a library instantiate may be linked
# from the test's unoptimised copy (same behaviour, slower); and a
# -D_FORTIFY_SOURCE in CXXFLAGS warns "requires compiling with
# optimization" (an error with EFFSURF_WERROR: turn this option off there).
option(EFFSURF_TESTS_UNOPTIMIZED "Compile the test suites' own code at -O0 (the code under test keeps the build's flags)" ON)
function(effsurf_test_code target)
  if(EFFSURF_TESTS_UNOPTIMIZED AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -O0)
  endif()
endfunction()

# LLVM's linker where the compiler can use it: on 2 cores it linked a
# sanitized fuzzer in 1.0 s against GNU ld's 4.1 s, and the sanitized CI
# build's last minutes (after the Release tests) are mostly links of test
# and fuzz executables. Debian's lld package (scripts/install-deps.sh);
# without it, or with EFFSURF_LLD off, the compiler's default linker.
option(EFFSURF_LLD "Link with lld (-fuse-ld=lld) where the compiler accepts it" ON)
if(EFFSURF_LLD AND CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  include(CheckLinkerFlag)
  check_linker_flag(CXX "-fuse-ld=lld" EFFSURF_LINKER_LLD)
  if(EFFSURF_LINKER_LLD)
    add_link_options(-fuse-ld=lld)
  endif()
endif()

# SPDX-License-Identifier: MIT
# Fails if the static archive ARCHIVE defines or references any Qt symbol:
# C++ names in Qt's classes (QString, QObject, ...), the Qt namespace, or
# qt_ functions. Run with: cmake -DARCHIVE=... -DNM=nm -P CheckNoQtSymbols.cmake
if(NOT ARCHIVE OR NOT EXISTS "${ARCHIVE}")
  message(FATAL_ERROR "ARCHIVE not found: ${ARCHIVE}")
endif()
if(NOT NM)
  set(NM nm)
endif()
execute_process(COMMAND "${NM}" -C "${ARCHIVE}"
                COMMAND grep -E "(^|[ :(<,*&])(Q[A-Z][A-Za-z0-9]*(::|[(<&* ]|$)|Qt::|qt_[A-Za-z0-9_]+)"
                OUTPUT_VARIABLE hits RESULTS_VARIABLE results)
list(GET results 0 nmResult)
if(NOT nmResult EQUAL 0)
  message(FATAL_ERROR "nm failed on ${ARCHIVE}")
endif()
if(NOT hits STREQUAL "")
  string(SUBSTRING "${hits}" 0 1500 shown)
  message(FATAL_ERROR "${ARCHIVE} references Qt, e.g.:\n${shown}")
endif()
message(STATUS "${ARCHIVE}: no Qt symbols")

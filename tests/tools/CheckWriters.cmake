# SPDX-License-Identifier: MIT
# Every file effsurf writes goes through core::AtomicFile (core, cli, probe)
# or ui::SaveFile (the Qt side): atomic, and a failure says the system's
# reason ("No space left on device"), where QSaveFile says "Unknown error"
# (issue 26). Fails on any other way of writing a file in the sources under
# ROOT: QSaveFile, std::ofstream and std::fstream, a QFile opened for
# writing (also on a later line), fopen and open(2) for writing, QFile::copy,
# QImage/QPixmap::save to a path, QPdfWriter or QSvgGenerator given a file
# name, FFmpeg's avio_open. One reviewed exception is listed below.
# Run with: cmake -DROOT=... -P CheckWriters.cmake
if(NOT ROOT OR NOT IS_DIRECTORY "${ROOT}")
  message(FATAL_ERROR "ROOT not found: ${ROOT}")
endif()
file(GLOB_RECURSE sources RELATIVE "${ROOT}"
     "${ROOT}/core/*.cpp" "${ROOT}/core/*.h" "${ROOT}/ui/*.cpp" "${ROOT}/ui/*.h" "${ROOT}/cli/*.cpp"
     "${ROOT}/cli/*.h" "${ROOT}/probe/*.cpp" "${ROOT}/probe/*.h" "${ROOT}/app/*.cpp")
# The writers themselves, and FFmpeg's video (it writes the file itself, to a
# hidden temporary renamed into place: VideoWriter keeps AtomicFile's rules).
list(REMOVE_ITEM sources "core/src/util/AtomicFile.cpp" "ui/src/widgets/SaveFile.cpp" "ui/src/animation/VideoWriter.cpp")
set(patterns "QSaveFile" "std::ofstream" "std::fstream" "ios(_base)?::(out|app)" "WriteOnly[^\n]*QFile|QFile[^\n]*WriteOnly"
             "QIODevice::(Append|ReadWrite)" "fopen\\([^\n]*\"[wa+]" "[^a-zA-Z_]open\\([^\n]*O_(WRONLY|RDWR|CREAT)"
             "QFile::copy" "\\.save\\([^&)]" "QPdfWriter[^\n]*\\(\"|QPdfWriter [a-zA-Z_]+\\([a-zA-Z_]*([Pp]ath|[Nn]ame)"
             "setFileName\\(" "avio_open")
set(found 0)
foreach(source IN LISTS sources)
  file(STRINGS "${ROOT}/${source}" lines)
  # Which variable names a QFile (or a SaveFile) where it is opened: the
  # latest declaration of that name above the line decides.
  foreach(name IN LISTS declared)
    unset("type_of_${name}")
  endforeach()
  set(declared "")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line MATCHES "^[ \t]*//")
      continue()
    endif()
    if(line MATCHES "(^|[^A-Za-z_])(QFile|SaveFile)[ \t]+([A-Za-z_][A-Za-z0-9_]*)[({]")
      set("type_of_${CMAKE_MATCH_3}" "${CMAKE_MATCH_2}")
      list(APPEND declared "${CMAKE_MATCH_3}")
    endif()
    set(own_patterns ${patterns})
    if(line MATCHES "([A-Za-z_][A-Za-z0-9_]*)(\\.|->)open\\([^\n]*(WriteOnly|Append|ReadWrite)")
      if("${type_of_${CMAKE_MATCH_1}}" STREQUAL "QFile")
        list(APPEND own_patterns "${CMAKE_MATCH_1}(\\.|->)open\\(")
      endif()
    endif()
    foreach(pattern IN LISTS own_patterns)
      if(line MATCHES "${pattern}")
        message(SEND_ERROR "${source}:${number}: writes a file past AtomicFile/SaveFile: ${line}")
        math(EXPR found "${found} + 1")
        break()
      endif()
    endforeach()
  endforeach()
endforeach()
if(found GREATER 0)
  message(FATAL_ERROR "${found} stray file writers")
endif()
list(LENGTH sources count)
message(STATUS "${count} sources: every file is written through AtomicFile or SaveFile")

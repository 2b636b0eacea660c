# Every file effsurf writes goes through core::AtomicFile (core, cli, probe)
# or ui::SaveFile (the Qt side): atomic, and a failure says the system's
# reason ("No space left on device"), where QSaveFile says "Unknown error"
# (issue 26). Fails on any other way of writing a file in the sources under
# ROOT: QSaveFile, std::ofstream, QFile opened for writing, fopen for writing.
# Run with: cmake -DROOT=... -P CheckWriters.cmake
if(NOT ROOT OR NOT IS_DIRECTORY "${ROOT}")
  message(FATAL_ERROR "ROOT not found: ${ROOT}")
endif()
file(GLOB_RECURSE sources RELATIVE "${ROOT}"
     "${ROOT}/core/*.cpp" "${ROOT}/core/*.h" "${ROOT}/ui/*.cpp" "${ROOT}/ui/*.h" "${ROOT}/cli/*.cpp"
     "${ROOT}/cli/*.h" "${ROOT}/probe/*.cpp" "${ROOT}/probe/*.h" "${ROOT}/app/*.cpp")
# The writers themselves.
list(REMOVE_ITEM sources "core/src/util/AtomicFile.cpp" "ui/src/widgets/SaveFile.cpp")
set(patterns "QSaveFile" "std::ofstream" "WriteOnly[^\n]*QFile|QFile[^\n]*WriteOnly" "QIODevice::Append"
             "fopen\\([^\n]*\"[wa]")
set(found 0)
foreach(source IN LISTS sources)
  file(STRINGS "${ROOT}/${source}" lines)
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    if(line MATCHES "^[ \t]*//")
      continue()
    endif()
    foreach(pattern IN LISTS patterns)
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

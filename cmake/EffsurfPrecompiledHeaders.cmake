# SPDX-License-Identifier: MIT
# Precompiled headers: the build's time goes to parsing the same Qt, GoogleTest
# and standard headers again in every file (a GUI test file spent 8 of its
# 20 s in the front end). Each target that includes them much precompiles the
# ones it uses, once. Only third-party headers go in: a change to our own
# headers rebuilds what includes them and nothing more, and every source still
# includes what it uses (the precompiled header only saves the parsing).
option(EFFSURF_PRECOMPILED_HEADERS "Precompile the Qt, GoogleTest and standard headers the big targets share" ON)

set(effsurf_pch_std <algorithm> <cmath> <functional> <memory> <optional> <string> <string_view> <utility> <vector>)
set(effsurf_pch_qt_widgets
  <QApplication> <QCheckBox> <QComboBox> <QDir> <QFile> <QFileInfo> <QFontMetricsF> <QHBoxLayout> <QImage> <QLabel>
  <QLineEdit> <QPainter> <QPushButton> <QString> <QStringList> <QTableWidget> <QTimer> <QVBoxLayout> <QWidget>)
set(effsurf_pch_qt_charts <QChart> <QChartView> <QLineSeries> <QScatterSeries> <QValueAxis> <QXYSeries>)

# effsurf_precompile(TARGET [QT] [CHARTS] [GTEST]): the standard headers, and
# those of Qt Widgets, Qt Charts and GoogleTest when asked for.
function(effsurf_precompile target)
  if(NOT EFFSURF_PRECOMPILED_HEADERS)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 arg "QT;CHARTS;GTEST" "" "")
  set(headers ${effsurf_pch_std})
  if(arg_QT)
    list(APPEND headers ${effsurf_pch_qt_widgets})
  endif()
  if(arg_CHARTS)
    list(APPEND headers ${effsurf_pch_qt_charts})
  endif()
  if(arg_GTEST)
    list(APPEND headers <gtest/gtest.h>)
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

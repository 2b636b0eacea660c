// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/ui/figures/FigureExporter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QMimeData;
class QSpinBox;

namespace effsurf::ui {

class FigureStyleBox;
class PanelChooser;
class Workbench;

/// File > Export figure: one chart, the 3D surface (PNG as on screen, SVG and
/// PDF as vector art), several figures as lettered panels of one, or the
/// whole window, as PNG (96/150/300/600 DPI or an exact size), SVG, PDF or
/// CSV, in a style (screen, a journal's single or double column, slide,
/// poster; size, font and text size adjustable), with the parameter caption,
/// a transparent background and a sidecar .json on request; or copied to the
/// clipboard. Remembers its last choices.
class ExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportDialog(Workbench* workbench);

    QComboBox* figureCombo() const noexcept { return figure_; }
    QComboBox* formatCombo() const noexcept { return format_; }
    QComboBox* dpiCombo() const noexcept { return dpi_; }
    QLineEdit* pathEdit() const noexcept { return path_; }
    QLineEdit* titleEdit() const noexcept { return title_; }
    QCheckBox* sidecarCheck() const noexcept { return sidecar_; }
    FigureStyleBox* styleBox() const noexcept { return style_; }
    PanelChooser* panelChooser() const noexcept { return panels_; }

    /// Writes the chosen figure; false and `error` (naming the file) on failure.
    bool exportNow(QString* error);
    /// The chosen figure as clipboard data: a PNG image, and SVG for charts.
    QMimeData* clipboardData(QString* error);

private:
    FigureExporter::Options options() const;
    void remember() const;
    /// A file name typed with another format's extension ("fig.pdf" while PNG
    /// is chosen) chooses that format, where the figure has it; where it has
    /// not (the window is PNG only) false, with `error` saying so. Before,
    /// the name was silently changed to the chosen format's.
    bool followTypedExtension(QString* error);
    /// The exporter's name for the chosen figure ("history:Summit" for the history on screen).
    QString chartName(const QString& figure) const;

    Workbench* workbench_;
    QComboBox* figure_;
    QComboBox* format_;
    QComboBox* dpi_;
    QSpinBox* width_;
    QSpinBox* height_;
    QCheckBox* caption_;
    QCheckBox* transparent_;
    QCheckBox* sidecar_;
    QLineEdit* path_;
    QLineEdit* title_;
    FigureStyleBox* style_;
    PanelChooser* panels_;
};

}  // namespace effsurf::ui

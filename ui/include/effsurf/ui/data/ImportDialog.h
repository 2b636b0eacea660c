#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <QDialog>

#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace effsurf::ui {

/// Preview of a measurement file before it is loaded: the parsed rows, which
/// column means what (overridable), the fit it would give, and every problem
/// with its line and field. A file with problems is refused as a whole
/// unless the user chooses to load the valid rows and leave the listed bad
/// ones out.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    /// Reads `path` once (an unreadable file shows its error).
    explicit ImportDialog(const QString& path, QWidget* parent = nullptr);

    bool isExtraP() const noexcept { return extraP_; }
    /// The current parse, if the file could be read at all.
    const std::optional<core::MeasurementImport>& parsed() const noexcept { return parsed_; }
    /// The whole-file error, if any ("runs.csv:1: header: no column for N ...").
    QString fileError() const { return fileError_; }
    /// After accept(): the series to load (all rows, or only the valid ones).
    const core::MeasurementSeries& acceptedSeries() const { return parsed_->series; }

    QComboBox* processorColumn() const noexcept { return processors_; }
    QComboBox* quantityChoice() const noexcept { return quantity_; }
    QComboBox* valueColumn() const noexcept { return value_; }
    QTableWidget* previewTable() const noexcept { return preview_; }
    QListWidget* issueList() const noexcept { return issues_; }
    QPushButton* loadButton() const noexcept { return load_; }
    QPushButton* loadValidButton() const noexcept { return loadValid_; }

private:
    void reparse();

    QString path_;
    std::string bytes_;
    bool extraP_ = false;
    std::optional<core::MeasurementImport> parsed_;
    QString fileError_;
    QComboBox* processors_;
    QComboBox* quantity_;
    QComboBox* value_;
    QComboBox* peak_;
    QLineEdit* region_;
    QLineEdit* metric_;
    QLineEdit* parameter_;
    QTableWidget* preview_;
    QListWidget* issues_;
    QLabel* summary_;
    QPushButton* load_;
    QPushButton* loadValid_;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/ui/data/MeasurementImportJob.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace effsurf::ui {

/// Preview of a measurement file before it is loaded: the rows per N (mean,
/// repetitions, spread, Karp–Flatt s_eff and a flag where S > N), which
/// column means what (overridable), the fit it would give, and the problems
/// with their line and field (the first 50, and a count per kind). A file
/// with problems is refused as a whole unless the user chooses to load the
/// valid rows and leave the listed bad ones out.
///
/// The file is read off the GUI thread (MeasurementImportJob): a big file
/// shows its first rows at once, then a progress bar while the rest is read;
/// Cancel stops the reading and closes the dialog with nothing loaded. When
/// the header leaves a question (two columns could be the time, none is
/// called N), the dialog asks it above the column choices; choosing the
/// value column alone is enough when its name says what it holds.
class ImportDialog : public QDialog {
    Q_OBJECT
public:
    /// Rows of the per-N table shown at most (the summary says how many there are).
    static constexpr int kMaxPreviewRows = 1000;
    /// Rows read at once for the first look at a big file.
    static constexpr std::size_t kFirstLookRows = 200;

    explicit ImportDialog(const QString& path, QWidget* parent = nullptr);

    bool isExtraP() const noexcept { return extraP_; }
    const QString& path() const noexcept { return path_; }
    /// True while the whole file is still being read.
    bool isReading() const;
    /// Stops reading; the dialog then has no result to load.
    void cancelReading();
    /// True if the last read was cancelled.
    bool wasCancelled() const noexcept { return cancelled_; }
    /// The whole-file parse, once read, if the file could be read at all.
    const std::optional<core::MeasurementImport>& parsed() const noexcept { return parsed_; }
    /// The fit of the parsed series, once read.
    const std::optional<core::SerialFractionFit>& fit() const noexcept { return fit_; }
    /// The whole-file error, if any ("runs.csv:1: N column: no column for N ...").
    QString fileError() const { return fileError_; }
    /// The question the header leaves ("Which column is the value?"), or empty.
    QString questionText() const;
    /// After accept(): the series to load (all rows, or only the valid ones).
    const core::MeasurementSeries& acceptedSeries() const { return parsed_->series; }
    /// The same, moved out (the dialog is done with it).
    core::MeasurementSeries takeAcceptedSeries() { return std::move(parsed_->series); }
    /// Every series of the file (one per value of a "series" column), moved out.
    std::vector<core::MeasurementSeries> takeAcceptedSeriesList() {
        std::vector<core::MeasurementSeries> all;
        all.push_back(std::move(parsed_->series));
        for (auto& other : parsed_->otherSeries) all.push_back(std::move(other));
        parsed_->otherSeries.clear();
        return all;
    }

    QComboBox* processorColumn() const noexcept { return processors_; }
    QComboBox* quantityChoice() const noexcept { return quantity_; }
    QComboBox* valueColumn() const noexcept { return value_; }
    QTableWidget* previewTable() const noexcept { return preview_; }
    QListWidget* issueList() const noexcept { return issues_; }
    QProgressBar* progressBar() const noexcept { return progress_; }
    QPushButton* loadButton() const noexcept { return load_; }
    QPushButton* loadValidButton() const noexcept { return loadValid_; }

signals:
    /// The whole file was read (or could not be, or the reading was cancelled).
    void readFinished();
    void readProgress(std::uint64_t done, std::uint64_t total);

public slots:
    /// Cancel: stops a read still running and closes with nothing loaded.
    void reject() override;

private:
    /// Reads the file again with the current column choices.
    void reparse();
    MeasurementImportJob::Request request() const;
    void showFirstLook(const MeasurementImportJob::Request& request);
    void showOutcome();
    void showPoints(const core::MeasurementSeries& series, const core::SerialFractionFit* fit, int limit);
    void ask(const QString& field, const QString& message);

    QString path_;
    bool extraP_ = false;
    std::uint64_t fileSize_ = 0;
    std::optional<core::MeasurementImport> parsed_;
    std::optional<core::SerialFractionFit> fit_;
    QString fileError_;
    bool cancelled_ = false;
    MeasurementImportJob* job_;
    QLabel* question_;
    QComboBox* processors_;
    QComboBox* quantity_;
    QComboBox* value_;
    QComboBox* peak_;
    QLineEdit* region_;
    QLineEdit* metric_;
    QLineEdit* parameter_;
    QProgressBar* progress_;
    QLabel* progressText_;
    QTableWidget* preview_;
    QListWidget* issues_;
    QLabel* summary_;
    QPushButton* load_;
    QPushButton* loadValid_;
};

}  // namespace effsurf::ui

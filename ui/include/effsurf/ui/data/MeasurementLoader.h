// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/MeasurementSeries.h"

#include <QObject>
#include <QString>
#include <QStringList>

class QMainWindow;

namespace effsurf::ui {

class ImportDialog;
class ScenarioController;

/// Brings measurement files into the state: each file is previewed in the
/// import dialog, fitted, and added as a series through the controller.
class MeasurementLoader : public QObject {
    Q_OBJECT
public:
    MeasurementLoader(QMainWindow* window, ScenarioController* controller, QObject* parent);

    /// Opens measurement files. Interactive: each shows the import preview.
    /// Otherwise (command line) a clean file loads directly and only a file
    /// with problems shows the preview. Returns how many series were loaded.
    int open(const QStringList& paths, bool interactive);
    /// Loads a previewed import; returns an empty string or why it could not.
    QString load(core::MeasurementSeries series);
    /// Loads every series of a file as one undo step, and, for a file
    /// effsurf-probe wrote, the training model's prediction of its training
    /// steps; returns an empty string or why nothing could be loaded.
    QString loadAll(std::vector<core::MeasurementSeries> series, const QString& path);
    /// Asks for files (File > Open measurements) and opens them interactively.
    void askAndOpen();

signals:
    /// One series was added (the window shows the Measurements tab).
    void seriesLoaded();

private:
    /// Waits (drawing, with a cancellable progress dialog) until the dialog
    /// has read its file; false if the reading was cancelled.
    bool waitForReading(ImportDialog& dialog);

    QMainWindow* window_;
    ScenarioController* controller_;
};

}  // namespace effsurf::ui

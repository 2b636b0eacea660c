// SPDX-License-Identifier: MIT
#include "effsurf/ui/data/MeasurementLoader.h"

#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/ImportDialog.h"

#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>

#include <memory>

namespace effsurf::ui {

MeasurementLoader::MeasurementLoader(QMainWindow* window, ScenarioController* controller, QObject* parent)
    : QObject(parent), window_(window), controller_(controller) {}

void MeasurementLoader::askAndOpen() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        window_, tr("Open measurements"), QString(), tr("Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)"));
    open(paths, true);
}

QString MeasurementLoader::loadAll(std::vector<core::MeasurementSeries> all, const QString& path) {
    // A probe's file: the training model's prediction beside each training step.
    for (core::MeasurementSeries& predicted : core::probePredictionSeries(core::ProbeMetadata::readFile(path.toStdString()), all))
        all.push_back(std::move(predicted));
    std::vector<std::pair<std::shared_ptr<const core::MeasurementSeries>, std::shared_ptr<const core::SerialFractionFit>>> fitted;
    QStringList problems;
    for (core::MeasurementSeries& series : all) {
        auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(series));
        if (!fit->ok) {
            problems << tr("%1: cannot fit: %2").arg(QString::fromStdString(series.name), QString::fromStdString(fit->reason));
            continue;
        }
        fitted.emplace_back(std::make_shared<const core::MeasurementSeries>(std::move(series)), fit);
    }
    if (!fitted.empty()) controller_->addSeriesList(fitted);
    if (fitted.empty()) return tr("%1: %2").arg(path, problems.join(QStringLiteral("; ")));
    if (!problems.isEmpty() && window_)
        window_->statusBar()->showMessage(tr("Left out: %1").arg(problems.join(QStringLiteral("; "))), 10000);
    return {};
}

QString MeasurementLoader::load(core::MeasurementSeries series) {
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(series));
    if (!fit->ok) return tr("%1: cannot fit: %2").arg(QString::fromStdString(series.sourceFile), QString::fromStdString(fit->reason));
    // Moved, not copied: a million rows are 20 MB.
    controller_->addSeries(std::make_shared<const core::MeasurementSeries>(std::move(series)), fit);
    return {};
}

bool MeasurementLoader::waitForReading(ImportDialog& dialog) {
    if (!dialog.isReading()) return !dialog.wasCancelled();
    // The window keeps drawing while the file is read on another thread; a
    // progress dialog with Cancel shows after a moment.
    QProgressDialog progress(tr("Reading %1\u2026").arg(QFileInfo(dialog.path()).fileName()), tr("Cancel"), 0, 1000, window_);
    progress.setWindowTitle(dialog.windowTitle());
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    connect(&dialog, &ImportDialog::readProgress, &progress, [&progress](std::uint64_t done, std::uint64_t total) {
        if (total > 0) progress.setValue(static_cast<int>(1000.0 * double(done) / double(total)));
    });
    connect(&progress, &QProgressDialog::canceled, &dialog, &ImportDialog::cancelReading);
    QEventLoop loop;
    connect(&dialog, &ImportDialog::readFinished, &loop, &QEventLoop::quit);
    if (dialog.isReading()) loop.exec();
    return !dialog.wasCancelled();
}

int MeasurementLoader::open(const QStringList& paths, bool interactive) {
    int loaded = 0;
    for (const QString& path : paths) {
        ImportDialog dialog(path, window_);
        if (!interactive) {
            if (!waitForReading(dialog)) continue;  // cancelled: nothing to load
            const auto& parsed = dialog.parsed();
            const bool clean = parsed && parsed->ok() && dialog.loadButton()->isEnabled();
            // A clean file named on the command line needs no questions.
            if (!clean && dialog.exec() != QDialog::Accepted) continue;
        } else if (dialog.exec() != QDialog::Accepted) {
            continue;
        }
        if (!dialog.parsed()) continue;
        const QString problem = loadAll(dialog.takeAcceptedSeriesList(), path);
        if (problem.isEmpty()) {
            ++loaded;
            emit seriesLoaded();
        } else {
            QMessageBox::warning(window_, tr("Cannot load"), problem);
        }
    }
    if (loaded > 0) window_->statusBar()->showMessage(tr("%n measurement series loaded", nullptr, loaded), 6000);
    return loaded;
}

}  // namespace effsurf::ui

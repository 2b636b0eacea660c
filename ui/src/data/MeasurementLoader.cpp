#include "effsurf/ui/data/MeasurementLoader.h"

#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/data/ImportDialog.h"

#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <memory>

namespace effsurf::ui {

MeasurementLoader::MeasurementLoader(QMainWindow* window, ScenarioController* controller, QObject* parent)
    : QObject(parent), window_(window), controller_(controller) {}

void MeasurementLoader::askAndOpen() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        window_, tr("Open measurements"), QString(),
        tr("Measurements (*.csv *.txt);;CSV (*.csv);;Extra-P text (*.txt);;All files (*)"));
    open(paths, true);
}

QString MeasurementLoader::load(const core::MeasurementSeries& series) {
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(series));
    if (!fit->ok) return tr("%1: cannot fit: %2").arg(QString::fromStdString(series.sourceFile), QString::fromStdString(fit->reason));
    controller_->addSeries(std::make_shared<const core::MeasurementSeries>(series), fit);
    return {};
}

int MeasurementLoader::open(const QStringList& paths, bool interactive) {
    int loaded = 0;
    for (const QString& path : paths) {
        ImportDialog dialog(path, window_);
        const auto& parsed = dialog.parsed();
        const bool clean = parsed && parsed->ok() && dialog.loadButton()->isEnabled();
        if (!interactive && clean) {
            // A clean file named on the command line needs no questions.
        } else if (dialog.exec() != QDialog::Accepted) {
            continue;
        }
        const QString problem = load(dialog.acceptedSeries());
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

// SPDX-License-Identifier: MIT
#include "effsurf/ui/measure/MeasurePanel.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/data/ProbeMetadata.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/scenario/ProbePrediction.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/measure/ProbeProcess.h"
#include "effsurf/ui/style/NumberFormat.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEventLoop>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace effsurf::ui {
namespace {

struct KernelChoice {
    const char* id;
    const char* label;
    const char* tip;
    bool checked;
};

/// The kernels the window offers, with what each shows.
const KernelChoice kKernels[] = {
    {"gemm-fp64", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "GEMM FP64"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Compute-bound: Eigen's matrix multiply (GEMM), the rows shared among the threads"),
     true},
    {"gemm-fp32", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "GEMM FP32"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Compute-bound matrix multiply, single precision"), true},
    {"gemm-bf16", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "GEMM BF16"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Half precision as this build computes it (emulated through FP32 by Eigen 3.4)"),
     false},
    {"gemm-fp16", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "GEMM FP16"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Half precision as this build computes it (emulated through FP32 by Eigen 3.4)"),
     false},
    {"triad-fp64", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Memory triad"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Memory-bound: STREAM's a = b + 3 c over arrays far larger than the caches"), true},
    {"train-fp32", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Train step FP32"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel",
                       "Each thread computes its share of a batch, then the gradient is all-reduced: the model predicts it"),
     true},
    {"train-bf16", QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "Train step BF16"),
     QT_TRANSLATE_NOOP("effsurf::ui::MeasurePanel", "The same step with a BF16 gradient (half the bytes to reduce)"), false},
};

/// 1, 2, 4, ... up to `most`, and `most` itself.
QList<int> threadCounts(int most) {
    QList<int> counts;
    for (int n = 1; n < most; n *= 2) counts << n;
    counts << most;
    return counts;
}

std::shared_ptr<const core::MeasurementSeries> seriesFrom(const QString& name, const std::vector<std::pair<double, double>>& rows) {
    core::MeasurementSeriesBuilder builder(core::MeasuredQuantity::Time, true);
    int line = 0;
    for (const auto& [workers, seconds] : rows) builder.add(workers, seconds, 0.0, ++line);
    return std::make_shared<const core::MeasurementSeries>(
        builder.finish(name.toStdString(), QObject::tr("being measured by effsurf-probe").toStdString(), "s"));
}

/// "41.2 ms", "3.1 s", "850 µs"
QString formatSeconds(double s) {
    if (s < 1e-3) return QObject::tr("%1 \u00B5s").arg(s * 1e6, 0, 'g', 3);
    if (s < 1.0) return QObject::tr("%1 ms").arg(s * 1e3, 0, 'g', 3);
    return QObject::tr("%1 s").arg(s, 0, 'g', 3);
}

}  // namespace

MeasurePanel::MeasurePanel(ScenarioController* controller, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      probe_(new ProbeProcess(this)),
      threads_(new CheckedSpinBox(tr("threads"), this)),
      budget_(new CheckedDoubleSpinBox(tr("time budget"), this)),
      repetitions_(new CheckedSpinBox(tr("repetitions"), this)),
      measure_(new QPushButton(tr("Measure"), this)),
      cancel_(new QPushButton(tr("Cancel"), this)),
      progress_(new QProgressBar(this)),
      status_(new QLabel(this)),
      busyWarning_(new QLabel(this)),
      comparison_(new QTableWidget(this)),
      liveTimer_(new QTimer(this)) {
    liveTimer_->setSingleShot(true);
    liveTimer_->setInterval(kLiveIntervalMs);
    connect(liveTimer_, &QTimer::timeout, this, &MeasurePanel::publishLiveSeries);
    auto* group = new QGroupBox(tr("Measure this computer"), this);
    auto* kernels = new QGridLayout;
    int index = 0;
    for (const KernelChoice& choice : kKernels) {
        auto* box = new QCheckBox(tr(choice.label), group);
        box->setToolTip(tr(choice.tip));
        box->setChecked(choice.checked);
        box->setObjectName(QStringLiteral("kernel-") + QLatin1String(choice.id));
        kernels->addWidget(box, index / 3, index % 3);
        kernelBoxes_.emplace_back(QLatin1String(choice.id), box);
        ++index;
    }
    const int hardware = std::max(1, QThread::idealThreadCount());
    threads_->setRange(1, std::max(hardware, 1));
    threads_->setValue(hardware);
    threads_->setSuffix(tr(" threads"));
    threads_->setToolTip(tr("Strong scaling over 1, 2, 4, \u2026 up to this many threads, each pinned to a core"));
    budget_->setRange(5, 3600);
    budget_->setDecimals(0);
    budget_->setValue(30);
    budget_->setSuffix(tr(" s"));
    budget_->setToolTip(
        tr("The time the probe shares among the kernels. On a busy or slow computer it goes on "
           "until every point is measured once, at most twice as long, and says what it cut short"));
    // The probe's own range and default (effsurf-probe --repetitions).
    repetitions_->setRange(1, 1000);
    repetitions_->setValue(10);
    repetitions_->setToolTip(
        tr("At most this many timed repetitions of each point, after one warm-up: their spread shows the "
           "noise; fewer finish sooner"));
    measure_->setToolTip(
        tr("Runs effsurf-probe on this computer; its points appear on the charts and the surface as "
           "they are measured"));
    cancel_->setToolTip(tr("Stops after the current repetition and keeps what was measured"));
    // One row of settings and buttons under the kernels: the panel stays
    // short enough to leave room for the comparison below it.
    auto* settings = new QHBoxLayout;
    settings->addWidget(new QLabel(tr("Up to"), group));
    settings->addWidget(threads_);
    settings->addWidget(new QLabel(tr("Budget"), group));
    settings->addWidget(budget_);
    auto* repetitionsLabel = new QLabel(tr("Repetitions"), group);
    repetitionsLabel->setBuddy(repetitions_);
    settings->addWidget(repetitionsLabel);
    settings->addWidget(repetitions_);
    settings->addWidget(measure_);
    settings->addWidget(cancel_);
    settings->addWidget(progress_, 1);
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    progress_->setFormat(QStringLiteral("%p %"));
    progress_->setMinimumWidth(60);
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    busyWarning_->setObjectName(QStringLiteral("busy-warning"));
    busyWarning_->setWordWrap(true);
    busyWarning_->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
    busyWarning_->hide();
    auto* inner = new QVBoxLayout(group);
    inner->addLayout(kernels);
    inner->addLayout(settings);
    inner->addWidget(status_);
    inner->addWidget(busyWarning_);

    comparison_->setColumnCount(7);
    comparison_->setAccessibleName(tr("Measured and predicted"));
    comparison_->setHorizontalHeaderLabels(
        {tr("series"), tr("N"), tr("measured"), tr("model"), tr("ratio"), tr("E measured"), tr("E model")});
    comparison_->verticalHeader()->hide();
    comparison_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    comparison_->setSelectionMode(QAbstractItemView::NoSelection);
    comparison_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    comparison_->horizontalHeader()->setStretchLastSection(true);
    comparison_->setToolTip(
        tr("The emulated training step against effsurf's training model, fed with the compute rate "
           "and the all-reduce's alpha and beta the probe measured (ratio = measured / model)"));
    auto* comparisonTitle = new QLabel(tr("Training step: measured against the model"), this);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(group);
    layout->addWidget(comparisonTitle);
    layout->addWidget(comparison_, 1);

    connect(measure_, &QPushButton::clicked, this, &MeasurePanel::startMeasuring);
    connect(cancel_, &QPushButton::clicked, this, &MeasurePanel::cancelMeasuring);
    connect(probe_, &ProbeProcess::progressed, this, [this](double f) { progress_->setValue(int(1000.0 * f)); });
    connect(probe_, &ProbeProcess::sampleMeasured, this, &MeasurePanel::addSample);
    connect(probe_, &ProbeProcess::loadMeasured, this, &MeasurePanel::showLoad);
    connect(probe_, &ProbeProcess::finished, this, &MeasurePanel::finishMeasuring);
    setRunning(false);
    if (ProbeProcess::executable().isEmpty()) {
        measure_->setEnabled(false);
        status_->setText(tr("effsurf-probe was not found beside effsurf or on PATH: install it to measure this computer"));
    }
}

MeasurePanel::~MeasurePanel() = default;

bool MeasurePanel::isMeasuring() const { return probe_->isRunning(); }

void MeasurePanel::setKernels(const QStringList& ids) {
    for (auto& [id, box] : kernelBoxes_) box->setChecked(ids.contains(id));
}

QStringList MeasurePanel::kernels() const {
    QStringList ids;
    for (const auto& [id, box] : kernelBoxes_)
        if (box->isChecked()) ids << id;
    return ids;
}

void MeasurePanel::setBudgetSeconds(double seconds) { budget_->setValue(seconds); }
void MeasurePanel::setMaxThreads(int threads) { threads_->setValue(threads); }
void MeasurePanel::setRepetitions(int repetitions) { repetitions_->setValue(repetitions); }

void MeasurePanel::setRunning(bool running) {
    measure_->setEnabled(!running && !ProbeProcess::executable().isEmpty());
    cancel_->setEnabled(running);
    threads_->setEnabled(!running);
    budget_->setEnabled(!running);
    repetitions_->setEnabled(!running);
    for (auto& [id, box] : kernelBoxes_) box->setEnabled(!running);
}

void MeasurePanel::startMeasuring() {
    if (probe_->isRunning()) return;
    const QStringList ids = kernels();
    if (ids.isEmpty()) {
        status_->setText(tr("Choose at least one kernel to measure"));
        return;
    }
    const QString folder = !outputFolder_.isEmpty()
                               ? outputFolder_
                               : QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/measurements");
    if (!QDir().mkpath(folder)) {
        status_->setText(tr("Cannot create %1 for the probe's file").arg(QDir::toNativeSeparators(folder)));
        return;
    }
    const QString path = folder + QStringLiteral("/this-computer-") +
                         QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")) + QStringLiteral(".csv");
    live_.clear();
    busyWarning_->hide();
    progress_->setValue(0);
    progress_->setFormat(QStringLiteral("%p %"));
    status_->setText(tr("Measuring\u2026 the window stays usable; the points appear as they are measured"));
    setRunning(true);
    probe_->start(ids, threadCounts(threads_->value()), budget_->value(), repetitions_->value(), path);
}

void MeasurePanel::cancelMeasuring() {
    if (!probe_->isRunning()) return;
    status_->setText(tr("Stopping after the current repetition\u2026"));
    probe_->cancel();
}

bool MeasurePanel::confirmStopBeforeClose(int timeoutMs) {
    if (!isMeasuring()) return true;
    QMessageBox question(QMessageBox::Question, tr("Measuring this computer"), tr("effsurf-probe is still measuring this computer."),
                         QMessageBox::NoButton, window());
    question.setInformativeText(tr("Stop it and keep what it measured, or go on measuring?"));
    QPushButton* stop = question.addButton(tr("Stop and keep"), QMessageBox::AcceptRole);
    question.addButton(tr("Go on measuring"), QMessageBox::RejectRole);
    question.setObjectName(QStringLiteral("measuring-question"));
    question.exec();
    if (question.clickedButton() != stop) return false;
    stopAndWait(timeoutMs);
    return true;
}

bool MeasurePanel::stopAndWait(int timeoutMs) {
    if (!probe_->isRunning()) return true;
    QEventLoop loop;
    connect(this, &MeasurePanel::measurementFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    cancelMeasuring();
    loop.exec();
    return !probe_->isRunning();
}

void MeasurePanel::addSample(const QString& series, int workers, double seconds) {
    LiveSeries& live = live_[series];
    live.rows.emplace_back(double(workers), seconds);
    live.changed = true;
    if (!liveTimer_->isActive()) liveTimer_->start();
    status_->setText(tr("Measuring %1 on %n thread(s): %2 a repetition\u2026", nullptr, workers).arg(series, formatSeconds(seconds)));
}

void MeasurePanel::showLoad(const QString& phase, const MachineBusy& load) {
    // The latest reading decides: busy before but quiet while measuring is a good measurement.
    if (!load.busy) {
        busyWarning_->hide();
        return;
    }
    const QString share = tr("other programs %1 %2 of its %n CPU(s) busy (steal %3 %, load average %4)", nullptr, load.cpus)
                              .arg(phase == QLatin1String("before") ? tr("keep") : tr("kept"))
                              .arg(load.otherCpus, 0, 'f', 1)
                              .arg(100.0 * load.stealFraction, 0, 'f', 0)
                              .arg(load.loadAverage, 0, 'f', 2);
    busyWarning_->setText(phase == QLatin1String("before")
                              ? tr("\u26A0 This computer is busy: %1. What is measured is what they leave of it, not "
                                   "its hardware: close them, or measure again when it is quiet.")
                                    .arg(share)
                              : tr("\u26A0 While measuring, %1. The results show what they left of this computer, not "
                                   "its hardware.")
                                    .arg(share));
    busyWarning_->show();
}

void MeasurePanel::publishLiveSeries() {
    for (auto& [name, live] : live_) {
        if (!live.changed) continue;
        live.changed = false;
        const auto grown = seriesFrom(name, live.rows);
        auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*grown));
        // A series is drawn from its fit (a time's speedup needs T1): it
        // appears with its second N, and grows from there.
        if (!fit->ok) continue;
        // Refused (cannot be, but then nothing changed): the series keeps its id.
        if (const std::string id = controller_->showLiveSeries(live.id, grown, fit); !id.empty()) live.id = id;
    }
}

void MeasurePanel::finishMeasuring(bool ok, const QString& message) {
    setRunning(false);
    liveTimer_->stop();
    // The series on screen so far; rows not yet drawn go straight to the
    // file's series below (drawing them first would fit and redraw twice).
    std::vector<std::string> ids;
    for (const auto& [name, live] : live_)
        if (!live.id.empty()) ids.push_back(live.id);
    QString text = message;
    bool fromFile = false;
    if (ok) {
        // The file is the series' source from now on: the same rows, with
        // the file's name, and the model's prediction beside each training step.
        const std::string path = probe_->csvPath().toStdString();
        try {
            fromFile = true;
            const core::MeasurementImport imported = core::MeasurementCsvImporter::importFile(path);
            const std::vector<core::MeasurementSeries> all = imported.allSeries();
            QStringList leftOut;
            for (const core::MeasurementSeries& series : all) {
                const auto found = live_.find(QString::fromStdString(series.name));
                auto fileSeries = std::make_shared<const core::MeasurementSeries>(series);
                auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*fileSeries));
                if (!fit->ok) {
                    leftOut << QString::fromStdString(series.name);
                    continue;
                }
                const std::string shown = found == live_.end() ? std::string() : found->second.id;
                const std::string id = controller_->showLiveSeries(shown, fileSeries, fit);
                // A new id (a session opened meanwhile held the old one): the
                // commit must name the series as it is now.
                if (!shown.empty() && id != shown) ids.erase(std::remove(ids.begin(), ids.end(), shown), ids.end());
                if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
                if (found != live_.end() && !id.empty()) found->second.id = id;
            }
            const core::ProbeMetadata metadata = core::ProbeMetadata::readFile(path);
            QStringList unpredicted;
            for (const core::MeasurementSeries& measured : all) {
                if (measured.name.rfind("train-", 0) != 0) continue;
                const core::ProbePrediction prediction = core::predictTrainingStep(metadata, measured);
                if (!prediction.ok) {
                    // Said, not left out silently: the comparison table stays empty otherwise.
                    unpredicted << tr("%1: %2").arg(QString::fromStdString(measured.name), QString::fromStdString(prediction.reason));
                    continue;
                }
                auto model = std::make_shared<const core::MeasurementSeries>(prediction.predictedSeries());
                auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*model));
                const std::string id = controller_->showLiveSeries({}, model, fit);
                if (!id.empty()) ids.push_back(id);
            }
            text = tr("%1. Written to %2").arg(message, QDir::toNativeSeparators(probe_->csvPath()));
            if (!unpredicted.isEmpty())
                text += QLatin1Char(' ') + tr("No model prediction for %1.").arg(unpredicted.join(QStringLiteral("; ")));
            const std::string status = metadata.text("status");
            if (status.find("too short") != std::string::npos)
                text += QLatin1Char(' ') + tr("The probe: %1.").arg(QString::fromStdString(status));
            if (!leftOut.isEmpty())
                text += QLatin1Char(' ') + tr("Not drawn (measured at one N only): %1.").arg(leftOut.join(QStringLiteral(", ")));
        } catch (const std::exception& error) {
            fromFile = false;
            text = tr("%1, but its file cannot be read: %2").arg(message, QString::fromStdString(error.what()));
        }
        // A cancelled run stops where it was and says so: a full bar read as "done" (issue 44).
        if (!probe_->wasCancelled()) progress_->setValue(progress_->maximum());
    }
    if (probe_->wasCancelled()) progress_->setFormat(tr("cancelled at %p %"));
    if (!fromFile) {
        // No file to take the rows from: what was measured is drawn as it is.
        publishLiveSeries();
        for (const auto& [name, live] : live_)
            if (!live.id.empty() && std::find(ids.begin(), ids.end(), live.id) == ids.end()) ids.push_back(live.id);
    }
    controller_->commitLiveSeries(ids);
    status_->setText(text);
    emit measurementFinished(ok, text);
}

void MeasurePanel::showScenario(const core::Scenario& scenario) {
    if (scenario.series == compared_) return;
    compared_ = scenario.series;
    // Every "X model" series beside its measured X: ratio and efficiencies at each N.
    struct Row {
        QString series;
        double n, measured, model, measuredE, modelE;
    };
    std::vector<Row> rows;
    for (const core::ImportedSeries& model : scenario.series) {
        const std::string measuredName = core::ProbePrediction::measuredNameOf(*model.data);
        if (measuredName.empty()) continue;
        const auto measured =
            std::find_if(scenario.series.begin(), scenario.series.end(), [&](const auto& s) { return s.data->name == measuredName; });
        if (measured == scenario.series.end() || model.data->points.empty() || measured->data->points.empty()) continue;
        const auto& m = measured->data->points;
        const auto& p = model.data->points;
        for (const core::MeasurementPoint& point : p) {
            const auto at = std::find_if(m.begin(), m.end(), [&](const auto& q) { return q.processors == point.processors; });
            if (at == m.end()) continue;
            rows.push_back({QString::fromStdString(measuredName), point.processors, at->value, point.value,
                            m.front().value * m.front().processors / (at->processors * at->value),
                            p.front().value * p.front().processors / (point.processors * point.value)});
        }
    }
    comparison_->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < comparison_->rowCount(); ++r) {
        const Row& row = rows[std::size_t(r)];
        const QStringList cells = {row.series,
                                   NumberFormat::count(static_cast<std::size_t>(row.n)),
                                   formatSeconds(row.measured),
                                   formatSeconds(row.model),
                                   QString::number(row.measured / row.model, 'f', 3),
                                   QString::number(row.measuredE, 'f', 3),
                                   QString::number(row.modelE, 'f', 3)};
        for (int c = 0; c < cells.size(); ++c) comparison_->setItem(r, c, new QTableWidgetItem(cells[c]));
    }
}

}  // namespace effsurf::ui

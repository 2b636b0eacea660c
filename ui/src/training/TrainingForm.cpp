// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingForm.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/scenario/TrainingRunEdits.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/ModelArchitectureGroup.h"
#include "effsurf/ui/training/ScaleOutGroup.h"
#include "effsurf/ui/training/TrainingCalibrationGroup.h"
#include "effsurf/ui/training/TrainingHardwareGroup.h"
#include "effsurf/ui/training/TrainingLayoutGroup.h"
#include "effsurf/ui/training/TrainingModelGroup.h"
#include "effsurf/ui/training/TrainingFieldPlace.h"
#include "effsurf/ui/widgets/CoreMessageText.h"
#include "effsurf/ui/training/TrainingRunText.h"
#include "effsurf/ui/training/TrainingStepImport.h"
#include "effsurf/ui/training/TrainingView.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace effsurf::ui {
namespace {

constexpr const char* kCustomId = TrainingModelGroup::kCustomId;

}  // namespace

TrainingForm::TrainingForm(ScenarioController* controller, QWidget* parent) : QWidget(parent), controller_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    const auto factory = [this](QWidget* owner, const QString& name, int low, int high, const QString& suffix, const QString& tip) {
        return addSpin(owner, name, low, high, suffix, tip);
    };
    model_ = new TrainingModelGroup(factory, controller_, this);
    groupProblems_[QStringLiteral("model")] = model_->problemLabel();
    connect(model_, &TrainingModelGroup::edited, this, [this] { edited(); });
    connect(model_, &TrainingModelGroup::presetChosen, this, &TrainingForm::modelChosen);
    connect(model_, &TrainingModelGroup::publishedChosen, this, &TrainingForm::publishedChosen);
    connect(model_, &TrainingModelGroup::depthChosen, this, [this](int stages) {
        if (!updating_) spins_.at(QStringLiteral("layers"))->setValue(stages * layout_->layersPerStep());
    });
    layout->addWidget(model_);
    architecture_ = new ModelArchitectureGroup(factory, this);
    groupProblems_[QStringLiteral("architecture")] = architecture_->problemLabel();
    connect(architecture_, &ModelArchitectureGroup::edited, this, [this] { edited(); });
    layout->addWidget(architecture_);
    hardware_ = new TrainingHardwareGroup(factory, this);
    groupProblems_[QStringLiteral("hardware")] = hardware_->problemLabel();
    connect(hardware_, &TrainingHardwareGroup::edited, this, [this] { edited(); });
    layout->addWidget(hardware_);
    layout_ = new TrainingLayoutGroup(factory, this);
    groupProblems_[QStringLiteral("layout")] = layout_->problemLabel();
    connect(layout_, &TrainingLayoutGroup::edited, this, [this] { edited(); });
    connect(layout_, &TrainingLayoutGroup::searchRequested, this, &TrainingForm::searchRequested);
    layout->addWidget(layout_);
    scaleOut_ = new ScaleOutGroup(factory, this);
    groupProblems_[QStringLiteral("scale-out")] = scaleOut_->problemLabel();
    connect(scaleOut_, &ScaleOutGroup::edited, this, [this] { edited(); });
    layout->addWidget(scaleOut_);
    calibration_ = new TrainingCalibrationGroup(controller_, this);
    groupProblems_[QStringLiteral("calibration")] = calibration_->problemLabel();
    connect(calibration_, &TrainingCalibrationGroup::edited, this, [this] { edited(); });
    connect(calibration_, &TrainingCalibrationGroup::fitRequested, this, qOverload<>(&TrainingForm::fitToMeasuredSteps));
    connect(calibration_, &TrainingCalibrationGroup::clearMeasuredRequested, this, [this] {
        core::TrainingRun run = shown_;
        run.measuredSteps = {};
        controller_->setTrainingRun(run);
    });
    layout->addWidget(calibration_);
    layout->addStretch(1);
}

QSpinBox* TrainingForm::addSpin(QWidget* parent, const QString& name, int low, int high, const QString& suffix, const QString& tip) {
    auto* spin = new CheckedSpinBox(name, parent);
    spin->setRange(low, high);
    spin->setSuffix(suffix);
    spin->setToolTip(tip);
    spin->setAccessibleName(name);
    spin->setKeyboardTracking(false);  // typing "96" is one edit, not "9" then "96"
    connect(spin, &QSpinBox::valueChanged, this, [this] { edited(); });
    spins_[name] = spin;
    return spin;
}

QComboBox* TrainingForm::modelCombo() const noexcept { return model_->modelCombo(); }
QComboBox* TrainingForm::acceleratorCombo() const noexcept { return hardware_->acceleratorCombo(); }
QSlider* TrainingForm::layersSlider() const noexcept { return model_->layersSlider(); }
QSlider* TrainingForm::utilizationSlider() const noexcept { return calibration_->utilizationSlider(); }

QSpinBox* TrainingForm::spin(const QString& name) const {
    const auto it = spins_.find(name);
    return it == spins_.end() ? nullptr : it->second;
}

core::TrainingRun TrainingForm::runFromControls() const {
    const auto& catalog = resources::trainingCatalog();
    core::TrainingRun run = shown_;
    const auto value = [this](const char* name) { return spins_.at(QString::fromLatin1(name))->value(); };
    model_->readInto(run);
    if (!run.raw) {
        architecture_->readInto(run.shape);
        // A shape edited away from its preset is a custom model.
        if (run.modelId != kCustomId) {
            try {
                const auto& preset = catalog.model(run.modelId);
                const auto& s = preset.shape;
                if (!s || *s != run.shape) {
                    run.modelId = kCustomId;
                    run.modelName = tr("Custom transformer (from %1)").arg(QString::fromStdString(preset.name)).toStdString();
                }
            } catch (const core::InvalidParameter&) {
                // A session's own model: keep its name.
            }
        }
    }
    const std::string accelerator = hardware_->acceleratorId();
    const bool newAccelerator = accelerator != run.acceleratorId && !accelerator.empty();
    std::string network = hardware_->networkId();
    if (newAccelerator) {
        // The old GPU's nodes' network goes with it (an H100 on HDR is nobody's cluster); one chosen stays.
        std::string oldDefault;
        try {
            oldDefault = catalog.accelerator(run.acceleratorId).network;
        } catch (const core::InvalidParameter&) {
            // A session's own accelerator: its network was chosen.
        }
        const auto& preset = catalog.accelerator(accelerator);
        run.useAccelerator(preset);  // with its NVLink domain (72 for NVL72)
        if (!preset.network.empty() && network == run.networkId && network == oldDefault) network = preset.network;
    }
    const bool newNetwork = network != run.networkId && !network.empty();
    if (newNetwork && network == "custom") run.networkId = "custom";  // its numbers come from the scale-out group
    else if (newNetwork) run.useNetwork(catalog.network(network));
    run.gpusPerNode = hardware_->gpusPerNode();
    if (!newAccelerator) {
        run.nvlinkDomain = value("NVLink domain");
        // A domain that was the node (an HGX board) stays the node when the node changes size, as in the CLI.
        if (shown_.nvlinkDomain == shown_.gpusPerNode && run.nvlinkDomain == shown_.nvlinkDomain) run.nvlinkDomain = run.gpusPerNode;
    }
    if (!newNetwork) run.nicsPerNode = hardware_->nicsPerNode();  // a new network brings its usual count
    run.memoryMarginBytes = hardware_->memoryMarginBytes();
    layout_->readInto(run);
    run.contextParallel = value("context parallel");
    run.expertParallel = value("expert parallel");
    scaleOut_->readInto(run);
    calibration_->readInto(run);
    return run;
}

void TrainingForm::edited() {
    if (updating_) return;
    const core::TrainingRun run = runFromControls();
    const core::Precision precision = run.preferredPrecision(precision_);
    try {
        run.model(precision);  // every layout and batch rule, with the field it breaks
        if (!(run.tokens > 0.0)) throw core::InvalidParameter("tokens", "must be greater than 0");
        run.validateBandAndMargin();
    } catch (const core::InvalidParameter& e) {
        showProblem(QString::fromStdString(e.field()), QString::fromStdString(e.message()));
        return;
    }
    clearProblem();
    controller_->setTrainingRun(run);
}

void TrainingForm::modelChosen(int index) {
    const std::string id = model_->modelCombo()->itemData(index).toString().toStdString();
    if (id == kCustomId || id == shown_.modelId) return;
    core::TrainingRun run = runFromControls();
    run.useModel(resources::trainingCatalog().model(id));
    const core::Precision precision = run.preferredPrecision(precision_);
    QString note;
    try {
        run.model(precision);
    } catch (const core::InvalidParameter&) {
        // The layout does not divide the new model: take the best one that does on as many GPUs.
        core::LayoutSearchRequest request = core::TrainingAnalysis::searchRequest(run, precision);
        request.base.layout.tensorParallel = request.base.layout.pipelineParallel = 1;
        const auto ranked = core::LayoutSearch::rank(request);
        if (!ranked.empty()) {
            const auto& best = ranked.front();
            run.useLayout(best);
            note = tr("The layout did not divide %1: it is now the best that does on %2 GPUs (t %3 \u00D7 p %4 \u00D7 d %5, b %6, v %7).")
                       .arg(QString::fromStdString(run.modelName))
                       .arg(run.gpus())
                       .arg(best.tensorParallel)
                       .arg(best.pipelineParallel)
                       .arg(best.dataParallel)
                       .arg(best.microBatch)
                       .arg(best.interleave);
        }
    }
    try {
        run.model(precision);
    } catch (const core::InvalidParameter& e) {
        showProblem(QString::fromStdString(e.field()), QString::fromStdString(e.message()));
        return;
    }
    clearProblem();
    controller_->setTrainingRun(run);
    if (!note.isEmpty()) {
        QLabel* label = groupProblems_.at(QStringLiteral("layout"));
        label->setStyleSheet(QStringLiteral("color: palette(window-text);"));
        label->setText(note);
        label->show();
    }
}

void TrainingForm::publishedChosen(const QString& id) {
    const auto& catalog = resources::trainingCatalog();
    core::TrainingRunEdits edits;
    edits.published = id.toStdString();
    try {
        const core::TrainingRun run = edits.apply(catalog);
        const core::Precision precision = catalog.publishedRun(id.toStdString()).precision;
        run.model(precision);
        clearProblem();
        controller_->setTrainingRunAt(run, precision);
    } catch (const core::InvalidParameter& e) {
        showProblem(QString::fromStdString(e.field()), QString::fromStdString(e.message()));
    }
}

void TrainingForm::fitToMeasuredSteps() {
    const core::TrainingRun run = runFromControls();
    const TrainingStepImport::Outcome outcome = TrainingStepImport::askAndRun(this, run, run.preferredPrecision(precision_));
    applyFit(outcome);
}

QString TrainingForm::fitToMeasuredSteps(const QString& path) {
    const core::TrainingRun run = runFromControls();
    return applyFit(TrainingStepImport::run(this, path, run, run.preferredPrecision(precision_)));
}

QString TrainingForm::applyFit(const TrainingStepImport::Outcome& outcome) {
    if (outcome.cancelled) return tr("cancelled");
    QLabel* label = groupProblems_.at(QStringLiteral("calibration"));
    if (!outcome.fit) {
        // The state is kept: the reason, with the file and line, where the fit was asked for.
        clearProblem();
        problemField_ = QStringLiteral("measured steps");
        label->setStyleSheet(QStringLiteral("color: #c0392b; font-weight: bold;"));
        label->setText(tr("Not fitted: %1").arg(CoreMessageText::of(outcome.error)));
        label->show();
        return outcome.error;
    }
    core::TrainingRun fitted = outcome.fit->run;
    fitted.measuredSteps = outcome.steps;
    clearProblem();
    controller_->setTrainingRun(fitted);
    return {};
}

void TrainingForm::useLayout(const core::LayoutCandidate& layout) {
    core::TrainingRun run = runFromControls();
    run.useLayout(layout);
    clearProblem();
    controller_->setTrainingRun(run);
}

void TrainingForm::showProblem(const QString& field, const QString& message) {
    clearProblem();
    problemField_ = field;
    const TrainingFieldPlace* place = TrainingFieldPlace::of(field);
    const QString group = place ? QString::fromLatin1(place->group) : QStringLiteral("layout");
    QLabel* label = groupProblems_.at(group);
    label->setStyleSheet(QStringLiteral("color: #c0392b; font-weight: bold;"));
    // Core's field and reason in the window's language (core writes them in English for every face).
    label->setText(
        tr("%1: %2. The charts show the last valid run.").arg(TrainingFieldPlace::nameInLanguage(field), CoreMessageText::of(message)));
    label->show();
    if (place)
        for (const char* name : place->spins)
            if (QSpinBox* s = spin(QString::fromLatin1(name))) {
                s->setStyleSheet(QStringLiteral("QSpinBox { border: 2px solid #c0392b; }"));
                marked_.push_back(s);
            }
    if (field == QStringLiteral("precision")) {
        hardware_->acceleratorCombo()->setStyleSheet(QStringLiteral("QComboBox { border: 2px solid #c0392b; }"));
        marked_.push_back(hardware_->acceleratorCombo());
    }
    // The description lines still say the last valid run: they say so, greyed.
    for (QLabel* info : {model_->infoLabel(), hardware_->infoLabel(), layout_->infoLabel()}) {
        if (!info->text().startsWith(tr("Last valid run: "))) info->setText(tr("Last valid run: ") + info->text());
        info->setEnabled(false);
    }
    // The reason where the user looks: scroll the form to it.
    for (QWidget* w = parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w)) {
            area->ensureWidgetVisible(label, 20, 40);
            break;
        }
}

void TrainingForm::clearProblem() {
    problemField_.clear();
    for (QLabel* info : {model_->infoLabel(), hardware_->infoLabel(), layout_->infoLabel()}) info->setEnabled(true);
    for (QWidget* w : marked_) w->setStyleSheet(QString());
    marked_.clear();
    for (auto& [group, label] : groupProblems_) {
        label->hide();
        label->clear();
    }
}

QString TrainingForm::problem() const {
    for (const auto& [group, label] : groupProblems_)
        if (!label->isHidden() && !problemField_.isEmpty()) return label->text();
    return {};
}

void TrainingForm::showScenario(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    precision_ = TrainingView::precision(scenario);
    // An invalid edit in progress stays in the controls until the state itself changes.
    if (!problemField_.isEmpty() && run == shown_) return;
    const bool changed = run != shown_;
    shown_ = run;
    updating_ = true;
    {
        std::vector<std::unique_ptr<QSignalBlocker>> blockers;
        for (auto& [name, s] : spins_) blockers.push_back(std::make_unique<QSignalBlocker>(s));
        model_->showRun(run);
        architecture_->showShape(run.shape);
        architecture_->setVisible(!run.raw);
        hardware_->showRun(run);
        layout_->showRun(run);
        spins_.at(QStringLiteral("context parallel"))->setValue(run.contextParallel);
        spins_.at(QStringLiteral("expert parallel"))->setValue(run.expertParallel);
        spins_.at(QStringLiteral("NVLink domain"))->setValue(run.nvlinkDomain);
        scaleOut_->showRun(run);
        calibration_->showRun(run);
    }
    updating_ = false;
    if (changed && !problemField_.isEmpty()) clearProblem();
    showInfo(scenario);
}

QString TrainingForm::infoText() const {
    return model_->infoLabel()->text() + QLatin1Char('\n') + hardware_->infoLabel()->text() + QLatin1Char('\n') +
           layout_->infoLabel()->text();
}

QString TrainingForm::layoutNote() const {
    const QLabel* label = groupProblems_.at(QStringLiteral("layout"));
    return label->isHidden() ? QString() : label->text();
}

void TrainingForm::showInfo(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    try {
        const core::ParallelTrainingModel model = run.model(precision_);
        model_->infoLabel()->setText(TrainingRunText::model(model));
        hardware_->infoLabel()->setText(TrainingRunText::hardware(run, model, precision_));
        layout_->infoLabel()->setText(TrainingRunText::layout(run, model));
        if (problemField_.isEmpty()) {
            QLabel* label = groupProblems_.at(QStringLiteral("layout"));
            const QString tooBig = TrainingRunText::doesNotFit(run, model, precision_);
            if (!tooBig.isEmpty()) {
                label->setStyleSheet(QStringLiteral("color: #d55e00; font-weight: bold;"));
                label->setText(tooBig);
                label->show();
            } else if (label->text().startsWith(tr("Does not fit"))) {
                label->hide();
                label->clear();
            }
        }
    } catch (const core::InvalidParameter& e) {
        model_->infoLabel()->setText(QString::fromStdString(e.what()));
    }
}

}  // namespace effsurf::ui

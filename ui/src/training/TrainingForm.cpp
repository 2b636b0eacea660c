#include "effsurf/ui/training/TrainingForm.h"

#include "effsurf/core/scenario/TrainingAnalysis.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/training/ModelArchitectureGroup.h"
#include "effsurf/ui/training/ScaleOutGroup.h"
#include "effsurf/ui/training/TrainingFieldPlace.h"
#include "effsurf/ui/training/TrainingRunText.h"
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

constexpr const char* kCustomId = "custom";

NumberField* positiveField(const QString& name, QWidget* parent, bool allowZero = false) {
    return new NumberField(
        [name, allowZero](const QString& text) {
            const auto value = core::parseDouble(text.toStdString());
            if (!value || !std::isfinite(*value) || (allowZero ? *value < 0.0 : *value <= 0.0))
                throw core::InvalidParameter(name.toStdString(), std::string(allowZero ? "expected a number >= 0" : "expected a number > 0") +
                                                                     ", got '" + text.toStdString() + "'");
            return *value;
        },
        [](double value) { return QString::fromStdString(core::formatEditableNumber(value)); }, parent);
}

/// A combo box whose long entries ("NVIDIA A100 SXM 80 GB") do not set the form's width: it shows
/// what fits and the popup lists them whole.
void narrowCombo(QComboBox* combo) {
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(14);
}

}  // namespace

TrainingForm::TrainingForm(ScenarioController* controller, QWidget* parent) : QWidget(parent), controller_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    const auto factory = [this](QWidget* owner, const QString& name, int low, int high, const QString& suffix,
                                const QString& tip) { return addSpin(owner, name, low, high, suffix, tip); };
    layout->addWidget(buildModelGroup());
    architecture_ = new ModelArchitectureGroup(factory, this);
    groupProblems_[QStringLiteral("architecture")] = architecture_->problemLabel();
    connect(architecture_, &ModelArchitectureGroup::edited, this, [this] { edited(); });
    layout->addWidget(architecture_);
    layout->addWidget(buildHardwareGroup());
    layout->addWidget(buildLayoutGroup());
    scaleOut_ = new ScaleOutGroup(factory, this);
    groupProblems_[QStringLiteral("scale-out")] = scaleOut_->problemLabel();
    connect(scaleOut_, &ScaleOutGroup::edited, this, [this] { edited(); });
    layout->addWidget(scaleOut_);
    layout->addWidget(buildCalibrationGroup());
    layout->addStretch(1);
}

QSpinBox* TrainingForm::addSpin(QWidget* parent, const QString& name, int low, int high, const QString& suffix,
                                const QString& tip) {
    auto* spin = new QSpinBox(parent);
    spin->setRange(low, high);
    spin->setSuffix(suffix);
    spin->setToolTip(tip);
    spin->setAccessibleName(name);
    spin->setKeyboardTracking(false);  // typing "96" is one edit, not "9" then "96"
    connect(spin, &QSpinBox::valueChanged, this, [this] { edited(); });
    spins_[name] = spin;
    return spin;
}

QLabel* TrainingForm::addProblemLine(QFormLayout* form) {
    auto* problem = new QLabel(form->parentWidget());
    problem->setWordWrap(true);
    problem->hide();
    form->addRow(problem);
    return problem;
}

QSpinBox* TrainingForm::spin(const QString& name) const {
    const auto it = spins_.find(name);
    return it == spins_.end() ? nullptr : it->second;
}

QGroupBox* TrainingForm::buildModelGroup() {
    auto* box = new QGroupBox(tr("Model"), this);
    auto* form = new QFormLayout(box);
    modelCombo_ = new QComboBox(box);
    modelCombo_->setAccessibleName(tr("model preset"));
    for (const auto& model : resources::trainingCatalog().models())
        modelCombo_->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
    modelCombo_->addItem(tr("Custom transformer"), QString::fromLatin1(kCustomId));
    for (int i = 0; i < modelCombo_->count() - 1; ++i) {
        const auto& model = resources::trainingCatalog().models()[std::size_t(i)];
        modelCombo_->setItemData(i, QString::fromStdString(model.source + (model.note.empty() ? "" : "; " + model.note)),
                                 Qt::ToolTipRole);
    }
    narrowCombo(modelCombo_);
    form->addRow(tr("preset"), modelCombo_);
    connect(modelCombo_, &QComboBox::activated, this, &TrainingForm::modelChosen);

    shapeRows_ = new QWidget(box);
    auto* shape = new QFormLayout(shapeRows_);
    shape->setContentsMargins(0, 0, 0, 0);
    auto* layersRow = new QWidget(shapeRows_);
    auto* layersLayout = new QHBoxLayout(layersRow);
    layersLayout->setContentsMargins(0, 0, 0, 0);
    layersLayout->addWidget(addSpin(layersRow, QStringLiteral("layers"), 1, 100000, QString(),
                                    tr("Transformer layers l: the model's depth. Each runs forward and backward "
                                       "in sequence, with its tensor-parallel synchronizations.")));
    layersSlider_ = new QSlider(Qt::Horizontal, layersRow);
    layersSlider_->setAccessibleName(tr("depth, in steps of p v layers"));
    layersSlider_->setToolTip(tr("Depth at this layout: multiples of p v layers, so the pipeline keeps its stages"));
    layersLayout->addWidget(layersSlider_, 1);
    connect(layersSlider_, &QSlider::valueChanged, this, [this](int k) {
        if (updating_) return;
        spins_.at(QStringLiteral("layers"))->setValue(k * spins_.at(QStringLiteral("pipeline parallel"))->value() *
                                                      spins_.at(QStringLiteral("interleave"))->value());
    });
    connect(layersSlider_, &QSlider::sliderPressed, controller_, &ScenarioController::beginInteraction);
    connect(layersSlider_, &QSlider::sliderReleased, controller_, &ScenarioController::endInteraction);
    shape->addRow(tr("layers l"), layersRow);
    shape->addRow(tr("hidden size h"), addSpin(shapeRows_, QStringLiteral("hidden"), 1, 1000000, QString(),
                                               tr("Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)")));
    shape->addRow(tr("attention heads a"), addSpin(shapeRows_, QStringLiteral("heads"), 1, 100000, QString(),
                                                   tr("Heads; h must be a multiple of them, and t must divide them")));
    shape->addRow(tr("sequence length s"), addSpin(shapeRows_, QStringLiteral("sequence"), 1, 10000000, tr(" tokens"),
                                                   tr("Tokens per sequence (context length)")));
    shape->addRow(tr("vocabulary V"), addSpin(shapeRows_, QStringLiteral("vocabulary"), 1, 100000000, tr(" tokens"),
                                              tr("Vocabulary size (padded, as Megatron-LM pads to 51200)")));
    form->addRow(shapeRows_);

    rawRows_ = new QWidget(box);
    auto* raw = new QFormLayout(rawRows_);
    raw->setContentsMargins(0, 0, 0, 0);
    rawParameters_ = positiveField(tr("parameters"), rawRows_);
    rawParameters_->setToolTip(tr("Parameters P of a model that is not a transformer stack"));
    raw->addRow(tr("parameters P"), rawParameters_);
    rawFlops_ = positiveField(tr("FLOP per sample"), rawRows_);
    rawFlops_->setToolTip(tr("Training FLOP per sample: forward and backward, about 3x the forward pass"));
    raw->addRow(tr("FLOP per sample"), rawFlops_);
    form->addRow(rawRows_);
    connect(rawParameters_, &NumberField::valueEntered, this, [this](double) { edited(); });
    connect(rawFlops_, &NumberField::valueEntered, this, [this](double) { edited(); });

    modelInfo_ = new QLabel(box);
    modelInfo_->setWordWrap(true);
    form->addRow(modelInfo_);
    groupProblems_[QStringLiteral("model")] = addProblemLine(form);
    return box;
}

QGroupBox* TrainingForm::buildHardwareGroup() {
    auto* box = new QGroupBox(tr("Accelerator and nodes"), this);
    auto* form = new QFormLayout(box);
    const auto& catalog = resources::trainingCatalog();
    acceleratorCombo_ = new QComboBox(box);
    acceleratorCombo_->setAccessibleName(tr("accelerator"));
    for (const auto& a : catalog.accelerators()) {
        acceleratorCombo_->addItem(QString::fromStdString(a.name), QString::fromStdString(a.id));
        acceleratorCombo_->setItemData(acceleratorCombo_->count() - 1,
                                       QString::fromStdString(a.source + (a.note.empty() ? "" : "; " + a.note)), Qt::ToolTipRole);
    }
    narrowCombo(acceleratorCombo_);
    form->addRow(tr("GPU"), acceleratorCombo_);
    connect(acceleratorCombo_, &QComboBox::activated, this, [this] { edited(); });
    form->addRow(tr("GPUs per node"), addSpin(box, QStringLiteral("GPUs per node"), 1, 1024, QString(),
                                              tr("GPUs in one node, sharing its network adapters (the NVLink "
                                                 "domain is set below: 8 in a node, 72 in an NVL72 rack)")));
    networkCombo_ = new QComboBox(box);
    networkCombo_->setAccessibleName(tr("network"));
    for (const auto& n : catalog.networks()) {
        networkCombo_->addItem(QString::fromStdString(n.name), QString::fromStdString(n.id));
        networkCombo_->setItemData(networkCombo_->count() - 1, QString::fromStdString(n.source), Qt::ToolTipRole);
    }
    // A network of one's own: its line rate and latency in "Context, experts, NVLink, FP8".
    networkCombo_->addItem(tr("Custom network"), QStringLiteral("custom"));
    networkCombo_->setItemData(networkCombo_->count() - 1, tr("Your own line rate and latency, set below"), Qt::ToolTipRole);
    narrowCombo(networkCombo_);
    form->addRow(tr("network"), networkCombo_);
    connect(networkCombo_, &QComboBox::activated, this, [this] { edited(); });
    form->addRow(tr("NICs per node"), addSpin(box, QStringLiteral("NICs per node"), 1, 64, QString(),
                                              tr("Network adapters per node, shared by its GPUs")));
    hardwareInfo_ = new QLabel(box);
    hardwareInfo_->setWordWrap(true);
    form->addRow(hardwareInfo_);
    groupProblems_[QStringLiteral("hardware")] = addProblemLine(form);
    return box;
}

QGroupBox* TrainingForm::buildLayoutGroup() {
    auto* box = new QGroupBox(tr("Parallel layout and batch"), this);
    auto* form = new QFormLayout(box);
    form->addRow(tr("tensor parallel t"), addSpin(box, QStringLiteral("tensor parallel"), 1, 4096, QString(),
                                                  tr("GPUs splitting each layer's matrices (Megatron-LM): 4 all-reduces "
                                                     "per layer and micro-batch, 6 with the forward recomputed")));
    form->addRow(tr("pipeline parallel p"), addSpin(box, QStringLiteral("pipeline parallel"), 1, 4096, QString(),
                                                    tr("Stages the layers are split into: a bubble of (p \u2212 1)/(v m) "
                                                       "of the compute")));
    form->addRow(tr("data parallel d"), addSpin(box, QStringLiteral("data parallel"), 1, 1000000, QString(),
                                                tr("Replicas of the model, each on t p GPUs: one gradient all-reduce a step")));
    form->addRow(tr("micro-batch b"), addSpin(box, QStringLiteral("micro-batch"), 1, 100000, tr(" seq"),
                                              tr("Sequences per micro-batch")));
    form->addRow(tr("global batch B"), addSpin(box, QStringLiteral("global batch"), 1, 100000000, tr(" seq"),
                                               tr("Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline")));
    form->addRow(tr("interleave v"), addSpin(box, QStringLiteral("interleave"), 1, 64, QString(),
                                             tr("Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the "
                                                "pipeline's sends grow by v")));
    zeroCombo_ = new QComboBox(box);
    zeroCombo_->setAccessibleName(tr("ZeRO stage"));
    zeroCombo_->addItem(tr("0: none"), 0);
    zeroCombo_->addItem(tr("1: optimizer states sharded"), 1);
    zeroCombo_->addItem(tr("2: + gradients"), 2);
    zeroCombo_->addItem(tr("3 (FSDP): + weights"), 3);
    zeroCombo_->setToolTip(tr("ZeRO shards model states over the d replicas; stage 3 (PyTorch's FSDP) gathers the "
                              "weights forward and backward instead of splitting the model. Stages 2 and 3 only without "
                              "pipeline parallelism, as Megatron-LM and DeepSpeed run them"));
    narrowCombo(zeroCombo_);
    form->addRow(tr("ZeRO"), zeroCombo_);
    connect(zeroCombo_, &QComboBox::activated, this, [this] { edited(); });
    recomputeCombo_ = new QComboBox(box);
    recomputeCombo_->setAccessibleName(tr("activation recomputation"));
    recomputeCombo_->addItem(tr("none"), int(core::ActivationRecompute::None));
    recomputeCombo_->addItem(tr("selective (attention)"), int(core::ActivationRecompute::Selective));
    recomputeCombo_->addItem(tr("full (each layer)"), int(core::ActivationRecompute::Full));
    recomputeCombo_->setToolTip(tr("What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): "
                                   "less activation memory for more compute"));
    narrowCombo(recomputeCombo_);
    form->addRow(tr("recompute"), recomputeCombo_);
    connect(recomputeCombo_, &QComboBox::activated, this, [this] { edited(); });
    allReduceCombo_ = new QComboBox(box);
    allReduceCombo_->setAccessibleName(tr("data-parallel all-reduce"));
    allReduceCombo_->addItem(tr("ring"), int(core::AllReduceAlgorithm::Ring));
    allReduceCombo_->addItem(tr("tree"), int(core::AllReduceAlgorithm::Tree));
    allReduceCombo_->setToolTip(tr("How the d replicas all-reduce their gradients: a ring (2(d \u2212 1) latencies, "
                                   "about twice the data) or a binary tree (2 log\u2082 d steps of the whole buffer)"));
    form->addRow(tr("gradient all-reduce"), allReduceCombo_);
    connect(allReduceCombo_, &QComboBox::activated, this, [this] { edited(); });
    sequenceParallel_ = new QCheckBox(tr("sequence parallelism"), box);
    sequenceParallel_->setToolTip(tr("Split the layer norms' and dropouts' activations over t too (Korthikanti et al.)"));
    form->addRow(sequenceParallel_);
    connect(sequenceParallel_, &QCheckBox::toggled, this, [this] { edited(); });
    layoutInfo_ = new QLabel(box);
    layoutInfo_->setWordWrap(true);
    form->addRow(layoutInfo_);
    groupProblems_[QStringLiteral("layout")] = addProblemLine(form);
    auto* search = new QPushButton(tr("Rank every layout on these GPUs\u2026"), box);
    search->setToolTip(tr("Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch"));
    connect(search, &QPushButton::clicked, this, &TrainingForm::searchRequested);
    form->addRow(search);
    return box;
}

QGroupBox* TrainingForm::buildCalibrationGroup() {
    auto* box = new QGroupBox(tr("Calibration and goal"), this);
    auto* form = new QFormLayout(box);
    const auto percentSlider = [&](const QString& name, int low, QSlider*& slider, QLabel*& value, const QString& tip) {
        auto* row = new QWidget(box);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        slider = new QSlider(Qt::Horizontal, row);
        slider->setRange(low, 100);
        slider->setAccessibleName(name);
        slider->setToolTip(tip);
        value = new QLabel(row);
        value->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("100 %")) + 4);
        h->addWidget(slider, 1);
        h->addWidget(value);
        connect(slider, &QSlider::valueChanged, this, [this] { edited(); });
        connect(slider, &QSlider::sliderPressed, controller_, &ScenarioController::beginInteraction);
        connect(slider, &QSlider::sliderReleased, controller_, &ScenarioController::endInteraction);
        form->addRow(name, row);
    };
    percentSlider(tr("utilization"), 5, utilizationSlider_, utilizationValue_,
                  tr("Sustained share of the datasheet peak inside the matrix products (about 60 % for Megatron-LM "
                     "on A100s after calibration against its published runs)"));
    percentSlider(tr("overlap \u03C9"), 0, overlapSlider_, overlapValue_,
                  tr("Share of the data-parallel all-reduce hidden behind the backward pass"));
    serialSeconds_ = positiveField(tr("serial seconds"), box, true);
    serialSeconds_->setToolTip(tr("Seconds per step no GPU count divides: the optimizer step, logging, data loading"));
    form->addRow(tr("serial time (s)"), serialSeconds_);
    connect(serialSeconds_, &NumberField::valueEntered, this, [this](double) { edited(); });
    tokens_ = positiveField(tr("tokens"), box);
    tokens_->setToolTip(tr("Tokens to train on, for the days it takes (GPT-3: 300e9)"));
    form->addRow(tr("tokens T"), tokens_);
    connect(tokens_, &NumberField::valueEntered, this, [this](double) { edited(); });
    groupProblems_[QStringLiteral("calibration")] = addProblemLine(form);
    return box;
}

core::TrainingRun TrainingForm::runFromControls() const {
    const auto& catalog = resources::trainingCatalog();
    core::TrainingRun run = shown_;
    const auto value = [this](const char* name) { return spins_.at(QString::fromLatin1(name))->value(); };
    if (!run.raw) {
        // The five fields the form edits; the rest of the shape (key/value
        // heads, FFN width, experts, ...) stays what the preset or session gave.
        run.shape.layers = value("layers");
        run.shape.hidden = value("hidden");
        run.shape.heads = value("heads");
        run.shape.sequenceLength = value("sequence");
        run.shape.vocabulary = value("vocabulary");
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
    } else {
        run.raw = core::RawModel{rawParameters_->lineEdit()->text().toDouble(), rawFlops_->lineEdit()->text().toDouble()};
    }
    const std::string accelerator = acceleratorCombo_->currentData().toString().toStdString();
    const bool newAccelerator = accelerator != run.acceleratorId && !accelerator.empty();
    if (newAccelerator) run.useAccelerator(catalog.accelerator(accelerator));  // with its NVLink domain (72 for NVL72)
    const std::string network = networkCombo_->currentData().toString().toStdString();
    const bool newNetwork = network != run.networkId && !network.empty();
    if (newNetwork && network == "custom") run.networkId = "custom";  // its numbers come from the scale-out group
    else if (newNetwork) run.useNetwork(catalog.network(network));
    run.gpusPerNode = value("GPUs per node");
    if (!newAccelerator) {
        run.nvlinkDomain = value("NVLink domain");
        // A domain that was the node (an HGX board) stays the node when the node changes size, as in the CLI.
        if (shown_.nvlinkDomain == shown_.gpusPerNode && run.nvlinkDomain == shown_.nvlinkDomain) run.nvlinkDomain = run.gpusPerNode;
    }
    if (!newNetwork) run.nicsPerNode = value("NICs per node");  // a new network brings its usual count
    run.tensorParallel = value("tensor parallel");
    run.pipelineParallel = value("pipeline parallel");
    run.dataParallel = value("data parallel");
    run.microBatch = value("micro-batch");
    run.globalBatch = value("global batch");
    run.interleave = value("interleave");
    run.contextParallel = value("context parallel");
    run.expertParallel = value("expert parallel");
    run.zeroStage = zeroCombo_->currentData().toInt();
    run.recompute = core::ActivationRecompute(recomputeCombo_->currentData().toInt());
    run.sequenceParallel = sequenceParallel_->isChecked();
    run.allReduce = core::AllReduceAlgorithm(allReduceCombo_->currentData().toInt());
    scaleOut_->readInto(run);
    run.utilization = utilizationSlider_->value() / 100.0;
    run.overlap = overlapSlider_->value() / 100.0;
    if (const auto serial = core::parseDouble(serialSeconds_->lineEdit()->text().toStdString())) run.serialSeconds = *serial;
    if (const auto tokens = core::parseDouble(tokens_->lineEdit()->text().toStdString())) run.tokens = *tokens;
    return run;
}

void TrainingForm::edited() {
    if (updating_) return;
    const core::TrainingRun run = runFromControls();
    const core::Precision precision = run.preferredPrecision(precision_);
    try {
        run.model(precision);  // every layout and batch rule, with the field it breaks
        if (!(run.tokens > 0.0)) throw core::InvalidParameter("tokens", "must be greater than 0");
    } catch (const core::InvalidParameter& e) {
        showProblem(QString::fromStdString(e.field()), QString::fromStdString(e.message()));
        return;
    }
    clearProblem();
    controller_->setTrainingRun(run);
}

void TrainingForm::modelChosen(int index) {
    const std::string id = modelCombo_->itemData(index).toString().toStdString();
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
            run.tensorParallel = best.tensorParallel;
            run.pipelineParallel = best.pipelineParallel;
            run.dataParallel = best.dataParallel;
            run.microBatch = best.microBatch;
            run.interleave = best.interleave;
            run.contextParallel = best.contextParallel;
            run.expertParallel = best.expertParallel;
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

void TrainingForm::useLayout(const core::LayoutCandidate& layout) {
    core::TrainingRun run = runFromControls();
    run.tensorParallel = layout.tensorParallel;
    run.pipelineParallel = layout.pipelineParallel;
    run.dataParallel = layout.dataParallel;
    run.microBatch = layout.microBatch;
    run.interleave = layout.interleave;
    run.contextParallel = layout.contextParallel;
    run.expertParallel = layout.expertParallel;
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
    label->setText(tr("%1: %2. The charts show the last valid run.").arg(field, message));
    label->show();
    if (place)
        for (const char* name : place->spins)
            if (QSpinBox* s = spin(QString::fromLatin1(name))) {
                s->setStyleSheet(QStringLiteral("QSpinBox { border: 2px solid #c0392b; }"));
                marked_.push_back(s);
            }
    if (field == QStringLiteral("precision")) {
        acceleratorCombo_->setStyleSheet(QStringLiteral("QComboBox { border: 2px solid #c0392b; }"));
        marked_.push_back(acceleratorCombo_);
    }
    // The description lines still say the last valid run: they say so, greyed.
    for (QLabel* info : {modelInfo_, hardwareInfo_, layoutInfo_}) {
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
    for (QLabel* info : {modelInfo_, hardwareInfo_, layoutInfo_}) info->setEnabled(true);
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
        int modelIndex = modelCombo_->findData(QString::fromStdString(run.modelId));
        if (modelIndex < 0) modelIndex = modelCombo_->count() - 1;
        modelCombo_->setCurrentIndex(modelIndex);
        if (modelIndex == modelCombo_->count() - 1) modelCombo_->setItemText(modelIndex, QString::fromStdString(run.modelName));
        shapeRows_->setVisible(!run.raw);
        rawRows_->setVisible(run.raw.has_value());
        spins_.at(QStringLiteral("layers"))->setValue(run.shape.layers);
        spins_.at(QStringLiteral("hidden"))->setValue(run.shape.hidden);
        spins_.at(QStringLiteral("heads"))->setValue(run.shape.heads);
        spins_.at(QStringLiteral("sequence"))->setValue(run.shape.sequenceLength);
        spins_.at(QStringLiteral("vocabulary"))->setValue(run.shape.vocabulary);
        architecture_->showShape(run.shape);
        architecture_->setVisible(!run.raw);
        if (run.raw) {
            rawParameters_->showValue(run.raw->parameters);
            rawFlops_->showValue(run.raw->flopsPerSample);
        }
        // In 64 bits: a run from a file is shown before it is checked.
        const long long perStage = std::max(1LL, 1LL * run.pipelineParallel * run.interleave);
        layersSlider_->setRange(1, int(std::max(2LL, 400 / perStage)));
        layersSlider_->setValue(int(std::max(1LL, run.shape.layers / perStage)));
        acceleratorCombo_->setCurrentIndex(std::max(0, acceleratorCombo_->findData(QString::fromStdString(run.acceleratorId))));
        networkCombo_->setCurrentIndex(std::max(0, networkCombo_->findData(QString::fromStdString(run.networkId))));
        spins_.at(QStringLiteral("GPUs per node"))->setValue(run.gpusPerNode);
        spins_.at(QStringLiteral("NICs per node"))->setValue(run.nicsPerNode);
        spins_.at(QStringLiteral("tensor parallel"))->setValue(run.tensorParallel);
        spins_.at(QStringLiteral("pipeline parallel"))->setValue(run.pipelineParallel);
        spins_.at(QStringLiteral("data parallel"))->setValue(run.dataParallel);
        spins_.at(QStringLiteral("micro-batch"))->setValue(run.microBatch);
        spins_.at(QStringLiteral("global batch"))->setValue(run.globalBatch);
        spins_.at(QStringLiteral("interleave"))->setValue(run.interleave);
        spins_.at(QStringLiteral("context parallel"))->setValue(run.contextParallel);
        spins_.at(QStringLiteral("expert parallel"))->setValue(run.expertParallel);
        spins_.at(QStringLiteral("NVLink domain"))->setValue(run.nvlinkDomain);
        scaleOut_->showRun(run);
        const QSignalBlocker z(zeroCombo_), r(recomputeCombo_), ar(allReduceCombo_), sp(sequenceParallel_),
            u(utilizationSlider_), o(overlapSlider_);
        allReduceCombo_->setCurrentIndex(allReduceCombo_->findData(int(run.allReduce)));
        zeroCombo_->setCurrentIndex(zeroCombo_->findData(run.zeroStage));
        recomputeCombo_->setCurrentIndex(recomputeCombo_->findData(int(run.recompute)));
        sequenceParallel_->setChecked(run.sequenceParallel);
        utilizationSlider_->setValue(int(std::lround(run.utilization * 100.0)));
        overlapSlider_->setValue(int(std::lround(run.overlap * 100.0)));
        serialSeconds_->showValue(run.serialSeconds);
        tokens_->showValue(run.tokens);
    }
    updating_ = false;
    if (changed && !problemField_.isEmpty()) clearProblem();
    utilizationValue_->setText(QStringLiteral("%1 %").arg(std::lround(run.utilization * 100.0)));
    overlapValue_->setText(QStringLiteral("%1 %").arg(std::lround(run.overlap * 100.0)));
    showInfo(scenario);
}

QString TrainingForm::infoText() const {
    return modelInfo_->text() + QLatin1Char('\n') + hardwareInfo_->text() + QLatin1Char('\n') + layoutInfo_->text();
}

QString TrainingForm::layoutNote() const {
    const QLabel* label = groupProblems_.at(QStringLiteral("layout"));
    return label->isHidden() ? QString() : label->text();
}

void TrainingForm::showInfo(const core::Scenario& scenario) {
    const core::TrainingRun& run = scenario.trainingRun;
    try {
        const core::ParallelTrainingModel model = run.model(precision_);
        modelInfo_->setText(TrainingRunText::model(model));
        hardwareInfo_->setText(TrainingRunText::hardware(run, model, precision_));
        layoutInfo_->setText(TrainingRunText::layout(run, model));
        if (problemField_.isEmpty()) {
            QLabel* label = groupProblems_.at(QStringLiteral("layout"));
            const QString tooBig = TrainingRunText::doesNotFit(run, model);
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
        modelInfo_->setText(QString::fromStdString(e.what()));
    }
}

}  // namespace effsurf::ui

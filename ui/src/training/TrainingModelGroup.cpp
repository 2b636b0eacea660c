// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingModelGroup.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/widgets/NumberField.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>

namespace effsurf::ui {

TrainingModelGroup::TrainingModelGroup(const TrainingFields::SpinFactory& addSpin, ScenarioController* controller, QWidget* parent)
    : QGroupBox(tr("Model"), parent) {
    auto* form = new QFormLayout(this);
    publishedCombo_ = new QComboBox(this);
    publishedCombo_->setAccessibleName(tr("published run"));
    publishedCombo_->addItem(tr("Choose a published run\u2026"), QString());
    for (const auto& run : resources::trainingCatalog().publishedRuns()) {
        publishedCombo_->addItem(QString::fromStdString(run.name), QString::fromStdString(run.id));
        QString tip = tr("%1\nThe paper states: %2").arg(QString::fromStdString(run.source), QString::fromStdString(run.stated));
        if (!run.assumed.empty()) tip += tr("\nAssumed: %1").arg(QString::fromStdString(run.assumed));
        if (run.documented) tip += tr("\nDocumented miss: %1").arg(QString::fromStdString(run.why));
        publishedCombo_->setItemData(publishedCombo_->count() - 1, tip, Qt::ToolTipRole);
    }
    publishedCombo_->setToolTip(
        tr("A run as its paper describes it: its model, GPUs, network, layout, batch and "
           "settings, the rest at today's defaults (the manual's validation table)"));
    TrainingFields::narrowCombo(publishedCombo_);
    form->addRow(tr("as published"), publishedCombo_);
    connect(publishedCombo_, &QComboBox::activated, this, [this](int index) {
        const QString id = publishedCombo_->itemData(index).toString();
        if (!id.isEmpty()) emit publishedChosen(id);
        publishedCombo_->setCurrentIndex(0);
    });
    modelCombo_ = new QComboBox(this);
    modelCombo_->setAccessibleName(tr("model preset"));
    const auto& models = resources::trainingCatalog().models();
    for (const auto& model : models) {
        modelCombo_->addItem(QString::fromStdString(model.name), QString::fromStdString(model.id));
        modelCombo_->setItemData(modelCombo_->count() - 1,
                                 QString::fromStdString(model.source + (model.note.empty() ? "" : "; " + model.note) +
                                                        (model.settingsSource.empty() ? "" : "\nFrom its paper: " + model.settingsSource)),
                                 Qt::ToolTipRole);
    }
    modelCombo_->addItem(tr("Custom transformer"), QString::fromLatin1(kCustomId));
    TrainingFields::narrowCombo(modelCombo_);
    form->addRow(tr("preset"), modelCombo_);
    connect(modelCombo_, &QComboBox::activated, this, &TrainingModelGroup::presetChosen);
    form->addRow(buildShapeRows(addSpin, controller));
    form->addRow(buildRawRows());
    info_ = TrainingFields::addInfoLine(form);
    problem_ = TrainingFields::addProblemLine(form);
}

QWidget* TrainingModelGroup::buildShapeRows(const TrainingFields::SpinFactory& addSpin, ScenarioController* controller) {
    shapeRows_ = new QWidget(this);
    auto* shape = new QFormLayout(shapeRows_);
    shape->setContentsMargins(0, 0, 0, 0);
    auto* layersRow = new QWidget(shapeRows_);
    auto* layersLayout = new QHBoxLayout(layersRow);
    layersLayout->setContentsMargins(0, 0, 0, 0);
    layers_ = addSpin(layersRow, QStringLiteral("layers"), 1, 100000, QString(),
                      tr("Transformer layers l: the model's depth. Each runs forward and backward "
                         "in sequence, with its tensor-parallel synchronizations."));
    layersLayout->addWidget(layers_);
    layersSlider_ = new QSlider(Qt::Horizontal, layersRow);
    layersSlider_->setAccessibleName(tr("depth, in steps of p v layers"));
    layersSlider_->setToolTip(tr("Depth at this layout: multiples of p v layers, so the pipeline keeps its stages"));
    layersLayout->addWidget(layersSlider_, 1);
    connect(layersSlider_, &QSlider::valueChanged, this, &TrainingModelGroup::depthChosen);
    connect(layersSlider_, &QSlider::sliderPressed, controller, &ScenarioController::beginInteraction);
    connect(layersSlider_, &QSlider::sliderReleased, controller, &ScenarioController::endInteraction);
    shape->addRow(tr("layers l"), layersRow);
    shape->addRow(tr("hidden size h"), hidden_ = addSpin(shapeRows_, QStringLiteral("hidden"), 1, 1000000, QString(),
                                                         tr("Width of the residual stream; the MLP is 4h wide (Megatron-LM eq. 2)")));
    shape->addRow(tr("attention heads a"), heads_ = addSpin(shapeRows_, QStringLiteral("heads"), 1, 100000, QString(),
                                                            tr("Heads; h must be a multiple of them, and t must divide them")));
    shape->addRow(tr("sequence length s"), sequence_ = addSpin(shapeRows_, QStringLiteral("sequence"), 1, 10000000, tr(" tokens"),
                                                               tr("Tokens per sequence (context length)")));
    shape->addRow(tr("vocabulary V"), vocabulary_ = addSpin(shapeRows_, QStringLiteral("vocabulary"), 1, 100000000, tr(" tokens"),
                                                            tr("Vocabulary size (padded, as Megatron-LM pads to 51200)")));
    return shapeRows_;
}

QWidget* TrainingModelGroup::buildRawRows() {
    rawRows_ = new QWidget(this);
    auto* raw = new QFormLayout(rawRows_);
    raw->setContentsMargins(0, 0, 0, 0);
    rawParameters_ = TrainingFields::positiveField(tr("parameters"), rawRows_);
    rawParameters_->setToolTip(tr("Parameters P of a model that is not a transformer stack"));
    raw->addRow(tr("parameters P"), rawParameters_);
    rawFlops_ = TrainingFields::positiveField(tr("FLOP per sample"), rawRows_);
    rawFlops_->setToolTip(tr("Training FLOP per sample: forward and backward, about 3x the forward pass"));
    raw->addRow(tr("FLOP per sample"), rawFlops_);
    connect(rawParameters_, &NumberField::valueEntered, this, [this](double) { emit edited(); });
    connect(rawFlops_, &NumberField::valueEntered, this, [this](double) { emit edited(); });
    return rawRows_;
}

void TrainingModelGroup::showRun(const core::TrainingRun& run) {
    int modelIndex = modelCombo_->findData(QString::fromStdString(run.modelId));
    if (modelIndex < 0) modelIndex = modelCombo_->count() - 1;
    modelCombo_->setCurrentIndex(modelIndex);
    if (modelIndex == modelCombo_->count() - 1) modelCombo_->setItemText(modelIndex, QString::fromStdString(run.modelName));
    shapeRows_->setVisible(!run.raw);
    rawRows_->setVisible(run.raw.has_value());
    layers_->setValue(run.shape.layers);
    hidden_->setValue(run.shape.hidden);
    heads_->setValue(run.shape.heads);
    sequence_->setValue(run.shape.sequenceLength);
    vocabulary_->setValue(run.shape.vocabulary);
    if (run.raw) {
        rawParameters_->showValue(run.raw->parameters);
        rawFlops_->showValue(run.raw->flopsPerSample);
    }
    // In 64 bits: a run from a file is shown before it is checked.
    const long long perStage = std::max(1LL, 1LL * run.pipelineParallel * run.interleave);
    const QSignalBlocker blocker(layersSlider_);
    layersSlider_->setRange(1, int(std::max(2LL, 400 / perStage)));
    layersSlider_->setValue(int(std::max(1LL, run.shape.layers / perStage)));
}

void TrainingModelGroup::readInto(core::TrainingRun& run) const {
    if (!run.raw) {
        // The five fields this group edits; the rest of the shape (key/value
        // heads, FFN width, experts, ...) stays what the preset or session gave.
        run.shape.layers = layers_->value();
        run.shape.hidden = hidden_->value();
        run.shape.heads = heads_->value();
        run.shape.sequenceLength = sequence_->value();
        run.shape.vocabulary = vocabulary_->value();
    } else {
        run.raw = core::RawModel{rawParameters_->lineEdit()->text().toDouble(), rawFlops_->lineEdit()->text().toDouble()};
    }
}

}  // namespace effsurf::ui

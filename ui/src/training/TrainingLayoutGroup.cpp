// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingLayoutGroup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

namespace effsurf::ui {

TrainingLayoutGroup::TrainingLayoutGroup(const TrainingFields::SpinFactory& addSpin, QWidget* parent)
    : QGroupBox(tr("Parallel layout and batch"), parent) {
    auto* form = new QFormLayout(this);
    form->addRow(tr("tensor parallel t"), tensor_ = addSpin(this, QStringLiteral("tensor parallel"), 1, 4096, QString(),
                                                            tr("GPUs splitting each layer's matrices (Megatron-LM): 4 all-reduces "
                                                               "per layer and micro-batch, 6 with the forward recomputed")));
    form->addRow(tr("pipeline parallel p"), pipeline_ = addSpin(this, QStringLiteral("pipeline parallel"), 1, 4096, QString(),
                                                                tr("Stages the layers are split into: a bubble of (p \u2212 1)/(v m) "
                                                                   "of the compute")));
    form->addRow(tr("data parallel d"), data_ = addSpin(this, QStringLiteral("data parallel"), 1, 1000000, QString(),
                                                        tr("Replicas of the model, each on t p GPUs: one gradient all-reduce a step")));
    form->addRow(tr("micro-batch b"),
                 microBatch_ = addSpin(this, QStringLiteral("micro-batch"), 1, 100000, tr(" seq"), tr("Sequences per micro-batch")));
    form->addRow(tr("global batch B"),
                 globalBatch_ = addSpin(this, QStringLiteral("global batch"), 1, 100000000, tr(" seq"),
                                        tr("Sequences per step: a multiple of d b; m = B/(d b) micro-batches per pipeline")));
    form->addRow(tr("interleave v"), interleave_ = addSpin(this, QStringLiteral("interleave"), 1, 64, QString(),
                                                           tr("Model chunks per GPU (interleaved 1F1B): the bubble shrinks by v, the "
                                                              "pipeline's sends grow by v")));
    zeroCombo_ = new QComboBox(this);
    zeroCombo_->setAccessibleName(tr("ZeRO stage"));
    zeroCombo_->addItem(tr("0: none"), 0);
    zeroCombo_->addItem(tr("1: optimizer states sharded"), 1);
    zeroCombo_->addItem(tr("2: + gradients"), 2);
    zeroCombo_->addItem(tr("3 (FSDP): + weights"), 3);
    zeroCombo_->setToolTip(
        tr("ZeRO shards model states over the d replicas. Stage 2 shards the gradients too, "
           "reduce-scattered as each micro-batch's backward makes them (Llama 3's FSDP with "
           "pipelines); stage 3 (FSDP) gathers the weights for every micro-batch as well"));
    TrainingFields::narrowCombo(zeroCombo_);
    form->addRow(tr("ZeRO"), zeroCombo_);
    connect(zeroCombo_, &QComboBox::activated, this, &TrainingLayoutGroup::edited);
    shardGroup_ = addSpin(this, QStringLiteral("shard group"), 0, 1000000, QString(),
                          tr("Hybrid sharding (HSDP): ZeRO's states over groups of this many of the d cp ranks, "
                             "replicated across the groups, whose shards are all-reduced once a step"));
    shardGroup_->setSpecialValueText(tr("all of d"));
    form->addRow(tr("shard group"), shardGroup_);
    scheduleCombo_ = new QComboBox(this);
    scheduleCombo_->setAccessibleName(tr("pipeline schedule"));
    scheduleCombo_->addItem(tr("1F1B (Megatron-Core)"), int(core::PipelineSchedule::OneForwardOneBackward));
    scheduleCombo_->addItem(tr("DualPipe (DeepSeek-V3)"), int(core::PipelineSchedule::DualPipe));
    scheduleCombo_->setToolTip(
        tr("1F1B: a bubble of (p \u2212 1)/v micro-batch times, communication not hidden. "
           "DualPipe: micro-batches from both ends, the expert all-to-alls and sends hidden behind "
           "the other direction's compute on SMs taken from the GEMMs, a bubble of (p/2 \u2212 1) "
           "\u00B7 2/3 micro-batch times, two stages' model states a GPU (p even, v = 1)"));
    TrainingFields::narrowCombo(scheduleCombo_);
    form->addRow(tr("schedule"), scheduleCombo_);
    connect(scheduleCombo_, &QComboBox::activated, this, &TrainingLayoutGroup::edited);
    recomputeCombo_ = new QComboBox(this);
    recomputeCombo_->setAccessibleName(tr("activation recomputation"));
    recomputeCombo_->addItem(tr("none"), int(core::ActivationRecompute::None));
    recomputeCombo_->addItem(tr("selective (attention)"), int(core::ActivationRecompute::Selective));
    recomputeCombo_->addItem(tr("full (each layer)"), int(core::ActivationRecompute::Full));
    recomputeCombo_->setToolTip(
        tr("What the backward pass recomputes instead of keeping (Korthikanti et al. 2022): "
           "less activation memory for more compute. With fused attention, selective costs "
           "nothing more (the kernel recomputes the scores anyway); under latent attention it "
           "also recomputes the up-projections (DeepSeek-V3)"));
    TrainingFields::narrowCombo(recomputeCombo_);
    form->addRow(tr("recompute"), recomputeCombo_);
    connect(recomputeCombo_, &QComboBox::activated, this, &TrainingLayoutGroup::edited);
    allReduceCombo_ = new QComboBox(this);
    allReduceCombo_->setAccessibleName(tr("data-parallel all-reduce"));
    allReduceCombo_->addItem(tr("ring"), int(core::AllReduceAlgorithm::Ring));
    allReduceCombo_->addItem(tr("tree"), int(core::AllReduceAlgorithm::Tree));
    allReduceCombo_->setToolTip(
        tr("How the d replicas all-reduce their gradients: a ring (2(d \u2212 1) latencies, "
           "about twice the data) or a binary tree (2 log\u2082 d steps of the whole buffer)"));
    form->addRow(tr("gradient all-reduce"), allReduceCombo_);
    connect(allReduceCombo_, &QComboBox::activated, this, &TrainingLayoutGroup::edited);
    sequenceParallel_ = new QCheckBox(tr("sequence parallelism"), this);
    sequenceParallel_->setToolTip(tr("Split the layer norms' and dropouts' activations over t too (Korthikanti et al.)"));
    form->addRow(sequenceParallel_);
    connect(sequenceParallel_, &QCheckBox::toggled, this, &TrainingLayoutGroup::edited);
    fusedAttention_ = new QCheckBox(tr("fused attention (FlashAttention)"), this);
    fusedAttention_->setToolTip(
        tr("Today's kernels never write the s \u00D7 s scores to memory: they are neither kept "
           "nor moved, and the backward computes them again. Off: 2021's unfused attention"));
    form->addRow(fusedAttention_);
    connect(fusedAttention_, &QCheckBox::toggled, this, &TrainingLayoutGroup::edited);
    dropout_ = new QCheckBox(tr("dropout"), this);
    dropout_->setToolTip(
        tr("Dropout's masks kept for the backward pass (GPT-3 and 2021's runs); today's large models "
           "train without dropout"));
    form->addRow(dropout_);
    connect(dropout_, &QCheckBox::toggled, this, &TrainingLayoutGroup::edited);
    info_ = TrainingFields::addInfoLine(form);
    problem_ = TrainingFields::addProblemLine(form);
    auto* search = new QPushButton(tr("Rank every layout on these GPUs\u2026"), this);
    search->setToolTip(tr("Evaluate every valid (t, p, d, b, v) for this model, GPU count and batch"));
    connect(search, &QPushButton::clicked, this, &TrainingLayoutGroup::searchRequested);
    form->addRow(search);
}

void TrainingLayoutGroup::showRun(const core::TrainingRun& run) {
    tensor_->setValue(run.tensorParallel);
    pipeline_->setValue(run.pipelineParallel);
    data_->setValue(run.dataParallel);
    microBatch_->setValue(run.microBatch);
    globalBatch_->setValue(run.globalBatch);
    interleave_->setValue(run.interleave);
    shardGroup_->setValue(run.shardGroup);
    const QSignalBlocker z(zeroCombo_), r(recomputeCombo_), ar(allReduceCombo_), sp(sequenceParallel_), fa(fusedAttention_), dr(dropout_),
        sc(scheduleCombo_);
    fusedAttention_->setChecked(run.fusedAttention);
    dropout_->setChecked(run.dropout);
    scheduleCombo_->setCurrentIndex(scheduleCombo_->findData(int(run.schedule)));
    allReduceCombo_->setCurrentIndex(allReduceCombo_->findData(int(run.allReduce)));
    zeroCombo_->setCurrentIndex(zeroCombo_->findData(run.zeroStage));
    recomputeCombo_->setCurrentIndex(recomputeCombo_->findData(int(run.recompute)));
    sequenceParallel_->setChecked(run.sequenceParallel);
}

void TrainingLayoutGroup::readInto(core::TrainingRun& run) const {
    run.tensorParallel = tensor_->value();
    run.pipelineParallel = pipeline_->value();
    run.dataParallel = data_->value();
    run.microBatch = microBatch_->value();
    run.globalBatch = globalBatch_->value();
    run.interleave = interleave_->value();
    run.zeroStage = zeroCombo_->currentData().toInt();
    run.recompute = core::ActivationRecompute(recomputeCombo_->currentData().toInt());
    run.sequenceParallel = sequenceParallel_->isChecked();
    run.allReduce = core::AllReduceAlgorithm(allReduceCombo_->currentData().toInt());
    run.shardGroup = shardGroup_->value();
    run.fusedAttention = fusedAttention_->isChecked();
    run.dropout = dropout_->isChecked();
    run.schedule = core::PipelineSchedule(scheduleCombo_->currentData().toInt());
    if (run.schedule == core::PipelineSchedule::DualPipe) run.interleave = 1;  // its two directions are its chunks
}

int TrainingLayoutGroup::layersPerStep() const { return pipeline_->value() * interleave_->value(); }

}  // namespace effsurf::ui

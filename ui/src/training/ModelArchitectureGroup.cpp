// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/ModelArchitectureGroup.h"

#include "effsurf/ui/widgets/CheckedSpinBox.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

namespace effsurf::ui {

ModelArchitectureGroup::ModelArchitectureGroup(const SpinFactory& addSpin, QWidget* parent)
    : QGroupBox(tr("Attention, FFN and experts"), parent) {
    auto* form = new QFormLayout(this);
    kvHeads_ = addSpin(this, QStringLiteral("kv heads"), 0, 100000, QString(),
                       tr("Key/value heads: fewer than the query heads is grouped-query attention (Llama 2 70B, "
                          "Llama 3: 8), one is multi-query. They must divide the heads, and t must divide them."));
    kvHeads_->setSpecialValueText(tr("= heads"));
    form->addRow(tr("key/value heads"), kvHeads_);
    headDim_ =
        addSpin(this, QStringLiteral("head dim"), 0, 100000, QString(), tr("One head's width d_h; h / a unless the model says otherwise"));
    headDim_->setSpecialValueText(tr("h / a"));
    form->addRow(tr("head width"), headDim_);
    latentKvRank_ = addSpin(this, QStringLiteral("latent kv rank"), 0, 1000000, QString(),
                            tr("Multi-head latent attention (DeepSeek-V2/V3): keys and values compressed to this rank "
                               "(DeepSeek-V3: 512) and kept so under selective recomputation; at most h"));
    latentKvRank_->setSpecialValueText(tr("none (plain attention)"));
    form->addRow(tr("latent key/value rank"), latentKvRank_);
    latentRows_ = new QWidget(this);
    auto* latent = new QFormLayout(latentRows_);
    latent->setContentsMargins(0, 0, 0, 0);
    latentQueryRank_ = addSpin(latentRows_, QStringLiteral("latent query rank"), 0, 1000000, QString(),
                               tr("The rank queries are compressed to (DeepSeek-V3: 1536); at most h"));
    latentQueryRank_->setSpecialValueText(tr("not compressed"));
    latent->addRow(tr("latent query rank"), latentQueryRank_);
    ropeHeadDim_ = addSpin(latentRows_, QStringLiteral("rope head dim"), 0, 100000, QString(),
                           tr("The decoupled RoPE key's width per head (DeepSeek-V3: 64)"));
    latent->addRow(tr("RoPE width"), ropeHeadDim_);
    form->addRow(latentRows_);
    connect(latentKvRank_, &QSpinBox::valueChanged, this, [this](int rank) { latentRows_->setVisible(rank > 0); });
    ffnHidden_ = addSpin(this, QStringLiteral("ffn hidden"), 0, 10000000, QString(),
                         tr("The FFN's width f: 4 h in GPT; Llama 3 70B 28,672 (3.5 h) with a gate. t must divide it."));
    ffnHidden_->setSpecialValueText(tr("4 h"));
    form->addRow(tr("FFN width f"), ffnHidden_);
    gated_ = new QCheckBox(tr("gated FFN (SwiGLU)"), this);
    gated_->setAccessibleName(tr("gated FFN"));
    gated_->setToolTip(
        tr("Gate, up and down projections (Shazeer 2020; Llama, Mixtral, DeepSeek): a third more FFN "
           "weights and FLOP than two matrices of the same width: three h \u00D7 f matrices"));
    form->addRow(gated_);
    untied_ = new QCheckBox(tr("untied output layer"), this);
    untied_->setAccessibleName(tr("untied output layer"));
    untied_->setToolTip(tr("The logits' V \u00D7 h weights apart from the input embedding (Llama); GPT and BLOOM tie them"));
    form->addRow(untied_);

    experts_ = addSpin(this, QStringLiteral("experts"), 0, 100000, QString(),
                       tr("A mixture of experts: the routed experts of each MoE layer, all in memory (Mixtral 8, "
                          "DeepSeek-V3 256); the expert-parallel group must divide them"));
    experts_->setSpecialValueText(tr("dense"));
    form->addRow(tr("experts"), experts_);
    expertRows_ = new QWidget(this);
    auto* moe = new QFormLayout(expertRows_);
    moe->setContentsMargins(0, 0, 0, 0);
    expertsPerToken_ = addSpin(expertRows_, QStringLiteral("experts per token"), 1, 100000, QString(),
                               tr("Top-k: experts each token is sent to, the FLOP it costs (Mixtral 2, DeepSeek-V3 8)"));
    moe->addRow(tr("experts per token k"), expertsPerToken_);
    sharedExperts_ = addSpin(expertRows_, QStringLiteral("shared experts"), 0, 1000, QString(),
                             tr("Experts every token passes besides its k routed ones (DeepSeek-V3: 1)"));
    moe->addRow(tr("shared experts"), sharedExperts_);
    expertFfnHidden_ = addSpin(expertRows_, QStringLiteral("expert ffn hidden"), 0, 10000000, QString(),
                               tr("One expert's FFN width (DeepSeek-V3: 2,048); the dense FFN's unless given"));
    expertFfnHidden_->setSpecialValueText(tr("= f"));
    moe->addRow(tr("expert width"), expertFfnHidden_);
    denseLayers_ = addSpin(expertRows_, QStringLiteral("dense layers"), 0, 100000, QString(),
                           tr("The first layers that keep a dense FFN (DeepSeek-V3: 3)"));
    moe->addRow(tr("dense layers first"), denseLayers_);
    capacityFactor_ = new CheckedDoubleSpinBox(tr("capacity factor"), expertRows_);
    capacityFactor_->setRange(0.0, 64.0);
    capacityFactor_->setSingleStep(0.25);
    capacityFactor_->setDecimals(2);
    capacityFactor_->setSpecialValueText(tr("dropless"));
    capacityFactor_->setKeyboardTracking(false);
    capacityFactor_->setAccessibleName(tr("capacity factor"));
    capacityFactor_->setToolTip(
        tr("Tokens an expert may take as a multiple of an even share (Switch Transformer): the "
           "expert GEMMs and the all-to-all are padded to it; dropless (Megatron-Core's "
           "default) moves and computes what the router sends"));
    moe->addRow(tr("capacity factor"), capacityFactor_);
    maxNodesPerToken_ = addSpin(expertRows_, QStringLiteral("max nodes per token"), 0, 100000, QString(),
                                tr("Node-limited routing (DeepSeek-V3: 4): a token's experts lie on at most this many "
                                   "nodes, so it crosses the network once a node, not once an expert"));
    maxNodesPerToken_->setSpecialValueText(tr("unlimited"));
    moe->addRow(tr("nodes a token"), maxNodesPerToken_);
    form->addRow(expertRows_);

    problem_ = TrainingFields::addProblemLine(form);

    const auto changed = [this] {
        if (!filling_) emit edited();
    };
    connect(gated_, &QCheckBox::toggled, this, changed);
    connect(untied_, &QCheckBox::toggled, this, changed);
    connect(capacityFactor_, &QDoubleSpinBox::valueChanged, this, changed);
    connect(experts_, &QSpinBox::valueChanged, this, [this](int n) { expertRows_->setVisible(n > 0); });
}

void ModelArchitectureGroup::showShape(const core::TransformerShape& shape) {
    filling_ = true;
    const QSignalBlocker blockGated(gated_), blockUntied(untied_), blockCapacity(capacityFactor_);
    kvHeads_->setValue(shape.kvHeads);
    headDim_->setValue(shape.headDim);
    ffnHidden_->setValue(shape.ffnHidden);
    gated_->setChecked(shape.gatedFfn);
    untied_->setChecked(!shape.tiedEmbeddings);
    experts_->setValue(shape.moe.experts);
    expertsPerToken_->setValue(shape.moe.expertsPerToken);
    sharedExperts_->setValue(shape.moe.sharedExperts);
    expertFfnHidden_->setValue(shape.moe.expertFfnHidden);
    denseLayers_->setValue(shape.moe.denseLayers);
    capacityFactor_->setValue(shape.moe.capacityFactor);
    maxNodesPerToken_->setValue(shape.moe.maxNodesPerToken);
    expertRows_->setVisible(shape.moe.experts > 0);
    latentKvRank_->setValue(shape.latentKvRank);
    latentQueryRank_->setValue(shape.latentQueryRank);
    ropeHeadDim_->setValue(shape.ropeHeadDim);
    latentRows_->setVisible(shape.latentAttention());
    // Latent attention (DeepSeek-V3) has no key/value heads to choose: its ranks say how K and V are made.
    kvHeads_->setEnabled(!shape.latentAttention());
    filling_ = false;
}

void ModelArchitectureGroup::readInto(core::TransformerShape& shape) const {
    shape.kvHeads = kvHeads_->value();
    shape.headDim = headDim_->value();
    shape.ffnHidden = ffnHidden_->value();
    shape.gatedFfn = gated_->isChecked();
    shape.tiedEmbeddings = !untied_->isChecked();
    shape.moe.experts = experts_->value();
    shape.moe.expertsPerToken = expertsPerToken_->value();
    shape.moe.sharedExperts = sharedExperts_->value();
    shape.moe.expertFfnHidden = expertFfnHidden_->value();
    shape.moe.denseLayers = denseLayers_->value();
    shape.moe.capacityFactor = capacityFactor_->value();
    shape.moe.maxNodesPerToken = maxNodesPerToken_->value();
    shape.latentKvRank = latentKvRank_->value();
    shape.latentQueryRank = shape.latentKvRank > 0 ? latentQueryRank_->value() : 0;
    shape.ropeHeadDim = ropeHeadDim_->value();
}

}  // namespace effsurf::ui

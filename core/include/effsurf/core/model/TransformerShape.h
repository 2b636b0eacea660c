// SPDX-License-Identifier: MIT
#pragma once

#include <tuple>

namespace effsurf::core {

/// The experts of a mixture-of-experts transformer (Shazeer et al. 2017;
/// Fedus et al., Switch Transformer, arXiv 2101.03961; Jiang et al.,
/// Mixtral, arXiv 2401.04088; DeepSeek-AI, DeepSeek-V3, arXiv 2412.19437):
/// the FFN of every layer after the first `denseLayers` is `experts`
/// FFNs of width `expertFfnHidden`, of which a router sends each token to
/// `expertsPerToken`, plus `sharedExperts` that every token passes.
/// `experts` = 0 is a dense model.
struct MixtureOfExperts {
    int experts = 0;          ///< routed experts per MoE layer (0: dense)
    int expertsPerToken = 1;  ///< k, the router's top-k
    int sharedExperts = 0;    ///< experts every token passes (DeepSeek-V3: 1)
    int expertFfnHidden = 0;  ///< an expert's FFN width; 0: the dense FFN width
    int denseLayers = 0;      ///< the first layers keep a dense FFN (DeepSeek-V3: 3)
    /// Tokens an expert may take, as a multiple of an even share (Fedus et
    /// al.): the expert GEMMs are padded to it (hardware FLOP, memory), the
    /// all-to-all moves that many; 0: dropless (Megatron-Core's default),
    /// which moves and computes what the router sends.
    double capacityFactor = 0.0;
    /// Node-limited routing (DeepSeek-V3, section 2.1.2: M = 4): each token
    /// goes to experts on at most this many nodes, so it crosses the network
    /// once a node, not once an expert; 0: unlimited (plain top-k).
    int maxNodesPerToken = 0;
    bool enabled() const noexcept { return experts > 0; }
};

/// A GPT-style transformer as Megatron-LM describes it (Narayanan et al.,
/// SC21, arXiv 2104.04473, section 5.1; docs/models.md §4b), with what the
/// models since 2022 changed: grouped-query attention (Ainslie et al.,
/// arXiv 2305.13245; multi-query with one key/value head), gated FFNs
/// (SwiGLU, Shazeer, arXiv 2002.05202) of their own width, untied output
/// embeddings and mixtures of experts. The defaults (kvHeads = heads,
/// ffnHidden = 4 h, no gate, tied, dense) are Narayanan et al.'s GPT.
struct TransformerShape {
    TransformerShape() = default;
    /// Narayanan et al.'s five numbers; the rest keep their GPT defaults.
    TransformerShape(int layers_, int hidden_, int heads_, int sequenceLength_, int vocabulary_)
        : layers(layers_), hidden(hidden_), heads(heads_), sequenceLength(sequenceLength_), vocabulary(vocabulary_) {}

    static constexpr int kMlaRopeDim = 64;  ///< DeepSeek-V2/V3's decoupled RoPE width per head

    int layers = 96;            ///< l
    int hidden = 12288;         ///< h
    int heads = 96;             ///< a; h must be a multiple of it
    int sequenceLength = 2048;  ///< s, tokens per sequence
    int vocabulary = 51200;     ///< V
    int kvHeads = 0;            ///< key/value heads (grouped-query attention); 0: as many as heads
    int headDim = 0;            ///< d_h, one head's width; 0: h / a
    /// Multi-head latent attention (DeepSeek-V2/V3, arXiv 2405.04434): the
    /// ranks queries and keys/values are compressed to; 0: ordinary attention
    /// (a query rank of 0 with a key/value rank: queries not compressed).
    /// Its decoupled RoPE key adds ropeHeadDim to each query/key head.
    int latentQueryRank = 0;
    int latentKvRank = 0;
    int ropeHeadDim = kMlaRopeDim;  ///< the decoupled RoPE width per head under latent attention
    int ffnHidden = 0;              ///< the FFN's width f; 0: 4 h
    bool gatedFfn = false;          ///< SwiGLU/GeGLU: three h x f matrices (gate, up, down) instead of two
    bool tiedEmbeddings = true;     ///< the output layer reuses the input embedding's V x h weights (GPT, BLOOM; not Llama)
    MixtureOfExperts moe;

    bool latentAttention() const noexcept { return latentKvRank > 0; }
    int keyValueHeads() const noexcept { return kvHeads > 0 ? kvHeads : heads; }
    int headWidth() const noexcept { return headDim > 0 ? headDim : (heads > 0 ? hidden / heads : 0); }
    int ffnWidth() const noexcept { return ffnHidden > 0 ? ffnHidden : 4 * hidden; }
    int expertWidth() const noexcept { return moe.expertFfnHidden > 0 ? moe.expertFfnHidden : ffnWidth(); }
    /// Layers whose FFN is a mixture of experts.
    int moeLayers() const noexcept { return moe.enabled() ? layers - moe.denseLayers : 0; }

    /// Every field, for "is this still the preset?" and sessions' equality.
    auto fields() const noexcept {
        return std::tie(layers, hidden, heads, sequenceLength, vocabulary, kvHeads, headDim, latentQueryRank, latentKvRank, ropeHeadDim,
                        ffnHidden, gatedFfn, tiedEmbeddings, moe.experts, moe.expertsPerToken, moe.sharedExperts, moe.expertFfnHidden,
                        moe.denseLayers, moe.capacityFactor, moe.maxNodesPerToken);
    }
    friend bool operator==(const TransformerShape& a, const TransformerShape& b) noexcept { return a.fields() == b.fields(); }
    friend bool operator!=(const TransformerShape& a, const TransformerShape& b) noexcept { return !(a == b); }
};

}  // namespace effsurf::core

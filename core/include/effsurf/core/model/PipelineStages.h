// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::core {

/// How l layers are laid over p pipeline stages when the first stage also
/// holds the input embedding and the last the output layer (logits and
/// loss), each costing some number of layers' work: as evenly as the stages
/// allow, so that the slowest stage, which sets the pipeline's pace, is as
/// fast as it can be (what Megatron-LM's --decoder-first/last-pipeline-num-layers
/// and DeepSpeed's partition_method let a planner choose; BLOOM-176B put 70
/// layers and its two embedding layers on 12 stages, 6 units each).
///
/// With the extras e_first and e_last in units of one layer's work, stage i
/// gets n_i >= 1 layers and carries n_i + e_i; the split minimises
///
///     C = max_i (n_i + e_i)   subject to  sum_i n_i = l,
///
/// found as the least C with capacity(C) = sum_i floor(C - e_i) >= l (the
/// capacity grows with C, so a bisection over the candidates k + e_i finds
/// it). Where several stages could give up a layer the first stage does,
/// then the middle ones: the first stage keeps the most micro-batches in
/// flight (1F1B), so it is the one short of memory. O(log l), no allocation.
class PipelineStages {
public:
    /// Requires 1 <= stages <= layers and extras >= 0 (the caller validates;
    /// out-of-range values are clamped rather than thrown here).
    PipelineStages(int layers, int stages, double firstExtra, double lastExtra);

    int stages() const noexcept { return stages_; }
    int firstLayers() const noexcept { return first_; }
    int lastLayers() const noexcept { return last_; }
    /// The most layers any stage holds.
    int mostLayers() const noexcept;
    /// Layers on the middle stages (2 .. p-1): they differ by at most one.
    int middleLayersMost() const noexcept;
    /// The slowest stage's work, C, in layers: n_i + e_i at its largest.
    double slowestWork() const noexcept { return slowest_; }
    /// The mean stage's work, (l + e_first + e_last) / p.
    double meanWork() const noexcept;

private:
    double capacity(double c) const noexcept;

    int layers_, stages_;
    double firstExtra_, lastExtra_;
    int first_ = 0, last_ = 0, middleTotal_ = 0;
    double slowest_ = 0.0;
};

}  // namespace effsurf::core

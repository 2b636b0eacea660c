#include "effsurf/core/model/TransformerModel.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <string>

namespace effsurf::core {
namespace {

void requireDivisible(int value, int by, std::string_view field, std::string_view byName) {
    if (value % by != 0)
        throw InvalidParameter(std::string(field), std::to_string(value) + " is not divisible by " + std::string(byName) +
                                                       " = " + std::to_string(by));
}

}  // namespace

TransformerModel::TransformerModel(const TransformerShape& shape) : shape_(shape) {
    requireCount(shape.layers, "layers");
    requireCount(shape.hidden, "hidden");
    requireCount(shape.heads, "heads");
    requireCount(shape.sequenceLength, "sequence length");
    requireCount(shape.vocabulary, "vocabulary");
    requireDivisible(shape.hidden, shape.heads, "hidden", "heads");
}

double TransformerModel::parameterCount() const noexcept {
    const double l = shape_.layers, h = shape_.hidden, s = shape_.sequenceLength, v = shape_.vocabulary;
    return 12.0 * l * h * h * (1.0 + 13.0 / (12.0 * h) + (v + s) / (12.0 * l * h));
}

double TransformerModel::flopsPerStep(double globalBatch, ActivationRecompute recompute) const {
    requirePositive(globalBatch, "global batch");
    const double b = globalBatch, l = shape_.layers, h = shape_.hidden, s = shape_.sequenceLength,
                 v = shape_.vocabulary;
    switch (recompute) {
        case ActivationRecompute::Full: return 96.0 * b * s * l * h * h * (1.0 + s / (6.0 * h) + v / (16.0 * l * h));
        case ActivationRecompute::Selective:
            return 72.0 * b * s * l * h * h * (1.0 + s / (6.0 * h) + v / (12.0 * l * h)) + 4.0 * b * s * s * l * h;
        case ActivationRecompute::None: break;
    }
    return 72.0 * b * s * l * h * h * (1.0 + s / (6.0 * h) + v / (12.0 * l * h));
}

double TransformerModel::trainingSeconds(double tokens, double gpus, double flopsPerGpu, ActivationRecompute recompute) const {
    requirePositive(tokens, "tokens");
    requireProcessorCount(gpus, "GPUs");
    requirePositive(flopsPerGpu, "FLOP/s per GPU");
    const double passes = recompute == ActivationRecompute::Full ? 8.0 : 6.0;
    return passes * tokens * parameterCount() / (gpus * flopsPerGpu);
}

MemoryPerGpu modelStatesPerGpu(double parameters, double dataParallel, int zeroStage, double bytesPerElement) {
    if (zeroStage < 0 || zeroStage > 3)
        throw InvalidParameter("ZeRO stage", "must be 0, 1, 2 or 3, not " + std::to_string(zeroStage));
    const bool fp32 = bytesPerElement >= 4.0;
    const double weightBytes = fp32 ? 4.0 : 2.0, optimizerBytes = fp32 ? 8.0 : 12.0;
    MemoryPerGpu memory{};
    memory.weights = weightBytes * parameters / (zeroStage >= 3 ? dataParallel : 1.0);
    memory.gradients = weightBytes * parameters / (zeroStage >= 2 ? dataParallel : 1.0);
    memory.optimizer = optimizerBytes * parameters / (zeroStage >= 1 ? dataParallel : 1.0);
    memory.activations = 0.0;
    return memory;
}

MemoryPerGpu TransformerModel::memoryPerGpu(const ParallelLayout& layout) const {
    requireCount(layout.tensorParallel, "tensor parallel");
    requireCount(layout.pipelineParallel, "pipeline parallel");
    requireCount(layout.dataParallel, "data parallel");
    requireCount(layout.microBatch, "micro-batch");
    requireCount(layout.microBatchesPerStep, "micro-batches per step");
    requireDivisible(shape_.heads, layout.tensorParallel, "heads", "tensor parallel");
    requireDivisible(shape_.hidden, layout.tensorParallel, "hidden", "tensor parallel");
    requireDivisible(shape_.layers, layout.pipelineParallel, "layers", "pipeline parallel");

    const double t = layout.tensorParallel, p = layout.pipelineParallel, d = layout.dataParallel;
    MemoryPerGpu memory = modelStatesPerGpu(parameterCount() / (t * p), d, layout.zeroStage, layout.bytesPerElement);

    const double perLayer =
        layerActivationBytes(layout.microBatch, layout.tensorParallel, layout.sequenceParallel, layout.recompute);
    const double inFlight = std::min(p, double(layout.microBatchesPerStep));
    // Korthikanti et al. count 16-bit activations; FP32 keeps twice the bytes.
    const double width = layout.bytesPerElement >= 4.0 ? 2.0 : 1.0;
    memory.activations = width * perLayer * (shape_.layers / p) * inFlight;
    return memory;
}

double TransformerModel::layerActivationBytes(double microBatch, int tensorParallel, bool sequenceParallel,
                                              ActivationRecompute recompute) const {
    const double s = shape_.sequenceLength, b = microBatch, h = shape_.hidden, a = shape_.heads, t = tensorParallel;
    switch (recompute) {
        case ActivationRecompute::None:
            // Inside the tensor-parallel blocks the activations split over t
            // anyway; sequence parallelism splits the rest (layer norms, dropouts) too.
            return sequenceParallel ? s * b * h * (34.0 + 5.0 * a * s / h) / t
                                    : s * b * h * (10.0 + 24.0 / t + 5.0 * a * s / (h * t));
        case ActivationRecompute::Selective:
            return sequenceParallel ? 34.0 * s * b * h / t : s * b * h * (10.0 + 24.0 / t);
        case ActivationRecompute::Full: break;
    }
    return 2.0 * s * b * h / (sequenceParallel ? t : 1.0);
}

std::string_view TransformerModel::recomputeId(ActivationRecompute recompute) {
    switch (recompute) {
        case ActivationRecompute::Selective: return "selective";
        case ActivationRecompute::Full: return "full";
        case ActivationRecompute::None: break;
    }
    return "none";
}

ActivationRecompute TransformerModel::parseRecompute(std::string_view id) {
    if (id == "none") return ActivationRecompute::None;
    if (id == "selective") return ActivationRecompute::Selective;
    if (id == "full") return ActivationRecompute::Full;
    throw InvalidParameter("recompute", "must be none, selective or full, not \"" + std::string(id) + "\"");
}

}  // namespace effsurf::core

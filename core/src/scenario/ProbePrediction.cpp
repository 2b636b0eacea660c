// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/ProbePrediction.h"

#include "effsurf/core/data/MeasurementSeriesBuilder.h"

#include <cmath>
#include <limits>

namespace effsurf::core {

std::string ProbePrediction::modelName(const std::string& measured) { return measured + " model"; }

const std::string& ProbePrediction::modelSource() {
    static const std::string source = "effsurf's training model";
    return source;
}

std::string ProbePrediction::measuredNameOf(const MeasurementSeries& series) {
    const std::string suffix = modelName("");
    const std::string& name = series.name;
    if (series.sourceFile != modelSource() || name.size() <= suffix.size() ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
        return {};
    return name.substr(0, name.size() - suffix.size());
}

MeasurementSeries ProbePrediction::predictedSeries() const {
    MeasurementSeriesBuilder builder(MeasuredQuantity::Time, true);
    for (const Point& point : points) builder.add(point.workers, point.predictedSeconds, 0.0, 0);
    return builder.finish(modelName(series), modelSource(), "s");
}

ProbePrediction predictTrainingStep(const ProbeMetadata& metadata, const MeasurementSeries& measured) {
    ProbePrediction prediction;
    prediction.series = measured.name;
    if (!metadata.isProbe()) {
        prediction.reason = "not a file effsurf-probe wrote";
        return prediction;
    }
    if (measured.quantity != MeasuredQuantity::Time || measured.points.empty()) {
        prediction.reason = "'" + measured.name + "' has no measured times";
        return prediction;
    }
    const auto value = [&](const char* field) { return metadata.number(measured.name + "." + field); };
    const auto parameters = value("parameters"), bytes = value("bytes_per_element"), flop = value("flop_per_step"),
               rate = value("compute_rate_flops");
    if (!parameters || !bytes || !flop || !rate || *parameters <= 0 || *bytes <= 0 || *flop <= 0 || *rate <= 0) {
        prediction.reason = "'" + measured.name + "' is not a training step the probe described (no " + measured.name +
                            ".parameters, .bytes_per_element, .flop_per_step and .compute_rate_flops)";
        return prediction;
    }
    std::vector<AllReduceTiming> timings;
    for (const ProbeAllReduceSample& sample : metadata.allReduce) timings.push_back({sample.workers, sample.bytes, sample.seconds});
    prediction.collective = fitAllReduce(timings);
    if (!prediction.collective.ok) {
        prediction.reason = "no all-reduce to predict with: " + prediction.collective.reason;
        return prediction;
    }

    TrainingParameters& p = prediction.parameters;
    p.parameterCount = *parameters;
    p.bytesPerElement = *bytes;
    p.flopsPerStep = *flop;
    p.throughputFlops = *rate;
    p.latencySeconds = std::max(prediction.collective.latencySeconds, 1e-12);
    p.bandwidthBytesPerSecond = prediction.collective.bandwidthBytesPerSecond;
    p.algorithm = AllReduceAlgorithm::Ring;
    p.scaling = ScalingMode::Strong;
    try {
        const TrainingModel model(p);
        const MeasurementPoint& first = measured.points.front();
        for (const MeasurementPoint& m : measured.points) {
            if (m.processors != std::floor(m.processors)) continue;
            ProbePrediction::Point point;
            point.workers = m.processors;
            point.measuredSeconds = m.value;
            point.predictedSeconds = model.stepTimes(m.processors).total;
            point.ratio = point.measuredSeconds / point.predictedSeconds;
            point.measuredEfficiency = first.value * first.processors / (m.processors * m.value);
            point.predictedEfficiency = model.efficiency(m.processors);
            point.predictedSerialFraction =
                m.processors >= 2 ? model.effectiveSerialFraction(m.processors) : std::numeric_limits<double>::quiet_NaN();
            prediction.points.push_back(point);
        }
    } catch (const std::exception& error) {
        prediction.reason = std::string("the probe's numbers are not a valid training model: ") + error.what();
        return prediction;
    }
    if (prediction.points.empty()) {
        prediction.reason = "'" + measured.name + "' has no whole worker counts";
        return prediction;
    }
    prediction.ok = true;
    return prediction;
}

std::vector<MeasurementSeries> probePredictionSeries(const ProbeMetadata& metadata, const std::vector<MeasurementSeries>& series) {
    std::vector<MeasurementSeries> predicted;
    if (!metadata.isProbe()) return predicted;
    for (const MeasurementSeries& measured : series) {
        if (measured.name.rfind("train-", 0) != 0) continue;
        const ProbePrediction prediction = predictTrainingStep(metadata, measured);
        if (prediction.ok) predicted.push_back(prediction.predictedSeries());
    }
    return predicted;
}

}  // namespace effsurf::core

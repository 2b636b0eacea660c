// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/TrainingStepFit.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/fit/StudentT.h"
#include "effsurf/core/model/ParallelTrainingModel.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/NumberText.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace effsurf::core {
namespace {

/// The layouts measured: each with its rows' moments in log step time.
struct Configuration {
    ParallelTrainingParameters q;
    int gpus = 0;
    double rows = 0.0;
    double sumLog = 0.0, sumLogSquares = 0.0;
    double meanLog() const { return sumLog / rows; }
};

[[noreturn]] void refuse(const std::string& file, int line, const std::string& message) {
    throw ImportError(ImportIssue{file, line, 0, "", message, "cannot fit"});
}

/// The run a row describes: its own layout where it gives one, the run's otherwise.
TrainingRun rowRun(const TrainingRun& run, const TrainingStepMeasurement& row, const std::string& file) {
    TrainingRun at = run;
    if (row.tensorParallel) at.tensorParallel = *row.tensorParallel;
    if (row.contextParallel) at.contextParallel = *row.contextParallel;
    if (row.pipelineParallel) at.pipelineParallel = *row.pipelineParallel;
    if (row.expertParallel) at.expertParallel = *row.expertParallel;
    if (row.microBatch) at.microBatch = *row.microBatch;
    if (row.globalBatch) at.globalBatch = *row.globalBatch;
    const long long replica = 1LL * at.tensorParallel * at.contextParallel * at.pipelineParallel;
    if (row.dataParallel) {
        at.dataParallel = *row.dataParallel;
        if (replica * at.dataParallel != row.gpus)
            refuse(file, row.line,
                   Message(EFFSURF_TEXT("%1 GPUs are not t cp p d = %2"),
                           {std::to_string(row.gpus), std::to_string(replica * at.dataParallel)})
                       .text());
    } else {
        if (row.gpus % replica != 0)
            refuse(file, row.line,
                   Message(EFFSURF_TEXT("%1 GPUs are not a multiple of t cp p = %2 (give the row's layout in tp, cp, pp, dp columns)"),
                           {std::to_string(row.gpus), std::to_string(replica)})
                       .text());
        at.dataParallel = int(row.gpus / replica);
    }
    return at;
}

/// ln T of a configuration at theta = (ln u, ln bandwidth).
double logStep(ParallelTrainingParameters q, const Eigen::Vector2d& theta) {
    q.utilization = std::clamp(std::exp(theta(0)), 1e-3, 1.0);
    q.interNode.bandwidthBytesPerSecond = std::exp(theta(1));
    return std::log(ParallelTrainingModel(q).step().total);
}

Eigen::Vector2d gradient(const ParallelTrainingParameters& q, const Eigen::Vector2d& theta) {
    constexpr double h = 1e-5;
    Eigen::Vector2d g;
    for (int k = 0; k < 2; ++k) {
        Eigen::Vector2d up = theta, down = theta;
        up(k) += h;
        down(k) -= h;
        g(k) = (logStep(q, up) - logStep(q, down)) / (2.0 * h);
    }
    return g;
}

/// Sum over the configurations of rows (f - mean)^2: the part of the residual sum the parameters move.
double weightedResidual(const std::vector<Configuration>& configs, const Eigen::Vector2d& theta) {
    double sum = 0.0;
    for (const auto& c : configs) {
        const double r = logStep(c.q, theta) - c.meanLog();
        sum += c.rows * r * r;
    }
    return sum;
}

}  // namespace

TrainingRun TrainingStepFit::withNetworkBandwidth(const TrainingRun& run, double bytesPerSecond, const std::string& name) {
    TrainingRun fitted = run;
    const double perNic = bytesPerSecond * std::max(1, run.gpusPerNode) / double(std::max(1, run.nicsPerNode));
    fitted.useCustomNetwork(perNic, run.networkLatencySeconds);
    fitted.networkName = name;
    return fitted;
}

TrainingStepFitResult TrainingStepFit::fit(const TrainingRun& run, Precision precision, const TrainingStepFile& steps) {
    const std::string& file = steps.fileName;
    long long observations = 0;
    for (const auto& row : steps.rows) observations += std::max(1, row.repetitions);
    if (observations < 3)
        refuse(file, 0,
               Message(observations == 1 ? EFFSURF_TEXT("has %1 measured step: the fit needs at least three (two unknowns, the "
                                                        "utilization and the network's bandwidth, and their intervals)")
                                         : EFFSURF_TEXT("has %1 measured steps: the fit needs at least three (two unknowns, the "
                                                        "utilization and the network's bandwidth, and their intervals)"),
                       {std::to_string(observations)})
                   .text());
    std::set<int> gpuCounts;
    for (const auto& row : steps.rows) gpuCounts.insert(row.gpus);
    if (gpuCounts.size() < 2)
        refuse(file, 0,
               Message(EFFSURF_TEXT("every step was measured on %1 GPUs: one GPU count cannot tell the utilization from the network's "
                                    "bandwidth (both only lengthen the step); measure at two or more GPU counts"),
                       {std::to_string(*gpuCounts.begin())})
                   .text());

    // Group the rows by layout: the least squares over every row is the one over the groups' means
    // plus the spread within them, which no parameter moves.
    std::map<std::tuple<int, int, int, int, int, int, int>, std::size_t> index;
    std::vector<Configuration> configs;
    std::vector<std::size_t> rowConfig;
    rowConfig.reserve(steps.rows.size());
    for (const auto& row : steps.rows) {
        const TrainingRun at = rowRun(run, row, file);
        const auto key = std::make_tuple(at.tensorParallel, at.contextParallel, at.pipelineParallel, at.dataParallel, at.expertParallel,
                                         at.microBatch, at.globalBatch);
        auto it = index.find(key);
        if (it == index.end()) {
            Configuration c;
            try {
                c.q = at.parameters(precision);
                (void)ParallelTrainingModel(c.q);
            } catch (const InvalidParameter& e) {
                refuse(file, row.line,
                       Message(EFFSURF_TEXT("its layout is not one of %1: %2: %3"), {run.modelName, e.field(), e.message()}).text());
            }
            c.gpus = row.gpus;
            it = index.emplace(key, configs.size()).first;
            configs.push_back(c);
        }
        Configuration& c = configs[it->second];
        const double tokensPerStep = double(c.q.globalBatch) * (c.q.raw ? 1.0 : double(c.q.shape.sequenceLength));
        const double seconds = row.stepSeconds > 0.0 ? row.stepSeconds : tokensPerStep / row.tokensPerSecond;
        const double y = std::log(seconds), n = std::max(1, row.repetitions);
        c.rows += n;
        c.sumLog += n * y;
        c.sumLogSquares += n * y * y + row.logSpread;
        rowConfig.push_back(it->second);
    }

    // Levenberg-Marquardt in (ln u, ln bandwidth), from the run's own values.
    const double lineRate = run.parameters(precision).interNode.bandwidthBytesPerSecond;
    Eigen::Vector2d theta(std::log(run.utilization), std::log(lineRate));
    double residual = weightedResidual(configs, theta), lambda = 1e-3;
    Eigen::Matrix2d normal = Eigen::Matrix2d::Zero();
    for (int iteration = 0; iteration < 200; ++iteration) {
        normal.setZero();
        Eigen::Vector2d rhs = Eigen::Vector2d::Zero();
        for (const auto& c : configs) {
            const Eigen::Vector2d g = gradient(c.q, theta);
            normal += c.rows * g * g.transpose();
            rhs -= c.rows * g * (logStep(c.q, theta) - c.meanLog());
        }
        bool improved = false;
        for (int tries = 0; tries < 30 && !improved; ++tries) {
            Eigen::Matrix2d damped = normal;
            damped.diagonal() *= 1.0 + lambda;
            damped.diagonal().array() += 1e-300;
            Eigen::Vector2d step = damped.ldlt().solve(rhs);
            Eigen::Vector2d next = theta + step;
            next(0) = std::min(next(0), 0.0);  // u <= 1: no GEMM beats its datasheet
            next(0) = std::max(next(0), std::log(1e-3));
            const double r = weightedResidual(configs, next);
            if (r < residual) {
                const bool converged = (next - theta).norm() < 1e-10 || residual - r < 1e-15 * (1.0 + residual);
                theta = next, residual = r, lambda = std::max(lambda / 3.0, 1e-12), improved = true;
                if (converged) iteration = 200;
            } else {
                lambda *= 4.0;
            }
        }
        if (!improved) break;
    }
    normal.setZero();
    for (const auto& c : configs) {
        const Eigen::Vector2d g = gradient(c.q, theta);
        normal += c.rows * g * g.transpose();
    }
    // What the steps cannot tell: a bandwidth no collective across nodes uses, or two unknowns that move every step alike.
    const double scale0 = std::sqrt(normal(0, 0)), scale1 = std::sqrt(normal(1, 1));
    if (!(scale1 > 1e-6 * std::max(1.0, scale0)))
        refuse(file, 0,
               Message(EFFSURF_TEXT("no measured step crosses the network (every collective stays inside an NVLink domain of %1 GPUs), "
                                    "so its bandwidth cannot be fitted; measure on more nodes"),
                       {std::to_string(run.nvlinkDomain)})
                   .text());
    const double correlation = normal(0, 1) / (scale0 * scale1);
    if (!(std::abs(correlation) < 1.0 - 1e-9))
        refuse(file, 0,
               EFFSURF_TEXT("the utilization and the network's bandwidth change these steps alike and cannot be told apart; "
                            "measure at GPU counts further apart, or with the batch kept"));

    TrainingStepFitResult result;
    result.fileName = file;
    result.observations = int(std::min<long long>(observations, 2000000000LL));
    result.gpuCounts = int(gpuCounts.size());
    result.degreesOfFreedom = result.observations - 2;
    double within = 0.0, sumAll = 0.0, sumAllSquares = 0.0;
    for (const auto& c : configs) {
        within += std::max(0.0, c.sumLogSquares - c.sumLog * c.sumLog / c.rows);
        sumAll += c.sumLog;
        sumAllSquares += c.sumLogSquares;
    }
    const double total = residual + within;
    const double variance = total / result.degreesOfFreedom;
    const Eigen::Matrix2d covariance = variance * normal.inverse();
    result.covariance = {covariance(0, 0), covariance(0, 1), covariance(1, 0), covariance(1, 1)};
    const double t = studentTCritical(0.95, result.degreesOfFreedom);
    const double du = t * std::sqrt(std::max(0.0, covariance(0, 0))), db = t * std::sqrt(std::max(0.0, covariance(1, 1)));
    result.utilization = std::exp(theta(0));
    result.utilizationLow = std::exp(theta(0) - du);
    result.utilizationHigh = std::min(1.0, std::exp(theta(0) + du));
    result.bandwidth = std::exp(theta(1));
    result.bandwidthLow = std::exp(theta(1) - db);
    result.bandwidthHigh = std::exp(theta(1) + db);
    result.lineRate = lineRate;
    const double n = result.observations;
    const double spread = sumAllSquares - sumAll * sumAll / n;
    result.rSquared = spread > 0.0 ? 1.0 - total / spread : 1.0;
    result.rmsRelativeError = std::sqrt(total / n);
    if (theta(0) >= -1e-12)
        result.warning = Message(EFFSURF_TEXT("the steps are as fast as the %1's datasheet peak allows at u = 1: is the GPU or the "
                                              "precision right?"),
                                 {run.acceleratorName})
                             .text();

    result.run = withNetworkBandwidth(run, result.bandwidth,
                                      "fitted to " + file + ": " + plainNumber(result.bandwidth / 1e9, 3) + " GB/s a GPU (" +
                                          plainNumber(100.0 * result.bandwidth / lineRate, 3) + " % of " + run.networkName + ")");
    result.run.utilization = result.utilization;
    for (std::size_t i = 0; i < steps.rows.size(); ++i) {
        const auto& row = steps.rows[i];
        const Configuration& c = configs[rowConfig[i]];
        ParallelTrainingParameters q = c.q;
        q.utilization = result.utilization;
        q.interNode.bandwidthBytesPerSecond = result.bandwidth;
        const ParallelTrainingModel model(q);
        TrainingStepFitPoint point;
        point.line = row.line;
        point.gpus = row.gpus;
        point.tensorParallel = q.layout.tensorParallel, point.contextParallel = q.layout.contextParallel;
        point.pipelineParallel = q.layout.pipelineParallel, point.dataParallel = q.layout.dataParallel;
        const double tokensPerStep = double(q.globalBatch) * (q.raw ? 1.0 : double(q.shape.sequenceLength));
        point.measuredSeconds = row.stepSeconds > 0.0 ? row.stepSeconds : tokensPerStep / row.tokensPerSecond;
        point.repetitions = std::max(1, row.repetitions);
        point.modelSeconds = model.step().total;
        point.measuredTokensPerSecond = tokensPerStep / point.measuredSeconds;
        point.modelFlopsPerGpu = model.modelFlopsPerStep() / (double(row.gpus) * point.measuredSeconds);
        result.points.push_back(point);
    }
    return result;
}

std::vector<TrainingPrediction> TrainingStepFit::predict(const TrainingStepFitResult& fit, Precision precision, std::vector<int> gpus) {
    const TrainingRun& run = fit.run;
    const long long replica = 1LL * run.tensorParallel * run.contextParallel * run.pipelineParallel;
    if (gpus.empty())
        for (const int d : run.validDataParallelSizes()) gpus.push_back(int(std::min<long long>(replica * d, 1000000000LL)));
    std::set<int> measured;
    for (const auto& p : fit.points) measured.insert(p.gpus);
    const Eigen::Matrix2d covariance{{fit.covariance[0], fit.covariance[1]}, {fit.covariance[2], fit.covariance[3]}};
    const double t = studentTCritical(0.95, std::max(1, fit.degreesOfFreedom));
    const Eigen::Vector2d theta(std::log(fit.utilization), std::log(fit.bandwidth));
    std::vector<TrainingPrediction> predictions;
    for (const int n : gpus) {
        if (n < 1 || n % replica != 0) continue;
        TrainingRun at = run;
        at.dataParallel = int(n / replica);
        ParallelTrainingParameters q;
        try {
            q = at.parameters(precision);
            (void)ParallelTrainingModel(q);
        } catch (const InvalidParameter&) {
            continue;  // a d the batch or the schedule does not allow
        }
        const ParallelTrainingModel model(q);
        const Eigen::Vector2d g = gradient(q, theta);
        const double half = t * std::sqrt(std::max(0.0, double(g.transpose() * covariance * g)));
        TrainingPrediction p;
        p.gpus = n;
        p.dataParallel = at.dataParallel;
        p.stepSeconds = model.step().total;
        p.tokensPerSecond = model.tokensPerSecond();
        p.tokensPerSecondLow = p.tokensPerSecond * std::exp(-half);
        p.tokensPerSecondHigh = p.tokensPerSecond * std::exp(half);
        p.modelFlopsPerGpu = model.achievedModelFlopsPerGpu();
        p.modelFlopsPerGpuLow = p.modelFlopsPerGpu * std::exp(-half);
        p.modelFlopsPerGpuHigh = p.modelFlopsPerGpu * std::exp(half);
        p.measured = measured.count(n) != 0;
        predictions.push_back(p);
    }
    return predictions;
}

}  // namespace effsurf::core

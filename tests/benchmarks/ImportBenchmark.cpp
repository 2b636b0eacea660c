// SPDX-License-Identifier: MIT
// Importing measurement files: a million "ranks,time_s" rows (13 MB, as
// scripts/make_benchmark_csv.py writes them) parsed, checked, aggregated per N
// and fitted, in memory; and the parts on their own, to show where time goes.
// scripts/bench.sh times the whole `effsurf-cli fit` beside pandas + numpy.

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/fit/SerialFractionFit.h"

#include "MillionRows.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

namespace {

const std::string& millionRows() {
    static const std::string text = effsurf::bench::millionRowCsv();
    return text;
}

void BM_ImportCsvMillionRows(benchmark::State& state) {
    const std::string& text = millionRows();
    effsurf::core::ImportOptions options;
    options.keepRows = state.range(0) != 0;
    for (auto _ : state) {
        const auto imported = effsurf::core::MeasurementCsvImporter::importText(text, "bench.csv", {}, options);
        benchmark::DoNotOptimize(imported.series.points.data());
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
    state.SetItemsProcessed(state.iterations() * 1000000);
}

void BM_TokenizeMillionRows(benchmark::State& state) {
    const std::string& text = millionRows();
    for (auto _ : state) {
        effsurf::core::CsvTokenizer tokenizer(text, "bench.csv");
        effsurf::core::CsvRecordView record;
        std::size_t fields = 0;
        while (tokenizer.next(record)) fields += record.fields.size();
        benchmark::DoNotOptimize(fields);
    }
    state.SetBytesProcessed(state.iterations() * std::int64_t(text.size()));
}

void BM_AggregateMillionRows(benchmark::State& state) {
    std::mt19937 generator(3);
    std::uniform_int_distribution<int> pick(0, 63);
    std::vector<double> n(1000000), t(1000000);
    for (std::size_t i = 0; i < n.size(); ++i) {
        n[i] = std::round(std::pow(2.0, pick(generator) / 3.0));
        t[i] = 1000.0 / n[i];
    }
    for (auto _ : state) {
        effsurf::core::MeasurementSeriesBuilder builder(effsurf::core::MeasuredQuantity::Time, false);
        for (std::size_t i = 0; i < n.size(); ++i) builder.add(n[i], t[i], 0.0, int(i));
        benchmark::DoNotOptimize(builder.finish("b", "b.csv").points.data());
    }
    state.SetItemsProcessed(state.iterations() * std::int64_t(n.size()));
}

void BM_FitImportedMillionRows(benchmark::State& state) {
    const auto imported = effsurf::core::MeasurementCsvImporter::importText(millionRows(), "bench.csv");
    for (auto _ : state) benchmark::DoNotOptimize(effsurf::core::fitSerialFraction(imported.series).serialFraction);
}

BENCHMARK(BM_ImportCsvMillionRows)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TokenizeMillionRows)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AggregateMillionRows)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FitImportedMillionRows)->Unit(benchmark::kMicrosecond);

}  // namespace

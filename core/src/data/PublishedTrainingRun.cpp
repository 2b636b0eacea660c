// SPDX-License-Identifier: MIT
#include "effsurf/core/data/PublishedTrainingRun.h"

#include "effsurf/core/util/Message.h"

#include "PresetTable.h"

#include "effsurf/core/util/InvalidParameter.h"

#include <cmath>

namespace effsurf::core {
namespace {

/// Reads one row's typed settings; a problem is recorded against its column, never thrown.
class PublishedRunReader {
public:
    PublishedRunReader(PresetTable& table, const CsvRecord& record) : table_(table), record_(record) {}

    std::string text(std::string_view column, bool required = false) {
        const auto c = table_.optionalColumn(column);
        if (!c) {
            if (required) table_.column(column);  // throws: the header lacks it
            return {};
        }
        return table_.text(record_, *c, required);
    }

    /// A whole number >= `least`, or nothing when the field is empty.
    std::optional<int> whole(std::string_view column, int least = 1) {
        const auto c = table_.optionalColumn(column);
        if (!c || trim(record_.fields[*c]).empty()) return std::nullopt;
        const std::string raw(trim(record_.fields[*c]));
        const auto value = parseDouble(raw);
        if (!value || std::floor(*value) != *value || *value < least || *value > 1e9) {
            table_.report(record_, *c,
                          Message(EFFSURF_TEXT("expected a whole number from %1 to 1e9, got '%2'"), {std::to_string(least), raw}).text());
            return std::nullopt;
        }
        return int(*value);
    }

    std::optional<double> number(std::string_view column, bool required = false) {
        const auto c = table_.optionalColumn(column);
        if (!c) return std::nullopt;
        return table_.number(record_, *c, required);
    }

    /// A finite number of either sign (a miss), or `fallback` when empty.
    double signedNumber(std::string_view column, double fallback) {
        const auto c = table_.optionalColumn(column);
        if (!c || trim(record_.fields[*c]).empty()) return fallback;
        const std::string raw(trim(record_.fields[*c]));
        const auto value = parseDouble(raw);
        if (!value || !std::isfinite(*value)) {
            table_.report(record_, *c, Message(EFFSURF_TEXT("expected a number, got '%1'"), {raw}).text());
            return fallback;
        }
        return *value;
    }

    std::optional<bool> flag(std::string_view column) {
        const auto c = table_.optionalColumn(column);
        if (!c || trim(record_.fields[*c]).empty()) return std::nullopt;
        return table_.flag(record_, c, false);
    }

    /// An id a core parser knows (recompute, schedule, precision), with its refusal recorded at the column.
    template <typename Parse>
    auto parsed(std::string_view column, Parse&& parse) -> std::optional<decltype(parse(std::string()))> {
        const auto c = table_.optionalColumn(column);
        if (!c || trim(record_.fields[*c]).empty()) return std::nullopt;
        try {
            return parse(toLower(trim(record_.fields[*c])));
        } catch (const InvalidParameter& e) {
            table_.report(record_, *c, e.message());
            return std::nullopt;
        }
    }

    void report(std::string_view column, const std::string& message) { table_.report(record_, table_.column(column), message); }

private:
    PresetTable& table_;
    const CsvRecord& record_;
};

PublishedMeasure parseMeasure(const std::string& id) {
    if (id == "hardware-tflops") return PublishedMeasure::HardwareTflopsPerGpu;
    if (id == "model-tflops") return PublishedMeasure::ModelTflopsPerGpu;
    if (id == "gpu-hours") return PublishedMeasure::GpuHours;
    throw InvalidParameter("measure", Message(EFFSURF_TEXT("expected hardware-tflops, model-tflops or gpu-hours, not '%1'"), {id}).text());
}

}  // namespace

std::string_view PublishedTrainingRun::measureId(PublishedMeasure measure) {
    switch (measure) {
        case PublishedMeasure::ModelTflopsPerGpu: return "model-tflops";
        case PublishedMeasure::GpuHours: return "gpu-hours";
        case PublishedMeasure::HardwareTflopsPerGpu: break;
    }
    return "hardware-tflops";
}

std::vector<PublishedTrainingRun> PublishedTrainingRun::parse(std::string_view csv, const std::string& fileName) {
    PresetTable table(csv, fileName);
    const auto identity = table.identityColumns();
    for (const char* required : {"experiment", "model", "gpu", "network", "measure", "published", "status"}) table.column(required);
    std::vector<PublishedTrainingRun> runs;
    for (const auto& record : table.records()) {
        PublishedRunReader row(table, record);
        PublishedTrainingRun run;
        {
            struct {
                std::string id, name, source, note;
            } identityOnly;  // the table's id, name, source and note columns, read as every preset's
            table.readIdentity(record, identity, identityOnly);
            run.id = identityOnly.id;
            run.name = identityOnly.name;
            run.source = identityOnly.source;
            run.why = identityOnly.note;
        }
        run.experiment = row.text("experiment", true);
        run.model = row.text("model", true);
        run.gpu = row.text("gpu", true);
        run.network = row.text("network", true);
        run.gpusPerNode = row.whole("gpus_per_node");
        run.tensorParallel = row.whole("tp");
        run.contextParallel = row.whole("cp");
        run.pipelineParallel = row.whole("pp");
        run.dataParallel = row.whole("dp");
        run.expertParallel = row.whole("ep");
        run.microBatch = row.whole("micro_batch");
        run.globalBatch = row.whole("global_batch");
        run.sequenceLength = row.whole("sequence");
        run.interleave = row.whole("interleave");
        run.zeroStage = row.whole("zero", 0);
        if (run.zeroStage && *run.zeroStage > 3) row.report("zero", EFFSURF_TEXT("expected a ZeRO stage 0, 1, 2 or 3"));
        run.shardGroup = row.whole("shard_group");
        run.recompute = row.parsed("recompute", [](const std::string& word) { return TransformerModel::parseRecompute(word); });
        run.sequenceParallel = row.flag("sequence_parallel");
        run.fusedAttention = row.flag("fused_attention");
        run.dropout = row.flag("dropout");
        run.schedule = row.parsed("schedule", [](const std::string& word) { return ParallelTrainingModel::parseSchedule(word); });
        run.fp8Recipe = toLower(row.text("fp8_recipe"));
        if (const auto precision = row.parsed("precision", [](const std::string& word) { return parsePrecision(word); }))
            run.precision = *precision;
        run.tokens = row.number("tokens");
        if (const auto measure = row.parsed("measure", [](const std::string& word) { return parseMeasure(word); })) run.measure = *measure;
        run.published = row.number("published", true).value_or(1.0);
        if (run.measure == PublishedMeasure::GpuHours && !run.tokens)
            row.report("tokens", EFFSURF_TEXT("GPU-hours need the tokens trained on"));
        run.missLow = row.signedNumber("miss_low", -0.10);
        run.missHigh = row.signedNumber("miss_high", 0.10);
        if (!(run.missLow <= run.missHigh)) row.report("miss_high", EFFSURF_TEXT("must not be below miss_low"));
        const std::string status = toLower(row.text("status", true));
        if (status == "documented") run.documented = true;
        else if (status != "reproduced")
            row.report("status", Message(EFFSURF_TEXT("expected reproduced or documented, got '%1'"), {status}).text());
        if (run.documented && run.why.empty()) row.report("note", EFFSURF_TEXT("a documented miss says why"));
        run.stated = row.text("stated");
        run.assumed = row.text("assumed");
        runs.push_back(std::move(run));
    }
    if (!table.issues().empty()) throw ImportError(std::move(table.issues()));
    return runs;
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/data/TrainingStepReader.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/data/ImportIssueLog.h"
#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <tuple>

namespace effsurf::core {
namespace {

constexpr std::size_t kStepRowsPerCancelCheck = 4096;

/// A header name without case, blanks, separators or a trailing unit in brackets.
std::string normalized(std::string_view name) {
    std::string out;
    for (const char c : toLower(trim(name))) {
        if (c == '[' || c == '(') break;
        if (c != ' ' && c != '_' && c != '-' && c != '.') out += c;
    }
    return out;
}

/// Tokens a second over the run: what throughput columns are called.
bool isThroughput(std::string_view name) {
    const std::string n = normalized(name);
    for (const char* known : {"tokenspersecond", "tokens/s", "tokenss", "tok/s", "toks", "tokenspersec", "tokenspers", "throughput",
                              "throughputtokens", "tokenthroughput"})
        if (n == known) return true;
    return false;
}

/// The layout columns a row may carry, by the names effsurf-cli's options use.
struct LayoutColumn {
    const char* names[3];
    std::optional<int> TrainingStepMeasurement::*field;
};
const std::array<LayoutColumn, 7> kLayoutColumns{{
    {{"tp", "tensorparallel", "t"}, &TrainingStepMeasurement::tensorParallel},
    {{"cp", "contextparallel", "cp"}, &TrainingStepMeasurement::contextParallel},
    {{"pp", "pipelineparallel", "p"}, &TrainingStepMeasurement::pipelineParallel},
    {{"dp", "dataparallel", "d"}, &TrainingStepMeasurement::dataParallel},
    {{"ep", "expertparallel", "ep"}, &TrainingStepMeasurement::expertParallel},
    {{"microbatch", "mbs", "b"}, &TrainingStepMeasurement::microBatch},
    {{"globalbatch", "gbs", "batch"}, &TrainingStepMeasurement::globalBatch},
}};

struct Columns {
    int gpus = -1;
    int step = -1;
    double stepScale = 1.0;
    bool throughput = false;
    std::array<int, kLayoutColumns.size()> layout{};
};

Columns resolve(const std::vector<std::string>& header, const std::string& fileName, int headerLine) {
    Columns c;
    c.layout.fill(-1);
    int stepScore = 0;
    for (int i = 0; i < int(header.size()); ++i) {
        const std::string n = normalized(header[std::size_t(i)]);
        bool layout = false;
        for (std::size_t k = 0; k < kLayoutColumns.size(); ++k)
            for (const char* name : kLayoutColumns[k].names)
                if (n == name && c.layout[k] < 0) c.layout[k] = i, layout = true;
        if (layout) continue;
        if (isThroughput(header[std::size_t(i)])) {
            if (c.step < 0 || stepScore < 2) c.step = i, c.throughput = true, c.stepScale = 1.0, stepScore = 2;
            continue;
        }
        const ColumnMeaning meaning = classifyColumn(header[std::size_t(i)]);
        if (meaning.role == ColumnRole::Processors && c.gpus < 0) c.gpus = i;
        // A step's time: "step_seconds", "step_time_ms", "seconds" (the unit applied).
        const bool stepNamed = n.rfind("step", 0) == 0;
        if ((meaning.role == ColumnRole::Time || stepNamed) && (c.step < 0 || (stepNamed && stepScore < 2))) {
            c.step = i, c.throughput = false, c.stepScale = meaning.role == ColumnRole::Time ? meaning.scale : 1.0;
            if (stepNamed && n.find("ms") != std::string::npos && meaning.role != ColumnRole::Time) c.stepScale = 1e-3;
            stepScore = stepNamed ? 2 : 1;
        }
    }
    std::vector<ImportIssue> missing;
    if (c.gpus < 0)
        missing.push_back(
            {fileName, headerLine, 0, "gpus", EFFSURF_TEXT("no column of GPU counts (name one gpus, n or num_gpus)"), "missing column"});
    if (c.step < 0)
        missing.push_back({fileName, headerLine, 0, "step_seconds",
                           EFFSURF_TEXT("no column of step times or throughput (name one step_seconds, step_time_ms or tokens_per_second)"),
                           "missing column"});
    if (!missing.empty()) throw ImportError(std::move(missing));
    return c;
}

}  // namespace

bool operator==(const TrainingStepMeasurement& a, const TrainingStepMeasurement& b) {
    return a.line == b.line && a.gpus == b.gpus && a.stepSeconds == b.stepSeconds && a.tokensPerSecond == b.tokensPerSecond &&
           a.repetitions == b.repetitions && a.logSpread == b.logSpread && a.tensorParallel == b.tensorParallel &&
           a.contextParallel == b.contextParallel && a.pipelineParallel == b.pipelineParallel && a.dataParallel == b.dataParallel &&
           a.expertParallel == b.expertParallel && a.microBatch == b.microBatch && a.globalBatch == b.globalBatch;
}

namespace {

TrainingStepFile readRecords(CsvTokenizer& tokenizer, const ImportOptions& options) {
    TrainingStepFile file;
    file.fileName = tokenizer.fileName();
    tokenizer.setCancel(options.cancel);
    CsvRecordView record;
    if (!tokenizer.next(record))
        throw ImportError(ImportIssue{file.fileName, 0, 0, "", EFFSURF_TEXT("file is empty: expected a header line"), "unreadable file"});
    std::vector<std::string> header;
    for (auto name : record.fields) header.emplace_back(trim(name));
    const Columns columns = resolve(header, file.fileName, record.line);
    ImportIssueLog issues(options.listedIssueLimit);
    const auto report = [&](int line, int column, const std::string& message, const std::string& kind) {
        issues.add(ImportIssue{file.fileName, line, column + 1, header[std::size_t(column)], message, kind});
    };
    std::size_t rows = 0;
    // Repetitions gathered by (N, layout, kind): their count and the moments of their logarithms.
    using Key = std::tuple<int, bool, std::array<int, kLayoutColumns.size()>>;
    std::map<Key, std::size_t> groups;
    std::vector<std::pair<double, double>> logMoments;  // sum of ln value, sum of its squares
    while (tokenizer.next(record)) {
        if (++rows % kStepRowsPerCancelCheck == 0) {
            if (options.cancel && options.cancel->load()) throw ImportCancelled();
            if (options.progress) options.progress(tokenizer.bytesConsumed(), tokenizer.totalBytes());
        }
        if (record.fields.size() != header.size()) {
            issues.add(ImportIssue{
                file.fileName, record.line, 0, "",
                Message(EFFSURF_TEXT("expected %1 fields, got %2"), {std::to_string(header.size()), std::to_string(record.fields.size())})
                    .text(),
                "wrong field count"});
            continue;
        }
        TrainingStepMeasurement row;
        row.line = record.line;
        bool good = true;
        double n = 0.0;
        const std::string_view gpus = record.fields[std::size_t(columns.gpus)];
        if (const ValueProblem p = readProcessorCount(gpus, n); p != ValueProblem::None || std::floor(n) != n || n > 1e9) {
            report(record.line, columns.gpus,
                   p != ValueProblem::None ? problemMessage(p, EFFSURF_TEXT("GPUs"), gpus, n)
                                           : Message(EFFSURF_TEXT("expected a whole number of GPUs, got '%1'"), {std::string(gpus)}).text(),
                   p != ValueProblem::None ? std::string(problemKind(p)) : EFFSURF_TEXT("not a whole number"));
            good = false;
        }
        row.gpus = int(n);
        double value = 0.0;
        const std::string_view step = record.fields[std::size_t(columns.step)];
        if (const ValueProblem p = readMeasuredValue(step, columns.stepScale, value); p != ValueProblem::None) {
            report(record.line, columns.step,
                   problemMessage(p, columns.throughput ? EFFSURF_TEXT("throughput") : EFFSURF_TEXT("step time"), step, value),
                   std::string(problemKind(p)));
            good = false;
        }
        (columns.throughput ? row.tokensPerSecond : row.stepSeconds) = value;
        for (std::size_t k = 0; k < kLayoutColumns.size(); ++k) {
            const int c = columns.layout[k];
            if (c < 0) continue;
            const std::string_view field = trim(record.fields[std::size_t(c)]);
            if (field.empty()) continue;  // the run's
            const auto count = parseDouble(std::string(field));
            if (!count || std::floor(*count) != *count || *count < 1.0 || *count > 1e9) {
                report(record.line, c, Message(EFFSURF_TEXT("expected a whole number >= 1, got '%1'"), {std::string(field)}).text(),
                       EFFSURF_TEXT("not a whole number"));
                good = false;
                continue;
            }
            row.*(kLayoutColumns[k].field) = int(*count);
        }
        if (!good) continue;
        std::array<int, kLayoutColumns.size()> layout{};
        for (std::size_t k = 0; k < kLayoutColumns.size(); ++k) layout[k] = (row.*(kLayoutColumns[k].field)).value_or(0);
        const auto [it, fresh] = groups.emplace(Key{row.gpus, columns.throughput, layout}, file.rows.size());
        const double y = std::log(value);
        if (fresh) {
            file.rows.push_back(row);
            logMoments.emplace_back(y, y * y);
        } else {
            file.rows[it->second].repetitions += 1;
            logMoments[it->second].first += y;
            logMoments[it->second].second += y * y;
        }
    }
    for (std::size_t i = 0; i < file.rows.size(); ++i) {
        TrainingStepMeasurement& row = file.rows[i];
        const double n = row.repetitions, mean = logMoments[i].first / n;
        row.logSpread = std::max(0.0, logMoments[i].second - n * mean * mean);
        (row.stepSeconds > 0.0 ? row.stepSeconds : row.tokensPerSecond) = std::exp(mean);
    }
    if (options.progress) options.progress(tokenizer.bytesConsumed(), tokenizer.totalBytes());
    if (!issues.listed().empty()) {
        std::size_t total = 0;
        for (const auto& count : issues.counts()) total += count.count;
        std::vector<ImportIssue> listed = issues.takeListed();
        if (total > listed.size())
            listed.push_back({file.fileName, 0, 0, "", ImportIssueLog::summary(total, issues.counts(), listed.size()), "summary"});
        throw ImportError(std::move(listed));
    }
    if (file.rows.empty())
        throw ImportError(ImportIssue{file.fileName, 0, 0, "", EFFSURF_TEXT("has a header but no measured step"), "no data"});
    return file;
}

}  // namespace

TrainingStepFile TrainingStepReader::read(const std::string& path, const ImportOptions& options) {
    const auto tokenizer = CsvTokenizer::openFile(path);
    return readRecords(*tokenizer, options);
}

TrainingStepFile TrainingStepReader::parse(std::string_view text, const std::string& fileName, const ImportOptions& options) {
    CsvTokenizer tokenizer(text, fileName);
    return readRecords(tokenizer, options);
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/data/MeasurementCsvImporter.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/util/TextUtil.h"

#include <map>

namespace effsurf::core {
namespace {

/// Series one file may split into: a probe writes about ten; a column of a
/// million distinct names is not a list of series.
constexpr std::size_t kMaxSeries = 64;

/// Rows between two looks at the cancel flag and two progress reports.
constexpr std::size_t kRowsPerCheck = 4096;

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (const auto dot = name.find_last_of('.'); dot != std::string::npos && dot > 0) name.resize(dot);
    return name;
}

std::string quantityWord(MeasuredQuantity quantity) {
    switch (quantity) {
        case MeasuredQuantity::Time: return "time";
        case MeasuredQuantity::Speedup: return "speedup";
        case MeasuredQuantity::Efficiency: return "efficiency";
        case MeasuredQuantity::RmaxRpeak: return "Rmax";
    }
    return "value";
}

std::vector<std::string> readHeaderRecord(CsvTokenizer& tokenizer, int& headerLine) {
    CsvRecordView record;
    if (!tokenizer.next(record))
        throw ImportError(
            ImportIssue{tokenizer.fileName(), 0, 0, "", EFFSURF_TEXT("file is empty: expected a header line"), "unreadable file"});
    headerLine = record.line;
    std::vector<std::string> header;
    header.reserve(record.fields.size());
    for (auto name : record.fields) header.emplace_back(trim(name));
    return header;
}

MeasurementImport importRecords(CsvTokenizer& tokenizer, const MeasurementColumnMapping& mapping, const ImportOptions& options) {
    const std::string& fileName = tokenizer.fileName();
    int headerLine = 0;
    const std::vector<std::string> header = readHeaderRecord(tokenizer, headerLine);
    const MeasurementColumnChoice columns = resolveMeasurementColumns(header, mapping, fileName, headerLine);
    const std::string valueName = quantityWord(columns.quantity);

    // One builder a series: the file's, or one per value of its series column.
    std::vector<std::string> groupNames;
    std::vector<MeasurementSeriesBuilder> builders;
    std::map<std::string, std::size_t, std::less<>> groupIndex;
    const auto builderFor = [&](std::string_view group) -> MeasurementSeriesBuilder& {
        auto found = groupIndex.find(group);
        if (found == groupIndex.end()) {
            found = groupIndex.emplace(std::string(group), builders.size()).first;
            groupNames.emplace_back(group);
            builders.emplace_back(columns.quantity, options.keepRows);
        }
        return builders[found->second];
    };
    if (columns.series < 0) builderFor("");
    ImportIssueLog log(options.listedIssueLimit);
    MeasurementImport result;
    const auto reportProgress = [&] {
        if (options.progress) options.progress(tokenizer.bytesConsumed(), tokenizer.totalBytes());
    };

    tokenizer.setCancel(options.cancel);
    CsvRecordView record;
    std::size_t records = 0;
    while (tokenizer.next(record)) {
        // A preview stops after so many records, good or bad: a file of bad
        // rows must not be read to its end for a first look.
        if (options.rowLimit > 0 && records >= options.rowLimit) {
            result.truncated = true;
            break;
        }
        if (++records % kRowsPerCheck == 0) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) throw ImportCancelled();
            reportProgress();
        }
        if (record.fields.size() != header.size()) {
            log.report(EFFSURF_TEXT("wrong field count"), [&] {
                return ImportIssue{
                    fileName,
                    record.line,
                    0,
                    "",
                    Message(EFFSURF_TEXT("expected %1 fields as in the header (line %2), found %3"),
                            {std::to_string(header.size()), std::to_string(headerLine), std::to_string(record.fields.size())})
                        .text(),
                    "wrong field count"};
            });
            continue;
        }
        const auto problem = [&](int column, ValueProblem what, std::string_view name, double value) {
            log.report(problemKind(what), [&] {
                return ImportIssue{fileName,
                                   record.line,
                                   column + 1,
                                   header[std::size_t(column)],
                                   problemMessage(what, name, record.fields[std::size_t(column)], value),
                                   std::string(problemKind(what))};
            });
        };
        double n = 0.0, value = 0.0, peak = 0.0;
        if (const auto p = readProcessorCount(record.fields[std::size_t(columns.processors)], n); p != ValueProblem::None) {
            problem(columns.processors, p, "N", n);
            continue;
        }
        if (const auto p = readMeasuredValue(record.fields[std::size_t(columns.value)], columns.valueScale, value);
            p != ValueProblem::None) {
            problem(columns.value, p, valueName, value);
            continue;
        }
        if (columns.peak >= 0) {
            if (const auto p = readMeasuredValue(record.fields[std::size_t(columns.peak)], 1.0, peak); p != ValueProblem::None) {
                problem(columns.peak, p, "Rpeak", peak);
                continue;
            }
        }
        if (columns.series < 0) {
            builders.front().add(n, value, peak, record.line);
            continue;
        }
        const std::string_view group = trim(record.fields[std::size_t(columns.series)]);
        if (group.empty()) {
            log.report(EFFSURF_TEXT("no series name"), [&] {
                return ImportIssue{fileName,
                                   record.line,
                                   columns.series + 1,
                                   header[std::size_t(columns.series)],
                                   EFFSURF_TEXT("the series name is empty"),
                                   "no series name"};
            });
            continue;
        }
        if (groupIndex.find(group) == groupIndex.end() && builders.size() >= kMaxSeries) {
            log.report(EFFSURF_TEXT("too many series"), [&] {
                return ImportIssue{
                    fileName,
                    record.line,
                    columns.series + 1,
                    header[std::size_t(columns.series)],
                    "more than " + std::to_string(kMaxSeries) + " series in one file: '" + std::string(group) + "' is left out",
                    "too many series"};
            });
            continue;
        }
        builderFor(group).add(n, value, peak, record.line);
    }
    if (records == 0) throw ImportError(ImportIssue{fileName, headerLine, 0, "", EFFSURF_TEXT("no data rows after the header"), "no data"});
    reportProgress();

    if (builders.empty()) builderFor(baseName(fileName));  // every row was refused: an empty series
    for (std::size_t i = 0; i < builders.size(); ++i) {
        MeasurementSeries series = builders[i].finish(groupNames[i].empty() ? baseName(fileName) : groupNames[i], fileName, columns.unit);
        if (i == 0) result.series = std::move(series);
        else result.otherSeries.push_back(std::move(series));
    }
    result.issueCount = log.total();
    result.issueKinds = log.counts();
    result.issues = log.takeListed();
    result.bytesRead = std::size_t(tokenizer.bytesConsumed());
    return result;
}

}  // namespace

MeasurementImport MeasurementCsvImporter::importText(std::string_view text, const std::string& fileName,
                                                     const MeasurementColumnMapping& mapping, const ImportOptions& options) {
    CsvTokenizer tokenizer(text, fileName);
    return importRecords(tokenizer, mapping, options);
}

MeasurementImport MeasurementCsvImporter::importFile(const std::string& path, const MeasurementColumnMapping& mapping,
                                                     const ImportOptions& options) {
    const auto tokenizer = CsvTokenizer::openFile(path);
    return importRecords(*tokenizer, mapping, options);
}

std::vector<std::string> MeasurementCsvImporter::readHeader(const std::string& path) {
    // A header is short: one longer than 1 MiB is not one (and is not read on).
    const auto tokenizer = CsvTokenizer::openFile(path, 64 * 1024, std::size_t(1) << 20);
    int headerLine = 0;
    return readHeaderRecord(*tokenizer, headerLine);
}

}  // namespace effsurf::core

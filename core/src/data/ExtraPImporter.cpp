// SPDX-License-Identifier: MIT
#include "effsurf/core/data/ExtraPImporter.h"

#include "effsurf/core/data/CsvTokenizer.h"
#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/util/Message.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {
namespace {

std::vector<std::string> splitWords(std::string_view text) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r')) ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\t' && text[i] != '\r') ++i;
        if (i > start) words.emplace_back(text.substr(start, i - start));
    }
    return words;
}

/// Lines between two looks at the cancel flag and two progress reports.
constexpr int kLinesPerCheck = 4096;

struct DataLine {
    int line = 0;
    std::vector<double> values;
    bool valid = true;
};

struct Block {
    std::string region;
    std::string metric;
    int firstLine = 0;
    std::vector<DataLine> data;
};

class ExtraPParser {
public:
    ExtraPParser(std::string_view text, const std::string& file, const ImportOptions& options)
        : text_(text), file_(file), options_(options), log_(options.listedIssueLimit) {}

    void run() {
        requireUtf8Text(text_, file_);
        int lineNumber = 0;
        for (std::size_t start = 0; start < text_.size();) {
            const auto end = std::min(text_.find('\n', start), text_.size());
            const std::string_view raw = text_.substr(start, end - start);
            start = end + 1;
            ++lineNumber;
            if (lineNumber % kLinesPerCheck == 0) {
                if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) throw ImportCancelled();
                if (options_.progress) options_.progress(std::min(start, text_.size()), text_.size());
            }
            const std::string_view line = trim(raw);
            if (line.empty() || line.front() == '#') continue;
            const auto space = line.find_first_of(" \t");
            const std::string keyword(line.substr(0, space));
            const std::string_view rest = space == std::string_view::npos ? std::string_view{} : trim(line.substr(space));
            if (keyword == "PARAMETER") {
                for (auto& name : splitWords(rest)) parameters_.push_back(name);
                if (rest.empty()) issue(lineNumber, "PARAMETER", EFFSURF_TEXT("expected a parameter name"), "missing value");
            } else if (keyword == "POINTS") {
                readPoints(rest, lineNumber);
            } else if (keyword == "REGION") {
                startBlock(std::string(rest), currentMetric_, lineNumber, true);
            } else if (keyword == "METRIC") {
                startBlock(currentRegion_, std::string(rest), lineNumber, false);
            } else if (keyword == "DATA") {
                readData(rest, lineNumber);
            } else {
                issue(lineNumber, "",
                      Message(EFFSURF_TEXT("unknown keyword '%1'; expected PARAMETER, POINTS, REGION, METRIC or DATA"), {keyword}).text(),
                      EFFSURF_TEXT("unknown keyword"));
            }
        }
        if (lineNumber == 0 || (parameters_.empty() && points_.empty() && blocks_.empty()))
            fail(0, EFFSURF_TEXT("file is empty: expected PARAMETER, POINTS and DATA lines"));
        closeBlock();
        if (options_.progress) options_.progress(text_.size(), text_.size());
    }

    MeasurementImport select(const ExtraPSelection& selection) {
        if (parameters_.empty()) fail(0, EFFSURF_TEXT("no PARAMETER line"));
        if (points_.empty()) fail(0, EFFSURF_TEXT("no POINTS line"));
        if (blocks_.empty()) fail(0, EFFSURF_TEXT("no DATA lines"));

        const std::size_t processIndex = chooseProcessParameter(selection);
        const Block& block = chooseBlock(selection);

        MeasurementImport result;
        const std::string name =
            (block.region.empty() ? baseName() : block.region) + (block.metric.empty() ? "" : " (" + block.metric + ")");
        MeasurementSeriesBuilder builder(MeasuredQuantity::Time, options_.keepRows);

        const std::size_t count = std::min(block.data.size(), points_.size());
        // The other parameters must keep the value of the first well-formed point.
        const Point* reference = nullptr;
        for (std::size_t i = 0; i < count && !reference; ++i)
            if (points_[i].valid && points_[i].values.size() == parameters_.size()) reference = &points_[i];
        for (std::size_t i = 0; i < count; ++i) {
            const auto& coordinate = points_[i].values;
            const DataLine& data = block.data[i];
            if (!points_[i].valid || !data.valid || coordinate.size() != parameters_.size()) continue;
            for (std::size_t p = 0; p < parameters_.size(); ++p) {
                if (p == processIndex || coordinate[p] == reference->values[p]) continue;
                fail(points_[i].line,
                     Message(EFFSURF_TEXT(
                                 "parameter '%1' takes several values (%2, %3); effsurf needs a series in the process count '%4' alone"),
                             {parameters_[p], formatNumber(reference->values[p]), formatNumber(coordinate[p]), parameters_[processIndex]})
                         .text());
            }
            const double processors = coordinate[processIndex];
            if (const ValueProblem problem = checkProcessorCount(processors); problem != ValueProblem::None) {
                issue(points_[i].line, parameters_[processIndex],
                      problemMessage(problem, EFFSURF_TEXT("process count"), formatNumber(processors), processors),
                      std::string(problemKind(problem)));
                continue;
            }
            // A point listed twice is the same N measured again: more repetitions.
            for (double value : data.values) builder.add(processors, value, 0.0, data.line);
        }
        result.series = builder.finish(name, file_);
        result.issueCount = log_.total();
        result.issueKinds = log_.counts();
        result.issues = log_.takeListed();
        result.bytesRead = text_.size();
        return result;
    }

private:
    struct Point {
        int line = 0;
        std::vector<double> values;
        bool valid = true;
    };

    [[noreturn]] void fail(int line, const std::string& message) { throw ImportError(ImportIssue{file_, line, 0, "", message}); }
    void issue(int line, const std::string& field, const std::string& message, const std::string& kind) {
        log_.add({file_, line, 0, field, message, kind});
    }

    std::string baseName() const {
        const auto slash = file_.find_last_of('/');
        return slash == std::string::npos ? file_ : file_.substr(slash + 1);
    }

    /// A coordinate (POINTS): any finite number; the process count is checked when selected.
    bool readNumber(const std::string& word, int line, const std::string& field, double& out) {
        const auto value = parseDouble(word);
        const ValueProblem problem = !value                   ? ValueProblem::NotANumber
                                     : !std::isfinite(*value) ? ValueProblem::NotFinite
                                                              : ValueProblem::None;
        if (problem != ValueProblem::None) {
            report(problem, line, field, word, 0.0);
            return false;
        }
        out = *value;
        return true;
    }

    /// A measured value (DATA): a time that can be a measurement.
    bool readMeasured(const std::string& word, int line, double& out) {
        const ValueProblem problem = readMeasuredValue(word, 1.0, out);
        if (problem == ValueProblem::None) return true;
        report(problem, line, "DATA", word, out);
        return false;
    }

    void report(ValueProblem problem, int line, const std::string& field, const std::string& word, double value) {
        log_.report(problemKind(problem), [&] {
            return ImportIssue{file_, line, 0, field, problemMessage(problem, "value", word, value), std::string(problemKind(problem))};
        });
    }

    void readPoints(std::string_view rest, int line) {
        if (parameters_.empty()) fail(line, EFFSURF_TEXT("POINTS before any PARAMETER line"));
        std::vector<std::string> tuples;
        if (rest.find('(') != std::string_view::npos) {
            std::size_t pos = 0;
            while ((pos = rest.find('(', pos)) != std::string_view::npos) {
                const auto close = rest.find(')', pos);
                if (close == std::string_view::npos) {
                    issue(line, "POINTS", EFFSURF_TEXT("a '(' without its ')'"), "malformed point");
                    return;
                }
                tuples.emplace_back(rest.substr(pos + 1, close - pos - 1));
                pos = close + 1;
            }
        } else {
            tuples = splitWords(rest);
        }
        if (tuples.empty()) issue(line, "POINTS", EFFSURF_TEXT("expected at least one point"), "missing value");
        for (const auto& tuple : tuples) {
            Point point;
            point.line = line;
            for (const auto& word : splitWords(tuple)) {
                double value = 0.0;
                if (readNumber(word, line, "POINTS", value)) point.values.push_back(value);
                else point.valid = false;
            }
            if (point.valid && point.values.size() != parameters_.size()) {
                issue(line, "POINTS",
                      Message(EFFSURF_TEXT("point (%1) has %2 coordinates for %3 parameters"),
                              {tuple, std::to_string(point.values.size()), std::to_string(parameters_.size())})
                          .text(),
                      EFFSURF_TEXT("malformed point"));
                point.valid = false;
            }
            points_.push_back(std::move(point));
        }
    }

    void startBlock(std::string region, std::string metric, int line, bool isRegion) {
        currentRegion_ = std::move(region);
        currentMetric_ = std::move(metric);
        if (open_ && blocks_.back().data.empty()) {
            // "REGION r" then "METRIC m" (or the other way round) name one block.
            (isRegion ? blocks_.back().region : blocks_.back().metric) = isRegion ? currentRegion_ : currentMetric_;
            return;
        }
        closeBlock();
        blocks_.push_back({currentRegion_, currentMetric_, line, {}});
        open_ = true;
    }

    void closeBlock() {
        if (!open_ || blocks_.empty()) return;
        open_ = false;
        const Block& block = blocks_.back();
        if (block.data.size() < points_.size())
            issue(block.data.empty() ? block.firstLine : block.data.back().line, "DATA",
                  describe(block, Message(EFFSURF_TEXT("wrong DATA count: %1 DATA lines for %2 POINTS"),
                                          {std::to_string(block.data.size()), std::to_string(points_.size())})),
                  EFFSURF_TEXT("wrong DATA count"));
    }

    /// `problem` and where it is: one pattern for each way a block is named,
    /// so that a translation can put the place where its language wants it.
    static std::string describe(const Block& block, const Message& problem) {
        const std::string what = problem.text();
        if (!block.region.empty() && !block.metric.empty())
            return Message(EFFSURF_TEXT("%1 in region '%2' for metric '%3'"), {what, block.region, block.metric}).text();
        if (!block.region.empty()) return Message(EFFSURF_TEXT("%1 in region '%2'"), {what, block.region}).text();
        if (!block.metric.empty()) return Message(EFFSURF_TEXT("%1 for metric '%2'"), {what, block.metric}).text();
        return what;
    }

    void readData(std::string_view rest, int line) {
        if (points_.empty()) fail(line, EFFSURF_TEXT("DATA before any POINTS line"));
        if (!open_) startBlock(currentRegion_, currentMetric_, line, false);
        Block& block = blocks_.back();
        DataLine data;
        data.line = line;
        const auto words = splitWords(rest);
        if (words.empty()) {
            issue(line, "DATA", EFFSURF_TEXT("empty DATA line: expected one or more values"), "missing value");
            data.valid = false;
        }
        for (const auto& word : words) {
            double value = 0.0;
            if (readMeasured(word, line, value)) data.values.push_back(value);
            else data.valid = false;
        }
        if (block.data.size() >= points_.size()) {
            issue(line, "DATA",
                  describe(block,
                           Message(EFFSURF_TEXT("wrong DATA count: more DATA lines than the %1 POINTS"), {std::to_string(points_.size())})),
                  EFFSURF_TEXT("wrong DATA count"));
            return;
        }
        block.data.push_back(std::move(data));
    }

    std::size_t chooseProcessParameter(const ExtraPSelection& selection) {
        const auto find = [&](std::string_view name) -> int {
            for (std::size_t i = 0; i < parameters_.size(); ++i)
                if (equalsIgnoreCase(parameters_[i], name)) return static_cast<int>(i);
            return -1;
        };
        if (selection.processParameter) {
            const int index = find(*selection.processParameter);
            if (index < 0)
                fail(0,
                     Message(EFFSURF_TEXT("no parameter '%1'; the file has %2"), {*selection.processParameter, listParameters()}).text());
            return std::size_t(index);
        }
        for (auto name : {"p", "procs", "processes", "n", "np", "ranks", "cores", "nodes"})
            if (const int index = find(name); index >= 0) return std::size_t(index);
        if (parameters_.size() == 1) return 0;
        fail(0, Message(EFFSURF_TEXT("several parameters (%1): say which one is the process count"), {listParameters()}).text());
    }

    std::string listParameters() const {
        std::string text;
        for (const auto& p : parameters_) text += (text.empty() ? "'" : ", '") + p + "'";
        return text;
    }

    const Block& chooseBlock(const ExtraPSelection& selection) {
        std::string region = selection.region.value_or(blocks_.front().region);
        std::string metric;
        if (selection.metric) {
            metric = *selection.metric;
        } else {
            metric = blocks_.front().metric;
            for (const auto& b : blocks_)
                if (b.region == region && equalsIgnoreCase(b.metric, "time")) metric = b.metric;
        }
        for (const auto& b : blocks_)
            if (b.region == region && b.metric == metric && !b.data.empty()) return b;
        std::string available;
        for (const auto& b : blocks_)
            if (!b.data.empty()) available += (available.empty() ? "" : ", ") + ("'" + b.region + "'/'" + b.metric + "'");
        fail(0, Message(EFFSURF_TEXT("no DATA for region '%1' and metric '%2'; the file has %3"), {region, metric, available}).text());
    }

    std::string_view text_;
    const std::string& file_;
    const ImportOptions& options_;
    ImportIssueLog log_;
    std::vector<std::string> parameters_;
    std::vector<Point> points_;
    std::vector<Block> blocks_;
    std::string currentRegion_, currentMetric_;
    bool open_ = false;
};

}  // namespace

MeasurementImport ExtraPImporter::importText(std::string_view text, const std::string& fileName, const ExtraPSelection& selection,
                                             const ImportOptions& options) {
    ExtraPParser parser(text, fileName, options);
    parser.run();
    return parser.select(selection);
}

MeasurementImport ExtraPImporter::importFile(const std::string& path, const ExtraPSelection& selection, const ImportOptions& options) {
    return importText(readFileBytes(path), path, selection, options);
}

bool ExtraPImporter::recognizes(std::string_view head) {
    std::size_t start = 0;
    while (start < head.size()) {
        const auto end = head.find('\n', start);
        const auto line = trim(head.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (!line.empty() && line.front() != '#') {
            for (std::string_view keyword : {"PARAMETER", "POINTS", "REGION", "METRIC"})
                if (line.substr(0, keyword.size()) == keyword &&
                    (line.size() == keyword.size() || line[keyword.size()] == ' ' || line[keyword.size()] == '\t'))
                    return true;
            return false;
        }
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return false;
}

}  // namespace effsurf::core

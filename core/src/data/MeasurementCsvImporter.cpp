#include "effsurf/core/data/MeasurementCsvImporter.h"

#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <map>

namespace effsurf::core {
namespace {

int findColumn(const CsvDocument& doc, std::initializer_list<std::string_view> names) {
    for (auto name : names)
        if (const int index = doc.columnIndex(name); index >= 0) return index;
    return -1;
}

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    if (const auto dot = name.find_last_of('.'); dot != std::string::npos && dot > 0) name.resize(dot);
    return name;
}

struct Columns {
    int processors = -1;
    int value = -1;
    int peak = -1;
    MeasuredQuantity quantity = MeasuredQuantity::Time;
};

Columns resolveColumns(const CsvDocument& doc, const MeasurementColumnMapping& mapping) {
    const auto missing = [&](const std::string& what) {
        std::string names;
        for (const auto& h : doc.header) names += (names.empty() ? "" : ", ") + ("'" + h + "'");
        return ImportError(ImportIssue{doc.fileName, doc.headerLine, 0, "header",
                                       "no column for " + what + " (the header has " + names + ")"});
    };
    const auto named = [&](const std::string& name) {
        const int index = doc.columnIndex(name);
        if (index < 0) throw missing("'" + name + "'");
        return index;
    };

    Columns c;
    c.processors = mapping.processors
                       ? named(*mapping.processors)
                       : findColumn(doc, {"n", "p", "cores", "processes", "procs", "processors", "ranks", "threads",
                                          "workers", "nodes", "gpus"});
    if (c.processors < 0) throw missing("N (name it n, cores, processes, ranks, workers, ...)");

    const int time = findColumn(doc, {"time", "t", "seconds", "runtime", "walltime"});
    const int speedup = findColumn(doc, {"speedup", "s"});
    const int efficiency = findColumn(doc, {"efficiency", "e"});
    const int rmax = findColumn(doc, {"rmax", "rmax_tflops"});
    const int rpeak = findColumn(doc, {"rpeak", "rpeak_tflops"});

    if (mapping.quantity) {
        c.quantity = *mapping.quantity;
    } else if (time >= 0) {
        c.quantity = MeasuredQuantity::Time;
    } else if (speedup >= 0) {
        c.quantity = MeasuredQuantity::Speedup;
    } else if (efficiency >= 0) {
        c.quantity = MeasuredQuantity::Efficiency;
    } else if (rmax >= 0 || rpeak >= 0) {
        c.quantity = MeasuredQuantity::RmaxRpeak;
    } else {
        throw missing("the measured quantity: time, speedup, efficiency, or rmax and rpeak");
    }

    switch (c.quantity) {
        case MeasuredQuantity::Time: c.value = mapping.value ? named(*mapping.value) : time; break;
        case MeasuredQuantity::Speedup: c.value = mapping.value ? named(*mapping.value) : speedup; break;
        case MeasuredQuantity::Efficiency: c.value = mapping.value ? named(*mapping.value) : efficiency; break;
        case MeasuredQuantity::RmaxRpeak:
            c.value = mapping.value ? named(*mapping.value) : rmax;
            c.peak = mapping.peak ? named(*mapping.peak) : rpeak;
            if (c.peak < 0) throw missing("rpeak (needed with rmax)");
            break;
    }
    if (c.value < 0) throw missing(std::string(quantityId(c.quantity)));
    return c;
}

}  // namespace

MeasurementImport MeasurementCsvImporter::importText(std::string_view text, const std::string& fileName,
                                                     const MeasurementColumnMapping& mapping) {
    const CsvDocument doc = CsvReader::parse(text, fileName);
    const Columns columns = resolveColumns(doc, mapping);

    MeasurementImport result;
    result.issues = doc.issues;
    result.series.name = baseName(fileName);
    result.series.sourceFile = fileName;
    result.series.quantity = columns.quantity;

    std::map<double, int> firstLineOfN;
    for (const auto& record : doc.records) {
        const auto issue = [&](int column, const std::string& message) {
            result.issues.push_back({fileName, record.line, column + 1, doc.header[std::size_t(column)], message});
        };
        const auto number = [&](int column, double& out) {
            const std::string& raw = record.fields[std::size_t(column)];
            const auto value = parseDouble(raw);
            if (!value) {
                issue(column, raw.empty() ? "empty; expected a number" : "expected a number, got '" + raw + "'");
                return false;
            }
            if (!std::isfinite(*value)) {
                issue(column, "expected a finite number, got '" + raw + "'");
                return false;
            }
            out = *value;
            return true;
        };

        MeasurementPoint point;
        point.line = record.line;
        if (!number(columns.processors, point.processors) || !number(columns.value, point.value)) continue;
        if (columns.peak >= 0 && !number(columns.peak, point.peak)) continue;

        if (point.processors < 1.0) {
            issue(columns.processors, "N must be at least 1, got " + formatNumber(point.processors));
            continue;
        }
        const double n = point.processors;
        const double v = point.value;
        bool valid = true;
        switch (columns.quantity) {
            case MeasuredQuantity::Time:
                if (v <= 0.0) { issue(columns.value, "time must be greater than 0, got " + formatNumber(v)); valid = false; }
                break;
            case MeasuredQuantity::Speedup:
                if (v <= 0.0 || v > n) {
                    issue(columns.value, "speedup must lie in (0, N] = (0, " + formatNumber(n) + "], got " + formatNumber(v));
                    valid = false;
                }
                break;
            case MeasuredQuantity::Efficiency:
                if (v <= 0.0 || v > 1.0) {
                    issue(columns.value, "efficiency must lie in (0, 1], got " + formatNumber(v));
                    valid = false;
                }
                break;
            case MeasuredQuantity::RmaxRpeak:
                if (v <= 0.0) { issue(columns.value, "Rmax must be greater than 0, got " + formatNumber(v)); valid = false; }
                else if (point.peak <= 0.0) { issue(columns.peak, "Rpeak must be greater than 0, got " + formatNumber(point.peak)); valid = false; }
                else if (v > point.peak) {
                    issue(columns.value, "Rmax " + formatNumber(v) + " exceeds Rpeak " + formatNumber(point.peak));
                    valid = false;
                }
                break;
        }
        if (!valid) continue;
        if (const auto [it, inserted] = firstLineOfN.emplace(n, record.line); !inserted) {
            issue(columns.processors, "duplicate N = " + formatNumber(n) + " (first on line " +
                                          std::to_string(it->second) + ")");
            continue;
        }
        point.minimum = point.maximum = v;
        result.series.points.push_back(point);
    }

    if (doc.records.empty() && doc.issues.empty())
        throw ImportError(ImportIssue{fileName, doc.headerLine, 0, "", "no data rows after the header"});
    std::sort(result.series.points.begin(), result.series.points.end(),
              [](const auto& a, const auto& b) { return a.processors < b.processors; });
    return result;
}

MeasurementImport MeasurementCsvImporter::importFile(const std::string& path, const MeasurementColumnMapping& mapping) {
    return importText(readFileBytes(path), path, mapping);
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/probe/ProbeCsvReader.h"

#include "effsurf/probe/ProbeCsvWriter.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>

namespace effsurf::probe {
namespace {

[[noreturn]] void fail(const std::string& file, int line, const std::string& what) {
    throw std::runtime_error(file + ":" + std::to_string(line) + ": " + what);
}

std::vector<std::string> split(const std::string& line, char separator) {
    std::vector<std::string> fields;
    std::string::size_type start = 0;
    while (true) {
        const auto end = line.find(separator, start);
        fields.push_back(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) return fields;
        start = end + 1;
    }
}

double parseNumber(const std::string& text, bool emptyIsNaN, const std::string& file, int line, const char* field) {
    if (text.empty() && emptyIsNaN) return std::numeric_limits<double>::quiet_NaN();
    char* end = nullptr;
    errno = 0;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(value))
        fail(file, line, std::string(field) + ": '" + text + "' is not a number");
    return value;
}

int parseCount(const std::string& text, const std::string& file, int line, const char* field) {
    const double value = parseNumber(text, false, file, line, field);
    if (value < 1 || value > 1e9 || value != std::floor(value)) fail(file, line, std::string(field) + ": '" + text + "' is not a count");
    return static_cast<int>(value);
}

/// "workers=2 bytes=8 seconds=1e-06 iterations=1000"
CollectiveSample parseCollective(const std::string& text, const std::string& file, int line) {
    CollectiveSample sample;
    int seen = 0;
    for (const std::string& pair : split(text, ' ')) {
        const auto equals = pair.find('=');
        if (equals == std::string::npos) fail(file, line, "allreduce: expected key=value, found '" + pair + "'");
        const std::string key = pair.substr(0, equals), value = pair.substr(equals + 1);
        if (key == "workers") sample.workers = parseCount(value, file, line, "allreduce workers");
        else if (key == "bytes") sample.bytes = parseNumber(value, false, file, line, "allreduce bytes");
        else if (key == "seconds") sample.seconds = parseNumber(value, false, file, line, "allreduce seconds");
        else if (key == "iterations") sample.iterations = parseCount(value, file, line, "allreduce iterations");
        else fail(file, line, "allreduce: unknown key '" + key + "'");
        ++seen;
    }
    if (seen != 4) fail(file, line, "allreduce: expected workers, bytes, seconds and iterations");
    return sample;
}

}  // namespace

bool ProbeCsvReader::exists(const std::string& path) {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0;
}

ProbeReport ProbeCsvReader::read(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read '" + path + "': " + std::strerror(errno));
    std::ostringstream text;
    text << in.rdbuf();
    return parse(text.str(), path);
}

ProbeReport ProbeCsvReader::parse(const std::string& text, const std::string& fileName) {
    ProbeReport report;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    bool headerRow = false;
    while (std::getline(lines, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty()) continue;
        if (number == 1) {
            const std::string prefix = "# effsurf-probe: ";
            if (line.rfind(prefix, 0) != 0 || line.size() < prefix.size() + 5)
                fail(fileName, number, "not a file effsurf-probe wrote (expected '# effsurf-probe: MODE mode')");
            report.mode = line.substr(prefix.size(), line.size() - prefix.size() - 5);
            if (report.mode != "threads" && report.mode != "mpi") fail(fileName, number, "unknown mode '" + report.mode + "'");
            continue;
        }
        if (line[0] == '#') {
            if (headerRow) continue;
            const auto colon = line.find(": ");
            if (colon == std::string::npos || colon < 3) fail(fileName, number, "expected '# key: value'");
            const std::string key = line.substr(2, colon - 2), value = line.substr(colon + 2);
            if (key == "status") report.status = value;
            else if (key == "allreduce") report.collective.push_back(parseCollective(value, fileName, number));
            else report.header.emplace_back(key, value);
            continue;
        }
        const std::vector<std::string> fields = split(line, ',');
        if (!headerRow) {
            const std::string expected =
                "series,kernel,precision," + ProbeCsvWriter::workersColumn(report.mode) + ",repetition,time_s,rate,compute_s,reduce_s";
            if (line != expected) fail(fileName, number, "expected the header row '" + expected + "'");
            headerRow = true;
            continue;
        }
        if (fields.size() != 9) fail(fileName, number, "expected 9 fields, found " + std::to_string(fields.size()));
        ProbeSample sample;
        sample.kernel = fields[1];
        sample.precision = fields[2];
        if (sample.series() != fields[0]) fail(fileName, number, "series '" + fields[0] + "' is not kernel-precision");
        sample.workers = parseCount(fields[3], fileName, number, "N");
        sample.repetition = parseCount(fields[4], fileName, number, "repetition");
        sample.seconds = parseNumber(fields[5], false, fileName, number, "time_s");
        sample.rate = parseNumber(fields[6], false, fileName, number, "rate");
        sample.computeSeconds = parseNumber(fields[7], true, fileName, number, "compute_s");
        sample.reduceSeconds = parseNumber(fields[8], true, fileName, number, "reduce_s");
        report.samples.push_back(sample);
    }
    if (report.mode.empty()) fail(fileName, 1, "file is empty");
    if (!headerRow) fail(fileName, number, "no header row");
    return report;
}

}  // namespace effsurf::probe

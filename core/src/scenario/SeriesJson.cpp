// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/SeriesJson.h"

#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/util/Base64.h"
#include "effsurf/core/util/JsonFields.h"
#include "effsurf/core/util/Validation.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <set>

namespace effsurf::core {
namespace {

using namespace jsonfield;

constexpr const char* kEncoding = "base64-le";

/// Little-endian bytes of an unsigned integer of `width` bytes, whatever the host's order.
void appendLittleEndian(std::string& bytes, std::uint64_t bits, int width) {
    for (int i = 0; i < width; ++i) bytes += char((bits >> (8 * i)) & 0xFF);
}

std::uint64_t littleEndianAt(const std::string& bytes, std::size_t offset, int width) {
    std::uint64_t bits = 0;
    for (int i = 0; i < width; ++i) bits |= std::uint64_t(static_cast<unsigned char>(bytes[offset + std::size_t(i)])) << (8 * i);
    return bits;
}

std::string encodeDoubles(const std::vector<double>& values) {
    std::string bytes;
    bytes.reserve(values.size() * 8);
    for (double value : values) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        appendLittleEndian(bytes, bits, 8);
    }
    return Base64::encode(bytes);
}

std::string encodeInts(const std::vector<int>& values) {
    std::string bytes;
    bytes.reserve(values.size() * 4);
    for (int value : values) appendLittleEndian(bytes, std::uint32_t(value), 4);
    return Base64::encode(bytes);
}

std::string decode(const JsonValue& rows, const char* key, std::size_t count, std::size_t width, const std::string& path) {
    const JsonValue* value = rows.find(key);
    const std::string at = path + "." + key;
    if (!value || !value->isString()) fail(at, "missing, or not base64 text");
    auto decoded = Base64::decode(value->asString());
    if (!decoded) fail(at, "not valid base64");
    if (decoded->size() != count * width)
        fail(at, "holds " + std::to_string(decoded->size()) + " bytes, expected " + std::to_string(count * width) + " (" +
                     std::to_string(count) + " rows)");
    return std::move(*decoded);
}

double doubleAt(const std::string& bytes, std::size_t index) {
    const std::uint64_t bits = littleEndianAt(bytes, index * 8, 8);
    double value = 0.0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

void check(ValueProblem problem, const std::string& path, std::string_view what, double value) {
    if (problem == ValueProblem::None) return;
    fail(path, problemMessage(problem, what, formatNumber(value), value));
}

void readRows(const JsonValue& o, const std::string& path, MeasuredQuantity quantity, const std::string& valueName,
              MeasurementSeriesBuilder& builder) {
    const std::string at = path + ".rows";
    const JsonValue& rows = object(o, "rows", path);
    const JsonValue* encoding = rows.find("encoding");
    if (!encoding || !encoding->isString() || encoding->asString() != kEncoding)
        fail(at + ".encoding", std::string("expected \"") + kEncoding + "\"");
    const JsonValue* countValue = rows.find("count");
    const double count = countValue && countValue->isNumber() ? countValue->asNumber() : -1.0;
    if (!(count >= 1.0 && count <= 1e9 && std::floor(count) == count)) fail(at + ".count", "expected a row count from 1");
    const auto n = std::size_t(count);
    const std::string processors = decode(rows, "processors", n, 8, at);
    const std::string values = decode(rows, "values", n, 8, at);
    const std::string lines = decode(rows, "lines", n, 4, at);
    const bool withPeaks = quantity == MeasuredQuantity::RmaxRpeak;
    const std::string peaks = withPeaks ? decode(rows, "peaks", n, 8, at) : std::string();
    for (std::size_t i = 0; i < n; ++i) {
        const double processorCount = doubleAt(processors, i);
        const double value = doubleAt(values, i);
        const double peak = withPeaks ? doubleAt(peaks, i) : 0.0;
        const auto line = static_cast<std::int32_t>(std::uint32_t(littleEndianAt(lines, i * 4, 4)));
        // The row's name is built only for a message: a million rows are checked here.
        const auto row = [&] { return element(at, i) + " (line " + std::to_string(line) + ")"; };
        if (const auto problem = checkProcessorCount(processorCount); problem != ValueProblem::None)
            check(problem, row(), "N", processorCount);
        if (const auto problem = checkMeasuredValue(value); problem != ValueProblem::None) check(problem, row(), valueName, value);
        if (withPeaks)
            if (const auto problem = checkMeasuredValue(peak); problem != ValueProblem::None) check(problem, row(), "Rpeak", peak);
        builder.add(processorCount, value, peak, line);
    }
}

void readPoints(const JsonValue& o, const std::string& path, MeasuredQuantity quantity, const std::string& valueName,
                MeasurementSeriesBuilder& builder) {
    const auto& points = array(o, "points", path);
    std::set<double> seen;
    for (std::size_t j = 0; j < points.size(); ++j) {
        const std::string at = element(path + ".points", j);
        if (!points[j].isArray() || points[j].asArray().size() != 8) fail(at, "expected 8 numbers");
        const auto& p = points[j].asArray();
        for (const auto& v : p)
            if (!v.isNumber()) fail(at, "expected numbers");
        MeasurementPoint point;
        point.processors = p[0].asNumber();
        point.value = p[1].asNumber();
        point.peak = p[2].asNumber();
        point.minimum = p[3].asNumber();
        point.maximum = p[4].asNumber();
        point.standardDeviation = p[5].asNumber();
        const double repetitions = p[6].asNumber();
        const double line = p[7].asNumber();
        check(checkProcessorCount(point.processors), at, "N", point.processors);
        check(checkMeasuredValue(point.value), at, valueName, point.value);
        if (quantity == MeasuredQuantity::RmaxRpeak) check(checkMeasuredValue(point.peak), at, "Rpeak", point.peak);
        if (!(repetitions >= 1.0 && repetitions <= 1e9)) fail(at, "expected at least 1 repetition");
        if (!(line >= -1e9 && line <= 1e9)) fail(at, "expected a line number");
        if (!(point.standardDeviation >= 0.0 && point.standardDeviation <= MeasurementLimits::kMaxMagnitude))
            fail(at, "expected a standard deviation >= 0");
        // Files of an earlier version stored mean = sum / n, which can land
        // an ulp outside [min, max] (three runs of 0.1): that is rounding, kept.
        const double slack = 1e-12 * std::max(std::fabs(point.minimum), std::fabs(point.maximum));
        if (!(point.minimum - slack <= point.value && point.value <= point.maximum + slack && point.minimum <= point.maximum))
            fail(at, "the mean " + formatNumber(point.value) + " lies outside its spread " + formatNumber(point.minimum) + " .. " +
                         formatNumber(point.maximum));
        point.value = std::clamp(point.value, point.minimum, point.maximum);
        if (!seen.insert(point.processors).second) fail(at, "N = " + formatNumber(point.processors) + " is listed twice");
        point.repetitions = static_cast<int>(repetitions);
        point.line = static_cast<int>(line);
        builder.addAggregate(point);
    }
}

}  // namespace

void SeriesJson::write(JsonWriter& w, const ImportedSeries& imported, const std::string& path) {
    const MeasurementSeries& data = *imported.data;
    w.beginObject();
    w.key("id").value(imported.id);
    w.key("name").value(data.name);
    w.key("sourceFile").value(data.sourceFile);
    w.key("quantity").value(quantityId(data.quantity));
    w.key("unit").value(data.unit);
    w.key("visible").value(imported.visible);
    w.key("colorIndex").value(double(imported.colorIndex));
    w.key("points").beginArray();
    for (std::size_t i = 0; i < data.points.size(); ++i) {
        const auto& p = data.points[i];
        const std::string at = element(path + ".points", i);
        w.beginArray();
        for (double value : {p.processors, p.value, p.peak, p.minimum, p.maximum, p.standardDeviation}) w.value(finite(value, at));
        w.value(double(p.repetitions)).value(double(p.line));
        w.endArray();
    }
    w.endArray();
    if (!data.rows.empty()) {
        w.key("rows").beginObject();
        w.key("count").value(double(data.rows.size()));
        w.key("encoding").value(kEncoding);
        w.key("processors").value(encodeDoubles(data.rows.processors));
        w.key("values").value(encodeDoubles(data.rows.values));
        w.key("lines").value(encodeInts(data.rows.lines));
        if (data.quantity == MeasuredQuantity::RmaxRpeak) w.key("peaks").value(encodeDoubles(data.rows.peaks));
        w.endObject();
    }
    w.endObject();
}

ImportedSeries SeriesJson::read(const JsonValue& o, const std::string& path) {
    if (!o.isObject()) fail(path, "expected an object");
    const std::string quantityText = text(o, "quantity", path);
    const auto quantity = parsedAt(path + ".quantity", [&] { return parseMeasuredQuantity(quantityText); });
    const std::string valueName(quantity == MeasuredQuantity::RmaxRpeak ? "Rmax" : quantityId(quantity));
    MeasurementSeriesBuilder builder(quantity, true);
    if (o.contains("rows")) readRows(o, path, quantity, valueName, builder);
    else readPoints(o, path, quantity, valueName, builder);
    if (builder.rowCount() == 0) fail(path, "holds no measurements");
    auto data = std::make_shared<MeasurementSeries>(
        builder.finish(text(o, "name", path), text(o, "sourceFile", path), textOr(o, "unit", path, "")));
    auto fit = std::make_shared<const SerialFractionFit>(fitSerialFraction(*data));
    if (!fit->ok) fail(path, "cannot fit: " + fit->reason);
    ImportedSeries imported;
    imported.id = text(o, "id", path);
    imported.data = std::move(data);
    imported.fit = std::move(fit);
    const JsonValue& visible = required(o, "visible", path);
    if (!visible.isBoolean()) fail(path + ".visible", "expected true or false");
    imported.visible = visible.asBoolean();
    imported.colorIndex = wholeNumber(o, "colorIndex", path, 0, 999);
    return imported;
}

}  // namespace effsurf::core

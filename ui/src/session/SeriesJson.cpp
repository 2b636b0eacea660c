#include "effsurf/ui/session/SeriesJson.h"

#include "effsurf/ui/session/JsonFields.h"

#include "effsurf/core/data/MeasuredValue.h"
#include "effsurf/core/data/MeasurementSeriesBuilder.h"
#include "effsurf/core/fit/SerialFractionFit.h"
#include "effsurf/core/util/Validation.h"

#include <QByteArray>
#include <QJsonArray>
#include <QtEndian>

#include <algorithm>
#include <cmath>
#include <set>
#include <cstring>

namespace effsurf::ui {
namespace {

constexpr const char* kEncoding = "base64-le";

QString encodeDoubles(const std::vector<double>& values) {
    QByteArray bytes(qsizetype(values.size() * sizeof(double)), Qt::Uninitialized);
    for (std::size_t i = 0; i < values.size(); ++i) {
        quint64 bits = 0;
        std::memcpy(&bits, &values[i], sizeof bits);
        qToLittleEndian(bits, bytes.data() + i * sizeof bits);
    }
    return QString::fromLatin1(bytes.toBase64());
}

QString encodeInts(const std::vector<int>& values) {
    QByteArray bytes(qsizetype(values.size() * sizeof(qint32)), Qt::Uninitialized);
    for (std::size_t i = 0; i < values.size(); ++i) qToLittleEndian(qint32(values[i]), bytes.data() + i * sizeof(qint32));
    return QString::fromLatin1(bytes.toBase64());
}

QByteArray decode(const QJsonObject& rows, const QString& key, std::size_t count, std::size_t width, const QString& path) {
    const QJsonValue value = rows.value(key);
    if (!value.isString()) JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("missing, or not base64 text"));
    const auto decoded = QByteArray::fromBase64Encoding(value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("not valid base64"));
    if (std::size_t(decoded.decoded.size()) != count * width)
        JsonFields::fail(path + QLatin1Char('.') + key, QStringLiteral("holds %1 bytes, expected %2 (%3 rows)")
                                                .arg(decoded.decoded.size())
                                                .arg(count * width)
                                                .arg(count));
    return decoded.decoded;
}

double doubleAt(const QByteArray& bytes, std::size_t index) {
    const quint64 bits = qFromLittleEndian<quint64>(bytes.constData() + index * sizeof(quint64));
    double value = 0.0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

core::MeasuredQuantity quantityFrom(const QString& id, const QString& path) {
    for (auto q : {core::MeasuredQuantity::Time, core::MeasuredQuantity::Speedup, core::MeasuredQuantity::Efficiency,
                   core::MeasuredQuantity::RmaxRpeak})
        if (id == QLatin1String(core::quantityId(q).data())) return q;
    JsonFields::fail(path, QStringLiteral("unknown quantity '%1'").arg(id));
}

void check(core::ValueProblem problem, const QString& path, std::string_view what, double value) {
    if (problem == core::ValueProblem::None) return;
    JsonFields::fail(path, QString::fromStdString(core::problemMessage(problem, what, core::formatNumber(value), value)));
}

}  // namespace

QJsonObject SeriesJson::write(const core::ImportedSeries& imported) {
    const core::MeasurementSeries& data = *imported.data;
    const QString path = QStringLiteral("series '%1'").arg(QString::fromStdString(data.name));
    QJsonArray points;
    for (const auto& p : data.points)
        points.append(QJsonArray{JsonFields::finite(p.processors, path), JsonFields::finite(p.value, path), JsonFields::finite(p.peak, path),
                                 JsonFields::finite(p.minimum, path), JsonFields::finite(p.maximum, path), JsonFields::finite(p.standardDeviation, path),
                                 p.repetitions, p.line});
    QJsonObject o{{QStringLiteral("id"), QString::fromStdString(imported.id)},
                  {QStringLiteral("name"), QString::fromStdString(data.name)},
                  {QStringLiteral("sourceFile"), QString::fromStdString(data.sourceFile)},
                  {QStringLiteral("quantity"), QString::fromLatin1(core::quantityId(data.quantity).data())},
                  {QStringLiteral("unit"), QString::fromStdString(data.unit)},
                  {QStringLiteral("visible"), imported.visible},
                  {QStringLiteral("colorIndex"), imported.colorIndex},
                  {QStringLiteral("points"), points}};
    if (!data.rows.empty()) {
        QJsonObject rows{{QStringLiteral("count"), double(data.rows.size())},
                         {QStringLiteral("encoding"), QLatin1String(kEncoding)},
                         {QStringLiteral("processors"), encodeDoubles(data.rows.processors)},
                         {QStringLiteral("values"), encodeDoubles(data.rows.values)},
                         {QStringLiteral("lines"), encodeInts(data.rows.lines)}};
        if (data.quantity == core::MeasuredQuantity::RmaxRpeak)
            rows[QStringLiteral("peaks")] = encodeDoubles(data.rows.peaks);
        o[QStringLiteral("rows")] = rows;
    }
    return o;
}

core::ImportedSeries SeriesJson::read(const QJsonObject& o, const QString& path) {
    const auto quantity = quantityFrom(JsonFields::text(o, QStringLiteral("quantity"), path), path + QStringLiteral(".quantity"));
    const std::string valueName(quantity == core::MeasuredQuantity::RmaxRpeak ? "Rmax" : core::quantityId(quantity));
    core::MeasurementSeriesBuilder builder(quantity, true);
    if (o.contains(QStringLiteral("rows"))) {
        const QString at = path + QStringLiteral(".rows");
        const QJsonObject rows = JsonFields::required(o, QStringLiteral("rows"), path).toObject();
        if (rows.value(QStringLiteral("encoding")).toString() != QLatin1String(kEncoding))
            JsonFields::fail(at + QStringLiteral(".encoding"), QStringLiteral("expected \"%1\"").arg(QLatin1String(kEncoding)));
        const double count = rows.value(QStringLiteral("count")).toDouble(-1.0);
        if (!(count >= 1.0 && count <= 1e9 && std::floor(count) == count))
            JsonFields::fail(at + QStringLiteral(".count"), QStringLiteral("expected a row count from 1"));
        const auto n = std::size_t(count);
        const QByteArray processors = decode(rows, QStringLiteral("processors"), n, 8, at);
        const QByteArray values = decode(rows, QStringLiteral("values"), n, 8, at);
        const QByteArray lines = decode(rows, QStringLiteral("lines"), n, 4, at);
        const bool withPeaks = quantity == core::MeasuredQuantity::RmaxRpeak;
        const QByteArray peaks = withPeaks ? decode(rows, QStringLiteral("peaks"), n, 8, at) : QByteArray();
        for (std::size_t i = 0; i < n; ++i) {
            const double processorCount = doubleAt(processors, i);
            const double value = doubleAt(values, i);
            const double peak = withPeaks ? doubleAt(peaks, i) : 0.0;
            const int line = qFromLittleEndian<qint32>(lines.constData() + i * 4);
            // The row's name is built only for a message: a million rows are checked here.
            const auto row = [&] { return at + QStringLiteral("[%1] (line %2)").arg(i).arg(line); };
            const auto problemN = core::checkProcessorCount(processorCount);
            if (problemN != core::ValueProblem::None) check(problemN, row(), "N", processorCount);
            const auto problemValue = core::checkMeasuredValue(value);
            if (problemValue != core::ValueProblem::None) check(problemValue, row(), valueName, value);
            if (withPeaks) {
                const auto problemPeak = core::checkMeasuredValue(peak);
                if (problemPeak != core::ValueProblem::None) check(problemPeak, row(), "Rpeak", peak);
            }
            builder.add(processorCount, value, peak, line);
        }
    } else {
        const QJsonArray points = JsonFields::array(o, QStringLiteral("points"), path);
        std::set<double> seen;
        for (int j = 0; j < points.size(); ++j) {
            const QString at = path + QStringLiteral(".points[%1]").arg(j);
            const QJsonArray p = points[j].toArray();
            if (p.size() != 8) JsonFields::fail(at, QStringLiteral("expected 8 numbers"));
            for (const auto& v : p)
                if (!v.isDouble()) JsonFields::fail(at, QStringLiteral("expected numbers"));
            core::MeasurementPoint point;
            point.processors = p[0].toDouble();
            point.value = p[1].toDouble();
            point.peak = p[2].toDouble();
            point.minimum = p[3].toDouble();
            point.maximum = p[4].toDouble();
            point.standardDeviation = p[5].toDouble();
            const double repetitions = p[6].toDouble();
            point.line = p[7].toInt();
            check(core::checkProcessorCount(point.processors), at, "N", point.processors);
            check(core::checkMeasuredValue(point.value), at, valueName, point.value);
            if (quantity == core::MeasuredQuantity::RmaxRpeak) check(core::checkMeasuredValue(point.peak), at, "Rpeak", point.peak);
            if (!(repetitions >= 1.0 && repetitions <= 1e9)) JsonFields::fail(at, QStringLiteral("expected at least 1 repetition"));
            if (!(point.standardDeviation >= 0.0 && point.standardDeviation <= core::MeasurementLimits::kMaxMagnitude))
                JsonFields::fail(at, QStringLiteral("expected a standard deviation >= 0"));
            // Files of the previous version stored mean = sum / n, which can land
            // an ulp outside [min, max] (three runs of 0.1): that is rounding, kept.
            const double slack = 1e-12 * std::max(std::fabs(point.minimum), std::fabs(point.maximum));
            if (!(point.minimum - slack <= point.value && point.value <= point.maximum + slack && point.minimum <= point.maximum))
                JsonFields::fail(at, QStringLiteral("the mean %1 lies outside its spread %2 .. %3")
                             .arg(point.value)
                             .arg(point.minimum)
                             .arg(point.maximum));
            point.value = std::clamp(point.value, point.minimum, point.maximum);
            if (!seen.insert(point.processors).second)
                JsonFields::fail(at, QStringLiteral("N = %1 is listed twice").arg(point.processors));
            point.repetitions = static_cast<int>(repetitions);
            builder.addAggregate(point);
        }
    }
    if (builder.rowCount() == 0) JsonFields::fail(path, QStringLiteral("holds no measurements"));
    auto data = std::make_shared<core::MeasurementSeries>(
        builder.finish(JsonFields::text(o, QStringLiteral("name"), path).toStdString(),
                       JsonFields::text(o, QStringLiteral("sourceFile"), path).toStdString(),
                       o.value(QStringLiteral("unit")).toString().toStdString()));
    auto fit = std::make_shared<const core::SerialFractionFit>(core::fitSerialFraction(*data));
    if (!fit->ok) JsonFields::fail(path, QStringLiteral("cannot fit: ") + QString::fromStdString(fit->reason));
    core::ImportedSeries imported;
    imported.id = JsonFields::text(o, QStringLiteral("id"), path).toStdString();
    imported.data = std::move(data);
    imported.fit = std::move(fit);
    const QJsonValue visible = JsonFields::required(o, QStringLiteral("visible"), path);
    if (!visible.isBool()) JsonFields::fail(path + QStringLiteral(".visible"), QStringLiteral("expected true or false"));
    imported.visible = visible.toBool();
    imported.colorIndex = JsonFields::wholeNumber(o, QStringLiteral("colorIndex"), path, 0, 999);
    return imported;
}

}  // namespace effsurf::ui

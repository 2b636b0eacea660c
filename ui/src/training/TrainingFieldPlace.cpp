// SPDX-License-Identifier: MIT
#include "effsurf/ui/training/TrainingFieldPlace.h"

#include <QCoreApplication>

#include <map>

namespace effsurf::ui {

const TrainingFieldPlace* TrainingFieldPlace::of(const QString& field) {
    static const std::map<QString, TrainingFieldPlace> places{
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "layers")), {"layout", {"layers", "pipeline parallel", "interleave"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "heads")), {"layout", {"heads", "tensor parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "kv heads")), {"architecture", {"kv heads", "heads", "tensor parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "head dim")), {"architecture", {"head dim"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "ffn hidden")), {"architecture", {"ffn hidden", "tensor parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "experts")), {"architecture", {"experts", "expert parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "experts per token")), {"architecture", {"experts per token", "experts"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "shared experts")), {"architecture", {"shared experts"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "expert ffn hidden")), {"architecture", {"expert ffn hidden"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "dense layers")), {"architecture", {"dense layers", "layers"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "capacity factor")), {"architecture", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "latent kv rank")), {"architecture", {"latent kv rank", "hidden"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "latent query rank")), {"architecture", {"latent query rank", "hidden"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "rope head dim")), {"architecture", {"rope head dim"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "max nodes per token")), {"architecture", {"max nodes per token"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "ZeRO stage")), {"layout", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "shard group")), {"layout", {"shard group", "data parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "pipeline schedule")), {"layout", {"pipeline parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "utilization band")), {"calibration", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "memory margin")), {"hardware", {"memory margin"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "context parallel")), {"scale-out", {"context parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "sequence length")), {"scale-out", {"sequence", "context parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "expert parallel")), {"scale-out", {"expert parallel", "data parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "network bandwidth")), {"scale-out", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "network latency")), {"scale-out", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "hidden")), {"layout", {"hidden", "tensor parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "global batch")),
         {"layout", {"global batch", "data parallel", "micro-batch"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "tensor parallel")), {"layout", {"tensor parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "pipeline parallel")), {"layout", {"pipeline parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "data parallel")), {"layout", {"data parallel"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "micro-batch")), {"layout", {"micro-batch"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "interleave")), {"layout", {"interleave"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "vocabulary")), {"model", {"vocabulary"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "parameters")), {"model", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "FLOP per sample")), {"model", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "precision")), {"hardware", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "GPUs per node")), {"hardware", {"GPUs per node"}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "utilization")), {"calibration", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "overlap")), {"calibration", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "serial seconds")), {"calibration", {}}},
        {QLatin1String(QT_TRANSLATE_NOOP("TrainingFieldPlace", "tokens")), {"calibration", {}}},
    };
    const auto it = places.find(field);
    return it == places.end() ? nullptr : &it->second;
}

QString TrainingFieldPlace::nameInLanguage(const QString& field) {
    // The names above are marked for lupdate; others may be core's own (a catalogue's "model"), else as core wrote them.
    const QByteArray source = field.toUtf8();
    const QString own = QCoreApplication::translate("TrainingFieldPlace", source.constData());
    return own != field ? own : QCoreApplication::translate("core", source.constData());
}

}  // namespace effsurf::ui

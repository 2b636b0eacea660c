// SPDX-License-Identifier: MIT
// Sessions across versions (issue 43): a file written by every session format
// effsurf has shipped opens with the numbers it was written with, and a newer
// effsurf's file is refused with its version named, never misread. The files
// in tests/data/sessions are what those versions wrote or shipped, taken from
// the repository's history as they were (the name says the schema and the
// date): the first presets (schema 1), a session with measured series from
// the session reader's fuzzing seeds (schema 1), the large-model preset of
// issue 16 (schema 2, before fused attention was a setting).

#include "UiTestSupport.h"

#include "effsurf/core/scenario/ScenarioJson.h"
#include "effsurf/ui/session/SessionFile.h"

#include <QByteArray>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

using namespace effsurf;

namespace {

QString fixture(const char* name) { return QStringLiteral(EFFSURF_TEST_DATA_DIR "/sessions/") + QString::fromLatin1(name); }

ui::SessionFile::Loaded load(const char* name) {
    QString error;
    const auto loaded = ui::SessionFile::load(fixture(name), &error);
    if (!loaded) ADD_FAILURE() << name << ": " << error.toStdString();
    return loaded ? *loaded : ui::SessionFile::Loaded{};
}

/// Amdahl's efficiency with the speed factor k (docs/models.md: s' = k s / (1 + (k - 1) s)), written out here.
double amdahlEfficiency(double n, double s, double k) {
    const double accelerated = k * s / (1.0 + (k - 1.0) * s);
    return 1.0 / (1.0 + (n - 1.0) * accelerated);
}

std::vector<double> littleEndianDoubles(const char* base64) {
    const QByteArray bytes = QByteArray::fromBase64(base64);
    std::vector<double> values(std::size_t(bytes.size()) / sizeof(double));
    std::memcpy(values.data(), bytes.constData(), values.size() * sizeof(double));
    return values;
}

}  // namespace

TEST(SessionVersions, TheFirstPresetsOfSchemaOneOpenWithTheirNumbers) {
    const auto loaded = load("schema1-2026-11-29-summit-hpl-hpcg.effsurf");
    const core::Scenario& s = loaded.scenario;
    EXPECT_EQ(s.model, core::ModelKind::Amdahl);
    EXPECT_DOUBLE_EQ(s.serialFraction, 1.4547e-7);
    EXPECT_DOUBLE_EQ(s.processors, 2414592.0);
    // Summit's HPL efficiency, as the preset's description says (E = 0.74).
    EXPECT_NEAR(s.efficiency(s.processors), amdahlEfficiency(2414592.0, 1.4547e-7, 1.0), 1e-12);
    EXPECT_NEAR(s.efficiency(s.processors), 0.74, 0.005);
    ASSERT_EQ(s.selectedSystems.size(), 1u);
    EXPECT_EQ(s.selectedSystems[0].list, "2019-06");
    EXPECT_EQ(s.selectedSystems[0].rank, 1);
    ASSERT_EQ(s.snapshots.size(), 2u);
    const core::Scenario& half = *s.snapshots[1].state;
    EXPECT_EQ(half.precision, core::Precision::FP16);
    // Half precision's default speed factor of that version: 4.
    EXPECT_NEAR(half.efficiency(half.processors), amdahlEfficiency(2414592.0, 1.4547e-7, 4.0), 1e-12);
    EXPECT_TRUE(loaded.view.logarithmicEfficiency);
}

TEST(SessionVersions, MeasuredSeriesOfSchemaOneKeepEveryPointAndRow) {
    const auto loaded = load("schema1-2026-12-01-measured-series.effsurf");
    const core::Scenario& s = loaded.scenario;
    ASSERT_EQ(s.series.size(), 2u);
    const core::MeasurementSeries& runs = *s.series[0].data;
    EXPECT_EQ(runs.name, "runs");
    EXPECT_EQ(runs.quantity, core::MeasuredQuantity::Time);
    ASSERT_EQ(runs.points.size(), 2u);
    EXPECT_DOUBLE_EQ(runs.points[1].processors, 2.0);
    EXPECT_DOUBLE_EQ(runs.points[1].value, 5.0);
    EXPECT_DOUBLE_EQ(runs.points[1].minimum, 4.9);
    EXPECT_DOUBLE_EQ(runs.points[1].maximum, 5.1);
    // The spread is the rows' own (4.9 and 5.1: a sample deviation of
    // 0.1414), not the file's rounded 0.14: rows are the measurement.
    EXPECT_NEAR(runs.points[1].standardDeviation, std::sqrt(0.02), 1e-12);
    EXPECT_EQ(runs.points[1].repetitions, 2);
    EXPECT_EQ(runs.points[1].line, 3);
    // The rows behind the points, as the file's base64 holds them.
    EXPECT_EQ(runs.rows.processors, littleEndianDoubles("AAAAAAAA8D8AAAAAAAAAQAAAAAAAAABA"));
    EXPECT_EQ(runs.rows.values, littleEndianDoubles("AAAAAAAAJEBmZmZmZmYUQJqZmZmZmRNA"));
    EXPECT_EQ(runs.rows.lines, (std::vector<int>{2, 3, 4}));
    const core::MeasurementSeries& old = *s.series[1].data;
    EXPECT_EQ(old.quantity, core::MeasuredQuantity::Speedup);
    EXPECT_FALSE(s.series[1].visible);
    ASSERT_EQ(old.points.size(), 2u);
    EXPECT_DOUBLE_EQ(old.points[1].value, 6.5);
    EXPECT_EQ(old.points[1].repetitions, 3);
    EXPECT_NEAR(s.efficiency(64.0), amdahlEfficiency(64.0, 0.001, 1.0), 1e-12);
}

TEST(SessionVersions, TheLargeModelRunOfSchemaTwoKeepsTheAccountingItWasWrittenWith) {
    const auto loaded = load("schema2-2026-12-01-deep-networks.effsurf");
    const core::Scenario& s = loaded.scenario;
    ASSERT_EQ(s.model, core::ModelKind::ParallelTraining);
    const core::TrainingRun& run = s.trainingRun;
    EXPECT_EQ(run.shape.layers, 192);
    EXPECT_EQ(run.tensorParallel, 8);
    EXPECT_EQ(run.pipelineParallel, 24);
    EXPECT_EQ(run.dataParallel, 16);
    EXPECT_EQ(run.recompute, core::ActivationRecompute::Full);
    // Written before fused attention was a setting: it reopens with the
    // accounting it was computed with (the attention scores through HBM).
    EXPECT_FALSE(run.fusedAttention);
    ASSERT_EQ(s.snapshots.size(), 2u);
    EXPECT_EQ(s.snapshots[0].state->trainingRun.shape.layers, 24);
    // Deeper means less efficient: what the preset shows, A against B.
    EXPECT_GT(s.snapshots[0].state->efficiency(384.0), s.efficiency(3072.0));
}

TEST(SessionVersions, ANewerEffsurfsSessionIsRefusedWithItsVersionNamed) {
    QFile original(fixture("schema1-2026-11-29-summit-hpl-hpcg.effsurf"));
    ASSERT_TRUE(original.open(QIODevice::ReadOnly));
    QByteArray newer = original.readAll();
    newer.replace("\"schema\": 1,", "\"schema\": 3, \"writtenBy\": \"effsurf 9.0\",");
    QTemporaryDir dir;
    const QString path = test::writeFile(dir, QStringLiteral("from-the-future.effsurf"), newer);
    QString error;
    EXPECT_FALSE(ui::SessionFile::load(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("from-the-future.effsurf"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("schema 3"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("effsurf 9.0"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("up to schema %1").arg(core::ScenarioJson::kSessionSchema))) << error.toStdString();
}

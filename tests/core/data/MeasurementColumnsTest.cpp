// SPDX-License-Identifier: MIT
// Column names as people write them (issue 12): units, synonyms, and a
// question only where the header leaves one.

#include "effsurf/core/data/MeasurementColumns.h"
#include "effsurf/core/data/MeasurementCsvImporter.h"

#include <gtest/gtest.h>

using namespace effsurf::core;

namespace {

struct Named {
    const char* header;
    ColumnRole role;
    double scale;
};

TEST(MeasurementColumns, ReadsTheUsualSpellingsWithUnits) {
    const Named cases[] = {
        {"time", ColumnRole::Time, 1.0},
        {"time_s", ColumnRole::Time, 1.0},
        {"time [s]", ColumnRole::Time, 1.0},
        {"Time (s)", ColumnRole::Time, 1.0},
        {"runtime", ColumnRole::Time, 1.0},
        {"elapsed", ColumnRole::Time, 1.0},
        {"wall_time", ColumnRole::Time, 1.0},
        {"walltime", ColumnRole::Time, 1.0},
        {"Wall-clock time", ColumnRole::Time, 1.0},
        {"seconds", ColumnRole::Time, 1.0},
        {"t(ms)", ColumnRole::Time, 1e-3},
        {"runtime_ms", ColumnRole::Time, 1e-3},
        {"elapsed [us]", ColumnRole::Time, 1e-6},
        {"time (min)", ColumnRole::Time, 60.0},
        {"ms", ColumnRole::Time, 1e-3},
        {"duration_h", ColumnRole::Time, 3600.0},
        {"np", ColumnRole::Processors, 1.0},
        {"nodes", ColumnRole::Processors, 1.0},
        {"gpus", ColumnRole::Processors, 1.0},
        {"threads", ColumnRole::Processors, 1.0},
        {"ranks", ColumnRole::Processors, 1.0},
        {"num_threads", ColumnRole::Processors, 1.0},
        {"nprocs", ColumnRole::Processors, 1.0},
        {"MPI ranks", ColumnRole::Processors, 1.0},
        {"gpu_count", ColumnRole::Processors, 1.0},
        {"nodes_used", ColumnRole::Processors, 1.0},
        {"N", ColumnRole::Processors, 1.0},
        {"processes", ColumnRole::Processors, 1.0},
        {"speedup", ColumnRole::Speedup, 1.0},
        {"Speed-up", ColumnRole::Speedup, 1.0},
        {"efficiency", ColumnRole::Efficiency, 1.0},
        {"efficiency [%]", ColumnRole::Efficiency, 0.01},
        {"eff_pct", ColumnRole::Efficiency, 0.01},
        {"Rmax_TFlops", ColumnRole::Rmax, 1.0},
        {"rpeak", ColumnRole::Rpeak, 1.0},
        {"colour", ColumnRole::Unknown, 1.0},
        {"min", ColumnRole::Unknown, 1.0},
    };
    for (const Named& c : cases) {
        const ColumnMeaning meaning = classifyColumn(c.header);
        EXPECT_EQ(meaning.role, c.role) << c.header;
        EXPECT_DOUBLE_EQ(meaning.scale, c.scale) << c.header;
    }
    EXPECT_EQ(classifyColumn("comm_time").score, 1);  // contains a time word: a weaker candidate
    EXPECT_EQ(classifyColumn("time").score, 2);
}

TEST(MeasurementColumns, RanksAndSecondsImportWithTheUnitApplied) {
    const auto r = MeasurementCsvImporter::importText("ranks,time_s\n1,10\n4,2.7\n", "runs.csv");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Time);
    EXPECT_EQ(r.series.unit, "s");
    const auto ms = MeasurementCsvImporter::importText("np,t(ms)\n1,10000\n4,2700\n", "runs.csv");
    ASSERT_TRUE(ms.ok());
    EXPECT_DOUBLE_EQ(ms.series.points[0].value, 10.0);  // seconds
    EXPECT_DOUBLE_EQ(ms.series.points[1].value, 2.7);
    EXPECT_EQ(ms.series.unit, "s");
    const auto plain = MeasurementCsvImporter::importText("n,time\n1,10\n2,5\n", "runs.csv");
    EXPECT_EQ(plain.series.unit, "");  // no unit named: values as given
    const auto percent = MeasurementCsvImporter::importText("gpus,efficiency [%]\n1,100\n8,91\n", "runs.csv");
    EXPECT_DOUBLE_EQ(percent.series.points[1].value, 0.91);
}

ImportIssue importError(const std::string& text, const MeasurementColumnMapping& mapping = {}) {
    try {
        MeasurementCsvImporter::importText(text, "runs.csv", mapping);
    } catch (const ImportError& e) {
        return e.issues().front();
    }
    return {};
}

TEST(MeasurementColumns, TwoEquallyGoodColumnsAskWhichOne) {
    const ImportIssue issue = importError("nodes,compute_time,comm_time\n1,10,0\n2,5,1\n");
    EXPECT_EQ(issue.field, "value column");
    EXPECT_EQ(issue.kind, "ambiguous column");
    EXPECT_NE(issue.message.find("'compute_time' and 'comm_time'"), std::string::npos) << issue.message;
    // A better name settles it without a question: "time" beats "comm_time".
    EXPECT_TRUE(MeasurementCsvImporter::importText("n,time,comm_time\n1,10,0\n2,5,1\n", "r.csv").ok());
    const ImportIssue hybrid = importError("ranks,threads,time\n1,1,10\n2,2,3\n");
    EXPECT_EQ(hybrid.field, "N column");
    // time_min is the fastest run, not minutes: it and time_max tie, and the user says which.
    EXPECT_EQ(classifyColumn("time_min").scale, 1.0);
    EXPECT_EQ(importError("nprocs,time_min,time_max\n1,10,11\n2,5,6\n").field, "value column");
    EXPECT_EQ(classifyColumn("time (min)").scale, 60.0);  // in brackets it is the unit
}

TEST(MeasurementColumns, ChoosingTheValueColumnAloneIsEnough) {
    MeasurementColumnMapping mapping;
    mapping.value = "comm_time";
    const auto r = MeasurementCsvImporter::importText("nodes,compute_time,comm_time\n1,10,2\n2,5,1.5\n", "r.csv", mapping);
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.series.quantity, MeasuredQuantity::Time);  // from the chosen column's name
    EXPECT_EQ(r.series.points[1].value, 1.5);
    mapping.value = "speedup";
    EXPECT_EQ(MeasurementCsvImporter::importText("n,time,speedup\n1,10,1\n2,5,2\n", "r.csv", mapping).series.quantity,
              MeasuredQuantity::Speedup);
    // A name that says nothing: the user is asked what it holds.
    mapping.value = "result";
    const ImportIssue issue = importError("n,result\n1,10\n2,5\n", mapping);
    EXPECT_EQ(issue.field, "quantity");
    mapping.quantity = MeasuredQuantity::Time;
    EXPECT_TRUE(MeasurementCsvImporter::importText("n,result\n1,10\n2,5\n", "r.csv", mapping).ok());
}

}  // namespace

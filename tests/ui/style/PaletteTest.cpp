// SPDX-License-Identifier: MIT
// The palette stays distinguishable for the common colour-vision
// deficiencies: every pair of its marks, each mark against every line a
// chart draws beside it, and each against "current"'s ink (light and dark)
// is simulated for protanopia, deuteranopia and tritanopia with the
// matrices of Machado, Oliveira & Fernandes (2009, severity 1.0, applied in
// linear sRGB) and compared in CIELAB (D65); for normal vision they keep a
// larger distance, so that two series never look alike on a projector.
#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/style/Palette.h"

#include <gtest/gtest.h>

#include <QColor>

#include <array>
#include <cmath>
#include <string>
#include <vector>

namespace effsurf::ui {
namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

struct Vision {
    const char* name;
    Matrix matrix;
};

const std::array<Vision, 4> kVisions{{
    {"normal", {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}},
    {"protanopia", {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}}},
    {"deuteranopia", {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}}},
    {"tritanopia", {{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}}},
}};

double linear(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

std::array<double, 3> lab(const std::array<double, 3>& rgb) {
    const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
    const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
    const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
    const auto f = [](double t) { return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0; };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

/// How `color` looks with `vision`, in CIELAB.
std::array<double, 3> seen(const QColor& color, const Vision& vision) {
    const std::array<double, 3> rgb{linear(color.red()), linear(color.green()), linear(color.blue())};
    std::array<double, 3> simulated{};
    for (int i = 0; i < 3; ++i) {
        double sum = 0.0;
        for (int j = 0; j < 3; ++j) sum += vision.matrix[std::size_t(i)][std::size_t(j)] * rgb[std::size_t(j)];
        simulated[std::size_t(i)] = std::clamp(sum, 0.0, 1.0);
    }
    return lab(simulated);
}

double distance(const QColor& a, const QColor& b, const Vision& vision) {
    const auto p = seen(a, vision), q = seen(b, vision);
    return std::sqrt((p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]) + (p[2] - q[2]) * (p[2] - q[2]));
}

struct Named {
    std::string name;
    QColor color;
};

std::vector<Named> everyMark() {
    std::vector<Named> marks;
    for (std::size_t i = 0; i < Palette::series().size(); ++i) marks.push_back({"series " + std::to_string(i), Palette::series()[i]});
    for (const char* label : {"A", "B", "C", "D"}) marks.push_back({std::string("snapshot ") + label, Palette::snapshotColor(label)});
    marks.push_back({"HPL", Palette::hpl()});
    marks.push_back({"HPCG", Palette::hpcg()});
    marks.push_back({"trajectory", Palette::trajectory()});
    return marks;
}

/// The smallest distance `a` and `b` must keep with `vision`.
double wanted(const Vision& vision) { return &vision == &kVisions[0] ? Palette::kMinimumNormalDistance : Palette::kMinimumDistance; }

TEST(Palette, EveryPairStaysApartForTheCommonColourVisionDeficiencies) {
    const auto marks = everyMark();
    for (std::size_t i = 0; i < marks.size(); ++i)
        for (std::size_t j = i + 1; j < marks.size(); ++j)
            for (const Vision& vision : kVisions)
                EXPECT_GE(distance(marks[i].color, marks[j].color, vision), wanted(vision))
                    << marks[i].name << " against " << marks[j].name << " with " << vision.name;
}

TEST(Palette, EverySeriesAndSnapshotStaysApartFromEveryLine) {
    // One chart draws the laws' or datatypes' lines with series and
    // snapshots over them: snapshot B was the FP32 line's sky blue, D the
    // FP16 line's vermillion. (HPL, HPCG and the trajectory take lines'
    // colours on purpose: no chart draws them beside those lines.)
    for (const auto& mark : everyMark()) {
        if (mark.name == "HPL" || mark.name == "HPCG" || mark.name == "trajectory") continue;
        for (int i = 0; i < Palette::kLineCount; ++i)
            for (const Vision& vision : kVisions)
                EXPECT_GE(distance(mark.color, Palette::line(Palette::Line(i)), vision), wanted(vision))
                    << mark.name << " against line " << i << " with " << vision.name;
    }
}

TEST(Palette, NoMarkLooksLikeCurrentInEitherLook) {
    for (const QColor& ink : {ChartLook::light().ink, ChartLook::darkLook().ink})
        for (const auto& mark : everyMark())
            for (const Vision& vision : kVisions)
                EXPECT_GE(distance(mark.color, ink, vision), 2 * Palette::kMinimumDistance)
                    << mark.name << " against the ink " << ink.name().toStdString() << " with " << vision.name;
}

TEST(Palette, TheSimulationSeesWhatDichromatsConfuse) {
    // The check can fail: red and green, far apart for normal vision, are
    // close for a deuteranope; the old snapshot B (wine) and C (dark green) too.
    const Vision& normal = kVisions[0];
    const Vision& deuteranopia = kVisions[2];
    EXPECT_GT(distance(QColor(0xCC, 0x33, 0x11), QColor(0x33, 0x88, 0x11), normal), 40.0);
    EXPECT_LT(distance(QColor(0x99, 0x22, 0x33), QColor(0x11, 0x77, 0x33), deuteranopia), Palette::kMinimumDistance);
    // Identity for normal vision: white stays white (L* 100).
    EXPECT_NEAR(seen(Qt::white, normal)[0], 100.0, 1e-3);
}

}  // namespace
}  // namespace effsurf::ui

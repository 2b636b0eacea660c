// SPDX-License-Identifier: MIT
#include "effsurf/ui/figures/SurfaceMeshPolygons.h"
#include "effsurf/ui/surface/SurfaceProjection.h"

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/scenario/ScenarioSurface.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

QColor shaded(const QColor& color, double factor) {
    return QColor::fromRgbF(float(std::clamp(double(color.redF()) * factor, 0.0, 1.0)),
                            float(std::clamp(double(color.greenF()) * factor, 0.0, 1.0)),
                            float(std::clamp(double(color.blueF()) * factor, 0.0, 1.0)));
}

}  // namespace

SurfaceMeshPolygons::SurfaceMeshPolygons(const core::Scenario& scenario, const SurfaceProjection& projection, int resolution)
    : projection_(projection) {
    resolution = std::clamp(resolution, 4, 400);
    core::EfficiencySurface surface;
    core::ScenarioSurface::evaluate(surface, scenario, resolution + 1);
    const auto& logN = surface.log10ProcessorCounts();
    const auto& logS = surface.log10SerialFractions();
    const auto& e = surface.efficiency();
    const SurfaceProjection& p = projection_;
    // The light: from the camera's side and above, as the window's theme.
    const QVector3D light = QVector3D(float(p.nearX()), 1.6f, float(p.nearZ())).normalized();
    triangles_.reserve(2 * std::size_t(resolution) * std::size_t(resolution));
    const auto vertex = [&](int i, int j) { return p.absolute(logN(j), p.heightOf(e(i, j)), logS(i)); };
    for (int i = 0; i < resolution; ++i) {
        for (int j = 0; j < resolution; ++j) {
            const QVector3D a = vertex(i, j), b = vertex(i, j + 1), c = vertex(i + 1, j + 1), d = vertex(i + 1, j);
            addTriangle({a, b, d}, light);
            addTriangle({b, c, d}, light);
        }
    }
    std::sort(triangles_.begin(), triangles_.end(), [](const Triangle& x, const Triangle& y) { return x.nearness < y.nearness; });
    // The E = 0.5 contour: per N column, where E crosses 0.5 along s.
    for (Eigen::Index j = 0; j < e.cols(); ++j) {
        for (Eigen::Index i = 1; i < e.rows(); ++i) {
            const double low = e(i - 1, j) - 0.5, high = e(i, j) - 0.5;
            if ((low >= 0.0) == (high >= 0.0)) continue;
            const double t = low / (low - high);
            ridge_.push_back(p.screen(p.absolute(logN(j), p.heightOf(0.5), logS(i - 1) + t * (logS(i) - logS(i - 1)))));
            break;
        }
    }
}

void SurfaceMeshPolygons::addTriangle(const std::array<QVector3D, 3>& corners, const QVector3D& light) {
    const SurfaceProjection& p = projection_;
    Triangle triangle;
    QVector3D centre;
    for (std::size_t k = 0; k < 3; ++k) {
        triangle.corners[k] = p.screen(corners[k]);
        centre += corners[k] / 3.0f;
    }
    triangle.nearness = p.toward(centre);
    // Back from absolute y to the height, and on to E.
    const double height = p.heightLow() + (double(centre.y()) + 1.0) / 2.0 * (p.heightHigh() - p.heightLow());
    const double e = p.logarithmicEfficiency() ? std::pow(10.0, height) : height;
    QColor color = EfficiencyColorMap::colorAt(e, p.logarithmicEfficiency());
    if (!p.isTopView()) {
        const float scale = float(SurfaceProjection::kHorizontalScale);
        const auto world = [scale](const QVector3D& v) { return QVector3D(scale * v.x(), v.y(), scale * v.z()); };
        QVector3D normal =
            QVector3D::crossProduct(world(corners[1]) - world(corners[0]), world(corners[2]) - world(corners[0])).normalized();
        if (normal.y() < 0.0f) normal = -normal;
        const double diffuse = double(std::max(0.0f, QVector3D::dotProduct(normal, light)));
        color = shaded(color, 0.8 + 0.22 * diffuse);
    }
    triangle.color = color;
    triangles_.push_back(triangle);
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "SurfaceMesh.h"

#include "SurfaceSpace.h"

#include "effsurf/core/scenario/ScenarioSurface.h"

#include <QSurface3DSeries>
#include <QSurfaceDataProxy>
#include <QVector2D>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {

void SurfaceMesh::rebuild(const core::Scenario& scenario, int resolution, bool logarithmic, QSurface3DSeries* series,
                          QSurface3DSeries* ridge) {
    // Core's surface of the scenario: the same values the figures, the CLI and the exported page draw.
    core::ScenarioSurface::evaluate(surface_, scenario, resolution);

    const bool reuse = array_ && resolution_ == resolution;
    if (!reuse) {
        array_ = new QSurfaceDataArray;
        array_->reserve(resolution);
        for (int i = 0; i < resolution; ++i) array_->append(new QSurfaceDataRow(resolution));
    }
    const auto& logN = surface_.log10ProcessorCounts();
    const auto& logS = surface_.log10SerialFractions();
    const auto& e = surface_.efficiency();
    for (int i = 0; i < resolution; ++i) {
        QSurfaceDataRow& row = *(*array_)[i];
        const float z = static_cast<float>(logS(i));
        for (int j = 0; j < resolution; ++j)
            row[j].setPosition(QVector3D(static_cast<float>(logN(j)), SurfaceSpace::heightOf(e(i, j), logarithmic), z));
    }
    // The same pointer makes the proxy re-read the array in place.
    series->dataProxy()->resetArray(array_);
    resolution_ = resolution;
    rebuildRidge(logarithmic, ridge);
}

void SurfaceMesh::rebuildRidge(bool logarithmic, QSurface3DSeries* ridge) {
    const auto& logN = surface_.log10ProcessorCounts();
    const auto& logS = surface_.log10SerialFractions();
    const auto& e = surface_.efficiency();
    QList<QVector2D> points;
    for (Eigen::Index j = 0; j < e.cols(); ++j) {
        for (Eigen::Index i = 1; i < e.rows(); ++i) {
            const double a = e(i - 1, j) - 0.5;
            const double b = e(i, j) - 0.5;
            if ((a >= 0.0) != (b >= 0.0)) {
                const double t = a / (a - b);
                points.append(QVector2D(static_cast<float>(logN(j)), static_cast<float>(logS(i - 1) + t * (logS(i) - logS(i - 1)))));
                break;
            }
        }
    }
    auto* ribbon = new QSurfaceDataArray;
    if (points.size() >= 2) {
        const float height = SurfaceSpace::heightOf(0.5, logarithmic);
        const float halfWidth = 0.2f;  // decades of s
        for (const float offset : {-halfWidth, halfWidth}) {
            auto* row = new QSurfaceDataRow;
            row->reserve(points.size());
            // Clamped into the axis ranges: Q3DSurface's renderer crashes on
            // a surface whose sample space leaves them (seen with Qt 6.4).
            for (const QVector2D& p : points) {
                const float z = std::clamp(p.y() + offset, float(SurfaceSpace::kLog10SMin), float(SurfaceSpace::kLog10SMax));
                row->append(QSurfaceDataItem(QVector3D(p.x(), height, z)));
            }
            ribbon->append(row);
        }
    }
    ridge->dataProxy()->resetArray(ribbon);
    ridge->setVisible(points.size() >= 2);
}

}  // namespace effsurf::ui

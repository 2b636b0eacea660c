// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace effsurf::test {

/// While it lives, windows made draw the 3D surface's mesh at rest with 64
/// vertices a side (EFFSURF_3D_MESH, read when a SurfaceView is made) instead
/// of 256, as while a slider moves. For the walks that audit texts, layouts
/// and whether each step is drawn, not the surface's shape: under llvmpipe a
/// third of their CPU went to the full mesh's triangles (a legibility walk
/// 5.9 against 3.7 CPU-seconds). The tests of the surface itself, and any
/// test that could tell the meshes apart, draw the full mesh.
class CoarseSurfaceMesh {
public:
    CoarseSurfaceMesh() : before_(qgetenv("EFFSURF_3D_MESH")), wasSet_(qEnvironmentVariableIsSet("EFFSURF_3D_MESH")) {
        qputenv("EFFSURF_3D_MESH", "64");
    }
    ~CoarseSurfaceMesh() {
        if (wasSet_) qputenv("EFFSURF_3D_MESH", before_);
        else qunsetenv("EFFSURF_3D_MESH");
    }
    CoarseSurfaceMesh(const CoarseSurfaceMesh&) = delete;
    CoarseSurfaceMesh& operator=(const CoarseSurfaceMesh&) = delete;

private:
    QByteArray before_;
    bool wasSet_;
};

}  // namespace effsurf::test

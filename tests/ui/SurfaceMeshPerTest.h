// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <gtest/gtest.h>

#include <string>

namespace effsurf::test {

/// Which surface mesh a test's windows draw at rest (EFFSURF_3D_MESH, read
/// when a SurfaceView is made). The tests of the surface, its figures and
/// animations (tests/ui/surface, figures, animation) draw the full mesh of
/// 256 a side, as the user sees it; every other test draws 64, the mesh
/// shown while a slider moves: they audit texts, layouts, states, sessions
/// and charts, and under llvmpipe a third of their CPU went to the full
/// mesh's triangles (a legibility walk 5.9 against 3.7 CPU-seconds; the
/// suite some 200 CPU-seconds on 2 cores). A mesh set from outside (for a
/// measurement) is left alone.
class SurfaceMeshPerTest : public ::testing::EmptyTestEventListener {
public:
    SurfaceMeshPerTest() : chosenOutside_(qEnvironmentVariableIsSet("EFFSURF_3D_MESH")) {}

    static bool drawsFullMesh(const std::string& file) {
        for (const char* folder : {"/surface/", "/figures/", "/animation/"})
            if (file.find(folder) != std::string::npos) return true;
        return false;
    }

private:
    void OnTestStart(const ::testing::TestInfo& test) override {
        if (chosenOutside_) return;
        if (drawsFullMesh(test.file() ? test.file() : "")) qunsetenv("EFFSURF_3D_MESH");
        else qputenv("EFFSURF_3D_MESH", "64");
    }

    const bool chosenOutside_;
};

}  // namespace effsurf::test

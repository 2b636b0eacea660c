// SPDX-License-Identifier: MIT
#pragma once

#include "CameraFit.h"
#include "LabelPlacement.h"
#include "SurfaceGraph.h"
#include "SurfaceMesh.h"
#include "SurfaceSpace.h"
#include "SurfaceTextSizing.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/style/ChartLook.h"
#include "effsurf/ui/surface/GradientLegend.h"
#include "effsurf/ui/surface/SurfaceView.h"

#include <QColor>
#include <QCustom3DItem>
#include <QCustom3DLabel>
#include <QFont>
#include <QSurface3DSeries>
#include <QValue3DAxis>
#include <QVariantAnimation>

#include <limits>
#include <vector>

namespace effsurf::ui {

/// What SurfaceView shows, as DataVisualization's scene: the surface and
/// ridge series, the current point with its label and leader line, the
/// systems' and snapshots' points and labels, the TOP500 cloud, axes,
/// lighting and camera. SurfaceView hands it the state; it puts the items
/// where the state says, with LabelPlacement (where labels go), SurfaceTextSizing
/// (how large text must be), CameraFit (the zoom that fills the pane) and
/// SurfaceMesh (the surface and its ridge).
struct SurfaceScene {
    using CameraPreset = SurfaceView::CameraPreset;

    /// The smallest 3D text on the desk; the presentation view asks for more.
    static constexpr double kDeskTextPixels = 12.0;
    /// A system's label covering more of the labels placed before it is left out (placeLabels).
    static constexpr double kMostCoveredShare = 0.2;
    /// The current point's colour.
    static QColor markerColor() { return QColor(0xff, 0x45, 0x1f); }
    /// The 3D view's font at `pointSize` times `scale`.
    static QFont graphFont(int pointSize, double scale = 1.0);

    QString problem;
    SurfaceGraph* graph = nullptr;
    QWidget* container = nullptr;
    GradientLegend* legend = nullptr;
    QSurface3DSeries* series = nullptr;
    QSurface3DSeries* ridge = nullptr;  // a thin dark ribbon along E = 0.5
    QValue3DAxis* yAxis = nullptr;
    QCustom3DItem* marker = nullptr;
    QCustom3DItem* markerLeader = nullptr;
    QVector3D markerData;  // where the marker stands in data coordinates (drawn by placePoint)
    QCustom3DLabel* label = nullptr;
    /// Labelled points with their leader lines and labels, placed again when
    /// the camera or the marker moves.
    struct LabelledPoint {
        QVector3D position;
        QCustom3DItem* leader = nullptr;
        QCustom3DLabel* label = nullptr;
    };
    std::vector<LabelledPoint> labelledPoints;
    /// The theme's lighting, restored when the top view (lit flat) is left.
    float defaultAmbientLight = 0.0f;
    float defaultLightStrength = 0.0f;
    float defaultHighlightLight = 0.0f;
    std::vector<SystemPoint> selectedPoints;
    std::vector<SystemPoint> cloudPoints;
    std::vector<QCustom3DItem*> systemItems;  // owned by the graph
    /// Items taken out of the graph, deleted only once a frame has been drawn
    /// without them. DataVisualization keeps each item's mesh and texture in
    /// a cache keyed by the item's address and drops the entry only when it
    /// next draws: deleted at once, an item's address could be taken by a
    /// new one before that, and the new item was drawn with the old one's
    /// look (a system's label showed as the orange HPCG dot, which made
    /// screenshots of the same state differ from run to run).
    std::vector<QCustom3DItem*> retired;
    std::vector<QCustom3DItem*> cloudPool;  // reused across editions: creating an item parses its mesh
    std::vector<QVector3D> systemPositions;
    std::vector<QVector3D> cloudPositions;
    int cloudItems = 0;
    core::Scenario scenario;
    bool haveScenario = false;
    /// The marker's "· pipeline bubble 12 %": evaluated once per training
    /// run and precision, not on every frame of a drag of another control.
    core::TrainingRun overheadRun;
    core::Precision overheadPrecision = core::Precision::FP64;
    QString overheadText;
    bool overheadValid = false;
    bool logarithmic = false;
    bool valuesConcealed = false;  ///< the point's label without its number (a tour step's question)
    bool interactive = false;
    CameraPreset camera = CameraPreset::Isometric;
    ChartLook look = ChartLook::light();
    QVariantAnimation* cameraAnimation = nullptr;
    bool cameraMoving = false;
    bool labelsQueued = false;  ///< a turned camera's label placement waits for the event loop
    quint64 rendered = 0;
    quint64 shown = 0;
    bool refinePending = false;
    /// The multisampled still replaced the last frame, and no frame came since.
    bool stillOnScreen = false;
    /// The smallest on-screen text the 3D view keeps (its fonts grow for a
    /// small pane or a projector), and the points its labels got for it.
    double minimumTextPixels = kDeskTextPixels;
    double axisPoints = 0.0;
    double markerPoints = 0.0;
    double systemPoints = 0.0;
    bool fitScheduled = false;
    /// Something was handed to the graph that its next frame will show. When
    /// a render() changes nothing visible, DataVisualization draws no frame,
    /// so the generation is reported shown at once instead.
    bool visualChangePending = false;
    SurfaceMesh mesh;
    /// The mesh at rest: SurfaceView::kFullResolution, or EFFSURF_3D_MESH's.
    int restingResolution = SurfaceView::kFullResolution;
    CameraFit fit;

    ~SurfaceScene();

    /// The top view once the camera is there (while it glides, a 3D view).
    bool isTopView() const { return camera == CameraPreset::Top && !cameraMoving; }
    int wantedResolution() const { return interactive ? SurfaceView::kInteractiveResolution : restingResolution; }
    /// Absolute coordinates (the plot box spans -1..1 on every axis) of a data position.
    QVector3D absolutePosition(const QVector3D& data) const {
        return SurfaceSpace::absolute(data, logarithmic, graph->axisZ()->reversed());
    }
    /// Where labels go, as the camera sees the box now.
    LabelPlacement labelPlacement() const;
    /// How large text is drawn, for the pane, zoom and camera now.
    SurfaceTextSizing textSizing() const;

    /// Takes `item` out of the graph; it is deleted by freeRetired once drawn without.
    void retire(QCustom3DItem* item);
    /// Deletes the first `count` retired items (all by default).
    void freeRetired(std::size_t count = std::numeric_limits<std::size_t>::max());

    void rebuildMesh();
    void replaceLabel(const QString& text);
    void placeMarker();
    void placePoint(QCustom3DItem* item, const QVector3D& data);
    void placeLabels();
    void placeLabel(QCustom3DLabel* text, QCustom3DItem* leader, const QVector3D& data, const QVector3D& labelAt, float radius);
    QCustom3DItem* makeLeader(const QColor& color);
    QVector3D dataPosition(const SystemPoint& p) const;
    QCustom3DItem* makeSphere(const QVector3D& position, float size, const QColor& color,
                              const QString& meshFile = QStringLiteral(":/effsurf/meshes/sphere.obj"));
    QCustom3DItem* addSphere(const QVector3D& position, float size, const QColor& color);
    void updateCloud();
    void rebuildSystems();
    void applyTickDensity();
    void applyAxis();
    void applyLook(const ChartLook& l);
    void applyTextSizes();
    double smallestTextPixels() const;
    void measureReach();
    void forgetReach() { fit.forget(); }
    void fitZoom();
    void applyLighting(bool flat);
    void applyCamera();
    void applyViewDependent();
};

}  // namespace effsurf::ui

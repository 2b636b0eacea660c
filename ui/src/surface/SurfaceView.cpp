#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/style/Palette.h"

// Kept in one file on purpose (longer than the project's ~500-line guide):
// this is the only file that includes Qt DataVisualization, so that moving the
// 3D view to Qt Graphs later touches one file. The grid, ridge, markers,
// labels, camera presets and off-screen rendering all talk to the same
// Q3DSurface.

#include "effsurf/core/model/EfficiencySurface.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"
#include "effsurf/ui/surface/GradientLegend.h"
#include "effsurf/ui/surface/FramePresenter.h"

#include <Q3DCamera>
#include <Q3DScene>
#include <Q3DSurface>
#include <Q3DTheme>
#include <QCustom3DItem>
#include <QCustom3DLabel>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <QSurface3DSeries>
#include <QSurfaceDataProxy>
#include <QSurfaceFormat>
#include <QTimer>
#include <QtMath>
#include <QValue3DAxis>
#include <QValue3DAxisFormatter>
#include <QVariantAnimation>
#include <QVector2D>

#include <algorithm>
#include <cmath>
#include <limits>
#include <functional>

namespace effsurf::ui {
namespace {

/// Axis labels "10⁻⁷" for axes whose values are log10 of the quantity.
class PowerOfTenFormatter : public QValue3DAxisFormatter {
public:
    using QValue3DAxisFormatter::QValue3DAxisFormatter;

protected:
    QValue3DAxisFormatter* createNewInstance() const override { return new PowerOfTenFormatter; }
    QString stringForValue(qreal value, const QString&) const override {
        return NumberFormat::powerOfTen(static_cast<int>(std::lround(value)));
    }
};

/// No tick labels: the E axis of the top view (a heat map), where the colour
/// bar is the E scale and the labels, seen edge-on, pile into the corners.
class BlankFormatter : public QValue3DAxisFormatter {
public:
    using QValue3DAxisFormatter::QValue3DAxisFormatter;

protected:
    QValue3DAxisFormatter* createNewInstance() const override { return new BlankFormatter; }
    QString stringForValue(qreal, const QString&) const override { return {}; }
};

/// Q3DSurface that reports each frame it puts on screen (QAbstract3DGraph
/// renders and swaps buffers while handling QEvent::UpdateRequest).
class SurfaceGraph : public Q3DSurface {
public:
    /// `stillSamples`: the multisampling of the still (0: no still).
    SurfaceGraph(const QSurfaceFormat* format, int stillSamples) : Q3DSurface(format), stillSamples_(stillSamples) {
        stillTimer_.setSingleShot(true);
        QObject::connect(&stillTimer_, &QTimer::timeout, [this] { presentStill(); });
    }
    /// After each frame DataVisualization drew (and put on screen).
    std::function<void()> onFrameSwapped;
    /// After a still was asked for (drawn, or not possible here).
    std::function<void()> onStill;

    /// The window draws without multisampling: under software OpenGL 4
    /// samples double a frame's cost (10.5 against 5.7 ms for the desk's pane,
    /// llvmpipe). Once frames stop, the same view multisampled replaces the
    /// last one, `delayMs` after it (0: as soon as the event loop is free); a
    /// new frame cancels it.
    void scheduleStill(int delayMs) { stillTimer_.start(delayMs); }
    void cancelStill() { stillTimer_.stop(); }

protected:
    bool event(QEvent* event) override {
        const bool isFrame = event->type() == QEvent::UpdateRequest && isExposed();
        const bool handled = Q3DSurface::event(event);
        if (isFrame && onFrameSwapped) onFrameSwapped();
        return handled;
    }

    void exposeEvent(QExposeEvent* event) override {
        // Drawn at once, without a frame request: reported like one.
        Q3DSurface::exposeEvent(event);
        if (isExposed() && onFrameSwapped) onFrameSwapped();
    }

private:
    void presentStill() {
        // At another size than the window's, renderToImage would change the
        // scene's viewport and so ask for a frame, which would replace the
        // still: with a device pixel ratio other than 1 the window keeps its frame.
        if (isExposed() && devicePixelRatio() == 1.0 && stillSamples_ > 0)
            presenter_.present(this, renderToImage(stillSamples_, size()));
        if (onStill) onStill();
    }

    const int stillSamples_;
    QTimer stillTimer_;
    FramePresenter presenter_;
};

constexpr double kLog10NMin = 0.0;
constexpr double kLog10NMax = 12.0;
constexpr double kLog10SMin = -12.0;
constexpr double kLog10SMax = 0.0;

/// Labels float over the top of the plot box (absolute y, where the box spans
/// -1..1): custom items are depth-tested, and from every preset camera, which
/// looks down on the box, nothing of the surface (at most E = 1, y = 1) can
/// hide what lies wholly above it. A leader line joins each label to its
/// point. The marker's label sits lowest; a system's label rises in steps
/// until it overlaps none placed before it, as the camera sees them.
constexpr float kLabelHeight = 1.16f;
constexpr float kLabelStep = 0.1f;
constexpr int kLabelAttempts = 16;
/// For the overlap test, roughly how the camera sees the box (fitted to
/// screenshots of the presets): its horizontal axes are drawn twice as long
/// as its vertical one (the graph's aspect ratio 2), the camera stands about
/// 7 half-heights from the centre, and a label's quad with its background is
/// about 1.2 times the height Qt 6.4 computes from its font (0.05 + points /
/// 500, times its scaling); the factor below leaves some room around it.
constexpr double kHorizontalScale = 2.0;
constexpr double kCameraDistance = 7.0;
constexpr double kLabelQuadFactor = 1.6;
const QColor kMarkerColor(0xff, 0x45, 0x1f);
/// Looking straight down, a label above its point would cover it: the top
/// view moves labels this far (absolute units) up or down the screen instead.
constexpr float kTopViewLabelOffset = 0.16f;
/// Points in the top view: wholly over the lid (y = 1; the largest, the
/// marker, has radius 0.1), under the labels.
constexpr float kTopViewPointHeight = 1.15f;
constexpr float kTopViewLabelHeight = 1.35f;
/// From this elevation (degrees) on, labels go beside their points, as in the top view.
constexpr float kSteepElevation = 55.0f;
constexpr float kSteepLabelOffset = 0.35f;
/// Thicker than a grid line, in the colour of its point, so as not to read as
/// one; the marker's thicker still (from the front camera, at large s, only
/// the part of it over the plateau shows).
/// The camera's turn about the vertical stays between the front (0 degrees,
/// looking along the s axis) and the right (-90, along the N axis), and its
/// elevation above the floor: from there nothing on the surface is hidden
/// behind it (applyViewDependent).
constexpr float kLowestAzimuth = -90.0f;
constexpr float kHighestAzimuth = 0.0f;
constexpr float kLowestElevation = 2.0f;
constexpr float kLeaderRadius = 0.008f;
/// The current point's sphere (absolute units, as the box's half height is 1).
constexpr float kMarkerRadius = 0.1f;
constexpr float kMarkerLeaderRadius = 0.014f;
/// The line stops short of the label's centre, under its text.
constexpr float kLeaderGap = 0.05f;

float normalized(double value, double low, double high) { return static_cast<float>(2.0 * (value - low) / (high - low) - 1.0); }

/// How large DataVisualization 6.4 draws text, measured on its renders (front
/// camera, 1600x1000 window, E-axis labels and the marker's label): a text of
/// P points is drawn (0.05 + P/500) scene units tall, times its scaling, and
/// its em is about 2.06 of those units for the axis labels and 0.89 for a
/// custom label. A half height of the box (one scene unit) spans about 0.29
/// of the viewport's height at zoom 100 at the box's front edge; 0.25 allows
/// for the perspective of its back edge. A viewport narrower than 16:10 is
/// drawn smaller still: DataVisualization scales the scene by
/// min(1, W / (1.6 H)) (Abstract3DRenderer::calculateZoomLevel, for the
/// graph's default aspect ratio 2), so its scale follows min(H, W / 1.6);
/// the axis labels shrink by that factor once more (measured at 1024x768).
constexpr double kAxisEmPerUnit = 2.06;
constexpr double kCustomEmPerUnit = 0.89;
constexpr double kUnitPerViewportHeight = 0.25;
constexpr double kNarrowViewportRatio = 1.6;
/// The top view's orthographic projection draws its axis labels flat on the
/// map, smaller than the 3D views' (measured at 1280x720: 0.85; 0.8 to spare).
constexpr double kTopViewAxisScale = 0.8;

/// The length DataVisualization scales a viewport's scene by (see above).
double sceneScalePixels(QSize viewport) {
    return std::min(double(viewport.height()), viewport.width() / kNarrowViewportRatio);
}
constexpr float kMarkerLabelScaling = 1.3f;
/// The smallest 3D text on the desk; the presentation view asks for more.
constexpr double kDeskTextPixels = 12.0;
/// The content's margin inside the pane when the zoom is fitted to it.
constexpr double kFitMargin = 0.05;

QFont graphFont(int pointSize, double scale = 1.0) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize * scale);
    return font;
}

}  // namespace

struct SurfaceView::Private {
    QString problem;
    SurfaceGraph* graph = nullptr;
    QWidget* container = nullptr;
    GradientLegend* legend = nullptr;
    QSurface3DSeries* series = nullptr;
    QSurface3DSeries* ridge = nullptr;  // a thin dark ribbon along E = 0.5
    QSurfaceDataArray* array = nullptr;  // owned by the proxy; reused while its size holds
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
    std::vector<QCustom3DItem*> cloudPool;    // reused across editions: creating an item parses its mesh
    std::vector<QVector3D> systemPositions;
    std::vector<QVector3D> cloudPositions;
    int cloudItems = 0;
    core::EfficiencySurface surface;
    core::Scenario scenario;
    bool haveScenario = false;
    bool logarithmic = false;
    bool interactive = false;
    int meshResolution = 0;
    CameraPreset camera = CameraPreset::Isometric;
    ChartLook look = ChartLook::light();
    QVariantAnimation* cameraAnimation = nullptr;
    bool cameraMoving = false;
    bool labelsQueued = false;  ///< a turned camera's label placement waits for the event loop
    quint64 rendered = 0;
    quint64 shown = 0;
    bool refinePending = false;
    /// The smallest on-screen text the 3D view keeps (its fonts grow for a
    /// small pane or a projector), and the points its labels got for it.
    double minimumTextPixels = kDeskTextPixels;
    double axisPoints = 0.0;
    double markerPoints = 0.0;
    double systemPoints = 0.0;
    /// How far what each preset draws reaches from the pane's centre,
    /// horizontally and vertically, per scene scale and zoom / 100 (zoomFor); 0: not measured.
    QPointF reach[3];
    /// The pane's size when the reach was measured: with a minimum text size
    /// the labels' size in scene units depends on it, so a much larger or
    /// smaller pane measures again.
    QSize reachMeasuredFor[3];
    bool fitScheduled = false;
    /// Something was handed to the graph that its next frame will show. When
    /// a render() changes nothing visible, DataVisualization draws no frame,
    /// so the generation is reported shown at once instead.
    bool visualChangePending = false;

    ~Private() { qDeleteAll(retired); }

    /// Takes `item` out of the graph; it is deleted by freeRetired once drawn without.
    void retire(QCustom3DItem* item) {
        graph->releaseCustomItem(item);
        retired.push_back(item);
    }
    /// Deletes the first `count` retired items (all by default): those taken
    /// out before the frame just drawn, which no longer has them in its cache.
    void freeRetired(std::size_t count = std::numeric_limits<std::size_t>::max()) {
        count = std::min(count, retired.size());
        std::for_each(retired.begin(), retired.begin() + std::ptrdiff_t(count), [](QCustom3DItem* item) { delete item; });
        retired.erase(retired.begin(), retired.begin() + std::ptrdiff_t(count));
    }

    /// The top view once the camera is there (while it glides, a 3D view).
    bool isTopView() const { return camera == CameraPreset::Top && !cameraMoving; }

    int wantedResolution() const { return interactive ? kInteractiveResolution : kFullResolution; }

    float heightOf(double e) const {
        if (!logarithmic) return static_cast<float>(e);
        return static_cast<float>(std::log10(std::max(e, EfficiencyColorMap::kLogMinimum)));
    }

    void rebuildMesh() {
        const int resolution = wantedResolution();
        core::SurfaceGridSpec grid;
        grid.minProcessors = std::pow(10.0, kLog10NMin);
        grid.maxProcessors = std::pow(10.0, kLog10NMax);
        grid.minSerialFraction = std::pow(10.0, kLog10SMin);
        grid.maxSerialFraction = std::pow(10.0, kLog10SMax);
        grid.processorSteps = resolution;
        grid.serialFractionSteps = resolution;
        surface.setGrid(grid);
        surface.evaluate(scenario.law(), scenario.speedFactor());

        const bool reuse = array && meshResolution == resolution;
        if (!reuse) {
            array = new QSurfaceDataArray;
            array->reserve(resolution);
            for (int i = 0; i < resolution; ++i) array->append(new QSurfaceDataRow(resolution));
        }
        const auto& logN = surface.log10ProcessorCounts();
        const auto& logS = surface.log10SerialFractions();
        const auto& e = surface.efficiency();
        for (int i = 0; i < resolution; ++i) {
            QSurfaceDataRow& row = *(*array)[i];
            const float z = static_cast<float>(logS(i));
            for (int j = 0; j < resolution; ++j)
                row[j].setPosition(QVector3D(static_cast<float>(logN(j)), heightOf(e(i, j)), z));
        }
        // The same pointer makes the proxy re-read the array in place.
        series->dataProxy()->resetArray(array);
        meshResolution = resolution;
        visualChangePending = true;
        rebuildRidge();
    }

    /// The E = 0.5 contour: per N column, the log10 s where E crosses 0.5
    /// (linear interpolation in log s), drawn as a narrow horizontal ribbon.
    void rebuildRidge() {
        const auto& logN = surface.log10ProcessorCounts();
        const auto& logS = surface.log10SerialFractions();
        const auto& e = surface.efficiency();
        QList<QVector2D> points;
        for (Eigen::Index j = 0; j < e.cols(); ++j) {
            for (Eigen::Index i = 1; i < e.rows(); ++i) {
                const double a = e(i - 1, j) - 0.5;
                const double b = e(i, j) - 0.5;
                if ((a >= 0.0) != (b >= 0.0)) {
                    const double t = a / (a - b);
                    points.append(QVector2D(static_cast<float>(logN(j)),
                                            static_cast<float>(logS(i - 1) + t * (logS(i) - logS(i - 1)))));
                    break;
                }
            }
        }
        auto* ribbon = new QSurfaceDataArray;
        if (points.size() >= 2) {
            const float height = heightOf(0.5);
            const float halfWidth = 0.2f;  // decades of s
            for (const float offset : {-halfWidth, halfWidth}) {
                auto* row = new QSurfaceDataRow;
                row->reserve(points.size());
                // Clamped into the axis ranges: Q3DSurface's renderer crashes on
                // a surface whose sample space leaves them (seen with Qt 6.4).
                for (const QVector2D& p : points) {
                    const float z = std::clamp(p.y() + offset, float(kLog10SMin), float(kLog10SMax));
                    row->append(QSurfaceDataItem(QVector3D(p.x(), height, z)));
                }
                ribbon->append(row);
            }
        }
        ridge->dataProxy()->resetArray(ribbon);
        ridge->setVisible(points.size() >= 2);
    }

    /// Qt 6.4's DataVisualization draws a custom label's text into a texture
    /// once, when the item is added: setText() changes the property but not
    /// what is drawn (the marker showed the first E forever). A label with new
    /// text is therefore a new item, with the old one's look and place.
    ///
    /// Each of the label's visual setters draws its texture again with
    /// QPainter (at the projector's sizes, about 0.5 ms a time): the look is
    /// set while the text is still empty, the text last, so it is drawn once.
    void replaceLabel(const QString& text) {
        auto* fresh = new QCustom3DLabel;
        fresh->setFont(label->font());
        fresh->setTextColor(label->textColor());
        fresh->setBackgroundColor(label->backgroundColor());
        fresh->setBackgroundEnabled(label->isBackgroundEnabled());
        fresh->setBorderEnabled(label->isBorderEnabled());
        fresh->setText(text);
        fresh->setFacingCamera(label->isFacingCamera());
        fresh->setScaling(label->scaling());
        fresh->setPositionAbsolute(label->isPositionAbsolute());
        fresh->setPosition(label->position());
        fresh->setVisible(label->isVisible());
        retire(label);
        graph->addCustomItem(fresh);
        label = fresh;
    }

    void placeMarker() {
        // The mesh is drawn over the FP64 baseline s with the precision's
        // transform applied, so the marker sits at the baseline s whose
        // transform is the configuration's s' (for the timeline model, the
        // inverse of s' = k s / (1 + (k - 1) s) applied to its s_eff).
        const double n = scenario.processors;
        double baseline = scenario.serialFraction;
        if (scenario.isModelBased()) {
            // s' >= 1 (S <= 1: more processors are slower) maps to the s = 1 edge.
            const double k = scenario.speedFactor();
            const double sPrime = std::min(scenario.effectiveSerialFraction(), 1.0);
            baseline = sPrime >= 1.0 ? 1.0 : sPrime / (k - (k - 1.0) * sPrime);
        }
        const double s = std::clamp(baseline, std::pow(10.0, kLog10SMin), 1.0);
        const double e = scenario.efficiency();
        const QVector3D position(static_cast<float>(std::log10(n)), heightOf(e),
                                 static_cast<float>(std::clamp(std::log10(s), kLog10SMin, kLog10SMax)));
        markerData = position;
        placePoint(marker, position);
        QString text = QStringLiteral("E = %1").arg(NumberFormat::scientific(e));
        // A training run's point also names what takes the most of its step
        // besides compute (the bubble, an all-to-all, the K/V exchange, ...).
        // Evaluated once per run, not every frame of a drag of another control.
        if (scenario.model == core::ModelKind::ParallelTraining) {
            static core::TrainingRun lastRun;
            static core::Precision lastPrecision = core::Precision::FP64;
            static QString lastOverhead;
            static bool computed = false;
            if (!computed || !(lastRun == scenario.trainingRun) || lastPrecision != scenario.precision) {
                computed = true;
                lastOverhead.clear();
                try {
                    const core::TrainingStep step = scenario.parallelTrainingModel().step();
                    const auto worst = std::max_element(step.terms.begin(), step.terms.end(), [](const auto& a, const auto& b) {
                        return (a.first == "compute" ? 0.0 : a.second) < (b.first == "compute" ? 0.0 : b.second);
                    });
                    if (worst->first != "compute" && worst->second > 0.0 && step.total > 0.0)
                        lastOverhead = QStringLiteral(" \u00B7 %1 %2 %").arg(QString::fromStdString(std::string(worst->first)))
                                           .arg(std::lround(100.0 * worst->second / step.total));
                } catch (const core::InvalidParameter&) {
                    // The state holds valid runs only; nothing to add otherwise.
                }
                lastRun = scenario.trainingRun;
                lastPrecision = scenario.precision;
            }
            text += lastOverhead;
        }
        if (label->text() != text) {
            replaceLabel(text);
            visualChangePending = true;
        }
        // The label floats over the top of the plot box with a leader line
        // down to the marker: at large s the marker lies on the floor behind
        // the E = 1 plateau, where the line still shows where it is. The
        // systems' labels make way for it.
        placeLabels();
    }

    /// Puts a point's item at data position `data`; in the top view (a map,
    /// which has no height) over the lid of the plot box instead, where no
    /// part of the surface can cover it. (Only wholly over it: of the sphere
    /// mesh, Q3DSurface draws the far side, so a marker at the lid and E near
    /// 1 showed as a ring around the surface, seen with Qt 6.4.)
    void placePoint(QCustom3DItem* item, const QVector3D& data) {
        const bool top = isTopView();
        QVector3D at = data;
        if (top) {
            at = absolutePosition(data);
            at.setY(kTopViewPointHeight);
        }
        if (item->isPositionAbsolute() != top || item->position() != at) visualChangePending = true;
        item->setPositionAbsolute(top);
        item->setPosition(at);
    }

    /// Absolute coordinates (the plot box spans -1..1 on every axis) of a data position.
    QVector3D absolutePosition(const QVector3D& data) const {
        const double yLow = logarithmic ? std::log10(EfficiencyColorMap::kLogMinimum) : 0.0;
        const double yHigh = logarithmic ? 0.0 : 1.0;
        const float z = normalized(double(data.z()), kLog10SMin, kLog10SMax);
        return {normalized(double(data.x()), kLog10NMin, kLog10NMax), normalized(double(data.y()), yLow, yHigh),
                graph->axisZ()->reversed() ? -z : z};
    }

    /// The places a label of the point at data position `data` may take,
    /// nearest first: over the box at rising heights; in the top view (where
    /// a leader line is seen end-on) beside the point, alternately above and
    /// below it on screen, further each time.
    QVector3D labelCandidate(const QVector3D& data, int attempt) const {
        const QVector3D at = absolutePosition(data);
        if (isTopView()) {
            float offset = kTopViewLabelOffset * float(attempt / 2 + 1) * (attempt % 2 == 0 ? 1.0f : -1.0f);
            // Past the map's edge the label would be pushed back onto its
            // point (the marker at s = 1 was covered): the other side instead.
            if (std::abs(at.z() + offset) > 1.05f) offset = -offset;
            return {at.x(), kTopViewLabelHeight, std::clamp(at.z() + offset, -1.05f, 1.05f)};
        }
        const Q3DCamera* cam = graph->scene()->activeCamera();
        if (cam->yRotation() < kSteepElevation) return {at.x(), kLabelHeight + kLabelStep * float(attempt), at.z()};
        // Seen from high above, a label over its point covers it whatever its
        // height: beside it instead, up or down the screen (along the ground,
        // away from or towards the camera), further each time.
        const double azimuth = qDegreesToRadians(double(cam->xRotation()));
        const float awayX = float(std::sin(azimuth)) / float(kHorizontalScale);
        const float awayZ = float(std::cos(azimuth)) / float(kHorizontalScale);
        float offset = kSteepLabelOffset * float(attempt / 2 + 1) * (attempt % 2 == 0 ? 1.0f : -1.0f);
        if (std::abs(at.x() + offset * awayX) > 1.05f || std::abs(at.z() + offset * awayZ) > 1.05f) offset = -offset;
        return {std::clamp(at.x() + offset * awayX, -1.05f, 1.05f), kLabelHeight,
                std::clamp(at.z() + offset * awayZ, -1.05f, 1.05f)};
    }

    /// Roughly where absolute position `at` shows on screen, in units of the
    /// box's half height at its centre, and how much nearer things look there
    /// (a perspective projection from the camera's angles: enough to tell
    /// whether two labels, or a label and the marker, overlap).
    QVector3D screenPoint(const QVector3D& at) const {
        const Q3DCamera* cam = graph->scene()->activeCamera();
        const double azimuth = qDegreesToRadians(double(cam->xRotation()));
        const double elevation = qDegreesToRadians(double(cam->yRotation()));
        const double x = kHorizontalScale * double(at.x());
        const double y = double(at.y());
        const double z = kHorizontalScale * double(at.z());
        // Towards the camera along the ground, and the screen's right and up.
        const double nearX = -std::sin(azimuth), nearZ = -std::cos(azimuth);
        const double right = x * std::cos(azimuth) - z * std::sin(azimuth);
        const double up = y * std::cos(elevation) - (x * nearX + z * nearZ) * std::sin(elevation);
        const double toward = (x * nearX + z * nearZ) * std::cos(elevation) + y * std::sin(elevation);
        // Nearer is larger; the top view is orthographic.
        const double scale = isTopView() ? 1.0 : kCameraDistance / std::max(kCameraDistance - toward, 1.0);
        return QVector3D(float(scale * right), float(scale * up), float(scale));
    }

    /// Roughly where a label at absolute position `at` shows on screen (screenPoint's units).
    QRectF screenRect(const QCustom3DLabel* text, const QVector3D& at) const {
        const QVector3D p = screenPoint(at);
        const double scale = double(p.z());
        const QFontMetricsF metrics(text->font());
        const double height = scale * kLabelQuadFactor * double(text->scaling().y()) * (0.05 + text->font().pointSizeF() / 500.0);
        const double width = height * (metrics.horizontalAdvance(text->text()) / metrics.height() + 0.3);
        return {double(p.x()) - width / 2, double(p.y()) - height / 2, width, height};
    }

    /// Where the marker's sphere shows on screen, with a margin: no label may cover it.
    QRectF markerScreenRect() const {
        const QVector3D p = screenPoint(isTopView() ? marker->position() : absolutePosition(markerData));
        const double half = 1.5 * double(kMarkerRadius) * double(p.z());
        return {double(p.x()) - half, double(p.y()) - half, 2 * half, 2 * half};
    }

    /// The marker's label, then each system's at the first place where it
    /// overlaps none placed before it; if every place does, where it covers
    /// the least of them (the last place tried hid snapshot B's letter
    /// behind the current point's label).
    void placeLabels() {
        // The current point first: seen from high above, a label over it would hide it.
        std::vector<QRectF> taken;
        if (haveScenario) taken.push_back(markerScreenRect());
        const auto place = [&](QCustom3DLabel* text, QCustom3DItem* leader, const QVector3D& data, float radius) {
            QVector3D best;
            QRectF bestBox;
            double bestCovered = std::numeric_limits<double>::infinity();
            for (int attempt = 0; attempt < kLabelAttempts && bestCovered > 0.0; ++attempt) {
                const QVector3D at = labelCandidate(data, attempt);
                // With a margin: the estimate is a projection from the camera's angles,
                // a few pixels off the drawn label (measured: labels 3-6 px over each other).
                const QRectF estimate = screenRect(text, at);
                const QRectF box = estimate.adjusted(-0.08 * estimate.width(), -0.15 * estimate.height(), 0.08 * estimate.width(),
                                                     0.15 * estimate.height());
                double covered = 0.0;
                for (const QRectF& other : taken) {
                    const QRectF overlap = other.intersected(box);
                    covered += overlap.isEmpty() ? 0.0 : overlap.width() * overlap.height();
                }
                if (covered < bestCovered) {
                    bestCovered = covered;
                    best = at;
                    bestBox = box;
                }
            }
            taken.push_back(bestBox);
            placeLabel(text, leader, data, best, radius);
        };
        if (haveScenario) place(label, markerLeader, markerData, kMarkerLeaderRadius);
        for (const LabelledPoint& p : labelledPoints) place(p.label, p.leader, p.position, kLeaderRadius);
    }

    /// Puts `text` at `labelAt` (absolute) for the point at data position
    /// `data`, and its leader line from the point up to the label (none in
    /// the top view).
    void placeLabel(QCustom3DLabel* text, QCustom3DItem* leader, const QVector3D& data, const QVector3D& labelAt, float radius) {
        const QVector3D at = absolutePosition(data);
        const bool top = isTopView();
        if (text->position() != labelAt) visualChangePending = true;
        text->setPosition(labelAt);
        const float upper = labelAt.y() - kLeaderGap;
        const bool showLeader = !top && upper > at.y();
        leader->setVisible(showLeader);
        if (!showLeader) return;
        const QVector3D middle(at.x(), 0.5f * (at.y() + upper), at.z());
        const QVector3D scaling(radius, 0.5f * (upper - at.y()), radius);
        if (leader->position() != middle || leader->scaling() != scaling) visualChangePending = true;
        leader->setPosition(middle);
        leader->setScaling(scaling);
    }

    /// A thin vertical cylinder in absolute coordinates (placed by placeLabel).
    QCustom3DItem* makeLeader(const QColor& color) {
        QImage texture(2, 2, QImage::Format_RGB32);
        texture.fill(color);
        auto* item = new QCustom3DItem(QStringLiteral(":/effsurf/meshes/cylinder.obj"), QVector3D(),
                                       QVector3D(kLeaderRadius, 0.1f, kLeaderRadius), QQuaternion(), texture);
        item->setShadowCasting(false);
        item->setPositionAbsolute(true);
        item->setScalingAbsolute(true);
        graph->addCustomItem(item);
        return item;
    }

    QVector3D dataPosition(const SystemPoint& p) const {
        return QVector3D(static_cast<float>(std::clamp(std::log10(p.processors), kLog10NMin, kLog10NMax)),
                         heightOf(p.efficiency),
                         static_cast<float>(std::clamp(std::log10(p.serialFraction), kLog10SMin, kLog10SMax)));
    }

    QCustom3DItem* makeSphere(const QVector3D& position, float size, const QColor& color,
                              const QString& mesh = QStringLiteral(":/effsurf/meshes/sphere.obj")) {
        QImage texture(2, 2, QImage::Format_RGB32);
        texture.fill(color);
        auto* item = new QCustom3DItem(mesh, position,
                                       QVector3D(size, size, size), QQuaternion(), texture);
        item->setShadowCasting(false);
        graph->addCustomItem(item);
        return item;
    }

    QCustom3DItem* addSphere(const QVector3D& position, float size, const QColor& color) {
        QCustom3DItem* item = makeSphere(position, size, color, QStringLiteral(":/effsurf/meshes/icosphere.obj"));
        placePoint(item, position);
        systemItems.push_back(item);
        return item;
    }

    /// The cloud's points move between editions: existing items are moved
    /// and hidden or shown, new ones made only when an edition has more.
    void updateCloud() {
        cloudPositions.clear();
        for (const SystemPoint& p : cloudPoints) {  // in rank order: the top ranks first
            if (static_cast<int>(cloudPositions.size()) >= kMaxCloudPoints) break;
            cloudPositions.push_back(dataPosition(p));
        }
        while (cloudPool.size() < cloudPositions.size())
            cloudPool.push_back(makeSphere(QVector3D(), 0.02f, QColor(0x70, 0x70, 0x80),
                                           QStringLiteral(":/effsurf/meshes/octahedron.obj")));
        for (std::size_t i = 0; i < cloudPool.size(); ++i) {
            const bool used = i < cloudPositions.size();
            if (used) placePoint(cloudPool[i], cloudPositions[i]);
            cloudPool[i]->setVisible(used);
        }
        cloudItems = static_cast<int>(cloudPositions.size());
        visualChangePending = true;
    }

    void rebuildSystems() {
        for (QCustom3DItem* item : systemItems) retire(item);
        systemItems.clear();
        labelledPoints.clear();
        visualChangePending = true;
        systemPositions.clear();
        const QColor hplColor = Palette::hpl(), hpcgColor = Palette::hpcg();
        const std::vector<bool> labelled = SystemPoint::labelsToShow(selectedPoints, 1.0);
        for (std::size_t index = 0; index < selectedPoints.size(); ++index) {
            const SystemPoint& p = selectedPoints[index];
            const QVector3D position = dataPosition(p);
            const QColor color = p.color.isValid() ? p.color : (p.hpcg ? hpcgColor : hplColor);
            addSphere(position, p.color.isValid() ? 0.05f : 0.06f, color);
            systemPositions.push_back(position);
            if (p.hpcg && p.pair >= 0) {
                // "One machine, many efficiencies": dots from the HPL to the HPCG run.
                const QVector3D from = dataPosition(selectedPoints[std::size_t(p.pair)]);
                for (int k = 1; k <= 5; ++k) addSphere(from + (position - from) * (static_cast<float>(k) / 6.0f), 0.015f, QColor(0x40, 0x40, 0x50));
            }
            if (labelled[index]) {
                auto* text = new QCustom3DLabel;
                text->setText(p.label);
                QFont font = graphFont(32);
                font.setPointSizeF(systemPoints > 0.0 ? systemPoints : 32 * look.fontScale);
                text->setFont(font);
                text->setFacingCamera(true);
                text->setBorderEnabled(false);
                text->setBackgroundEnabled(true);
                text->setBackgroundColor(QColor(255, 255, 255, 215));
                text->setTextColor(QColor(0x10, 0x30, 0x60));
                text->setScaling(QVector3D(1.15f, 1.15f, 1.15f));
                text->setPositionAbsolute(true);
                graph->addCustomItem(text);
                systemItems.push_back(text);
                QCustom3DItem* leader = makeLeader(color);
                systemItems.push_back(leader);
                labelledPoints.push_back({position, leader, text});
            }
        }
        placeLabels();
    }

    /// Tick labels on the E axis: every 0.2 (every decade on the log axis),
    /// fewer where text this large would pile up along the box's height.
    int efficiencySegments(bool log) const {
        const int wanted = log ? 4 : 5;
        if (axisPoints <= 0.0 || !container || !container->isVisible()) return wanted;
        const double pitch = 2.0 * pixelsPerUnit() / 1.6 / textPixels(axisPoints, Text::Axis);
        return pitch >= wanted ? wanted : pitch >= 2.0 ? 2 : 1;
    }
    /// Decade labels on the N (x) or s (z) axis: every 2 decades, or every 3,
    /// 4 or 6 where they would run into each other as the camera sees the axis.
    int decadeSegments(bool alongX) const {
        if (axisPoints <= 0.0 || !container || !container->isVisible()) return 6;
        const Q3DCamera* cam = graph->scene()->activeCamera();
        const double azimuth = qDegreesToRadians(double(cam->xRotation()));
        const double elevation = qDegreesToRadians(double(cam->yRotation()));
        // The axis' length on screen (foreshortened), and a label ("10¹⁰") about 2.6 em wide along it.
        const double foreshortening = alongX ? std::hypot(std::cos(azimuth), std::sin(azimuth) * std::sin(elevation))
                                             : std::hypot(std::sin(azimuth), std::cos(azimuth) * std::sin(elevation));
        const double length = 2.0 * kHorizontalScale * std::max(foreshortening, 0.05) * pixelsPerUnit();
        const double em = textPixels(axisPoints, Text::Axis);
        for (int segments : {6, 4, 3})
            if (length / segments >= 2.6 * em) return segments;
        return 2;
    }
    /// The tick density for the text size now, changed only when it differs.
    void applyTickDensity() {
        for (QValue3DAxis* axis : {graph->axisX(), graph->axisZ()}) {
            const int decades = decadeSegments(axis == graph->axisX());
            if (axis->segmentCount() != decades) axis->setSegmentCount(decades);
        }
        if (!isTopView()) {
            const int e = efficiencySegments(logarithmic);
            if (yAxis->segmentCount() != e) yAxis->setSegmentCount(e);
        }
    }

    void applyAxis() {
        const bool top = isTopView();
        if (top) {
            yAxis->setFormatter(new BlankFormatter);
            yAxis->setRange(logarithmic ? static_cast<float>(std::log10(EfficiencyColorMap::kLogMinimum)) : 0.0f,
                            logarithmic ? 0.0f : 1.0f);
            yAxis->setSegmentCount(1);
        } else if (logarithmic) {
            yAxis->setFormatter(new PowerOfTenFormatter);
            yAxis->setRange(static_cast<float>(std::log10(EfficiencyColorMap::kLogMinimum)), 0.0f);
            yAxis->setSegmentCount(efficiencySegments(true));
        } else {
            yAxis->setFormatter(new QValue3DAxisFormatter);
            yAxis->setRange(0.0f, 1.0f);
            yAxis->setSegmentCount(efficiencySegments(false));
            yAxis->setLabelFormat(QStringLiteral("%.1f"));
        }
        yAxis->setTitle(logarithmic ? QObject::tr("efficiency E (log)") : QObject::tr("efficiency E"));
        yAxis->setTitleVisible(!top);
        QLinearGradient gradient;
        gradient.setStops(EfficiencyColorMap::stops(logarithmic));
        series->setBaseGradient(gradient);
        legend->setLogarithmic(logarithmic);
    }

    void applyLook(const ChartLook& l) {
        Q3DTheme* theme = graph->activeTheme();
        theme->setFont(graphFont(34, l.fontScale));
        axisPoints = 0.0;  // text sizes are chosen again for this look (applyTextSizes)
        // The light plot box is a shade off white so its walls read as a box.
        theme->setBackgroundColor(l.dark ? l.background.lighter(125) : QColor(0xfa, 0xfa, 0xfc));
        theme->setWindowColor(l.background);
        theme->setLabelTextColor(l.text);
        theme->setGridLineColor(l.dark ? l.grid.lighter(130) : QColor(0xc8, 0xc8, 0xd0));
        label->setFont(graphFont(40, l.fontScale));
        markerPoints = 0.0;
        label->setTextColor(l.text);
        QColor labelBackground = l.background;
        labelBackground.setAlpha(230);
        label->setBackgroundColor(labelBackground);
        replaceLabel(label->text());  // a label's look, too, is drawn only when it is added
        legend->setLook(l);
        applyTextSizes();
    }

    /// Scene units per pixel of text, times `emPerUnit`: what one point more buys on screen now.
    double pixelsPerUnit() const {
        const float zoom = graph->scene()->activeCamera()->zoomLevel();
        const double scale = container ? sceneScalePixels(container->size()) : 0.0;
        return kUnitPerViewportHeight * std::max(scale, 100.0) * double(zoom) / 100.0;
    }
    /// How much smaller than on a wide pane the axis labels are drawn on a narrow one.
    double axisNarrowing() const {
        if (!container || container->height() <= 0) return 1.0;
        return std::min(1.0, container->width() / (kNarrowViewportRatio * container->height()));
    }
    /// The 3D texts, told apart by how DataVisualization draws them.
    enum class Text { Axis, MarkerLabel, SystemLabel };
    /// Em pixels per scene unit of a text (see kAxisEmPerUnit).
    double emPerUnit(Text text) const {
        switch (text) {
            case Text::Axis: return kAxisEmPerUnit * axisNarrowing() * (isTopView() ? kTopViewAxisScale : 1.0);
            case Text::MarkerLabel: return kCustomEmPerUnit * double(kMarkerLabelScaling);
            case Text::SystemLabel: break;
        }
        return kCustomEmPerUnit;
    }
    /// The on-screen em of a text of `points`.
    double textPixels(double points, Text text) const { return emPerUnit(text) * (0.05 + points / 500.0) * pixelsPerUnit(); }
    /// The points that give an em of `pixels`, at least `atLeast` (the look's own size).
    double pointsFor(double pixels, Text text, double atLeast) const {
        return std::max(atLeast, 500.0 * (pixels / (emPerUnit(text) * pixelsPerUnit()) - 0.05));
    }

    /// Every 3D text at least minimumTextPixels tall on screen for the pane's
    /// height and the zoom now, and never smaller than the look asks for.
    /// Labels are drawn into textures when added: a changed size replaces them.
    void applyTextSizes() {
        if (!graph) return;
        // A view not on screen (a figure, effsurf-cli) has no pane to size its text for: the look's sizes.
        const double wanted = container && container->isVisible() ? minimumTextPixels : 0.0;
        const auto rounded = [](double points) { return std::ceil(points * 2.0) / 2.0; };  // half points: no churn
        const double axis = rounded(pointsFor(wanted, Text::Axis, 34 * look.fontScale));
        if (axis != axisPoints) {
            axisPoints = axis;
            QFont font = graphFont(34);
            font.setPointSizeF(axis);
            graph->activeTheme()->setFont(font);
            visualChangePending = true;
        }
        const double markerLabel = rounded(pointsFor(wanted, Text::MarkerLabel, 40 * look.fontScale));
        if (markerLabel != markerPoints) {
            markerPoints = markerLabel;
            QFont font = graphFont(40);
            font.setPointSizeF(markerLabel);
            label->setFont(font);
            replaceLabel(label->text());
        }
        const double system = rounded(pointsFor(wanted, Text::SystemLabel, 32 * look.fontScale));
        if (system != systemPoints) {
            systemPoints = system;
            if (!labelledPoints.empty()) rebuildSystems();
        }
        applyTickDensity();
    }

    /// The smallest 3D text's em on screen now (systems' labels where there are any).
    double smallestTextPixels() const {
        double smallest = std::min(textPixels(axisPoints, Text::Axis),
                                   textPixels(markerPoints, Text::MarkerLabel));
        if (!labelledPoints.empty()) smallest = std::min(smallest, textPixels(systemPoints, Text::SystemLabel));
        return smallest;
    }

    /// The zoom at which what `preset` draws (box, labels, titles) fills the
    /// pane with a small margin. Zooming scales the drawing about the pane's
    /// centre, and the drawing's size follows sceneScalePixels, so how far it
    /// reaches from the centre, per scene scale and per unit of zoom, holds
    /// for every pane size: measured once per preset (reach), the zoom for a
    /// new size is arithmetic.
    float zoomFor(CameraPreset preset) const {
        const QPointF r = reach[int(preset)];
        if (r.x() <= 0.0 || !container || container->height() <= 0) return presetAngles(preset).z();
        const double scale = sceneScalePixels(container->size());
        const double zoom = 100.0 * std::min(container->width() / 2.0 * (1.0 - kFitMargin) / (r.x() * scale),
                                             container->height() / 2.0 * (1.0 - kFitMargin) / (r.y() * scale));
        return static_cast<float>(std::clamp(zoom, 30.0, 400.0));
    }

    /// Measures the reach of the current preset on small off-screen renders:
    /// a second time if the zoom it gives differs much (the text's size, in
    /// scene units, changes with the zoom when a minimum text size holds).
    void measureReach() {
        Q3DCamera* cam = graph->scene()->activeCamera();
        const QSize pane = container->size();
        const QSize probe(std::max(160, pane.width() / 3), std::max(100, pane.height() / 3));
        float zoom = zoomFor(camera);
        for (int pass = 0; pass < 2; ++pass) {
            cam->setZoomLevel(zoom);
            applyTextSizes();
            const std::size_t drawnWithout = retired.size();
            const QRect drawn = SurfaceView::drawnBounds(graph->renderToImage(0, probe), look.background, 12);
            freeRetired(drawnWithout);
            if (drawn.isEmpty()) return;
            const double cx = probe.width() / 2.0, cy = probe.height() / 2.0;
            const double perZoom = sceneScalePixels(probe) * double(zoom) / 100.0;
            reachMeasuredFor[int(camera)] = pane;
            reach[int(camera)] = QPointF(std::max(cx - drawn.left(), drawn.right() + 1.0 - cx) / perZoom,
                                         std::max(cy - drawn.top(), drawn.bottom() + 1.0 - cy) / perZoom);
            const float next = zoomFor(camera);
            if (std::abs(next - zoom) < 0.03f * zoom) break;
            zoom = next;
        }
    }

    /// Forgets every preset's reach (the labels' size or the axis changed).
    void forgetReach() {
        for (QPointF& r : reach) r = QPointF();
    }

    /// The current preset zoomed to fill the pane (measured first if need be).
    void fitZoom() {
        fitScheduled = false;
        if (!graph || !container || !container->isVisible() || container->width() < 100 || container->height() < 80 || cameraMoving)
            return;
        const QSize measured = reachMeasuredFor[int(camera)];
        const auto differs = [](int a, int b) { return std::abs(a - b) > std::max(a, b) / 10; };
        if (reach[int(camera)].x() <= 0.0 || differs(measured.width(), container->width()) ||
            differs(measured.height(), container->height()))
            measureReach();
        graph->scene()->activeCamera()->setZoomLevel(zoomFor(camera));
        applyTextSizes();
        placeLabels();
        visualChangePending = true;
    }

    /// The top view is a 2D map: all ambient light and no directional light,
    /// so every pixel has exactly the colour map's colour (the colour bar's).
    /// The other views keep the theme's lighting, whose shading shows the shape.
    void applyLighting(bool flat) {
        Q3DTheme* theme = graph->activeTheme();
        theme->setAmbientLightStrength(flat ? 1.0f : defaultAmbientLight);
        theme->setLightStrength(flat ? 0.0f : defaultLightStrength);
        theme->setHighlightLightStrength(flat ? 0.0f : defaultHighlightLight);
    }

    /// The top view's zoom: room below the map for the N labels and title.
    static constexpr float kTopZoom = 63.0f;

    /// Rotation (x, y) and zoom a preset puts the camera at.
    static QVector3D presetAngles(CameraPreset preset) {
        switch (preset) {
            case CameraPreset::Front: return {0.0f, 12.0f, 78.0f};
            case CameraPreset::Top: return {0.0f, 90.0f, kTopZoom};
            case CameraPreset::Isometric: break;
        }
        return {-28.0f, 26.0f, 74.0f};
    }

    void applyCamera() {
        Q3DCamera* cam = graph->scene()->activeCamera();
        switch (camera) {
            case CameraPreset::Front:
                graph->setOrthoProjection(false);
                cam->setCameraPosition(0.0f, 12.0f, 78.0f);
                break;
            case CameraPreset::Top:
                graph->setOrthoProjection(true);
                cam->setCameraPreset(Q3DCamera::CameraPresetDirectlyAbove);
                cam->setZoomLevel(kTopZoom);
                break;
            case CameraPreset::Isometric:
                graph->setOrthoProjection(false);
                // Nearly along the E = 0.5 ridge (which runs at -45 degrees): plateau
                // on the left, the cliff, the floor on the right, the ridge visible.
                cam->setCameraPosition(-28.0f, 26.0f, 74.0f);
                break;
        }
        applyViewDependent();
        fitZoom();  // the zoom that fills the pane
    }

    /// What differs between the top view (a 2D map) and the 3D views.
    void applyViewDependent() {
        // E falls with N and with s. With s = 1 at the front (the s axis
        // reversed) and the camera kept in the front-right quarter (the
        // largest N and s nearest, keepCameraInFront), the surface rises
        // away from the viewer everywhere: every line of sight to a point of
        // it passes over the surface in front, so nothing on it, the current
        // point above all, is ever hidden behind it. The map (top view) keeps
        // s rising upwards, as a map's axis does.
        graph->axisZ()->setReversed(!isTopView());
        // From the front the s axis points at the viewer: its labels and title,
        // drawn along it, were seen edge-on as a grey smear. That view shows E
        // over N (the depth is s, as the marker's label and the readout say):
        // the s axis keeps its grid and drops its text there.
        const bool front = camera == CameraPreset::Front && !cameraMoving;
        QValue3DAxis* sAxis = graph->axisZ();
        if (front != (dynamic_cast<BlankFormatter*>(sAxis->formatter()) != nullptr)) {
            if (front) sAxis->setFormatter(new BlankFormatter);
            else sAxis->setFormatter(new PowerOfTenFormatter);
        }
        sAxis->setTitleVisible(!front);
        applyLighting(isTopView());
        applyAxis();
        rebuildSystems();
        updateCloud();
        if (haveScenario) placeMarker();
    }
};

QString SurfaceView::openGlProblem() {
    if (qEnvironmentVariableIntValue("EFFSURF_DISABLE_3D") == 1)
        return tr("the 3D view is switched off (EFFSURF_DISABLE_3D=1).");
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") ||
        platform == QLatin1String("vnc"))
        return tr("the \"%1\" display platform provides no OpenGL.").arg(platform);
    QOpenGLContext context;
    if (!context.create()) return tr("no OpenGL context could be created.");
    QOffscreenSurface probe;
    probe.setFormat(context.format());
    probe.create();
    if (!probe.isValid() || !context.makeCurrent(&probe)) return tr("the OpenGL context cannot be made current.");
    const auto* glsl = reinterpret_cast<const char*>(context.functions()->glGetString(GL_SHADING_LANGUAGE_VERSION));
    const auto* version = reinterpret_cast<const char*>(context.functions()->glGetString(GL_VERSION));
    context.doneCurrent();
    // Qt DataVisualization needs OpenGL 2.1 (GLSL 1.20) or OpenGL ES 2.0.
    const double glslVersion = glsl ? QString::fromLatin1(glsl).section(QLatin1Char(' '), 0, 0).toDouble() : 0.0;
    if (!context.isOpenGLES() && glslVersion < 1.2)
        return tr("OpenGL %1 with GLSL %2 is too old (2.1 / GLSL 1.20 needed).")
            .arg(QString::fromLatin1(version ? version : "?"), QString::fromLatin1(glsl ? glsl : "?"));
    return {};
}

SurfaceView::SurfaceView(QWidget* parent) : QWidget(parent), d_(std::make_unique<Private>()) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    d_->problem = openGlProblem();
    if (!d_->problem.isEmpty()) {
        auto* message = new QLabel(this);
        message->setObjectName(QStringLiteral("surfaceUnavailable"));
        message->setWordWrap(true);
        message->setAlignment(Qt::AlignCenter);
        message->setTextFormat(Qt::RichText);
        message->setText(tr("<h3>3D surface unavailable</h3><p>%1</p><p>The 2D charts work as usual. The 3D view "
                            "needs OpenGL 2.1 or later: run effsurf on a desktop session, or headless inside "
                            "<tt>xvfb-run</tt> with Mesa.</p>")
                             .arg(d_->problem.toHtmlEscaped()));
        message->setStyleSheet(QStringLiteral("QLabel { background: #f4f4f8; color: #303040; padding: 24px; }"));
        layout->addWidget(message);
        return;
    }

    // Multisampling: Qt DataVisualization asks for 8 samples by default, which
    // under software OpenGL multiplies the per-pixel cost of every frame. The
    // window draws without; at rest a multisampled still replaces its frame
    // (SurfaceGraph::scheduleStill). EFFSURF_3D_SAMPLES sets the still's
    // samples (0: none; measurement; exports always use their own).
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setDepthBufferSize(24);
    format.setSamples(0);
    d_->graph = new SurfaceGraph(&format, qEnvironmentVariableIsSet("EFFSURF_3D_SAMPLES")
                                              ? qEnvironmentVariableIntValue("EFFSURF_3D_SAMPLES")
                                              : kStillSamples);
    d_->graph->onFrameSwapped = [this] {
        d_->freeRetired();
        d_->visualChangePending = false;
        if (d_->shown != d_->rendered) {
            d_->shown = d_->rendered;
            emit frameShown(d_->shown);
        }
        // While a control moves, frames only; once they stop, the still.
        if (d_->interactive || d_->meshResolution != kFullResolution)
            d_->graph->cancelStill();
        else
            d_->graph->scheduleStill(d_->refinePending ? 0 : kStillDelayMs);
    };
    d_->graph->onStill = [this] {
        // Full quality on screen: the full mesh and, where it could be drawn, multisampled.
        if (d_->refinePending && !d_->interactive) {
            d_->refinePending = false;
            emit refinedFrameShown();
        }
    };
    d_->graph->setShadowQuality(QAbstract3DGraph::ShadowQualityNone);
    d_->graph->setSelectionMode(QAbstract3DGraph::SelectionNone);
    d_->graph->setOptimizationHints(QAbstract3DGraph::OptimizationDefault);
    Q3DTheme* theme = d_->graph->activeTheme();
    theme->setType(Q3DTheme::ThemeQt);
    theme->setLabelBackgroundEnabled(false);
    // With the surface facing the viewer (applyViewDependent), the theme's
    // strong specular light put a white-pink band across the floor: a colour
    // the colour bar does not have. A softer light keeps the shape's shading.
    theme->setLightStrength(1.0f);
    theme->setAmbientLightStrength(0.7f);
    d_->defaultAmbientLight = theme->ambientLightStrength();
    d_->defaultLightStrength = theme->lightStrength();
    d_->defaultHighlightLight = theme->highlightLightStrength();

    auto makeAxis = [](const QString& title, float low, float high, int segments) {
        auto* axis = new QValue3DAxis;
        axis->setTitle(title);
        axis->setTitleVisible(true);
        axis->setRange(low, high);
        axis->setSegmentCount(segments);
        axis->setFormatter(new PowerOfTenFormatter);
        axis->setLabelAutoRotation(30.0f);
        return axis;
    };
    d_->graph->setAxisX(makeAxis(tr("processors N"), float(kLog10NMin), float(kLog10NMax), 6));
    d_->graph->setAxisZ(makeAxis(tr("serial fraction s"), float(kLog10SMin), float(kLog10SMax), 6));
    d_->yAxis = new QValue3DAxis;
    d_->yAxis->setTitleVisible(true);
    d_->yAxis->setLabelAutoRotation(30.0f);
    d_->graph->setAxisY(d_->yAxis);
    d_->graph->setHorizontalAspectRatio(1.0);

    d_->series = new QSurface3DSeries;
    d_->series->setDrawMode(QSurface3DSeries::DrawSurface);
    d_->series->setFlatShadingEnabled(false);
    d_->series->setColorStyle(Q3DTheme::ColorStyleRangeGradient);
    d_->series->setItemLabelFormat(QStringLiteral("E = @yLabel"));
    d_->graph->addSeries(d_->series);
    d_->ridge = new QSurface3DSeries;
    d_->ridge->setName(tr("E = 0.5 ridge"));
    d_->ridge->setDrawMode(QSurface3DSeries::DrawSurface);
    d_->ridge->setColorStyle(Q3DTheme::ColorStyleUniform);
    d_->ridge->setBaseColor(QColor(0x15, 0x15, 0x20));
    d_->ridge->setFlatShadingEnabled(true);
    d_->graph->addSeries(d_->ridge);

    QImage markerTexture(2, 2, QImage::Format_RGB32);
    markerTexture.fill(kMarkerColor);
    d_->marker = new QCustom3DItem(QStringLiteral(":/effsurf/meshes/sphere.obj"), QVector3D(), QVector3D(kMarkerRadius, kMarkerRadius, kMarkerRadius),
                                   QQuaternion(), markerTexture);
    d_->marker->setShadowCasting(false);
    d_->graph->addCustomItem(d_->marker);
    d_->markerLeader = d_->makeLeader(kMarkerColor);
    d_->label = new QCustom3DLabel;
    d_->label->setFacingCamera(true);
    d_->label->setBorderEnabled(true);
    d_->label->setBackgroundEnabled(true);
    d_->label->setScaling(QVector3D(kMarkerLabelScaling, kMarkerLabelScaling, kMarkerLabelScaling));
    d_->label->setPositionAbsolute(true);
    d_->graph->addCustomItem(d_->label);

    d_->container = QWidget::createWindowContainer(d_->graph, this);
    d_->container->setMinimumSize(320, 180);
    d_->container->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    d_->container->setFocusPolicy(Qt::StrongFocus);
    d_->container->installEventFilter(this);
    // A click in the 3D view takes the keyboard focus from a field being
    // edited, as a click in a chart does (the graph is a window of its own,
    // which the widgets' focus chain does not see).
    d_->graph->installEventFilter(this);
    layout->addWidget(d_->container, 1);
    d_->legend = new GradientLegend(this);
    layout->addWidget(d_->legend);
    d_->applyAxis();
    d_->applyLook(d_->look);
    d_->applyCamera();
    // The mouse turns the camera within the quarter from which the whole
    // surface shows (applyViewDependent): it stops at the N and s axes
    // rather than look at the surface's back, and stays above the floor.
    Q3DCamera* camera = d_->graph->scene()->activeCamera();
    const auto keepCameraInFront = [this, camera] {
        if (d_->isTopView() || d_->cameraMoving) return;
        const float x = std::clamp(camera->xRotation(), kLowestAzimuth, kHighestAzimuth);
        const float y = std::clamp(camera->yRotation(), kLowestElevation, 90.0f);
        if (x != camera->xRotation()) camera->setXRotation(x);
        if (y != camera->yRotation()) camera->setYRotation(y);
        // Seen from elsewhere, labels overlap elsewhere: placed again once
        // per turn of the event loop (a mouse move changes both angles, and
        // a clamp changes them again).
        if (d_->labelsQueued) return;
        d_->labelsQueued = true;
        QTimer::singleShot(0, this, [this] {
            d_->labelsQueued = false;
            d_->placeLabels();
        });
    };
    connect(camera, &Q3DCamera::xRotationChanged, this, keepCameraInFront);
    connect(camera, &Q3DCamera::yRotationChanged, this, keepCameraInFront);
}

SurfaceView::~SurfaceView() = default;

bool SurfaceView::isAvailable() const { return d_->graph != nullptr; }

QString SurfaceView::unavailableReason() const { return d_->problem; }

void SurfaceView::render(const core::Scenario& scenario, bool surfaceChanged, quint64 generation) {
    const bool first = !d_->haveScenario;
    d_->scenario = scenario;
    d_->haveScenario = true;
    d_->rendered = generation;
    if (!isAvailable()) {
        // Nothing to draw: the explanation is on screen already.
        QTimer::singleShot(0, this, [this, generation] {
            d_->shown = generation;
            emit frameShown(generation);
        });
        return;
    }
    if (first || surfaceChanged || d_->meshResolution != d_->wantedResolution()) d_->rebuildMesh();
    d_->placeMarker();
    if (!d_->visualChangePending) {
        QTimer::singleShot(0, this, [this, generation] {
            if (d_->visualChangePending || d_->shown >= generation) return;
            d_->shown = generation;
            emit frameShown(generation);
        });
    }
}

void SurfaceView::setSystemPoints(const std::vector<SystemPoint>& selected, const std::vector<SystemPoint>& cloud) {
    if (selected != d_->selectedPoints) {
        d_->selectedPoints = selected;
        if (isAvailable()) d_->rebuildSystems();
    }
    if (cloud != d_->cloudPoints) {
        d_->cloudPoints = cloud;
        if (isAvailable()) d_->updateCloud();
    }
}

std::vector<QVector3D> SurfaceView::systemPositions() const {
    std::vector<QVector3D> all = d_->systemPositions;
    all.insert(all.end(), d_->cloudPositions.begin(), d_->cloudPositions.end());
    return all;
}

int SurfaceView::cloudPointCount() const { return d_->cloudItems; }

void SurfaceView::setInteractive(bool interactive) {
    if (d_->interactive == interactive) return;
    d_->interactive = interactive;
    if (!isAvailable()) {
        if (!interactive) QTimer::singleShot(0, this, &SurfaceView::refinedFrameShown);
        return;
    }
    d_->refinePending = !interactive;
    if (interactive) d_->graph->cancelStill();
    // Back at rest: the full mesh's frame, then its still; or the still at once.
    if (d_->haveScenario && d_->meshResolution != d_->wantedResolution())
        d_->rebuildMesh();
    else if (!interactive)
        d_->graph->scheduleStill(0);
}

void SurfaceView::setLogarithmicEfficiency(bool logarithmic) {
    if (d_->logarithmic == logarithmic) return;
    d_->logarithmic = logarithmic;
    if (!isAvailable()) return;
    d_->applyAxis();
    if (d_->haveScenario) {
        d_->rebuildMesh();
        d_->placeMarker();
    }
    d_->rebuildSystems();
    d_->updateCloud();
    d_->forgetReach();
    scheduleZoomFit();
}

bool SurfaceView::logarithmicEfficiency() const { return d_->logarithmic; }

void SurfaceView::setCameraPreset(CameraPreset preset, bool animated) {
    d_->camera = preset;
    if (!isAvailable()) return;
    if (d_->cameraAnimation) d_->cameraAnimation->stop();  // emits no finished(): the glide ends here
    d_->cameraMoving = false;
    if (!animated) {
        d_->applyCamera();
        return;
    }
    Q3DCamera* cam = d_->graph->scene()->activeCamera();
    const QVector3D start(cam->xRotation(), cam->yRotation(), cam->zoomLevel());
    QVector3D end = Private::presetAngles(preset);
    end.setZ(d_->zoomFor(preset));  // glide to the zoom that fills the pane, where it is known already
    if (!d_->cameraAnimation) {
        d_->cameraAnimation = new QVariantAnimation(this);
        d_->cameraAnimation->setDuration(kCameraTransitionMs);
        d_->cameraAnimation->setEasingCurve(QEasingCurve::InOutCubic);
        d_->cameraAnimation->setStartValue(0.0);
        d_->cameraAnimation->setEndValue(1.0);
    }
    d_->cameraAnimation->disconnect(this);
    // Perspective while moving; the top view's orthographic projection at the end.
    d_->graph->setOrthoProjection(false);
    d_->cameraMoving = true;
    d_->applyViewDependent();
    connect(d_->cameraAnimation, &QVariantAnimation::valueChanged, this, [this, start, end](const QVariant& value) {
        const float t = value.toFloat();
        const QVector3D at = start + (end - start) * t;
        d_->graph->scene()->activeCamera()->setCameraPosition(at.x(), at.y(), at.z());
    });
    connect(d_->cameraAnimation, &QVariantAnimation::finished, this, [this] {
        d_->cameraMoving = false;
        d_->applyCamera();
    });
    d_->cameraAnimation->start();
}

void SurfaceView::turnCamera(float xRotation, float yRotation) {
    if (!d_->graph) return;
    Q3DCamera* cam = d_->graph->scene()->activeCamera();
    cam->setCameraPosition(xRotation, yRotation, cam->zoomLevel());
    d_->placeLabels();  // at once, for a picture taken right after (the mouse's wait for the event loop)
}

QVector3D SurfaceView::cameraAngles() const {
    if (!d_->graph) return {};
    const Q3DCamera* cam = d_->graph->scene()->activeCamera();
    return {cam->xRotation(), cam->yRotation(), cam->zoomLevel()};
}

void SurfaceView::setLook(const ChartLook& look) {
    d_->look = look;
    if (!isAvailable()) return;
    d_->applyLook(look);
    d_->forgetReach();
    scheduleZoomFit();
}

void SurfaceView::setMinimumTextPixels(double pixels) {
    d_->minimumTextPixels = pixels > 0.0 ? pixels : kDeskTextPixels;
    if (!isAvailable()) return;
    d_->legend->setCompact(pixels > 0.0);  // presenting: the pane's width for the surface
    d_->applyTextSizes();
    d_->forgetReach();
    scheduleZoomFit();
}

double SurfaceView::minimumTextPixels() const { return d_->minimumTextPixels; }

double SurfaceView::smallestTextPixels() const { return isAvailable() ? d_->smallestTextPixels() : 0.0; }

void SurfaceView::scheduleZoomFit() {
    if (!isAvailable() || d_->fitScheduled) return;
    d_->fitScheduled = true;
    // After this pass's layout: one fit however many resizes it brings.
    QTimer::singleShot(0, this, [this] {
        d_->fitZoom();
        emit zoomFitted();
    });
}

void SurfaceView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    scheduleZoomFit();
}

bool SurfaceView::eventFilter(QObject* watched, QEvent* event) {
    // The graph's own pane resizes without this widget when the colour bar beside it does.
    if (watched == d_->container && event->type() == QEvent::Resize) scheduleZoomFit();
    if (d_->graph && watched == d_->graph && event->type() == QEvent::MouseButtonPress) d_->container->setFocus(Qt::MouseFocusReason);
    return QWidget::eventFilter(watched, event);
}

QRect SurfaceView::drawnBounds(const QImage& input, const QColor& background, int tolerance) {
    const QImage image = input.convertToFormat(QImage::Format_RGB32);
    const int r = background.red(), g = background.green(), b = background.blue();
    int left = image.width(), right = -1, top = image.height(), bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = row[x];
            if (std::abs(qRed(p) - r) <= tolerance && std::abs(qGreen(p) - g) <= tolerance && std::abs(qBlue(p) - b) <= tolerance)
                continue;
            left = std::min(left, x);
            right = std::max(right, x);
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    }
    if (right < 0) return {};
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

const ChartLook& SurfaceView::look() const { return d_->look; }

SurfaceView::CameraPreset SurfaceView::cameraPreset() const { return d_->camera; }

int SurfaceView::resolution() const { return d_->meshResolution; }

QImage SurfaceView::renderToImage(const QSize& size, int samples, const ChartLook* look, double zoom) {
    if (!isAvailable()) {
        QImage image(size, QImage::Format_RGB32);
        image.fill(QColor(0xf4, 0xf4, 0xf8));
        QPainter painter(&image);
        painter.setPen(QColor(0x30, 0x30, 0x40));
        painter.drawText(image.rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("3D surface unavailable: %1").arg(d_->problem));
        return image;
    }
    Q3DCamera* camera = d_->graph->scene()->activeCamera();
    const float screenZoom = camera->zoomLevel();
    if (zoom != 1.0) camera->setZoomLevel(static_cast<float>(double(screenZoom) * zoom));
    // A figure keeps its own look whatever the screen's theme.
    const bool ownLook = look && *look != d_->look;
    if (ownLook) d_->applyLook(*look);
    const std::size_t drawnWithout = d_->retired.size();
    QImage image = d_->graph->renderToImage(samples, size);
    d_->freeRetired(drawnWithout);
    if (ownLook) d_->applyLook(d_->look);
    if (zoom != 1.0) camera->setZoomLevel(screenZoom);
    return image;
}

QRect SurfaceView::graphGeometry() const { return d_->container ? d_->container->geometry() : rect(); }

QWindow* SurfaceView::graphWindow() const { return d_->graph; }

quint64 SurfaceView::renderedGeneration() const { return d_->rendered; }

quint64 SurfaceView::shownGeneration() const { return d_->shown; }

QVector3D SurfaceView::markerPosition() const { return d_->marker ? d_->markerData : QVector3D(); }

void SurfaceView::setMarkerShown(bool shown) {
    if (d_->marker) d_->marker->setVisible(shown);
}

std::vector<QRect> SurfaceView::drawnLabelRects(const QSize& size) {
    std::vector<QRect> rects;
    if (!isAvailable()) return rects;
    std::vector<std::pair<QCustom3DItem*, QCustom3DItem*>> labels;  // label, leader
    if (d_->haveScenario) labels.emplace_back(d_->label, d_->markerLeader);
    for (const auto& p : d_->labelledPoints) labels.emplace_back(p.label, p.leader);
    std::vector<std::pair<bool, bool>> shown;
    for (const auto& [label, leader] : labels) {
        shown.emplace_back(label->isVisible(), leader->isVisible());
        label->setVisible(false);
        leader->setVisible(false);
    }
    const QImage bare = d_->graph->renderToImage(0, size).convertToFormat(QImage::Format_RGB32);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        if (!shown[i].first) {
            rects.emplace_back();
            continue;
        }
        labels[i].first->setVisible(true);
        const QImage alone = d_->graph->renderToImage(0, size).convertToFormat(QImage::Format_RGB32);
        labels[i].first->setVisible(false);
        int left = size.width(), right = -1, top = size.height(), bottom = -1;
        for (int y = 0; y < alone.height() && y < bare.height(); ++y) {
            const auto* a = reinterpret_cast<const QRgb*>(alone.constScanLine(y));
            const auto* b = reinterpret_cast<const QRgb*>(bare.constScanLine(y));
            for (int x = 0; x < alone.width() && x < bare.width(); ++x) {
                if (a[x] == b[x]) continue;
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
        rects.push_back(right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom)));
    }
    for (std::size_t i = 0; i < labels.size(); ++i) {
        labels[i].first->setVisible(shown[i].first);
        labels[i].second->setVisible(shown[i].second);
    }
    return rects;
}

QString SurfaceView::markerLabelText() const { return d_->label ? d_->label->text() : QString(); }

QVector3D SurfaceView::meshVertexNear(double log10N, double log10S) const {
    if (!d_->array || d_->meshResolution == 0) return QVector3D(NAN, NAN, NAN);
    const int n = d_->meshResolution;
    const int j = std::clamp(static_cast<int>(std::lround((log10N - kLog10NMin) / (kLog10NMax - kLog10NMin) * (n - 1))), 0, n - 1);
    const int i = std::clamp(static_cast<int>(std::lround((log10S - kLog10SMin) / (kLog10SMax - kLog10SMin) * (n - 1))), 0, n - 1);
    return d_->series->dataProxy()->itemAt(i, j)->position();
}

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#include "effsurf/ui/surface/SurfaceView.h"

// The widget and its public face; what the 3D view shows is SurfaceScene's
// (with LabelPlacement, SurfaceTextSizing, CameraFit and SurfaceMesh). Only
// this folder includes Qt DataVisualization, so that moving the 3D view to
// Qt Graphs later touches one folder.

#include "PowerOfTenAxisFormatter.h"
#include "SurfaceScene.h"

#include <Q3DCamera>
#include <Q3DScene>
#include <Q3DSurface>
#include <Q3DTheme>
#include <QCustom3DItem>
#include <QCustom3DLabel>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QPainter>
#include <QSurface3DSeries>
#include <QSurfaceDataProxy>
#include <QSurfaceFormat>
#include <QTimer>
#include <QValue3DAxis>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// The camera's turn about the vertical stays between the front (0 degrees,
/// looking along the s axis) and the right (-90, along the N axis), and its
/// elevation above the floor: from there nothing on the surface is hidden
/// behind it (SurfaceScene::applyViewDependent).
constexpr float kLowestAzimuth = -90.0f;
constexpr float kHighestAzimuth = 0.0f;
constexpr float kLowestElevation = 2.0f;
/// The keyboard focus's frame around the 3D pane (and the margin it is drawn in).
constexpr int kFocusFramePixels = 2;

}  // namespace

QString SurfaceView::openGlProblem() {
    if (qEnvironmentVariableIntValue("EFFSURF_DISABLE_3D") == 1) return tr("the 3D view is switched off (EFFSURF_DISABLE_3D=1).");
    const QString platform = QGuiApplication::platformName();
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") || platform == QLatin1String("vnc"))
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

SurfaceView::SurfaceView(QWidget* parent) : QWidget(parent), d_(std::make_unique<SurfaceScene>()) {
    auto* layout = new QHBoxLayout(this);
    // A frame around the 3D pane, drawn while it has the keyboard (paintEvent):
    // the pane is a window of its own, on which no widget style draws a focus.
    layout->setContentsMargins(kFocusFramePixels, kFocusFramePixels, kFocusFramePixels, kFocusFramePixels);
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
    // EFFSURF_3D_MESH sets the mesh at rest (16 to 1024 vertices a side): the
    // GUI tests that do not examine the surface draw 64 (a third of their CPU
    // under llvmpipe went to the 256 mesh's triangles).
    const int mesh = qEnvironmentVariableIntValue("EFFSURF_3D_MESH");
    if (mesh >= 16 && mesh <= 1024) d_->restingResolution = mesh;
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setDepthBufferSize(24);
    format.setSamples(0);
    d_->graph = new SurfaceGraph(
        &format, qEnvironmentVariableIsSet("EFFSURF_3D_SAMPLES") ? qEnvironmentVariableIntValue("EFFSURF_3D_SAMPLES") : kStillSamples);
    d_->graph->onFrameSwapped = [this] {
        d_->freeRetired();
        d_->visualChangePending = false;
        d_->stillOnScreen = false;
        if (d_->shown != d_->rendered) {
            d_->shown = d_->rendered;
            emit frameShown(d_->shown);
        }
        // While a control moves, frames only; once they stop, the still.
        if (d_->interactive || d_->mesh.resolution() != d_->restingResolution) d_->graph->cancelStill();
        else d_->graph->scheduleStill(d_->refinePending ? 0 : kStillDelayMs);
    };
    d_->graph->onStill = [this] {
        d_->stillOnScreen = true;
        emit stillShown();
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
        axis->setFormatter(new PowerOfTenAxisFormatter);
        axis->setLabelAutoRotation(30.0f);
        return axis;
    };
    d_->graph->setAxisX(makeAxis(tr("processors N"), float(SurfaceSpace::kLog10NMin), float(SurfaceSpace::kLog10NMax), 6));
    d_->graph->setAxisZ(makeAxis(tr("serial fraction s"), float(SurfaceSpace::kLog10SMin), float(SurfaceSpace::kLog10SMax), 6));
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
    markerTexture.fill(SurfaceScene::markerColor());
    d_->marker = new QCustom3DItem(QStringLiteral(":/effsurf/meshes/sphere.obj"), QVector3D(),
                                   QVector3D(SurfaceSpace::kMarkerRadius, SurfaceSpace::kMarkerRadius, SurfaceSpace::kMarkerRadius),
                                   QQuaternion(), markerTexture);
    d_->marker->setShadowCasting(false);
    d_->graph->addCustomItem(d_->marker);
    d_->markerLeader = d_->makeLeader(SurfaceScene::markerColor());
    d_->label = new QCustom3DLabel;
    d_->label->setFacingCamera(true);
    d_->label->setBorderEnabled(true);
    d_->label->setBackgroundEnabled(true);
    d_->label->setScaling(
        QVector3D(SurfaceTextSizing::kMarkerLabelScaling, SurfaceTextSizing::kMarkerLabelScaling, SurfaceTextSizing::kMarkerLabelScaling));
    d_->label->setPositionAbsolute(true);
    d_->graph->addCustomItem(d_->label);

    d_->container = QWidget::createWindowContainer(d_->graph, this);
    d_->container->setMinimumSize(320, 180);
    d_->container->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    d_->container->setFocusPolicy(Qt::StrongFocus);
    d_->container->setAccessibleName(tr("3D efficiency surface"));
    d_->container->setAccessibleDescription(
        tr("Efficiency E over processors N and serial fraction s. Arrow keys turn the view (Shift: finely), "
           "+ and − zoom, Home returns to the camera preset"));
    d_->container->installEventFilter(this);
    // The container passes the focus on to the graph's window: the frame
    // follows whichever of the two has it.
    connect(qGuiApp, &QGuiApplication::focusWindowChanged, this, [this] { update(); });
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
    if (first || surfaceChanged || d_->mesh.resolution() != d_->wantedResolution()) d_->rebuildMesh();
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
    if (d_->haveScenario && d_->mesh.resolution() != d_->wantedResolution()) d_->rebuildMesh();
    else if (!interactive) d_->graph->scheduleStill(0);
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

bool SurfaceView::stillOnScreen() const { return d_->stillOnScreen; }

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
    QVector3D end = CameraFit::presetAngles(preset);
    end.setZ(d_->fit.zoomFor(preset, d_->container->size()));  // glide to the zoom that fills the pane, where it is known already
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

void SurfaceView::notationChanged() {
    if (!isAvailable()) return;
    d_->applyAxis();
    if (d_->haveScenario) d_->placeMarker();
}

void SurfaceView::setValuesConcealed(bool concealed) {
    if (d_->valuesConcealed == concealed) return;
    d_->valuesConcealed = concealed;
    if (isAvailable() && d_->haveScenario) d_->placeMarker();
}

void SurfaceView::setMinimumTextPixels(double pixels) {
    d_->minimumTextPixels = pixels > 0.0 ? pixels : SurfaceScene::kDeskTextPixels;
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
    if (watched == d_->container && (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)) update();
    // The keys reach the graph's window (the focused native window) or, sent
    // to the pane, the container.
    if ((watched == d_->graph || watched == d_->container) && event->type() == QEvent::KeyPress &&
        turnByKey(*static_cast<QKeyEvent*>(event)))
        return true;
    if (d_->graph && watched == d_->graph && event->type() == QEvent::MouseButtonPress) d_->container->setFocus(Qt::MouseFocusReason);
    return QWidget::eventFilter(watched, event);
}

bool SurfaceView::turnByKey(const QKeyEvent& key) {
    if (!d_->graph) return false;
    Q3DCamera* camera = d_->graph->scene()->activeCamera();
    // A press turns as far as a small mouse drag; Shift for the last degree.
    const float step = key.modifiers().testFlag(Qt::ShiftModifier) ? 1.0f : 5.0f;
    float dx = 0.0f, dy = 0.0f;
    switch (key.key()) {
        case Qt::Key_Left: dx = -step; break;
        case Qt::Key_Right: dx = step; break;
        case Qt::Key_Up: dy = step; break;
        case Qt::Key_Down: dy = -step; break;
        case Qt::Key_Plus:
        case Qt::Key_Equal:
        case Qt::Key_Minus: {
            const float factor = key.key() == Qt::Key_Minus ? 1.0f / 1.1f : 1.1f;
            camera->setZoomLevel(std::clamp(camera->zoomLevel() * factor, camera->minZoomLevel(), camera->maxZoomLevel()));
            d_->placeLabels();
            return true;
        }
        case Qt::Key_Home: setCameraPreset(d_->camera, true); return true;
        default: return false;
    }
    // The top view is a map, seen from straight above: nothing to turn.
    if (d_->isTopView()) return true;
    // Clamped to the quarter the mouse may turn to (keepCameraInFront).
    turnCamera(camera->xRotation() + dx, camera->yRotation() + dy);
    return true;
}

void SurfaceView::paintEvent(QPaintEvent* event) {
    QWidget::paintEvent(event);
    if (!hasKeyboard()) return;
    QPainter painter(this);
    QPen pen(palette().color(QPalette::Highlight), kFocusFramePixels);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    const qreal half = kFocusFramePixels / 2.0;
    painter.drawRect(QRectF(d_->container->geometry()).adjusted(-half, -half, half, half));
}

QRect SurfaceView::drawnBounds(const QImage& input, const QColor& background, int tolerance) {
    const QImage image = input.convertToFormat(QImage::Format_RGB32);
    const int r = background.red(), g = background.green(), b = background.blue();
    int left = image.width(), right = -1, top = image.height(), bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto* row = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = row[x];
            if (std::abs(qRed(p) - r) <= tolerance && std::abs(qGreen(p) - g) <= tolerance && std::abs(qBlue(p) - b) <= tolerance) continue;
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

int SurfaceView::resolution() const { return d_->mesh.resolution(); }

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

bool SurfaceView::hasKeyboard() const {
    return d_->container && (d_->container->hasFocus() || (d_->graph && QGuiApplication::focusWindow() == d_->graph));
}

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
    if (d_->mesh.resolution() == 0) return QVector3D(NAN, NAN, NAN);
    const int n = d_->mesh.resolution();
    const int j = std::clamp(static_cast<int>(std::lround((log10N - SurfaceSpace::kLog10NMin) /
                                                          (SurfaceSpace::kLog10NMax - SurfaceSpace::kLog10NMin) * (n - 1))),
                             0, n - 1);
    const int i = std::clamp(static_cast<int>(std::lround((log10S - SurfaceSpace::kLog10SMin) /
                                                          (SurfaceSpace::kLog10SMax - SurfaceSpace::kLog10SMin) * (n - 1))),
                             0, n - 1);
    return d_->series->dataProxy()->itemAt(i, j)->position();
}

}  // namespace effsurf::ui

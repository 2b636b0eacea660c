// SPDX-License-Identifier: MIT
#include "SurfaceScene.h"

#include "BlankAxisFormatter.h"
#include "NotationAxisFormatter.h"
#include "PowerOfTenAxisFormatter.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/ui/style/TrainingTermText.h"
#include "effsurf/ui/widgets/ConcealedText.h"
#include "effsurf/ui/style/NumberFormat.h"
#include "effsurf/ui/style/Palette.h"
#include "effsurf/ui/surface/EfficiencyColorMap.h"

#include <Q3DCamera>
#include <Q3DScene>
#include <Q3DTheme>
#include <QImage>
#include <QLinearGradient>

#include <algorithm>
#include <cmath>

namespace effsurf::ui {
namespace {

/// A leader line joins each label to its point: thicker than a grid line, in
/// the colour of its point, so as not to read as one; the marker's thicker
/// still (from the front camera, at large s, only the part of it over the
/// plateau shows).
constexpr float kLeaderRadius = 0.008f;
constexpr float kMarkerLeaderRadius = 0.014f;
/// The line stops short of the label's centre, under its text.
constexpr float kLeaderGap = 0.05f;

}  // namespace

QFont SurfaceScene::graphFont(int pointSize, double scale) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize * scale);
    return font;
}

SurfaceScene::~SurfaceScene() { qDeleteAll(retired); }

LabelPlacement SurfaceScene::labelPlacement() const {
    const Q3DCamera* cam = graph->scene()->activeCamera();
    LabelPlacement placement(cam->xRotation(), cam->yRotation(), isTopView());
    // A figure (no pane on screen) keeps its labels over their points; the vector figure places its own.
    if (container && container->isVisible() && container->width() > 0)
        placement.setPane(QSizeF(container->size()), textSizing().pixelsPerUnit());
    return placement;
}

SurfaceTextSizing SurfaceScene::textSizing() const {
    const Q3DCamera* cam = graph->scene()->activeCamera();
    return SurfaceTextSizing(container ? container->size() : QSize(), container && container->isVisible(), cam->zoomLevel(),
                             cam->xRotation(), cam->yRotation(), isTopView());
}

void SurfaceScene::rebuildMesh() {
    mesh.rebuild(scenario, wantedResolution(), logarithmic, series, ridge);
    visualChangePending = true;
}

/// Takes `item` out of the graph; it is deleted by freeRetired once drawn without.
void SurfaceScene::retire(QCustom3DItem* item) {
    graph->releaseCustomItem(item);
    retired.push_back(item);
}

/// Deletes the first `count` retired items (all by default): those taken
/// out before the frame just drawn, which no longer has them in its cache.
void SurfaceScene::freeRetired(std::size_t count) {
    count = std::min(count, retired.size());
    std::for_each(retired.begin(), retired.begin() + std::ptrdiff_t(count), [](QCustom3DItem* item) { delete item; });
    retired.erase(retired.begin(), retired.begin() + std::ptrdiff_t(count));
}

/// Qt 6.4's DataVisualization draws a custom label's text into a texture
/// once, when the item is added: setText() changes the property but not
/// what is drawn (the marker showed the first E forever). A label with new
/// text is therefore a new item, with the old one's look and place.
///
/// Each of the label's visual setters draws its texture again with
/// QPainter (at the projector's sizes, about 0.5 ms a time): the look is
/// set while the text is still empty, the text last, so it is drawn once.
void SurfaceScene::replaceLabel(const QString& text) {
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

void SurfaceScene::placeMarker() {
    // The mesh is drawn over the FP64 baseline s with the precision's
    // transform applied, so the marker sits at the baseline s whose
    // transform is the configuration's s' (for the timeline model, the
    // inverse of s' = k s / (1 + (k - 1) s) applied to its s_eff).
    const double n = scenario.processors;
    const double s = std::clamp(scenario.surfaceSerialFraction(), std::pow(10.0, SurfaceSpace::kLog10SMin), 1.0);
    const double e = scenario.efficiency();
    const QVector3D position(static_cast<float>(std::log10(n)), SurfaceSpace::heightOf(e, logarithmic),
                             static_cast<float>(std::clamp(std::log10(s), SurfaceSpace::kLog10SMin, SurfaceSpace::kLog10SMax)));
    markerData = position;
    placePoint(marker, position);
    QString text = QStringLiteral("E = %1").arg(NumberFormat::scientific(e));
    // A training run's point also names what takes the most of its step
    // besides compute (the bubble, an all-to-all, the K/V exchange, ...).
    // Evaluated once per run, not every frame of a drag of another control.
    if (scenario.model == core::ModelKind::ParallelTraining) {
        if (!overheadValid || !(overheadRun == scenario.trainingRun) || overheadPrecision != scenario.precision) {
            overheadValid = true;
            overheadText.clear();
            try {
                const core::TrainingStep step = scenario.parallelTrainingModel().step();
                const std::size_t worst = step.largestOverhead();
                if (worst < step.terms.size() && step.total > 0.0)
                    overheadText = QStringLiteral(" \u00B7 %1 %2\u00A0%")
                                       .arg(TrainingTermText::translated(step.terms[worst].first))
                                       .arg(std::lround(100.0 * step.terms[worst].second / step.total));
            } catch (const core::InvalidParameter&) {
                // The state holds valid runs only; nothing to add otherwise.
            }
            overheadRun = scenario.trainingRun;
            overheadPrecision = scenario.precision;
        }
        text += overheadText;
    }
    if (valuesConcealed) text = ConcealedText::of(text);
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
void SurfaceScene::placePoint(QCustom3DItem* item, const QVector3D& data) {
    const bool top = isTopView();
    QVector3D at = data;
    if (top) {
        at = absolutePosition(data);
        at.setY(SurfaceSpace::kTopViewPointHeight);
    }
    if (item->isPositionAbsolute() != top || item->position() != at) visualChangePending = true;
    item->setPositionAbsolute(top);
    item->setPosition(at);
}

/// The marker's label, then each system's at the first place where it
/// overlaps none placed before it; if every place does, where it covers
/// the least of them (the last place tried hid snapshot B's letter
/// behind the current point's label). A system's label that would still
/// cover a fifth of one placed before is left out: in a cramped pane (a
/// 4:3 projector, a language with long words beside it) "Piz Daint 2016-11"
/// covered the current point's "E = 0.774"; its point and the charts still
/// name it.
void SurfaceScene::placeLabels() {
    // The current point first: seen from high above, a label over it would hide it.
    const LabelPlacement placement = labelPlacement();
    std::vector<QRectF> taken;
    if (haveScenario) taken.push_back(placement.markerRect(isTopView() ? marker->position() : absolutePosition(markerData)));
    const auto place = [&](QCustom3DLabel* text, QCustom3DItem* leader, const QVector3D& data, float radius) {
        double covered = 0.0;
        const QVector3D at = placement.place(text->font(), text->text(), text->scaling().y(), absolutePosition(data), taken, &covered);
        placeLabel(text, leader, data, at, radius);
        return covered;
    };
    if (haveScenario) place(label, markerLeader, markerData, kMarkerLeaderRadius);
    for (const LabelledPoint& p : labelledPoints) {
        const bool clear = place(p.label, p.leader, p.position, kLeaderRadius) <= kMostCoveredShare;
        if (p.label->isVisible() != clear) {
            visualChangePending = true;
            p.label->setVisible(clear);
        }
        if (!clear) p.leader->setVisible(false);
    }
}

/// Puts `text` at `labelAt` (absolute) for the point at data position
/// `data`, and its leader line from the point up to the label (none in
/// the top view).
void SurfaceScene::placeLabel(QCustom3DLabel* text, QCustom3DItem* leader, const QVector3D& data, const QVector3D& labelAt, float radius) {
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
QCustom3DItem* SurfaceScene::makeLeader(const QColor& color) {
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

QVector3D SurfaceScene::dataPosition(const SystemPoint& p) const {
    return QVector3D(static_cast<float>(std::clamp(std::log10(p.processors), SurfaceSpace::kLog10NMin, SurfaceSpace::kLog10NMax)),
                     SurfaceSpace::heightOf(p.efficiency, logarithmic),
                     static_cast<float>(std::clamp(std::log10(p.serialFraction), SurfaceSpace::kLog10SMin, SurfaceSpace::kLog10SMax)));
}

QCustom3DItem* SurfaceScene::makeSphere(const QVector3D& position, float size, const QColor& color, const QString& meshFile) {
    QImage texture(2, 2, QImage::Format_RGB32);
    texture.fill(color);
    auto* item = new QCustom3DItem(meshFile, position, QVector3D(size, size, size), QQuaternion(), texture);
    item->setShadowCasting(false);
    graph->addCustomItem(item);
    return item;
}

QCustom3DItem* SurfaceScene::addSphere(const QVector3D& position, float size, const QColor& color) {
    QCustom3DItem* item = makeSphere(position, size, color, QStringLiteral(":/effsurf/meshes/icosphere.obj"));
    placePoint(item, position);
    systemItems.push_back(item);
    return item;
}

/// The cloud's points move between editions: existing items are moved
/// and hidden or shown, new ones made only when an edition has more.
void SurfaceScene::updateCloud() {
    cloudPositions.clear();
    for (const SystemPoint& p : cloudPoints) {  // in rank order: the top ranks first
        if (static_cast<int>(cloudPositions.size()) >= SurfaceView::kMaxCloudPoints) break;
        cloudPositions.push_back(dataPosition(p));
    }
    while (cloudPool.size() < cloudPositions.size())
        cloudPool.push_back(makeSphere(QVector3D(), 0.02f, QColor(0x70, 0x70, 0x80), QStringLiteral(":/effsurf/meshes/octahedron.obj")));
    for (std::size_t i = 0; i < cloudPool.size(); ++i) {
        const bool used = i < cloudPositions.size();
        if (used) placePoint(cloudPool[i], cloudPositions[i]);
        cloudPool[i]->setVisible(used);
    }
    cloudItems = static_cast<int>(cloudPositions.size());
    visualChangePending = true;
}

void SurfaceScene::rebuildSystems() {
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
            for (int k = 1; k <= 5; ++k)
                addSphere(from + (position - from) * (static_cast<float>(k) / 6.0f), 0.015f, QColor(0x40, 0x40, 0x50));
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

/// The tick density for the text size now, changed only when it differs.
void SurfaceScene::applyTickDensity() {
    for (QValue3DAxis* axis : {graph->axisX(), graph->axisZ()}) {
        const int decades = textSizing().decadeSegments(axis == graph->axisX(), axisPoints);
        if (axis->segmentCount() != decades) axis->setSegmentCount(decades);
    }
    if (!isTopView()) {
        const int e = textSizing().efficiencySegments(logarithmic, axisPoints);
        if (yAxis->segmentCount() != e) yAxis->setSegmentCount(e);
    }
}

void SurfaceScene::applyAxis() {
    const bool top = isTopView();
    if (top) {
        yAxis->setFormatter(new BlankAxisFormatter);
        yAxis->setRange(logarithmic ? static_cast<float>(std::log10(EfficiencyColorMap::kLogMinimum)) : 0.0f, logarithmic ? 0.0f : 1.0f);
        yAxis->setSegmentCount(1);
    } else if (logarithmic) {
        yAxis->setFormatter(new PowerOfTenAxisFormatter);
        yAxis->setRange(static_cast<float>(std::log10(EfficiencyColorMap::kLogMinimum)), 0.0f);
        yAxis->setSegmentCount(textSizing().efficiencySegments(true, axisPoints));
    } else {
        yAxis->setFormatter(new NotationAxisFormatter);
        yAxis->setRange(0.0f, 1.0f);
        yAxis->setSegmentCount(textSizing().efficiencySegments(false, axisPoints));
        yAxis->setLabelFormat(QStringLiteral("%.1f"));
    }
    yAxis->setTitle(logarithmic ? QObject::tr("efficiency E (log)") : QObject::tr("efficiency E"));
    yAxis->setTitleVisible(!top);
    QLinearGradient gradient;
    gradient.setStops(EfficiencyColorMap::stops(logarithmic));
    series->setBaseGradient(gradient);
    legend->setLogarithmic(logarithmic);
}

void SurfaceScene::applyLook(const ChartLook& l) {
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

/// Every 3D text at least minimumTextPixels tall on screen for the pane's
/// height and the zoom now, and never smaller than the look asks for.
/// Labels are drawn into textures when added: a changed size replaces them.
void SurfaceScene::applyTextSizes() {
    if (!graph) return;
    // A view not on screen (a figure, effsurf-cli) has no pane to size its text for: the look's sizes.
    const double wanted = container && container->isVisible() ? minimumTextPixels : 0.0;
    const SurfaceTextSizing sizing = textSizing();
    const auto rounded = [](double points) { return std::ceil(points * 2.0) / 2.0; };  // half points: no churn
    const double axis = rounded(sizing.pointsFor(wanted, SurfaceTextSizing::Text::Axis, 34 * look.fontScale));
    if (axis != axisPoints) {
        axisPoints = axis;
        QFont font = graphFont(34);
        font.setPointSizeF(axis);
        graph->activeTheme()->setFont(font);
        visualChangePending = true;
    }
    const double markerLabel = rounded(sizing.pointsFor(wanted, SurfaceTextSizing::Text::MarkerLabel, 40 * look.fontScale));
    if (markerLabel != markerPoints) {
        markerPoints = markerLabel;
        QFont font = graphFont(40);
        font.setPointSizeF(markerLabel);
        label->setFont(font);
        replaceLabel(label->text());
    }
    const double system = rounded(sizing.pointsFor(wanted, SurfaceTextSizing::Text::SystemLabel, 32 * look.fontScale));
    if (system != systemPoints) {
        systemPoints = system;
        if (!labelledPoints.empty()) rebuildSystems();
    }
    applyTickDensity();
}

/// The smallest 3D text's em on screen now (systems' labels where there are any).
double SurfaceScene::smallestTextPixels() const {
    using Text = SurfaceTextSizing::Text;
    const SurfaceTextSizing sizing = textSizing();
    double smallest = std::min(sizing.textPixels(axisPoints, Text::Axis), sizing.textPixels(markerPoints, Text::MarkerLabel));
    if (!labelledPoints.empty()) smallest = std::min(smallest, sizing.textPixels(systemPoints, Text::SystemLabel));
    return smallest;
}

/// Measures the current preset's reach on small off-screen renders (CameraFit).
void SurfaceScene::measureReach() {
    Q3DCamera* cam = graph->scene()->activeCamera();
    fit.measure(camera, container->size(), look.background, [&](float zoom, QSize size) {
        cam->setZoomLevel(zoom);
        applyTextSizes();
        const std::size_t drawnWithout = retired.size();
        QImage image = graph->renderToImage(0, size);
        freeRetired(drawnWithout);
        return image;
    });
}

/// The current preset zoomed to fill the pane (measured first if need be).
void SurfaceScene::fitZoom() {
    fitScheduled = false;
    if (!graph || !container || !container->isVisible() || container->width() < 100 || container->height() < 80 || cameraMoving) return;
    if (fit.needsMeasuring(camera, container->size())) measureReach();
    graph->scene()->activeCamera()->setZoomLevel(fit.zoomFor(camera, container->size()));
    applyTextSizes();
    placeLabels();
    visualChangePending = true;
}

/// The top view is a 2D map: all ambient light and no directional light,
/// so every pixel has exactly the colour map's colour (the colour bar's).
/// The other views keep the theme's lighting, whose shading shows the shape.
void SurfaceScene::applyLighting(bool flat) {
    Q3DTheme* theme = graph->activeTheme();
    theme->setAmbientLightStrength(flat ? 1.0f : defaultAmbientLight);
    theme->setLightStrength(flat ? 0.0f : defaultLightStrength);
    theme->setHighlightLightStrength(flat ? 0.0f : defaultHighlightLight);
}

void SurfaceScene::applyCamera() {
    Q3DCamera* cam = graph->scene()->activeCamera();
    switch (camera) {
        case CameraPreset::Front:
            graph->setOrthoProjection(false);
            cam->setCameraPosition(0.0f, 12.0f, 78.0f);
            break;
        case CameraPreset::Top:
            graph->setOrthoProjection(true);
            cam->setCameraPreset(Q3DCamera::CameraPresetDirectlyAbove);
            cam->setZoomLevel(CameraFit::kTopZoom);
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
void SurfaceScene::applyViewDependent() {
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
    if (front != (dynamic_cast<BlankAxisFormatter*>(sAxis->formatter()) != nullptr)) {
        if (front) sAxis->setFormatter(new BlankAxisFormatter);
        else sAxis->setFormatter(new PowerOfTenAxisFormatter);
    }
    sAxis->setTitleVisible(!front);
    applyLighting(isTopView());
    applyAxis();
    rebuildSystems();
    updateCloud();
    if (haveScenario) placeMarker();
}

}  // namespace effsurf::ui

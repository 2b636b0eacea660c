// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/charts/SystemPoint.h"
#include "effsurf/ui/style/ChartLook.h"

#include <QImage>
#include <QVector3D>
#include <QWidget>

#include <memory>
#include <vector>

class QKeyEvent;
class QWindow;

namespace effsurf::ui {

struct SurfaceScene;

/// The 3D efficiency surface E over (log10 N, log10 s), with the current
/// configuration as a marker, the E = 0.5 ridge drawn by the colour map, a
/// colour legend, camera presets, and mouse rotation and zoom.
///
/// Only ui/surface/ touches Qt DataVisualization (what this view shows is
/// its SurfaceScene, in src/): moving to Qt Graphs later changes that folder
/// alone. Without a usable OpenGL context (for example
/// QT_QPA_PLATFORM=offscreen, where Q3DSurface would crash) it never creates
/// the graph and shows why instead.
class SurfaceView : public QWidget {
    Q_OBJECT
public:
    enum class CameraPreset { Front, Top, Isometric };

    /// Mesh resolution at rest and while a slider is dragged. Measured under
    /// llvmpipe: a frame at 64x64 renders several times faster than at 256x256.
    /// EFFSURF_3D_MESH (16 to 1024) replaces the mesh at rest, for measuring
    /// and for the GUI tests that do not examine the surface (test::SurfaceMeshPerTest).
    static constexpr int kFullResolution = 256;
    static constexpr int kInteractiveResolution = 64;
    /// Multisampling of the still that replaces the on-screen frame at rest
    /// (frames themselves are drawn without; exports choose their own), and
    /// how long after the last frame it comes when no control was released.
    static constexpr int kStillSamples = 4;
    static constexpr int kStillDelayMs = 120;
    /// How long the camera glides between presets in a tour.
    static constexpr int kCameraTransitionMs = 700;
    /// Cloud points drawn in 3D: a whole list. Each is a low-poly item (one
    /// draw call); with the coarse mesh used while the cloud animates, a frame
    /// of 500 takes ~43 ms under llvmpipe, 17 editions per second.
    static constexpr int kMaxCloudPoints = 500;

    explicit SurfaceView(QWidget* parent = nullptr);
    ~SurfaceView() override;

    /// Why a 3D view cannot be made here, or an empty string if it can. Also
    /// honours EFFSURF_DISABLE_3D=1.
    static QString openGlProblem();
    bool isAvailable() const;
    QString unavailableReason() const;

    /// Shows `scenario`. The mesh is rebuilt only when `surfaceChanged` or the
    /// resolution changes; otherwise only the marker moves.
    void render(const core::Scenario& scenario, bool surfaceChanged, quint64 generation);
    /// Places measured systems on the surface: labelled points (HPL blue, HPCG
    /// orange, the runs of one machine joined by dots) and a list edition's
    /// whole cloud as small grey points. Rebuilt only when they change.
    void setSystemPoints(const std::vector<SystemPoint>& selected, const std::vector<SystemPoint>& cloud);
    /// Data positions (log10 N, E or log10 E, log10 s) of the placed points, selected first.
    std::vector<QVector3D> systemPositions() const;
    int cloudPointCount() const;

    /// Coarse mesh while true; full resolution again when it turns false.
    void setInteractive(bool interactive);
    void setLogarithmicEfficiency(bool logarithmic);
    bool logarithmicEfficiency() const;
    /// At rest: the still replaced the last frame and no frame came since
    /// (what a screenshot of the pane shows; tests wait for it, not a delay).
    bool stillOnScreen() const;
    /// `animated`: the camera glides to the preset (tour steps) instead of jumping.
    void setCameraPreset(CameraPreset preset, bool animated = false);
    CameraPreset cameraPreset() const;
    /// Camera angles and zoom as on screen (x rotation, y rotation, zoom), for tests.
    QVector3D cameraAngles() const;
    /// Turns the camera to these angles (degrees) as a mouse drag would: it
    /// stays within the quarter from which nothing on the surface is hidden
    /// (x rotation -90..0, y rotation 2..90).
    void turnCamera(float xRotation, float yRotation);
    /// The 3D view's window, which has the keyboard when the pane has the
    /// focus: the arrow keys turn the camera 5° a press (Shift: 1°), + and -
    /// zoom, Home goes back to the camera preset (tests send their keys here).
    QWindow* graphWindow() const;
    /// Whether the keys go to the 3D view now (the pane or its window has the focus; a frame shows it).
    bool hasKeyboard() const;
    /// Colours and font scale of axes, labels and the colour legend.
    void setLook(const ChartLook& look);
    const ChartLook& look() const;
    /// Every 3D text (axis labels and titles, the marker's and the systems'
    /// labels) at least this many pixels tall on screen: the fonts grow as the
    /// pane shrinks or the zoom backs off. 12 px on the desk; the presentation
    /// view asks for its projector size. 0 or less: back to the desk's.
    void setMinimumTextPixels(double pixels);
    double minimumTextPixels() const;
    /// The current point's label without its number ("E = ?") while the class answers a tour step's question.
    void setValuesConcealed(bool concealed);
    /// NumberFormat's notation changed: the E axis' labels are written again.
    void notationChanged();
    /// The smallest 3D text's em on screen now, estimated from its font, the
    /// pane's height and the zoom (DataVisualization's label sizes, measured:
    /// see kAxisEmPerUnit in the source); 0 without OpenGL.
    double smallestTextPixels() const;
    /// The box (pixels of `image` not within `tolerance` of `background`): what a render drew.
    static QRect drawnBounds(const QImage& image, const QColor& background, int tolerance = 3);
    int resolution() const;

    /// The surface rendered off-screen at `size` with multisampling; a
    /// placeholder with the reason if 3D is unavailable.
    /// `look`: the figure's own look (exports), or nullptr for the screen's.
    /// `zoom`: the camera's zoom times this, for this image only (below 1 the
    /// graph is drawn smaller, with room around it: figures render so and
    /// crop to what was drawn, so that no label is cut at an edge).
    QImage renderToImage(const QSize& size, int samples = 8, const ChartLook* look = nullptr, double zoom = 1.0);

    /// Where the 3D graph sits inside this widget (for composing screenshots).
    QRect graphGeometry() const;

    /// Generation passed to the last render() and the one last on screen.
    quint64 renderedGeneration() const;
    quint64 shownGeneration() const;
    /// The marker's position in data coordinates (log10 N, E or log10 E, log10 s).
    QVector3D markerPosition() const;
    /// Shows or hides the current point's sphere (its label and leader line
    /// stay): a figure of the surface alone, and the pixels of the sphere told
    /// from the rest by drawing the same view with and without it.
    void setMarkerShown(bool shown);
    /// Where each label (the current point's first, then the placed
    /// systems') is drawn in an image of `size`, measured by drawing it alone
    /// against the view without labels: what the audit of overlapping labels
    /// compares, as the screen shows them (not as the placement estimates).
    std::vector<QRect> drawnLabelRects(const QSize& size);
    /// The current point's label ("E = 0.731", for a training run with its largest overhead).
    QString markerLabelText() const;
    /// The mesh vertex nearest (log10 N, log10 s) as drawn: (log10 N, E or
    /// log10 E, log10 s) of the grid point.
    QVector3D meshVertexNear(double log10N, double log10S) const;

signals:
    /// A frame showing `generation` reached the screen.
    void frameShown(quint64 generation);
    /// Full quality is on screen again after an interaction ended: the full-resolution mesh, multisampled.
    void refinedFrameShown();
    /// The still (multisampled where it can be) replaced the last frame.
    void stillShown();
    /// The zoom was fitted to the pane (after a resize, a camera preset, a new look).
    void zoomFitted();

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    /// Fits the zoom to the pane at the end of this event-loop pass.
    void scheduleZoomFit();
    /// The keyboard's camera (graphWindow()); true when `key` was one of its keys.
    bool turnByKey(const QKeyEvent& key);

    std::unique_ptr<SurfaceScene> d_;
};

}  // namespace effsurf::ui

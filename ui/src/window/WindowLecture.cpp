// SPDX-License-Identifier: MIT
#include "effsurf/ui/window/WindowLecture.h"

#include "effsurf/ui/window/WindowImage.h"

#include "effsurf/ui/charts/ComparisonChart.h"
#include "effsurf/ui/ink/InkController.h"
#include "effsurf/ui/presentation/PresentationMode.h"
#include "effsurf/ui/tours/TourManager.h"
#include "effsurf/ui/tours/TourPlayer.h"
#include "effsurf/ui/surface/SurfaceView.h"
#include "effsurf/ui/widgets/ReadoutBar.h"
#include "effsurf/ui/window/MainWindow.h"
#include "effsurf/ui/window/StatusReadout.h"

namespace effsurf::ui {

void WindowLecture::build(MainWindow& w) {
    MainWindow* window = &w;
    auto* ink = new InkController(
        window, [window] { return WindowImage::grab(*window, *window->surface_, window->ink_ ? window->ink_->layer() : nullptr); }, window);
    w.ink_ = ink;
    QObject::connect(w.presentation_, &PresentationMode::presentingChanged, ink, &InkController::setPresenting);
    // The still under the ink is taken once the state settles: a tour step's glide (an interaction) would
    // otherwise grab the window and render the 3D view off-screen at every one of its frames.
    ScenarioController* controller = w.controller_;
    QObject::connect(controller, &ScenarioController::scenarioChanged, ink, [ink, controller] {
        if (!controller->isInteractive()) ink->windowChanged();
    });
    QObject::connect(controller, &ScenarioController::interactionChanged, ink, [ink](bool interactive) {
        if (!interactive) ink->windowChanged();
    });
    // Ink belongs to the tour's step it was drawn on; outside a tour, to one page of its own.
    TourPlayer* player = w.tours_->player();
    QObject::connect(player, &TourPlayer::stepChanged, ink, [ink, player](int step) {
        ink->setPage(player->tour() ? QString::fromStdString(player->tour()->id) + QLatin1Char('#') + QString::number(step) : QString());
    });
    QObject::connect(player, &TourPlayer::stopped, ink, [ink] { ink->setPage(QString()); });

    QObject::connect(player, &TourPlayer::answerHiddenChanged, window, [window](bool hidden) {
        window->readout_->setConcealed(hidden);
        window->status_->setConcealed(hidden);
        window->surface_->setValuesConcealed(hidden);
        for (ComparisonChart* chart : window->findChildren<ComparisonChart*>()) chart->setValuesConcealed(hidden);
    });
}

}  // namespace effsurf::ui

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
    QObject::connect(w.controller_, &ScenarioController::scenarioChanged, ink, [ink] { ink->windowChanged(); });
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

// SPDX-License-Identifier: MIT
#pragma once

namespace effsurf::ui {

class MainWindow;

/// The lecture's tools joined to the window: the presentation view's pen
/// and spotlight (InkController: the window's picture under the ink, the
/// presentation view, the scenario and the tour's steps), and a tour step's
/// question, which hides the numbers of every readout (the large readout,
/// the status line, the 3D point's label, the charts' titles) until the
/// lecturer reveals the answer.
class WindowLecture {
public:
    static void build(MainWindow& window);
};

}  // namespace effsurf::ui

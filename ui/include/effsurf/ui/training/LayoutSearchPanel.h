// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/model/LayoutSearch.h"
#include "effsurf/core/scenario/Scenario.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace effsurf::ui {

/// The layout search of a training run: every valid (t, p, d, b, v) of its
/// model on its GPU count with its batch (core::LayoutSearch), ranked with
/// the fastest that fits first and the run's own layout marked. The
/// published rules of thumb show in the top rows by themselves. A row
/// double-clicked (or "Use the selected layout") becomes the run's layout.
class LayoutSearchPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kRowsShown = 100;

    explicit LayoutSearchPanel(QWidget* parent = nullptr);

    /// Ranks the layouts of `scenario`'s run (about a millisecond: done on every change it is shown for).
    void showScenario(const core::Scenario& scenario);
    const std::vector<core::LayoutCandidate>& ranking() const noexcept { return ranking_; }
    QTableWidget* table() const noexcept { return table_; }
    /// "Also t across NVLink domains": off by default (a tensor-parallel
    /// group split over nodes all-reduces over the network every layer).
    QCheckBox* acrossDomains() const noexcept { return acrossDomains_; }
    QString summaryText() const;

signals:
    void layoutChosen(const effsurf::core::LayoutCandidate& layout);

private:
    void chooseRow(int row);

    QLabel* summary_;
    QTableWidget* table_;
    QPushButton* use_;
    QCheckBox* acrossDomains_;
    std::vector<core::LayoutCandidate> ranking_;
    core::Scenario shown_;  ///< the scenario last ranked, ranked again when the check box changes
};

}  // namespace effsurf::ui

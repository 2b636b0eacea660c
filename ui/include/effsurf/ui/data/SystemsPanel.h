// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/scenario/Scenario.h"

#include <QItemSelection>
#include <QWidget>

#include <optional>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTableView;
class QTimer;

namespace effsurf::ui {

class ScenarioController;
class Top500FilterModel;
class Top500TableModel;

/// The TOP500 browser: every built-in entry, searchable by name, site or
/// country, filterable by list edition and rank, sortable by any column, with
/// the N convention. Selected rows become the scenario's selected systems
/// (points on the surface and the (N, s) plane). Below, a list-edition slider
/// with a play button shows the whole list of one edition as a cloud and
/// animates it over the years.
class SystemsPanel : public QWidget {
    Q_OBJECT
public:
    /// Editions per second while playing (the issue asks for at least 10).
    static constexpr int kEditionsPerSecond = 12;
    /// Most systems placed at once (labels beyond that would be unreadable).
    static constexpr int kMaxSelected = 40;

    explicit SystemsPanel(ScenarioController* controller, QWidget* parent = nullptr);

    void showScenario(const core::Scenario& scenario);

    /// The table, sorted and its number columns fitted (arrange() first).
    QTableView* table() const;
    /// Sorts the table by list edition and fits its number columns to their
    /// widest texts: 60 ms for 15,000 rows, done when the panel is first
    /// shown, or asked for, or once the window's first frame is on screen.
    void arrange();
    QLineEdit* searchField() const noexcept { return search_; }
    QComboBox* editionCombo() const noexcept { return edition_; }
    QSpinBox* rankLimit() const noexcept { return rank_; }
    QComboBox* conventionCombo() const noexcept { return convention_; }
    QSlider* cloudSlider() const noexcept { return cloudSlider_; }
    QCheckBox* cloudCheck() const noexcept { return cloudCheck_; }
    QPushButton* playButton() const noexcept { return play_; }
    int visibleRows() const;
    /// Selects the rows of these entries (and so places them).
    void selectSystems(const std::vector<core::SystemRef>& systems, bool scrollToFirst = true);

    /// `base` with the entries whose system name contains `nameContains`
    /// placed (if not empty, at most kMaxSelected) and the cloud of `edition`
    /// shown (if not empty); nullopt and a message in `error` if no name
    /// matches or the edition is unknown.
    static std::optional<core::Scenario> placingSystems(const core::Scenario& base, const QString& nameContains, const QString& edition,
                                                        QString* error);

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// Widens the number columns to their widest value over every row, not
    /// only the rows in view: a number is never cut to "…" ("1103" for 11,039,616).
    void fitNumberColumns();
    void publishSelection(const QItemSelection& selected, const QItemSelection& deselected);
    /// Changes a filter without letting the rows it hides count as deselected.
    void refilter(const std::function<void()>& change);
    void publishCloud();
    void step();

    ScenarioController* controller_;
    Top500TableModel* model_;
    Top500FilterModel* filter_;
    core::CoreConvention fittedConvention_ = core::CoreConvention::TotalCores;
    QLineEdit* search_;
    QComboBox* edition_;
    QSpinBox* rank_;
    QComboBox* convention_;
    QTableView* table_;
    QLabel* selectionInfo_;
    QCheckBox* cloudCheck_;
    QSlider* cloudSlider_;
    QLabel* cloudLabel_;
    QPushButton* play_;
    QTimer* playTimer_;
    std::vector<std::string> editions_;
    std::vector<core::SystemRef> selected_;  // the scenario's, as last shown
    bool updating_ = false;
    bool arranged_ = false;
};

}  // namespace effsurf::ui

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/TrainingCatalog.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/core/scenario/SessionJson.h"
#include "effsurf/core/scenario/TourStep.h"

#include <string>
#include <vector>

namespace effsurf::web {

/// The scenario an exported page shows and what it asks of it: the page's
/// fields set its values through core's parsers and checks (the app's
/// messages), and every number drawn comes from core's laws. No formula is
/// written in JavaScript.
class PageState {
public:
    /// The training presets compiled into the page's WebAssembly.
    static const core::TrainingCatalog& trainingCatalog();

    /// Reads the page's figure metadata (JSON text: a session's content,
    /// core::SessionJson::writeContentMembers) with core's reader of the
    /// session format and validates it; returns "" or the message (the state
    /// is kept then).
    std::string configure(const std::string& json);

    /// The scenario as the page holds it now (the student's changes made),
    /// as a session file: core's writer, the same bytes the app's File >
    /// Save writes for this scenario.
    std::string sessionText() const;

    /// The page's figure metadata (`original`, as the page carries it) for
    /// the scenario as the page holds it now: what "Save as page" embeds, so
    /// that the saved page, the app and effsurf-cli read the student's edits.
    /// Throws core::JsonSyntaxError for text that is not JSON.
    std::string figureText(const std::string& original) const;

    /// Sets a field from what was typed, as the app's fields do: "s" (serial
    /// fraction: 1e-7, 5%, alpha=0.9999999), "N", "precision" (fp64 ...),
    /// "growth" (Sun-Ni's exponent), "k" (the precision's speed factor), and
    /// the law's own parameters by their names in pageParameters().
    /// Returns "" or the app's message; a refused value changes nothing.
    std::string setField(const std::string& name, const std::string& text);

    /// A lecture's step, as the window's tour player sets it: its
    /// configuration and systems on top of the page's series and snapshots
    /// (core::applyTourStep), its camera and E axis.
    void applyTourStep(const core::TourStep& step);
    /// Whether the page shows the step's own values (the student has not moved a slider since).
    bool showsTourStep(const core::TourStep& step) const;

    const core::Scenario& scenario() const noexcept { return scenario_; }
    const core::SessionView& view() const noexcept { return view_; }

    /// E, S and s_eff at N under the scenario's law and precision.
    double efficiency(double n) const;
    double speedup(double n) const;
    double effectiveSerialFraction(double n) const;
    /// S(N) at `precision` in units of one FP64 processor.
    double performanceInFp64Units(double n, const std::string& precision) const;

    /// The window's surface of the scenario (core::ScenarioSurface) at
    /// `resolution` points per axis: E, row-major with rows along s.
    std::vector<double> surface(int resolution) const;
    /// The s at which E(N) = target under the scenario's law, NaN where none.
    std::vector<double> isoefficiency(double target, const std::vector<double>& processors) const;

    /// The app's number format ("1.00×10⁻⁷") and its gain-limit sentence.
    static std::string liveNumber(double value, int digits);
    std::string gainLimit() const;

private:
    core::Scenario scenario_;
    core::SessionView view_;
};

}  // namespace effsurf::web

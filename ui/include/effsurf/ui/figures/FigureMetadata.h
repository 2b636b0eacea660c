// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/data/FigureMetadataFinder.h"

#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/figures/FigureExporter.h"
#include "effsurf/ui/session/SessionFile.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace effsurf::ui {

/// What a figure records about itself, so that it can be drawn again from
/// its own file: JSON tagged `"format": "effsurf-figure"` holding
///
///  - the complete scenario in the session file's format (SessionFile's
///    content: "schema", "writtenBy", "scenario"; for the 3D surface also
///    its "view": camera preset and E axis), so there is one format;
///  - "figure" (its name) and "export" (format, dpi or pixel size, title,
///    caption, transparency): what a regenerated figure starts from;
///  - the keys figures carried before (software, caption, law,
///    serialFraction, alpha, processors, precision, speedFactor, speedup,
///    efficiency), for readers of those.
///
/// The same JSON (compact, one line) is the PNG text chunk "effsurf", the
/// last line of the SVG <desc>, an element of the PDF's XMP metadata, the
/// CSV comment line "# effsurf: ..." and the sidecar FILE.json.
class FigureMetadata {
public:
    static constexpr const char* kFormat = "effsurf-figure";
    // Where the JSON goes, as core's finder reads it back (core::FigureMetadataFinder).
    static constexpr const char* kPngKey = core::FigureMetadataFinder::kPngKey.data();
    static constexpr const char* kCsvPrefix = core::FigureMetadataFinder::kCsvPrefix.data();
    /// The XMP namespace of the element that holds the JSON in a PDF.
    static constexpr const char* kXmpNamespace = core::FigureMetadataFinder::kXmpNamespace.data();

    /// What a figure file says about itself.
    struct Read {
        QString figure;
        core::Scenario scenario;
        std::optional<ViewState> view;    ///< the surface's camera and E axis, if recorded
        FigureExporter::Options options;  ///< as exported (no sidecar)
        QString writtenBy;                ///< "effsurf 0.1.0"
    };

    /// The metadata of `figure` drawn for `scenario` with `options`; `view`:
    /// the 3D surface's (nullptr for charts). Fails (nullopt, `error`) only
    /// for values JSON cannot hold (NaN, infinity).
    static std::optional<QByteArray> toJson(const QString& figure, const core::Scenario& scenario, const FigureExporter::Options& options,
                                            const ViewState* view, QString* error);
    /// Reads and validates metadata JSON; errors begin with `fileName` and
    /// name the field as SessionFile does ("fig.png: scenario.processors: ...").
    static std::optional<Read> fromJson(const QByteArray& json, const QString& fileName, QString* error);
    /// The metadata of a file effsurf wrote, recognized by its content: a
    /// PNG, SVG, PDF or CSV figure, or a sidecar .json. Errors name the file:
    /// one without effsurf metadata, one whose metadata is broken, one from
    /// an effsurf that recorded only s, N and precision.
    static std::optional<Read> read(const QString& path, QString* error);

    /// The XMP packet for a PDF: title, description (the caption) and
    /// creator tool as Dublin Core and XMP properties, the JSON as this
    /// namespace's `figure` property.
    static QByteArray xmpPacket(const QString& title, const QString& description, const QByteArray& json);
};

}  // namespace effsurf::ui

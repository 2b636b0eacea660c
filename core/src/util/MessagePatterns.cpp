// SPDX-License-Identifier: MIT
// Written by scripts/core-texts.py: every pattern core marks with
// EFFSURF_TEXT, in the order of the sources. Do not edit; run the script.
// lupdate reads EFFSURF_TRANSLATE as QT_TRANSLATE_NOOP (ui/CMakeLists.txt).
#include "effsurf/core/util/MessageCatalog.h"

#define EFFSURF_TRANSLATE(context, text) text

namespace effsurf::core {

const std::vector<std::string_view>& MessageCatalog::patterns() {
    // One pattern per line, as written:
    // clang-format off
    static const std::vector<std::string_view> all{
        EFFSURF_TRANSLATE("core", "%1: %2"),
        EFFSURF_TRANSLATE("core", "binary data (byte %1 at character %2): expected a UTF-8 text file"),
        EFFSURF_TRANSLATE("core", "not UTF-8 text (byte %1 at character %2): save the file as UTF-8"),
        EFFSURF_TRANSLATE("core", "is a directory, not a file"),
        EFFSURF_TRANSLATE("core", "cannot open file: %1"),
        EFFSURF_TRANSLATE("core", "a record longer than %1 MiB starts here: an unterminated quote, or not a CSV table"),
        EFFSURF_TRANSLATE("core", "read error"),
        EFFSURF_TRANSLATE("core", "unterminated quote: the field opened here never closes"),
        EFFSURF_TRANSLATE("core", "unexpected text after the closing quote: '%1'; expected the delimiter or the end of the line"),
        EFFSURF_TRANSLATE("core", "column %1 (%2): %3"),
        EFFSURF_TRANSLATE("core", "column %1: %2"),
        EFFSURF_TRANSLATE("core", "%1:%2: %3"),
        EFFSURF_TRANSLATE("core", "empty; expected a number"),
        EFFSURF_TRANSLATE("core", "expected a number, got '%1'"),
        EFFSURF_TRANSLATE("core", "expected a finite number, got '%1'"),
        EFFSURF_TRANSLATE("core", "N must be at least 1, got %1"),
        EFFSURF_TRANSLATE("core", "N = %1 is beyond the processor counts effsurf models (1 .. 1e12)"),
        EFFSURF_TRANSLATE("core", "%1 must be greater than 0, got %2"),
        EFFSURF_TRANSLATE("core", "%1 %2 is outside the range effsurf computes with (1e-100 .. 1e100); check the unit"),
        EFFSURF_TRANSLATE("core", "no column '%1' (the header has %2)"),
        EFFSURF_TRANSLATE("core", "no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)"),
        EFFSURF_TRANSLATE("core", "an Rpeak column needs its Rmax column"),
        EFFSURF_TRANSLATE("core", "no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the header has %1)"),
        EFFSURF_TRANSLATE("core", "file is empty: expected a header line"),
        EFFSURF_TRANSLATE("core", "expected %1 fields as in the header (line %2), found %3"),
        EFFSURF_TRANSLATE("core", "the series name is empty"),
        EFFSURF_TRANSLATE("core", "no data rows after the header"),
        EFFSURF_TRANSLATE("core", "precision"),
        EFFSURF_TRANSLATE("core", "Amdahl's law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can never pass 1/s."),
        EFFSURF_TRANSLATE("core", "Gustafson's law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a ceiling."),
        EFFSURF_TRANSLATE("core", "Sun and Ni's law: the parallel work grows as G = N^γ with the machine; γ = 0 is Amdahl's law, γ = 1 Gustafson's."),
        EFFSURF_TRANSLATE("core", "The timeline model: each contribution to the run time (the payload, the operating system, communication, synchronization) grows its own way with N; their sum at N sets the speedup and an effective s."),
        EFFSURF_TRANSLATE("core", "Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; the all-reduce does not shrink with N."),
        EFFSURF_TRANSLATE("core", "Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline's bubble and every exchange between GPUs add to the step, so E is the compute's share of it."),
        EFFSURF_TRANSLATE("core", "gain ceiling 1/s' = %1"),
        EFFSURF_TRANSLATE("core", "no gain ceiling: S grows without bound (%1)"),
        EFFSURF_TRANSLATE("core", "maximum S = %1 at N = %2"),
        EFFSURF_TRANSLATE("core", "no maximum within N ≤ %1"),
        EFFSURF_TRANSLATE("core", "law"),
        EFFSURF_TRANSLATE("core", "serial fraction s"),
        EFFSURF_TRANSLATE("core", "N"),
        EFFSURF_TRANSLATE("core", "growth exponent gamma"),
        EFFSURF_TRANSLATE("core", "unknown '%1' (expected one of %2)"),
        EFFSURF_TRANSLATE("core", "expected a number such as %1, got '%2'%3"),
        EFFSURF_TRANSLATE("core", "; the decimal point is '.': %1"),
        EFFSURF_TRANSLATE("core", "cannot read '%1'; expected a number such as 1e-7, 0.05 or 5%, or alpha=0.9999999%2"),
        EFFSURF_TRANSLATE("core", "alpha must lie in [0, 1], got %1"),
        EFFSURF_TRANSLATE("core", "must be at least %1"),
        EFFSURF_TRANSLATE("core", "must be greater than %1"),
        EFFSURF_TRANSLATE("core", "must lie in [%1, %2], got %3"),
        EFFSURF_TRANSLATE("core", "must be a whole number, got %1"),
        EFFSURF_TRANSLATE("core", "cannot read '%1'; expected a count such as 2414592, 2,414,592 or 2.4e6%2"),
        EFFSURF_TRANSLATE("core", "cannot read '%1'; expected a count such as 2414592 or 2.4e6"),
        EFFSURF_TRANSLATE("core", "cannot read '%1'; expected LO:HI such as 1:1e9"),
        EFFSURF_TRANSLATE("core", "low end %1 must be below high end %2"),
        EFFSURF_TRANSLATE("core", "cannot read '%1'; expected RxC such as 256x256"),
        EFFSURF_TRANSLATE("core", "must be a finite number, got %1"),
        EFFSURF_TRANSLATE("core", "must be at least %1, got %2"),
        EFFSURF_TRANSLATE("core", "must be greater than %1, got %2"),
        EFFSURF_TRANSLATE("core", "must not be negative, got %1"),
        EFFSURF_TRANSLATE("core", "must be a whole number >= 1, not %1"),
    };
    // clang-format on
    return all;
}

}  // namespace effsurf::core

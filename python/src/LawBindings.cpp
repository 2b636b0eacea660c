// SPDX-License-Identifier: MIT
#include "ArrayArguments.h"
#include "Bindings.h"

#include "effsurf/core/model/Laws.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/model/ScalingLaw.h"
#include "effsurf/core/util/InvalidParameter.h"

#include <pybind11/stl.h>

#include <optional>
#include <string>

namespace effsurf::python {
namespace {

/// Calls `formula(values)` for each element of the row, values[k] the k-th
/// argument's; an InvalidParameter becomes a ValueError naming the element.
template <std::size_t Arity, typename Formula>
void evaluateEach(const BroadcastLoop& loop, const BroadcastLoop::Row& row, Formula formula) {
    std::size_t i = 0;
    try {
        for (; i < row.count; ++i) {
            double values[Arity];
            for (std::size_t k = 0; k < Arity; ++k) values[k] = row.inputs[k][std::ptrdiff_t(i) * row.strides[k]];
            row.out[i] = formula(values);
        }
    } catch (const core::InvalidParameter& error) {
        throwElementError(loop, row.first + i, error);
    }
}

/// The payload speed-up k: `speedFactor` if given, else the precision's
/// default (docs/models.md §3), else 1.
double speedFactorOf(const std::optional<double>& speedFactor, const std::optional<std::string>& precision) {
    if (speedFactor) return *speedFactor;
    if (precision) return core::precisionInfo(core::parsePrecision(*precision)).defaultSpeedFactor;
    return 1.0;
}

enum class Quantity { Speedup, Efficiency };

/// S or E under a law at every (N, s) of the broadcast, after the precision transform.
py::object evaluateLaw(const char* function, Quantity quantity, py::handle n, py::handle s, const std::string& lawId, double growthExponent,
                       const std::optional<double>& speedFactor, const std::optional<std::string>& precision, py::handle out) {
    const core::ScalingLaw law(core::ScalingLaw::parseKind(lawId), growthExponent);
    const double k = speedFactorOf(speedFactor, precision);
    if (!(k > 0.0 && k < 1e300)) throw core::InvalidParameter("speed_factor", "must be a finite number above 0");
    BroadcastLoop loop(function, {{"N", toDoubleArray(n, "N")}, {"s", toDoubleArray(s, "s")}});
    const bool efficiency = quantity == Quantity::Efficiency;
    return loop.run(
        [&](const BroadcastLoop::Row& row) {
            // The vectorized form; a point it refuses is named by the scalar one.
            const std::size_t bad =
                law.evaluate(efficiency, k, row.inputs[0], row.strides[0], row.inputs[1], row.strides[1], row.out, row.count);
            if (bad == row.count) return;
            try {
                const double n0 = row.inputs[0][std::ptrdiff_t(bad) * row.strides[0]];
                (void)law.speedup(n0, 0.0);  // N first, as the scalar laws check it
                const double accelerated = core::acceleratedSerialFraction(row.inputs[1][std::ptrdiff_t(bad) * row.strides[1]], k);
                (void)(efficiency ? law.efficiency(n0, accelerated) : law.speedup(n0, accelerated));
            } catch (const core::InvalidParameter& error) {
                throwElementError(loop, row.first + bad, error);
            }
        },
        out);
}

template <std::size_t Arity, typename Formula>
py::object elementwise(const char* function, std::vector<ArrayArgument> arguments, Formula formula) {
    BroadcastLoop loop(function, std::move(arguments));
    return loop.run([&](const BroadcastLoop::Row& row) { evaluateEach<Arity>(loop, row, formula); });
}

const char* const kEfficiencyDoc = R"(efficiency(N, s, law="amdahl", growth_exponent=0.5, speed_factor=None, precision=None, out=None)

Parallel efficiency E(N, s) = S(N, s) / N (docs/models.md §1, L2):

    Amdahl      E = 1 / (1 + (N - 1) s')
    Gustafson   E = (1 + (N - 1)(1 - s')) / N
    Sun-Ni      E = (s' + (1 - s') G) / (N s' + (1 - s') G),  G = N**growth_exponent

with s' = k s / (1 + (k - 1) s) the serial fraction after the payload is
sped up k times (section 3): k = speed_factor, or the precision's default
("fp64" 1, "fp32"/"tf32" 2, "bf16"/"fp16" 4, "fp8" 8), else 1.

N (>= 1) and s (in [0, 1]) are numbers or arrays of any shape, broadcast by
NumPy's rules; the result is a float for scalars, else a new float64 array
(or `out`, a float64 C-contiguous array of the result's shape, filled in
place and returned: NumPy's convention, for repeated evaluations).
Computed by effsurf's core, the GIL released, the same numbers as
`effsurf-cli eval` to the last digit. Raises ValueError naming the element
for N < 1, s outside [0, 1] or NaN; TypeError for what is not numbers.

>>> effsurf.efficiency(1e6, 1e-7)
0.9090909917355446)";

const char* const kSpeedupDoc = R"(speedup(N, s, law="amdahl", growth_exponent=0.5, speed_factor=None, precision=None, out=None)

Speedup S(N, s) under the law (docs/models.md §1):

    Amdahl      S = N / (1 + (N - 1) s')                         (L1)
    Gustafson   S = 1 + (N - 1)(1 - s')                          (L5)
    Sun-Ni      S = (s' + (1 - s') G) / (s' + (1 - s') G / N)    (L6)

s' as for efficiency(); arrays broadcast, GIL released.)";

}  // namespace

void bindLaws(py::module_& m) {
    m.def(
        "efficiency",
        [](py::handle n, py::handle s, const std::string& law, double growth, std::optional<double> k, std::optional<std::string> precision,
           py::handle out) { return evaluateLaw("efficiency", Quantity::Efficiency, n, s, law, growth, k, precision, out); },
        py::arg("N"), py::arg("s"), py::kw_only(), py::arg("law") = "amdahl", py::arg("growth_exponent") = 0.5,
        py::arg("speed_factor") = py::none(), py::arg("precision") = py::none(), py::arg("out") = py::none(), kEfficiencyDoc);
    m.def(
        "speedup",
        [](py::handle n, py::handle s, const std::string& law, double growth, std::optional<double> k, std::optional<std::string> precision,
           py::handle out) { return evaluateLaw("speedup", Quantity::Speedup, n, s, law, growth, k, precision, out); },
        py::arg("N"), py::arg("s"), py::kw_only(), py::arg("law") = "amdahl", py::arg("growth_exponent") = 0.5,
        py::arg("speed_factor") = py::none(), py::arg("precision") = py::none(), py::arg("out") = py::none(), kSpeedupDoc);

    m.def(
        "gain_ceiling",
        [](py::handle s) {
            return elementwise<1>("gain_ceiling", {{"s", toDoubleArray(s, "s")}}, [](const double* v) { return core::gainCeiling(v[0]); });
        },
        py::arg("s"),
        R"(gain_ceiling(s)

Amdahl's performance wall (L3): the limit of S(N) as N grows, 1 / s
(inf for s = 0). Arrays broadcast.)");

    m.def(
        "karp_flatt",
        [](py::handle n, py::handle speedup) {
            return elementwise<2>("karp_flatt", {{"N", toDoubleArray(n, "N")}, {"speedup", toDoubleArray(speedup, "speedup")}},
                                  [](const double* v) { return core::serialFractionFromSpeedup(v[0], v[1]); });
        },
        py::arg("N"), py::arg("speedup"),
        R"(karp_flatt(N, speedup)

The effective serial fraction of a measured speedup (Karp-Flatt, L4):

    s_eff = (N - S) / (S (N - 1)),   N > 1, 0 < S <= N.

A superlinear S > N is refused here; fit() keeps such points and reports
their negative s_eff in its table.)");

    m.def(
        "s_eff_from_efficiency",
        [](py::handle n, py::handle e) {
            return elementwise<2>("s_eff_from_efficiency", {{"N", toDoubleArray(n, "N")}, {"efficiency", toDoubleArray(e, "efficiency")}},
                                  [](const double* v) { return core::serialFractionFromEfficiency(v[0], v[1]); });
        },
        py::arg("N"), py::arg("efficiency"),
        R"(s_eff_from_efficiency(N, efficiency)

L4 from a measured efficiency E = S / N:  s_eff = (1 - E) / (E (N - 1)).)");

    m.def(
        "s_eff_from_rmax",
        [](py::handle n, py::handle rmax, py::handle rpeak) {
            return elementwise<3>(
                "s_eff_from_rmax",
                {{"N", toDoubleArray(n, "N")}, {"rmax", toDoubleArray(rmax, "rmax")}, {"rpeak", toDoubleArray(rpeak, "rpeak")}},
                [](const double* v) { return core::serialFractionFromRmaxRpeak(v[0], v[1], v[2]); });
        },
        py::arg("N"), py::arg("rmax"), py::arg("rpeak"),
        R"(s_eff_from_rmax(N, rmax, rpeak)

A TOP500 entry's effective serial fraction (L4 with E = Rmax / Rpeak),
computed without forming E:  s_eff = (Rpeak - Rmax) / (Rmax (N - 1)).

>>> effsurf.s_eff_from_rmax(2414592, 148600.0, 200794.88)   # Summit 2019-06
1.4546...e-07)");

    m.def(
        "accelerated_serial_fraction",
        [](py::handle s, py::handle k) {
            return elementwise<2>("accelerated_serial_fraction",
                                  {{"s", toDoubleArray(s, "s")}, {"speed_factor", toDoubleArray(k, "speed_factor")}},
                                  [](const double* v) { return core::acceleratedSerialFraction(v[0], v[1]); });
        },
        py::arg("s"), py::arg("speed_factor"),
        R"(accelerated_serial_fraction(s, speed_factor)

The precision transform (docs/models.md §3): the payload runs k times
faster, the non-payload time stays, so the serial fraction grows:

    s' = k s / (1 + (k - 1) s).)");

    m.def(
        "isoefficiency",
        [](py::handle n, py::handle e, const std::string& lawId, double growth) {
            const core::ScalingLaw law(core::ScalingLaw::parseKind(lawId), growth);
            const auto scalar = [&law](const double* v) {
                const auto s = law.isoefficiencySerialFraction(v[0], v[1]);
                if (!s) throw core::InvalidParameter("efficiency", "no s in [0, 1] gives this E at this N");
                return *s;
            };
            if (law.kind() != core::LawKind::Amdahl)
                return elementwise<2>("isoefficiency", {{"N", toDoubleArray(n, "N")}, {"efficiency", toDoubleArray(e, "efficiency")}},
                                      scalar);
            // Amdahl's line vectorized; a point it refuses is named by the scalar form.
            BroadcastLoop loop("isoefficiency", {{"N", toDoubleArray(n, "N")}, {"efficiency", toDoubleArray(e, "efficiency")}});
            return loop.run([&](const BroadcastLoop::Row& row) {
                const std::size_t bad =
                    core::isoefficiencySerialFractions(row.inputs[0], row.strides[0], row.inputs[1], row.strides[1], row.out, row.count);
                if (bad == row.count) return;
                try {
                    const double point[2] = {row.inputs[0][std::ptrdiff_t(bad) * row.strides[0]],
                                             row.inputs[1][std::ptrdiff_t(bad) * row.strides[1]]};
                    scalar(point);
                } catch (const core::InvalidParameter& error) {
                    throwElementError(loop, row.first + bad, error);
                }
            });
        },
        py::arg("N"), py::arg("efficiency"), py::kw_only(), py::arg("law") = "amdahl", py::arg("growth_exponent") = 0.5,
        R"(isoefficiency(N, efficiency, law="amdahl", growth_exponent=0.5)

The s at which E(N, s) equals `efficiency` (L7): Amdahl's
s = (1 - E) / (E (N - 1)); for the scaled laws, see docs/models.md §1.)");

    m.def(
        "speed_factor",
        [](const std::string& precision) { return core::precisionInfo(core::parsePrecision(precision)).defaultSpeedFactor; },
        py::arg("precision"),
        R"(speed_factor(precision)

The default payload speed-up k of a datatype over FP64 (the width rule
k = 8 / bytes): "fp64" 1, "fp32" 2, "tf32" 2, "bf16" 4, "fp16" 4, "fp8" 8.)");

    m.def(
        "surface",
        [](py::handle n, py::handle s, const std::string& law, double growth, std::optional<double> k, std::optional<std::string> precision,
           py::handle out) {
            const py::array_t<double> nAxis = toDoubleArray(n, "N");
            py::array_t<double> sAxis = toDoubleArray(s, "s");
            if (nAxis.ndim() != 1 || sAxis.ndim() != 1)
                throw py::value_error("surface: N and s are the grid's axes: one-dimensional arrays (got " + std::to_string(nAxis.ndim()) +
                                      " and " + std::to_string(sAxis.ndim()) + " dimensions)");
            // Rows along s, columns along N, as the app's surface: E[i, j] = E(N[j], s[i]).
            const py::array column = sAxis.reshape({sAxis.size(), py::ssize_t(1)});
            return evaluateLaw("surface", Quantity::Efficiency, nAxis, column, law, growth, k, precision, out);
        },
        py::arg("N"), py::arg("s"), py::kw_only(), py::arg("law") = "amdahl", py::arg("growth_exponent") = 0.5,
        py::arg("speed_factor") = py::none(), py::arg("precision") = py::none(), py::arg("out") = py::none(),
        R"(surface(N, s, law="amdahl", growth_exponent=0.5, speed_factor=None, precision=None, out=None)

Végh's efficiency surface on the grid of the axes N and s (1-D arrays):
E[i, j] = efficiency(N[j], s[i]), rows along s and columns along N as the
app draws it; one new array, written in place by core (no copy).

>>> N = numpy.logspace(0, 9, 256); s = numpy.logspace(-10, -1, 256)
>>> E = effsurf.surface(N, s)    # shape (256, 256))");
}

}  // namespace effsurf::python

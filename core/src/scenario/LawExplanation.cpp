// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/LawExplanation.h"

#include "effsurf/core/util/Message.h"

namespace effsurf::core {
namespace {

// MathML pieces, so that each law's formula reads as the formula it is.
std::string mi(const std::string& name) { return "<mi>" + name + "</mi>"; }
std::string mn(const std::string& number) { return "<mn>" + number + "</mn>"; }
std::string mo(const std::string& op) { return "<mo>" + op + "</mo>"; }
std::string row(const std::string& inside) { return "<mrow>" + inside + "</mrow>"; }
std::string frac(const std::string& top, const std::string& bottom) { return "<mfrac>" + row(top) + row(bottom) + "</mfrac>"; }
std::string sub(const std::string& base, const std::string& index) { return "<msub>" + base + index + "</msub>"; }
std::string sup(const std::string& base, const std::string& power) { return "<msup>" + base + power + "</msup>"; }
std::string paren(const std::string& inside) { return mo("(") + inside + mo(")"); }
std::string math(const std::string& inside) { return "<math display=\"block\">" + row(inside) + "</math>"; }

const std::string kOneMinusS = paren(mn("1") + mo("\u2212") + mi("s"));
const std::string kNMinusOne = paren(mi("N") + mo("\u2212") + mn("1"));

}  // namespace

LawExplanation LawExplanation::of(ModelKind law) {
    switch (law) {
        case ModelKind::Amdahl:
            return {EFFSURF_TEXT(
                        "Amdahl's law: a fixed problem split over N processors; the serial fraction s is never split, so the speedup can "
                        "never pass 1/s."),
                    math(mi("E") + mo("=") + frac(mi("S"), mi("N")) + mo("=") + frac(mn("1"), mn("1") + mo("+") + kNMinusOne + mi("s"))),
                    "E = S/N = 1/(1 + (N \u2212 1) s)"};
        case ModelKind::Gustafson:
            return {
                EFFSURF_TEXT(
                    "Gustafson's law: the problem grows with the machine, its parallel part N-fold, so the speedup grows without a "
                    "ceiling."),
                math(mi("S") + mo("=") + mi("s") + mo("+") + kOneMinusS + mi("N") + mo(",") + mi("E") + mo("=") + frac(mi("S"), mi("N"))),
                "S = s + (1 \u2212 s) N,  E = S/N"};
        case ModelKind::SunNi:
            return {EFFSURF_TEXT("Sun and Ni's law: the parallel work grows as G = N^\u03b3 with the machine; \u03b3 = 0 is Amdahl's law, "
                                 "\u03b3 = 1 Gustafson's."),
                    math(mi("S") + mo("=") +
                         frac(mi("s") + mo("+") + kOneMinusS + mi("G"), mi("s") + mo("+") + kOneMinusS + frac(mi("G"), mi("N"))) + mo(",") +
                         mi("G") + mo("=") + sup(mi("N"), mi("\u03b3"))),
                    "S = (s + (1 \u2212 s) G)/(s + (1 \u2212 s) G/N),  G = N^\u03b3"};
        case ModelKind::Timeline:
            return {EFFSURF_TEXT("The timeline model: each contribution to the run time (the payload, the operating system, communication, "
                                 "synchronization) grows its own way with N; their sum at N sets the speedup and an effective s."),
                    math(mi("S") + mo("=") + frac(mi("T") + paren(mn("1")), mi("T") + paren(mi("N"))) + mo(",") + mi("T") + paren(mi("N")) +
                         mo("=") + frac(mi("p"), mi("k") + mi("N")) + mo("+") + "<munder>" + mo("\u2211") + mi("i") + "</munder>" +
                         sub(mi("s"), mi("i")) + paren(mi("N"))),
                    "S = T(1)/T(N),  T(N) = p/(k N) + \u03a3 s\u1d62(N)"};
        case ModelKind::Training:
            return {
                EFFSURF_TEXT(
                    "Data-parallel training: N workers each compute a share of the step, then add up their gradients over the network; "
                    "the all-reduce does not shrink with N."),
                math(sub(mi("T"), mi("step")) + mo("=") + sub(mi("T"), mi("seq")) + mo("+") + sub(mi("T"), mi("comp")) + paren(mi("N")) +
                     mo("+") + paren(mn("1") + mo("\u2212") + mi("\u03c9")) + sub(mi("T"), mi("comm")) + paren(mi("N")) + mo(",") +
                     mi("S") + mo("=") + frac(sub(mi("T"), mi("step")) + paren(mn("1")), sub(mi("T"), mi("step")) + paren(mi("N")))),
                "T_step = T_seq + T_comp(N) + (1 \u2212 \u03c9) T_comm(N),  S = T_step(1)/T_step(N)"};
        case ModelKind::ParallelTraining:
            return {
                EFFSURF_TEXT(
                    "Large-model training: the model is split by tensor, pipeline and data parallelism; the pipeline's bubble and every "
                    "exchange between GPUs add to the step, so E is the compute's share of it."),
                math(mi("E") + mo("=") + frac(sub(mi("T"), mi("compute")), sub(mi("T"), mi("step"))) + mo(",") + sub(mi("T"), mi("step")) +
                     mo("=") + sub(mi("T"), mi("compute")) + mo("+") + sub(mi("T"), mi("bubble")) + mo("+") +
                     sub(mi("T"), mi("exchanges"))),
                "E = T_compute/T_step,  T_step = T_compute + T_bubble + T_exchanges"};
    }
    return {};
}

}  // namespace effsurf::core

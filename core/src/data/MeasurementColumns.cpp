// SPDX-License-Identifier: MIT
#include "effsurf/core/data/MeasurementColumns.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/util/TextUtil.h"

#include <algorithm>
#include <array>
#include <initializer_list>

namespace effsurf::core {
namespace {

struct UnitName {
    std::string_view name;
    double seconds;
};

/// Time units as people write them, with their length in seconds. Bare "s",
/// "m", "h" and "min" are left out as whole names: "s" is the speedup's
/// column, "min" a minimum.
constexpr std::array<UnitName, 23> kTimeUnits{{
    {"s", 1.0},          {"sec", 1.0},        {"secs", 1.0},          {"second", 1.0},        {"seconds", 1.0}, {"ms", 1e-3},
    {"msec", 1e-3},      {"millis", 1e-3},    {"millisecond", 1e-3},  {"milliseconds", 1e-3}, {"us", 1e-6},     {"usec", 1e-6},
    {"\xC2\xB5s", 1e-6}, {"\xCE\xBCs", 1e-6}, {"microseconds", 1e-6}, {"ns", 1e-9},           {"nsec", 1e-9},   {"nanoseconds", 1e-9},
    {"min", 60.0},       {"minutes", 60.0},   {"h", 3600.0},          {"hours", 3600.0},      {"hrs", 3600.0},
}};

const UnitName* timeUnit(std::string_view name) {
    for (const auto& unit : kTimeUnits)
        if (unit.name == name) return &unit;
    return nullptr;
}

bool isPercent(std::string_view unit) { return unit == "%" || unit == "pct" || unit == "percent"; }

/// What the values of a column holding `role` are multiplied by for its unit:
/// seconds for a time, a fraction for a percentage; 1 otherwise.
double unitScale(ColumnRole role, std::string_view unit) {
    if (role == ColumnRole::Time)
        if (const UnitName* time = timeUnit(unit)) return time->seconds;
    if (role == ColumnRole::Efficiency && isPercent(unit)) return 0.01;
    return 1.0;
}

bool oneOf(std::string_view word, std::initializer_list<std::string_view> words) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

std::vector<std::string> splitTokens(std::string_view text) {
    std::vector<std::string> tokens;
    std::string current;
    for (char c : text) {
        if (c == '_' || c == ' ' || c == '-' || c == '.' || c == '/' || c == ':' || c == '\t') {
            if (!current.empty()) tokens.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) tokens.push_back(std::move(current));
    return tokens;
}

std::string joinTokens(const std::vector<std::string>& tokens) {
    std::string text;
    for (const auto& token : tokens) text += (text.empty() ? "" : "_") + token;
    return text;
}

/// "processes" -> "process", "gpus" -> "gpu", "cores" -> "core".
std::string singular(std::string word) {
    if (word.size() > 4 && word.compare(word.size() - 4, 4, "sses") == 0) word.resize(word.size() - 2);
    else if (word.size() > 1 && word.back() == 's' && word[word.size() - 2] != 's') word.pop_back();
    return word;
}

bool isProcessorNoun(const std::string& word) {
    return oneOf(singular(word), {"proc", "process", "processor", "rank", "core", "thread", "worker", "node", "gpu", "task", "pe", "device",
                                  "cpu", "accelerator", "processing_element"});
}

bool isProcessorName(std::vector<std::string> tokens) {
    if (tokens.size() == 1 && oneOf(tokens[0], {"n", "p", "np"})) return true;
    // Drop the words around the noun: num_threads, n_procs, mpi_ranks, gpu_count, nodes_used.
    std::vector<std::string> kept;
    for (auto& token : tokens)
        if (!oneOf(token, {"num", "n", "nb", "no", "number", "of", "count", "total", "used", "mpi", "omp", "openmp"}))
            kept.push_back(token);
    if (kept.size() != 1) return false;
    const std::string& word = kept[0];
    if (isProcessorNoun(word)) return true;
    // Glued: nprocs, ncores, ngpus, nthreads, nranks, nnodes.
    return word.size() > 2 && word[0] == 'n' && isProcessorNoun(word.substr(1));
}

bool containsToken(const std::vector<std::string>& tokens, std::initializer_list<std::string_view> words) {
    return std::any_of(tokens.begin(), tokens.end(), [&](const std::string& t) { return oneOf(t, words); });
}

std::string roleName(ColumnRole role) {
    switch (role) {
        case ColumnRole::Processors: return "N";
        case ColumnRole::Time: return "time";
        case ColumnRole::Speedup: return "speedup";
        case ColumnRole::Efficiency: return "efficiency";
        case ColumnRole::Rmax: return "Rmax";
        case ColumnRole::Rpeak: return "Rpeak";
        case ColumnRole::Series: return "series";
        case ColumnRole::Unknown: break;
    }
    return "unknown";
}

ColumnRole roleOf(MeasuredQuantity quantity) {
    switch (quantity) {
        case MeasuredQuantity::Time: return ColumnRole::Time;
        case MeasuredQuantity::Speedup: return ColumnRole::Speedup;
        case MeasuredQuantity::Efficiency: return ColumnRole::Efficiency;
        case MeasuredQuantity::RmaxRpeak: return ColumnRole::Rmax;
    }
    return ColumnRole::Time;
}

std::optional<MeasuredQuantity> quantityOf(ColumnRole role) {
    switch (role) {
        case ColumnRole::Time: return MeasuredQuantity::Time;
        case ColumnRole::Speedup: return MeasuredQuantity::Speedup;
        case ColumnRole::Efficiency: return MeasuredQuantity::Efficiency;
        case ColumnRole::Rmax: return MeasuredQuantity::RmaxRpeak;
        case ColumnRole::Processors:
        case ColumnRole::Rpeak:
        case ColumnRole::Series:
        case ColumnRole::Unknown: break;
    }
    return std::nullopt;
}

}  // namespace

ColumnMeaning classifyColumn(std::string_view header) {
    ColumnMeaning meaning;
    std::string name = toLower(trim(header));
    // A unit in brackets at the end: "time [s]", "t(ms)", "efficiency (%)".
    if (!name.empty() && (name.back() == ']' || name.back() == ')' || name.back() == '}')) {
        const char open = name.back() == ']' ? '[' : name.back() == ')' ? '(' : '{';
        if (const auto at = name.rfind(open); at != std::string::npos) {
            meaning.unit = std::string(trim(std::string_view(name).substr(at + 1, name.size() - at - 2)));
            name = std::string(trim(std::string_view(name).substr(0, at)));
        }
    }
    if (meaning.unit.empty() && name.size() > 1 && name.back() == '%') {  // "eff%"
        meaning.unit = "%";
        name.pop_back();
    }
    std::vector<std::string> tokens = splitTokens(name);
    if (tokens.empty()) return meaning;
    // A unit as the last word: "time_s", "runtime_ms", "eff_pct". Not "min":
    // "time_min" is the minimum of the runs far more often than minutes.
    if (meaning.unit.empty() && tokens.size() > 1 && tokens.back() != "min" && (timeUnit(tokens.back()) || isPercent(tokens.back()))) {
        meaning.unit = tokens.back();
        tokens.pop_back();
    }
    const std::string base = joinTokens(tokens);
    const auto set = [&](ColumnRole role, int score) {
        meaning.role = role;
        meaning.score = score;
    };

    if (base == "series" && meaning.unit.empty()) {
        set(ColumnRole::Series, 2);
    } else if (isProcessorName(tokens)) {
        set(ColumnRole::Processors, 2);
    } else if (oneOf(base, {"time",           "t",          "runtime",   "run_time",  "elapsed",      "elapsed_time",
                            "walltime",       "wall_time",  "wall",      "wallclock", "wall_clock",   "wall_clock_time",
                            "wallclock_time", "duration",   "real",      "real_time", "exec_time",    "execution_time",
                            "total_time",     "time_total", "mean_time", "avg_time",  "average_time", "median_time",
                            "time_mean",      "time_avg"}) ||
               (tokens.size() == 1 && timeUnit(base) && !oneOf(base, {"s", "h", "min"}))) {
        set(ColumnRole::Time, 2);
        if (meaning.unit.empty() && timeUnit(base)) meaning.unit = base;  // "seconds", "ms"
    } else if (oneOf(base, {"speedup", "speed_up", "s", "sp"})) {
        set(ColumnRole::Speedup, 2);
    } else if (oneOf(base, {"efficiency", "eff", "e", "parallel_efficiency", "par_eff", "parallel_eff"})) {
        set(ColumnRole::Efficiency, 2);
    } else if (tokens[0] == "rmax") {
        set(ColumnRole::Rmax, 2);
    } else if (tokens[0] == "rpeak") {
        set(ColumnRole::Rpeak, 2);
    } else if (containsToken(tokens, {"time", "runtime", "elapsed", "walltime", "duration", "seconds"})) {
        set(ColumnRole::Time, 1);
    } else if (containsToken(tokens, {"speedup"})) {
        set(ColumnRole::Speedup, 1);
    } else if (containsToken(tokens, {"efficiency"})) {
        set(ColumnRole::Efficiency, 1);
    }

    meaning.scale = unitScale(meaning.role, meaning.unit);
    return meaning;
}

MeasurementColumnChoice resolveMeasurementColumns(const std::vector<std::string>& header, const MeasurementColumnMapping& mapping,
                                                  const std::string& fileName, int headerLine) {
    std::vector<ColumnMeaning> meanings;
    meanings.reserve(header.size());
    for (const auto& name : header) meanings.push_back(classifyColumn(name));
    const auto quoted = [&](int index) { return "'" + header[std::size_t(index)] + "'"; };
    const auto headerList = [&] {
        std::string names;
        for (std::size_t i = 0; i < header.size(); ++i) names += (i ? ", " : "") + quoted(static_cast<int>(i));
        return names;
    };
    const auto error = [&](const std::string& field, const std::string& kind, const std::string& message) {
        return ImportError(ImportIssue{fileName, headerLine, 0, field, message, kind});
    };
    const auto named = [&](const std::string& name, const std::string& field) {
        for (std::size_t i = 0; i < header.size(); ++i)
            if (equalsIgnoreCase(trim(header[i]), trim(name))) return static_cast<int>(i);
        throw error(field, "missing column", Message(EFFSURF_TEXT("no column '%1' (the header has %2)"), {name, headerList()}).text());
    };
    /// The best-named column for `role`, -1 if none, or ImportError if two tie.
    const auto best = [&](ColumnRole role, const std::string& field, int exclude) {
        int found = -1;
        std::vector<int> tied;
        for (std::size_t i = 0; i < meanings.size(); ++i) {
            const int index = static_cast<int>(i);
            if (index == exclude || meanings[i].role != role) continue;
            if (found < 0 || meanings[i].score > meanings[std::size_t(found)].score) {
                found = index;
                tied = {index};
            } else if (meanings[i].score == meanings[std::size_t(found)].score) {
                tied.push_back(index);
            }
        }
        if (tied.size() > 1) {
            std::string names;
            for (std::size_t k = 0; k + 1 < tied.size(); ++k) names += (k == 0 ? "" : ", ") + quoted(tied[k]);
            throw error(field, "ambiguous column",
                        Message(EFFSURF_TEXT("%1 and %2 could each be the %3 column: choose the %4"),
                                {names, quoted(tied.back()), roleName(role), field})
                            .text());
        }
        return found;
    };

    using namespace column_field;
    MeasurementColumnChoice choice;
    choice.processors = mapping.processors ? named(*mapping.processors, kProcessors) : best(ColumnRole::Processors, kProcessors, -1);
    if (choice.processors < 0)
        throw error(
            kProcessors, "missing column",
            Message(EFFSURF_TEXT("no column for N (name it n, cores, processes, ranks, threads, nodes, gpus, ...; the header has %1)"),
                    {headerList()})
                .text());

    ColumnRole role = ColumnRole::Unknown;
    if (mapping.value) {
        choice.value = named(*mapping.value, kValue);
        if (mapping.quantity) {
            choice.quantity = *mapping.quantity;
        } else if (const auto quantity = quantityOf(meanings[std::size_t(choice.value)].role)) {
            choice.quantity = *quantity;
        } else {
            throw error(
                kQuantity, "unknown quantity",
                Message(EFFSURF_TEXT("say what column %1 holds: time, speedup, efficiency or Rmax"), {quoted(choice.value)}).text());
        }
        role = roleOf(choice.quantity);
    } else if (mapping.quantity) {
        choice.quantity = *mapping.quantity;
        role = roleOf(choice.quantity);
        choice.value = best(role, kValue, choice.processors);
        if (choice.value < 0)
            throw error(kValue, "missing column",
                        Message(EFFSURF_TEXT("no %1 column (the header has %2)"), {roleName(role), headerList()}).text());
    } else {
        for (ColumnRole candidate : {ColumnRole::Time, ColumnRole::Speedup, ColumnRole::Efficiency, ColumnRole::Rmax}) {
            choice.value = best(candidate, kValue, choice.processors);
            if (choice.value >= 0) {
                role = candidate;
                choice.quantity = *quantityOf(candidate);
                break;
            }
        }
        if (choice.value < 0) {
            if (best(ColumnRole::Rpeak, kPeak, choice.processors) >= 0)
                throw error(kValue, "missing column", EFFSURF_TEXT("an Rpeak column needs its Rmax column"));
            throw error(kValue, "missing column",
                        Message(EFFSURF_TEXT("no column for the measured quantity: time, speedup, efficiency, or rmax and rpeak (the "
                                             "header has %1)"),
                                {headerList()})
                            .text());
        }
    }
    if (choice.value == choice.processors)
        throw error(kValue, "ambiguous column",
                    Message(EFFSURF_TEXT("%1 cannot be both N and the %2"), {quoted(choice.value), roleName(role)}).text());

    // The unit written in the column's name applies to the values, whatever
    // the column was chosen as ("result_ms" chosen as the time).
    const ColumnMeaning& value = meanings[std::size_t(choice.value)];
    choice.valueScale = unitScale(role, value.unit);
    if (role == ColumnRole::Time && timeUnit(value.unit)) choice.unit = "s";
    if (choice.quantity == MeasuredQuantity::RmaxRpeak) {
        choice.peak = mapping.peak ? named(*mapping.peak, kPeak) : best(ColumnRole::Rpeak, kPeak, -1);
        if (choice.peak < 0)
            throw error(kPeak, "missing column",
                        Message(EFFSURF_TEXT("no column for Rpeak (needed with Rmax; the header has %1)"), {headerList()}).text());
    }
    choice.series = best(ColumnRole::Series, EFFSURF_TEXT("series column"), choice.processors);
    return choice;
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/report/Report.h"
#include "effsurf/cli/UsageError.h"

#include "effsurf/core/data/GainHistory.h"
#include "effsurf/core/data/Top500Catalog.h"
#include "effsurf/resources/BuiltinData.h"

#include <algorithm>
#include <cmath>

namespace effsurf::cli {
using core::Report;
namespace {

/// `systems`: the built-in TOP500 entries with their HPL and HPCG efficiencies.
class SystemsCommand final : public Command {
public:
    std::string name() const override { return "systems"; }
    std::string summary() const override { return "TOP500 entries (built-in, 2000-06 .. 2025-06) with E and s_eff for HPL and HPCG."; }

    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addOption("name", "TEXT", "keep entries whose system, site or country contains TEXT")
            .addOption("list", "YYYY-MM", "list edition, or 'all' (default: the latest, unless --name is given)")
            .addOption("top", "K", "keep ranks 1..K")
            .addOption("convention", "C", "N convention: total (default), accelerator or cpu")
            .addFlag("lists", "print the list editions present and exit")
            .addFlag("gain-history", "the roofline of performance gain: G = N E per edition for #1..#3 and the best s_eff")
            .setEpilog("Example: " + program + " systems --name \"Piz Daint\"");
        return p;
    }

    int run(const ParsedArguments& args, CommandContext& context) const override {
        const core::Top500Catalog& catalog = resources::top500Catalog();
        const auto editions = catalog.editions();
        Report report;
        if (args.has("lists")) {
            auto& table = report.addTable("lists", "", {{"list", "list edition"}, {"entries", "entries"}});
            for (const auto& edition : editions) {
                core::Top500Query q;
                q.list = edition;
                table.rows.push_back({edition, double(catalog.query(q).size())});
            }
            report.render(context.out, args.has("json"));
            return 0;
        }

        if (args.has("gain-history")) return printGainHistory(args, catalog, context);

        core::Top500Query query;
        query.nameContains = args.value("name").value_or("");
        const std::string list = args.value("list").value_or(query.nameContains.empty() ? editions.back() : "all");
        if (list != "all") {
            if (std::find(editions.begin(), editions.end(), list) == editions.end())
                throw UsageError("no list edition '" + list + "'; editions run from " + editions.front() + " to " + editions.back() +
                                 " (see --lists)");
            query.list = list;
        }
        if (args.has("top")) {
            const double top = positiveOption(args, "top");
            if (std::floor(top) != top || top > 500.0)
                throw UsageError("--top needs a whole number from 1 to 500, got '" + *args.value("top") + "'");
            query.maxRank = static_cast<int>(top);
        }
        const auto convention = core::parseCoreConvention(args.value("convention").value_or("total"));
        const auto matches = catalog.query(query);

        auto& table = report.addTable("systems", "",
                                      {{"list", "list"},
                                       {"rank", "rank"},
                                       {"system", "system"},
                                       {"n", std::string("N (") + std::string(core::coreConventionId(convention)) + ")"},
                                       {"rmax_tflops", "Rmax TF/s"},
                                       {"rpeak_tflops", "Rpeak TF/s"},
                                       {"efficiency", "E"},
                                       {"serial_fraction", "s_eff"},
                                       {"hpcg_efficiency", "E HPCG"},
                                       {"hpcg_serial_fraction", "s_eff HPCG"}});
        bool anyAnomaly = false;
        for (const auto* e : matches) {
            std::string system = e->system.size() > 48 ? e->system.substr(0, 47) + "\u2026" : e->system;
            if (!e->anomaly().empty()) {
                system += " (!)";
                anyAnomaly = true;
            }
            table.rows.push_back({e->list, double(e->rank), system, Report::Cell::optional(e->processorCount(convention), 10),
                                  Report::Cell(e->rmaxTflops, 8), Report::Cell(e->rpeakTflops, 8), Report::Cell(e->hplEfficiency(), 5),
                                  Report::Cell::optional(e->hplSerialFraction(convention), 5),
                                  Report::Cell::optional(e->hpcgEfficiency(), 4),
                                  Report::Cell::optional(e->hpcgSerialFraction(convention), 4)});
        }
        if (matches.empty()) report.addNote("no entry matches.");
        if (anyAnomaly) report.addNote("(!) marks source errors kept as given (e.g. Rmax > Rpeak): no s_eff for them.");
        report.addNote("N = TOP500 Total Cores, accelerator cores included, unless --convention says otherwise.");
        report.render(context.out, args.has("json"));
        return 0;
    }

private:
    static int printGainHistory(const ParsedArguments& args, const core::Top500Catalog& catalog, CommandContext& context) {
        const auto convention = core::parseCoreConvention(args.value("convention").value_or("total"));
        const std::string list = args.value("list").value_or("all");
        Report report;
        auto& table = report.addTable("gain_history", "",
                                      {{"list", "list"},
                                       {"benchmark", "benchmark"},
                                       {"role", "role"},
                                       {"system", "system"},
                                       {"n", "N"},
                                       {"gain", "gain G = N E"},
                                       {"serial_fraction", "s_eff"},
                                       {"ceiling", "ceiling 1/s_eff"}});
        bool any = false;
        for (const auto& point : core::gainHistory(catalog, convention)) {
            if (list != "all" && point.list != list) continue;
            any = true;
            const std::string& name = point.entry->system;
            table.rows.push_back({point.list, std::string(core::benchmarkId(point.benchmark)), std::string(core::gainRoleId(point.role)),
                                  name.size() > 40 ? name.substr(0, 39) + "\u2026" : name, Report::Cell(point.processors, 10),
                                  Report::Cell(point.gain, 4), Report::Cell(point.serialFraction, 4), Report::Cell(point.ceiling, 4)});
        }
        if (!any) throw UsageError("no list edition '" + list + "' (see --lists)");
        report.addNote(
            "G is the speedup over one processor of the machine (N E); the ceiling 1/s_eff is where G "
            "would saturate (Vegh, arXiv 1908.02280).");
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makeSystemsCommand() { return std::make_unique<SystemsCommand>(); }

}  // namespace effsurf::cli

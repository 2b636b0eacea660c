// SPDX-License-Identifier: MIT
#include "effsurf/cli/Command.h"
#include "effsurf/core/report/Report.h"

#include "effsurf/resources/BuiltinData.h"
#include "effsurf/ui/session/Presets.h"

#include <QCoreApplication>

namespace effsurf::cli {
using core::Report;
namespace {

/// `presets`: the built-in and user presets export --preset takes.
class PresetsCommand final : public Command {
public:
    std::string name() const override { return "presets"; }
    std::string summary() const override { return "List the presets (built-in and your own) for export --preset."; }
    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.addFlag("training", "list the training presets instead: models, accelerators, networks (train --model/--gpu/--network)");
        p.setEpilog("Example: " + program + " export --preset piz-daint-gpu-upgrade --figure plane --out daint.svg --format svg");
        return p;
    }
    int run(const ParsedArguments& args, CommandContext& context) const override {
        // The user's presets live where the GUI keeps them.
        QCoreApplication::setOrganizationName(QStringLiteral("effsurf"));
        QCoreApplication::setApplicationName(QStringLiteral("effsurf"));
        Report report;
        if (args.has("training")) {
            const auto& catalog = resources::trainingCatalog();
            auto& models = report.addTable(
                "models", "Models (train --model):", {{"id", "id"}, {"name", "name"}, {"parameters", "parameters"}, {"source", "source"}});
            for (const auto& m : catalog.models()) models.rows.push_back({m.id, m.name, Report::Cell(m.publishedParameters, 4), m.source});
            auto& gpus = report.addTable("accelerators", "Accelerators (train --gpu), dense datasheet peaks:",
                                         {{"id", "id"},
                                          {"name", "name"},
                                          {"memory_gib", "memory GiB"},
                                          {"nvlink_domain", "NVLink GPUs"},
                                          {"bf16_flops", "BF16 FLOP/s"},
                                          {"fp8_flops", "FP8 FLOP/s"},
                                          {"source", "source"}});
            for (const auto& a : catalog.accelerators())
                gpus.rows.push_back({a.id, a.name, Report::Cell(a.memoryBytes / core::kGibibyte, 4), Report::Cell(a.nvlinkDomain, 3),
                                     Report::Cell::optional(a.peakFlops[std::size_t(core::Precision::BF16)], 4),
                                     Report::Cell::optional(a.peakFlops[std::size_t(core::Precision::FP8)], 4), a.source});
            auto& networks = report.addTable("networks", "Networks (train --network):",
                                             {{"id", "id"}, {"name", "name"}, {"nics_per_node", "NICs/node"}, {"source", "source"}});
            for (const auto& n : catalog.networks()) networks.rows.push_back({n.id, n.name, Report::Cell(n.nicsPerNode, 3), n.source});
            report.render(context.out, args.has("json"));
            return 0;
        }
        auto& table =
            report.addTable("presets", "", {{"id", "name"}, {"title", "title"}, {"kind", "kind"}, {"description", "description"}});
        for (const auto& preset : ui::Presets::all())
            table.rows.push_back({preset.id.toStdString(), preset.title.toStdString(), preset.builtIn ? "built-in" : "user",
                                  preset.description.toStdString()});
        report.render(context.out, args.has("json"));
        return 0;
    }
};

}  // namespace

std::unique_ptr<Command> makePresetsCommand() { return std::make_unique<PresetsCommand>(); }

}  // namespace effsurf::cli

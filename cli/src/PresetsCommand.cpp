#include "effsurf/cli/Command.h"
#include "effsurf/cli/Report.h"

#include "effsurf/ui/session/Presets.h"

#include <QCoreApplication>

namespace effsurf::cli {
namespace {

/// `presets`: the built-in and user presets export --preset takes.
class PresetsCommand final : public Command {
public:
    std::string name() const override { return "presets"; }
    std::string summary() const override { return "List the presets (built-in and your own) for export --preset."; }
    ArgumentParser parser(const std::string& program) const override {
        ArgumentParser p(program, name(), summary());
        p.setEpilog("Example: " + program + " export --preset piz-daint-gpu-upgrade --figure plane --out daint.svg --format svg");
        return p;
    }
    int run(const ParsedArguments& args, CommandContext& context) const override {
        // The user's presets live where the GUI keeps them.
        QCoreApplication::setOrganizationName(QStringLiteral("effsurf"));
        QCoreApplication::setApplicationName(QStringLiteral("effsurf"));
        Report report;
        auto& table = report.addTable("presets", "", {{"id", "name"}, {"title", "title"}, {"kind", "kind"}, {"description", "description"}});
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

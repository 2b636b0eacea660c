// SPDX-License-Identifier: MIT
#include "effsurf/cli/FigureSetup.h"

#include "effsurf/cli/OptionValues.h"
#include "effsurf/core/model/Precision.h"
#include "effsurf/core/scenario/Scenario.h"
#include "effsurf/ui/session/Presets.h"
#include "effsurf/ui/session/Resources.h"
#include "effsurf/ui/session/SessionFile.h"
#include "effsurf/cli/UsageError.h"
#include "effsurf/ui/language/Language.h"
#include "effsurf/ui/tours/BuiltinTours.h"
#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/QuantityParser.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cmath>

namespace effsurf::cli {

void FigureSetup::addScenarioOptions(ArgumentParser& parser) {
    parser.addOption("session", "FILE", "take the configuration from an .effsurf session")
        .addOption("preset", "NAME", "take the configuration from a preset (see 'effsurf-cli presets')")
        .addOption("tour", "ID:STEP", "take the configuration from a built-in tour's step, e.g. amdahl:3 (steps count from 1)")
        .addOption("law", "LAW", core::modelKindNames().joined())
        .addOption("serial", "S", "serial fraction s")
        .addOption("n", "N", "processor count")
        .addOption("precision", "P", core::precisionNames().joined());
}

std::optional<core::Scenario> FigureSetup::scenario(const ParsedArguments& args, CommandContext& context, const std::string& command,
                                                    const core::Scenario& start) {
    QCoreApplication::setOrganizationName(QStringLiteral("effsurf"));  // the GUI's presets
    QCoreApplication::setApplicationName(QStringLiteral("effsurf"));
    core::Scenario scenario = start;
    if (const auto preset = args.value("preset")) {
        QString error;
        const auto loaded = ui::Presets::load(QString::fromStdString(*preset), &error);
        if (!loaded) {
            context.err << "effsurf-cli " << command << ": " << error.toStdString() << '\n';
            return std::nullopt;
        }
        scenario = loaded->scenario;
    }
    if (const auto tour = args.value("tour")) {
        // A lecture's step, as the window shows it when the tour reaches it.
        const std::size_t colon = tour->rfind(':');
        const std::string id = tour->substr(0, colon);
        // -1: no step given (GCC's -Wmaybe-uninitialized misreads an optional here).
        const double step = colon == std::string::npos ? -1.0 : core::parseDouble(tour->substr(colon + 1)).value_or(-1.0);
        std::string known;
        for (const auto& candidate : ui::BuiltinTours::all()) {
            known += (known.empty() ? "" : ", ") + candidate->id;
            if (candidate->id != id) continue;
            if (step < 1 || step > double(candidate->steps.size()) || step != std::floor(step))
                throw core::InvalidParameter("--tour", "tour '" + id + "' has steps 1 to " + std::to_string(candidate->steps.size()) +
                                                           ", not '" + tour->substr(colon == std::string::npos ? tour->size() : colon + 1) +
                                                           "'");
            scenario = *candidate->steps[std::size_t(step) - 1].state;
            known.clear();
            break;
        }
        if (!known.empty()) throw core::InvalidParameter("--tour", "unknown tour '" + id + "' (expected one of " + known + ")");
    }
    if (const auto session = args.value("session")) {
        QString error;
        const auto loaded = ui::SessionFile::load(QString::fromStdString(*session), &error);
        if (!loaded) {
            context.err << error.toStdString() << '\n';
            return std::nullopt;
        }
        scenario = loaded->scenario;
    }
    if (const auto law = args.value("law")) {
        const core::ModelKind kind = core::parseModelKind(*law);
        // The large-model law entered as the app enters it: N = the run's GPUs, BF16 (--n, --precision below may say otherwise).
        if (kind == core::ModelKind::ParallelTraining) scenario.useLargeModelTraining();
        else scenario.model = kind;
    }
    if (args.has("serial")) scenario.serialFraction = serialFractionOption(args, "serial");
    if (args.has("n")) scenario.processors = processorsOption(args, "n");
    if (const auto precision = args.value("precision")) scenario.precision = core::parsePrecision(*precision);
    scenario.validate();
    return scenario;
}

std::optional<ui::ViewState> FigureSetup::recordedView(const ParsedArguments& args) {
    QString error;
    std::optional<ui::SessionFile::Loaded> loaded;
    if (const auto session = args.value("session")) loaded = ui::SessionFile::load(QString::fromStdString(*session), &error);
    else if (const auto preset = args.value("preset")) loaded = ui::Presets::load(QString::fromStdString(*preset), &error);
    if (!loaded) return std::nullopt;  // none given, or unreadable: scenario() says why
    return loaded->view;
}

bool FigureSetup::displayAvailable(bool needsOpenGl, CommandContext& context, const std::string& command) {
    const bool haveDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
    if (needsOpenGl && !haveDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        context.err << "effsurf-cli " << command << ": the 3D surface needs OpenGL and a display; run under xvfb-run -a\n";
        return false;
    }
    if (!haveDisplay && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    return true;
}

std::unique_ptr<QApplication> FigureSetup::startApplication() {
    static int argc = 1;
    static char programName[] = "effsurf-cli";
    static char* argv[] = {programName, nullptr};
    std::unique_ptr<QApplication> app;
    // A command draws figures and ends: it opens no URL and no file dialog,
    // so it has nothing to ask the desktop portal. Qt 6.8's xcb integration
    // asks it over D-Bus at start, and a command that ends before the answer
    // leaves the pending call behind (a leak the sanitized build reports).
    if (qEnvironmentVariableIsEmpty("QT_NO_XDG_DESKTOP_PORTAL")) qputenv("QT_NO_XDG_DESKTOP_PORTAL", "1");
    if (!QCoreApplication::instance()) app = std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("effsurf"));  // the GUI's presets and settings
    QCoreApplication::setApplicationName(QStringLiteral("effsurf"));
    ui::initializeResources();
    return app;
}

namespace {

/// The shipped languages' codes: "en, de, es, hu, zh_CN".
std::string shippedCodes() {
    std::string codes;
    for (const auto& entry : ui::Language::shipped()) codes += (codes.empty() ? "" : ", ") + entry.code.toStdString();
    return codes;
}

}  // namespace

std::string FigureSetup::languageHelp() {
    return "the page's words and a built-in tour's in that language: " + shippedCodes() + " (default: en)";
}

void FigureSetup::applyLanguage(const ParsedArguments& args) {
    const auto code = args.value("language");
    if (!code) return;
    if (!ui::Language::isShipped(QString::fromStdString(*code)))
        throw UsageError("--language: '" + *code + "' is not one of " + shippedCodes());
    if (!ui::Language::apply(*QCoreApplication::instance(), QString::fromStdString(*code)))
        throw UsageError("--language: the translation '" + *code + "' could not be loaded");
}

core::Tour FigureSetup::tour(const std::string& idOrFile, const std::string& option) {
    std::string known;
    for (const auto& candidate : ui::BuiltinTours::all()) {
        if (candidate->id == idOrFile) return *candidate;
        known += (known.empty() ? "" : ", ") + candidate->id;
    }
    const QString path = QString::fromStdString(idOrFile);
    if (!QFileInfo::exists(path))
        throw core::InvalidParameter(option, "'" + idOrFile + "' is neither a built-in tour (" + known + ") nor a tour file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw core::InvalidParameter(option, idOrFile + ": cannot be read (" + file.errorString().toStdString() + ")");
    QString error;
    const auto read = ui::SessionFile::tourFromJson(file.readAll(), path, &error);
    if (!read) throw core::InvalidParameter(option, error.toStdString());
    return *read;
}

}  // namespace effsurf::cli

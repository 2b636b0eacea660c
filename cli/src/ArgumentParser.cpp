// SPDX-License-Identifier: MIT
#include "effsurf/cli/ArgumentParser.h"

#include "effsurf/cli/UsageError.h"

#include <algorithm>

namespace effsurf::cli {

std::optional<std::string> ParsedArguments::value(const std::string& name) const {
    const auto it = values_.find(name);
    if (it == values_.end()) return std::nullopt;
    return it->second;
}

const std::string& ParsedArguments::required(const std::string& name) const {
    const auto it = values_.find(name);
    if (it == values_.end()) throw UsageError("'" + command_ + "' needs --" + name);
    return it->second;
}

ArgumentParser::ArgumentParser(std::string program, std::string command, std::string summary)
    : program_(std::move(program)), command_(std::move(command)), summary_(std::move(summary)) {
    addFlag("help", "show this help and exit");
    addFlag("json", "print machine-readable JSON instead of text");
}

ArgumentParser& ArgumentParser::addOption(std::string name, std::string valueName, std::string help) {
    options_.push_back({std::move(name), std::move(valueName), std::move(help)});
    return *this;
}

ArgumentParser& ArgumentParser::addFlag(std::string name, std::string help) {
    options_.push_back({std::move(name), "", std::move(help)});
    return *this;
}

ArgumentParser& ArgumentParser::addFlagWithValue(std::string name, std::string valueName, std::string help) {
    options_.push_back({std::move(name), std::move(valueName), std::move(help), true});
    return *this;
}

ArgumentParser& ArgumentParser::addPositional(std::string name, std::string help, bool required) {
    positionals_.push_back({std::move(name), std::move(help), required});
    return *this;
}

ArgumentParser& ArgumentParser::setEpilog(std::string epilog) {
    epilog_ = std::move(epilog);
    return *this;
}

const ArgumentParser::Option* ArgumentParser::find(const std::string& name) const {
    const auto it = std::find_if(options_.begin(), options_.end(), [&](const Option& o) { return o.name == name; });
    return it == options_.end() ? nullptr : &*it;
}

ParsedArguments ArgumentParser::parse(const std::vector<std::string>& arguments) const {
    ParsedArguments parsed;
    parsed.command_ = command_;
    const std::string hint = "; see '" + program_ + " " + command_ + " --help'";
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        const std::string& argument = arguments[i];
        if (argument.size() > 2 && argument.compare(0, 2, "--") == 0) {
            std::string name = argument.substr(2);
            std::optional<std::string> inlineValue;
            if (const auto eq = name.find('='); eq != std::string::npos) {
                inlineValue = name.substr(eq + 1);
                name.resize(eq);
            }
            const Option* option = find(name);
            if (!option) throw UsageError("unknown option --" + name + " for '" + command_ + "'" + hint);
            if (parsed.has(name)) throw UsageError("option --" + name + " given twice" + hint);
            if (option->valueOptional) {
                parsed.values_[name] = inlineValue.value_or("");
            } else if (option->valueName.empty()) {
                if (inlineValue) throw UsageError("option --" + name + " takes no value" + hint);
                parsed.values_[name] = "";
            } else if (inlineValue) {
                parsed.values_[name] = *inlineValue;
            } else {
                if (i + 1 >= arguments.size()) throw UsageError("option --" + name + " needs a value (" + option->valueName + ")" + hint);
                parsed.values_[name] = arguments[++i];
            }
        } else {
            parsed.positionals_.push_back(argument);
        }
    }
    if (parsed.has("help")) return parsed;
    const auto requiredCount = std::count_if(positionals_.begin(), positionals_.end(), [](auto& p) { return p.required; });
    if (parsed.positionals_.size() < std::size_t(requiredCount))
        throw UsageError("'" + command_ + "' needs " + positionals_[parsed.positionals_.size()].name + hint);
    if (parsed.positionals_.size() > positionals_.size())
        throw UsageError("unexpected argument '" + parsed.positionals_[positionals_.size()] + "'" + hint);
    return parsed;
}

std::string ArgumentParser::helpText() const {
    std::string text = "Usage: " + program_ + " " + command_ + " [options]";
    for (const auto& p : positionals_) text += p.required ? " " + p.name : " [" + p.name + "]";
    text += "\n\n" + summary_ + "\n";
    if (!positionals_.empty()) {
        text += "\nArguments:\n";
        for (const auto& p : positionals_)
            text += "  " + p.name + std::string(std::max<std::size_t>(2, 26 - p.name.size() - 2), ' ') + p.help + "\n";
    }
    text += "\nOptions:\n";
    for (const auto& o : options_) {
        std::string left = "  --" + o.name + (o.valueName.empty() ? "" : o.valueOptional ? "[=" + o.valueName + "]" : " " + o.valueName);
        left += std::string(left.size() < 26 ? 26 - left.size() : 2, ' ');
        text += left + o.help + "\n";
    }
    if (!epilog_.empty()) text += "\n" + epilog_ + "\n";
    return text;
}

}  // namespace effsurf::cli

// SPDX-License-Identifier: MIT
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace effsurf::cli {

/// The parsed options and positional arguments of one subcommand.
class ParsedArguments {
public:
    bool has(const std::string& name) const { return values_.count(name) != 0; }
    /// The option's value, or nullopt if absent.
    std::optional<std::string> value(const std::string& name) const;
    /// The option's value; throws UsageError naming the option if absent.
    const std::string& required(const std::string& name) const;
    const std::vector<std::string>& positionals() const noexcept { return positionals_; }

private:
    friend class ArgumentParser;
    std::map<std::string, std::string> values_;
    std::vector<std::string> positionals_;
    std::string command_;
};

/// A small GNU-style option parser: `--name value`, `--name=value`, flags,
/// positional arguments. Generates the help text from the declarations, so
/// the help can never disagree with what is accepted.
class ArgumentParser {
public:
    ArgumentParser(std::string program, std::string command, std::string summary);

    /// An option taking a value, e.g. addOption("n", "N", "processor count").
    ArgumentParser& addOption(std::string name, std::string valueName, std::string help);
    /// An option without a value, e.g. addFlag("json", "machine-readable output").
    ArgumentParser& addFlag(std::string name, std::string help);
    /// A flag that may carry a value written inline: `--band` or `--band=0.5:0.8`
    /// (its value is "" when none is given).
    ArgumentParser& addFlagWithValue(std::string name, std::string valueName, std::string help);
    /// A positional argument (documented; counted when parsing).
    ArgumentParser& addPositional(std::string name, std::string help, bool required = true);
    /// Free text shown after the options in --help (examples, notes).
    ArgumentParser& setEpilog(std::string epilog);

    /// Throws UsageError for unknown or repeated options, missing values,
    /// and missing or surplus positional arguments.
    ParsedArguments parse(const std::vector<std::string>& arguments) const;

    std::string helpText() const;

private:
    struct Option {
        std::string name;
        std::string valueName;  // empty for a flag
        std::string help;
        bool valueOptional = false;  // a flag that takes `=value` inline
    };
    struct Positional {
        std::string name;
        std::string help;
        bool required;
    };
    const Option* find(const std::string& name) const;

    std::string program_, command_, summary_, epilog_;
    std::vector<Option> options_;
    std::vector<Positional> positionals_;
};

}  // namespace effsurf::cli

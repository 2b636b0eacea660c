// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/cli/ArgumentParser.h"

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace effsurf::cli {

/// Where a command writes: results to `out`, messages to `err`.
struct CommandContext {
    std::ostream& out;
    std::ostream& err;
};

/// One subcommand of effsurf-cli. Each declares its options (which also
/// generates its --help) and runs with them. Errors are reported by
/// throwing: UsageError, core::InvalidParameter or core::ImportError become
/// exit code 2 with the message on stderr.
class Command {
public:
    virtual ~Command() = default;
    virtual std::string name() const = 0;
    virtual std::string summary() const = 0;
    virtual ArgumentParser parser(const std::string& program) const = 0;
    /// Returns the exit code (0 on success).
    virtual int run(const ParsedArguments& arguments, CommandContext& context) const = 0;
};

/// Every subcommand, in the order --help lists them.
std::vector<std::unique_ptr<Command>> makeAllCommands();

}  // namespace effsurf::cli

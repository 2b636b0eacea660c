#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace effsurf::cli {

/// effsurf-cli: dispatches `effsurf-cli COMMAND [options]` to a Command and
/// maps errors to exit codes: 0 success, 2 bad arguments or input (message
/// on stderr), 1 an unexpected internal failure.
class CliApplication {
public:
    static constexpr const char* kProgram = "effsurf-cli";

    int run(const std::vector<std::string>& arguments, std::ostream& out, std::ostream& err) const;

private:
    std::string overviewHelp() const;
};

}  // namespace effsurf::cli

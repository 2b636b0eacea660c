#include "effsurf/cli/CliApplication.h"

#include <iostream>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    const std::vector<std::string> arguments(argv + 1, argv + argc);
    const int code = effsurf::cli::CliApplication().run(arguments, std::cout, std::cerr);
    std::cout.flush();
    return std::cout.good() ? code : 1;
}

// SPDX-License-Identifier: MIT
#include "effsurf/probe/MpiProbe.h"
#include "effsurf/probe/ProbeOptions.h"
#include "effsurf/probe/ProbeRun.h"
#include "effsurf/probe/ThreadProbe.h"

#include <iostream>

int main(int argc, char** argv) {
    using namespace effsurf::probe;
    try {
        const ProbeOptions options = ProbeOptions::parse(argc, argv);
        if (options.help) {
            std::cout << ProbeOptions::usage(options.mode);
            return 0;
        }
        ProbeRun::installSignalHandlers();
        if (options.mode == "mpi") return MpiProbe::run(options, std::cout, argc, argv);
        return ThreadProbe::run(options, std::cout);
    } catch (const ProbeUsageError& error) {
        std::cerr << "effsurf-probe: " << error.what() << '\n';
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "effsurf-probe: " << error.what() << '\n';
        return 1;
    }
}

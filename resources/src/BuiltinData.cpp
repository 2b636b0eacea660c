// SPDX-License-Identifier: MIT
#include "effsurf/resources/BuiltinData.h"

extern "C" {
extern const char effsurf_top500_csv_begin[];
extern const char effsurf_top500_csv_end[];
extern const char effsurf_training_models_csv_begin[];
extern const char effsurf_training_models_csv_end[];
extern const char effsurf_training_accelerators_csv_begin[];
extern const char effsurf_training_accelerators_csv_end[];
extern const char effsurf_training_networks_csv_begin[];
extern const char effsurf_training_networks_csv_end[];
extern const char effsurf_training_published_runs_csv_begin[];
extern const char effsurf_training_published_runs_csv_end[];
}

namespace effsurf::resources {
namespace {

std::string_view embedded(const char* begin, const char* end) { return {begin, static_cast<std::size_t>(end - begin)}; }

}  // namespace

std::string_view top500Csv() { return embedded(effsurf_top500_csv_begin, effsurf_top500_csv_end); }

const core::Top500Catalog& top500Catalog() {
    static const core::Top500Catalog catalog = core::Top500Catalog::parse(top500Csv(), kTop500FileName);
    return catalog;
}

std::vector<std::string> top500Editions() { return core::Top500Catalog::editionsIn(top500Csv()); }

const core::TrainingCatalog& trainingCatalog() {
    static const core::TrainingCatalog catalog =
        core::TrainingCatalog::parse(embedded(effsurf_training_models_csv_begin, effsurf_training_models_csv_end),
                                     embedded(effsurf_training_accelerators_csv_begin, effsurf_training_accelerators_csv_end),
                                     embedded(effsurf_training_networks_csv_begin, effsurf_training_networks_csv_end), kTrainingFolderName,
                                     embedded(effsurf_training_published_runs_csv_begin, effsurf_training_published_runs_csv_end));
    return catalog;
}

}  // namespace effsurf::resources

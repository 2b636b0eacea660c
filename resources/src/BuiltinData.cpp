#include "effsurf/resources/BuiltinData.h"

extern "C" {
extern const char effsurf_top500_csv_begin[];
extern const char effsurf_top500_csv_end[];
}

namespace effsurf::resources {

std::string_view top500Csv() {
    return {effsurf_top500_csv_begin, static_cast<std::size_t>(effsurf_top500_csv_end - effsurf_top500_csv_begin)};
}

const core::Top500Catalog& top500Catalog() {
    static const core::Top500Catalog catalog = core::Top500Catalog::parse(top500Csv(), kTop500FileName);
    return catalog;
}

}  // namespace effsurf::resources

#include "effsurf/core/Tour.h"

#include "effsurf/core/InvalidParameter.h"

namespace effsurf::core {

void Tour::validate() const {
    if (id.empty()) throw InvalidParameter("id", "a tour needs an id");
    if (title.empty()) throw InvalidParameter("title", "a tour needs a title");
    for (std::size_t i = 0; i < steps.size(); ++i) {
        try {
            steps[i].validate();
        } catch (const InvalidParameter& e) {
            // what() is "<field>: <message>"; re-root the field at this step.
            throw InvalidParameter("steps[" + std::to_string(i) + "]." + e.field(),
                                   std::string(e.what()).substr(e.field().size() + 2));
        }
    }
}

}  // namespace effsurf::core

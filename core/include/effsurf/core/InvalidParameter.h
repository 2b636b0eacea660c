#pragma once

#include <stdexcept>
#include <string>

namespace effsurf::core {

/// Thrown when a model parameter is outside its domain. `field()` names the
/// parameter (for example "N" or "serial fraction s") so that a UI can point
/// at the offending control and a CLI can name the offending option.
class InvalidParameter : public std::invalid_argument {
public:
    InvalidParameter(std::string field, const std::string& message)
        : std::invalid_argument(field + ": " + message), field_(std::move(field)) {}

    const std::string& field() const noexcept { return field_; }

private:
    std::string field_;
};

}  // namespace effsurf::core

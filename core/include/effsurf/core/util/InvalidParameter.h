// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/Message.h"

#include <stdexcept>
#include <string>

namespace effsurf::core {

/// Thrown when a model parameter is outside its domain. `field()` names the
/// parameter (for example "N" or "serial fraction s") so that a UI can point
/// at the offending control and a CLI can name the offending option.
class InvalidParameter : public std::invalid_argument {
public:
    InvalidParameter(std::string field, std::string message)
        : std::invalid_argument(Message::fill(EFFSURF_TEXT("%1: %2"), {field, message})),
          field_(std::move(field)),
          message_(std::move(message)) {}

    const std::string& field() const noexcept { return field_; }
    /// What is wrong, without the field.
    const std::string& message() const noexcept { return message_; }
    /// The same error under another name (a CLI option for a model field).
    InvalidParameter renamed(std::string field) const { return InvalidParameter(std::move(field), message_); }
    /// The same error inside a containing field: "steps[2]" + "state.N" gives "steps[2].state.N".
    InvalidParameter within(const std::string& outer) const { return renamed(outer + "." + field_); }

private:
    std::string field_;
    std::string message_;
};

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// One name a user can type: its id (what files, options and keywords
/// spell), the label people read, and older ids still accepted when read.
struct NamedItem {
    std::string_view id;
    std::string_view label;
    std::vector<std::string_view> aliases = {};
};

/// A list of names every face asks (the CLI's options, the window's menus
/// and boxes, Python, tours and sessions), so that a name is spelled,
/// refused and explained the same way everywhere (issue 45). Ids are
/// matched without regard to case.
class NameList {
public:
    NameList(std::vector<NamedItem> items) : items_(std::move(items)) {}

    const std::vector<NamedItem>& items() const noexcept { return items_; }
    std::vector<std::string> ids() const;
    /// The item's id for an id or an alias; nullopt for anything else.
    std::optional<std::string_view> find(std::string_view text) const;
    bool contains(std::string_view text) const { return find(text).has_value(); }
    /// The index of the item an id or alias names, or npos: for enums in the list's order.
    std::size_t indexOf(std::string_view text) const;
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);
    /// The item's id, or InvalidParameter(field, "unknown 'x' (expected one of a, b or c)").
    std::string_view parse(std::string_view text, const std::string& field) const;
    /// The label of an id or alias ("" for a name not in the list).
    std::string_view label(std::string_view text) const;
    /// "a, b or c": the ids, as messages and help texts list them.
    std::string joined(std::string_view conjunction = "or") const;

private:
    std::vector<NamedItem> items_;
};

}  // namespace effsurf::core

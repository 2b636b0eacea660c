// SPDX-License-Identifier: MIT
#include "effsurf/core/util/NameList.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/TextUtil.h"

namespace effsurf::core {
std::vector<std::string> NameList::ids() const {
    std::vector<std::string> ids;
    ids.reserve(items_.size());
    for (const NamedItem& item : items_) ids.emplace_back(item.id);
    return ids;
}

std::optional<std::string_view> NameList::find(std::string_view text) const {
    for (const NamedItem& item : items_) {
        if (equalsIgnoreCase(item.id, text)) return item.id;
        for (std::string_view alias : item.aliases)
            if (equalsIgnoreCase(alias, text)) return item.id;
    }
    return std::nullopt;
}

std::size_t NameList::indexOf(std::string_view text) const {
    const auto id = find(text);
    if (!id) return npos;
    for (std::size_t i = 0; i < items_.size(); ++i)
        if (items_[i].id == *id) return i;
    return npos;
}

std::string_view NameList::parse(std::string_view text, const std::string& field) const {
    if (const auto id = find(text)) return *id;
    throw InvalidParameter(field, Message(EFFSURF_TEXT("unknown '%1' (expected one of %2)"), {std::string(text), joined()}).text());
}

std::string_view NameList::label(std::string_view text) const {
    const auto id = find(text);
    if (!id) return {};
    for (const NamedItem& item : items_)
        if (item.id == *id) return item.label;
    return {};
}

std::string NameList::joined(std::string_view conjunction) const {
    std::string list;
    for (std::size_t i = 0; i < items_.size(); ++i) {
        if (i > 0) list += i + 1 == items_.size() ? " " + std::string(conjunction) + " " : ", ";
        list += items_[i].id;
    }
    return list;
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/scenario/PresetLibrary.h"

#include "effsurf/core/util/Message.h"

#include "effsurf/core/util/InvalidParameter.h"
#include "effsurf/core/util/Json.h"

namespace effsurf::core {
namespace {

std::string member(const JsonValue& root, const char* key) {
    const JsonValue* value = root.find(key);
    return value && value->isString() ? value->asString() : std::string();
}

/// The list's items point into `presets`, which is complete before they are made.
NameList namesOf(const std::vector<PresetLibrary::Preset>& presets) {
    std::vector<NamedItem> items;
    items.reserve(presets.size());
    for (const auto& preset : presets) items.push_back({preset.id, preset.title, {preset.title}});
    return NameList(std::move(items));
}

}  // namespace

PresetLibrary::PresetLibrary(std::vector<std::pair<std::string, std::string_view>> files)
    : presets_([&] {
          std::vector<Preset> presets;
          presets.reserve(files.size());
          for (auto& [id, text] : files) {
              JsonValue root;
              try {
                  root = parseJson(text);
              } catch (const JsonSyntaxError& e) {
                  throw InvalidParameter("preset " + id, Message(EFFSURF_TEXT("JSON error at %1"), {e.what()}).text());
              }
              Preset preset{id, member(root, "title"), member(root, "description"), text};
              if (preset.title.empty()) throw InvalidParameter("preset " + id, EFFSURF_TEXT("has no title"));
              presets.push_back(std::move(preset));
          }
          return presets;
      }()),
      names_(namesOf(presets_)) {}

const PresetLibrary::Preset& PresetLibrary::find(std::string_view idOrTitle) const {
    return presets_.at(names_.indexOf(names_.parse(idOrTitle, "preset")));
}

SessionContent PresetLibrary::load(std::string_view idOrTitle, const TrainingCatalog& catalog) const {
    const Preset& preset = find(idOrTitle);
    try {
        return SessionJson::read(preset.text, catalog);
    } catch (const InvalidParameter& e) {
        throw e.within("preset " + preset.id);
    }
}

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#pragma once

#include "effsurf/core/util/Message.h"
#include "effsurf/core/data/CsvReader.h"
#include "effsurf/core/data/ImportIssue.h"
#include "effsurf/core/util/QuantityParser.h"
#include "effsurf/core/util/TextUtil.h"

#include <cmath>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace effsurf::core {

/// One table of the catalog: its columns looked up once, each field read
/// with the problem (file, line, column, field) recorded instead of thrown,
/// so that one pass lists every bad row.
class PresetTable {
public:
    PresetTable(std::string_view text, const std::string& fileName)
        : document_(CsvReader::parse(text, fileName)), issues_(document_.issues) {}

    std::size_t column(std::string_view name) const {
        const int index = document_.columnIndex(name);
        if (index < 0)
            throw ImportError(ImportIssue{document_.fileName, document_.headerLine, 0, "header",
                                          Message(EFFSURF_TEXT("missing column '%1'"), {std::string(name)}).text()});
        return std::size_t(index);
    }

    /// A column added after the first release: files without it keep the defaults.
    std::optional<std::size_t> optionalColumn(std::string_view name) const {
        const int index = document_.columnIndex(name);
        if (index < 0) return std::nullopt;
        return std::size_t(index);
    }

    const std::vector<CsvRecord>& records() const { return document_.records; }

    /// A whole number >= 1 in an optional column; `fallback` when the column or the field is empty.
    int optionalCount(const CsvRecord& record, std::optional<std::size_t> c, int fallback) {
        if (!c || trim(record.fields[*c]).empty()) return fallback;
        return count(record, *c);
    }

    /// yes/no (true/false, 1/0) in an optional column; `fallback` when empty.
    bool flag(const CsvRecord& record, std::optional<std::size_t> c, bool fallback) {
        if (!c) return fallback;
        const std::string value = toLower(trim(record.fields[*c]));
        if (value.empty()) return fallback;
        if (value == "yes" || value == "true" || value == "1") return true;
        if (value == "no" || value == "false" || value == "0") return false;
        report(record, *c, Message(EFFSURF_TEXT("expected yes or no, got '%1'"), {value}).text());
        return fallback;
    }

    std::string text(const CsvRecord& record, std::size_t c, bool required) {
        const std::string value(trim(record.fields[c]));
        if (value.empty() && required) report(record, c, EFFSURF_TEXT("must not be empty"));
        return value;
    }

    /// A finite number > 0, or nothing when the field is empty and optional.
    std::optional<double> number(const CsvRecord& record, std::size_t c, bool required) {
        const std::string raw(trim(record.fields[c]));
        if (raw.empty()) {
            if (required) report(record, c, EFFSURF_TEXT("expected a number > 0, the field is empty"));
            return std::nullopt;
        }
        const auto value = parseDouble(raw);
        if (!value || !std::isfinite(*value) || *value <= 0.0) {
            report(record, c, Message(EFFSURF_TEXT("expected a number > 0, got '%1'"), {raw}).text());
            return std::nullopt;
        }
        return value;
    }

    int count(const CsvRecord& record, std::size_t c) {
        const auto value = number(record, c, true);
        if (!value) return 1;
        if (std::floor(*value) != *value || *value > 1e9) {
            report(record, c, Message(EFFSURF_TEXT("expected a whole number, got '%1'"), {std::string(trim(record.fields[c]))}).text());
            return 1;
        }
        return int(*value);
    }

    void report(const CsvRecord& record, std::size_t c, const std::string& message) {
        issues_.push_back({document_.fileName, record.line, int(c) + 1, document_.header[c], message});
    }

    /// Ids must be unique within a table.
    void requireUniqueId(const CsvRecord& record, std::size_t c, const std::string& id) {
        if (!ids_.insert(toLower(id)).second) report(record, c, Message(EFFSURF_TEXT("id '%1' appears twice"), {id}).text());
    }

    /// The columns every preset table has, and the fields they fill.
    struct IdentityColumns {
        std::size_t id, name, source, note;
    };
    IdentityColumns identityColumns() const { return {column("id"), column("name"), column("source"), column("note")}; }

    /// Reads a preset's id (unique in the table), name, source and note.
    template <typename Preset>
    void readIdentity(const CsvRecord& record, const IdentityColumns& c, Preset& preset) {
        preset.id = text(record, c.id, true);
        requireUniqueId(record, c.id, preset.id);
        preset.name = text(record, c.name, true);
        preset.source = text(record, c.source, true);
        preset.note = text(record, c.note, false);
    }

    std::vector<ImportIssue>& issues() { return issues_; }

private:
    CsvDocument document_;
    std::vector<ImportIssue> issues_;
    std::set<std::string> ids_;
};

}  // namespace effsurf::core

// SPDX-License-Identifier: MIT
#include "effsurf/core/report/Report.h"

#include "effsurf/core/util/DoubleChars.h"
#include "effsurf/core/util/JsonWriter.h"

#include <algorithm>
#include <cmath>

namespace effsurf::core {
namespace {

std::string cellText(const Report::Cell& cell) {
    if (const auto* number = std::get_if<double>(&cell.content)) return Report::formatNumber(*number, cell.digits);
    if (const auto* text = std::get_if<std::string>(&cell.content)) return *text;
    if (const auto* flag = std::get_if<bool>(&cell.content)) return *flag ? "yes" : "no";
    return "-";
}

void writeCell(JsonWriter& json, const Report::Cell& cell) {
    if (const auto* number = std::get_if<double>(&cell.content)) json.value(*number);
    else if (const auto* text = std::get_if<std::string>(&cell.content)) json.value(*text);
    else if (const auto* flag = std::get_if<bool>(&cell.content)) json.value(*flag);
    else json.null();
}

/// Display width of UTF-8 text (counts code points, not bytes).
std::size_t displayWidth(const std::string& text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

}  // namespace

std::string Report::formatNumber(double value, int digits) {
    if (std::isnan(value)) return "n/a";
    if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
    char buffer[32];
    return std::string(buffer, writeDoubleDigits(value, digits, buffer));
}

void Report::add(std::string key, std::string label, Cell value, std::string unit) {
    entries_.push_back({std::move(key), std::move(label), std::move(value), std::move(unit)});
}

Report::Table& Report::addTable(std::string key, std::string title, std::vector<std::pair<std::string, std::string>> columns) {
    Table table;
    table.key = std::move(key);
    table.title = std::move(title);
    for (auto& [k, label] : columns) {
        table.columnKeys.push_back(std::move(k));
        table.columnLabels.push_back(std::move(label));
    }
    tables_.push_back(std::move(table));
    return tables_.back();
}

void Report::addNote(std::string note) { notes_.push_back(std::move(note)); }

void Report::addGroup(std::string key, std::string title, std::vector<std::pair<std::string, Cell>> values, std::string unit) {
    groups_.push_back({std::move(key), std::move(title), std::move(values), std::move(unit)});
}

void Report::render(std::ostream& out, bool json) const {
    if (json) {
        JsonWriter writer(out);
        writer.beginObject();
        for (const auto& e : entries_) {
            writer.key(e.key);
            writeCell(writer, e.value);
        }
        for (const auto& g : groups_) {
            writer.key(g.key).beginObject();
            for (const auto& [name, value] : g.values) {
                writer.key(name);
                writeCell(writer, value);
            }
            writer.endObject();
        }
        for (const auto& t : tables_) {
            writer.key(t.key).beginArray();
            for (const auto& row : t.rows) {
                writer.beginObject();
                for (std::size_t c = 0; c < row.size() && c < t.columnKeys.size(); ++c) {
                    writer.key(t.columnKeys[c]);
                    writeCell(writer, row[c]);
                }
                writer.endObject();
            }
            writer.endArray();
        }
        if (!notes_.empty()) {
            writer.key("notes").beginArray();
            for (const auto& n : notes_) writer.value(n);
            writer.endArray();
        }
        writer.endObject();
        return;
    }

    std::size_t labelWidth = 0;
    for (const auto& e : entries_) labelWidth = std::max(labelWidth, displayWidth(e.label));
    for (const auto& e : entries_) {
        out << e.label << std::string(labelWidth + 2 - displayWidth(e.label), ' ') << cellText(e.value);
        if (!e.unit.empty()) out << ' ' << e.unit;
        out << '\n';
    }
    for (const auto& g : groups_) {
        out << '\n' << g.title << '\n';
        std::size_t nameWidth = 0;
        for (const auto& value : g.values) nameWidth = std::max(nameWidth, displayWidth(value.first));
        for (const auto& [name, value] : g.values) {
            out << "  " << name << std::string(nameWidth + 2 - displayWidth(name), ' ') << cellText(value);
            if (!g.unit.empty()) out << ' ' << g.unit;
            out << '\n';
        }
    }
    for (const auto& t : tables_) {
        if (!entries_.empty() || !groups_.empty() || &t != &tables_.front()) out << '\n';
        if (!t.title.empty()) out << t.title << '\n';
        std::vector<std::size_t> widths;
        for (const auto& label : t.columnLabels) widths.push_back(displayWidth(label));
        std::vector<std::vector<std::string>> texts;
        for (const auto& row : t.rows) {
            texts.emplace_back();
            for (std::size_t c = 0; c < row.size() && c < widths.size(); ++c) {
                texts.back().push_back(cellText(row[c]));
                widths[c] = std::max(widths[c], displayWidth(texts.back().back()));
            }
        }
        const auto printRow = [&](const std::vector<std::string>& cells) {
            std::string line;
            for (std::size_t c = 0; c < cells.size(); ++c) {
                line += cells[c];
                if (c + 1 < cells.size()) line += std::string(widths[c] + 2 - displayWidth(cells[c]), ' ');
            }
            out << line << '\n';
        };
        printRow(t.columnLabels);
        for (const auto& row : texts) printRow(row);
    }
    if (!notes_.empty()) out << '\n';
    for (const auto& n : notes_) out << "Note: " << n << '\n';
}

}  // namespace effsurf::core

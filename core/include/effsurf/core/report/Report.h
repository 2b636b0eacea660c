// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

namespace effsurf::core {

/// What a command prints, built once and rendered either as aligned text for
/// people or as one JSON object for scripts, so both always say the same.
class Report {
public:
    /// A table cell: a number (with significant digits for text), text, a
    /// yes/no (JSON true/false), or empty.
    struct Cell {
        std::variant<std::monostate, double, std::string, bool> content;
        int digits = 6;

        Cell() = default;
        Cell(double number, int significantDigits = 6) : content(number), digits(significantDigits) {}
        Cell(std::string text) : content(std::move(text)) {}
        Cell(const char* text) : content(std::string(text)) {}
        static Cell flag(bool value) {
            Cell cell;
            cell.content = value;
            return cell;
        }
        static Cell empty() { return Cell(); }
        static Cell optional(const std::optional<double>& number, int significantDigits = 6) {
            return number ? Cell(*number, significantDigits) : Cell();
        }
    };

    struct Table {
        std::string key;
        std::string title;
        std::vector<std::string> columnKeys;
        std::vector<std::string> columnLabels;
        std::vector<std::vector<Cell>> rows;
    };

    /// A scalar result: `key` for JSON, `label` (with `unit`) for text.
    void add(std::string key, std::string label, Cell value, std::string unit = "");
    /// A table; columns given as {json key, text label} pairs. Returns it to fill rows.
    Table& addTable(std::string key, std::string title, std::vector<std::pair<std::string, std::string>> columns);
    /// A group of named values: one JSON object under `key` ({"compute": 12.3, ...}),
    /// in text `title` and the values indented below it, after the scalars.
    void addGroup(std::string key, std::string title, std::vector<std::pair<std::string, Cell>> values, std::string unit = "");
    /// A remark printed after the values in text and listed under "notes" in JSON.
    void addNote(std::string note);

    void render(std::ostream& out, bool json) const;

    /// `value` with `digits` significant digits, locale-independent ("1.4547e-07").
    static std::string formatNumber(double value, int digits = 6);

private:
    struct Entry {
        std::string key, label;
        Cell value;
        std::string unit;
    };
    struct Group {
        std::string key, title;
        std::vector<std::pair<std::string, Cell>> values;
        std::string unit;
    };
    std::vector<Entry> entries_;
    std::vector<Group> groups_;
    std::vector<Table> tables_;
    std::vector<std::string> notes_;
};

}  // namespace effsurf::core

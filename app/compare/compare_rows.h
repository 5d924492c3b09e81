#pragma once
// What the "Compare numbers" dock lists for the selected vehicle of one run: every number the
// formula panel shows, read from the same explanation records — one group per behaviour call (its
// numbers, then its vectors, points and radii, each named), then the update step. Pure text, no
// widgets: the dock lines the groups of every pane up by their keys (mergeRows), so that a call
// made in one pane only stands in a group of its own.
#include "world.h"

#include <QString>

#include <vector>

namespace compare {

struct NumberRow {
    QString key;   // the value's name within its group (seed variable name, or the update step's symbol)
    QString label; // in the interface language
    QString text;  // the value, 3 decimals
};

struct NumberGroup {
    QString key;   // the call's place in the call tree: "seek#0", "flock#0/flee#1" ..., "update"
    QString title; // in the interface language
    std::vector<NumberRow> rows;
};

// The groups of vehicle `selected` in `world` (the records of its next step); empty when the
// vehicle or its records are missing.
std::vector<NumberGroup> numberGroups(const steer::World& world, int selected);

// One row of the table: a group heading (`heading`) or a value of the group above it.
struct TableRow {
    QString key; // unique in the table
    QString label;
    bool heading = false;
};

// The rows of all columns lined up: groups and rows in the order they first appear, a group or row
// missing from a column placed after its predecessor in the column that has it.
std::vector<TableRow> mergeRows(const std::vector<std::vector<NumberGroup>>& columns);

// The key of `row` of `group` in the merged table (TableRow::key).
QString rowKey(const NumberGroup& group, const NumberRow& row);

} // namespace compare

#pragma once
// One pane of a comparison: how its set-up differs from the main one, in ONE thing. Written the
// same way on the command line (--compare SPEC), in lesson files and in the Compare menu:
//   variant:B=NAME          a variant switch (core/variants.h), e.g. variant:wander=printed
//   set:NAME=VALUE          a parameter (core/parameters.h), e.g. set:maxSpeed=5
//   behaviours:ID=CALL,...  a vehicle's program (core/program.h), e.g. behaviours:seeker=arrive:pointer
#include "scenarios.h"

#include <QString>

#include <string>

namespace compare {

struct Spec {
    enum class Kind { Variant, Parameter, Behaviours };
    Kind kind = Kind::Variant;
    std::string name;   // variant: behaviour; parameter: name; behaviours: vehicle id
    std::string choice; // variant: its name; behaviours: the program text (CALL,CALL)
    double value = 0.0; // parameter
    bool operator==(const Spec&) const = default;
};

// At most this many panes beside the main one (the stage splits into 2 .. 4).
constexpr int kMaxPanes = 3;

// Reads SPEC; returns an empty string, or a translated message naming the spec and what is wrong
// (without a "--compare" prefix: the command line and lesson files add their own place).
QString parseSpec(const QString& text, Spec& out);
QString specText(const Spec& s); // the written form, parseSpec's inverse

// The pane's set-up: `base` with the one difference. Variants and parameters replace the base's
// own value; a program is applied after the base's programs.
steer::ScenarioSetup applySpec(const steer::ScenarioSetup& base, const Spec& s);

// What a pane is labelled with, in the interface language ("Wander angle step: As printed
// (000/001)", "Max speed = 5", "fleer: evade:seeker"); the main pane is labelled mainLabel().
QString paneLabel(const Spec& s);
QString mainLabel();

} // namespace compare

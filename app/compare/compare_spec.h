#pragma once
// One pane of a comparison: how its set-up differs from the main one, in ONE thing. Written the
// same way on the command line (--compare SPEC), in lesson files and in the Compare menu:
//   variant:B=NAME          a variant switch (core/variants.h), e.g. variant:wander=printed
//   set:NAME=VALUE          a parameter (core/parameters.h), e.g. set:maxSpeed=5
//   behaviours:ID=CALL,...  a vehicle's program (core/program.h), e.g. behaviours:seeker=arrive:pointer
#include "scenarios.h"
#include "world.h"

#include <QString>

#include <string>
#include <vector>

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

// What a pane is labelled with, in the teacher's words in the interface language: the behaviours
// of its vehicle ("Arrive"; "fleer: Evade" where the stage has several vehicles), the variant as
// the lessons name it ("Alignment as printed", "Wander step of 002"), the parameter with its value
// ("Max speed = 5"). `main` (may be null) is the main run's world, for the vehicles' names.
QString paneLabel(const Spec& s, const steer::World* main = nullptr);
// The main pane's label: what the main run has where the panes differ, in the same words ("Seek",
// "Alignment as intended", "Max speed = 4"), one phrase per thing the panes change; "As set" when
// there are no panes.
QString mainLabel(const steer::World& main, const std::vector<Spec>& panes);
QString mainLabel(); // "As set"

} // namespace compare

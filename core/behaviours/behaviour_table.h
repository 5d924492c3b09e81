#pragma once
// The one table of behaviours: a row per Behaviour, in the enum's order (checked at compile time).
// Everything that lists behaviours reads it: the frame's dispatch (program_frame.cpp), program text
// (program.cpp: the call names and their targets), the record ids of traces and lesson files, the
// kinds of item a world can show (the legend), and the menus. Adding a behaviour is one folder
// entry (its .h/.cpp here) and one row below; docs/adding-a-behaviour.md lists the rest.
#include "explanation.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace steer {

struct CallSite;

// What a call names besides its vehicle, as program text writes it (program.h).
enum class CallTarget : std::uint8_t {
    None,             // wander, avoid, follow-path, flock, lennard-jones
    PointOrVehicle,   // seek:pointer, seek:ID
    Vehicle,          // pursue:ID
    VehicleAndOffset, // offset-pursuit:ID:DX:DY
};

struct BehaviourRow {
    using Target = CallTarget;
    Behaviour behaviour;
    std::string_view id;   // the record's id in traces, lessons and the formula panel: "followPath"
    std::string_view name; // the call's name in program text ("follow-path"); empty: a part of another call's record
    CallTarget target;
    // The behaviours it calls in turn (pursue -> seek), whose records are children of its own.
    std::span<const Behaviour> calls;
    // The kinds of item its own record holds (a nested call's items are that call's).
    std::span<const ItemKind> kinds;
    // The parameters it reads (names of parameterTable(), parameters.h); a nested call's are that call's.
    std::span<const std::string_view> parameters;
    // Makes the call in a frame, finding its arguments as the demo passes them; null for a part of
    // another call's record and for lennard-jones, which acts after the update (program_frame.cpp).
    void (*run)(const CallSite&);
};

const BehaviourRow& behaviourRow(Behaviour b);
std::span<const BehaviourRow> behaviourTable();
// The row whose call name is `name` ("follow-path"), or null.
const BehaviourRow* behaviourNamed(std::string_view name);

} // namespace steer

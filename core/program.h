#pragma once
// A vehicle's program: the ordered behaviour calls it makes every frame, as a seed demo's
// onEnterFrame writes them (`_vehicle.wander(); _vehicle.avoid(_circles);`, `pursue(_evader)`),
// each call with its target. Written as text the same way everywhere (command line, input log,
// lesson files): CALL[,CALL...] with CALL one of
//   seek:T  flee:T  arrive:T      T = pointer or a vehicle id
//   pursue:ID  evade:ID  offset-pursuit:ID:DX:DY
//   wander  avoid  follow-path  flock  lennard-jones
// A leading '~' marks a call that is switched off (kept in the list, not made). "none" is the
// empty program (a plain mover, like PursueTest's target).
#include "behaviours/behaviour_table.h"
#include "explanation.h"
#include "vector2d.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steer {

struct World;

struct BehaviourCall {
    Behaviour behaviour = Behaviour::Seek;
    std::string target; // seek/flee/arrive: "pointer" or a vehicle id; pursue/evade/offset pursuit: a vehicle id
    Vector2D offset;    // offset pursuit: (side, heading) components in the leader's frame
    bool enabled = true;
    bool operator==(const BehaviourCall&) const = default;
};
using Program = std::vector<BehaviourCall>;

// The behaviours a program can call: the rows of the behaviour table with a call name, in the
// order menus list them.
using CallableBehaviour = BehaviourRow;
const std::vector<CallableBehaviour>& callableBehaviours();
const CallableBehaviour* findCallable(std::string_view name);
const CallableBehaviour* findCallable(Behaviour b);

// What is wrong with a program text or with its targets in a world; `subject` is the call or id
// the message names. The app words these in the interface language; english() is for core tests.
enum class ProgramProblem : std::uint8_t {
    None,
    NoEquals,         // an ID=CALL,... spec without '='
    UnknownVehicle,   // subject: the vehicle id
    UnknownBehaviour, // subject: the call
    MissingTarget,    // seek, pursue ... without their target
    ExtraTarget,      // wander:x, flock:3 ...
    BadOffset,        // offset-pursuit:ID:DX:DY with DX or DY not a finite number
    PointerTarget,    // pursue:pointer (pursue and evade need a vehicle's velocity)
    TargetsItself,    // a vehicle seeking, pursuing ... itself
    EmptyCall,        // "seek,,flee"
};
struct ProgramError {
    ProgramProblem problem = ProgramProblem::None;
    std::string subject;
    explicit operator bool() const { return problem != ProgramProblem::None; }
    std::string english() const;
};

// Text <-> calls (syntax only; targets are checked against a world by checkProgram).
ProgramError parseProgram(std::string_view text, Program& out);
std::string programText(const Program& p);
std::string callText(const BehaviourCall& c);

// A program spec "ID=CALL[,CALL...]" (the command line's --behaviours, compare panes).
ProgramError parseProgramSpec(std::string_view spec, std::string& id, Program& program);

// Every target names a vehicle of `w` other than vehicle `self`.
ProgramError checkProgram(const World& w, std::size_t self, const Program& p);

// Gives vehicle `self` this program (checked first). A plain vehicle given calls becomes steered.
ProgramError setProgram(World& w, std::size_t self, Program p);
// Parses and applies one spec to the world.
ProgramError applyProgramSpec(World& w, std::string_view spec);

} // namespace steer

#pragma once
// Turns one vehicle's explanation record into the numbered formulas the panel shows: for each
// behaviour call, the seed's algorithm step by step, each step as its symbolic formula with the
// frame's numbers substituted; then the SteeredVehicle.update() steps. Each behaviour's lines are
// written by its explainer (explainers/), as data (formula_expr.h); no widgets, so the numbers can
// be checked against the core in tests.
#include "explanation.h"
#include "formula_expr.h"
#include "world.h"

#include <QString>

#include <functional>
#include <vector>

namespace formulas {

// (context, English source) -> text in some language. The panel passes the installed language
// for the main text and language::translateIn(code, ...) for the bilingual second line.
using Translate = std::function<QString(const char* context, const char* source)>;
Translate installedLanguage();

// The update steps carry this call index (they belong to no behaviour call).
constexpr int kUpdateCall = -1;

// Which step of the algorithm a line is, whatever its numbers: the key of its "why" (formula_why.h).
enum class Why {
    None,
    // seek, flee, arrive
    ToTarget, Distance, DesiredMaxSpeed, SeekForce, FleeForce, FleeSubtract, ArriveOutside, ArriveInside,
    DesiredArriveSpeed,
    // pursue, evade
    HeadOnTest, LookAheadBook, LookAheadCocos, PredictAhead, EvadeAhead, EvadeBehind,
    // wander
    WanderCenter, WanderOffset, WanderStep, WanderForce,
    // object avoidance, and each circle it tests
    Feeler, AheadCount, AvoidNoHit, AvoidSum, AvoidBrakes, CircleDifference, CircleDot, CircleProjection,
    CircleDist, CircleBuffer, CircleReach, CircleMissed, CircleTurn, CircleScale, CircleBrake,
    // path following
    Waypoint, WaypointNext, PathArrive,
    // flock
    InSight, InSightCount, FlockOrder, TooClose, SeparationSum, NobodyInSight, AverageVelocity, AveragePosition,
    AlignmentForce, AlignmentAdd, AlignmentDiscarded, AlignmentCocos,
    // offset pursuit
    LeaderFrame, LocalOffset, OffsetTarget, OffsetLookAhead, OffsetPredict,
    // Lennard-Jones
    LjSkip, LjR, LjWithin, LjD, LjPotential, LjPush, LjAdd, LjFixedSpeed,
    // the update step
    SumForces, TruncateForce, Acceleration, TruncateVelocity, TruncateSpeed, Move, EdgeBounce, EdgeWrap,
};

struct FormulaLine {
    int callIndex = kUpdateCall;
    steer::ItemKind kind = steer::ItemKind::SteeringForce; // colour and hover key
    int step = 0;    // the number printed before the line, counted over the whole sheet
    Expr expr;       // the line's terms: symbols, then the numbers substituted, then the result
    QString formula; // expr as the panel's rich text (formula_render.h), for the panel, worksheet, export
    QString note;    // a short remark in the chosen language (may be empty)
    Why why = Why::None;
};

struct FormulaSection {
    int callIndex = kUpdateCall;
    int depth = 0;   // nesting: 1 for a seek called by pursue, ...
    QString title;   // "seek", "seek (cohesion)", "update" in the chosen language
    std::vector<FormulaLine> lines;
};

struct FormulaSheet {
    QString heading;                      // the vehicle and frame
    std::vector<FormulaSection> sections;
    std::vector<QString> explanations;    // paragraphs under the formulas
};

FormulaSheet buildFormulas(const steer::World& world, int vehicleIndex, const Translate& tx);

// The behaviour's name in the chosen language (the seeds' terms).
QString behaviourName(steer::Behaviour b, const Translate& tx);

} // namespace formulas

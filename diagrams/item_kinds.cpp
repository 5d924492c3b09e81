#include "item_kinds.h"

#include <QCoreApplication>

#include <array>

namespace diagrams {

namespace {
using K = steer::ItemKind;
using G = Glyph;
using R = KindRole;
constexpr Head F = Head::Filled;
constexpr Head O = Head::Open;
constexpr Qt::PenStyle Solid = Qt::SolidLine, Dash = Qt::DashLine, Dot = Qt::DotLine, DashDot = Qt::DashDotLine;

// Every two kinds that one scenario can show differ by a CIE76 colour distance of at least 27 in
// the standard palette (tst_stage_drawing checks each pair; F and the old dark-red ΣF were 24.6
// apart and looked the same on a projector), and every colour has a contrast of at least 3.5
// against the stage. Kinds that never meet (a wander circle and a desired velocity) may share a
// colour. Line style and arrowhead add a second cue for the pairs colour-vision deficiencies
// confuse, and the only cue where a palette gives two kinds one colour.
constexpr QColor blue(0x1f, 0x4e, 0xd8), green(0x15, 0x80, 0x3d), red(0xdc, 0x26, 0x26), plum(0x5b, 0x1a, 0x5e);
constexpr QColor grey(0x5a, 0x5a, 0x5a), magenta(0xd0, 0x21, 0x8f), cyan(0x0b, 0x8f, 0xb8), teal(0x0f, 0x76, 0x6e);
constexpr QColor brown(0x8a, 0x5a, 0x2b), violet(0x7c, 0x3a, 0xed), olive(0x8a, 0x7a, 0x00), orange(0xd0, 0x6a, 0x00);
constexpr QColor ink(0x1a, 0x1a, 0x1a), forest(0x36, 0x53, 0x14), navy(0x1e, 0x3a, 0x8a);
// The rules' own forces: one vehicle adds several, so each has its colour, line and label.
constexpr QColor wine(0x9f, 0x12, 0x39), night(0x11, 0x18, 0x27);
// ΣF_sep: an umber at ΔE 38 or more from every other colour the flock shows.
constexpr QColor umber(0x6b, 0x3a, 0x12);

// One row per kind, in the enum's order (checked below):
// kind, {colour, width, line, head, scaled, label}, legend glyph, role, compact legend word,
//     name, longer legend text.
constexpr std::array<ItemKindRow, steer::kItemKindCount> kTable = {{
    {K::Velocity, {blue, 3.0, Solid, F, true, "v"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "velocity"), nullptr},
    {K::DesiredVelocity, {green, 3.0, Dash, O, true, "v_d"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "desired velocity"), nullptr},
    {K::SteeringForce, {red, 3.0, Solid, F, true, "F"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force"), nullptr},
    // A wide band: a single F lies on it.
    {K::TotalForce, {plum, 6.5, Solid, F, true, "ΣF"}, G::Arrow, R::Force, "",
     QT_TRANSLATE_NOOP("ItemKind", "total steering force"), nullptr},
    // The cross inside the pointer's ring, or on the vehicle a behaviour reads.
    {K::Target, {grey, 2.0, Solid, F, false, ""}, G::Cross, R::Shape, "target",
     QT_TRANSLATE_NOOP("ItemKind", "target"), QT_TRANSLATE_NOOP("Legend", "target: used in this step")},
    {K::PredictedTarget, {magenta, 2.0, Solid, F, false, "p'"}, G::Point, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "predicted target"), nullptr},
    {K::LookAhead, {cyan, 2.0, Dot, F, false, ""}, G::Line, R::Shape, "p→p'",
     QT_TRANSLATE_NOOP("ItemKind", "look-ahead"), nullptr},
    {K::ArrivalCircle, {teal, 2.0, Dash, F, false, ""}, G::Circle, R::Shape, "arrivalThreshold",
     QT_TRANSLATE_NOOP("ItemKind", "arrival threshold"), nullptr},
    {K::Difference, {brown, 2.0, Dash, O, false, "d"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "difference"), nullptr},
    // Dashed: v lies along it.
    {K::Feeler, {teal, 2.0, Dash, O, false, "feeler"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "feeler"), nullptr},
    // Wide: v lies on it.
    {K::Projection, {magenta, 4.5, Solid, F, false, "proj"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "projection"), nullptr},
    {K::FeelerDistance, {grey, 2.0, Dot, F, false, "dist"}, G::Line, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "distance to feeler"), nullptr},
    {K::BufferCircle, {cyan, 2.0, Dash, F, false, ""}, G::Circle, R::Shape, "avoidBuffer",
     QT_TRANSLATE_NOOP("ItemKind", "radius + buffer"), nullptr},
    {K::Brake, {violet, 3.0, DashDot, F, true, "v'"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "braked velocity"), nullptr},
    // Dashed: it often lies on v.
    {K::WanderCenter, {olive, 2.0, Dash, O, true, "c"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "wander circle centre"), nullptr},
    {K::WanderCircle, {forest, 2.0, Dash, F, true, ""}, G::Circle, R::Shape, "wanderRadius",
     QT_TRANSLATE_NOOP("ItemKind", "wander circle"), nullptr},
    {K::WanderOffset, {orange, 2.5, Solid, F, true, "o"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "wander offset"), nullptr},
    {K::InSightCone, {cyan, 1.5, Solid, F, false, ""}, G::Circle, R::Shape, "inSightDist",
     QT_TRANSLATE_NOOP("ItemKind", "in sight"), nullptr},
    // A whole disc round the vehicle, not a sector like in-sight; and flock() tests tooClose only for
    // a vehicle already in sight (seed 001, FlockTest's flock).
    {K::TooCloseCircle, {magenta, 2.0, Dash, F, false, ""}, G::Circle, R::Shape, "tooCloseDist",
     QT_TRANSLATE_NOOP("ItemKind", "too close"),
     QT_TRANSLATE_NOOP("Legend", "too close: disc of radius tooCloseDist (in sight only)")},
    // A neighbour link: the glyph alone, the name on hover.
    {K::NeighbourLink, {navy, 1.5, Dot, F, false, ""}, G::Line, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "neighbour in sight"), nullptr},
    {K::AveragePosition, {teal, 2.0, Solid, F, false, "p̄"}, G::Point, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "average position"), nullptr},
    {K::AverageVelocity, {violet, 3.0, Dash, O, true, "v̄"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "average velocity"), nullptr},
    // Wide: the applied F lies on it.
    {K::Alignment, {olive, 4.5, Solid, F, true, "F_a"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "alignment"), nullptr},
    {K::Waypoint, {ink, 2.0, Solid, F, false, ""}, G::Point, R::Shape, "waypoint",
     QT_TRANSLATE_NOOP("ItemKind", "waypoint"), nullptr},
    {K::PathThresholdCircle, {olive, 2.0, Dash, F, false, ""}, G::Circle, R::Shape, "pathThreshold",
     QT_TRANSLATE_NOOP("ItemKind", "path threshold"), nullptr},
    {K::OffsetPoint, {violet, 2.0, Solid, F, false, "o"}, G::Point, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "offset point"), nullptr},
    // The local frame: the glyph alone, the name on hover.
    {K::LocalFrame, {brown, 2.0, Solid, F, false, ""}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "leader's frame"), nullptr},
    {K::CutoffCircle, {teal, 2.0, Dash, F, false, ""}, G::Circle, R::Shape, "cutoff",
     QT_TRANSLATE_NOOP("ItemKind", "cut-off distance"), nullptr},
    {K::Push, {magenta, 3.0, Solid, F, true, "u"}, G::Arrow, R::Force, "",
     QT_TRANSLATE_NOOP("ItemKind", "push"), nullptr},
    {K::FixedSpeedVelocity, {violet, 3.0, Solid, F, true, "dv"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "velocity at fixed speed"), nullptr},
    {K::VelocityPlusPush, {cyan, 2.0, Dot, O, true, "v+u"}, G::Arrow, R::Shape, "",
     QT_TRANSLATE_NOOP("ItemKind", "velocity plus push"), nullptr},
    // Dotted: F = −force is the solid one.
    {K::FleeForce, {orange, 2.0, Dot, O, true, "v_d−v"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "flee: force subtracted"), nullptr},
    // The flock has no plain F.
    {K::SeparationForce, {red, 3.0, Solid, F, true, "F_sep"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force: separation"), nullptr},
    {K::CohesionForce, {wine, 3.5, DashDot, F, true, "F_coh"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force: cohesion"), nullptr},
    // AvoidTest has no plain F.
    {K::WanderForce, {red, 3.0, Solid, F, true, "F_w"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force: wander"), nullptr},
    {K::AvoidForce, {night, 3.5, DashDot, F, true, "F_av"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force: object avoidance"), nullptr},
    // Wide: one F_sep may lie on it.
    {K::SeparationSum, {umber, 5.0, Solid, F, true, "ΣF_sep"}, G::Arrow, R::RuleForce, "",
     QT_TRANSLATE_NOOP("ItemKind", "steering force: separation, sum"), nullptr},
}};

constexpr bool everyKindOnceInEnumOrder()
{
    for (std::size_t i = 0; i < kTable.size(); ++i)
        if (static_cast<std::size_t>(kTable[i].kind) != i || !kTable[i].name || !kTable[i].style.label ||
            !kTable[i].word)
            return false;
    return true;
}
static_assert(everyKindOnceInEnumOrder(),
              "diagrams' item kind table needs one row per steer::ItemKind, in the enum's order");
} // namespace

const ItemKindRow& itemKindRow(steer::ItemKind kind) { return kTable[static_cast<std::size_t>(kind)]; }

std::span<const ItemKindRow> itemKindTable() { return kTable; }

} // namespace diagrams

#include "diagram_style.h"

#include <QCoreApplication>

#include <array>

namespace diagrams {

using steer::ItemKind;

const KindStyle& styleFor(ItemKind kind)
{
    // Every two kinds that one scenario can show differ by a CIE76 colour distance of at least 27
    // (tst_stage_drawing checks each pair; F and the old dark-red ΣF were 24.6 apart and looked
    // the same on a projector), and every colour has a contrast of at least 3.5 against the stage.
    // Kinds that never meet (a wander circle and a desired velocity) may share a colour. Line style
    // and arrowhead add a second cue for the pairs colour-vision deficiencies confuse.
    constexpr auto F = Head::Filled;
    constexpr auto O = Head::Open;
    const QColor blue(0x1f, 0x4e, 0xd8), green(0x15, 0x80, 0x3d), red(0xdc, 0x26, 0x26), plum(0x5b, 0x1a, 0x5e);
    const QColor grey(0x5a, 0x5a, 0x5a), magenta(0xd0, 0x21, 0x8f), cyan(0x0b, 0x8f, 0xb8), teal(0x0f, 0x76, 0x6e);
    const QColor brown(0x8a, 0x5a, 0x2b), violet(0x7c, 0x3a, 0xed), olive(0x8a, 0x7a, 0x00), orange(0xd0, 0x6a, 0x00);
    const QColor ink(0x1a, 0x1a, 0x1a), forest(0x36, 0x53, 0x14), navy(0x1e, 0x3a, 0x8a);
    // The rules' own forces: one vehicle adds several, so each has its colour, line and label.
    const QColor wine(0x9f, 0x12, 0x39), night(0x11, 0x18, 0x27);
    static const std::array<KindStyle, steer::kItemKindCount> table = {{
        {blue, 3.0, Qt::SolidLine, F, true, "v"},              // Velocity
        {green, 3.0, Qt::DashLine, O, true, "v_d"},            // DesiredVelocity
        {red, 3.0, Qt::SolidLine, F, true, "F"},               // SteeringForce
        {plum, 6.5, Qt::SolidLine, F, true, "ΣF"},             // TotalForce (a wide band: a single F lies on it)
        {grey, 2.0, Qt::SolidLine, F, false, ""},              // Target
        {magenta, 2.0, Qt::SolidLine, F, false, "p'"},         // PredictedTarget
        {cyan, 2.0, Qt::DotLine, F, false, ""},                // LookAhead
        {teal, 2.0, Qt::DashLine, F, false, ""},               // ArrivalCircle
        {brown, 2.0, Qt::DashLine, O, false, "d"},             // Difference
        {teal, 2.0, Qt::DashLine, O, false, "feeler"},         // Feeler (dashed: v lies along it)
        {magenta, 4.5, Qt::SolidLine, F, false, "proj"},       // Projection (wide: v lies on it)
        {grey, 2.0, Qt::DotLine, F, false, "dist"},            // FeelerDistance
        {cyan, 2.0, Qt::DashLine, F, false, ""},               // BufferCircle
        {violet, 3.0, Qt::DashDotLine, F, true, "v'"},         // Brake
        {olive, 2.0, Qt::DashLine, O, true, "c"},              // WanderCenter (dashed: it often lies on v)
        {forest, 2.0, Qt::DashLine, F, true, ""},              // WanderCircle
        {orange, 2.5, Qt::SolidLine, F, true, "o"},            // WanderOffset
        {cyan, 1.5, Qt::SolidLine, F, false, ""},              // InSightCone
        {magenta, 2.0, Qt::DashLine, F, false, ""},            // TooCloseCircle
        {navy, 1.5, Qt::DotLine, F, false, ""},                // NeighbourLink
        {teal, 2.0, Qt::SolidLine, F, false, "p̄"},             // AveragePosition
        {violet, 3.0, Qt::DashLine, O, true, "v̄"},             // AverageVelocity
        {olive, 4.5, Qt::SolidLine, F, true, "F_a"},           // Alignment (wide: the applied F lies on it)
        {ink, 2.0, Qt::SolidLine, F, false, ""},               // Waypoint
        {olive, 2.0, Qt::DashLine, F, false, ""},              // PathThresholdCircle
        {violet, 2.0, Qt::SolidLine, F, false, "o"},           // OffsetPoint
        {brown, 2.0, Qt::SolidLine, F, false, ""},             // LocalFrame
        {teal, 2.0, Qt::DashLine, F, false, ""},               // CutoffCircle
        {magenta, 3.0, Qt::SolidLine, F, true, "u"},           // Push
        {violet, 3.0, Qt::SolidLine, F, true, "dv"},           // FixedSpeedVelocity
        {cyan, 2.0, Qt::DotLine, O, true, "v+u"},              // VelocityPlusPush
        {orange, 2.0, Qt::DotLine, O, true, "v_d−v"},          // FleeForce (dotted: F = −force is the solid one)
        {red, 3.0, Qt::SolidLine, F, true, "F_sep"},           // SeparationForce (the flock has no plain F)
        {wine, 3.5, Qt::DashDotLine, F, true, "F_coh"},        // CohesionForce
        {red, 3.0, Qt::SolidLine, F, true, "F_w"},        // WanderForce (AvoidTest has no plain F)
        {night, 3.5, Qt::DashDotLine, F, true, "F_av"},     // AvoidForce
    }};
    return table[static_cast<std::size_t>(kind)];
}

const StageStyle& stageStyle()
{
    // Contrast against the background (WCAG ratio, checked by tst_stage_drawing): grid 1.41, path
    // 6.5, trails 1.75 (oldest) to 7.6 (newest), other vehicles' vectors at least 2.07, in-sight
    // area 1.26. The grid stays the faintest so it never competes with a vector.
    static const StageStyle s{
        QColor(0xfb, 0xfc, 0xfd), QColor(0xd3, 0xd7, 0xdc), QColor(0x55, 0x5b, 0x63), QColor(0x34, 0x40, 0x5a),
        80, 235, 2.5, 150, 2.0, 50, QColor(0x20, 0x24, 0x2a, 170),
    };
    return s;
}

const char* kindSourceName(ItemKind kind)
{
    static const std::array<const char*, steer::kItemKindCount> names = {
        QT_TRANSLATE_NOOP("ItemKind", "velocity"),
        QT_TRANSLATE_NOOP("ItemKind", "desired velocity"),
        QT_TRANSLATE_NOOP("ItemKind", "steering force"),
        QT_TRANSLATE_NOOP("ItemKind", "total steering force"),
        QT_TRANSLATE_NOOP("ItemKind", "target"),
        QT_TRANSLATE_NOOP("ItemKind", "predicted target"),
        QT_TRANSLATE_NOOP("ItemKind", "look-ahead"),
        QT_TRANSLATE_NOOP("ItemKind", "arrival threshold"),
        QT_TRANSLATE_NOOP("ItemKind", "difference"),
        QT_TRANSLATE_NOOP("ItemKind", "feeler"),
        QT_TRANSLATE_NOOP("ItemKind", "projection"),
        QT_TRANSLATE_NOOP("ItemKind", "distance to feeler"),
        QT_TRANSLATE_NOOP("ItemKind", "radius + buffer"),
        QT_TRANSLATE_NOOP("ItemKind", "braked velocity"),
        QT_TRANSLATE_NOOP("ItemKind", "wander circle centre"),
        QT_TRANSLATE_NOOP("ItemKind", "wander circle"),
        QT_TRANSLATE_NOOP("ItemKind", "wander offset"),
        QT_TRANSLATE_NOOP("ItemKind", "in sight"),
        QT_TRANSLATE_NOOP("ItemKind", "too close"),
        QT_TRANSLATE_NOOP("ItemKind", "neighbour in sight"),
        QT_TRANSLATE_NOOP("ItemKind", "average position"),
        QT_TRANSLATE_NOOP("ItemKind", "average velocity"),
        QT_TRANSLATE_NOOP("ItemKind", "alignment"),
        QT_TRANSLATE_NOOP("ItemKind", "waypoint"),
        QT_TRANSLATE_NOOP("ItemKind", "path threshold"),
        QT_TRANSLATE_NOOP("ItemKind", "offset point"),
        QT_TRANSLATE_NOOP("ItemKind", "leader's frame"),
        QT_TRANSLATE_NOOP("ItemKind", "cut-off distance"),
        QT_TRANSLATE_NOOP("ItemKind", "push"),
        QT_TRANSLATE_NOOP("ItemKind", "velocity at fixed speed"),
        QT_TRANSLATE_NOOP("ItemKind", "velocity plus push"),
        QT_TRANSLATE_NOOP("ItemKind", "flee: force subtracted"),
        QT_TRANSLATE_NOOP("ItemKind", "steering force: separation"),
        QT_TRANSLATE_NOOP("ItemKind", "steering force: cohesion"),
        QT_TRANSLATE_NOOP("ItemKind", "steering force: wander"),
        QT_TRANSLATE_NOOP("ItemKind", "steering force: object avoidance"),
    };
    return names[static_cast<std::size_t>(kind)];
}

QString kindName(ItemKind kind)
{
    return QCoreApplication::translate("ItemKind", kindSourceName(kind));
}

QString vehicleName(const std::string& id)
{
    static const char* const named[] = {
        QT_TRANSLATE_NOOP("Vehicle", "vehicle"), QT_TRANSLATE_NOOP("Vehicle", "seeker"),
        QT_TRANSLATE_NOOP("Vehicle", "fleer"),   QT_TRANSLATE_NOOP("Vehicle", "pursuer"),
        QT_TRANSLATE_NOOP("Vehicle", "evader"),  QT_TRANSLATE_NOOP("Vehicle", "target"),
        QT_TRANSLATE_NOOP("Vehicle", "leader"),  QT_TRANSLATE_NOOP("Vehicle", "player"),
    };
    for (const char* n : named)
        if (id == n)
            return QCoreApplication::translate("Vehicle", n);
    // SeekFleeTest2's _vehicleA, B, C: the capitals its text and the scenario description use.
    if (id.size() == 1 && id[0] >= 'a' && id[0] <= 'z')
        return QString(QChar(id[0] - 'a' + 'A'));
    return QString::fromStdString(id);
}

KindSet allKinds()
{
    KindSet s;
    s.set();
    return s;
}

} // namespace diagrams

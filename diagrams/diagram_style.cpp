#include "diagram_style.h"

#include <QCoreApplication>

#include <array>

namespace diagrams {

using steer::ItemKind;

const KindStyle& styleFor(ItemKind kind)
{
    // Colours chosen to stay apart on a projector (and for the common colour-vision deficiencies
    // the velocity/force pair is also told apart by line style).
    static const std::array<KindStyle, steer::kItemKindCount> table = {{
        {QColor(0x1f, 0x4e, 0xd8), 3.0, Qt::SolidLine, true, "v"},          // Velocity
        {QColor(0x16, 0x9c, 0x3a), 3.0, Qt::DashLine, true, "v_d"},         // DesiredVelocity
        {QColor(0xe0, 0x3a, 0x1e), 3.0, Qt::SolidLine, true, "F"},          // SteeringForce
        {QColor(0x9c, 0x12, 0x12), 6.5, Qt::SolidLine, true, "ΣF"},         // TotalForce (a wide band: a single F lies on it)
        {QColor(0x60, 0x60, 0x60), 2.0, Qt::SolidLine, false, ""},          // Target
        {QColor(0xc0, 0x2d, 0xc8), 2.0, Qt::SolidLine, false, "p'"},        // PredictedTarget
        {QColor(0xc0, 0x2d, 0xc8), 2.0, Qt::DotLine, false, ""},            // LookAhead
        {QColor(0x16, 0x9c, 0x3a), 1.5, Qt::DashLine, false, ""},           // ArrivalCircle
        {QColor(0x80, 0x55, 0x20), 2.0, Qt::DashLine, false, "d"},          // Difference
        {QColor(0x00, 0x8c, 0x8c), 2.0, Qt::DashLine, false, "feeler"},     // Feeler (dashed: v lies along it)
        {QColor(0xe0, 0x8a, 0x00), 4.5, Qt::SolidLine, false, "proj"},      // Projection (wide: v lies on it)
        {QColor(0x80, 0x55, 0x20), 2.0, Qt::DotLine, false, "dist"},        // FeelerDistance
        {QColor(0x00, 0x8c, 0x8c), 1.5, Qt::DashLine, false, ""},           // BufferCircle
        {QColor(0x6a, 0x3d, 0x9a), 3.0, Qt::DashDotLine, true, "v'"},       // Brake
        {QColor(0x8a, 0x8a, 0x00), 2.0, Qt::DashLine, true, "c"},           // WanderCenter (dashed: it often lies on v)
        {QColor(0x8a, 0x8a, 0x00), 1.5, Qt::DashLine, true, ""},            // WanderCircle
        {QColor(0xd6, 0x5f, 0x00), 2.5, Qt::SolidLine, true, "o"},          // WanderOffset
        {QColor(0x3a, 0x7b, 0xd5), 1.0, Qt::SolidLine, false, ""},          // InSightCone
        {QColor(0xd0, 0x30, 0x30), 1.5, Qt::DashLine, false, ""},           // TooCloseCircle
        {QColor(0x3a, 0x7b, 0xd5), 1.5, Qt::DotLine, false, ""},            // NeighbourLink
        {QColor(0x00, 0x70, 0x50), 2.0, Qt::SolidLine, false, "p̄"},         // AveragePosition
        {QColor(0x00, 0x70, 0x50), 3.0, Qt::DashLine, true, "v̄"},           // AverageVelocity
        {QColor(0xb0, 0x40, 0x80), 4.5, Qt::SolidLine, true, "F_a"},        // Alignment (wide: the applied F lies on it)
        {QColor(0x30, 0x30, 0x30), 2.0, Qt::SolidLine, false, ""},          // Waypoint
        {QColor(0x30, 0x30, 0x30), 1.5, Qt::DashLine, false, ""},           // PathThresholdCircle
        {QColor(0xc0, 0x2d, 0xc8), 2.0, Qt::SolidLine, false, "o"},         // OffsetPoint
        {QColor(0x70, 0x70, 0x70), 1.5, Qt::SolidLine, false, ""},          // LocalFrame
        {QColor(0x80, 0x80, 0x80), 1.5, Qt::DashLine, false, ""},           // CutoffCircle
        {QColor(0xe0, 0x3a, 0x1e), 3.0, Qt::SolidLine, true, "u"},          // Push
        {QColor(0x6a, 0x3d, 0x9a), 3.0, Qt::SolidLine, true, "dv"},         // FixedSpeedVelocity
        {QColor(0x2a, 0x9d, 0xc8), 2.0, Qt::DotLine, true, "v+u"},          // VelocityPlusPush
        {QColor(0xe0, 0x3a, 0x1e), 2.0, Qt::DotLine, true, "v_d−v"},        // FleeForce (dotted: F = −force is the solid one)
    }};
    return table[static_cast<std::size_t>(kind)];
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

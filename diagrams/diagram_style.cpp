#include "diagram_style.h"

#include "palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace diagrams {

using steer::ItemKind;

namespace {
const std::array<KindStyle, steer::kItemKindCount>& standardKinds()
{
    constexpr auto F = Head::Filled;
    constexpr auto O = Head::Open;
    const QColor blue(0x1f, 0x4e, 0xd8), green(0x15, 0x80, 0x3d), red(0xdc, 0x26, 0x26), plum(0x5b, 0x1a, 0x5e);
    const QColor grey(0x5a, 0x5a, 0x5a), magenta(0xd0, 0x21, 0x8f), cyan(0x0b, 0x8f, 0xb8), teal(0x0f, 0x76, 0x6e);
    const QColor brown(0x8a, 0x5a, 0x2b), violet(0x7c, 0x3a, 0xed), olive(0x8a, 0x7a, 0x00), orange(0xd0, 0x6a, 0x00);
    const QColor ink(0x1a, 0x1a, 0x1a), forest(0x36, 0x53, 0x14), navy(0x1e, 0x3a, 0x8a);
    // The rules' own forces: one vehicle adds several, so each has its colour, line and label.
    const QColor wine(0x9f, 0x12, 0x39), night(0x11, 0x18, 0x27);
    // ΣF_sep: an umber at ΔE 38 or more from every other colour the flock shows.
    const QColor umber(0x6b, 0x3a, 0x12);
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
        {umber, 5.0, Qt::SolidLine, F, true, "ΣF_sep"},        // SeparationSum (wide: one F_sep may lie on it)
    }};
    return table;
}
} // namespace

namespace {
// Okabe–Ito for each hue family of the standard table: blues to blue or sky blue, greens to
// bluish green, reds to vermillion, purples and magentas to reddish purple, browns and oranges
// to orange; greys and black stay. Pairs that share a colour differ in line, head and label.
QColor okabeIto(const QColor& c)
{
    const int h = c.hslHue();
    if (c.hslSaturation() < 40)
        return c.lightness() < 60 ? QColor(0x00, 0x00, 0x00) : c;
    if (h < 0)
        return c;
    if (h < 20 || h >= 345)
        return QColor(0xD5, 0x5E, 0x00); // vermillion
    if (h < 65)
        return QColor(0xE6, 0x9F, 0x00); // orange
    if (h < 170)
        return QColor(0x00, 0x9E, 0x73); // bluish green
    if (h < 205)
        return QColor(0x56, 0xB4, 0xE9); // sky blue
    if (h < 250)
        return QColor(0x00, 0x72, 0xB2); // blue
    return QColor(0xCC, 0x79, 0xA7);     // reddish purple
}

// Light enough to read on the dark stage: HSL lightness raised to at least 0.62, the darker the
// colour the lighter it becomes, so that two greys (target, waypoint) stay two greys.
QColor forDark(const QColor& c)
{
    QColor hsl = c.toHsl();
    const int l = hsl.lightness() >= 158 ? hsl.lightness() : 158 + (158 - hsl.lightness()) / 2;
    return QColor::fromHsl(hsl.hslHue() < 0 ? 0 : hsl.hslHue(), hsl.hslSaturation(), l, c.alpha());
}

std::array<KindStyle, steer::kItemKindCount> kindsFor(Palette palette)
{
    std::array<KindStyle, steer::kItemKindCount> t = standardKinds();
    for (KindStyle& k : t) {
        switch (palette) {
        case Palette::Standard: break;
        case Palette::Projector:
            k.color = k.color.darker(115); // a projector washes colours out
            k.width *= 1.6;
            break;
        case Palette::ColourBlind: k.color = okabeIto(k.color); break;
        case Palette::Dark: k.color = forDark(k.color); break;
        }
    }
    return t;
}

StageStyle stageFor(Palette palette)
{
    // Standard: contrast against the background (WCAG ratio, checked by tst_stage_drawing): grid
    // 1.41, path 6.5, trails 1.75 (oldest) to 7.6 (newest), other vehicles' vectors at least 2.07,
    // in-sight area 1.26. The grid stays the faintest so it never competes with a vector.
    const QColor ink(0x20, 0x24, 0x2a);
    StageStyle s{QColor(0xfb, 0xfc, 0xfd), QColor(0xd3, 0xd7, 0xdc), QColor(0x55, 0x5b, 0x63), QColor(0x34, 0x40, 0x5a),
                 80, 235, 2.5, 150, 2.0, 50, QColor(0x20, 0x24, 0x2a, 170),
                 QColor(0xdd, 0xe1, 0xe6), QColor(0x50, 0x58, 0x64), ink, QColor(0x55, 0x5c, 0x66),
                 QColor(255, 255, 255, 220), QColor(255, 255, 255, 235), QColor(0x50, 0x58, 0x64, 160), 1.0, 1.0};
    switch (palette) {
    case Palette::Standard:
    case Palette::ColourBlind: break;
    case Palette::Projector:
        s.background = Qt::white;
        s.grid = QColor(0xc2, 0xc7, 0xce);
        s.path = QColor(0x30, 0x35, 0x3b);
        s.trail = QColor(0x1c, 0x2a, 0x44);
        s.trailAlphaOldest = 110;
        s.otherAlpha = 190;
        s.otherWidth = 2.5;
        s.trailWidth = 3.5;
        s.ghost = QColor(0, 0, 0, 200);
        s.surround = Qt::white;
        s.border = QColor(0x20, 0x20, 0x20);
        s.ink = Qt::black;
        s.mutedInk = QColor(0x30, 0x30, 0x30);
        s.halo = QColor(255, 255, 255, 240);
        s.card = QColor(255, 255, 255, 245);
        s.cardBorder = QColor(0x20, 0x20, 0x20, 200);
        s.widthScale = 1.6;
        s.textScale = 1.25;
        break;
    case Palette::Dark:
        s.background = QColor(0x1b, 0x1f, 0x24);
        s.grid = QColor(0x32, 0x38, 0x40);
        s.path = QColor(0xb8, 0xc0, 0xca);
        s.trail = QColor(0xa8, 0xbc, 0xe0);
        s.ghost = QColor(0xd8, 0xdc, 0xe2, 170);
        s.surround = QColor(0x11, 0x14, 0x18);
        s.border = QColor(0x8a, 0x94, 0xa0);
        s.ink = QColor(0xe8, 0xeb, 0xef);
        s.mutedInk = QColor(0xaa, 0xb2, 0xbd);
        s.halo = QColor(0x1b, 0x1f, 0x24, 220);
        s.card = QColor(0x23, 0x28, 0x2e, 235);
        s.cardBorder = QColor(0x8a, 0x94, 0xa0, 160);
        break;
    }
    return s;
}
} // namespace

const KindStyle& styleFor(ItemKind kind)
{
    // Every two kinds that one scenario can show differ by a CIE76 colour distance of at least 27
    // in the standard palette (tst_stage_drawing checks each pair; F and the old dark-red ΣF were
    // 24.6 apart and looked the same on a projector), and every colour has a contrast of at least
    // 3.5 against the stage. Kinds that never meet (a wander circle and a desired velocity) may
    // share a colour. Line style and arrowhead add a second cue for the pairs colour-vision
    // deficiencies confuse, and the only cue where a palette gives two kinds one colour.
    static const std::array<std::array<KindStyle, steer::kItemKindCount>, kPalettes.size()> tables{
        kindsFor(Palette::Standard), kindsFor(Palette::Projector), kindsFor(Palette::ColourBlind), kindsFor(Palette::Dark)};
    return tables[std::size_t(currentPalette())][static_cast<std::size_t>(kind)];
}

QColor inPalette(const QColor& c) { return currentPalette() == Palette::Dark ? forDark(c) : c; }

const StageStyle& stageStyle()
{
    static const std::array<StageStyle, kPalettes.size()> styles{stageFor(Palette::Standard), stageFor(Palette::Projector),
                                                                 stageFor(Palette::ColourBlind), stageFor(Palette::Dark)};
    return styles[std::size_t(currentPalette())];
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
        QT_TRANSLATE_NOOP("ItemKind", "steering force: separation, sum"),
    };
    return names[static_cast<std::size_t>(kind)];
}

QString kindName(ItemKind kind)
{
    return QCoreApplication::translate("ItemKind", kindSourceName(kind));
}

namespace {
// The vehicles' names (core's ids, in the catalogue's context "Vehicle") in a language given by
// `translate`.
template <typename Translate> QString vehicleNameBy(const std::string& id, Translate translate)
{
    static const char* const named[] = {
        QT_TRANSLATE_NOOP("Vehicle", "vehicle"), QT_TRANSLATE_NOOP("Vehicle", "seeker"),
        QT_TRANSLATE_NOOP("Vehicle", "fleer"),   QT_TRANSLATE_NOOP("Vehicle", "pursuer"),
        QT_TRANSLATE_NOOP("Vehicle", "evader"),  QT_TRANSLATE_NOOP("Vehicle", "target"),
        QT_TRANSLATE_NOOP("Vehicle", "leader"),  QT_TRANSLATE_NOOP("Vehicle", "player"),
    };
    for (const char* n : named)
        if (id == n)
            return translate(n);
    // SeekFleeTest2's _vehicleA, B, C: the capitals its text and the scenario description use.
    if (id.size() == 1 && id[0] >= 'a' && id[0] <= 'z')
        return QString(QChar(id[0] - 'a' + 'A'));
    return QString::fromStdString(id);
}
} // namespace

QString vehicleName(const std::string& id)
{
    return vehicleNameBy(id, [](const char* n) { return QCoreApplication::translate("Vehicle", n); });
}

QString vehicleNameIn(const std::string& id, const QString& code,
                      QString (*translateIn)(const QString& code, const char* context, const char* source))
{
    return vehicleNameBy(id, [&](const char* n) { return translateIn(code, "Vehicle", n); });
}

KindSet allKinds()
{
    KindSet s;
    s.set();
    return s;
}

} // namespace diagrams

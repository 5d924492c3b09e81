#include "diagram_style.h"

#include "item_kinds.h"
#include "palette.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace diagrams {

using steer::ItemKind;

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
    std::array<KindStyle, steer::kItemKindCount> t{};
    for (const ItemKindRow& row : itemKindTable())
        t[std::size_t(row.kind)] = row.style;
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
    // (How the standard colours were chosen: item_kinds.cpp.)
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

const char* kindSourceName(ItemKind kind) { return itemKindRow(kind).name; }

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

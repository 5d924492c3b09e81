#include "palette.h"

#include <QCoreApplication>

#include <atomic>

namespace diagrams {
namespace {
std::atomic<int> current{int(Palette::Standard)};
}

const char* paletteId(Palette p)
{
    switch (p) {
    case Palette::Standard: return "standard";
    case Palette::Projector: return "projector";
    case Palette::ColourBlind: return "colourblind";
    case Palette::Dark: return "dark";
    }
    return "standard";
}

std::optional<Palette> paletteFromId(std::string_view id)
{
    for (Palette p : kPalettes)
        if (id == paletteId(p))
            return p;
    return std::nullopt;
}

QString paletteName(Palette p)
{
    switch (p) {
    case Palette::Standard: return QCoreApplication::translate("Palette", "Standard");
    case Palette::Projector: return QCoreApplication::translate("Palette", "Projector (high contrast)");
    case Palette::ColourBlind: return QCoreApplication::translate("Palette", "Colour-blind safe");
    case Palette::Dark: return QCoreApplication::translate("Palette", "Dark");
    }
    return {};
}

void setPalette(Palette p) { current = int(p); }
Palette currentPalette() { return Palette(current.load()); }

} // namespace diagrams

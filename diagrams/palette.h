#pragma once
// The stage's palettes: Standard; Projector (high contrast on white, thicker lines, larger labels,
// for a washed-out projector); Colour-blind safe (the Okabe–Ito colours); Dark. Every painter reads
// its colours through styleFor() and stageStyle(), which follow the palette chosen here, so the
// screen and exported pictures agree. Kinds stay distinguishable without colour in every palette:
// each has its own line style, arrowhead and label.
#include <QString>

#include <array>
#include <optional>
#include <string_view>

namespace diagrams {

enum class Palette : int { Standard, Projector, ColourBlind, Dark };
inline constexpr std::array<Palette, 4> kPalettes{Palette::Standard, Palette::Projector, Palette::ColourBlind, Palette::Dark};

// The command line's and the settings' names: standard, projector, colourblind, dark.
const char* paletteId(Palette p);
std::optional<Palette> paletteFromId(std::string_view id);
// Translated, for menus (context "Palette").
QString paletteName(Palette p);

// The palette every painter uses from now on (one per program, like the application's QPalette).
void setPalette(Palette p);
Palette currentPalette();

// The Okabe–Ito colours (Okabe & Ito 2008), for the colour-blind palette and its test.
inline constexpr std::array<unsigned, 8> kOkabeIto{0x000000, 0xE69F00, 0x56B4E9, 0x009E73,
                                                   0xF0E442, 0x0072B2, 0xD55E00, 0xCC79A7};

} // namespace diagrams

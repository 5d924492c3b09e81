#pragma once
// The legend's parts, shared by its files and nobody else (the public functions are in
// world_painter.h): its texts in every language shown (legend_text.cpp), the rows a world's legend
// lists (legend_rows.cpp), their measures (legend_size.cpp); legend.cpp paints and hit-tests them.
#include "overlay_options.h"
#include "world_painter.h"

#include <QFont>
#include <QFontMetricsF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <vector>

namespace diagrams::legend_parts {

using steer::ItemKind;

constexpr qreal kLegendFontPx = 15.0;
constexpr qreal kRowPx = 24.0;
constexpr qreal kSwatchPx = 34.0;
constexpr qreal kPadPx = 10.0;

// ---- Texts (legend_text.cpp) ----
extern const char* const kTitleSource;
extern const char* const kGhostSource;
extern const char* const kScaleSource; // "vector scale ×%1"
const char* pointerSource(const OverlayOptions& o);
QString legendName(ItemKind k);
QString rowText(ItemKind k);
QString scaleText(double scale);
QString ghostText();
QString pointerText(const OverlayOptions& o);
qsizetype extraLines(const OverlayOptions& o);
bool bilingual(const OverlayOptions& o);
QStringList secondOf(const char* context, const char* source, const QString& first, const OverlayOptions& o);
QString textIn(const QString& language, const char* context, const char* source, const OverlayOptions& o);
// The vector scale's line in one language (empty: the interface language's).
QString scaleTextIn(const QString& language, const OverlayOptions& o);
QString kindNameIn(ItemKind k, const QString& language, const OverlayOptions& o);
QStringList secondText(ItemKind k, const OverlayOptions& o);
QStringList secondScaleText(const OverlayOptions& o);
qreal widestOf(const QFontMetricsF& fm, const QStringList& lines);
qreal rowHeight(const OverlayOptions& o);
QFont titleFont(const OverlayOptions& o);
QString legendWord();
QString compactSymbol(ItemKind k);
QString compactScaleText(double scale);

// ---- Rows (legend_rows.cpp) ----
// What one legend shows: the kinds drawn, whether the next step's ghost is drawn, and whether the
// pointer target (a scenario following the mouse) is.
struct LegendRows {
    std::vector<ItemKind> kinds;
    bool ghost = false;
    bool pointer = false;
    std::vector<ItemKind> focused; // the rows of the rule in focus (a click on one focuses it)
    bool empty() const { return kinds.empty(); }
    // Lines under the title: the kinds, the ghost, the pointer target, the vector scale.
    std::size_t lines() const { return kinds.size() + (ghost ? 1 : 0) + (pointer ? 1 : 0) + 1; }
};
LegendRows legendRows(const steer::World& w, int selected, const OverlayOptions& o);

// ---- Measures (legend_size.cpp) ----
struct CompactMetrics {
    qreal pad, row, swatch, gap, fold;
};
CompactMetrics compactMetrics(const OverlayOptions& o);
QSizeF chipSize(const OverlayOptions& o);
qreal legendColumnWidth(const LegendRows& rows, const OverlayOptions& o);
// The title spans the whole box, over every column, wrapped to the columns' width (it is longer
// than most rows, and must not make a single column wider).
struct TitleBlock {
    QStringList first;
    QStringList second;
    qreal width = 0;
    qreal height = 0;
};
TitleBlock titleBlock(const OverlayOptions& o, qreal width);
int linesPerColumn(std::size_t lines, int columns);
// The columns a legend of these rows is laid out in: one when compact or folded, else `columns`
// within 1 .. its lines.
int legendColumns(const LegendRows& rows, const OverlayOptions& o, int columns);
QSizeF legendSizeFor(const LegendRows& rows, const OverlayOptions& o, int columns = 1);

} // namespace diagrams::legend_parts

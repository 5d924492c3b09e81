// The legend's measures: its box in each form (full in columns, compact, folded chip), remembered.
#include "legend_parts.h"

#include "paint_kit.h"
#include "palette.h"
#include "scenarios.h"

#include <algorithm>
#include <utility>

namespace diagrams {
namespace legend_parts {

CompactMetrics compactMetrics(const OverlayOptions& o)
{
    const qreal ui = o.uiScale;
    // Rows and glyphs a little tighter than the full legend's: one line of text each, no second.
    return {6 * ui, kRowPx * 0.875 * ui, kSwatchPx * 0.8 * ui, 6 * ui, kRowPx * 0.8 * ui};
}

// The folded chip: the word and a ▸, one row high.
QSizeF chipSize(const OverlayOptions& o)
{
    const CompactMetrics m = compactMetrics(o);
    return {2 * m.pad + QFontMetricsF(titleFont(o)).horizontalAdvance(legendWord()) + m.gap + m.fold, m.row + m.pad};
}

qreal legendColumnWidth(const LegendRows& rows, const OverlayOptions& o)
{
    const qreal ui = o.uiScale;
    const QFontMetricsF fm(classroomFont(kLegendFontPx * ui));
    qreal textW = fm.horizontalAdvance(scaleText(o.vectorScale)) - (kSwatchPx + 8) * ui;
    textW = std::max(textW, widestOf(fm, secondScaleText(o)) - (kSwatchPx + 8) * ui);
    for (ItemKind k : rows.kinds)
        textW = std::max({textW, fm.horizontalAdvance(rowText(k)), widestOf(fm, secondText(k, o))});
    if (rows.ghost)
        textW = std::max({textW, fm.horizontalAdvance(ghostText()),
                          widestOf(fm, secondOf("Legend", kGhostSource, ghostText(), o))});
    if (rows.pointer)
        textW = std::max({textW, fm.horizontalAdvance(pointerText(o)),
                          widestOf(fm, secondOf("Legend", pointerSource(o), pointerText(o), o))});
    return (kSwatchPx + 8) * ui + textW + 2;
}

namespace {
// Greedy wrap into lines at most `width` wide: between words, or between characters for a text
// without spaces (Chinese). A single word wider than `width` keeps a line of its own.
QStringList wrapText(const QString& text, const QFontMetricsF& fm, qreal width)
{
    const bool words = text.contains(QLatin1Char(' '));
    const QStringList pieces = words ? text.split(QLatin1Char(' ')) : [&] {
        QStringList chars;
        for (const QChar c : text)
            chars << QString(c);
        return chars;
    }();
    QStringList lines;
    QString line;
    for (const QString& piece : pieces) {
        const QString joined = line.isEmpty() ? piece : line + (words ? QStringLiteral(" ") : QString()) + piece;
        if (line.isEmpty() || fm.horizontalAdvance(joined) <= width) {
            line = joined;
        } else {
            lines << line;
            line = piece;
        }
    }
    if (!line.isEmpty())
        lines << line;
    return lines;
}

} // namespace

TitleBlock titleBlock(const OverlayOptions& o, qreal width)
{
    const qreal ui = o.uiScale;
    const QFontMetricsF bold(titleFont(o));
    const QFontMetricsF small(classroomFont(kLegendFontPx * 0.85 * ui));
    TitleBlock t;
    t.first = wrapText(legendTitle(), bold, width);
    for (const QString& second : secondOf("Legend", kTitleSource, legendTitle(), o))
        if (!second.isEmpty())
            t.second += wrapText(second, small, width);
    for (const QString& l : t.first)
        t.width = std::max(t.width, bold.horizontalAdvance(l) + 2);
    for (const QString& l : t.second)
        t.width = std::max(t.width, small.horizontalAdvance(l) + 2);
    t.height = (qreal(t.first.size()) + 0.8 * qreal(t.second.size())) * kRowPx * ui + 2 * ui;
    return t;
}

int linesPerColumn(std::size_t lines, int columns) { return int((lines + std::size_t(columns) - 1) / std::size_t(columns)); }

namespace {
QSizeF measureCompact(const LegendRows& rows, const OverlayOptions& o)
{
    const CompactMetrics m = compactMetrics(o);
    const QFontMetricsF fm(classroomFont(kLegendFontPx * o.uiScale));
    qreal symbols = fm.horizontalAdvance(compactScaleText(o.vectorScale)) - m.swatch - m.gap;
    for (ItemKind k : rows.kinds)
        symbols = std::max(symbols, fm.horizontalAdvance(compactSymbol(k)));
    const qreal header = QFontMetricsF(titleFont(o)).horizontalAdvance(legendWord()) + m.gap + m.fold;
    return {2 * m.pad + std::max(header, m.swatch + m.gap + symbols + 2), 2 * m.pad + m.row * qreal(1 + rows.lines())};
}

QSizeF measureLegend(const LegendRows& rows, const OverlayOptions& o, int columns)
{
    if (o.legendFolded)
        return chipSize(o);
    if (o.legendForm == LegendForm::Compact)
        return measureCompact(rows, o);
    const qreal ui = o.uiScale;
    const qreal colW = legendColumnWidth(rows, o);
    const qreal gap = 2 * kPadPx * ui;
    const qreal columnsWidth = colW * columns + gap * (columns - 1);
    const TitleBlock title = titleBlock(o, columnsWidth);
    return {kPadPx * 2 * ui + std::max(columnsWidth, title.width),
            kPadPx * 2 * ui + title.height + rowHeight(o) * qreal(linesPerColumn(rows.lines(), columns))};
}

// Everything a legend's size depends on. The language is in the title's wording, the palette in
// its number (its label sizes are already in uiScale).
struct SizeKey {
    KindSet kinds;
    bool ghost = false;
    bool pointer = false;
    bool live = false; // the pointer row says "drag it" only in a live view (pointerText)
    int columns = 1;
    double uiScale = 1;
    double vectorScale = 1;
    QStringList second;
    bool translates = false;
    QString title;
    int palette = 0;
    LegendForm form = LegendForm::Full;
    bool folded = false;
    bool operator==(const SizeKey&) const = default;
};

} // namespace

// Measuring the texts is most of what a legend costs, and a view asks for the same few sizes
// every frame (its placement tries several columns and text sizes): sizes are remembered.
QSizeF legendSizeFor(const LegendRows& rows, const OverlayOptions& o, int columns)
{
    if (rows.empty())
        return {};
    columns = legendColumns(rows, o, columns);
    SizeKey key;
    key.form = o.legendForm;
    key.folded = o.legendFolded;
    for (ItemKind k : rows.kinds)
        key.kinds.set(std::size_t(k));
    key.ghost = rows.ghost;
    key.pointer = rows.pointer;
    key.live = o.live;
    key.columns = columns;
    key.uiScale = o.uiScale;
    key.vectorScale = o.vectorScale;
    key.second = o.extraLanguages;
    key.translates = o.translateIn != nullptr;
    key.title = legendTitle();
    key.palette = int(currentPalette());
    static thread_local std::vector<std::pair<SizeKey, QSizeF>> known;
    for (const auto& [k, size] : known)
        if (k == key)
            return size;
    const QSizeF size = measureLegend(rows, o, columns);
    if (known.size() >= 64)
        known.erase(known.begin());
    known.emplace_back(std::move(key), size);
    return size;
}

int legendColumns(const LegendRows& rows, const OverlayOptions& o, int columns)
{
    return o.legendFolded || o.legendForm == LegendForm::Compact ? 1 : std::clamp(columns, 1, int(rows.lines()));
}

} // namespace legend_parts

using namespace legend_parts;

QSizeF legendSize(const steer::World& w, int selected, const OverlayOptions& o, int columns)
{
    if (!o.legend)
        return {};
    return legendSizeFor(legendRows(w, selected, o), o, columns);
}

QSizeF legendReserve(const steer::World& w, const OverlayOptions& o, int columns)
{
    if (!o.legend)
        return {};
    LegendRows rows;
    KindSet possible = kindsPossible(w);
    // A seeking vehicle keeps a row for flee's force too: seek and flee (and their callers, pursue
    // and evade) are switched for each other in the Behaviours panel, and the stage keeps its size.
    if (possible.test(std::size_t(ItemKind::DesiredVelocity)))
        possible.set(std::size_t(ItemKind::FleeForce));
    possible &= o.visible;
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (possible.test(std::size_t(k)))
            rows.kinds.push_back(ItemKind(k));
    rows.ghost = true;
    rows.pointer = steer::scenarioInfo(w.scenario).usesPointer;
    return legendSizeFor(rows, o, columns);
}

qreal legendMaxWidth(const OverlayOptions& o)
{
    LegendRows rows;
    for (int k = 0; k < steer::kItemKindCount; ++k)
        rows.kinds.push_back(ItemKind(k));
    rows.ghost = true;
    rows.pointer = true;
    return legendSizeFor(rows, o, 1).width();
}

} // namespace diagrams

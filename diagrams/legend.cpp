// The legend and the whole-frame layout used by exports (world_painter.h).
#include "world_painter.h"
#include "picture.h"

#include "overlay_hit.h"

#include "item_kinds.h"
#include "overlay_geometry.h"
#include "paint_kit.h"
#include "palette.h"
#include "behaviours/behaviour_table.h"
#include "scenarios.h"
#include "stage_fit.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPaintEngine>

#include <algorithm>
#include <bitset>
#include <functional>
#include <vector>

namespace diagrams {

namespace {

using steer::ItemKind;

constexpr qreal kLegendFontPx = 15.0;
constexpr qreal kRowPx = 24.0;
constexpr qreal kSwatchPx = 34.0;
constexpr qreal kPadPx = 10.0;

// A longer legend text (context "Legend") for a kind whose bare name would leave its shape on
// the stage unexplained (issue #14), or null.
const char* legendSource(ItemKind k) { return itemKindRow(k).legendName; }

QString legendName(ItemKind k)
{
    const char* source = legendSource(k);
    return source ? QCoreApplication::translate("Legend", source) : kindName(k);
}

QString rowText(ItemKind k)
{
    const char* label = styleFor(k).label;
    // No symbol, or a symbol that is the name itself ("feeler  feeler" in English): the name alone.
    if (label[0] == '\0' || legendName(k) == QString::fromUtf8(label))
        return legendName(k);
    return QStringLiteral("%1  %2").arg(QString::fromUtf8(label), legendName(k));
}

QString scaleText(double scale)
{
    return QCoreApplication::translate("Legend", "vector scale ×%1").arg(scale, 0, 'g', 3);
}

const char* const kTitleSource = QT_TRANSLATE_NOOP("Legend", "Next step: vectors from the position shown");
const char* const kGhostSource = QT_TRANSLATE_NOOP("Legend", "ghost: position after the step");

// In the window the target can be dragged; a picture's legend only names it.
const char* const kPointerLiveSource = QT_TRANSLATE_NOOP("Legend", "pointer target: drag it");
const char* const kPointerPictureSource = QT_TRANSLATE_NOOP("Legend", "pointer target");
const char* pointerSource(const OverlayOptions& o) { return o.live ? kPointerLiveSource : kPointerPictureSource; }

QString ghostText() { return QCoreApplication::translate("Legend", kGhostSource); }
QString pointerText(const OverlayOptions& o) { return QCoreApplication::translate("Legend", pointerSource(o)); }

// The extra languages' lines under each text (none without the app's catalogues).
qsizetype extraLines(const OverlayOptions& o) { return o.translateIn ? o.extraLanguages.size() : 0; }
bool bilingual(const OverlayOptions& o) { return extraLines(o) > 0; }

// A legend text in each extra language, in order; an entry is empty where it would only repeat the
// first line (each language keeps its line, so a column reads the same language all the way down).
QStringList secondOf(const char* context, const char* source, const QString& first, const OverlayOptions& o)
{
    QStringList lines;
    if (!bilingual(o))
        return lines;
    for (const QString& code : o.extraLanguages) {
        const QString s = o.translateIn(code, context, source);
        lines << (s == first ? QString() : s);
    }
    return lines;
}

// A legend text in one language (empty: the interface language's own). The compact legend's
// tooltips loop over o.extraLanguages through this, as the full legend's extra lines do.
QString textIn(const QString& language, const char* context, const char* source, const OverlayOptions& o)
{
    if (language.isEmpty() || !o.translateIn)
        return QCoreApplication::translate(context, source);
    return o.translateIn(language, context, source);
}

// A kind's name as its full-legend row writes it, in one language (empty: the interface's).
QString kindNameIn(ItemKind k, const QString& language, const OverlayOptions& o)
{
    if (const char* source = legendSource(k))
        return textIn(language, "Legend", source, o);
    return textIn(language, "ItemKind", kindSourceName(k), o);
}

QStringList secondText(ItemKind k, const OverlayOptions& o)
{
    if (const char* source = legendSource(k))
        return secondOf("Legend", source, legendName(k), o);
    return secondOf("ItemKind", kindSourceName(k), kindName(k), o);
}

QStringList secondScaleText(const OverlayOptions& o)
{
    QStringList lines;
    if (!bilingual(o))
        return lines;
    for (const QString& code : o.extraLanguages) {
        const QString s = o.translateIn(code, "Legend", "vector scale ×%1").arg(o.vectorScale, 0, 'g', 3);
        lines << (s == scaleText(o.vectorScale) ? QString() : s);
    }
    return lines;
}

// The widest of a text's lines in the extra languages.
qreal widestOf(const QFontMetricsF& fm, const QStringList& lines)
{
    qreal w = 0;
    for (const QString& l : lines)
        w = std::max(w, fm.horizontalAdvance(l));
    return w;
}

// A row is taller by 0.7 of a row for each extra language under the first.
qreal rowHeight(const OverlayOptions& o) { return kRowPx * (1 + 0.7 * qreal(extraLines(o))) * o.uiScale; }

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

LegendRows legendRows(const steer::World& w, int selected, const OverlayOptions& o)
{
    LegendRows rows;
    const KindSet shown = kindsDrawn(w, selected, o);
    for (int k = 0; k < steer::kItemKindCount; ++k)
        if (shown.test(std::size_t(k)))
            rows.kinds.push_back(ItemKind(k));
    rows.ghost = o.ghost && !rows.kinds.empty() && nextStepGhost(w, selected).has_value();
    rows.pointer = !rows.kinds.empty() && steer::scenarioInfo(w.scenario).usesPointer; // as paintPointerTarget
    if (o.focus)
        for (ItemKind k : rows.kinds)
            if (legendRule(w, selected, k) == o.focus)
                rows.focused.push_back(k);
    return rows;
}

QFont titleFont(const OverlayOptions& o) { return classroomFont(kLegendFontPx * o.uiScale, true); }

// The compact legend (issue #31): a header "Legend ▾" that folds it, then one row per line of the
// full legend with its glyph and the symbol the formulas and the stage's labels use; a kind the
// stage does not label gets the parameter or word the formulas name it by. No names: they are the
// rows' hover tooltips (legendRowNames), in every language shown.
const char* const kLegendWordSource = QT_TRANSLATE_NOOP("Legend", "Legend");
QString legendWord() { return QCoreApplication::translate("Legend", kLegendWordSource); }

QString compactSymbol(ItemKind k)
{
    const ItemKindRow& row = itemKindRow(k);
    return QString::fromUtf8(row.style.label[0] != '\0' ? row.style.label : row.word);
}

QString compactScaleText(double scale) { return QStringLiteral("×%1").arg(scale, 0, 'g', 3); }

struct CompactMetrics {
    qreal pad, row, swatch, gap, fold;
};
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

} // namespace

QString legendTitle() { return QCoreApplication::translate("Legend", kTitleSource); }

KindSet kindsPresent(const steer::World& w)
{
    KindSet present;
    for (const auto& ex : w.explanations) {
        if (ex.updated && ex.update.steered)
            present.set(std::size_t(ItemKind::TotalForce));
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            for (const auto& item : ex.calls[c].items)
                present.set(std::size_t(steer::shownKind(ex, c, item)));
    }
    return present;
}

namespace {

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

// The title spans the whole box, over every column, wrapped to the columns' width (it is longer
// than most rows, and must not make a single column wider).
struct TitleBlock {
    QStringList first;
    QStringList second;
    qreal width = 0;
    qreal height = 0;
};

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

// Measuring the texts is most of what a legend costs, and a view asks for the same few sizes
// every frame (its placement tries several columns and text sizes): sizes are remembered.
QSizeF legendSizeFor(const LegendRows& rows, const OverlayOptions& o, int columns = 1)
{
    if (rows.empty())
        return {};
    columns = o.legendFolded || o.legendForm == LegendForm::Compact ? 1 : std::clamp(columns, 1, int(rows.lines()));
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

} // namespace

QSizeF legendSize(const steer::World& w, int selected, const OverlayOptions& o, int columns)
{
    if (!o.legend)
        return {};
    return legendSizeFor(legendRows(w, selected, o), o, columns);
}

namespace {
// The kinds one call of `b` can show, and those of the calls it makes in turn, as the behaviour
// table lists them; a steering force is named as shownKind names it, `force` being this call's name.
void addCallKinds(KindSet& kinds, steer::Behaviour b, ItemKind force)
{
    using steer::Behaviour;
    const steer::BehaviourRow& row = steer::behaviourRow(b);
    for (ItemKind k : row.kinds)
        kinds.set(std::size_t(k == ItemKind::SteeringForce ? force : k));
    for (Behaviour inner : row.calls) {
        // As forceKindOf: the flock's separation flees and cohesion seek have names of their own, an
        // avoid circle's force is avoid's, the other nested calls' (pursue's seek) are a plain F.
        ItemKind innerForce = ItemKind::SteeringForce;
        if (b == Behaviour::Flock)
            innerForce = inner == Behaviour::Flee ? ItemKind::SeparationForce : ItemKind::CohesionForce;
        else if (b == Behaviour::Avoid)
            innerForce = force;
        addCallKinds(kinds, inner, innerForce);
    }
}

// As forceKindOf names the force of a call a vehicle's program makes, `calls` calls in all:
// the flock's is its alignment; wander's and avoid's get their own names beside another call
// (AvoidTest: wander + avoid).
ItemKind programCallForce(steer::Behaviour b, std::size_t calls)
{
    using steer::Behaviour;
    if (b == Behaviour::Flock)
        return ItemKind::Alignment;
    if (calls >= 2 && b == Behaviour::Wander)
        return ItemKind::WanderForce;
    if (calls >= 2 && b == Behaviour::Avoid)
        return ItemKind::AvoidForce;
    return ItemKind::SteeringForce;
}
} // namespace

KindSet kindsPossible(const steer::World& w)
{
    KindSet k;
    k.set(std::size_t(ItemKind::TotalForce)); // every steered vehicle's update
    // The calls the vehicles' programs make now (the Behaviours panel and --behaviours change them;
    // for the demos as set up these are the scenario's own). Each behaviour once as a sole call and
    // once beside others is enough (a swarm has 10 000 vehicles with the same program).
    std::bitset<2 * steer::kBehaviourCount> seen;
    for (const auto& v : w.vehicles) {
        const auto calls = std::size_t(std::count_if(v.program.begin(), v.program.end(),
                                                     [](const steer::BehaviourCall& c) { return c.enabled; }));
        for (const auto& c : v.program) {
            const std::size_t key = std::size_t(c.behaviour) * 2 + (calls >= 2 ? 1 : 0);
            if (!c.enabled || seen.test(key))
                continue;
            seen.set(key);
            addCallKinds(k, c.behaviour, programCallForce(c.behaviour, calls));
        }
    }
    return k;
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

namespace {

void drawGlyph(QPainter& p, ItemKind k, QPointF left, qreal swatch, qreal ui)
{
    const KindStyle& st = styleFor(k);
    p.setBrush(Qt::NoBrush);
    p.setPen(screenPen(st.color, std::min<qreal>(st.width, 3.5) * ui, 1.0, st.pen));
    const qreal cy = left.y();
    const qreal x0 = left.x();
    switch (itemKindRow(k).glyph) {
    case Glyph::Arrow:
        drawArrow(p, QPointF(x0, cy), QPointF(x0 + swatch, cy), 10.0 * ui, 1.0, st.head == Head::Open);
        break;
    case Glyph::Line:
        p.drawLine(QPointF(x0, cy), QPointF(x0 + swatch, cy));
        break;
    case Glyph::Circle:
        p.drawEllipse(QPointF(x0 + swatch / 2, cy), 8.0 * ui, 8.0 * ui);
        break;
    case Glyph::Cross: { // cross hairs, as drawPointMarker draws a target on the stage
        const QPointF c(x0 + swatch / 2, cy);
        p.drawEllipse(c, 5.0 * ui, 5.0 * ui);
        p.drawLine(c - QPointF(8.0 * ui, 0), c + QPointF(8.0 * ui, 0));
        p.drawLine(c - QPointF(0, 8.0 * ui), c + QPointF(0, 8.0 * ui));
        break;
    }
    case Glyph::Point:
        p.drawEllipse(QPointF(x0 + swatch / 2, cy), 5.0 * ui, 5.0 * ui);
        p.setBrush(st.color);
        p.drawEllipse(QPointF(x0 + swatch / 2, cy), 2.0 * ui, 2.0 * ui);
        p.setBrush(Qt::NoBrush);
        break;
    }
}

// The ghost as paintVehicles draws it: a dashed outline of the vehicle's triangle.
void drawGhostGlyph(QPainter& p, QPointF left, qreal swatch, qreal ui)
{
    const qreal s = std::min(swatch / 24.0, 1.2 * ui);
    const QPointF c(left.x() + swatch / 2, left.y());
    p.setBrush(Qt::NoBrush);
    p.setPen(screenPen(stageStyle().ghost, 1.5 * ui, 1.0, Qt::DashLine));
    p.drawPolygon(QPolygonF({c + QPointF(10, 0) * s, c + QPointF(-10, 5) * s, c + QPointF(-10, -5) * s}));
}

// The pointer target as paintPointerTarget draws it: a ring with four ticks, in its own red.
void drawPointerGlyph(QPainter& p, QPointF left, qreal swatch, qreal ui)
{
    const QPointF c(left.x() + swatch / 2, left.y());
    const qreal r = 6.0 * ui;
    p.setBrush(Qt::NoBrush);
    p.setPen(screenPen(QColor(0xd0, 0x20, 0x50), 2.0 * ui, 1.0));
    p.drawEllipse(c, r, r);
    p.drawLine(c - QPointF(r * 1.7, 0), c - QPointF(r * 0.5, 0));
    p.drawLine(c + QPointF(r * 0.5, 0), c + QPointF(r * 1.7, 0));
    p.drawLine(c - QPointF(0, r * 1.7), c - QPointF(0, r * 0.5));
    p.drawLine(c + QPointF(0, r * 0.5), c + QPointF(0, r * 1.7));
}

// The fold control, drawn (no font needs the glyph): ▾ on an open legend (a click folds it), ▸ on
// the folded chip (a click unfolds it).
void drawFoldTriangle(QPainter& p, const QRectF& zone, bool folded)
{
    const QPointF c = zone.center();
    const qreal r = std::min(zone.width(), zone.height()) * 0.3;
    const QPolygonF t = folded ? QPolygonF({c + QPointF(-0.6 * r, -r), c + QPointF(-0.6 * r, r), c + QPointF(r, 0)})
                               : QPolygonF({c + QPointF(-r, -0.6 * r), c + QPointF(r, -0.6 * r), c + QPointF(0, r)});
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(stageStyle().mutedInk);
    p.drawPolygon(t);
    p.restore();
}

void drawCard(QPainter& p, const QRectF& box)
{
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(stageStyle().cardBorder, 1.0));
    p.setBrush(stageStyle().card);
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
}

// The full legend's fold control: a small ▾ in the top right corner's padding, above the title's
// first line and right of its wrap width, so the box keeps the size it had before it.
QRectF fullFoldZone(const QRectF& box, const OverlayOptions& o)
{
    const qreal pad = kPadPx * o.uiScale;
    return {box.right() - 1.7 * pad, box.top() + 0.1 * pad, 1.6 * pad, 1.6 * pad}; // a ▾ about 8 px high
}

// Where the compact legend's header (the fold control) and its rows lie in `box`.
QRectF compactHeader(const QRectF& box, const OverlayOptions& o)
{
    const CompactMetrics m = compactMetrics(o);
    return {box.left(), box.top(), box.width(), m.pad + m.row};
}

void drawChip(QPainter& p, const QRectF& box, const OverlayOptions& o)
{
    p.save();
    drawCard(p, box);
    const CompactMetrics m = compactMetrics(o);
    const QFont font = titleFont(o);
    const QFontMetricsF fm(font);
    p.setFont(font);
    p.setPen(stageStyle().ink);
    const qreal cy = box.center().y();
    p.drawText(QPointF(box.left() + m.pad, cy + fm.ascent() / 2 - fm.descent() / 2), legendWord());
    drawFoldTriangle(p, QRectF(box.right() - m.pad - m.fold, cy - m.fold / 2, m.fold, m.fold), true);
    p.restore();
}

void drawCompactBox(QPainter& p, const QRectF& box, const LegendRows& rows, const OverlayOptions& o)
{
    p.save();
    drawCard(p, box);
    const CompactMetrics m = compactMetrics(o);
    const qreal ui = o.uiScale;
    const QFont bold = titleFont(o);
    const QFont font = classroomFont(kLegendFontPx * ui);
    const QFontMetricsF fm(font);
    const qreal baseline = fm.ascent() / 2 - fm.descent() / 2;
    const qreal x0 = box.left() + m.pad;
    qreal cy = box.top() + m.pad + m.row / 2;
    p.setFont(bold);
    p.setPen(stageStyle().ink);
    p.drawText(QPointF(x0, cy + baseline), legendWord());
    if (o.live) // a control: a picture, which nobody can click, has none
        drawFoldTriangle(p, QRectF(box.right() - m.pad - m.fold, cy - m.fold / 2, m.fold, m.fold), false);
    p.setFont(font);
    const QPointF symbolAt(x0 + m.swatch + m.gap, 0);
    for (ItemKind k : rows.kinds) {
        cy += m.row;
        if ((o.highlightKind && *o.highlightKind == k) ||
            std::find(rows.focused.begin(), rows.focused.end(), k) != rows.focused.end()) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 220, 80, 120));
            p.drawRect(QRectF(box.left() + m.pad / 2, cy - m.row / 2, box.width() - m.pad, m.row));
        }
        drawGlyph(p, k, QPointF(x0, cy), m.swatch, ui);
        p.setPen(stageStyle().ink);
        p.drawText(QPointF(symbolAt.x(), cy + baseline), compactSymbol(k));
    }
    if (rows.ghost) {
        cy += m.row;
        drawGhostGlyph(p, QPointF(x0, cy), m.swatch, ui);
    }
    if (rows.pointer) {
        cy += m.row;
        drawPointerGlyph(p, QPointF(x0, cy), m.swatch, ui);
    }
    cy += m.row;
    p.setPen(stageStyle().ink);
    p.drawText(QPointF(x0, cy + baseline), compactScaleText(o.vectorScale));
    p.restore();
}

void drawLegendBox(QPainter& p, const QRectF& box, const LegendRows& rows, const OverlayOptions& o, int columns)
{
    if (o.legendFolded) {
        drawChip(p, box, o);
        return;
    }
    if (o.legendForm == LegendForm::Compact) {
        drawCompactBox(p, box, rows, o);
        return;
    }
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(stageStyle().cardBorder, 1.0));
    p.setBrush(stageStyle().card);
    p.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    const qreal ui = o.uiScale;
    const qreal row = rowHeight(o);
    if (o.live) // a control: a picture, which nobody can click, has none
        drawFoldTriangle(p, fullFoldZone(box, o), false);
    const qreal swatch = kSwatchPx * ui;
    // With a second language, the glyph and first line sit in the upper part of the row and the
    // second language, smaller and grey, under the first.
    const qreal firstLine = bilingual(o) ? kRowPx * ui / 2 + 2 * ui : row / 2;
    const QFont secondFont = classroomFont(kLegendFontPx * 0.85 * ui);
    const QFont font = classroomFont(kLegendFontPx * ui);
    const QFontMetricsF fm(font);
    const qreal baseline = fm.ascent() / 2 - fm.descent() / 2;
    auto second = [&](QPointF at, const QStringList& lines) { // each extra language on a line of its own
        p.save();
        p.setFont(secondFont);
        p.setPen(stageStyle().mutedInk);
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (!lines[i].isEmpty())
                p.drawText(at + QPointF(0, kRowPx * ui * 0.8 * qreal(i + 1)), lines[i]);
        p.restore();
    };

    // The title: what the vectors are (the next step) and where they start; the second language's
    // lines under the first's.
    const qreal top = box.top() + kPadPx * ui;
    const qreal columnStep = legendColumnWidth(rows, o) + 2 * kPadPx * ui;
    const TitleBlock title = titleBlock(o, columnStep * columns - 2 * kPadPx * ui);
    const qreal titleLine = kRowPx * ui;
    qreal ty = top + titleLine / 2 + baseline;
    p.setFont(titleFont(o));
    p.setPen(stageStyle().ink);
    for (const QString& l : title.first) {
        p.drawText(QPointF(box.left() + kPadPx * ui, ty), l);
        ty += titleLine;
    }
    p.setFont(secondFont);
    p.setPen(stageStyle().mutedInk);
    ty -= titleLine * 0.2;
    for (const QString& l : title.second) {
        p.drawText(QPointF(box.left() + kPadPx * ui, ty), l);
        ty += titleLine * 0.8;
    }
    p.setFont(font);

    const int perColumn = linesPerColumn(rows.lines(), columns);
    const qreal columnsTop = top + title.height;
    qreal y = columnsTop;
    qreal x0 = box.left() + kPadPx * ui;
    int line = 0;
    auto nextLine = [&] {
        if (line > 0 && line % perColumn == 0) {
            x0 += columnStep;
            y = columnsTop;
        }
        ++line;
    };
    for (ItemKind k : rows.kinds) {
        nextLine();
        const qreal cy = y + firstLine;
        if ((o.highlightKind && *o.highlightKind == k) ||
            std::find(rows.focused.begin(), rows.focused.end(), k) != rows.focused.end()) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 220, 80, 120));
            p.drawRect(QRectF(x0 - kPadPx * ui / 2, y, columnStep - kPadPx * ui, row));
        }
        drawGlyph(p, k, QPointF(x0, cy), swatch, ui);
        p.setPen(stageStyle().ink);
        const QPointF textAt(x0 + swatch + 8 * ui, cy + baseline);
        p.drawText(textAt, rowText(k));
        second(textAt, secondText(k, o));
        y += row;
    }
    // The lines after the kinds: a mark drawn as the stage draws it, its text, the second language.
    auto markRow = [&](void (*glyph)(QPainter&, QPointF, qreal, qreal), const QString& text, const char* source) {
        nextLine();
        const qreal cy = y + firstLine;
        glyph(p, QPointF(x0, cy), swatch, ui);
        p.setPen(stageStyle().ink);
        const QPointF textAt(x0 + swatch + 8 * ui, cy + baseline);
        p.drawText(textAt, text);
        second(textAt, secondOf("Legend", source, text, o));
        y += row;
    };
    if (rows.ghost)
        markRow(drawGhostGlyph, ghostText(), kGhostSource);
    if (rows.pointer)
        markRow(drawPointerGlyph, pointerText(o), pointerSource(o));
    nextLine();
    p.setPen(stageStyle().ink);
    const QPointF scaleAt(x0, y + firstLine + baseline);
    p.drawText(scaleAt, scaleText(o.vectorScale));
    second(scaleAt, secondScaleText(o));
    p.restore();
}

} // namespace

void paintLegend(QPainter& p, const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o,
                 int columns)
{
    if (!o.legend)
        return;
    const LegendRows rows = legendRows(w, selected, o);
    columns = o.legendFolded || o.legendForm == LegendForm::Compact ? 1 : std::clamp(columns, 1, int(rows.lines()));
    const QSizeF size = legendSizeFor(rows, o, columns);
    if (size.isEmpty())
        return;
    // At the top right of the area the caller kept free for it (beside or under the stage).
    const QRectF box(area.right() - size.width(), area.top(), size.width(), size.height());
    const bool vector = p.paintEngine() && (p.paintEngine()->type() == QPaintEngine::SVG
                                            || p.paintEngine()->type() == QPaintEngine::Pdf
                                            || p.paintEngine()->type() == QPaintEngine::Picture);
    if (vector) {
        drawLegendBox(p, box, rows, o, columns);
        return;
    }
    // Text shaping is the dearest part of a frame; the legend changes rarely, so it is drawn once
    // into an image and reused until its rows, texts or sizes change. A few legends are kept: in
    // the flock a row comes and goes as neighbours come within tooCloseDist and leave, and each
    // return drew the legend anew (2.5 % of a played frame).
    struct Kept {
        QString key;
        QImage image;
    };
    static thread_local std::vector<Kept> kept; // most recently used last
    QString key = QString::number(columns) + QLatin1Char('|') + QString::number(o.uiScale) + QLatin1Char('|')
        + QString::number(size.width()) + QLatin1Char('|')
        + (o.highlightKind ? QString::number(int(*o.highlightKind)) : QString()) + QLatin1Char('|')
        + scaleText(o.vectorScale) + QLatin1Char('|') + legendTitle() + (rows.ghost ? ghostText() : QString())
        + QLatin1Char('|') + (rows.pointer ? pointerText(o) : QString());
    key += QLatin1Char('|') + o.extraLanguages.join(QLatin1Char(',')) + QLatin1Char('|') + QString::number(int(currentPalette()));
    key += QLatin1Char('|') + QString::number(int(o.legendForm)) + QString::number(int(o.legendFolded)) + legendWord();
    key += o.live ? QStringLiteral("|live") : QStringLiteral("|picture"); // only a live legend has the fold control
    for (ItemKind k : rows.kinds)
        key += QLatin1Char('|') + rowText(k);
    for (ItemKind k : rows.focused)
        key += QStringLiteral("|focus") + QString::number(int(k));
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    key += QLatin1Char('|') + QString::number(dpr);
    auto found = std::find_if(kept.begin(), kept.end(), [&key](const Kept& k) { return k.key == key; });
    if (found == kept.end()) {
        if (kept.size() >= 8)
            kept.erase(kept.begin());
        QImage image((size * dpr).toSize() + QSize(1, 1), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(Qt::transparent);
        QPainter cp(&image);
        drawLegendBox(cp, QRectF(QPointF(0, 0), size), rows, o, columns);
        cp.end();
        kept.push_back({std::move(key), std::move(image)});
    } else if (found != kept.end() - 1) {
        std::rotate(found, found + 1, kept.end());
    }
    const QImage& cache = kept.back().image;
    p.drawImage(box.topLeft(), cache);
}

LegendHit legendRowAt(const QRectF& area, const steer::World& w, int selected, const OverlayOptions& o, int columns,
                      QPointF pos)
{
    LegendHit hit;
    if (!o.legend)
        return hit;
    const LegendRows rows = legendRows(w, selected, o);
    columns = o.legendFolded || o.legendForm == LegendForm::Compact ? 1 : std::clamp(columns, 1, int(rows.lines()));
    const QSizeF size = legendSizeFor(rows, o, columns);
    if (size.isEmpty())
        return hit;
    // The box and rows as paintLegend and drawLegendBox place them.
    const QRectF box(area.right() - size.width(), area.top(), size.width(), size.height());
    hit.inBox = box.contains(pos);
    if (!hit.inBox)
        return hit;
    auto lineHit = [&](int line) {
        hit.line = line;
        if (line >= 0 && std::size_t(line) < rows.kinds.size())
            hit.kind = rows.kinds[std::size_t(line)];
        return hit;
    };
    if (o.legendFolded) {
        hit.fold = true;
        return hit;
    }
    if (o.legendForm == LegendForm::Compact) {
        const CompactMetrics m = compactMetrics(o);
        const QRectF header = compactHeader(box, o);
        if (header.contains(pos)) {
            hit.fold = true;
            return hit;
        }
        const int line = int((pos.y() - header.bottom()) / m.row);
        return line < int(rows.lines()) ? lineHit(line) : hit;
    }
    const qreal ui = o.uiScale;
    // The small ▾ and a larger target round it, in the top right corner.
    if (QRectF(box.right() - 3 * kPadPx * ui, box.top(), 3 * kPadPx * ui, 2 * kPadPx * ui).contains(pos)) {
        hit.fold = true;
        return hit;
    }
    const qreal row = rowHeight(o);
    const qreal columnStep = legendColumnWidth(rows, o) + 2 * kPadPx * ui;
    const qreal columnsTop = box.top() + kPadPx * ui + titleBlock(o, columnStep * columns - 2 * kPadPx * ui).height;
    const int perColumn = linesPerColumn(rows.lines(), columns);
    if (pos.y() < columnsTop)
        return hit;
    const int column = int((pos.x() - (box.left() + kPadPx * ui / 2)) / columnStep);
    const int inColumn = int((pos.y() - columnsTop) / row);
    if (column < 0 || column >= columns || inColumn >= perColumn)
        return hit;
    return lineHit(column * perColumn + inColumn);
}

QStringList legendRowNames(const steer::World& w, int selected, const OverlayOptions& o, const LegendHit& hit)
{
    QStringList out;
    if (!o.legend || hit.line < 0)
        return out;
    const LegendRows rows = legendRows(w, selected, o);
    std::size_t line = std::size_t(hit.line);
    // The interface language's text first (as the full legend's row), then each extra language's
    // name where it differs.
    auto add = [&](const QString& first, const std::function<QString(const QString&)>& in) {
        out << first;
        for (const QString& language : o.extraLanguages)
            if (const QString s = in(language); s != first && !out.contains(s))
                out << s;
    };
    if (line < rows.kinds.size()) {
        const ItemKind k = rows.kinds[line];
        add(rowText(k), [&](const QString& language) { return kindNameIn(k, language, o); });
        return out;
    }
    line -= rows.kinds.size();
    if (rows.ghost && line-- == 0) {
        add(ghostText(), [&](const QString& language) { return textIn(language, "Legend", kGhostSource, o); });
        return out;
    }
    if (rows.pointer && line-- == 0) {
        const char* source = pointerSource(o);
        add(pointerText(o), [&](const QString& language) { return textIn(language, "Legend", source, o); });
        return out;
    }
    if (line == 0)
        add(scaleText(o.vectorScale), [&](const QString& language) {
            return textIn(language, "Legend", "vector scale ×%1", o).arg(o.vectorScale, 0, 'g', 3);
        });
    return out;
}

QStringList legendLines(const steer::World& w, int selected, const OverlayOptions& o)
{
    QStringList out;
    if (!o.legend)
        return out;
    const LegendRows rows = legendRows(w, selected, o);
    if (rows.empty())
        return out;
    out << legendTitle();
    for (ItemKind k : rows.kinds)
        out << rowText(k);
    if (rows.ghost)
        out << ghostText();
    if (rows.pointer)
        out << pointerText(o);
    out << scaleText(o.vectorScale);
    return out;
}

bool legendColumnFits(QSizeF area, qreal columnWidth, const steer::World& w)
{
    const qreal whole = std::min(area.width() / w.stageWidth, area.height() / w.stageHeight);
    const qreal beside = std::min((area.width() - columnWidth) / w.stageWidth, area.height() / w.stageHeight);
    return beside >= 0.85 * whole;
}

FrameLayout frameLayout(const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o)
{
    constexpr qreal margin = 12.0;
    const QRectF area = target.adjusted(margin, margin, -margin, -margin);
    const StageMargins m = stageMargins(w, o);
    // A folded legend is the window's chip, a button: a picture leaves it out.
    const QSizeF column = o.legendFolded ? QSizeF() : legendSize(w, selected, o, 1);
    if (column.isEmpty()) {
        const StageFit fit = fitStage(area, w, m);
        return {fit.stage, fit.pixelsPerUnit, QRectF(), 1};
    }
    // Beside the stage, or in a band of as many columns as fit across under it: whichever leaves
    // the larger stage. Either way the legend never covers the stage.
    QRectF besideArea = area;
    besideArea.setRight(area.right() - column.width() - margin);
    const StageFit beside = fitStage(besideArea, w, m);
    int columns = 1;
    while (columns < 6 && legendSize(w, selected, o, columns + 1).width() <= area.width())
        ++columns;
    const QSizeF band = legendSize(w, selected, o, columns);
    QRectF belowArea = area;
    belowArea.setBottom(area.bottom() - band.height() - margin);
    const StageFit below = fitStage(belowArea, w, m);
    const bool columnFits = column.height() <= area.height() && besideArea.width() > 0;
    if (columnFits && (beside.pixelsPerUnit >= below.pixelsPerUnit || band.width() > area.width())) {
        const qreal left = std::min(besideArea.right() + margin, target.right() - margin - column.width());
        return {beside.stage, beside.pixelsPerUnit, QRectF(QPointF(left, area.top()), column), 1};
    }
    const QRectF box(area.center().x() - band.width() / 2, area.bottom() - band.height(), band.width(), band.height());
    return {below.stage, below.pixelsPerUnit, box, columns};
}

qreal autoUiScale(QSizeF device)
{
    return std::clamp(std::min(device.width() / 1280.0, device.height() / 800.0), 1.0, 2.5);
}

void renderFrame(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& given,
                 const StageNotes& notes)
{
    OverlayOptions o = given;
    o.uiScale *= autoUiScale(target.size()) * stageStyle().textScale;
    renderFrameScaled(p, target, w, selected, o, notes, {});
}

void renderFrameScaled(QPainter& p, const QRectF& target, const steer::World& w, int selected, const OverlayOptions& o,
                       const StageNotes& notes, const std::vector<std::vector<steer::Vector2D>>& trails)
{
    const FrameLayout layout = frameLayout(target, w, selected, o);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(target, stageStyle().surround);
    // Feelers and in-sight discs may reach past the stage, but never into the legend's part.
    QRectF clip = target;
    if (!layout.legend.isEmpty()) {
        if (layout.legend.left() > layout.stage.right())
            clip.setRight(layout.legend.left() - 4);
        else
            clip.setBottom(layout.legend.top() - 4);
    }
    p.setClipRect(clip);
    p.translate(layout.stage.topLeft());
    p.scale(layout.pixelsPerUnit, layout.pixelsPerUnit);
    paintStage(p, w, layout.pixelsPerUnit);
    if (!trails.empty())
        paintTrails(p, trails, layout.pixelsPerUnit, o.uiScale);
    paintVehicles(p, w, selected, o, layout.pixelsPerUnit);
    paintOverlay(p, w, selected, o, layout.pixelsPerUnit);
    paintVehicleNames(p, w, selected, o, layout.pixelsPerUnit);
    paintStageNotes(p, notes, layout.pixelsPerUnit, o.uiScale);
    p.restore();
    if (!layout.legend.isEmpty())
        paintLegend(p, layout.legend, w, selected, o, layout.legendColumns);
}

} // namespace diagrams

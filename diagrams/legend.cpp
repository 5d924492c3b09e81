// The legend painted (full, compact, folded) and hit-tested, and its lines as text (world_painter.h).
#include "legend_parts.h"

#include "item_kinds.h"
#include "overlay_hit.h"
#include "paint_kit.h"
#include "palette.h"

#include <QCoreApplication>
#include <QPaintEngine>

#include <algorithm>
#include <functional>
#include <vector>

namespace diagrams {

using namespace legend_parts;

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
    columns = legendColumns(rows, o, columns);
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
    columns = legendColumns(rows, o, columns);
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
            return scaleTextIn(language, o);
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

} // namespace diagrams

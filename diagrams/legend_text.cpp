// The legend's texts: each line in the interface language and in the extra languages shown.
#include "legend_parts.h"

#include "item_kinds.h"
#include "paint_kit.h"

#include <QCoreApplication>

#include <algorithm>

namespace diagrams {

QString legendTitle() { return QCoreApplication::translate("Legend", legend_parts::kTitleSource); }

namespace legend_parts {

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

const char* const kTitleSource = QT_TRANSLATE_NOOP("Legend", "Next step: vectors from the position shown");
const char* const kGhostSource = QT_TRANSLATE_NOOP("Legend", "ghost: position after the step");
const char* const kScaleSource = QT_TRANSLATE_NOOP("Legend", "vector scale ×%1");

QString scaleText(double scale) { return QCoreApplication::translate("Legend", kScaleSource).arg(scale, 0, 'g', 3); }

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

QString scaleTextIn(const QString& language, const OverlayOptions& o)
{
    return textIn(language, "Legend", kScaleSource, o).arg(o.vectorScale, 0, 'g', 3);
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
        const QString s = scaleTextIn(code, o);
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

} // namespace legend_parts
} // namespace diagrams

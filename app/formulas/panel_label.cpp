#include "panel_label.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHash>

namespace {
constexpr std::size_t kShapes = 6;  // a line changes between a few shapes (signs, digit counts)
constexpr std::size_t kWidths = 4;  // widths asked per shape within a layout pass

// Whether every digit 0-9 has one advance in this font, upright and bold and italic (the formula
// lines use all three); remembered per font.
bool tabular(const QFont& font)
{
    static QHash<QString, bool> known;
    const QString key = font.key();
    if (auto it = known.constFind(key); it != known.constEnd())
        return *it;
    bool same = true;
    for (int variant = 0; variant < 3 && same; ++variant) {
        QFont f = font;
        f.setBold(variant == 1);
        f.setItalic(variant == 2);
        const QFontMetricsF fm(f);
        const qreal zero = fm.horizontalAdvance(QLatin1Char('0'));
        for (char d = '1'; d <= '9' && same; ++d)
            same = fm.horizontalAdvance(QLatin1Char(d)) == zero;
    }
    known.insert(key, same);
    return same;
}
} // namespace

QString PanelLabel::shapeOf(const QString& html)
{
    QString out = html;
    bool inTag = false;
    bool inEntity = false;
    for (QChar& c : out) {
        if (inTag) {
            inTag = c != QLatin1Char('>');
        } else if (inEntity) {
            inEntity = c != QLatin1Char(';');
        } else if (c == QLatin1Char('<')) {
            inTag = true;
        } else if (c == QLatin1Char('&')) {
            inEntity = true;
        } else if (c >= QLatin1Char('1') && c <= QLatin1Char('9')) {
            c = QLatin1Char('0');
        }
    }
    return out;
}

void PanelLabel::setHtml(const QString& html)
{
    if (html == text())
        return;
    setText(html);
}

bool PanelLabel::digitsTabular() const { return tabular(font()); }

PanelLabel::Hints& PanelLabel::hints() const
{
    const QString shape = digitsTabular() ? shapeOf(text()) : text();
    for (auto it = known_.begin(); it != known_.end(); ++it)
        if (it->first == shape) {
            if (it + 1 != known_.end()) // newest last: the shapes in use stay
                std::rotate(it, it + 1, known_.end());
            return known_.back().second;
        }
    if (known_.size() >= kShapes)
        known_.erase(known_.begin());
    known_.emplace_back(shape, Hints{});
    return known_.back().second;
}

QSize PanelLabel::sizeHint() const
{
    Hints& h = hints();
    if (!h.size.isValid())
        h.size = QLabel::sizeHint();
    return h.size;
}

QSize PanelLabel::minimumSizeHint() const
{
    Hints& h = hints();
    if (!h.minimum.isValid())
        h.minimum = QLabel::minimumSizeHint();
    return h.minimum;
}

int PanelLabel::heightForWidth(int w) const
{
    Hints& h = hints();
    for (const auto& [width, height] : h.heights)
        if (width == w)
            return height;
    const int height = QLabel::heightForWidth(w);
    if (h.heights.size() >= kWidths)
        h.heights.erase(h.heights.begin());
    h.heights.emplace_back(w, height);
    return height;
}

void PanelLabel::changeEvent(QEvent* e)
{
    // The answers hold for this font, style (the highlight) and margins only.
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange || e->type() == QEvent::ContentsRectChange)
        known_.clear();
    QLabel::changeEvent(e);
}

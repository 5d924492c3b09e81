#include "panel_label.h"

#include "panels/digits_label.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>
#include <QtMath>

#include <algorithm>
#include <unordered_map>

namespace {
// A line moves between a few dozen shapes while a demo plays (signs, digit counts of several
// numbers), and a panel shows up to a few hundred lines; each miss lays the text out five times.
constexpr std::size_t kShapes = 8192;
constexpr std::size_t kWidths = 4; // widths asked per shape within a layout pass

bool paintedByQLabel = false;
long long layouts = 0;

} // namespace

PanelLabel::PanelLabel(QWidget* parent) : QLabel(parent)
{
    // QLabel's document settings (QLabelPrivate::ensureTextControl and ensureTextLayouted): the
    // label's font, its alignment and word wrap as the default option, no margin round the text.
    // The margin is set once as the document margin, which every new root frame takes, instead of
    // on the root frame after each text (one layout fewer).
    doc_.setUndoRedoEnabled(false);
    doc_.setDocumentMargin(0);
    doc_.setDefaultFont(font());
}

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

void PanelLabel::setPaintedByQLabel(bool on) { paintedByQLabel = on; }

long long PanelLabel::layoutCount() { return layouts; }

void PanelLabel::setHtml(const QString& html)
{
    if (html == text())
        return;
    // Stale first: setText asks the layout to look again (steady_layout.h asks for the new
    // size hints at once), and the answers must come from the new text.
    parsed_ = false;
    shape_ = QString();
    found_ = nullptr;
    setText(html); // QLabel keeps the text; its own document is only read on a click on a link
}

const QString& PanelLabel::shape() const
{
    // Worked out once per text (setHtml) and font, not at each of the layout's questions.
    if (shape_.isNull()) {
        if (fontKey_.isEmpty())
            fontKey_ = font().key();
        shape_ = digitsAreTabular(font()) ? shapeOf(text()) : text();
    }
    return shape_;
}

PanelLabel::Hints& PanelLabel::hints() const
{
    // Shared by every label: when the panel's lines change places (a circle ahead more or less
    // in avoid), a label takes over texts whose shapes another label has already answered.
    // Two generations: when the newer fills up it becomes the older, and what is found there
    // moves back, so the shapes in use stay and the rest goes (nodes keep their addresses).
    static std::unordered_map<QString, Hints> newer, older;
    static unsigned generation = 0; // counts the turns of newer into older (found_ is then stale)
    const QString& textShape = shape(); // also sets fontKey_
    // Everything else the answers depend on: the font, the frame, margins and indent (a style
    // sheet's border or padding shows in the contents rectangle; a frame of any width also
    // indents the text by an 'x', so a framed line and a plain one with wider margins differ),
    // wrapping, alignment, minimum.
    const QRect inner = contentsRect();
    const KeyNumbers numbers{inner.left(), inner.top(), width() - inner.width(), height() - inner.height(), margin(),
                             indent(), frameWidth(), int(wordWrap()), int(alignment()), minimumWidth(),
                             minimumHeight()};
    // A layout pass asks one label a dozen times: the answers found last stay where they are
    // (unordered_map nodes keep their addresses) until the text, font or numbers change, or the
    // generations turn.
    if (found_ && foundGeneration_ == generation && foundNumbers_ == numbers)
        return *found_;
    QString key = fontKey_;
    for (const int n : numbers)
        key += QLatin1Char(' ') + QString::number(n);
    key += QLatin1Char('|') + textShape;
    Hints* hints = nullptr;
    if (auto it = newer.find(key); it != newer.end()) {
        hints = &it->second;
    } else {
        if (newer.size() >= kShapes) {
            older = std::move(newer);
            newer.clear();
            ++generation;
        }
        if (auto node = older.extract(key))
            hints = &newer.insert(std::move(node)).position->second;
        else
            hints = &newer.emplace(std::move(key), Hints{}).first->second;
    }
    found_ = hints;
    foundGeneration_ = generation;
    foundNumbers_ = numbers;
    return *hints;
}

QTextDocument& PanelLabel::document() const
{
    if (!parsed_) {
        // Parsing lays the text out at the document's width: make that the width it is shown at,
        // so that painting needs no second layout.
        const qreal shown = documentRect().width();
        if (doc_.textWidth() != shown) {
            doc_.clear();
            doc_.setTextWidth(shown);
        }
        QTextOption option = doc_.defaultTextOption();
        option.setAlignment(QFlag(int(alignment()) | (wordWrap() ? int(Qt::TextWordWrap) : 0)));
        option.setWrapMode(wordWrap() ? QTextOption::WordWrap : QTextOption::ManualWrap);
        if (option.alignment() != doc_.defaultTextOption().alignment() ||
            option.wrapMode() != doc_.defaultTextOption().wrapMode())
            doc_.setDefaultTextOption(option);
        doc_.setHtml(text());
        ++layouts;
        parsed_ = true;
    }
    return doc_;
}

void PanelLabel::layOutAt(qreal width) const
{
    QTextDocument& doc = document();
    if (doc.textWidth() == width)
        return;
    doc.setTextWidth(width);
    ++layouts;
}

int PanelLabel::indentExtra() const
{
    // QLabelPrivate::sizeForWidth: a framed label without an indent of its own is indented by an
    // 'x' (while documentRect below takes half of one: Qt's own arithmetic, kept).
    int m = indent();
    if (m < 0 && frameWidth())
        m = fontMetrics().horizontalAdvance(QLatin1Char('x')) - margin() * 2;
    return m;
}

QRect PanelLabel::documentRect() const
{
    QRect cr = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const int align = QStyle::visualAlignment(doc_.defaultTextOption().textDirection(), alignment());
    int m = indent();
    if (m < 0 && frameWidth())
        m = fontMetrics().horizontalAdvance(QLatin1Char('x')) / 2 - margin();
    if (m > 0) {
        if (align & Qt::AlignLeft)
            cr.setLeft(cr.left() + m);
        if (align & Qt::AlignRight)
            cr.setRight(cr.right() - m);
        if (align & Qt::AlignTop)
            cr.setTop(cr.top() + m);
        if (align & Qt::AlignBottom)
            cr.setBottom(cr.bottom() - m);
    }
    return cr;
}

// QLabelPrivate::sizeForWidth's width and height round the text: margin, indent, contents margins.
QSize PanelLabel::extras() const
{
    const QMargins cm = contentsMargins();
    int hextra = 2 * margin() + cm.left() + cm.right();
    int vextra = 2 * margin() + cm.top() + cm.bottom();
    const int align = QStyle::visualAlignment(doc_.defaultTextOption().textDirection(), alignment());
    if (const int m = indentExtra(); m > 0) {
        if ((align & Qt::AlignLeft) || (align & Qt::AlignRight))
            hextra += m;
        if ((align & Qt::AlignTop) || (align & Qt::AlignBottom))
            vextra += m;
    }
    return {hextra, vextra};
}

QSize PanelLabel::sizeForWidth(int w) const
{
    if (minimumWidth() > 0)
        w = qMax(w, minimumWidth());
    const QSize extra = extras();
    QTextDocument& doc = document();
    if (!wordWrap()) {
        layOutAt(-1);
    } else if (w >= 0) {
        layOutAt(qMax(w - extra.width(), 0));
    } else {
        doc.adjustSize(); // QLabel's golden-ratio width
        ++layouts;
    }
    const QSizeF size = doc.size();
    return (QSize(qCeil(size.width()), qCeil(size.height())) + extra).expandedTo(minimumSize());
}

QSize PanelLabel::sizeHint() const
{
    Hints& h = hints();
    if (!h.size.isValid())
        (void)minimumSizeHint();
    return h.size;
}

QSize PanelLabel::minimumSizeHint() const
{
    // QLabel::minimumSizeHint: the golden-ratio size is the size hint; the minimum is one line
    // high (or the hint's height, if less) and as wide as the widest word.
    Hints& h = hints();
    if (h.minimum.isValid())
        return h.minimum;
    ensurePolished();
    h.size = sizeForWidth(-1);
    QSize msh(sizeForWidth(0).width(), sizeForWidth(QWIDGETSIZE_MAX).height());
    if (h.size.height() < msh.height())
        msh.rheight() = h.size.height();
    h.minimum = msh;
    return msh;
}

int PanelLabel::heightForWidth(int w) const
{
    // A shape answered before needs no layout, even for a new text: a label scrolled out of the
    // panel's view is then never laid out at all (only painting parses the text).
    Hints& h = hints();
    for (const auto& [width, height] : h.heights)
        if (width == w)
            return height;
    // At the width the text is laid out at (the one it is shown at), the answer needs no layout.
    const int wanted = minimumWidth() > 0 ? qMax(w, minimumWidth()) : w;
    if (wordWrap() && parsed_ && doc_.textWidth() == qreal(qMax(wanted - extras().width(), 0)))
        return sizeForWidth(w).height();
    const int height = sizeForWidth(w).height();
    if (h.heights.size() >= kWidths)
        h.heights.erase(h.heights.begin());
    h.heights.emplace_back(w, height);
    return height;
}

void PanelLabel::paintEvent(QPaintEvent* e)
{
    if (paintedByQLabel) {
        QLabel::paintEvent(e);
        return;
    }
    // QLabel::paintEvent for a rich text, with this label's document.
    QPainter painter(this);
    drawFrame(&painter);
    const QRect cr = documentRect();
    layOutAt(cr.width());
    const qreal rh = doc_.documentLayout()->documentSize().height();
    qreal yo = 0;
    if (alignment() & Qt::AlignVCenter)
        yo = qMax((cr.height() - rh) / 2, qreal(0));
    else if (alignment() & Qt::AlignBottom)
        yo = qMax(cr.height() - rh, qreal(0));
    const QRectF lr = QRectF(cr.x(), yo + cr.y(), cr.width(), cr.height()).toAlignedRect();
    // The palette carries a style sheet's colours: the style sets them on the label when it
    // polishes it (the formula lines' style sheets have no states of their own).
    QStyleOption opt;
    opt.initFrom(this);
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = opt.palette;
    if (foregroundRole() != QPalette::Text && isEnabled())
        context.palette.setColor(QPalette::Text, context.palette.color(foregroundRole()));
    painter.translate(lr.topLeft());
    painter.setClipRect(lr.translated(-lr.x(), -lr.y()));
    doc_.documentLayout()->draw(&painter, context);
}

void PanelLabel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange) {
        fontKey_.clear(); // a style sheet may set a font
        shape_ = QString(); // whether digits are all alike depends on it
        found_ = nullptr;
    }
    if (e->type() == QEvent::FontChange || e->type() == QEvent::ApplicationFontChange) {
        doc_.setDefaultFont(font());
        parsed_ = false;
    }
    QLabel::changeEvent(e);
}

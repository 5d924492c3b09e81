#include "digits_label.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHash>

#include <unordered_map>
#include <utility>
#include <vector>

bool digitsAreTabular(const QFont& font)
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

namespace {
long long measured = 0;
} // namespace

long long DigitsLabel::measuredCount() { return measured; }

struct DigitsLabel::Answers {
    QSize size;    // invalid until asked
    QSize minimum; // invalid until asked
    std::vector<std::pair<int, int>> heights; // (width, height)
};

DigitsLabel::DigitsLabel(QWidget* parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
}

QString DigitsLabel::shapeOf(const QString& text)
{
    QString out = text;
    for (QChar& c : out)
        if (c >= QLatin1Char('1') && c <= QLatin1Char('9'))
            c = QLatin1Char('0');
    return out;
}

DigitsLabel::Answers& DigitsLabel::answers() const
{
    // Shared by every such label; a counter takes a few dozen shapes in a lesson (the digit
    // counts of two numbers), so the table is simply emptied when it grows large.
    static std::unordered_map<QString, Answers> known;
    static unsigned generation = 0; // counts the times the table was emptied (found_ is then stale)
    if (fontKey_.isEmpty()) {
        fontKey_ = font().key();
        tabular_ = digitsAreTabular(font());
        found_ = nullptr;
    }
    // Everything else QLabel's answers depend on: margins round the text (a style sheet's border
    // or padding among them), indent and frame, wrapping, alignment, the minimum and maximum size.
    const QMargins cm = contentsMargins();
    const KeyNumbers numbers{cm.left(), cm.top(), cm.right(), cm.bottom(), margin(), indent(), frameWidth(),
                             int(wordWrap()), int(alignment()), minimumWidth(), minimumHeight(), maximumWidth(),
                             maximumHeight()};
    // The questions of one layout pass come for one text: the answers found last stay found
    // (unordered_map nodes keep their addresses) until the text or those numbers change.
    if (found_ && foundGeneration_ == generation && foundNumbers_ == numbers && foundText_ == text())
        return *found_;
    QString key = fontKey_;
    for (const int n : numbers)
        key += QLatin1Char(' ') + QString::number(n);
    key += QLatin1Char('|') + (tabular_ ? shapeOf(text()) : text());
    auto it = known.find(key);
    if (it == known.end()) {
        if (known.size() >= 4096) {
            known.clear();
            ++generation;
        }
        it = known.emplace(std::move(key), Answers{}).first;
    }
    found_ = &it->second;
    foundGeneration_ = generation;
    foundNumbers_ = numbers;
    foundText_ = text();
    return *found_;
}

QLabel& DigitsLabel::measurer() const
{
    if (!measurer_) {
        measurer_ = std::make_unique<QLabel>();
        measurer_->setTextFormat(Qt::PlainText);
    }
    QLabel& m = *measurer_;
    // The label's own style sheet (its frame and padding); none of the program's windows sets one
    // above these labels, which the measurer, having no parent, would not follow.
    if (m.styleSheet() != styleSheet())
        m.setStyleSheet(styleSheet());
    m.setFont(font());
    m.setWordWrap(wordWrap());
    m.setAlignment(alignment());
    m.setMargin(margin());
    m.setIndent(indent());
    m.setFrameShape(frameShape());
    m.setFrameShadow(frameShadow());
    m.setLineWidth(lineWidth());
    m.setMidLineWidth(midLineWidth());
    m.setContentsMargins(contentsMargins());
    m.setMinimumSize(minimumSize());
    m.setMaximumSize(maximumSize());
    m.setSizePolicy(sizePolicy());
    m.setTextInteractionFlags(textInteractionFlags()); // a selectable text is measured by a QTextDocument
    m.clear(); // QLabel works its hints out again only for a new text
    m.setText(text());
    return m;
}

QSize DigitsLabel::sizeHint() const
{
    Answers& a = answers();
    if (!a.size.isValid()) {
        a.size = measurer().sizeHint();
        ++measured;
    }
    return a.size;
}

QSize DigitsLabel::minimumSizeHint() const
{
    Answers& a = answers();
    if (!a.minimum.isValid()) {
        a.minimum = measurer().minimumSizeHint();
        ++measured;
    }
    return a.minimum;
}

int DigitsLabel::heightForWidth(int w) const
{
    Answers& a = answers();
    for (const auto& [width, height] : a.heights)
        if (width == w)
            return height;
    const int height = measurer().heightForWidth(w);
    ++measured;
    if (a.heights.size() >= 4)
        a.heights.erase(a.heights.begin());
    a.heights.emplace_back(w, height);
    return height;
}

void DigitsLabel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange ||
        e->type() == QEvent::ApplicationFontChange)
        fontKey_.clear(); // a style sheet may set a font, and the digits' widths depend on it
    QLabel::changeEvent(e);
}

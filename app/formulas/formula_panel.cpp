#include "formula_panel.h"
#include "panels/steady_layout.h"

#include "formula_copy.h"
#include "formula_why.h"
#include "language.h"
#include "math_text.h"
#include "panel_label.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPalette>
#include <QPointer>
#include <QApplication>
#include <QScrollArea>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

// A formula line that reports the mouse entering and leaving it.
class FormulaLineLabel : public PanelLabel {
public:
    explicit FormulaLineLabel(QWidget* parent) : PanelLabel(parent) {}
    int callIndex = -1;
    int kind = -1;
    std::function<void(int, int)> onHover;

protected:
    void enterEvent(QEnterEvent* e) override
    {
        PanelLabel::enterEvent(e);
        if (onHover)
            onHover(callIndex, kind);
    }
    void leaveEvent(QEvent* e) override
    {
        PanelLabel::leaveEvent(e);
        if (onHover)
            onHover(-1, -1);
    }
};

namespace {
const QString kHighlightRules = QStringLiteral("background: #fff1a8; border-radius: 3px; ");
// Line by line: the line being computed stands out more than a hover (a frame and a stronger ground).
// The ground is the line's own; the frame is a LineFrame drawn round it, in the spacing between
// lines, so entering line by line and moving down the lines moves no text (a border of the line's
// own, even a clear one on every line, moved every line down by 4 px on entering).
const QString kStepStyle = QStringLiteral("QLabel { background: #ffe680; border-radius: 3px; }");
const QColor kStepFrameColor(0xc0, 0x8a, 0x00);
constexpr int kStepFramePx = 2; // within the lines' 3 px spacing and the panel's 2 px margin

// The frame round the line being computed: a child of the panel's content over the lines, placed
// round its line whenever that line (or the box it is in) moves or changes size.
class LineFrame : public QWidget {
public:
    explicit LineFrame(QWidget* content) : QWidget(content)
    {
        setObjectName(QStringLiteral("lineStepFrame"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        hide();
    }
    void frame(QWidget* line)
    {
        if (line == line_)
            return place();
        for (QWidget* w : {line_.data(), holder_.data()})
            if (w)
                w->removeEventFilter(this);
        line_ = line;
        holder_ = line ? line->parentWidget() : nullptr;
        for (QWidget* w : {line_.data(), holder_.data()})
            if (w)
                w->installEventFilter(this);
        place();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* e) override
    {
        if (e->type() == QEvent::Move || e->type() == QEvent::Resize || e->type() == QEvent::Show ||
            e->type() == QEvent::Hide)
            place();
        return QWidget::eventFilter(watched, e);
    }
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(kStepFrameColor, kStepFramePx));
        p.setBrush(Qt::NoBrush);
        const qreal half = kStepFramePx / 2.0;
        p.drawRoundedRect(QRectF(rect()).adjusted(half, half, -half, -half), 4, 4);
    }

private:
    void place()
    {
        if (!line_ || !line_->isVisible()) {
            hide();
            return;
        }
        const QPoint at = line_->mapTo(parentWidget(), QPoint(0, 0));
        setGeometry(QRect(at, line_->size()).adjusted(-kStepFramePx, -kStepFramePx, kStepFramePx, kStepFramePx));
        raise();
        show();
    }
    QPointer<QWidget> line_;
    QPointer<QWidget> holder_;
};
// A colour between the panel's text and its background: `share` of the way to the text. Grey
// written as a fixed colour vanished on the dark palette's panels.
QString inkShare(const QPalette& palette, qreal share)
{
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor ground = palette.color(QPalette::Window);
    auto mix = [share](qreal g, qreal i) { return g + (i - g) * share; };
    return QColor::fromRgbF(float(mix(ground.redF(), ink.redF())), float(mix(ground.greenF(), ink.greenF())),
                            float(mix(ground.blueF(), ink.blueF())))
        .name();
}

// The second language's lines: as large as the first (they are read from the back row too), in a
// softer colour; in italics only where the script has them: Chinese characters slanted by the
// font engine are harder to read, not easier to tell apart.
QString secondStyle(const QPalette& palette, const QString& code)
{
    return QStringLiteral("color:%1;%2").arg(inkShare(palette, 0.65),
                                             code.startsWith(QLatin1String("zh")) ? QString() : QStringLiteral(" font-style:italic;"));
}

// `link` makes the seed numbers of escaped text links (FormulaPanel::setSeedLinks), when set.
QString secondLine(const QString& first, const QString& second, const QString& style,
                   const FormulaPanel::SeedLinks& link = {})
{
    if (second.isEmpty() || second == first)
        return QString();
    const QString escaped = second.toHtmlEscaped();
    return QStringLiteral("<br><span style=\"%1\">%2</span>").arg(style, link ? link(escaped) : escaped);
}
} // namespace

FormulaPanel::FormulaPanel(QWidget* parent) : QWidget(parent)
{
    auto* outer = new steady::VBoxLayout(this); // the heading changes with the frame, rarely its size
    outer->setContentsMargins(4, 4, 4, 4);
    heading_ = new PanelLabel(this); // measured by its text's shape: the frame number changes, its size rarely
    heading_->setTextFormat(Qt::RichText);
    heading_->setWordWrap(true);
    heading_->setAutoFillBackground(true); // opaque: its frame number changes without repainting the dock behind it
    outer->addWidget(heading_);
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    content_ = new QWidget(scroll_);
    // Formulas and explanations sit in two boxes: a new frame changes the numbers only, and the
    // explanations' box keeps its cached height instead of re-wrapping long paragraphs each frame.
    auto* outerLayout = new QVBoxLayout(content_);
    outerLayout->setContentsMargins(2, 2, 2, 2);
    outerLayout->setSpacing(0);
    for (QVBoxLayout** box : {&layout_, &textsLayout_}) {
        auto* holder = new QWidget(content_);
        // Most new numbers keep their line's size (the labels answer by the text's shape): the
        // boxes are then not laid out again (steady_layout.h).
        *box = new steady::VBoxLayout(holder);
        (*box)->setContentsMargins(0, 0, 0, 0);
        (*box)->setSpacing(3);
        outerLayout->addWidget(holder);
    }
    outerLayout->addStretch(1);
    scroll_->setWidget(content_);
    outer->addWidget(scroll_, 1);
    answerNote_ = new QLabel(this);
    answerNote_->setObjectName(QStringLiteral("formulaAnswerNote"));
    answerNote_->setWordWrap(true);
    answerNote_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    answerNote_->setContentsMargins(6, 12, 6, 6);
    answerNote_->hide();
    outer->addWidget(answerNote_, 1);
    QElapsedTimer steady;
    steady.start();
    clock_ = [steady] { return steady.elapsed(); };
    coalesce_ = new QTimer(this);
    coalesce_->setSingleShot(true);
    connect(coalesce_, &QTimer::timeout, this, [this] { flushPending(); });
    new FormulaCopy(this); // the context menu's Copy as plain text / as LaTeX
    rebuild();
}

FormulaPanel::~FormulaPanel() = default;

QString FormulaPanel::answerNoteText()
{
    return tr("The formulas of this step would give the answer away: they come back when you check your prediction.");
}

void FormulaPanel::setAnswerHidden(bool hidden)
{
    if (hidden == answerHidden_)
        return;
    answerHidden_ = hidden;
    answerNote_->setText(answerNoteText());
    answerNote_->setVisible(hidden);
    scroll_->setVisible(!hidden);
}

void FormulaPanel::showFrame(const steer::World& w, int vehicleIndex)
{
    world_.vehicles.clear();
    world_.explanations.clear();
    world_.variants = w.variants;
    world_.frame = w.frame;
    world_.recordExplanations = w.recordExplanations;
    hasFrame_ = vehicleIndex >= 0 && static_cast<std::size_t>(vehicleIndex) < w.vehicles.size() &&
                static_cast<std::size_t>(vehicleIndex) < w.explanations.size();
    if (hasFrame_) {
        const steer::Vehicle& selected = w.vehicles[static_cast<std::size_t>(vehicleIndex)];
        world_.vehicles = {selected};
        world_.explanations = {w.explanations[static_cast<std::size_t>(vehicleIndex)]};
        // The vehicles it pursues or evades, for their maxSpeed (formula notes); a program has few calls.
        for (const steer::BehaviourCall& c : selected.program)
            if (c.behaviour == steer::Behaviour::Pursue || c.behaviour == steer::Behaviour::Evade)
                for (const steer::Vehicle& v : w.vehicles)
                    if (v.id == c.target && &v != &selected) {
                        world_.vehicles.push_back(v);
                        break;
                    }
    }
    pending_ = true;
    if (foldedAway()) {
        // Closed or folded away: nothing to lay out; showEvent brings the newest frame in.
        coalesce_->stop();
        return;
    }
    const qint64 since = shownAt_ ? clock_() - *shownAt_ : kMinIntervalMs;
    if (since >= kMinIntervalMs)
        flushPending();
    else if (!coalesce_->isActive())
        coalesce_->start(static_cast<int>(kMinIntervalMs - std::max<qint64>(since, 0)));
}

void FormulaPanel::setClock(Clock clock)
{
    clock_ = std::move(clock);
    if (shownAt_)
        shownAt_ = clock_();
}

void FormulaPanel::flushPending() const
{
    // Pending text is part of what the panel shows, so the const queries may bring it in.
    auto* self = const_cast<FormulaPanel*>(this);
    if (!self->pending_)
        return;
    self->coalesce_->stop();
    self->shownAt_ = self->clock_();
    self->rebuild();
}

void FormulaPanel::setFocusRule(std::optional<steer::Rule> rule)
{
    if (rule == focus_)
        return;
    focus_ = rule;
    rebuildWhenShown();
}

void FormulaPanel::setExtraLanguages(const QStringList& codes)
{
    if (codes == extras_)
        return;
    extras_ = codes;
    rebuildWhenShown();
}

void FormulaPanel::setStepLine(int index)
{
    flushPending();
    stepLine_ = index;
    applyHighlight(false);
    const auto all = lines();
    if (index >= 0 && std::size_t(index) < all.size())
        scroll_->ensureWidgetVisible(all[std::size_t(index)]);
}

void FormulaPanel::addControls(QWidget* row)
{
    controls_ = row;
    static_cast<QVBoxLayout*>(layout())->insertWidget(1, row);
}

void FormulaPanel::setFormulaScale(double scale)
{
    if (scale <= 0) {
        setFont(QFont()); // the window's font, followed as it changes
        if (controls_)
            controls_->setFont(QFont());
        return;
    }
    QFont f = QApplication::font();
    f.setPointSizeF(f.pointSizeF() * scale);
    setFont(f);
    if (controls_)
        controls_->setFont(QApplication::font());
}

bool FormulaPanel::linesFitWidth() const
{
    flushPending();
    content_->layout()->activate();
    return content_->minimumSizeHint().width() <= scroll_->viewport()->width() &&
           heading_->minimumSizeHint().width() <= width();
}

void FormulaPanel::highlight(int callIndex, int kind)
{
    flushPending();
    highlightCall_ = callIndex;
    highlightKind_ = kind;
    applyHighlight(true);
}

PanelLabel* FormulaPanel::makeLabel(EntryType type)
{
    PanelLabel* label = nullptr;
    if (type == EntryType::Line) {
        auto* line = new FormulaLineLabel(content_);
        line->onHover = [this](int c, int k) {
            // The line under the mouse is marked like its vector in the scene (no scrolling: it is in view).
            highlightCall_ = c;
            highlightKind_ = k;
            applyHighlight(false);
            emit lineHovered(c, k);
        };
        label = line;
    } else {
        label = new PanelLabel(content_);
    }
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    if (type != EntryType::Title) {
        // A seed number in a note or an explanation ("seed:002") opens the Sources page there.
        connect(label, &QLabel::linkActivated, this, [this, type](const QString& link) {
            if (link.startsWith(QLatin1String("seed:")))
                emit sourceLinkActivated(link);
            else if (type == EntryType::Line && link.startsWith(QLatin1String("focus:"))) // a headless rule's ◎
                emit focusRequested(link.mid(6).toInt());
        });
    }
    if (type == EntryType::Title) {
        // The ◎ after a rule's heading ("focus:<call>") picks that rule: the stage shows its vectors only.
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
        label->setToolTip(focusTip());
        connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
            if (link.startsWith(QLatin1String("focus:")))
                emit focusRequested(link.mid(6).toInt());
        });
    }
    if (type == EntryType::Title) {
        // A behaviour's heading links to its glossary entry ("glossary:<behaviour id>").
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
        connect(label, &QLabel::linkActivated, this, [this](const QString& link) {
            if (link.startsWith(QLatin1String("glossary:")))
                emit behaviourLinkActivated(link.mid(9));
        });
    }
    return label;
}

void FormulaPanel::rebuild()
{
    pending_ = false;
    const formulas::Translate main = formulas::installedLanguage();
    // The extra languages shown: each with its own catalogue, its sheet and its style.
    struct Extra {
        formulas::Translate translate;
        QString style;
        formulas::FormulaSheet sheet;
    };
    std::vector<Extra> extras;
    for (const QString& code : extras_)
        if (code != language::current())
            extras.push_back({[code](const char* context, const char* source) { return language::translateIn(code, context, source); },
                              secondStyle(palette(), code), {}});
    // The extra languages' lines under a text, `pick` choosing the text in a sheet.
    auto under = [&extras](const QString& first, const auto& pick, const SeedLinks& links = {}) {
        QString html;
        for (const Extra& e : extras)
            html += secondLine(first, pick(e), e.style, links);
        return html;
    };
    const QString noteInk = inkShare(palette(), 0.8);
    const SeedLinks& link = seedLinks_;
    auto linked = [&link](const QString& text) {
        const QString escaped = text.toHtmlEscaped();
        return link ? link(escaped) : escaped;
    };

    // What to show, in order; the labels are only re-laid out when this sequence changes shape,
    // so stepping through frames just updates texts.
    std::vector<Entry> entries;
    if (!hasFrame_) {
        const QString first = tr("Select a vehicle and step a frame to see its formulas.");
        QString text = first.toHtmlEscaped();
        text += under(first, [](const Extra& e) { return e.translate("FormulaPanel", "Select a vehicle and step a frame to see its formulas."); });
        heading_->setHtml(text);
    } else {
        const formulas::FormulaSheet sheet = formulas::buildFormulas(world_, 0, main);
        for (Extra& e : extras)
            e.sheet = formulas::buildFormulas(world_, 0, e.translate);
        heading_->setHtml(QStringLiteral("<b>%1</b>").arg(sheet.heading.toHtmlEscaped()) +
                          under(sheet.heading, [](const Extra& e) { return e.sheet.heading; }));
        for (std::size_t s = 0; s < sheet.sections.size(); ++s) {
            const formulas::FormulaSection& section = sheet.sections[s];
            QString title = QStringLiteral("<b>%1</b>").arg(section.title.toHtmlEscaped());
            if (section.callIndex >= 0 && !world_.explanations.empty()) {
                const auto& calls = world_.explanations[0].calls;
                if (std::size_t(section.callIndex) < calls.size()) {
                    const std::string_view id = steer::behaviourId(calls[std::size_t(section.callIndex)].behaviour);
                    title = QStringLiteral("<a href=\"glossary:%1\">%2</a>")
                                .arg(QString::fromLatin1(id.data(), qsizetype(id.size())), title);
                }
            }
            if (section.callIndex >= 0 && !world_.explanations.empty()) { // ◉ marks the rule in focus
                const auto& ex = world_.explanations[0];
                const bool focused = focus_ && *focus_ == steer::ruleOf(ex, std::size_t(section.callIndex));
                title += QStringLiteral(" <a href=\"focus:%1\" style=\"text-decoration:none\">%2</a>")
                             .arg(section.callIndex)
                             .arg(focused ? QStringLiteral("◉") : QStringLiteral("◎"));
            }
            entries.push_back({EntryType::Title, title + under(section.title, [s](const Extra& e) { return e.sheet.sections[s].title; }),
                               QMargins(12 * section.depth, s == 0 ? 0 : 6, 0, 0), {-1, -1}, focusTip()});
            for (std::size_t i = 0; i < section.lines.size(); ++i) {
                const formulas::FormulaLine& l = section.lines[i];
                QString html = QStringLiteral("%1. %2").arg(l.step).arg(l.formula);
                // A rule without a heading of its own (a flock's separation, written as one line in
                // the flock's section) gets its ◎ on its first line.
                if (l.callIndex >= 0 && l.callIndex != section.callIndex && !world_.explanations.empty() &&
                    std::size_t(l.callIndex) < world_.explanations[0].calls.size() &&
                    (i == 0 || section.lines[i - 1].callIndex != l.callIndex)) {
                    const auto& ex = world_.explanations[0];
                    const steer::Rule rule = steer::ruleOf(ex, std::size_t(l.callIndex));
                    const bool headed = section.callIndex >= 0 && std::size_t(section.callIndex) < ex.calls.size() &&
                                        steer::ruleOf(ex, std::size_t(section.callIndex)) == rule;
                    if (!headed)
                        html += QStringLiteral(" <a href=\"focus:%1\" style=\"text-decoration:none\">%2</a>")
                                    .arg(l.callIndex)
                                    .arg(focus_ && *focus_ == rule ? QStringLiteral("◉") : QStringLiteral("◎"));
                }
                if (!l.note.isEmpty())
                    html += QStringLiteral("<br><span style=\"color:%1\">— %2</span>").arg(noteInk, linked(l.note));
                html += under(l.note, [s, i](const Extra& e) { return e.sheet.sections[s].lines[i].note; }, link);
                // Hover: why the line is there, then (for a rule's line) how to show that rule alone.
                QString tip = QStringLiteral("<p>%1</p>").arg(formulas::whyText(l.why, main).toHtmlEscaped());
                if (l.callIndex >= 0)
                    tip += QStringLiteral("<p>%1</p>").arg(focusTip().toHtmlEscaped());
                entries.push_back({EntryType::Line, html, QMargins(12 * section.depth + 8, 1, 2, 1),
                                   {l.callIndex, static_cast<int>(l.kind)}, tip});
            }
        }
        for (std::size_t i = 0; i < sheet.explanations.size(); ++i) {
            QString html = linked(sheet.explanations[i]);
            html += under(sheet.explanations[i], [i](const Extra& e) {
                return i < e.sheet.explanations.size() ? e.sheet.explanations[i] : QString();
            }, link);
            entries.push_back({EntryType::Text, html, QMargins(0, i == 0 ? 10 : 4, 0, 0), {-1, -1}, {}});
        }
    }

    // The labels up to the first entry of another type keep their places; the rest are put
    // aside and the new entries' labels added after them. In the flock lines come and go as
    // neighbours come within tooCloseDist, and hiding and showing every label again was 1.4 % of
    // a played frame.
    std::size_t keep = 0;
    while (keep < entries.size() && keep < shown_.size() && entries[keep].type == shown_[keep].type)
        ++keep;
    if (keep != shown_.size() || keep != entries.size()) {
        for (std::size_t i = keep; i < shown_.size(); ++i) {
            const Shown& sh = shown_[i];
            sh.label->hide();
            layoutFor(sh.type)->removeWidget(sh.label);
            spare_[static_cast<int>(sh.type)].push_back(sh.label);
        }
        shown_.resize(keep);
        for (std::size_t i = keep; i < entries.size(); ++i) {
            const Entry& e = entries[i];
            auto& spare = spare_[static_cast<int>(e.type)];
            PanelLabel* label = nullptr;
            if (spare.empty()) {
                label = makeLabel(e.type);
            } else {
                label = spare.back();
                spare.pop_back();
            }
            label->setHtml(QString());
            layoutFor(e.type)->addWidget(label);
            label->show();
            shown_.push_back({e.type, label});
        }
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        PanelLabel* label = shown_[i].label;
        label->setHtml(entries[i].html);
        if (label->toolTip() != entries[i].tip)
            label->setToolTip(entries[i].tip);
        // Only a text with a link takes the mouse (a plain line stays a plain hover target).
        const bool links = entries[i].type == EntryType::Title || entries[i].html.contains(QLatin1String("<a href"));
        const Qt::TextInteractionFlags flags = links ? Qt::LinksAccessibleByMouse : Qt::NoTextInteraction;
        if (label->textInteractionFlags() != flags)
            label->setTextInteractionFlags(flags);
        if (label->contentsMargins() != entries[i].margins)
            label->setContentsMargins(entries[i].margins);
        if (entries[i].type == EntryType::Line) {
            auto* line = static_cast<FormulaLineLabel*>(label);
            line->callIndex = entries[i].key.callIndex;
            line->kind = entries[i].key.kind;
        }
    }
    applyHighlight(false); // a new frame keeps the reader's scroll position
}

QVBoxLayout* FormulaPanel::layoutFor(EntryType type) const { return type == EntryType::Text ? textsLayout_ : layout_; }

std::vector<FormulaLineLabel*> FormulaPanel::lines() const
{
    std::vector<FormulaLineLabel*> out;
    for (const Shown& sh : shown_)
        if (sh.type == EntryType::Line)
            out.push_back(static_cast<FormulaLineLabel*>(sh.label));
    return out;
}

void FormulaPanel::applyHighlight(bool scrollTo)
{
    const auto all = lines();
    bool exact = false;
    for (const FormulaLineLabel* l : all)
        exact = exact || (l->callIndex == highlightCall_ && l->kind == highlightKind_);
    const bool any = !(highlightCall_ == -1 && highlightKind_ == -1);
    QWidget* first = nullptr;
    // Line by line: the lines after the one being computed are written in a paler ink.
    const bool stepping = stepLine_ >= 0;
    const QString later = stepping ? QStringLiteral("QLabel { color: %1; }").arg(inkShare(palette(), 0.45)) : QString();
    const QString computed; // the lines already computed read as usual
    const QString marked = QStringLiteral("QLabel { %1}").arg(kHighlightRules);
    QWidget* framed = nullptr;
    for (std::size_t i = 0; i < all.size(); ++i) {
        FormulaLineLabel* l = all[i];
        const bool on = any && l->callIndex == highlightCall_ && (!exact || l->kind == highlightKind_);
        const int step = stepping ? int(i) - stepLine_ : -1; // <0 computed, 0 now, >0 not yet
        const QString style = step == 0 ? kStepStyle : on ? marked : step > 0 ? later : computed;
        if (step == 0)
            framed = l;
        // Style sheets are costly to apply: only touch the lines whose state changes.
        if (l->property("lineStyle").toString() != style) {
            l->setStyleSheet(style);
            l->setProperty("lineStyle", style);
        }
        if (l->property("highlighted").toBool() != on)
            l->setProperty("highlighted", on);
        if (on && !first)
            first = l;
    }
    if (!stepFrame_ && framed)
        stepFrame_ = new LineFrame(content_);
    if (stepFrame_)
        static_cast<LineFrame*>(stepFrame_)->frame(framed);
    if (first && scrollTo)
        scroll_->ensureWidgetVisible(first);
}

int FormulaPanel::highlightedLineCount() const
{
    flushPending();
    int n = 0;
    for (const FormulaLineLabel* l : lines())
        n += l->property("highlighted").toBool() ? 1 : 0;
    return n;
}

std::vector<QWidget*> FormulaPanel::lineWidgets() const
{
    flushPending();
    const auto all = lines();
    return {all.begin(), all.end()};
}

std::optional<formulas::FormulaSheet> FormulaPanel::sheet() const
{
    flushPending();
    if (!hasFrame_)
        return std::nullopt;
    return formulas::buildFormulas(world_, 0, formulas::installedLanguage());
}

QString FormulaPanel::plainText() const
{
    flushPending();
    auto plain = [](const QString& html) {
        QTextDocument doc;
        doc.setHtml(html);
        return formulas::readable(doc.toPlainText());
    };
    QStringList out{plain(heading_->text())};
    for (const Shown& sh : shown_)
        out << plain(sh.label->text());
    return out.join(QLatin1Char('\n'));
}

void FormulaPanel::restyle() { rebuildWhenShown(); }

void FormulaPanel::setSeedLinks(SeedLinks link)
{
    seedLinks_ = std::move(link);
    rebuildWhenShown();
}

bool FormulaPanel::foldedAway() const
{
    // Only inside a shown window: a panel on its own (tests, pictures) lays out as before.
    return window() != this && window()->isVisible() && !isVisible();
}

void FormulaPanel::rebuildWhenShown()
{
    if (!foldedAway()) {
        rebuild();
        return;
    }
    // What is shown is stale from here on: the next flush (showEvent, or a query) rebuilds it.
    pending_ = true;
    coalesce_->stop();
}

void FormulaPanel::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    flushPending();
}

QString FormulaPanel::focusTip()
{
    return tr("Click ◎ to show only this rule's vectors on the stage; click it again or press Esc to show everything");
}

void FormulaPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        if (answerHidden_)
            answerNote_->setText(answerNoteText());
        // Headings keep their focus hint in the new language at once; the lines' tooltips are
        // written with their texts (at once, or when a folded panel is shown).
        for (const Shown& sh : shown_)
            if (sh.type == EntryType::Title)
                sh.label->setToolTip(focusTip());
        rebuildWhenShown();
    }
    if (e->type() == QEvent::PaletteChange) // the second language's and the notes' colours follow the panel's
        rebuildWhenShown();
    QWidget::changeEvent(e);
}

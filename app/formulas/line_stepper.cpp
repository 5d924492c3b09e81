#include "line_stepper.h"

#include "controller.h"
#include "formula_panel.h"
#include "stage_view.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QMainWindow>
#include <QMenu>
#include <QSignalBlocker>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

LineStepper::LineStepper(Controller* controller, StageView* stage, FormulaPanel* panel, QObject* parent)
    : QObject(parent), controller_(controller), stage_(stage), panel_(panel)
{
}

LineStepper* LineStepper::addToWindow(QMainWindow* window, Controller* controller, StageView* stage,
                                      FormulaPanel* panel, QMenu* playMenu, QAction* leave)
{
    auto* s = new LineStepper(controller, stage, panel, window);
    s->setObjectName(QStringLiteral("lineStepper"));
    auto make = [window](const char* name, QKeySequence key, bool checkable) {
        auto* a = new QAction(window);
        a->setObjectName(QLatin1String(name));
        if (!key.isEmpty())
            a->setShortcut(key);
        a->setCheckable(checkable);
        window->addAction(a); // the keys work wherever the focus is (a number field keeps its '.')
        return a;
    };
    s->toggle_ = make("lineByLine", {}, true);
    s->previous_ = make("previousFormulaLine", QKeySequence(Qt::Key_Comma), false);
    s->next_ = make("nextFormulaLine", QKeySequence(Qt::Key_Period), false);
    s->play_ = make("playFormulaLines", {}, true);
    s->timer_ = new QTimer(s);
    s->timer_->setInterval(1000);
    connect(s->timer_, &QTimer::timeout, s, &LineStepper::next);
    connect(s->toggle_, &QAction::toggled, s, [s](bool on) { on ? s->start() : s->stop(); });
    connect(s->next_, &QAction::triggered, s, &LineStepper::next);
    connect(s->previous_, &QAction::triggered, s, &LineStepper::previous);
    connect(s->play_, &QAction::toggled, s, &LineStepper::setPlayingLines);
    connect(leave, &QAction::triggered, s, &LineStepper::stop);
    // After the window's own slots, so the panel already shows the new frame's lines.
    connect(controller, &Controller::worldChanged, s, &LineStepper::refresh);
    connect(controller, &Controller::selectionChanged, s, &LineStepper::refresh);
    connect(controller, &Controller::scenarioChanged, s, &LineStepper::stop);
    connect(controller, &Controller::playingChanged, s, [s](bool playing) {
        if (playing)
            s->stop();
    });

    s->bar_ = new QWidget(panel);
    // The buttons never widen the dock (and so the window) past what it had: a narrow dock clips them.
    s->bar_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    auto* row = new QHBoxLayout(s->bar_);
    row->setContentsMargins(0, 0, 0, 0);
    for (QAction* a : {s->toggle_, s->previous_, s->next_, s->play_}) {
        auto* b = new QToolButton(s->bar_);
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        row->addWidget(b);
    }
    row->addStretch(1);
    s->bar_->installEventFilter(s);
    panel->addControls(s->bar_);
    playMenu->addSeparator();
    playMenu->addActions({s->toggle_, s->previous_, s->next_, s->play_});
    s->retranslate();
    return s;
}

void LineStepper::retranslate()
{
    // The menu shows the texts, the panel's buttons the short icon texts.
    toggle_->setText(tr("Step through the formula lines"));
    toggle_->setIconText(tr("Line by line"));
    toggle_->setToolTip(tr("Slow motion through this frame: the formula lines one at a time, in the order the articles' code "
                           "computes them; the stage shows the vectors computed so far, the current line's lit. Keys: . next "
                           "line, comma previous line, Esc leaves"));
    next_->setText(tr("Next formula line"));
    next_->setIconText(QStringLiteral("▸"));
    next_->setToolTip(tr("Next formula line; after the last line, the next frame's first (key: .)"));
    previous_->setText(tr("Previous formula line"));
    previous_->setIconText(QStringLiteral("◂"));
    previous_->setToolTip(tr("Previous formula line; before the first line, the previous frame's last (key: comma)"));
    play_->setText(tr("Play the formula lines"));
    play_->setIconText(tr("▶ Auto"));
    play_->setToolTip(tr("Go on to the next formula line about once a second"));
    // Laid out again now: the request the new texts post was seen to wait until the next resize.
    if (bar_ && bar_->layout())
        bar_->layout()->activate();
}

bool LineStepper::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == bar_ && e->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, e);
}

void LineStepper::start()
{
    if (active_)
        return;
    if (controller_->isPlaying())
        controller_->pause();
    active_ = true;
    land_ = Land::First;
    {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(true);
    }
    refresh();
}

void LineStepper::stop()
{
    if (!active_)
        return;
    active_ = false;
    land_ = Land::Keep;
    lines_.clear();
    timer_->stop();
    {
        const QSignalBlocker block(toggle_);
        toggle_->setChecked(false);
    }
    {
        const QSignalBlocker block(play_);
        play_->setChecked(false);
    }
    panel_->setStepLine(-1);
    clearStage();
}

void LineStepper::next()
{
    if (!active_) {
        start();
        return;
    }
    if (line_ + 1 < lineCount()) {
        ++line_;
        apply();
        return;
    }
    land_ = Land::First; // refresh() lands there when the frame comes
    controller_->stepForward();
}

void LineStepper::previous()
{
    if (!active_) {
        start();
        return;
    }
    if (line_ > 0) {
        --line_;
        apply();
        return;
    }
    if (controller_->frame() > 0) {
        land_ = Land::Last;
        controller_->stepBack();
    }
}

void LineStepper::setPlayingLines(bool on)
{
    {
        const QSignalBlocker block(play_);
        play_->setChecked(on);
    }
    if (!on) {
        timer_->stop();
        return;
    }
    start();
    if (active_)
        timer_->start();
}

void LineStepper::refresh()
{
    if (!active_)
        return;
    lines_.clear();
    if (const auto sheet = panel_->sheet())
        for (const formulas::FormulaSection& s : sheet->sections)
            for (const formulas::FormulaLine& l : s.lines)
                lines_.emplace_back(l.callIndex, l.kind);
    const steer::World& w = controller_->world();
    const int sel = controller_->selected();
    if (lines_.empty() || sel < 0 || std::size_t(sel) >= w.explanations.size()) {
        stop();
        return;
    }
    const int last = lineCount() - 1;
    if (land_ == Land::Last)
        line_ = last;
    else if (land_ == Land::First || w.frame != frame_ || sel != selected_)
        line_ = 0;
    else
        line_ = std::min(line_, last); // an edit at the same frame: stay on the line
    land_ = Land::Keep;
    frame_ = w.frame;
    selected_ = sel;
    apply();
}

void LineStepper::apply()
{
    panel_->setStepLine(line_);
    const steer::World& w = controller_->world();
    diagrams::OverlayOptions o = stage_->overlay();
    reveal(w.explanations[std::size_t(selected_)], lines_, line_, o.stepHidden, o.stepLit);
    stage_->setOverlay(o);
}

void LineStepper::clearStage()
{
    diagrams::OverlayOptions o = stage_->overlay();
    if (o.stepHidden.empty() && o.stepLit.empty())
        return;
    o.stepHidden.clear();
    o.stepLit.clear();
    stage_->setOverlay(o);
}

void LineStepper::reveal(const steer::VehicleExplanation& ex, const std::vector<Key>& lines, int line,
                         std::vector<Key>& hidden, std::vector<Key>& lit)
{
    hidden.clear();
    lit.clear();
    const std::size_t calls = ex.calls.size();
    auto first = [&lines](auto matches) {
        for (std::size_t i = 0; i < lines.size(); ++i)
            if (matches(lines[i]))
                return int(i);
        return -1;
    };
    auto ruleIs = [&](const Key& l, const steer::Rule& rule) {
        return l.first >= 0 && std::size_t(l.first) < calls && steer::ruleOf(ex, std::size_t(l.first)) == rule;
    };
    // The line at which item (call, kind) is computed; -1: no line computes it (always shown).
    auto lineOf = [&](int call, steer::ItemKind kind) {
        if (const int at = first([&](const Key& l) { return l.first == call && l.second == kind; }); at >= 0)
            return at;
        if (call < 0)
            return -1;
        // The flock's ΣF_sep is summed on the line of its flees (a line of a child call).
        if (kind == steer::ItemKind::SeparationSum)
            if (const int at = first([&](const Key& l) {
                    return l.second == kind && l.first >= 0 && std::size_t(l.first) < calls &&
                           ex.calls[std::size_t(l.first)].parent == call;
                });
                at >= 0)
                return at;
        if (const int at = first([&](const Key& l) { return l.first == call; }); at >= 0)
            return at;
        const steer::Rule rule = steer::ruleOf(ex, std::size_t(call));
        if (const int at = first([&](const Key& l) { return l.second == kind && ruleIs(l, rule); }); at >= 0)
            return at;
        if (const int at = first([&](const Key& l) { return ruleIs(l, rule); }); at >= 0)
            return at;
        for (int c = ex.calls[std::size_t(call)].parent; c >= 0; c = ex.calls[std::size_t(c)].parent)
            if (const int at = first([c](const Key& l) { return l.first == c; }); at >= 0)
                return at;
        return -1;
    };
    auto place = [&](int call, steer::ItemKind kind) {
        const int at = lineOf(call, kind);
        if (at > line)
            hidden.emplace_back(call, kind);
        else if (at == line)
            lit.emplace_back(call, kind);
    };
    std::vector<steer::ItemKind> seen;
    for (std::size_t c = 0; c < calls; ++c) {
        seen.clear();
        for (const steer::Item& item : ex.calls[c].items) {
            const steer::ItemKind kind = steer::shownKind(ex, c, item);
            if (std::find(seen.begin(), seen.end(), kind) != seen.end())
                continue;
            seen.push_back(kind);
            place(int(c), kind);
        }
    }
    if (ex.updated && ex.update.steered)
        place(formulas::kUpdateCall, steer::ItemKind::TotalForce);
}

#pragma once
// The formula panel: for the selected vehicle, every behaviour call of the frame as numbered
// formulas with the frame's numbers, the update steps, and the seeds' explanation underneath,
// optionally with a second language under each line for bilingual classes. Hovering a line names
// the vector it computes (lineHovered) so the scene can highlight it, and highlight() marks the
// lines of a vector hovered in the scene.
#include "formula_builder.h"
#include "world.h"

#include <QMargins>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QLabel;
class QScrollArea;
class QTimer;
class QVBoxLayout;
class FormulaLineLabel;
class PanelLabel;

class FormulaPanel : public QWidget {
    Q_OBJECT
public:
    explicit FormulaPanel(QWidget* parent = nullptr);
    ~FormulaPanel() override;

    // While the panel is folded away in a shown window, a frame is only kept, not laid out (it appears when the panel is
    // shown, or when a query such as plainText() asks for it).
    // Shows this frame at once when the previous frame was shown kMinIntervalMs or more ago;
    // faster frames (playback at up to 4×) are coalesced so the text is laid out at most 10 times
    // a second, and the last frame always appears: by itself when the interval is over, or at flush().
    // (Numbers that change 10 or 15 times a second are equally unreadable while a demo plays; the
    // panel is for the paused or stepped frame, which always appears. At 15 a second the panel
    // was a third of a played seek's CPU: issue #15, bench_play.)
    void showFrame(const steer::World& w, int vehicleIndex);
    // The palette changed (diagrams/palette.h): the symbols are written again in its colours.
    void restyle();
    static QString focusTip(); // the tooltip of a rule heading's ◎
    static constexpr int kMinIntervalMs = 100;
    // The panel's time in milliseconds (monotonic), which decides "at once" or "coalesced". By
    // default a steady clock; tests and the screenshot give their own, so that what is shown does
    // not depend on how fast the machine is. The interval since the last shown frame restarts on it.
    using Clock = std::function<qint64()>;
    void setClock(Clock clock);
    // A coalesced frame waits to be shown; flush() shows it now (nothing when none waits).
    bool hasPendingFrame() const { return pending_; }
    void flush() { flushPending(); }
    // A language code ("zh_CN", "ru", "en") shown under the main language; empty turns it off.
    // Up to two more languages (codes, in order) under each line, for classes whose readers read
    // several; the interface language among them is left out.
    void setExtraLanguages(const QStringList& codes);
    QStringList extraLanguages() const { return extras_; }
    // Marks the lines computing `kind` in call `callIndex` (formulas::kUpdateCall for the update);
    // (-1, -1) clears. When the call has no line of that kind, the whole call is marked.
    void highlight(int callIndex, int kind);

    // What is on screen (after any coalesced update), as plain text (tests, copying).
    QString plainText() const;
    // The sheet shown, in the interface language (copying); nullopt while no vehicle's formulas are shown.
    std::optional<formulas::FormulaSheet> sheet() const;
    int highlightedLineCount() const;
    // The labels of the formula lines, in order (tests hover them).
    std::vector<QWidget*> lineWidgets() const;

    // Seed numbers ("(002)", "000/001") in the notes and explanations become links through `link`
    // (it gets escaped text and returns HTML with <a href> anchors); activating one emits
    // sourceLinkActivated. The window passes the Sources page's linkSeeds; none: plain text.
    using SeedLinks = std::function<QString(const QString& escapedText)>;
    void setSeedLinks(SeedLinks link);
    // The full titles of the articles a text names by their short names (sources' articles::titlesIn;
    // empty: none): a line whose note names an article, or an explanation, shows them on hover, as
    // the rest of the program does. The window passes it with the seed links; none: no titles.
    using ArticleTitles = std::function<QString(const QString& text)>;
    void setArticleTitles(ArticleTitles titles);

    // Line by line (LineStepper): the formula line at this index (over all sections, in order) is
    // marked as the one being computed, the lines after it as not computed yet; -1 shows all as usual.
    void setStepLine(int index);
    int stepLine() const { return stepLine_; }
    // A row of controls under the heading (the line-by-line buttons); the panel takes it.
    void addControls(QWidget* row);
    // Presentation: the lines' font `scale` times the window's (0: the window's own font). The
    // controls row keeps the window's font, so its buttons are never cut by a narrow dock.
    void setFormulaScale(double scale);
    // The widest thing the lines cannot wrap (a formula's unbreakable term, a heading) fits the
    // panel's width: nothing is cut at its right edge.
    bool linesFitWidth() const;

    // A guided question waits for the student's prediction (QuestionsPanel): the lines, which
    // print the next step's results, make way for a note until the answer is checked.
    void setAnswerHidden(bool hidden);
    bool answerHidden() const { return answerHidden_; }
    static QString answerNoteText();

    // The rule in focus (none: nothing): the headings of its calls show ◉.
    void setFocusRule(std::optional<steer::Rule> rule);
    std::optional<steer::Rule> focusRule() const { return focus_; }

signals:
    void lineHovered(int callIndex, int kind); // -1, -1 when the mouse leaves the lines
    // A rule's ◎ was clicked: call `callIndex` of the vehicle shown.
    void focusRequested(int callIndex);
    // A section heading was clicked: the glossary entry of that behaviour (core behaviourId) is wanted.
    void behaviourLinkActivated(const QString& behaviourId);
    // A seed number in a note or an explanation was clicked ("seed:002").
    void sourceLinkActivated(const QString& link);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override; // a frame that came while hidden is laid out now

private:
    enum class EntryType { Title, Line, Text };
    struct LineKey {
        int callIndex;
        int kind;
    };
    struct Entry {
        EntryType type;
        QString html;
        QMargins margins;
        LineKey key;
        QString tip; // lines: why the line is there, then how to focus its rule
    };
    struct Shown {
        EntryType type;
        PanelLabel* label;
    };

    void rebuild();
    // Rebuilds now when visible; while hidden (dock closed, tab behind another) only marks the
    // text stale, so a closed panel costs nothing per frame.
    void rebuildWhenShown();
    bool foldedAway() const; // the window is shown and this panel is not (its dock closed or behind a tab)
    void flushPending() const; // shows a coalesced frame now
    void applyHighlight(bool scrollTo);
    PanelLabel* makeLabel(EntryType type);
    std::vector<FormulaLineLabel*> lines() const;
    QVBoxLayout* layoutFor(EntryType type) const;

    // Only what the builder reads: the selected vehicle, its explanation, the variants, the frame.
    steer::World world_;
    bool hasFrame_ = false;
    bool pending_ = false;      // world_ holds a frame not shown yet
    Clock clock_;
    std::optional<qint64> shownAt_; // clock_ time a frame from showFrame was last shown
    QTimer* coalesce_ = nullptr;
    QStringList extras_;
    int highlightCall_ = -1;
    int highlightKind_ = -1;
    std::optional<steer::Rule> focus_;
    int stepLine_ = -1;
    bool answerHidden_ = false;
    QLabel* answerNote_ = nullptr;
    SeedLinks seedLinks_;
    ArticleTitles articleTitles_;

    PanelLabel* heading_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QWidget* content_ = nullptr;
    QWidget* controls_ = nullptr; // the row given to addControls (line by line)
    QWidget* stepFrame_ = nullptr; // line by line: the frame round the line being computed (LineFrame)
    QVBoxLayout* layout_ = nullptr;      // section titles and formula lines
    QVBoxLayout* textsLayout_ = nullptr; // explanations
    std::vector<Shown> shown_;          // in display order
    std::vector<PanelLabel*> spare_[3];     // hidden labels kept for reuse, per EntryType
};

#include "questions_panel.h"

#include "controller.h"
#include "diagram_style.h"
#include "language.h"
#include "lesson_session.h"
#include "prediction_item.h"
#include "stage_view.h"

#include <QButtonGroup>
#include <QDockWidget>
#include <QEvent>
#include <QGraphicsScene>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

using Kind = lessons::Question::Kind;

constexpr double kArrowLength = 60.0; // stage px: the arrows show a direction, not a length
const QColor kChoiceColour(0x20, 0x60, 0xc0);
const QColor kPickedColour(0xd0, 0x40, 0x10);
const QColor kRealColour(0x10, 0x90, 0x30);

QString letter(int choice) { return QString(QChar(u'A' + choice)); }

QString number(double v, int decimals) { return QString::number(v, 'f', decimals); }

diagrams::StageNote arrow(steer::Vector2D from, steer::Vector2D direction, const QColor& colour)
{
    diagrams::StageNote n;
    n.arrow = true;
    n.tail = QPointF(from.x, from.y);
    const steer::Vector2D head = from + direction.normalized() * kArrowLength;
    n.at = QPointF(head.x, head.y);
    n.color = colour;
    return n;
}

// A label just beyond an arrow's head (an arrow's own label sits at its tail, where all three meet),
// moved by `shift` stage px where it would cover the label of an arrow close beside it.
diagrams::StageNote label(steer::Vector2D from, steer::Vector2D direction, const QString& text, const QColor& colour,
                          steer::Vector2D shift = {})
{
    diagrams::StageNote n;
    const steer::Vector2D d = direction.normalized();
    const steer::Vector2D at = from + d * (kArrowLength + 8.0) + shift;
    // The text box grows right and down from `at`: shift it back where the arrow points left or up.
    n.at = QPointF(at.x - (d.x < 0 ? 8.0 + 10.0 * text.size() : 0.0), at.y - (d.y < 0 ? 18.0 : 0.0));
    n.text = text;
    n.color = colour;
    return n;
}

} // namespace

QuestionsPanel::QuestionsPanel(LessonSession* session, Controller* controller, StageView* view, QWidget* parent)
    : QWidget(parent), session_(session), c_(controller), view_(view), item_(new PredictionItem(view))
{
    view_->scene()->addItem(item_);
    heading_ = new QLabel;
    heading_->setWordWrap(true);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("questionList"));
    list_->setWordWrap(true); // whole questions, in every language, without a sideways scroll
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    go_ = new QPushButton;
    reset_ = new QPushButton;
    question_ = new QLabel;
    question_->setWordWrap(true);
    question_->setTextFormat(Qt::RichText);
    choicesBox_ = new QWidget;
    choicesLayout_ = new QVBoxLayout(choicesBox_);
    choicesLayout_->setContentsMargins(0, 0, 0, 0);
    choices_ = new QButtonGroup(this);
    choices_->setExclusive(true);
    check_ = new QPushButton;
    result_ = new QLabel;
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(go_);
    buttons->addWidget(reset_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);
    layout->addWidget(question_);
    layout->addWidget(choicesBox_);
    layout->addWidget(check_);
    layout->addWidget(result_);
    layout->addStretch();

    connect(go_, &QPushButton::clicked, this, [this] { go(list_->currentRow()); });
    connect(list_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* i) { go(list_->row(i)); });
    connect(reset_, &QPushButton::clicked, this, &QuestionsPanel::resetAnswers);
    connect(check_, &QPushButton::clicked, this, &QuestionsPanel::check);
    connect(choices_, &QButtonGroup::idClicked, this, &QuestionsPanel::pick);
    connect(session_, &LessonSession::lessonChanged, this, &QuestionsPanel::lessonChanged);
    connect(c_, &Controller::worldChanged, this, &QuestionsPanel::showMarks);
    retranslateUi();
    lessonChanged();
}

// The scene owns the marks' item: the stage may go before or after this panel.
QuestionsPanel::~QuestionsPanel() = default;

QDockWidget* QuestionsPanel::addToWindow(QMainWindow* window, LessonSession* session, Controller* controller,
                                         StageView* view, QDockWidget* tabWith, QMenu* panels)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(QStringLiteral("questionsDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    auto* panel = new QuestionsPanel(session, controller, view);
    dock->setWidget(panel);
    dock->setWindowTitle(tr("Questions"));
    window->addDockWidget(window->dockWidgetArea(tabWith), dock);
    window->tabifyDockWidget(tabWith, dock);
    panels->addAction(dock->toggleViewAction());
    auto showFor = [dock, session] {
        const bool any = !session->lesson().questions.empty();
        dock->setVisible(any);
        if (any)
            dock->raise();
    };
    connect(session, &LessonSession::lessonChanged, dock, showFor);
    connect(panel, &QuestionsPanel::retitled, dock, [dock] { dock->setWindowTitle(tr("Questions")); });
    showFor();
    return dock;
}

QList<QPushButton*> QuestionsPanel::choiceButtons() const
{
    QList<QPushButton*> out;
    for (QAbstractButton* b : choices_->buttons())
        out << static_cast<QPushButton*>(b);
    std::sort(out.begin(), out.end(), [this](auto* a, auto* b) { return choices_->id(a) < choices_->id(b); });
    return out;
}

const diagrams::StageNotes& QuestionsPanel::stageMarks() const { return item_->marks(); }

void QuestionsPanel::lessonChanged()
{
    // Saving or renaming the lesson keeps the student's answers; other questions start afresh.
    if (session_->lesson().questions == questions_ && !answers_.empty())
        return;
    questions_ = session_->lesson().questions;
    answers_.assign(questions_.size(), std::nullopt);
    active_ = -1;
    posed_ = {};
    showList();
    if (!questions_.empty())
        list_->setCurrentRow(0);
    showQuestion();
    publishChecked();
}

void QuestionsPanel::publishChecked()
{
    std::vector<bool> checked;
    for (const std::optional<Answer>& a : answers_)
        checked.push_back(a && a->checked);
    session_->setChecked(checked);
}

void QuestionsPanel::go(int question)
{
    if (question < 0 || question >= int(questions_.size()))
        return;
    const lessons::Question& q = questions_[std::size_t(question)];
    active_ = question;
    list_->setCurrentRow(question);
    c_->advanceTo(q.frame);
    posed_ = guided::pose(q, c_->world());
    showQuestion();
    showMarks();
}

void QuestionsPanel::pick(int choice)
{
    if (active_ < 0 || choice < 0 || choice >= int(posed_.choices.size()))
        return;
    std::optional<Answer>& a = answers_[std::size_t(active_)];
    if (a && a->checked)
        return; // checked answers stay as given until Reset answers
    a = Answer{choice, false, false};
    showQuestion();
    showMarks();
}

void QuestionsPanel::check()
{
    if (active_ < 0)
        return;
    std::optional<Answer>& a = answers_[std::size_t(active_)];
    if (!a || a->picked < 0 || a->checked)
        return;
    a->checked = true;
    a->right = posed_.choices[std::size_t(a->picked)].correct;
    const lessons::Question& q = questions_[std::size_t(active_)];
    std::int64_t to = q.frame + 1;
    if (q.kind == Kind::FirstToReach) { // show the moment the first chaser arrives
        to = q.frame;
        for (std::size_t i = 0; i < posed_.choices.size(); ++i)
            if (posed_.choices[i].correct)
                to = posed_.reachFrames[i];
    }
    c_->advanceTo(to);
    showList();
    showQuestion();
    showMarks();
    publishChecked(); // the answers this question hid appear
}

void QuestionsPanel::resetAnswers()
{
    answers_.assign(questions_.size(), std::nullopt);
    showList();
    showQuestion();
    showMarks();
    publishChecked(); // hidden again until each is checked anew
}

void QuestionsPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void QuestionsPanel::retranslateUi()
{
    heading_->setText(tr("Predict what the next frames will show, then check."));
    go_->setText(tr("Go to the question"));
    reset_->setText(tr("Reset answers"));
    check_->setText(tr("Check"));
    emit retitled();
    showList();
    showQuestion();
    showMarks();
}

void QuestionsPanel::showList()
{
    const int row = list_->currentRow();
    list_->clear();
    const QString lang = language::current();
    for (std::size_t i = 0; i < questions_.size(); ++i) {
        QString line = tr("%1. Frame %2: %3").arg(i + 1).arg(questions_[i].frame).arg(questions_[i].text.in(lang));
        if (answers_[i] && answers_[i]->checked)
            line += answers_[i]->right ? QStringLiteral("  ✓") : QStringLiteral("  ✗");
        auto* item = new QListWidgetItem(line, list_);
        item->setToolTip(line);
    }
    list_->setCurrentRow(row < list_->count() ? row : -1);
    go_->setEnabled(!questions_.empty());
    reset_->setEnabled(!questions_.empty());
}

QString QuestionsPanel::choiceLabel(int choice) const
{
    const guided::Choice& c = posed_.choices[std::size_t(choice)];
    switch (posed_.kind) {
    case Kind::NextVelocity: return tr("Arrow %1").arg(letter(choice));
    case Kind::PushingCircle: return c.index < 0 ? tr("No circle pushes") : tr("Circle %1").arg(c.index + 1);
    case Kind::FirstToReach:
        return c.index < 0 ? QString() : diagrams::vehicleName(c_->world().vehicles.size() > std::size_t(c.index)
                                                                   ? c_->world().vehicles[std::size_t(c.index)].id
                                                                   : std::string());
    }
    return {};
}

void QuestionsPanel::showQuestion()
{
    for (QAbstractButton* b : choices_->buttons()) {
        choices_->removeButton(b);
        delete b;
    }
    result_->clear();
    if (active_ < 0) {
        question_->setText(questions_.empty() ? QString() : tr("Pick a question and press Go."));
        check_->setEnabled(false);
        return;
    }
    const lessons::Question& q = questions_[std::size_t(active_)];
    QString text = QStringLiteral("<b>%1</b>").arg(q.text.in(language::current()).toHtmlEscaped());
    if (posed_.problem == guided::Problem::NoVehicle)
        text += QStringLiteral("<br>") + tr("Vehicle '%1' is not on the stage at frame %2.")
                                              .arg(QString::fromStdString(q.vehicle).toHtmlEscaped()).arg(q.frame);
    else if (posed_.problem == guided::Problem::StandsStill)
        text += QStringLiteral("<br>") + tr("v is zero at the next frame: it points nowhere, so there is nothing to predict.");
    else if (posed_.problem == guided::Problem::ScriptFailed)
        text += QStringLiteral("<br>") + tr("The lesson's code fails in the next step, so there is nothing to predict (the Code panel says where).");
    question_->setText(text);
    const std::optional<Answer>& a = answers_[std::size_t(active_)];
    for (int i = 0; i < int(posed_.choices.size()); ++i) {
        auto* b = new QPushButton(choiceLabel(i));
        b->setCheckable(true);
        b->setChecked(a && a->picked == i);
        b->setEnabled(!(a && a->checked));
        choices_->addButton(b, i);
        choicesLayout_->addWidget(b);
    }
    check_->setEnabled(a && a->picked >= 0 && !a->checked);
    if (a && a->checked)
        result_->setText(resultLine());
    else if (!posed_.choices.empty())
        result_->setText(tr("Pick your prediction, then press Check."));
}

QString QuestionsPanel::resultLine() const
{
    const lessons::Question& q = questions_[std::size_t(active_)];
    const Answer& a = *answers_[std::size_t(active_)];
    const guided::Choice& picked = posed_.choices[std::size_t(a.picked)];
    QString out = a.right ? QStringLiteral("<b style='color:#108030'>%1</b> ").arg(tr("Right."))
                          : QStringLiteral("<b style='color:#c03010'>%1</b> ").arg(tr("Wrong."));
    switch (q.kind) {
    case Kind::NextVelocity: {
        const steer::Vector2D v = posed_.nextVelocity;
        out += tr("Your arrow %1 is %2° from the real v of frame %3: v = (%4, %5), |v| = %6.")
                   .arg(letter(a.picked), number(guided::angleDegrees(picked.direction, v), 1))
                   .arg(q.frame + 1)
                   .arg(number(v.x, 3), number(v.y, 3), number(v.length(), 3));
        break;
    }
    case Kind::PushingCircle: {
        if (posed_.pushing.empty()) {
            out += tr("No circle pushed in the step to frame %1: no feeler met a buffer circle.").arg(q.frame + 1);
        } else {
            QStringList circles;
            for (int c : posed_.pushing)
                circles << QString::number(c + 1);
            out += tr("In the step to frame %1 the avoid force came from circle %2: the feeler met its buffer circle.")
                       .arg(q.frame + 1)
                       .arg(circles.join(QStringLiteral(", ")));
        }
        break;
    }
    case Kind::FirstToReach: {
        QStringList reaches;
        for (std::size_t i = 0; i < posed_.choices.size(); ++i) {
            const int v = posed_.choices[i].index;
            const QString name = v >= 0 && std::size_t(v) < c_->world().vehicles.size()
                                     ? diagrams::vehicleName(c_->world().vehicles[std::size_t(v)].id)
                                     : QString();
            reaches << (posed_.reachFrames[i] >= 0
                            ? tr("%1 reaches the target at frame %2").arg(name).arg(posed_.reachFrames[i])
                            : tr("%1 does not reach it within %n frames", nullptr, int(guided::kRaceFrames)).arg(name));
        }
        out += reaches.join(QStringLiteral("; ")) + QLatin1Char('.');
        break;
    }
    }
    return out;
}

void QuestionsPanel::showMarks()
{
    diagrams::StageNotes marks;
    if (active_ >= 0 && posed_.problem == guided::Problem::None) {
        const lessons::Question& q = questions_[std::size_t(active_)];
        const std::optional<Answer>& a = answers_[std::size_t(active_)];
        const steer::World& w = c_->world();
        const bool checked = a && a->checked;
        if (q.kind == Kind::NextVelocity && !checked && c_->frame() == q.frame) {
            for (int i = 0; i < int(posed_.choices.size()); ++i) {
                const QColor colour = a && a->picked == i ? kPickedColour : kChoiceColour;
                marks.push_back(arrow(posed_.position, posed_.choices[std::size_t(i)].direction, colour));
                marks.push_back(label(posed_.position, posed_.choices[std::size_t(i)].direction, letter(i), colour));
            }
        } else if (q.kind == Kind::NextVelocity && checked && c_->frame() == q.frame + 1 && posed_.vehicle < int(w.vehicles.size())) {
            // The prediction beside the real vector, both from where the vehicle stands now.
            const steer::Vector2D at = w.vehicles[std::size_t(posed_.vehicle)].position;
            const steer::Vector2D mine = posed_.choices[std::size_t(a->picked)].direction;
            // The two labels apart, each on its own arrow's side: a near miss has its heads close.
            steer::Vector2D apart = mine - posed_.nextVelocity.normalized();
            apart = apart.length() > 1e-6 ? apart.normalized() * 14.0 : steer::Vector2D(0.0, -14.0);
            marks.push_back(arrow(at, mine, kPickedColour));
            marks.push_back(label(at, mine, tr("your %1").arg(letter(a->picked)), kPickedColour, apart));
            marks.push_back(arrow(at, posed_.nextVelocity, kRealColour));
            marks.push_back(label(at, posed_.nextVelocity, tr("real v"), kRealColour, apart * -1.0));
        } else if (q.kind == Kind::PushingCircle && (c_->frame() == q.frame || (checked && c_->frame() == q.frame + 1))) {
            for (std::size_t c = 0; c < w.obstacles.size(); ++c) {
                const bool pushes = std::find(posed_.pushing.begin(), posed_.pushing.end(), int(c)) != posed_.pushing.end();
                const bool mine = a && posed_.choices[std::size_t(a->picked)].index == int(c);
                diagrams::StageNote n;
                n.text = checked && pushes ? tr("%1 pushes").arg(c + 1) : QString::number(c + 1);
                n.at = QPointF(w.obstacles[c].position.x - 5.0, w.obstacles[c].position.y - 10.0);
                n.color = checked && pushes ? kRealColour : mine ? kPickedColour : kChoiceColour;
                // In the stage's right half the text grows to the left of the centre, so that it stays on the stage.
                if (w.obstacles[c].position.x > w.stageWidth / 2) {
                    const qreal ppu = std::max<qreal>(1e-3, std::hypot(view_->transform().m11(), view_->transform().m12()));
                    n.at.rx() -= diagrams::stageNoteTextBox(n, ppu, view_->screenOptions().uiScale).width() - 10.0;
                }
                marks.push_back(n);
            }
        }
    }
    item_->setMarks(std::move(marks));

    // Until the prediction is checked, the formula panel's update lines and the stage's ghost of
    // the next step would show where v will point, or which circle's test fires: the window hides them.
    bool waiting = false;
    if (active_ >= 0 && posed_.problem == guided::Problem::None) {
        const lessons::Question& q = questions_[std::size_t(active_)];
        const std::optional<Answer>& a = answers_[std::size_t(active_)];
        waiting = q.kind != Kind::FirstToReach && !(a && a->checked) && c_->frame() == q.frame;
    }
    if (waiting != waiting_) {
        waiting_ = waiting;
        emit answerWaiting(waiting);
    }
}

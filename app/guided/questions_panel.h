#pragma once
// The Questions dock (issue #14, "predict, then check"): the open lesson's guided steps. "Go" shows
// a question's frame, its text and its choices (for "where will v point next frame?" three arrows
// A, B, C drawn at the vehicle); the student picks one, and "Check" steps on and shows the
// prediction beside what really happened, with the numbers, right or wrong. Answers are kept while
// the lesson is open (they are the student's, never written to the file); "Reset answers" clears
// them. The dock is shown only for lessons that have questions.
#include "guided_question.h"
#include "stage_notes.h"

#include <QWidget>

#include <optional>
#include <vector>

class Controller;
class LessonSession;
class PredictionItem;
class QButtonGroup;
class QDockWidget;
class QLabel;
class QListWidget;
class QMainWindow;
class QMenu;
class QPushButton;
class QVBoxLayout;
class StageView;

class QuestionsPanel : public QWidget {
    Q_OBJECT
public:
    QuestionsPanel(LessonSession* session, Controller* controller, StageView* view, QWidget* parent = nullptr);
    ~QuestionsPanel() override;

    // One student's answer to one question.
    struct Answer {
        int picked = -1;     // index into the posed choices
        bool checked = false;
        bool right = false;
    };

    // A dock (object name "questionsDock") tabbed with `tabWith`, in the Panels menu, shown when
    // the open lesson has questions.
    static QDockWidget* addToWindow(QMainWindow* window, LessonSession* session, Controller* controller,
                                    StageView* view, QDockWidget* tabWith, QMenu* panels);

    QListWidget* questionList() const { return list_; }
    QLabel* questionText() const { return question_; }
    QLabel* resultText() const { return result_; }
    QPushButton* checkButton() const { return check_; }
    QPushButton* resetButton() const { return reset_; }
    // The choices of the question shown, as buttons in the order of guided::Posed::choices.
    QList<QPushButton*> choiceButtons() const;
    const diagrams::StageNotes& stageMarks() const;

    int active() const { return active_; } // the question shown, -1 for none
    const guided::Posed& posed() const { return posed_; }
    const std::optional<Answer>& answer(int question) const { return answers_[std::size_t(question)]; }

public slots:
    void go(int question); // jump to its frame and show it
    void pick(int choice);
    void check();
    void resetAnswers();

    // A question is shown at its frame and its answer not yet checked (see answerWaiting).
    bool isAnswerWaiting() const { return waiting_; }

signals:
    void retitled(); // the language changed: the dock's title follows
    // The answer would be visible in the next step's formulas and ghost: the window hides them
    // while `waiting`.
    void answerWaiting(bool waiting);

protected:
    void changeEvent(QEvent* e) override;

private:
    void lessonChanged();
    void retranslateUi();
    void showList();
    void showQuestion(); // text, choices, result of the active question
    void showMarks();    // the stage marks for the frame shown
    void publishChecked(); // tells the session which questions were checked (their answers show)
    QString choiceLabel(int choice) const;
    QString resultLine() const;

    LessonSession* session_;
    Controller* c_;
    StageView* view_;
    PredictionItem* item_;
    std::vector<lessons::Question> questions_; // those the answers belong to
    std::vector<std::optional<Answer>> answers_;
    int active_ = -1;
    bool waiting_ = false;
    guided::Posed posed_;
    QLabel* heading_;
    QListWidget* list_;
    QPushButton* go_;
    QPushButton* reset_;
    QLabel* question_;
    QWidget* choicesBox_;
    QVBoxLayout* choicesLayout_;
    QButtonGroup* choices_;
    QPushButton* check_;
    QLabel* result_;
};

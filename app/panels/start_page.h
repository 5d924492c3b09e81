#pragma once
// The page the program opens with when it is started without a file or a scenario: the lessons
// that ship with it (title, and the chosen one's notes), a button to open a lesson file, and one
// to go straight to the demo. It can be turned off ("show at start") and found again under Help.
#include <QDialog>

class QCheckBox;
class QListWidget;
class QTextBrowser;

class StartPage : public QDialog {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);

    enum class Choice { Demo, Lesson, OpenFile };
    Choice choice() const { return choice_; }
    QString lessonPath() const; // the bundled lesson chosen (Choice::Lesson)

    QListWidget* lessonList() const { return list_; }
    QTextBrowser* notesView() const { return notes_; }

    static bool showAtStart(); // the setting, on by default
    static void setShowAtStart(bool on);

private:
    void showNotes();

    QListWidget* list_;
    QTextBrowser* notes_;
    QCheckBox* again_;
    Choice choice_ = Choice::Demo;
};

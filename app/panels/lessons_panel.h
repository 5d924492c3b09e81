#pragma once
// The Lessons dock: the open lesson's title and notes (in the interface language, else English,
// marked as such), its bookmarks (click to jump; double click or the context menu to edit their
// texts in three languages, move them to the frame shown or delete them; the selected one follows
// the frame shown), Add / Remove bookmark and previous / next bookmark, and the warning when a
// bookmark's frame computes differently in this version.
#include <QWidget>

#include <vector>

class Controller;
class QAction;
class LessonSession;
class QLabel;
class QListWidget;
class QPushButton;
class QTextBrowser;

class LessonsPanel : public QWidget {
    Q_OBJECT
public:
    LessonsPanel(LessonSession* session, Controller* controller, QWidget* parent = nullptr);

    QListWidget* bookmarkList() const { return list_; }
    // Under the list while a guided lesson keeps answer bookmarks out of it (until Check).
    QLabel* hiddenBookmarksHint() const { return hiddenHint_; }
    QLabel* warningLabel() const { return warning_; }
    QLabel* notesLanguageMark() const { return fallback_; }
    QTextBrowser* notesView() const { return notes_; }
    // A row of buttons for the lesson's own actions (edit title and notes, annotate).
    void addActionButtons(const QList<QAction*>& actions);
    QLabel* titleLabel() const { return title_; }

public slots:
    void addBookmarkAsk(); // asks for a title (Ctrl+B)
    void removeSelectedBookmark();
    // The bookmark dialog for one row (a double click, or Edit… in the list's context menu):
    // title and note in three languages, and its frame.
    void editBookmark(int row);
    // The row's bookmark moves to the frame shown (context menu).
    void moveBookmarkHere(int row);
    // Page Up / Page Down: the previous / next bookmark when there is one in that direction,
    // else one frame.
    void previousBookmarkOrFrame();
    void nextBookmarkOrFrame();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void showLesson();    // title and notes
    void showBookmarks(); // the list, the current one highlighted
    void showCurrent();   // highlight after a frame change; the selection follows the frame
    void showContextMenu(const QPoint& at);
    // The list shows only the bookmarks the session shows (a guided lesson hides its answers):
    // a row's bookmark index, and a bookmark's row (-1: not listed).
    int indexOf(int row) const;
    int rowOf(int index) const;

    LessonSession* session_;
    Controller* c_;
    QLabel* title_;
    QLabel* notesHeading_;
    QLabel* fallback_;
    QTextBrowser* notes_;
    QLabel* bookmarksHeading_;
    QListWidget* list_;
    QLabel* hiddenHint_;
    QPushButton* add_;
    QPushButton* remove_;
    QPushButton* previous_;
    QPushButton* next_;
    QLabel* warning_;
    std::vector<int> rows_; // per row, the index of its bookmark in the lesson
};

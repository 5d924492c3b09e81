#pragma once
// The window's side of lessons, kept out of MainWindow: File → New / Open / Save / Save As / Open
// Recent, the Lessons menu (bundled lessons), the Lessons dock, Add bookmark (Ctrl+B), previous /
// next bookmark (Page Up / Page Down, presenter clickers), dropping a .steerlab file on the window,
// the title bar's lesson name and modified mark, the question before a modified lesson is closed
// or replaced, and the offer to restore an autosave.
#include <QObject>
#include <QStringList>

class AnnotationLayer;
class Controller;
class LessonSession;
class LessonsPanel;
class MainWindow;
class QAction;
class QDockWidget;
class QMenu;

class LessonUi : public QObject {
    Q_OBJECT
public:
    static constexpr int kRecentFiles = 8;

    explicit LessonUi(MainWindow* window);

    LessonSession* session() const { return session_; }
    LessonsPanel* panel() const { return panel_; }
    QDockWidget* dock() const { return dock_; }
    QMenu* lessonsMenu() const { return lessonsMenu_; }
    AnnotationLayer* annotations() const { return annotations_; }
    QAction* annotateAction() const { return annotate_; }
    QAction* editTextAction() const { return editText_; }

    // "Steering Lab — <lesson>[*]": the lesson's title, file name, or (untitled) the scenario.
    QString windowTitle() const;

    // Opens `path` after asking about unsaved changes; a refused file is reported in a message box
    // and the open lesson stays. Returns whether the lesson was opened.
    bool openFile(const QString& path);
    // Asks Save / Discard / Cancel when the lesson is modified; false means "Cancel".
    bool maybeSave();
    // Brings the Lessons dock forward when the open lesson has notes or bookmarks.
    void showLessonPanel();
    // At start (not for screenshots): offers the autosave left by a program that did not close.
    void offerAutosave();
    // The program's own window: autosave, and the question before unsaved work is dropped. Off in
    // windows made by tests (which would block on the question) and for --screenshot.
    void setProtectUnsaved(bool on);
    // A clean exit: the autosave is removed.
    void closed();
    QStringList recentFiles() const;

    // Set instead of asking (tests): what the question answers, and the file Save As writes.
    enum class Answer { Ask, Save, Discard, Cancel };
    void setTestAnswers(Answer answer, const QString& saveAsPath = {});

    bool save();   // Ctrl+S: to the lesson's file, else Save As
    bool saveAs();
    // The title and notes dialog; the start page (bundled lessons, open a file, or the demo).
    void editText();
    void showStartPage();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void createActions();
    void retranslateUi();
    void updateTitle();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildLessonsMenu();
    void newLesson();
    void openDialog();
    QString askSavePath();

    MainWindow* w_;
    Controller* c_;
    LessonSession* session_;
    LessonsPanel* panel_;
    QDockWidget* dock_;
    QAction* new_ = nullptr;
    QAction* open_ = nullptr;
    QAction* save_ = nullptr;
    QAction* saveAs_ = nullptr;
    QAction* addBookmark_ = nullptr;
    QAction* previousBookmark_ = nullptr;
    QAction* nextBookmark_ = nullptr;
    QAction* annotate_ = nullptr;
    QAction* editText_ = nullptr;
    QAction* startPage_ = nullptr;
    AnnotationLayer* annotations_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QMenu* lessonsMenu_ = nullptr;
    Answer answer_ = Answer::Ask;
    QString saveAsPath_;
    bool protect_ = false;
};

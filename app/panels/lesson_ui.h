#pragma once
// The window's side of lessons, kept out of MainWindow: File → New / Open / Save / Save As / Open
// Recent, the Lessons menu (bundled lessons), the Lessons dock, Add bookmark (Ctrl+B), previous /
// next bookmark (Page Up / Page Down, presenter clickers), dropping a .steerlab file on the window,
// the title bar's lesson name and modified mark, the question before a modified lesson is closed
// or replaced, and the offer to restore an autosave.
#include "autosave_slot.h"
#include "world.h"

#include <QObject>
#include <QStringList>

class AnnotationLayer;
class Controller;
class LessonSession;
class LessonsPanel;
class OverlayPanel;
class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class StageView;
class TimelineSlider;

class LessonUi : public QObject {
    Q_OBJECT
public:
    static constexpr int kRecentFiles = 8;

    // What the window hands over: the parts a lesson reads and writes, and where it wants the
    // Lessons dock and the lesson actions.
    struct Parts {
        Controller* controller;
        StageView* stage;         // where notes and drawings are made (the annotation tool)
        OverlayPanel* overlay;    // the overlay switches and trails a lesson file holds
        TimelineSlider* timeline; // the bookmarks as ticks
        QMenu* fileMenu;          // New, Open, Recent, Recover, Save and Save As go first
        QMenu* panelsMenu;        // View → Panels: the Lessons dock's switch
        QDockWidget* tabWith;     // the Lessons dock joins this dock's tab row
        QDockWidget* front;       // the tab of that row kept in front (not the new Lessons tab)
        QAction* focusStage;      // the window's Esc, which also ends the annotation tool
    };
    // `window`: the main window the dock, the Lessons menu, the title, the status bar messages and
    // dropped files belong to, and the dialogs' parent.
    LessonUi(QMainWindow* window, const Parts& parts);

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
    // At start (not for screenshots): offers the newest autosave left by a program that did not
    // close, and reports any that no longer reads (kept aside). Others wait in File → Recover.
    void offerAutosave();
    // What to do with an orphaned autosave: restore it here, save it as a file, discard it, or
    // decide later (Escape: it stays, listed in File → Recover).
    enum class OrphanChoice { Ask, Restore, SaveAs, Discard, Later };
    void recover(const lessons::OrphanAutosave& orphan);
    // The program's own window: autosave, and the question before unsaved work is dropped. Off in
    // windows made by tests (which would block on the question) and for --screenshot.
    void setProtectUnsaved(bool on);
    // A clean exit: the autosave is removed.
    void closed();
    QStringList recentFiles() const;

    // Set instead of asking (tests): what the question answers, and the file Save As writes.
    enum class Answer { Ask, Save, Discard, Cancel };
    void setTestAnswers(Answer answer, const QString& saveAsPath = {});
    void setTestOrphanChoice(OrphanChoice choice) { orphanChoice_ = choice; }
    // Ctrl+S when the lesson's file was changed by someone else since it was opened or saved here.
    enum class ChangedChoice { Ask, Overwrite, Reload, SaveAs, Cancel };
    void setTestChangedChoice(ChangedChoice choice) { changedChoice_ = choice; }

    // The scenario list's choice: another scenario is a new untitled lesson on it (after the
    // question about unsaved changes when a lesson is open; a bare run of a demo is not asked
    // about). Undo brings the previous lesson back. False when the teacher cancelled.
    bool chooseScenario(steer::ScenarioId id);

    bool save();   // Ctrl+S: to the lesson's file, else Save As
    bool saveAs();
    // The title and notes dialog; the start page (bundled lessons, open a file, or the demo).
    void editText();
    void showStartPage();

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void createActions(const Parts& parts);
    void retranslateUi();
    void updateTitle();
    void showMarks();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void rebuildLessonsMenu();
    void rebuildRecoverMenu();
    OrphanChoice askAboutOrphan(const lessons::OrphanAutosave& orphan);
    ChangedChoice askChangedOnDisk();
    void newLesson();
    void openDialog();
    QString askSavePath();
    // The name Save As offers: the lesson's name, safe on every file system (no : ? * " < > | \ /).
    QString lessonFileName() const;

    QMainWindow* w_;
    Controller* c_;
    OverlayPanel* overlay_;
    TimelineSlider* timeline_;
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
    QMenu* recoverMenu_ = nullptr;
    OrphanChoice orphanChoice_ = OrphanChoice::Ask;
    ChangedChoice changedChoice_ = ChangedChoice::Ask;
    QMenu* lessonsMenu_ = nullptr;
    Answer answer_ = Answer::Ask;
    QString saveAsPath_;
    bool protect_ = false;
};

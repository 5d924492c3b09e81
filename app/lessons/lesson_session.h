#pragma once
// The lesson open in the window: where it came from, what the teacher wrote for it (title,
// bookmarks, notes, annotations) and whether anything changed since it was opened or saved. The
// run itself (set-up, input, frames) lives in the Controller; opening a lesson installs it there
// with Controller::restore, saving reads it back. No widgets: the window asks, the session answers
// (and tests drive it directly).
#include "autosave_slot.h"
#include "lesson.h"
#include "scenarios.h"

#include <QObject>
#include <QStringList>
#include <QString>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class Controller;

class LessonSession : public QObject {
    Q_OBJECT
public:
    // How long changes wait before they are written to the autosave file.
    static constexpr int kAutosaveDelayMs = 4000;

    explicit LessonSession(Controller* controller, QObject* parent = nullptr);
    ~LessonSession() override;

    // The window's view (overlay switches, zoom, trails) goes into a saved lesson and comes back
    // when one opens; without these hooks the lesson's view is kept as it was read.
    void setViewHooks(std::function<void(lessons::LessonView&)> read, std::function<void(const lessons::LessonView&)> apply);
    // The same for compare mode's panes (spec texts): saved with the lesson, opened with it.
    void setCompareHooks(std::function<std::vector<QString>()> read, std::function<void(const std::vector<QString>&)> apply);

    QString path() const { return path_; } // empty: never saved
    // The name for the title bar: the lesson's title in `language`, else the file's name, else
    // "Untitled lesson".
    QString displayName(const QString& language) const;
    // What the teacher wrote, plus the view as last opened or saved. Its run fields (setup, input,
    // lastFrame) are those of the file as read; snapshot() has the current ones.
    const lessons::Lesson& lesson() const { return lesson_; }
    // The lesson as it would be saved now: the controller's run, the window's view, the extras,
    // every bookmark's hash taken from the frames this program computes.
    lessons::Lesson snapshot() const;

    bool isModified() const { return modified_; }
    // A change saved with the lesson that the undo stack does not hold (compare mode's panes).
    void markModified();

    // Reads the file and shows its lesson. On any problem returns one translated line and leaves
    // the open lesson (run, extras, path, modified flag) exactly as it was.
    QString open(const QString& path);
    // Shows a lesson already in memory (the autosave, a bundled lesson read by the caller); `path`
    // becomes the lesson's file (empty: unsaved).
    QString openLesson(const lessons::Lesson& lesson, const QString& path);
    // Writes atomically; the modified flag is cleared and `path` becomes the lesson's file.
    QString save(const QString& path);
    // The lesson's file now holds something else than this window opened or last saved there
    // (another program, a shared folder, a second window wrote it). A file that is gone is no
    // change: saving writes it again and nothing is lost.
    bool fileChangedOnDisk() const;
    // An untitled lesson: the current scenario's defaults at frame 0, no extras (startLesson).
    void newLesson();
    // A new untitled lesson on scenario `id` at frame 0 with its defaults: nothing of the open
    // lesson stays (file, title, notes, bookmarks, annotations, questions, compare panes), so a
    // save can never write it into the old lesson's file. One undo step: undo brings the previous
    // lesson back whole, run and all. False (nothing changed) when the scenario cannot start.
    bool startLesson(steer::ScenarioId id);
    // Nothing of a lesson is open: no file, nothing written for the class, no compare panes; what
    // a teacher exploring the demos has. Picking another scenario asks nothing then.
    bool isBare() const;

    // Bookmarks, in frame order. add() returns the new bookmark's index.
    int addBookmark(const QString& title, const QString& language);
    void removeBookmark(int index);
    // A bookmark edited in place: texts, note, frame. A move re-sorts the list (returns the new
    // index); the moved bookmark's hash is taken again when the lesson is saved.
    int replaceBookmark(int index, const lessons::Bookmark& b);
    void goToBookmark(int index);
    // The nearest shown bookmark strictly before / after `frame` (its index), if any: Page Up / Page
    // Down never stop at a hidden answer.
    std::optional<int> bookmarkBefore(qint64 frame) const;
    std::optional<int> bookmarkAfter(qint64 frame) const;

    // "Predict, then check": a bookmark that answers a question (Bookmark::answerTo) and the Claims
    // rows a question names (Question::hiddenClaims) stay hidden until that question's Check. The
    // Questions panel, which holds the student's answers, says which questions were checked (one
    // flag per question of the open lesson); the answers are the session's, never saved.
    void setChecked(const std::vector<bool>& checked);
    bool isChecked(int question) const;
    bool isBookmarkShown(int index) const;
    std::vector<int> shownBookmarks() const; // indices, in frame order
    QStringList hiddenClaims() const;        // claim_rows.h ids of the questions not checked yet
    // What the teacher writes in the window: the lesson's title and notes (rich text), per language.
    void setTitle(const lessons::LocalText& title);
    void setNotes(const lessons::LocalText& notes);

    // Stage annotations, in the order they were placed (later ones are drawn on top).
    const std::vector<lessons::Annotation>& annotations() const { return lesson_.annotations; }
    int addAnnotation(const lessons::Annotation& a);
    void replaceAnnotation(int index, const lessons::Annotation& a);
    void removeAnnotation(int index);
    // Indexes of the annotations visible at `frame`.
    std::vector<int> annotationsAt(qint64 frame) const;

    // The warning for the frame shown (a bookmark there expected another world), empty if none.
    QString hashWarning() const { return warning_; }

    // Autosave: after kAutosaveDelayMs of changes the lesson goes to this window's own slot
    // (autosave_slot.h). Off until enabled (tests and --screenshot leave no files behind).
    void setAutosaveEnabled(bool on);
    bool autosaveEnabled() const { return autosaveOn_; }
    void setAutosaveDelay(int ms);
    // This window's autosave file (empty while autosave was never enabled).
    QString autosaveFile() const;
    // Opens an autosave left by a program that did not close as an unsaved, modified lesson (its
    // original file, if it had one, stays its path); it moves into this window's own slot and the
    // orphan goes. Empty on success, else the translated reason (the orphan is then kept).
    QString restoreAutosave(const lessons::OrphanAutosave& orphan);
    void writeAutosave();
    void clearAutosave(); // a clean exit: nothing to restore next time

signals:
    void lessonChanged();            // opened, new, saved, renamed: path, title, notes, view
    void modifiedChanged(bool modified);
    void bookmarksChanged();
    void annotationsChanged();
    void checkedChanged(); // a question was checked or the answers reset: hidden answers change
    void warningChanged(const QString& text); // hash check at the frame shown (empty: none)

private:
    // Everything of the open lesson outside the controller's run: what startLesson() swaps out,
    // and its undo swaps back.
    struct Document {
        lessons::Lesson lesson;
        QString path;
        QByteArray fileDigest;
        bool modified = false;
        std::size_t savedEvents = 0;
        bool hashesStale = false;
        std::vector<QString> compare;
    };
    // Shows `other` and leaves the lesson shown until now in it; `panesNow` are that lesson's
    // compare panes (already closed).
    void swapDocument(Document& other, std::vector<QString> panesNow);
    void announceDocument();
    void rememberFile(); // fileDigest_ from path_ as it is now

    void setModified(bool on);
    void onRunEdited();
    void checkFrame();
    void sortBookmarks();
    void markSaved();

    Controller* c_;
    lessons::Lesson lesson_; // extras and view; run fields as read
    QString path_;
    QByteArray fileDigest_; // SHA-256 of path_'s bytes as opened or saved here (empty: unknown)
    bool modified_ = false;
    // The input log's size when the lesson was opened or saved: playing with the pointer records
    // input without an undo step, and that is a change worth saving too.
    std::size_t savedEvents_ = 0;
    // After an edit, bookmark hashes describe the old run; they are taken again on save, and the
    // check waits until then (the teacher's own edit is no "computes differently").
    bool hashesStale_ = false;
    bool restoring_ = false;
    // An undo or redo swapped the whole lesson: the undo stack's index change that follows is no
    // edit of it (its modified flag came back with it).
    bool documentSwapped_ = false;
    QString warning_;
    // Per question, whether its Check was pressed; they belong to `checkedFor_` (other questions: none was).
    std::vector<bool> checked_;
    std::vector<lessons::Question> checkedFor_;
    std::function<void(lessons::LessonView&)> readView_;
    std::function<void(const lessons::LessonView&)> applyView_;
    std::function<std::vector<QString>()> readCompare_;
    std::function<void(const std::vector<QString>&)> applyCompare_;
    QTimer autosave_;
    bool autosaveOn_ = false;
    std::unique_ptr<lessons::AutosaveSlot> slot_; // made when autosave is first enabled
};

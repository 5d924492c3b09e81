#pragma once
// Autosaves, one slot per window (issue #36): <AppData>/autosave/<id>.steerlab, the lesson's own
// file (empty: never saved) in <id>.origin beside it, and <id>.lock held by the window's process
// for as long as the slot lives. Two windows never share a slot, and a slot whose lock no living
// process holds was left by a program that did not close: an orphan, kept until the teacher says
// what to do with it (restore, save as, discard). One that no longer reads is set aside under
// another name and reported, never overwritten.
#include "lesson.h"

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>

namespace lessons {

class AutosaveSlot {
public:
    AutosaveSlot(); // a new slot: a fresh id, its lock taken at once
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot&) = delete;
    AutosaveSlot& operator=(const AutosaveSlot&) = delete;

    QString file() const;
    // Writes the lesson (read back first, atomically) and its origin. Empty, or a translated message.
    QString write(const Lesson& lesson, const QString& origin);
    // The teacher saved or closed cleanly: nothing of this slot is left to restore.
    void clear();

private:
    QString id_;
    std::unique_ptr<QLockFile> lock_;
};

// A slot left by a program that did not close.
struct OrphanAutosave {
    QString file;      // the .steerlab autosave
    QString origin;    // the lesson's own file, if it had one
    QDateTime written; // when it was last written
    QString title;     // the lesson's title in the interface language, else its origin's name
};

// The folder of every slot (made when missing).
QString autosaveFolder();
// The orphans, newest first. Those that do not read any more are renamed to
// <id>.unreadable.steerlab (kept, and listed in `setAside` with the reader's message) and are not
// returned.
QList<OrphanAutosave> orphanedAutosaves(const QString& language, QStringList* setAside = nullptr);
// The teacher chose: the orphan's files go (its lock was never held).
void discardOrphan(const OrphanAutosave& orphan);

} // namespace lessons

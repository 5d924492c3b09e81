#include "autosave_slot.h"

#include "lesson_json.h"
#include "message_text.h"
#include "output_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace lessons {

namespace {
const QLatin1String kUnreadable(".unreadable");

QString pathIn(const QString& id, const char* suffix) { return QDir(autosaveFolder()).filePath(id + QLatin1String(suffix)); }

QString readOrigin(const QString& id)
{
    QFile f(pathIn(id, ".origin"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.read(64 * 1024));
}

// A lock that counts only while its process lives: a slot stays its window's however long the class runs.
std::unique_ptr<QLockFile> lockFor(const QString& id)
{
    auto lock = std::make_unique<QLockFile>(pathIn(id, ".lock"));
    lock->setStaleLockTime(0);
    return lock;
}
} // namespace

QString autosaveFolder()
{
    const QString dir = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave"));
    QDir().mkpath(dir);
    return dir;
}

AutosaveSlot::AutosaveSlot() : id_(QUuid::createUuid().toString(QUuid::WithoutBraces)), lock_(lockFor(id_))
{
    // A new id is nobody's: the lock is free. Should it fail (a read-only folder), writing fails too
    // and says so; nothing else depends on it.
    lock_->tryLock(0);
}

AutosaveSlot::~AutosaveSlot() = default; // the lock goes; a file still here is an orphan now

QString AutosaveSlot::file() const { return pathIn(id_, ".steerlab"); }

QString AutosaveSlot::write(const Lesson& lesson, const QString& origin)
{
    if (QString err = saveLessonFile(lesson, file()); !err.isEmpty())
        return err;
    files::OutputFile o(pathIn(id_, ".origin"));
    const QByteArray bytes = origin.toUtf8();
    if (!o.open() || o.device()->write(bytes) != bytes.size() || !o.commit())
        return LessonFile::tr("The lesson's own file name could not be kept beside the autosave '%1'.").arg(shownFileName(file()));
    return {};
}

void AutosaveSlot::clear()
{
    QFile::remove(file());
    QFile::remove(pathIn(id_, ".origin"));
}

QList<OrphanAutosave> orphanedAutosaves(const QString& language, QStringList* setAside)
{
    QList<OrphanAutosave> out;
    const QDir dir(autosaveFolder());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.steerlab")}, QDir::Files, QDir::Time);
    for (const QFileInfo& f : files) {
        const QString id = f.completeBaseName();
        if (id.endsWith(kUnreadable))
            continue;
        auto lock = lockFor(id);
        if (!lock->tryLock(0))
            continue; // a living window's own slot
        lock->unlock();
        ReadResult read = readLessonFile(f.absoluteFilePath());
        if (!read.lesson) {
            // Kept aside under a name no slot takes, so nothing ever writes over it.
            const QString aside = dir.filePath(id + kUnreadable + QLatin1String(kFileSuffix));
            if (QFile::rename(f.absoluteFilePath(), aside) && setAside)
                setAside->append(LessonFile::tr("An unsaved lesson from an earlier session could not be read (%1). It is kept as '%2'.")
                                     .arg(read.error, shownFileName(aside)));
            continue;
        }
        OrphanAutosave o;
        o.file = f.absoluteFilePath();
        o.origin = readOrigin(id);
        o.written = f.lastModified();
        o.title = read.lesson->title.in(language);
        if (o.title.isEmpty() && !o.origin.isEmpty())
            o.title = QFileInfo(o.origin).completeBaseName();
        out.append(o);
    }
    return out;
}

void discardOrphan(const OrphanAutosave& orphan)
{
    const QFileInfo f(orphan.file);
    const QString id = f.completeBaseName();
    QFile::remove(orphan.file);
    QFile::remove(pathIn(id, ".origin"));
    QFile::remove(pathIn(id, ".lock"));
}

} // namespace lessons

#include "lesson_session.h"

#include "controller.h"
#include "lesson_json.h"
#include "lesson_replay.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>
#include <memory>

namespace {
QString fromStd(const std::string& s) { return QString::fromStdString(s); }
} // namespace

LessonSession::LessonSession(Controller* controller, QObject* parent) : QObject(parent), c_(controller)
{
    autosave_.setSingleShot(true);
    autosave_.setInterval(kAutosaveDelayMs);
    connect(&autosave_, &QTimer::timeout, this, &LessonSession::writeAutosave);
    // Every edit (drag, parameter, variant, reset, scenario switch) and every undo or redo moves
    // the undo stack's index; the clean state is the run as opened or saved.
    connect(c_->undoStack(), &QUndoStack::indexChanged, this, [this](int) {
        if (documentSwapped_)
            documentSwapped_ = false;
        else if (!restoring_)
            onRunEdited();
    });
    connect(c_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (!restoring_ && clean && c_->history().log().eventCount() == savedEvents_)
            setModified(false);
    });
    // The window deletes its controller first, whose undo stack still signals while it is cleared.
    QUndoStack* stack = c_->undoStack();
    connect(c_, &QObject::destroyed, this, [this, stack] { disconnect(stack, nullptr, this, nullptr); });
    connect(c_, &Controller::worldChanged, this, [this] {
        if (restoring_)
            return;
        // Input recorded without an undo step (the pointer followed while playing).
        if (c_->history().log().eventCount() != savedEvents_ && !modified_)
            onRunEdited();
        checkFrame();
    });
    lesson_.setup = c_->setup();
    savedEvents_ = c_->history().log().eventCount();
}

LessonSession::~LessonSession() = default;

void LessonSession::setViewHooks(std::function<void(lessons::LessonView&)> read,
                                 std::function<void(const lessons::LessonView&)> apply)
{
    readView_ = std::move(read);
    applyView_ = std::move(apply);
}

QString LessonSession::displayName(const QString& language) const
{
    const QString title = lesson_.title.in(language);
    if (!title.isEmpty())
        return title;
    if (!path_.isEmpty())
        return QFileInfo(path_).completeBaseName();
    return tr("Untitled lesson");
}

void LessonSession::setCompareHooks(std::function<std::vector<QString>()> read,
                                    std::function<void(const std::vector<QString>&)> apply)
{
    readCompare_ = std::move(read);
    applyCompare_ = std::move(apply);
}

lessons::Lesson LessonSession::snapshot() const
{
    lessons::Lesson out = lesson_;
    out.setup = c_->setup();
    // Reset records each vehicle's tuned values as frame-0 input, so the log holds them.
    out.vehicleParameters.clear();
    out.input = c_->history().log();
    out.lastFrame = c_->lastFrame();
    if (readView_)
        readView_(out.view);
    if (readCompare_)
        out.compare = readCompare_();
    out.view.frame = c_->frame();
    const auto& vehicles = c_->world().vehicles;
    const int sel = c_->selected();
    out.view.selected = sel >= 0 && std::size_t(sel) < vehicles.size() ? fromStd(vehicles[std::size_t(sel)].id) : QString();
    // An edit before a bookmark cut the frames after the edit off; the bookmarks stay, at the frames
    // the world now computes (no input follows the edit), and the file records up to the last of them.
    out.lastFrame = std::max(out.lastFrame, lessons::furthestFrameNamed(out));
    // The hashes of the frames as this program computes them now (an edit may have changed them).
    steer::History scratch = c_->history();
    lessons::stampBookmarks(out, scratch);
    return out;
}

QString LessonSession::open(const QString& path)
{
    const lessons::ReadResult read = lessons::readLessonFile(path);
    if (!read.lesson)
        return read.error;
    return openLesson(*read.lesson, QFileInfo(path).absoluteFilePath());
}

QString LessonSession::openLesson(const lessons::Lesson& lesson, const QString& path)
{
    // The file reader checked the lesson; one built in code is checked here, so that a refusal
    // always comes before anything changes.
    if (QString err = lessons::checkLesson(lesson); !err.isEmpty())
        return err;
    restoring_ = true;
    const QString err = c_->restore(lesson.setup, lessons::inputForRestore(lesson), lesson.lastFrame, lesson.view.frame,
                                    lesson.view.selected);
    restoring_ = false;
    if (!err.isEmpty())
        return err;
    lesson_ = lesson;
    sortBookmarks();
    path_ = path;
    rememberFile();
    hashesStale_ = false;
    if (applyView_)
        applyView_(lesson_.view);
    if (applyCompare_)
        applyCompare_(lesson_.compare);
    markSaved();
    emit lessonChanged();
    emit bookmarksChanged();
    emit annotationsChanged();
    checkFrame();
    return {};
}

QString LessonSession::save(const QString& path)
{
    lessons::Lesson out = snapshot();
    if (QString err = lessons::saveLessonFile(out, path); !err.isEmpty())
        return err;
    lesson_ = std::move(out);
    path_ = QFileInfo(path).absoluteFilePath();
    rememberFile();
    hashesStale_ = false;
    markSaved();
    emit lessonChanged();
    emit bookmarksChanged();
    emit annotationsChanged();
    checkFrame();
    return {};
}

namespace {
QByteArray digestOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}
} // namespace

void LessonSession::rememberFile() { fileDigest_ = path_.isEmpty() ? QByteArray() : digestOf(path_); }

bool LessonSession::fileChangedOnDisk() const
{
    if (path_.isEmpty() || path_.startsWith(QLatin1String(":/")) || !QFileInfo::exists(path_))
        return false;
    return digestOf(path_) != fileDigest_;
}

void LessonSession::newLesson() { startLesson(c_->setup().id); }

bool LessonSession::isBare() const
{
    const lessons::Lesson& l = lesson_;
    return path_.isEmpty() && l.title.isEmpty() && l.notes.isEmpty() && l.bookmarks.empty() && l.annotations.empty() &&
           l.questions.empty() && (!readCompare_ || readCompare_().empty());
}

bool LessonSession::startLesson(steer::ScenarioId id)
{
    // The lesson being left, kept by the undo step (its compare panes close before its run goes, so
    // compare mode does not report them ended by a scenario change).
    auto left = std::make_shared<Document>();
    left->compare = readCompare_ ? readCompare_() : std::vector<QString>{};
    restoring_ = true;
    if (applyCompare_)
        applyCompare_({});
    // What the pane rows were as an undo or redo began: they go with the lesson being swapped out.
    auto panesLeaving = std::make_shared<std::vector<QString>>();
    const bool started = c_->startFresh(
        id, [] { return tr("New lesson"); },
        [this, left, panesLeaving](bool swapped) {
            if (!swapped) {
                *panesLeaving = readCompare_ ? readCompare_() : std::vector<QString>{};
                restoring_ = true;
                if (applyCompare_)
                    applyCompare_({});
                return;
            }
            restoring_ = false;
            swapDocument(*left, std::move(*panesLeaving));
        });
    restoring_ = false;
    if (!started) {
        if (applyCompare_)
            applyCompare_(left->compare);
        return false;
    }
    left->lesson = std::move(lesson_);
    left->path = path_;
    left->fileDigest = fileDigest_;
    left->modified = modified_;
    left->savedEvents = savedEvents_;
    left->hashesStale = hashesStale_;
    lesson_ = lessons::Lesson{};
    lesson_.setup = c_->setup();
    if (readView_)
        readView_(lesson_.view);
    path_.clear();
    fileDigest_.clear();
    hashesStale_ = false;
    markSaved();
    announceDocument();
    return true;
}

void LessonSession::swapDocument(Document& other, std::vector<QString> panesNow)
{
    Document shown{std::move(lesson_), path_, fileDigest_, modified_, savedEvents_, hashesStale_, std::move(panesNow)};
    lesson_ = std::move(other.lesson);
    path_ = other.path;
    fileDigest_ = other.fileDigest;
    savedEvents_ = other.savedEvents;
    hashesStale_ = other.hashesStale;
    const bool modified = other.modified;
    const std::vector<QString> panes = std::move(other.compare);
    other = std::move(shown);
    restoring_ = true;
    if (applyCompare_)
        applyCompare_(panes);
    restoring_ = false;
    documentSwapped_ = true;
    setModified(modified);
    announceDocument();
}

void LessonSession::announceDocument()
{
    warning_.clear();
    emit warningChanged(warning_);
    emit lessonChanged();
    emit bookmarksChanged();
    emit annotationsChanged();
    checkFrame();
}

void LessonSession::markSaved()
{
    savedEvents_ = c_->history().log().eventCount();
    c_->undoStack()->setClean();
    setModified(false);
    if (slot_)
        slot_->clear(); // nothing unsaved left to restore
}

void LessonSession::setModified(bool on)
{
    if (on && autosaveOn_ && !autosave_.isActive())
        autosave_.start(); // at most one write per delay while changes keep coming
    if (!on)
        autosave_.stop();
    if (modified_ == on)
        return;
    modified_ = on;
    emit modifiedChanged(on);
}

void LessonSession::markModified()
{
    if (!restoring_)
        setModified(true);
}

void LessonSession::onRunEdited()
{
    hashesStale_ = true;
    warning_.clear();
    setModified(true);
    emit warningChanged(warning_);
}

void LessonSession::sortBookmarks()
{
    std::stable_sort(lesson_.bookmarks.begin(), lesson_.bookmarks.end(),
                     [](const lessons::Bookmark& a, const lessons::Bookmark& b) { return a.frame < b.frame; });
}

int LessonSession::addBookmark(const QString& title, const QString& language)
{
    lessons::Bookmark b;
    b.frame = c_->frame();
    (language == QLatin1String("zh_CN") ? b.title.zh_CN : language == QLatin1String("ru") ? b.title.ru : b.title.en) = title;
    b.hash = c_->history().current().hash();
    // After the bookmarks at the same frame, so that adding never reorders the list.
    auto at = std::upper_bound(lesson_.bookmarks.begin(), lesson_.bookmarks.end(), b.frame,
                               [](std::int64_t f, const lessons::Bookmark& x) { return f < x.frame; });
    const int index = int(at - lesson_.bookmarks.begin());
    lesson_.bookmarks.insert(at, std::move(b));
    setModified(true);
    emit bookmarksChanged();
    return index;
}

void LessonSession::removeBookmark(int index)
{
    if (index < 0 || std::size_t(index) >= lesson_.bookmarks.size())
        return;
    lesson_.bookmarks.erase(lesson_.bookmarks.begin() + index);
    setModified(true);
    emit bookmarksChanged();
    checkFrame();
}

int LessonSession::replaceBookmark(int index, const lessons::Bookmark& b)
{
    if (index < 0 || std::size_t(index) >= lesson_.bookmarks.size() || b.title.isEmpty())
        return index;
    lessons::Bookmark& old = lesson_.bookmarks[std::size_t(index)];
    if (old == b)
        return index;
    const bool moved = old.frame != b.frame;
    lessons::Bookmark edited = b;
    lesson_.bookmarks.erase(lesson_.bookmarks.begin() + index);
    auto at = std::upper_bound(lesson_.bookmarks.begin(), lesson_.bookmarks.end(), edited.frame,
                               [](std::int64_t f, const lessons::Bookmark& x) { return f < x.frame; });
    const int now = int(at - lesson_.bookmarks.begin());
    lesson_.bookmarks.insert(at, std::move(edited));
    // A moved bookmark's hash describes its old frame: no warning until the save takes it again.
    if (moved)
        hashesStale_ = true;
    setModified(true);
    emit bookmarksChanged();
    checkFrame();
    return now;
}

void LessonSession::setTitle(const lessons::LocalText& title)
{
    if (title == lesson_.title)
        return;
    lesson_.title = title;
    setModified(true);
    emit lessonChanged();
}

void LessonSession::setNotes(const lessons::LocalText& notes)
{
    if (notes == lesson_.notes)
        return;
    lesson_.notes = notes;
    setModified(true);
    emit lessonChanged();
}

int LessonSession::addAnnotation(const lessons::Annotation& a)
{
    lesson_.annotations.push_back(a);
    setModified(true);
    emit annotationsChanged();
    return int(lesson_.annotations.size()) - 1;
}

void LessonSession::replaceAnnotation(int index, const lessons::Annotation& a)
{
    if (index < 0 || std::size_t(index) >= lesson_.annotations.size() || lesson_.annotations[std::size_t(index)] == a)
        return;
    lesson_.annotations[std::size_t(index)] = a;
    setModified(true);
    emit annotationsChanged();
}

void LessonSession::removeAnnotation(int index)
{
    if (index < 0 || std::size_t(index) >= lesson_.annotations.size())
        return;
    lesson_.annotations.erase(lesson_.annotations.begin() + index);
    setModified(true);
    emit annotationsChanged();
}

std::vector<int> LessonSession::annotationsAt(qint64 frame) const
{
    std::vector<int> shown;
    for (std::size_t i = 0; i < lesson_.annotations.size(); ++i)
        if (lesson_.annotations[i].firstFrame <= frame && frame <= lesson_.annotations[i].lastFrame)
            shown.push_back(int(i));
    return shown;
}

void LessonSession::goToBookmark(int index)
{
    if (index < 0 || std::size_t(index) >= lesson_.bookmarks.size())
        return;
    c_->pause();
    c_->advanceTo(lesson_.bookmarks[std::size_t(index)].frame);
    checkFrame(); // also when the frame was already shown
}

std::optional<int> LessonSession::bookmarkBefore(qint64 frame) const
{
    for (int i = int(lesson_.bookmarks.size()) - 1; i >= 0; --i)
        if (lesson_.bookmarks[std::size_t(i)].frame < frame && isBookmarkShown(i))
            return i;
    return std::nullopt;
}

std::optional<int> LessonSession::bookmarkAfter(qint64 frame) const
{
    for (int i = 0; i < int(lesson_.bookmarks.size()); ++i)
        if (lesson_.bookmarks[std::size_t(i)].frame > frame && isBookmarkShown(i))
            return i;
    return std::nullopt;
}

void LessonSession::setChecked(const std::vector<bool>& checked)
{
    if (checked == checked_ && checkedFor_ == lesson_.questions)
        return;
    checked_ = checked;
    checkedFor_ = lesson_.questions;
    emit bookmarksChanged();
    emit checkedChanged();
}

bool LessonSession::isChecked(int question) const
{
    // Flags set for other questions (another lesson opened since) say nothing about these.
    return question >= 0 && std::size_t(question) < checked_.size() && checkedFor_ == lesson_.questions &&
           checked_[std::size_t(question)];
}

bool LessonSession::isBookmarkShown(int index) const
{
    if (index < 0 || std::size_t(index) >= lesson_.bookmarks.size())
        return false;
    const int q = lesson_.bookmarks[std::size_t(index)].answerTo;
    return q < 0 || isChecked(q);
}

std::vector<int> LessonSession::shownBookmarks() const
{
    std::vector<int> out;
    for (int i = 0; i < int(lesson_.bookmarks.size()); ++i)
        if (isBookmarkShown(i))
            out.push_back(i);
    return out;
}

QStringList LessonSession::hiddenClaims() const
{
    QStringList out;
    for (int q = 0; q < int(lesson_.questions.size()); ++q)
        if (!isChecked(q))
            for (const std::string& id : lesson_.questions[std::size_t(q)].hiddenClaims)
                if (!out.contains(fromStd(id)))
                    out << fromStd(id);
    return out;
}

void LessonSession::checkFrame()
{
    QString text;
    if (!hashesStale_) {
        const auto differing = lessons::bookmarksDifferingAt(lesson_, c_->frame(), c_->history().current().hash());
        if (!differing.empty()) {
            const lessons::Bookmark& b = lesson_.bookmarks[differing.front()];
            text = tr("This lesson computes differently in this version: the bookmark “%1” expected another result.")
                       .arg(b.title.in(QStringLiteral("en")).isEmpty() ? QString::number(b.frame) : b.title.in(QStringLiteral("en")));
        }
    }
    if (text == warning_)
        return;
    warning_ = text;
    emit warningChanged(warning_);
}

void LessonSession::setAutosaveEnabled(bool on)
{
    autosaveOn_ = on;
    if (on && !slot_)
        slot_ = std::make_unique<lessons::AutosaveSlot>();
    if (!on)
        autosave_.stop();
    else if (modified_)
        autosave_.start();
}

void LessonSession::setAutosaveDelay(int ms) { autosave_.setInterval(ms); }

QString LessonSession::autosaveFile() const { return slot_ ? slot_->file() : QString(); }

void LessonSession::writeAutosave()
{
    if (!modified_ || !slot_)
        return;
    // A failed autosave is not worth interrupting the class for; the next change tries again.
    slot_->write(snapshot(), path_);
}

QString LessonSession::restoreAutosave(const lessons::OrphanAutosave& orphan)
{
    const lessons::ReadResult read = lessons::readLessonFile(orphan.file);
    if (!read.lesson)
        return read.error;
    if (QString err = openLesson(*read.lesson, orphan.origin); !err.isEmpty())
        return err;
    // Still unsaved work: it stays modified until the teacher saves it, and it is in this window's
    // slot before the orphan goes.
    setModified(true);
    // Without a slot of its own (autosave off) the orphan stays: it is still the only copy on disk.
    if (slot_ && autosaveOn_) {
        autosave_.stop();
        if (slot_->write(snapshot(), path_).isEmpty())
            lessons::discardOrphan(orphan);
    }
    return {};
}

void LessonSession::clearAutosave()
{
    if (slot_)
        slot_->clear();
}

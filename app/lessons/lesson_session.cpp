#include "lesson_session.h"

#include "controller.h"
#include "lesson_json.h"
#include "lesson_replay.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace {
const QString kAutosaveOrigin = QStringLiteral("lessons/autosaveOrigin"); // the autosaved lesson's own file

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
        if (!restoring_)
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
    hashesStale_ = false;
    markSaved();
    emit lessonChanged();
    emit bookmarksChanged();
    emit annotationsChanged();
    checkFrame();
    return {};
}

void LessonSession::newLesson()
{
    steer::ScenarioSetup s;
    s.id = c_->setup().id;
    s.seed = c_->setup().seed;
    s.recordExplanations = c_->setup().recordExplanations;
    restoring_ = true;
    c_->start(s);
    restoring_ = false;
    lesson_ = lessons::Lesson{};
    lesson_.setup = s;
    path_.clear();
    hashesStale_ = false;
    if (readView_)
        readView_(lesson_.view);
    markSaved();
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
    if (autosaveOn_)
        removeAutosave(); // nothing unsaved left to restore
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
        if (lesson_.bookmarks[std::size_t(i)].frame < frame)
            return i;
    return std::nullopt;
}

std::optional<int> LessonSession::bookmarkAfter(qint64 frame) const
{
    for (int i = 0; i < int(lesson_.bookmarks.size()); ++i)
        if (lesson_.bookmarks[std::size_t(i)].frame > frame)
            return i;
    return std::nullopt;
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
    if (!on)
        autosave_.stop();
    else if (modified_)
        autosave_.start();
}

void LessonSession::setAutosaveDelay(int ms) { autosave_.setInterval(ms); }

QString LessonSession::autosavePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("autosave.steerlab"));
}

bool LessonSession::hasRestorableAutosave()
{
    const QString file = autosavePath();
    return QFile::exists(file) && lessons::readLessonFile(file).lesson.has_value();
}

void LessonSession::writeAutosave()
{
    if (!modified_)
        return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    // A failed autosave is not worth interrupting the class for; the next change tries again.
    if (lessons::saveLessonFile(snapshot(), autosavePath()).isEmpty())
        QSettings().setValue(kAutosaveOrigin, path_);
}

QString LessonSession::restoreAutosave()
{
    const lessons::ReadResult read = lessons::readLessonFile(autosavePath());
    if (!read.lesson)
        return read.error;
    const QString origin = QSettings().value(kAutosaveOrigin).toString();
    if (QString err = openLesson(*read.lesson, origin); !err.isEmpty())
        return err;
    // Still unsaved work: it stays modified (and autosaved, at once: opening removed the file)
    // until the teacher saves it.
    setModified(true);
    if (autosaveOn_)
        writeAutosave();
    return {};
}

void LessonSession::removeAutosave()
{
    QFile::remove(autosavePath());
    QSettings().remove(kAutosaveOrigin);
}

#include "lesson_ui.h"

#include "annotation_layer.h"
#include "bundled_lessons.h"
#include "controller.h"
#include "display_texts.h"
#include "language.h"
#include "lesson_json.h"
#include "lesson_session.h"
#include "lessons_panel.h"
#include "message_text.h"
#include "overlay_panel.h"
#include "stage_view.h"
#include "start_page.h"
#include "lesson_text_dialog.h"
#include "timeline_slider.h"
#include "transport_keys.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace {
const QString kRecentKey = QStringLiteral("lessons/recent");
const QString kFolderKey = QStringLiteral("lessons/folder");

bool isResource(const QString& path) { return path.startsWith(QLatin1String(":/")); }

// The first local .steerlab file among dropped URLs, if any.
QString droppedLesson(const QMimeData* data)
{
    if (!data || !data->hasUrls())
        return {};
    for (const QUrl& url : data->urls())
        if (url.isLocalFile() && url.toLocalFile().endsWith(QLatin1String(lessons::kFileSuffix), Qt::CaseInsensitive))
            return url.toLocalFile();
    return {};
}
} // namespace

LessonUi::LessonUi(QMainWindow* window, const Parts& parts)
    : QObject(window), w_(window), c_(parts.controller), overlay_(parts.overlay), timeline_(parts.timeline)
{
    session_ = new LessonSession(c_, this);
    // The view the lesson file holds: overlay switches, trails and zoom.
    session_->setViewHooks(
        [this](lessons::LessonView& v) {
            v.overlay = overlay_->options();
            v.trails = overlay_->trails();
        },
        [this](const lessons::LessonView& v) {
            diagrams::OverlayOptions o = overlay_->options();
            // The classroom's own settings stay: hover and the extra languages.
            const QStringList extras = o.extraLanguages;
            const auto translateIn = o.translateIn;
            o = v.overlay;
            o.extraLanguages = extras;
            o.translateIn = translateIn;
            overlay_->setOptions(o);
            overlay_->setTrails(v.trails);
        });

    panel_ = new LessonsPanel(session_, c_);
    dock_ = new QDockWidget(w_);
    dock_->setObjectName(QStringLiteral("lessonsDock"));
    dock_->setWidget(panel_);
    dock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    w_->addDockWidget(Qt::LeftDockWidgetArea, dock_);
    w_->tabifyDockWidget(parts.tabWith, dock_);
    parts.front->raise();

    annotations_ = new AnnotationLayer(session_, c_, parts.stage, this);
    createActions(parts);
    connect(session_, &LessonSession::lessonChanged, this, &LessonUi::updateTitle);
    connect(session_, &LessonSession::modifiedChanged, w_, &QWidget::setWindowModified);
    connect(session_, &LessonSession::warningChanged, this, [this](const QString& text) {
        if (!text.isEmpty())
            w_->statusBar()->showMessage(text, 15000);
    });
    connect(session_, &LessonSession::bookmarksChanged, this, &LessonUi::showMarks);
    connect(session_, &LessonSession::lessonChanged, this, &LessonUi::showMarks);
    w_->setAcceptDrops(true);
    w_->installEventFilter(this);
    // A lesson dropped anywhere on the window opens: the stage and its legend, the compare panes and
    // the plots take drops of their own kinds and used to refuse a lesson file (only the panels,
    // which pass drops on to the window, took it). The application's filter sees each drop first.
    qApp->installEventFilter(this);
    retranslateUi();
}

void LessonUi::showMarks()
{
    // The bookmarks as ticks on the timeline, named (in the interface language) on hover.
    QList<int> frames;
    QStringList titles;
    // A guided lesson's answers get no tick (nor its title on hover) until their question is checked.
    for (int index : session_->shownBookmarks()) {
        const lessons::Bookmark& b = session_->lesson().bookmarks[std::size_t(index)];
        frames.append(int(b.frame));
        titles.append(b.title.in(language::current()));
    }
    timeline_->setMarks(frames, titles);
}

void LessonUi::createActions(const Parts& parts)
{
    auto make = [this](const char* name, QList<QKeySequence> keys) {
        auto* a = new QAction(w_);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(keys);
        w_->addAction(a);
        return a;
    };
    new_ = make("newLesson", {QKeySequence(Qt::CTRL | Qt::Key_N)});
    open_ = make("openLesson", {QKeySequence(Qt::CTRL | Qt::Key_O)});
    save_ = make("saveLesson", {QKeySequence(Qt::CTRL | Qt::Key_S)});
    saveAs_ = make("saveLessonAs", {});
    addBookmark_ = make("addBookmark", {QKeySequence(Qt::CTRL | Qt::Key_B)});
    previousBookmark_ = make("previousBookmark", {QKeySequence(Qt::Key_PageUp)});
    nextBookmark_ = make("nextBookmark", {QKeySequence(Qt::Key_PageDown)});
    connect(new_, &QAction::triggered, this, &LessonUi::newLesson);
    connect(open_, &QAction::triggered, this, &LessonUi::openDialog);
    connect(save_, &QAction::triggered, this, &LessonUi::save);
    connect(saveAs_, &QAction::triggered, this, &LessonUi::saveAs);
    connect(addBookmark_, &QAction::triggered, panel_, &LessonsPanel::addBookmarkAsk);
    connect(previousBookmark_, &QAction::triggered, panel_, &LessonsPanel::previousBookmarkOrFrame);
    connect(nextBookmark_, &QAction::triggered, panel_, &LessonsPanel::nextBookmarkOrFrame);
    annotate_ = make("annotateStage", {});
    annotate_->setCheckable(true);
    connect(annotate_, &QAction::toggled, annotations_, &AnnotationLayer::setToolActive);
    connect(annotations_, &AnnotationLayer::toolActiveChanged, annotate_, &QAction::setChecked);
    // Esc (the window's "focus the stage" key) also ends the tool.
    connect(parts.focusStage, &QAction::triggered, annotations_, [this] { annotations_->setToolActive(false); });
    editText_ = make("editLessonText", {});
    connect(editText_, &QAction::triggered, this, &LessonUi::editText);
    startPage_ = make("startPage", {});
    connect(startPage_, &QAction::triggered, this, &LessonUi::showStartPage);
    panel_->addActionButtons({editText_, annotate_});
    // Presenter clickers send Page Up / Page Down: they win over number fields as the other transport keys do.
    new TransportKeys(w_, {previousBookmark_, nextBookmark_});

    QMenu* file = parts.fileMenu;
    QAction* first = file->actions().value(0);
    recentMenu_ = new QMenu(w_);
    recentMenu_->setObjectName(QStringLiteral("recentMenu"));
    file->insertActions(first, {new_, open_});
    file->insertMenu(first, recentMenu_);
    recoverMenu_ = new QMenu(w_);
    recoverMenu_->setObjectName(QStringLiteral("recoverMenu"));
    file->insertMenu(first, recoverMenu_);
    connect(recoverMenu_, &QMenu::aboutToShow, this, &LessonUi::rebuildRecoverMenu);
    file->insertActions(first, {save_, saveAs_});
    file->insertSeparator(first);
    rebuildRecentMenu();

    lessonsMenu_ = new QMenu(w_);
    lessonsMenu_->setObjectName(QStringLiteral("lessonsMenu"));
    // After the File, Edit and Play menus: before View.
    const QList<QAction*> bar = w_->menuBar()->actions();
    w_->menuBar()->insertMenu(bar.value(3), lessonsMenu_);
    connect(lessonsMenu_, &QMenu::aboutToShow, this, &LessonUi::rebuildLessonsMenu);
    rebuildLessonsMenu();
    parts.panelsMenu->addAction(dock_->toggleViewAction());
}

bool LessonUi::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == w_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    const QEvent::Type type = e->type();
    if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop)
        return QObject::eventFilter(watched, e);
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != w_)
        return QObject::eventFilter(watched, e);
    auto* d = static_cast<QDropEvent*>(e);
    const QString file = droppedLesson(d->mimeData());
    if (file.isEmpty())
        return QObject::eventFilter(watched, e);
    d->acceptProposedAction();
    if (type == QEvent::Drop)
        openFile(file);
    return true;
}

void LessonUi::retranslateUi()
{
    const auto text = &texts::setActionTexts;
    text(new_, tr("New lesson"), tr("Start an untitled lesson from the current scenario at frame 0"));
    text(open_, tr("Open lesson…"), tr("Open a lesson file (.steerlab)"));
    text(save_, tr("Save lesson"), tr("Save the lesson: set-up, recorded input, view, bookmarks and notes"));
    text(saveAs_, tr("Save lesson as…"), tr("Save the lesson in a new file"));
    text(addBookmark_, tr("Add bookmark…"), tr("Add a bookmark at the frame shown"));
    text(previousBookmark_, tr("Previous bookmark"), tr("Go to the previous bookmark, or one frame back when there is none"));
    text(nextBookmark_, tr("Next bookmark"), tr("Go to the next bookmark, or one frame forward when there is none"));
    text(annotate_, tr("Annotate stage"),
         tr("Place notes on the stage: click for a text, drag for an arrow, click a note to edit it (Esc ends)"));
    text(editText_, tr("Edit title and notes…"), tr("Write the lesson's title and notes in English, Chinese and Russian"));
    text(startPage_, tr("Start page…"), tr("The lessons that come with Steering Lab"));
    recentMenu_->setTitle(tr("Open recent"));
    recoverMenu_->setTitle(tr("Recover unsaved lessons")); // filled as it opens: reading autosaves is no start-up work
    lessonsMenu_->setTitle(tr("L&essons"));
    dock_->setWindowTitle(tr("Lessons"));
    rebuildRecentMenu();
    rebuildLessonsMenu(); // the bundled lessons' titles in the new language
    updateTitle();
    showMarks(); // the ticks' titles in the new language
    if (annotations_)
        annotations_->refresh();
}

QString LessonUi::windowTitle() const
{
    const bool named = !session_->path().isEmpty() || !session_->lesson().title.isEmpty();
    const QString name = named ? session_->displayName(language::current())
                               : texts::scenarioName(QString::fromLatin1(c_->scenario().key.data(), qsizetype(c_->scenario().key.size())));
    return tr("Steering Lab — %1[*]").arg(name);
}

void LessonUi::updateTitle()
{
    w_->setWindowTitle(windowTitle());
    w_->setWindowModified(session_->isModified());
}

bool LessonUi::maybeSave()
{
    if (!session_->isModified())
        return true;
    if (answer_ == Answer::Ask && !protect_)
        return true; // a window without protection (embedded in a test): nothing to ask
    c_->pause();
    Answer a = answer_;
    if (a == Answer::Ask) {
        const auto button = QMessageBox::question(
            w_, tr("Unsaved lesson"),
            tr("The lesson “%1” has changes that are not saved. Save them?").arg(session_->displayName(language::current())),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        a = button == QMessageBox::Save ? Answer::Save : button == QMessageBox::Discard ? Answer::Discard : Answer::Cancel;
    }
    if (a == Answer::Save)
        return save();
    return a == Answer::Discard;
}

bool LessonUi::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    c_->pause();
    if (QString err = session_->open(path); !err.isEmpty()) {
        if (answer_ == Answer::Ask && !c_->lastWorkCancelled()) // a cancel needs no dialog: the teacher chose it
            QMessageBox::warning(w_, tr("Open lesson"), err);
        w_->statusBar()->showMessage(err, 15000);
        return false;
    }
    if (!isResource(path))
        addRecent(QFileInfo(path).absoluteFilePath());
    showLessonPanel();
    w_->statusBar()->showMessage(tr("Opened %1").arg(session_->displayName(language::current())), 8000);
    return true;
}

void LessonUi::openDialog()
{
    c_->pause();
    const QString dir = QSettings().value(kFolderKey, QDir::homePath()).toString();
    const QString path = QFileDialog::getOpenFileName(w_, tr("Open lesson"), dir, tr("Steering Lab lessons (*.steerlab)"));
    if (path.isEmpty())
        return;
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    openFile(path);
}

QString LessonUi::lessonFileName() const
{
    const QString name = lessons::fileNameFromTitle(session_->displayName(language::current()));
    return name.isEmpty() ? tr("lesson") : name;
}

QString LessonUi::askSavePath()
{
    if (answer_ != Answer::Ask)
        return saveAsPath_;
    c_->pause();
    QString name = session_->path();
    if (name.isEmpty() || isResource(name))
        name = QDir(QSettings().value(kFolderKey, QDir::homePath()).toString())
                   .filePath(lessonFileName() + QLatin1String(lessons::kFileSuffix));
    QString path = QFileDialog::getSaveFileName(w_, tr("Save lesson"), name, tr("Steering Lab lessons (*.steerlab)"));
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1String(lessons::kFileSuffix), Qt::CaseInsensitive))
        path += QLatin1String(lessons::kFileSuffix);
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
    return path;
}

LessonUi::ChangedChoice LessonUi::askChangedOnDisk()
{
    if (changedChoice_ != ChangedChoice::Ask)
        return changedChoice_;
    c_->pause();
    QMessageBox box(QMessageBox::Warning, tr("Save lesson"),
                    tr("The file '%1' was changed by another program since this window opened or saved it.")
                        .arg(QDir::toNativeSeparators(session_->path())),
                    QMessageBox::NoButton, w_);
    box.setInformativeText(tr("Overwrite it with this lesson, reload it (the changes made here are dropped), or save this "
                              "lesson under another name?"));
    QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::DestructiveRole);
    QPushButton* reload = box.addButton(tr("Reload"), QMessageBox::ResetRole);
    QPushButton* saveAs = box.addButton(tr("Save as…"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(saveAs); // the choice that loses nothing
    box.exec();
    if (box.clickedButton() == overwrite)
        return ChangedChoice::Overwrite;
    if (box.clickedButton() == reload)
        return ChangedChoice::Reload;
    if (box.clickedButton() == saveAs)
        return ChangedChoice::SaveAs;
    return ChangedChoice::Cancel;
}

bool LessonUi::save()
{
    const QString path = session_->path();
    if (path.isEmpty() || isResource(path)) // a bundled lesson is read-only: saved as the teacher's copy
        return saveAs();
    if (session_->fileChangedOnDisk()) {
        switch (askChangedOnDisk()) {
        case ChangedChoice::Overwrite:
            break;
        case ChangedChoice::Reload:
            if (QString err = session_->open(path); !err.isEmpty()) {
                if (changedChoice_ == ChangedChoice::Ask)
                    QMessageBox::warning(w_, tr("Open lesson"), err);
                w_->statusBar()->showMessage(err, 15000);
            }
            return false;
        case ChangedChoice::SaveAs:
            return saveAs();
        case ChangedChoice::Ask:
        case ChangedChoice::Cancel:
            return false;
        }
    }
    if (QString err = session_->save(path); !err.isEmpty()) {
        if (answer_ == Answer::Ask)
            QMessageBox::warning(w_, tr("Save lesson"), err);
        w_->statusBar()->showMessage(err, 15000);
        return false;
    }
    w_->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

bool LessonUi::saveAs()
{
    const QString path = askSavePath();
    if (path.isEmpty())
        return false;
    if (QString err = session_->save(path); !err.isEmpty()) {
        if (answer_ == Answer::Ask)
            QMessageBox::warning(w_, tr("Save lesson"), err);
        w_->statusBar()->showMessage(err, 15000);
        return false;
    }
    addRecent(session_->path());
    w_->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
    return true;
}

void LessonUi::newLesson()
{
    if (!maybeSave())
        return;
    session_->newLesson();
}

bool LessonUi::chooseScenario(steer::ScenarioId id)
{
    if (id == c_->world().scenario)
        return true;
    if (!session_->isBare() && !maybeSave())
        return false;
    return session_->startLesson(id);
}

QStringList LessonUi::recentFiles() const { return QSettings().value(kRecentKey).toStringList(); }

void LessonUi::addRecent(const QString& path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    rebuildRecentMenu();
}

void LessonUi::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList list = recentFiles();
    for (int i = 0; i < list.size(); ++i) {
        const QString path = list[i];
        QAction* a = recentMenu_->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    recentMenu_->setEnabled(!list.isEmpty());
}

void LessonUi::rebuildLessonsMenu()
{
    lessonsMenu_->clear();
    for (const lessons::BundledEntry& e : lessons::bundledEntries(language::current())) {
        QAction* a = lessonsMenu_->addAction(e.title);
        a->setData(e.path);
        const QString path = e.path;
        connect(a, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    lessonsMenu_->addSeparator();
    lessonsMenu_->addAction(addBookmark_);
    lessonsMenu_->addActions({previousBookmark_, nextBookmark_});
    lessonsMenu_->addSeparator();
    lessonsMenu_->addActions({editText_, annotate_, startPage_});
}

void LessonUi::offerAutosave()
{
    QStringList setAside;
    const QList<lessons::OrphanAutosave> orphans = lessons::orphanedAutosaves(language::current(), &setAside);
    for (const QString& text : setAside) {
        if (orphanChoice_ == OrphanChoice::Ask)
            QMessageBox::warning(w_, tr("Recover unsaved lessons"), text);
        w_->statusBar()->showMessage(text, 15000);
    }
    if (!orphans.isEmpty())
        recover(orphans.front());
}

void LessonUi::rebuildRecoverMenu()
{
    recoverMenu_->clear();
    QStringList setAside;
    const QList<lessons::OrphanAutosave> orphans = lessons::orphanedAutosaves(language::current(), &setAside);
    if (!setAside.isEmpty())
        w_->statusBar()->showMessage(setAside.join(QLatin1Char(' ')), 15000);
    for (const lessons::OrphanAutosave& o : orphans) {
        const QString when = QLocale().toString(o.written, QLocale::ShortFormat);
        const QString name = o.title.isEmpty() ? tr("Untitled lesson") : o.title;
        QAction* a = recoverMenu_->addAction(tr("%1 (%2)").arg(name, when));
        a->setToolTip(QDir::toNativeSeparators(o.file));
        connect(a, &QAction::triggered, this, [this, o] { recover(o); });
    }
    if (orphans.isEmpty())
        recoverMenu_->addAction(tr("Nothing to recover"))->setEnabled(false);
}

LessonUi::OrphanChoice LessonUi::askAboutOrphan(const lessons::OrphanAutosave& orphan)
{
    if (orphanChoice_ != OrphanChoice::Ask)
        return orphanChoice_;
    c_->pause();
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved lesson"),
                    tr("Steering Lab did not close normally while the lesson “%1” had changes that were not saved "
                       "(autosaved %2). What should happen to them?")
                        .arg(orphan.title.isEmpty() ? tr("Untitled lesson") : orphan.title,
                             QLocale().toString(orphan.written, QLocale::ShortFormat)),
                    QMessageBox::NoButton, w_);
    QPushButton* restore = box.addButton(tr("Restore"), QMessageBox::AcceptRole);
    QPushButton* saveAs = box.addButton(tr("Save as…"), QMessageBox::ActionRole);
    QPushButton* discard = box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
    QPushButton* later = box.addButton(tr("Decide later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setEscapeButton(later); // Escape keeps it: listed in File → Recover
    box.setInformativeText(tr("“Decide later” keeps it in File → Recover unsaved lessons."));
    box.exec();
    if (box.clickedButton() == restore)
        return OrphanChoice::Restore;
    if (box.clickedButton() == saveAs)
        return OrphanChoice::SaveAs;
    if (box.clickedButton() == discard)
        return OrphanChoice::Discard;
    return OrphanChoice::Later;
}

void LessonUi::recover(const lessons::OrphanAutosave& orphan)
{
    switch (askAboutOrphan(orphan)) {
    case OrphanChoice::Restore:
        if (!maybeSave())
            return;
        if (QString err = session_->restoreAutosave(orphan); !err.isEmpty()) {
            if (orphanChoice_ == OrphanChoice::Ask)
                QMessageBox::warning(w_, tr("Restore unsaved lesson"), err);
            w_->statusBar()->showMessage(err, 15000);
        }
        break;
    case OrphanChoice::SaveAs: {
        const lessons::ReadResult read = lessons::readLessonFile(orphan.file);
        QString err = read.error;
        QString path;
        if (read.lesson) {
            path = answer_ != Answer::Ask ? saveAsPath_
                                          : QFileDialog::getSaveFileName(
                                                w_, tr("Save lesson"),
                                                QDir(QSettings().value(kFolderKey, QDir::homePath()).toString())
                                                    .filePath((orphan.title.isEmpty() ? tr("lesson") : lessons::fileNameFromTitle(orphan.title)) +
                                                              QLatin1String(lessons::kFileSuffix)),
                                                tr("Steering Lab lessons (*.steerlab)"));
            if (path.isEmpty())
                return; // cancelled: the orphan stays
            if (!path.endsWith(QLatin1String(lessons::kFileSuffix), Qt::CaseInsensitive))
                path += QLatin1String(lessons::kFileSuffix);
            err = lessons::saveLessonFile(*read.lesson, path);
        }
        if (!err.isEmpty()) {
            if (orphanChoice_ == OrphanChoice::Ask)
                QMessageBox::warning(w_, tr("Save lesson"), err);
            w_->statusBar()->showMessage(err, 15000);
            return;
        }
        lessons::discardOrphan(orphan);
        addRecent(QFileInfo(path).absoluteFilePath());
        w_->statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 8000);
        break;
    }
    case OrphanChoice::Discard:
        lessons::discardOrphan(orphan);
        break;
    case OrphanChoice::Ask:
    case OrphanChoice::Later:
        break;
    }
}

void LessonUi::showLessonPanel()
{
    // A lesson with notes or bookmarks opens on them; a bare one leaves the panels as they were.
    if (session_->lesson().notes.isEmpty() && session_->lesson().bookmarks.empty())
        return;
    dock_->show();
    dock_->raise();
}

void LessonUi::setProtectUnsaved(bool on)
{
    protect_ = on;
    session_->setAutosaveEnabled(on);
}

void LessonUi::closed()
{
    if (protect_)
        session_->clearAutosave();
}

void LessonUi::setTestAnswers(Answer answer, const QString& saveAsPath)
{
    answer_ = answer;
    saveAsPath_ = saveAsPath;
}

void LessonUi::editText()
{
    LessonTextDialog d(session_->lesson().title, session_->lesson().notes, w_);
    if (d.exec() != QDialog::Accepted)
        return;
    session_->setTitle(d.title());
    session_->setNotes(d.notes());
}

void LessonUi::showStartPage()
{
    StartPage page(w_);
    if (page.exec() != QDialog::Accepted)
        return;
    if (page.choice() == StartPage::Choice::Lesson && !page.lessonPath().isEmpty())
        openFile(page.lessonPath());
    else if (page.choice() == StartPage::Choice::OpenFile)
        openDialog();
}

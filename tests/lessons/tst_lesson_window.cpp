// Lessons in the real window (offscreen): a lesson made by driving the window (a circle dragged on
// the stage, a parameter changed, an edit undone, steps) is saved and opened in a fresh window with
// the same frames bit for bit (World::hash at several frames), the same frame and selection; a bad
// file leaves the open lesson exactly as it was; bookmarks add, jump, and Page Up / Page Down go to
// them; the modified flag follows edits and saves; a bookmark with a wrong hash warns; the autosave
// is written after a change and restores the lesson.
#include "autosave_slot.h"
#include "controller.h"
#include "lesson_json.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "lessons_panel.h"
#include "main_window.h"
#include "parameters.h"
#include "stage_view.h"
#include "timeline_slider.h"
#include "transport_bar.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMimeData>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

using steer::ScenarioId;

namespace {
// World::hash of frame `n` of the run the window holds (the frame shown comes back afterwards).
std::uint64_t hashAt(Controller* c, qint64 n)
{
    const qint64 shown = c->frame();
    c->jumpTo(n);
    const std::uint64_t h = c->history().current().hash();
    c->jumpTo(shown);
    return h;
}

// Drags the avoid scenario's circle `index` by (dx, dy) stage pixels with the mouse.
void dragCircle(MainWindow& w, int index, double dx, double dy)
{
    StageView* view = w.stageView();
    const auto centre = w.controller()->world().obstacles[std::size_t(index)].position;
    auto at = [&](double ox, double oy) { return view->mapFromScene(QPointF(centre.x + ox, centre.y + oy)); };
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, at(0, 0));
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(view->viewport(), at(dx * i / 4, dy * i / 4));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, at(dx, dy));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every autosave slot of the test's (QStandardPaths test mode) folder goes.
void clearAutosaves()
{
    QDir dir(lessons::autosaveFolder());
    for (const QString& name : dir.entryList(QDir::Files))
        dir.remove(name);
}
} // namespace

class TestLessonWindow : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    // A lesson made by hand in the window, left at frame 80.
    void drive(MainWindow& w)
    {
        Controller* c = w.controller();
        c->switchScenario(ScenarioId::Avoid);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.stageView()->fitStage();
        for (int i = 0; i < 20; ++i)
            c->stepForward();
        // A circle whose centre no other circle covers (they overlap at times).
        int circle = -1;
        for (int i = 0; i < int(c->world().obstacles.size()) && circle < 0; ++i) {
            const auto& p = c->world().obstacles[std::size_t(i)].position;
            if (w.stageView()->obstacleAt(QPointF(p.x, p.y)) == i)
                circle = i;
        }
        QVERIFY(circle >= 0);
        const auto before = c->world().obstacles[std::size_t(circle)].position;
        dragCircle(w, circle, 60, -40);
        const auto after = c->world().obstacles[std::size_t(circle)].position;
        // Dragged by (60, -40) stage pixels, to within the rounding of the mouse to whole pixels.
        QVERIFY(std::abs(after.x - (before.x + 60)) < 2.0 && std::abs(after.y - (before.y - 40)) < 2.0);
        QCOMPARE(c->undoStack()->count(), 2); // the scenario switch, then the drag as one step
        for (int i = 0; i < 10; ++i)
            c->stepForward();
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 7.5).isEmpty());
        QVERIFY(c->setParameter(QStringLiteral("maxForce"), 0.4).isEmpty());
        c->undoStack()->undo(); // maxForce back to its default, maxSpeed 7.5 stays
        QCOMPARE(c->parameterValue(QStringLiteral("maxForce")), 1.0);
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), 7.5);
        for (int i = 0; i < 90; ++i)
            c->stepForward();
        c->jumpTo(80);
        QCOMPARE(c->frame(), qint64(80));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    void saveAndOpenGiveTheSameFrames()
    {
        MainWindow a;
        drive(a);
        if (QTest::currentTestFailed())
            return;
        Controller* ca = a.controller();
        LessonSession* sa = a.lessonUi()->session();
        QVERIFY(sa->isModified());
        QVERIFY(a.isWindowModified());
        const QString file = dir_.filePath(QStringLiteral("driven.steerlab"));
        QCOMPARE(sa->save(file), QString());
        QVERIFY(!sa->isModified());
        QVERIFY(!a.isWindowModified());
        QVERIFY(a.windowTitle().startsWith(QStringLiteral("Steering Lab — driven")));

        const std::vector<qint64> frames = {0, 20, 21, 30, 31, 80, 120};
        std::vector<std::uint64_t> expected;
        for (qint64 f : frames)
            expected.push_back(hashAt(ca, f));
        // The drag moved the circle: frame 21 differs from the untouched scenario's frame 21.
        steer::World plain = steer::makeWorld(ScenarioId::Avoid, ca->setup().seed);
        for (int i = 0; i < 21; ++i)
            plain.step();
        QVERIFY(plain.hash() != expected[2]);

        MainWindow b;
        QCOMPARE(b.lessonUi()->session()->open(file), QString());
        Controller* cb = b.controller();
        QCOMPARE(cb->frame(), qint64(80));
        QCOMPARE(cb->lastFrame(), ca->lastFrame());
        QCOMPARE(cb->selected(), ca->selected());
        QCOMPARE(cb->world().scenario, ScenarioId::Avoid);
        for (std::size_t i = 0; i < frames.size(); ++i)
            QCOMPARE(hashAt(cb, frames[i]), expected[i]);
        QCOMPARE(cb->parameterValue(QStringLiteral("maxSpeed")), 7.5);
        QVERIFY(!b.lessonUi()->session()->isModified());
    }

    void badFileLeavesTheLessonAsItWas()
    {
        MainWindow w;
        drive(w);
        if (QTest::currentTestFailed())
            return;
        Controller* c = w.controller();
        LessonUi* ui = w.lessonUi();
        ui->setTestAnswers(LessonUi::Answer::Discard);
        const QString good = dir_.filePath(QStringLiteral("kept.steerlab"));
        QCOMPARE(ui->session()->save(good), QString());
        const QString title = w.windowTitle();
        const std::uint64_t hash = c->history().current().hash();
        const qint64 last = c->lastFrame();

        const QString bad = dir_.filePath(QStringLiteral("broken.steerlab"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("this is not JSON at all");
        f.close();
        const QString err = ui->session()->open(bad);
        QVERIFY(!err.isEmpty());
        QVERIFY2(err.contains(QStringLiteral("broken.steerlab")), qPrintable(err)); // names the file
        QVERIFY(!ui->openFile(bad));
        QCOMPARE(w.windowTitle(), title);
        QCOMPARE(c->history().current().hash(), hash);
        QCOMPARE(c->frame(), qint64(80));
        QCOMPARE(c->lastFrame(), last);
        QCOMPARE(ui->session()->path(), QFileInfo(good).absoluteFilePath());
        QVERIFY(!ui->session()->isModified());
    }

    void bookmarksAddJumpAndPageKeys()
    {
        MainWindow w;
        drive(w);
        if (QTest::currentTestFailed())
            return;
        Controller* c = w.controller();
        LessonSession* s = w.lessonUi()->session();
        LessonsPanel* panel = w.lessonUi()->panel();
        c->jumpTo(50);
        QCOMPARE(s->addBookmark(QStringLiteral("fifty"), QStringLiteral("en")), 0);
        c->jumpTo(100);
        QCOMPARE(s->addBookmark(QStringLiteral("hundred"), QStringLiteral("en")), 1);
        c->jumpTo(10);
        QCOMPARE(s->addBookmark(QStringLiteral("ten"), QStringLiteral("en")), 0); // kept in frame order
        QCOMPARE(s->lesson().bookmarks[1].hash, hashAt(c, 50));
        QCOMPARE(panel->bookmarkList()->count(), 3);
        QVERIFY(panel->bookmarkList()->item(1)->text().contains(QStringLiteral("50")));
        QVERIFY(panel->bookmarkList()->item(1)->text().contains(QStringLiteral("fifty")));

        // Click the third bookmark in the list: frame 100.
        QListWidget* list = panel->bookmarkList();
        w.lessonUi()->dock()->show();
        w.lessonUi()->dock()->raise();
        QCoreApplication::processEvents();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(2)).center());
        QCOMPARE(c->frame(), qint64(100));

        // Page Up / Page Down: bookmark to bookmark, then a frame where none is left.
        w.stageView()->setFocus();
        QTest::keyClick(w.stageView(), Qt::Key_PageUp);
        QCOMPARE(c->frame(), qint64(50));
        QTest::keyClick(w.stageView(), Qt::Key_PageUp);
        QCOMPARE(c->frame(), qint64(10));
        QTest::keyClick(w.stageView(), Qt::Key_PageUp);
        QCOMPARE(c->frame(), qint64(9));
        QTest::keyClick(w.stageView(), Qt::Key_PageDown);
        QCOMPARE(c->frame(), qint64(10));
        QTest::keyClick(w.stageView(), Qt::Key_PageDown);
        QCOMPARE(c->frame(), qint64(50));
        c->jumpTo(100);
        QTest::keyClick(w.stageView(), Qt::Key_PageDown);
        QCOMPARE(c->frame(), qint64(101));

        // Bookmarks survive a save and open; removing one is a change.
        const QString file = dir_.filePath(QStringLiteral("marks.steerlab"));
        QCOMPARE(s->save(file), QString());
        MainWindow b;
        QCOMPARE(b.lessonUi()->session()->open(file), QString());
        QCOMPARE(b.lessonUi()->panel()->bookmarkList()->count(), 3);
        QVERIFY(b.lessonUi()->session()->hashWarning().isEmpty());
        b.lessonUi()->session()->goToBookmark(1);
        QCOMPARE(b.controller()->frame(), qint64(50));
        QVERIFY(b.lessonUi()->session()->hashWarning().isEmpty()); // the same frames: no warning
        b.lessonUi()->session()->removeBookmark(0);
        QCOMPARE(b.lessonUi()->panel()->bookmarkList()->count(), 2);
        QVERIFY(b.lessonUi()->session()->isModified());
    }

    void modifiedFlagFollowsEditsAndSaves()
    {
        MainWindow w;
        Controller* c = w.controller();
        LessonSession* s = w.lessonUi()->session();
        QVERIFY(!s->isModified());
        c->stepForward(); // showing another frame is no change
        QVERIFY(!s->isModified());
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 6.0).isEmpty());
        QVERIFY(s->isModified());
        QVERIFY(w.isWindowModified());
        QCOMPARE(s->save(dir_.filePath(QStringLiteral("flag.steerlab"))), QString());
        QVERIFY(!s->isModified());
        QVERIFY(!w.isWindowModified());
        c->undoStack()->undo();
        QVERIFY(s->isModified());
        c->undoStack()->redo(); // back to the saved state
        QVERIFY(!s->isModified());

        // A modified lesson asks before it is replaced: Cancel keeps it.
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 5.0).isEmpty());
        w.lessonUi()->setTestAnswers(LessonUi::Answer::Cancel);
        QVERIFY(!w.lessonUi()->openFile(dir_.filePath(QStringLiteral("flag.steerlab"))));
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), 5.0);
        // Save writes it to its file first, then the other lesson opens.
        w.lessonUi()->setTestAnswers(LessonUi::Answer::Save);
        QVERIFY(w.lessonUi()->openFile(dir_.filePath(QStringLiteral("flag.steerlab"))));
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), 5.0); // the saved change came back
        QVERIFY(w.lessonUi()->recentFiles().contains(QFileInfo(dir_.filePath(QStringLiteral("flag.steerlab"))).absoluteFilePath()));
    }

    void wrongHashWarns()
    {
        MainWindow a;
        Controller* c = a.controller();
        for (int i = 0; i < 30; ++i)
            c->stepForward();
        a.lessonUi()->session()->addBookmark(QStringLiteral("thirty"), QStringLiteral("en"));
        const QString file = dir_.filePath(QStringLiteral("hash.steerlab"));
        QCOMPARE(a.lessonUi()->session()->save(file), QString());
        // The file as a later version would have written it: another hash at frame 30.
        lessons::ReadResult read = lessons::readLessonFile(file);
        QVERIFY(read.lesson);
        read.lesson->bookmarks[0].hash ^= 1;
        read.lesson->view.frame = 0;
        QCOMPARE(lessons::saveLessonFile(*read.lesson, file), QString());

        MainWindow b;
        LessonSession* s = b.lessonUi()->session();
        QSignalSpy warned(s, &LessonSession::warningChanged);
        QCOMPARE(s->open(file), QString());
        QVERIFY(s->hashWarning().isEmpty()); // frame 0 has no bookmark
        s->goToBookmark(0);
        QCOMPARE(b.controller()->frame(), qint64(30));
        QCOMPARE(s->hashWarning(),
                 QStringLiteral("This lesson computes differently in this version: the bookmark “thirty” expected another result."));
        QVERIFY(b.lessonUi()->panel()->warningLabel()->text() == s->hashWarning());
        QVERIFY(!warned.isEmpty());
        b.controller()->stepForward();
        QVERIFY(s->hashWarning().isEmpty());
    }

    // Issue #36, item 2: every window autosaves in a slot of its own; a slot left by a window that
    // did not close is offered back, restored, and only then removed.
    void autosaveWrittenAndRestored()
    {
        clearAutosaves();
        std::uint64_t at20 = 0;
        QString first;
        {
            MainWindow w;
            LessonSession* s = w.lessonUi()->session();
            w.lessonUi()->setProtectUnsaved(true);
            s->setAutosaveDelay(50);
            Controller* c = w.controller();
            for (int i = 0; i < 12; ++i)
                c->stepForward();
            QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 4.0).isEmpty());
            for (int i = 0; i < 8; ++i)
                c->stepForward();
            at20 = c->history().current().hash();
            first = s->autosaveFile();
            QTRY_VERIFY(QFile::exists(first));
            QVERIFY(lessons::orphanedAutosaves(QStringLiteral("en")).isEmpty()); // its window still lives

            // A second window: its own slot, the first one's file untouched.
            MainWindow second;
            second.lessonUi()->setProtectUnsaved(true);
            second.lessonUi()->session()->setAutosaveDelay(50);
            const QByteArray firstBytes = readAll(first);
            QVERIFY(second.controller()->setParameter(QStringLiteral("maxSpeed"), 9.0).isEmpty());
            const QString other = second.lessonUi()->session()->autosaveFile();
            QVERIFY(other != first);
            QTRY_VERIFY(QFile::exists(other));
            QCOMPARE(readAll(first), firstBytes);
            second.lessonUi()->closed(); // a clean exit removes its own slot only
            QVERIFY(!QFile::exists(other));
            QVERIFY(QFile::exists(first));
        } // the first window goes without a clean exit: as after a crash
        const QList<lessons::OrphanAutosave> orphans = lessons::orphanedAutosaves(QStringLiteral("en"));
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.front().file, first);

        MainWindow again; // the next start
        again.lessonUi()->setProtectUnsaved(true);
        again.lessonUi()->setTestOrphanChoice(LessonUi::OrphanChoice::Restore);
        again.lessonUi()->offerAutosave();
        QCOMPARE(again.controller()->frame(), qint64(20));
        QCOMPARE(again.controller()->history().current().hash(), at20);
        QCOMPARE(again.controller()->parameterValue(QStringLiteral("maxSpeed")), 4.0);
        QVERIFY(again.lessonUi()->session()->isModified()); // still unsaved work
        QVERIFY(!QFile::exists(first));                      // now in this window's own slot
        QVERIFY(QFile::exists(again.lessonUi()->session()->autosaveFile()));
        again.lessonUi()->closed();
        QVERIFY(!QFile::exists(again.lessonUi()->session()->autosaveFile()));
    }

    // Escape on "Restore unsaved lesson?" keeps the autosave (it used to delete it); File → Recover
    // lists it until the teacher restores, saves or discards it.
    void escapeKeepsTheAutosave()
    {
        clearAutosaves();
        QString left;
        {
            MainWindow w;
            w.lessonUi()->setProtectUnsaved(true);
            w.lessonUi()->session()->setAutosaveDelay(50);
            QVERIFY(w.controller()->setParameter(QStringLiteral("maxSpeed"), 3.0).isEmpty());
            left = w.lessonUi()->session()->autosaveFile();
            QTRY_VERIFY(QFile::exists(left));
        }
        MainWindow again;
        again.lessonUi()->setProtectUnsaved(true);
        bool escaped = false;
        QTimer::singleShot(0, this, [&escaped] {
            QWidget* box = QApplication::activeModalWidget();
            if (!box)
                return;
            QTest::keyClick(box, Qt::Key_Escape);
            escaped = true;
        });
        again.lessonUi()->offerAutosave(); // the real question, answered with Escape
        QVERIFY(escaped);
        QVERIFY(QFile::exists(left));
        QVERIFY(!again.lessonUi()->session()->isModified()); // nothing restored
        QCOMPARE(lessons::orphanedAutosaves(QStringLiteral("en")).size(), 1);

        auto* recover = again.findChild<QMenu*>(QStringLiteral("recoverMenu"));
        QVERIFY(recover);
        emit recover->aboutToShow();
        QCOMPARE(recover->actions().size(), 1);
        QVERIFY(recover->actions().front()->isEnabled());
        again.lessonUi()->setTestOrphanChoice(LessonUi::OrphanChoice::Discard);
        recover->actions().front()->trigger();
        QVERIFY(!QFile::exists(left));
        emit recover->aboutToShow();
        QVERIFY(!recover->actions().front()->isEnabled()); // "Nothing to recover"
    }

    // An autosave that no longer reads is set aside under another name and reported, never overwritten.
    void unreadableAutosaveIsKeptAside()
    {
        clearAutosaves();
        const QString broken = QDir(lessons::autosaveFolder()).filePath(QStringLiteral("0badf00d.steerlab"));
        {
            QFile f(broken);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"steeringlab-lesson\", \"version\": 1, \"scen");
        }
        MainWindow w;
        w.lessonUi()->setProtectUnsaved(true);
        w.lessonUi()->setTestOrphanChoice(LessonUi::OrphanChoice::Later);
        w.lessonUi()->offerAutosave();
        const QString aside = QDir(lessons::autosaveFolder()).filePath(QStringLiteral("0badf00d.unreadable.steerlab"));
        QVERIFY(!QFile::exists(broken));
        QVERIFY(QFile::exists(aside));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("0badf00d.unreadable.steerlab")),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(lessons::orphanedAutosaves(QStringLiteral("en")).isEmpty());
        QVERIFY(QFile::exists(aside));
    }

    // Issue #36, item 3: a lesson replaced on disk while open is not overwritten by Ctrl+S unasked.
    void fileChangedOnDiskIsNoticed()
    {
        const QString file = dir_.filePath(QStringLiteral("shared.steerlab"));
        MainWindow w;
        LessonUi* ui = w.lessonUi();
        LessonSession* s = ui->session();
        QCOMPARE(s->save(file), QString());
        QVERIFY(!s->fileChangedOnDisk());
        QVERIFY(w.controller()->setParameter(QStringLiteral("maxSpeed"), 2.0).isEmpty());
        QVERIFY(ui->save()); // nobody else wrote it: saved without a question
        QVERIFY(!s->fileChangedOnDisk());

        // Another program writes the file: an arrive lesson.
        MainWindow other;
        other.controller()->switchScenario(ScenarioId::Arrive);
        QCOMPARE(other.lessonUi()->session()->save(file), QString());
        const QByteArray theirs = readAll(file);
        QVERIFY(s->fileChangedOnDisk());
        QVERIFY(w.controller()->setParameter(QStringLiteral("maxSpeed"), 3.0).isEmpty());

        ui->setTestChangedChoice(LessonUi::ChangedChoice::Cancel);
        QVERIFY(!ui->save());
        QCOMPARE(readAll(file), theirs);

        const QString mine = dir_.filePath(QStringLiteral("mine.steerlab"));
        ui->setTestAnswers(LessonUi::Answer::Save, mine);
        ui->setTestChangedChoice(LessonUi::ChangedChoice::SaveAs);
        QVERIFY(ui->save());
        QCOMPARE(readAll(file), theirs);
        QCOMPARE(s->path(), QFileInfo(mine).absoluteFilePath());

        // Reload takes theirs; Overwrite writes over it.
        QCOMPARE(s->save(file), QString());
        QCOMPARE(other.lessonUi()->session()->save(file), QString());
        ui->setTestChangedChoice(LessonUi::ChangedChoice::Reload);
        QVERIFY(!ui->save());
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Arrive);
        QVERIFY(!s->fileChangedOnDisk());
        w.controller()->switchScenario(ScenarioId::Flee);
        QVERIFY(other.controller()->setParameter(QStringLiteral("maxSpeed"), 8.0).isEmpty());
        QCOMPARE(other.lessonUi()->session()->save(file), QString());
        QVERIFY(s->fileChangedOnDisk());
        ui->setTestChangedChoice(LessonUi::ChangedChoice::Overwrite);
        QVERIFY(ui->save());
        QCOMPARE(lessons::readLessonFile(file).lesson->setup.id, ScenarioId::Flee);
    }

    void dropOpensALesson()
    {
        MainWindow a;
        a.controller()->switchScenario(ScenarioId::Flee);
        const QString file = dir_.filePath(QStringLiteral("dropped.steerlab"));
        QCOMPARE(a.lessonUi()->session()->save(file), QString());
        MainWindow w;
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(file)});
        QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted()); // the window takes a .steerlab file
        QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(&w, &drop);
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Flee);
        QCOMPARE(w.lessonUi()->session()->path(), QFileInfo(file).absoluteFilePath());
    }
};

QTEST_MAIN(TestLessonWindow)
#include "tst_lesson_window.moc"

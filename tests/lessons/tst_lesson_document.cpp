// The open lesson is the one document (issues #31 and #36), in the real window (offscreen):
// - picking another scenario in the list starts a new, untitled lesson, so Ctrl+S can no longer
//   write the other scenario into the old lesson's file under its old title; undo brings the old
//   lesson back whole (file, title, bookmarks, its unsaved change) and redo the new one;
// - File → New starts clean, compare panes included, and is undone the same way;
// - an edit before a bookmark (the bundled path lesson, a waypoint at frame 0) saves a file that
//   opens again: the bookmarks stay, at the frames the world now computes, checked against a replay
//   of the saved input on a bare World (no History, no window);
// - a lesson that would not read back is never written over the old file;
// - random edit / save / reopen sequences on every bundled lesson always reopen, with the same frames;
// - the file name Save As offers is safe on every file system;
// - editing the notes keeps their markup, a lesson dropped on the stage opens, and a refused lesson
//   opened from the desktop (no terminal) is reported in a dialog.
#include "bookmark_dialog.h"
#include "bundled_lessons.h"
#include "commandline.h"
#include "compare_mode.h"
#include "controller.h"
#include "lesson_json.h"
#include "lesson_replay.h"
#include "lesson_session.h"
#include "lesson_text_dialog.h"
#include "lesson_ui.h"
#include "lessons_panel.h"
#include "main_window.h"
#include "message_text.h"
#include "progress_meter.h"
#include "scenarios.h"
#include "stage_view.h"
#include "timeline_slider.h"
#include "transport_bar.h"
#include "window_entry.h"

#include <QAction>
#include <QApplication>
#include <QDropEvent>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <random>

using steer::ScenarioId;

namespace {
QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A writable copy of a bundled lesson (resources are read-only).
QString copyOf(const QString& resource, const QString& to)
{
    QFile::remove(to);
    if (!QFile::copy(resource, to))
        return {};
    QFile::setPermissions(to, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    return to;
}

// Clicks the scenario's row in the window's list, as a teacher does.
void clickScenario(MainWindow& w, ScenarioId id)
{
    auto* list = w.findChild<QListWidget*>(QStringLiteral("scenarioList"));
    QVERIFY(list);
    QListWidgetItem* item = list->item(int(id));
    list->scrollToItem(item);
    const QPoint at = list->visualItemRect(item).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, at);
}

// World::hash of frame `n` of the lesson's run replayed on a bare World: frame 0 from the set-up,
// then at each frame k the input recorded at k, then a step, as the file format defines it
// (docs/lesson-format.md). Independent of History, its key frames and the window.
std::uint64_t replayedHash(const lessons::Lesson& lesson, std::int64_t n)
{
    steer::World w;
    if (!lessons::buildLessonWorld(lesson, w).isEmpty())
        return 0;
    w.recordExplanations = false;
    for (std::int64_t k = 0; k <= n; ++k) {
        if (k > 0)
            w.step();
        lesson.input.applyAt(k, w);
    }
    return w.hash();
}

std::uint64_t hashAt(Controller& c, qint64 n)
{
    const qint64 shown = c.frame();
    if (n > c.lastFrame())
        c.advanceTo(n);
    c.jumpTo(n);
    const std::uint64_t h = c.history().current().hash();
    c.jumpTo(shown);
    return h;
}
} // namespace

class TestLessonDocument : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }

    // Issue #31's report: open the bundled seek lesson from a copy, pick Avoid, press Ctrl+S.
    void scenarioSwitchStartsANewLesson()
    {
        const QString seekFile = copyOf(QStringLiteral(":/lessons/seek.steerlab"), dir_.filePath(QStringLiteral("seek-copy.steerlab")));
        QVERIFY(!seekFile.isEmpty());
        const QByteArray seekBytes = readAll(seekFile);
        const QString avoidFile = dir_.filePath(QStringLiteral("avoid-new.steerlab"));
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LessonUi* ui = w.lessonUi();
        LessonSession* s = ui->session();
        Controller* c = w.controller();
        ui->setTestAnswers(LessonUi::Answer::Discard, avoidFile);
        QVERIFY(ui->openFile(seekFile));
        const lessons::Lesson seek = s->lesson();
        QVERIFY(!seek.title.isEmpty());
        QVERIFY(!seek.bookmarks.empty());
        QCOMPARE(c->setParameter(QStringLiteral("maxSpeed"), 5.0), QString());
        QVERIFY(s->isModified());

        clickScenario(w, ScenarioId::Avoid);
        QCOMPARE(c->world().scenario, ScenarioId::Avoid);
        // Nothing of the seek lesson leaks into the new one.
        QCOMPARE(s->path(), QString());
        QVERIFY(s->lesson().title.isEmpty());
        QVERIFY(s->lesson().notes.isEmpty());
        QVERIFY(s->lesson().bookmarks.empty());
        QVERIFY(s->lesson().annotations.empty());
        QVERIFY(s->lesson().questions.empty());
        QVERIFY(!s->isModified());
        QVERIFY(!w.windowTitle().contains(seek.title.en));
        QCOMPARE(c->frame(), qint64(0));

        // Ctrl+S: the untitled lesson asks for a file (the test's answer), and the old file is untouched.
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(s->path(), QFileInfo(avoidFile).absoluteFilePath());
        QCOMPARE(readAll(seekFile), seekBytes);
        const lessons::ReadResult avoid = lessons::readLessonFile(avoidFile);
        QVERIFY2(avoid.lesson, qPrintable(avoid.error));
        QCOMPARE(avoid.lesson->setup.id, ScenarioId::Avoid);
        QVERIFY(avoid.lesson->title.isEmpty());
        QVERIFY(avoid.lesson->bookmarks.empty());

        // Both files open again, each on its own scenario.
        MainWindow again;
        QCOMPARE(again.lessonUi()->session()->open(seekFile), QString());
        QCOMPARE(again.controller()->world().scenario, ScenarioId::Seek);
        QCOMPARE(again.lessonUi()->session()->lesson().title, seek.title);
        QCOMPARE(again.lessonUi()->session()->open(avoidFile), QString());
        QCOMPARE(again.controller()->world().scenario, ScenarioId::Avoid);

        // Undo brings the seek lesson back whole, with the change the teacher had not saved.
        c->undo();
        QCOMPARE(c->world().scenario, ScenarioId::Seek);
        QCOMPARE(s->path(), QFileInfo(seekFile).absoluteFilePath());
        QCOMPARE(s->lesson().title, seek.title);
        QCOMPARE(s->lesson().bookmarks.size(), seek.bookmarks.size());
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), 5.0);
        QVERIFY(s->isModified());
        QVERIFY(w.windowTitle().contains(seek.title.en));
        // Redo: the saved avoid lesson again, unmodified.
        c->redo();
        QCOMPARE(c->world().scenario, ScenarioId::Avoid);
        QCOMPARE(s->path(), QFileInfo(avoidFile).absoluteFilePath());
        QVERIFY(s->lesson().bookmarks.empty());
        QVERIFY(!s->isModified());
    }

    void cancelKeepsTheLesson()
    {
        const QString seekFile = copyOf(QStringLiteral(":/lessons/seek.steerlab"), dir_.filePath(QStringLiteral("seek-cancel.steerlab")));
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LessonUi* ui = w.lessonUi();
        ui->setTestAnswers(LessonUi::Answer::Cancel);
        QVERIFY(ui->openFile(seekFile));
        QCOMPARE(w.controller()->setParameter(QStringLiteral("maxSpeed"), 6.0), QString());
        clickScenario(w, ScenarioId::Flock);
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Seek);
        QCOMPARE(ui->session()->path(), QFileInfo(seekFile).absoluteFilePath());
        QVERIFY(ui->session()->isModified());
        auto* list = w.findChild<QListWidget*>(QStringLiteral("scenarioList"));
        QCOMPARE(list->currentRow(), int(ScenarioId::Seek)); // the highlight shows what runs

        // A bare run of a demo (no file, nothing written) is not asked about: undo brings it back.
        MainWindow bare;
        bare.lessonUi()->setTestAnswers(LessonUi::Answer::Cancel);
        QCOMPARE(bare.controller()->setParameter(QStringLiteral("maxSpeed"), 6.0), QString());
        QVERIFY(bare.lessonUi()->session()->isBare());
        QVERIFY(bare.lessonUi()->chooseScenario(ScenarioId::Arrive));
        QCOMPARE(bare.controller()->world().scenario, ScenarioId::Arrive);
        bare.controller()->undo();
        QCOMPARE(bare.controller()->world().scenario, ScenarioId::Seek);
        QCOMPARE(bare.controller()->parameterValue(QStringLiteral("maxSpeed")), 6.0);
    }

    // File → New: no compare panes, bookmarks or notes of the previous lesson; undo brings them back.
    void newLessonStartsClean()
    {
        MainWindow w;
        LessonUi* ui = w.lessonUi();
        LessonSession* s = ui->session();
        ui->setTestAnswers(LessonUi::Answer::Discard);
        CompareMode* mode = w.compareMode();
        QCOMPARE(mode->setSpecTexts({QStringLiteral("set:maxSpeed=5")}), QString());
        for (int i = 0; i < 12; ++i)
            w.controller()->stepForward();
        s->addBookmark(QStringLiteral("twelve"), QStringLiteral("en"));
        s->setNotes({QStringLiteral("notes"), {}, {}});
        auto* newAction = w.findChild<QAction*>(QStringLiteral("newLesson"));
        QVERIFY(newAction);
        newAction->trigger();
        QVERIFY(mode->specTexts().isEmpty());
        QVERIFY(s->lesson().bookmarks.empty());
        QVERIFY(s->lesson().notes.isEmpty());
        QCOMPARE(w.controller()->frame(), qint64(0));
        QVERIFY(!s->isModified());

        w.controller()->undo();
        QCOMPARE(mode->specTexts(), QStringList{QStringLiteral("set:maxSpeed=5")});
        QCOMPARE(s->lesson().bookmarks.size(), std::size_t(1));
        QCOMPARE(s->lesson().notes.en, QStringLiteral("notes"));
        QCOMPARE(w.controller()->frame(), qint64(12));
        QVERIFY(s->isModified());
    }

    // Issue #36, item 1: the bundled path lesson, frame 0, a click on the stage (a waypoint), Ctrl+S.
    // The file used to be refused on opening ("bookmarks[1].frame: must be a whole number from 0 to
    // 0, not 16") after it had replaced the teacher's own.
    void editBeforeABookmarkSavesAFileThatOpens()
    {
        const QString file = copyOf(QStringLiteral(":/lessons/path.steerlab"), dir_.filePath(QStringLiteral("path-edited.steerlab")));
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LessonSession* s = w.lessonUi()->session();
        Controller* c = w.controller();
        QVERIFY(w.lessonUi()->openFile(file));
        const std::vector<lessons::Bookmark> before = s->lesson().bookmarks;
        QCOMPARE(before.size(), std::size_t(6));
        c->jumpTo(0);
        const std::size_t waypoints = c->world().path.points.size();
        c->stageClicked(QPointF(275, 330));
        QCOMPARE(c->world().path.points.size(), waypoints + 1);
        QCOMPARE(c->lastFrame(), qint64(0)); // the edit cut the recorded future
        QTest::keyClick(&w, Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!s->isModified());

        const lessons::ReadResult read = lessons::readLessonFile(file);
        QVERIFY2(read.lesson, qPrintable(read.error));
        const lessons::Lesson& saved = *read.lesson;
        QCOMPARE(saved.bookmarks.size(), before.size());
        for (std::size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(saved.bookmarks[i].frame, before[i].frame);
            QCOMPARE(saved.bookmarks[i].title, before[i].title);
            // The stored hash is the frame the world now computes (the waypoint is in it; loop is no
            // longer switched off at 130, that input came after the edit and went with it).
            QCOMPARE(saved.bookmarks[i].hash, replayedHash(saved, saved.bookmarks[i].frame));
        }
        QCOMPARE(saved.lastFrame, std::int64_t(266)); // the last bookmark
        QVERIFY(saved.bookmarks[4].hash != before[4].hash); // frame 229 changed with the edit

        MainWindow again;
        LessonSession* s2 = again.lessonUi()->session();
        QCOMPARE(s2->open(file), QString());
        for (int i = 0; i < int(saved.bookmarks.size()); ++i) {
            s2->goToBookmark(i);
            QCOMPARE(again.controller()->frame(), qint64(saved.bookmarks[std::size_t(i)].frame));
            QCOMPARE(s2->hashWarning(), QString()); // no "computes differently" for the teacher's own edit
        }
    }

    void aSaveThatWouldNotReadBackIsRefused()
    {
        const QString file = dir_.filePath(QStringLiteral("kept.steerlab"));
        lessons::Lesson good;
        good.setup.id = ScenarioId::Seek;
        good.lastFrame = 20;
        lessons::Bookmark b;
        b.frame = 20;
        b.title.en = QStringLiteral("twenty");
        good.bookmarks.push_back(b);
        QCOMPARE(lessons::saveLessonFile(good, file), QString());
        const QByteArray kept = readAll(file);
        QVERIFY(lessons::readLessonFile(file).lesson.has_value());

        // A bookmark after the last frame: the reader refuses it, so the writer must not write it.
        lessons::Lesson bad = good;
        bad.lastFrame = 10;
        const QString err = lessons::saveLessonFile(bad, file);
        QVERIFY(!err.isEmpty());
        QVERIFY2(err.contains(QStringLiteral("bookmarks[0].frame")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("left as it was")), qPrintable(err));
        QCOMPARE(readAll(file), kept);
    }

    // Random edits, saves and reopenings of every bundled lesson: each save must open again, on the
    // same frame, with the same frames at every bookmark (a fixed seed: the same sequence each run).
    void randomEditsSaveAndReopen()
    {
        const QStringList bundled = lessons::bundledLessons();
        QVERIFY(bundled.size() >= 20);
        std::mt19937 rng(20261128);
        int saves = 0;
        for (const QString& path : bundled) {
            Controller c;
            LessonSession s(&c);
            QCOMPARE(s.open(path), QString());
            for (int round = 0; round < 2; ++round) {
                for (int step = 0; step < 6; ++step) {
                    const qint64 last = c.lastFrame();
                    switch (rng() % 8) {
                    case 0: c.jumpTo(qint64(rng() % std::uint32_t(last + 1))); break;
                    case 1: c.advanceTo(c.frame() + 1 + qint64(rng() % 40)); break;
                    case 2: c.stageClicked(QPointF(20 + rng() % 500, 20 + rng() % 360)); break;
                    case 3:
                        c.targetDragged(QPointF(20 + rng() % 500, 20 + rng() % 360));
                        c.dragFinished();
                        break;
                    case 4: c.setParameter(QStringLiteral("maxSpeed"), 1.0 + rng() % 12); break;
                    case 5: c.undo(); break;
                    case 6: c.redo(); break;
                    default:
                        if (!c.world().obstacles.empty()) {
                            c.obstacleDragged(0, QPointF(30 + rng() % 480, 30 + rng() % 340));
                            c.dragFinished();
                        } else {
                            c.jumpTo(0);
                        }
                    }
                }
                const QString file = dir_.filePath(QStringLiteral("random-%1.steerlab").arg(saves++));
                QCOMPARE(s.save(file), QString());
                const lessons::ReadResult read = lessons::readLessonFile(file);
                QVERIFY2(read.lesson, qPrintable(path + QStringLiteral(": ") + read.error));
                Controller c2;
                LessonSession s2(&c2);
                QVERIFY2(s2.open(file).isEmpty(), qPrintable(path));
                QCOMPARE(c2.frame(), c.frame());
                QCOMPARE(c2.history().current().hash(), c.history().current().hash());
                for (const lessons::Bookmark& b : read.lesson->bookmarks)
                    QCOMPARE(hashAt(c2, b.frame), b.hash);
            }
        }
    }

    // Editing the notes keeps every <code>, <b> and <i> of every bundled lesson's notes in every
    // language (the English notes' <code> used to vanish: Qt 6.4 reads it as "monospace").
    void editingNotesKeepsTheirMarkup()
    {
        int codes = 0;
        for (const QString& path : lessons::bundledLessons()) {
            const lessons::ReadResult read = lessons::readLessonFile(path);
            QVERIFY2(read.lesson, qPrintable(read.error));
            for (const QString& notes : {read.lesson->notes.en, read.lesson->notes.zh_CN, read.lesson->notes.ru}) {
                QTextDocument doc;
                doc.setHtml(notes);
                const QString edited = LessonTextDialog::simpleHtml(doc);
                for (const char* tag : {"<code>", "<b>", "<i>"})
                    QVERIFY2(edited.count(QLatin1String(tag)) == notes.count(QLatin1String(tag)),
                             qPrintable(path + QLatin1Char(' ') + QLatin1String(tag) + QStringLiteral(": ") + edited));
                codes += int(notes.count(QStringLiteral("<code>")));
            }
        }
        QVERIFY(codes > 50); // the check saw real code spans
    }

    // Issue #36, item 7: a lesson dropped on the stage (where the legend is drawn too) opens.
    void lessonDroppedOnTheStageOpens()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QMimeData data;
        data.setUrls({QUrl(QStringLiteral("qrc:/ignored")), QUrl::fromLocalFile(copyOf(QStringLiteral(":/lessons/flock.steerlab"),
                                                                                         dir_.filePath(QStringLiteral("dropped.steerlab"))))});
        QWidget* stage = w.stageView()->viewport();
        const QPoint at = stage->rect().bottomRight() - QPoint(40, 40); // where the legend sits
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(stage, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, {});
        QCoreApplication::sendEvent(stage, &drop);
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Flock);
        QCOMPARE(w.lessonUi()->session()->path(), QFileInfo(dir_.filePath(QStringLiteral("dropped.steerlab"))).absoluteFilePath());
    }

    // Issue #36, item 6: a lesson opened from the desktop (no terminal) that is refused says so in a dialog.
    void startErrorsReachADialogWithoutATerminal()
    {
        QVERIFY(startErrorsNeedADialog(false, QStringLiteral("xcb")));
        QVERIFY(startErrorsNeedADialog(false, QStringLiteral("wayland")));
        QVERIFY(!startErrorsNeedADialog(true, QStringLiteral("xcb")));        // the terminal has the line
        QVERIFY(!startErrorsNeedADialog(false, QStringLiteral("offscreen"))); // screenshots, tests
        QString shown;
        QTimer::singleShot(0, this, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->accept();
            }
        });
        showStartErrorDialog(QStringLiteral("Lesson 'a.steerlab': the file is empty\x1b[31m"));
        QCOMPARE(shown, QStringLiteral("Lesson 'a.steerlab': the file is empty\uFFFD[31m"));
    }

    // Issue #36, item 5: long work in the window shows progress and can be cancelled, leaving the
    // window as it was. A meter that cancels at its third question, then the real dialog.
    void cancelledWorkChangesNothing()
    {
        struct CancelAtThird : Controller::WorkMeter {
            std::vector<qint64>* seen;
            explicit CancelAtThird(std::vector<qint64>* s) : seen(s) {}
            bool step(qint64 done, qint64 total) override
            {
                seen->push_back(done);
                return total > 0 && seen->size() < 3;
            }
        };
        std::vector<qint64> seen;
        Controller c;
        c.setWorkMeters([&seen](const QString&) { return std::make_unique<CancelAtThird>(&seen); });
        for (int i = 0; i < 10; ++i)
            c.stepForward();
        const std::uint64_t at10 = c.history().current().hash();
        QVERIFY(!c.advanceTo(5000));
        QVERIFY(c.lastWorkCancelled());
        QCOMPARE(seen, (std::vector<qint64>{54, 118, 182})); // every 64 frames from frame 64, counted from frame 10
        QCOMPARE(c.frame(), qint64(10));
        QCOMPARE(c.lastFrame(), qint64(10));
        QCOMPARE(c.history().current().hash(), at10);
        QVERIFY(c.advanceTo(200)); // under kMeteredFrames past the end: no meter, no question
        QCOMPARE(c.frame(), qint64(200));

        // Opening: a long lesson is cancelled, and the lesson open before stays.
        const QString longFile = dir_.filePath(QStringLiteral("long.steerlab"));
        lessons::Lesson longLesson;
        longLesson.setup.id = ScenarioId::Wander;
        longLesson.lastFrame = 20000;
        QCOMPARE(lessons::saveLessonFile(longLesson, longFile), QString());
        ProgressMeter::setShowAfterMs(0);
        MainWindow w;
        w.lessonUi()->setTestAnswers(LessonUi::Answer::Discard);
        w.controller()->switchScenario(ScenarioId::Flee);
        for (int i = 0; i < 5; ++i)
            w.controller()->stepForward();
        const std::uint64_t flee5 = w.controller()->history().current().hash();
        auto cancelSoon = [&w] {
            QTimer::singleShot(0, &w, [&w] {
                if (auto* dialog = w.findChild<QProgressDialog*>(QStringLiteral("workProgress")))
                    dialog->cancel();
            });
        };
        cancelSoon();
        QVERIFY(!w.lessonUi()->openFile(longFile));
        QVERIFY(w.controller()->lastWorkCancelled());
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Flee);
        QCOMPARE(w.controller()->history().current().hash(), flee5);
        QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Cancelled")));
        // A far jump, cancelled on the real dialog.
        cancelSoon();
        QVERIFY(!w.controller()->advanceTo(50000));
        QCOMPARE(w.controller()->frame(), qint64(5));
        QCOMPARE(w.controller()->history().current().hash(), flee5);
        ProgressMeter::setShowAfterMs(400);
    }

    // Issue #36, item 5: a well-formed lesson of a flock of 1 000 000 froze the window for hours.
    // The window refuses a world whose one frame would take more than 5 s, and keeps what it showed.
    void aWorldTooLargeForTheWindowIsRefused()
    {
        const QString file = dir_.filePath(QStringLiteral("million.steerlab"));
        lessons::Lesson huge;
        huge.setup.id = ScenarioId::Flock;
        huge.setup.parameters.emplace_back("count", 1000000.0);
        QCOMPARE(lessons::saveLessonFile(huge, file), QString());
        MainWindow w;
        w.lessonUi()->setTestAnswers(LessonUi::Answer::Discard);
        w.controller()->switchScenario(ScenarioId::Arrive);
        QVERIFY(!w.lessonUi()->openFile(file));
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("too large")), qPrintable(w.statusBar()->currentMessage()));
        QCOMPARE(w.controller()->world().scenario, ScenarioId::Arrive);
        // The same through the count parameter of a flock, and the classroom flock still starts.
        w.controller()->switchScenario(ScenarioId::Flock);
        QVERIFY(w.controller()->setParameter(QStringLiteral("count"), 1000000.0).contains(QStringLiteral("too large")));
        QCOMPARE(w.controller()->world().vehicles.size(), std::size_t(20));
        QCOMPARE(w.controller()->setParameter(QStringLiteral("count"), 200.0), QString());
        QCOMPARE(w.controller()->world().vehicles.size(), std::size_t(200));
    }

    // Issue #31: the start page appears whenever nothing to show is named, also when only the look
    // (language, palette, text scale, size, second language) is given.
    void startPageUnlessSomethingIsNamed()
    {
        const auto names = [](const QStringList& args) {
            const ParseResult r = parseCommandLine(args);
            return r.error.isEmpty() && r.options.namesWhatToShow();
        };
        QVERIFY(!names({}));
        QVERIFY(!names({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--palette"), QStringLiteral("projector"),
                        QStringLiteral("--text-scale"), QStringLiteral("1.5"), QStringLiteral("--size"), QStringLiteral("1920x1080"),
                        QStringLiteral("--second-lang"), QStringLiteral("zh_CN")}));
        QVERIFY(!names({QStringLiteral("--second-lang"), QStringLiteral("zh_CN,ru")}));
        // Issue #32: the old form (one language) and the list of two, in the order given.
        QCOMPARE(parseCommandLine({QStringLiteral("--second-lang"), QStringLiteral("ru")}).options.extraLangs,
                 QStringList{QStringLiteral("ru")});
        QCOMPARE(parseCommandLine({QStringLiteral("--second-lang=zh_CN,ru")}).options.extraLangs,
                 QStringList({QStringLiteral("zh_CN"), QStringLiteral("ru")}));
        QVERIFY(names({QStringLiteral("--scenario"), QStringLiteral("flock")}));
        QVERIFY(names({QStringLiteral("--seed"), QStringLiteral("1")})); // the default seed, but named
        QVERIFY(names({QStringLiteral("--set"), QStringLiteral("maxSpeed=5")}));
        QVERIFY(names({QStringLiteral("--presentation")}));
        QVERIFY(names({copyOf(QStringLiteral(":/lessons/seek.steerlab"), dir_.filePath(QStringLiteral("named.steerlab")))}));
    }

    // Issue #31: a teacher's own bookmarks get what the bundled ones have (three languages, a note),
    // edited in place, moved to another frame; the selection follows the frame; ticks name them.
    void teachersBookmarksAreEditedInPlace()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        LessonSession* s = w.lessonUi()->session();
        LessonsPanel* panel = w.lessonUi()->panel();
        Controller* c = w.controller();
        c->advanceTo(10);
        s->addBookmark(QStringLiteral("ten"), QStringLiteral("en"));
        c->advanceTo(30);
        s->addBookmark(QStringLiteral("thirty"), QStringLiteral("en"));
        QListWidget* list = panel->bookmarkList();
        c->jumpTo(20);
        QCOMPARE(list->currentRow(), 0); // "ten": the last bookmark at or before frame 20
        c->jumpTo(30);
        QCOMPARE(list->currentRow(), 1);
        c->jumpTo(5);
        QCOMPARE(list->currentRow(), -1);

        // Double click: the dialog; the test writes Chinese and Russian and moves it to frame 25
        // (within the frames reached, 0 to 30: the dialog offers no other).
        bool edited = false;
        // Polls until the dialog is up (the double click is delivered first), then answers it.
        QTimer poll;
        poll.setInterval(5);
        connect(&poll, &QTimer::timeout, this, [&edited, &poll] {
            auto* d = qobject_cast<BookmarkDialog*>(QApplication::activeModalWidget());
            if (!d)
                return;
            poll.stop();
            d->setTexts(1, QStringLiteral("第十帧"), QStringLiteral("笔记"));
            d->setTexts(2, QStringLiteral("десятый кадр"), QStringLiteral("заметка"));
            d->setFrame(25);
            d->accept();
            edited = true;
        });
        poll.start();
        // A real double click: press, release, press as a double click (the view needs the press first).
        const QPoint onTen = list->visualItemRect(list->item(0)).center();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, onTen);
        QTest::mousePress(list->viewport(), Qt::LeftButton, {}, onTen);
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, onTen);
        QVERIFY(edited);
        poll.stop();
        const auto& marks = s->lesson().bookmarks;
        QCOMPARE(marks.size(), std::size_t(2));
        QCOMPARE(marks[0].frame, std::int64_t(25));
        QCOMPARE(marks[0].title.en, QStringLiteral("ten"));
        QCOMPARE(marks[0].title.zh_CN, QStringLiteral("第十帧"));
        QCOMPARE(marks[0].note.ru, QStringLiteral("заметка"));
        QCOMPARE(marks[1].title.en, QStringLiteral("thirty"));
        QVERIFY(s->isModified());

        // Moved to the frame shown (the context menu's second entry): "thirty" goes to 12, first.
        c->jumpTo(12);
        panel->moveBookmarkHere(1);
        QCOMPARE(s->lesson().bookmarks[0].frame, std::int64_t(12));
        QCOMPARE(s->lesson().bookmarks[0].title.en, QStringLiteral("thirty"));

        // The timeline's ticks name their bookmark.
        TimelineSlider* t = w.transportBar()->timelineSlider();
        QCOMPARE(t->markTitleAt(t->markRect(12).center()), QStringLiteral("thirty"));
        QCOMPARE(t->markTitleAt(t->markRect(25).center()), QStringLiteral("ten"));

        // Saved and opened again: all three languages and the frames are there, with no warning.
        const QString file = dir_.filePath(QStringLiteral("own-bookmarks.steerlab"));
        QCOMPARE(s->save(file), QString());
        MainWindow again;
        QCOMPARE(again.lessonUi()->session()->open(file), QString());
        const auto& read = again.lessonUi()->session()->lesson().bookmarks;
        QCOMPARE(read.size(), std::size_t(2));
        QCOMPARE(read[1].title.ru, QStringLiteral("десятый кадр"));
        QCOMPARE(read[1].frame, std::int64_t(25));
        again.lessonUi()->session()->goToBookmark(1);
        QCOMPARE(again.lessonUi()->session()->hashWarning(), QString());
    }

    void offeredFileNamesAreSafe()
    {
        // Each of : ? * " < > | \ / becomes '-', a line break too; trailing dots and spaces go.
        QCOMPARE(lessons::fileNameFromTitle(QStringLiteral("Seek: why? *fast* \"a\" <b>|c\\d/e\nf. .")),
                 QStringLiteral("Seek- why- -fast- -a- -b--c-d-e-f"));
        QCOMPARE(lessons::fileNameFromTitle(QStringLiteral("寻找：目标")), QStringLiteral("寻找：目标")); // full-width colon is fine
        QCOMPARE(lessons::fileNameFromTitle(QStringLiteral("...")), QString());
    }
};

QTEST_MAIN(TestLessonDocument)
#include "tst_lesson_document.moc"

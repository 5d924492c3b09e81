// The code lab in the window (issue #34): the Code panel's Run is an edit like any other — it
// applies from the frame shown, is one undo step, enters the input log (stepping back and forward
// replays it) and is saved in the lesson, which opens again and computes the same frames. Code that
// fails is refused with its line and changes nothing. The frames are checked against the book's
// method as the core computes it (the transcription of seek gives the built-in seek's frames bit for
// bit: tst_codelab_engine), and a planted change against a hand-derived consequence.
#include "code_panel.h"
#include "codelab/code_dock.h"
#include "controller.h"
#include "language.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "scenarios.h"

#include <QDockWidget>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

namespace {

// seek() from SteeredVehicle.as, but fleeing: `add` where the book subtracts the velocity is not
// what is planted here; the desired velocity points away from the target (position - target).
// From rest at (0, 0) with the pointer at (275, 200), the book's seek accelerates towards +x, +y;
// this one towards -x, -y (plantedSeekFirstStepByHand works the first step out).
const char* const kSeekAway = R"(function seek(target) {
    var desiredVelocity = this._position.subtract(target);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
)";

// seek() as the book writes it, except that it throws once the vehicle is right of x = 120, which
// SeekTest's vehicle passes some frames after it starts (tst_codelab_controller finds the frame).
const char* const kFailsLater = R"(function seek(target) {
    if (this._position.x > 120)
        throw new Error("planted: past x = 120");
    var desiredVelocity = target.subtract(this._position);
    desiredVelocity.normalize();
    desiredVelocity = desiredVelocity.multiply(this._maxSpeed);
    var force = desiredVelocity.subtract(this._velocity);
    this._steeringForce = this._steeringForce.add(force);
}
)";

} // namespace

class TstCodelabWindow : public QObject {
    Q_OBJECT
private slots:
    void runUndoSaveReopen()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Seek);
        QVERIFY(c->advanceTo(5));
        const double builtInX = [&] {
            steer::World copy = c->world();
            copy.step();
            return copy.vehicles[0].position.x;
        }();
        CodePanel* panel = w.codeDock()->panel();

        // A syntax error: refused with its line, nothing changes.
        const int undoBefore = c->undoStack()->count();
        panel->setSource(QStringLiteral("function seek(target) {\n  var x = ;\n}\n"));
        panel->run();
        QVERIFY(!c->world().script);
        QCOMPARE(c->undoStack()->count(), undoBefore);
        QVERIFY2(panel->statusLabel()->text().contains(QLatin1String("2")), qPrintable(panel->statusLabel()->text()));

        // Good code: applied from frame 5, one undo step, the next frames follow it.
        panel->setSource(QString::fromUtf8(kSeekAway));
        panel->run();
        QVERIFY(c->world().script);
        QCOMPARE(c->undoStack()->count(), undoBefore + 1);
        QVERIFY(c->advanceTo(6));
        const double scriptedX = c->world().vehicles[0].position.x;
        QVERIFY2(scriptedX != builtInX, "the script's seek made no difference");
        // Stepping back before frame 5 and forward again replays the script from frame 5.
        c->jumpTo(2);
        QVERIFY(!c->world().script);
        c->jumpTo(6);
        QCOMPARE(c->world().vehicles[0].position.x, scriptedX);

        // Saved and opened again in a second window: the same frames.
        const QString file = dir.filePath(QStringLiteral("scripted.steerlab"));
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->save(file), QString());
        MainWindow again;
        QCOMPARE(again.lessonUi()->session()->open(file), QString());
        again.controller()->jumpTo(6);
        QVERIFY(again.controller()->world().script);
        QCOMPARE(again.controller()->world().hash(), c->world().hash());
        QCOMPARE(again.codeDock()->panel()->source(), QString::fromUtf8(kSeekAway)); // the editor shows it
        QVERIFY(!again.codeDock()->dock()->isHidden()); // and the panel opens with the lesson's code

        // Undo takes the code away again: frame 6 is the built-in one.
        c->undo();
        QVERIFY(!c->world().script);
        c->jumpTo(5);
        QVERIFY(c->advanceTo(6));
        QCOMPARE(c->world().vehicles[0].position.x, builtInX);
    }

    // A bookmark after the frame where the lesson's code fails (it was set before the code was
    // applied): saving stamps it without looping (it looped for ever), and the file opens again with
    // the frames the code can compute, the bookmark showing the last of them.
    void bookmarkPastAFailingFrameSavesAndReopens()
    {
        QTemporaryDir dir;
        MainWindow w;
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Seek);
        QVERIFY(c->advanceTo(200));
        LessonSession* s = w.lessonUi()->session();
        s->addBookmark(QStringLiteral("late"), QStringLiteral("en"));
        c->jumpTo(0);
        w.codeDock()->panel()->setSource(QString::fromUtf8(kFailsLater));
        w.codeDock()->panel()->run();
        QVERIFY(c->world().script);
        const QString file = dir.filePath(QStringLiteral("fails.steerlab"));
        QCOMPARE(s->save(file), QString());
        QVERIFY(!c->advanceTo(200)); // the frame where the code fails
        const qint64 stop = c->lastFrame();
        QVERIFY(stop > 0 && stop < 200);
        MainWindow again;
        QCOMPARE(again.lessonUi()->session()->open(file), QString());
        QCOMPARE(again.controller()->lastFrame(), stop);
        again.lessonUi()->session()->goToBookmark(0);
        QCOMPARE(again.controller()->frame(), stop);
    }

    // First frames of the planted seek, derived by hand: SeekTest's vehicle starts at rest at (0, 0)
    // (maxSpeed 10, maxForce 1, mass 1), the pointer at (275, 200). desired = normalize(p - t) * 10
    // = -(275, 200)/340.04 * 10 = (-8.0873, -5.8817); force = desired - v = desired; truncated to
    // maxForce 1: (-0.80873, -0.58817); v = a; p = (-0.80873, -0.58817), which Vehicle.as's wrap
    // (x < 0: x = stageWidth; y < 0: y = stageHeight) puts at (550, 400).
    void plantedSeekFirstStepByHand()
    {
        MainWindow w;
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Seek);
        QCOMPARE(c->world().vehicles[0].position.x, 0.0);
        w.codeDock()->panel()->setSource(QString::fromUtf8(kSeekAway));
        w.codeDock()->panel()->run();
        QVERIFY(c->world().script);
        QVERIFY(c->advanceTo(1));
        const double len = std::sqrt(275.0 * 275.0 + 200.0 * 200.0);
        QCOMPARE(c->world().vehicles[0].position.x, 550.0);
        QCOMPARE(c->world().vehicles[0].position.y, 400.0);
        QVERIFY(std::abs(c->world().vehicles[0].velocity.x - (-275.0 / len)) < 1e-12);
        QVERIFY(std::abs(c->world().vehicles[0].velocity.y - (-200.0 / len)) < 1e-12);
    }

    // The window with the Code panel in front, the book's seek inserted and run, then a planted
    // misspelling (normalise) run, in three languages at projector sizes: the refusal names the line
    // in each (line 5 of the starter: its two comment lines, the signature, the subtraction, then
    // normalize). CODELAB_SCREENSHOTS=DIR keeps the pictures to look at.
    void threeLanguagesAtProjectorSizes()
    {
        QTemporaryDir temporary;
        const QString dir = qEnvironmentVariable("CODELAB_SCREENSHOTS", temporary.path());
        for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(lang));
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                MainWindow w;
                w.resize(size);
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                w.controller()->switchScenario(steer::ScenarioId::Seek);
                QVERIFY(w.codeDock()->dock()->isHidden()); // closed until asked for
                w.codeDock()->dock()->show();
                w.codeDock()->dock()->raise();
                CodePanel* panel = w.codeDock()->panel();
                panel->insertSeed(QStringLiteral("seek"), CodePanel::Placement::Replace);
                panel->run();
                QVERIFY(w.controller()->advanceTo(40));
                QVERIFY(w.controller()->world().script);
                w.grab().save(QStringLiteral("%1/codelab_%2_%3x%4_applied.png").arg(dir, lang).arg(size.width()).arg(size.height()));
                panel->setSource(panel->source().replace(QStringLiteral("desiredVelocity.normalize();"), QStringLiteral("desiredVelocity.normalise();")));
                const qint64 frame = w.controller()->frame();
                panel->run();
                QCOMPARE(w.controller()->frame(), frame);
                QVERIFY(w.controller()->world().script); // the applied seek stays
                QVERIFY2(panel->statusLabel()->text().contains(QLatin1String("5")), qPrintable(panel->statusLabel()->text()));
                QVERIFY(w.grab().save(QStringLiteral("%1/codelab_%2_%3x%4_error.png").arg(dir, lang).arg(size.width()).arg(size.height())));
            }
        }
        QVERIFY(language::install(QStringLiteral("en")));
    }
};

QTEST_MAIN(TstCodelabWindow)
#include "tst_codelab_window.moc"

// The code lab in the window's controller (issue #34, "the window never freezes"): a user's script
// that fails in a step leaves the frames before it as they were, stops the play and says why with
// the script's line; it never loops. Before this, History::stepForward counted a failed step as a
// frame reached and Controller::advanceTo waited for a frame that never came.
#include "codelab_support.h"
#include "controller.h"
#include "js_runner.h"
#include "scenarios.h"

#include <QSignalSpy>
#include <QTest>

using steer::ScenarioId;

namespace {

// seek() as the book writes it (SteeredVehicle.as), except that it throws once the vehicle has
// moved right of x = 120. SeekTest starts the vehicle at (0, 0) heading for the pointer at the
// stage centre (275, 200): it passes x = 120 after some frames, at a frame the built-in trace fixes.
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

// The first frame whose step the planted throw stops: the first frame at which the built-in seek's
// vehicle is right of x = 120 (the script computes the book's seek until then, so the frames agree).
qint64 firstFrameRightOf120()
{
    steer::ScenarioSetup setup;
    setup.id = ScenarioId::Seek;
    steer::World w;
    if (steer::buildWorld(setup, w))
        return -1;
    while (w.frame < 1000 && w.vehicles[0].position.x <= 120)
        w.step();
    return w.frame;
}

steer::ScenarioSetup scripted(const char* source)
{
    steer::ScenarioSetup setup;
    setup.id = ScenarioId::Seek;
    setup.script = codelabtest::scriptFromText(QString::fromUtf8(source), "planted.js");
    return setup;
}

} // namespace

class TstCodelabController : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { codelab::installJavaScriptRunner(); }

    void advanceStopsAtTheFailingFrame()
    {
        const qint64 stop = firstFrameRightOf120();
        QVERIFY2(stop > 1 && stop < 200, qPrintable(QString::number(stop)));
        Controller c;
        QSignalSpy messages(&c, &Controller::message);
        QVERIFY(c.start(scripted(kFailsLater)).isEmpty());
        QVERIFY(!c.advanceTo(stop + 50)); // returns (before: looped for ever)
        QCOMPARE(c.frame(), stop);        // every frame before the failing step is kept
        QCOMPARE(c.lastFrame(), stop);
        QVERIFY(!messages.isEmpty());
        const QString said = messages.last().at(0).toString();
        QVERIFY2(said.contains(QStringLiteral("planted: past x = 120")) && said.contains(QStringLiteral("line 3")),
                 qPrintable(said));
        // The frames reached are the book's: the scripted vehicle is where the built-in one is.
        steer::ScenarioSetup plain;
        plain.id = ScenarioId::Seek;
        steer::World w;
        QVERIFY(!steer::buildWorld(plain, w));
        while (w.frame < stop)
            w.step();
        QCOMPARE(c.world().vehicles[0].position.x, w.vehicles[0].position.x);
        QCOMPARE(c.world().vehicles[0].position.y, w.vehicles[0].position.y);
    }

    void playingStopsAndStepDoesNotAdvance()
    {
        const qint64 stop = firstFrameRightOf120();
        Controller c;
        QVERIFY(c.start(scripted(kFailsLater)).isEmpty());
        c.setSpeed(4.0);
        c.play();
        for (int i = 0; i < 200 && c.isPlaying(); ++i)
            c.playTick();
        QVERIFY(!c.isPlaying());
        QCOMPARE(c.frame(), stop);
        c.stepForward(); // refused again, the frame stays
        QCOMPARE(c.frame(), stop);
        QCOMPARE(c.lastFrame(), stop);
        c.stepBack(); // the frames before stay reachable
        QCOMPARE(c.frame(), stop - 1);
    }

    // A script that never returns: each step is interrupted after one second, and the controller
    // gives up at the first, leaving frame 0 (a loop here would take a second a pass for ever).
    void endlessScriptGivesUpAtOnce()
    {
        Controller c;
        QSignalSpy messages(&c, &Controller::message);
        QVERIFY(c.start(scripted("function seek(target) { while (true) {} }\n")).isEmpty());
        QVERIFY(!c.advanceTo(100));
        QCOMPARE(c.frame(), qint64(0));
        QCOMPARE(c.lastFrame(), qint64(0));
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.last().at(0).toString().contains(QStringLiteral("line 1")),
                 qPrintable(messages.last().at(0).toString()));
    }
};

QTEST_MAIN(TstCodelabController)
#include "tst_codelab_controller.moc"

// The lessons that ship with the program (app/lessons/bundled): each one opens from its resource
// path through the same reader as a teacher's file, has its title, notes and bookmarks in English,
// Chinese and Russian, and reaches every bookmark with the stored hash. The moments the bookmarks
// claim (the pursuer reaches the target before the seeker, arrive starts to brake, the feeler first
// touches a circle ...) are measured here again by a plain run of the world that shares nothing
// with the generator that placed them, and must be bookmarked at exactly those frames.
#include "bundled_lessons.h"
#include "lesson_json.h"
#include "lesson_replay.h"
#include "parameters.h"

#include <QDir>
#include <QSet>
#include <QtTest>

#include <functional>
#include <optional>

namespace {

bool hasCjk(const QString& s)
{
    for (QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

bool hasCyrillic(const QString& s)
{
    for (QChar c : s)
        if (c.unicode() >= 0x0400 && c.unicode() <= 0x04FF)
            return true;
    return false;
}

lessons::Lesson open(const QString& name)
{
    const QString path = QStringLiteral(":/lessons/%1.steerlab").arg(name);
    const lessons::ReadResult r = lessons::readLessonFile(path);
    if (!r.lesson)
        qFatal("%s: %s", qPrintable(path), qPrintable(r.error));
    return *r.lesson;
}

// Frames 0..lastFrame by the plainest run: set-up, per-vehicle values, then step and apply each
// frame's events. frames[n] is frame n as shown (after its input); the explanation records in
// frames[n + 1] are those of the step n -> n + 1, which the window shows on frame n.
std::vector<steer::World> straightRun(const lessons::Lesson& l)
{
    steer::World w;
    if (steer::buildWorld(l.setup, w))
        return {};
    for (const auto& p : l.vehicleParameters)
        if (steer::setParameter(w, p.name, p.value, w.indexOf(p.vehicle)))
            return {};
    std::vector<steer::World> frames;
    for (std::int64_t n = 0; n <= l.lastFrame; ++n) {
        if (n > 0)
            w.step();
        const auto events = l.input.events().find(n);
        if (events != l.input.events().end())
            for (const auto& e : events->second)
                if (steer::applyEvent(w, e))
                    return {};
        frames.push_back(w);
    }
    return frames;
}

std::optional<std::int64_t> firstFrame(const std::vector<steer::World>& frames, const std::function<bool(std::size_t)>& test)
{
    for (std::size_t n = 0; n < frames.size(); ++n)
        if (test(n))
            return std::int64_t(n);
    return std::nullopt;
}

double gap(const steer::World& w, const char* a, const char* b)
{
    return w.vehicles[std::size_t(w.indexOf(a))].position.dist(w.vehicles[std::size_t(w.indexOf(b))].position);
}

bool bookmarked(const lessons::Lesson& l, std::int64_t frame)
{
    for (const auto& b : l.bookmarks)
        if (b.frame == frame)
            return true;
    return false;
}

} // namespace

class TestBundledLessons : public QObject {
    Q_OBJECT

private slots:
    void listed();
    void texts_data();
    void texts();
    void bookmarkHashes_data() { texts_data(); }
    void bookmarkHashes();
    void pursuerBeforeSeeker_data();
    void pursuerBeforeSeeker();
    void arriveBrakesAtItsBookmark();
    void seekVersusArriveIsSeekUntilTheSwitch();
    void feelerTouchesAtItsBookmark();
    void pathLapsAtItsBookmark();
    void flockAlignsAtItsBookmark();
};

void TestBundledLessons::listed()
{
    const QStringList paths = lessons::bundledLessons();
    QVERIFY2(paths.size() >= 14, qPrintable(QString::number(paths.size())));
    QCOMPARE(QSet<QString>(paths.begin(), paths.end()).size(), paths.size());
    QCOMPARE(paths.first(), QStringLiteral(":/lessons/seek.steerlab")); // teaching order starts with seek
    // Every listed lesson is in the resources, and nothing else is.
    QStringList inResources = QDir(QStringLiteral(":/lessons")).entryList(QDir::Files, QDir::Name);
    QStringList names;
    for (const QString& p : paths)
        names << p.section(QLatin1Char('/'), -1);
    names.sort();
    QCOMPARE(inResources, names);
}

void TestBundledLessons::texts_data()
{
    QTest::addColumn<QString>("name");
    for (const QString& p : lessons::bundledLessons()) {
        const QString name = p.section(QLatin1Char('/'), -1).chopped(int(qstrlen(lessons::kFileSuffix)));
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestBundledLessons::texts()
{
    QFETCH(QString, name);
    const lessons::Lesson l = open(name);
    auto three = [&](const lessons::LocalText& t, const char* what) {
        QVERIFY2(!t.en.trimmed().isEmpty(), what);
        QVERIFY2(hasCjk(t.zh_CN), qPrintable(QStringLiteral("%1 zh_CN: %2").arg(what, t.zh_CN)));
        QVERIFY2(hasCyrillic(t.ru), qPrintable(QStringLiteral("%1 ru: %2").arg(what, t.ru)));
        for (const QString& s : {t.en, t.zh_CN, t.ru})
            QVERIFY2(!s.contains(QLatin1Char('{')) && !s.contains(QLatin1Char('}')), qPrintable(s)); // no unfilled figure
    };
    three(l.title, "title");
    three(l.notes, "notes");
    QVERIFY(l.notes.en.contains(QStringLiteral("<p>")));
    QVERIFY2(l.bookmarks.size() >= 2, qPrintable(QString::number(l.bookmarks.size())));
    for (const auto& b : l.bookmarks) {
        three(b.title, "bookmark title");
        three(b.note, "bookmark note");
        QVERIFY(b.frame >= 0 && b.frame <= l.lastFrame);
    }
    QVERIFY2(l.lastFrame > 0 && l.lastFrame <= 600, qPrintable(QString::number(l.lastFrame)));
    // Saving the lesson read from the resource gives the same bytes: the bundled files are exactly
    // what the lesson writer writes, not hand-edited.
    QFile file(QStringLiteral(":/lessons/%1.steerlab").arg(name));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(lessons::lessonToJson(l), file.readAll());
}

void TestBundledLessons::bookmarkHashes()
{
    QFETCH(QString, name);
    const lessons::Lesson l = open(name);
    // Through the replay the window uses ...
    steer::History history;
    QCOMPARE(lessons::replayLesson(l, history), QString());
    for (const auto& b : l.bookmarks) {
        history.goTo(b.frame);
        QCOMPARE(history.frame(), b.frame);
        QCOMPARE(history.current().hash(), b.hash);
    }
    QVERIFY(lessons::checkBookmarks(l, history).empty());
    // ... and by a plain run that does not use History at all.
    const std::vector<steer::World> frames = straightRun(l);
    QCOMPARE(std::int64_t(frames.size()), l.lastFrame + 1);
    for (const auto& b : l.bookmarks)
        QCOMPARE(frames[std::size_t(b.frame)].hash(), b.hash);
}

void TestBundledLessons::pursuerBeforeSeeker_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("pursue") << QStringLiteral("pursue");
    QTest::newRow("pursuer-beats-seeker") << QStringLiteral("pursuer-beats-seeker");
}

// 002: "the pursuer reached the target first". Both chasers start at (400, 0) with the same
// maxSpeed and maxForce; measured here as the first frame each is within 10 px of the target.
void TestBundledLessons::pursuerBeforeSeeker()
{
    QFETCH(QString, name);
    const lessons::Lesson l = open(name);
    const auto frames = straightRun(l);
    QVERIFY(!frames.empty());
    QCOMPARE(frames[0].vehicles[std::size_t(frames[0].indexOf("pursuer"))].position,
             frames[0].vehicles[std::size_t(frames[0].indexOf("seeker"))].position);
    const auto pursuer = firstFrame(frames, [&](auto n) { return gap(frames[n], "pursuer", "target") < 10.0; });
    const auto seeker = firstFrame(frames, [&](auto n) { return gap(frames[n], "seeker", "target") < 10.0; });
    QVERIFY(pursuer && seeker);
    QVERIFY2(*pursuer < *seeker, qPrintable(QStringLiteral("pursuer %1, seeker %2").arg(*pursuer).arg(*seeker)));
    QVERIFY2(bookmarked(l, *pursuer), qPrintable(QString::number(*pursuer)));
    QVERIFY2(bookmarked(l, *seeker), qPrintable(QString::number(*seeker)));
}

// Arrive brakes from the first frame where dist < arrivalThreshold; before it the desired speed
// is maxSpeed (002's listing).
void TestBundledLessons::arriveBrakesAtItsBookmark()
{
    const lessons::Lesson l = open(QStringLiteral("arrive"));
    const auto frames = straightRun(l);
    const auto brake = firstFrame(frames, [&](auto n) {
        const auto& v = frames[n].vehicles[0];
        return v.position.dist(frames[n].pointer) < v.params.arrivalThreshold;
    });
    QVERIFY(brake && *brake > 0);
    QVERIFY2(bookmarked(l, *brake), qPrintable(QString::number(*brake)));
    // The step shown on that frame asks for less than maxSpeed; the one before did not.
    auto desiredSpeed = [&](std::int64_t n) {
        for (const auto& call : frames[std::size_t(n) + 1].explanations[0].calls)
            if (call.behaviour == steer::Behaviour::Arrive)
                return call.as<steer::ArriveRecord>().speed;
        return -1.0;
    };
    QVERIFY(desiredSpeed(*brake) < 10.0);
    QCOMPARE(desiredSpeed(*brake - 1), 10.0);
}

// Seek versus arrive (issue #31) runs the seek lesson's frames, and its one compare pane gives the
// vehicle arrive: the pane moves exactly as seek until it first comes within arrivalThreshold (100
// px) of the target (outside that circle arrive asks for maxSpeed towards the target, as seek does),
// then brakes and stays behind seek.
void TestBundledLessons::seekVersusArriveIsSeekUntilTheSwitch()
{
    const lessons::Lesson l = open(QStringLiteral("seek-versus-arrive"));
    QCOMPARE(l.compare, std::vector<QString>{QStringLiteral("behaviours:vehicle=arrive:pointer")});
    const auto main = straightRun(l);
    const auto seek = straightRun(open(QStringLiteral("seek")));
    QVERIFY(main.size() > 150 && main.size() == seek.size());
    for (std::size_t n = 0; n < main.size(); ++n)
        QCOMPARE(main[n].vehicles[0].position, seek[n].vehicles[0].position);
    lessons::Lesson pane = l;
    pane.compare.clear();
    pane.setup.programs.push_back("vehicle=arrive:pointer");
    const auto arrive = straightRun(pane);
    const auto inside = firstFrame(arrive, [&](auto n) { return arrive[n].vehicles[0].position.dist(arrive[n].pointer) < 100.0; });
    QVERIFY(inside && *inside > 0);
    QVERIFY2(bookmarked(l, *inside), qPrintable(QString::number(*inside)));
    for (std::size_t n = 0; n <= std::size_t(*inside); ++n) {
        QCOMPARE(arrive[n].vehicles[0].position, seek[n].vehicles[0].position);
        QCOMPARE(arrive[n].vehicles[0].velocity, seek[n].vehicles[0].velocity);
    }
    // One step inside the circle the desired speed is below maxSpeed: the panes part.
    QVERIFY(!(arrive[std::size_t(*inside) + 2].vehicles[0].position == seek[std::size_t(*inside) + 2].vehicles[0].position));
}

// The first frame whose next step has a circle record with hit == 1 (000's test: dist < radius +
// avoidBuffer and |projection| < |feeler|).
void TestBundledLessons::feelerTouchesAtItsBookmark()
{
    const lessons::Lesson l = open(QStringLiteral("avoid"));
    const auto frames = straightRun(l);
    const auto touch = firstFrame(frames, [&](auto n) {
        if (n + 1 >= frames.size())
            return false;
        for (const auto& call : frames[n + 1].explanations[0].calls)
            if (call.behaviour == steer::Behaviour::AvoidCircle && call.template as<steer::AvoidCircleRecord>().hit)
                return true;
        return false;
    });
    QVERIFY(touch);
    QVERIFY2(bookmarked(l, *touch), qPrintable(QString::number(*touch)));
    // A touch brakes: the velocity after that step is shorter than before it.
    QVERIFY(frames[std::size_t(*touch) + 1].vehicles[0].velocity.length() < frames[std::size_t(*touch)].vehicles[0].velocity.length());
}

// The frame the vehicle has reached the last waypoint and, looping, goes back to the first.
void TestBundledLessons::pathLapsAtItsBookmark()
{
    const lessons::Lesson l = open(QStringLiteral("path"));
    const auto frames = straightRun(l);
    const int lastPoint = int(frames[0].path.points.size()) - 1;
    const auto onLast = firstFrame(frames, [&](auto n) { return frames[n].vehicles[0].pathIndex == lastPoint; });
    QVERIFY(onLast);
    const auto lap = firstFrame(frames, [&](auto n) { return std::int64_t(n) > *onLast && frames[n].vehicles[0].pathIndex == 0; });
    QVERIFY(lap);
    QVERIFY2(bookmarked(l, *lap), qPrintable(QString::number(*lap)));
    QVERIFY(frames[std::size_t(*lap)].vehicles[0].position.dist(frames[0].path.points.back()) < 20.0 + 10.0);
}

// Polarisation |mean unit heading| of FlockTest's 20 vehicles passes 0.5 at a bookmark.
void TestBundledLessons::flockAlignsAtItsBookmark()
{
    const lessons::Lesson l = open(QStringLiteral("flock"));
    const auto frames = straightRun(l);
    auto polarisation = [&](std::size_t n) {
        steer::Vector2D sum;
        for (const auto& v : frames[n].vehicles)
            sum = sum + v.velocity.normalized();
        return sum.length() / double(frames[n].vehicles.size());
    };
    QVERIFY(polarisation(0) < 0.5);
    const auto aligned = firstFrame(frames, [&](auto n) { return polarisation(n) > 0.5; });
    QVERIFY(aligned);
    QVERIFY2(bookmarked(l, *aligned), qPrintable(QString::number(*aligned)));
}

QTEST_GUILESS_MAIN(TestBundledLessons)
#include "tst_bundled_lessons.moc"

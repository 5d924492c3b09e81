// Lesson files (issue #9): save -> open gives the same lesson, field by field and byte by byte,
// and the same frames as a straight run of the same set-up and input; each kind of bad file gets
// its own message with the right JSON path; a failed save leaves the old file; and more than ten
// thousand damaged lessons are each refused with a message or loaded into a valid world.
#include "json_numbers.h"
#include "lesson_fixtures.h"
#include "lesson_json.h"
#include "lesson_replay.h"
#include "test_budget.h"

#include <QtTest>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <array>
#include <cctype>
#include <cmath>
#include <csignal>
#include <cstring>
#include <functional>
#include <random>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using lessons::Lesson;

namespace {

std::uint64_t bitsOf(double d)
{
    std::uint64_t b;
    std::memcpy(&b, &d, sizeof b);
    return b;
}

Lesson fixtureLesson(int i)
{
    const auto all = fixtures::all();
    return fixtures::lessonOf(all[std::size_t(i)].first, all[std::size_t(i)].second);
}

// Sets or clears the ext4 "immutable" flag: as root (this test may run as root) a read-only
// folder still lets files be created, an immutable one does not.
bool setImmutable(const QString& dir, bool on)
{
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return false;
    int flags = 0;
    bool ok = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
    if (ok) {
        flags = on ? (flags | FS_IMMUTABLE_FL) : (flags & ~FS_IMMUTABLE_FL);
        ok = ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
    }
    ::close(fd);
    return ok;
}

// ---- the damage done by the mutation test -------------------------------------------------

using Op = std::function<void(QJsonValue&)>;

// Applies `op` to the node numbered `target` in pre-order; `counter` counts the nodes seen.
bool visit(QJsonValue& v, int& counter, int target, const Op& op)
{
    if (counter++ == target) {
        op(v);
        return true;
    }
    if (v.isObject()) {
        QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            QJsonValue child = it.value();
            if (visit(child, counter, target, op)) {
                *it = child;
                v = o;
                return true;
            }
        }
    } else if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            QJsonValue child = a.at(i);
            if (visit(child, counter, target, op)) {
                a.replace(i, child);
                v = a;
                return true;
            }
        }
    }
    return false;
}

int countNodes(const QJsonValue& v)
{
    int n = 1;
    if (v.isObject())
        for (const auto& c : v.toObject())
            n += countNodes(c);
    else if (v.isArray())
        for (const auto& c : v.toArray())
            n += countNodes(c);
    return n;
}

class Mutator {
public:
    explicit Mutator(std::uint64_t seed) : rng_(seed) {}

    int pick(int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(rng_)); }

    QByteArray mutate(const QByteArray& original, int kind, QString* what)
    {
        QByteArray b = original;
        switch (kind) {
        case 0: { // byte flips
            const int flips = 1 + pick(4);
            for (int i = 0; i < flips; ++i)
                b[pick(int(b.size()))] = char(pick(256));
            *what = QStringLiteral("byte flips");
            return b;
        }
        case 1: // truncation
            *what = QStringLiteral("truncation");
            return b.left(pick(int(b.size())));
        case 2: { // textual number damage: a digit run becomes a huge, non-finite or odd number
            static const char* const numbers[] = {"1e999", "-1e999", "NaN", "Infinity", "-0", "-0.0", "1e308",
                                                  "-1e308", "1e-400", "18446744073709551616", "0.5", "-1", "1e15"};
            QList<qsizetype> starts;
            for (qsizetype i = 0; i < b.size(); ++i)
                if (std::isdigit(static_cast<unsigned char>(b[i])) && (i == 0 || !std::isdigit(static_cast<unsigned char>(b[i - 1]))))
                    starts << i;
            if (starts.isEmpty())
                return b;
            const qsizetype at = starts[pick(int(starts.size()))];
            qsizetype end = at;
            while (end < b.size() && (std::isdigit(static_cast<unsigned char>(b[end])) || b[end] == '.'))
                ++end;
            *what = QStringLiteral("number text");
            return b.left(at) + numbers[pick(int(std::size(numbers)))] + b.mid(end);
        }
        default:
            break;
        }
        // Tree damage through Qt's JSON values.
        QJsonValue root = QJsonDocument::fromJson(original).object();
        const int nodes = countNodes(root);
        const int target = pick(nodes);
        int counter = 0;
        Op op;
        switch (kind) {
        case 3:
            *what = QStringLiteral("deleted field");
            op = [this](QJsonValue& v) {
                if (v.isObject() && !v.toObject().isEmpty()) {
                    QJsonObject o = v.toObject();
                    o.remove(o.keys().at(pick(int(o.size()))));
                    v = o;
                } else if (v.isArray() && !v.toArray().isEmpty()) {
                    QJsonArray a = v.toArray();
                    a.removeAt(pick(int(a.size())));
                    v = a;
                }
            };
            break;
        case 4:
            *what = QStringLiteral("swapped type");
            op = [this](QJsonValue& v) {
                const QJsonValue others[] = {QJsonValue(QStringLiteral("x")), QJsonValue(42), QJsonValue(true),
                                             QJsonValue(QJsonValue::Null), QJsonValue(QJsonArray()),
                                             QJsonValue(QJsonObject()), QJsonValue(QJsonArray{1, 2}),
                                             QJsonValue(QStringLiteral("-0")), QJsonValue(QStringLiteral(""))};
                v = others[pick(int(std::size(others)))];
            };
            break;
        case 5:
            *what = QStringLiteral("huge number");
            op = [this](QJsonValue& v) {
                const double values[] = {1e308, -1e308, 1e300, 9.2e18, -1.0, 1e-320, 9007199254740993.0, 12000000.0,
                                         2147483648.0, -2147483649.0, 4.9e-324};
                v = values[pick(int(std::size(values)))];
            };
            break;
        case 6:
            *what = QStringLiteral("deep nesting");
            op = [this](QJsonValue& v) {
                const int levels[] = {2, 10, 200, 1100};
                const int n = levels[pick(4)];
                for (int i = 0; i < n; ++i)
                    v = QJsonArray{v};
            };
            break;
        case 7:
            *what = QStringLiteral("huge array");
            op = [this](QJsonValue& v) {
                const QJsonValue element = v.isArray() && !v.toArray().isEmpty() ? v.toArray().at(0) : v;
                QJsonArray a;
                const int n = pick(8) == 0 ? 30000 : 2000;
                for (int i = 0; i < n; ++i)
                    a.append(element);
                v = a;
            };
            break;
        case 8:
            *what = QStringLiteral("shuffled array");
            op = [this](QJsonValue& v) {
                if (!v.isArray())
                    return;
                QJsonArray a = v.toArray();
                for (qsizetype i = a.size() - 1; i > 0; --i) {
                    const int j = pick(int(i + 1));
                    const QJsonValue t = a.at(i);
                    a.replace(i, a.at(j));
                    a.replace(j, t);
                }
                v = a;
            };
            break;
        default: // a plausible edit: a number nudged, so many mutants still load and must replay
            *what = QStringLiteral("nudged number");
            op = [this](QJsonValue& v) {
                if (!v.isDouble())
                    return;
                const double d = v.toDouble();
                const double nudges[] = {d + 1, d - 1, d * 2, d / 3, -d, std::floor(d * 10), d + 0.5};
                v = nudges[pick(int(std::size(nudges)))];
            };
            break;
        }
        visit(root, counter, target, op);
        return QJsonDocument(root.toObject()).toJson(pick(2) ? QJsonDocument::Compact : QJsonDocument::Indented);
    }

private:
    std::mt19937_64 rng_;
};

} // namespace

class TstLessonFile : public QObject {
    Q_OBJECT

    QByteArray baseJson_; // a valid lesson with at least four input events, as a QJsonObject
    QJsonObject base_;

    static QJsonObject edited(QJsonObject o, const std::function<void(QJsonObject&)>& f)
    {
        f(o);
        return o;
    }

private slots:
    void initTestCase()
    {
        baseJson_ = lessons::lessonToJson(fixtureLesson(1)); // path-clicks: every waypoint event
        QJsonParseError err;
        base_ = QJsonDocument::fromJson(baseJson_, &err).object();
        QCOMPARE(err.error, QJsonParseError::NoError);
        QVERIFY(base_.value("input").toArray().size() >= 8);
    }

    // ---- save -> open ---------------------------------------------------------------------

    void roundTrip_data()
    {
        QTest::addColumn<int>("index");
        const auto all = fixtures::all();
        for (std::size_t i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all[i].first.name)) << int(i);
    }

    void roundTrip()
    {
        QFETCH(int, index);
        const Lesson lesson = fixtureLesson(index);
        QVERIFY2(lessons::checkLesson(lesson).isEmpty(), qPrintable(lessons::checkLesson(lesson)));
        const QByteArray text = lessons::lessonToJson(lesson);
        QVERIFY(text.startsWith("{\n    \"format\": \"steeringlab-lesson\",\n    \"version\": 1,"));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lesson.steerlab"));
        QCOMPARE(lessons::saveLessonFile(lesson, file), QString());
        const lessons::ReadResult read = lessons::readLessonFile(file);
        QVERIFY2(read.lesson.has_value(), qPrintable(read.error));
        QVERIFY(read.error.isEmpty());
        QVERIFY(*read.lesson == lesson);
        // The bytes again: == cannot tell -0 from 0, the text can.
        QCOMPARE(lessons::lessonToJson(*read.lesson), text);
        // The -0 of the fixtures really is still negative.
        if (lesson.setup.pointer)
            QCOMPARE(bitsOf(read.lesson->setup.pointer->x), bitsOf(lesson.setup.pointer->x));
        QCOMPARE(bitsOf(read.lesson->annotations.at(1).tail.y), bitsOf(-0.0));
    }

    // Guided steps come back field for field and byte for byte; a lesson without them is written
    // without the key, so the lessons made before questions existed keep their bytes.
    void questionsRoundTrip()
    {
        Lesson lesson = fixtureLesson(1);
        const QByteArray without = lessons::lessonToJson(lesson);
        QVERIFY(!without.contains("\"questions\""));
        using Kind = lessons::Question::Kind;
        lesson.questions = {{Kind::NextVelocity, 3, "vehicle", {QStringLiteral("Where will v point?"), QStringLiteral("v 指向哪里？"), QStringLiteral("Куда направлена v?")}, {}},
                            {Kind::PushingCircle, 240, "vehicle", {QStringLiteral("Which circle?"), {}, {}}, {}}};
        const QByteArray text = lessons::lessonToJson(lesson);
        QVERIFY(text.startsWith(without.chopped(3))); // the same file with the questions appended at the end
        QVERIFY(text.endsWith("\"questions\": [\n        {\"kind\": \"next-velocity\", \"frame\": 3, \"vehicle\": \"vehicle\", \"text\": "
                              "{\"en\": \"Where will v point?\", \"zh_CN\": \"v 指向哪里？\", \"ru\": \"Куда направлена v?\"}},\n"
                              "        {\"kind\": \"pushing-circle\", \"frame\": 240, \"vehicle\": \"vehicle\", \"text\": {\"en\": \"Which circle?\"}}\n    ]\n}\n"));
        const lessons::ReadResult read = lessons::parseLesson(text, QStringLiteral("q.steerlab"));
        QVERIFY2(read.lesson.has_value(), qPrintable(read.error));
        QVERIFY(read.lesson->questions == lesson.questions);
        QVERIFY(*read.lesson == lesson);
        QCOMPARE(lessons::lessonToJson(*read.lesson), text);
        // The race belongs to pursue and names no vehicle.
        Lesson race;
        race.setup.id = steer::ScenarioId::Pursue;
        race.lastFrame = 10;
        race.questions = {{Kind::FirstToReach, 0, {}, {QStringLiteral("Who is first?"), {}, {}}, {}}};
        const QByteArray raceText = lessons::lessonToJson(race);
        QVERIFY(raceText.contains("{\"kind\": \"first-to-reach\", \"frame\": 0, \"text\": {\"en\": \"Who is first?\"}}"));
        const lessons::ReadResult again = lessons::parseLesson(raceText, QStringLiteral("r.steerlab"));
        QVERIFY2(again.lesson.has_value(), qPrintable(again.error));
        QVERIFY(again.lesson->questions == race.questions);
    }

    // Each field, changed alone, makes a different lesson that itself comes back unchanged: so
    // the comparison and the file both carry every field.
    void everyFieldIsSaved_data()
    {
        QTest::addColumn<int>("change");
        const char* names[] = {"title", "scenario", "seed", "big seed", "pointer", "parameter", "variant",
                               "vehicle parameter", "input point", "input frame", "parameter event vehicle",
                               "last frame", "view frame", "selected", "hidden kind", "vector scale", "labels",
                               "other vehicles", "legend", "vehicle names", "ui scale", "zoom", "centre", "trails",
                               "bookmark hash", "bookmark note", "bookmark title", "notes", "annotation colour",
                               "annotation tail", "annotation frames", "annotation kind", "legend form", "legend folded",
                               "legend in presentation"};
        for (int i = 0; i < int(std::size(names)); ++i)
            QTest::newRow(names[i]) << i;
    }

    void everyFieldIsSaved()
    {
        QFETCH(int, change);
        const Lesson original = fixtureLesson(2); // pursue-evade-tuned: vehicle parameters, variants
        Lesson l = original;
        switch (change) {
        case 0: l.title.ru = QStringLiteral("Другой урок"); break;
        case 1: l.setup.id = steer::ScenarioId::Pursue; l.vehicleParameters.pop_back(); l.input = {}; break;
        case 2: l.setup.seed = 8; break;
        case 3: l.setup.seed = ~std::uint64_t(0); break;
        case 4: l.setup.pointer = steer::Vector2D(1e-300, -999999.5); break;
        case 5: l.setup.parameters[0].second = 0.8000000000000002; break;
        case 6: steer::setVariant(l.setup.variants, "evade", "behind"); break;
        case 7: l.vehicleParameters[1].value = 2.5000000000000004; break;
        case 8: l.input.add(199, steer::InputEvent::pointer({0.1, 0.2})); break;
        case 9: {
            steer::InputLog log;
            for (const auto& [f, events] : l.input.events())
                for (const auto& e : events)
                    log.add(f + 1, e);
            l.input = log;
            break;
        }
        case 10: l.input.add(100, steer::InputEvent::parameter("maxSpeed", 3.0, 0)); break;
        case 11: l.lastFrame = 201; break;
        case 12: l.view.frame = 7; break;
        case 13: l.view.selected = QStringLiteral("evader"); break;
        case 14: l.view.overlay.visible.reset(std::size_t(steer::ItemKind::LookAhead)); break;
        case 15: l.view.overlay.vectorScale = 12.5; break;
        case 16: l.view.overlay.labels = false; break;
        case 17: l.view.overlay.otherVehicles = false; break;
        case 18: l.view.overlay.legend = false; break;
        case 19: l.view.overlay.vehicleNames = false; break;
        case 20: l.view.overlay.uiScale = 1.5; break;
        case 21: l.view.zoom = 0.2; break;
        case 22: l.view.centre = steer::Vector2D(10, 20); break;
        case 23: l.view.trails = true; break;
        case 24: l.bookmarks[0].hash ^= 0x8000000000000000ULL; break;
        case 25: l.bookmarks[1].note.zh_CN = QStringLiteral("注释"); break;
        case 26: l.bookmarks[0].title.en.clear(); break;
        case 27: l.notes.ru += QStringLiteral("<p>ещё</p>"); break;
        case 28: l.annotations[0].color = QColor(0x12, 0x34, 0x56); break;
        case 29: l.annotations[1].tail = {250.0, 0.0}; break;
        case 30: l.annotations[1].firstFrame = 6; break;
        case 31: // a text has no tail
            l.annotations[1].kind = lessons::Annotation::Kind::Text;
            l.annotations[1].text.en = QStringLiteral("a");
            l.annotations[1].tail = {};
            break;
        case 32: // the form read from a file is never the struct's default for new lessons
            l.view.overlay.legendForm = l.view.overlay.legendForm == diagrams::LegendForm::Full ? diagrams::LegendForm::Compact
                                                                                              : diagrams::LegendForm::Full;
            break;
        case 33: l.view.overlay.legendFolded = !l.view.overlay.legendFolded; break;
        case 34: l.view.overlay.legendInShows = !l.view.overlay.legendInShows; break;
        }
        QVERIFY2(lessons::checkLesson(l).isEmpty(), qPrintable(lessons::checkLesson(l)));
        const QByteArray text = lessons::lessonToJson(l);
        QVERIFY(text != lessons::lessonToJson(original));
        if (change != 29) // -0 and 0 compare equal; the bytes above tell them apart
            QVERIFY(!(l == original));
        const lessons::ReadResult read = lessons::parseLesson(text, QStringLiteral("x.steerlab"));
        QVERIFY2(read.lesson.has_value(), qPrintable(read.error));
        QVERIFY(*read.lesson == l);
        QCOMPARE(lessons::lessonToJson(*read.lesson), text);
    }

    // Any double, -0, the smallest denormal and the largest finite value included, is written so
    // that Qt's reader (with the negative-zero marker) gives back the same bits.
    void numbersRoundTrip()
    {
        std::mt19937_64 rng(99);
        std::vector<double> values = {0.0, -0.0, 0.1, 1.0 / 3.0, 5e-324, -5e-324, 2.2250738585072014e-308,
                                      1.7976931348623157e308, -1.7976931348623157e308, 9007199254740993.0,
                                      123456789012345678.0, 1e21, 1e-7, 100.0, -275.5};
        while (values.size() < 200000) {
            double d;
            const std::uint64_t bits = rng();
            std::memcpy(&d, &bits, sizeof d);
            if (values.size() % 2)
                d = std::ldexp(double(rng() >> 11), int(rng() % 80) - 60) * (rng() % 2 ? 1 : -1);
            if (std::isfinite(d))
                values.push_back(d);
        }
        QByteArray json = "[";
        for (std::size_t i = 0; i < values.size(); ++i) {
            if (i)
                json += ',';
            lessons::appendJsonNumber(json, values[i]);
        }
        json += ']';
        const QByteArray marked = lessons::markNegativeZeros(json);
        const QJsonArray read = QJsonDocument::fromJson(marked.isEmpty() ? json : marked).array();
        QCOMPARE(read.size(), qsizetype(values.size()));
        int different = 0;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const QJsonValue v = read.at(qsizetype(i));
            const double back = lessons::isNegativeZeroMarker(v) ? -0.0 : v.toDouble();
            if (bitsOf(back) != bitsOf(values[i]) && different++ < 5)
                qWarning("%.17g came back as %.17g", values[i], back);
        }
        QCOMPARE(different, 0);
    }

    void negativeZeroTokens()
    {
        QCOMPARE(lessons::markNegativeZeros("[1, 2, \"-0\", -0.5, -10, 0]"), QByteArray());
        QCOMPARE(lessons::markNegativeZeros("[-0,-0.0,-0e5, -0.000E-3, -0.01]"),
                 QByteArray("[\"\\u0000-0\",\"\\u0000-0\",\"\\u0000-0\", \"\\u0000-0\", -0.01]"));
        QCOMPARE(lessons::markNegativeZeros("{\"a\\\"-0\": -0}"), QByteArray("{\"a\\\"-0\": \"\\u0000-0\"}"));
    }

    // ---- the same frames ---------------------------------------------------------------------

    void sameFrames_data() { roundTrip_data(); }

    void sameFrames()
    {
        QFETCH(int, index);
        const auto [recording, bookmarkFrames] = fixtures::all()[std::size_t(index)];
        const std::vector<std::uint64_t> straight = fixtures::straightHashes(recording, recording.lastFrame);
        QCOMPARE(std::int64_t(straight.size()), recording.lastFrame + 1);

        const Lesson saved = fixtures::lessonOf(recording, bookmarkFrames);
        const lessons::ReadResult read = lessons::parseLesson(lessons::lessonToJson(saved), QStringLiteral("l.steerlab"));
        QVERIFY2(read.lesson, qPrintable(read.error));
        steer::History history;
        QCOMPARE(lessons::replayLesson(*read.lesson, history), QString());
        QCOMPARE(history.frame(), std::int64_t(0));
        QCOMPARE(history.lastFrame(), recording.lastFrame);

        // The window's path: Controller::restore takes the set-up and inputForRestore().
        steer::World frame0;
        QVERIFY(!steer::buildWorld(read.lesson->setup, frame0));
        steer::History restored;
        restored.reset(frame0);
        QVERIFY(!restored.installLog(lessons::inputForRestore(*read.lesson), read.lesson->lastFrame));

        const std::int64_t last = recording.lastFrame;
        const std::int64_t frames[] = {last, 0, 1, 2, 17, last / 2, last - 1, 3, last};
        for (std::int64_t f : frames) {
            f = std::clamp<std::int64_t>(f, 0, last);
            history.goTo(f);
            restored.goTo(f);
            QCOMPARE(history.frame(), f);
            QCOMPARE(history.current().hash(), straight[std::size_t(f)]);
            QCOMPARE(restored.current().hash(), straight[std::size_t(f)]);
            QVERIFY(history.current().allFinite());
        }

        // Bookmarks: all match here; a stored hash from "another version" is reported.
        QVERIFY(lessons::checkBookmarks(*read.lesson, history).empty());
        if (!read.lesson->bookmarks.empty()) {
            Lesson other = *read.lesson;
            other.bookmarks[0].hash ^= 1;
            const std::int64_t shown = history.frame();
            QCOMPARE(lessons::checkBookmarks(other, history), std::vector<std::size_t>{0});
            QCOMPARE(history.frame(), shown);
            const std::int64_t f = other.bookmarks[0].frame;
            QCOMPARE(lessons::bookmarksDifferingAt(other, f, straight[std::size_t(f)]), std::vector<std::size_t>{0});
            QVERIFY(lessons::bookmarksDifferingAt(*read.lesson, f, straight[std::size_t(f)]).empty());
            lessons::stampBookmarks(other, history);
            QVERIFY(other.bookmarks == read.lesson->bookmarks);
        }
    }

    // A lesson whose input does not apply (built in code) is refused and the history kept.
    void replayRefusesBadInput()
    {
        Lesson l = fixtureLesson(0);
        steer::History history;
        QCOMPARE(lessons::replayLesson(l, history), QString());
        history.goTo(40);
        const std::uint64_t before = history.current().hash();
        l.input.add(60, steer::InputEvent::moveObstacle(9, {1, 1})); // AvoidTest has five circles
        const QString err = lessons::replayLesson(l, history);
        QVERIFY2(err.contains(QStringLiteral("obstacle number 9")), qPrintable(err));
        QCOMPARE(history.frame(), std::int64_t(40));
        QCOMPARE(history.current().hash(), before);
    }

    // The complete example of docs/lesson-format.md is a lesson this program writes byte for byte,
    // its bookmark hashes are this program's, and what its first bookmark says is true: the
    // vehicle is inside arrivalThreshold (120) at that frame and was not one frame earlier.
    void documentedExample()
    {
        QFile doc(QStringLiteral(STEER_SOURCE_DIR "/docs/lesson-format.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray md = doc.readAll();
        const qsizetype start = md.indexOf("```json\n") + 8;
        const QByteArray example = md.mid(start, md.indexOf("```", start) - start);
        const lessons::ReadResult read = lessons::parseLesson(example, QStringLiteral("lesson-format.md"));
        QVERIFY2(read.lesson, qPrintable(read.error));
        QCOMPARE(lessons::lessonToJson(*read.lesson), example);
        steer::History history;
        QCOMPARE(lessons::replayLesson(*read.lesson, history), QString());
        auto distance = [&](std::int64_t f) {
            history.goTo(f);
            return history.current().vehicles[0].position.dist(history.current().pointer);
        };
        std::int64_t firstInside = 1;
        while (firstInside < read.lesson->lastFrame && distance(firstInside) >= 120.0)
            ++firstInside;
        QCOMPARE(read.lesson->bookmarks.at(0).frame, firstInside);
        for (const lessons::Bookmark& b : read.lesson->bookmarks) {
            history.goTo(b.frame);
            QVERIFY2(history.current().hash() == b.hash,
                     qPrintable(QStringLiteral("frame %1 hash %2").arg(b.frame).arg(history.current().hash(), 16, 16, QLatin1Char('0'))));
        }
    }

    // ---- bad files -----------------------------------------------------------------------------

    void badFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("where"); // the JSON path in the message ("" for the file as a whole)
        QTest::addColumn<QString>("what");  // a part of the problem's text

        auto json = [](const QJsonObject& o) { return QJsonDocument(o).toJson(); };
        auto set = [this, json](const char* key, const QJsonValue& v) {
            return json(edited(base_, [&](QJsonObject& o) { o.insert(QLatin1String(key), v); }));
        };
        auto event = [this, json](int i, const std::function<void(QJsonObject&)>& f) {
            return json(edited(base_, [&](QJsonObject& o) {
                QJsonArray input = o.value("input").toArray();
                QJsonObject e = input.at(i).toObject();
                f(e);
                input.replace(i, e);
                o.insert("input", input);
            }));
        };
        auto nested = [](int depth) {
            QByteArray b = "{\"format\": \"steeringlab-lesson\", \"version\": 1, \"scenario\": \"seek\", \"seed\": ";
            return b + QByteArray(depth, '[') + "1" + QByteArray(depth, ']') + "}";
        };

        QTest::newRow("empty") << QByteArray("  \n") << "" << "the file is empty";
        QTest::newRow("not JSON") << QByteArray("GIF89a\x01\x02") << "" << "not valid JSON: a syntax error near byte 1 (line 1, column 2)";
        QTest::newRow("syntax error") << QByteArray("{\"format\": \"steeringlab-lesson\" \"version\": 1}") << ""
                                      << "syntax error near byte 33 (line 1, column 34)";
        // Cut at a line's end about half way (a cut inside a word such as "fal" is a syntax error
        // before the end, and where the middle falls moves as the format grows).
        QTest::newRow("truncated") << baseJson_.left(baseJson_.lastIndexOf('\n', baseJson_.size() / 2)) << "" << "truncated";
        QTest::newRow("not UTF-8") << QByteArray("{\"format\": \"steeringlab-lesson\", \"title\": {\"en\": \"\xff\xfe\"}}")
                                   << "" << "not UTF-8";
        QTest::newRow("nested too deeply") << nested(2000) << "" << "nested too deeply";
        QTest::newRow("nested deeper than needed") << nested(3) << "$.seed" << "expected a number, found a list";
        QTest::newRow("not finite") << QByteArray(baseJson_).replace("\"seed\": 1", "\"seed\": 1e999") << ""
                                    << "syntax error near byte 208 (line 10, column 18)";
        QTest::newRow("a list") << QByteArray("[1, 2]") << "$" << "not a Steering Lab lesson";
        QTest::newRow("another format") << set("format", QStringLiteral("geojson")) << "$.format" << "the format is 'geojson'";
        QTest::newRow("no format") << json(edited(base_, [](QJsonObject& o) { o.remove("format"); })) << "$.format"
                                   << "this field is missing";
        QTest::newRow("future version") << set("version", 2) << "$.version" << "version 2 is newer";
        QTest::newRow("version 0") << set("version", 0) << "$.version" << "must be a whole number from 1 to 1, not 0";
        QTest::newRow("unknown field") << set("colour", 1) << "$" << "unknown field 'colour'";
        QTest::newRow("unknown scenario") << set("scenario", QStringLiteral("seekk")) << "$.scenario"
                                          << "unknown scenario 'seekk'";
        QTest::newRow("scenario type") << set("scenario", 3) << "$.scenario" << "expected text, found a number";
        QTest::newRow("negative seed") << set("seed", -1) << "$.seed" << "must be a whole number from 0 to";
        QTest::newRow("seed text") << set("seed", QStringLiteral("12a")) << "$.seed" << "not '12a'";
        QTest::newRow("unknown parameter") << set("parameters", QJsonArray{QJsonObject{{"name", "maxSped"}, {"value", 1}}})
                                           << "$.parameters[0].name" << "unknown parameter 'maxSped'";
        QTest::newRow("parameter out of range")
            << set("parameters", QJsonArray{QJsonObject{{"name", "maxForce"}, {"value", 1}},
                                            QJsonObject{{"name", "maxSpeed"}, {"value", 5000}}})
            << "$.parameters[1].value" << "maxSpeed must be from 0 to 1000, not 5000";
        QTest::newRow("mass zero") << set("parameters", QJsonArray{QJsonObject{{"name", "mass"}, {"value", 0}}})
                                   << "$.parameters[0].value" << "mass must be greater than 0 and at most 1000, not 0";
        QTest::newRow("count not whole") << json(edited(base_, [](QJsonObject& o) {
            o.insert("scenario", "flock");
            o.insert("parameters", QJsonArray{QJsonObject{{"name", "count"}, {"value", 2.5}}});
        })) << "$.parameters[0].value" << "count must be a whole number from 1 to 1000000, not 2.5"; // the crowd limit (issue #12)
        QTest::newRow("count in path") << set("parameters", QJsonArray{QJsonObject{{"name", "count"}, {"value", 5}}})
                                       << "$.parameters[0].name" << "count does not apply to scenario 'path'";
        QTest::newRow("unknown variant switch") << set("variants", QJsonObject{{"evasion", "behind"}}) << "$.variants"
                                                << "unknown variant switch 'evasion'";
        QTest::newRow("unknown variant choice") << set("variants", QJsonObject{{"evade", "sideways"}}) << "$.variants.evade"
                                                << "unknown choice 'sideways' for evade (valid: ahead, behind)";
        QTest::newRow("unknown vehicle parameter vehicle")
            << set("vehicleParameters", QJsonArray{QJsonObject{{"vehicle", "ghost"}, {"name", "mass"}, {"value", 2}}})
            << "$.vehicleParameters[0].vehicle" << "no vehicle 'ghost' in scenario 'path' (vehicles: vehicle)";
        QTest::newRow("world parameter per vehicle")
            << set("vehicleParameters", QJsonArray{QJsonObject{{"vehicle", "vehicle"}, {"name", "loop"}, {"value", 1}}})
            << "$.vehicleParameters[0].name" << "loop is not a parameter of one vehicle";
        QTest::newRow("unknown event type") << event(3, [](QJsonObject& e) { e.insert("type", "teleport"); })
                                            << "$.input[3].type" << "unknown input type 'teleport'";
        QTest::newRow("point out of range") << event(3, [](QJsonObject& e) { e.insert("point", QJsonArray{1, 1e300}); })
                                            << "$.input[3].point[1]" << "must be from -1000000 to 1000000, not 1e+300";
        QTest::newRow("point type") << event(3, [](QJsonObject& e) { e.insert("point", QJsonArray{1, "2"}); })
                                    << "$.input[3].point[1]" << "expected a number, found text";
        QTest::newRow("point length") << event(3, [](QJsonObject& e) { e.insert("point", QJsonArray{1, 2, 3}); })
                                      << "$.input[3].point" << "found a list of 3";
        QTest::newRow("point missing") << event(3, [](QJsonObject& e) { e.remove("point"); }) << "$.input[3].point"
                                       << "this field is missing";
        QTest::newRow("field of another type of event") << event(2, [](QJsonObject& e) { e.insert("obstacle", 0); })
                                                        << "$.input[2]" << "unknown field 'obstacle'";
        QTest::newRow("frame type") << event(2, [](QJsonObject& e) { e.insert("frame", "0"); }) << "$.input[2].frame"
                                    << "expected a number, found text";
        QTest::newRow("frame order") << event(4, [](QJsonObject& e) { e.insert("frame", 1); }) << "$.input[4].frame"
                                     << "frame 1 comes before frame 5";
        QTest::newRow("frame after last") << set("lastFrame", 10) << "$.input[5].frame"
                                          << "frame 12 is after the lesson's last frame (10)";
        QTest::newRow("waypoint that is not there")
            << event(7, [](QJsonObject& e) { e.insert("waypoint", 4); }) << "$.input[7].waypoint"
            << "no waypoint number 4 (waypoints at this point of the input: 4, numbered from 0)";
        QTest::newRow("obstacle in a path") << event(3, [](QJsonObject& e) {
            e.insert("type", "move-obstacle");
            e.insert("obstacle", 0);
        }) << "$.input[3].obstacle" << "no obstacle number 0 (obstacles in this scenario: 0, numbered from 0)";
        QTest::newRow("unknown vehicle") << event(5, [](QJsonObject& e) { e.insert("vehicle", "ghost"); })
                                         << "$.input[5].vehicle" << "no vehicle 'ghost'";
        QTest::newRow("set-up parameter as input") << event(5, [](QJsonObject& e) { e.insert("name", "stageWidth"); })
                                                   << "$.input[5].name" << "stageWidth is set when the scenario starts";
        QTest::newRow("input value out of range") << event(5, [](QJsonObject& e) { e.insert("value", -3); })
                                                  << "$.input[5].value" << "pathThreshold must be from 0 to 1000, not -3";
        QTest::newRow("world parameter for one vehicle")
            << event(8, [](QJsonObject& e) { e.insert("vehicle", "vehicle"); }) << "$.input[8].vehicle"
            << "loop applies to the whole world";
        QTest::newRow("too many events") << set("input", [] {
            QJsonArray a;
            for (int i = 0; i <= lessons::kMaxInputEvents; ++i)
                a.append(0);
            return a;
        }()) << "$.input" << "too many elements: 1000001 (at most 1000000)";
        QTest::newRow("text too long") << set("title", QJsonObject{{"en", QString(100001, QLatin1Char('a'))}}) << "$.title.en"
                                       << "the text is too long: 100001 characters (at most 100000)";
        QTest::newRow("unknown language") << set("notes", QJsonObject{{"de", "Hallo"}}) << "$.notes" << "unknown field 'de'";
        QTest::newRow("view frame after last") << set("view", QJsonObject{{"frame", 241}}) << "$.view.frame"
                                               << "must be a whole number from 0 to 240, not 241";
        QTest::newRow("selected vehicle") << set("view", QJsonObject{{"selected", "seeker"}}) << "$.view.selected"
                                          << "no vehicle 'seeker'";
        QTest::newRow("zoom") << set("view", QJsonObject{{"zoom", 0}}) << "$.view.zoom" << "must be from 0.2 to 12, not 0";
        QTest::newRow("legend form") << set("view", QJsonObject{{"overlay", QJsonObject{{"legendForm", "small"}}}})
                                     << "$.view.overlay.legendForm" << "unknown legend form 'small'";
        QTest::newRow("hidden kind") << set("view", QJsonObject{{"overlay", QJsonObject{{"hiddenKinds", QJsonArray{"feeler", "fealer"}}}}})
                                     << "$.view.overlay.hiddenKinds[1]" << "unknown kind 'fealer'";
        QTest::newRow("trails") << set("view", QJsonObject{{"trails", 1}}) << "$.view.trails" << "expected true or false, found a number";
        QTest::newRow("bookmark hash") << set("bookmarks", QJsonArray{QJsonObject{{"frame", 1}, {"hash", "xyz"}, {"title", QJsonObject{{"en", "a"}}}}})
                                       << "$.bookmarks[0].hash" << "must be 16 hexadecimal digits";
        QTest::newRow("bookmark title") << set("bookmarks", QJsonArray{QJsonObject{{"frame", 1}, {"hash", "0123456789abcdef"}, {"title", QJsonObject{}}}})
                                        << "$.bookmarks[0].title" << "needs a text in at least one language";
        QTest::newRow("bookmark frame") << set("bookmarks", QJsonArray{QJsonObject{{"frame", 999}, {"hash", "0123456789abcdef"}, {"title", QJsonObject{{"en", "a"}}}}})
                                        << "$.bookmarks[0].frame" << "from 0 to 240, not 999";
        QTest::newRow("annotation frames") << set("annotations", QJsonArray{QJsonObject{{"kind", "text"}, {"at", QJsonArray{1, 2}}, {"text", QJsonObject{{"en", "a"}}}, {"frames", QJsonArray{9, 3}}}})
                                           << "$.annotations[0].frames[1]" << "the last frame 3 is before the first frame 9";
        QTest::newRow("annotation colour") << set("annotations", QJsonArray{QJsonObject{{"kind", "arrow"}, {"at", QJsonArray{1, 2}}, {"tail", QJsonArray{3, 4}}, {"frames", QJsonArray{0, 3}}, {"color", "red"}}})
                                           << "$.annotations[0].color" << "#rrggbb";
        QTest::newRow("annotation kind") << set("annotations", QJsonArray{QJsonObject{{"kind", "circle"}}})
                                         << "$.annotations[0].kind" << "unknown annotation kind 'circle'";
        // Guided steps (issue #14): each wrong field named by its path.
        auto question = [&](const QJsonObject& q) { return set("questions", QJsonArray{QJsonObject{{"kind", "next-velocity"}, {"frame", 1}, {"vehicle", "vehicle"}, {"text", QJsonObject{{"en", "Where?"}}}}, q}); };
        QTest::newRow("question kind") << question(QJsonObject{{"kind", "guess"}, {"frame", 1}, {"text", QJsonObject{{"en", "a"}}}})
                                       << "$.questions[1].kind" << "unknown question kind 'guess' (valid: next-velocity, pushing-circle, first-to-reach)";
        QTest::newRow("question vehicle") << question(QJsonObject{{"kind", "next-velocity"}, {"frame", 1}, {"vehicle", "x"}, {"text", QJsonObject{{"en", "a"}}}})
                                          << "$.questions[1].vehicle" << "no vehicle 'x' in scenario 'path' (vehicles: vehicle)";
        QTest::newRow("question without vehicle") << question(QJsonObject{{"kind", "pushing-circle"}, {"frame", 1}, {"text", QJsonObject{{"en", "a"}}}})
                                                  << "$.questions[1].vehicle" << "this field is missing";
        QTest::newRow("question frame") << question(QJsonObject{{"kind", "next-velocity"}, {"frame", 241}, {"vehicle", "vehicle"}, {"text", QJsonObject{{"en", "a"}}}})
                                        << "$.questions[1].frame" << "must be a whole number from 0 to 240, not 241";
        QTest::newRow("question text") << question(QJsonObject{{"kind", "next-velocity"}, {"frame", 1}, {"vehicle", "vehicle"}, {"text", QJsonObject{}}})
                                       << "$.questions[1].text" << "needs a text in at least one language";
        QTest::newRow("race outside pursue") << question(QJsonObject{{"kind", "first-to-reach"}, {"frame", 1}, {"text", QJsonObject{{"en", "a"}}}})
                                             << "$.questions[1].kind" << "first-to-reach needs the pursuer and the seeker of scenario 'pursue', not 'path'";
        QTest::newRow("race names no vehicle") << question(QJsonObject{{"kind", "first-to-reach"}, {"frame", 1}, {"vehicle", "vehicle"}, {"text", QJsonObject{{"en", "a"}}}})
                                               << "$.questions[1]" << "unknown field 'vehicle' (valid: kind, frame, text, hiddenClaims)";
        QTest::newRow("message stays one line") << set("scenario", QStringLiteral("a\nb\rc")) << "$.scenario"
                                                << "unknown scenario 'a\xef\xbf\xbd" "b\xef\xbf\xbd" "c'";
        QTest::newRow("too large") << QByteArray(lessons::kMaxFileBytes + 1, ' ') << "" << "too large: 65 MB (a lesson is at most 64 MB)";
    }

    void badFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const QString name = QStringLiteral("classroom/bad.steerlab");
        const lessons::ReadResult r = lessons::parseLesson(bytes, name);
        QVERIFY2(!r.lesson.has_value(), "a bad file was accepted");
        QVERIFY2(r.error.contains(QDir::toNativeSeparators(name)), qPrintable(r.error));
        if (where.isEmpty())
            QVERIFY2(r.error.startsWith(QStringLiteral("Lesson '") + name + QStringLiteral("': ")), qPrintable(r.error));
        else
            QVERIFY2(r.error.contains(QStringLiteral(", at ") + where + QStringLiteral(": ")), qPrintable(r.error));
        QVERIFY2(r.error.contains(what), qPrintable(r.error));
        QVERIFY2(!r.error.contains(QLatin1Char('\n')) && !r.error.contains(QLatin1Char('\r')), qPrintable(r.error));
    }

    // Messages in the interface language: the same bad file in Chinese and Russian.
    void badFileTranslated()
    {
        const QByteArray bytes = QJsonDocument(edited(base_, [](QJsonObject& o) { o.insert("version", 3); })).toJson();
        for (const char* code : {"zh_CN", "ru"}) {
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(":/i18n/steeringlab_%1.qm").arg(QLatin1String(code))));
            QCoreApplication::installTranslator(&t);
            const QString err = lessons::parseLesson(bytes, QStringLiteral("a.steerlab")).error;
            QCoreApplication::removeTranslator(&t);
            QVERIFY2(err.contains(QStringLiteral("$.version")) && err.contains(QStringLiteral("a.steerlab")), qPrintable(err));
            QVERIFY2(!err.contains(QStringLiteral("newer")) && !err.contains(QStringLiteral("Lesson")), qPrintable(err));
        }
    }

    void fileProblems()
    {
        QTemporaryDir dir;
        auto errorOf = [](const QString& path) {
            const lessons::ReadResult r = lessons::readLessonFile(path);
            return r.lesson ? QString() : r.error;
        };
        QVERIFY(errorOf(dir.filePath("missing.steerlab")).contains(QStringLiteral("there is no such file")));
        QVERIFY(errorOf(dir.path()).contains(QStringLiteral("a folder")));
        // A pipe with no writer would block open() for ever: refused before opening.
        const QString fifo = dir.filePath("pipe.steerlab");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QVERIFY(errorOf(fifo).contains(QStringLiteral("not a regular file")));
        QVERIFY(errorOf(QStringLiteral("/dev/zero")).contains(QStringLiteral("not a regular file")));
        // Unreadable: a file without read permission, or (as root, who may read anything) a
        // file whose reading fails.
        QString unreadable = dir.filePath("secret.steerlab");
        QFile f(unreadable);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(baseJson_) > 0);
        f.close();
        QVERIFY(f.setPermissions(QFileDevice::WriteOwner));
        if (::geteuid() == 0)
            unreadable = QStringLiteral("/proc/self/mem");
        QVERIFY2(errorOf(unreadable).contains(QStringLiteral("cannot be read")), qPrintable(errorOf(unreadable)));
        // Too large: a sparse file, refused by its size before reading.
        QFile big(dir.filePath("big.steerlab"));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize(lessons::kMaxFileBytes + 4096));
        big.close();
        QVERIFY(errorOf(big.fileName()).contains(QStringLiteral("too large")));
    }

    // ---- saving ----------------------------------------------------------------------------------

    void saveIntoReadOnlyFolder()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lesson.steerlab"));
        QCOMPARE(lessons::saveLessonFile(fixtureLesson(0), file), QString());
        QFile old(file);
        QVERIFY(old.open(QIODevice::ReadOnly));
        const QByteArray before = old.readAll();
        old.close();
        QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const bool root = ::geteuid() == 0;
        if (root && !setImmutable(dir.path(), true)) {
            QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            QSKIP("running as root on a file system without the immutable flag: no folder refuses root");
        }
        const QString err = lessons::saveLessonFile(fixtureLesson(3), file);
        if (root)
            setImmutable(dir.path(), false);
        QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY2(err.contains(QStringLiteral("could not be saved")) && err.contains(file), qPrintable(err));
        QVERIFY(!err.contains(QLatin1Char('\n')));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("lesson.steerlab")});
    }

    // A full disk, as the process's file size limit: the write fails part way and the old file
    // stays, with no temporary file left beside it.
    void saveOnFullDisk()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("lesson.steerlab"));
        QCOMPARE(lessons::saveLessonFile(fixtureLesson(5), file), QString());
        QFile old(file);
        QVERIFY(old.open(QIODevice::ReadOnly));
        const QByteArray before = old.readAll();
        old.close();
        const Lesson big = fixtureLesson(4); // a pointer event at every frame: far over 4 KiB
        QVERIFY(lessons::lessonToJson(big).size() > 3 * 4096);

        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved{};
        ::getrlimit(RLIMIT_FSIZE, &saved);
        rlimit small = saved;
        small.rlim_cur = 4096;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        const QString err = lessons::saveLessonFile(big, file);
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previous);

        QVERIFY2(err.contains(QStringLiteral("could not be saved")) && err.contains(QStringLiteral("disk full")), qPrintable(err));
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("lesson.steerlab")});
    }

    // ---- damaged files ------------------------------------------------------------------------------

    void mutations()
    {
        const auto all = fixtures::all();
        std::vector<QByteArray> bases;
        for (const auto& [recording, frames] : all)
            bases.push_back(lessons::lessonToJson(fixtures::lessonOf(recording, frames)));
        Mutator mutator(20240917);
        constexpr int kMutants = steer_test::frames(12000); // a third under the sanitizers (test_budget.h)
        constexpr int kKinds = 10;
        int refused = 0, loaded = 0, framesReplayed = 0;
        std::array<int, kKinds> loadedByKind{};
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kMutants; ++i) {
            const QByteArray& base = bases[std::size_t(i) % bases.size()];
            const int kind = i % kKinds;
            QString what;
            const QByteArray bytes = mutator.mutate(base, kind, &what);
            const QString name = QStringLiteral("mutant-%1.steerlab").arg(i);
            const lessons::ReadResult r = lessons::parseLesson(bytes, name);
            const QString context = QStringLiteral("mutant %1 (%2): %3").arg(i).arg(what, r.error);
            if (!r.lesson) {
                ++refused;
                QVERIFY2(r.error.contains(name) && r.error.size() > name.size() + 12, qPrintable(context));
                QVERIFY2(!r.error.contains(QLatin1Char('\n')), qPrintable(context));
                continue;
            }
            ++loaded;
            ++loadedByKind[std::size_t(kind)];
            QVERIFY2(r.error.isEmpty(), qPrintable(context));
            QVERIFY2(lessons::checkLesson(*r.lesson).isEmpty(), qPrintable(context + lessons::checkLesson(*r.lesson)));
            // Replay it, within a work budget: the flock's neighbour search costs n² a frame, and a
            // damaged lastFrame may ask for ten million frames.
            Lesson capped = *r.lesson;
            steer::World frame0;
            QVERIFY2(lessons::buildLessonWorld(capped, frame0).isEmpty(), qPrintable(context));
            QVERIFY2(frame0.allFinite(), qPrintable(context));
            const double n = double(std::max<std::size_t>(frame0.vehicles.size(), 1));
            const std::int64_t budget = std::int64_t(std::min(120.0, 1e6 / (n * n)));
            if (capped.lastFrame > budget) {
                capped.lastFrame = budget;
                capped.input.trimAfter(budget);
                capped.view.frame = std::min(capped.view.frame, budget);
            }
            steer::History history;
            const QString err = lessons::replayLesson(capped, history); // checks allFinite at every step
            QVERIFY2(err.isEmpty(), qPrintable(context + err));
            history.goTo(capped.lastFrame);
            QVERIFY2(history.current().allFinite(), qPrintable(context));
            framesReplayed += int(capped.lastFrame);
            // What was loaded is a lesson this program writes and reads back the same.
            const lessons::ReadResult again = lessons::parseLesson(lessons::lessonToJson(*r.lesson), name);
            QVERIFY2(again.lesson && *again.lesson == *r.lesson, qPrintable(context + again.error));
        }
        const qint64 ms = timer.elapsed();
        qInfo("%d damaged lessons: %d refused with a message, %d loaded and replayed (%d frames) in %lld ms",
              kMutants, refused, loaded, framesReplayed, ms);
        QString byKind;
        for (int k = 0; k < kKinds; ++k)
            byKind += QStringLiteral(" %1").arg(loadedByKind[std::size_t(k)]);
        qInfo("loaded per kind (flips, truncation, number text, deleted, swapped, huge, nesting, huge array, shuffled, nudged):%s",
              qPrintable(byKind));
        QVERIFY(refused > 0 && loaded > 0);
        QCOMPARE(refused + loaded, kMutants);
    }
};

QTEST_GUILESS_MAIN(TstLessonFile)
#include "tst_lesson_file.moc"

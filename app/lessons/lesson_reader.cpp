// Reading a lesson file: Qt parses the JSON, then every field is checked in a fixed order and the
// first problem ends the reading with its JSON path. Nothing here simulates: a hostile file costs
// at most one parse and one pass over its elements.
#include "lesson_json.h"

#include "diagram_style.h"
#include "claim_rows.h"
#include "compare_pane.h"
#include "input_check.h"
#include "program_problem_text.h"
#include "json_numbers.h"
#include "message_text.h"
#include "parameters.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <limits>
#include <initializer_list>
#include <new>

namespace lessons {

namespace {

// Where a value sits, as a chain of stack objects that is written out only for the one message
// (a million input events must not build a million path strings). Never keep a Path made from a
// temporary: `field` and `at` point at the Path they are called on.
struct Path {
    const Path* parent = nullptr;
    const char* key = nullptr;
    qsizetype index = -1;

    Path field(const char* k) const { return Path{this, k, -1}; }
    Path at(qsizetype i) const { return Path{this, nullptr, i}; }
    QString text() const
    {
        if (!parent)
            return QStringLiteral("$");
        const QString head = parent->text();
        return key ? head + QLatin1Char('.') + QLatin1String(key) : head + QStringLiteral("[%1]").arg(index);
    }
};

// The first problem found; thrown out of the nested readers and caught once in parseLesson.
struct Failure {
    QString path; // empty: about the file as a whole
    QString problem;
};

[[noreturn]] void fail(const Path& p, const QString& problem) { throw Failure{p.text(), problem}; }

QString typeName(const QJsonValue& v)
{
    if (isNegativeZeroMarker(v))
        return LessonFile::tr("a number");
    switch (v.type()) {
    case QJsonValue::Null: return LessonFile::tr("null");
    case QJsonValue::Bool: return LessonFile::tr("true or false");
    case QJsonValue::Double: return LessonFile::tr("a number");
    case QJsonValue::String: return LessonFile::tr("text");
    case QJsonValue::Array: return LessonFile::tr("a list");
    case QJsonValue::Object: return LessonFile::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return LessonFile::tr("nothing");
}

[[noreturn]] void wrongType(const QJsonValue& v, const Path& p, const QString& expected)
{
    fail(p, LessonFile::tr("expected %1, found %2").arg(expected, typeName(v)));
}

double number(const QJsonValue& v, const Path& p)
{
    if (isNegativeZeroMarker(v))
        return -0.0;
    if (!v.isDouble())
        wrongType(v, p, LessonFile::tr("a number"));
    const double d = v.toDouble();
    if (!std::isfinite(d)) // Qt refuses such numbers already; kept so that no path can let one in
        fail(p, LessonFile::tr("must be a finite number"));
    return d;
}

double numberIn(const QJsonValue& v, const Path& p, double min, double max)
{
    const double d = number(v, p);
    if (d < min || d > max)
        fail(p, LessonFile::tr("must be from %1 to %2, not %3").arg(numberText(min), numberText(max), numberText(d)));
    return d;
}

std::int64_t whole(const QJsonValue& v, const Path& p, std::int64_t min, std::int64_t max)
{
    const double d = number(v, p);
    if (d != std::floor(d) || d < double(min) || d > double(max))
        fail(p, LessonFile::tr("must be a whole number from %1 to %2, not %3")
                    .arg(QString::number(min), QString::number(max), numberText(d)));
    return std::int64_t(d);
}

bool flag(const QJsonValue& v, const Path& p)
{
    if (!v.isBool())
        wrongType(v, p, LessonFile::tr("true or false"));
    return v.toBool();
}

QString text(const QJsonValue& v, const Path& p)
{
    if (!v.isString() || isNegativeZeroMarker(v))
        wrongType(v, p, LessonFile::tr("text"));
    QString s = v.toString();
    if (s.size() > kMaxTextChars)
        fail(p, LessonFile::tr("the text is too long: %n characters (at most %1)", nullptr, int(s.size())).arg(kMaxTextChars));
    return s;
}

QJsonArray list(const QJsonValue& v, const Path& p, qsizetype maxCount)
{
    if (!v.isArray())
        wrongType(v, p, LessonFile::tr("a list"));
    QJsonArray a = v.toArray();
    if (a.size() > maxCount)
        fail(p, LessonFile::tr("too many elements: %1 (at most %2)").arg(a.size()).arg(maxCount));
    return a;
}

QJsonObject object(const QJsonValue& v, const Path& p, std::initializer_list<const char*> allowed)
{
    if (!v.isObject())
        wrongType(v, p, LessonFile::tr("an object"));
    QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        bool known = false;
        for (const char* a : allowed)
            known = known || key == QLatin1String(a);
        if (!known) {
            QStringList names;
            for (const char* a : allowed)
                names << QLatin1String(a);
            fail(p, LessonFile::tr("unknown field '%1' (valid: %2)").arg(shownText(key), names.join(QStringLiteral(", "))));
        }
    }
    return o;
}

// A required field, with the path of the field itself in the message when it is missing.
QJsonValue need(const QJsonObject& o, const Path& p, const char* key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        fail(p.field(key), LessonFile::tr("this field is missing"));
    return v;
}

bool has(const QJsonObject& o, const char* key) { return o.contains(QLatin1String(key)); }

steer::Vector2D point(const QJsonValue& v, const Path& p)
{
    if (!v.isArray())
        wrongType(v, p, LessonFile::tr("a position [x, y]"));
    const QJsonArray a = v.toArray();
    if (a.size() != 2)
        fail(p, LessonFile::tr("expected a position [x, y] (two numbers), found a list of %n", nullptr, int(a.size())));
    double xy[2];
    for (qsizetype i = 0; i < 2; ++i) {
        const Path pi = p.at(i);
        xy[i] = number(a.at(i), pi);
        if (QString err = checkCoordinate(xy[i]); !err.isEmpty())
            fail(pi, err);
    }
    return {xy[0], xy[1]};
}

LocalText localText(const QJsonValue& v, const Path& p, bool required)
{
    const QJsonObject o = object(v, p, {"en", "zh_CN", "ru"});
    LocalText t;
    if (has(o, "en")) {
        const Path q = p.field("en");
        t.en = text(o.value(QLatin1String("en")), q);
    }
    if (has(o, "zh_CN")) {
        const Path q = p.field("zh_CN");
        t.zh_CN = text(o.value(QLatin1String("zh_CN")), q);
    }
    if (has(o, "ru")) {
        const Path q = p.field("ru");
        t.ru = text(o.value(QLatin1String("ru")), q);
    }
    if (required && t.isEmpty())
        fail(p, LessonFile::tr("needs a text in at least one language (en, zh_CN or ru)"));
    return t;
}

std::uint64_t seedValue(const QJsonValue& v, const Path& p)
{
    constexpr double kExact = 9007199254740992.0; // 2^53: larger numbers lose digits in JSON readers
    if (v.isString() && !isNegativeZeroMarker(v)) {
        const QString s = v.toString();
        bool ok = !s.isEmpty() && s.size() <= 20;
        for (QChar c : s)
            ok = ok && c >= QLatin1Char('0') && c <= QLatin1Char('9');
        const qulonglong seed = ok ? s.toULongLong(&ok) : 0;
        if (!ok)
            fail(p, LessonFile::tr("must be a whole number from 0 to 18446744073709551615, not '%1'").arg(shownText(s)));
        return seed;
    }
    const double d = number(v, p);
    if (d == std::floor(d) && d > kExact)
        fail(p, LessonFile::tr("a seed above %1 must be written as text, e.g. \"%2\"")
                    .arg(QString::number(qint64(kExact)), QStringLiteral("18446744073709551615")));
    return std::uint64_t(whole(v, p, 0, std::int64_t(kExact)));
}

bool isHexDigit(QChar c)
{
    return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f')) ||
           (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
}

std::uint64_t hashValue(const QJsonValue& v, const Path& p)
{
    const QString s = text(v, p);
    bool ok = s.size() == 16 && std::all_of(s.begin(), s.end(), isHexDigit);
    const qulonglong h = ok ? s.toULongLong(&ok, 16) : 0;
    if (!ok)
        fail(p, LessonFile::tr("must be 16 hexadecimal digits, e.g. \"%1\", not '%2'")
                    .arg(QStringLiteral("0123456789abcdef"), shownText(s)));
    return h;
}

QColor colourValue(const QJsonValue& v, const Path& p)
{
    const QString s = text(v, p);
    bool ok = s.size() == 7 && s[0] == QLatin1Char('#') && std::all_of(s.begin() + 1, s.end(), isHexDigit);
    const uint rgb = ok ? s.mid(1).toUInt(&ok, 16) : 0;
    if (!ok)
        fail(p, LessonFile::tr("must be a colour written #rrggbb, e.g. \"#d04010\", not '%1'").arg(shownText(s)));
    return QColor(QRgb(rgb));
}

QString vehicleList(const steer::World& w)
{
    QStringList ids;
    for (const auto& v : w.vehicles) {
        if (ids.size() == 8) {
            ids << QStringLiteral("…");
            break;
        }
        ids << QString::fromStdString(v.id);
    }
    return ids.join(QStringLiteral(", "));
}

int vehicleIndex(const QJsonValue& v, const Path& p, const steer::World& w)
{
    const QString id = text(v, p);
    const int index = w.indexOf(id.toStdString());
    if (index < 0)
        fail(p, LessonFile::tr("no vehicle '%1' in scenario '%2' (vehicles: %3)")
                    .arg(shownText(id), QString::fromLatin1(steer::scenarioInfo(w.scenario).key.data()), vehicleList(w)));
    return index;
}

// The set-up: scenario, seed, pointer, world-wide parameters and variants.
void readSetup(const QJsonObject& root, const Path& rp, Lesson& lesson)
{
    const Path sp = rp.field("scenario");
    const QString key = text(need(root, rp, "scenario"), sp);
    const steer::ScenarioInfo* info = steer::findScenario(key.toStdString());
    if (!info)
        fail(sp, LessonFile::tr("unknown scenario '%1' (valid: %2)")
                     .arg(shownText(key), QString::fromStdString(steer::scenarioKeys())));
    steer::ScenarioSetup& s = lesson.setup;
    s.id = info->id;
    if (has(root, "seed")) {
        const Path p = rp.field("seed");
        s.seed = seedValue(root.value(QLatin1String("seed")), p);
    }
    if (has(root, "pointer")) {
        const Path p = rp.field("pointer");
        s.pointer = point(root.value(QLatin1String("pointer")), p);
    }
    if (has(root, "parameters")) {
        const Path lp = rp.field("parameters");
        const QJsonArray a = list(root.value(QLatin1String("parameters")), lp, kMaxParameters);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const Path ep = lp.at(i);
            const QJsonObject o = object(a.at(i), ep, {"name", "value"});
            const Path np = ep.field("name");
            const Path vp = ep.field("value");
            const std::string name = text(need(o, ep, "name"), np).toStdString();
            if (!steer::findParameter(name))
                fail(np, LessonFile::tr("unknown parameter '%1' (valid: %2)")
                             .arg(shownText(name), QString::fromStdString(steer::parameterNames())));
            const double value = number(need(o, ep, "value"), vp);
            if (QString err = checkParameterValue(name, value); !err.isEmpty())
                fail(vp, err);
            if (steer::findParameter(name)->name == "count" && !info->hasCount)
                fail(np, LessonFile::tr("count does not apply to scenario '%1' (only to flock, swarm and offset-pursuit)").arg(key));
            s.parameters.emplace_back(name, value);
        }
    }
    if (has(root, "variants")) {
        const Path vp = rp.field("variants");
        const QJsonValue v = root.value(QLatin1String("variants"));
        if (!v.isObject())
            wrongType(v, vp, LessonFile::tr("an object"));
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const std::string behaviour = it.key().toStdString();
            const char* field = nullptr;
            // The key's own text names it in the path; a Path needs a stable char pointer.
            const QByteArray keyBytes = it.key().toUtf8();
            const Path kp = vp.field(keyBytes.constData());
            if (QString err = checkVariant(behaviour, "", &field); !err.isEmpty() && std::string_view(field) == "behaviour")
                fail(vp, err);
            const std::string choice = text(it.value(), kp).toStdString();
            if (QString err = checkVariant(behaviour, choice, &field); !err.isEmpty())
                fail(kp, err);
            steer::setVariant(s.variants, behaviour, choice);
        }
    }
}

// "behaviours": ["ID=CALL,...", ...], each replacing a vehicle's program at frame 0 (in order).
void readBehaviours(const QJsonObject& root, const Path& rp, steer::World& w, Lesson& lesson)
{
    if (!has(root, "behaviours"))
        return;
    const Path lp = rp.field("behaviours");
    const QJsonArray a = list(root.value(QLatin1String("behaviours")), lp, kMaxParameters);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path ep = lp.at(i);
        const std::string spec = text(a.at(i), ep).toStdString();
        if (auto err = steer::applyProgramSpec(w, spec))
            fail(ep, programProblemText(err));
        lesson.setup.programs.push_back(spec);
    }
}

void readVehicleParameters(const QJsonObject& root, const Path& rp, const steer::World& w, Lesson& lesson)
{
    if (!has(root, "vehicleParameters"))
        return;
    const Path lp = rp.field("vehicleParameters");
    const QJsonArray a = list(root.value(QLatin1String("vehicleParameters")), lp, kMaxVehicleParameters);
    lesson.vehicleParameters.reserve(std::size_t(a.size()));
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path ep = lp.at(i);
        const QJsonObject o = object(a.at(i), ep, {"vehicle", "name", "value"});
        const Path vhp = ep.field("vehicle");
        const Path np = ep.field("name");
        const Path vp = ep.field("value");
        VehicleParameter vpar;
        vpar.vehicle = w.vehicles[std::size_t(vehicleIndex(need(o, ep, "vehicle"), vhp, w))].id;
        vpar.name = text(need(o, ep, "name"), np).toStdString();
        const steer::ParamInfo* p = steer::findParameter(vpar.name);
        if (!p)
            fail(np, LessonFile::tr("unknown parameter '%1' (valid: %2)")
                         .arg(shownText(vpar.name), QString::fromStdString(steer::parameterNames())));
        if (p->scope != steer::ParamScope::Vehicle)
            fail(np, LessonFile::tr("%1 is not a parameter of one vehicle: it belongs in \"parameters\"").arg(shownText(vpar.name)));
        vpar.value = number(need(o, ep, "value"), vp);
        if (QString err = checkParameterValue(vpar.name, vpar.value); !err.isEmpty())
            fail(vp, err);
        lesson.vehicleParameters.push_back(std::move(vpar));
    }
}

const QStringList& eventTypes()
{
    static const QStringList types = {
        QStringLiteral("pointer"),      QStringLiteral("add-waypoint"),  QStringLiteral("clear-path"),
        QStringLiteral("move-obstacle"), QStringLiteral("parameter"),     QStringLiteral("variant"),
        QStringLiteral("move-waypoint"), QStringLiteral("delete-waypoint"), QStringLiteral("program"),
        QStringLiteral("edge"),          QStringLiteral("add-vehicle"),   QStringLiteral("remove-vehicle"),
        QStringLiteral("add-obstacle"),  QStringLiteral("remove-obstacle"), QStringLiteral("script"),
    };
    return types;
}

void readInput(const QJsonObject& root, const Path& rp, const steer::World& w, Lesson& lesson, bool lastGiven)
{
    if (!has(root, "input"))
        return;
    const Path lp = rp.field("input");
    const QJsonArray a = list(root.value(QLatin1String("input")), lp, kMaxInputEvents);
    InputChecker checker(w);
    std::int64_t previous = 0;
    using T = steer::InputEvent::Type;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path ep = lp.at(i);
        const QJsonValue v = a.at(i);
        if (!v.isObject())
            wrongType(v, ep, LessonFile::tr("an object"));
        const QJsonObject any = v.toObject();
        const Path tp = ep.field("type");
        const QString type = text(need(any, ep, "type"), tp);
        const int t = int(eventTypes().indexOf(type));
        if (t < 0)
            fail(tp, LessonFile::tr("unknown input type '%1' (valid: %2)").arg(shownText(type), eventTypes().join(QStringLiteral(", "))));
        steer::InputEvent e;
        e.type = T(t);
        QJsonObject o;
        switch (e.type) {
        case T::Pointer:
        case T::AddWaypoint:
            o = object(v, ep, {"frame", "type", "point"});
            break;
        case T::ClearPath:
            o = object(v, ep, {"frame", "type"});
            break;
        case T::MoveObstacle:
            o = object(v, ep, {"frame", "type", "obstacle", "point"});
            break;
        case T::MoveWaypoint:
            o = object(v, ep, {"frame", "type", "waypoint", "point"});
            break;
        case T::DeleteWaypoint:
            o = object(v, ep, {"frame", "type", "waypoint"});
            break;
        case T::Parameter:
            o = object(v, ep, {"frame", "type", "name", "value", "vehicle"});
            break;
        case T::Variant:
            o = object(v, ep, {"frame", "type", "behaviour", "choice"});
            break;
        case T::Program:
            o = object(v, ep, {"frame", "type", "vehicle", "calls"});
            break;
        case T::Edge:
            o = object(v, ep, {"frame", "type", "vehicle", "edge"});
            break;
        case T::AddVehicle:
            o = object(v, ep, {"frame", "type", "vehicle", "point", "calls"});
            break;
        case T::RemoveVehicle:
            o = object(v, ep, {"frame", "type", "vehicle"});
            break;
        case T::AddObstacle:
            o = object(v, ep, {"frame", "type", "point", "radius"});
            break;
        case T::RemoveObstacle:
            o = object(v, ep, {"frame", "type", "obstacle"});
            break;
        case T::Script:
            o = object(v, ep, {"frame", "type", "file", "source"});
            break;
        }
        const Path fp = ep.field("frame");
        const std::int64_t frame = whole(need(o, ep, "frame"), fp, 0, kMaxFrame);
        if (frame < previous)
            fail(fp, LessonFile::tr("frame %1 comes before frame %2 of the event before it: input events must be in frame order")
                         .arg(frame).arg(previous));
        if (lastGiven && frame > lesson.lastFrame)
            fail(fp, LessonFile::tr("frame %1 is after the lesson's last frame (%2)").arg(frame).arg(lesson.lastFrame));
        previous = frame;
        if (e.type == T::Pointer || e.type == T::AddWaypoint || e.type == T::MoveObstacle || e.type == T::MoveWaypoint ||
            e.type == T::AddVehicle || e.type == T::AddObstacle) {
            const Path p = ep.field("point");
            e.point = point(need(o, ep, "point"), p);
        }
        if (e.type == T::Program || e.type == T::Edge || e.type == T::AddVehicle || e.type == T::RemoveVehicle) {
            const Path p = ep.field("vehicle");
            e.name = text(need(o, ep, "vehicle"), p).toStdString();
        }
        if (e.type == T::Program || e.type == T::AddVehicle) {
            const Path p = ep.field("calls");
            e.choice = text(need(o, ep, "calls"), p).toStdString();
        }
        if (e.type == T::Edge) {
            const Path p = ep.field("edge");
            e.choice = text(need(o, ep, "edge"), p).toStdString();
        }
        if (e.type == T::AddObstacle) {
            const Path p = ep.field("radius");
            e.value = number(need(o, ep, "radius"), p);
        }
        if (e.type == T::MoveObstacle || e.type == T::RemoveObstacle) {
            const Path p = ep.field("obstacle");
            e.index = int(whole(need(o, ep, "obstacle"), p, 0, std::numeric_limits<int>::max()));
        }
        if (e.type == T::MoveWaypoint || e.type == T::DeleteWaypoint) {
            const Path p = ep.field("waypoint");
            e.index = int(whole(need(o, ep, "waypoint"), p, 0, std::numeric_limits<int>::max()));
        }
        if (e.type == T::Parameter) {
            const Path np = ep.field("name");
            const Path vp = ep.field("value");
            e.name = text(need(o, ep, "name"), np).toStdString();
            e.value = number(need(o, ep, "value"), vp);
            if (has(o, "vehicle")) { // by id, among the vehicles at this point of the input
                const Path p = ep.field("vehicle");
                const QString id = text(o.value(QLatin1String("vehicle")), p);
                const auto& ids = checker.vehicleIds();
                const auto at = std::find(ids.begin(), ids.end(), id.toStdString());
                if (at == ids.end())
                    e.index = vehicleIndex(o.value(QLatin1String("vehicle")), p, w);
                else
                    e.index = int(at - ids.begin());
            }
        }
        if (e.type == T::Script) { // the code is checked when it runs, as the Code panel's Run does
            e.name = text(need(o, ep, "file"), ep.field("file")).toStdString();
            e.choice = text(need(o, ep, "source"), ep.field("source")).toStdString();
        }
        if (e.type == T::Variant) {
            const Path bp = ep.field("behaviour");
            const Path cp = ep.field("choice");
            e.name = text(need(o, ep, "behaviour"), bp).toStdString();
            e.choice = text(need(o, ep, "choice"), cp).toStdString();
        }
        if (auto problem = checker.check(e)) {
            const Path p = ep.field(problem->field);
            fail(p, problem->text);
        }
        lesson.input.add(frame, std::move(e));
    }
    if (!lastGiven)
        lesson.lastFrame = previous;
}

void readView(const QJsonObject& root, const Path& rp, const steer::World& w, Lesson& lesson)
{
    // A lesson written before the compact legend (issue #31) had the full one: it keeps it, also
    // when it has no view object at all (the view is optional).
    lesson.view.overlay.legendForm = diagrams::LegendForm::Full;
    if (!has(root, "view"))
        return;
    const Path vp = rp.field("view");
    const QJsonObject o = object(root.value(QLatin1String("view")), vp, {"frame", "selected", "zoom", "centre", "trails", "overlay"});
    LessonView& view = lesson.view;
    if (has(o, "frame")) {
        const Path p = vp.field("frame");
        view.frame = whole(o.value(QLatin1String("frame")), p, 0, lesson.lastFrame);
    }
    if (has(o, "selected")) {
        const Path p = vp.field("selected");
        const QString id = text(o.value(QLatin1String("selected")), p);
        view.selected = placedInInput(lesson.input, id.toStdString())
                            ? id
                               : QString::fromStdString(w.vehicles[std::size_t(vehicleIndex(o.value(QLatin1String("selected")), p, w))].id);
    }
    if (has(o, "zoom")) {
        const Path p = vp.field("zoom");
        view.zoom = numberIn(o.value(QLatin1String("zoom")), p, 0.2, 12.0);
    }
    if (has(o, "centre")) {
        const Path p = vp.field("centre");
        view.centre = point(o.value(QLatin1String("centre")), p);
    }
    if (has(o, "trails")) {
        const Path p = vp.field("trails");
        view.trails = flag(o.value(QLatin1String("trails")), p);
    }
    if (!has(o, "overlay"))
        return;
    const Path op = vp.field("overlay");
    const QJsonObject ov = object(o.value(QLatin1String("overlay")), op,
                                  {"hiddenKinds", "vectorScale", "labels", "otherVehicles", "legend", "legendForm", "legendFolded",
                                   "legendInShows", "vehicleNames", "uiScale"});
    diagrams::OverlayOptions& overlay = view.overlay;
    if (has(ov, "hiddenKinds")) {
        const Path hp = op.field("hiddenKinds");
        const QJsonArray a = list(ov.value(QLatin1String("hiddenKinds")), hp, steer::kItemKindCount);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const Path kp = hp.at(i);
            const QString id = text(a.at(i), kp);
            int kind = -1;
            QStringList all;
            for (int k = 0; k < steer::kItemKindCount; ++k) {
                const auto name = steer::itemKindId(steer::ItemKind(k));
                all << QString::fromLatin1(name.data(), qsizetype(name.size()));
                if (all.back() == id)
                    kind = k;
            }
            if (kind < 0)
                fail(kp, LessonFile::tr("unknown kind '%1' (valid: %2)").arg(shownText(id), all.join(QStringLiteral(", "))));
            overlay.visible.reset(std::size_t(kind));
        }
    }
    if (has(ov, "vectorScale")) {
        const Path p = op.field("vectorScale");
        overlay.vectorScale = numberIn(ov.value(QLatin1String("vectorScale")), p, 1.0, 50.0);
    }
    if (has(ov, "uiScale")) {
        const Path p = op.field("uiScale");
        overlay.uiScale = numberIn(ov.value(QLatin1String("uiScale")), p, 0.5, 4.0);
    }
    const struct {
        const char* key;
        bool* target;
    } flags[] = {{"labels", &overlay.labels}, {"otherVehicles", &overlay.otherVehicles}, {"legend", &overlay.legend},
                 {"vehicleNames", &overlay.vehicleNames}, {"legendFolded", &overlay.legendFolded},
                 {"legendInShows", &overlay.legendInShows}};
    for (const auto& f : flags) {
        if (has(ov, f.key)) {
            const Path p = op.field(f.key);
            *f.target = flag(ov.value(QLatin1String(f.key)), p);
        }
    }
    if (has(ov, "legendForm")) {
        const Path p = op.field("legendForm");
        const QString form = text(ov.value(QLatin1String("legendForm")), p);
        if (form == QLatin1String("compact"))
            overlay.legendForm = diagrams::LegendForm::Compact;
        else if (form != QLatin1String("full"))
            fail(p, LessonFile::tr("unknown legend form '%1' (valid: full, compact)").arg(shownText(form)));
    }
}

// Compare mode's panes: each a spec that must apply to the lesson's set-up, at most three.
void readCompare(const QJsonObject& root, const Path& rp, Lesson& lesson)
{
    if (!has(root, "compare"))
        return;
    const Path lp = rp.field("compare");
    const QJsonArray a = list(root.value(QLatin1String("compare")), lp, compare::kMaxPanes);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path cp = lp.at(i);
        const QString written = text(a.at(i), cp);
        compare::Spec spec;
        if (QString err = compare::parseSpec(written, spec); !err.isEmpty())
            fail(cp, err);
        if (QString err = ComparePane(spec).build(lesson.setup); !err.isEmpty())
            fail(cp, err);
        lesson.compare.push_back(written);
    }
}

void readBookmarks(const QJsonObject& root, const Path& rp, Lesson& lesson)
{
    if (!has(root, "bookmarks"))
        return;
    const Path lp = rp.field("bookmarks");
    const QJsonArray a = list(root.value(QLatin1String("bookmarks")), lp, kMaxBookmarks);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path bp = lp.at(i);
        const QJsonObject o = object(a.at(i), bp, {"frame", "title", "note", "hash", "answerTo"});
        const Path fp = bp.field("frame");
        const Path tp = bp.field("title");
        const Path hp = bp.field("hash");
        Bookmark b;
        b.frame = whole(need(o, bp, "frame"), fp, 0, lesson.lastFrame);
        b.title = localText(need(o, bp, "title"), tp, true);
        if (has(o, "note")) {
            const Path np = bp.field("note");
            b.note = localText(o.value(QLatin1String("note")), np, false);
        }
        b.hash = hashValue(need(o, bp, "hash"), hp);
        if (has(o, "answerTo")) { // which question it answers: checked against them once they are read
            const Path ap = bp.field("answerTo");
            b.answerTo = int(whole(o.value(QLatin1String("answerTo")), ap, 0, kMaxQuestions - 1));
        }
        lesson.bookmarks.push_back(std::move(b));
    }
}

void readAnnotations(const QJsonObject& root, const Path& rp, Lesson& lesson)
{
    if (!has(root, "annotations"))
        return;
    const Path lp = rp.field("annotations");
    const QJsonArray a = list(root.value(QLatin1String("annotations")), lp, kMaxAnnotations);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path ap = lp.at(i);
        const QJsonValue v = a.at(i);
        if (!v.isObject())
            wrongType(v, ap, LessonFile::tr("an object"));
        const Path kp = ap.field("kind");
        const QString kind = text(need(v.toObject(), ap, "kind"), kp);
        Annotation n;
        QJsonObject o;
        if (kind == QLatin1String("text")) {
            n.kind = Annotation::Kind::Text;
            o = object(v, ap, {"kind", "at", "text", "frames", "color"});
        } else if (kind == QLatin1String("arrow")) {
            n.kind = Annotation::Kind::Arrow;
            o = object(v, ap, {"kind", "at", "tail", "text", "frames", "color"});
        } else {
            fail(kp, LessonFile::tr("unknown annotation kind '%1' (valid: text, arrow)").arg(shownText(kind)));
        }
        const Path atp = ap.field("at");
        n.at = point(need(o, ap, "at"), atp);
        if (n.kind == Annotation::Kind::Arrow) {
            const Path p = ap.field("tail");
            n.tail = point(need(o, ap, "tail"), p);
        }
        if (n.kind == Annotation::Kind::Text || has(o, "text")) {
            const Path p = ap.field("text");
            n.text = localText(need(o, ap, "text"), p, n.kind == Annotation::Kind::Text);
        }
        const Path fp = ap.field("frames");
        const QJsonValue fv = need(o, ap, "frames");
        if (!fv.isArray())
            wrongType(fv, fp, LessonFile::tr("a frame range [first, last]"));
        const QJsonArray frames = fv.toArray();
        if (frames.size() != 2)
            fail(fp, LessonFile::tr("expected a frame range [first, last] (two whole numbers), found a list of %n", nullptr, int(frames.size())));
        const Path f0 = fp.at(0);
        const Path f1 = fp.at(1);
        n.firstFrame = whole(frames.at(0), f0, 0, kMaxFrame);
        n.lastFrame = whole(frames.at(1), f1, 0, kMaxFrame);
        if (n.lastFrame < n.firstFrame)
            fail(f1, LessonFile::tr("the last frame %1 is before the first frame %2").arg(n.lastFrame).arg(n.firstFrame));
        if (has(o, "color")) {
            const Path p = ap.field("color");
            n.color = colourValue(o.value(QLatin1String("color")), p);
        }
        lesson.annotations.push_back(std::move(n));
    }
}

// Guided steps: what to ask, at which frame, about which vehicle. The choices and answers are
// worked out from the frames when the question is shown, so a file cannot state a wrong answer.
void readQuestions(const QJsonObject& root, const Path& rp, const steer::World& w, Lesson& lesson)
{
    if (!has(root, "questions"))
        return;
    const Path lp = rp.field("questions");
    const QJsonArray a = list(root.value(QLatin1String("questions")), lp, kMaxQuestions);
    for (qsizetype i = 0; i < a.size(); ++i) {
        const Path qp = lp.at(i);
        const QJsonValue v = a.at(i);
        if (!v.isObject())
            wrongType(v, qp, LessonFile::tr("an object"));
        const Path kp = qp.field("kind");
        const QString kind = text(need(v.toObject(), qp, "kind"), kp);
        Question q;
        if (!questionKindFromId(kind, q.kind))
            fail(kp, LessonFile::tr("unknown question kind '%1' (valid: next-velocity, pushing-circle, first-to-reach)")
                         .arg(shownText(kind)));
        const bool race = q.kind == Question::Kind::FirstToReach;
        const QJsonObject o = race ? object(v, qp, {"kind", "frame", "text", "hiddenClaims"})
                                   : object(v, qp, {"kind", "frame", "vehicle", "text", "hiddenClaims"});
        const Path fp = qp.field("frame");
        q.frame = whole(need(o, qp, "frame"), fp, 0, lesson.lastFrame);
        if (race && w.scenario != steer::ScenarioId::Pursue)
            fail(kp, LessonFile::tr("first-to-reach needs the pursuer and the seeker of scenario 'pursue', not '%1'")
                         .arg(QString::fromLatin1(steer::scenarioInfo(w.scenario).key.data())));
        if (!race) {
            const Path vp = qp.field("vehicle");
            const QJsonValue id = need(o, qp, "vehicle");
            q.vehicle = placedInInput(lesson.input, text(id, vp).toStdString())
                            ? text(id, vp).toStdString()
                            : w.vehicles[std::size_t(vehicleIndex(id, vp, w))].id;
        }
        const Path tp = qp.field("text");
        q.text = localText(need(o, qp, "text"), tp, true);
        if (has(o, "hiddenClaims")) {
            const Path hp = qp.field("hiddenClaims");
            const QJsonArray rows = list(o.value(QLatin1String("hiddenClaims")), hp, claims::rowIds().size());
            for (qsizetype r = 0; r < rows.size(); ++r) {
                const Path cp = hp.at(r);
                const QString id = text(rows.at(r), cp);
                if (!claims::isRowId(id))
                    fail(cp, LessonFile::tr("unknown claim row '%1' (valid: %2)")
                                 .arg(shownText(id), claims::rowIds().join(QStringLiteral(", "))));
                q.hiddenClaims.push_back(id.toStdString());
            }
        }
        lesson.questions.push_back(std::move(q));
    }
}

// A bookmark that answers a question names one the lesson has (they are read after the bookmarks).
void checkAnswers(const Path& rp, const Lesson& lesson)
{
    const Path lp = rp.field("bookmarks");
    for (std::size_t i = 0; i < lesson.bookmarks.size(); ++i) {
        const int q = lesson.bookmarks[i].answerTo;
        if (q < 0 || std::size_t(q) < lesson.questions.size())
            continue;
        const Path bp = lp.at(qsizetype(i));
        const Path ap = bp.field("answerTo");
        if (lesson.questions.empty())
            fail(ap, LessonFile::tr("this bookmark answers question %1, but the lesson has no questions").arg(q));
        fail(ap, LessonFile::tr("this bookmark answers question %1, but the questions are numbered from 0 to %2")
                     .arg(q)
                     .arg(lesson.questions.size() - 1));
    }
}

Lesson readDocument(const QJsonObject& root)
{
    const Path rp;
    // Format and version first: a file of another kind or a newer version gets that message, not
    // a complaint about fields this program does not know.
    const Path fp = rp.field("format");
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined())
        fail(fp, LessonFile::tr("this field is missing: a lesson starts with \"format\": \"%1\"").arg(QLatin1String(kFormatName)));
    if (text(format, fp) != QLatin1String(kFormatName))
        fail(fp, LessonFile::tr("this is not a Steering Lab lesson: the format is '%1', expected '%2'")
                     .arg(shownText(format.toString()), QLatin1String(kFormatName)));
    const Path vp = rp.field("version");
    const double version = number(need(root, rp, "version"), vp);
    if (version > kFormatVersion)
        fail(vp, LessonFile::tr("version %1 is newer than this program reads (up to %2): open it with a newer Steering Lab")
                     .arg(numberText(version)).arg(kFormatVersion));
    whole(root.value(QLatin1String("version")), vp, 1, kFormatVersion);

    object(root, rp, {"format", "version", "title", "scenario", "seed", "pointer", "parameters", "vehicleParameters",
                      "variants", "behaviours", "input", "lastFrame", "view", "compare", "bookmarks", "notes", "annotations", "questions"});
    Lesson lesson;
    if (has(root, "title")) {
        const Path p = rp.field("title");
        lesson.title = localText(root.value(QLatin1String("title")), p, false);
    }
    readSetup(root, rp, lesson);
    steer::World world;
    steer::ScenarioSetup plain = lesson.setup;
    plain.recordExplanations = false;
    if (auto err = steer::buildWorld(plain, world)) // every value was checked above: a safety net
        fail(rp, LessonFile::tr("the scenario cannot be set up: %1").arg(QString::fromStdString(*err)));
    readBehaviours(root, rp, world, lesson);
    readVehicleParameters(root, rp, world, lesson);
    const bool lastGiven = has(root, "lastFrame");
    if (lastGiven) {
        const Path p = rp.field("lastFrame");
        lesson.lastFrame = whole(root.value(QLatin1String("lastFrame")), p, 0, kMaxFrame);
    }
    readInput(root, rp, world, lesson, lastGiven);
    readView(root, rp, world, lesson);
    readCompare(root, rp, lesson);
    readBookmarks(root, rp, lesson);
    if (has(root, "notes")) {
        const Path p = rp.field("notes");
        lesson.notes = localText(root.value(QLatin1String("notes")), p, false);
    }
    readAnnotations(root, rp, lesson);
    readQuestions(root, rp, world, lesson);
    checkAnswers(rp, lesson);
    return lesson;
}

QString tooLarge(qint64 bytes)
{
    return LessonFile::tr("the file is too large: %1 MB (a lesson is at most %2 MB)")
        .arg((bytes + (1 << 20) - 1) >> 20)
        .arg(kMaxFileBytes >> 20);
}

QString message(const QString& fileName, const Failure& f)
{
    const QString file = shownFileName(fileName);
    if (f.path.isEmpty())
        return LessonFile::tr("Lesson '%1': %2").arg(file, f.problem);
    return LessonFile::tr("Lesson '%1', at %2: %3").arg(file, f.path, f.problem);
}

QJsonDocument parseJson(const QByteArray& bytes)
{
    QJsonParseError err;
    QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error == QJsonParseError::NoError)
        return doc;
    qsizetype end = bytes.size();
    while (end > 0 && (bytes[end - 1] == ' ' || bytes[end - 1] == '\n' || bytes[end - 1] == '\r' || bytes[end - 1] == '\t'))
        --end;
    const qsizetype at = err.offset;
    if (err.error == QJsonParseError::DeepNesting)
        throw Failure{{}, LessonFile::tr("the JSON is nested too deeply (at byte %1)").arg(at)};
    if (err.error == QJsonParseError::IllegalUTF8String)
        throw Failure{{}, LessonFile::tr("the text is not UTF-8 (at byte %1)").arg(at)};
    if (at >= end)
        throw Failure{{}, LessonFile::tr("the file ends too early, at byte %1: it is cut off (truncated)").arg(end)};
    // Qt's offset is at or just after the offending byte; a text editor shows lines and columns.
    const qsizetype lineStart = bytes.lastIndexOf('\n', std::max<qsizetype>(at - 1, 0)) + 1;
    const qsizetype line = bytes.left(at).count('\n') + 1;
    const qsizetype column = QString::fromUtf8(bytes.mid(lineStart, at - lineStart)).size() + 1;
    throw Failure{{}, LessonFile::tr("this is not valid JSON: a syntax error near byte %1 (line %2, column %3)")
                          .arg(at)
                          .arg(line)
                          .arg(column)};
}

} // namespace

ReadResult parseLesson(const QByteArray& bytes, const QString& fileName)
{
    ReadResult r;
    try {
        if (bytes.size() > kMaxFileBytes)
            throw Failure{{}, tooLarge(bytes.size())};
        if (bytes.trimmed().isEmpty())
            throw Failure{{}, LessonFile::tr("the file is empty")};
        QJsonDocument doc = parseJson(bytes);
        if (!doc.isObject())
            throw Failure{QStringLiteral("$"), LessonFile::tr("this is not a Steering Lab lesson: expected an object "
                                                              "starting with \"format\": \"%1\"")
                                                   .arg(QLatin1String(kFormatName))};
        const QByteArray marked = markNegativeZeros(bytes);
        if (!marked.isEmpty())
            doc = QJsonDocument::fromJson(marked);
        r.lesson = readDocument(doc.object());
    } catch (const Failure& f) {
        r.lesson.reset();
        r.error = message(fileName, f);
    } catch (const std::bad_alloc&) {
        r.lesson.reset();
        r.error = message(fileName, Failure{{}, LessonFile::tr("there is not enough memory to read it")});
    }
    return r;
}

ReadResult readLessonFile(const QString& fileName)
{
    QFileInfo info(fileName);
    auto failed = [&](const QString& problem) { return ReadResult{std::nullopt, message(fileName, Failure{{}, problem})}; };
    if (!info.exists())
        return failed(LessonFile::tr("there is no such file"));
    if (info.isDir())
        return failed(LessonFile::tr("this is a folder, not a lesson file"));
    // A pipe or a device (a FIFO would block the open until someone writes to it).
    if (!info.isFile())
        return failed(LessonFile::tr("this is not a regular file"));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return failed(LessonFile::tr("the file cannot be read: %1").arg(file.errorString()));
    if (file.size() > kMaxFileBytes)
        return failed(tooLarge(file.size()));
    // Read at most one byte more than allowed: a file that grows, or reports no size (/proc),
    // cannot make us read without end. In pieces, as large as the file says it is: one read of the
    // whole allowance reserved 64 MB for every lesson read (the bundled ones are read at each start
    // and at each language switch), which the sanitizer build fills and clears page by page.
    QByteArray bytes;
    qint64 want = qBound<qint64>(1, file.size() + 1, kMaxFileBytes + 1);
    while (bytes.size() <= kMaxFileBytes) {
        const QByteArray piece = file.read(std::min<qint64>(want, kMaxFileBytes + 1 - bytes.size()));
        if (piece.isEmpty())
            break;
        bytes += piece;
        want = 64 * 1024;
    }
    if (file.error() != QFileDevice::NoError)
        return failed(LessonFile::tr("the file cannot be read: %1").arg(file.errorString()));
    return parseLesson(bytes, fileName);
}

} // namespace lessons

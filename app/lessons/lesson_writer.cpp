// Writing a lesson file. The text is written by hand rather than through QJsonDocument so that the
// keys keep the documented order ("format" first, the set-up before the input), each input event
// takes one line, and numbers use the shortest text that reads back as the same bits (-0 included,
// which QJsonDocument writes as 0).
#include "lesson_json.h"

#include "json_numbers.h"
#include "lesson_replay.h"
#include "message_text.h"
#include "output_file.h"
#include "parameters.h"

#include <cerrno>
#include <cstring>

namespace lessons {

namespace {

void appendString(QByteArray& out, const QString& s)
{
    const QByteArray utf8 = s.toUtf8();
    out += '"';
    for (char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 15];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

void appendString(QByteArray& out, std::string_view s) { appendString(out, QString::fromUtf8(s.data(), qsizetype(s.size()))); }

void appendInt(QByteArray& out, std::int64_t v) { out += QByteArray::number(qint64(v)); }

void appendPoint(QByteArray& out, steer::Vector2D p)
{
    out += '[';
    appendJsonNumber(out, p.x);
    out += ", ";
    appendJsonNumber(out, p.y);
    out += ']';
}

void appendBool(QByteArray& out, bool b) { out += b ? "true" : "false"; }

// {"en": "...", "zh_CN": "...", "ru": "..."} with the languages that have a text; `indent` > 0
// puts each language on its own line (long notes).
void appendLocalText(QByteArray& out, const LocalText& t, int indent = 0)
{
    const struct {
        const char* key;
        const QString* text;
    } langs[] = {{"en", &t.en}, {"zh_CN", &t.zh_CN}, {"ru", &t.ru}};
    const QByteArray pad(indent, ' ');
    out += '{';
    bool first = true;
    for (const auto& l : langs) {
        if (l.text->isEmpty())
            continue;
        if (!first)
            out += ',';
        if (indent > 0)
            out += '\n' + pad + "    ";
        else if (!first)
            out += ' ';
        first = false;
        out += '"';
        out += l.key;
        out += "\": ";
        appendString(out, *l.text);
    }
    if (indent > 0 && !first)
        out += '\n' + pad;
    out += '}';
}

// The vehicle ids of the lesson's scenario (parameter events name vehicles by id in the file).
std::vector<std::string> vehicleIds(const steer::ScenarioSetup& setup)
{
    steer::ScenarioSetup s = setup;
    s.recordExplanations = false;
    steer::World w;
    if (steer::buildWorld(s, w)) // not a valid set-up: the scenario's defaults name the vehicles
        w = steer::makeWorld(setup.id, setup.seed);
    std::vector<std::string> ids;
    for (const auto& v : w.vehicles)
        ids.push_back(v.id);
    return ids;
}

void appendEvent(QByteArray& out, std::int64_t frame, const steer::InputEvent& e, const std::vector<std::string>& ids)
{
    using T = steer::InputEvent::Type;
    static const char* const types[] = {"pointer",         "add-waypoint", "clear-path",   "move-obstacle",
                                        "parameter",       "variant",      "move-waypoint", "delete-waypoint",
                                        "program",         "edge",         "add-vehicle",  "remove-vehicle",
                                        "add-obstacle",    "remove-obstacle", "script"};
    out += "{\"frame\": ";
    appendInt(out, frame);
    out += ", \"type\": \"";
    out += types[int(e.type)];
    out += '"';
    switch (e.type) {
    case T::Pointer:
    case T::AddWaypoint:
        break;
    case T::ClearPath:
        break;
    case T::MoveObstacle:
    case T::RemoveObstacle:
        out += ", \"obstacle\": ";
        appendInt(out, e.index);
        break;
    case T::Program:
    case T::AddVehicle:
    case T::Edge:
    case T::RemoveVehicle:
        out += ", \"vehicle\": ";
        appendString(out, e.name);
        if (e.type == T::Edge) {
            out += ", \"edge\": ";
            appendString(out, e.choice);
        } else if (e.type != T::RemoveVehicle) {
            out += ", \"calls\": ";
            appendString(out, e.choice);
        }
        break;
    case T::Script:
        out += ", \"file\": ";
        appendString(out, e.name);
        out += ", \"source\": ";
        appendString(out, e.choice);
        break;
    case T::AddObstacle:
        out += ", \"radius\": ";
        appendJsonNumber(out, e.value);
        break;
    case T::MoveWaypoint:
    case T::DeleteWaypoint:
        out += ", \"waypoint\": ";
        appendInt(out, e.index);
        break;
    case T::Parameter:
        out += ", \"name\": ";
        appendString(out, e.name);
        out += ", \"value\": ";
        appendJsonNumber(out, e.value);
        if (e.index >= 0) {
            out += ", \"vehicle\": ";
            if (std::size_t(e.index) < ids.size())
                appendString(out, ids[std::size_t(e.index)]);
            else
                appendInt(out, e.index); // not a vehicle of this scenario: the reader will say so
        }
        break;
    case T::Variant:
        out += ", \"behaviour\": ";
        appendString(out, e.name);
        out += ", \"choice\": ";
        appendString(out, e.choice);
        break;
    }
    if (e.type == T::Pointer || e.type == T::AddWaypoint || e.type == T::MoveObstacle || e.type == T::MoveWaypoint ||
        e.type == T::AddVehicle || e.type == T::AddObstacle) {
        out += ", \"point\": ";
        appendPoint(out, e.point);
    }
    out += '}';
}

void appendView(QByteArray& out, const LessonView& v)
{
    out += "    \"view\": {\n        \"frame\": ";
    appendInt(out, v.frame);
    if (!v.selected.isEmpty()) {
        out += ",\n        \"selected\": ";
        appendString(out, v.selected);
    }
    out += ",\n        \"zoom\": ";
    appendJsonNumber(out, v.zoom);
    if (v.centre) {
        out += ",\n        \"centre\": ";
        appendPoint(out, *v.centre);
    }
    out += ",\n        \"trails\": ";
    appendBool(out, v.trails);
    const diagrams::OverlayOptions& o = v.overlay;
    out += ",\n        \"overlay\": {\"hiddenKinds\": [";
    bool first = true;
    for (int k = 0; k < steer::kItemKindCount; ++k) {
        if (o.visible.test(std::size_t(k)))
            continue;
        if (!first)
            out += ", ";
        first = false;
        appendString(out, steer::itemKindId(steer::ItemKind(k)));
    }
    out += "], \"vectorScale\": ";
    appendJsonNumber(out, o.vectorScale);
    out += ", \"labels\": ";
    appendBool(out, o.labels);
    out += ", \"otherVehicles\": ";
    appendBool(out, o.otherVehicles);
    out += ", \"legend\": ";
    appendBool(out, o.legend);
    out += ", \"legendForm\": ";
    appendString(out, o.legendForm == diagrams::LegendForm::Compact ? QStringLiteral("compact") : QStringLiteral("full"));
    out += ", \"legendFolded\": ";
    appendBool(out, o.legendFolded);
    out += ", \"legendInShows\": ";
    appendBool(out, o.legendInShows);
    out += ", \"vehicleNames\": ";
    appendBool(out, o.vehicleNames);
    out += ", \"uiScale\": ";
    appendJsonNumber(out, o.uiScale);
    out += "}\n    }";
}

// `detail` is the system's own words (errno), often more precise than Qt's "Unknown error".
QString saveFailure(const QString& fileName, bool opening, int error)
{
    QString reason = opening ? LessonFile::tr("the folder does not let a new file be written there")
                             : LessonFile::tr("writing failed (is the disk full?)");
    if (error != 0)
        reason += QStringLiteral(" (") + shownText(QString::fromLocal8Bit(std::strerror(error))) + QLatin1Char(')');
    return LessonFile::tr("The lesson could not be saved as '%1': %2. An existing file of that name is left as it was.")
        .arg(shownFileName(fileName), reason);
}

} // namespace

QByteArray lessonToJson(const Lesson& lesson)
{
    const steer::ScenarioSetup& s = lesson.setup;
    std::vector<std::string> ids = vehicleIds(s); // followed through the sandbox's added and removed vehicles
    QByteArray out;
    out.reserve(4096 + qsizetype(lesson.input.eventCount()) * 64);
    out += "{\n    \"format\": \"";
    out += kFormatName;
    out += "\",\n    \"version\": ";
    appendInt(out, kFormatVersion);
    if (!lesson.title.isEmpty()) {
        out += ",\n    \"title\": ";
        appendLocalText(out, lesson.title, 4);
    }
    out += ",\n    \"scenario\": ";
    appendString(out, steer::scenarioInfo(s.id).key);
    out += ",\n    \"seed\": ";
    if (s.seed <= (std::uint64_t(1) << 53)) {
        out += QByteArray::number(qulonglong(s.seed));
    } else { // beyond 2^53 a JSON number would lose digits in other readers
        out += '"' + QByteArray::number(qulonglong(s.seed)) + '"';
    }
    if (s.pointer) {
        out += ",\n    \"pointer\": ";
        appendPoint(out, *s.pointer);
    }
    out += ",\n    \"parameters\": [";
    for (std::size_t i = 0; i < s.parameters.size(); ++i) {
        out += i ? ",\n        {\"name\": " : "\n        {\"name\": ";
        appendString(out, s.parameters[i].first);
        out += ", \"value\": ";
        appendJsonNumber(out, s.parameters[i].second);
        out += '}';
    }
    out += s.parameters.empty() ? "]" : "\n    ]";
    if (!lesson.vehicleParameters.empty()) {
        out += ",\n    \"vehicleParameters\": [";
        for (std::size_t i = 0; i < lesson.vehicleParameters.size(); ++i) {
            const VehicleParameter& p = lesson.vehicleParameters[i];
            out += i ? ",\n        {\"vehicle\": " : "\n        {\"vehicle\": ";
            appendString(out, p.vehicle);
            out += ", \"name\": ";
            appendString(out, p.name);
            out += ", \"value\": ";
            appendJsonNumber(out, p.value);
            out += '}';
        }
        out += "\n    ]";
    }
    out += ",\n    \"variants\": {";
    bool first = true;
    for (const auto& c : steer::variantChoices()) {
        out += first ? "" : ", ";
        first = false;
        appendString(out, c.behaviour);
        out += ": ";
        appendString(out, steer::variantName(s.variants, c.behaviour));
    }
    out += '}';
    if (!s.programs.empty()) { // only when given, so lessons without them stay byte for byte as before
        out += ",\n    \"behaviours\": [";
        for (std::size_t i = 0; i < s.programs.size(); ++i) {
            out += i ? ", " : "";
            appendString(out, s.programs[i]);
        }
        out += ']';
    }
    out += ",\n    \"lastFrame\": ";
    appendInt(out, lesson.lastFrame);
    out += ",\n    \"input\": [";
    first = true;
    for (const auto& [frame, events] : lesson.input.events()) {
        for (const auto& e : events) {
            out += first ? "\n        " : ",\n        ";
            first = false;
            appendEvent(out, frame, e, ids);
            if (e.type == steer::InputEvent::Type::AddVehicle)
                ids.push_back(e.name);
            else if (e.type == steer::InputEvent::Type::RemoveVehicle)
                std::erase(ids, e.name);
        }
    }
    out += first ? "],\n" : "\n    ],\n";
    appendView(out, lesson.view);
    if (!lesson.compare.empty()) { // compare mode's panes; a lesson without them is written as before
        out += ",\n    \"compare\": [";
        for (std::size_t i = 0; i < lesson.compare.size(); ++i) {
            out += i ? ", " : "";
            appendString(out, lesson.compare[i]);
        }
        out += ']';
    }
    out += ",\n    \"bookmarks\": [";
    for (std::size_t i = 0; i < lesson.bookmarks.size(); ++i) {
        const Bookmark& b = lesson.bookmarks[i];
        out += i ? ",\n        {\"frame\": " : "\n        {\"frame\": ";
        appendInt(out, b.frame);
        out += ", \"hash\": \"";
        out += QByteArray::number(qulonglong(b.hash), 16).rightJustified(16, '0');
        out += "\", \"title\": ";
        appendLocalText(out, b.title);
        if (!b.note.isEmpty()) {
            out += ", \"note\": ";
            appendLocalText(out, b.note);
        }
        if (b.answerTo >= 0) { // a guided lesson's answer; other bookmarks are written as before
            out += ", \"answerTo\": ";
            appendInt(out, b.answerTo);
        }
        out += '}';
    }
    out += lesson.bookmarks.empty() ? "]" : "\n    ]";
    if (!lesson.notes.isEmpty()) {
        out += ",\n    \"notes\": ";
        appendLocalText(out, lesson.notes, 4);
    }
    out += ",\n    \"annotations\": [";
    for (std::size_t i = 0; i < lesson.annotations.size(); ++i) {
        const Annotation& a = lesson.annotations[i];
        const bool arrow = a.kind == Annotation::Kind::Arrow;
        out += i ? ",\n        {\"kind\": " : "\n        {\"kind\": ";
        out += arrow ? "\"arrow\"" : "\"text\"";
        out += ", \"at\": ";
        appendPoint(out, a.at);
        if (arrow) {
            out += ", \"tail\": ";
            appendPoint(out, a.tail);
        }
        if (!a.text.isEmpty() || !arrow) {
            out += ", \"text\": ";
            appendLocalText(out, a.text);
        }
        out += ", \"frames\": [";
        appendInt(out, a.firstFrame);
        out += ", ";
        appendInt(out, a.lastFrame);
        out += "], \"color\": ";
        appendString(out, a.color.name(QColor::HexRgb));
        out += '}';
    }
    out += lesson.annotations.empty() ? "]" : "\n    ]";
    if (!lesson.questions.empty()) { // guided steps; a lesson without them is written as before
        out += ",\n    \"questions\": [";
        for (std::size_t i = 0; i < lesson.questions.size(); ++i) {
            const Question& q = lesson.questions[i];
            out += i ? ",\n        {\"kind\": \"" : "\n        {\"kind\": \"";
            out += questionKindId(q.kind);
            out += "\", \"frame\": ";
            appendInt(out, q.frame);
            if (q.kind != Question::Kind::FirstToReach) {
                out += ", \"vehicle\": ";
                appendString(out, q.vehicle);
            }
            out += ", \"text\": ";
            appendLocalText(out, q.text);
            if (!q.hiddenClaims.empty()) {
                out += ", \"hiddenClaims\": [";
                for (std::size_t r = 0; r < q.hiddenClaims.size(); ++r) {
                    out += r ? ", " : "";
                    appendString(out, q.hiddenClaims[r]);
                }
                out += ']';
            }
            out += '}';
        }
        out += "\n    ]";
    }
    out += "\n}\n";
    return out;
}

QString saveLessonFile(const Lesson& lesson, const QString& fileName)
{
    const QByteArray text = lessonToJson(lesson);
    // Read back before anything is written: a file this program would refuse to open must never
    // replace the teacher's old one (an edit before a bookmark once wrote such files). A refusal
    // here is a fault of the program, said as one, and the lesson stays open and unsaved.
    ReadResult back = parseLesson(text, fileName);
    const QString problem = back.lesson ? checkLesson(*back.lesson) : back.error;
    if (!problem.isEmpty())
        return LessonFile::tr("The lesson was not saved as '%1': Steering Lab would not open what it was about to write (%2). "
                              "This is a fault in Steering Lab; please report it with this message. An existing file of that "
                              "name is left as it was, and the lesson stays open.")
            .arg(shownFileName(fileName), problem);
    // Written next to the target and renamed over it only when everything was written (a
    // failure at any point leaves the old file as it was); written through a hard link, and
    // straight into a FIFO or a device (app/files/output_file.h).
    files::OutputFile file(fileName);
    if (!file.open())
        return saveFailure(fileName, true, file.error());
    if (file.device()->write(text) != text.size()) {
        file.cancel();
        return saveFailure(fileName, false, file.error());
    }
    if (!file.commit())
        return saveFailure(fileName, false, file.error());
    return {};
}

} // namespace lessons

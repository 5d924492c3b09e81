// Writes the bundled lessons (app/lessons/bundled/*.steerlab) from their descriptions
// (bundled_specs.cpp: scenario, input, how to find each bookmark by simulation) and their texts
// (texts/<name>.json: title, notes and bookmark texts in English, Chinese and Russian).
//
//   make_bundled_lessons <texts folder> <output folder>
//   make_bundled_lessons --figures     (prints the bookmark frames and figures the finders measure)
//
// Every file goes through the same code as a teacher's lesson: the lesson writer, then the reader
// and the replay, which must give it back unchanged with every bookmark's hash. Any problem (a
// bookmark that never happens, a text missing in one language, a placeholder without a value)
// stops the program with a message and exit status 1; nothing half-made is left as the output.
//
// Texts file:
//   { "title": {"en": "...", "zh_CN": "...", "ru": "..."},
//     "notes": {"en": ["paragraph", ...], "zh_CN": [...], "ru": [...]},
//     "bookmarks": {"<id>": {"title": {...}, "note": {...}}, ...},
//     "questions": [{"en": "...", "zh_CN": "...", "ru": "..."}, ...] }   (guided lessons only)
// Paragraphs are Qt rich text (<b>, <i>, <code>); {key} is replaced by a figure the finder measured,
// {<bookmark id>} by that bookmark's frame and {last} by the lesson's last frame. Russian texts
// write {key:пиксель,пикселя,пикселей} to get the noun in the form the number needs.
#include "bundled_lessons.h"
#include "bundled_specs.h"
#include "lesson_json.h"
#include "lesson_replay.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>
#include <cstdio>
#include <set>

namespace {

const char* const kLanguages[] = {"en", "zh_CN", "ru"};

struct Failure {
    QString text;
};

[[noreturn]] void fail(const QString& lesson, const QString& what)
{
    throw Failure{lesson + QStringLiteral(": ") + what};
}

// Russian nouns after a number: one (1, 21 ...), few (2-4, 22-24 ...), many (5-20, 25 ...), and
// a fraction takes the genitive singular (`fraction`, by default the same as `few`).
QString russianNoun(const QString& number, const QStringList& forms)
{
    if (number.contains(QLatin1Char('.')))
        return forms.value(3, forms.value(1));
    const qint64 n = number.toLongLong();
    if (n % 10 == 1 && n % 100 != 11)
        return forms.value(0);
    if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14))
        return forms.value(1);
    return forms.value(2);
}

// Replaces {key} by the figure `key`; in Russian {key:one,few,many[,fraction]} also puts the noun
// in the form the number needs. Decimals keep their point in every language, as in the panels,
// plots and formulas the lesson sits beside (a comma there would read as the separator of a vector).
QString fill(const QString& text, const std::map<std::string, QString>& values, const QString& lesson, const QString& language)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([A-Za-z0-9_]+)(?::([^{}]+))?\\}"));
    const bool russian = language == QLatin1String("ru");
    QString out;
    qsizetype at = 0;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const auto found = values.find(m.captured(1).toStdString());
        if (found == values.end())
            fail(lesson, QStringLiteral("no figure for {%1}").arg(m.captured(1)));
        QString value = found->second;
        QString noun;
        if (m.capturedLength(2) > 0) {
            const QStringList forms = m.captured(2).split(QLatin1Char(','));
            if (!russian || forms.size() < 3 || forms.size() > 4)
                fail(lesson, QStringLiteral("noun forms {%1} belong in Russian texts only, three or four of them").arg(m.captured(0)));
            noun = QLatin1Char(' ') + russianNoun(value, forms);
        }
        out += text.mid(at, m.capturedStart() - at) + value + noun;
        at = m.capturedEnd();
    }
    out += text.mid(at);
    if (out.contains(QLatin1Char('{')) || out.contains(QLatin1Char('}')))
        fail(lesson, QStringLiteral("a brace left in \"%1\"").arg(out.left(60)));
    return out;
}

// One text in the three languages; `paragraphs` takes a list of paragraphs per language.
lessons::LocalText localText(const QJsonValue& v, const std::map<std::string, QString>& values, const QString& lesson,
                             const QString& where, bool paragraphs)
{
    if (!v.isObject())
        fail(lesson, where + QStringLiteral(" is not an object"));
    lessons::LocalText t;
    QString* inLanguage[] = {&t.en, &t.zh_CN, &t.ru};
    for (int i = 0; i < 3; ++i) {
        const QJsonValue one = v.toObject().value(QLatin1String(kLanguages[i]));
        QString text;
        if (paragraphs) {
            QStringList ps;
            for (const QJsonValue& p : one.toArray())
                ps << QStringLiteral("<p>") + fill(p.toString(), values, lesson, QLatin1String(kLanguages[i])) + QStringLiteral("</p>");
            text = ps.join(QLatin1Char('\n'));
        } else {
            text = fill(one.toString(), values, lesson, QLatin1String(kLanguages[i]));
        }
        if (text.trimmed().isEmpty())
            fail(lesson, where + QStringLiteral(" has no ") + QLatin1String(kLanguages[i]) + QStringLiteral(" text"));
        *inLanguage[i] = text;
    }
    return t;
}

QJsonObject readTexts(const QString& folder, const QString& name)
{
    QFile file(QDir(folder).filePath(name + QStringLiteral(".json")));
    if (!file.open(QIODevice::ReadOnly))
        fail(name, QStringLiteral("cannot read %1").arg(file.fileName()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject())
        fail(name, QStringLiteral("%1: %2 at byte %3").arg(file.fileName(), error.errorString()).arg(error.offset));
    return doc.object();
}

lessons::Lesson make(const bundled::Spec& spec, const QString& textsFolder)
{
    QString err;
    const bundled::Run run = bundled::simulate(spec.lesson, &err);
    if (!err.isEmpty())
        fail(spec.name, err);
    bundled::Finder finder(run);
    spec.find(finder);
    if (!finder.problems().isEmpty())
        fail(spec.name, finder.problems().join(QStringLiteral("; ")));

    const QJsonObject texts = readTexts(textsFolder, spec.name);
    std::map<std::string, QString> values = finder.values();
    values["last"] = QString::number(spec.lesson.lastFrame);
    lessons::Lesson lesson = spec.lesson;
    lesson.title = localText(texts.value(QStringLiteral("title")), values, spec.name, QStringLiteral("title"), false);
    lesson.notes = localText(texts.value(QStringLiteral("notes")), values, spec.name, QStringLiteral("notes"), true);

    const QJsonObject marks = texts.value(QStringLiteral("bookmarks")).toObject();
    std::set<QString> used;
    auto found = finder.marks();
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    for (const auto& [id, frame] : found) {
        const QString key = QString::fromStdString(id);
        if (!marks.contains(key))
            fail(spec.name, QStringLiteral("no text for bookmark '%1'").arg(key));
        used.insert(key);
        const QJsonObject m = marks.value(key).toObject();
        lessons::Bookmark b;
        b.frame = frame;
        b.title = localText(m.value(QStringLiteral("title")), values, spec.name, key + QStringLiteral(".title"), false);
        b.note = localText(m.value(QStringLiteral("note")), values, spec.name, key + QStringLiteral(".note"), false);
        if (const auto answer = finder.answers().find(id); answer != finder.answers().end())
            b.answerTo = answer->second;
        lesson.bookmarks.push_back(b);
    }
    for (const auto& [id, question] : finder.answers())
        if (question < 0 || std::size_t(question) >= finder.questions().size() || !used.count(QString::fromStdString(id)))
            fail(spec.name, QStringLiteral("answer '%1' names no bookmark or no question %2").arg(QString::fromStdString(id)).arg(question));
    for (const QString& key : marks.keys())
        if (!used.count(key))
            fail(spec.name, QStringLiteral("bookmark text '%1' has no bookmark").arg(key));

    // Guided steps: the finder says where, the texts file what to ask (one entry per question, in order).
    const QJsonArray asked = texts.value(QStringLiteral("questions")).toArray();
    if (asked.size() != qsizetype(finder.questions().size()))
        fail(spec.name, QStringLiteral("%1 question texts for %2 questions").arg(asked.size()).arg(finder.questions().size()));
    for (std::size_t i = 0; i < finder.questions().size(); ++i) {
        lessons::Question q = finder.questions()[i];
        q.text = localText(asked.at(qsizetype(i)), values, spec.name, QStringLiteral("questions[%1]").arg(i), false);
        lesson.questions.push_back(q);
    }

    // The hashes as the program's own replay computes them (History, as the window and the reader do).
    steer::History history;
    if (QString e = lessons::replayLesson(lesson, history); !e.isEmpty())
        fail(spec.name, e);
    lessons::stampBookmarks(lesson, history);
    for (const lessons::Bookmark& b : lesson.bookmarks)
        if (b.hash != run.frames[std::size_t(b.frame)].hash())
            fail(spec.name, QStringLiteral("frame %1 differs between the straight run and the replay").arg(b.frame));
    return lesson;
}

void write(const lessons::Lesson& lesson, const QString& name, const QString& outFolder)
{
    const QString path = QDir(outFolder).filePath(name + QString::fromLatin1(lessons::kFileSuffix));
    if (QString e = lessons::saveLessonFile(lesson, path); !e.isEmpty())
        fail(name, e);
    // Back through the reader and the replay, exactly as when the program opens it.
    const lessons::ReadResult read = lessons::readLessonFile(path);
    if (!read.lesson)
        fail(name, read.error);
    if (!(*read.lesson == lesson))
        fail(name, QStringLiteral("the file does not read back as the lesson written"));
    steer::History history;
    if (QString e = lessons::replayLesson(*read.lesson, history); !e.isEmpty())
        fail(name, e);
    if (!lessons::checkBookmarks(*read.lesson, history).empty())
        fail(name, QStringLiteral("a bookmark's hash differs after reading the file back"));
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 2 && args[1] == QLatin1String("--figures")) {
        // What the finders measure, before any text is written: to write the texts from.
        for (const bundled::Spec& spec : bundled::bundledSpecs()) {
            QString err;
            const bundled::Run run = bundled::simulate(spec.lesson, &err);
            bundled::Finder finder(run);
            if (err.isEmpty())
                spec.find(finder);
            std::printf("%s\n", qPrintable(spec.name));
            for (const auto& [key, value] : finder.values())
                std::printf("    %-20s %s\n", key.c_str(), qPrintable(value));
            for (const QString& p : finder.problems() + QStringList(err))
                if (!p.isEmpty())
                    std::printf("    PROBLEM %s\n", qPrintable(p));
        }
        return 0;
    }
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: make_bundled_lessons <texts folder> <output folder>\n"
                             "       make_bundled_lessons --figures\n");
        return 2;
    }
    QStringList names;
    for (const bundled::Spec& spec : bundled::bundledSpecs())
        names << QStringLiteral(":/lessons/%1.steerlab").arg(spec.name);
    if (names != lessons::bundledLessons()) {
        std::fprintf(stderr, "make_bundled_lessons: bundledSpecs() and bundledLessons() name different lessons\n");
        return 1;
    }
    try {
        // Everything is made and checked first; files are written only when every lesson is good.
        std::vector<std::pair<QString, lessons::Lesson>> made;
        for (const bundled::Spec& spec : bundled::bundledSpecs())
            made.emplace_back(spec.name, make(spec, args[1]));
        for (const auto& [name, lesson] : made) {
            write(lesson, name, args[2]);
            QStringList marks;
            for (const auto& b : lesson.bookmarks)
                marks << QString::number(b.frame);
            std::printf("%-22s frames 0-%-4lld bookmarks %s\n", qPrintable(name), static_cast<long long>(lesson.lastFrame),
                        qPrintable(marks.join(QStringLiteral(", "))));
        }
    } catch (const Failure& f) {
        std::fprintf(stderr, "make_bundled_lessons: %s\n", qPrintable(f.text));
        return 1;
    }
    return 0;
}

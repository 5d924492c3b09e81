#include "bundled_lessons.h"

#include "lesson_json.h"

#include <QFileInfo>

namespace lessons {

QStringList bundledLessons()
{
    // Teaching order: the single behaviours of 002 and their pairs, arrive, pursue and evade with
    // the places where the seeds disagree right after the behaviour they change, wander, then the
    // behaviours of 000/001 (avoidance, path, flock), offset pursuit (003) and Lennard-Jones (004).
    // A guided lesson ("-predict", "-race": predict, then check) follows the lessons of its behaviour.
    // The same names as make_bundled_lessons writes and CMakeLists.txt puts into the resources.
    static const char* const names[] = {
        "seek", "seek-predict", "flee", "seek-flee", "seek-flee-cycle", "arrive", "seek-versus-arrive",
        "pursue", "pursuer-beats-seeker", "pursue-race", "pursue-evade", "evade-ahead-behind", "lookahead-book-cocos",
        "wander", "wander-step", "avoid", "avoid-predict", "path", "flock", "flock-alignment", "flock-insight",
        "offset-pursuit", "lennard-jones",
    };
    QStringList paths;
    for (const char* name : names)
        paths << QStringLiteral(":/lessons/%1.steerlab").arg(QLatin1String(name));
    return paths;
}

QList<BundledEntry> bundledEntries(const QString& language)
{
    QList<BundledEntry> entries;
    for (const QString& path : bundledLessons()) {
        const ReadResult read = readLessonFile(path);
        if (!read.lesson)
            continue; // the bundled files are tested; a damaged one is not offered
        BundledEntry e{path, read.lesson->title.in(language), read.lesson->notes.in(language)};
        if (e.title.isEmpty())
            e.title = QFileInfo(path).completeBaseName();
        entries.append(e);
    }
    return entries;
}

} // namespace lessons

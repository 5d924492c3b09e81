#pragma once
// The lessons that ship with the program: `.steerlab` files compiled into the binary as Qt
// resources (:/lessons/<name>.steerlab). They are opened like any teacher's file
// (lessons::readLessonFile accepts a resource path), so they obey the same format and checks.
#include <QList>
#include <QStringList>

namespace lessons {

// Resource paths of the bundled lessons in teaching order (seek first, Lennard-Jones last).
QStringList bundledLessons();

// What the Lessons menu and the start page list: each bundled lesson that reads, with its title
// (else its file name) and notes in `language` (else English).
struct BundledEntry {
    QString path;
    QString title;
    QString notes;
};
QList<BundledEntry> bundledEntries(const QString& language);

} // namespace lessons

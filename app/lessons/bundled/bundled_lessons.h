#pragma once
// The lessons that ship with the program: `.steerlab` files compiled into the binary as Qt
// resources (:/lessons/<name>.steerlab). They are opened like any teacher's file
// (lessons::readLessonFile accepts a resource path), so they obey the same format and checks.
#include <QStringList>

namespace lessons {

// Resource paths of the bundled lessons in teaching order (seek first, Lennard-Jones last).
QStringList bundledLessons();

} // namespace lessons

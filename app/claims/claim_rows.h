#pragma once
// The rows of the Claims panel by name, so that a guided lesson can say which of them would give a
// question's answer away (lesson.h, Question::hiddenClaims; docs/lesson-format.md "Answers hidden
// until Check"). The names are part of the lesson file format: never rename one.
#include <QString>
#include <QStringList>

namespace claims {

// "pursue-claim"  the claim of 002 that the pursuer reaches the target before the seeker
// "pursuer-reach" when (or whether) the pursuer reached the target or the evader
// "seeker-reach"  when (or whether) the seeker reached the target
// "reach-order"   which of the two was earlier, by how many frames
// "reach-distance" what "reached" means (one body length)
// "arrive-claim", "braking", "arrive-now"   arrive: the claim, where braking started, dist and speed now
// "clearance"     avoid: the smallest clearance to each circle so far, and whether one was touched
const QStringList& rowIds();
bool isRowId(const QString& id);

} // namespace claims

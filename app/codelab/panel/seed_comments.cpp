// The seeds' comments as translatable texts (context "SeedComments"): the Code panel puts each
// .js file's comments through these on the way into the editor. Every comment of
// app/codelab/seed_methods/*.js is here, word for word (tst_code_panel checks it).
#include "seed_methods.h"

#include <QtGlobal>

namespace codelab {

const QStringList& seedCommentSources()
{
    static const char* const kComments[] = {
        QT_TRANSLATE_NOOP("SeedComments", "From SteeredVehicle.as in the AS3 study notes (articles 000 and 001)."),
        QT_TRANSLATE_NOOP("SeedComments", "Arrive behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "_arrivalThreshold: the arrive distance threshold (closer than this, slow down)"),
        QT_TRANSLATE_NOOP("SeedComments", "Object avoidance"),
        QT_TRANSLATE_NOOP("SeedComments", "_avoidDistance: how far ahead the vehicle notices obstacles"),
        QT_TRANSLATE_NOOP("SeedComments", "_avoidBuffer: the room the vehicle keeps between itself and an obstacle when it turns away"),
        QT_TRANSLATE_NOOP("SeedComments", "The displacement vector from the vehicle to the obstacle"),
        QT_TRANSLATE_NOOP("SeedComments", "If the obstacle is in front of the vehicle"),
        QT_TRANSLATE_NOOP("SeedComments", "The vehicle's \"feeler\""),
        QT_TRANSLATE_NOOP("SeedComments", "The projection of the displacement onto the feeler"),
        QT_TRANSLATE_NOOP("SeedComments", "The obstacle's distance from the feeler"),
        QT_TRANSLATE_NOOP("SeedComments", "If the feeler (with the buffer added) meets the obstacle"),
        QT_TRANSLATE_NOOP("SeedComments", "and the projection is shorter than the feeler,"),
        QT_TRANSLATE_NOOP("SeedComments", "a collision is coming: steer away"),
        QT_TRANSLATE_NOOP("SeedComments", "Work out a force turned by 90 degrees"),
        QT_TRANSLATE_NOOP("SeedComments", "Scale the force by the distance to the obstacle: as small as it can be while still avoiding it"),
        QT_TRANSLATE_NOOP("SeedComments", "Add it to the steering force"),
        QT_TRANSLATE_NOOP("SeedComments", "Brake: slow the vehicle down while it turns; the nearer the obstacle, the harder the braking."),
        QT_TRANSLATE_NOOP("SeedComments", "Evade behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "Where the articles disagree: 002 predicts target.position.subtract(...), a point behind the pursuer; this is 000/001's prediction ahead of it, the program's default."),
        QT_TRANSLATE_NOOP("SeedComments", "Flee behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "The only difference from seek. In a word: the target is spotted, so turn round and run!"),
        QT_TRANSLATE_NOOP("SeedComments", "Flocking behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "average velocity"),
        QT_TRANSLATE_NOOP("SeedComments", "average position"),
        QT_TRANSLATE_NOOP("SeedComments", "the number of vehicles in sight"),
        QT_TRANSLATE_NOOP("SeedComments", "if the other vehicle is in sight"),
        QT_TRANSLATE_NOOP("SeedComments", "add up velocities and positions"),
        QT_TRANSLATE_NOOP("SeedComments", "if the other vehicle is too close, flee it (this is separation)"),
        QT_TRANSLATE_NOOP("SeedComments", "count the vehicles in sight"),
        QT_TRANSLATE_NOOP("SeedComments", "work out the average position"),
        QT_TRANSLATE_NOOP("SeedComments", "steer towards the centre (this is cohesion)"),
        QT_TRANSLATE_NOOP("SeedComments", "Where the articles disagree: 000/001 print _steeringForce.add(...) and keep nothing, so alignment is lost; this keeps the sum, the program's default."),
        QT_TRANSLATE_NOOP("SeedComments", "match the average velocity (this is alignment)"),
        QT_TRANSLATE_NOOP("SeedComments", "Path following"),
        QT_TRANSLATE_NOOP("SeedComments", "_pathIndex: the index of the current waypoint"),
        QT_TRANSLATE_NOOP("SeedComments", "_pathThreshold: the distance threshold of path following"),
        QT_TRANSLATE_NOOP("SeedComments", "Is the other vehicle within sight?"),
        QT_TRANSLATE_NOOP("SeedComments", "_inSightDist: how far the vehicle sees"),
        QT_TRANSLATE_NOOP("SeedComments", "---->start this part may even be removed, but then the flock behaves differently"),
        QT_TRANSLATE_NOOP("SeedComments", "<-----end"),
        QT_TRANSLATE_NOOP("SeedComments", "Pursue behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "Where the articles disagree: 003 divides by (maxSpeed + the target's speed) and seeks the target directly when head-on; this is 000-002's look-ahead, the program's default."),
        QT_TRANSLATE_NOOP("SeedComments", "If the target stood still, how long would the pursuer take to get there at full speed?"),
        QT_TRANSLATE_NOOP("SeedComments", "From the Cocos Creator port (article 003), TypeScript to JavaScript."),
        QT_TRANSLATE_NOOP("SeedComments", "Offset pursuit keeps a vehicle at a given offset from its leader."),
        QT_TRANSLATE_NOOP("SeedComments", "First the offset point, then where it will be, then arrive there."),
        QT_TRANSLATE_NOOP("SeedComments", "The leader's heading and side: its velocity made unit length, and that turned by 90 degrees"),
        QT_TRANSLATE_NOOP("SeedComments", "Seek behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "Note: _maxSpeed here is inherited from the parent class"),
        QT_TRANSLATE_NOOP("SeedComments", "_tooCloseDist: the safe distance that keeps the flock from crowding together"),
        QT_TRANSLATE_NOOP("SeedComments", "From the Russian translation of the book (article 002)."),
        QT_TRANSLATE_NOOP("SeedComments", "Wander behaviour"),
        QT_TRANSLATE_NOOP("SeedComments", "Where the articles disagree: 000/001 print Math.random() - 0.5 * _wanderRange (an operator precedence slip); this is 002's step, the program's default."),
    };
    static const QStringList list = [] {
        QStringList l;
        for (const char* c : kComments)
            l << QString::fromUtf8(c);
        return l;
    }();
    return list;
}

} // namespace codelab

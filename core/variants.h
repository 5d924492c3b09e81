#pragma once
// Where the seeds disagree (../shared/SOURCES.md, "Where the seeds disagree"), each reading is a
// switch on the world. Defaults are the readings that do what the seeds' text describes.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace steer {

// wanderAngle step. 000/001 print `random() - 0.5*wanderRange` (a precedence slip);
// 002 prints `random()*wanderRange - wanderRange*0.5` (a step within ±range/2, as the text says).
enum class WanderStep { Range, Printed000 };
// evade's predicted point. 000/001/003: p + v*t (where the pursuer will be); 002: p - v*t.
enum class EvadePrediction { Ahead, Behind002 };
// pursue/evade look-ahead. Book (000-002): t = dist/maxSpeed.
// Cocos (003): t = dist/(maxSpeed + |target.v|), and pursue seeks directly when head-on.
enum class LookAhead { Book, Cocos };
// flock alignment. Intended: F += avgVel - v. Printed (000/001): the sum is computed and
// discarded, because add() returns a new vector. Cocos (003): F -= avgVel.
enum class Alignment { Intended, Printed000, Cocos };
// inSight. Front: distance and "only those in front" dot test (printed code). All: distance only.
enum class InSight { Front, All };
// flock frame order. InTurn (FlockTest, 000-003): vehicle i flocks with the others as they are now
// (those before it have already moved this frame), then moves. Simultaneous (Reynolds' boids, Qt's
// Elastic Nodes): every vehicle flocks with the same snapshot of frame k, then all move.
enum class FrameOrder { InTurn, Simultaneous };

struct Variants {
    WanderStep wander = WanderStep::Range;
    EvadePrediction evade = EvadePrediction::Ahead;
    LookAhead lookAhead = LookAhead::Book;
    Alignment alignment = Alignment::Intended;
    InSight inSight = InSight::Front;
    FrameOrder order = FrameOrder::InTurn;
    bool operator==(const Variants&) const = default;
};

// Machine names used by --variant behaviour=name, settings files and the app's switches.
struct VariantChoice {
    std::string_view behaviour;          // "wander", "evade", "lookahead", "alignment", "insight", "order"
    std::vector<std::string_view> names; // first is the default
};
const std::vector<VariantChoice>& variantChoices();
// Sets one variant; returns an error text (English, for the command line) or nothing.
std::optional<std::string> setVariant(Variants& v, std::string_view behaviour, std::string_view name);
std::string_view variantName(const Variants& v, std::string_view behaviour);

} // namespace steer

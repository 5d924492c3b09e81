#pragma once
// A lesson as the teacher prepared it: everything needed to show the same frames again (the
// scenario set-up, the recorded input, the view) plus what the teacher wrote for the class
// (bookmarks, notes, stage annotations). Plain values; lesson_json.h reads and writes them as a
// `.steerlab` file (docs/lesson-format.md) and lesson_replay.h turns one into frames.
#include "input_log.h"
#include "overlay_options.h"
#include "scenarios.h"

#include <QColor>
#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace lessons {

// A text in one or more of the program's languages. An empty string means "not written in
// that language".
struct LocalText {
    QString en;
    QString zh_CN;
    QString ru;

    bool isEmpty() const { return en.isEmpty() && zh_CN.isEmpty() && ru.isEmpty(); }
    // The three languages by index, in the order the editing dialogs' tabs show them (kLanguages).
    static constexpr const char* kLanguages[3] = {"en", "zh_CN", "ru"};
    QString& at(int i) { return i == 1 ? zh_CN : i == 2 ? ru : en; }
    const QString& at(int i) const { return i == 1 ? zh_CN : i == 2 ? ru : en; }
    // The text in `language` ("en", "zh_CN", "ru"), else English, else the first language that
    // has one; `fellBack` says whether it is in another language than the one asked for.
    QString in(const QString& language, bool* fellBack = nullptr) const;
    bool operator==(const LocalText&) const = default;
};

// A per-vehicle value set before the first frame (the teacher tuned one vehicle, then reset).
struct VehicleParameter {
    std::string vehicle; // the vehicle's id, e.g. "pursuer"
    std::string name;    // a Vehicle-scope parameter (parameters.h)
    double value = 0.0;
    bool operator==(const VehicleParameter&) const = default;
};

// A moment worth stopping at. `hash` is World::hash() of that frame when the bookmark was made:
// a lesson that computes differently in a later version is noticed, not silently shown.
struct Bookmark {
    std::int64_t frame = 0;
    LocalText title; // never empty
    LocalText note;
    std::uint64_t hash = 0;
    // A guided lesson's answer: the index in Lesson::questions of the question whose Check reveals
    // this bookmark (hidden before, so that the class predicts first); -1: always shown.
    int answerTo = -1;
    bool operator==(const Bookmark&) const = default;
};

// A short text or an arrow on the stage, visible from firstFrame to lastFrame (both included).
struct Annotation {
    enum class Kind : std::uint8_t { Text, Arrow };
    Kind kind = Kind::Text;
    steer::Vector2D at;   // stage position: where the text is anchored, or the arrow's head
    steer::Vector2D tail; // arrows: where the arrow starts (unused for texts)
    LocalText text;       // texts: never empty; arrows: an optional label at the tail
    std::int64_t firstFrame = 0;
    std::int64_t lastFrame = 0;
    QColor color = QColor(0xd0, 0x40, 0x10);
    bool operator==(const Annotation&) const = default;
};

// A guided step (issue #14, "predict, then check"): at `frame` the student predicts, then checks
// against the next frames. The program works out the choices and the answer from the world itself
// (app/guided/guided_question.h); the file holds only what to ask, where and about whom.
struct Question {
    enum class Kind : std::uint8_t {
        NextVelocity,  // "where will v point next frame?": three arrows at `vehicle`
        PushingCircle, // "which circle will push?": the circles of the stage, or none
        FirstToReach,  // "who reaches the target first?": the chasers of the pursue demo
    };
    Kind kind = Kind::NextVelocity;
    std::int64_t frame = 0;
    std::string vehicle; // NextVelocity, PushingCircle: the vehicle's id; FirstToReach: empty
    LocalText text;      // the question as the student reads it; never empty
    // Rows of the Claims panel that would give the answer away (claim_rows.h ids, e.g.
    // "pursuer-reach"), hidden until this question's Check.
    std::vector<std::string> hiddenClaims;
    bool operator==(const Question&) const = default;
};

// The kind as the file writes it: "next-velocity", "pushing-circle", "first-to-reach".
const char* questionKindId(Question::Kind kind);
// The kind of a file's id; false when there is none of that name.
bool questionKindFromId(const QString& id, Question::Kind& kind);

// How the lesson is shown when it opens.
struct LessonView {
    std::int64_t frame = 0; // the frame shown first (at most the lesson's lastFrame)
    QString selected;       // vehicle id; empty: the scenario's main vehicle
    // Saved: visible kinds, vectorScale, labels, otherVehicles, legend (its form, folded, in
    // presentation and animations), vehicleNames, uiScale.
    // The hover highlight and the second language belong to the classroom, not to the lesson.
    diagrams::OverlayOptions overlay;
    double zoom = 1.0;                    // relative to the fitted stage
    std::optional<steer::Vector2D> centre; // stage point at the view's centre; none: fitted
    bool trails = false;
    bool operator==(const LessonView&) const;
};

struct Lesson {
    LocalText title; // may be empty: the window then shows the file name
    steer::ScenarioSetup setup; // scenario, seed, pointer, world-wide parameters, variants
    std::vector<VehicleParameter> vehicleParameters; // applied after `setup`, in order
    steer::InputLog input;      // everything the teacher did, each at its frame
    std::int64_t lastFrame = 0; // the furthest frame recorded (every input frame is at most this)
    LessonView view;
    std::vector<Bookmark> bookmarks;
    LocalText notes; // Qt rich text (a small HTML subset) per language
    std::vector<Annotation> annotations;
    // Compare mode (app/compare/compare_spec.h): the panes beside the main run, as spec texts
    // ("variant:wander=printed", "set:maxSpeed=5", "behaviours:ID=CALL,..."); empty: not comparing.
    std::vector<QString> compare;
    std::vector<Question> questions; // guided steps, in the order they are asked
};

// Field by field, doubles compared with ==. (The file tests also compare the written bytes, which
// tell 0 from -0.)
bool operator==(const Lesson& a, const Lesson& b);
bool sameSetup(const steer::ScenarioSetup& a, const steer::ScenarioSetup& b);

} // namespace lessons

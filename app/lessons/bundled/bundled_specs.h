#pragma once
// What make_bundled_lessons knows about each bundled lesson besides its texts: the scenario set-up,
// the recorded input, and how to FIND the moments worth stopping at by simulating the frames (the
// first frame where the pursuer is within 10 px of the target, the first feeler touch ...), plus
// the figures the notes quote (found by the same runs, so the texts never disagree with the frames).
#include "lesson.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace bundled {

// Every frame of a lesson as the window shows it: frames[n] is frame n after that frame's input;
// previews[n] is frames[n] stepped once with explanation records, which are what the window draws
// on frame n ("next step: frame n -> n+1").
struct Run {
    std::vector<steer::World> frames;
    std::vector<steer::World> previews;
};

// Frames 0 .. lesson.lastFrame by the lesson's own set-up (lessons::buildLessonWorld) and input log.
// An empty run and `error` set when the lesson does not build.
Run simulate(const lessons::Lesson& lesson, QString* error);

// What a finder gives back: bookmarks by id (the texts file names them) and figures for the texts.
class Finder {
public:
    explicit Finder(const Run& run) : run_(run) {}

    const Run& run() const { return run_; }
    std::int64_t last() const { return std::int64_t(run_.frames.size()) - 1; }
    const steer::World& at(std::int64_t n) const { return run_.frames[std::size_t(n)]; }
    const steer::World& preview(std::int64_t n) const { return run_.previews[std::size_t(n)]; }

    // The first frame in [from, last()] where `test` holds; -1 and a problem named `what` if none.
    std::int64_t first(std::int64_t from, const std::function<bool(std::int64_t)>& test, const char* what);
    // The frame in [from, to] where `f` is smallest (the earliest of equals).
    std::int64_t argMin(std::int64_t from, std::int64_t to, const std::function<double(std::int64_t)>& f) const;
    std::int64_t argMax(std::int64_t from, std::int64_t to, const std::function<double(std::int64_t)>& f) const;

    void mark(const std::string& id, std::int64_t frame); // ignored (problem already noted) when frame < 0
    // A figure the texts name by `key` (not `value`: that is how records were read by name, issue #33).
    void figure(const std::string& key, double v, int decimals);
    void figure(const std::string& key, const QString& v) { values_[key] = v; }
    void problem(const QString& p) { problems_ << p; }
    // A guided step at `frame` (ignored, problem already noted, when frame < 0); its text is the
    // texts file's "questions" entry of the same position.
    // `hiddenClaims`: the Claims rows (claim_rows.h) that give its answer away, hidden until Check.
    void ask(lessons::Question::Kind kind, std::int64_t frame, const std::string& vehicle = {},
             std::vector<std::string> hiddenClaims = {});
    // Bookmark `bookmark` gives the answer of question number `question` (from 0, in the order
    // asked) away: the window hides it until that question is checked.
    void answer(const std::string& bookmark, int question);

    const std::vector<std::pair<std::string, std::int64_t>>& marks() const { return marks_; }
    const std::map<std::string, QString>& values() const { return values_; }
    const QStringList& problems() const { return problems_; }
    const std::vector<lessons::Question>& questions() const { return questions_; }
    const std::map<std::string, int>& answers() const { return answers_; }

private:
    const Run& run_;
    std::vector<std::pair<std::string, std::int64_t>> marks_;
    std::map<std::string, QString> values_;
    QStringList problems_;
    std::vector<lessons::Question> questions_;
    std::map<std::string, int> answers_;
};

struct Spec {
    QString name;           // file name without .steerlab, also the texts file's name
    lessons::Lesson lesson; // set-up, input, lastFrame and view; texts and bookmarks come later
    std::function<void(Finder&)> find;
};

// The bundled lessons in teaching order.
std::vector<Spec> bundledSpecs();
// The guided lessons among them (guided_specs.cpp): seek-predict, avoid-predict, pursue-race.
std::vector<Spec> guidedSpecs();

// A lesson of scenario `id`, seed 1, frames 0 .. lastFrame, nothing else set.
lessons::Lesson base(steer::ScenarioId id, std::int64_t lastFrame);

// Measures the finders share (also used by nothing else: the test measures independently).
double distance(const steer::World& w, int a, int b);
double polarisation(const steer::World& w); // |mean of the unit headings|: 0 disorder .. 1 all parallel
int groups(const steer::World& w, double link); // clusters of vehicles joined by gaps < link
bool edgeHitBefore(const Finder& f, std::int64_t n, int vehicle); // the step n-1 -> n met the stage edge
const steer::BehaviourRecord* previewCall(const Finder& f, std::int64_t n, int vehicle, steer::Behaviour b);

} // namespace bundled

#include "compare_pane.h"

#include "parameters.h"
#include "program.h"
#include "program_problem_text.h"

#include <QCoreApplication>

#include <limits>
#include <optional>
#include <utility>

// Written out at each call (not through a helper) so that lupdate finds the context "Compare".
namespace {
// Where the pane's log first differs from the main one's: (frame, position in that frame's list).
// Main events after the pane's last frame are not a difference: they are copied on the way there,
// and so are main events added at the pane's last frame after the ones it has.
std::optional<std::pair<std::int64_t, std::size_t>> firstDifference(const steer::InputLog& mine,
                                                                    const steer::InputLog& main,
                                                                    std::int64_t myLast)
{
    constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();
    auto a = mine.events().begin();
    auto b = main.events().begin();
    while (true) {
        const std::int64_t fa = a == mine.events().end() ? kNone : a->first;
        std::int64_t fb = b == main.events().end() ? kNone : b->first;
        if (fb > myLast)
            fb = kNone;
        if (fa == kNone && fb == kNone)
            return std::nullopt;
        if (fa != fb)
            return std::make_pair(std::min(fa, fb), std::size_t(0));
        const auto& ea = a->second;
        const auto& eb = b->second;
        const std::size_t common = std::min(ea.size(), eb.size());
        for (std::size_t k = 0; k < common; ++k)
            if (!(ea[k] == eb[k]))
                return std::make_pair(fa, k);
        if (ea.size() > eb.size() || (ea.size() < eb.size() && fa < myLast))
            return std::make_pair(fa, common);
        ++a;
        ++b;
    }
}
} // namespace

ComparePane::ComparePane(compare::Spec spec) : spec_(std::move(spec)) {}

QString ComparePane::build(const steer::ScenarioSetup& base)
{
    built_ = false;
    problem_.clear();
    const steer::ScenarioSetup setup = compare::applySpec(base, spec_);
    const QString written = compare::specText(spec_);
    // The core's set-up messages are English: what a pane can get wrong is worded here.
    const auto& info = steer::scenarioInfo(setup.id);
    if (spec_.kind == compare::Spec::Kind::Parameter && spec_.name == "count" && !info.hasCount)
        return QCoreApplication::translate("Compare", "'%1': count applies only to flock, swarm and offset-pursuit").arg(written);
    steer::World w;
    if (spec_.kind == compare::Spec::Kind::Behaviours) {
        steer::ScenarioSetup without = setup;
        without.programs.pop_back();
        if (steer::buildWorld(without, w))
            return QCoreApplication::translate("Compare", "'%1' does not apply to this scenario").arg(written);
        if (const steer::ProgramError e = steer::applyProgramSpec(w, spec_.name + '=' + spec_.choice))
            return QCoreApplication::translate("Compare", "'%1': %2").arg(written, programProblemText(e));
    } else if (steer::buildWorld(setup, w)) {
        return QCoreApplication::translate("Compare", "'%1' does not apply to this scenario").arg(written);
    }
    // The history keeps states only, like the main one (Controller): records are taken by shown().
    w.recordExplanations = false;
    w.explanations.clear();
    setup_ = setup;
    history_.reset(std::move(w));
    ++generation_;
    built_ = true;
    return {};
}

bool ComparePane::copyInput(const steer::History& main, std::int64_t frame)
{
    const auto it = main.log().events().find(frame);
    if (it == main.log().events().end())
        return true;
    for (std::size_t k = history_.eventsAt(frame); k < it->second.size(); ++k) {
        if (auto err = history_.record(it->second[k])) {
            problem_ = QCoreApplication::translate("Compare", "The main run's input at frame %1 does not apply to this pane.").arg(frame);
            built_ = false;
            return false;
        }
    }
    return true;
}

bool ComparePane::follow(const steer::History& main, std::optional<std::int64_t> frame)
{
    if (!built_)
        return false;
    if (const auto d = firstDifference(history_.log(), main.log(), history_.lastFrame())) {
        history_.cut(d->first, d->second);
        ++generation_;
    }
    const std::int64_t target = std::min(frame.value_or(main.frame()), main.lastFrame());
    while (true) {
        const std::int64_t f = history_.frame();
        if (f == history_.lastFrame() && !copyInput(main, f))
            return false;
        if (f == target)
            return true;
        if (f > target || target <= history_.lastFrame())
            history_.goTo(target);
        else
            history_.stepForward();
    }
}

const std::vector<std::vector<steer::Vector2D>>& ComparePane::trails(int frames)
{
    const steer::World& now = history_.current();
    const bool same = trails_.generation == generation_ && trails_.frames == frames;
    if (same && trails_.to == now.frame)
        return trails_.positions;
    if (same && trails_.to == now.frame - 1 && trails_.positions.size() == now.vehicles.size()) {
        for (std::size_t i = 0; i < trails_.positions.size(); ++i) {
            auto& t = trails_.positions[i];
            t.push_back(now.vehicles[i].position);
            if (std::int64_t(t.size()) > frames + 1)
                t.erase(t.begin());
        }
    } else {
        trails_.positions = history_.recentPositions(frames);
    }
    trails_.generation = generation_;
    trails_.frames = frames;
    trails_.to = now.frame;
    return trails_.positions;
}

steer::World ComparePane::shown(int selected) const
{
    const steer::World& now = history_.current();
    return steer::withNextStep(now, true, steer::recordOnlyFor(now.vehicles.size(), selected)); // as the main view
}

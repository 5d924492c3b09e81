#pragma once
// One extra pane of a comparison: a private history that runs the main one's input log from its own
// set-up (the main set-up with one difference, compare_spec.h) and follows the main history in
// lockstep. The main Controller stays the only writer of the main world; a pane only reads the
// main history (its frame and its log) and copies the input it has not replayed yet, so pane k at
// frame n is exactly buildWorld(setup_k) stepped n times with the main run's input.
#include "compare_spec.h"
#include "history.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

class ComparePane {
public:
    explicit ComparePane(compare::Spec spec);

    const compare::Spec& spec() const { return spec_; }
    const steer::ScenarioSetup& setup() const { return setup_; }
    const steer::History& history() const { return history_; }

    // Starts again from `base` with the difference. Returns an empty string, or a translated
    // message (the spec does not apply to this scenario); the pane is then empty.
    QString build(const steer::ScenarioSetup& base);
    bool isBuilt() const { return built_; }

    // Goes to the main history's frame with the same input: one step when the main run stepped
    // forward, a jump otherwise; after an edit only the input from the first difference on is
    // taken again. Returns false (and stops following) when an input of the main run does not
    // apply to this pane's world; problem() then says which.
    // `frame`: another frame of the main history than its shown one (an export walking its frames).
    bool follow(const steer::History& main, std::optional<std::int64_t> frame = std::nullopt);
    const QString& problem() const { return problem_; }

    // The pane's frame with the records of its next step, as the main Controller shows its own
    // (`selected` decides which vehicle records in a crowd).
    steer::World shown(int selected) const;

    // Per vehicle, its positions over the last `frames` frames up to the pane's frame, oldest first,
    // as Controller::trailPositions gives the main view's trails (one more position per frame
    // played forward, taken again from the history otherwise).
    const std::vector<std::vector<steer::Vector2D>>& trails(int frames);

private:
    bool copyInput(const steer::History& main, std::int64_t frame);

    compare::Spec spec_;
    steer::ScenarioSetup setup_;
    steer::History history_;
    bool built_ = false;
    QString problem_;
    quint64 generation_ = 0; // changes whenever frames already stepped may differ (built, cut)
    struct Trails {
        quint64 generation = ~quint64(0);
        int frames = -1;
        std::int64_t to = -1;
        std::vector<std::vector<steer::Vector2D>> positions;
    } trails_;
};

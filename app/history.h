#pragma once
// Stepping back to any frame since the last reset: exactly (the same numbers as on the way
// forward), at once, and in bounded memory. Key frames are World copies without explanation
// records, dense near the newest frame and thinning out behind it within a byte budget fitted to
// the world's size (key_frames.h); any other frame is re-simulated from the key frame before it
// with the recorded input (input_log.h). A bounded cache of raw states keeps what the last
// re-simulation passed through, so a run of "step back" re-simulates once, and a stretch between
// far-apart key frames is re-simulated in ever shorter pieces (checkpoints), not from its start
// each time.
// Plain C++ (no Qt): the controller owns one; the benchmark drives one directly.
#include "input_log.h"
#include "key_frames.h"
#include "world.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace steer {

// What a window shows for a state: the state with the records of the step from it, taken on a
// copy (the state itself is not stepped). Every vector then starts at the drawn vehicle.
World withNextStep(const World& now, bool record, int recordOnly);
// Beyond a classroom flock only the selected vehicle records: recording every neighbour link of a
// thousand vehicles would cost more than the simulation itself. -1: every vehicle records.
int recordOnlyFor(std::size_t vehicles, int selected);

class History {
public:
    // Everything a history holds after a point (frame, position in that frame's event list): the
    // later input, the key frames and the last frame reached. An edit cuts one out and keeps it, so
    // undoing the edit puts the same frames back, bit for bit, without re-simulating them.
    struct Branch {
        std::vector<InputEvent> atFrame;  // the frame's events from the cut position on
        InputLog::Events later;           // events of the frames after it
        std::map<std::int64_t, World> keys; // key frames after it
        std::int64_t last = 0;
    };

    static constexpr std::int64_t kDefaultInterval = 30; // one key frame a second at 1x, up to 50 vehicles
    // Key-frame budgets: a classroom flock's (a key frame a second for hours), and the most a crowd's
    // may grow to (about 155 worlds of 10 000 boids); between them, room for kKeysWanted worlds.
    static constexpr std::size_t kDefaultBudget = 48u * 1024u * 1024u;
    static constexpr std::size_t kCrowdBudget = 360u * 1024u * 1024u;
    static constexpr std::size_t kKeysWanted = 160;
    // The cache of re-simulated states holds at most this (or the key-frame budget if smaller).
    static constexpr std::size_t kCacheBudget = 64u * 1024u * 1024u;

    // 0: the key-frame budget is fitted to the world at each reset (keyFrameBudgetFor).
    explicit History(std::size_t keyFrameBudgetBytes = 0);
    static std::size_t keyFrameBudgetFor(const World& w);

    // Starts again from this frame-0 world: forgets every frame and every recorded input.
    void reset(World initial);

    const World& current() const { return current_; }
    std::int64_t frame() const { return current_.frame; }
    std::int64_t lastFrame() const { return last_; } // the furthest frame reached since reset

    // One frame forward: replays recorded input on the way (or extends the history at its end).
    // False when a user's script failed in the step (code lab): nothing advanced, and
    // current().scriptError says why.
    bool stepForward();
    // One frame back; false at frame 0.
    bool stepBack();
    // Any frame from 0 to lastFrame(); out-of-range values are clamped.
    void goTo(std::int64_t frame);
    // Record explanations for this vehicle only (-1: all), for large flocks where recording every
    // vehicle costs more than simulating. Rebuilds the current frame's records for it at once.
    void setRecordOnly(int vehicle);

    // Records a user action at the current frame and applies it. A change in the past discards
    // the frames after it (they would no longer follow). Returns an English message and changes
    // nothing when the event is invalid.
    std::optional<std::string> record(const InputEvent& e);
    // Moves (pointer, obstacle drags): several of the same thing within one frame keep only the
    // last, which is all the next step reads (the demos read mouseX once a frame).
    std::optional<std::string> recordMerging(const InputEvent& e);
    std::optional<std::string> recordPointer(Vector2D p);
    // Number of events recorded at `frame` so far (where the next event at that frame will go).
    std::size_t eventsAt(std::int64_t frame) const;

    // Cuts everything from event `position` of `frame` on (and every later frame) out of the
    // history; the shown frame moves back to `frame` if it was later.
    Branch cut(std::int64_t frame, std::size_t position);
    // Puts a cut branch back at the same point (which must be the end of the history now).
    void splice(std::int64_t frame, std::size_t position, Branch b);

    // Replaces the input log of this history (reset to a frame-0 world just before) and makes every
    // frame up to `lastFrame` reachable, checking each event on the way. Returns an English message
    // naming the frame of the first event that does not apply; the history is then unchanged.
    // `progress` (may be empty) is asked now and then with the frame reached and `lastFrame`; when it
    // answers false the replay stops, `*cancelled` is set and the history is unchanged.
    using Progress = std::function<bool(std::int64_t frame, std::int64_t lastFrame)>;
    std::optional<std::string> installLog(const InputLog& log, std::int64_t lastFrame, const Progress& progress = {},
                                          bool* cancelled = nullptr);

    // Frames from..to (clamped to those reached) as stepping forward shows them, each passed to
    // `visit` until it returns false. Walks one copy of the nearest state before `from`: the
    // history itself is not copied (a crowd's key frames are hundreds of megabytes) nor changed.
    void replay(std::int64_t from, std::int64_t to, const std::function<bool(const World&)>& visit) const;
    // Keeps the shown frame as a state replay() may start from. Played faster than 1x, a window
    // shows one frame in several and the plots and claims then read the frames in between, each
    // time replaying from the key frame before them (up to 29 frames back in a demo); the shown
    // frame before those steps is where that replay can start. Nothing is kept when the frame is a
    // key frame or already kept, or when input applies at it (the shown state is then not the raw
    // one); the oldest kept state goes when the cache is full.
    void keepShownState();
    // Frames replay() stepped to reach the first frame asked for (not the frames visited).
    std::int64_t replayCatchUpFrames() const { return replayCatchUp_; }

    // Positions of every vehicle at frames max(first, frame() - frames) .. frame(), oldest first.
    std::vector<std::vector<Vector2D>> recentPositions(std::int64_t frames);

    // Memory accounting (estimates from container capacities; the benchmark also reads RSS).
    std::size_t keyFrameCount() const { return keys_.count(); }
    // The spacing of the key frames around a frame (at the newest: a step back from the end) and of
    // the oldest ones (the longest stretch a jump may re-simulate).
    std::int64_t keyFrameSpacing(std::int64_t frame) const { return keys_.spacing(last_ - frame); }
    std::int64_t keyFrameInterval() const { return keyFrameSpacing(keys_.firstFrame()); }
    std::int64_t keyFramesPerLevel() const { return keys_.perLevel(); }
    std::size_t keyFrameBytes() const { return keys_.bytes(); }
    std::size_t keyFrameBudget() const { return keys_.budget(); }
    std::size_t cacheBytes() const;
    std::size_t cacheLimit() const; // how many states the cache may hold for this world
    std::size_t logBytes() const { return log_.memoryBytes(); }
    std::size_t totalBytes() const { return keyFrameBytes() + cacheBytes() + logBytes() + worldBytes(current_); }
    const InputLog& log() const { return log_; }
    // Frames stepped since reset to rebuild frames already reached (not counting play forward):
    // what a step back or a jump costs, counted rather than timed.
    std::int64_t resimulatedFrames() const { return resimulated_; }

    static std::size_t worldBytes(const World& w) { return KeyFrames::worldBytes(w); }

private:
    void storeKeyFrameIfDue();
    void trimAfter(std::int64_t frame);
    void trimCache(std::int64_t frame);
    // Rebuilds the shown frame after the log changed at or before it.
    void reload(std::int64_t frame);
    // The raw state (before that frame's input) of frame n <= last_, via the key frames and the cache.
    const World& rawState(std::int64_t n);
    // Which of the frames after `from` up to n a re-simulation keeps in the cache.
    std::vector<std::int64_t> framesToCache(std::int64_t from, std::int64_t n);
    // Frame n (0 < n <= last_) as stepForward() made it, with these recording settings.
    World recordedStep(std::int64_t n, bool record, int only);
    static World stripped(World& w);

    World current_;
    // What rawState returns when a script fails on the way (a time or memory limit met on a replay
    // that passed before): the last state reached, never cached as frame n.
    World stopped_;
    std::int64_t last_ = 0;
    std::size_t requestedBudget_; // 0: fitted to the world
    KeyFrames keys_;              // raw states (before that frame's input), no explanations
    InputLog log_;
    // Raw states the last re-simulations passed through: the frames just before where they ended
    // (the next steps back) and checkpoints spread over the rest of the stretch, at most
    // cacheLimit() of them (a crowd's stretch between thinned key frames can be hundreds of frames
    // of megabytes each).
    std::map<std::int64_t, World> cache_;
    std::int64_t resimulated_ = 0;
    mutable std::int64_t replayCatchUp_ = 0;
};

} // namespace steer

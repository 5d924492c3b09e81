#pragma once
// Stops a script call that runs too long or allocates without bound (issue #34): one thread for the
// whole program watches every engine's current call and interrupts its engine
// (QJSEngine::setInterrupted is thread safe) after one second, or when the process has grown by
// kMemoryLimitBytes since the call began.
#include <QtGlobal>

#include <atomic>
#include <cstdint>

class QJSEngine;

namespace codelab {

enum class StopReason : int { None, Timeout, Memory };

constexpr qint64 kCallLimitMs = 1000;
// Well under the 1 GB the issue allows: the watchdog looks every few milliseconds, and a script can
// grow a few hundred megabytes between two looks.
constexpr std::int64_t kMemoryLimitBytes = 512LL * 1024 * 1024;
// The growth allowed from now on (kMemoryLimitBytes unless a test asks for less, to meet the limit
// long before the time limit whatever the machine's speed).
void setMemoryLimit(std::int64_t bytes);

// One engine's watch: armed for the duration of an outermost call.
class WatchSlot {
public:
    explicit WatchSlot(QJSEngine* engine);
    ~WatchSlot();
    WatchSlot(const WatchSlot&) = delete;
    WatchSlot& operator=(const WatchSlot&) = delete;
    // `baselineBytes`: the resident set the growth is measured from (the frame's start).
    void arm(std::int64_t baselineBytes);
    // Disarms and returns why the call was stopped (the engine is re-enabled).
    StopReason disarm();

private:
    friend class Watchdog;
    QJSEngine* engine_;
    std::atomic<qint64> startedMs_{0}; // 0: idle
    std::int64_t baselineBytes_ = 0;
    std::atomic<int> reason_{0};
};

std::int64_t residentBytes(); // the process's resident set (/proc/self/statm)

} // namespace codelab

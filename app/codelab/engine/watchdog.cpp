#include "watchdog.h"

#include <QElapsedTimer>
#include <QJSEngine>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

namespace codelab {

namespace {
std::atomic<std::int64_t> memoryLimit{kMemoryLimitBytes};
}

void setMemoryLimit(std::int64_t bytes) { memoryLimit.store(bytes); }

std::int64_t residentBytes()
{
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    long long size = 0;
    long long resident = 0;
    const int read = std::fscanf(f, "%lld %lld", &size, &resident);
    std::fclose(f);
    return read == 2 ? resident * static_cast<std::int64_t>(sysconf(_SC_PAGESIZE)) : 0;
}

// Never destroyed: its thread runs until the program ends.
class Watchdog {
public:
    static Watchdog& instance()
    {
        static Watchdog* dog = new Watchdog;
        return *dog;
    }
    static qint64 nowMs()
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count();
    }
    void add(WatchSlot* s)
    {
        std::lock_guard lock(mutex_);
        slots_.push_back(s);
    }
    void remove(WatchSlot* s)
    {
        std::lock_guard lock(mutex_);
        slots_.erase(std::remove(slots_.begin(), slots_.end(), s), slots_.end());
    }
    std::mutex& mutex() { return mutex_; }

private:
    Watchdog()
    {
        std::thread([this] { watch(); }).detach();
    }
    void watch()
    {
        for (;;) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::lock_guard lock(mutex_);
            bool anyArmed = false;
            for (WatchSlot* s : slots_)
                anyArmed = anyArmed || s->startedMs_.load() != 0;
            if (!anyArmed)
                continue;
            const std::int64_t rss = residentBytes();
            const qint64 now = nowMs();
            for (WatchSlot* s : slots_) {
                const qint64 started = s->startedMs_.load();
                if (started == 0 || s->reason_.load() != 0)
                    continue;
                StopReason why = StopReason::None;
                if (now - started > kCallLimitMs)
                    why = StopReason::Timeout;
                else if (rss - s->baselineBytes_ > memoryLimit.load())
                    why = StopReason::Memory;
                if (why != StopReason::None) {
                    s->reason_.store(static_cast<int>(why));
                    s->engine_->setInterrupted(true);
                }
            }
        }
    }
    std::mutex mutex_;
    std::vector<WatchSlot*> slots_;
};

WatchSlot::WatchSlot(QJSEngine* engine) : engine_(engine) { Watchdog::instance().add(this); }

WatchSlot::~WatchSlot() { Watchdog::instance().remove(this); }

void WatchSlot::arm(std::int64_t baselineBytes)
{
    std::lock_guard lock(Watchdog::instance().mutex());
    baselineBytes_ = baselineBytes;
    reason_.store(0);
    startedMs_.store(Watchdog::nowMs());
}

StopReason WatchSlot::disarm()
{
    std::lock_guard lock(Watchdog::instance().mutex()); // the watchdog cannot interrupt after this
    startedMs_.store(0);
    const auto why = static_cast<StopReason>(reason_.exchange(0));
    if (why != StopReason::None)
        engine_->setInterrupted(false);
    return why;
}

} // namespace codelab

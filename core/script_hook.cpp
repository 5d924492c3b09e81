#include "script_hook.h"

#include "world.h"

#include <algorithm>
#include <array>
#include <atomic>

namespace steer {

namespace {
constexpr std::array<std::string_view, kScriptMethodCount> kNames = {
    "seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock", "pursueOffset", "inSight",
    "tooClose",
};
std::atomic<ScriptRunnerProvider> provider{nullptr};
} // namespace

std::string_view scriptMethodName(ScriptMethod m) { return kNames[static_cast<std::size_t>(m)]; }

bool UserScript::appliesTo(const Vehicle& v) const
{
    return vehicles.empty() || std::find(vehicles.begin(), vehicles.end(), v.id) != vehicles.end();
}

void installScriptRunner(ScriptRunnerProvider p) { provider.store(p); }

ScriptRunner* currentScriptRunner()
{
    const ScriptRunnerProvider p = provider.load();
    return p ? p() : nullptr;
}

ScriptFrame::ScriptFrame(World& w, ScriptRunner& runner, const UserScript& script) : world_(w), runner_(runner)
{
    scripted_.reserve(w.vehicles.size());
    for (const Vehicle& v : w.vehicles)
        scripted_.push_back(script.appliesTo(v) && v.steered ? 1 : 0);
}

std::size_t ScriptFrame::indexOf(const Vehicle& v) const
{
    return static_cast<std::size_t>(&v - world_.vehicles.data());
}

bool ScriptFrame::overrides(ScriptMethod m, const Vehicle& v) const
{
    const std::size_t i = indexOf(v);
    return i < scripted_.size() && scripted_[i] && runner_.defines(m);
}

bool ScriptFrame::handles(ScriptMethod m, Vehicle& v, const SteerContext& c, int parent, Vector2D point,
                          const Vehicle* other) const
{
    if (!overrides(m, v))
        return false;
    const int otherIndex = other ? static_cast<int>(indexOf(*other)) : -1;
    runner_.call(ScriptCall{m, indexOf(v), point, otherIndex, &c, parent});
    return true;
}

bool ScriptFrame::asks(ScriptMethod m, const Vehicle& v, const Vehicle& other, const SteerContext& c, bool& answer) const
{
    if (!overrides(m, v))
        return false;
    answer = runner_.call(ScriptCall{m, indexOf(v), {}, static_cast<int>(indexOf(other)), &c, -1});
    return true;
}

} // namespace steer

#include "trace.h"

#include "scenarios.h"

#include <charconv>
#include <cmath>

namespace steer {

std::string formatNumber(double v)
{
    if (!std::isfinite(v))
        return "null"; // never expected: the core keeps every number finite
    if (v == 0.0)
        v = 0.0; // no "-0"
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

namespace {
void appendJsonString(std::string& out, std::string_view s)
{
    out += '"';
    for (char ch : s) {
        if (ch == '"' || ch == '\\') {
            out += '\\';
            out += ch;
        } else if (static_cast<unsigned char>(ch) < 0x20) {
            out += ' ';
        } else {
            out += ch;
        }
    }
    out += '"';
}
} // namespace

std::string traceLine(const World& w)
{
    std::string s;
    s.reserve(64 + w.vehicles.size() * 120);
    s += "{\"frame\":";
    s += std::to_string(w.frame);
    s += ",\"vehicles\":[";
    bool first = true;
    for (const auto& v : w.vehicles) {
        if (!first)
            s += ',';
        first = false;
        s += "{\"id\":";
        appendJsonString(s, v.id);
        s += ",\"x\":" + formatNumber(v.position.x);
        s += ",\"y\":" + formatNumber(v.position.y);
        s += ",\"vx\":" + formatNumber(v.velocity.x);
        s += ",\"vy\":" + formatNumber(v.velocity.y);
        s += ",\"fx\":" + formatNumber(v.lastForce.x);
        s += ",\"fy\":" + formatNumber(v.lastForce.y);
        s += '}';
    }
    s += "],\"obstacles\":[";
    first = true;
    for (const auto& o : w.obstacles) {
        if (!first)
            s += ',';
        first = false;
        s += "{\"x\":" + formatNumber(o.position.x) + ",\"y\":" + formatNumber(o.position.y) +
             ",\"r\":" + formatNumber(o.radius) + '}';
    }
    s += ']';
    const ScenarioInfo& info = scenarioInfo(w.scenario);
    if (info.usesPointer)
        s += ",\"target\":{\"x\":" + formatNumber(w.pointer.x) + ",\"y\":" + formatNumber(w.pointer.y) + '}';
    if (info.hasPath) {
        s += ",\"path\":[";
        first = true;
        for (const auto& p : w.path.points) {
            if (!first)
                s += ',';
            first = false;
            s += '[' + formatNumber(p.x) + ',' + formatNumber(p.y) + ']';
        }
        s += ']';
    }
    s += '}';
    return s;
}

} // namespace steer

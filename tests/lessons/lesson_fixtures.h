#pragma once
// Realistic lessons for the lesson-file tests, each kept twice: as a Lesson and as the plain list
// of (frame, event) it was made from, so that the frames can be computed by a straight run that
// shares nothing with the file code or with History.
#include "lesson.h"
#include "parameters.h"

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace fixtures {

using steer::InputEvent;
using steer::Vector2D;

struct Recording {
    QString name;
    steer::ScenarioSetup setup;
    std::vector<lessons::VehicleParameter> vehicleParameters;
    std::vector<std::pair<std::int64_t, InputEvent>> events; // in frame order
    std::int64_t lastFrame = 0;
};

// World::hash() of frames 0..upTo by the plainest possible run: build, per-vehicle values, then
// for each frame step and apply that frame's events with steer::applyEvent. Empty if anything
// is refused (the fixtures are all valid).
inline std::vector<std::uint64_t> straightHashes(const Recording& r, std::int64_t upTo, std::vector<steer::World>* frames = nullptr)
{
    steer::World w;
    if (steer::buildWorld(r.setup, w))
        return {};
    for (const auto& p : r.vehicleParameters)
        if (steer::setParameter(w, p.name, p.value, w.indexOf(p.vehicle)))
            return {};
    w.recordExplanations = false;
    std::vector<std::uint64_t> out;
    std::size_t next = 0;
    for (std::int64_t k = 0; k <= upTo; ++k) {
        if (k > 0)
            w.step();
        for (; next < r.events.size() && r.events[next].first == k; ++next)
            if (steer::applyEvent(w, r.events[next].second))
                return {};
        out.push_back(w.hash());
        if (frames)
            frames->push_back(w);
    }
    return out;
}

inline lessons::LocalText text3(const char* en, const char* zh, const char* ru)
{
    return {QString::fromUtf8(en), QString::fromUtf8(zh), QString::fromUtf8(ru)};
}

// The lesson of a recording, with view, notes, annotations and bookmarks whose hashes come from
// the straight run.
inline lessons::Lesson lessonOf(const Recording& r, const std::vector<std::int64_t>& bookmarkFrames)
{
    lessons::Lesson l;
    l.title = text3(("Lesson: " + r.name.toStdString()).c_str(), "课程", "Урок");
    l.setup = r.setup;
    l.vehicleParameters = r.vehicleParameters;
    for (const auto& [f, e] : r.events)
        l.input.add(f, e);
    l.lastFrame = r.lastFrame;
    l.view.frame = r.lastFrame / 2;
    const std::vector<std::uint64_t> hashes = straightHashes(r, r.lastFrame);
    for (std::size_t i = 0; i < bookmarkFrames.size(); ++i) {
        lessons::Bookmark b;
        b.frame = bookmarkFrames[i];
        b.title = i % 2 ? lessons::LocalText{QStringLiteral("Here \"it\" brakes"), {}, {}}
                        : text3("The feeler touches", "触角碰到圆", "Щуп касается круга");
        if (i == 0)
            b.note = text3("Look at <b>F</b>\nand v.", "注意 F", "Смотрите на F\tи v");
        b.hash = hashes.empty() ? 0 : hashes[std::size_t(b.frame)];
        l.bookmarks.push_back(b);
    }
    l.notes = text3("<p>Seek: <i>desired</i> = (target − position)·maxSpeed</p>\n<p>\"quotes\" \\ back\\slash 😀</p>",
                    "<p>寻找：期望速度 = (目标 − 位置)·最大速度</p>", "<p>Поиск: желаемая скорость</p>");
    lessons::Annotation text;
    text.kind = lessons::Annotation::Kind::Text;
    text.at = {120.5, 33.0};
    text.text = text3("Watch the arrow", "", "Смотрите на стрелку");
    text.firstFrame = 0;
    text.lastFrame = r.lastFrame;
    text.color = QColor(0x00, 0x60, 0xc0);
    lessons::Annotation arrow;
    arrow.kind = lessons::Annotation::Kind::Arrow;
    arrow.at = {300.0, 200.25};
    arrow.tail = {250.0, -0.0};
    arrow.firstFrame = 5;
    arrow.lastFrame = 5000;
    l.annotations = {text, arrow};
    return l;
}

inline Recording avoidDrags()
{
    Recording r;
    r.name = QStringLiteral("avoid-drags");
    r.setup.id = steer::ScenarioId::Avoid;
    r.setup.seed = 7;
    r.setup.parameters = {{"maxSpeed", 6.0}, {"wanderRange", 0.7}};
    r.events = {
        {3, InputEvent::moveObstacle(0, {100.25, 80.5})},
        {3, InputEvent::moveObstacle(0, {101.0, 81.0})},
        {20, InputEvent::moveObstacle(2, {400.0, 300.0})},
        {30, InputEvent::parameter("avoidDistance", 150.0, 0)},
        {40, InputEvent::variant("wander", "printed")},
        {41, InputEvent::parameter("maxForce", 0.5, -1)},
    };
    r.lastFrame = 150;
    return r;
}

inline Recording pathClicks()
{
    Recording r;
    r.name = QStringLiteral("path-clicks");
    r.setup.id = steer::ScenarioId::Path;
    r.setup.pointer = Vector2D(-0.0, 17.125); // -0 must come back as -0: the hash reads its bits
    r.events = {
        {0, InputEvent::clearPath()},
        {0, InputEvent::addWaypoint({50.0, 50.0})},
        {0, InputEvent::addWaypoint({500.0, 60.0})},
        {5, InputEvent::addWaypoint({480.0, 350.0})},
        {5, InputEvent::addWaypoint({60.0, 340.0})},
        {12, InputEvent::parameter("pathThreshold", 35.0, 0)},
        {15, InputEvent::moveWaypoint(1, {520.5, 40.25})},
        {25, InputEvent::deleteWaypoint(0)},
        {50, InputEvent::parameter("loop", 0.0, -1)},
        {60, InputEvent::addWaypoint({-0.0, 200.0})},
    };
    r.lastFrame = 240;
    return r;
}

inline Recording pursueEvadeTuned()
{
    Recording r;
    r.name = QStringLiteral("pursue-evade-tuned");
    r.setup.id = steer::ScenarioId::PursueEvade;
    r.setup.seed = 9223372036854788151ULL; // beyond 2^53: written as text
    r.setup.parameters = {{"maxForce", 0.8}};
    steer::setVariant(r.setup.variants, "lookahead", "cocos");
    r.vehicleParameters = {{"pursuer", "maxSpeed", 12.0}, {"evader", "mass", 2.5}};
    r.events = {
        {10, InputEvent::variant("evade", "behind")},
        {30, InputEvent::parameter("maxSpeed", 7.0, 1)},
        {31, InputEvent::parameter("maxForce", 0.3, -1)},
    };
    r.lastFrame = 200;
    return r;
}

inline Recording flockTuned()
{
    Recording r;
    r.name = QStringLiteral("flock-tuned");
    r.setup.id = steer::ScenarioId::Flock;
    r.setup.seed = 3;
    r.setup.parameters = {{"count", 60.0}, {"stageWidth", 800.0}, {"stageHeight", 600.0}, {"inSightDist", 120.0}};
    steer::setVariant(r.setup.variants, "alignment", "printed");
    r.events = {
        {50, InputEvent::variant("insight", "all")},
        {70, InputEvent::parameter("tooCloseDist", 30.5, 3)},
    };
    r.lastFrame = 150;
    return r;
}

// The pointer moved at every frame, to awkward doubles: the numbers must come back bit for bit.
inline Recording lennardJonesPointer()
{
    Recording r;
    r.name = QStringLiteral("lennard-jones-pointer");
    r.setup.id = steer::ScenarioId::LennardJones;
    r.setup.parameters = {{"A", 5.0}, {"B", 30.0}, {"n", 1.5}};
    std::mt19937_64 rng(2024);
    std::uniform_real_distribution<double> x(0.0, 550.0), y(0.0, 400.0);
    for (std::int64_t f = 0; f <= 120; ++f)
        r.events.push_back({f, InputEvent::pointer({x(rng), y(rng) / 3.0})});
    r.lastFrame = 130;
    return r;
}

inline Recording seekNoInput()
{
    Recording r;
    r.name = QStringLiteral("seek-no-input");
    r.setup.id = steer::ScenarioId::Seek;
    r.lastFrame = 0;
    return r;
}

inline std::vector<std::pair<Recording, std::vector<std::int64_t>>> all()
{
    return {
        {avoidDrags(), {20, 100}},
        {pathClicks(), {0, 25, 240}},
        {pursueEvadeTuned(), {31, 199}},
        {flockTuned(), {150}},
        {lennardJonesPointer(), {60}},
        {seekNoInput(), {}},
    };
}

} // namespace fixtures

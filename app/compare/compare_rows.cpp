#include "compare_rows.h"

#include "diagram_style.h"
#include "formula_builder.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <string_view>
#include <variant>

namespace compare {

namespace {

using steer::Behaviour;
using steer::BehaviourRecord;
using steer::Geometry;
using steer::Item;

QString vec(steer::Vector2D v) { return QStringLiteral("(%1, %2)").arg(v.x, 0, 'f', 3).arg(v.y, 0, 'f', 3); }

// Counts, indexes and switches are whole numbers; the rest gets the dock's 3 decimals.
QString scalar(double v)
{
    if (std::isfinite(v) && v == std::floor(v) && std::abs(v) < 1e9)
        return QString::number(qint64(v));
    return QString::number(v, 'f', 3);
}

// The seeds' scalars in words (SOURCES.md's terms); a name not listed (a switch such as "slowing",
// an index) is shown as the seed writes it, as the formula panel does.
struct NumberName {
    std::string_view name;
    const char* words;
};
constexpr std::array<NumberName, 25> kNumberNames{{
    {"dist", QT_TRANSLATE_NOOP("CompareNumbers", "distance")},
    {"speed", QT_TRANSLATE_NOOP("CompareNumbers", "speed")},
    {"maxSpeed", QT_TRANSLATE_NOOP("CompareNumbers", "max speed")},
    {"arrivalThreshold", QT_TRANSLATE_NOOP("CompareNumbers", "arrival threshold")},
    {"lookAheadTime", QT_TRANSLATE_NOOP("CompareNumbers", "look-ahead time")},
    {"targetSpeed", QT_TRANSLATE_NOOP("CompareNumbers", "target's speed")},
    {"wanderAngle", QT_TRANSLATE_NOOP("CompareNumbers", "wander angle")},
    {"nextWanderAngle", QT_TRANSLATE_NOOP("CompareNumbers", "next wander angle")},
    {"random", QT_TRANSLATE_NOOP("CompareNumbers", "random number")},
    {"step", QT_TRANSLATE_NOOP("CompareNumbers", "angle step")},
    {"wanderDistance", QT_TRANSLATE_NOOP("CompareNumbers", "wander distance")},
    {"wanderRadius", QT_TRANSLATE_NOOP("CompareNumbers", "wander radius")},
    {"wanderRange", QT_TRANSLATE_NOOP("CompareNumbers", "wander range")},
    {"feelerLength", QT_TRANSLATE_NOOP("CompareNumbers", "feeler length")},
    {"projectionLength", QT_TRANSLATE_NOOP("CompareNumbers", "projection length")},
    {"avoidBuffer", QT_TRANSLATE_NOOP("CompareNumbers", "avoid buffer")},
    {"radius", QT_TRANSLATE_NOOP("CompareNumbers", "radius")},
    {"pathThreshold", QT_TRANSLATE_NOOP("CompareNumbers", "path threshold")},
    {"inSightDist", QT_TRANSLATE_NOOP("CompareNumbers", "in-sight distance")},
    {"inSightCount", QT_TRANSLATE_NOOP("CompareNumbers", "vehicles in sight")},
    {"tooCloseDist", QT_TRANSLATE_NOOP("CompareNumbers", "too-close distance")},
    {"tooCloseCount", QT_TRANSLATE_NOOP("CompareNumbers", "vehicles too close")},
    {"cutoff", QT_TRANSLATE_NOOP("CompareNumbers", "cut-off distance")},
    {"U", QT_TRANSLATE_NOOP("CompareNumbers", "potential U")},
    {"ratio", QT_TRANSLATE_NOOP("CompareNumbers", "ratio")},
}};

// "words (name)": the teacher reads the words, the seed's code has the name.
QString named(const QString& words, const char* name)
{
    const QString code = QString::fromLatin1(name);
    if (words == code) // "velocity (velocity)" in English: once is enough
        return words;
    return QCoreApplication::translate("CompareNumbers", "%1 (%2)").arg(words, code);
}

QString numberLabel(const char* name)
{
    for (const NumberName& n : kNumberNames)
        if (n.name == name)
            return named(QCoreApplication::translate("CompareNumbers", n.words), name);
    return QString::fromLatin1(name);
}

// The value an item stands for: a vector's components, a point's place, a circle's radius.
QString itemText(const Item& it)
{
    switch (it.geometry) {
    case Geometry::Arrow:
    case Geometry::Segment: return vec(it.vec);
    case Geometry::Point: return vec(it.origin);
    case Geometry::Circle:
    case Geometry::Sector: return scalar(it.radius);
    }
    return {};
}

// One row per value: an item whose size a number row already gives (a circle's radius, avoid's
// dist segment; the flock's applied alignment, whose row says whether it was applied) is not
// listed again, nor are the repeated items (a link to each neighbour, a cut-off circle per
// obstacle): they are drawn, not listed.
bool saidByANumber(const BehaviourRecord& r, const Item& it)
{
    using K = steer::ItemKind;
    const K k = it.kind;
    if (k == K::ArrivalCircle || k == K::WanderCircle || k == K::FeelerDistance || k == K::PathThresholdCircle ||
        k == K::InSightCone || k == K::TooCloseCircle || k == K::CutoffCircle || k == K::NeighbourLink)
        return true;
    return k == K::SteeringForce && r.behaviour == Behaviour::Flock;
}

// A flock flees from every vehicle too close: as in the formula panel, the first few are written
// out (their sum is in the update's F).
constexpr int kRepeatsShown = 4;

class Reader {
public:
    explicit Reader(const steer::VehicleExplanation& ex) : ex_(ex) {}

    std::vector<NumberGroup> read()
    {
        for (std::size_t i = 0; i < ex_.calls.size(); ++i)
            if (ex_.calls[i].parent < 0)
                call(int(i), QString(), QString());
        if (ex_.updated)
            update();
        return std::move(groups_);
    }

private:
    // The call's place among its siblings: avoid's circles and Lennard-Jones's obstacles by their
    // number (the same circle in every pane), other calls by how many of their kind came before.
    int occurrence(int i) const
    {
        const BehaviourRecord& r = ex_.calls[std::size_t(i)];
        if (r.behaviour == Behaviour::AvoidCircle)
            return r.as<steer::AvoidCircleRecord>().circle;
        if (r.behaviour == Behaviour::LennardJonesPush)
            return r.as<steer::LennardJonesPushRecord>().obstacle;
        int k = 0;
        for (int j = 0; j < i; ++j)
            k += ex_.calls[std::size_t(j)].parent == r.parent && ex_.calls[std::size_t(j)].behaviour == r.behaviour ? 1 : 0;
        return k;
    }

    QString title(int i, const QString& parentTitle) const
    {
        const formulas::Translate tx = formulas::installedLanguage();
        const BehaviourRecord& r = ex_.calls[std::size_t(i)];
        const int k = occurrence(i);
        const Behaviour caller = r.parent >= 0 ? ex_.calls[std::size_t(r.parent)].behaviour : r.behaviour;
        QString own;
        if (r.behaviour == Behaviour::AvoidCircle)
            own = tx("Formula", QT_TRANSLATE_NOOP("Formula", "circle %1")).arg(k + 1);
        else if (r.behaviour == Behaviour::LennardJonesPush)
            own = tx("Formula", QT_TRANSLATE_NOOP("Formula", "obstacle %1")).arg(k + 1);
        else {
            own = formulas::behaviourName(r.behaviour, tx);
            if (r.parent >= 0 && caller == Behaviour::Flock)
                own = tx("Formula", QT_TRANSLATE_NOOP("Formula", "%1 (%2)"))
                          .arg(own, r.behaviour == Behaviour::Flee ? QCoreApplication::translate("CompareNumbers", "separation")
                                                                   : tx("Formula", QT_TRANSLATE_NOOP("Formula", "cohesion")));
            if (k > 0)
                own += QStringLiteral(" %1").arg(k + 1);
        }
        return parentTitle.isEmpty() ? own : QStringLiteral("%1 › %2").arg(parentTitle, own);
    }

    void call(int i, const QString& parentKey, const QString& parentTitle)
    {
        const BehaviourRecord& r = ex_.calls[std::size_t(i)];
        const bool numbered = r.behaviour == Behaviour::AvoidCircle || r.behaviour == Behaviour::LennardJonesPush;
        const int k = occurrence(i);
        if (!numbered && k >= kRepeatsShown)
            return;
        NumberGroup g;
        g.key = QStringLiteral("%1%2%3#%4")
                    .arg(parentKey, parentKey.isEmpty() ? QString() : QStringLiteral("/"),
                         QLatin1String(steer::behaviourId(r.behaviour).data(), qsizetype(steer::behaviourId(r.behaviour).size())))
                    .arg(k);
        g.title = title(i, parentTitle);
        std::visit([&g](const auto& d) {
            d.forEachNumber([&g](const char* name, double v) {
                g.rows.push_back({QString::fromLatin1(name), numberLabel(name), scalar(v)});
            });
        }, r.data);
        for (std::size_t j = 0; j < r.items.size(); ++j) {
            const Item& it = r.items[j];
            if (saidByANumber(r, it))
                continue;
            const steer::ItemKind shown = steer::shownKind(ex_, std::size_t(i), it);
            g.rows.push_back({QString::fromLatin1(it.name), named(diagrams::kindName(shown), it.name), itemText(it)});
        }
        const QString key = g.key, t = g.title;
        groups_.push_back(std::move(g));
        for (std::size_t c = 0; c < ex_.calls.size(); ++c)
            if (ex_.calls[c].parent == i)
                call(int(c), key, t);
    }

    // The formula panel's update step, in its symbols (symbols, not words: not translated).
    void update()
    {
        const steer::UpdateRecord& u = ex_.update;
        NumberGroup g;
        g.key = QStringLiteral("update");
        g.title = QCoreApplication::translate("Formula", "update");
        auto row = [&g](const char* symbol, const QString& text) {
            g.rows.push_back({QString::fromUtf8(symbol), QString::fromUtf8(symbol), text});
        };
        if (u.steered) {
            row("F = ΣF", vec(u.force));
            row("truncate(F, maxForce)", vec(u.forceTruncated));
            row("a = F / mass", vec(u.acceleration));
        }
        row("v", vec(u.velocityBefore));
        row("truncate(v + a, maxSpeed)", vec(u.velocityTruncated));
        row("|v|", QString::number(u.velocityTruncated.length(), 'f', 3));
        row("p", vec(u.positionBefore));
        row("p = p + v", vec(u.positionMoved));
        if (u.edgeHit)
            row("p, v (edge)", vec(u.positionAfter) + QStringLiteral(", ") + vec(u.velocityAfter));
        groups_.push_back(std::move(g));
    }

    const steer::VehicleExplanation& ex_;
    std::vector<NumberGroup> groups_;
};

// Inserts the items of `add` missing from `into` (equal keys), each just before the next item of
// `add` that `into` has (at the end when none), so that every column's own order is kept and the
// main run's items come first where the order is open (seek, then arrive, then the update).
template <class T>
std::size_t indexOf(const std::vector<T>& v, const QString& key)
{
    for (std::size_t i = 0; i < v.size(); ++i)
        if (v[i].key == key)
            return i;
    return v.size();
}

template <class T, class Merge>
void mergeInto(std::vector<T>& into, const std::vector<T>& add, Merge mergeSame)
{
    for (std::size_t j = 0; j < add.size(); ++j) {
        const std::size_t at = indexOf(into, add[j].key);
        if (at < into.size()) {
            mergeSame(into[at], add[j]);
            continue;
        }
        std::size_t before = into.size();
        for (std::size_t n = j + 1; n < add.size() && before == into.size(); ++n)
            before = indexOf(into, add[n].key);
        into.insert(into.begin() + std::ptrdiff_t(before), add[j]);
    }
}

} // namespace

std::vector<NumberGroup> numberGroups(const steer::World& world, int selected)
{
    if (selected < 0 || std::size_t(selected) >= world.explanations.size() || std::size_t(selected) >= world.vehicles.size())
        return {};
    return Reader(world.explanations[std::size_t(selected)]).read();
}

QString rowKey(const NumberGroup& group, const NumberRow& row) { return group.key + QLatin1Char('/') + row.key; }

std::vector<TableRow> mergeRows(const std::vector<std::vector<NumberGroup>>& columns)
{
    std::vector<NumberGroup> merged;
    for (const auto& column : columns)
        mergeInto(merged, column, [](NumberGroup& into, const NumberGroup& add) { mergeInto(into.rows, add.rows, [](NumberRow&, const NumberRow&) {}); });
    std::vector<TableRow> out;
    for (const NumberGroup& g : merged) {
        out.push_back({QLatin1Char('#') + g.key, g.title, true});
        for (const NumberRow& r : g.rows)
            out.push_back({rowKey(g, r), r.label, false});
    }
    return out;
}

} // namespace compare

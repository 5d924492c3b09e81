#include "diagram_style.h"
#include "formula_builder.h"

#include "formula_explanations.h"
#include "math_text.h"
#include "neighbour_numbers.h"

#include <QCoreApplication>

#include <cmath>

namespace formulas {

using steer::Behaviour;
using steer::BehaviourRecord;
using steer::Item;
using steer::ItemKind;
using steer::Vector2D;

Translate installedLanguage()
{
    return [](const char* context, const char* source) { return QCoreApplication::translate(context, source); };
}

QString behaviourName(Behaviour b, const Translate& tx)
{
    static const char* const names[steer::kBehaviourCount] = {
        QT_TRANSLATE_NOOP("Formula", "seek"),
        QT_TRANSLATE_NOOP("Formula", "flee"),
        QT_TRANSLATE_NOOP("Formula", "arrive"),
        QT_TRANSLATE_NOOP("Formula", "pursue"),
        QT_TRANSLATE_NOOP("Formula", "evade"),
        QT_TRANSLATE_NOOP("Formula", "wander"),
        QT_TRANSLATE_NOOP("Formula", "object avoidance"),
        QT_TRANSLATE_NOOP("Formula", "path following"),
        QT_TRANSLATE_NOOP("Formula", "flock"),
        QT_TRANSLATE_NOOP("Formula", "offset pursuit"),
        QT_TRANSLATE_NOOP("Formula", "Lennard-Jones avoidance"),
        QT_TRANSLATE_NOOP("Formula", "circle ahead"),
        QT_TRANSLATE_NOOP("Formula", "push"),
    };
    return tx("Formula", names[static_cast<int>(b)]);
}

namespace {

const QString kEq = QStringLiteral(" = ");
const QString kMinus = QStringLiteral(" − ");
const QString kTimes = QStringLiteral("·");

// Symbols, coloured like their overlay items.
QString P() { return QStringLiteral("<b>p</b>"); }
QString V() { return sym(ItemKind::Velocity, QStringLiteral("v")); }
QString VD() { return sym(ItemKind::DesiredVelocity, QStringLiteral("v<sub>d</sub>")); }
QString F() { return sym(ItemKind::SteeringForce, QStringLiteral("F")); }
// A rule's own force (steer::forceKindOf): F_sep, F_coh, F_wander, F_avoid, coloured as drawn.
QString forceSymbol(ItemKind k)
{
    // (Ifs, not a switch: a switch over ItemKind names every kind, -Wswitch-enum.)
    if (k == ItemKind::SeparationForce) return sym(k, QStringLiteral("F<sub>sep</sub>"));
    if (k == ItemKind::CohesionForce) return sym(k, QStringLiteral("F<sub>coh</sub>"));
    if (k == ItemKind::WanderForce) return sym(k, QStringLiteral("F<sub>wander</sub>"));
    if (k == ItemKind::AvoidForce) return sym(k, QStringLiteral("F<sub>avoid</sub>"));
    if (k == ItemKind::SeparationSum) return sym(k, QStringLiteral("ΣF<sub>sep</sub>"));
    if (k == ItemKind::Alignment) return sym(k, QStringLiteral("F<sub>a</sub>"));
    return F();
}
QString FT() { return sym(ItemKind::TotalForce, QStringLiteral("F")); }
QString TGT() { return sym(ItemKind::Target, QStringLiteral("target")); }
QString PRED() { return sym(ItemKind::PredictedTarget, QStringLiteral("predictedTarget")); }
QString D() { return sym(ItemKind::Difference, QStringLiteral("d")); }
QString S(const char* name) { return scalar(QString::fromLatin1(name)); }
// After a written statement: whether it holds (never whether it is "good").
QString mark(bool holds) { return holds ? QStringLiteral(" ✓") : QStringLiteral(" ✗"); }

class Builder {
public:
    Builder(const steer::World& w, int vi, const Translate& tx)
        : world_(w), vi_(vi), tr_(tx), ex_(w.explanations[static_cast<std::size_t>(vi)])
    {
    }

    FormulaSheet build()
    {
        const steer::Vehicle& v = world_.vehicles[static_cast<std::size_t>(vi_)];
        // The shown frame carries the records of the step it is about to take (controller.h).
        sheet_.heading = t(QT_TRANSLATE_NOOP("Formula", "%1 — next step: frame %2 → %3"))
                             .arg(diagrams::vehicleName(v.id))
                             .arg(world_.frame)
                             .arg(world_.frame + 1);
        bool steeringApplied = false;
        for (int i = 0; i < static_cast<int>(ex_.calls.size()); ++i) {
            if (ex_.calls[static_cast<std::size_t>(i)].parent >= 0)
                continue;
            // Seed 004 adds the force to v first, then its loop replaces v, then the vehicle moves.
            if (ex_.calls[static_cast<std::size_t>(i)].behaviour == Behaviour::LennardJones && ex_.updated &&
                ex_.update.steered && !steeringApplied) {
                applySteering(true);
                steeringApplied = true;
            }
            call(i, 0, QString());
        }
        if (ex_.updated) {
            if (!steeringApplied)
                applySteering(false);
            moveVehicle(v, steeringApplied);
        }
        sheet_.explanations = explanationsFor(world_, vi_, tr_);
        return sheet_;
    }

private:
    QString t(const char* source) const { return tr_("Formula", source); }

    // At the target d is (0, 0), and the book's Vector2D.normalize() makes it (1, 0) (SOURCES.md,
    // "Vector2D facts"): the line spells out normalize((0, 0)) before that (1, 0), and says why.
    static QString zeroSpelled(const Vector2D& d, const QString& factor)
    {
        return d.isZero() ? QStringLiteral("normalize(") + vec(d) + QStringLiteral(")") + kTimes + factor + kEq : QString();
    }
    QString zeroNote(const Vector2D& d) const
    {
        return d.isZero() ? t(QT_TRANSLATE_NOOP("Formula", "at the target d = (0, 0): the book's Vector2D.normalize() turns a "
                                                           "zero vector into (1, 0)"))
                          : QString();
    }

    void section(int callIndex, int depth, const QString& title)
    {
        sheet_.sections.push_back({callIndex, depth, title, {}});
    }
    void line(Why why, ItemKind kind, const QString& formula, const QString& note = QString())
    {
        FormulaSection& s = sheet_.sections.back();
        s.lines.push_back({s.callIndex, kind, ++step_, formula, note, why});
    }

    const BehaviourRecord& rec(int i) const { return ex_.calls[static_cast<std::size_t>(i)]; }
    std::vector<int> children(int parent) const
    {
        std::vector<int> out;
        for (int i = 0; i < static_cast<int>(ex_.calls.size()); ++i)
            if (rec(i).parent == parent)
                out.push_back(i);
        return out;
    }
    static Vector2D vecOf(const BehaviourRecord& r, const char* name)
    {
        const Item* it = r.item(name);
        return it ? it->vec : Vector2D();
    }
    static Vector2D originOf(const BehaviourRecord& r, const char* name)
    {
        const Item* it = r.item(name);
        return it ? it->origin : Vector2D();
    }
    // The vehicle position at the time of the call: every call records an item at the vehicle.
    Vector2D positionAt(int i) const
    {
        const BehaviourRecord& r = rec(i);
        if (const Item* it = r.item("velocity"))
            return it->origin;
        for (int c : children(i))
            return positionAt(c);
        return world_.vehicles[static_cast<std::size_t>(vi_)].position;
    }

    void call(int i, int depth, const QString& role)
    {
        const BehaviourRecord& r = rec(i);
        QString title = behaviourName(r.behaviour, tr_);
        if (!role.isEmpty())
            title = t(QT_TRANSLATE_NOOP("Formula", "%1 (%2)")).arg(title, role);
        section(i, depth, title);
        force_ = steer::forceKindOf(ex_, static_cast<std::size_t>(i));
        switch (r.behaviour) {
        case Behaviour::Seek: seekOrFlee(r, false); break;
        case Behaviour::Flee: seekOrFlee(r, true); break;
        case Behaviour::Arrive: arrive(r); break;
        case Behaviour::Pursue: pursueOrEvade(i, false); break;
        case Behaviour::Evade: pursueOrEvade(i, true); break;
        case Behaviour::Wander: wander(r); break;
        case Behaviour::Avoid: avoid(i, depth); return; // prints its circles, then the sum
        case Behaviour::AvoidCircle: avoidCircle(r); break;
        case Behaviour::FollowPath: followPath(i); break;
        case Behaviour::Flock: flock(i, depth); return; // prints its own children
        case Behaviour::OffsetPursuit: offsetPursuit(i); break;
        case Behaviour::LennardJones: lennardJones(i, depth); return; // prints its pushes
        case Behaviour::LennardJonesPush: lennardJonesPush(r); break;
        }
        for (int c : children(i))
            call(c, depth + 1, QString());
    }

    // d = target − p; v_d = normalize(d)·maxSpeed; seek: F = v_d − v; flee: force = v_d − v, F −= force.
    void seekOrFlee(const BehaviourRecord& r, bool isFlee)
    {
        const Vector2D target = originOf(r, "target");
        const Vector2D p = originOf(r, "velocity");
        const Vector2D v = vecOf(r, "velocity");
        const Vector2D vd = vecOf(r, "desiredVelocity");
        const Vector2D force = vecOf(r, "force");
        const double maxSpeed = r.value("maxSpeed");
        const Vector2D d = target - p;
        line(Why::ToTarget, ItemKind::Difference, D() + kEq + TGT() + kMinus + P() + kEq + vec(target) + kMinus + vec(p) + kEq + vec(d));
        line(Why::DesiredMaxSpeed, ItemKind::DesiredVelocity, VD() + kEq + QStringLiteral("normalize(") + D() + QStringLiteral(")") + kTimes +
                                            S("maxSpeed") + kEq + zeroSpelled(d, num(maxSpeed)) + vec(d.normalized()) + kTimes + num(maxSpeed) + kEq + vec(vd),
             zeroNote(d));
        if (!isFlee) {
            line(Why::SeekForce, force_, forceSymbol(force_) + kEq + VD() + kMinus + V() + kEq + vec(vd) + kMinus + vec(v) + kEq + vec(force));
            return;
        }
        const QString FO = sym(ItemKind::FleeForce, QStringLiteral("force"));
        const Vector2D applied = vecOf(r, "appliedForce");
        line(Why::FleeForce, ItemKind::FleeForce, FO + kEq + VD() + kMinus + V() + kEq + vec(vd) + kMinus + vec(v) + kEq + vec(force),
             t(QT_TRANSLATE_NOOP("Formula", "the same force as seek computes")));
        line(Why::FleeSubtract, force_,
             forceSymbol(force_) + QStringLiteral(" −= ") + FO + QStringLiteral(": ") + forceSymbol(force_) +
                 QStringLiteral(" += ") + V() + kMinus + VD() +
                 kEq + vec(applied),
             t(QT_TRANSLATE_NOOP("Formula", "flee subtracts it: its contribution is v − v_d, zero for a vehicle moving at "
                                            "maxSpeed straight at the target")));
    }

    void arrive(const BehaviourRecord& r)
    {
        const Vector2D target = originOf(r, "target");
        const Vector2D p = originOf(r, "velocity");
        const Vector2D v = vecOf(r, "velocity");
        const Vector2D vd = vecOf(r, "desiredVelocity");
        const Vector2D force = vecOf(r, "force");
        const double dist = r.value("dist"), threshold = r.value("arrivalThreshold"), maxSpeed = r.value("maxSpeed");
        const double speed = r.value("speed");
        const Vector2D d = target - p;
        line(Why::ToTarget, ItemKind::Difference, D() + kEq + TGT() + kMinus + P() + kEq + vec(target) + kMinus + vec(p) + kEq + vec(d));
        line(Why::Distance, ItemKind::ArrivalCircle, S("dist") + kEq + QStringLiteral("|") + D() + QStringLiteral("|") + kEq + num(dist));
        if (r.value("slowing") == 0.0)
            line(Why::ArriveOutside, ItemKind::ArrivalCircle,
                 S("dist") + QStringLiteral(" &gt; ") + S("arrivalThreshold") + QStringLiteral(": ") + num(dist) +
                     QStringLiteral(" &gt; ") + num(threshold) + QStringLiteral(" ⇒ ") + S("speed") + kEq + S("maxSpeed") +
                     kEq + num(speed),
                 t(QT_TRANSLATE_NOOP("Formula", "outside the threshold: full speed, as seek")));
        else
            line(Why::ArriveInside, ItemKind::ArrivalCircle,
                 S("dist") + QStringLiteral(" ≤ ") + S("arrivalThreshold") + QStringLiteral(" ⇒ ") + S("speed") + kEq +
                     S("maxSpeed") + kTimes + S("dist") + QStringLiteral(" / ") + S("arrivalThreshold") + kEq +
                     num(maxSpeed) + kTimes + num(dist) + QStringLiteral(" / ") + num(threshold) + kEq + num(speed),
                 t(QT_TRANSLATE_NOOP("Formula", "inside the threshold: the closer, the slower")));
        line(Why::DesiredArriveSpeed, ItemKind::DesiredVelocity, VD() + kEq + QStringLiteral("normalize(") + D() + QStringLiteral(")") + kTimes +
                                            S("speed") + kEq + zeroSpelled(d, num(speed)) + vec(d.normalized()) + kTimes + num(speed) + kEq + vec(vd),
             zeroNote(d));
        line(Why::SeekForce, force_, forceSymbol(force_) + kEq + VD() + kMinus + V() + kEq + vec(vd) + kMinus + vec(v) + kEq + vec(force));
    }

    void pursueOrEvade(int i, bool isEvade)
    {
        const BehaviourRecord& r = rec(i);
        const bool cocos = world_.variants.lookAhead == steer::LookAhead::Cocos;
        const Vector2D p = positionAt(i);
        const QString tp = sym(ItemKind::Target, QStringLiteral("p<sub>target</sub>"));
        const QString tv = sym(ItemKind::LookAhead, QStringLiteral("v<sub>target</sub>"));
        if (!isEvade && cocos) {
            const double ahead = r.value("toTargetDotHeading"), facing = r.value("headingDotTargetHeading");
            const bool headOn = r.value("headOn") == 1.0;
            line(Why::HeadOnTest, ItemKind::PredictedTarget,
                 QStringLiteral("toTarget·heading = %1 %2 0, heading·target.heading = %3 %4 −0.95")
                     .arg(num(ahead), ahead > 0 ? QStringLiteral("&gt;") : QStringLiteral("≤"), num(facing),
                          facing < -0.95 ? QStringLiteral("&lt;") : QStringLiteral("≥")),
                 headOn ? t(QT_TRANSLATE_NOOP("Formula", "head-on and in front: seek the target itself")) : t(QT_TRANSLATE_NOOP("Formula", "not head-on: predict where it will be")));
            if (headOn)
                return;
        }
        const double dist = r.value("dist"), t_ = r.value("lookAheadTime"), speed = r.value("targetSpeed");
        const Item* la = r.item("lookAhead");
        const Vector2D targetPos = la ? la->origin : Vector2D();
        const Vector2D travel = la ? la->vec : Vector2D();
        const Vector2D predicted = originOf(r, "predictedTarget");
        const double maxSpeed = world_.vehicles[static_cast<std::size_t>(vi_)].params.maxSpeed;
        line(Why::Distance, ItemKind::LookAhead, S("dist") + kEq + QStringLiteral("|") + tp + kMinus + P() + QStringLiteral("|") + kEq +
                                      QStringLiteral("|") + vec(targetPos) + kMinus + vec(p) + QStringLiteral("|") + kEq + num(dist));
        if (!cocos)
            line(Why::LookAheadBook, ItemKind::LookAhead, S("lookAheadTime") + kEq + S("dist") + QStringLiteral(" / ") + S("maxSpeed") + kEq +
                                          num(dist) + QStringLiteral(" / ") + num(maxSpeed) + kEq + num(t_));
        else
            line(Why::LookAheadCocos, ItemKind::LookAhead, S("lookAheadTime") + kEq + S("dist") + QStringLiteral(" / (") + S("maxSpeed") +
                                          QStringLiteral(" + |") + tv + QStringLiteral("|)") + kEq + num(dist) +
                                          QStringLiteral(" / (") + num(maxSpeed) + QStringLiteral(" + ") + num(speed) +
                                          QStringLiteral(")") + kEq + num(t_));
        const bool behind = isEvade && world_.variants.evade == steer::EvadePrediction::Behind002;
        const QString op = behind ? QStringLiteral(" − ") : QStringLiteral(" + ");
        // The record holds the travel target.v·t; the velocity itself is travel / t.
        const Vector2D shown = behind ? -travel : travel;
        const QString velocityText = t_ > 0 ? vec(shown / t_) + kTimes + num(t_) : vec(shown);
        QStringList notes;
        if (behind)
            notes << t(QT_TRANSLATE_NOOP("Formula", "as printed in the Russian translation: a point behind the pursuer"));
        // PursueTest starts its target at 15 with maxSpeed 10: the target's own update cuts that
        // down when it first moves, so |v_target| is 15 only before then.
        const steer::Vehicle* target = targetOf(i);
        if (target && speed > target->params.maxSpeed + 1e-9)
            notes << t(QT_TRANSLATE_NOOP("Formula", "the target starts faster than its maxSpeed (%1 > %2), as the scenario "
                                                    "sets it; its first update truncates the velocity, so from the next "
                                                    "frame on |v_target| = %2"))
                         .arg(num(speed), num(target->params.maxSpeed));
        line(!isEvade ? Why::PredictAhead : behind ? Why::EvadeBehind : Why::EvadeAhead, ItemKind::PredictedTarget,
             PRED() + kEq + tp + op + tv + kTimes + S("lookAheadTime") + kEq + vec(targetPos) + op + velocityText + kEq +
                 vec(predicted),
             notes.join(QStringLiteral("; ")));
    }

    // The vehicle a top-level pursue or evade call `i` is about: the program's matching call names it
    // (the k-th such record is the k-th enabled call of that behaviour). Null when it is not at hand.
    const steer::Vehicle* targetOf(int i) const
    {
        const Behaviour b = rec(i).behaviour;
        int k = 0;
        for (int j = 0; j < i; ++j)
            k += rec(j).parent < 0 && rec(j).behaviour == b ? 1 : 0;
        for (const steer::BehaviourCall& c : world_.vehicles[static_cast<std::size_t>(vi_)].program) {
            if (!c.enabled || c.behaviour != b || k-- > 0)
                continue;
            for (const steer::Vehicle& v : world_.vehicles)
                if (v.id == c.target)
                    return &v;
            return nullptr;
        }
        return nullptr;
    }

    void wander(const BehaviourRecord& r)
    {
        const Vector2D v = vecOf(r, "velocity");
        const Vector2D center = vecOf(r, "center");
        const Vector2D offset = vecOf(r, "offset");
        const Vector2D force = vecOf(r, "force");
        const double angle = r.value("wanderAngle"), random = r.value("random"), step = r.value("step");
        const double next = r.value("nextWanderAngle"), dist = r.value("wanderDistance"), radius = r.value("wanderRadius");
        const double range = r.value("wanderRange");
        const QString C = sym(ItemKind::WanderCenter, QStringLiteral("center"));
        const QString O = sym(ItemKind::WanderOffset, QStringLiteral("offset"));
        line(Why::WanderCenter, ItemKind::WanderCenter, C + kEq + QStringLiteral("normalize(") + V() + QStringLiteral(")") + kTimes +
                                         S("wanderDistance") + kEq + vec(v.normalized()) + kTimes + num(dist) + kEq + vec(center));
        line(Why::WanderOffset, ItemKind::WanderOffset, O + kEq + S("wanderRadius") + QStringLiteral("·(cos ") + S("wanderAngle") +
                                         QStringLiteral(", sin ") + S("wanderAngle") + QStringLiteral(")") + kEq + num(radius) +
                                         QStringLiteral("·(cos %1, sin %1)").arg(num(angle)) + kEq + vec(offset));
        if (world_.variants.wander == steer::WanderStep::Range)
            line(Why::WanderStep, ItemKind::WanderOffset,
                 S("wanderAngle") + QStringLiteral(" += random·") + S("wanderRange") + kMinus + S("wanderRange") +
                     QStringLiteral("·0.5: ") + num(angle) + QStringLiteral(" + (") + num(random) + kTimes + num(range) +
                     kMinus + num(range) + QStringLiteral("·0.5)") + kEq + num(angle) + plusNum(step) +
                     kEq + num(next),
                 t(QT_TRANSLATE_NOOP("Formula", "step within ±wanderRange/2, for the next frame (Russian translation)")));
        else
            line(Why::WanderStep, ItemKind::WanderOffset,
                 S("wanderAngle") + QStringLiteral(" += random − 0.5·") + S("wanderRange") + QStringLiteral(": ") +
                     num(angle) + QStringLiteral(" + (") + num(random) + kMinus + QStringLiteral("0.5·") + num(range) +
                     QStringLiteral(")") + kEq + num(angle) + plusNum(step) + kEq + num(next),
                 t(QT_TRANSLATE_NOOP("Formula", "as printed in the AS3 study notes, for the next frame")));
        line(Why::WanderForce, force_, forceSymbol(force_) + kEq + C + QStringLiteral(" + ") + O + kEq + vec(center) + QStringLiteral(" + ") +
                                          vec(offset) + kEq + vec(force));
    }

    // Seed 000's avoid(): the feeler, then one child record per circle ahead, then the sum.
    void avoid(int i, int depth)
    {
        const BehaviourRecord& r = rec(i);
        const QString FE = sym(ItemKind::Feeler, QStringLiteral("feeler"));
        const Vector2D v = vecOf(r, "velocity");
        const int circles = static_cast<int>(r.value("circles")), ahead = static_cast<int>(r.value("ahead"));
        const int behind = static_cast<int>(r.value("behind")), hits = static_cast<int>(r.value("hits"));
        line(Why::Feeler, ItemKind::Feeler, FE + kEq + QStringLiteral("normalize(") + V() + QStringLiteral(")") + kTimes +
                                   S("avoidDistance") + kEq + vec(v.normalized()) + kTimes + num(r.value("feelerLength")) +
                                   kEq + vec(vecOf(r, "feeler")));
        line(Why::AheadCount, ItemKind::Difference,
             S("dotProd") + QStringLiteral(" &gt; 0: ") +
                 t(QT_TRANSLATE_NOOP("Formula", "%1 of %2 circles ahead, %3 behind")).arg(ahead).arg(circles).arg(behind),
             behind > 0 ? t(QT_TRANSLATE_NOOP("Formula", "circles behind (dotProd ≤ 0) are not tested further"))
                        : QString());
        for (int c : children(i))
            call(c, depth + 1,
                 t(QT_TRANSLATE_NOOP("Formula", "circle %1")).arg(static_cast<int>(rec(c).value("circle")) + 1));
        section(i, depth, behaviourName(Behaviour::Avoid, tr_) + QStringLiteral(" — ") + t(QT_TRANSLATE_NOOP("Formula", "sum")));
        if (hits == 0) {
            const QString PR = sym(ItemKind::Projection, QStringLiteral("projection"));
            // "Some circle ahead passes both tests" is false: hence the ✗.
            line(Why::AvoidNoHit, ItemKind::Feeler, QStringLiteral("∃ i: ") + S("dist") + QStringLiteral("<sub>i</sub> &lt; ") + S("radius") +
                                       QStringLiteral("<sub>i</sub> + ") + S("avoidBuffer") + QStringLiteral(" ∧ |") + PR +
                                       QStringLiteral("<sub>i</sub>| &lt; |") + FE + QStringLiteral("|") + mark(false),
                 t(QT_TRANSLATE_NOOP("Formula", "no circle ahead meets the feeler: no force, no braking")));
            return;
        }
        const QString BR = sym(ItemKind::Brake, QStringLiteral("v′"));
        QStringList forces, ratios;
        for (int c : children(i)) {
            if (rec(c).value("hit") != 1.0)
                continue;
            forces << vec(vecOf(rec(c), "force"));
            ratios << num(rec(c).value("ratio"));
        }
        force_ = steer::forceKindOf(ex_, static_cast<std::size_t>(i));
        line(Why::AvoidSum, force_,
             forceSymbol(force_) + kEq + QStringLiteral("Σ") + F() + QStringLiteral("<sub>i</sub>") + kEq +
                 forces.join(QStringLiteral(" + ")) + kEq + vec(vecOf(r, "force")),
             t(QT_TRANSLATE_NOOP("Formula", "%1 circle(s) hit: their forces add up")).arg(hits));
        line(Why::AvoidBrakes, ItemKind::Brake,
             BR + kEq + V() + kTimes + QStringLiteral("Π ") + S("ratio") + QStringLiteral("<sub>i</sub>") + kEq + vec(v) +
                 kTimes + ratios.join(kTimes) + kEq + vec(vecOf(r, "brakedVelocity")),
             t(QT_TRANSLATE_NOOP("Formula", "each brake scales the velocity the previous one left")));
    }

    // One circle ahead: the two tests, and for a hit the 90° force and the brake.
    void avoidCircle(const BehaviourRecord& r)
    {
        const QString H = QStringLiteral("<b>heading</b>");
        const QString DF = sym(ItemKind::Difference, QStringLiteral("difference"));
        const QString FE = sym(ItemKind::Feeler, QStringLiteral("feeler"));
        const QString PR = sym(ItemKind::Projection, QStringLiteral("projection"));
        const QString BR = sym(ItemKind::Brake, QStringLiteral("v′"));
        const double maxSpeed = world_.vehicles[static_cast<std::size_t>(vi_)].params.maxSpeed;
        const Item* differenceItem = r.item("difference");
        const Vector2D p = differenceItem ? differenceItem->origin : Vector2D();
        const Vector2D difference = vecOf(r, "difference");
        const Vector2D feeler = vecOf(r, "feeler");
        const Vector2D projection = vecOf(r, "projection");
        const Vector2D heading = feeler.normalized();
        const double dotProd = r.value("dotProd"), dist = r.value("dist"), radius = r.value("radius");
        const double buffer = r.value("avoidBuffer"), projLen = r.value("projectionLength");
        const double feelerLen = r.value("feelerLength");
        const bool distOk = r.value("distTest") == 1.0, reachOk = r.value("reachTest") == 1.0;
        line(Why::CircleDifference, ItemKind::Difference, DF + kEq + QStringLiteral("<b>c</b>") + kMinus + P() + kEq + vec(p + difference) +
                                       kMinus + vec(p) + kEq + vec(difference));
        line(Why::CircleDot, ItemKind::Difference, S("dotProd") + kEq + DF + QStringLiteral("·") + H + kEq + num(dotProd) +
                                       QStringLiteral(" &gt; 0"),
             t(QT_TRANSLATE_NOOP("Formula", "positive: the circle is in front")));
        line(Why::CircleProjection, ItemKind::Projection, PR + kEq + H + kTimes + S("dotProd") + kEq + vec(heading) + kTimes + num(dotProd) +
                                       kEq + vec(projection));
        line(Why::CircleDist, ItemKind::FeelerDistance, S("dist") + kEq + QStringLiteral("|") + PR + kMinus + DF + QStringLiteral("|") +
                                           kEq + num(dist));
        // Each test is written as the code tests it; the mark says whether that statement holds.
        const QString lt = QStringLiteral(" &lt; ");
        line(Why::CircleBuffer, ItemKind::BufferCircle,
             S("dist") + lt + S("radius") + QStringLiteral(" + ") + S("avoidBuffer") + QStringLiteral(": ") + num(dist) +
                 lt + num(radius) + QStringLiteral(" + ") + num(buffer) + mark(distOk),
             distOk ? t(QT_TRANSLATE_NOOP("Formula", "the feeler line passes within the buffer"))
                    : t(QT_TRANSLATE_NOOP("Formula", "missed: the feeler line passes clear of the circle and its buffer")));
        line(Why::CircleReach, ItemKind::Projection,
             QStringLiteral("|") + PR + QStringLiteral("|") + lt + QStringLiteral("|") + FE + QStringLiteral("|: ") +
                 num(projLen) + lt + num(feelerLen) + mark(reachOk),
             reachOk ? t(QT_TRANSLATE_NOOP("Formula", "within the feeler's reach"))
                     : t(QT_TRANSLATE_NOOP("Formula", "missed: the circle is beyond the end of the feeler")));
        if (r.value("hit") != 1.0) {
            line(Why::CircleMissed, ItemKind::BufferCircle, t(QT_TRANSLATE_NOOP("Formula", "no collision ahead: this circle adds no force and no brake")));
            return;
        }
        const Vector2D force = vecOf(r, "force");
        const Vector2D turned(r.value("turnedX"), r.value("turnedY"));
        const double sign = r.value("sign"), ratio = r.value("ratio");
        line(Why::CircleTurn, force_,
             forceSymbol(force_) + kEq + H + kTimes + S("maxSpeed") + QStringLiteral(", ") + S("angle") + QStringLiteral(" += ") +
                 S("sign") + QStringLiteral("·π/2") + kEq + vec(heading) + kTimes + num(maxSpeed) +
                 QStringLiteral(", %1π/2").arg(sign < 0 ? QStringLiteral("−") : QStringLiteral("+")) + kEq + vec(turned),
             t(QT_TRANSLATE_NOOP("Formula", "turn 90° to the side away from the circle")));
        line(Why::CircleScale, force_, forceSymbol(force_) + kEq + forceSymbol(force_) + QStringLiteral("·(1 − |") + PR + QStringLiteral("| / |") + FE +
                                          QStringLiteral("|)") + kEq + vec(turned) + QStringLiteral("·(1 − ") + num(projLen) +
                                          QStringLiteral(" / ") + num(feelerLen) + QStringLiteral(")") + kEq + vec(force),
             t(QT_TRANSLATE_NOOP("Formula", "weaker when the circle is far along the feeler")));
        line(Why::CircleBrake, ItemKind::Brake, BR + kEq + V() + QStringLiteral("·|") + PR + QStringLiteral("| / |") + FE + QStringLiteral("|") +
                                  kEq + vec(vecOf(r, "velocity")) + kTimes + num(ratio) + kEq + vec(vecOf(r, "brakedVelocity")),
             t(QT_TRANSLATE_NOOP("Formula", "brake: the closer the circle, the harder")));
    }

    void followPath(int i)
    {
        const BehaviourRecord& r = rec(i);
        const QString W = sym(ItemKind::Waypoint, QStringLiteral("wayPoint"));
        const Vector2D wp = originOf(r, "wayPoint");
        const int index = static_cast<int>(r.value("pathIndex")), next = static_cast<int>(r.value("nextPathIndex"));
        const int count = static_cast<int>(r.value("pathLength"));
        const double dist = r.value("dist"), threshold = r.value("pathThreshold");
        const Vector2D p = positionAt(i);
        line(Why::Waypoint, ItemKind::Waypoint, W + kEq + QStringLiteral("path[") + S("pathIndex") + QStringLiteral("]") + kEq +
                                     QStringLiteral("path[%1]").arg(index) + kEq + vec(wp));
        line(Why::Distance, ItemKind::PathThresholdCircle, S("dist") + kEq + QStringLiteral("|") + W + kMinus + P() + QStringLiteral("|") +
                                                kEq + QStringLiteral("|") + vec(wp) + kMinus + vec(p) + QStringLiteral("|") +
                                                kEq + num(dist));
        QString note;
        if (dist >= threshold)
            note = t(QT_TRANSLATE_NOOP("Formula", "not there yet: keep this waypoint"));
        else if (next == 0 && index == count - 1)
            note = t(QT_TRANSLATE_NOOP("Formula", "last waypoint reached: loop back to the first"));
        else if (next == index)
            note = t(QT_TRANSLATE_NOOP("Formula", "last waypoint reached: stay on it"));
        else
            note = t(QT_TRANSLATE_NOOP("Formula", "close enough: go on to the next waypoint"));
        line(Why::WaypointNext, ItemKind::PathThresholdCircle,
             S("dist") + (dist < threshold ? QStringLiteral(" &lt; ") : QStringLiteral(" ≥ ")) + S("pathThreshold") +
                 QStringLiteral(": ") + num(dist) + (dist < threshold ? QStringLiteral(" &lt; ") : QStringLiteral(" ≥ ")) +
                 num(threshold) + QStringLiteral(" ⇒ ") + S("pathIndex") + QStringLiteral(" = %1").arg(next),
             note);
        if (r.value("arriving") == 1.0)
            line(Why::PathArrive, ItemKind::Waypoint, t(QT_TRANSLATE_NOOP("Formula", "last point of an open path: arrive instead of seek")));
    }

    void flock(int i, int depth)
    {
        const BehaviourRecord& r = rec(i);
        const bool front = world_.variants.inSight == steer::InSight::Front;
        const QString DF = sym(ItemKind::NeighbourLink, QStringLiteral("d<sub>i</sub>"));
        const int inSight = static_cast<int>(r.value("inSightCount"));
        const int tooClose = static_cast<int>(r.value("tooCloseCount"));
        QString test = QStringLiteral("inSight(i) ⇔ |") + DF + QStringLiteral("| ≤ ") + S("inSightDist") +
                       QStringLiteral(" (%1)").arg(num(r.value("inSightDist")));
        if (front)
            test += QStringLiteral(" ∧ ") + DF + QStringLiteral("·normalize(") + V() + QStringLiteral(") ≥ 0");
        line(Why::InSight, ItemKind::InSightCone, test,
             front ? t(QT_TRANSLATE_NOOP("Formula", "only vehicles in front count")) : t(QT_TRANSLATE_NOOP("Formula", "variant without the front test: every vehicle around counts")));
        line(Why::InSightCount, ItemKind::NeighbourLink, S("inSightCount") + kEq + QString::number(inSight));
        // Whose positions the dᵢ above measure: the update-order variant.
        line(Why::FlockOrder, ItemKind::NeighbourLink,
             world_.variants.order == steer::FrameOrder::Simultaneous
                 ? t(QT_TRANSLATE_NOOP("Formula", "simultaneous order: the others as they were at the start of this frame"))
                 : t(QT_TRANSLATE_NOOP("Formula", "in-turn order (FlockTest): vehicles before this one have already moved this frame")));
        // Separation: the flee calls, one compact line each.
        std::vector<int> flees;
        int cohesion = -1;
        for (int c : children(i)) {
            if (rec(c).behaviour == Behaviour::Flee)
                flees.push_back(c);
            else
                cohesion = c;
        }
        // The neighbours in sight are numbered 1, 2 ... in the order flock() visits them, as the
        // stage numbers them (diagrams::neighbourNumbers); a flee is named by its neighbour's number.
        const std::vector<Vector2D> neighbours = diagrams::neighbourPositions(r);
        const bool numbered = diagrams::neighboursNumbered(neighbours.size());
        auto numberOf = [&](Vector2D at) { return diagrams::neighbourNumber(neighbours, at); };
        QStringList tooCloseNumbers;
        for (int c : flees)
            tooCloseNumbers << QString::number(numberOf(originOf(rec(c), "target")));
        line(Why::TooClose, ItemKind::TooCloseCircle,
             QStringLiteral("tooClose(i) ⇔ |") + DF + QStringLiteral("| &lt; ") + S("tooCloseDist") +
                 QStringLiteral(" (%1): ").arg(num(r.value("tooCloseDist"))) + QString::number(tooClose) +
                 (numbered && !flees.empty() ? QStringLiteral(" (i = %1)").arg(tooCloseNumbers.join(QStringLiteral(", "))) : QString()),
             tooClose > 0 ? t(QT_TRANSLATE_NOOP("Formula", "separation: flee from each one that is too close")) : QString());
        // In a crowd a boid may flee from hundreds: the first few calls are written out, the rest
        // are counted, and the sum is over all of them.
        constexpr std::size_t kFleesWritten = 4;
        Vector2D separation;
        QStringList parts;
        for (std::size_t k = 0; k < flees.size(); ++k) {
            const Vector2D f = vecOf(rec(flees[k]), "appliedForce");
            separation = separation + f;
            if (k < kFleesWritten || flees.size() == kFleesWritten + 1) {
                const Vector2D at = originOf(rec(flees[k]), "target");
                parts << (numbered ? QStringLiteral("flee(<b>p</b><sub>%1</sub> = %2) → %3").arg(numberOf(at)).arg(vec(at), vec(f))
                                   : QStringLiteral("flee(%1) → %2").arg(vec(at), vec(f)));
            }
        }
        if (std::size_t(parts.size()) < flees.size())
            parts << t(QT_TRANSLATE_NOOP("Formula", "… and %1 more (%2 in all)"))
                         .arg(flees.size() - std::size_t(parts.size()))
                         .arg(flees.size());
        if (!flees.empty()) {
            FormulaSection& s = sheet_.sections.back();
            // Kind ΣF_sep: the stage draws the sum as its own arrow (the flock call's "separation").
            s.lines.push_back({flees.front(), ItemKind::SeparationSum, ++step_,
                               parts.join(QStringLiteral("; ")) + QStringLiteral(" ⇒ ") +
                                   forceSymbol(ItemKind::SeparationSum) + kEq + vec(separation),
                               QString(), Why::SeparationSum});
        }
        if (inSight == 0) {
            line(Why::NobodyInSight, ItemKind::NeighbourLink, S("inSightCount") + QStringLiteral(" = 0"),
                 t(QT_TRANSLATE_NOOP("Formula", "nobody in sight: no cohesion and no alignment")));
            return;
        }
        const Vector2D avgV = vecOf(r, "averageVelocity");
        const Vector2D avgP = originOf(r, "averagePosition");
        const QString AV = sym(ItemKind::AverageVelocity, QStringLiteral("averageVelocity"));
        const QString AP = sym(ItemKind::AveragePosition, QStringLiteral("averagePosition"));
        line(Why::AverageVelocity, ItemKind::AverageVelocity, AV + kEq + QStringLiteral("(") + V() + QStringLiteral(" + Σ") +
                                            sym(ItemKind::Velocity, QStringLiteral("v<sub>i</sub>")) +
                                            QStringLiteral(") / ") + S("inSightCount") + kEq + vec(avgV),
             t(QT_TRANSLATE_NOOP("Formula", "v itself is in the sum but not in the count, as printed")));
        line(Why::AveragePosition, ItemKind::AveragePosition, AP + kEq + QStringLiteral("Σ<b>p</b><sub>i</sub> / ") + S("inSightCount") + kEq +
                                            vec(avgP));
        if (cohesion >= 0)
            call(cohesion, depth + 1, t(QT_TRANSLATE_NOOP("Formula", "cohesion")));
        // Back in the flock's own section for alignment.
        section(i, depth, behaviourName(Behaviour::Flock, tr_) + QStringLiteral(" — ") + t(QT_TRANSLATE_NOOP("Formula", "alignment")));
        const Vector2D alignment = vecOf(r, "alignment");
        const QString FA = sym(ItemKind::Alignment, QStringLiteral("F<sub>a</sub>"));
        line(Why::AlignmentForce, ItemKind::Alignment, FA + kEq + AV + kMinus + V() + kEq + vec(alignment));
        switch (world_.variants.alignment) {
        case steer::Alignment::Intended:
            line(Why::AlignmentAdd, ItemKind::Alignment, F() + QStringLiteral(" += ") + FA + kEq + vec(alignment), t(QT_TRANSLATE_NOOP("Formula", "alignment joins the force")));
            break;
        case steer::Alignment::Printed000:
            line(Why::AlignmentDiscarded, ItemKind::Alignment, QStringLiteral("_steeringForce.add(") + FA + QStringLiteral(")"),
                 t(QT_TRANSLATE_NOOP("Formula", "discarded: add() returns a new vector that nobody keeps (as printed in the AS3 study notes)")));
            break;
        case steer::Alignment::Cocos:
            line(Why::AlignmentCocos, ItemKind::Alignment, F() + QStringLiteral(" −= ") + AV + kEq + vec(-avgV),
                 t(QT_TRANSLATE_NOOP("Formula", "the Cocos port subtracts the average velocity")));
            break;
        }
    }

    void offsetPursuit(int i)
    {
        const BehaviourRecord& r = rec(i);
        const Item* headingItem = r.item("heading");
        const Vector2D leaderPos = headingItem ? headingItem->origin : Vector2D();
        const Vector2D heading = vecOf(r, "heading") / 30.0;
        const Vector2D side = vecOf(r, "side") / 30.0;
        const Vector2D offset(r.value("offsetX"), r.value("offsetY"));
        const Vector2D local(r.value("localOffsetX"), r.value("localOffsetY"));
        const Vector2D target = originOf(r, "offsetTargetPos");
        const Item* la = r.item("lookAhead");
        const Vector2D travel = la ? la->vec : Vector2D();
        const Vector2D predicted = originOf(r, "predictedTarget");
        const double dist = r.value("dist"), time = r.value("lookAheadTime");
        const double maxSpeed = world_.vehicles[static_cast<std::size_t>(vi_)].params.maxSpeed;
        const QString H = sym(ItemKind::LocalFrame, QStringLiteral("heading"));
        const QString SI = sym(ItemKind::LocalFrame, QStringLiteral("side"));
        const QString OT = sym(ItemKind::OffsetPoint, QStringLiteral("offsetTargetPos"));
        const QString LV = sym(ItemKind::LookAhead, QStringLiteral("v<sub>leader</sub>"));
        line(Why::LeaderFrame, ItemKind::LocalFrame, H + kEq + QStringLiteral("normalize(") + LV + QStringLiteral(")") + kEq + vec(heading) +
                                       QStringLiteral(", ") + SI + kEq + QStringLiteral("perp(") + H + QStringLiteral(")") +
                                       kEq + vec(side));
        line(Why::LocalOffset, ItemKind::LocalFrame,
             QStringLiteral("localOffset = (") + SI + QStringLiteral("·offset, ") + H + QStringLiteral("·offset)") + kEq +
                 QStringLiteral("(%1·%3, %2·%3)").arg(vec(side), vec(heading), vec(offset)) + kEq + vec(local),
             t(QT_TRANSLATE_NOOP("Formula", "the offset is given in the leader's own frame")));
        line(Why::OffsetTarget, ItemKind::OffsetPoint, OT + kEq + QStringLiteral("p<sub>leader</sub> + localOffset") + kEq + vec(leaderPos) +
                                        QStringLiteral(" + ") + vec(local) + kEq + vec(target));
        line(Why::Distance, ItemKind::LookAhead, S("dist") + kEq + QStringLiteral("|") + OT + kMinus + P() + QStringLiteral("|") + kEq + num(dist));
        const double leaderSpeed = time > 0 ? travel.length() / time : 0.0;
        line(Why::OffsetLookAhead, ItemKind::LookAhead, S("lookAheadTime") + kEq + S("dist") + QStringLiteral(" / (") + S("maxSpeed") +
                                      QStringLiteral(" + |") + LV + QStringLiteral("|)") + kEq + num(dist) +
                                      QStringLiteral(" / (") + num(maxSpeed) + QStringLiteral(" + ") + num(leaderSpeed) +
                                      QStringLiteral(")") + kEq + num(time));
        line(Why::OffsetPredict, ItemKind::PredictedTarget, PRED() + kEq + OT + QStringLiteral(" + ") + LV + kTimes + S("lookAheadTime") + kEq +
                                            vec(target) + QStringLiteral(" + ") + vec(travel) + kEq + vec(predicted),
             t(QT_TRANSLATE_NOOP("Formula", "then arrive there")));
    }

    // Seed 004's loop: the cut-off test for every obstacle, then one child record per push.
    void lennardJones(int i, int depth)
    {
        const BehaviourRecord& r = rec(i);
        const int pushes = static_cast<int>(r.value("pushes"));
        const int obstacles = static_cast<int>(r.value("obstacles"));
        const QString R = sym(ItemKind::Difference, QStringLiteral("r"));
        line(Why::LjSkip, ItemKind::CutoffCircle, QStringLiteral("|") + R + QStringLiteral("| &gt; ") + S("cutoff") +
                                         QStringLiteral(" (%1)").arg(num(r.value("cutoff"))),
             t(QT_TRANSLATE_NOOP("Formula", "%1 of %2 obstacles are farther than the cut-off: skipped")).arg(obstacles - pushes).arg(obstacles));
        for (int c : children(i))
            call(c, depth + 1,
                 t(QT_TRANSLATE_NOOP("Formula", "obstacle %1")).arg(static_cast<int>(rec(c).value("obstacle")) + 1));
    }

    void lennardJonesPush(const BehaviourRecord& r)
    {
        const BehaviourRecord* parentRec = r.parent >= 0 ? &rec(r.parent) : nullptr;
        const double A = parentRec ? parentRec->value("A") : 0.0, B = parentRec ? parentRec->value("B") : 0.0;
        const double n = parentRec ? parentRec->value("n") : 0.0, m = parentRec ? parentRec->value("m") : 0.0;
        const double cutoff = r.value("cutoff"), speed = r.value("speed");
        const double rlen = r.value("rLength"), radius = r.value("radius"), d = r.value("d"), Uv = r.value("U");
        const Item* rItem = r.item("r");
        const Vector2D centre = rItem ? rItem->origin : Vector2D();
        const Vector2D rv = vecOf(r, "r");
        const QString R = sym(ItemKind::Difference, QStringLiteral("r"));
        const QString U = sym(ItemKind::Push, QStringLiteral("u"));
        const QString VU = sym(ItemKind::VelocityPlusPush, QStringLiteral("v + u"));
        const QString DV = sym(ItemKind::FixedSpeedVelocity, QStringLiteral("dv"));
        line(Why::LjR, ItemKind::Difference, R + kEq + P() + kMinus + QStringLiteral("<b>c</b>") + kEq + vec(centre + rv) + kMinus +
                                       vec(centre) + kEq + vec(rv));
        line(Why::LjWithin, ItemKind::CutoffCircle, QStringLiteral("|") + R + QStringLiteral("| ≤ ") + S("cutoff") + QStringLiteral(": ") +
                                         num(rlen) + QStringLiteral(" ≤ ") + num(cutoff));
        line(Why::LjD, ItemKind::Difference, S("d") + kEq + QStringLiteral("|") + R + QStringLiteral("| / ") + S("radius") + kEq +
                                       num(rlen) + QStringLiteral(" / ") + num(radius) + kEq + num(d));
        line(Why::LjPotential, ItemKind::Push,
             S("U") + QStringLiteral(" = −") + S("A") + QStringLiteral("/") + S("d") + QStringLiteral("<sup>n</sup> + ") +
                 S("B") + QStringLiteral("/") + S("d") + QStringLiteral("<sup>m</sup>") + kEq +
                 QStringLiteral("−%1/%2<sup>%3</sup> + %4/%2<sup>%5</sup>").arg(num(A), num(d), num(n), num(B), num(m)) +
                 kEq + num(Uv));
        line(Why::LjPush, ItemKind::Push, U + kEq + QStringLiteral("normalize(") + R + QStringLiteral(")") + kTimes + S("U") + kEq +
                                 vec(rv.normalized()) + kTimes + num(Uv) + kEq + vec(vecOf(r, "u")));
        line(Why::LjAdd, ItemKind::VelocityPlusPush, DV + kEq + V() + QStringLiteral(" + ") + U + kEq + vec(vecOf(r, "velocity")) +
                                             QStringLiteral(" + ") + vec(vecOf(r, "u")) + kEq + vec(vecOf(r, "vPlusU")));
        line(Why::LjFixedSpeed, ItemKind::FixedSpeedVelocity,
             QStringLiteral("|") + DV + QStringLiteral("| := ") + S("ljSpeed") + kEq + num(speed) + QStringLiteral(" ⇒ ") +
                 DV + kEq + vec(vecOf(r, "dv")) + QStringLiteral(", ") + V() + kEq + DV,
             t(QT_TRANSLATE_NOOP("Formula", "the velocity is replaced: fixed speed, new direction")));
    }

    // The Lennard-Jones call of this frame (a top-level call), or null.
    const BehaviourRecord* lennardJonesCall() const
    {
        for (const BehaviourRecord& r : ex_.calls)
            if (r.parent < 0 && r.behaviour == Behaviour::LennardJones)
                return &r;
        return nullptr;
    }
    // v after the steering step, as the pushes found it (the Lennard-Jones call records it).
    Vector2D velocityIntoLennardJones() const
    {
        const BehaviourRecord* lj = lennardJonesCall();
        const Item* first = lj ? lj->item("velocity") : nullptr;
        return first ? first->vec : ex_.update.velocityTruncated;
    }
    // v as the move found it: the last push's dv, else the velocity after steering.
    Vector2D velocityIntoMove() const
    {
        const Item* last = nullptr;
        for (const BehaviourRecord& r : ex_.calls)
            if (r.behaviour == Behaviour::LennardJonesPush)
                if (const Item* dv = r.item("dv"))
                    last = dv;
        return last ? last->vec : velocityIntoLennardJones();
    }

    // SteeredVehicle.update() up to v = truncate(v + a, maxSpeed). `alone`: the velocity is changed
    // before the move (Lennard-Jones, 004), so the move gets a section of its own after the pushes.
    void applySteering(bool alone)
    {
        const steer::UpdateRecord& u = ex_.update;
        section(kUpdateCall, 0, t(QT_TRANSLATE_NOOP("Formula", "update")));
        if (!u.steered)
            return;
        line(Why::SumForces, ItemKind::TotalForce, FT() + kEq + QStringLiteral("Σ") + F() + kEq + vec(u.force));
        line(Why::TruncateForce, ItemKind::TotalForce, FT() + kEq + QStringLiteral("truncate(") + FT() + QStringLiteral(", ") + S("maxForce") +
                                       QStringLiteral(")") + kEq +
                                       QStringLiteral("truncate(%1, %2)").arg(vec(u.force), num(u.maxForce)) + kEq +
                                       vec(u.forceTruncated));
        line(Why::Acceleration, ItemKind::TotalForce, QStringLiteral("<b>a</b>") + kEq + FT() + QStringLiteral(" / ") + S("mass") + kEq +
                                       vec(u.forceTruncated) + QStringLiteral(" / ") + num(u.mass) + kEq + vec(u.acceleration));
        if (alone)
            line(Why::TruncateVelocity, ItemKind::Velocity, V() + kEq + QStringLiteral("truncate(") + V() + QStringLiteral(" + <b>a</b>, ") +
                                         S("maxSpeed") + QStringLiteral(")") + kEq +
                                         QStringLiteral("truncate(%1 + %2, %3)")
                                             .arg(vec(u.velocityBefore), vec(u.acceleration), num(u.maxSpeed)) +
                                         kEq + vec(velocityIntoLennardJones()));
        else
            line(Why::TruncateVelocity, ItemKind::Velocity, V() + kEq + QStringLiteral("truncate(") + V() + QStringLiteral(" + <b>a</b>, ") +
                                         S("maxSpeed") + QStringLiteral(")") + kEq +
                                         QStringLiteral("truncate(%1 + %2, %3)")
                                             .arg(vec(u.velocityBefore), vec(u.acceleration), num(u.maxSpeed)) +
                                         kEq + vec(u.velocityTruncated));
    }

    // Vehicle.update(): move and edge rule (the truncation is printed with the steering step).
    void moveVehicle(const steer::Vehicle& vehicle, bool afterPushes)
    {
        const steer::UpdateRecord& u = ex_.update;
        if (!u.steered) {
            line(Why::TruncateSpeed, ItemKind::Velocity, V() + kEq + QStringLiteral("truncate(") + V() + QStringLiteral(", ") + S("maxSpeed") +
                                         QStringLiteral(")") + kEq + vec(u.velocityTruncated),
                 t(QT_TRANSLATE_NOOP("Formula", "a plain vehicle: no steering")));
        } else if (afterPushes) {
            section(kUpdateCall, 0, t(QT_TRANSLATE_NOOP("Formula", "move")));
            // 004 keeps |v| at the fixed speed: the move truncates nothing unless the record says so.
            const Vector2D into = velocityIntoMove();
            if (!(into == u.velocityTruncated))
                line(Why::TruncateSpeed, ItemKind::Velocity, V() + kEq + QStringLiteral("truncate(") + V() + QStringLiteral(", ") +
                                             S("maxSpeed") + QStringLiteral(")") + kEq +
                                             QStringLiteral("truncate(%1, %2)").arg(vec(into), num(u.maxSpeed)) + kEq +
                                             vec(u.velocityTruncated));
        }
        line(Why::Move, ItemKind::Velocity, P() + kEq + P() + QStringLiteral(" + ") + V() + kEq + vec(u.positionBefore) +
                                     QStringLiteral(" + ") + vec(u.velocityTruncated) + kEq + vec(u.positionMoved));
        if (u.edgeHit) {
            const bool bounce = vehicle.edge == steer::EdgeBehavior::Bounce;
            line(bounce ? Why::EdgeBounce : Why::EdgeWrap, ItemKind::Velocity, P() + kEq + vec(u.positionAfter) + QStringLiteral(", ") + V() + kEq + vec(u.velocityAfter),
                 bounce ? t(QT_TRANSLATE_NOOP("Formula", "bounce: the edge reflects the velocity"))
                        : t(QT_TRANSLATE_NOOP("Formula", "wrap: out one edge, in at the opposite one")));
        }
    }

    const steer::World& world_;
    int vi_;
    const Translate& tr_;
    const steer::VehicleExplanation& ex_;
    FormulaSheet sheet_;
    int step_ = 0;
    ItemKind force_ = ItemKind::SteeringForce; // how the current call's steering force is shown
};

} // namespace

FormulaSheet buildFormulas(const steer::World& world, int vehicleIndex, const Translate& tx)
{
    if (vehicleIndex < 0 || static_cast<std::size_t>(vehicleIndex) >= world.vehicles.size() ||
        static_cast<std::size_t>(vehicleIndex) >= world.explanations.size()) {
        FormulaSheet empty;
        empty.heading = tx("Formula", QT_TRANSLATE_NOOP("Formula", "No vehicle selected, or no frame computed yet."));
        return empty;
    }
    return Builder(world, vehicleIndex, tx).build();
}

} // namespace formulas

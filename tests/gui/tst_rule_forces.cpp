// Each rule's force has its own kind on the stage, in the legend and in the formula panel: the
// flock's separation (F_sep), cohesion (F_coh) and alignment (F_a), and wander and avoid of
// AvoidTest's single vehicle (F_w, F_av); a vehicle with one behaviour keeps the plain F. The kinds
// differ by line style or width and label as well as by colour. The records themselves are
// unchanged (tst_pinned_hashes): the kind is a reading of the call tree (steer::shownKind).
#include "diagram_style.h"
#include "formula_builder.h"
#include "language.h"
#include "scenarios.h"
#include "world_painter.h"

#include <QTest>

#include <cstring>

using steer::Behaviour;
using steer::ItemKind;
using steer::ScenarioId;
using steer::World;

namespace {
World stepped(ScenarioId id, int frames)
{
    World w = steer::makeWorld(id, 1);
    for (int i = 0; i < frames; ++i)
        w.step();
    return w;
}
int mainIndex(const World& w) { return w.indexOf(std::string(steer::scenarioInfo(w.scenario).mainVehicle)); }
} // namespace

class TestRuleForces : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // FlockTest: v0 flees each neighbour that is too close, seeks the average position and aligns. Each flee's F is F_sep, the seek's F is F_coh, the applied alignment is F_a; no plain F.
    void flockRulesHaveTheirOwnKinds()
    {
        // The first frame from 30 on where v0 has a neighbour too close (the flock gathers).
        World w = stepped(ScenarioId::Flock, 30);
        auto fleesOf = [](const World& x) {
            int n = 0;
            for (const auto& r : x.explanations[std::size_t(mainIndex(x))].calls)
                n += r.behaviour == Behaviour::Flee ? 1 : 0;
            return n;
        };
        for (int f = 0; f < 300 && fleesOf(w) == 0; ++f)
            w.step();
        const int sel = mainIndex(w);
        const auto& ex = w.explanations[std::size_t(sel)];
        int separation = 0, cohesion = 0, alignment = 0;
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            for (const auto& item : ex.calls[c].items) {
                if (item.kind != ItemKind::SteeringForce)
                    continue;
                const ItemKind shown = steer::shownKind(ex, c, item);
                const Behaviour b = ex.calls[c].behaviour;
                const ItemKind expected = b == Behaviour::Flee   ? ItemKind::SeparationForce
                                          : b == Behaviour::Seek ? ItemKind::CohesionForce
                                                                 : ItemKind::Alignment;
                QCOMPARE(shown, expected);
                ++(b == Behaviour::Flee ? separation : b == Behaviour::Seek ? cohesion : alignment);
            }
        QVERIFY(separation >= 1);
        QCOMPARE(cohesion, 1);
        QCOMPARE(alignment, 1);
        diagrams::OverlayOptions o;
        const diagrams::KindSet drawn = diagrams::kindsDrawn(w, sel, o);
        QVERIFY(drawn.test(std::size_t(ItemKind::SeparationForce)));
        QVERIFY(drawn.test(std::size_t(ItemKind::CohesionForce)));
        QVERIFY(drawn.test(std::size_t(ItemKind::Alignment)));
        QVERIFY(!drawn.test(std::size_t(ItemKind::SteeringForce)));
        // The formula panel's lines carry the same kinds (so hovering one lights its arrows).
        const auto sheet = formulas::buildFormulas(w, sel, formulas::installedLanguage());
        bool sepLine = false, cohLine = false;
        for (const auto& s : sheet.sections)
            for (const auto& l : s.lines) {
                // The separation line sums the flees: it lights ΣF_sep, the sum's own arrow.
                sepLine = sepLine || (l.kind == ItemKind::SeparationSum && l.formula.contains(QStringLiteral("<sub>sep</sub>")));
                cohLine = cohLine || (l.kind == ItemKind::CohesionForce && l.formula.contains(QStringLiteral("<sub>coh</sub>")));
                QVERIFY(l.kind != ItemKind::SteeringForce);
            }
        QVERIFY(sepLine && cohLine);
    }

    // AvoidTest: wander and avoid on one vehicle; WanderTest: wander alone keeps F.
    void severalBehavioursNameTheirForces()
    {
        World w = steer::makeWorld(ScenarioId::Avoid, 1);
        bool wander = false, avoid = false;
        for (int f = 0; f < 2000 && !(wander && avoid); ++f) {
            w.step();
            const auto& ex = w.explanations[std::size_t(mainIndex(w))];
            for (std::size_t c = 0; c < ex.calls.size(); ++c)
                for (const auto& item : ex.calls[c].items) {
                    if (item.kind != ItemKind::SteeringForce)
                        continue;
                    const ItemKind shown = steer::shownKind(ex, c, item);
                    const bool underAvoid = ex.calls[c].behaviour == Behaviour::Avoid ||
                                            ex.calls[c].behaviour == Behaviour::AvoidCircle;
                    QCOMPARE(shown, underAvoid ? ItemKind::AvoidForce : ItemKind::WanderForce);
                    (underAvoid ? avoid : wander) = true;
                }
        }
        QVERIFY(wander && avoid);
        const World alone = stepped(ScenarioId::Wander, 10);
        const auto& ex = alone.explanations[0];
        for (std::size_t c = 0; c < ex.calls.size(); ++c)
            for (const auto& item : ex.calls[c].items)
                QCOMPARE(steer::shownKind(ex, c, item), item.kind);
    }

    // The forces that meet on one stage differ in label and in line (style or width), not only in
    // colour: a red-green deficient pupil or a washed-out projector still tells them apart.
    void forceKindsDifferBeyondColour()
    {
        const ItemKind forces[] = {ItemKind::SteeringForce, ItemKind::TotalForce,   ItemKind::SeparationForce,
                                   ItemKind::CohesionForce, ItemKind::Alignment,    ItemKind::WanderForce,
                                   ItemKind::AvoidForce,    ItemKind::FleeForce};
        for (ItemKind a : forces) {
            QVERIFY(diagrams::styleFor(a).label[0] != '\0');
            for (ItemKind b : forces)
                if (a != b)
                    QVERIFY2(std::strcmp(diagrams::styleFor(a).label, diagrams::styleFor(b).label) != 0,
                             diagrams::styleFor(a).label);
        }
        // The pairs drawn from one vehicle at the same spot also differ in line.
        auto lineDiffers = [](ItemKind a, ItemKind b) {
            const auto& sa = diagrams::styleFor(a);
            const auto& sb = diagrams::styleFor(b);
            return sa.pen != sb.pen || sa.width != sb.width || sa.head != sb.head;
        };
        QVERIFY(lineDiffers(ItemKind::SeparationForce, ItemKind::CohesionForce));
        QVERIFY(lineDiffers(ItemKind::SeparationForce, ItemKind::Alignment));
        QVERIFY(lineDiffers(ItemKind::CohesionForce, ItemKind::Alignment));
        QVERIFY(lineDiffers(ItemKind::WanderForce, ItemKind::AvoidForce));
        QVERIFY(lineDiffers(ItemKind::SeparationForce, ItemKind::FleeForce));
        // The legend names them in the interface language.
        QCOMPARE(diagrams::kindName(ItemKind::SeparationForce), QStringLiteral("steering force: separation"));
        language::install(QStringLiteral("zh_CN"));
        QCOMPARE(diagrams::kindName(ItemKind::CohesionForce), QStringLiteral("转向力：凝聚"));
        language::install(QStringLiteral("ru"));
        QCOMPARE(diagrams::kindName(ItemKind::AvoidForce), QStringLiteral("управляющее воздействие: избегание препятствий"));
    }
};

QTEST_MAIN(TestRuleForces)
#include "tst_rule_forces.moc"

// The formula panel and the Lennard-Jones plot against the core's own numbers.
#include "formula_builder.h"
#include "formula_panel.h"
#include "formula_why.h"
#include "language.h"
#include "lj_plot.h"
#include "math_text.h"
#include "scenarios.h"
#include "test_budget.h"
#include "table_scenarios.h"

#include <QApplication>
#include <QEnterEvent>
#include <QLabel>
#include <QSignalSpy>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocument>


#include <algorithm>
#include <cmath>
#include <ctime>

using namespace steer;

namespace {
// The panel's numbers carry word joiners and no-break spaces so they never wrap apart; the
// expectations here are written in plain characters.
QString num(double v) { return formulas::readable(formulas::num(v)); }
QString vec(steer::Vector2D v) { return formulas::readable(formulas::vec(v)); }
// A circle at rest (AvoidTest's circles drift; these tests hold them still).
Obstacle circleAt(Vector2D centre, double radius) { return Obstacle{centre, radius, {}}; }
} // namespace

namespace {
QString plain(const formulas::FormulaSheet& sheet)
{
    QStringList out{sheet.heading};
    for (const auto& s : sheet.sections) {
        out << s.title;
        for (const auto& l : s.lines) {
            QTextDocument doc;
            doc.setHtml(l.formula);
            out << formulas::readable(doc.toPlainText()) + QStringLiteral(" | ") + l.note;
        }
    }
    for (const auto& e : sheet.explanations)
        out << e;
    return formulas::readable(out.join(QLatin1Char('\n')));
}

World stepped(ScenarioId id, int frames)
{
    World w = makeWorld(id, 1);
    for (int i = 0; i < frames; ++i)
        w.step();
    return w;
}
} // namespace

class TestFormulas : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    void numberFormat()
    {
        QCOMPARE(num(0.80873), QStringLiteral("0.809"));
        QCOMPARE(num(8.0873), QStringLiteral("8.09"));
        QCOMPARE(num(340.036), QStringLiteral("340"));
        QCOMPARE(num(10.0), QStringLiteral("10"));
        QCOMPARE(num(-0.0), QStringLiteral("0"));
        QCOMPARE(num(-2.5), QStringLiteral("−2.5"));
        // On screen a number never breaks after its sign or point, nor a vector after its comma.
        QCOMPARE(formulas::num(-2.56), QStringLiteral("−\u2060" "2.\u2060" "56"));
        QCOMPARE(formulas::vec({1.5, -2}), QStringLiteral("(1.\u2060" "5,\u00a0−\u2060" "2)"));
    }

    // A negative term is subtracted, not added: "0 + −0.288" read as "0 − 0.288" (issue #31).
    void negativeTermsAreSubtracted()
    {
        QCOMPARE(formulas::readable(formulas::plusNum(-0.288)), QStringLiteral(" − 0.288"));
        QCOMPARE(formulas::readable(formulas::plusNum(0.288)), QStringLiteral(" + 0.288"));
        QCOMPARE(formulas::readable(formulas::plusNum(-0.0)), QStringLiteral(" + 0"));
        // Wander's step at the frames of the first 60 whose step is negative: "angle − |step|".
        World w = makeWorld(ScenarioId::Wander, 1);
        int negatives = 0;
        for (int frame = 0; frame < 60; ++frame) {
            World shown = w;
            shown.recordExplanations = true;
            shown.step();
            const QString text = plain(formulas::buildFormulas(shown, 0, formulas::installedLanguage()));
            QVERIFY2(!text.contains(QStringLiteral("+ −")), qPrintable(text));
            negatives += text.contains(QRegularExpression(QStringLiteral("= −?[0-9.]+ − [0-9.]+ = "))) ? 1 : 0;
            w.step();
        }
        QVERIFY(negatives > 10); // about half the steps turn left
    }

    // SeekTest frame 1: from (0,0) at rest towards the pointer (275,200).
    void seekFrameOneMatchesCore()
    {
        const World w = stepped(ScenarioId::Seek, 1);
        const VehicleExplanation& ex = w.explanations[0];
        QCOMPARE(ex.calls.size(), std::size_t(1));
        const BehaviourRecord& r = ex.calls[0];
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        // d = target − p
        QVERIFY2(text.contains(QStringLiteral("d = target − p = (275, 200) − (0, 0) = (275, 200)")), qPrintable(text));
        // v_d = normalize(d)·maxSpeed with |d| = 340.04: (0.809, 0.588)·10 = (8.09, 5.88)
        QVERIFY2(text.contains(QStringLiteral("= (0.809, 0.588)·10 = (8.09, 5.88)")), qPrintable(text));
        QCOMPARE(vec(r.firstItem(ItemKind::DesiredVelocity)->vec), QStringLiteral("(8.09, 5.88)"));
        // F = v_d − v, v = 0
        QVERIFY(text.contains(QStringLiteral("F = vd − v = (8.09, 5.88) − (0, 0) = (8.09, 5.88)")));
        // update: truncate to maxForce 1, a = F/1, v = a, p = p + v
        QVERIFY(text.contains(QStringLiteral("truncate((8.09, 5.88), 1) = (0.809, 0.588)")));
        QVERIFY(text.contains(QStringLiteral("a = F / mass = (0.809, 0.588) / 1 = (0.809, 0.588)")));
        QVERIFY(text.contains(QStringLiteral("p = p + v = (0, 0) + (0.809, 0.588) = (0.809, 0.588)")));
        QCOMPARE(vec(ex.update.positionMoved), QStringLiteral("(0.809, 0.588)"));
        QCOMPARE(vec(w.vehicles[0].position), QStringLiteral("(0.809, 0.588)"));
    }

    // Frames step on: the numbers follow the core frame by frame.
    void seekLaterFrameFollowsCore()
    {
        World w = stepped(ScenarioId::Seek, 5);
        const auto& u = w.explanations[0].update;
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        QVERIFY(text.contains(QStringLiteral("frame 5")));
        QVERIFY(text.contains(vec(u.velocityBefore)));
        QVERIFY(text.contains(vec(u.velocityTruncated)));
        QVERIFY(text.contains(vec(u.positionAfter)));
        QVERIFY(text.contains(vec(w.explanations[0].calls[0].firstItem(ItemKind::SteeringForce)->vec)));
    }

    void arriveShowsThresholdBranch()
    {
        World w = stepped(ScenarioId::Arrive, 1);
        QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        QVERIFY(text.contains(QStringLiteral("dist > arrivalThreshold: 340 > 100 ⇒ speed = maxSpeed = 10")));
        // Inside the circle the speed scales with dist.
        for (int i = 0; i < 300 && !w.explanations[0].calls[0].as<ArriveRecord>().slowing; ++i)
            w.step();
        const BehaviourRecord& r = w.explanations[0].calls[0];
        QVERIFY(r.as<ArriveRecord>().slowing);
        text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        QVERIFY2(text.contains(QStringLiteral("= 10·%1 / 100 = %2").arg(num(r.as<ArriveRecord>().dist), num(r.as<ArriveRecord>().speed))),
                 qPrintable(text));
    }

    void avoidShowsFeelerProjectionAndBrake()
    {
        World w = makeWorld(ScenarioId::Avoid, 1);
        int hitIndex = -1;
        for (int i = 0; i < 2000 && hitIndex < 0; ++i) {
            w.step();
            const auto& calls = w.explanations[0].calls;
            for (int c = 0; c < int(calls.size()); ++c)
                if (calls[std::size_t(c)].behaviour == Behaviour::AvoidCircle && calls[std::size_t(c)].as<AvoidCircleRecord>().hit)
                    hitIndex = c;
        }
        QVERIFY(hitIndex >= 0);
        const auto& calls = w.explanations[0].calls;
        const BehaviourRecord* hit = &calls[std::size_t(hitIndex)];
        const BehaviourRecord* sum = &calls[std::size_t(hit->parent)];
        QCOMPARE(sum->behaviour, Behaviour::Avoid);
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        QVERIFY2(text.contains(QStringLiteral("dotProd = difference·heading = %1 > 0").arg(num(hit->as<AvoidCircleRecord>().dotProd))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("dist = |projection − difference| = %1").arg(num(hit->as<AvoidCircleRecord>().dist))));
        QVERIFY(text.contains(vec(hit->firstItem(ItemKind::Projection)->vec)));
        QVERIFY(text.contains(vec(hit->firstItem(ItemKind::Brake)->vec)));
        QVERIFY(text.contains(QStringLiteral("·%1 = %2").arg(num(hit->as<AvoidCircleRecord>().ratio), vec(hit->firstItem(ItemKind::Brake)->vec))));
        QVERIFY(text.contains(vec(sum->firstItem(ItemKind::SteeringForce)->vec)));
        QVERIFY(text.contains(vec(sum->firstItem(ItemKind::Brake)->vec)));
        QVERIFY(text.contains(QStringLiteral("cheetah")));
        QVERIFY(text.contains(QStringLiteral("follows the code")));
    }

    // The two-circle case of tst_behaviours, printed: each circle's tests, the misses' failing
    // comparison, the sum of the forces and the velocity after both brakes.
    void avoidTwoCirclesPrintsEachTestAndTheSum()
    {
        World w = makeWorld(ScenarioId::Avoid, 1);
        Vehicle& v = w.vehicles[0];
        v.position = {0, 0};
        v.velocity = {6, 0};
        v.steeringForce = {};
        w.explanations.assign(w.vehicles.size(), {}); // only this call's records, no update step
        const std::vector<Obstacle> circles = {circleAt({100, 10}, 20), circleAt({200, 60}, 10),
                                               circleAt({-50, 0}, 10), circleAt({150, -5}, 10),
                                               circleAt({400, 0}, 20)};
        avoid(v, circles, {w.variants, &w.explanations[0]});
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        if (qEnvironmentVariableIsSet("STEER_PRINT"))
            qInfo().noquote() << text;
        QVERIFY2(text.contains(QStringLiteral("4 of 5 circles ahead, 1 behind")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("circle 1")));
        QVERIFY(text.contains(QStringLiteral("circle 4")));
        QVERIFY(!text.contains(QStringLiteral("circle 3"))); // behind: no section
        // Circle 1: hit, ratio 1/3.
        QVERIFY(text.contains(QStringLiteral("dist < radius + avoidBuffer: 10 < 20 + 20 ✓")));
        QVERIFY(text.contains(QStringLiteral("|projection| < |feeler|: 100 < 300 ✓")));
        QVERIFY(text.contains(QStringLiteral("v′ = v·|projection| / |feeler| = %1·%2 = %3")
                                  .arg(vec({6, 0}), num(1.0 / 3.0), vec({2, 0}))));
        // Circle 2: missed sideways; circle 5: missed beyond the feeler's end. The tests are written
        // as the code tests them and the ✗ says they are false (60 < 30 and 400 < 300 do not hold).
        QVERIFY(text.contains(QStringLiteral("dist < radius + avoidBuffer: 60 < 10 + 20 ✗")));
        QVERIFY(text.contains(QStringLiteral("|projection| < |feeler|: 400 < 300 ✗")));
        QVERIFY(text.contains(QStringLiteral("missed: the feeler line passes clear")));
        QVERIFY(text.contains(QStringLiteral("missed: the circle is beyond the end of the feeler")));
        // Circle 4 brakes the already braked velocity by 1/2.
        QVERIFY(text.contains(QStringLiteral("v′ = v·|projection| / |feeler| = %1·%2 = %3").arg(vec({2, 0}), num(0.5), vec({1, 0}))));
        // The sum.
        QVERIFY2(text.contains(QStringLiteral("F = ΣFi = %1 + %2 = %3")
                                   .arg(vec({0, -20.0 / 3.0}), vec({0, 5}), vec({0, -5.0 / 3.0}))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("v′ = v·Π ratioi = %1·%2·%3 = %4")
                                  .arg(vec({6, 0}), num(1.0 / 3.0), num(0.5), vec({1, 0}))));
    }

    void fleePrintsTheSeedsForceThenSubtractsIt()
    {
        World w = makeWorld(ScenarioId::Avoid, 1);
        Vehicle& v = w.vehicles[0];
        v.position = {0, 0};
        v.velocity = {2, 0};
        v.steeringForce = {};
        w.explanations.assign(w.vehicles.size(), {}); // only this call's records, no update step
        flee(v, {30, 40}, {w.variants, &w.explanations[0]});
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        if (qEnvironmentVariableIsSet("STEER_PRINT"))
            qInfo().noquote() << text;
        QVERIFY2(text.contains(QStringLiteral("force = vd − v = %1 − %2 = %3").arg(vec({6, 8}), vec({2, 0}), vec({4, 8}))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("F −= force: F += v − vd = %1").arg(vec({-4, -8}))));
        QVERIFY(text.contains(QStringLiteral("zero for a vehicle moving at maxSpeed straight at the target")));
    }

    void lennardJonesShowsPotential()
    {
        World w = makeWorld(ScenarioId::LennardJones, 1);
        int pushIndex = -1;
        for (int i = 0; i < 3000 && pushIndex < 0; ++i) {
            w.step();
            const auto& calls = w.explanations[0].calls;
            for (int c = 0; c < int(calls.size()); ++c)
                if (calls[std::size_t(c)].behaviour == Behaviour::LennardJonesPush)
                    pushIndex = c;
        }
        QVERIFY(pushIndex >= 0);
        const auto& calls = w.explanations[0].calls;
        const BehaviourRecord* push = &calls[std::size_t(pushIndex)];
        const BehaviourRecord* lj = &calls[std::size_t(push->parent)];
        QCOMPARE(lj->behaviour, Behaviour::LennardJones);
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        QVERIFY2(text.contains(QStringLiteral("U = −A/dn + B/dm = −0/%1%2 + 20/%1%3 = %4")
                                   .arg(num(push->as<LennardJonesPushRecord>().d), num(1.0), num(2.5), num(push->as<LennardJonesPushRecord>().U))),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("d = |r| / radius = %1 / %2 = %3")
                                  .arg(num(push->as<LennardJonesPushRecord>().rLength), num(push->as<LennardJonesPushRecord>().radius), num(push->as<LennardJonesPushRecord>().d))));
        QVERIFY(text.contains(vec(push->firstItem(ItemKind::Push)->vec)));
        QVERIFY(text.contains(vec(push->firstItem(ItemKind::VelocityPlusPush)->vec)));
        QVERIFY(text.contains(QStringLiteral("|dv| := ljSpeed = 5 ⇒ dv = %1").arg(vec(push->firstItem(ItemKind::FixedSpeedVelocity)->vec))));
        // 004's order: v = truncate(v + a, maxSpeed), then the pushes replace v (|dv| = ljSpeed),
        // then the vehicle moves with it.
        const UpdateRecord& u = w.explanations[0].update;
        const Vector2D steered = u.velocitySum.truncated(u.maxSpeed);
        QCOMPARE(vec(lj->firstItem(ItemKind::Velocity)->vec), vec(steered)); // the pushes start from there
        const QString steering = QStringLiteral("v = truncate(v + a, maxSpeed) = truncate(%1 + %2, %3) = %4")
                                     .arg(vec(u.velocityBefore), vec(u.acceleration), num(u.maxSpeed), vec(steered));
        QVERIFY2(text.contains(steering), qPrintable(text));
        QVERIFY(text.indexOf(steering) < text.indexOf(QStringLiteral("U = ")));
        QVERIFY(text.contains(QStringLiteral("p = p + v = %1 + %2 = %3")
                                  .arg(vec(u.positionBefore), vec(u.velocityTruncated), vec(u.positionMoved))));
        Vector2D lastDv;
        for (const auto& c : calls)
            if (c.behaviour == Behaviour::LennardJonesPush)
                lastDv = c.firstItem(ItemKind::FixedSpeedVelocity)->vec;
        QCOMPARE(vec(u.velocityTruncated), vec(lastDv)); // moved with the last push's dv
    }

    // Two obstacles within the cut-off, worked by hand (tst_behaviours): one section each.
    void lennardJonesTwoObstaclesPrintEachPush()
    {
        World w = makeWorld(ScenarioId::LennardJones, 1);
        Vehicle& v = w.vehicles[0];
        v.position = {0, 0};
        v.velocity = {0, 3};
        w.explanations.assign(w.vehicles.size(), {}); // only this call's records, no update step
        const std::vector<Obstacle> obstacles = {circleAt({20, 0}, 10), circleAt({100, 100}, 10),
                                                 circleAt({0, -30}, 30)};
        lennardJones(v, obstacles, LennardJonesParams{}, {w.variants, &w.explanations[0]});
        const QString text = plain(formulas::buildFormulas(w, 0, formulas::installedLanguage()));
        if (qEnvironmentVariableIsSet("STEER_PRINT"))
            qInfo().noquote() << text;
        QVERIFY2(text.contains(QStringLiteral("1 of 3 obstacles are farther than the cut-off")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("obstacle 1")));
        QVERIFY(text.contains(QStringLiteral("obstacle 3")));
        QVERIFY(!text.contains(QStringLiteral("obstacle 2")));
        QVERIFY(text.contains(QStringLiteral("|r| ≤ cutoff: 20 ≤ 40")));
        QVERIFY(text.contains(QStringLiteral("|r| ≤ cutoff: 30 ≤ 40")));
        QVERIFY(text.contains(QStringLiteral("d = |r| / radius = 20 / 10 = 2")));
        QVERIFY(text.contains(QStringLiteral("d = |r| / radius = 30 / 30 = 1")));
        const double U0 = 20 / std::pow(2.0, 2.5);
        QVERIFY(text.contains(QStringLiteral("= %1").arg(num(U0))));
        QVERIFY(text.contains(QStringLiteral("U = −A/dn + B/dm = −0/11 + 20/12.5 = 20")));
        const Vector2D dv0 = Vector2D(-U0, 3) * (5 / std::sqrt(U0 * U0 + 9));
        QVERIFY(text.contains(QStringLiteral("dv = v + u = %1 + %2 = %3").arg(vec({0, 3}), vec({-U0, 0}), vec({-U0, 3}))));
        QVERIFY(text.contains(QStringLiteral("dv = v + u = %1 + %2 = %3").arg(vec(dv0), vec({0, 20}), vec(dv0 + Vector2D(0, 20)))));
        QVERIFY(text.contains(QStringLiteral("|dv| := ljSpeed = 5 ⇒ dv = %1").arg(vec(dv0))));
        QVERIFY(text.contains(QStringLiteral("|dv| := ljSpeed = 5 ⇒ dv = %1").arg(vec(v.velocity))));
    }

    // Every scenario and every variant produces finite numbers on every vehicle.
    void everyScenarioAndVariantPrints()
    {
        for (const ScenarioInfo& info : steer_test::tableScenarios()) {
            for (int variant = 0; variant < 3; ++variant) {
                World w = makeWorld(info.id, 7);
                if (variant == 1)
                    w.variants = {WanderStep::Printed000, EvadePrediction::Behind002, LookAhead::Cocos,
                                  Alignment::Printed000, InSight::All};
                if (variant == 2)
                    w.variants.alignment = Alignment::Cocos;
                for (int f = 0; f < 40; ++f)
                    w.step();
                for (int v = 0; v < static_cast<int>(w.vehicles.size()); ++v) {
                    const auto sheet = formulas::buildFormulas(w, v, formulas::installedLanguage());
                    const QString text = plain(sheet);
                    QVERIFY2(!text.contains(QStringLiteral("—)")) && !text.contains(QStringLiteral("nan")),
                             qPrintable(QString::fromLatin1(info.key.data(), int(info.key.size())) + text));
                    QVERIFY(!sheet.sections.empty());
                    QVERIFY(!sheet.explanations.empty() || w.explanations[std::size_t(v)].calls.empty());
                }
            }
        }
    }

    void flockPrintedVariantSaysDiscarded()
    {
        World w = makeWorld(ScenarioId::Flock, 1);
        w.variants.alignment = Alignment::Printed000;
        for (int i = 0; i < 20; ++i)
            w.step();
        int vi = -1;
        for (int i = 0; i < int(w.vehicles.size()) && vi < 0; ++i)
            for (const auto& c : w.explanations[std::size_t(i)].calls)
                if (c.behaviour == Behaviour::Flock && c.as<FlockRecord>().inSightCount > 0)
                    vi = i;
        QVERIFY(vi >= 0);
        const QString text = plain(formulas::buildFormulas(w, vi, formulas::installedLanguage()));
        QVERIFY(text.contains(QStringLiteral("discarded")));
        QVERIFY(text.contains(QStringLiteral("thrown away")));
        const BehaviourRecord* flock = nullptr;
        for (const auto& c : w.explanations[std::size_t(vi)].calls)
            if (c.behaviour == Behaviour::Flock)
                flock = &c;
        QVERIFY(text.contains(QStringLiteral("inSightCount = %1").arg(int(flock->as<FlockRecord>().inSightCount))));
        QVERIFY(text.contains(vec(flock->firstItem(ItemKind::AverageVelocity)->vec)));
    }

    void plotFollowsConstants()
    {
        World w = makeWorld(ScenarioId::LennardJones, 1);
        LennardJonesPlot plot;
        plot.resize(360, 380);
        plot.setWorld(w);
        const auto before = plot.potentialCurve();
        QCOMPARE(before.front().y(), lennardJonesPotential(w.lennardJones, before.front().x()));
        QCOMPARE(plot.marks().size(), w.obstacles.size());
        for (std::size_t i = 0; i < w.obstacles.size(); ++i) {
            const double r = w.vehicles[0].position.dist(w.obstacles[i].position);
            QCOMPARE(plot.marks()[i].distance, r);
            QCOMPARE(plot.marks()[i].push, r <= 40 ? lennardJonesPotential(w.lennardJones, r / w.obstacles[i].radius) : 0.0);
        }
        const QImage imgBefore = plot.grab().toImage();
        w.lennardJones.B = 40; // doubles U everywhere when A = 0
        plot.setWorld(w);
        const auto after = plot.potentialCurve();
        for (std::size_t i = 0; i < after.size(); i += 25)
            QVERIFY(std::abs(after[i].y() - 2 * before[i].y()) < 1e-9 * std::abs(before[i].y()) + 1e-12);
        w.lennardJones.cutoff = 80;
        plot.setWorld(w);
        const auto push = plot.pushCurve(plot.radii().front());
        QVERIFY(push.back().x() >= 80 * 1.5 - 1e-9);
        for (const QPointF& p : push)
            QCOMPARE(p.y(), p.x() <= 80 ? lennardJonesPotential(w.lennardJones, p.x() / plot.radii().front()) : 0.0);
        QVERIFY(plot.grab().toImage() != imgBefore);
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            plot.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/lj_plot.png"));
    }

    void hoverEmitsLineHovered()
    {
        const World w = stepped(ScenarioId::Seek, 1);
        FormulaPanel panel;
        panel.resize(500, 700);
        panel.show();
        panel.showFrame(w, 0);
        QSignalSpy spy(&panel, &FormulaPanel::lineHovered);
        const auto lines = panel.lineWidgets();
        QVERIFY(lines.size() >= 6);
        QEnterEvent enter(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5));
        QCoreApplication::sendEvent(lines[1], &enter); // v_d = normalize(d)·maxSpeed
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 0);
        QCOMPARE(spy.at(0).at(1).toInt(), int(ItemKind::DesiredVelocity));
        QCOMPARE(panel.highlightedLineCount(), 1);
        QVERIFY(lines[1]->property("highlighted").toBool());
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(lines[1], &leave);
        QCOMPARE(spy.count(), 2);
        QCOMPARE(spy.at(1).at(0).toInt(), -1);
        QCOMPARE(spy.at(1).at(1).toInt(), -1);
        QCOMPARE(panel.highlightedLineCount(), 0);
    }

    void highlightMarksLines()
    {
        const World w = stepped(ScenarioId::Seek, 1);
        FormulaPanel panel;
        panel.showFrame(w, 0);
        panel.highlight(0, int(ItemKind::SteeringForce));
        QCOMPARE(panel.highlightedLineCount(), 1);
        panel.highlight(formulas::kUpdateCall, int(ItemKind::TotalForce));
        QCOMPARE(panel.highlightedLineCount(), 3);
        panel.highlight(0, int(ItemKind::Target)); // no line of that kind: the whole call
        QCOMPARE(panel.highlightedLineCount(), 3);
        panel.highlight(-1, -1);
        QCOMPARE(panel.highlightedLineCount(), 0);
    }

    void languageSwitchRetranslates()
    {
        const World w = stepped(ScenarioId::Seek, 1);
        FormulaPanel panel;
        panel.showFrame(w, 0);
        QVERIFY(panel.plainText().contains(QStringLiteral("seek")));
        // The application posts LanguageChange to every widget.
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents();
        QVERIFY2(panel.plainText().contains(QStringLiteral("寻找")), qPrintable(panel.plainText()));
        QVERIFY(language::install(QStringLiteral("ru")));
        QCoreApplication::sendPostedEvents();
        QVERIFY2(panel.plainText().contains(QStringLiteral("поиск")), qPrintable(panel.plainText()));
        QVERIFY(language::install(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents();
        QVERIFY(!panel.plainText().contains(QStringLiteral("поиск")));
    }

    void secondLanguageShowsBoth()
    {
        const World w = stepped(ScenarioId::Arrive, 1);
        FormulaPanel panel;
        panel.resize(520, 900);
        panel.showFrame(w, 0);
        panel.setExtraLanguages({QStringLiteral("zh_CN")});
        QString text = panel.plainText();
        QVERIFY(text.contains(QStringLiteral("arrive")));
        QVERIFY2(text.contains(QStringLiteral("到达")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("arrivalThreshold")));
        panel.setExtraLanguages({QStringLiteral("ru")});
        text = panel.plainText();
        QVERIFY(text.contains(QStringLiteral("прибытие")));
        QVERIFY(!text.contains(QStringLiteral("到达")));
        QCOMPARE(language::translateIn(QStringLiteral("ru"), "Formula", "seek"), QStringLiteral("поиск"));
        QCOMPARE(language::translateIn(QStringLiteral("en"), "Formula", "seek"), QStringLiteral("seek"));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            panel.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/formulas_en_ru.png"));
        panel.setExtraLanguages({});
        QVERIFY(!panel.plainText().contains(QStringLiteral("прибытие")));
    }

    // Issue #32: an English-speaking teacher with Chinese and Russian readers: every formula line's
    // note and every heading in the three languages, in the order chosen, each language once.
    void threeLanguagesInOrder()
    {
        const World w = stepped(ScenarioId::Arrive, 1);
        FormulaPanel panel;
        panel.resize(520, 900);
        panel.showFrame(w, 0);
        panel.setExtraLanguages({QStringLiteral("zh_CN"), QStringLiteral("ru")});
        // The catalogues' own words, looked up independently of the panel.
        const QString zh = language::translateIn(QStringLiteral("zh_CN"), "Formula", "arrive");
        const QString ru = language::translateIn(QStringLiteral("ru"), "Formula", "arrive");
        QCOMPARE(zh, QStringLiteral("到达"));
        QCOMPARE(ru, QStringLiteral("прибытие"));
        const QString text = panel.plainText();
        const qsizetype en = text.indexOf(QStringLiteral("arrive"));
        QVERIFY2(en >= 0 && text.indexOf(zh) > en && text.indexOf(ru) > text.indexOf(zh), qPrintable(text));
        // The other order reads the other way round.
        panel.setExtraLanguages({QStringLiteral("ru"), QStringLiteral("zh_CN")});
        const QString swapped = panel.plainText();
        QVERIFY2(swapped.indexOf(ru) < swapped.indexOf(zh), qPrintable(swapped));
        QCOMPARE(panel.extraLanguages(), QStringList({QStringLiteral("ru"), QStringLiteral("zh_CN")}));
    }

    // Issue #14, "Knowing why": every formula line of every scenario at frame 1 (with the default
    // variants and with the other readings) says why it is there, in English, Chinese and Russian:
    // a text of its own in each language, not the English left in place.
    void everyLineSaysWhy()
    {
        const auto& table = steer_test::tableScenarios();
        int checked = 0;
        for (int row = 0; row < int(table.size()); ++row) {
            if (!steer_test::keepRow(row))
                continue;
            for (int variant = 0; variant < 2; ++variant) {
                World w = makeWorld(table[std::size_t(row)].id, 1);
                if (variant == 1)
                    w.variants = {WanderStep::Printed000, EvadePrediction::Behind002, LookAhead::Cocos,
                                  Alignment::Cocos, InSight::All};
                w.step();
                for (int v = 0; v < int(w.vehicles.size()); ++v) {
                    const auto sheet = formulas::buildFormulas(w, v, formulas::installedLanguage());
                    for (const auto& section : sheet.sections)
                        for (const auto& line : section.lines) {
                            const QString where = QString::fromLatin1(table[std::size_t(row)].key.data(),
                                                                      int(table[std::size_t(row)].key.size())) +
                                                  QStringLiteral(": ") + line.formula;
                            QVERIFY2(line.why != formulas::Why::None, qPrintable(where));
                            const QString en = formulas::whyText(line.why, formulas::installedLanguage());
                            QVERIFY2(!en.isEmpty(), qPrintable(where));
                            for (const QString& code : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
                                const QString other = formulas::whyText(line.why, [&code](const char* c, const char* src) {
                                    return language::translateIn(code, c, src);
                                });
                                QVERIFY2(!other.isEmpty() && other != en, qPrintable(code + QLatin1Char(' ') + where));
                            }
                            ++checked;
                        }
                }
            }
        }
        QVERIFY(checked > 100);
        // Every step has its text, also those no scenario reaches at frame 1 (a circle hit, a bounce).
        for (int why = int(formulas::Why::None) + 1; why <= int(formulas::Why::EdgeWrap); ++why)
            QVERIFY2(!formulas::whyText(formulas::Why(why), formulas::installedLanguage()).isEmpty(),
                     qPrintable(QString::number(why)));
    }

    // The panel shows the why on hover, before the hint on focusing the rule; in the interface
    // language. Seek's desired velocity (line 2) says what normalize and × maxSpeed do there.
    void lineTooltipSaysWhyThenFocus()
    {
        const World w = stepped(ScenarioId::Seek, 1);
        FormulaPanel panel;
        panel.showFrame(w, 0);
        const auto lines = panel.lineWidgets();
        QVERIFY(lines.size() >= 6);
        const QString tip = lines[1]->toolTip();
        const QString why = QStringLiteral("normalize keeps only the direction to the target (a vector of length 1); "
                                           "× maxSpeed makes it as long as the fastest the vehicle may go. That is "
                                           "the desired velocity.");
        QVERIFY2(tip.startsWith(QStringLiteral("<p>") + why + QStringLiteral("</p>")), qPrintable(tip));
        QVERIFY(tip.endsWith(QStringLiteral("<p>") + FormulaPanel::focusTip().toHtmlEscaped() + QStringLiteral("</p>")));
        // The update's truncate: no rule to focus there, only the why.
        const QString truncate = lines[4]->toolTip();
        QVERIFY2(truncate.contains(QStringLiteral("if the force is longer than maxForce it is cut to maxForce; "
                                                  "the direction is kept")),
                 qPrintable(truncate));
        QVERIFY(!truncate.contains(FormulaPanel::focusTip().toHtmlEscaped()));
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCoreApplication::sendPostedEvents();
        QVERIFY2(panel.lineWidgets()[1]->toolTip().contains(QStringLiteral("normalize 只保留指向目标的方向")),
                 qPrintable(panel.lineWidgets()[1]->toolTip()));
        QVERIFY(language::install(QStringLiteral("ru")));
        QCoreApplication::sendPostedEvents();
        QVERIFY2(panel.lineWidgets()[4]->toolTip().contains(QStringLiteral("оно укорачивается до maxForce")),
                 qPrintable(panel.lineWidgets()[4]->toolTip()));
    }

    // PursueTest starts its target at (15, 0) with maxSpeed 10 (002). In the first step the pursuer
    // predicts with |v_target| = 15, and the note says why; the target's own first update truncates
    // its velocity to 10, so from the next frame on the note is gone and the line reads 10.
    void pursueSaysWhyTheTargetStartsAt15()
    {
        World w = makeWorld(ScenarioId::Pursue, 1);
        w.step();
        int pursuer = -1, target = -1;
        for (int i = 0; i < int(w.vehicles.size()); ++i) {
            if (w.vehicles[std::size_t(i)].id == "pursuer")
                pursuer = i;
            if (w.vehicles[std::size_t(i)].id == "target")
                target = i;
        }
        QVERIFY(pursuer >= 0 && target >= 0);
        // The frame in which the target still has its start velocity: the step from frame 0.
        World first = makeWorld(ScenarioId::Pursue, 1);
        first.recordExplanations = true;
        World probe = first;
        probe.step();
        first.explanations = probe.explanations;
        QCOMPARE(first.vehicles[std::size_t(target)].velocity.length(), 15.0);
        const QString note = QStringLiteral("the target starts faster than its maxSpeed (15 > 10)");
        QVERIFY2(plain(formulas::buildFormulas(first, pursuer, formulas::installedLanguage())).contains(note),
                 qPrintable(plain(formulas::buildFormulas(first, pursuer, formulas::installedLanguage()))));
        // The panel keeps the target's maxSpeed for this note too.
        FormulaPanel panel;
        panel.showFrame(first, pursuer);
        QVERIFY(panel.plainText().contains(note));
        // After the target's first update: 10, and no note.
        QCOMPARE(w.vehicles[std::size_t(target)].velocity.length(), 10.0);
        World next = w;
        World probe2 = w;
        probe2.recordExplanations = true;
        probe2.step();
        next.explanations = probe2.explanations;
        const QString text = plain(formulas::buildFormulas(next, pursuer, formulas::installedLanguage()));
        QVERIFY2(!text.contains(QStringLiteral("starts faster")), qPrintable(text));
        QVERIFY2(text.contains(vec(Vector2D(10, 0)) + QStringLiteral("·")), qPrintable(text));
    }

    // Playback faster than the panel's update interval: the frames in between are skipped, the
    // last one appears when the interval is over (or at flush). The panel's clock is a number set
    // here, so nothing depends on how fast the machine runs.
    void fastFramesAreCoalesced()
    {
        World w = stepped(ScenarioId::Seek, 1);
        FormulaPanel panel;
        qint64 now = 1000;
        panel.setClock([&now] { return now; });
        panel.show();
        auto headingShows = [&panel](qint64 frame) {
            for (const QLabel* l : panel.findChildren<QLabel*>())
                if (l->text().contains(QStringLiteral("frame %1<").arg(frame)) ||
                    l->text().contains(QStringLiteral("frame %1 ").arg(frame)))
                    return true;
            return false;
        };
        panel.showFrame(w, 0);
        QVERIFY(headingShows(1)); // the first frame is shown at once
        QVERIFY(!panel.hasPendingFrame());
        now += 10; // 10 ms later: within the interval, so frame 2 waits
        w.step();
        panel.showFrame(w, 0);
        QVERIFY(panel.hasPendingFrame());
        QVERIFY(headingShows(1));
        now += 10;
        w.step();
        panel.showFrame(w, 0); // frame 3 replaces frame 2, which is never laid out
        QVERIFY(!headingShows(3));
        panel.flush();
        QVERIFY(!panel.hasPendingFrame());
        QVERIFY(headingShows(3));
        QVERIFY(!headingShows(2));
        // Exactly kMinIntervalMs after the last shown frame: shown at once again.
        now += FormulaPanel::kMinIntervalMs;
        w.step();
        panel.showFrame(w, 0);
        QVERIFY(!panel.hasPendingFrame());
        QVERIFY(headingShows(4));
        // One ms short of it: waits, and the panel's own timer brings it in by itself.
        now += FormulaPanel::kMinIntervalMs - 1;
        w.step();
        panel.showFrame(w, 0);
        QVERIFY(panel.hasPendingFrame());
        QVERIFY(headingShows(4));
        QTRY_VERIFY_WITH_TIMEOUT(headingShows(5), 5000);
        QVERIFY(!panel.hasPendingFrame());
    }

    // Every label is as tall as its wrapped text needs, after language switches, other scenarios
    // (labels reused from the pool) and a narrower panel.
    void wrappedLinesAreNotClipped()
    {
        FormulaPanel panel;
        panel.resize(520, 700);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto check = [&panel](const char* when) {
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            for (QLabel* l : panel.findChildren<QLabel*>()) {
                if (!l->isVisible() || l->text().isEmpty())
                    continue;
                const int needed = l->QLabel::heightForWidth(l->width());
                QVERIFY2(l->height() >= needed, qPrintable(QStringLiteral("%1: %2 < %3 for %4")
                                                               .arg(QLatin1String(when))
                                                               .arg(l->height())
                                                               .arg(needed)
                                                               .arg(l->text().left(80))));
            }
        };
        World seek = stepped(ScenarioId::Seek, 3);
        panel.showFrame(seek, 0);
        check("seek");
        QVERIFY(language::install(QStringLiteral("ru")));
        QCoreApplication::sendPostedEvents();
        World flock = stepped(ScenarioId::Flock, 3);
        panel.showFrame(flock, 0);
        panel.flush(); // shown now, whatever the time since the last frame
        check("flock ru");
        panel.resize(330, 700);
        check("flock ru narrow");
        World avoid = stepped(ScenarioId::Avoid, 60);
        panel.showFrame(avoid, 0);
        panel.flush();
        check("avoid ru narrow");
    }

    // With STEER_SHOTS=<dir>: pictures of the panel in each language to look at (not compared).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("STEER_SHOTS");
        if (dir.isEmpty())
            QSKIP("set STEER_SHOTS to a folder to write the panel pictures");
        const struct {
            ScenarioId id;
            int frames;
            int vehicle;
        } shots[] = {{ScenarioId::Avoid, 60, 0}, {ScenarioId::Flock, 30, 3}, {ScenarioId::PursueEvade, 20, 1},
                     {ScenarioId::LennardJones, 40, 0}, {ScenarioId::OffsetPursuit, 30, 1}, {ScenarioId::Wander, 5, 0}};
        for (const char* code : {"zh_CN", "ru"}) {
            QVERIFY(language::install(QString::fromLatin1(code)));
            for (const auto& shot : shots) {
                const World w = stepped(shot.id, shot.frames);
                FormulaPanel panel;
                panel.resize(520, 1400);
                panel.setExtraLanguages({QStringLiteral("en")});
                panel.showFrame(w, shot.vehicle);
                panel.grab().save(QStringLiteral("%1/panel_%2_%3.png")
                                      .arg(dir, QString::fromLatin1(code), QString::fromLatin1(scenarioInfo(shot.id).key.data())));
            }
        }
    }
};

QTEST_MAIN(TestFormulas)
#include "tst_formulas.moc"

// The behaviour table (issue #33, core/behaviours/behaviour_table.h) is the one list of behaviours:
// its rows must say what the behaviours' code really does. Checked against the code's own output
// (every record of every demo, with every variant that changes one) rather than against a second
// hand-kept list, so a row that forgets a kind, or claims one its behaviour never records, fails.
#include "behaviours.h"
#include "parameters.h"
#include "program.h"
#include "scenarios.h"
#include "table_scenarios.h"
#include "world.h"

#include <QtTest>

#include <set>
#include <string>
#include <utility>

using namespace steer;

namespace {
using KindPair = std::pair<Behaviour, ItemKind>;
using CallPair = std::pair<Behaviour, Behaviour>;

// Every (behaviour, kind) and (caller, callee) pair seen in `frames` frames of `setup`.
void collect(const ScenarioSetup& setup, int frames, std::set<KindPair>& kinds, std::set<CallPair>& calls)
{
    World w;
    if (const auto err = buildWorld(setup, w))
        qFatal("set-up refused: %s", err->c_str());
    for (int f = 0; f < frames; ++f) {
        w.step();
        for (const VehicleExplanation& ex : w.explanations)
            for (const BehaviourRecord& r : ex.calls) {
                for (const Item& i : r.items)
                    kinds.insert({r.behaviour, i.kind});
                if (r.parent >= 0)
                    calls.insert({ex.calls[std::size_t(r.parent)].behaviour, r.behaviour});
            }
    }
}
} // namespace

class TstBehaviourTable : public QObject {
    Q_OBJECT
private slots:
    void oneRowPerBehaviourWithUniqueNames()
    {
        std::set<std::string_view> ids;
        std::set<std::string_view> names;
        for (int b = 0; b < kBehaviourCount; ++b) {
            const BehaviourRow& row = behaviourRow(Behaviour(b));
            QCOMPARE(int(row.behaviour), b);
            QVERIFY(!row.id.empty());
            QVERIFY2(ids.insert(row.id).second, row.id.data());
            QCOMPARE(behaviourId(Behaviour(b)), row.id);
            if (row.name.empty())
                continue;
            QVERIFY2(names.insert(row.name).second, row.name.data());
            QCOMPARE(behaviourNamed(row.name), &row);
            // A callable behaviour without a frame call would be parsed and then never run;
            // lennard-jones acts after the update (program_frame.cpp), the one exception.
            QVERIFY2(row.run != nullptr || row.behaviour == Behaviour::LennardJones, row.name.data());
        }
        // The eleven calls program text knows (program.h's header lists them).
        QCOMPARE(names.size(), std::size_t(11));
        QCOMPARE(callableBehaviours().size(), names.size());
    }

    // Program text is read through the table: each callable name with the target its row asks for
    // parses to that behaviour, and written back gives the same text.
    void programTextFollowsTheTable()
    {
        for (const BehaviourRow& row : behaviourTable()) {
            if (row.name.empty())
                continue;
            std::string text(row.name);
            switch (row.target) {
            case CallTarget::None:
                break;
            case CallTarget::PointOrVehicle:
                text += ":pointer";
                break;
            case CallTarget::Vehicle:
                text += ":leader";
                break;
            case CallTarget::VehicleAndOffset:
                text += ":leader:10:-20";
                break;
            }
            Program p;
            const ProgramError err = parseProgram(text, p);
            QVERIFY2(!err, (text + ": " + err.english()).c_str());
            QCOMPARE(p.size(), std::size_t(1));
            QCOMPARE(p[0].behaviour, row.behaviour);
            QCOMPARE(programText(p), text);
            if (row.target != CallTarget::None) { // a call without its target is refused
                Program bare;
                QCOMPARE(parseProgram(row.name, bare).problem, ProgramProblem::MissingTarget);
            }
        }
    }

    void parametersAreTheSeedsNames()
    {
        for (const BehaviourRow& row : behaviourTable())
            for (std::string_view p : row.parameters)
                QVERIFY2(findParameter(p), (std::string(row.id) + " reads unknown parameter " + std::string(p)).c_str());
    }

    // What the table says each behaviour records and calls is what the code records and calls, over
    // every demo (and the settings that reach other code: Cocos's head-on pursue, evade behind, a path
    // that does not loop).
    void rowsMatchWhatTheCodeRecords()
    {
        std::set<KindPair> kinds;
        std::set<CallPair> calls;
        // Not cut under the sanitizers: a path that does not loop reaches its last waypoint (its only
        // arrive) after frame 100, and the whole run takes about a second there.
        const int frames = 300;
        for (const ScenarioInfo& s : steer_test::tableScenarios()) {
            ScenarioSetup setup;
            setup.id = s.id;
            collect(setup, frames, kinds, calls);
            for (const auto& [behaviour, name] : {std::pair{"lookahead", "cocos"}, {"evade", "behind"}}) {
                setup.variants = {};
                if (setVariant(setup.variants, behaviour, name))
                    qFatal("unknown variant %s=%s", behaviour, name);
                collect(setup, frames, kinds, calls);
            }
            if (s.hasPath) { // a path that does not loop ends in arrive
                setup.variants = {};
                setup.parameters = {{"loop", 0.0}};
                collect(setup, frames, kinds, calls);
            }
        }
        std::set<KindPair> listed;
        std::set<CallPair> listedCalls;
        for (const BehaviourRow& row : behaviourTable()) {
            for (ItemKind k : row.kinds)
                listed.insert({row.behaviour, k});
            for (Behaviour c : row.calls)
                listedCalls.insert({row.behaviour, c});
        }
        for (const auto& [b, k] : kinds)
            QVERIFY2(listed.count({b, k}), (std::string(behaviourId(b)) + " records " + std::string(itemKindId(k)) +
                                            ", which its row does not list")
                                               .c_str());
        for (const auto& [b, k] : listed)
            QVERIFY2(kinds.count({b, k}), (std::string(behaviourId(b)) + "'s row lists " + std::string(itemKindId(k)) +
                                           ", which no demo's frame recorded")
                                              .c_str());
        for (const auto& [caller, callee] : calls)
            QVERIFY2(listedCalls.count({caller, callee}),
                     (std::string(behaviourId(caller)) + " calls " + std::string(behaviourId(callee))).c_str());
        for (const auto& [caller, callee] : listedCalls)
            QVERIFY2(calls.count({caller, callee}), (std::string(behaviourId(caller)) + "'s row lists a call to " +
                                                     std::string(behaviourId(callee)) + " no frame made")
                                                        .c_str());
    }
};

QTEST_APPLESS_MAIN(TstBehaviourTable)
#include "tst_behaviour_table.moc"

#include "window_fuzzer.h"

#include "controller.h"
#include "input_log.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "parameters.h"
#include "scenarios.h"
#include "stage_view.h"
#include "variants.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsView>
#include <QTest>
#include <QTimer>

#include <cmath>
#include <variant>

namespace {
// Qt's warnings during a run: any is a failure (a bad connection, a painter misuse ...).
QStringList* gWarnings = nullptr;
QtMessageHandler gPrevious = nullptr;

void collect(QtMsgType type, const QMessageLogContext& ctx, const QString& text)
{
    // The offscreen platform says it cannot do some window-manager things; that is not our bug.
    const bool platformNote = text.contains(QLatin1String("This plugin does not support"));
    if (gWarnings && type != QtDebugMsg && type != QtInfoMsg && !platformNote)
        gWarnings->append(text);
    if (gPrevious)
        gPrevious(type, ctx, text);
}

struct WarningCapture {
    QStringList warnings;
    WarningCapture()
    {
        gWarnings = &warnings;
        gPrevious = qInstallMessageHandler(collect);
    }
    ~WarningCapture()
    {
        qInstallMessageHandler(gPrevious);
        gWarnings = nullptr;
    }
};

bool finiteRecords(const steer::World& w)
{
    const auto ok = [](steer::Vector2D v) { return std::isfinite(v.x) && std::isfinite(v.y); };
    for (const auto& ex : w.explanations) {
        for (const auto& call : ex.calls) {
            bool finite = true;
            std::visit([&finite](const auto& d) { d.forEachNumber([&finite](const char*, double v) { finite = finite && std::isfinite(v); }); },
                       call.data);
            if (!finite)
                return false;
            for (const auto& item : call.items)
                if (!ok(item.origin) || !ok(item.vec) || !std::isfinite(item.radius))
                    return false;
        }
        const auto& u = ex.update;
        if (!ok(u.force) || !ok(u.velocityAfter) || !ok(u.positionAfter))
            return false;
    }
    return true;
}

// Actions that open a dialog or end the program: a random driver has no use for them.
bool opensDialog(const QString& name)
{
    for (const char* word : {"save", "open", "export", "quit", "about", "help", "shortcut", "quickStart", "glossary",
                             "sources", "new", "recent", "presentation", "addBookmark"})
        if (name.contains(QLatin1String(word), Qt::CaseInsensitive))
            return true;
    return false;
}
} // namespace

WindowFuzzer::WindowFuzzer(MainWindow& window, std::uint64_t seed) : w_(window), rng_(seed) {}

int WindowFuzzer::pick(int n) { return n <= 1 ? 0 : int(rng_() % std::uint64_t(n)); }

double WindowFuzzer::uniform(double lo, double hi)
{
    return lo + (hi - lo) * double(rng_() >> 11) * (1.0 / 9007199254740992.0);
}

std::optional<QString> WindowFuzzer::run(int events)
{
    WarningCapture capture;
    // A dialog opened by accident must not hang the run: close whatever modal window appears.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (QWidget* modal = QApplication::activeModalWidget())
            modal->close();
    });
    closer.start(50);
    for (int k = 0; k < events; ++k) {
        const QString what = oneEvent();
        ++done_;
        if (w_.controller()->isPlaying())
            w_.controller()->pause(); // real-time ticks would make the run depend on the clock
        if (failure_)
            return QStringLiteral("event %1 (%2): %3").arg(k + 1).arg(what, *failure_);
        if (auto broken = check())
            return QStringLiteral("event %1 (%2): %3").arg(k + 1).arg(what, *broken);
        if (!capture.warnings.isEmpty())
            return QStringLiteral("event %1 (%2): Qt warned: %3").arg(k + 1).arg(what, capture.warnings.join(QLatin1String(" | ")));
    }
    return std::nullopt;
}

QString WindowFuzzer::oneEvent()
{
    Controller* c = w_.controller();
    StageView* view = w_.stageView();
    const steer::World& world = c->world();
    const auto stagePoint = [&] {
        return QPointF(uniform(-20, world.stageWidth + 20), uniform(-20, world.stageHeight + 20));
    };
    // A point where something can be grabbed: the target, a circle, a waypoint, a vehicle.
    const auto grabPoint = [&]() -> QPointF {
        switch (pick(4)) {
        case 0:
            return {world.pointer.x, world.pointer.y};
        case 1:
            if (!world.obstacles.empty()) {
                const auto& o = world.obstacles[std::size_t(pick(int(world.obstacles.size())))].position;
                return {o.x, o.y};
            }
            break;
        case 2:
            if (!world.path.points.empty()) {
                const auto& p = world.path.points[std::size_t(pick(int(world.path.points.size())))];
                return {p.x, p.y};
            }
            break;
        default:
            if (!world.vehicles.empty()) {
                const auto& p = world.vehicles[std::size_t(pick(int(world.vehicles.size())))].position;
                return {p.x, p.y};
            }
        }
        return stagePoint();
    };
    QWidget* port = view->viewport();
    const auto toPort = [&](QPointF stage) { return view->mapFromScene(stage); };

    switch (pick(17)) {
    case 0: {
        const QPointF at = stagePoint();
        QTest::mouseClick(port, Qt::LeftButton, {}, toPort(at));
        return QStringLiteral("click at %1,%2").arg(at.x()).arg(at.y());
    }
    case 1: {
        const QPointF from = grabPoint();
        QTest::mousePress(port, Qt::LeftButton, {}, toPort(from));
        const int moves = 1 + pick(4);
        for (int i = 0; i < moves; ++i)
            QTest::mouseMove(port, toPort(from + QPointF(uniform(-80, 80), uniform(-80, 80))));
        const QPointF to = from + QPointF(uniform(-80, 80), uniform(-80, 80));
        QTest::mouseRelease(port, Qt::LeftButton, {}, toPort(to));
        return QStringLiteral("drag from %1,%2 to %3,%4").arg(from.x()).arg(from.y()).arg(to.x()).arg(to.y());
    }
    case 2: {
        const QPointF at = grabPoint();
        QTest::mouseClick(port, Qt::RightButton, {}, toPort(at));
        return QStringLiteral("right-click at %1,%2").arg(at.x()).arg(at.y());
    }
    case 3: {
        const QPoint at = toPort(stagePoint());
        const int delta = pick(2) ? 120 : -120;
        QWheelEvent wheel(at, port->mapToGlobal(at), {}, {0, delta}, Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(port, &wheel);
        return QStringLiteral("wheel %1").arg(delta);
    }
    case 4: {
        static const std::pair<Qt::Key, Qt::KeyboardModifiers> keys[] = {
            {Qt::Key_Space, {}},      {Qt::Key_Left, {}},     {Qt::Key_Right, {}},  {Qt::Key_Home, {}},
            {Qt::Key_End, {}},        {Qt::Key_PageUp, {}},   {Qt::Key_PageDown, {}}, {Qt::Key_Z, Qt::ControlModifier},
            {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier}, {Qt::Key_Plus, {}}, {Qt::Key_Minus, {}},
            {Qt::Key_0, Qt::ControlModifier}, {Qt::Key_T, {}}, {Qt::Key_L, {}},    {Qt::Key_Escape, {}},
            {Qt::Key_Delete, {}},
        };
        const auto& [key, mods] = keys[pick(int(std::size(keys)))];
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : &w_;
        QTest::keyClick(target, key, mods);
        return QStringLiteral("key %1 (modifiers %2) to %3").arg(key).arg(int(mods)).arg(target->objectName());
    }
    case 5: {
        QList<QAction*> actions;
        // Every action of the window, whichever part made it: the fuzzer tries them all (a sweep
        // over the window as a user's clicks would be, not wiring).
        for (QAction* a : w_.findChildren<QAction*>())
            if (!a->objectName().isEmpty() && !opensDialog(a->objectName()) && a->isEnabled())
                actions << a;
        if (actions.isEmpty())
            return QStringLiteral("no action");
        QAction* a = actions[pick(int(actions.size()))];
        const QString name = a->objectName(); // the action may rebuild its own menu (and go) when triggered
        a->trigger();
        return QStringLiteral("action %1").arg(name);
    }
    case 6:
    case 7: {
        const auto& names = c->scenario().parameters;
        const std::string name(names[std::size_t(pick(int(names.size())))]);
        const steer::ParamInfo* p = steer::findParameter(name);
        double value = uniform(p->min, std::min(p->max, p->min + 500.0));
        if (p->integer)
            value = std::floor(value);
        if (pick(8) == 0)
            value = pick(2) ? p->max * 2 + 1 : p->min - 1; // out of range: refused with a message
        if (name == "count" && value > 60)
            value = std::fmod(value, 60.0) + 1; // keep the run quick
        c->setApplyToAll(pick(2) == 0);
        c->setParameter(QString::fromStdString(name), value);
        return QStringLiteral("parameter %1 = %2").arg(QString::fromStdString(name)).arg(value);
    }
    case 8: {
        const auto& groups = steer::variantChoices();
        const auto& g = groups[std::size_t(pick(int(groups.size())))];
        const auto choice = g.names[std::size_t(pick(int(g.names.size())))];
        const QString b = QString::fromLatin1(g.behaviour.data(), qsizetype(g.behaviour.size()));
        const QString n = QString::fromLatin1(choice.data(), qsizetype(choice.size()));
        c->setVariant(b, n);
        return QStringLiteral("variant %1 = %2").arg(b, n);
    }
    case 9: {
        // Not a crowd (the swarm's 10 000 boids): one of its frames costs a whole run of the others.
        std::vector<const steer::ScenarioInfo*> table;
        for (const steer::ScenarioInfo& info : steer::scenarioTable())
            if (!info.crowd)
                table.push_back(&info);
        const auto& s = *table[std::size_t(pick(int(table.size())))];
        c->switchScenario(s.id);
        return QStringLiteral("scenario %1").arg(QString::fromLatin1(s.key.data(), qsizetype(s.key.size())));
    }
    case 10: {
        static const char* codes[] = {"en", "zh_CN", "ru"};
        const char* code = codes[pick(3)];
        w_.setLanguage(QLatin1String(code));
        return QStringLiteral("language %1").arg(QLatin1String(code));
    }
    case 11: {
        if (pick(2)) {
            c->undo();
            return QStringLiteral("undo");
        }
        c->redo();
        return QStringLiteral("redo");
    }
    case 12: {
        // Forward a little, at times past the end (the history grows), kept short for speed.
        if (c->lastFrame() > 400)
            c->reset();
        const qint64 to = c->frame() + 1 + pick(25);
        c->advanceTo(to);
        return QStringLiteral("advance to %1").arg(to);
    }
    case 13: {
        const qint64 to = c->lastFrame() > 0 ? pick(int(c->lastFrame()) + 1) : 0;
        c->jumpTo(to);
        return QStringLiteral("jump to %1").arg(to);
    }
    case 14: {
        const int v = pick(int(world.vehicles.size()));
        c->select(v);
        return QStringLiteral("select %1").arg(v);
    }
    case 15: {
        // Save the lesson and open it again: the same frame, bit for bit.
        const QString path = dir_.filePath(QStringLiteral("fuzz.steerlab"));
        const std::uint64_t before = world.hash();
        const qint64 frame = c->frame();
        LessonSession* session = w_.lessonUi()->session();
        if (QString err = session->save(path); !err.isEmpty())
            failure_ = QStringLiteral("saving the lesson failed: %1").arg(err);
        else if (QString err = session->open(path); !err.isEmpty())
            failure_ = QStringLiteral("opening the saved lesson failed: %1").arg(err);
        else if (c->frame() != frame || c->world().hash() != before)
            failure_ = QStringLiteral("save and open changed frame %1 (hash %2, now frame %3 hash %4)")
                           .arg(frame)
                           .arg(before)
                           .arg(c->frame())
                           .arg(c->world().hash());
        return QStringLiteral("save and open at frame %1").arg(frame);
    }
    default: {
        switch (pick(4)) {
        case 0:
            c->stepBack();
            return QStringLiteral("step back");
        case 1:
            c->stepForward();
            return QStringLiteral("step forward");
        case 2:
            c->clearPath();
            return QStringLiteral("clear path");
        default:
            if (!world.path.points.empty()) {
                const int i = pick(int(world.path.points.size()));
                c->deleteWaypoint(i);
                return QStringLiteral("delete waypoint %1").arg(i);
            }
            c->rewind();
            return QStringLiteral("rewind");
        }
    }
    }
}

std::optional<QString> WindowFuzzer::check() const
{
    const Controller* c = w_.controller();
    const steer::World& shown = c->world();
    if (!shown.allFinite() || !finiteRecords(shown))
        return QStringLiteral("a number on screen is not finite at frame %1").arg(shown.frame);
    if (c->frame() < 0 || c->frame() > c->lastFrame())
        return QStringLiteral("frame %1 outside 0 .. %2").arg(c->frame()).arg(c->lastFrame());
    if (c->selected() < 0 || std::size_t(c->selected()) >= shown.vehicles.size())
        return QStringLiteral("selected vehicle %1 of %2").arg(c->selected()).arg(shown.vehicles.size());
    // The shown frame is what the set-up and the recorded input give when run straight through.
    steer::World straight;
    if (auto err = steer::buildWorld(c->setup(), straight))
        return QStringLiteral("the set-up no longer builds: %1").arg(QString::fromStdString(*err));
    straight.recordExplanations = false;
    const steer::InputLog& log = c->history().log();
    log.applyAt(0, straight);
    while (straight.frame < shown.frame) {
        straight.step();
        if (straight.scriptError)
            return QStringLiteral("a straight run stops at frame %1 where the window went on: %2")
                .arg(straight.frame)
                .arg(QString::fromStdString(straight.scriptError->message));
        log.applyAt(straight.frame, straight);
    }
    if (!(straight == shown))
        return QStringLiteral("frame %1 differs from a straight run of the input log (hash %2, straight %3)")
            .arg(shown.frame)
            .arg(shown.hash())
            .arg(straight.hash());
    // The records shown are those of the next step from this state.
    straight.step();
    for (std::size_t i = 0; i < shown.explanations.size(); ++i) {
        const auto& ex = shown.explanations[i];
        if (ex.updated && !(ex.update.positionAfter == straight.vehicles[i].position))
            return QStringLiteral("vehicle %1's records are not those of the next step").arg(i);
    }
    return std::nullopt;
}

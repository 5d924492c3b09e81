#include "controller.h"

#include "js_runner.h"
#include "lesson_json.h"

#include "run_cost.h"

#include "parameters.h"
#include "display_texts.h"
#include "program_problem_text.h"
#include "undo_commands.h"
#include "variants.h"

#include <QElapsedTimer>
#include <QThread>
#include <QThreadPool>
#include <QUndoStack>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace {
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
steer::Vector2D toVec(QPointF p) { return {p.x(), p.y()}; }

// A translated message for an out-of-range value (the core's own messages are English, for the CLI).
QString validate(const std::string& name, double value)
{
    const steer::ParamInfo* p = steer::findParameter(name);
    if (!p)
        return Controller::tr("Unknown parameter '%1'.").arg(QString::fromStdString(name));
    const QString label = texts::parameterLabel(QString::fromStdString(name));
    if (!std::isfinite(value))
        return Controller::tr("%1 must be a finite number.").arg(label);
    if (value < p->min || value > p->max || (p->minExclusive && value == p->min)) {
        if (p->minExclusive)
            return Controller::tr("%1 must be greater than %2 and at most %3; %4 was refused.")
                .arg(label).arg(p->min).arg(p->max).arg(value);
        return Controller::tr("%1 must be from %2 to %3; %4 was refused.").arg(label).arg(p->min).arg(p->max).arg(value);
    }
    if (p->integer && value != std::floor(value))
        return Controller::tr("%1 must be a whole number; %2 was refused.").arg(label).arg(value);
    return {};
}
} // namespace

Controller::Controller(QObject* parent) : QObject(parent), undo_(new QUndoStack(this))
{
    // Users' scripts (the code lab) run on each thread's own JavaScript engine; installing it is
    // idempotent, so every window, test and tool that makes a controller can run a lesson's code.
    codelab::installJavaScriptRunner();
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(1000 / kFramesPerSecond);
    connect(&timer_, &QTimer::timeout, this, &Controller::tick);
    steer::ScenarioSetup s;
    start(s);
}

Controller::~Controller() = default;

namespace {
// The history keeps states only: the records of the shown step are taken by the preview.
steer::World historyWorld(steer::World w)
{
    w.recordExplanations = false;
    w.explanations.clear();
    return w;
}
} // namespace

QString Controller::tooCostly(const steer::World& w)
{
    const double seconds = runcost::estimatedSeconds(w, runcost::Run::Window, 1);
    if (seconds <= kMaxSecondsPerFrame)
        return {};
    return tr("This world is too large for the window: one frame of its %1 vehicles would take about %2 seconds on this "
              "machine. Use fewer vehicles (count).")
        .arg(w.vehicles.size())
        .arg(std::ceil(seconds));
}

QString Controller::start(const steer::ScenarioSetup& setup, const QString& select)
{
    steer::World w;
    if (auto err = steer::buildWorld(setup, w))
        return tr("The scenario could not start: %1").arg(QString::fromStdString(*err));
    if (QString err = tooCostly(w); !err.isEmpty())
        return err;
    const auto& info = steer::scenarioInfo(setup.id);
    const QString id = select.isEmpty() ? fromView(info.mainVehicle) : select;
    const int index = w.indexOf(id.toStdString());
    if (index < 0)
        return tr("There is no vehicle '%1' in this scenario.").arg(id);
    pause();
    drag_ = {};
    setup_ = setup;
    history_.reset(historyWorld(std::move(w)));
    ++generation_;
    stepCredit_ = 0.0;
    undo_->clear(); // a new start (command line, lesson): nothing before it to undo
    selected_ = index;
    syncRecording();
    rebuildShown();
    emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
    return {};
}

QString Controller::restore(const steer::ScenarioSetup& setup, const steer::InputLog& log, qint64 lastFrame,
                            qint64 frame, const QString& selectId)
{
    steer::World w;
    if (auto err = steer::buildWorld(setup, w))
        return tr("The scenario could not start: %1").arg(QString::fromStdString(*err));
    if (QString err = tooCostly(w); !err.isEmpty())
        return err;
    const QString id = selectId.isEmpty() ? fromView(steer::scenarioInfo(setup.id).mainVehicle) : selectId;
    steer::History h;
    h.reset(historyWorld(std::move(w)));
    std::unique_ptr<WorkMeter> meter = makeMeter_ && lastFrame > kMeteredFrames ? makeMeter_(tr("Computing the lesson's frames…")) : nullptr;
    bool& cancelled = lastWorkCancelled_;
    cancelled = false;
    const auto progress = [&meter](std::int64_t frame, std::int64_t last) { return meter->step(frame, last); };
    if (auto err = h.installLog(log, lastFrame, meter ? steer::History::Progress(progress) : steer::History::Progress(), &cancelled))
        return cancelled ? tr("Cancelled: nothing was opened, and what was shown stays.")
                         : tr("The recorded input does not replay: %1").arg(QString::fromStdString(*err));
    h.goTo(frame);
    // Looked up at the shown frame: the sandbox adds and removes vehicles on the way.
    const int index = h.current().indexOf(id.toStdString());
    if (index < 0)
        return tr("There is no vehicle '%1' in this scenario.").arg(id);
    pause();
    drag_ = {};
    setup_ = setup;
    history_ = std::move(h);
    ++generation_;
    stepCredit_ = 0.0;
    undo_->clear();
    selected_ = index;
    syncRecording();
    rebuildShown();
    emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
    return {};
}

void Controller::switchScenario(steer::ScenarioId id)
{
    if (id == world().scenario)
        return;
    const QString key = fromView(steer::scenarioInfo(id).key);
    startFresh(id, [key] { return tr("Scenario: %1").arg(texts::scenarioName(key)); });
}

bool Controller::startFresh(steer::ScenarioId id, std::function<QString()> text, RunCompanion companion)
{
    steer::ScenarioSetup s;
    s.id = id;
    s.seed = setup_.seed;
    s.recordExplanations = setup_.recordExplanations;
    steer::World w;
    if (auto err = steer::buildWorld(s, w)) {
        emit message(tr("The scenario could not start: %1").arg(QString::fromStdString(*err)));
        return false;
    }
    pause();
    closeDrag();
    Run before{setup_, std::move(history_), selected_};
    setup_ = s;
    history_.reset(historyWorld(std::move(w)));
    selected_ = std::max(0, history_.current().indexOf(std::string(steer::scenarioInfo(id).mainVehicle)));
    pushRun(std::move(before), std::move(text), std::move(companion));
    return true;
}

void Controller::pushRun(Run before, Describe text, RunCompanion companion, std::optional<steer::World> preview)
{
    ++generation_;
    stepCredit_ = 0.0;
    syncRecording();
    rebuildShown(std::move(preview));
    // A new scenario or another number of vehicles: the panels list them again.
    const bool rebuild = before.setup.id != setup_.id ||
                         before.history.current().vehicles.size() != history_.current().vehicles.size();
    undo_->push(new RunCommand(this, std::move(text), std::move(before), std::move(companion)));
    if (rebuild)
        emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
}

void Controller::swapRun(Run& other)
{
    pause();
    closeDrag();
    const bool newScenario = other.setup.id != setup_.id ||
                             other.history.current().vehicles.size() != history_.current().vehicles.size();
    std::swap(setup_, other.setup);
    std::swap(history_, other.history);
    std::swap(selected_, other.selected);
    ++generation_;
    stepCredit_ = 0.0;
    syncRecording();
    rebuildShown();
    if (newScenario)
        emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
}

void Controller::setApplyToAll(bool all)
{
    if (all == applyToAll_)
        return;
    applyToAll_ = all;
    emit applyToAllChanged(all);
}

double Controller::parameterValue(const QString& name) const
{
    return steer::getParameter(world(), name.toStdString(), selected_);
}

QString Controller::setParameter(const QString& qname, double value)
{
    const std::string name = qname.toStdString();
    if (QString err = validate(name, value); !err.isEmpty()) {
        emit message(err);
        return err;
    }
    const steer::ParamInfo* p = steer::findParameter(name);
    const steer::World& w = world();
    const Describe text = [qname, value] { return tr("%1 = %2").arg(texts::parameterLabel(qname)).arg(value); };
    if (p->scope == steer::ParamScope::Setup) {
        if (steer::getParameter(w, name, selected_) == value)
            return {};
        // A set-up parameter (count) builds the world again: the whole run is one undo step.
        steer::ScenarioSetup s = setup_;
        auto& ps = s.parameters;
        ps.erase(std::remove_if(ps.begin(), ps.end(), [&](const auto& q) { return q.first == name; }), ps.end());
        ps.emplace_back(name, value);
        s.variants = w.variants;
        steer::World fresh;
        if (auto err = steer::buildWorld(s, fresh)) {
            const QString msg = tr("The scenario could not start: %1").arg(QString::fromStdString(*err));
            emit message(msg);
            return msg;
        }
        if (QString msg = tooCostly(fresh); !msg.isEmpty()) {
            emit message(msg);
            return msg;
        }
        pause();
        closeDrag();
        const std::string selectedId = w.vehicles[std::size_t(selected_)].id;
        steer::History next;
        next.reset(historyWorld(std::move(fresh)));
        const int idx = next.current().indexOf(selectedId);
        const int main = next.current().indexOf(std::string(steer::scenarioInfo(s.id).mainVehicle));
        const int select = idx >= 0 && std::size_t(idx) < next.current().vehicles.size() ? idx : std::max(0, main);
        std::optional<steer::World> preview = previewOf(next.current(), select);
        if (!preview)
            return tr("Cancelled: the vehicles were not built again; what was shown stays.");
        Run before{setup_, std::move(history_), selected_};
        setup_ = s;
        history_ = std::move(next);
        selected_ = select;
        pushRun(std::move(before), text, {}, std::move(preview));
        return {};
    }
    int vehicle = -1;
    if (p->scope == steer::ParamScope::Vehicle && !applyToAll_) {
        vehicle = selected_;
        if (steer::getParameter(w, name, vehicle) == value)
            return {};
    } else if (p->scope == steer::ParamScope::Vehicle) {
        bool same = true;
        for (std::size_t i = 0; i < w.vehicles.size(); ++i)
            same = same && steer::getParameter(w, name, int(i)) == value;
        if (same)
            return {};
    } else if (steer::getParameter(w, name, selected_) == value) {
        return {};
    }
    return edit(steer::InputEvent::parameter(name, value, vehicle), text);
}

QString Controller::setVariant(const QString& behaviour, const QString& choice)
{
    steer::Variants scratch = world().variants;
    if (steer::setVariant(scratch, behaviour.toStdString(), choice.toStdString())) {
        const QString err = tr("Unknown variant '%1' for %2.").arg(choice, behaviour);
        emit message(err);
        return err;
    }
    const std::string old(steer::variantName(world().variants, behaviour.toStdString()));
    if (old == choice.toStdString())
        return {};
    return edit(steer::InputEvent::variant(behaviour.toStdString(), choice.toStdString()), [behaviour, choice] {
        return tr("%1: %2").arg(texts::variantGroupLabel(behaviour), texts::variantLabel(behaviour, choice));
    });
}

QString Controller::setProgram(int vehicle, const steer::Program& program)
{
    const steer::World& w = history_.current();
    if (vehicle < 0 || std::size_t(vehicle) >= w.vehicles.size())
        return {};
    if (auto err = steer::checkProgram(w, std::size_t(vehicle), program)) {
        const QString text = tr("Behaviours refused: %1").arg(programProblemText(err));
        emit message(text);
        return text;
    }
    const steer::Vehicle& v = w.vehicles[std::size_t(vehicle)];
    if (v.program == program)
        return {};
    const QString id = QString::fromStdString(v.id);
    const QString calls = QString::fromStdString(steer::programText(program));
    return edit(steer::InputEvent::program(v.id, program), [id, calls] { return tr("Behaviours of %1: %2").arg(id, calls); });
}

QString Controller::setEdge(int vehicle, steer::EdgeBehavior edge)
{
    const steer::World& w = history_.current();
    if (vehicle < 0 || std::size_t(vehicle) >= w.vehicles.size() || w.vehicles[std::size_t(vehicle)].edge == edge)
        return {};
    const steer::Vehicle& v = w.vehicles[std::size_t(vehicle)];
    const QString id = QString::fromStdString(v.id);
    return edit(steer::InputEvent::edge(v.id, edge), [id, edge] { return tr("Edge of %1: %2").arg(id, texts::edgeLabel(edge)); });
}

Controller::ScriptAnswer Controller::setScript(const QString& source)
{
    // As long as a lesson file's text may be (lesson_json.h): a saved lesson must open again.
    if (source.size() > lessons::kMaxTextChars)
        return {tr("The code is too long: %1 characters (at most %2).").arg(source.size()).arg(lessons::kMaxTextChars), 0};
    const std::string text = source.trimmed().isEmpty() ? std::string() : source.toStdString();
    const steer::World& now = history_.current();
    if ((text.empty() && !now.script) || (now.script && now.script->source == text))
        return {};
    const steer::InputEvent e = steer::InputEvent::script(text, "code.js");
    if (!text.empty()) {
        steer::World trial = now;
        trial.recordExplanations = false;
        steer::applyEvent(trial, e);
        trial.step();
        if (trial.scriptError)
            return {QString::fromStdString(trial.scriptError->message), trial.scriptError->line};
    }
    const bool removing = text.empty();
    return {edit(e, [removing] { return removing ? tr("Built-in methods again") : tr("Apply code"); }), 0};
}

QString Controller::nextVehicleId() const
{
    const steer::World& w = history_.current();
    for (int k = 1;; ++k) {
        const std::string id = "v" + std::to_string(k);
        if (w.indexOf(id) < 0)
            return QString::fromStdString(id);
    }
}

QString Controller::addVehicle(QPointF stagePos, const steer::Program& program)
{
    const QString id = nextVehicleId();
    const QString err = edit(steer::InputEvent::addVehicle(id.toStdString(), toVec(stagePos), program),
                             [id] { return tr("Add vehicle %1").arg(id); });
    if (err.isEmpty())
        select(history_.current().indexOf(id.toStdString()));
    return err;
}

QString Controller::removeVehicle(int vehicle)
{
    const steer::World& w = history_.current();
    if (vehicle < 0 || std::size_t(vehicle) >= w.vehicles.size())
        return {};
    if (w.vehicles.size() == 1) {
        const QString text = tr("The last vehicle stays: the stage needs one to give behaviours to.");
        emit message(text);
        return text;
    }
    const QString id = QString::fromStdString(w.vehicles[std::size_t(vehicle)].id);
    return edit(steer::InputEvent::removeVehicle(id.toStdString()), [id] { return tr("Remove vehicle %1").arg(id); });
}

QString Controller::addObstacle(QPointF stagePos, double radius)
{
    return edit(steer::InputEvent::addObstacle(toVec(stagePos), radius), [] { return tr("Add a circle"); });
}

QString Controller::removeObstacle(int index)
{
    if (index < 0 || std::size_t(index) >= history_.current().obstacles.size())
        return {};
    return edit(steer::InputEvent::removeObstacle(index), [index] { return tr("Remove circle %1").arg(index + 1); });
}

QString Controller::refusal(const std::string& err) const
{
    return tr("Input refused: %1").arg(QString::fromStdString(err));
}

QString Controller::edit(const steer::InputEvent& e, Describe text, bool drag)
{
    if (drag && drag_.open && drag_.type == e.type && drag_.index == e.index) {
        // The same drag goes on: within one frame only where it ends counts.
        if (auto err = history_.recordMerging(e)) {
            emit message(refusal(*err));
            return refusal(*err);
        }
        // The frames after the move differ (and frame n itself, with the input at it): what was
        // derived from them (claims, plots, trails) is taken again now, not at the next frame.
        ++generation_;
        changed();
        return {};
    }
    closeDrag();
    // Check first, so that a refused event cuts nothing off.
    steer::World trial = history_.current();
    if (auto err = steer::applyEvent(trial, e)) {
        emit message(refusal(*err));
        return refusal(*err);
    }
    const qint64 f = frame();
    const std::size_t position = history_.eventsAt(f);
    steer::History::Branch before = history_.cut(f, position);
    history_.record(e);
    ++generation_;
    if (drag) {
        drag_ = {true, f, position, std::move(before), e.type, e.index, std::move(text)};
    } else {
        undo_->push(new EditCommand(this, std::move(text), f, position, std::move(before)));
    }
    changed();
    return {};
}

void Controller::closeDrag()
{
    if (!drag_.open)
        return;
    OpenDrag d = std::move(drag_);
    drag_ = {};
    undo_->push(new EditCommand(this, std::move(d.text), d.frame, d.position, std::move(d.before)));
}

void Controller::retranslateUndoSteps()
{
    for (int i = 0; i < undo_->count(); ++i)
        if (auto* cmd = dynamic_cast<const DescribedCommand*>(undo_->command(i)))
            const_cast<DescribedCommand*>(cmd)->retranslate(); // the stack hands out const; we own them
}

void Controller::dragFinished() { closeDrag(); }

void Controller::undo()
{
    closeDrag();
    undo_->undo();
}

void Controller::redo()
{
    closeDrag();
    undo_->redo();
}

void Controller::play()
{
    if (timer_.isActive())
        return;
    stepCredit_ = 0.0;
    timer_.start();
    emit playingChanged(true);
}

void Controller::pause()
{
    if (!timer_.isActive())
        return;
    timer_.stop();
    emit playingChanged(false);
}

void Controller::togglePlay() { isPlaying() ? pause() : play(); }

void Controller::setSpeed(double factor)
{
    if (!std::isfinite(factor))
        return;
    factor = std::clamp(factor, kMinSpeed, kMaxSpeed);
    if (factor == speed_)
        return;
    speed_ = factor;
    emit speedChanged(speed_);
}

void Controller::tick()
{
    // The timer runs at 30 Hz; the speed decides how many frames each tick owes (0.1x: one in
    // ten ticks, 4x: four per tick), so drawing never runs faster than the projector needs.
    stepCredit_ += speed_;
    // Several frames this tick: the plots and claims will read the ones between the shown frames.
    if (stepCredit_ >= 2.0 - 1e-9)
        history_.keepShownState();
    int steps = 0;
    while (stepCredit_ >= 1.0 - 1e-9) {
        stepCredit_ -= 1.0;
        if (!history_.stepForward()) {
            scriptStopped();
            break;
        }
        ++steps;
    }
    if (steps && outOfSight_)
        behindSight_ = true;
    else if (steps)
        changed();
}

void Controller::setOutOfSight(bool out)
{
    outOfSight_ = out;
    if (!out && behindSight_) {
        behindSight_ = false;
        changed();
    }
}

void Controller::stepForward()
{
    pause();
    if (!history_.stepForward())
        scriptStopped();
    changed();
}

void Controller::playStep()
{
    if (!history_.stepForward())
        scriptStopped();
    changed();
}

void Controller::scriptStopped()
{
    pause();
    stepCredit_ = 0;
    const steer::World& w = history_.current();
    if (!w.scriptError)
        return;
    const QString what = QString::fromStdString(w.scriptError->message);
    emit message(w.scriptError->line > 0
                     ? tr("The script stopped the play at frame %1, line %2: %3").arg(w.frame).arg(w.scriptError->line).arg(what)
                     : tr("The script stopped the play at frame %1: %2").arg(w.frame).arg(what));
}

void Controller::stepBack()
{
    pause();
    if (history_.stepBack())
        changed();
}

void Controller::reset()
{
    pause();
    closeDrag();
    // Frame 0 again with the parameters and variants as they are now (the teacher tuned them). They
    // enter the new run as input at frame 0, so set-up plus input log still describe every frame.
    steer::World w;
    if (auto err = steer::buildWorld(setup_, w)) {
        emit message(tr("The scenario could not start: %1").arg(QString::fromStdString(*err)));
        return;
    }
    std::vector<steer::InputEvent> tuned;
    const steer::World& now = world();
    for (const auto& group : steer::variantChoices()) {
        const std::string_view choice = steer::variantName(now.variants, group.behaviour);
        if (choice != steer::variantName(w.variants, group.behaviour))
            tuned.push_back(steer::InputEvent::variant(std::string(group.behaviour), std::string(choice)));
    }
    for (std::string_view name : scenario().parameters) {
        const auto* p = steer::findParameter(name);
        if (!p || p->scope == steer::ParamScope::Setup)
            continue;
        if (p->scope == steer::ParamScope::Vehicle) {
            for (std::size_t i = 0; i < w.vehicles.size() && i < now.vehicles.size(); ++i) {
                const double value = steer::getParameter(now, name, int(i));
                if (value != steer::getParameter(w, name, int(i)))
                    tuned.push_back(steer::InputEvent::parameter(std::string(name), value, int(i)));
            }
        } else if (steer::getParameter(now, name) != steer::getParameter(w, name)) {
            tuned.push_back(steer::InputEvent::parameter(std::string(name), steer::getParameter(now, name), -1));
        }
    }
    steer::History next;
    next.reset(historyWorld(std::move(w)));
    for (const auto& e : tuned)
        next.record(e); // values read from a valid world: they apply
    std::optional<steer::World> preview = previewOf(next.current(), selected_);
    if (!preview)
        return;
    Run before{setup_, std::move(history_), selected_};
    history_ = std::move(next);
    pushRun(std::move(before), [] { return tr("Reset"); }, {}, std::move(preview));
}

std::optional<steer::World> Controller::previewOf(const steer::World& w, int select)
{
    lastWorkCancelled_ = false;
    const int only = steer::recordOnlyFor(w.vehicles.size(), select);
    const double seconds = runcost::estimatedSeconds(w, runcost::Run::Window, 1);
    if (!makeMeter_ || seconds < kMeteredSeconds)
        return steer::withNextStep(w, setup_.recordExplanations, only);
    // A crowd's first step (a dense flock of 10 000: a second or more) runs on a worker thread
    // while the window asks the meter, so the dialog shows and Cancel answers. A cancelled job
    // is left to finish on its own copy and dropped (crowdSteps_ waits for it when it goes).
    struct Job {
        steer::World input;
        steer::World output;
        std::atomic<bool> done{false};
    };
    auto job = std::make_shared<Job>();
    job->input = w;
    const bool record = setup_.recordExplanations;
    crowdSteps_.start([job, record, only] {
        job->output = steer::withNextStep(job->input, record, only);
        job->done.store(true, std::memory_order_release);
    });
    std::unique_ptr<WorkMeter> meter =
        makeMeter_(tr("Placing %1 vehicles and taking their first step…").arg(w.vehicles.size()));
    // The meter counts milliseconds against the estimate, held below the end until the step is done.
    const qint64 total = std::max<qint64>(1, qint64(seconds * 1000.0));
    QElapsedTimer clock;
    clock.start();
    while (!job->done.load(std::memory_order_acquire)) {
        if (!meter->step(std::min(clock.elapsed(), total * 99 / 100), total)) {
            lastWorkCancelled_ = true;
            emit message(tr("Cancelled: the vehicles were not built again; what was shown stays."));
            return std::nullopt;
        }
        QThread::msleep(5);
    }
    meter->step(total, total);
    return std::move(job->output);
}

void Controller::rewind() { jumpTo(0); }

void Controller::goToEnd() { jumpTo(lastFrame()); }

void Controller::jumpTo(qint64 frame)
{
    if (frame == history_.frame())
        return;
    history_.goTo(frame);
    changed();
}

bool Controller::advanceTo(qint64 frame)
{
    pause();
    lastWorkCancelled_ = false;
    if (frame <= history_.lastFrame()) {
        jumpTo(frame);
        return true;
    }
    const qint64 shown = history_.frame();
    const qint64 last = history_.lastFrame();
    std::unique_ptr<WorkMeter> meter = makeMeter_ && frame - last > kMeteredFrames ? makeMeter_(tr("Computing frames…")) : nullptr;
    history_.goTo(last);
    while (history_.frame() < frame) {
        if (meter && history_.frame() % 64 == 0 && !meter->step(history_.frame() - last, frame - last)) {
            // No input lies past `last`: cutting there drops just the frames computed on the way.
            history_.cut(last, history_.eventsAt(last));
            history_.goTo(shown);
            lastWorkCancelled_ = true;
            emit message(tr("Cancelled: frame %1 was not computed; the frame shown before stays.").arg(frame));
            return false;
        }
        if (!history_.stepForward()) { // a user's script failed: the frames up to it stay
            scriptStopped();
            changed();
            return false;
        }
    }
    changed();
    return true;
}

void Controller::select(int vehicleIndex)
{
    if (vehicleIndex < 0 || std::size_t(vehicleIndex) >= world().vehicles.size() || vehicleIndex == selected_)
        return;
    selected_ = vehicleIndex;
    const int before = recordOnly_;
    syncRecording();
    if (recordOnly_ != before)
        rebuildShown(); // a crowd records the selected vehicle only: take its records now
    emit selectionChanged(selected_);
    emit worldChanged();
}

void Controller::pointerMoved(QPointF stagePos)
{
    if (!isPlaying() || !scenario().usesPointer || drag_.open)
        return;
    if (world().pointer == toVec(stagePos))
        return;
    // Following the pointer while playing is input, not an edit: it is recorded but not undone.
    if (auto err = history_.recordPointer(toVec(stagePos))) {
        emit message(refusal(*err));
        return;
    }
    ++generation_;
    changed();
}

void Controller::targetDragged(QPointF stagePos)
{
    if (!scenario().usesPointer || world().pointer == toVec(stagePos))
        return;
    edit(steer::InputEvent::pointer(toVec(stagePos)), [] { return tr("Move the target"); }, true);
}

void Controller::stageClicked(QPointF stagePos)
{
    if (world().scenario != steer::ScenarioId::Path)
        return;
    addWaypoint(stagePos);
}

QString Controller::addWaypoint(QPointF stagePos)
{
    if (!scenario().hasPath)
        return {};
    return edit(steer::InputEvent::addWaypoint(toVec(stagePos)), [] { return tr("Add a waypoint"); });
}

void Controller::clearPath()
{
    if (world().path.points.empty())
        return;
    edit(steer::InputEvent::clearPath(), [] { return tr("Clear the path"); });
}

void Controller::obstacleDragged(int index, QPointF stagePos)
{
    if (!scenario().hasObstacles)
        return;
    edit(steer::InputEvent::moveObstacle(index, toVec(stagePos)), [index] { return tr("Move circle %1").arg(index + 1); }, true);
}

void Controller::waypointDragged(int index, QPointF stagePos)
{
    if (!scenario().hasPath)
        return;
    edit(steer::InputEvent::moveWaypoint(index, toVec(stagePos)), [index] { return tr("Move waypoint %1").arg(index + 1); }, true);
}

void Controller::deleteWaypoint(int index)
{
    if (!scenario().hasPath)
        return;
    edit(steer::InputEvent::deleteWaypoint(index), [index] { return tr("Delete waypoint %1").arg(index + 1); });
}

std::vector<std::vector<steer::Vector2D>> Controller::trailPositions(int frames)
{
    const qint64 n = frame();
    if (trails_.generation == generation_ && trails_.frames == frames && trails_.to == n)
        return trails_.positions;
    if (trails_.generation == generation_ && trails_.frames == frames && trails_.to == n - 1 &&
        trails_.positions.size() == world().vehicles.size()) {
        // Playing forward: one more position each, the oldest goes when the trail is full.
        for (std::size_t i = 0; i < trails_.positions.size(); ++i) {
            auto& t = trails_.positions[i];
            t.push_back(world().vehicles[i].position);
            if (qint64(t.size()) > frames + 1)
                t.erase(t.begin());
        }
    } else {
        trails_.positions = history_.recentPositions(frames);
    }
    trails_.generation = generation_;
    trails_.frames = frames;
    trails_.to = n;
    return trails_.positions;
}

void Controller::changed()
{
    rebuildShown();
    emit worldChanged();
}

void Controller::rebuildShown(std::optional<steer::World> preview)
{
    // The explanation of the step from the shown state, taken on a copy: the history is not touched.
    shown_ = preview ? std::move(*preview) : steer::withNextStep(history_.current(), setup_.recordExplanations, recordOnly_);
    // The sandbox adds and removes vehicles: going back before one was added (or undoing it)
    // leaves fewer vehicles than the selection expects.
    const int n = int(shown_.vehicles.size());
    if (selected_ >= n && n > 0) {
        selected_ = n - 1;
        syncRecording();
        if (recordOnly_ >= 0)
            shown_ = steer::withNextStep(history_.current(), setup_.recordExplanations, recordOnly_);
        emit selectionChanged(selected_);
    }
}

void Controller::visitShownFrames(qint64 from, qint64 to, const std::function<bool(const steer::World&)>& visit) const
{
    history_.replay(from, to, [&](const steer::World& w) {
        return visit(steer::withNextStep(w, setup_.recordExplanations, recordOnly_));
    });
}

void Controller::syncRecording()
{
    recordOnly_ = steer::recordOnlyFor(history_.current().vehicles.size(), selected_);
}

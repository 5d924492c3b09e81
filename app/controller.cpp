#include "controller.h"

#include "parameters.h"
#include "display_texts.h"
#include "undo_commands.h"
#include "variants.h"

#include <QUndoStack>

#include <algorithm>
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
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(1000 / kFramesPerSecond);
    connect(&timer_, &QTimer::timeout, this, &Controller::tick);
    steer::ScenarioSetup s;
    start(s);
}

Controller::~Controller() = default;

QString Controller::start(const steer::ScenarioSetup& setup, const QString& select)
{
    steer::World w;
    if (auto err = steer::buildWorld(setup, w))
        return tr("The scenario could not start: %1").arg(QString::fromStdString(*err));
    const auto& info = steer::scenarioInfo(setup.id);
    const QString id = select.isEmpty() ? fromView(info.mainVehicle) : select;
    const int index = w.indexOf(id.toStdString());
    if (index < 0)
        return tr("There is no vehicle '%1' in this scenario.").arg(id);
    const bool newScenario = setup.id != setup_.id || w.vehicles.size() != world().vehicles.size();
    setup_ = setup;
    history_.reset(std::move(w));
    stepCredit_ = 0.0;
    if (newScenario)
        undo_->clear(); // the commands name vehicles of the old scenario
    selected_ = index;
    syncRecording();
    emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
    return {};
}

void Controller::switchScenario(steer::ScenarioId id)
{
    steer::ScenarioSetup s;
    s.id = id;
    s.seed = setup_.seed;
    s.recordExplanations = setup_.recordExplanations;
    start(s);
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
    std::vector<double> old;
    int vehicle = -1;
    const bool setupParam = p->scope == steer::ParamScope::Setup;
    if (p->scope == steer::ParamScope::Vehicle) {
        if (applyToAll_) {
            for (std::size_t i = 0; i < w.vehicles.size(); ++i)
                old.push_back(steer::getParameter(w, name, int(i)));
            if (std::all_of(old.begin(), old.end(), [&](double o) { return o == value; }))
                return {};
        } else {
            vehicle = selected_;
            old.push_back(steer::getParameter(w, name, vehicle));
            if (old.front() == value)
                return {};
        }
    } else {
        old.push_back(steer::getParameter(w, name, selected_));
        if (old.front() == value)
            return {};
    }
    undo_->push(new ParameterCommand(this, name, value, vehicle, std::move(old), setupParam));
    return {};
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
    undo_->push(new VariantCommand(this, behaviour.toStdString(), choice.toStdString(), old));
    return {};
}

QString Controller::applyParameterNow(const std::string& name, double value, int vehicle)
{
    return recordInput(steer::InputEvent::parameter(name, value, vehicle));
}

QString Controller::applyVariantNow(const std::string& behaviour, const std::string& choice)
{
    return recordInput(steer::InputEvent::variant(behaviour, choice));
}

QString Controller::restartWithSetupParameter(const std::string& name, double value)
{
    steer::ScenarioSetup s = setup_;
    auto& ps = s.parameters;
    ps.erase(std::remove_if(ps.begin(), ps.end(), [&](const auto& p) { return p.first == name; }), ps.end());
    ps.emplace_back(name, value);
    // Keep the undo stack: this command itself lives on it.
    steer::World w;
    if (auto err = steer::buildWorld(s, w)) {
        const QString msg = tr("The scenario could not start: %1").arg(QString::fromStdString(*err));
        emit message(msg);
        return msg;
    }
    const std::string selectedId = world().vehicles[std::size_t(selected_)].id;
    setup_ = s;
    history_.reset(std::move(w));
    const int idx = world().indexOf(selectedId);
    selected_ = idx >= 0 ? idx : std::max(0, world().indexOf(std::string(scenario().mainVehicle)));
    syncRecording();
    emit scenarioChanged();
    emit selectionChanged(selected_);
    emit worldChanged();
    return {};
}

QString Controller::recordInput(const steer::InputEvent& e)
{
    if (auto err = history_.record(e)) {
        const QString msg = tr("Input refused: %1").arg(QString::fromStdString(*err));
        emit message(msg);
        return msg;
    }
    emit worldChanged();
    return {};
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
    int steps = 0;
    while (stepCredit_ >= 1.0 - 1e-9) {
        stepCredit_ -= 1.0;
        history_.stepForward();
        ++steps;
    }
    if (steps)
        emit worldChanged();
}

void Controller::stepForward()
{
    pause();
    history_.stepForward();
    emit worldChanged();
}

void Controller::stepBack()
{
    pause();
    if (history_.stepBack())
        emit worldChanged();
}

void Controller::reset()
{
    pause();
    // Frame 0 again with the parameters and variants as they are now (the teacher tuned them).
    steer::World w;
    steer::ScenarioSetup s = setup_;
    s.variants = world().variants;
    if (auto err = steer::buildWorld(s, w)) {
        emit message(tr("The scenario could not start: %1").arg(QString::fromStdString(*err)));
        return;
    }
    const steer::World& now = world();
    for (std::string_view name : scenario().parameters) {
        const auto* p = steer::findParameter(name);
        if (!p || p->scope == steer::ParamScope::Setup)
            continue;
        if (p->scope == steer::ParamScope::Vehicle) {
            for (std::size_t i = 0; i < w.vehicles.size() && i < now.vehicles.size(); ++i)
                steer::setParameter(w, name, steer::getParameter(now, name, int(i)), int(i));
        } else {
            steer::setParameter(w, name, steer::getParameter(now, name));
        }
    }
    history_.reset(std::move(w));
    syncRecording();
    emit worldChanged();
}

void Controller::jumpTo(qint64 frame)
{
    if (frame == history_.frame())
        return;
    history_.goTo(frame);
    emit worldChanged();
}

void Controller::advanceTo(qint64 frame)
{
    pause();
    if (frame <= history_.lastFrame()) {
        jumpTo(frame);
        return;
    }
    history_.goTo(history_.lastFrame());
    while (history_.frame() < frame)
        history_.stepForward();
    emit worldChanged();
}

void Controller::select(int vehicleIndex)
{
    if (vehicleIndex < 0 || std::size_t(vehicleIndex) >= world().vehicles.size() || vehicleIndex == selected_)
        return;
    selected_ = vehicleIndex;
    syncRecording();
    emit selectionChanged(selected_);
}

void Controller::pointerMoved(QPointF stagePos)
{
    if (!isPlaying() || !scenario().usesPointer)
        return;
    if (world().pointer == toVec(stagePos))
        return;
    if (auto err = history_.recordPointer(toVec(stagePos))) {
        emit message(tr("Input refused: %1").arg(QString::fromStdString(*err)));
        return;
    }
    emit worldChanged();
}

void Controller::targetDragged(QPointF stagePos)
{
    if (!scenario().usesPointer || world().pointer == toVec(stagePos))
        return;
    if (auto err = history_.recordPointer(toVec(stagePos))) {
        emit message(tr("Input refused: %1").arg(QString::fromStdString(*err)));
        return;
    }
    emit worldChanged();
}

void Controller::stageClicked(QPointF stagePos)
{
    if (world().scenario != steer::ScenarioId::Path)
        return;
    recordInput(steer::InputEvent::addWaypoint(toVec(stagePos)));
}

void Controller::clearPath()
{
    if (world().path.points.empty())
        return;
    recordInput(steer::InputEvent::clearPath());
}

void Controller::obstacleDragged(int index, QPointF stagePos)
{
    if (world().scenario != steer::ScenarioId::Avoid)
        return;
    if (auto err = history_.recordMerging(steer::InputEvent::moveObstacle(index, toVec(stagePos)))) {
        emit message(tr("Input refused: %1").arg(QString::fromStdString(*err)));
        return;
    }
    emit worldChanged();
}

void Controller::syncRecording()
{
    // Beyond a classroom flock, record only the selected vehicle: recording every neighbour link
    // of a thousand vehicles would cost more than the simulation itself.
    constexpr std::size_t kRecordAllUpTo = 60;
    history_.setRecordOnly(world().vehicles.size() > kRecordAllUpTo ? selected_ : -1);
}

#include "input_check.h"

#include "json_numbers.h"
#include "lesson_json.h"
#include "message_text.h"
#include "parameters.h"
#include "program_problem_text.h"
#include "variants.h"

#include <QStringList>

#include <cmath>

namespace lessons {

QString checkCoordinate(double v)
{
    if (!std::isfinite(v))
        return LessonFile::tr("must be a finite number");
    if (std::abs(v) > kMaxCoordinate)
        return LessonFile::tr("must be from %1 to %2, not %3")
            .arg(numberText(-kMaxCoordinate), numberText(kMaxCoordinate), numberText(v));
    return {};
}

QString checkParameterValue(const std::string& name, double value)
{
    const steer::ParamInfo* p = steer::findParameter(name);
    if (!p)
        return LessonFile::tr("unknown parameter '%1' (valid: %2)")
            .arg(shownText(name), QString::fromStdString(steer::parameterNames()));
    if (!std::isfinite(value))
        return LessonFile::tr("must be a finite number");
    const QString lo = numberText(p->min);
    const QString hi = numberText(p->max);
    if (value < p->min || value > p->max || (p->minExclusive && value == p->min)) {
        if (p->minExclusive)
            return LessonFile::tr("%1 must be greater than %2 and at most %3, not %4")
                .arg(QString::fromLatin1(p->name.data(), qsizetype(p->name.size())), lo, hi, numberText(value));
        return LessonFile::tr("%1 must be from %2 to %3, not %4")
            .arg(QString::fromLatin1(p->name.data(), qsizetype(p->name.size())), lo, hi, numberText(value));
    }
    if (p->integer && value != std::floor(value))
        return LessonFile::tr("%1 must be a whole number from %2 to %3, not %4")
            .arg(QString::fromLatin1(p->name.data(), qsizetype(p->name.size())), lo, hi, numberText(value));
    return {};
}

QString checkVariant(const std::string& behaviour, const std::string& choice, const char** field)
{
    QStringList switches;
    for (const auto& c : steer::variantChoices()) {
        switches << QString::fromLatin1(c.behaviour.data(), qsizetype(c.behaviour.size()));
        if (c.behaviour != behaviour)
            continue;
        QStringList names;
        for (auto n : c.names) {
            if (n == choice)
                return {};
            names << QString::fromLatin1(n.data(), qsizetype(n.size()));
        }
        *field = "choice";
        return LessonFile::tr("unknown choice '%1' for %2 (valid: %3)")
            .arg(shownText(choice), switches.back(), names.join(QStringLiteral(", ")));
    }
    *field = "behaviour";
    return LessonFile::tr("unknown variant switch '%1' (valid: %2)").arg(shownText(behaviour), switches.join(QStringLiteral(", ")));
}

bool placedInInput(const steer::InputLog& log, const std::string& id)
{
    for (const auto& [frame, events] : log.events())
        for (const auto& e : events)
            if (e.type == steer::InputEvent::Type::AddVehicle && e.name == id)
                return true;
    return false;
}

InputChecker::InputChecker(const steer::World& frame0)
    : obstacles_(frame0.obstacles.size()), waypoints_(frame0.path.points.size())
{
    for (const auto& v : frame0.vehicles)
        ids_.push_back(v.id);
}

int InputChecker::indexOf(const std::string& id) const
{
    for (std::size_t i = 0; i < ids_.size(); ++i)
        if (ids_[i] == id)
            return int(i);
    return -1;
}

std::optional<InputChecker::Problem> InputChecker::checkCalls(const std::string& self, const std::string& text) const
{
    steer::Program p;
    if (auto err = steer::parseProgram(text, p))
        return Problem{"calls", programProblemText(err)};
    for (const auto& c : p) {
        if (c.target.empty() || c.target == "pointer")
            continue;
        if (indexOf(c.target) < 0)
            return Problem{"calls", programProblemText({steer::ProgramProblem::UnknownVehicle, c.target})};
        if (c.target == self)
            return Problem{"calls", programProblemText({steer::ProgramProblem::TargetsItself, steer::callText(c)})};
    }
    return std::nullopt;
}

std::optional<InputChecker::Problem> InputChecker::check(const steer::InputEvent& e)
{
    using T = steer::InputEvent::Type;
    auto point = [&]() -> std::optional<Problem> {
        for (double c : {e.point.x, e.point.y})
            if (QString err = checkCoordinate(c); !err.isEmpty())
                return Problem{"point", err};
        return std::nullopt;
    };
    switch (e.type) {
    case T::Pointer:
        return point();
    case T::AddWaypoint:
        if (auto p = point())
            return p;
        ++waypoints_;
        return std::nullopt;
    case T::ClearPath:
        waypoints_ = 0;
        return std::nullopt;
    case T::MoveObstacle:
        if (e.index < 0 || std::size_t(e.index) >= obstacles_)
            return Problem{"obstacle", LessonFile::tr("no obstacle number %1 (obstacles in this scenario: %2, numbered from 0)")
                                           .arg(e.index)
                                           .arg(obstacles_)};
        return point();
    case T::MoveWaypoint:
    case T::DeleteWaypoint:
        if (e.index < 0 || std::size_t(e.index) >= waypoints_)
            return Problem{"waypoint", LessonFile::tr("no waypoint number %1 (waypoints at this point of the input: %2, numbered from 0)")
                                           .arg(e.index)
                                           .arg(waypoints_)};
        if (e.type == T::DeleteWaypoint) {
            --waypoints_;
            return std::nullopt;
        }
        return point();
    case T::Parameter: {
        const steer::ParamInfo* p = steer::findParameter(e.name);
        if (!p)
            return Problem{"name", LessonFile::tr("unknown parameter '%1' (valid: %2)")
                                       .arg(shownText(e.name), QString::fromStdString(steer::parameterNames()))};
        if (p->scope == steer::ParamScope::Setup)
            return Problem{"name", LessonFile::tr("%1 is set when the scenario starts: it belongs in \"parameters\", not in the input")
                                       .arg(shownText(e.name))};
        if (QString err = checkParameterValue(e.name, e.value); !err.isEmpty())
            return Problem{"value", err};
        if (p->scope != steer::ParamScope::Vehicle && e.index != -1)
            return Problem{"vehicle", LessonFile::tr("%1 applies to the whole world, not to one vehicle")
                                          .arg(shownText(e.name))};
        if (e.index < -1 || e.index >= int(ids_.size()))
            return Problem{"vehicle", LessonFile::tr("no vehicle number %1 in this scenario").arg(e.index)};
        return std::nullopt;
    }
    case T::Program:
    case T::Edge:
    case T::RemoveVehicle: {
        const int i = indexOf(e.name);
        if (i < 0)
            return Problem{"vehicle", LessonFile::tr("no vehicle '%1' at this point of the input").arg(shownText(e.name))};
        if (e.type == T::Program)
            return checkCalls(e.name, e.choice);
        if (e.type == T::Edge) {
            if (!steer::parseEdge(e.choice))
                return Problem{"edge", LessonFile::tr("unknown edge behaviour '%1' (valid: wrap, bounce, none)").arg(shownText(e.choice))};
            return std::nullopt;
        }
        if (ids_.size() == 1)
            return Problem{"vehicle", LessonFile::tr("the last vehicle cannot be removed")};
        ids_.erase(ids_.begin() + i);
        return std::nullopt;
    }
    case T::AddVehicle: {
        if (e.name.empty() || indexOf(e.name) >= 0)
            return Problem{"vehicle", LessonFile::tr("there is already a vehicle '%1'").arg(shownText(e.name))};
        if (ids_.size() >= steer::kMaxPlacedVehicles)
            return Problem{"vehicle", LessonFile::tr("at most %n vehicles can be placed", nullptr, int(steer::kMaxPlacedVehicles))};
        if (auto p = point())
            return p;
        ids_.push_back(e.name);
        if (auto p = checkCalls(e.name, e.choice)) {
            ids_.pop_back();
            return p;
        }
        return std::nullopt;
    }
    case T::AddObstacle:
        if (auto p = point())
            return p;
        if (!(e.value >= steer::kMinObstacleRadius && e.value <= steer::kMaxObstacleRadius))
            return Problem{"radius", LessonFile::tr("must be from %1 to %2, not %3")
                                         .arg(numberText(steer::kMinObstacleRadius), numberText(steer::kMaxObstacleRadius),
                                              numberText(e.value))};
        if (obstacles_ >= steer::kMaxPlacedObstacles)
            return Problem{"point", LessonFile::tr("at most %n obstacles can be placed", nullptr, int(steer::kMaxPlacedObstacles))};
        ++obstacles_;
        return std::nullopt;
    case T::Script:
        return std::nullopt; // any text: it is checked when it runs (a failing frame stops the replay)
    case T::RemoveObstacle:
        if (e.index < 0 || std::size_t(e.index) >= obstacles_)
            return Problem{"obstacle", LessonFile::tr("no obstacle number %1 (obstacles in this scenario: %2, numbered from 0)")
                                           .arg(e.index)
                                           .arg(obstacles_)};
        --obstacles_;
        return std::nullopt;
    case T::Variant: {
        const char* field = nullptr;
        if (QString err = checkVariant(e.name, e.choice, &field); !err.isEmpty())
            return Problem{field, err};
        return std::nullopt;
    }
    }
    return std::nullopt;
}

} // namespace lessons

#include "lesson.h"

namespace lessons {

QString LocalText::in(const QString& language, bool* fellBack) const
{
    const QString* asked = language == QLatin1String("zh_CN") ? &zh_CN : language == QLatin1String("ru") ? &ru : &en;
    if (fellBack)
        *fellBack = asked->isEmpty() && !isEmpty();
    if (!asked->isEmpty())
        return *asked;
    if (!en.isEmpty())
        return en;
    return !zh_CN.isEmpty() ? zh_CN : ru;
}

const char* questionKindId(Question::Kind kind)
{
    switch (kind) {
    case Question::Kind::NextVelocity: return "next-velocity";
    case Question::Kind::PushingCircle: return "pushing-circle";
    case Question::Kind::FirstToReach: return "first-to-reach";
    }
    return "next-velocity";
}

bool questionKindFromId(const QString& id, Question::Kind& kind)
{
    for (auto k : {Question::Kind::NextVelocity, Question::Kind::PushingCircle, Question::Kind::FirstToReach})
        if (id == QLatin1String(questionKindId(k))) {
            kind = k;
            return true;
        }
    return false;
}

bool LessonView::operator==(const LessonView& o) const
{
    // Only what a lesson file holds: the highlight and the second language are the classroom's.
    const diagrams::OverlayOptions& a = overlay;
    const diagrams::OverlayOptions& b = o.overlay;
    return frame == o.frame && selected == o.selected && zoom == o.zoom && centre == o.centre &&
           trails == o.trails && a.visible == b.visible && a.vectorScale == b.vectorScale && a.labels == b.labels &&
           a.otherVehicles == b.otherVehicles && a.legend == b.legend && a.legendForm == b.legendForm &&
           a.legendFolded == b.legendFolded && a.legendInShows == b.legendInShows && a.vehicleNames == b.vehicleNames &&
           a.uiScale == b.uiScale;
}

bool sameSetup(const steer::ScenarioSetup& a, const steer::ScenarioSetup& b)
{
    // recordExplanations is a display setting of the program, not part of the set-up.
    return a.id == b.id && a.seed == b.seed && a.pointer == b.pointer && a.parameters == b.parameters &&
           a.variants == b.variants && a.programs == b.programs;
}

bool operator==(const Lesson& a, const Lesson& b)
{
    return a.title == b.title && sameSetup(a.setup, b.setup) && a.vehicleParameters == b.vehicleParameters &&
           a.input == b.input && a.lastFrame == b.lastFrame && a.view == b.view && a.bookmarks == b.bookmarks &&
           a.notes == b.notes && a.annotations == b.annotations && a.compare == b.compare && a.questions == b.questions;
}

} // namespace lessons

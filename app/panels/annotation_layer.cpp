#include "annotation_layer.h"

#include "annotation_dialog.h"
#include "controller.h"
#include "language.h"
#include "lesson_session.h"
#include "stage_view.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace {

// Paints the notes over the stage item. Its own item, so that a new note repaints only itself
// and the stage painters know nothing of lessons.
class NotesItem : public QGraphicsItem {
public:
    explicit NotesItem(StageView* view) : view_(view) { setZValue(10); }
    void setNotes(diagrams::StageNotes notes)
    {
        if (notes == notes_)
            return; // most frames: nothing to repaint
        notes_ = std::move(notes);
        update();
    }
    const diagrams::StageNotes& notes() const { return notes_; }
    // Notes may sit anywhere on stages up to a million pixels wide, labels beyond their edges.
    QRectF boundingRect() const override { return QRectF(-2e6, -2e6, 5e6, 5e6); }
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        const QTransform t = p->worldTransform();
        const qreal ppu = std::max<qreal>(1e-3, std::hypot(t.m11(), t.m12()));
        diagrams::paintStageNotes(*p, notes_, ppu, view_->screenOptions().uiScale);
    }

private:
    StageView* view_;
    diagrams::StageNotes notes_;
};

constexpr qreal kDragPixels = 10.0; // a press and release further apart than this is an arrow

} // namespace

AnnotationLayer::AnnotationLayer(LessonSession* session, Controller* controller, StageView* view, QObject* parent)
    : QObject(parent), session_(session), c_(controller), view_(view), item_(new NotesItem(view))
{
    view_->scene()->addItem(item_);
    editor_ = [this](lessons::Annotation& a, bool isNew, bool& remove) {
        AnnotationDialog d(a, isNew, std::max<qint64>(c_->lastFrame(), a.lastFrame), view_->window());
        if (d.exec() != QDialog::Accepted)
            return false;
        a = d.annotation();
        remove = d.removeChosen();
        return true;
    };
    connect(session_, &LessonSession::annotationsChanged, this, &AnnotationLayer::refresh);
    connect(session_, &LessonSession::lessonChanged, this, &AnnotationLayer::refresh);
    connect(c_, &Controller::worldChanged, this, &AnnotationLayer::refresh);
    view_->viewport()->installEventFilter(this);
    refresh();
}

AnnotationLayer::~AnnotationLayer() = default;

diagrams::StageNotes AnnotationLayer::notesAt(const std::vector<lessons::Annotation>& annotations, qint64 frame,
                                              const QString& language, int picked)
{
    diagrams::StageNotes notes;
    for (std::size_t i = 0; i < annotations.size(); ++i) {
        const lessons::Annotation& a = annotations[i];
        if (frame < a.firstFrame || frame > a.lastFrame)
            continue;
        diagrams::StageNote n;
        n.arrow = a.kind == lessons::Annotation::Kind::Arrow;
        n.at = QPointF(a.at.x, a.at.y);
        n.tail = QPointF(a.tail.x, a.tail.y);
        n.text = a.text.in(language);
        n.color = a.color;
        n.picked = int(i) == picked;
        notes.push_back(std::move(n));
    }
    return notes;
}

diagrams::StageNotes AnnotationLayer::notesShown() const
{
    diagrams::StageNotes notes = static_cast<NotesItem*>(item_)->notes();
    for (diagrams::StageNote& n : notes)
        n.picked = false; // the editing frame is for the teacher, not for pictures
    return notes;
}

void AnnotationLayer::refresh()
{
    static_cast<NotesItem*>(item_)->setNotes(notesAt(session_->annotations(), c_->frame(), language::current(), picked_));
}

qreal AnnotationLayer::pixelsPerUnit() const
{
    return std::max<qreal>(1e-3, std::hypot(view_->transform().m11(), view_->transform().m12()));
}

qreal AnnotationLayer::uiScale() const { return view_->screenOptions().uiScale; }

int AnnotationLayer::annotationAt(QPointF stagePos) const
{
    const std::vector<lessons::Annotation>& all = session_->annotations();
    const QString lang = language::current();
    for (int i = int(all.size()) - 1; i >= 0; --i) {
        const diagrams::StageNotes one = notesAt({all[std::size_t(i)]}, c_->frame(), lang);
        if (!one.empty() && diagrams::stageNoteContains(one.front(), stagePos, pixelsPerUnit(), uiScale()))
            return i;
    }
    return -1;
}

void AnnotationLayer::setToolActive(bool on)
{
    if (on == active_)
        return;
    active_ = on;
    pressAt_.reset();
    if (on) {
        c_->pause(); // notes are placed on a frame that holds still
        view_->viewport()->setCursor(Qt::CrossCursor);
    } else {
        view_->viewport()->unsetCursor();
    }
    emit toolActiveChanged(on);
}

void AnnotationLayer::placeAt(QPointF pressed, QPointF released)
{
    const qreal dragged = std::hypot(released.x() - pressed.x(), released.y() - pressed.y()) * pixelsPerUnit();
    lessons::Annotation a;
    bool isNew = true;
    int index = -1;
    if (dragged > kDragPixels) {
        a.kind = lessons::Annotation::Kind::Arrow;
        a.tail = {pressed.x(), pressed.y()};
        a.at = {released.x(), released.y()};
    } else if ((index = annotationAt(pressed)) >= 0) {
        a = session_->annotations()[std::size_t(index)];
        isNew = false;
    } else {
        a.kind = lessons::Annotation::Kind::Text;
        a.at = {pressed.x(), pressed.y()};
    }
    if (isNew) {
        // From the frame shown for three seconds, or to the end of what is recorded.
        a.firstFrame = c_->frame();
        a.lastFrame = std::max<qint64>(c_->frame() + 90, c_->lastFrame());
    }
    picked_ = index;
    refresh();
    bool remove = false;
    const bool accepted = editor_(a, isNew, remove);
    picked_ = -1;
    if (accepted) {
        if (remove)
            session_->removeAnnotation(index);
        else if (isNew)
            session_->addAnnotation(a);
        else
            session_->replaceAnnotation(index, a);
    }
    refresh();
}

bool AnnotationLayer::eventFilter(QObject* watched, QEvent* e)
{
    if (!active_)
        return false;
    if (watched != view_->viewport())
        return false;
    // (Ifs, not a switch: a switch over QEvent::Type would have to name its hundred-odd values.)
    const QEvent::Type type = e->type();
    if (type == QEvent::MouseButtonPress) {
        auto* m = static_cast<QMouseEvent*>(e);
        if (m->button() != Qt::LeftButton)
            return false;
        pressAt_ = view_->mapToScene(m->position().toPoint());
        return true;
    }
    if (type == QEvent::MouseMove)
        return pressAt_.has_value();
    if (type == QEvent::MouseButtonRelease) {
        auto* m = static_cast<QMouseEvent*>(e);
        if (m->button() != Qt::LeftButton || !pressAt_)
            return false;
        const QPointF from = *pressAt_;
        pressAt_.reset();
        placeAt(from, view_->mapToScene(m->position().toPoint()));
        return true;
    }
    return type == QEvent::MouseButtonDblClick;
}

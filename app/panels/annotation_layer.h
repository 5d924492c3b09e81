#pragma once
// The open lesson's stage annotations in the window: a scene item over the stage that paints the
// notes visible at the frame shown, in the interface language (diagrams::paintStageNotes, the
// painter exported pictures use too), and the Annotate tool. With the tool on, a click on the
// stage places a text, a drag places an arrow from where it started to where it ends, and a click
// on a note opens it for editing or deleting; Esc or the tool's button ends it.
#include "lesson.h"
#include "stage_notes.h"

#include <QObject>
#include <QPointF>

#include <functional>
#include <optional>

class Controller;
class LessonSession;
class QGraphicsItem;
class StageView;

class AnnotationLayer : public QObject {
    Q_OBJECT
public:
    AnnotationLayer(LessonSession* session, Controller* controller, StageView* view, QObject* parent = nullptr);
    ~AnnotationLayer() override;

    // The notes of `annotations` visible at `frame`, worded in `language` (else English, else any).
    static diagrams::StageNotes notesAt(const std::vector<lessons::Annotation>& annotations, qint64 frame,
                                        const QString& language, int picked = -1);
    // What the stage shows now (for pictures saved from the window).
    diagrams::StageNotes notesShown() const;

    bool toolActive() const { return active_; }
    // The annotation under a stage position among those shown (the topmost), -1 for none.
    int annotationAt(QPointF stagePos) const;

    // What the teacher writes for a new or picked annotation: returns false for Cancel; sets
    // `remove` to delete it. The default opens AnnotationDialog; tests answer directly.
    using Editor = std::function<bool(lessons::Annotation& a, bool isNew, bool& remove)>;
    void setEditor(Editor editor) { editor_ = std::move(editor); }

public slots:
    void setToolActive(bool on);
    // Takes the notes of the frame shown again, in the interface language (after a language change).
    void refresh();

signals:
    void toolActiveChanged(bool on);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void placeAt(QPointF pressed, QPointF released);
    qreal pixelsPerUnit() const;
    qreal uiScale() const;

    LessonSession* session_;
    Controller* c_;
    StageView* view_;
    QGraphicsItem* item_;
    Editor editor_;
    bool active_ = false;
    std::optional<QPointF> pressAt_; // stage position of the press while the tool is on
    int picked_ = -1;
};

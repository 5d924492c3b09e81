#pragma once
// The guided step's marks on the stage: the three arrows A, B, C at the vehicle, the circles'
// numbers, and after Check the prediction beside the real vector. A scene item of its own above
// the stage (painted with the lesson notes' painter), so the stage painters know nothing of it.
#include "stage_notes.h"

#include <QGraphicsItem>

class StageView;

class PredictionItem : public QGraphicsItem {
public:
    explicit PredictionItem(StageView* view);
    void setMarks(diagrams::StageNotes marks);
    const diagrams::StageNotes& marks() const { return marks_; }
    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) override;

private:
    StageView* view_;
    diagrams::StageNotes marks_;
};

#include "prediction_item.h"

#include "stage_view.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

PredictionItem::PredictionItem(StageView* view) : view_(view) { setZValue(11); } // above the lesson's notes

void PredictionItem::setMarks(diagrams::StageNotes marks)
{
    if (marks == marks_)
        return;
    marks_ = std::move(marks);
    update();
}

// The vehicle may stand anywhere on stages up to a million pixels wide, labels beyond the edges.
QRectF PredictionItem::boundingRect() const { return QRectF(-2e6, -2e6, 5e6, 5e6); }

void PredictionItem::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*)
{
    const QTransform t = p->worldTransform();
    const qreal ppu = std::max<qreal>(1e-3, std::hypot(t.m11(), t.m12()));
    diagrams::paintStageNotes(*p, marks_, ppu, view_->screenOptions().uiScale);
}

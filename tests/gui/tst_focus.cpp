// Focus in the real window (offscreen): the ◎ after a rule's heading in the formula panel makes the
// stage show only that rule's vectors, strongly, and fades the rest; its ◉ again, or Esc, shows
// everything again. Checked by the stage's own pixels: the colour of the focused rule's force stays,
// the colour of another rule's force (drawn at 40/255 alpha) is gone.
#include "scenario_runs.h"
#include "controller.h"
#include "diagram_style.h"
#include "formula_panel.h"
#include "line_stepper.h"
#include "math_text.h"
#include "main_window.h"
#include "overlay_panel.h"
#include "panel_label.h"
#include "scenarios.h"
#include "stage_view.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTest>
#include <QTextDocument>

#include <algorithm>

using steer::Behaviour;
using steer::ItemKind;
using steer::ScenarioId;

namespace {
int pixelsNear(const QImage& img, QColor c)
{
    const QImage rgb = img.convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            n += std::abs(qRed(line[x]) - c.red()) + std::abs(qGreen(line[x]) - c.green()) +
                         std::abs(qBlue(line[x]) - c.blue()) <= 24
                     ? 1
                     : 0;
    }
    return n;
}

// The heading label whose ◎ link focuses call `call`.
QLabel* focusLink(const MainWindow& w, int call)
{
    const QString href = QStringLiteral("focus:%1\"").arg(call);
    for (QLabel* l : w.formulaPanel()->findChildren<QLabel*>())
        if (l->isVisible() && l->text().contains(href))
            return l;
    return nullptr;
}

// The stage's own part of the view (the legend's swatches carry the kinds' colours too).
QImage stagePixels(StageView* v)
{
    QCoreApplication::processEvents();
    return v->grab().toImage().copy(v->stageRect().toRect());
}

QString plainText(const QString& html)
{
    QTextDocument doc;
    doc.setHtml(html);
    return doc.toPlainText();
}

int callOf(const steer::World& w, int vehicle, Behaviour b, Behaviour caller)
{
    const auto& calls = w.explanations[std::size_t(vehicle)].calls;
    for (std::size_t c = 0; c < calls.size(); ++c)
        if (calls[c].behaviour == b && calls[c].parent >= 0 && calls[std::size_t(calls[c].parent)].behaviour == caller)
            return int(c);
    return -1;
}
// On to a frame where the selected vehicle separates from someone and coheres (FlockTest gathers).
bool toSeparatingFrame(Controller* c)
{
    for (int frame = 30; frame < 400; ++frame) {
        c->advanceTo(frame);
        if (callOf(c->world(), c->selected(), Behaviour::Flee, Behaviour::Flock) >= 0 &&
            callOf(c->world(), c->selected(), Behaviour::Seek, Behaviour::Flock) >= 0)
            return true;
    }
    return false;
}
} // namespace

class TestFocus : public QObject {
    Q_OBJECT
private slots:
    void focusOnOneRule()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Controller* c = w.controller();
        QVERIFY(c->start(testing_runs::setupFor(ScenarioId::Flock)).isEmpty());
        QVERIFY(toSeparatingFrame(c));
        // Forces at ×15 and no legend, so the counts are the arrows' own pixels.
        w.overlayPanel()->scaleBox()->setValue(15.0);
        w.findChild<QAction*>(QStringLiteral("legend"))->setChecked(false);
        w.formulaPanel()->flush();
        QCoreApplication::processEvents();
        const QColor coh = diagrams::styleFor(ItemKind::CohesionForce).color;
        const QColor sep = diagrams::styleFor(ItemKind::SeparationForce).color;
        const QImage before = w.stageView()->grab().toImage();
        const int cohBefore = pixelsNear(before, coh), sepBefore = pixelsNear(before, sep);
        QVERIFY2(cohBefore > 20 && sepBefore > 20, qPrintable(QStringLiteral("%1 %2").arg(cohBefore).arg(sepBefore)));

        // Click cohesion's ◎ (the seek the flock calls).
        const int cohesion = callOf(c->world(), c->selected(), Behaviour::Seek, Behaviour::Flock);
        QLabel* link = focusLink(w, cohesion);
        QVERIFY(link);
        emit link->linkActivated(QStringLiteral("focus:%1").arg(cohesion));
        QVERIFY(w.stageView()->overlay().focus.has_value());
        QCOMPARE(w.stageView()->overlay().focus->behaviour, Behaviour::Seek);
        QCoreApplication::processEvents();
        const QImage focused = w.stageView()->grab().toImage();
        const int cohFocused = pixelsNear(focused, coh), sepFocused = pixelsNear(focused, sep);
        if (qEnvironmentVariableIsSet("STEER_SHOTS")) {
            before.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/focus_before.png"));
            focused.save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/focus_cohesion.png"));
        }
        qInfo("F_coh pixels %d -> %d, F_sep pixels %d -> %d", cohBefore, cohFocused, sepBefore, sepFocused);
        QVERIFY(cohFocused * 10 >= cohBefore * 8); // drawn strongly (wider, its halo over part of it)
        QVERIFY(sepFocused * 2 < sepBefore);       // faded to a trace of its colour (what stays: red triangles)
        QVERIFY(focusLink(w, cohesion)->text().contains(QStringLiteral("◉")));

        // The focus is a rule, not a frame's call index: it holds on the next frame.
        c->stepForward();
        w.formulaPanel()->flush();
        QVERIFY(w.stageView()->overlay().focus.has_value());

        // Its ◉ again clears the focus.
        const int again = callOf(c->world(), c->selected(), Behaviour::Seek, Behaviour::Flock);
        QLabel* link2 = focusLink(w, again);
        QVERIFY(link2);
        emit link2->linkActivated(QStringLiteral("focus:%1").arg(again));
        QVERIFY(!w.stageView()->overlay().focus.has_value());

        // Focus again, then Esc: everything back.
        emit link2->linkActivated(QStringLiteral("focus:%1").arg(again));
        QVERIFY(w.stageView()->overlay().focus.has_value());
        auto* esc = w.findChild<QAction*>(QStringLiteral("focusStage"));
        QVERIFY(esc);
        esc->trigger();
        QVERIFY(!w.stageView()->overlay().focus.has_value());
        QVERIFY(!w.formulaPanel()->focusRule().has_value());
    }

    // Line by line, the framed line's text stays where it was: stepping the frame down the lines
    // moves no text in the panel, sideways or down. (The frame's border and QLabel's indent for a
    // framed label used to push the line's text 5 px right and the lines below it 4 px down.)
    void lineByLineKeepsEveryLineInPlace()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId::Seek)).isEmpty());
        w.controller()->advanceTo(1);
        auto* next = w.findChild<QAction*>(QStringLiteral("nextFormulaLine"));
        QVERIFY(next);
        FormulaPanel* panel = w.formulaPanel();
        auto textPlaces = [panel] {
            (void)panel->plainText(); // brings in a frame the panel still holds back (coalesced)
            QCoreApplication::sendPostedEvents();
            QCoreApplication::processEvents();
            std::vector<std::pair<QString, QRect>> out;
            for (PanelLabel* l : panel->findChildren<PanelLabel*>())
                if (l->isVisible()) {
                    const QRect r = l->textRect();
                    out.emplace_back(l->text(), QRect(l->mapTo(panel, r.topLeft()), r.size()));
                }
            return out;
        };
        // The frame goes round the line being computed, outside its box (in the spacing between
        // lines), and the line's text shows whole inside it.
        auto frameIsRoundLine = [panel](int line) {
            auto* frame = panel->findChild<QWidget*>(QStringLiteral("lineStepFrame"));
            if (!frame || !frame->isVisible())
                return false;
            std::vector<PanelLabel*> lines;
            for (PanelLabel* l : panel->findChildren<PanelLabel*>())
                if (l->isVisible() && l->property("lineStyle").toString().contains(QLatin1String("#ffe680")))
                    lines.push_back(l);
            if (lines.size() != 1)
                return false;
            const QRect box(lines[0]->mapTo(frame->parentWidget(), QPoint(0, 0)), lines[0]->size());
            return frame->geometry() == box.adjusted(-2, -2, 2, 2) && panel->stepLine() == line;
        };
        const auto before = textPlaces(); // not stepping yet
        next->trigger(); // the first line framed
        const auto first = textPlaces();
        QVERIFY(first.size() >= 8);
        QVERIFY(frameIsRoundLine(0));
        QCOMPARE(first.size(), before.size());
        for (std::size_t i = 0; i < first.size(); ++i)
            QVERIFY2(first[i].second == before[i].second,
                     qPrintable(QStringLiteral("entering line by line moved '%1' from %2,%3 %4x%5 to %6,%7 %8x%9")
                                    .arg(first[i].first.left(40))
                                    .arg(before[i].second.x()).arg(before[i].second.y())
                                    .arg(before[i].second.width()).arg(before[i].second.height())
                                    .arg(first[i].second.x()).arg(first[i].second.y())
                                    .arg(first[i].second.width()).arg(first[i].second.height())));
        for (int line = 1; line < 8; ++line) {
            next->trigger();
            QCOMPARE(panel->stepLine(), line);
            QVERIFY(frameIsRoundLine(line));
            const auto now = textPlaces();
            QCOMPARE(now.size(), first.size());
            for (std::size_t i = 0; i < now.size(); ++i)
                QVERIFY2(now[i].second == first[i].second,
                         qPrintable(QStringLiteral("line %1 framed: '%2' at %3,%4 %5x%6, was %7,%8 %9x%10")
                                        .arg(line).arg(now[i].first.left(40))
                                        .arg(now[i].second.x()).arg(now[i].second.y())
                                        .arg(now[i].second.width()).arg(now[i].second.height())
                                        .arg(first[i].second.x()).arg(first[i].second.y())
                                        .arg(first[i].second.width()).arg(first[i].second.height())));
        }
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            panel->grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/line_by_line.png"));
    }

    // Slow motion through SeekTest's frame 1 (the vehicle at (0.809, 0.588) moving at
    // (0.809, 0.588), the pointer target at (275, 200)): the lines come in the order seek() and
    // update() compute them, each lighting what it computes on the stage, and past the last line
    // the next frame starts at its first.
    void lineByLineFollowsTheSeedOrder()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Controller* c = w.controller();
        QVERIFY(c->start(testing_runs::setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(1);
        auto* stepper = w.findChild<LineStepper*>();
        auto* next = w.findChild<QAction*>(QStringLiteral("nextFormulaLine"));
        auto* previous = w.findChild<QAction*>(QStringLiteral("previousFormulaLine"));
        QVERIFY(stepper && next && previous);
        QVERIFY(!stepper->active());
        QVERIFY(w.stageView()->overlay().stepHidden.empty()); // off: nothing for the painter to test

        next->trigger(); // the first press lights the first line
        QVERIFY(stepper->active());
        FormulaPanel* panel = w.formulaPanel();
        QCOMPARE(panel->stepLine(), 0);
        // seek(): d, v_d, F; then SteeredVehicle.update(): ΣF, truncate, a, v, move.
        using formulas::Why;
        std::vector<Why> order;
        const std::optional<formulas::FormulaSheet> sheet = panel->sheet(); // kept: the loop reads into it
        QVERIFY(sheet);
        for (const auto& section : sheet->sections)
            for (const auto& l : section.lines)
                order.push_back(l.why);
        const std::vector<Why> seedOrder{Why::ToTarget,     Why::DesiredMaxSpeed, Why::SeekForce,
                                         Why::SumForces,    Why::TruncateForce,   Why::Acceleration,
                                         Why::TruncateVelocity, Why::Move};
        QVERIFY(order == seedOrder);
        QCOMPARE(stepper->lineCount(), 8);

        // d = target − p: what seek reads (target, v) is there; v_d, F and ΣF are not computed yet.
        diagrams::OverlayOptions o = w.stageView()->overlay();
        QVERIFY(o.stepShows(0, ItemKind::Target) && o.stepShows(0, ItemKind::Velocity));
        QVERIFY(!o.stepShows(0, ItemKind::DesiredVelocity));
        QVERIFY(!o.stepShows(0, ItemKind::SteeringForce));
        QVERIFY(!o.stepShows(-1, ItemKind::TotalForce));
        const QColor vd = diagrams::styleFor(ItemKind::DesiredVelocity).color;
        const QColor f = diagrams::styleFor(ItemKind::SteeringForce).color;
        const int vdAtD = pixelsNear(stagePixels(w.stageView()), vd);

        next->trigger();
        QCOMPARE(panel->stepLine(), 1);
        // p lies on the ray from (0,0) to the target, so d = (274.19, 199.41) points as (275, 200)
        // does: normalize(d) = (275, 200)/340.04 = (0.809, 0.588), times maxSpeed 10 = (8.09, 5.88).
        const QString line = plainText(static_cast<QLabel*>(panel->lineWidgets()[1])->text());
        QVERIFY2(formulas::readable(line).contains(QStringLiteral("= (0.809, 0.588)·10 = (8.09, 5.88)")),
                 qPrintable(line));
        o = w.stageView()->overlay();
        using Key = LineStepper::Key;
        QVERIFY(o.stepLit == std::vector<Key>{Key(0, ItemKind::DesiredVelocity)}); // exactly v_d lights
        QVERIFY(!o.stepShows(0, ItemKind::SteeringForce) && !o.stepShows(-1, ItemKind::TotalForce));
        const QImage atVd = stagePixels(w.stageView());
        const int vdLit = pixelsNear(atVd, vd), fBefore = pixelsNear(atVd, f);
        if (qEnvironmentVariableIsSet("STEER_SHOTS")) {
            for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
                w.setLanguage(code);
                panel->flush();
                QTest::qWait(50); // the new texts' layout requests (a picture only, nothing asserted)
                w.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/line_by_line_%1.png").arg(code));
            }
            w.setLanguage(QStringLiteral("en"));
        }

        next->trigger(); // F = v_d − v: now the force is drawn
        const int fAfter = pixelsNear(stagePixels(w.stageView()), f);
        qInfo("v_d pixels %d -> %d (lit), F pixels %d -> %d", vdAtD, vdLit, fBefore, fAfter);
        QVERIFY(vdAtD * 10 < vdLit);  // v_d appears at its line (lit)
        QVERIFY(fBefore * 10 < fAfter); // F appears only at its line

        for (int i = 3; i < 8; ++i)
            next->trigger();
        QCOMPARE(panel->stepLine(), 7); // p = p + v
        QVERIFY(w.stageView()->overlay().stepHidden.empty());
        next->trigger(); // past the last line: frame 2, its first line
        QCOMPARE(c->world().frame, 2);
        QCOMPARE(panel->stepLine(), 0);
        QVERIFY(!w.stageView()->overlay().stepShows(0, ItemKind::DesiredVelocity));
        previous->trigger(); // before the first: frame 1 again, its last line
        QCOMPARE(c->world().frame, 1);
        QCOMPARE(panel->stepLine(), 7);

        // Esc leaves and restores the normal view; so does playing.
        w.findChild<QAction*>(QStringLiteral("focusStage"))->trigger();
        QVERIFY(!stepper->active());
        QCOMPARE(panel->stepLine(), -1);
        QVERIFY(w.stageView()->overlay().stepHidden.empty() && w.stageView()->overlay().stepLit.empty());
        next->trigger();
        QVERIFY(stepper->active());
        c->play();
        QVERIFY(!stepper->active());
        c->pause();
    }

    // A flock's separation is one formula line for all its flee calls: at that line every flee's
    // F_sep appears and lights together (not only the first flee's), none before it.
    void lineByLineShowsEveryFleeAtTheSeparationLine()
    {
        steer::World w = steer::makeWorld(ScenarioId::Flock, 1);
        int vehicle = -1;
        for (int frame = 0; frame < 400 && vehicle < 0; ++frame) {
            w.step();
            for (std::size_t i = 0; i < w.explanations.size() && vehicle < 0; ++i) {
                int flees = 0;
                for (const auto& call : w.explanations[i].calls)
                    flees += call.behaviour == Behaviour::Flee ? 1 : 0;
                if (flees >= 2)
                    vehicle = int(i);
            }
        }
        QVERIFY(vehicle >= 0);
        const steer::VehicleExplanation& ex = w.explanations[std::size_t(vehicle)];
        std::vector<LineStepper::Key> lines;
        int separation = -1;
        for (const auto& section : formulas::buildFormulas(w, vehicle, formulas::installedLanguage()).sections)
            for (const auto& l : section.lines) {
                if (l.why == formulas::Why::SeparationSum)
                    separation = int(lines.size());
                lines.emplace_back(l.callIndex, l.kind);
            }
        QVERIFY(separation > 0);
        std::vector<LineStepper::Key> hidden, lit;
        LineStepper::reveal(ex, lines, separation, hidden, lit);
        std::vector<LineStepper::Key> before, beforeLit;
        LineStepper::reveal(ex, lines, separation - 1, before, beforeLit);
        int flees = 0;
        for (std::size_t c = 0; c < ex.calls.size(); ++c) {
            if (ex.calls[c].behaviour != Behaviour::Flee)
                continue;
            ++flees;
            const LineStepper::Key force(int(c), ItemKind::SeparationForce);
            QVERIFY(std::find(lit.begin(), lit.end(), force) != lit.end());
            QVERIFY(std::find(hidden.begin(), hidden.end(), force) == hidden.end());
            QVERIFY(std::find(before.begin(), before.end(), force) != before.end());
        }
        QVERIFY(flees >= 2);
    }

    // A click on the legend's F_sep row focuses separation as a ◎ would; again, or a click on the
    // legend's title, shows everything.
    void legendRowFocusesItsRule()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Controller* c = w.controller();
        QVERIFY(c->start(testing_runs::setupFor(ScenarioId::Flock)).isEmpty());
        QVERIFY(toSeparatingFrame(c));
        w.overlayPanel()->scaleBox()->setValue(15.0);
        w.formulaPanel()->flush();
        QCoreApplication::processEvents();
        StageView* view = w.stageView();
        const QRectF legend = view->legendRect();
        QVERIFY(!legend.isEmpty());
        // The F_sep row: where the legend's tip names separation's force and offers the focus.
        const QString name = diagrams::kindName(ItemKind::SeparationForce) + QStringLiteral(":");
        QPoint row;
        for (int y = int(legend.top()) + 2; y < int(legend.bottom()) && row.isNull(); y += 3) {
            const QPoint at(int(legend.left()) + 40, y);
            QTest::mouseMove(view->viewport(), at);
            if (view->viewport()->toolTip().contains(name)) // after the row's names
                row = at;
        }
        QVERIFY2(!row.isNull(), "no legend row offers separation");
        const QColor coh = diagrams::styleFor(ItemKind::CohesionForce).color;
        const QColor sep = diagrams::styleFor(ItemKind::SeparationForce).color;
        const QImage before = stagePixels(view);

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row);
        const steer::Rule separation{Behaviour::Flee, int(Behaviour::Flock)};
        QVERIFY(view->overlay().focus == separation);
        QVERIFY(w.formulaPanel()->focusRule() == separation); // the same state as its ◎
        // Separation has no heading of its own: its line in the flock's section shows ◉.
        const int flee = callOf(c->world(), c->selected(), Behaviour::Flee, Behaviour::Flock);
        bool marked = false;
        for (QWidget* l : w.formulaPanel()->lineWidgets())
            marked = marked || static_cast<QLabel*>(l)->text().contains(QStringLiteral("focus:%1\" style=\"text-decoration:none\">◉").arg(flee));
        QVERIFY(marked);
        const QImage focused = stagePixels(view);
        const int sepBefore = pixelsNear(before, sep), sepFocused = pixelsNear(focused, sep);
        const int cohBefore = pixelsNear(before, coh), cohFocused = pixelsNear(focused, coh);
        qInfo("F_sep pixels %d -> %d, F_coh pixels %d -> %d", sepBefore, sepFocused, cohBefore, cohFocused);
        QVERIFY(sepFocused * 10 >= sepBefore * 8); // separation strongly
        QVERIFY(cohFocused * 2 < cohBefore);       // cohesion faded
        if (qEnvironmentVariableIsSet("STEER_SHOTS"))
            w.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/focus_from_legend.png"));

        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row); // the row again
        QVERIFY(!view->overlay().focus.has_value());
        QVERIFY(!w.formulaPanel()->focusRule().has_value());
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row);
        QVERIFY(view->overlay().focus == separation);
        // A row that is no rule's (the vector scale, at the bottom): everything again. (The title
        // is the fold control.)
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, (legend.bottomLeft() + QPointF(12, -8)).toPoint());
        QVERIFY(!view->overlay().focus.has_value());
    }
};

QTEST_MAIN(TestFocus)
#include "tst_focus.moc"

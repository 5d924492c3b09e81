// Focus in the real window (offscreen): the ◎ after a rule's heading in the formula panel makes the
// stage show only that rule's vectors, strongly, and fades the rest; its ◉ again, or Esc, shows
// everything again. Checked by the stage's own pixels: the colour of the focused rule's force stays,
// the colour of another rule's force (drawn at 40/255 alpha) is gone.
#include "scenario_runs.h"
#include "controller.h"
#include "diagram_style.h"
#include "formula_panel.h"
#include "main_window.h"
#include "overlay_panel.h"
#include "stage_view.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QTest>

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

int callOf(const steer::World& w, int vehicle, Behaviour b, Behaviour caller)
{
    const auto& calls = w.explanations[std::size_t(vehicle)].calls;
    for (std::size_t c = 0; c < calls.size(); ++c)
        if (calls[c].behaviour == b && calls[c].parent >= 0 && calls[std::size_t(calls[c].parent)].behaviour == caller)
            return int(c);
    return -1;
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
        // A frame where the selected vehicle separates from someone and coheres (FlockTest gathers).
        int frame = 30;
        for (; frame < 400; ++frame) {
            c->advanceTo(frame);
            if (callOf(c->world(), c->selected(), Behaviour::Flee, Behaviour::Flock) >= 0 &&
                callOf(c->world(), c->selected(), Behaviour::Seek, Behaviour::Flock) >= 0)
                break;
        }
        QVERIFY(frame < 400);
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
};

QTEST_MAIN(TestFocus)
#include "tst_focus.moc"

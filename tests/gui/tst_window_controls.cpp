// The window's controls, offscreen at 1280x800 as on a classroom projector: Home/End/Reset, the
// scenario list's highlight, the timeline's mark of the frames a change would replace, the
// transport keys whichever widget has the focus, the speed field, the deterministic screenshot
// and Help (quick start, shortcuts sheet, the README's key table).
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "in_class.h"
#include "parameters_panel.h"
#include "quick_start.h"
#include "scenario_panel.h"
#include "scenarios.h"
#include "shortcuts_sheet.h"
#include "speed_box.h"
#include "stage_view.h"
#include "timeline_slider.h"
#include "transport_bar.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDoubleSpinBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QWheelEvent>

#include <set>

using steer::ScenarioId;

namespace {
steer::ScenarioSetup setupFor(ScenarioId id)
{
    steer::ScenarioSetup s;
    s.id = id;
    return s;
}


bool focus(QWidget* widget)
{
    widget->setFocus(Qt::OtherFocusReason);
    return QTest::qWaitFor([widget] { return widget->hasFocus(); }, 2000);
}

void mouse(QWidget* target, QEvent::Type type, QPoint pos, Qt::MouseButton button, Qt::MouseButtons held)
{
    QMouseEvent e(type, QPointF(pos), target->mapToGlobal(QPointF(pos)), button, held, Qt::NoModifier);
    QApplication::sendEvent(target, &e);
}

QListWidget* scenarioList(const MainWindow& w)
{
    return w.scenarioPanel()->findChild<QListWidget*>(QStringLiteral("scenarioList"));
}

int rowOf(ScenarioId id) { return int(id); } // the list holds scenarioTable() in order

QLineEdit* editOf(QWidget* field) { return field->findChild<QLineEdit*>(); }

QMenu* menuHolding(const MainWindow& w, const QAction* a)
{
    for (QMenu* m : w.findChildren<QMenu*>())
        if (m->actions().contains(const_cast<QAction*>(a)))
            return m;
    return nullptr;
}

QToolButton* buttonFor(const QWidget* bar, const QAction* a)
{
    for (QToolButton* b : bar->findChildren<QToolButton*>())
        if (b->defaultAction() == a)
            return b;
    return nullptr;
}
} // namespace

class TestWindowControls : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        language::install(QStringLiteral("en"));
    }

    void cleanup() { language::install(QStringLiteral("en")); }

    // Home rewinds to frame 0 and keeps the recorded frames and the dragged target; End comes
    // back to the very same last frame; Reset is a separate action (Ctrl+R, Play menu, transport
    // bar) that starts afresh, and Undo brings the old run back.
    void homeRewindsEndReturnsResetIsApart()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(10);
        c->targetDragged(QPointF(120, 80));
        c->dragFinished();
        c->advanceTo(30);
        QCOMPARE(c->lastFrame(), qint64(30));
        QCOMPARE(c->history().eventsAt(10), std::size_t(1));
        const std::uint64_t at30 = c->world().hash();
        const double x30 = c->world().vehicles[0].position.x;

        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(30)); // before: Home was Reset and this was 0
        QCOMPARE(c->history().eventsAt(10), std::size_t(1));
        QCOMPARE(w.transportBar()->timeline()->maximum(), 30);

        QTest::keyClick(&w, Qt::Key_End);
        QCOMPARE(c->frame(), qint64(30));
        QCOMPARE(c->world().hash(), at30);
        QCOMPARE(c->world().vehicles[0].position.x, x30);

        QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(0));
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->lastFrame(), qint64(30));
        QCOMPARE(c->history().eventsAt(10), std::size_t(1));

        // Where the teacher finds them: the Play menu and the transport bar, with their keys.
        QAction* rewind = action(w, "rewind");
        QAction* end = action(w, "goToEnd");
        QAction* reset = action(w, "reset");
        QVERIFY(rewind && end && reset);
        QCOMPARE(rewind->shortcuts(), QList<QKeySequence>{QKeySequence(Qt::Key_Home)});
        QCOMPARE(end->shortcuts(), QList<QKeySequence>{QKeySequence(Qt::Key_End)});
        QCOMPARE(reset->shortcuts(), QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_R)});
        QMenu* play = menuHolding(w, rewind);
        QVERIFY(play);
        QVERIFY(play->actions().contains(end) && play->actions().contains(reset));
        for (QAction* a : {rewind, end, reset})
            QVERIFY2(buttonFor(w.transportBar(), a), qPrintable(a->objectName()));
        QVERIFY(rewind->toolTip().contains(QStringLiteral("keeping")));
        QVERIFY(rewind->toolTip().contains(QStringLiteral("Home")));
        QVERIFY(reset->toolTip().contains(QStringLiteral("Ctrl+R")));
    }

    // Minimised, a playing demo keeps time but announces no frame (nothing is explained, laid out or
    // painted); restored, the frame it reached is shown at once, and it is the straight run's.
    void minimisedPlaysOnWithoutShowing()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        QSignalSpy announced(c, &Controller::worldChanged);
        w.showMinimized();
        QVERIFY(c->isOutOfSight());
        const qint64 from = c->frame();
        c->play();
        QTRY_VERIFY_WITH_TIMEOUT(c->frame() >= from + 3, 20000);
        c->pause();
        QCOMPARE(announced.count(), 0);
        QVERIFY(w.stageView()->world().frame < c->frame()); // the view still shows the old frame
        w.showNormal();
        QVERIFY(!c->isOutOfSight());
        QCOMPARE(announced.count(), 1);
        QCOMPARE(w.stageView()->world().frame, c->frame());
        steer::World straight;
        QVERIFY(!steer::buildWorld(setupFor(ScenarioId::Seek), straight));
        straight.recordExplanations = false;
        while (straight.frame < c->frame())
            straight.step();
        QCOMPARE(c->history().current().hash(), straight.hash());
    }

    // A click on a row that is only partly visible runs that scenario and highlights it, even
    // when the hand moves a little while the button is down (the list used to scroll under the
    // pressed pointer and pick the row that arrived there).
    void partlyVisibleRowRunsAndStaysHighlighted()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        QListWidget* list = scenarioList(w);
        QVERIFY(list);
        QWidget* viewport = list->viewport();
        // Scrolls the list so that a row other than the running one shows only a third of itself
        // at the bottom (or the top) edge; returns that row.
        auto partlyVisible = [&](bool bottom) {
            QScrollBar* bar = list->verticalScrollBar();
            for (int r = 1; r < list->count() - 1; ++r) {
                if (r == rowOf(c->world().scenario))
                    continue;
                const QRect rect = list->visualItemRect(list->item(r));
                const int top = rect.top() + bar->value(); // in the list's content
                const int h = rect.height();
                const int scroll = bottom ? top - (viewport->height() - h / 3) : top + 2 * h / 3;
                if (scroll < bar->minimum() || scroll > bar->maximum())
                    continue;
                bar->setValue(scroll);
                QCoreApplication::processEvents();
                const QRect now = list->visualItemRect(list->item(r));
                if (bottom ? now.top() < viewport->height() && now.bottom() >= viewport->height()
                           : now.top() < 0 && now.bottom() > 0)
                    return r;
            }
            return -1;
        };
        for (const bool bottom : {true, false}) {
            const int aimed = partlyVisible(bottom);
            QVERIFY2(aimed >= 0, qPrintable(QStringLiteral("no row can be half hidden: viewport %1x%2")
                                                .arg(viewport->width())
                                                .arg(viewport->height())));
            QVERIFY(aimed != rowOf(c->world().scenario));
            const QRect rect = list->visualItemRect(list->item(aimed)).intersected(viewport->rect());
            const QPoint at(rect.center());
            mouse(viewport, QEvent::MouseButtonPress, at, Qt::LeftButton, Qt::LeftButton);
            mouse(viewport, QEvent::MouseMove, at + QPoint(1, 2), Qt::NoButton, Qt::LeftButton);
            mouse(viewport, QEvent::MouseMove, at + QPoint(2, 3), Qt::NoButton, Qt::LeftButton);
            mouse(viewport, QEvent::MouseButtonRelease, at + QPoint(2, 3), Qt::LeftButton, Qt::NoButton);
            QCoreApplication::processEvents();
            QCOMPARE(rowOf(c->world().scenario), aimed);
            QCOMPARE(list->currentRow(), aimed);
            QCOMPARE(list->selectedItems().size(), 1);
            QCOMPARE(list->row(list->selectedItems().first()), aimed);
            // The chosen row is now wholly in view.
            QVERIFY(viewport->rect().contains(list->visualItemRect(list->item(aimed))));
        }
        // A press that is dragged onto another row chooses nothing.
        const ScenarioId running = c->world().scenario;
        const int other = rowOf(running) == 0 ? 1 : rowOf(running) - 1;
        const QPoint from = list->visualItemRect(list->item(rowOf(running))).center();
        const QPoint to = list->visualItemRect(list->item(other)).center();
        mouse(viewport, QEvent::MouseButtonPress, from, Qt::LeftButton, Qt::LeftButton);
        mouse(viewport, QEvent::MouseMove, to, Qt::NoButton, Qt::LeftButton);
        mouse(viewport, QEvent::MouseButtonRelease, to, Qt::LeftButton, Qt::NoButton);
        QCOMPARE(c->world().scenario, running);
        QCOMPARE(list->currentRow(), rowOf(running));
        // The keyboard and Undo: the highlight follows the scenario that runs.
        QVERIFY(focus(list));
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(list->currentRow(), rowOf(c->world().scenario));
        QCOMPARE(rowOf(c->world().scenario), rowOf(running) + 1);
        QTest::keyClick(list, Qt::Key_Z, Qt::ControlModifier); // the switch is undoable
        QCOMPARE(c->world().scenario, running);
        QCOMPARE(list->currentRow(), rowOf(running));
        QCOMPARE(list->row(list->selectedItems().first()), rowOf(running));
    }

    // Shown frame 30 of 40: frames 31..40 are marked on the timeline (what a change made now
    // would replace); at the last frame, or after such a change, nothing is marked.
    void timelineMarksTheFramesAChangeWouldReplace()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(40);
        TimelineSlider* timeline = w.transportBar()->timelineSlider();
        const QRgb hatch = TimelineSlider::hatchColour().rgb();
        // Hatch-coloured pixels of the timeline as shown: their count and horizontal extent.
        auto hatched = [&](int& minX, int& maxX) {
            QCoreApplication::processEvents();
            const QImage img = timeline->grab().toImage().convertToFormat(QImage::Format_RGB32);
            const qreal dpr = img.devicePixelRatio();
            int n = 0;
            minX = INT_MAX;
            maxX = -1;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    if ((img.pixel(x, y) & 0xffffff) == (hatch & 0xffffff)) {
                        ++n;
                        minX = std::min(minX, int(x / dpr));
                        maxX = std::max(maxX, int(x / dpr));
                    }
            return n;
        };
        int minX = 0, maxX = 0;
        QCOMPARE(hatched(minX, maxX), 0);
        QVERIFY(!timeline->toolTip().contains(QStringLiteral("replaced")));

        c->jumpTo(30);
        QVERIFY(hatched(minX, maxX) > 40);
        // Where frame f sits: the handle's centre moves linearly over the groove minus the handle.
        QStyleOptionSlider opt;
        opt.initFrom(timeline);
        opt.orientation = Qt::Horizontal;
        opt.minimum = 0;
        opt.maximum = 40;
        opt.sliderPosition = opt.sliderValue = 30;
        const QRect groove = timeline->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderGroove, timeline);
        const QRect handle = timeline->style()->subControlRect(QStyle::CC_Slider, &opt, QStyle::SC_SliderHandle, timeline);
        auto xOf = [&](double f) { return groove.x() + handle.width() / 2.0 + f / 40.0 * (groove.width() - handle.width()); };
        // From midway between frames 30 and 31 to frame 40 (the hatch reaches under the handle's
        // right half, but never left of frame 30).
        QVERIFY2(std::abs(minX - xOf(30.5)) <= 3, qPrintable(QStringLiteral("%1 vs %2").arg(minX).arg(xOf(30.5))));
        QVERIFY2(std::abs(maxX - xOf(40)) <= 4, qPrintable(QStringLiteral("%1 vs %2").arg(maxX).arg(xOf(40))));
        QVERIFY(timeline->toolTip().contains(QStringLiteral("frames 31 to 40 would be replaced")));

        c->jumpTo(10);
        int minX10 = 0, maxX10 = 0;
        QVERIFY(hatched(minX10, maxX10) > 0);
        QVERIFY(minX10 < minX - 50); // a quarter of the way along, not three quarters
        QVERIFY(std::abs(maxX10 - maxX) <= 1);

        // A change at frame 10 replaces 11..40: afterwards there is nothing left to replace.
        c->targetDragged(QPointF(300, 300));
        c->dragFinished();
        QCOMPARE(c->lastFrame(), qint64(10));
        QCOMPARE(hatched(minX, maxX), 0);
    }

    // Space, the arrows, Page Up/Down, Home, End and Ctrl+Z drive the window even when a spin box
    // or the speed field has the focus; only while a number is typed do ← and → edit it.
    void transportKeysWinOverFields()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Wander)).isEmpty());
        c->advanceTo(20);
        c->jumpTo(10);
        QDoubleSpinBox* speed = w.transportBar()->speedBox();
        QVERIFY(focus(speed));
        const QString text = speed->text();
        QTest::keyClick(speed, Qt::Key_Space);
        QVERIFY(c->isPlaying());
        QTest::keyClick(speed, Qt::Key_Space);
        QVERIFY(!c->isPlaying());
        QCOMPARE(speed->text(), text); // no space typed into the field
        c->jumpTo(10);
        QTest::keyClick(speed, Qt::Key_Right);
        QCOMPARE(c->frame(), qint64(11));
        QTest::keyClick(speed, Qt::Key_Left);
        QCOMPARE(c->frame(), qint64(10));
        QTest::keyClick(speed, Qt::Key_PageDown); // presenter clicker: next
        QCOMPARE(c->frame(), qint64(11));
        QTest::keyClick(speed, Qt::Key_PageUp); // previous
        QCOMPARE(c->frame(), qint64(10));
        const qint64 last = c->lastFrame();
        QTest::keyClick(speed, Qt::Key_End);
        QCOMPARE(c->frame(), last);
        QTest::keyClick(speed, Qt::Key_Home);
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), last);
        QCOMPARE(speed->text(), text);
        QCOMPARE(c->speed(), 1.0);

        // A parameter's spin box: the same keys step; a number typed and entered there is undone
        // by Ctrl+Z in the same field (the window's undo, not the field's).
        QDoubleSpinBox* maxSpeed = w.parametersPanel()->spinBox(QStringLiteral("maxSpeed"));
        QVERIFY(maxSpeed);
        const double before = c->parameterValue(QStringLiteral("maxSpeed"));
        QVERIFY(focus(maxSpeed));
        QTest::keyClick(maxSpeed, Qt::Key_Right);
        QCOMPARE(c->frame(), qint64(1));
        maxSpeed->selectAll();
        QTest::keyClicks(maxSpeed, QStringLiteral("4"));
        QTest::keyClick(maxSpeed, Qt::Key_Return);
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), 4.0);
        QTest::keyClick(maxSpeed, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->parameterValue(QStringLiteral("maxSpeed")), before);
        QCOMPARE(maxSpeed->value(), before);

        // Typing a number not yet entered: ← moves the text cursor and the frame stays.
        maxSpeed->selectAll();
        QTest::keyClicks(maxSpeed, QStringLiteral("12"));
        QLineEdit* edit = editOf(maxSpeed);
        QVERIFY(edit);
        const int cursor = edit->cursorPosition();
        const qint64 frame = c->frame();
        QTest::keyClick(maxSpeed, Qt::Key_Left);
        QCOMPARE(c->frame(), frame);
        QCOMPARE(edit->cursorPosition(), cursor - 1);
        // ... but Space never belongs to a number.
        QTest::keyClick(maxSpeed, Qt::Key_Space);
        QVERIFY(c->isPlaying());
        c->pause();

        // Escape gives the keys back to the stage.
        QTest::keyClick(maxSpeed, Qt::Key_Escape);
        QVERIFY(w.stageView()->hasFocus());

        // The scenario list keeps ↑/↓ for itself, but Space and the arrows still play and step.
        QListWidget* list = scenarioList(w);
        QVERIFY(focus(list));
        const qint64 f = c->frame();
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(c->frame(), f + 1);
    }

    // The speed field: the usual speeds on its arrows, any typed value from 0.1 to 4, and a clear
    // message for anything else.
    void speedFieldTakesUsualAndTypedSpeeds()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Wander)).isEmpty());
        QDoubleSpinBox* speed = w.transportBar()->speedBox();
        QVERIFY(focus(speed));
        auto type = [&](const QString& s) {
            speed->selectAll();
            QTest::keyClicks(speed, s);
            QTest::keyClick(speed, Qt::Key_Return);
        };
        type(QStringLiteral("0.25"));
        QCOMPARE(c->speed(), 0.25); // before: one decimal, so 0.25 could not be typed
        QCOMPARE(speed->text(), QStringLiteral("0.25×"));
        // ↑ and ↓ walk 0.1, 0.25, 0.5, 1, 2, 4 (before: steps of 0.1).
        const QList<double> up{0.5, 1.0, 2.0, 4.0, 4.0};
        for (double want : up) {
            QTest::keyClick(speed, Qt::Key_Up);
            QCOMPARE(c->speed(), want);
        }
        const QList<double> down{2.0, 1.0, 0.5, 0.25, 0.1, 0.1};
        for (double want : down) {
            QTest::keyClick(speed, Qt::Key_Down);
            QCOMPARE(c->speed(), want);
        }
        // A value between the usual ones is kept, and the arrows go on to the next usual one.
        type(QStringLiteral("0.3"));
        QCOMPARE(c->speed(), 0.3);
        QTest::keyClick(speed, Qt::Key_Down);
        QCOMPARE(c->speed(), 0.25);
        type(QStringLiteral("3,5")); // a comma, as Russian writes it
        QCOMPARE(c->speed(), 3.5);
        type(QStringLiteral("1"));
        QCOMPARE(speed->text(), QStringLiteral("1×"));

        // Out of range: refused with a message naming the value and the range; the field shows the speed.
        type(QStringLiteral("7"));
        QCOMPARE(c->speed(), 1.0);
        QCOMPARE(speed->text(), QStringLiteral("1×"));
        const QString msg = w.statusBar()->currentMessage();
        QVERIFY2(msg.contains(QStringLiteral("“7”")) && msg.contains(QStringLiteral("0.1")) &&
                     msg.contains(QStringLiteral("4")),
                 qPrintable(msg));
        // Emptied: not left showing only "×".
        speed->selectAll();
        QTest::keyClick(speed, Qt::Key_Backspace);
        QTest::keyClick(speed, Qt::Key_Return);
        QCOMPARE(speed->text(), QStringLiteral("1×"));
        QCOMPARE(c->speed(), 1.0);
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("from 0.1 to 4")));
        // The controller's own limits agree with the field's.
        QCOMPARE(speed->minimum(), Controller::kMinSpeed);
        QCOMPARE(speed->maximum(), Controller::kMaxSpeed);
    }

    // Twelve runs of the same screenshot command give the same picture, byte for byte.
    void screenshotIsTheSameEveryTime()
    {
        QTemporaryDir dir;
        QByteArray first;
        // Run in pairs at once, so that the runs compete for the processor as on a busy machine.
        for (int pair = 0; pair < 6; ++pair) {
            QProcess runs[2];
            for (int k = 0; k < 2; ++k)
                runs[k].start(QStringLiteral(STEERINGLAB_BINARY),
                              {QStringLiteral("--scenario"), QStringLiteral("avoid"), QStringLiteral("--lang"),
                               QStringLiteral("ru"), QStringLiteral("--frames"), QStringLiteral("40"),
                               QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x%1.png").arg(2 * pair + k))});
            for (int k = 0; k < 2; ++k) {
                QVERIFY(runs[k].waitForFinished(60000));
                QCOMPARE(runs[k].exitCode(), 0);
                QFile f(dir.filePath(QStringLiteral("x%1.png").arg(2 * pair + k)));
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray bytes = f.readAll();
                QVERIFY(bytes.size() > 10000);
                if (first.isEmpty())
                    first = bytes;
                QVERIFY2(bytes == first, qPrintable(QStringLiteral("run %1 differs from run 0").arg(2 * pair + k)));
            }
        }
        // And the picture is the last frame, fully laid out: the formula panel says frame 40.
        const QImage img = QImage::fromData(first);
        QCOMPARE(img.size(), QSize(1280, 800));
    }

    // F1 and ? open the sheet of every shortcut, read from the window's actions; the quick start
    // is in the Help menu; both follow the interface language.
    void helpListsEveryShortcut()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        QVERIFY(w.controller()->start(setupFor(ScenarioId::Seek)).isEmpty());
        QTest::keyClick(&w, Qt::Key_F1);
        auto* sheet = w.findChild<ShortcutsSheet*>();
        QVERIFY(sheet);
        QVERIFY(sheet->isVisible());
        const auto rows = sheet->rows();
        const QList<QAction*> actions = ShortcutsSheet::shortcutActions(&w);
        QCOMPARE(rows.size(), actions.size());
        int keysListed = 0;
        for (int i = 0; i < actions.size(); ++i)
            for (const QKeySequence& k : actions[i]->shortcuts()) {
                QVERIFY2(rows[i].first.contains(k.toString(QKeySequence::NativeText)), qPrintable(rows[i].first));
                ++keysListed;
            }
        QVERIFY(keysListed >= 20);
        auto does = [&rows](const QString& key) {
            for (const auto& r : rows)
                if (r.first.split(QStringLiteral("  /  ")).contains(key))
                    return r.second;
            return QString();
        };
        QCOMPARE(does(QStringLiteral("Home")), QStringLiteral("Go to frame 0"));
        QCOMPARE(does(QStringLiteral("End")), QStringLiteral("Go to the last frame"));
        QCOMPARE(does(QStringLiteral("Ctrl+R")), QStringLiteral("Reset"));
        QCOMPARE(does(QStringLiteral("Space")), QStringLiteral("Play / pause"));
        QVERIFY(!does(QStringLiteral("PgDown")).isEmpty()); // presenter clickers (stepping or bookmarks)
        QCOMPARE(does(QStringLiteral("Esc")), QStringLiteral("Focus the stage"));
        QCOMPARE(does(QStringLiteral("?")), QStringLiteral("Keyboard shortcuts"));
        sheet->close();

        // ? from a spin box (nothing types a ? into a number).
        QDoubleSpinBox* speed = w.transportBar()->speedBox();
        QVERIFY(focus(speed));
        QTest::keyClick(speed, Qt::Key_Question);
        QVERIFY(sheet->isVisible());
        sheet->close();

        action(w, "quickStart")->trigger();
        auto* quick = w.findChild<QuickStartDialog*>();
        QVERIFY(quick && quick->isVisible());
        QString page = quick->plainText();
        for (const char* part : {"Pick a scenario", "Play and step", "Select a vehicle", "Read the formulas",
                                 "Drag the targets", "Save a picture", "Space", "Home", "End", "Ctrl+Z", "Ctrl+S", "F1"})
            QVERIFY2(page.contains(QLatin1String(part)), part);

        // Russian: the pages follow the language at once, with the same keys.
        QVERIFY(w.setLanguage(QStringLiteral("ru")));
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        page = quick->plainText();
        QVERIFY2(page.contains(QStringLiteral("Выберите сценарий")), qPrintable(page));
        QVERIFY(page.contains(QStringLiteral("Ctrl+Z")));
        QVERIFY(!page.contains(QStringLiteral("Pick a scenario")));
        QTest::keyClick(&w, Qt::Key_F1);
        const QString title = QCoreApplication::translate("ShortcutsSheet", "Keyboard shortcuts");
        QVERIFY(title != QStringLiteral("Keyboard shortcuts"));
        QCOMPARE(sheet->windowTitle(), title);
        for (const auto& r : sheet->rows())
            QVERIFY2(!r.second.contains(QRegularExpression(QStringLiteral("\\b(the|and|to|of)\\b"))), qPrintable(r.second));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
    }

    // With STEER_SHOTS=<dir>: the window at 1280x800 on an earlier frame (hatched timeline), the
    // shortcuts sheet and the quick start, in each language, to look at (not compared).
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("STEER_SHOTS");
        if (dir.isEmpty())
            QSKIP("set STEER_SHOTS to a folder to write the pictures");
        for (const char* code : {"en", "zh_CN", "ru"}) {
            QVERIFY(language::install(QString::fromLatin1(code)));
            MainWindow w;
            QVERIFY(showAsInClass(w));
            QVERIFY(w.controller()->start(setupFor(ScenarioId::Avoid)).isEmpty());
            w.controller()->advanceTo(120);
            w.controller()->jumpTo(70);
            QTest::qWait(200);
            w.grab().save(QStringLiteral("%1/controls_window_%2.png").arg(dir, QLatin1String(code)));
            w.transportBar()->grab().save(QStringLiteral("%1/controls_transport_%2.png").arg(dir, QLatin1String(code)));
            QTest::keyClick(&w, Qt::Key_F1);
            auto* sheet = w.findChild<ShortcutsSheet*>();
            QVERIFY(sheet);
            QTest::qWait(100);
            sheet->grab().save(QStringLiteral("%1/controls_shortcuts_%2.png").arg(dir, QLatin1String(code)));
            action(w, "quickStart")->trigger();
            auto* quick = w.findChild<QuickStartDialog*>();
            QVERIFY(quick);
            QTest::qWait(100);
            quick->grab().save(QStringLiteral("%1/controls_quickstart_%2.png").arg(dir, QLatin1String(code)));
        }
    }

    // The swarm (issue #12): 10 000 boids, the whole stage fitted to the window and the count box
    // saying so. Zoomed in with the follow camera (on by itself in a crowd), the selected boid sits
    // in the middle of the view frame after frame, through the wheel's zoom too; selecting another
    // boid moves the camera to it; only the selected boid's records are kept; a pan lets go.
    void swarmFollowCameraKeepsTheSelectedBoidCentred()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Swarm)).isEmpty());
        StageView* stage = w.stageView();
        QCOMPARE(c->world().vehicles.size(), std::size_t(10000));
        QCOMPARE(w.parametersPanel()->spinBox(QStringLiteral("count"))->value(), 10000.0);
        QVERIFY(stage->isFitted());
        QVERIFY(QRectF(stage->viewport()->rect()).contains(stage->stageRect()));
        QAction* follow = action(w, "followSelected");
        QVERIFY(follow && follow->isChecked() && stage->following());
        const QPointF middle = stage->followPoint(); // the middle of what the legend leaves free
        QVERIFY(QRectF(stage->viewport()->rect()).contains(middle));
        QVERIFY(!stage->legendRect().contains(middle));
        auto onView = [&](int index) {
            const steer::Vector2D p = c->world().vehicles[std::size_t(index)].position;
            return stage->viewportTransform().map(QPointF(p.x, p.y));
        };
        auto offCentre = [&] { return QLineF(onView(c->selected()), stage->followPoint()).length(); };
        const QRectF fitted = stage->stageRect();
        c->stepForward(); // fitted, the camera does not move
        QCOMPARE(stage->stageRect(), fitted);

        for (int k = 0; k < 6; ++k) // 1.25⁶ ≈ 3.8 times the fitted scale
            action(w, "zoomIn")->trigger();
        QVERIFY(!stage->isFitted());
        QVERIFY2(offCentre() <= 1.0, qPrintable(QString::number(offCentre())));
        const steer::Vector2D start = c->world().vehicles[std::size_t(c->selected())].position;
        for (int f = 0; f < 3; ++f) {
            action(w, "stepForward")->trigger();
            QVERIFY2(offCentre() <= 1.0, qPrintable(QStringLiteral("frame %1: %2 px").arg(c->frame()).arg(offCentre())));
        }
        QVERIFY(c->world().vehicles[std::size_t(c->selected())].position.dist(start) > 5); // it did move

        // Only the selected boid is recorded: its flock call, nothing for the 9 999 others.
        const auto& records = c->world().explanations;
        QCOMPARE(records.size(), std::size_t(10000));
        for (std::size_t i = 0; i < records.size(); ++i)
            QCOMPARE(records[i].calls.empty(), int(i) != c->selected());

        // Another boid, far away: the camera moves to it.
        const steer::World& world = c->world();
        int other = 0;
        for (int i = 1; i < int(world.vehicles.size()); ++i)
            if (world.vehicles[std::size_t(i)].position.distSQ({world.stageWidth / 4, world.stageHeight / 4})
                < world.vehicles[std::size_t(other)].position.distSQ({world.stageWidth / 4, world.stageHeight / 4}))
                other = i;
        const QPointF before = stage->mapToScene(middle.toPoint());
        c->select(other);
        QCOMPARE(stage->selected(), other);
        QVERIFY2(offCentre() <= 1.0, qPrintable(QString::number(offCentre())));
        QVERIFY(QLineF(stage->mapToScene(middle.toPoint()), before).length() > 1000);
        action(w, "stepForward")->trigger();
        QVERIFY(offCentre() <= 1.0);
        QVERIFY(!c->world().explanations[std::size_t(other)].calls.empty());

        // The wheel zooms about the mouse; the camera puts the boid back in the middle.
        const qreal zoom = stage->zoomFactor();
        const QPointF corner(stage->viewport()->width() * 0.2, stage->viewport()->height() * 0.3);
        QWheelEvent wheel(corner, stage->viewport()->mapToGlobal(corner), QPoint(), QPoint(0, 120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(stage->viewport(), &wheel);
        QVERIFY(stage->zoomFactor() > zoom * 1.2);
        QVERIFY2(offCentre() <= 1.0, qPrintable(QString::number(offCentre())));

        if (const QString dir = qEnvironmentVariable("STEER_SHOTS"); !dir.isEmpty())
            for (const char* code : {"en", "zh_CN", "ru"}) {
                QVERIFY(w.setLanguage(QLatin1String(code)));
                QTest::qWait(100);
                w.grab().save(QStringLiteral("%1/swarm_follow_%2.png").arg(dir, QLatin1String(code)));
                for (int k = 0; k < 10; ++k) // close, as on the seeds' stage, and back
                    action(w, "zoomIn")->trigger();
                QTest::qWait(100);
                w.grab().save(QStringLiteral("%1/swarm_follow_close_%2.png").arg(dir, QLatin1String(code)));
                for (int k = 0; k < 10; ++k)
                    action(w, "zoomOut")->trigger();
            }

        // F turns it off; dragging the stage (a pan from an empty spot) does too.
        QTest::keyClick(&w, Qt::Key_F);
        QVERIFY(!stage->following());
        QTest::keyClick(&w, Qt::Key_F);
        QVERIFY(stage->following() && follow->isChecked());
        QPoint empty;
        for (int y = 40; y < stage->viewport()->height() && empty.isNull(); y += 23)
            for (int x = 40; x < stage->viewport()->width() / 2 && empty.isNull(); x += 29)
                if (stage->vehicleAt(stage->mapToScene(QPoint(x, y))) < 0 && !stage->legendRect().contains(QPointF(x, y)))
                    empty = QPoint(x, y);
        QVERIFY(!empty.isNull());
        mouse(stage->viewport(), QEvent::MouseButtonPress, empty, Qt::LeftButton, Qt::LeftButton);
        mouse(stage->viewport(), QEvent::MouseMove, empty + QPoint(40, 30), Qt::NoButton, Qt::LeftButton);
        mouse(stage->viewport(), QEvent::MouseButtonRelease, empty + QPoint(40, 30), Qt::LeftButton, Qt::NoButton);
        QVERIFY(!stage->following());
        QVERIFY(!follow->isChecked());

        // Any scenario, when the teacher turns it on: seek's vehicle wraps from (0, 0) to the far
        // corner (it seeks a target up and left of the stage) and the camera goes with it.
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        QVERIFY(!stage->following()); // not a crowd: as the teacher left it
        QTest::keyClick(&w, Qt::Key_F);
        for (int k = 0; k < 3; ++k)
            action(w, "zoomIn")->trigger();
        c->targetDragged(QPointF(-50, -50));
        c->dragFinished();
        action(w, "stepForward")->trigger();
        const steer::Vector2D wrapped = c->world().vehicles[std::size_t(c->selected())].position;
        QVERIFY2(wrapped.x > 500 && wrapped.y > 350, qPrintable(QStringLiteral("%1, %2").arg(wrapped.x).arg(wrapped.y)));
        QVERIFY2(offCentre() <= 1.0, qPrintable(QString::number(offCentre())));
    }

    // The README's key table lists exactly the window's shortcuts.
    void readmeKeyTableMatchesTheWindow()
    {
        QFile readme(QStringLiteral(STEER_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList lines = QString::fromUtf8(readme.readAll()).split(QLatin1Char('\n'));
        const int head = int(lines.indexOf(QStringLiteral("| key | does |")));
        QVERIFY2(head >= 0, "README has no '| key | does |' table");
        // README names keys as people say them; the table's `…` cells are QKeySequence's portable
        // names, except these.
        const std::map<QString, QString> spoken{{QStringLiteral("→"), QStringLiteral("Right")},
                                                {QStringLiteral("←"), QStringLiteral("Left")},
                                                {QStringLiteral("Page Up"), QStringLiteral("PgUp")},
                                                {QStringLiteral("Page Down"), QStringLiteral("PgDown")},
                                                {QStringLiteral("Escape"), QStringLiteral("Esc")}};
        std::set<QString> inReadme;
        static const QRegularExpression cell(QStringLiteral("`([^`]+)`"));
        for (int i = head + 2; i < lines.size() && lines[i].startsWith(QLatin1Char('|')); ++i) {
            const QString keys = lines[i].section(QLatin1Char('|'), 1, 1);
            for (auto m = cell.globalMatch(keys); m.hasNext();) {
                QString k = m.next().captured(1);
                if (auto it = spoken.find(k); it != spoken.end())
                    k = it->second;
                const QKeySequence seq = QKeySequence::fromString(k, QKeySequence::PortableText);
                QVERIFY2(!seq.isEmpty(), qPrintable(k));
                inReadme.insert(seq.toString(QKeySequence::PortableText));
            }
        }
        MainWindow w;
        std::set<QString> inWindow;
        for (const QAction* a : ShortcutsSheet::shortcutActions(&w))
            for (const QKeySequence& k : a->shortcuts())
                inWindow.insert(k.toString(QKeySequence::PortableText));
        QStringList missing, extra;
        for (const QString& k : inWindow)
            if (!inReadme.count(k))
                missing << k;
        for (const QString& k : inReadme)
            if (!inWindow.count(k))
                extra << k;
        QVERIFY2(missing.isEmpty() && extra.isEmpty(),
                 qPrintable(QStringLiteral("not in README: %1; in README only: %2").arg(missing.join(QLatin1String(", ")),
                                                                                       extra.join(QLatin1String(", ")))));
    }
};

QTEST_MAIN(TestWindowControls)
#include "tst_window_controls.moc"

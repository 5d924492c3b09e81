// Issue #15: the layouts that hold texts changing every frame (frame counter, plot value, formula
// heading) are not redone when nothing any widget asks for changed (steady_layout.h). Before, each
// such text laid the whole main window out again, 1.5 times a shown frame in seek.
//
// Checked against a plain QVBoxLayout (Qt's own, independent of the helper): the same widgets in
// both windows end in the same places whatever the texts; a text of the same size reaches no
// layout of the window; a longer one is laid out at once. And in the real window, frame after
// frame of play, every widget stands where a full layout of everything puts it.
#include "controller.h"
#include "formula_panel.h"
#include "language.h"
#include "main_window.h"
#include "scenario_runs.h"
#include "steady_layout.h"
#include "test_budget.h"

#include <QDockWidget>
#include <QLabel>
#include <QLayout>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <functional>
#include <map>

using steer::ScenarioId;

namespace {
void settle()
{
    for (int pass = 0; pass < 8; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

// Counts layout requests delivered to one widget.
class RequestCounter : public QObject {
public:
    int requests = 0;

protected:
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (e->type() == QEvent::LayoutRequest)
            ++requests;
        return QObject::eventFilter(o, e);
    }
};

// A window with a title, a label whose text changes and a stretching area under it.
struct Panel {
    QWidget window;
    QLabel* title;
    QLabel* value;
    explicit Panel(QVBoxLayout* layout)
    {
        window.setLayout(layout);
        title = new QLabel(QStringLiteral("Plot"), &window);
        value = new QLabel(&window);
        value->setWordWrap(true);
        layout->addWidget(title);
        layout->addWidget(value);
        layout->addStretch(1);
        window.resize(220, 200);
    }
};

// Every widget of the window, by its place in the tree, with its geometry (visible ones only).
std::map<QString, QRect> placesOf(QWidget& root)
{
    std::map<QString, QRect> out;
    std::function<void(QWidget*, const QString&)> walk = [&](QWidget* w, const QString& path) {
        if (!w->isVisible())
            return;
        out[path] = w->geometry();
        int i = 0;
        for (QObject* o : w->children())
            if (auto* child = qobject_cast<QWidget*>(o); child && !child->isWindow())
                walk(child, path + QLatin1Char('/') + QString::fromLatin1(child->metaObject()->className()) +
                                QLatin1Char(':') + child->objectName() + QLatin1Char('#') + QString::number(i++));
    };
    walk(&root, QStringLiteral("window"));
    return out;
}

// Every layout of the window laid out again from nothing: QBoxLayout's own invalidate (the
// qualified call skips the steady layouts' check), then the layout requests delivered.
void layOutEverything(QWidget& root)
{
    for (QLayout* l : root.findChildren<QLayout*>())
        if (auto* box = qobject_cast<QBoxLayout*>(l))
            box->QBoxLayout::invalidate();
        else
            l->invalidate();
    settle();
}
} // namespace

class TestSteadyLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(language::install(QStringLiteral("en")));
    }

    // The same texts in a steady layout and in Qt's QVBoxLayout: the same geometry after each one;
    // a text of the same size reaches no layout, a wider or taller one does.
    void placesWidgetsAsQtsBoxLayout()
    {
        Panel steadyPanel(new steady::VBoxLayout);
        Panel plainPanel(new QVBoxLayout);
        steadyPanel.window.show();
        plainPanel.window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&steadyPanel.window));
        QVERIFY(QTest::qWaitForWindowExposed(&plainPanel.window));
        RequestCounter counter;
        steadyPanel.window.installEventFilter(&counter);
        // DejaVu Sans (the offscreen platform's font) has digits of one width: 10 -> 11 keeps the
        // size; 1000 is wider; the long line wraps to two lines in 220 px, then back to one.
        const QStringList texts = {QStringLiteral("v = 10.25"), QStringLiteral("v = 11.37"), QStringLiteral("v = 12.48"),
                                   QStringLiteral("v = 1000.25"),
                                   QStringLiteral("v = 1000.25, while the vehicle turns towards the target it seeks"),
                                   QStringLiteral("v = 13.5"), QString()};
        const QFontMetrics fm(steadyPanel.value->font());
        for (int i = 0; i < texts.size(); ++i) {
            const bool sameSize = i > 0 && fm.boundingRect(texts[i]).width() == fm.boundingRect(texts[i - 1]).width() &&
                fm.boundingRect(QRect(0, 0, 200, 1000), Qt::TextWordWrap, texts[i]).height() ==
                    fm.boundingRect(QRect(0, 0, 200, 1000), Qt::TextWordWrap, texts[i - 1]).height();
            counter.requests = 0;
            steadyPanel.value->setText(texts[i]);
            plainPanel.value->setText(texts[i]);
            settle();
            QCOMPARE(steadyPanel.value->geometry(), plainPanel.value->geometry());
            QCOMPARE(steadyPanel.title->geometry(), plainPanel.title->geometry());
            if (i == 1 || i == 2) {
                QVERIFY(sameSize);
                QCOMPARE(counter.requests, 0); // nothing laid out: the label keeps its place
            }
            if (i == 3 || i == 4)
                QVERIFY2(counter.requests > 0, "a wider or wrapping text is laid out at once");
        }
        // Resizing the window is a new geometry, not a changed request: laid out as always.
        steadyPanel.window.resize(160, 260);
        plainPanel.window.resize(160, 260);
        steadyPanel.value->setText(texts[4]);
        plainPanel.value->setText(texts[4]);
        settle();
        QCOMPARE(steadyPanel.value->geometry(), plainPanel.value->geometry());
        // Hidden and shown again: the item count changes.
        steadyPanel.title->hide();
        plainPanel.title->hide();
        settle();
        QCOMPARE(steadyPanel.value->geometry(), plainPanel.value->geometry());
        steadyPanel.title->show();
        plainPanel.title->show();
        settle();
        QCOMPARE(steadyPanel.value->geometry(), plainPanel.value->geometry());
    }

    void windowKeepsFullLayoutPlaces_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<QString>("code");
        int row = 0;
        for (const ScenarioId id : {ScenarioId::Seek, ScenarioId::Flock, ScenarioId::LennardJones})
            for (const char* code : {"en", "zh_CN", "ru"})
                if (steer_test::keepRow(row++, 2))
                    QTest::addRow("%s %s", steer::scenarioInfo(id).key.data(), code) << int(id) << QString::fromLatin1(code);
    }

    // The real window, with the plots shown: frame after frame, every widget is where a full
    // layout of every layout puts it; and the main window is laid out far less often than once a
    // frame (it was 1.5 times a frame before).
    void windowKeepsFullLayoutPlaces()
    {
        QFETCH(int, scenario);
        QFETCH(QString, code);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.setLanguage(code));
        auto* plots = w.findChild<QDockWidget*>(QStringLiteral("plotsDock"));
        QVERIFY(plots);
        plots->show();
        plots->raise();
        QVERIFY(w.controller()->start(testing_runs::setupFor(ScenarioId(scenario))).isEmpty());
        settle();
        RequestCounter windowRequests;
        w.installEventFilter(&windowRequests);
        const int frames = steer_test::frames(24, 8);
        int checked = 0;
        for (int f = 1; f <= frames; ++f) {
            w.controller()->stepForward();
            w.formulaPanel()->flush();
            settle();
            const std::map<QString, QRect> shown = placesOf(w);
            const int before = windowRequests.requests;
            layOutEverything(w);
            const std::map<QString, QRect> full = placesOf(w);
            windowRequests.requests = before; // the forced layout is not the window's own
            QCOMPARE(shown.size(), full.size());
            for (const auto& [path, rect] : full) {
                const auto it = shown.find(path);
                QVERIFY2(it != shown.end(), qPrintable(path));
                QVERIFY2(it->second == rect, qPrintable(QStringLiteral("frame %1: %2 at %3,%4 %5x%6, a full layout puts it at %7,%8 %9x%10")
                                                             .arg(f).arg(path).arg(it->second.x()).arg(it->second.y())
                                                             .arg(it->second.width()).arg(it->second.height()).arg(rect.x())
                                                             .arg(rect.y()).arg(rect.width()).arg(rect.height())));
                ++checked;
            }
        }
        QVERIFY(checked > 100 * frames); // the whole window, not a corner of it
        QVERIFY2(windowRequests.requests * 2 < frames,
                 qPrintable(QStringLiteral("the main window was laid out %1 times in %2 frames").arg(windowRequests.requests).arg(frames)));
        QVERIFY(language::install(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestSteadyLayout)
#include "tst_steady_layout.moc"

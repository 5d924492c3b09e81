// Every key of the shortcut sheet, in the real window (offscreen), in each form a keyboard layout
// makes Qt report it: once as the sheet writes it, and as it arrives from a US layout (+ is Shift+=,
// ? is Shift+/), the keypad, and a Russian ЙЦУКЕН layout (the T key sends Е, the . key sends Ю), with
// the interface in English, Chinese and Russian. Each press must run exactly one action, the one the
// sheet names, and never make Qt print "Ambiguous shortcut overload" (issue #31: Ctrl++ and
// Ctrl+Shift+= did nothing). Qt's X11/Wayland shortcut map also tries the other forms of one press
// (QXkbCommon::possibleKeys), which offscreen Qt does not: a structural test checks that no two
// forms of one press belong to actions. And after Compare or Play the keys act on the stage.
#include "controller.h"
#include "key_forms.h"
#include "language.h"
#include "main_window.h"
#include "in_class.h"
#include "shortcuts_sheet.h"
#include "stage_view.h"
#include "text_scale.h"

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QKeyEvent>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <map>
#include <memory>

namespace {
constexpr Qt::KeyboardModifiers kNone = Qt::NoModifier;
constexpr Qt::KeyboardModifier kCtrl = Qt::ControlModifier;
constexpr Qt::KeyboardModifier kShift = Qt::ShiftModifier;
constexpr Qt::KeyboardModifier kAlt = Qt::AltModifier;
constexpr Qt::KeyboardModifier kPad = Qt::KeypadModifier;

// One form of a key as a layout makes Qt report it, and the action it must run.
struct Form {
    int key;
    Qt::KeyboardModifiers mods;
    const char* action;
    QString text; // what the key types (the Cyrillic letters), else derived by QTest
};

QString cyr(char16_t c) { return QString(QChar(c)); }

// Every form of every key of the sheet. A Cyrillic key code is the capital letter, as Qt reports it.
const std::vector<Form>& forms()
{
    static const std::vector<Form> table = {
        {Qt::Key_Space, kNone, "playPause", {}},
        {Qt::Key_Right, kNone, "stepForward", {}},
        {Qt::Key_Right, kPad, "stepForward", {}},
        {Qt::Key_Left, kNone, "stepBack", {}},
        {Qt::Key_Left, kPad, "stepBack", {}},
        {Qt::Key_PageDown, kNone, "nextBookmark", {}},
        {Qt::Key_PageUp, kNone, "previousBookmark", {}},
        {Qt::Key_Home, kNone, "rewind", {}},
        {Qt::Key_End, kNone, "goToEnd", {}},
        {Qt::Key_Period, kNone, "nextFormulaLine", {}},
        {Qt::Key_Period, kPad, "nextFormulaLine", {}},
        {0x042E, kNone, "nextFormulaLine", cyr(u'ю')}, // the . key of a Russian layout
        {Qt::Key_Comma, kNone, "previousFormulaLine", {}},
        {Qt::Key_Comma, kShift, "previousFormulaLine", {}}, // Russian: Shift and the / key (xkb reports the Shift)
        {0x0411, kNone, "previousFormulaLine", cyr(u'б')}, // the , key of a Russian layout
        {Qt::Key_R, kCtrl, "reset", {}},
        {0x041A, kCtrl, "reset", {}}, // Ctrl and the R key, Russian layout without a Latin one
        {Qt::Key_Z, kCtrl, "undo", {}},
        {0x042F, kCtrl, "undo", {}},
        {Qt::Key_Z, kCtrl | kShift, "redo", {}},
        {0x042F, kCtrl | kShift, "redo", {}},
        {Qt::Key_Y, kCtrl, "redo", {}},
        {0x041D, kCtrl, "redo", {}},
        {Qt::Key_Plus, kNone, "zoomIn", {}},
        {Qt::Key_Plus, kShift, "zoomIn", {}}, // US: Shift and the = key
        {Qt::Key_Plus, kPad, "zoomIn", {}},
        {Qt::Key_Equal, kNone, "zoomIn", {}},
        {Qt::Key_Equal, kShift, "zoomIn", {}},
        {Qt::Key_Plus, kCtrl, "zoomIn", {}},
        {Qt::Key_Plus, kCtrl | kShift, "zoomIn", {}}, // Ctrl++ on a US or Russian layout
        {Qt::Key_Equal, kCtrl | kShift, "zoomIn", {}},
        {Qt::Key_Plus, kCtrl | kPad, "zoomIn", {}},
        {Qt::Key_Equal, kCtrl, "zoomIn", {}},
        {Qt::Key_Minus, kNone, "zoomOut", {}},
        {Qt::Key_Minus, kPad, "zoomOut", {}},
        {Qt::Key_Minus, kCtrl, "zoomOut", {}},
        {Qt::Key_Minus, kCtrl | kPad, "zoomOut", {}},
        {Qt::Key_0, kCtrl, "fitStage", {}},
        {Qt::Key_F, kNone, "followSelected", {}},
        {0x0410, kNone, "followSelected", cyr(u'а')}, // the F key of a Russian layout
        {Qt::Key_T, kNone, "trails", {}},
        {0x0415, kNone, "trails", cyr(u'е')},
        {Qt::Key_L, kNone, "legend", {}},
        {0x0414, kNone, "legend", cyr(u'д')},
        {Qt::Key_Equal, kCtrl | kAlt, "largerText", {}},
        {Qt::Key_Plus, kCtrl | kAlt, "largerText", {}},
        {Qt::Key_Plus, kCtrl | kAlt | kShift, "largerText", {}},
        {Qt::Key_Equal, kCtrl | kAlt | kShift, "largerText", {}},
        {Qt::Key_Plus, kCtrl | kAlt | kPad, "largerText", {}},
        {Qt::Key_Minus, kCtrl | kAlt, "smallerText", {}},
        {Qt::Key_Minus, kCtrl | kAlt | kPad, "smallerText", {}},
        {Qt::Key_F5, kNone, "presentation", {}},
        {Qt::Key_F5, kNone, "presentation", {}}, // and back
        {Qt::Key_Escape, kNone, "focusStage", {}},
        {Qt::Key_F1, kNone, "shortcuts", {}},
        {Qt::Key_Question, kNone, "shortcuts", {}},
        {Qt::Key_Question, kShift, "shortcuts", {}}, // US Shift+/, Russian Shift+7
        {Qt::Key_Slash, kShift, "shortcuts", {}},
        // These open a dialog (closed at once by the test) or ask.
        {Qt::Key_B, kCtrl, "addBookmark", {}},
        {0x0418, kCtrl, "addBookmark", {}},
        {Qt::Key_S, kCtrl | kShift, "savePicture", {}},
        {Qt::Key_S, kCtrl, "saveLesson", {}},
        {0x042B, kCtrl, "saveLesson", {}},
        {Qt::Key_O, kCtrl, "openLesson", {}},
        {0x0429, kCtrl, "openLesson", {}},
        {Qt::Key_N, kCtrl, "newLesson", {}},
        {0x0422, kCtrl, "newLesson", {}},
        {Qt::Key_Q, kCtrl, "quit", {}}, // last: it closes the window
    };
    return table;
}

QString describe(const Form& f)
{
    return QStringLiteral("%1 (key 0x%2, modifiers 0x%3) → %4")
        .arg(QKeySequence(QKeyCombination(f.mods, Qt::Key(f.key))).toString(QKeySequence::PortableText))
        .arg(f.key, 0, 16)
        .arg(int(f.mods), 0, 16)
        .arg(QLatin1String(f.action));
}


// The window active again with the focus on its stage, every other window of the test closed.
bool backToStage(MainWindow& w)
{
    for (QWidget* top : QApplication::topLevelWidgets())
        if (top != &w && top->isVisible())
            top->close();
    w.activateWindow();
    w.stageView()->setFocus(Qt::OtherFocusReason);
    return QTest::qWaitFor([&w] { return QApplication::activeWindow() == &w && w.stageView()->hasFocus(); }, 10000);
}

// Presses a key as the platform would deliver it to the focused widget: a ShortcutOverride first
// (Qt's shortcut map runs when nobody claims it), then the key press and release.
void press(const Form& f)
{
    QWidget* target = QApplication::focusWidget();
    if (f.text.isEmpty() && f.key < 0x400) { // QTest derives the text of a Latin key only
        QTest::keyClick(target, Qt::Key(f.key), f.mods);
        return;
    }
    QTest::sendKeyEvent(QTest::Click, target, Qt::Key(f.key), f.text, f.mods);
}
} // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        language::install(QStringLiteral("en"));
        QTest::failOnWarning(QRegularExpression(QStringLiteral("Ambiguous shortcut")));
    }

    // The canonical forms: what KeyForms makes of each layout's form of a key.
    void canonicalForms()
    {
        const auto canon = [](int key, Qt::KeyboardModifiers mods) {
            const QKeyEvent e(QEvent::KeyPress, key, mods);
            return QKeySequence(KeyForms::canonical(&e)).toString(QKeySequence::PortableText);
        };
        QCOMPARE(canon(Qt::Key_Plus, kCtrl | kShift), QStringLiteral("Ctrl++"));
        QCOMPARE(canon(Qt::Key_Equal, kCtrl | kShift), QStringLiteral("Ctrl++"));
        QCOMPARE(canon(Qt::Key_Plus, kCtrl | kPad), QStringLiteral("Ctrl++"));
        QCOMPARE(canon(Qt::Key_Equal, kCtrl), QStringLiteral("Ctrl+="));
        QCOMPARE(canon(Qt::Key_Question, kShift), QStringLiteral("?"));
        QCOMPARE(canon(Qt::Key_Slash, kShift), QStringLiteral("?"));
        QCOMPARE(canon(Qt::Key_Comma, kShift), QStringLiteral(","));
        QCOMPARE(canon(0x0415, kNone), QStringLiteral("T"));
        QCOMPARE(canon(0x0435, kNone), QStringLiteral("T")); // a small letter too
        QCOMPARE(canon(0x0414, kNone), QStringLiteral("L"));
        QCOMPARE(canon(0x0410, kNone), QStringLiteral("F"));
        QCOMPARE(canon(0x042E, kNone), QStringLiteral("."));
        QCOMPARE(canon(0x042F, kCtrl | kShift), QStringLiteral("Ctrl+Shift+Z"));
        QCOMPARE(canon(Qt::Key_Minus, kCtrl), QStringLiteral("Ctrl+-"));
    }

    // One owner per key, every key canonical, and no press that X11's shortcut map sees in two
    // forms (Ctrl+Shift+= is also Ctrl++; Ctrl+Shift+- also Ctrl+_; a Russian letter also the Latin
    // letter of the second layout) reaches two actions: that is what made Ctrl++ "ambiguous".
    void oneOwnerPerKey()
    {
        MainWindow w;
        std::map<QString, QString> owner; // portable key → action
        for (QAction* a : ShortcutsSheet::shortcutActions(&w))
            for (const QKeySequence& k : a->shortcuts()) {
                const QString key = k.toString(QKeySequence::PortableText);
                QVERIFY2(!owner.count(key), qPrintable(key + QStringLiteral(": ") + owner[key] + QStringLiteral(" and ") + a->objectName()));
                owner[key] = a->objectName();
                const QKeyEvent e(QEvent::KeyPress, k[0].key(), k[0].keyboardModifiers());
                QVERIFY2(KeyForms::canonical(&e) == k[0], qPrintable(key + QStringLiteral(" is not canonical")));
            }
        for (const Qt::KeyboardModifiers mods : {kNone, Qt::KeyboardModifiers(kCtrl), kCtrl | kAlt, Qt::KeyboardModifiers(kAlt)}) {
            const auto has = [&owner](Qt::KeyboardModifiers m, Qt::Key k) {
                return owner.count(QKeySequence(QKeyCombination(m, k)).toString(QKeySequence::PortableText)) > 0;
            };
            QVERIFY2(!(has(mods | kShift, Qt::Key_Equal) && has(mods, Qt::Key_Plus)), "Shift+= and + both have owners");
            QVERIFY2(!(has(mods | kShift, Qt::Key_Minus) && has(mods, Qt::Key_Underscore)), "Shift+- and _ both have owners");
            QVERIFY2(!(has(mods | kShift, Qt::Key_Slash) && has(mods, Qt::Key_Question)), "Shift+/ and ? both have owners");
        }
        // Every key of the sheet is pressed below in at least its own form.
        for (const auto& [key, name] : owner) {
            bool tested = false;
            for (const Form& f : forms())
                tested = tested ||
                         (QKeySequence(QKeyCombination(f.mods, Qt::Key(f.key))).toString(QKeySequence::PortableText) == key &&
                          name == QLatin1String(f.action));
            QVERIFY2(tested, qPrintable(key + QStringLiteral(" (") + name + QStringLiteral(") is not pressed by this test")));
        }
    }

    void everyFormRunsItsActionOnce_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* code : {"en", "zh_CN", "ru"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // Each form of each key, from the stage: its action runs once and no other action runs.
    void everyFormRunsItsActionOnce()
    {
        QFETCH(QString, language);
        MainWindow w;
        QVERIFY(w.setLanguage(language));
        QVERIFY(showAsInClass(w));
        const QList<QAction*> keyed = ShortcutsSheet::shortcutActions(&w);
        std::vector<std::unique_ptr<QSignalSpy>> spies;
        for (QAction* a : keyed)
            spies.push_back(std::make_unique<QSignalSpy>(a, &QAction::triggered));
        // Dialogs the keys open (Save picture, Open, a bookmark's name) are closed as they come.
        QTimer closer;
        closer.setInterval(0);
        connect(&closer, &QTimer::timeout, [] {
            if (QWidget* modal = QApplication::activeModalWidget())
                modal->close();
        });
        closer.start();
        for (const Form& f : forms()) {
            QVERIFY2(backToStage(w), qPrintable(describe(f)));
            w.controller()->pause(); // Space left it playing
            QAction* expected = action(w, f.action);
            // Something to undo or redo: a frame, then a fresh run (an undo step), undone for redo.
            const QLatin1String name(f.action);
            if ((name == QLatin1String("undo") || name == QLatin1String("redo")) && !expected->isEnabled()) {
                action(w, "stepForward")->trigger();
                action(w, "reset")->trigger();
                if (name == QLatin1String("redo"))
                    action(w, "undo")->trigger();
            }
            for (auto& s : spies)
                s->clear();
            QVERIFY2(expected && expected->isEnabled(), qPrintable(describe(f) + QStringLiteral(": no enabled action")));
            press(f);
            for (int i = 0; i < keyed.size(); ++i)
                QVERIFY2(spies[std::size_t(i)]->count() == (keyed[i] == expected ? 1 : 0),
                         qPrintable(describe(f) + QStringLiteral(": %1 ran %2 times").arg(keyed[i]->objectName()).arg(spies[std::size_t(i)]->count())));
        }
        closer.stop();
    }

    void effects_data() { everyFormRunsItsActionOnce_data(); }

    // What the keys do, once per press: zoom, text size, frames, trails and legend, in each form.
    void effects()
    {
        QFETCH(QString, language);
        MainWindow w;
        QVERIFY(w.setLanguage(language));
        QVERIFY(showAsInClass(w));
        StageView* stage = w.stageView();
        Controller* c = w.controller();
        TextScale* text = w.textScale();
        QVERIFY(backToStage(w));
        stage->fitStage();
        const double fitted = stage->zoomFactor();
        action(w, "zoomIn")->trigger();
        const double step = stage->zoomFactor() / fitted; // one step of the zoom
        QVERIFY(step > 1.01);
        for (const Form& f : forms()) {
            const QLatin1String name(f.action);
            if (name != QLatin1String("zoomIn") && name != QLatin1String("zoomOut") && name != QLatin1String("largerText") &&
                name != QLatin1String("smallerText"))
                continue;
            QVERIFY(backToStage(w));
            stage->fitStage();
            action(w, "zoomIn")->trigger(); // room to zoom either way
            text->setValue(1.0, false);
            const double zoom = stage->zoomFactor();
            press(f);
            const bool zooms = name == QLatin1String("zoomIn") || name == QLatin1String("zoomOut");
            const double expectZoom = name == QLatin1String("zoomIn") ? zoom * step : zoom / step;
            // (The text size moves the panels, so the fitted size and zoomFactor() with them: that
            // no zoom key ran with it, everyFormRunsItsActionOnce checks.)
            QVERIFY2(!zooms || qAbs(stage->zoomFactor() / expectZoom - 1) < 1e-6,
                     qPrintable(describe(f) + QStringLiteral(": zoom %1 → %2").arg(zoom).arg(stage->zoomFactor())));
            const double expectText = name == QLatin1String("largerText") ? 1.15 : name == QLatin1String("smallerText") ? 0.8 : 1.0;
            QVERIFY2(qFuzzyCompare(text->value(), expectText), qPrintable(describe(f) + QStringLiteral(": text %1").arg(text->value())));
        }
        text->setValue(1.0, false);

        // Frames: → forward, ← back, Page Down/Up (no bookmarks: one frame), End, Home.
        QVERIFY(backToStage(w));
        const qint64 start = c->frame();
        QTest::keyClick(stage, Qt::Key_Right);
        QCOMPARE(c->frame(), start + 1);
        QTest::keyClick(stage, Qt::Key_Right, kPad);
        QCOMPARE(c->frame(), start + 2);
        QTest::keyClick(stage, Qt::Key_PageDown);
        QCOMPARE(c->frame(), start + 3);
        QTest::keyClick(stage, Qt::Key_Left);
        QCOMPARE(c->frame(), start + 2);
        QTest::keyClick(stage, Qt::Key_PageUp);
        QCOMPARE(c->frame(), start + 1);
        QTest::keyClick(stage, Qt::Key_Home);
        QCOMPARE(c->frame(), qint64(0));
        QTest::keyClick(stage, Qt::Key_End);
        QCOMPARE(c->frame(), start + 3);

        // Space plays and pauses (the state, not the frames: no timing).
        QVERIFY(!c->isPlaying());
        QTest::keyClick(stage, Qt::Key_Space);
        QVERIFY(c->isPlaying());
        QTest::keyClick(stage, Qt::Key_Space);
        QVERIFY(!c->isPlaying());

        // Toggles, by the Latin and the Cyrillic key: each press flips once.
        for (const Form& f : forms()) {
            const QLatin1String name(f.action);
            if (name != QLatin1String("trails") && name != QLatin1String("legend") && name != QLatin1String("followSelected"))
                continue;
            QVERIFY(backToStage(w));
            QAction* a = action(w, f.action);
            const bool before = a->isChecked();
            const bool stageBefore = name == QLatin1String("trails")   ? stage->trailsEnabled()
                                     : name == QLatin1String("legend") ? stage->overlay().legend
                                                                       : stage->following();
            press(f);
            QVERIFY2(a->isChecked() != before, qPrintable(describe(f)));
            const bool stageAfter = name == QLatin1String("trails")   ? stage->trailsEnabled()
                                    : name == QLatin1String("legend") ? stage->overlay().legend
                                                                      : stage->following();
            QVERIFY2(stageAfter != stageBefore, qPrintable(describe(f) + QStringLiteral(": the stage did not change")));
        }
    }

    // Inside a number field a Cyrillic letter is typed there (as a Latin one is), and ? still
    // opens the sheet; with another window active the window's keys rest.
    void fieldsKeepTheirLetters()
    {
        MainWindow w;
        QVERIFY(w.setLanguage(QStringLiteral("ru")));
        QVERIFY(showAsInClass(w));
        auto* speed = w.findChild<QDoubleSpinBox*>(QStringLiteral("speed"));
        QVERIFY(speed);
        QAction* trails = action(w, "trails");
        const bool before = trails->isChecked();
        speed->setFocus(Qt::OtherFocusReason);
        QVERIFY(QTest::qWaitFor([speed] { return speed->hasFocus(); }, 10000));
        QTest::sendKeyEvent(QTest::Click, QApplication::focusWidget(), Qt::Key(0x0415), cyr(u'е'), kNone);
        QCOMPARE(trails->isChecked(), before);
        QSignalSpy sheet(action(w, "shortcuts"), &QAction::triggered);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Question, kShift);
        QCOMPARE(sheet.count(), 1);
        // Not while another window (here the sheet) is the active one, as Qt's window shortcuts.
        auto* sheetWindow = w.findChild<ShortcutsSheet*>();
        QVERIFY(sheetWindow);
        sheetWindow->close();
        QVERIFY(backToStage(w));
        action(w, "shortcuts")->trigger();
        QVERIFY(QTest::qWaitFor([sheetWindow] { return QApplication::activeWindow() == sheetWindow; }, 10000));
        QTest::sendKeyEvent(QTest::Click, w.stageView(), Qt::Key(0x0415), cyr(u'е'), kNone);
        QCOMPARE(trails->isChecked(), before);
    }

    // After Play (its button) and after Compare (its menu) the keys act on the stage at once.
    void focusBackOnTheStage()
    {
        MainWindow w;
        QVERIFY(showAsInClass(w));
        auto* speed = w.findChild<QDoubleSpinBox*>(QStringLiteral("speed"));
        QVERIFY(speed);
        speed->setFocus(Qt::OtherFocusReason);
        QVERIFY(QTest::qWaitFor([speed] { return speed->hasFocus(); }, 10000));
        auto* play = w.findChild<QToolButton*>(QStringLiteral("button_playPause"));
        QVERIFY(play);
        QTest::mouseClick(play, Qt::LeftButton);
        QVERIFY(w.controller()->isPlaying());
        QVERIFY(w.stageView()->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space); // pauses from the stage
        QVERIFY(!w.controller()->isPlaying());

        // From the stage (Compare moved the focus on to the speed field, which then took +, -, T,
        // L, F, '.' and ',' as typing) and from the speed field.
        const std::pair<const char*, bool> steps[] = {
            {"compareSeekArrive", true}, {"compareOff", true}, {"compareSeekArrive", false}, {"compareOff", false}};
        for (const auto& [name, fromStage] : steps) {
            QWidget* from = fromStage ? static_cast<QWidget*>(w.stageView()) : speed;
            from->setFocus(Qt::OtherFocusReason);
            QVERIFY(QTest::qWaitFor([from] { return from->hasFocus(); }, 10000));
            QAction* compare = action(w, name);
            QVERIFY2(compare && compare->isEnabled(), name);
            compare->trigger();
            QVERIFY2(QTest::qWaitFor([&w] { return w.stageView()->hasFocus(); }, 10000), name);
            const qint64 frame = w.controller()->frame();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
            QVERIFY2(w.controller()->frame() == frame + 1, name);
            const bool trails = action(w, "trails")->isChecked();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_T);
            QVERIFY2(action(w, "trails")->isChecked() != trails, name);
        }
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"

// Copy as plain text / Copy as LaTeX (issue #10) in the real window, offscreen: the formula panel's
// context menu offers both, and each puts the seek formulas of the frame shown on the clipboard,
// with numbers worked out by hand below, in the interface language.
//
// SeekTest, frame 1 shown (the step 1 -> 2). Frame 0 has p = v = 0 and the target at the stage
// centre (275, 200); step 0 -> 1 gives v = p = normalize(275, 200) * maxForce 1 = (0.80874, 0.58817)
// (tst_cli's traceNumbers). Step 1 -> 2, seek 001:
//   d   = target - p = (275, 200) - (0.80874, 0.58817) = (274.191, 199.412)      -> (274.2, 199.4)
//   v_d = normalize(d) * maxSpeed: p lies on the ray to the target, so normalize(d) = (0.80874, 0.58817),
//         times 10 = (8.0874, 5.8817)                                             -> (8.09, 5.88)
//   F   = v_d - v = (8.0874 - 0.80874, 5.8817 - 0.58817) = (7.2786, 5.2935), |F| = 10 - 1 = 9
//                                                                                 -> (7.28, 5.29)
//   truncate(F, 1) = F / 9 = (0.80874, 0.58817)                                   -> (0.809, 0.588)
//   v   = truncate(v + a, 10) = 2 * (0.80874, 0.58817) = (1.6175, 1.1763)         -> (1.62, 1.18)
//   p   = p + v = 3 * (0.80874, 0.58817) = (2.4262, 1.7645)                       -> (2.43, 1.76)
#include "controller.h"
#include "formula_copy.h"
#include "formula_latex.h"
#include "formula_panel.h"
#include "language.h"
#include "main_window.h"
#include "scenario_runs.h"
#include "table_scenarios.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

class TestFormulaCopy : public QObject {
    Q_OBJECT

    // The window on SeekTest at frame 1, its formulas laid out.
    void seekAtFrame1(MainWindow& w)
    {
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.controller()->start(testing_runs::setupFor(steer::ScenarioId::Seek)).isEmpty());
        w.controller()->advanceTo(1);
        w.formulaPanel()->flush();
    }

    static QAction* action(MainWindow& w, const char* name)
    {
        return w.formulaPanel()->findChild<QAction*>(QLatin1String(name));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup() { language::install(QStringLiteral("en")); }

    // Both copies sit in the panel's own context menu (a right click anywhere on the formulas).
    void contextMenuOffersBoth()
    {
        language::install(QStringLiteral("en"));
        MainWindow w;
        seekAtFrame1(w);
        QCOMPARE(w.formulaPanel()->contextMenuPolicy(), Qt::ActionsContextMenu);
        QStringList texts;
        for (QAction* a : w.formulaPanel()->actions())
            texts << a->text();
        QVERIFY2(texts.contains("Copy as plain text") && texts.contains("Copy as LaTeX"), qPrintable(texts.join(", ")));
    }

    void plainText()
    {
        language::install(QStringLiteral("en"));
        MainWindow w;
        seekAtFrame1(w);
        QGuiApplication::clipboard()->clear();
        action(w, "copyFormulasText")->trigger();
        const QStringList lines = QGuiApplication::clipboard()->text().split('\n');
        auto has = [&](const QString& line) { return lines.contains(line); };
        QVERIFY2(lines.value(0) == QStringLiteral("vehicle — next step: frame 1 → 2"), qPrintable(lines.value(0)));
        QVERIFY(has("seek"));
        QVERIFY2(has("  1. d = target − p = (275, 200) − (0.809, 0.588) = (274.2, 199.4)"), qPrintable(lines.join('\n')));
        QVERIFY(has("  2. v_d = normalize(d)·maxSpeed = (0.809, 0.588)·10 = (8.09, 5.88)"));
        QVERIFY(has("  3. F = v_d − v = (8.09, 5.88) − (0.809, 0.588) = (7.28, 5.29)"));
        QVERIFY(has("update"));
        QVERIFY(has("  5. F = truncate(F, maxForce) = truncate((7.28, 5.29), 1) = (0.809, 0.588)"));
        QVERIFY(has("  7. v = truncate(v + a, maxSpeed) = truncate((0.809, 0.588) + (0.809, 0.588), 10) = (1.62, 1.18)"));
        QVERIFY(has("  8. p = p + v = (0.809, 0.588) + (1.62, 1.18) = (2.43, 1.76)"));
        // Plain characters only: no word joiners or no-break spaces from the panel's layout, no ◎ link.
        const QString all = lines.join('\n');
        QVERIFY(!all.contains(QChar(0x2060)) && !all.contains(QChar(0x00a0)) && !all.contains(QStringLiteral("◎")));
    }

    void latex()
    {
        language::install(QStringLiteral("en"));
        MainWindow w;
        seekAtFrame1(w);
        QGuiApplication::clipboard()->clear();
        action(w, "copyFormulasLatex")->trigger();
        const QString tex = QGuiApplication::clipboard()->text();
        const QStringList lines = tex.split('\n');
        QVERIFY2(lines.value(0) == QStringLiteral("% vehicle — next step: frame 1 → 2"), qPrintable(tex));
        QCOMPARE(lines.value(1), QStringLiteral("\\begin{align*}"));
        QVERIFY2(lines.contains(QStringLiteral("\\vec{d} &= \\overrightarrow{\\mathrm{target}} - \\vec{p} = (275, 200) - (0.809, 0.588) = "
                                               "(274.2, 199.4) \\tag{1} \\\\")),
                 qPrintable(tex));
        QVERIFY(lines.contains(QStringLiteral("\\vec{v}_{d} &= \\operatorname{normalize}(\\vec{d})\\cdot \\mathit{maxSpeed} = "
                                              "(0.809, 0.588)\\cdot 10 = (8.09, 5.88) \\tag{2} \\\\")));
        QVERIFY(lines.contains(QStringLiteral("\\vec{p} &= \\vec{p} + \\vec{v} = (0.809, 0.588) + (1.62, 1.18) = (2.43, 1.76) \\tag{8}")));
        QCOMPARE(lines.value(lines.size() - 2), QStringLiteral("\\end{align*}"));
        // Every brace closed, every row numbered as in the panel.
        QCOMPARE(tex.count('{') - tex.count(QStringLiteral("\\{")), tex.count('}') - tex.count(QStringLiteral("\\}")));
        for (int n = 1; n <= 8; ++n)
            QVERIFY2(tex.contains(QStringLiteral("\\tag{%1}").arg(n)), qPrintable(QString::number(n)));
        QCOMPARE(tex.count(QStringLiteral("\\tag{")), 8);
    }

    // Every scenario's sheet, for every vehicle at frame 30 (each rule and its notes has had its
    // turn): LaTeX a paper accepts as it is. Braces balance, every row has its \\tag, and outside
    // comments and \\text{} no character is left that LaTeX's math fonts lack (Unicode signs).
    void latexOfEveryScenario()
    {
        language::install(QStringLiteral("en"));
        for (const steer::ScenarioInfo& info : steer_test::tableScenarios()) {
            steer::World w = steer::makeWorld(info.id, 1);
            w.recordExplanations = true;
            for (int i = 0; i < 30; ++i)
                w.step();
            for (int v = 0; v < int(w.vehicles.size()) && v < 3; ++v) {
                const formulas::FormulaSheet sheet = formulas::buildFormulas(w, v, formulas::installedLanguage());
                const QString tex = formulas::sheetLatex(sheet);
                const QString where = QStringLiteral("%1, vehicle %2:\n%3").arg(QLatin1String(info.key.data(), info.key.size())).arg(v).arg(tex);
                if (qEnvironmentVariableIsSet("STEER_SHOW_LATEX"))
                    qInfo("%s", qPrintable(where));
                int lines = 0;
                for (const auto& s : sheet.sections)
                    lines += int(s.lines.size());
                QVERIFY2(tex.count(QStringLiteral("\\tag{")) == lines, qPrintable(where));
                for (QString row : tex.split('\n')) {
                    if (row.startsWith('%'))
                        continue;
                    row.remove(QRegularExpression(QStringLiteral("\\\\text\\{[^}]*\\}")));
                    int depth = 0;
                    for (int i = 0; i < row.size(); ++i) {
                        if (row[i] == '\\' && i + 1 < row.size()) { // an escaped brace, or a command
                            ++i;
                            continue;
                        }
                        depth += row[i] == '{' ? 1 : row[i] == '}' ? -1 : 0;
                        QVERIFY2(depth >= 0, qPrintable(row + "\n" + where));
                        QVERIFY2(row[i].unicode() < 0x80, qPrintable(QStringLiteral("'%1' in %2\n%3").arg(row[i]).arg(row, where)));
                    }
                    QVERIFY2(depth == 0, qPrintable(row + "\n" + where));
                }
            }
        }
    }

    // In Chinese and Russian the words are the interface language's, the numbers the same.
    void interfaceLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }
    void interfaceLanguage()
    {
        QFETCH(QString, code);
        language::install(code);
        MainWindow w;
        seekAtFrame1(w);
        QAction* copy = action(w, "copyFormulasText");
        QVERIFY(copy->text() != QStringLiteral("Copy as plain text"));
        QVERIFY(!action(w, "copyFormulasLatex")->text().contains(QStringLiteral("Copy")));
        copy->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        if (qEnvironmentVariableIsSet("STEER_SHOW_LATEX"))
            qInfo("%s", qPrintable(text));
        QVERIFY2(!text.startsWith(QStringLiteral("vehicle — next step")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("(275, 200) − (0.809, 0.588) = (274.2, 199.4)")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("= (2.43, 1.76)")), qPrintable(text));
    }
};

QTEST_MAIN(TestFormulaCopy)
#include "tst_formula_copy.moc"

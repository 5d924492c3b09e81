// Formula lines as data (issue #33): one line's terms written three ways. The expected texts are
// written out by hand from the panel's conventions (symbols bold and coloured as their overlay
// items, scalars italic, numbers with a real minus sign; plain text with _ and ^; LaTeX with
// \vec, \mathit, \operatorname and \cdot), not produced by the renderer.
#include "formula_builder.h"
#include "formula_render.h"
#include "math_text.h"
#include "scenarios.h"

#include <QRegularExpression>
#include <QTest>

using namespace formulas;
using steer::ItemKind;

class TestFormulaRender : public QObject {
    Q_OBJECT

    // v_d = normalize(d)·maxSpeed = (0.6, 0.8)·10 = (6, 8): seek's second line, by hand
    // (target − p = (300, 400), |.| = 500).
    static Expr desired()
    {
        return {term::symbol(ItemKind::DesiredVelocity, QStringLiteral("v"), QStringLiteral("d")), " = ",
                term::function(QStringLiteral("normalize")), "(", term::symbol(ItemKind::Difference, QStringLiteral("d")), ")", "·", term::scalar(QStringLiteral("maxSpeed")), " = ",
                term::vector({0.6, 0.8}), "·", term::number(10), " = ", term::vector({6, 8})};
    }

private slots:
    void richText()
    {
        const QString vd = colorName(ItemKind::DesiredVelocity), d = colorName(ItemKind::Difference);
        QCOMPARE(formulas::richText(desired()),
                 QStringLiteral("<b style=\"color:%1\">v<sub>d</sub></b> = normalize(<b style=\"color:%2\">d</b>)·<i>maxSpeed</i> = "
                                "(0.\u20606,\u00a00.\u20608)·10 = (6,\u00a08)")
                     .arg(vd, d));
        // Signs are characters in the data; the rich text escapes them, prose included.
        QCOMPARE(formulas::richText({term::scalar(QStringLiteral("dist")), " < ", term::prose(QStringLiteral("a & b"))}),
                 QStringLiteral("<i>dist</i> &lt; a &amp; b"));
        // A point has no overlay colour of its own: plain bold.
        QCOMPARE(formulas::richText({term::bold(QStringLiteral("p")), term::sub({"i"})}), QStringLiteral("<b>p</b><sub>i</sub>"));
    }

    void plainText()
    {
        QCOMPARE(formulas::plainText(desired()), QStringLiteral("v_d = normalize(d)·maxSpeed = (0.6, 0.8)·10 = (6, 8)"));
        // Lennard-Jones' potential: U = −A/d^n with n = 12, and a negative number with its minus sign.
        const Expr u{term::scalar(QStringLiteral("U")), " = −", term::scalar(QStringLiteral("A")), "/", term::scalar(QStringLiteral("d")),
                     term::sup({"n"}), " = ", term::number(-1.5), "/", term::number(2), term::sup({term::number(12)})};
        QCOMPARE(formulas::plainText(u), QStringLiteral("U = −A/d^n = −1.5/2^12"));
        QCOMPARE(formulas::plainText({term::symbol(ItemKind::SeparationSum, QStringLiteral("ΣF"), QStringLiteral("sep"))}),
                 QStringLiteral("ΣF_sep"));
    }

    void latex()
    {
        QCOMPARE(latexOf(desired()), QStringLiteral("\\vec{v}_{d} = \\operatorname{normalize}(\\vec{d})\\cdot \\mathit{maxSpeed} = "
                                                    "(0.6, 0.8)\\cdot 10 = (6, 8)"));
        // A word as a vector symbol, a word as a subscript, a sign with a command.
        QCOMPARE(latexOf({term::symbol(ItemKind::Target, QStringLiteral("p"), QStringLiteral("target")), " ≤ ",
                          term::symbol(ItemKind::PredictedTarget, QStringLiteral("predictedTarget"))}),
                 QStringLiteral("\\vec{p}_{\\mathrm{target}} \\le \\overrightarrow{\\mathrm{predictedTarget}}"));
        QCOMPARE(latexOf({term::scalar(QStringLiteral("d")), term::sup({term::number(-2)})}), QStringLiteral("d^{-2}"));
    }

    // What a word is, the explainer says (issue #33): the renderer does not guess it from the
    // characters. A function with a LaTeX command of its own, one without, a name, prose.
    void latexWritesWordsAsMarked()
    {
        // offset = wanderRadius·(cos wanderAngle, sin wanderAngle)
        const Term angle = term::scalar(QStringLiteral("wanderAngle"));
        QCOMPARE(latexOf({"(", term::function(QStringLiteral("cos")), " ", angle, ", ", term::function(QStringLiteral("sin")), " ", angle, ")"}),
                 QStringLiteral("(\\cos \\mathit{wanderAngle}, \\sin \\mathit{wanderAngle})"));
        QCOMPARE(latexOf({term::function(QStringLiteral("perp")), "(", term::bold(QStringLiteral("heading")), ")"}),
                 QStringLiteral("\\operatorname{perp}(\\overrightarrow{\\mathrm{heading}})"));
        // The AS3 study notes' wander step: random is the seed's Math.random(), a name between two
        // spaces as much as before "·" (the guesser took it for a word of a remark there).
        QCOMPARE(latexOf({angle, " += ", term::name(QStringLiteral("random")), " − 0.5·", term::scalar(QStringLiteral("wanderRange"))}),
                 QStringLiteral("\\mathit{wanderAngle} += \\mathrm{random} - 0.5\\cdot \\mathit{wanderRange}"));
        QCOMPARE(latexOf({term::name(QStringLiteral("heading")), "·", term::name(QStringLiteral("target")), ".", term::name(QStringLiteral("heading"))}),
                 QStringLiteral("\\mathrm{heading}\\cdot \\mathrm{target}.\\mathrm{heading}"));
        // Prose is text with its spaces, numbers and signs among it math; a program's name in a
        // remark is part of the remark.
        QCOMPARE(latexOf({term::prose(QStringLiteral("5 of 7 circles ahead"))}), QStringLiteral("5 \\text{ of } 7 \\text{ circles ahead}"));
        QCOMPARE(latexOf({term::prose(QStringLiteral("in-turn order (FlockTest): vehicles"))}),
                 QStringLiteral("\\text{in-turn order } (\\text{FlockTest}): \\text{ vehicles}"));
        // Letters left in plain text are one-letter variables, as they are.
        QCOMPARE(latexOf({term::function(QStringLiteral("tooClose")), "(i) ⇔ |", term::scalar(QStringLiteral("d"))}),
                 QStringLiteral("\\operatorname{tooClose}(i) \\Leftrightarrow |d"));
    }

    // Every word in every explainer's lines is marked: a text term (signs, brackets, digits) holds
    // no two letters in a row, over every scenario's first frames with each variant's readings.
    void explainersMarkEveryWord()
    {
        const steer::Variants others{steer::WanderStep::Printed000, steer::EvadePrediction::Behind002, steer::LookAhead::Cocos,
                                     steer::Alignment::Printed000, steer::InSight::All, steer::FrameOrder::Simultaneous};
        int lines = 0;
        for (const steer::ScenarioInfo& s : steer::scenarioTable()) {
            if (s.crowd)
                continue;
            for (const steer::Variants& v : {steer::Variants{}, others}) {
                steer::World w = steer::makeWorld(s.id, 1);
                w.variants = v;
                w.recordExplanations = true;
                for (int frame = 0; frame < 3; ++frame) {
                    w.step();
                    for (int vi = 0; vi < int(w.vehicles.size()) && vi < 3; ++vi)
                        for (const FormulaSection& section : buildFormulas(w, vi, installedLanguage()).sections)
                            for (const FormulaLine& l : section.lines) {
                                checkTextTerms(l.expr, l.formula);
                                ++lines;
                            }
                }
            }
        }
        QVERIFY(lines > 500);
    }

private:
    static void checkTextTerms(const Expr& e, const QString& where)
    {
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{2}"));
        for (const Term& t : e) {
            if (t.type == Term::Type::Text)
                QVERIFY2(!word.match(t.text).hasMatch(), qPrintable(t.text + QStringLiteral(" in ") + where));
            checkTextTerms(t.script, where);
        }
    }

private slots:

    // The builder's lines are data: SeekTest's first frame has the seek lines with their symbols'
    // item kinds and the frame's numbers as numbers, and the rich text is what the terms say.
    void seekLinesAreData()
    {
        steer::World w = steer::makeWorld(steer::ScenarioId::Seek, 1);
        w.recordExplanations = true;
        w.step();
        const FormulaSheet sheet = buildFormulas(w, 0, installedLanguage());
        QVERIFY(!sheet.sections.empty());
        const FormulaLine& desiredLine = sheet.sections.front().lines.at(1);
        QCOMPARE(desiredLine.why, Why::DesiredMaxSpeed);
        QCOMPARE(desiredLine.expr.front().type, Term::Type::Symbol);
        QCOMPARE(*desiredLine.expr.front().item, ItemKind::DesiredVelocity);
        // maxSpeed is 10 in SeekTest: the line carries it as a number, not as text.
        bool tenAsNumber = false;
        for (const Term& t : desiredLine.expr)
            tenAsNumber = tenAsNumber || (t.type == Term::Type::Number && t.number == 10.0);
        QVERIFY(tenAsNumber);
        for (const FormulaSection& s : sheet.sections)
            for (const FormulaLine& l : s.lines)
                QCOMPARE(l.formula, formulas::richText(l.expr));
    }
};

QTEST_MAIN(TestFormulaRender)
#include "tst_formula_render.moc"

// Formula lines as data (issue #33): one line's terms written three ways. The expected texts are
// written out by hand from the panel's conventions (symbols bold and coloured as their overlay
// items, scalars italic, numbers with a real minus sign; plain text with _ and ^; LaTeX with
// \vec, \mathit, \operatorname and \cdot), not produced by the renderer.
#include "formula_builder.h"
#include "formula_render.h"
#include "math_text.h"
#include "scenarios.h"

#include <QTest>

using namespace formulas;
using steer::ItemKind;

class TestFormulaRender : public QObject {
    Q_OBJECT

    // v_d = normalize(d)·maxSpeed = (0.6, 0.8)·10 = (6, 8): seek's second line, by hand
    // (target − p = (300, 400), |.| = 500).
    static Expr desired()
    {
        return {term::symbol(ItemKind::DesiredVelocity, QStringLiteral("v"), QStringLiteral("d")), " = ", "normalize(",
                term::symbol(ItemKind::Difference, QStringLiteral("d")), ")", "·", term::scalar(QStringLiteral("maxSpeed")), " = ",
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

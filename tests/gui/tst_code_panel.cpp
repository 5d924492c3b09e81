// The code lab's Code panel (issue #34) offscreen: the editor's gutter, error marks, Tab and
// Ctrl+Return; the highlighter's formats and contrast; the book's methods as starter code (valid
// JavaScript for QJSEngine, every comment translated in Chinese and Russian, and the transcriptions
// computing the seeds' numbers worked out by hand); Run; the panel inside a 420 px dock in three
// languages. With CODEPANEL_SCREENSHOTS=dir it also saves the panel in a window at 1280x720 and
// 1920x1080 in each language, a starter inserted and an error marked, for a person to look at.
#include "code_colours.h"
#include "code_editor.h"
#include "code_panel.h"
#include "js_highlighter.h"
#include "language.h"
#include "seed_methods.h"

#include <QAbstractItemView>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QJSEngine>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>

#include <cmath>
#include <numbers>

namespace {
const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")};

// WCAG 2 relative luminance and contrast ratio, from the definition (sRGB, linearised).
double luminance(const QColor& c)
{
    auto lin = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The format the highlighter gave the character at `pos` of `block`.
QTextCharFormat formatAt(const QTextBlock& block, int pos)
{
    for (const QTextLayout::FormatRange& r : block.layout()->formats())
        if (pos >= r.start && pos < r.start + r.length)
            return r.format;
    return {};
}

// The book's Vector2D as issue #34 describes it (add/subtract/multiply/divide return new vectors,
// normalize() changes this and makes a zero vector (1, 0), the length and angle setters go
// through cos/sin, perp is the getter (-y, x) as Vector2D.as writes it, sign is -1 when perp.dotProd(v) < 0), the parts the starters
// use, written here so that the starters can run without the program's engine.
const char* const kBookVector = R"(
function Vector2D(x, y) { this.x = x === undefined ? 0 : x; this.y = y === undefined ? 0 : y; }
Vector2D.prototype.clone = function () { return new Vector2D(this.x, this.y); };
Vector2D.prototype.add = function (v) { return new Vector2D(this.x + v.x, this.y + v.y); };
Vector2D.prototype.subtract = function (v) { return new Vector2D(this.x - v.x, this.y - v.y); };
Vector2D.prototype.multiply = function (s) { return new Vector2D(this.x * s, this.y * s); };
Vector2D.prototype.divide = function (s) { return new Vector2D(this.x / s, this.y / s); };
Vector2D.prototype.dotProd = function (v) { return this.x * v.x + this.y * v.y; };
Vector2D.prototype.dist = function (v) { var dx = v.x - this.x, dy = v.y - this.y; return Math.sqrt(dx * dx + dy * dy); };
Object.defineProperty(Vector2D.prototype, "perp", { get: function () { return new Vector2D(-this.y, this.x); } });
Vector2D.prototype.sign = function (v) { return this.perp.dotProd(v) < 0 ? -1 : 1; };
Vector2D.prototype.normalize = function () {
    if (this.length == 0) { this.x = 1; return this; }
    var len = this.length; this.x /= len; this.y /= len; return this; };
Object.defineProperty(Vector2D.prototype, "length", {
    get: function () { return Math.sqrt(this.x * this.x + this.y * this.y); },
    set: function (len) { var a = this.angle; this.x = Math.cos(a) * len; this.y = Math.sin(a) * len; } });
Object.defineProperty(Vector2D.prototype, "angle", {
    get: function () { return Math.atan2(this.y, this.x); },
    set: function (a) { var len = this.length; this.x = Math.cos(a) * len; this.y = Math.sin(a) * len; } });
// A vehicle as the starters see it: the book's fields, the starters as its methods.
function makeVehicle(x, y, vx, vy) {
    var v = { _position: new Vector2D(x, y), _velocity: new Vector2D(vx, vy), _steeringForce: new Vector2D(),
              _maxSpeed: 10, maxSpeed: 10, _arrivalThreshold: 100, _wanderAngle: 0, _wanderDistance: 10,
              _wanderRadius: 5, _wanderRange: 1, _avoidDistance: 300, _avoidBuffer: 20, _pathIndex: 0,
              _pathThreshold: 20, _inSightDist: 200, _tooCloseDist: 60 };
    ["seek", "flee", "arrive", "pursue", "evade", "wander", "avoid", "followPath", "flock", "inSight",
     "tooClose", "pursueOffset"].forEach(function (m) { v[m] = this[m]; }, this);
    Object.defineProperty(v, "position", { get: function () { return this._position; } });
    Object.defineProperty(v, "velocity", { get: function () { return this._velocity; } });
    // Vehicle.as and the Cocos port: heading = the velocity made unit length, side = its perp.
    Object.defineProperty(v, "heading", { get: function () { return this._velocity.clone().normalize(); } });
    Object.defineProperty(v, "side", { get: function () { return this.heading.perp; } });
    return v;
}
)";
} // namespace

class TestCodePanel : public QObject {
    Q_OBJECT

private slots:
    void init() { language::install(QStringLiteral("en")); }

    void gutterGrowsWithLinesAndFont()
    {
        CodeEditor e;
        e.resize(400, 300);
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        e.setPlainText(QStringLiteral("a"));
        const int one = e.gutterWidth();
        e.setPlainText(QString(8, QLatin1Char('\n'))); // 9 lines: still one digit
        QCOMPARE(e.gutterWidth(), one);
        e.setPlainText(QString(9, QLatin1Char('\n'))); // 10 lines: two digits
        const int two = e.gutterWidth();
        const int digit = QFontMetrics(e.font()).horizontalAdvance(QLatin1Char('9'));
        QCOMPARE(two - one, digit);
        e.setPlainText(QString(99, QLatin1Char('\n'))); // 100 lines: three digits
        QCOMPARE(e.gutterWidth() - two, digit);
        // The viewport starts after the gutter.
        QCOMPARE(e.viewport()->geometry().left(), e.contentsRect().left() + e.gutterWidth());

        // The classroom's text size is the application font's size (TextScale); the code follows it
        // and stays monospace.
        QVERIFY(QFontInfo(e.font()).fixedPitch());
        const QFont app = QApplication::font();
        const int before = e.gutterWidth();
        QFont larger = app;
        larger.setPointSizeF(app.pointSizeF() * 2);
        QApplication::setFont(larger); // Qt posts the change to the widgets
        QTRY_COMPARE(e.font().pointSizeF(), larger.pointSizeF());
        QVERIFY(QFontInfo(e.font()).fixedPitch());
        QVERIFY2(e.gutterWidth() > before * 3 / 2, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(e.gutterWidth())));
        QApplication::setFont(app);
        QTRY_COMPARE(e.gutterWidth(), before);
    }

    void chineseInCodeHasAGlyph()
    {
        CodeEditor e;
        const QFontMetrics fm(e.font());
        for (const QChar c : QStringLiteral("寻找机车视野щупΔ"))
            QVERIFY2(fm.inFontUcs4(c.unicode()) || QFontMetrics(QFont(QStringLiteral("Noto Sans Mono CJK SC"))).inFontUcs4(c.unicode()),
                     qPrintable(QString(c)));
        // The CJK fallback is installed and is one of the editor's families.
        QVERIFY(e.font().families().contains(QStringLiteral("Noto Sans Mono CJK SC")));
        QVERIFY(QFontInfo(QFont(QStringLiteral("Noto Sans Mono CJK SC"))).family().contains(QStringLiteral("CJK")));
    }

    void markErrorMarksTheLine()
    {
        CodeEditor e;
        e.resize(400, 300);
        e.setPlainText(QStringLiteral("function seek(target) {\n    var a = 1;\n    oops(;\n}\n"));
        e.show();
        QVERIFY(QTest::qWaitForWindowExposed(&e));
        const CodeColours colours = e.highlighter()->colours();
        QVERIFY(!e.messageLabel()->isVisible());
        e.markError(3, QStringLiteral("Unexpected token ;"));
        QCOMPARE(e.errors().keys(), QList<int>{3});
        QList<int> red;
        for (const QTextEdit::ExtraSelection& s : e.extraSelections())
            if (s.format.background().color() == colours.errorLine) {
                red << s.cursor.blockNumber() + 1;
                QCOMPARE(s.format.toolTip(), QStringLiteral("Unexpected token ;"));
            }
        QCOMPARE(red, QList<int>{3});
        QVERIFY(e.messageLabel()->isVisible());
        QVERIFY(e.messageLabel()->text().contains(QStringLiteral("Unexpected token ;")));
        QVERIFY(e.messageLabel()->text().contains(QLatin1String("3")));
        // The message sits under the text, the viewport shrunk to leave it room.
        QVERIFY(e.messageLabel()->geometry().top() >= e.viewport()->geometry().bottom());

        // The marker is painted in the gutter beside line 3, and only there.
        const QImage shot = e.grab().toImage();
        auto markerRows = [&] {
            QList<int> lines;
            const QTextBlock third = e.document()->findBlockByNumber(2);
            const QRect r = e.cursorRect(QTextCursor(third));
            for (int y = 0; y < shot.height(); ++y)
                for (int x = e.contentsRect().left(); x < e.contentsRect().left() + e.gutterWidth(); ++x)
                    if (shot.pixelColor(x, y) == colours.errorMarker) {
                        const int vy = y - e.viewport()->geometry().top();
                        lines << (vy >= r.top() && vy <= r.bottom() ? 3 : -1);
                        break;
                    }
            return lines;
        };
        const QList<int> rows = markerRows();
        QVERIFY(!rows.isEmpty());
        QVERIFY2(!rows.contains(-1), "marker painted beside another line");

        e.clearErrors();
        QVERIFY(e.errors().isEmpty());
        for (const QTextEdit::ExtraSelection& s : e.extraSelections())
            QVERIFY(s.format.background().color() != colours.errorLine);
        QVERIFY(!e.messageLabel()->isVisible());
        // A line past the end marks the last line (engines report the end of input so).
        e.markError(99, QStringLiteral("end"));
        QCOMPARE(e.errors().keys(), QList<int>{e.blockCount()});
    }

    void currentLineIsLit()
    {
        CodeEditor e;
        e.setPlainText(QStringLiteral("a\nb\nc"));
        QTextCursor c(e.document()->findBlockByNumber(1));
        e.setTextCursor(c);
        const QColor lit = e.highlighter()->colours().currentLine;
        int found = -1;
        for (const QTextEdit::ExtraSelection& s : e.extraSelections())
            if (s.format.background().color() == lit)
                found = s.cursor.blockNumber();
        QCOMPARE(found, 1);
    }

    void tabAndCtrlReturn()
    {
        CodeEditor e;
        QSignalSpy run(&e, &CodeEditor::runRequested);
        QTest::keyClick(&e, Qt::Key_Tab);
        QCOMPARE(e.toPlainText(), QStringLiteral("    "));
        QTest::keyClick(&e, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(run.count(), 1);
        QCOMPARE(e.toPlainText(), QStringLiteral("    ")); // no new line
        QTest::keyClick(&e, Qt::Key_Return);
        QCOMPARE(e.blockCount(), 2);
    }

    void highlighterFormats()
    {
        QTextDocument doc;
        JsHighlighter h(&doc);
        doc.setPlainText(QStringLiteral("var x = 42; // seek here\n"
                                        "/* a \"b\"\n"
                                        "still */ s = 'it''s'; v = new Vector2D(.5, 1e3); this.seek(t);"));
        h.rehighlight(); // a new highlighter's first pass waits for the event loop
        const QTextBlock first = doc.firstBlock();
        const QTextBlock second = first.next();
        const QTextBlock third = second.next();
        auto colourAt = [](const QTextBlock& b, int pos) { return formatAt(b, pos).foreground().color(); };
        const CodeColours& c = h.colours();
        QCOMPARE(colourAt(first, 0), c.keyword); // var
        QCOMPARE(colourAt(first, 2), c.keyword);
        QVERIFY(colourAt(first, 4) != c.keyword); // x
        QCOMPARE(colourAt(first, 8), c.number);   // 42
        QCOMPARE(colourAt(first, 9), c.number);
        QVERIFY(!formatAt(first, 10).hasProperty(QTextFormat::ForegroundBrush)); // ;
        QCOMPARE(colourAt(first, 12), c.comment); // "// seek here" is comment, not a method name
        QCOMPARE(colourAt(first, 15), c.comment);
        // The block comment runs over the line end, the quotes inside it are comment.
        QCOMPARE(colourAt(second, 0), c.comment);
        QCOMPARE(colourAt(second, 5), c.comment);
        QCOMPARE(colourAt(third, 0), c.comment);
        QCOMPARE(colourAt(third, 7), c.comment); // the closing slash
        QVERIFY(colourAt(third, 9) != c.comment); // s
        const QString t = third.text();
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1Char('\'')))), c.string);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("it")))), c.string);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("new")))), c.keyword);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("Vector2D")))), c.vectorClass);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String(".5")))), c.number);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("1e3"))) + 2), c.number);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("this")))), c.keyword);
        QCOMPARE(colourAt(third, int(t.indexOf(QLatin1String("seek")))), c.bookMethod);
        QVERIFY(colourAt(third, int(t.indexOf(QLatin1String("(t)"))) + 1) != c.bookMethod);
    }

    void coloursReadOnAProjector()
    {
        // Light and dark panels: every text colour against the plain, lit and error backgrounds.
        for (const QColor base : {QColor(Qt::white), QColor(0x23, 0x26, 0x29)}) {
            const CodeColours c = CodeColours::forBase(base);
            QCOMPARE(CodeColours::isDark(base), base != QColor(Qt::white));
            for (const QColor& back : {base, c.currentLine, c.errorLine})
                for (const QColor& text : {c.keyword, c.number, c.string, c.comment, c.bookMethod, c.vectorClass}) {
                    const double ratio = contrast(text, back);
                    QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("%1 on %2: %3").arg(text.name(), back.name()).arg(ratio)));
                }
            // The marker against the gutter (the window colour) of a light and a dark panel.
            QVERIFY(contrast(c.errorMarker, CodeColours::isDark(base) ? QColor(0x31, 0x36, 0x3b) : QColor(0xef, 0xef, 0xef)) >= 3.0);
        }
    }

    void everySeedCommentIsATranslatableText()
    {
        const QStringList& table = codelab::seedCommentSources();
        QSet<QString> used;
        for (const codelab::SeedMethod& m : codelab::seedMethods()) {
            const QString source = codelab::seedSource(QString::fromLatin1(m.name));
            QVERIFY2(!source.isEmpty(), m.name);
            QVERIFY2(source.contains(QStringLiteral("function %1(").arg(QString::fromLatin1(m.name))), m.name);
            const QStringList comments = codelab::commentsOf(source);
            QVERIFY2(!comments.isEmpty(), m.name);
            for (const QString& c : comments) {
                QVERIFY2(table.contains(c), qPrintable(QStringLiteral("%1: \"%2\"").arg(QString::fromLatin1(m.name), c)));
                used << c;
            }
        }
        for (const QString& t : table)
            QVERIFY2(used.contains(t), qPrintable(QStringLiteral("not in any seed method: ") + t));
        QCOMPARE(codelab::seedMethods().size(), size_t(12));
    }

    void startersAreJavaScript_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("method");
        for (const QString& lang : kLanguages)
            for (const codelab::SeedMethod& m : codelab::seedMethods())
                QTest::addRow("%s %s", qPrintable(lang), m.name) << lang << QString::fromLatin1(m.name);
    }

    void startersAreJavaScript()
    {
        QFETCH(QString, lang);
        QFETCH(QString, method);
        QVERIFY(language::install(lang));
        CodePanel panel;
        QVERIFY(panel.insertSeed(method));
        const QString text = panel.source();
        QJSEngine engine;
        const QJSValue result = engine.evaluate(text, method + QStringLiteral(".js"));
        QVERIFY2(!result.isError(), qPrintable(result.toString() + QStringLiteral(" line ") + result.property("lineNumber").toString()));
        QCOMPARE(engine.evaluate(QStringLiteral("typeof ") + method).toString(), QStringLiteral("function"));
        const QStringList comments = codelab::commentsOf(text);
        QVERIFY(!comments.isEmpty());
        const QStringList& english = codelab::seedCommentSources();
        for (const QString& c : comments) {
            if (lang == QLatin1String("en")) {
                QVERIFY(english.contains(c));
                continue;
            }
            QVERIFY2(!english.contains(c), qPrintable(QStringLiteral("untranslated: ") + c));
            // Written in the language, not only the identifiers and markers kept from the code.
            const QRegularExpression script(lang == QLatin1String("zh_CN") ? QStringLiteral("\\p{Han}")
                                                                            : QStringLiteral("\\p{Cyrillic}"));
            QVERIFY2(c.contains(script), qPrintable(c));
        }
        // The code itself is the same in every language: only comments differ.
        QCOMPARE(text.count(QLatin1Char('\n')), codelab::seedSource(method).count(QLatin1Char('\n')));
    }

    // The transcriptions compute what the seeds' formulas give, worked by hand: run with the
    // test's own book Vector2D on a plain vehicle object.
    void startersComputeTheSeedsNumbers()
    {
        QJSEngine engine;
        for (const codelab::SeedMethod& m : codelab::seedMethods())
            QVERIFY(!engine.evaluate(codelab::seedSource(QString::fromLatin1(m.name))).isError());
        QVERIFY(!engine.evaluate(QString::fromLatin1(kBookVector)).isError());
        // Runs `call` on a vehicle `v` at (0,0) moving (1,0) (maxSpeed 10, arrivalThreshold 100) and
        // returns `result` (by default the steering force) as numbers.
        auto run = [&](const QString& call, const QString& result = QStringLiteral("[v._steeringForce.x, v._steeringForce.y]")) {
            const QJSValue r = engine.evaluate(QStringLiteral("(function () { var v = makeVehicle(0, 0, 1, 0); ") + call +
                                               QStringLiteral("; return ") + result + QStringLiteral("; })()"));
            if (r.isError())
                qWarning() << r.toString();
            QList<double> out;
            for (int i = 0; i < r.property("length").toInt(); ++i)
                out << r.property(i).toNumber();
            return out;
        };
        auto near = [](const QList<double>& a, const QList<double>& b) {
            if (a.size() != b.size())
                return false;
            for (qsizetype i = 0; i < a.size(); ++i)
                if (!(std::abs(a[i] - b[i]) < 1e-12))
                    return false;
            return true;
        };
        // seek (3,4): desired = (3,4)/5 * 10 = (6,8); force = desired - v = (5,8).
        QCOMPARE(run(QStringLiteral("v.seek(new Vector2D(3, 4))")), (QList<double>{5, 8}));
        // flee subtracts the same force.
        QCOMPARE(run(QStringLiteral("v.flee(new Vector2D(3, 4))")), (QList<double>{-5, -8}));
        // arrive (30,40), dist 50 < 100: desired = (0.6,0.8) * 10*50/100 = (3,4); force = (2,4).
        QCOMPARE(run(QStringLiteral("v.arrive(new Vector2D(30, 40))")), (QList<double>{2, 4}));
        // pursue a target at (50,0) moving (0,2): t = 50/10 = 5, predicted (50,10):
        // desired = (50,10)/|.| * 10; force = desired - (1,0).
        const double n = std::sqrt(50.0 * 50 + 10 * 10);
        const QString target = QStringLiteral("{position: new Vector2D(50, 0), velocity: new Vector2D(0, 2)}");
        const QList<double> pursued{50 / n * 10 - 1, 10 / n * 10};
        QVERIFY(near(run(QStringLiteral("v.pursue(%1)").arg(target)), pursued));
        // evade predicts ahead of the pursuer as well (000/001, the default) and flees that point.
        QVERIFY(near(run(QStringLiteral("v.evade(%1)").arg(target)), {-pursued[0], -pursued[1]}));
        // wander with random() = 0.75: center = (10,0), offset = (5,0) at angle 0, force = (15,0);
        // the angle steps by 0.75*range - range*0.5 (002): 0.25 for range 1, 0.5 for range 2 (000/001
        // as printed would give 0.75 - 0.5*2 = -0.25).
        engine.evaluate(QStringLiteral("Math.random = function () { return 0.75; };"));
        QCOMPARE(run(QStringLiteral("v.wander()"), QStringLiteral("[v._steeringForce.x, v._steeringForce.y, v._wanderAngle]")),
                 (QList<double>{15, 0, 0.25}));
        QCOMPARE(run(QStringLiteral("v._wanderRange = 2; v.wander()"), QStringLiteral("[v._wanderAngle]")), (QList<double>{0.5}));
        // avoid a circle r 15 at (100,10): difference (100,10), projection (100,0), dist 10 < 15+20,
        // |projection| 100 < 300: force (10,0) turned by sign * pi/2 with sign -1 (perp (-10,100)
        // against v (1,0) is negative): (0,-10), times 1 - 100/300: (0,-20/3); brake v * 100/300.
        QVERIFY(near(run(QStringLiteral("v.avoid([{position: new Vector2D(100, 10), radius: 15}])"),
                         QStringLiteral("[v._steeringForce.x, v._steeringForce.y, v._velocity.x, v._velocity.y]")),
                     {std::cos(-std::numbers::pi / 2) * 10 * (1 - 100.0 / 300), std::sin(-std::numbers::pi / 2) * 10 * (1 - 100.0 / 300), 1.0 / 3, 0}));
        // A circle behind, or beside the feeler beyond the buffer, changes nothing.
        QCOMPARE(run(QStringLiteral("v.avoid([{position: new Vector2D(-100, 0), radius: 15}, {position: new Vector2D(100, 40), radius: 15}])")),
                 (QList<double>{0, 0}));
        // followPath [(10,0),(100,0)]: within 20 of waypoint 0, so the index moves on to 1, the last;
        // the method then steers at the waypoint it read, (10,0): arrive without loop (desired
        // (1,0)*10*10/100 = (1,0), force 0), seek with loop (desired (10,0), force (9,0)).
        const QString path = QStringLiteral("[new Vector2D(10, 0), new Vector2D(100, 0)]");
        const QString withIndex = QStringLiteral("[v._steeringForce.x, v._steeringForce.y, v._pathIndex]");
        QCOMPARE(run(QStringLiteral("v.followPath(%1, false)").arg(path), withIndex), (QList<double>{0, 0, 1}));
        QCOMPARE(run(QStringLiteral("v.followPath(%1, true)").arg(path), withIndex), (QList<double>{9, 0, 1}));
        // At the last waypoint with loop, the index goes back to 0 and the method seeks the waypoint it
        // read, (100,0), from (95,0): desired (10,0), force (9,0).
        QCOMPARE(run(QStringLiteral("v._pathIndex = 1; v._position = new Vector2D(95, 0); v.followPath(%1, true)").arg(path),
                     withIndex),
                 (QList<double>{9, 0, 0}));
        // inSight: within 200 and in front (dot with the heading >= 0); tooClose: nearer than 60.
        const QString ahead = QStringLiteral("makeVehicle(30, 40, 0, 0)");
        QCOMPARE(run(QStringLiteral("var a = %1, b = makeVehicle(-30, 40, 0, 0), c = makeVehicle(300, 0, 0, 0)").arg(ahead),
                     QStringLiteral("[v.inSight(a), v.inSight(b), v.inSight(c), v.tooClose(a), v.tooClose(c)]")),
                 (QList<double>{1, 0, 0, 1, 0}));
        // flock with one neighbour at (30,0) moving (0,1), in sight and too close: flee (30,0) gives
        // -(9,0), seek the average position (30,0) gives +(9,0), alignment adds (1,1)/1 - (1,0) = (0,1)
        // (the default; as printed in 000/001 it would be lost and the force would stay (0,0)).
        QCOMPARE(run(QStringLiteral("var other = makeVehicle(30, 0, 0, 1); v.flock([v, other])")), (QList<double>{0, 1}));
        // pursueOffset behind a leader at (100,0) moving (0,2) with offset (10,-20): heading (0,1),
        // side (-1,0), local offset (-10,-20), offset point (90,-20); t = |(90,-20)| / (10 + 2);
        // predicted (90, -20 + 2t); then arrive there (threshold 100).
        const double t = std::sqrt(90.0 * 90 + 20 * 20) / 12;
        const double px = 90, py = -20 + 2 * t, d = std::sqrt(px * px + py * py);
        const double speed = d > 100 ? 10 : 10 * d / 100;
        QVERIFY(near(run(QStringLiteral("v.pursueOffset(makeVehicle(100, 0, 0, 2), new Vector2D(10, -20))")),
                     {px / d * speed - 1, py / d * speed}));
    }

    void runEmitsTheEditorsText()
    {
        CodePanel panel;
        QSignalSpy run(&panel, &CodePanel::runRequested);
        QSignalSpy reset(&panel, &CodePanel::resetRequested);
        panel.editor()->setPlainText(QStringLiteral("function seek(t) { }\n"));
        QTest::mouseClick(panel.runButton(), Qt::LeftButton);
        QCOMPARE(run.count(), 1);
        QCOMPARE(run.at(0).at(0).toString(), QStringLiteral("function seek(t) { }\n"));
        QTest::keyClick(panel.editor(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(run.count(), 2);
        panel.showError(1, QStringLiteral("SyntaxError"));
        QCOMPARE(panel.editor()->errors().keys(), QList<int>{1});
        QVERIFY(panel.editor()->messageLabel()->text().contains(QStringLiteral("SyntaxError")));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("1")));
        panel.showError(0, QStringLiteral("Script stopped after 1 s"));
        QVERIFY(panel.editor()->errors().isEmpty());
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("Script stopped after 1 s")));
        // Repainting in other colours (View → Palette) keeps the mark; an edit makes it stale.
        panel.showError(1, QStringLiteral("SyntaxError"));
        panel.editor()->highlighter()->rehighlight();
        QPalette dark = panel.editor()->palette();
        dark.setColor(QPalette::Base, Qt::black);
        panel.editor()->setPalette(dark);
        QCOMPARE(panel.editor()->errors().keys(), QList<int>{1});
        QTextCursor end(panel.editor()->document());
        end.movePosition(QTextCursor::End);
        panel.editor()->setTextCursor(end);
        QTest::keyClicks(panel.editor(), QStringLiteral("// fixed"));
        QVERIFY(panel.editor()->errors().isEmpty());
        panel.showError(1, QStringLiteral("SyntaxError"));
        panel.showApplied(QStringLiteral("seek"));
        QVERIFY(panel.editor()->errors().isEmpty());
        QVERIFY(panel.statusLabel()->text().contains(QStringLiteral("seek")));
        QTest::mouseClick(panel.resetButton(), Qt::LeftButton);
        QCOMPARE(reset.count(), 1);
    }

    void chooserInsertsAndAsksBeforeReplacing()
    {
        CodePanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QComboBox* chooser = panel.seedChooser();
        QCOMPARE(chooser->count(), 13);
        // Choosing seek in an empty editor puts it in without asking.
        const int seekRow = chooser->findData(QStringLiteral("seek"));
        QVERIFY(seekRow > 0);
        emit chooser->activated(seekRow);
        QCOMPARE(panel.source(), codelab::seedSource(QStringLiteral("seek")));
        QCOMPARE(chooser->currentIndex(), 0);
        // flee into a full editor asks: "Add at the end" keeps seek and adds flee.
        auto answer = [](const QString& button) {
            QTimer::singleShot(0, [button] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                QVERIFY(box);
                for (QAbstractButton* b : box->buttons())
                    if (b->text() == button)
                        b->click();
            });
        };
        answer(QStringLiteral("Add at the end"));
        QVERIFY(panel.insertSeed(QStringLiteral("flee")));
        QVERIFY(panel.source().contains(QStringLiteral("function seek(")));
        QVERIFY(panel.source().contains(QStringLiteral("function flee(")));
        answer(QStringLiteral("Replace"));
        QVERIFY(panel.insertSeed(QStringLiteral("wander")));
        QCOMPARE(panel.source(), codelab::seedSource(QStringLiteral("wander")));
        // Replacing is one edit that Ctrl+Z takes back.
        panel.editor()->undo();
        QVERIFY(panel.source().contains(QStringLiteral("function flee(")));
        QTimer::singleShot(0, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Cancel)->click();
        });
        const QString before = panel.source();
        QVERIFY(!panel.insertSeed(QStringLiteral("arrive")));
        QCOMPARE(panel.source(), before);
    }

    void fitsANarrowDock_data()
    {
        QTest::addColumn<QString>("lang");
        for (const QString& lang : kLanguages)
            QTest::addRow("%s", qPrintable(lang)) << lang;
    }

    void fitsANarrowDock()
    {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        QMainWindow window;
        window.resize(1280, 720);
        auto* dock = new QDockWidget(&window);
        auto* panel = new CodePanel(dock);
        dock->setWidget(panel);
        window.setCentralWidget(new QLabel(&window));
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resizeDocks({dock}, {420}, Qt::Horizontal);
        panel->insertSeed(QStringLiteral("flock"));
        panel->showError(12, QStringLiteral("ReferenceError: averageVelocty is not defined"));
        QApplication::processEvents();
        QVERIFY2(panel->width() <= 420 && panel->width() >= 380, qPrintable(QString::number(panel->width())));
        QVERIFY2(panel->minimumSizeHint().width() <= panel->width(), qPrintable(QString::number(panel->minimumSizeHint().width())));
        const QRect inside = panel->rect();
        for (QPushButton* b : {panel->runButton(), panel->resetButton()}) {
            QVERIFY2(b->width() >= b->sizeHint().width(), qPrintable(b->text()));
            QVERIFY(inside.contains(b->geometry()));
        }
        QLabel* status = panel->statusLabel();
        QVERIFY(inside.contains(status->geometry()));
        QVERIFY2(status->height() >= status->heightForWidth(status->width()), qPrintable(status->text()));
        // The closed chooser shows its first row whole; the open list is as wide as its longest row.
        QComboBox* chooser = panel->seedChooser();
        QVERIFY(inside.contains(chooser->geometry()));
        const QFontMetrics fm(chooser->font());
        QVERIFY2(fm.horizontalAdvance(chooser->itemText(0)) + 40 <= chooser->width(), qPrintable(chooser->itemText(0)));
        int widest = 0;
        for (int i = 0; i < chooser->count(); ++i)
            widest = std::max(widest, fm.horizontalAdvance(chooser->itemText(i)));
        QVERIFY(chooser->view()->minimumWidth() >= widest);
        // The error message under the editor is whole.
        QLabel* message = panel->editor()->messageLabel();
        QVERIFY(message->isVisible());
        QVERIFY(message->height() >= message->heightForWidth(message->width()));
        // A screen reader can name every control (as tst_accessibility asks of the window's).
        for (QWidget* c : std::initializer_list<QWidget*>{chooser, panel->runButton(), panel->resetButton(), panel->editor()}) {
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(c);
            QVERIFY(a && !a->text(QAccessible::Name).trimmed().isEmpty());
        }
        if (lang != QLatin1String("en")) {
            QVERIFY(panel->runButton()->text() != QLatin1String("Run"));
            QVERIFY(panel->editor()->accessibleName() != QLatin1String("Code editor"));
            QVERIFY(!status->text().startsWith(QLatin1String("Not applied")));
        }
        // The editor keeps room for several lines of code.
        QVERIFY(panel->editor()->viewport()->height() > 10 * QFontMetrics(panel->editor()->font()).height());
    }

    // Every language and size is laid out, marked and painted (in CI too); CODEPANEL_SCREENSHOTS=dir
    // keeps the pictures to look at.
    void screenshots()
    {
        QTemporaryDir temporary;
        const QString dir = qEnvironmentVariable("CODEPANEL_SCREENSHOTS", temporary.path());
        for (const QString& lang : kLanguages)
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                QVERIFY(language::install(lang));
                QMainWindow window;
                window.resize(size);
                auto* dock = new QDockWidget(&window);
                auto* panel = new CodePanel(dock);
                dock->setWidget(panel);
                dock->setWindowTitle(panel->windowTitle());
                auto* stage = new QLabel(QStringLiteral("stage"), &window);
                stage->setAlignment(Qt::AlignCenter);
                window.setCentralWidget(stage);
                window.addDockWidget(Qt::RightDockWidgetArea, dock);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                window.resizeDocks({dock}, {size.width() / 3}, Qt::Horizontal);
                panel->insertSeed(QStringLiteral("avoid"));
                panel->showError(12, QStringLiteral("ReferenceError: dotProd is not defined"));
                QApplication::processEvents();
                const QString file = QStringLiteral("%1/codepanel_%2_%3x%4.png").arg(dir, lang).arg(size.width()).arg(size.height());
                QVERIFY(window.grab().save(file));
                if (size.width() == 1280) {
                    // The chooser's open list, which may be wider than the dock.
                    panel->seedChooser()->showPopup();
                    QApplication::processEvents();
                    QVERIFY(panel->seedChooser()->view()->window()->grab().save(
                        QStringLiteral("%1/codepanel_%2_chooser.png").arg(dir, lang)));
                    panel->seedChooser()->hidePopup();
                }
            }
        // The Dark palette (View → Palette → Dark darkens the panels) and the classroom's largest
        // usual text size (1.5, presentation mode).
        const QPalette light = QApplication::palette();
        const QFont font = QApplication::font();
        for (const QString& lang : kLanguages) {
            QVERIFY(language::install(lang));
            for (const bool dark : {true, false}) {
                QPalette p = light;
                if (dark) {
                    p.setColor(QPalette::Window, QColor(0x31, 0x36, 0x3b));
                    p.setColor(QPalette::WindowText, QColor(0xef, 0xf0, 0xf1));
                    p.setColor(QPalette::Base, QColor(0x23, 0x26, 0x29));
                    p.setColor(QPalette::Text, QColor(0xef, 0xf0, 0xf1));
                    p.setColor(QPalette::Button, QColor(0x31, 0x36, 0x3b));
                    p.setColor(QPalette::ButtonText, QColor(0xef, 0xf0, 0xf1));
                }
                QApplication::setPalette(p);
                QFont f = font;
                f.setPointSizeF(font.pointSizeF() * (dark ? 1.0 : 1.5));
                QApplication::setFont(f);
                QMainWindow window;
                window.resize(dark ? QSize(1280, 720) : QSize(1920, 1080));
                auto* dock = new QDockWidget(&window);
                auto* panel = new CodePanel(dock);
                dock->setWidget(panel);
                window.setCentralWidget(new QLabel(&window));
                window.addDockWidget(Qt::RightDockWidgetArea, dock);
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
                window.resizeDocks({dock}, {window.width() / 3}, Qt::Horizontal);
                panel->insertSeed(QStringLiteral("flock"));
                panel->showError(14, QStringLiteral("TypeError: vehicle.position is undefined"));
                QApplication::processEvents();
                QVERIFY(window.grab().save(QStringLiteral("%1/codepanel_%2_%3.png").arg(dir, lang, dark ? QStringLiteral("dark") : QStringLiteral("text1.5"))));
            }
        }
        QApplication::setPalette(light);
        QApplication::setFont(font);
    }
};

QTEST_MAIN(TestCodePanel)
#include "tst_code_panel.moc"

// What the teacher adds to a lesson in the real window (offscreen): bookmark ticks on the
// timeline, stage annotations placed with the Annotate tool (drawn on the stage and in exported
// pictures only during their frames, saved and opened again), the title and notes written in the
// window, and the start page with the bundled lessons. With STEER_SHOTS=<folder> it also saves
// pictures of the Lessons panel, the start page and an annotated stage in en, zh_CN and ru. The
// guided lessons' questions (#14) are answered in the Questions panel, right and wrong, and reset;
// STEER_SHOTS also gets a guided step before and after Check in the three languages.
#include "annotation_layer.h"
#include "bundled_lessons.h"
#include "controller.h"
#include "language.h"
#include "lesson_json.h"
#include "lesson_session.h"
#include "lesson_text_dialog.h"
#include "lesson_ui.h"
#include "lessons_panel.h"
#include "main_window.h"
#include "questions_panel.h"
#include "formula_panel.h"
#include "stage_view.h"
#include "start_page.h"
#include "timeline_slider.h"
#include "transport_bar.h"

#include <QAction>
#include <QDockWidget>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextEdit>
#include <QTimer>

namespace {
const QColor kNoteColour(0xa0, 0x10, 0x60); // not used by any vector kind or the stage

// Pixels of `image` inside `rect` within a small distance of `c`.
int pixelsNear(const QImage& image, const QRect& rect, const QColor& c, int tolerance = 40)
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor p = image.pixelColor(x, y);
            if (std::abs(p.red() - c.red()) + std::abs(p.green() - c.green()) + std::abs(p.blue() - c.blue()) <= tolerance)
                ++n;
        }
    return n;
}

void shot(QWidget* w, const QString& name)
{
    if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
        return;
    QTest::qWait(50);
    w->grab().save(qEnvironmentVariable("STEER_SHOTS") + QLatin1Char('/') + name + QStringLiteral(".png"));
}

// Opens the bundled lesson whose file name starts with `stem`.
QString bundled(const QString& stem)
{
    for (const QString& p : lessons::bundledLessons())
        if (p.section(QLatin1Char('/'), -1).startsWith(stem))
            return p;
    return {};
}
} // namespace

class TestLessonExtras : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    void showWindow(MainWindow& w)
    {
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.stageView()->fitStage();
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
    }
    void init() { language::install(QStringLiteral("en")); }

    void bookmarksAreTicksOnTheTimeline()
    {
        MainWindow w;
        showWindow(w);
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->open(bundled(QStringLiteral("pursue"))), QString());
        TimelineSlider* t = w.transportBar()->timelineSlider();
        QList<int> expected;
        for (const auto& b : s->lesson().bookmarks)
            expected.append(int(b.frame));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(t->marks(), expected);
        // Each reachable bookmark has a tick, in frame order from left to right, painted in the
        // tick colour.
        const QImage img = t->grab().toImage();
        int lastX = -1;
        for (int f : expected) {
            const QRect m = t->markRect(f);
            QVERIFY2(!m.isEmpty(), qPrintable(QString::number(f)));
            QVERIFY(m.center().x() > lastX);
            lastX = m.center().x();
            QVERIFY2(pixelsNear(img, m, TimelineSlider::markColour()) >= 10, qPrintable(QString::number(f)));
        }
        // A new bookmark is a new tick; removing it takes the tick away.
        w.controller()->jumpTo(5);
        const int added = s->addBookmark(QStringLiteral("five"), QStringLiteral("en"));
        QVERIFY(t->marks().contains(5));
        QVERIFY(!t->markRect(5).isEmpty());
        s->removeBookmark(added);
        QVERIFY(!t->marks().contains(5));
        QVERIFY(t->markRect(5).isEmpty());
        shot(&w, QStringLiteral("lesson_timeline_ticks"));
    }

    void annotateToolPlacesEditsAndDeletes()
    {
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        showWindow(w);
        Controller* c = w.controller();
        for (int i = 0; i < 30; ++i)
            c->stepForward();
        c->jumpTo(10);
        AnnotationLayer* layer = w.lessonUi()->annotations();
        LessonSession* s = w.lessonUi()->session();
        int asked = 0;
        bool lastIsNew = false;
        bool removeNext = false;
        layer->setEditor([&](lessons::Annotation& a, bool isNew, bool& remove) {
            ++asked;
            lastIsNew = isNew;
            if (removeNext) {
                remove = true;
                return true;
            }
            if (a.kind == lessons::Annotation::Kind::Text)
                a.text.en = QStringLiteral("Desired velocity points at the target");
            a.text.zh_CN = QStringLiteral("期望速度指向目标");
            a.color = kNoteColour;
            a.lastFrame = 20;
            return true;
        });
        w.lessonUi()->annotateAction()->trigger();
        QVERIFY(layer->toolActive());
        StageView* v = w.stageView();

        // A click places a text whose corner is the clicked stage point, from the frame shown.
        const QPoint click = v->mapFromScene(QPointF(100, 80));
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, click);
        QCOMPARE(asked, 1);
        QVERIFY(lastIsNew);
        QCOMPARE(s->annotations().size(), std::size_t(1));
        const lessons::Annotation& text = s->annotations()[0];
        QCOMPARE(text.kind, lessons::Annotation::Kind::Text);
        QVERIFY(std::abs(text.at.x - 100) < 2 && std::abs(text.at.y - 80) < 2);
        QCOMPARE(text.firstFrame, qint64(10));
        QVERIFY(s->isModified());

        // A drag places an arrow from the press to the release.
        const QPoint from = v->mapFromScene(QPointF(300, 300));
        const QPoint to = v->mapFromScene(QPointF(400, 250));
        QTest::mousePress(v->viewport(), Qt::LeftButton, {}, from);
        QTest::mouseMove(v->viewport(), (from + to) / 2);
        QTest::mouseMove(v->viewport(), to);
        QTest::mouseRelease(v->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(s->annotations().size(), std::size_t(2));
        const lessons::Annotation& arrow = s->annotations()[1];
        QCOMPARE(arrow.kind, lessons::Annotation::Kind::Arrow);
        QVERIFY(std::abs(arrow.tail.x - 300) < 2 && std::abs(arrow.tail.y - 300) < 2);
        QVERIFY(std::abs(arrow.at.x - 400) < 2 && std::abs(arrow.at.y - 250) < 2);

        // The stage shows both in their colour while the frame is in their range...
        QCOMPARE(layer->notesShown().size(), std::size_t(2));
        QCoreApplication::processEvents();
        QImage img = v->viewport()->grab().toImage();
        const QRect textArea(click, click + QPoint(200, 30));
        QVERIFY(pixelsNear(img, textArea, kNoteColour.darker(140)) + pixelsNear(img, textArea, kNoteColour) > 30);
        const QRect arrowArea = QRect(from, to).normalized().adjusted(-5, -5, 5, 5);
        QVERIFY(pixelsNear(img, arrowArea, kNoteColour) > 30);
        shot(&w, QStringLiteral("lesson_annotated_en"));
        // ...in the interface language...
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QCOMPARE(layer->notesShown().front().text, QStringLiteral("期望速度指向目标"));
        shot(&w, QStringLiteral("lesson_annotated_zh_CN"));
        QVERIFY(language::install(QStringLiteral("en")));
        QCoreApplication::processEvents();
        // ...and in a picture saved from the window.
        const QString png = dir_.filePath(QStringLiteral("annotated.png"));
        QCOMPARE(w.savePicture(png, QSize(800, 600)), QString());
        QVERIFY(pixelsNear(QImage(png), QRect(0, 0, 800, 600), kNoteColour) > 30);
        // After the last frame of their range, not at all: on the stage or in the picture.
        c->jumpTo(21);
        QVERIFY(layer->notesShown().empty());
        QCoreApplication::processEvents();
        img = v->viewport()->grab().toImage();
        QCOMPARE(pixelsNear(img, img.rect(), kNoteColour, 20), 0);
        QCOMPARE(w.savePicture(png, QSize(800, 600)), QString());
        QCOMPARE(pixelsNear(QImage(png), QRect(0, 0, 800, 600), kNoteColour, 20), 0);

        // Saved and opened again: the same annotations.
        const QString file = dir_.filePath(QStringLiteral("annotated.steerlab"));
        QCOMPARE(s->save(file), QString());
        MainWindow b;
        QCOMPARE(b.lessonUi()->session()->open(file), QString());
        QCOMPARE(b.lessonUi()->session()->annotations(), s->annotations());

        // A click on a note opens it again (not a new one); Delete removes it.
        c->jumpTo(12);
        QCoreApplication::processEvents();
        QVERIFY(layer->annotationAt(QPointF(105, 85)) == 0);
        removeNext = true;
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->mapFromScene(QPointF(105, 85)));
        QVERIFY(!lastIsNew);
        QCOMPARE(s->annotations().size(), std::size_t(1));
        QCOMPARE(s->annotations()[0].kind, lessons::Annotation::Kind::Arrow);

        // Esc ends the tool; clicks then select vehicles again and add nothing.
        v->setFocus();
        QTest::keyClick(v, Qt::Key_Escape);
        QVERIFY(!layer->toolActive());
        QVERIFY(!w.lessonUi()->annotateAction()->isChecked());
        const int before = asked;
        QTest::mouseClick(v->viewport(), Qt::LeftButton, {}, v->mapFromScene(QPointF(50, 50)));
        QCOMPARE(asked, before);
    }

    void titleAndNotesWrittenInTheWindow()
    {
        MainWindow w;
        showWindow(w);
        LessonSession* s = w.lessonUi()->session();
        lessons::LocalText title;
        title.en = QStringLiteral("Old title");
        lessons::LocalText notes;
        notes.en = QStringLiteral("<p>Kept as <code>written</code>.</p>");
        LessonTextDialog d(title, notes);
        d.findChild<QLineEdit*>(QStringLiteral("lessonTitle_zh_CN"))->setText(QStringLiteral("  寻找与到达  "));
        QTextEdit* ru = d.findChild<QTextEdit*>(QStringLiteral("lessonNotes_ru"));
        ru->insertPlainText(QStringLiteral("Желаемая скорость"));
        QTextCursor cur = ru->textCursor();
        cur.select(QTextCursor::Document);
        QTextCharFormat bold;
        bold.setFontWeight(QFont::Bold);
        cur.mergeCharFormat(bold);
        // Untouched languages keep their text exactly; edited ones become the small HTML subset.
        QCOMPARE(d.notes().en, notes.en);
        QCOMPARE(d.notes().ru, QStringLiteral("<p><b>Желаемая скорость</b></p>"));
        QCOMPARE(d.title().zh_CN, QStringLiteral("寻找与到达"));
        QCOMPARE(d.title().en, QStringLiteral("Old title"));

        s->setTitle(d.title());
        s->setNotes(d.notes());
        QVERIFY(s->isModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral("Old title")));
        QVERIFY(language::install(QStringLiteral("ru")));
        QCoreApplication::processEvents();
        QVERIFY(w.lessonUi()->panel()->notesView()->toPlainText().contains(QStringLiteral("Желаемая скорость")));
        QVERIFY(w.lessonUi()->panel()->notesLanguageMark()->text().isEmpty());
        QVERIFY(language::install(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        QVERIFY(w.windowTitle().contains(QStringLiteral("寻找与到达")));
        const QString file = dir_.filePath(QStringLiteral("texts.steerlab"));
        QCOMPARE(s->save(file), QString());
        const lessons::ReadResult back = lessons::readLessonFile(file);
        QVERIFY(back.lesson);
        QCOMPARE(back.lesson->title, d.title());
        QCOMPARE(back.lesson->notes, d.notes());
    }

    void startPageListsTheBundledLessonsAndOpensOne()
    {
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            MainWindow w;
            showWindow(w);
            StartPage page(&w);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QCOMPARE(page.lessonList()->count(), int(lessons::bundledLessons().size()));
            // Titles in the interface language: the first lesson's title as its file says.
            const lessons::ReadResult first = lessons::readLessonFile(lessons::bundledLessons().front());
            QVERIFY(first.lesson);
            QCOMPARE(page.lessonList()->item(0)->text(), first.lesson->title.in(code));
            page.lessonList()->setCurrentRow(2);
            QVERIFY(page.notesView()->toPlainText().size() > 40);
            shot(&page, QStringLiteral("start_page_") + code);
            page.close();

            // Through the window: the page's Open lesson opens the chosen bundled lesson.
            QTimer::singleShot(0, [] {
                auto* p = qobject_cast<StartPage*>(QApplication::activeModalWidget());
                QVERIFY(p);
                p->lessonList()->setCurrentRow(3);
                p->findChild<QPushButton*>(QStringLiteral("startOpenLesson"))->click();
            });
            w.lessonUi()->showStartPage();
            QCOMPARE(w.lessonUi()->session()->path(), lessons::bundledLessons().at(3));
            w.lessonUi()->dock()->show();
            w.lessonUi()->dock()->raise();
            shot(&w, QStringLiteral("lessons_panel_") + code);
        }
    }

    // Seek-predict's second question, at frame 4 (#14). By hand from SeekTest's set-up: the vehicle
    // starts still at (0, 0), maxSpeed 10, maxForce 1, mass 1, target (400, 250), u = (400, 250)/471.699
    // = (0.847998, 0.529999). v_d = 10u and v_d − v is at least 1 long while |v| <= 9, so each step
    // adds exactly u: v_n = n·u and p_n = n(n+1)/2·u, so v4 = (3.391993, 2.119996), p4 = (8.479983,
    // 5.299989). At frame 4 the target jumps to (0, 300): target − p4 = (−8.479983, 294.700011),
    // length 294.821991, v_d = (−0.287631, 9.995863); v_d − v4 = (−3.679624, 7.875866), length 8.693038,
    // truncated to 1: F = (−0.423284, 0.905997); v5 = v4 + F = (2.968709, 3.025993), |v5| = 4.239088,
    // at 45.547° while v4 is at 32.005°: picking "v keeps its direction" is 13.5° off.
    void guidedSeekQuestion()
    {
        MainWindow w;
        showWindow(w);
        QCOMPARE(w.lessonUi()->session()->open(bundled(QStringLiteral("seek-predict"))), QString());
        auto* panel = w.findChild<QuestionsPanel*>();
        QVERIFY(panel);
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("questionsDock"))->isVisible());
        QCOMPARE(panel->questionList()->count(), 2);
        panel->go(1);
        Controller* c = w.controller();
        QCOMPARE(c->frame(), qint64(4));
        const guided::Posed& posed = panel->posed();
        QCOMPARE(posed.choices.size(), std::size_t(3));
        const steer::Vector2D v5(2.968709, 3.025993);
        int right = -1, keepsV = -1;
        for (int i = 0; i < 3; ++i) {
            const steer::Vector2D d = posed.choices[std::size_t(i)].direction;
            if (posed.choices[std::size_t(i)].correct) {
                QCOMPARE(right, -1);
                right = i;
                QVERIFY2(d.dist(v5.normalized()) < 1e-5, qPrintable(QStringLiteral("%1 %2").arg(d.x).arg(d.y)));
            }
            if (d.dist(steer::Vector2D(0.847998, 0.529999)) < 1e-5)
                keepsV = i;
        }
        QVERIFY(right >= 0 && keepsV >= 0 && keepsV != right);
        QCOMPARE(panel->stageMarks().size(), std::size_t(6)); // three arrows, three letters
        // The next step's formulas (v = truncate(v + a, maxSpeed) = …) and the ghost of where it takes
        // the vehicle would give the answer away: hidden until Check.
        QVERIFY(panel->isAnswerWaiting());
        QVERIFY(w.formulaPanel()->answerHidden());
        QVERIFY(!w.stageView()->overlay().ghost);
        QVERIFY(!panel->checkButton()->isEnabled());
        panel->choiceButtons().at(keepsV)->click();
        QVERIFY(panel->checkButton()->isEnabled());
        panel->checkButton()->click();
        // Check stepped one frame, and that frame's v is the one derived by hand.
        QCOMPARE(c->frame(), qint64(5));
        QVERIFY(!w.formulaPanel()->answerHidden());
        QVERIFY(w.stageView()->overlay().ghost);
        QVERIFY(c->world().vehicles[0].velocity.dist(v5) < 1e-5);
        const QString result = panel->resultText()->text();
        QVERIFY2(result.contains(QStringLiteral("Wrong.")) && result.contains(QStringLiteral("13.5°")) &&
                     result.contains(QStringLiteral("v = (2.969, 3.026), |v| = 4.239")),
                 qPrintable(result));
        QVERIFY(panel->questionList()->item(1)->text().endsWith(QStringLiteral("✗")));
        QCOMPARE(panel->stageMarks().size(), std::size_t(4)); // the prediction and the real v, labelled
        QVERIFY(!panel->choiceButtons().at(right)->isEnabled()); // a checked answer stays until reset
        // Answers are the session's, not the lesson's: nothing to save.
        QVERIFY(!w.lessonUi()->session()->isModified());
        panel->resetButton()->click();
        QVERIFY(!panel->answer(1).has_value());
        QVERIFY(!panel->questionList()->item(1)->text().contains(QStringLiteral("✗")));
        QVERIFY(panel->choiceButtons().at(right)->isEnabled());
        QVERIFY(!panel->checkButton()->isEnabled());
    }

    // Avoid-predict's first push and pursue-race's race, answered right. The circle is checked by
    // the seed's test from the frame's geometry (dotProd > 0, dist < radius + avoidBuffer,
    // |projection| < avoidDistance), the race by stepping a plain copy of the world.
    void guidedCircleAndRace()
    {
        MainWindow w;
        showWindow(w);
        LessonSession* s = w.lessonUi()->session();
        Controller* c = w.controller();
        auto* panel = w.findChild<QuestionsPanel*>();
        QCOMPARE(s->open(bundled(QStringLiteral("avoid-predict"))), QString());
        panel->go(1);
        const steer::World at = c->world();
        const steer::Vehicle& v = at.vehicles[0];
        std::vector<int> pushes;
        for (int i = 0; i < int(at.obstacles.size()); ++i) {
            const steer::Vector2D heading = v.velocity.normalized();
            const steer::Vector2D diff = at.obstacles[std::size_t(i)].position.subtract(v.position);
            const double dot = diff.dotProd(heading);
            const double dist = heading.multiply(dot).subtract(diff).length();
            if (dot > 0 && dist < at.obstacles[std::size_t(i)].radius + v.params.avoidBuffer && dot < v.params.avoidDistance)
                pushes.push_back(i);
        }
        QCOMPARE(pushes.size(), std::size_t(1));
        QCOMPARE(panel->posed().pushing, pushes);
        int pick = -1;
        for (int i = 0; i < int(panel->posed().choices.size()); ++i)
            if (panel->posed().choices[std::size_t(i)].index == pushes[0])
                pick = i;
        QVERIFY(panel->posed().choices[std::size_t(pick)].correct);
        QCOMPARE(panel->choiceButtons().at(pick)->text(), QStringLiteral("Circle %1").arg(pushes[0] + 1));
        panel->choiceButtons().at(pick)->click();
        panel->checkButton()->click();
        QVERIFY2(panel->resultText()->text().contains(QStringLiteral("Right.")), qPrintable(panel->resultText()->text()));
        QVERIFY(panel->questionList()->item(1)->text().endsWith(QStringLiteral("✓")));

        // Another lesson: its own questions, no answers yet.
        QCOMPARE(s->open(bundled(QStringLiteral("pursue-race"))), QString());
        QCOMPARE(panel->questionList()->count(), 1);
        QVERIFY(!panel->answer(0).has_value());
        panel->go(0);
        steer::World plain = c->world();
        plain.recordExplanations = false;
        const int seeker = plain.indexOf("seeker"), pursuer = plain.indexOf("pursuer"), target = plain.indexOf("target");
        qint64 pursuerAt = -1, seekerAt = -1;
        for (qint64 n = 0; n <= 200 && (pursuerAt < 0 || seekerAt < 0); ++n, plain.step()) {
            auto within = [&](int a) { return plain.vehicles[std::size_t(a)].position.dist(plain.vehicles[std::size_t(target)].position) <= 20.0; };
            if (pursuerAt < 0 && within(pursuer))
                pursuerAt = n;
            if (seekerAt < 0 && within(seeker))
                seekerAt = n;
        }
        QVERIFY(pursuerAt > 0 && seekerAt > pursuerAt); // 002's claim, with the target at maxSpeed 5
        const auto& choices = panel->posed().choices;
        QCOMPARE(choices.size(), std::size_t(2));
        for (int i = 0; i < 2; ++i)
            if (choices[std::size_t(i)].index == pursuer)
                pick = i;
        QCOMPARE(panel->choiceButtons().at(pick)->text(), QStringLiteral("pursuer"));
        panel->choiceButtons().at(pick)->click();
        panel->checkButton()->click();
        QCOMPARE(c->frame(), pursuerAt); // Check shows the moment the first one arrives
        const QString result = panel->resultText()->text();
        QVERIFY2(result.contains(QStringLiteral("Right.")) && result.contains(QStringLiteral("pursuer reaches the target at frame %1").arg(pursuerAt)) &&
                     result.contains(QStringLiteral("seeker reaches the target at frame %1").arg(seekerAt)),
                 qPrintable(result));
    }

    void guidedStepInThreeLanguages()
    {
        // Pictures only: seek-predict's second question before and after Check, and avoid's circles.
        if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            QSKIP("STEER_SHOTS not set");
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            MainWindow w;
            showWindow(w);
            QCOMPARE(w.lessonUi()->session()->open(bundled(QStringLiteral("seek-predict"))), QString());
            auto* panel = w.findChild<QuestionsPanel*>();
            for (int i = 0; i < 2; ++i) // the arrows at the vehicle near the stage's corner, larger
                w.stageView()->zoomIn();
            panel->go(1);
            w.stageView()->centerOn(QPointF(110, 110)); // the vehicle in the view's top left, clear of the legend
            panel->choiceButtons().at(2)->click();
            QCoreApplication::processEvents();
            shot(&w, QStringLiteral("guided_before_") + code);
            panel->checkButton()->click();
            QCoreApplication::processEvents();
            shot(&w, QStringLiteral("guided_after_") + code);
            QCOMPARE(w.lessonUi()->session()->open(bundled(QStringLiteral("avoid-predict"))), QString());
            panel->go(1);
            panel->choiceButtons().at(0)->click();
            panel->checkButton()->click();
            QCoreApplication::processEvents();
            shot(&w, QStringLiteral("guided_avoid_") + code);
        }
    }

    void annotatedStageInThreeLanguages()
    {
        // Pictures only: a bundled lesson with an annotation of each kind in three languages.
        if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            QSKIP("STEER_SHOTS not set");
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            MainWindow w;
            showWindow(w);
            LessonSession* s = w.lessonUi()->session();
            QCOMPARE(s->open(bundled(QStringLiteral("pursue"))), QString());
            lessons::Annotation note;
            note.at = {60, 40};
            note.text.en = QStringLiteral("The pursuer aims at p′, not at the evader");
            note.text.zh_CN = QStringLiteral("追逐者瞄准 p′，而不是逃避者");
            note.text.ru = QStringLiteral("Преследователь целится в p′, а не в убегающего");
            note.lastFrame = 1000;
            s->addAnnotation(note);
            lessons::Annotation arrow;
            arrow.kind = lessons::Annotation::Kind::Arrow;
            arrow.tail = {150, 330};
            arrow.at = {260, 250};
            arrow.text.en = QStringLiteral("look-ahead");
            arrow.text.zh_CN = QStringLiteral("预测时间");
            arrow.text.ru = QStringLiteral("упреждение");
            arrow.lastFrame = 1000;
            arrow.color = kNoteColour;
            s->addAnnotation(arrow);
            w.lessonUi()->dock()->show();
            w.lessonUi()->dock()->raise();
            QCoreApplication::processEvents();
            shot(&w, QStringLiteral("lesson_annotations_") + code);
        }
    }
};

QTEST_MAIN(TestLessonExtras)
#include "tst_lesson_extras.moc"

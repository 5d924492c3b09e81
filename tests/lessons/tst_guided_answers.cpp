// "Predict, then check" (issue #31): a guided lesson's answers stay hidden until the class has
// predicted. In the real window (offscreen): the bookmarks that answer a question (the file's
// `answerTo`) are missing from the Lessons panel's list, from the timeline's ticks and their
// tooltips, and Page Down passes over them until that question's Check; the Claims rows a question
// names (`hiddenClaims`) likewise. The file keeps the marks through a save; the answers shown belong
// to the window, so another window hides them again. The reader refuses a wrong mark with its path,
// and a lesson without marks is written byte for byte as before.
#include "bundled_lessons.h"
#include "claims_panel.h"
#include "controller.h"
#include "language.h"
#include "lesson_json.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "lessons_panel.h"
#include "main_window.h"
#include "questions_panel.h"
#include "timeline_slider.h"
#include "transport_bar.h"

#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString bundled(const QString& name)
{
    for (const QString& p : lessons::bundledLessons())
        if (p.section(QLatin1Char('/'), -1) == name + QStringLiteral(".steerlab"))
            return p;
    return {};
}

QByteArray bytesOf(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList listed(MainWindow& w)
{
    QStringList out;
    QListWidget* list = w.lessonUi()->panel()->bookmarkList();
    for (int i = 0; i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

QList<int> ticks(MainWindow& w) { return w.transportBar()->timelineSlider()->marks(); }

// The titles the timeline names on hover at `frame`'s tick (empty: no tick there).
QString tickTitle(MainWindow& w, int frame)
{
    TimelineSlider* t = w.transportBar()->timelineSlider();
    const QRect r = t->markRect(frame);
    return r.isEmpty() ? QString() : t->markTitleAt(r.center());
}

// Picks `choice` for question `q` and presses Check.
void answer(QuestionsPanel* panel, int q, int choice)
{
    panel->go(q);
    panel->choiceButtons().at(choice)->click();
    panel->checkButton()->click();
}

// The line under the list saying that answers appear after Check.
bool hintShown(MainWindow& w) { return !w.lessonUi()->panel()->hiddenBookmarksHint()->isHidden(); }

ClaimsPanel* claimsOf(MainWindow& w) { return w.findChild<ClaimsPanel*>(); }

} // namespace

class TestGuidedAnswers : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // seek-predict asks at frames 0 and 4; its two bookmarks, at those frames, explain the answers
    // ("the whole force is v_d", "the force is at most 1 long") and say so in the file.
    void seekPredictBookmarksWaitForCheck()
    {
        const QString path = bundled(QStringLiteral("seek-predict"));
        const QByteArray file = bytesOf(path);
        QCOMPARE(file.count("\"answerTo\": 0"), 1);
        QCOMPARE(file.count("\"answerTo\": 1"), 1);

        MainWindow w;
        w.resize(1280, 720);
        w.show();
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->open(path), QString());
        QCOMPARE(s->lesson().bookmarks.size(), std::size_t(2));
        const QString first = s->lesson().bookmarks[0].title.en;
        const QString second = s->lesson().bookmarks[1].title.en;
        QCOMPARE(s->lesson().bookmarks[0].frame, std::int64_t(0));
        QCOMPARE(s->lesson().bookmarks[1].frame, std::int64_t(4));

        // Before any Check: no row, no tick, no title on hover, and Page Down steps frames.
        QVERIFY(listed(w).isEmpty());
        // The empty list says why, naming the button as the Questions panel labels it, in each
        // interface language.
        auto* panel = w.findChild<QuestionsPanel*>();
        QVERIFY(panel);
        QLabel* hint = w.lessonUi()->panel()->hiddenBookmarksHint();
        QVERIFY(hint->isVisible());
        QCOMPARE(hint->text(), QStringLiteral("Bookmarks with the answers appear after Check (Questions panel)."));
        for (const char* lang : {"zh_CN", "ru", "en"}) {
            QVERIFY(language::install(QString::fromLatin1(lang)));
            QCoreApplication::processEvents();
            QVERIFY2(hint->text().contains(panel->checkButton()->text()),
                     qPrintable(QStringLiteral("%1: '%2' without '%3'").arg(QLatin1String(lang), hint->text(), panel->checkButton()->text())));
            QVERIFY2(QLatin1String(lang) == QLatin1String("en") || !hint->text().contains(QLatin1String("Bookmarks")), qPrintable(hint->text()));
        }
        QVERIFY(ticks(w).isEmpty());
        QVERIFY(tickTitle(w, 4).isEmpty());
        Controller* c = w.controller();
        QCOMPARE(c->frame(), qint64(0));
        QVERIFY(!s->bookmarkAfter(0));
        w.lessonUi()->panel()->nextBookmarkOrFrame();
        QCOMPARE(c->frame(), qint64(1)); // one frame on, not to the hidden bookmark at frame 4

        answer(panel, 0, 0);
        QVERIFY(hintShown(w)); // question 2's answer is still to come
        // Question 1's bookmark appears (row, tick named on hover); question 2's stays hidden.
        QCOMPARE(listed(w).size(), 1);
        QVERIFY2(listed(w).at(0).contains(first), qPrintable(listed(w).join(QLatin1Char('|'))));
        QCOMPARE(ticks(w), QList<int>{0});
        QVERIFY(!tickTitle(w, 0).isEmpty());
        QVERIFY(tickTitle(w, 4).isEmpty());
        c->jumpTo(2);
        QVERIFY(!s->bookmarkAfter(2));
        QVERIFY(s->bookmarkBefore(2) == std::optional<int>(0));

        answer(panel, 1, 2);
        QCOMPARE(listed(w).size(), 2);
        QVERIFY(!hintShown(w)); // nothing left to appear
        QVERIFY(listed(w).at(1).contains(second));
        QCOMPARE(ticks(w), (QList<int>{0, 4}));
        QVERIFY(tickTitle(w, 4).contains(second));
        c->jumpTo(2);
        w.lessonUi()->panel()->nextBookmarkOrFrame();
        QCOMPARE(c->frame(), qint64(4)); // Page Down now stops at it
        QCOMPARE(w.lessonUi()->panel()->bookmarkList()->currentRow(), 1);

        // Saved: the marks stay in the file, and the window keeps showing what was checked.
        const QString saved = dir_.filePath(QStringLiteral("seek-predict-copy.steerlab"));
        QCOMPARE(s->save(saved), QString());
        const QByteArray written = bytesOf(saved);
        QCOMPARE(written.count("\"answerTo\": 0"), 1);
        QCOMPARE(written.count("\"answerTo\": 1"), 1);
        QCOMPARE(listed(w).size(), 2);
        // Reopened here: the same questions, the same answers (the Questions panel keeps them).
        QCOMPARE(s->open(saved), QString());
        QCOMPARE(listed(w).size(), 2);
        QCOMPARE(ticks(w), (QList<int>{0, 4}));
        // Reset answers: hidden again.
        panel->resetButton()->click();
        QVERIFY(listed(w).isEmpty());
        QVERIFY(hintShown(w));
        QVERIFY(ticks(w).isEmpty());

        // Another window (another class): the saved file hides them until Check.
        MainWindow other;
        other.resize(1280, 720);
        QCOMPARE(other.lessonUi()->session()->open(saved), QString());
        QVERIFY(listed(other).isEmpty());
        QVERIFY(ticks(other).isEmpty());
        QVERIFY(hintShown(other));
        answer(other.findChild<QuestionsPanel*>(), 1, 0);
        QCOMPARE(listed(other).size(), 1);
        QVERIFY(hintShown(other)); // question 1's answer still hidden
        QVERIFY(listed(other).at(0).contains(second));
        QCOMPARE(ticks(other), QList<int>{4});
        // A lesson that hides nothing has no such line.
        QCOMPARE(s->open(bundled(QStringLiteral("seek-versus-arrive"))), QString());
        QVERIFY(!listed(w).isEmpty());
        QVERIFY(!hintShown(w));
    }

    // A teacher's own bookmark in a guided lesson is no answer: shown at once, and editing a hidden
    // answer's neighbours never loses its mark.
    void teachersBookmarkIsShownAndMarksSurviveEdits()
    {
        MainWindow w;
        w.resize(1280, 720);
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->open(bundled(QStringLiteral("seek-predict"))), QString());
        w.controller()->jumpTo(2);
        const int mine = s->addBookmark(QStringLiteral("Mine"), QStringLiteral("en"));
        QCOMPARE(s->lesson().bookmarks[std::size_t(mine)].answerTo, -1);
        QCOMPARE(listed(w), QStringList{QStringLiteral("Frame 2 — Mine")});
        QCOMPARE(ticks(w), QList<int>{2});
        // Removing the listed row removes the teacher's bookmark, not a hidden one before it.
        w.lessonUi()->panel()->bookmarkList()->setCurrentRow(0);
        w.lessonUi()->panel()->removeSelectedBookmark();
        QCOMPARE(s->lesson().bookmarks.size(), std::size_t(2));
        QCOMPARE(s->lesson().bookmarks[0].answerTo, 0);
        QCOMPARE(s->lesson().bookmarks[1].answerTo, 1);
    }

    // avoid-predict: each of its three bookmarks names the circle that pushes (or that none does
    // yet) and answers the question at its frame.
    void avoidPredictAnswersEachQuestion()
    {
        MainWindow w;
        w.resize(1280, 720);
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->open(bundled(QStringLiteral("avoid-predict"))), QString());
        const auto& qs = s->lesson().questions;
        QCOMPARE(qs.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(s->lesson().bookmarks[i].answerTo, int(i));
            QCOMPARE(s->lesson().bookmarks[i].frame, qs[i].frame);
        }
        QVERIFY(listed(w).isEmpty());
        auto* panel = w.findChild<QuestionsPanel*>();
        answer(panel, 1, 0);
        QCOMPARE(ticks(w), QList<int>{int(qs[1].frame)});
        QCOMPARE(listed(w).size(), 1);
    }

    // pursue-race: who reaches the target first? 002's claim ("the pursuer ... reaches it before
    // the seeker") and the rows counting the race would answer it: hidden until Check, even at the
    // frames after both arrived. The frames are found here by stepping a plain copy of the world.
    void pursueRaceClaimsWaitForCheck()
    {
        MainWindow w;
        w.resize(1280, 720);
        w.show();
        LessonSession* s = w.lessonUi()->session();
        QCOMPARE(s->open(bundled(QStringLiteral("pursue-race"))), QString());
        ClaimsPanel* claims = claimsOf(w);
        QVERIFY(claims);
        Controller* c = w.controller();
        steer::World plain = c->world();
        plain.recordExplanations = false;
        const int seeker = plain.indexOf("seeker"), pursuer = plain.indexOf("pursuer"), target = plain.indexOf("target");
        qint64 pursuerAt = -1, seekerAt = -1;
        for (qint64 n = 0; n <= 150 && (pursuerAt < 0 || seekerAt < 0); ++n, plain.step()) {
            auto within = [&](int a) {
                return plain.vehicles[std::size_t(a)].position.dist(plain.vehicles[std::size_t(target)].position) <= 20.0;
            };
            if (pursuerAt < 0 && within(pursuer))
                pursuerAt = n;
            if (seekerAt < 0 && within(seeker))
                seekerAt = n;
        }
        QVERIFY(pursuerAt > 0 && seekerAt > pursuerAt);

        auto text = [claims] { return claims->lines().join(QLatin1Char('\n')); };
        c->jumpTo(seekerAt + 1); // both have arrived: the panel would say when
        QVERIFY2(!text().contains(QStringLiteral("The Russian translation claims")), qPrintable(text()));
        QVERIFY(!text().contains(QStringLiteral("reached the target at frame")));
        QVERIFY(!text().contains(QStringLiteral("earlier")));
        QVERIFY(text().contains(QStringLiteral("hidden until the prediction is checked")));
        QVERIFY(text().contains(QStringLiteral("one body length"))); // what "reached" means stays
        // The arrivals' bookmarks are hidden too; the start stays.
        QCOMPARE(listed(w).size(), 1);
        QCOMPARE(ticks(w), QList<int>{0});

        auto* panel = w.findChild<QuestionsPanel*>();
        panel->go(0);
        int pick = 0;
        for (int i = 0; i < int(panel->posed().choices.size()); ++i)
            if (panel->posed().choices[std::size_t(i)].index == seeker)
                pick = i; // a wrong prediction reveals as well
        panel->choiceButtons().at(pick)->click();
        panel->checkButton()->click();
        c->jumpTo(seekerAt + 1);
        QVERIFY2(text().contains(QStringLiteral("Pursuer reached the target at frame %1.").arg(pursuerAt)), qPrintable(text()));
        QVERIFY(text().contains(QStringLiteral("Seeker reached the target at frame %1.").arg(seekerAt)));
        QVERIFY(text().contains(QStringLiteral("The Russian translation claims")));
        QVERIFY(!text().contains(QStringLiteral("hidden until the prediction is checked")));
        QCOMPARE(ticks(w), (QList<int>{0, int(pursuerAt), int(seekerAt)}));
    }

    // The reader: a mark that names no question, or a Claims row that does not exist, is refused
    // with its place in the file; the writer writes the marks only where set.
    void readerChecksTheMarks()
    {
        const QByteArray race = bytesOf(bundled(QStringLiteral("pursue-race")));
        QVERIFY(race.contains("\"hiddenClaims\": [\"pursue-claim\", \"pursuer-reach\", \"seeker-reach\", \"reach-order\"]"));
        auto readBack = [this](const QByteArray& bytes) {
            const QString p = dir_.filePath(QStringLiteral("edited.steerlab"));
            QFile f(p);
            f.open(QIODevice::WriteOnly | QIODevice::Truncate);
            f.write(bytes);
            f.close();
            return lessons::readLessonFile(p);
        };
        QByteArray wrong = race;
        wrong.replace("\"answerTo\": 0}", "\"answerTo\": 3}");
        lessons::ReadResult r = readBack(wrong);
        QVERIFY(!r.lesson);
        QVERIFY2(r.error.contains(QStringLiteral("$.bookmarks[1].answerTo")) &&
                     r.error.contains(QStringLiteral("numbered from 0 to 0")),
                 qPrintable(r.error));
        wrong = race;
        wrong.replace("\"reach-order\"", "\"who-won\"");
        r = readBack(wrong);
        QVERIFY(!r.lesson);
        QVERIFY2(r.error.contains(QStringLiteral("$.questions[0].hiddenClaims[3]")) && r.error.contains(QStringLiteral("who-won")),
                 qPrintable(r.error));
        wrong = race;
        wrong.replace("\"answerTo\": 0}", "\"answerTo\": \"0\"}");
        r = readBack(wrong);
        QVERIFY(!r.lesson);
        QVERIFY2(r.error.contains(QStringLiteral("$.bookmarks[1].answerTo")), qPrintable(r.error));

        // Read and written again, a lesson with marks and one without come back byte for byte.
        for (const QString& name : {QStringLiteral("pursue-race"), QStringLiteral("seek")}) {
            const QString path = bundled(name);
            const lessons::ReadResult read = lessons::readLessonFile(path);
            QVERIFY(read.lesson);
            const QString out = dir_.filePath(name + QStringLiteral("-again.steerlab"));
            QCOMPARE(lessons::saveLessonFile(*read.lesson, out), QString());
            QCOMPARE(bytesOf(out), bytesOf(path));
        }
        QVERIFY(!bytesOf(bundled(QStringLiteral("seek"))).contains("answerTo"));
        QVERIFY(!bytesOf(bundled(QStringLiteral("seek"))).contains("hiddenClaims"));
    }

    // Pictures only (STEER_SHOTS=<folder>): pursue-race and seek-predict before and after Check, at
    // both sizes in the three languages, with the Lessons and Claims panels in front.
    void picturesBeforeAndAfterCheck()
    {
        if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            QSKIP("STEER_SHOTS not set");
        const QString folder = qEnvironmentVariable("STEER_SHOTS");
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                for (const QString& name : {QStringLiteral("seek-predict"), QStringLiteral("pursue-race")}) {
                    MainWindow w;
                    w.resize(size);
                    w.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&w));
                    QCOMPARE(w.lessonUi()->session()->open(bundled(name)), QString());
                    auto* dock = w.findChild<QDockWidget*>(name == QStringLiteral("pursue-race") ? QStringLiteral("claimsDock")
                                                                                              : QStringLiteral("questionsDock"));
                    dock->raise();
                    w.lessonUi()->dock()->raise();
                    auto* panel = w.findChild<QuestionsPanel*>();
                    panel->go(0);
                    panel->choiceButtons().at(0)->click();
                    QCoreApplication::processEvents();
                    const QString stem = QStringLiteral("%1/%2_%3x%4_%5").arg(folder, name).arg(size.width()).arg(size.height()).arg(code);
                    w.grab().save(stem + QStringLiteral("_before.png"));
                    panel->checkButton()->click();
                    QCoreApplication::processEvents();
                    w.grab().save(stem + QStringLiteral("_after.png"));
                }
            }
        }
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestGuidedAnswers)
#include "tst_guided_answers.moc"

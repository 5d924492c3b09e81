// The stage's palettes (issue #10): Standard, Projector, Colour-blind safe (Okabe–Ito), Dark.
// Checked against facts outside the code: the Okabe–Ito list, WCAG contrast ratios, and that any two
// kinds one scenario shows in the same colour still differ in line style, arrowhead or label. In
// pictures: the stage's background is the palette's, the projector's lines are thicker and its
// labels larger; in the window: View → Palette switches the stage, the legend, the panels (Dark)
// and is remembered. With STEER_SHOTS=<folder>: each palette at 1920x1080 in en, zh_CN and ru.
#include "controller.h"
#include "diagram_style.h"
#include "export.h"
#include "language.h"
#include "main_window.h"
#include "palette.h"
#include "palette_choice.h"
#include "scenario_runs.h"
#include "stage_view.h"
#include "world_painter.h"
#include "table_scenarios.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using diagrams::Palette;
using steer::ItemKind;

namespace {
double luminance(const QColor& c)
{
    auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
}
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}
struct PaletteGuard { // every test function leaves the standard palette behind
    ~PaletteGuard() { diagrams::setPalette(Palette::Standard); }
};
} // namespace

class TestPalettes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        language::install(QStringLiteral("en"));
    }

    void namesRoundTrip()
    {
        for (Palette p : diagrams::kPalettes)
            QCOMPARE(diagrams::paletteFromId(diagrams::paletteId(p)), std::optional<Palette>(p));
        QVERIFY(!diagrams::paletteFromId("neon"));
        QCOMPARE(QString::fromLatin1(diagrams::paletteId(Palette::ColourBlind)), QStringLiteral("colourblind"));
    }

    void colourBlindUsesOkabeIto()
    {
        PaletteGuard guard;
        diagrams::setPalette(Palette::ColourBlind);
        for (int k = 0; k < steer::kItemKindCount; ++k) {
            const QColor c = diagrams::styleFor(ItemKind(k)).color;
            const bool okabeIto = std::find(diagrams::kOkabeIto.begin(), diagrams::kOkabeIto.end(), unsigned(c.rgb() & 0xffffff)) !=
                                  diagrams::kOkabeIto.end();
            const bool grey = c.hslSaturation() < 40; // greys carry no hue to confuse
            QVERIFY2(okabeIto || grey, qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(steer::itemKindId(ItemKind(k)).data()), c.name())));
        }
    }

    // In every palette, two kinds a scenario can show in one colour differ in another way.
    void kindsDistinguishableWithoutColour()
    {
        PaletteGuard guard;
        for (Palette p : diagrams::kPalettes) {
            diagrams::setPalette(p);
            for (const auto& info : steer_test::tableScenarios()) {
                const steer::World w = testing_runs::coreWorld(info.id, 3);
                const diagrams::KindSet kinds = diagrams::kindsPossible(w);
                for (int a = 0; a < steer::kItemKindCount; ++a)
                    for (int b = a + 1; b < steer::kItemKindCount; ++b) {
                        if (!kinds.test(std::size_t(a)) || !kinds.test(std::size_t(b)))
                            continue;
                        const auto& sa = diagrams::styleFor(ItemKind(a));
                        const auto& sb = diagrams::styleFor(ItemKind(b));
                        if (sa.color != sb.color)
                            continue;
                        const bool differ = sa.pen != sb.pen || sa.head != sb.head || QByteArray(sa.label) != QByteArray(sb.label) ||
                                            std::abs(sa.width - sb.width) >= 1.0;
                        QVERIFY2(differ, qPrintable(QStringLiteral("%1: %2 and %3 in %4")
                                                        .arg(QLatin1String(diagrams::paletteId(p)),
                                                             QLatin1String(steer::itemKindId(ItemKind(a)).data()),
                                                             QLatin1String(steer::itemKindId(ItemKind(b)).data()),
                                                             QLatin1String(info.key.data(), qsizetype(info.key.size())))));
                    }
            }
        }
    }

    void darkAndProjectorReadable()
    {
        PaletteGuard guard;
        diagrams::setPalette(Palette::Standard);
        std::vector<double> standardWidths;
        for (int k = 0; k < steer::kItemKindCount; ++k)
            standardWidths.push_back(diagrams::styleFor(ItemKind(k)).width);
        diagrams::setPalette(Palette::Dark);
        const QColor dark = diagrams::stageStyle().background;
        QVERIFY(luminance(dark) < 0.05);
        QVERIFY(contrast(diagrams::stageStyle().ink, dark) >= 7.0);
        for (int k = 0; k < steer::kItemKindCount; ++k)
            QVERIFY2(contrast(diagrams::styleFor(ItemKind(k)).color, dark) >= 3.0, steer::itemKindId(ItemKind(k)).data());
        diagrams::setPalette(Palette::Projector);
        QCOMPARE(diagrams::stageStyle().background, QColor(Qt::white));
        QVERIFY(diagrams::stageStyle().textScale > 1.0);
        for (int k = 0; k < steer::kItemKindCount; ++k) {
            QVERIFY(diagrams::styleFor(ItemKind(k)).width >= 1.6 * standardWidths[std::size_t(k)] - 1e-9);
            QVERIFY2(contrast(diagrams::styleFor(ItemKind(k)).color, Qt::white) >= 4.5, steer::itemKindId(ItemKind(k)).data());
        }
    }

    void picturesFollowThePalette()
    {
        PaletteGuard guard;
        const steer::World w = testing_runs::coreWorld(steer::ScenarioId::Pursue, 20);
        diagrams::OverlayOptions o;
        QSizeF legendStandard;
        for (Palette p : diagrams::kPalettes) {
            diagrams::setPalette(p);
            const QImage img = diagrams::renderImage(w, 1, o, QSize(1280, 720));
            const diagrams::FrameLayout layout = diagrams::frameLayout(QRectF(0, 0, 1280, 720), w, 1, o);
            // Stage point (25, 25): inside the first grid cell, where nothing is drawn.
            const QPoint empty = (layout.stage.topLeft() + QPointF(25, 25) * layout.pixelsPerUnit).toPoint();
            QCOMPARE(img.pixelColor(empty).rgb(), diagrams::stageStyle().background.rgb());
            QCOMPARE(img.pixelColor(2, 2).rgb(), diagrams::stageStyle().surround.rgb());
            diagrams::OverlayOptions big = o;
            big.uiScale *= diagrams::stageStyle().textScale;
            const QSizeF legend = diagrams::legendSize(w, 1, big);
            if (p == Palette::Standard)
                legendStandard = legend;
            if (p == Palette::Projector)
                QVERIFY(legend.height() > legendStandard.height() * 1.15); // larger labels
        }
    }

    void windowSwitchesAndRemembers()
    {
        PaletteGuard guard;
        MainWindow w;
        w.controller()->switchScenario(steer::ScenarioId::Flock);
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* dark = w.findChild<QAction*>(QStringLiteral("palette_dark"));
        QVERIFY(dark);
        dark->trigger();
        QCOMPARE(diagrams::currentPalette(), Palette::Dark);
        QCOMPARE(QSettings().value(QStringLiteral("palette")).toString(), QStringLiteral("dark"));
        QVERIFY(luminance(QApplication::palette().color(QPalette::Window)) < 0.05);
        QCoreApplication::processEvents();
        const QImage stage = w.stageView()->viewport()->grab().toImage();
        const QPointF corner = w.stageView()->stageRect().topLeft() + QPointF(6, 6);
        QVERIFY(luminance(stage.pixelColor(corner.toPoint())) < 0.05);
        w.findChild<QAction*>(QStringLiteral("palette_standard"))->trigger();
        QVERIFY(luminance(QApplication::palette().color(QPalette::Window)) > 0.5);
        // A new window starts with the remembered palette.
        dark->trigger();
        diagrams::setPalette(Palette::Standard);
        MainWindow again;
        again.restoreSettings();
        QCOMPARE(diagrams::currentPalette(), Palette::Dark);
        again.paletteChoice()->choose(Palette::Standard);
    }

    void palettesInThreeLanguages()
    {
        if (qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            QSKIP("STEER_SHOTS not set");
        PaletteGuard guard;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            QVERIFY(language::install(code));
            for (Palette p : diagrams::kPalettes) {
                MainWindow w;
                w.controller()->switchScenario(steer::ScenarioId::Avoid);
                w.resize(1920, 1080);
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                for (int i = 0; i < 60; ++i)
                    w.controller()->stepForward();
                w.paletteChoice()->choose(p, false);
                QTest::qWait(60);
                w.grab().save(QStringLiteral("%1/palette_%2_%3.png")
                                  .arg(qEnvironmentVariable("STEER_SHOTS"), QLatin1String(diagrams::paletteId(p)), code));
                w.paletteChoice()->choose(Palette::Standard, false);
            }
        }
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPalettes)
#include "tst_palettes.moc"

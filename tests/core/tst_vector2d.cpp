// Vector2D as the book's AS3 class behaves (../shared/SOURCES.md, "The Vector2D class").
#include "vector2d.h"

#include <QtTest>

#include <cmath>
#include <numbers>

using steer::Vector2D;

class TstVector2D : public QObject {
    Q_OBJECT
private slots:
    void arithmeticReturnsNewValues()
    {
        const Vector2D a(3, 4);
        const Vector2D b(1, -2);
        QCOMPARE(a.add(b), Vector2D(4, 2));
        QCOMPARE(a.subtract(b), Vector2D(2, 6));
        QCOMPARE(a.multiply(2.5), Vector2D(7.5, 10));
        QCOMPARE(a.divide(2), Vector2D(1.5, 2));
        // `this` is left unchanged: this is why 000's `_steeringForce.add(...)` discards its result.
        QCOMPARE(a, Vector2D(3, 4));
        QCOMPARE(a + b, a.add(b));
        QCOMPARE(-a, Vector2D(-3, -4));
    }

    void lengthAndDistances()
    {
        const Vector2D a(3, 4);
        QCOMPARE(a.length(), 5.0);
        QCOMPARE(a.lengthSQ(), 25.0);
        QCOMPARE(a.dotProd(Vector2D(2, -1)), 2.0); // 3*2 + 4*(-1)
        QCOMPARE(Vector2D(1, 1).dist(Vector2D(4, 5)), 5.0);
        QCOMPARE(Vector2D(1, 1).distSQ(Vector2D(4, 5)), 25.0);
    }

    void normalizeOfZeroIsUnitX()
    {
        Vector2D z;
        z.normalize();
        QCOMPARE(z, Vector2D(1, 0)); // a still vehicle "faces" +x
        Vector2D a(3, 4);
        a.normalize();
        QCOMPARE(a.x, 0.6);
        QCOMPARE(a.y, 0.8);
        QCOMPARE(Vector2D(0, -7).normalized(), Vector2D(0, -1));
    }

    void lengthSetterKeepsAngle()
    {
        Vector2D a(3, 4);
        a.setLength(10); // angle atan2(4,3): (10*0.6, 10*0.8)
        QVERIFY(std::abs(a.x - 6) < 1e-12);
        QVERIFY(std::abs(a.y - 8) < 1e-12);
        // On a zero vector the angle is atan2(0,0) = 0: new Vector2D(0).length = 15 gives (15, 0).
        Vector2D z;
        z.setLength(15);
        QCOMPARE(z, Vector2D(15, 0));
    }

    void angleSetterKeepsLength()
    {
        QCOMPARE(Vector2D(0, 2).angle(), std::numbers::pi / 2);
        QCOMPARE(Vector2D(-1, 0).angle(), std::numbers::pi);
        QCOMPARE(Vector2D().angle(), 0.0);
        Vector2D a(2, 0);
        a.setAngle(std::numbers::pi / 2); // length 2 kept: (0, 2)
        QVERIFY(std::abs(a.x) < 1e-15);
        QCOMPARE(a.y, 2.0);
        // Zero length stays zero whatever the angle: wander's offset must set the length first.
        Vector2D z;
        z.setAngle(1.0);
        QCOMPARE(z.length(), 0.0);
    }

    void truncateGoesThroughTheAngle()
    {
        Vector2D a(30, 40);
        a.truncate(10); // min(10, 50) = 10 at the same angle: (6, 8)
        QVERIFY(std::abs(a.x - 6) < 1e-12 && std::abs(a.y - 8) < 1e-12);
        Vector2D b(0.3, 0.4);
        b.truncate(10); // already short: length stays 0.5 (up to the last bits through cos/sin)
        QVERIFY(std::abs(b.x - 0.3) < 1e-15 && std::abs(b.y - 0.4) < 1e-15);
        Vector2D c(3, 4);
        c.truncate(0); // a zero limit stops it
        QVERIFY(c.length() < 1e-15);
        QCOMPARE(Vector2D(0, -20).truncated(5).y, -5.0);
    }

    void perpAndSign()
    {
        QCOMPARE(Vector2D(3, 4).perp(), Vector2D(-4, 3));
        // sign: perp·v2 < 0 ? -1 : +1. Heading +x, perp (0,1) points down the screen (y grows down).
        const Vector2D h(1, 0);
        QCOMPARE(h.sign(Vector2D(5, 2)), 1);   // perp·(5,2) = 2 > 0
        QCOMPARE(h.sign(Vector2D(5, -2)), -1); // = -2 < 0
        QCOMPARE(h.sign(Vector2D(5, 0)), 1);   // = 0 counts as +1
    }

    void finiteAndZero()
    {
        QVERIFY(Vector2D().isZero());
        QVERIFY(!Vector2D(0, 1e-300).isZero());
        QVERIFY(Vector2D(1, 2).isFinite());
        QVERIFY(!Vector2D(std::nan(""), 0).isFinite());
        QVERIFY(!Vector2D(0, INFINITY).isFinite());
    }
};

QTEST_APPLESS_MAIN(TstVector2D)
#include "tst_vector2d.moc"

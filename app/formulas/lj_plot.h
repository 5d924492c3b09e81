#pragma once
// The Lennard-Jones plot for seed 004: the potential U(d) = −A/dⁿ + B/dᵐ against d = |r|/radius,
// and the push the player gets against its distance |r| to an obstacle of each radius in the
// scene (zero beyond the cut-off), with the player's current distances marked. The distances,
// pushes and the count beyond the cut-off come from the frame's Lennard-Jones record, the one the
// formula panel prints, so plot and formulas always agree. Redraws whenever setWorld brings other
// constants, obstacles or positions (only then); its texts wrap to the width so none is cut off.
#include "behaviours.h"
#include "world.h"

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <vector>

class LennardJonesPlot : public QWidget {
    Q_OBJECT
public:
    explicit LennardJonesPlot(QWidget* parent = nullptr);

    void setWorld(const steer::World& world);

    // What is drawn, in data units (tests check these against the core).
    struct Mark {
        double distance; // |r| in px
        double d;        // |r| / radius
        double push;     // U(d) when within the cut-off, else 0
        bool withinCutoff;
        bool operator==(const Mark&) const = default;
    };
    const steer::LennardJonesParams& constants() const { return lj_; }
    const std::vector<double>& radii() const { return radii_; }
    const std::vector<Mark>& marks() const { return marks_; }
    // Obstacles, and those farther than the cut-off (skipped), as the record counts them.
    int obstacleCount() const { return obstacles_; }
    int beyondCutoff() const { return beyond_; }
    // Samples of U(d) over the plotted range of d.
    std::vector<QPointF> potentialCurve() const;
    // Samples of the push against |r| for an obstacle of `radius` (0 beyond the cut-off).
    std::vector<QPointF> pushCurve(double radius) const;
    double maxDistance() const; // right end of the push plot, px
    std::vector<double> plottedRadii() const; // at most four of radii()

    // Every text the plot draws and the box it gets (tests check that each fits and none is cut).
    struct Text {
        QString text;
        QRectF box;
    };
    std::vector<Text> texts() const;

    QSize sizeHint() const override { return {360, 380}; }
    QSize minimumSizeHint() const override { return {220, 240}; }

protected:
    void paintEvent(QPaintEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    struct Layout;
    Layout layout() const;

    steer::LennardJonesParams lj_;
    std::vector<double> radii_;
    std::vector<Mark> marks_;
    int obstacles_ = 0;
    int beyond_ = 0;
};

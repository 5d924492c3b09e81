#pragma once
// The Lennard-Jones plot for seed 004: the potential U(d) = −A/dⁿ + B/dᵐ against d = |r|/radius,
// and the push the player gets against its distance |r| to an obstacle of each radius in the
// scene (zero beyond the cut-off), with the player's current distances marked. Redraws whenever
// setWorld brings other constants, obstacles or positions.
#include "behaviours.h"
#include "world.h"

#include <QPointF>
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
    };
    const steer::LennardJonesParams& constants() const { return lj_; }
    const std::vector<double>& radii() const { return radii_; }
    const std::vector<Mark>& marks() const { return marks_; }
    // Samples of U(d) over the plotted range of d.
    std::vector<QPointF> potentialCurve() const;
    // Samples of the push against |r| for an obstacle of `radius` (0 beyond the cut-off).
    std::vector<QPointF> pushCurve(double radius) const;
    double maxDistance() const; // right end of the push plot, px
    std::vector<double> plottedRadii() const; // at most four of radii()

    QSize sizeHint() const override { return {360, 380}; }
    QSize minimumSizeHint() const override { return {220, 240}; }

protected:
    void paintEvent(QPaintEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    steer::LennardJonesParams lj_;
    std::vector<double> radii_;
    std::vector<Mark> marks_;
};

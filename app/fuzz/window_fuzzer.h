#pragma once
// Random input for the real window, as PhET tests its simulations: a seeded, reproducible
// sequence of clicks, drags, wheel turns, keys, menu actions, parameter and variant edits,
// scenario and language switches, undo/redo and stepping. After every event it checks that every
// number is finite, that the shown frame equals a straight re-simulation of the set-up and the
// input log, that the records shown are those of the next step, and that Qt printed no warning.
// It also saves the lesson and opens it again, which must give the same frame bit for bit.
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <optional>
#include <random>

class MainWindow;

class WindowFuzzer {
public:
    WindowFuzzer(MainWindow& window, std::uint64_t seed);

    // Runs `events` events; returns a description of the first broken invariant (with the event
    // number and what the event was), or nothing when all held.
    std::optional<QString> run(int events);
    int eventsRun() const { return done_; }

private:
    QString oneEvent(); // does one random event, returns what it did
    std::optional<QString> check() const;
    int pick(int n); // uniform 0 .. n-1
    double uniform(double lo, double hi);

    MainWindow& w_;
    std::mt19937_64 rng_;
    int done_ = 0;
    std::optional<QString> failure_; // an event that failed by itself (save, open)
    QTemporaryDir dir_; // where the run saves and opens its lesson
};

#pragma once
// The window's meter for long work (Controller::WorkMeter): opening a long lesson, a jump far past
// the frames reached. A window-modal progress dialog with Cancel appears once the work has run for
// showAfterMs(); between steps the window keeps handling events, so it never looks frozen and the
// Cancel button answers.
#include "controller.h"

#include <QElapsedTimer>
#include <QString>

#include <memory>

class QProgressDialog;
class QWidget;

class ProgressMeter : public Controller::WorkMeter {
public:
    ProgressMeter(QWidget* window, const QString& what);
    ~ProgressMeter() override;
    bool step(qint64 done, qint64 total) override;

    // Work shorter than this shows no dialog (tests set 0: at the first step).
    static int showAfterMs();
    static void setShowAfterMs(int ms);

private:
    QWidget* window_;
    QString what_;
    QElapsedTimer clock_;
    QElapsedTimer sinceEvents_;
    std::unique_ptr<QProgressDialog> dialog_;
};

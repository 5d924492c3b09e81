#include "progress_meter.h"

#include <QCoreApplication>
#include <QProgressDialog>
#include <QWidget>

#include <algorithm>

namespace {
int showAfter = 400; // long enough that an ordinary jump never flashes a dialog
}

int ProgressMeter::showAfterMs() { return showAfter; }
void ProgressMeter::setShowAfterMs(int ms) { showAfter = ms; }

ProgressMeter::ProgressMeter(QWidget* window, const QString& what) : window_(window), what_(what)
{
    clock_.start();
    sinceEvents_.start();
}

ProgressMeter::~ProgressMeter() = default;

bool ProgressMeter::step(qint64 done, qint64 total)
{
    if (!dialog_ && clock_.elapsed() >= showAfter) {
        dialog_ = std::make_unique<QProgressDialog>(what_, QCoreApplication::translate("ProgressMeter", "Cancel"), 0, 1000, window_);
        dialog_->setObjectName(QStringLiteral("workProgress"));
        dialog_->setWindowModality(Qt::WindowModal); // the window takes no other input meanwhile
        dialog_->setMinimumDuration(0);
        dialog_->setAutoReset(false);
        dialog_->setAutoClose(false);
        dialog_->show();
    }
    if (!dialog_)
        return true;
    dialog_->setValue(total > 0 ? int(std::clamp<qint64>(done * 1000 / total, 0, 1000)) : 0);
    // At most 20 event passes a second: enough for Cancel and repaints, nothing for the work.
    if (sinceEvents_.elapsed() >= 50 || showAfter == 0) {
        QCoreApplication::processEvents();
        sinceEvents_.restart();
    }
    return !dialog_->wasCanceled();
}

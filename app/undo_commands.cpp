#include "undo_commands.h"

EditCommand::EditCommand(Controller* c, Describe text, qint64 frame, std::size_t position,
                         steer::History::Branch before)
    : DescribedCommand(std::move(text)), c_(c), frame_(frame), position_(position), other_(std::move(before))
{
}

void EditCommand::swap()
{
    // Keep the frame number the teacher was looking at when it still exists.
    const qint64 shown = c_->frame();
    steer::History::Branch now = c_->history_.cut(frame_, position_);
    c_->history_.splice(frame_, position_, std::move(other_));
    other_ = std::move(now);
    c_->history_.goTo(shown);
    ++c_->generation_;
    c_->changed();
}

void EditCommand::undo()
{
    if (!applied_)
        return;
    swap();
    applied_ = false;
}

void EditCommand::redo()
{
    // QUndoStack::push calls redo() on an edit the controller has already applied.
    if (applied_)
        return;
    swap();
    applied_ = true;
}

RunCommand::RunCommand(Controller* c, Describe text, Controller::Run other, Controller::RunCompanion companion)
    : DescribedCommand(std::move(text)), c_(c), other_(std::move(other)), companion_(std::move(companion))
{
}

void RunCommand::swap()
{
    if (companion_)
        companion_(false);
    c_->swapRun(other_);
    if (companion_)
        companion_(true);
}

void RunCommand::undo()
{
    if (!applied_)
        return;
    swap();
    applied_ = false;
}

void RunCommand::redo()
{
    if (applied_)
        return;
    swap();
    applied_ = true;
}

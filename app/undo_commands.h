#pragma once
// Undo steps. An edit of the shown world (a drag, a waypoint, a parameter, a variant) is one
// EditCommand: undo cuts the edit and everything after it out of the input log and puts back what
// the edit had cut off, so the frames before the edit come back bit for bit; redo swaps again.
// A RunCommand (Reset, a scenario switch, a set-up parameter such as count) swaps whole runs.
#include "controller.h"

#include <QUndoCommand>

#include <functional>

// A command whose text is worded again when the interface language changes.
class DescribedCommand : public QUndoCommand {
public:
    using Describe = std::function<QString()>;
    explicit DescribedCommand(Describe describe) : describe_(std::move(describe)) { setText(describe_()); }
    void retranslate() { setText(describe_()); }

private:
    Describe describe_;
};

class EditCommand : public DescribedCommand {
public:
    // The edit is already applied: its first event went to `position` of `frame`'s events, and
    // recording it cut `before` off the history.
    EditCommand(Controller* c, Describe text, qint64 frame, std::size_t position, steer::History::Branch before);
    void undo() override;
    void redo() override;

private:
    void swap();
    Controller* c_;
    qint64 frame_;
    std::size_t position_;
    steer::History::Branch other_; // what is not in the history now (before the edit, or after it)
    bool applied_ = true;
};

class RunCommand : public DescribedCommand {
public:
    // `other` is the run before the change; the controller already shows the new one. `companion`
    // (may be empty) swaps what goes with the run, around each undo and redo.
    RunCommand(Controller* c, Describe text, Controller::Run other, Controller::RunCompanion companion = {});
    void undo() override;
    void redo() override;

private:
    void swap();
    Controller* c_;
    Controller::Run other_;
    Controller::RunCompanion companion_;
    bool applied_ = true;
};

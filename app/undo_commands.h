#pragma once
// Undoable parameter and variant changes. Undo and redo apply the value at the frame shown when
// they are invoked (recorded like any other input), so history replay stays exact.
#include <QUndoCommand>

#include <string>
#include <vector>

class Controller;

class ParameterCommand : public QUndoCommand {
public:
    // `vehicle` -1: every vehicle. `oldValues` per vehicle (or one for world-wide parameters).
    ParameterCommand(Controller* c, std::string name, double value, int vehicle, std::vector<double> oldValues,
                     bool setupParameter);
    void undo() override;
    void redo() override;

private:
    Controller* c_;
    std::string name_;
    double value_;
    int vehicle_;
    std::vector<double> old_;
    bool setup_;
};

class VariantCommand : public QUndoCommand {
public:
    VariantCommand(Controller* c, std::string behaviour, std::string choice, std::string oldChoice);
    void undo() override;
    void redo() override;

private:
    Controller* c_;
    std::string behaviour_, choice_, old_;
};

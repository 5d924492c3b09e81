#include "undo_commands.h"

#include "controller.h"
#include "display_texts.h"

#include <QCoreApplication>

ParameterCommand::ParameterCommand(Controller* c, std::string name, double value, int vehicle,
                                   std::vector<double> oldValues, bool setupParameter)
    : c_(c), name_(std::move(name)), value_(value), vehicle_(vehicle), old_(std::move(oldValues)), setup_(setupParameter)
{
    setText(QCoreApplication::translate("Controller", "%1 = %2")
                .arg(texts::parameterLabel(QString::fromStdString(name_)))
                .arg(value_));
}

void ParameterCommand::redo()
{
    if (setup_)
        c_->restartWithSetupParameter(name_, value_);
    else
        c_->applyParameterNow(name_, value_, vehicle_);
}

void ParameterCommand::undo()
{
    if (setup_) {
        c_->restartWithSetupParameter(name_, old_.front());
    } else if (vehicle_ < 0 && old_.size() > 1) {
        // "All vehicles" overwrote possibly different values: give each its own back.
        for (std::size_t i = 0; i < old_.size(); ++i)
            c_->applyParameterNow(name_, old_[i], int(i));
    } else if (!old_.empty()) {
        c_->applyParameterNow(name_, old_.front(), vehicle_);
    }
}

VariantCommand::VariantCommand(Controller* c, std::string behaviour, std::string choice, std::string oldChoice)
    : c_(c), behaviour_(std::move(behaviour)), choice_(std::move(choice)), old_(std::move(oldChoice))
{
    setText(QCoreApplication::translate("Controller", "%1: %2")
                .arg(texts::variantGroupLabel(QString::fromStdString(behaviour_)),
                     texts::variantLabel(QString::fromStdString(behaviour_), QString::fromStdString(choice_))));
}

void VariantCommand::redo() { c_->applyVariantNow(behaviour_, choice_); }
void VariantCommand::undo() { c_->applyVariantNow(behaviour_, old_); }

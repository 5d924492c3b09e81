#pragma once
// A dialog of the window made on first use, then shown, raised and activated on every use. The
// window hands the returned function to the parts that open the dialog (a menu entry, links in
// other panels), so none of them searches the window for the dialog by its object name.
#include <QPointer>

#include <functional>
#include <memory>
#include <utility>

template <class Dialog>
std::function<Dialog*()> dialogOnDemand(std::function<Dialog*()> make)
{
    auto made = std::make_shared<QPointer<Dialog>>(); // null again if the dialog is deleted
    return [made, make = std::move(make)] {
        if (!*made)
            *made = make();
        Dialog* dialog = *made;
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
        return dialog;
    };
}

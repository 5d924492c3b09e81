#pragma once
// An entry of the Help menu whose text and tip follow the interface language: `texts` is called
// now and on every LanguageChange the window receives (the panel it opens may not exist yet, so
// the action cannot rely on the panel's own changeEvent).
#include <QAction>
#include <QEvent>
#include <QMainWindow>

#include <functional>
#include <utility>

class HelpAction : public QAction {
public:
    using Texts = std::function<std::pair<QString, QString>()>; // {menu text, tool and status tip}
    HelpAction(QMainWindow* window, const QString& objectName, Texts texts) : QAction(window), texts_(std::move(texts))
    {
        setObjectName(objectName);
        window->installEventFilter(this);
        retranslate();
    }
    bool eventFilter(QObject* watched, QEvent* e) override
    {
        if (e->type() == QEvent::LanguageChange)
            retranslate();
        return QAction::eventFilter(watched, e);
    }

private:
    void retranslate()
    {
        const auto [text, tip] = texts_();
        setText(text);
        setToolTip(tip);
        setStatusTip(tip);
    }
    Texts texts_;
};

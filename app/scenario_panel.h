#pragma once
// The list of every scenario (core/scenarios.h): a readable name, the seed program it comes from
// and a one-line description, in the interface language.
#include "world.h"

#include <QWidget>

class QListWidget;

class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(QWidget* parent = nullptr);
    void setCurrent(steer::ScenarioId id);

signals:
    void scenarioChosen(steer::ScenarioId id);

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void retranslateUi();
    QListWidget* list_;
};

#pragma once
// Sliders with spin boxes for every parameter the current scenario's behaviours read (the seeds'
// names, defaults and units), the choice between the selected vehicle and all vehicles, the
// variant switches where the seeds disagree, and "Clear path" in the path scenario. Edits go to
// the controller (which validates, records and makes them undoable); the panel shows the frame's values.
#include <QString>
#include <QWidget>

#include <vector>

class Controller;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSlider;
class QVBoxLayout;

class ParametersPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParametersPanel(Controller* controller, QWidget* parent = nullptr);

    // For tests: the editors of one parameter (null when the scenario does not use it).
    QDoubleSpinBox* spinBox(const QString& name) const;
    QSlider* slider(const QString& name) const;
    QComboBox* variantBox(const QString& behaviour) const;
    QComboBox* scopeBox() const { return scope_; }
    // For tests: the "Sources…" link beside a variant (null when the scenario has no such variant).
    QLabel* sourcesLink(const QString& behaviour) const;

signals:
    // A variant's "Sources…" link: open the Sources page at that disagreement.
    void sourcesRequested(const QString& behaviour);

protected:
    void changeEvent(QEvent* e) override;

private:
    struct Row {
        QString name;
        QLabel* label = nullptr;
        QSlider* slider = nullptr;
        QDoubleSpinBox* spin = nullptr;
        QCheckBox* check = nullptr; // 0/1 parameters (loop)
        double sliderMin = 0, sliderMax = 1;
    };
    struct VariantRow {
        QString behaviour;
        QLabel* label = nullptr;
        QComboBox* combo = nullptr;
        QLabel* detail = nullptr; // the chosen reading in full
        QLabel* sources = nullptr; // "Sources…": what each seed prints here and why the default
    };

    void rebuild();         // a new scenario: new rows
    void refreshValues();   // the frame's values into the editors
    void retranslateUi();
    void commit(const QString& name, double value);
    int toSlider(const Row& r, double v) const;
    double fromSlider(const Row& r, int s) const;

    Controller* c_;
    QLabel* scopeLabel_;
    QComboBox* scope_;
    QGroupBox* paramsBox_;
    QLabel* variantsHeading_;
    QVBoxLayout* paramsLayout_;
    QGroupBox* variantsBox_;
    QVBoxLayout* variantsLayout_;
    QPushButton* clearPath_;
    QLabel* pathHint_;
    std::vector<Row> rows_;
    std::vector<VariantRow> variants_;
};

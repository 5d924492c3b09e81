#pragma once
// The playback speed field of the transport bar. Its arrows (and the mouse wheel) walk the usual
// speeds 0.1×, 0.25×, 0.5×, 1×, 2×, 4×; any number from 0.1 to 4 may be typed, with or without
// the "×", with a point or a comma. A typed value outside that range, or no number, is refused on
// Enter with a translated message (refused()) and the field shows the speed again.
#include <QDoubleSpinBox>

#include <array>
#include <optional>

class SpeedBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    static constexpr std::array<double, 6> kUsualSpeeds{0.1, 0.25, 0.5, 1.0, 2.0, 4.0};

    explicit SpeedBox(QWidget* parent = nullptr);

    void stepBy(int steps) override;
    QValidator::State validate(QString& input, int& pos) const override;
    double valueFromText(const QString& text) const override;
    QString textFromValue(double value) const override;

signals:
    void refused(const QString& message);

protected:
    StepEnabled stepEnabled() const override;
    void keyPressEvent(QKeyEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;

private:
    // The number in a typed text (suffix and spaces ignored), if it is one.
    std::optional<double> parse(QString text) const;
    // Refuses what was typed when it is not a speed in range: true when refused.
    bool refuseTyped();
};

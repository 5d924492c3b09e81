#pragma once
// Play/pause, step back, step forward, reset (as buttons for the window's actions, which carry
// the keyboard shortcuts), the speed from 0.1x to 4x, the frame counter and the timeline slider
// over every frame since the last reset.
#include <QWidget>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class Controller;

class TransportBar : public QWidget {
    Q_OBJECT
public:
    struct Actions {
        QAction* playPause;
        QAction* stepBack;
        QAction* stepForward;
        QAction* reset;
    };
    TransportBar(Controller* controller, const Actions& actions, QWidget* parent = nullptr);

    QSlider* timeline() const { return timeline_; }
    QDoubleSpinBox* speedBox() const { return speed_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void showFrame();

    Controller* c_;
    QDoubleSpinBox* speed_;
    QLabel* speedLabel_;
    QLabel* frameLabel_;
    QSlider* timeline_;
};

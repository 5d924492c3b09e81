#pragma once
// Go to frame 0, step back, play/pause, step forward, go to the last frame and, apart, Reset (as
// buttons for the window's actions, which carry the keyboard shortcuts), the speed (the usual
// speeds 0.1× … 4× or any typed value in that range), the frame counter and the timeline slider
// over every frame since the last reset, which marks the frames a change made now would replace.
#include <QWidget>

class QAction;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class Controller;
class SpeedBox;
class TimelineSlider;

class TransportBar : public QWidget {
    Q_OBJECT
public:
    struct Actions {
        QAction* playPause;
        QAction* stepBack;
        QAction* stepForward;
        QAction* reset;
        QAction* rewind = nullptr;  // Home: frame 0, keeping the recorded frames
        QAction* goToEnd = nullptr; // End: the last frame reached
    };
    TransportBar(Controller* controller, const Actions& actions, QWidget* parent = nullptr);

    QSlider* timeline() const;
    TimelineSlider* timelineSlider() const { return timeline_; }
    QDoubleSpinBox* speedBox() const;

signals:
    void message(const QString& text); // a refused speed, for the status bar

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void showFrame();

    Controller* c_;
    SpeedBox* speed_;
    QLabel* speedLabel_;
    QLabel* frameLabel_;
    TimelineSlider* timeline_;
};

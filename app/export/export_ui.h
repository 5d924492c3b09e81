#pragma once
// The window's side of exporting for slides and handouts, kept out of MainWindow: File → Export
// animation (frames A to B, 1280x720 or 1920x1080, GIF / MP4 / PNG images, optionally with the
// formulas beside the stage, a progress bar with Cancel) and File → Export worksheet (PDF with the
// picture and the formulas in one or two languages).
#include "animation_export.h"
#include "worksheet.h"

#include <QDialog>
#include <QObject>

class AnnotationLayer;
class CompareMode;
class Controller;
class LessonSession;
class QAction;
class QMainWindow;
class QMenu;
class StageView;
class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

class ExportUi : public QObject {
    Q_OBJECT
public:
    // What an export shows, handed over by the window.
    struct Parts {
        Controller* controller;
        StageView* stage;             // its overlay, text size, legend and trails
        CompareMode* compare;         // whose panes an animation and a picture show
        LessonSession* session;       // the lesson's title, file and notes on frames
        AnnotationLayer* annotations; // the notes the stage shows now
        QMenu* fileMenu;              // the two actions go there, right after
        QAction* savePicture;         // File → Save picture, the other way to take a frame to a slide
    };
    // `window`: the dialogs' parent, whose status bar reports a saved or cancelled export.
    ExportUi(QMainWindow* window, const Parts& parts);

    QAction* animationAction() const { return animation_; }
    QAction* worksheetAction() const { return worksheet_; }

    // What the dialogs fill in for the frame shown, with the window's overlay, selection and notes.
    exporting::AnimationJob animationJob() const;
    exporting::WorksheetJob worksheetJob() const;
    // The frame shown as the window shows it (main stage, compare panes with their captions,
    // trails, notes, the frame number), for a saved picture.
    diagrams::Picture windowPicture() const;
    // Runs an export with a progress dialog (Cancel stops it and leaves no file). Empty, or the
    // message that was shown.
    QString runAnimation(const exporting::AnimationJob& job);

    void exportAnimation(); // the dialog
    void exportWorksheet(); // the file dialog, then the PDF

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void retranslateUi();

    QMainWindow* w_;
    Parts parts_;
    QAction* animation_;
    QAction* worksheet_;
};

// The animation dialog: file, frames, size, formulas beside the stage.
// What it chose last time comes back (QSettings "export/…"): the folder and file type, the
// size, the options, and the frame range, kept per lesson file while a saved lesson is open
// (`lessonKey`, its path; empty: the range of the last export without a lesson).
class AnimationDialog : public QDialog {
    Q_OBJECT
public:
    AnimationDialog(const exporting::AnimationJob& job, qint64 lastFrame, QWidget* parent = nullptr,
                    const QString& lessonKey = QString());
    exporting::AnimationJob job() const;
    // Keeps the choices for the next dialog (done when Export is pressed).
    void remember() const;

private:
    exporting::AnimationJob job_;
    QString lessonKey_;
    QLineEdit* path_;
    QSpinBox* from_;
    QSpinBox* to_;
    QComboBox* size_;
    QCheckBox* formulas_;
    QCheckBox* trails_;
    QCheckBox* frameNumber_;
    QCheckBox* legend_;
};

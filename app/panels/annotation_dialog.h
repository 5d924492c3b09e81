#pragma once
// Writing one stage annotation: its text (or an arrow's label) in English, Chinese and Russian,
// the frames it is visible in, and its colour; an annotation being edited can also be deleted.
#include "lesson.h"

#include <QDialog>

class QComboBox;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

class AnnotationDialog : public QDialog {
    Q_OBJECT
public:
    AnnotationDialog(const lessons::Annotation& a, bool isNew, qint64 lastFrame, QWidget* parent = nullptr);

    lessons::Annotation annotation() const;
    bool removeChosen() const { return remove_; }

    // Colours offered: dark enough on the light stage, apart from the vector kinds' blues and greens.
    static QList<QColor> colours();

private:
    void check();

    lessons::Annotation a_;
    QPlainTextEdit* text_[3];
    QSpinBox* first_;
    QSpinBox* last_;
    QComboBox* colour_;
    QPushButton* ok_ = nullptr; // null while the fields are built (check() runs on their signals)
    bool remove_ = false;
};

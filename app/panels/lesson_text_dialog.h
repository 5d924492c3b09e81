#pragma once
// Writing the lesson's title and notes in the window, one tab per language (English, Chinese,
// Russian): the title on one line, the notes as rich text with bold, italic and bulleted lists,
// saved as the small HTML subset the lesson format documents.
#include "lesson.h"

#include <QDialog>

class QLineEdit;
class QTabWidget;
class QTextDocument;
class QTextEdit;

class LessonTextDialog : public QDialog {
    Q_OBJECT
public:
    LessonTextDialog(const lessons::LocalText& title, const lessons::LocalText& notes, QWidget* parent = nullptr);

    lessons::LocalText title() const;
    lessons::LocalText notes() const;

    // The document as <p>, <b>, <i>, <ul><li> only (empty for an empty document): what the
    // Lessons panel shows and what other programs can read, without Qt's style sheets.
    static QString simpleHtml(const QTextDocument& doc);

private:
    QTabWidget* tabs_;
    QLineEdit* title_[3];
    QTextEdit* notes_[3];
    lessons::LocalText notes0_; // as given
};

#pragma once
// A teacher's bookmark, edited in place (a double click or the context menu in the Lessons panel):
// its title and note in English, Chinese and Russian, and its frame (moved to another moment).
#include "lesson.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QTabWidget;

class BookmarkDialog : public QDialog {
    Q_OBJECT
public:
    // `lastFrame`: the highest frame it may move to.
    BookmarkDialog(const lessons::Bookmark& bookmark, qint64 lastFrame, QWidget* parent = nullptr);
    // The bookmark as edited (its hash as given: the session takes it again).
    lessons::Bookmark bookmark() const;
    // Filled in by a test instead of typing: one language's title and note, and the frame.
    void setTexts(int language, const QString& title, const QString& note);
    void setFrame(qint64 frame);

    void accept() override; // refuses a bookmark without any title

private:
    lessons::Bookmark bookmark_;
    QTabWidget* tabs_;
    QLineEdit* title_[3];
    QPlainTextEdit* note_[3];
    QSpinBox* frame_;
};

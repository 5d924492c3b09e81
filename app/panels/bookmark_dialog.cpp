#include "bookmark_dialog.h"

#include "language.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

BookmarkDialog::BookmarkDialog(const lessons::Bookmark& bookmark, qint64 lastFrame, QWidget* parent)
    : QDialog(parent), bookmark_(bookmark)
{
    setObjectName(QStringLiteral("bookmarkDialog"));
    setWindowTitle(tr("Bookmark"));
    auto* layout = new QVBoxLayout(this);
    auto* frameRow = new QFormLayout;
    frame_ = new QSpinBox;
    frame_->setObjectName(QStringLiteral("bookmarkFrame"));
    const qint64 top = std::max<qint64>(lastFrame, bookmark.frame);
    frame_->setRange(0, int(std::min<qint64>(top, std::numeric_limits<int>::max())));
    frame_->setValue(int(bookmark.frame));
    frameRow->addRow(tr("Frame:"), frame_);
    layout->addLayout(frameRow);
    tabs_ = new QTabWidget;
    for (int i = 0; i < 3; ++i) {
        auto* page = new QWidget;
        auto* form = new QFormLayout(page);
        title_[i] = new QLineEdit(bookmark.title.at(i));
        title_[i]->setObjectName(QStringLiteral("bookmarkTitle_") + QLatin1String(lessons::LocalText::kLanguages[i]));
        note_[i] = new QPlainTextEdit(bookmark.note.at(i));
        note_[i]->setObjectName(QStringLiteral("bookmarkNote_") + QLatin1String(lessons::LocalText::kLanguages[i]));
        form->addRow(tr("Title:"), title_[i]);
        form->addRow(tr("Note:"), note_[i]);
        tabs_->addTab(page, language::nativeName(QLatin1String(lessons::LocalText::kLanguages[i])));
        if (language::current() == QLatin1String(lessons::LocalText::kLanguages[i]))
            tabs_->setCurrentIndex(i);
    }
    layout->addWidget(tabs_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(520, 360);
}

lessons::Bookmark BookmarkDialog::bookmark() const
{
    lessons::Bookmark b = bookmark_;
    b.frame = frame_->value();
    for (int i = 0; i < 3; ++i) {
        b.title.at(i) = title_[i]->text().trimmed();
        b.note.at(i) = note_[i]->toPlainText().trimmed();
    }
    return b;
}

void BookmarkDialog::setTexts(int language, const QString& title, const QString& note)
{
    title_[language]->setText(title);
    note_[language]->setPlainText(note);
}

void BookmarkDialog::setFrame(qint64 frame) { frame_->setValue(int(frame)); }

void BookmarkDialog::accept()
{
    if (bookmark().title.isEmpty()) {
        QMessageBox::warning(this, windowTitle(), tr("A bookmark needs a title in at least one language."));
        return;
    }
    QDialog::accept();
}

#include "lessons_panel.h"

#include "bookmark_dialog.h"

#include "controller.h"
#include "language.h"
#include "lesson_session.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QToolButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

LessonsPanel::LessonsPanel(LessonSession* session, Controller* controller, QWidget* parent)
    : QWidget(parent), session_(session), c_(controller)
{
    setObjectName(QStringLiteral("lessonsPanel"));
    auto* layout = new QVBoxLayout(this);
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("lessonTitle"));
    title_->setWordWrap(true);
    QFont big = title_->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    title_->setFont(big);
    layout->addWidget(title_);

    warning_ = new QLabel;
    warning_->setObjectName(QStringLiteral("lessonWarning"));
    warning_->setWordWrap(true);
    warning_->setStyleSheet(QStringLiteral("QLabel { color: #a02000; font-weight: bold; }"));
    warning_->hide();
    layout->addWidget(warning_);

    auto* notesRow = new QHBoxLayout;
    notesHeading_ = new QLabel;
    fallback_ = new QLabel;
    fallback_->setObjectName(QStringLiteral("notesFallback"));
    fallback_->setStyleSheet(QStringLiteral("QLabel { color: #806000; }"));
    notesRow->addWidget(notesHeading_);
    notesRow->addWidget(fallback_);
    notesRow->addStretch(1);
    layout->addLayout(notesRow);
    notes_ = new QTextBrowser;
    notes_->setObjectName(QStringLiteral("lessonNotes"));
    notes_->setOpenExternalLinks(true);
    layout->addWidget(notes_, 2);

    bookmarksHeading_ = new QLabel;
    layout->addWidget(bookmarksHeading_);
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("bookmarkList"));
    layout->addWidget(list_, 1);
    // A guided lesson's list may be empty, or short, until Check: say so, or the class wonders
    // where the lesson's bookmarks went.
    hiddenHint_ = new QLabel;
    hiddenHint_->setObjectName(QStringLiteral("hiddenBookmarksHint"));
    hiddenHint_->setWordWrap(true);
    QFont hintFont = hiddenHint_->font();
    hintFont.setItalic(true);
    hiddenHint_->setFont(hintFont);
    hiddenHint_->hide();
    layout->addWidget(hiddenHint_);
    // Two rows of two: four buttons in one row would make the dock (and the window) too wide for a
    // small screen in Russian.
    auto* buttons = new QGridLayout;
    previous_ = new QPushButton;
    next_ = new QPushButton;
    add_ = new QPushButton;
    remove_ = new QPushButton;
    previous_->setObjectName(QStringLiteral("previousBookmark"));
    next_->setObjectName(QStringLiteral("nextBookmark"));
    add_->setObjectName(QStringLiteral("addBookmark"));
    remove_->setObjectName(QStringLiteral("removeBookmark"));
    int cell = 0;
    for (QPushButton* b : {previous_, next_, add_, remove_}) {
        b->setFocusPolicy(Qt::NoFocus); // the keys stay with the stage
        buttons->addWidget(b, cell / 2, cell % 2);
        ++cell;
    }
    layout->addLayout(buttons);

    connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        session_->goToBookmark(indexOf(list_->row(item)));
    });
    connect(list_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) { editBookmark(list_->row(item)); });
    list_->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(list_, &QWidget::customContextMenuRequested, this, &LessonsPanel::showContextMenu);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) { remove_->setEnabled(row >= 0); });
    connect(add_, &QPushButton::clicked, this, &LessonsPanel::addBookmarkAsk);
    connect(remove_, &QPushButton::clicked, this, &LessonsPanel::removeSelectedBookmark);
    connect(previous_, &QPushButton::clicked, this, &LessonsPanel::previousBookmarkOrFrame);
    connect(next_, &QPushButton::clicked, this, &LessonsPanel::nextBookmarkOrFrame);
    connect(session_, &LessonSession::lessonChanged, this, &LessonsPanel::showLesson);
    connect(session_, &LessonSession::bookmarksChanged, this, &LessonsPanel::showBookmarks);
    connect(session_, &LessonSession::warningChanged, this, [this](const QString& text) {
        warning_->setText(text);
        warning_->setVisible(!text.isEmpty());
    });
    connect(c_, &Controller::worldChanged, this, &LessonsPanel::showCurrent);
    retranslateUi();
}

void LessonsPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void LessonsPanel::retranslateUi()
{
    notesHeading_->setText(tr("Notes"));
    bookmarksHeading_->setText(tr("Bookmarks"));
    notes_->setAccessibleName(tr("Lesson notes"));
    list_->setAccessibleName(tr("Bookmarks"));
    hiddenHint_->setText(tr("Bookmarks with the answers appear after Check (Questions panel)."));
    previous_->setText(tr("◀ Previous"));
    previous_->setToolTip(tr("Go to the previous bookmark (the key is in Help → Keyboard shortcuts)"));
    next_->setText(tr("Next ▶"));
    next_->setToolTip(tr("Go to the next bookmark (the key is in Help → Keyboard shortcuts)"));
    add_->setText(tr("Add"));
    add_->setToolTip(tr("Add a bookmark at the frame shown"));
    remove_->setText(tr("Remove"));
    remove_->setToolTip(tr("Remove the selected bookmark"));
    showLesson();
    showBookmarks();
}

void LessonsPanel::showLesson()
{
    const QString lang = language::current();
    title_->setText(session_->displayName(lang));
    bool fellBack = false;
    const QString notes = session_->lesson().notes.in(lang, &fellBack);
    if (notes.isEmpty())
        notes_->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(tr("This lesson has no notes.").toHtmlEscaped()));
    else
        notes_->setHtml(notes);
    // Only English is the fallback the issue promises; another language is named as it is.
    fallback_->setText(fellBack ? tr("(English)") : QString());
    if (fellBack && session_->lesson().notes.en.isEmpty())
        fallback_->setText(tr("(in another language)"));
    fallback_->setVisible(fellBack);
}

void LessonsPanel::showBookmarks()
{
    const QString lang = language::current();
    const int keep = list_->currentRow();
    list_->clear();
    // A guided lesson's answers stay out of the list until their question is checked.
    rows_ = session_->shownBookmarks();
    for (int index : rows_) {
        const lessons::Bookmark& b = session_->lesson().bookmarks[std::size_t(index)];
        auto* item = new QListWidgetItem(tr("Frame %1 — %2").arg(b.frame).arg(b.title.in(lang)), list_);
        const QString note = b.note.in(lang);
        if (!note.isEmpty())
            item->setToolTip(note);
    }
    hiddenHint_->setVisible(rows_.size() < session_->lesson().bookmarks.size());
    if (keep >= 0 && keep < list_->count())
        list_->setCurrentRow(keep);
    remove_->setEnabled(list_->currentRow() >= 0);
    showCurrent();
}

void LessonsPanel::showCurrent()
{
    // The bookmarks at the frame shown stand out (bold), so the class sees where it is, and the
    // selection follows the frame: the last bookmark at or before it (the part of the lesson the
    // class is in), none before the first.
    const qint64 frame = c_->frame();
    const auto& marks = session_->lesson().bookmarks;
    int current = -1;
    for (int i = 0; i < list_->count() && std::size_t(i) < rows_.size(); ++i) {
        const lessons::Bookmark& b = marks[std::size_t(rows_[std::size_t(i)])];
        QFont f = list_->font();
        f.setBold(b.frame == frame);
        list_->item(i)->setFont(f);
        if (b.frame <= frame)
            current = i;
    }
    if (list_->currentRow() != current) {
        if (current >= 0)
            list_->setCurrentRow(current);
        else
            list_->setCurrentRow(-1);
    }
}

int LessonsPanel::indexOf(int row) const
{
    return row >= 0 && std::size_t(row) < rows_.size() ? rows_[std::size_t(row)] : -1;
}

int LessonsPanel::rowOf(int index) const
{
    const auto at = std::find(rows_.begin(), rows_.end(), index);
    return at == rows_.end() ? -1 : int(at - rows_.begin());
}

void LessonsPanel::editBookmark(int row)
{
    const auto& marks = session_->lesson().bookmarks;
    const int index = indexOf(row);
    if (index < 0 || std::size_t(index) >= marks.size())
        return;
    c_->pause();
    BookmarkDialog d(marks[std::size_t(index)], c_->lastFrame(), this);
    if (d.exec() != QDialog::Accepted)
        return;
    list_->setCurrentRow(rowOf(session_->replaceBookmark(index, d.bookmark())));
}

void LessonsPanel::moveBookmarkHere(int row)
{
    const auto& marks = session_->lesson().bookmarks;
    const int index = indexOf(row);
    if (index < 0 || std::size_t(index) >= marks.size())
        return;
    lessons::Bookmark b = marks[std::size_t(index)];
    b.frame = c_->frame();
    list_->setCurrentRow(rowOf(session_->replaceBookmark(index, b)));
}

void LessonsPanel::showContextMenu(const QPoint& at)
{
    const int row = list_->row(list_->itemAt(at));
    if (row < 0)
        return;
    QMenu menu(this);
    menu.addAction(tr("Edit…"), this, [this, row] { editBookmark(row); });
    menu.addAction(tr("Move to frame %1").arg(c_->frame()), this, [this, row] { moveBookmarkHere(row); });
    menu.addSeparator();
    menu.addAction(tr("Delete"), this, [this, row] { session_->removeBookmark(indexOf(row)); });
    menu.exec(list_->viewport()->mapToGlobal(at));
}

void LessonsPanel::addBookmarkAsk()
{
    c_->pause();
    bool ok = false;
    const QString title = QInputDialog::getText(this, tr("Add bookmark"), tr("Title of the bookmark at frame %1:").arg(c_->frame()),
                                                QLineEdit::Normal, tr("Frame %1").arg(c_->frame()), &ok)
                              .trimmed();
    if (!ok || title.isEmpty())
        return;
    const int index = session_->addBookmark(title, language::current());
    list_->setCurrentRow(rowOf(index));
}

void LessonsPanel::removeSelectedBookmark()
{
    const int row = list_->currentRow();
    if (row >= 0)
        session_->removeBookmark(indexOf(row));
}

void LessonsPanel::previousBookmarkOrFrame()
{
    if (auto i = session_->bookmarkBefore(c_->frame())) {
        session_->goToBookmark(*i);
        list_->setCurrentRow(rowOf(*i));
    } else {
        c_->stepBack();
    }
}

void LessonsPanel::nextBookmarkOrFrame()
{
    if (auto i = session_->bookmarkAfter(c_->frame())) {
        session_->goToBookmark(*i);
        list_->setCurrentRow(rowOf(*i));
    } else {
        c_->stepForward();
    }
}

void LessonsPanel::addActionButtons(const QList<QAction*>& actions)
{
    auto* row = new QHBoxLayout;
    for (QAction* a : actions) {
        auto* b = new QToolButton;
        b->setDefaultAction(a);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::NoFocus);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        row->addWidget(b);
    }
    // Under the title: what the teacher writes comes first.
    static_cast<QVBoxLayout*>(layout())->insertLayout(1, row);
}

#include "code_panel.h"

#include "code_colours.h"
#include "code_editor.h"
#include "seed_methods.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

CodePanel::CodePanel(QWidget* parent)
    : QWidget(parent), seeds_(new QComboBox(this)), editor_(new CodeEditor(this)), run_(new QPushButton(this)),
      reset_(new QPushButton(this)), status_(new QLabel(this))
{
    // The chooser's first row is its own label, so the panel needs no separate one beside it.
    seeds_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    seeds_->setMinimumContentsLength(12);
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(reset_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(seeds_);
    layout->addWidget(editor_, 1);
    layout->addLayout(buttons);
    layout->addWidget(status_);

    connect(seeds_, &QComboBox::activated, this, [this](int index) {
        const QString method = seeds_->itemData(index).toString();
        seeds_->setCurrentIndex(0); // the chooser is an action, not a setting
        if (!method.isEmpty())
            insertSeed(method);
    });
    connect(run_, &QPushButton::clicked, this, &CodePanel::run);
    connect(editor_, &CodeEditor::runRequested, this, &CodePanel::run);
    connect(reset_, &QPushButton::clicked, this, [this] {
        editor_->clearErrors();
        statusKind_ = Status::Reset;
        retranslateUi();
        emit resetRequested();
    });
    // An edit makes the marks stale: the line numbers they point at may have moved. (Rehighlighting
    // reports a change too, without changing a character: the text itself is compared.)
    connect(editor_->document(), &QTextDocument::contentsChanged, this, [this] {
        if (!editor_->errors().isEmpty() && editor_->toPlainText() != markedSource_)
            editor_->clearErrors();
    });
    retranslateUi();
}

QString CodePanel::source() const { return editor_->toPlainText(); }

void CodePanel::setSource(const QString& source)
{
    editor_->setPlainText(source);
    editor_->clearErrors();
}

bool CodePanel::insertSeed(const QString& method, Placement placement)
{
    const QString seed = codelab::seedSource(method);
    if (seed.isEmpty())
        return false;
    const QString text = codelab::translateComments(seed);
    if (placement == Placement::Ask && !editor_->document()->isEmpty()) {
        QMessageBox box(QMessageBox::Question, tr("Start from the book's method"),
                        tr("The editor already holds code. Replace it with %1, or add %1 at the end?").arg(method),
                        QMessageBox::Cancel, this);
        QPushButton* replace = box.addButton(tr("Replace"), QMessageBox::DestructiveRole);
        QPushButton* append = box.addButton(tr("Add at the end"), QMessageBox::AcceptRole);
        box.setDefaultButton(append);
        box.exec();
        if (box.clickedButton() == replace)
            placement = Placement::Replace;
        else if (box.clickedButton() == append)
            placement = Placement::Append;
        else
            return false;
    }
    if (placement == Placement::Append && !editor_->document()->isEmpty()) {
        // One undoable edit, a blank line between the methods.
        QTextCursor c(editor_->document());
        c.movePosition(QTextCursor::End);
        QString joint = editor_->toPlainText().endsWith(QLatin1Char('\n')) ? QStringLiteral("\n") : QStringLiteral("\n\n");
        c.insertText(joint + text);
        editor_->setTextCursor(c);
    } else {
        // Through a cursor, not setPlainText, so that Ctrl+Z brings the replaced code back.
        QTextCursor c(editor_->document());
        c.select(QTextCursor::Document);
        c.insertText(text);
        c.movePosition(QTextCursor::Start);
        editor_->setTextCursor(c);
    }
    editor_->setFocus();
    statusKind_ = Status::Inserted;
    statusArg_ = method;
    retranslateUi();
    return true;
}

void CodePanel::run()
{
    editor_->clearErrors();
    statusKind_ = Status::Running;
    retranslateUi();
    emit runRequested(source());
}

void CodePanel::showError(int line, const QString& message)
{
    editor_->clearErrors();
    markedSource_ = source();
    if (line > 0)
        editor_->markError(line, message);
    statusKind_ = Status::Error;
    statusArg_ = message;
    errorLine_ = line;
    retranslateUi();
}

void CodePanel::showApplied(const QString& summary)
{
    editor_->clearErrors();
    statusKind_ = Status::Applied;
    statusArg_ = summary;
    retranslateUi();
}

void CodePanel::showReady()
{
    editor_->clearErrors();
    statusKind_ = Status::Ready;
    retranslateUi();
}

void CodePanel::setStatus(const QString& text, bool error)
{
    status_->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, CodeColours::forBase(palette().color(QPalette::Base)).errorMarker);
    status_->setPalette(p);
}

void CodePanel::fillSeedChooser()
{
    seeds_->clear();
    seeds_->addItem(tr("Start from the book's method…"));
    for (const codelab::SeedMethod& m : codelab::seedMethods()) {
        const QString term = QCoreApplication::translate("CodePanel", m.term);
        // English needs no gloss after the code name; other languages get the behaviour's name.
        const bool glossed = term != QLatin1String(m.term);
        seeds_->addItem(glossed ? QStringLiteral("%1 — %2").arg(QLatin1String(m.signature), term) : QString::fromLatin1(m.signature),
                        QString::fromLatin1(m.name));
        seeds_->setItemData(seeds_->count() - 1, term, Qt::ToolTipRole);
    }
    // The list may be wider than the dock; the closed chooser keeps the dock's width.
    // (Measured by hand: the view has no size hints of its own before it is first shown.)
    const QFontMetrics fm(seeds_->view()->font());
    int widest = 0;
    for (int i = 0; i < seeds_->count(); ++i)
        widest = std::max(widest, fm.horizontalAdvance(seeds_->itemText(i)));
    seeds_->view()->setMinimumWidth(widest + 2 * fm.horizontalAdvance(QLatin1Char('M')) + 2 * seeds_->view()->frameWidth());
}

void CodePanel::retranslateUi()
{
    setWindowTitle(tr("Code"));
    fillSeedChooser();
    seeds_->setToolTip(tr("Put one of the book's methods, in JavaScript, into the editor, with its comments in your language"));
    seeds_->setAccessibleName(tr("Start from the book's method"));
    editor_->setAccessibleName(tr("Code editor"));
    editor_->setAccessibleDescription(tr("JavaScript methods named like the book's; errors are marked at their line"));
    run_->setText(tr("Run"));
    run_->setToolTip(tr("Use this code from the current frame on (Ctrl+Return)"));
    // Not "Reset": the transport bar's Reset (frame 0) sits a few centimetres away on a projector.
    reset_->setText(tr("Built-in methods"));
    reset_->setToolTip(tr("Back to the built-in methods"));
    switch (statusKind_) {
    case Status::Ready:
        setStatus(tr("Write a method named like the book's (seek, flee, …) and press Run."), false);
        break;
    case Status::Inserted:
        setStatus(tr("The book's %1 is in the editor; press Run to use it.").arg(statusArg_), false);
        break;
    case Status::Running:
        setStatus(tr("Applying the code…"), false);
        break;
    case Status::Applied:
        setStatus(tr("Applied: %1").arg(statusArg_), false);
        break;
    case Status::Error:
        // With a line, the message is under the editor beside the marked line: the status says
        // only what it means for the stage.
        setStatus(errorLine_ > 0 ? tr("Not applied: the error is on line %1. The vehicles go on as before.").arg(errorLine_)
                                 : tr("Not applied: %1 The vehicles go on as before.").arg(statusArg_),
                  true);
        break;
    case Status::Reset:
        setStatus(tr("Back to the built-in methods."), false);
        break;
    }
}

void CodePanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (e->type() == QEvent::FontChange)
        fillSeedChooser(); // the open list's width, for the classroom's text size
    QWidget::changeEvent(e);
}

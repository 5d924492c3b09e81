#include "lesson_text_dialog.h"

#include "language.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextEdit>
#include <QTextList>
#include <QVBoxLayout>

namespace {

// Qt 6.4 reads <code> as the family "monospace" without fixed pitch; older files and pasted text
// may say Courier. Checking only for Courier once turned every <code> of the English notes into
// plain text when a teacher edited them.
bool isCode(const QTextCharFormat& cf)
{
    if (cf.fontFixedPitch())
        return true;
    const QString families = cf.fontFamilies().toStringList().join(QLatin1Char(',')).toLower();
    return families.contains(QLatin1String("monospace")) || families.contains(QLatin1String("courier"));
}
} // namespace

QString LessonTextDialog::simpleHtml(const QTextDocument& doc)
{
    QString out;
    bool inList = false;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        QString line;
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            QString t = f.text().toHtmlEscaped();
            t.replace(QChar::LineSeparator, QStringLiteral("<br>"));
            const QTextCharFormat cf = f.charFormat();
            if (isCode(cf))
                t = QStringLiteral("<code>") + t + QStringLiteral("</code>");
            if (f.charFormat().fontItalic())
                t = QStringLiteral("<i>") + t + QStringLiteral("</i>");
            if (f.charFormat().fontWeight() >= QFont::Bold)
                t = QStringLiteral("<b>") + t + QStringLiteral("</b>");
            line += t;
        }
        const bool item = b.textList() != nullptr;
        if (item && !inList)
            out += QStringLiteral("<ul>");
        if (!item && inList)
            out += QStringLiteral("</ul>");
        inList = item;
        if (item)
            out += QStringLiteral("<li>") + line + QStringLiteral("</li>");
        else if (!line.trimmed().isEmpty())
            out += QStringLiteral("<p>") + line + QStringLiteral("</p>");
    }
    if (inList)
        out += QStringLiteral("</ul>");
    return out;
}

LessonTextDialog::LessonTextDialog(const lessons::LocalText& title, const lessons::LocalText& notes, QWidget* parent)
    : QDialog(parent), notes0_(notes)
{
    setObjectName(QStringLiteral("lessonTextDialog"));
    setWindowTitle(tr("Lesson title and notes"));
    auto* layout = new QVBoxLayout(this);
    tabs_ = new QTabWidget;
    for (int i = 0; i < 3; ++i) {
        auto* page = new QWidget;
        auto* form = new QVBoxLayout(page);
        auto* titleRow = new QFormLayout;
        title_[i] = new QLineEdit(title.at(i));
        title_[i]->setObjectName(QStringLiteral("lessonTitle_") + QLatin1String(lessons::LocalText::kLanguages[i]));
        titleRow->addRow(tr("Title:"), title_[i]);
        form->addLayout(titleRow);
        notes_[i] = new QTextEdit;
        notes_[i]->setObjectName(QStringLiteral("lessonNotes_") + QLatin1String(lessons::LocalText::kLanguages[i]));
        notes_[i]->setAcceptRichText(true);
        notes_[i]->setHtml(notes.at(i));
        auto* tools = new QHBoxLayout;
        auto* bold = new QPushButton(tr("Bold"));
        auto* italic = new QPushButton(tr("Italic"));
        auto* list = new QPushButton(tr("Bulleted list"));
        QTextEdit* edit = notes_[i];
        connect(bold, &QPushButton::clicked, this, [edit] {
            edit->setFontWeight(edit->fontWeight() >= QFont::Bold ? QFont::Normal : QFont::Bold);
        });
        connect(italic, &QPushButton::clicked, this, [edit] { edit->setFontItalic(!edit->fontItalic()); });
        connect(list, &QPushButton::clicked, this, [edit] {
            QTextCursor c = edit->textCursor();
            if (QTextList* l = c.currentList()) {
                l->remove(c.block());
                QTextBlockFormat f = c.blockFormat();
                f.setIndent(0);
                c.setBlockFormat(f);
            } else {
                c.createList(QTextListFormat::ListDisc);
            }
        });
        for (QPushButton* b : {bold, italic, list}) {
            b->setFocusPolicy(Qt::NoFocus);
            tools->addWidget(b);
        }
        tools->addStretch(1);
        form->addWidget(new QLabel(tr("Notes, shown beside the stage in this language:")));
        form->addLayout(tools);
        form->addWidget(notes_[i], 1);
        tabs_->addTab(page, language::nativeName(QLatin1String(lessons::LocalText::kLanguages[i])));
    }
    // The interface language's tab first in view: that is where the teacher writes.
    for (int i = 0; i < 3; ++i)
        if (language::current() == QLatin1String(lessons::LocalText::kLanguages[i]))
            tabs_->setCurrentIndex(i);
    layout->addWidget(tabs_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(620, 480);
}

lessons::LocalText LessonTextDialog::title() const
{
    lessons::LocalText t;
    for (int i = 0; i < 3; ++i)
        t.at(i) = title_[i]->text().trimmed();
    return t;
}

lessons::LocalText LessonTextDialog::notes() const
{
    lessons::LocalText t;
    for (int i = 0; i < 3; ++i)
        // Untouched notes stay as written (a title change must not rewrite them).
        t.at(i) = notes_[i]->document()->isModified() ? simpleHtml(*notes_[i]->document()) : notes0_.at(i);
    return t;
}

#include "code_editor.h"

#include "js_highlighter.h"

#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>

// The gutter is a child widget over the viewport's left margin; the editor paints it, since the
// block geometry it needs is protected in QPlainTextEdit.
class CodeEditorGutter : public QWidget {
public:
    explicit CodeEditorGutter(CodeEditor* editor) : QWidget(editor), editor_(editor) {}
    QSize sizeHint() const override { return {editor_->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* e) override { editor_->paintGutter(e); }
    bool event(QEvent* e) override { return editor_->gutterEvent(e) || QWidget::event(e); }

private:
    CodeEditor* editor_;
};

namespace {
constexpr int kTabSpaces = 4;

// Monospace for the code, Chinese comments from Noto's CJK monospace. Only the families are set, so
// the size is still inherited: the application font's, which the classroom's text size sets
// (Qt posts the change to every widget and resolves the unset attributes again).
QFont codeFamilies()
{
    QFont f;
    f.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono CJK SC"),
                   QStringLiteral("monospace")});
    f.setStyleHint(QFont::Monospace);
    f.setFixedPitch(true);
    return f;
}
} // namespace

CodeEditor::CodeEditor(QWidget* parent)
    : QPlainTextEdit(parent), gutter_(new CodeEditorGutter(this)), message_(new QLabel(this)),
      highlighter_(new JsHighlighter(document()))
{
    setFont(codeFamilies());
    // Long lines wrap: in a dock a third of the screen wide the seeds' comments would otherwise
    // run off to the right. A wrapped line keeps one number, on its first row.
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setAutoFillBackground(true);
    message_->setContentsMargins(4, 2, 4, 2);
    message_->hide();
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeEditor::updateMargins);
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEditor::updateGutter);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, &CodeEditor::updateSelections);
    applyColours();
    updateMargins();
    updateSelections();
}

// The gutter forwards its events to the editor: it goes first, so that none reaches an editor whose
// own part is already destroyed (~QWidget closes the window and deactivates its children; UBSan saw
// the gutter call into the half-destroyed editor).
CodeEditor::~CodeEditor()
{
    // Nor any signal of the editor's own or its document's reaches the slots that paint the gutter.
    disconnect(this, nullptr, this, nullptr);
    document()->disconnect(this);
    delete gutter_;
    gutter_ = nullptr;
}

int CodeEditor::gutterWidth() const
{
    int digits = 1;
    for (int n = std::max(1, blockCount()); n >= 10; n /= 10)
        ++digits;
    const QFontMetrics fm(font());
    // Room for the error marker (a disc as tall as the line) left of the numbers.
    return fm.height() + fm.horizontalAdvance(QLatin1Char('9')) * digits + fm.horizontalAdvance(QLatin1Char(' '));
}

void CodeEditor::updateMargins()
{
    const int bottom = message_->isVisible() ? message_->heightForWidth(std::max(1, contentsRect().width())) : 0;
    setViewportMargins(gutterWidth(), 0, 0, bottom);
    placeChildren();
}

void CodeEditor::placeChildren()
{
    // The margins reserved by updateMargins: the gutter left of the viewport, the message between
    // the viewport and the horizontal scroll bar.
    const QRect cr = contentsRect();
    const QRect view = viewport()->geometry();
    gutter_->setGeometry(QRect(cr.left(), view.top(), gutterWidth(), view.height()));
    if (message_->isVisible())
        message_->setGeometry(QRect(cr.left(), view.bottom() + 1, cr.width(), message_->heightForWidth(std::max(1, cr.width()))));
}

void CodeEditor::resizeEvent(QResizeEvent* e)
{
    QPlainTextEdit::resizeEvent(e);
    updateMargins();
}

void CodeEditor::updateGutter(const QRect& rect, int dy)
{
    if (dy)
        gutter_->scroll(0, dy);
    else
        gutter_->update(0, rect.y(), gutter_->width(), rect.height());
    if (rect.contains(viewport()->rect()))
        updateMargins();
}

void CodeEditor::paintGutter(QPaintEvent* e)
{
    const CodeColours& colours = highlighter_->colours();
    QPainter p(gutter_);
    p.fillRect(e->rect(), palette().color(QPalette::Window));
    const QFontMetrics fm(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    int bottom = top + qRound(blockBoundingRect(block).height());
    while (block.isValid() && top <= e->rect().bottom()) {
        if (block.isVisible() && bottom >= e->rect().top()) {
            const int line = block.blockNumber() + 1;
            const bool error = errors_.contains(line);
            if (error) {
                // The marker: a red disc with a white bar, read as "stop here" without colour too.
                const int d = fm.height() - 4;
                const double rowHeight = block.layout() && block.layout()->lineCount() > 0 ? block.layout()->lineAt(0).height() : fm.height();
                const QRectF disc(2, top + (rowHeight - d) / 2.0, d, d);
                p.setRenderHint(QPainter::Antialiasing);
                p.setPen(Qt::NoPen);
                p.setBrush(colours.errorMarker);
                p.drawEllipse(disc);
                p.setBrush(Qt::white);
                p.drawRect(QRectF(disc.center().x() - d * 0.3, disc.center().y() - d * 0.08, d * 0.6, d * 0.16));
            }
            QFont f = font();
            f.setBold(error || block == textCursor().block());
            p.setFont(f);
            p.setPen(error ? colours.errorMarker : colours.gutterText);
            // Centred on the block's first row, which a Chinese comment makes taller than the font.
            const QTextLayout* layout = block.layout();
            const int rowHeight = layout && layout->lineCount() > 0 ? qRound(layout->lineAt(0).height()) : fm.height();
            p.drawText(0, top, gutter_->width() - fm.horizontalAdvance(QLatin1Char(' ')) / 2, rowHeight,
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(line));
            // A wrapped line's further rows get a hook instead of a number: they are not new lines,
            // however far left the wrap puts them.
            p.setFont(font());
            p.setPen(colours.gutterText);
            for (int row = 1; layout && row < layout->lineCount(); ++row)
                p.drawText(0, top + qRound(layout->lineAt(row).y()), gutter_->width() - fm.horizontalAdvance(QLatin1Char(' ')) / 2,
                           qRound(layout->lineAt(row).height()), Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("\u21AA"));
        }
        block = block.next();
        top = bottom;
        bottom = top + qRound(blockBoundingRect(block).height());
    }
}

int CodeEditor::lineAt(const QPoint& viewportPos) const
{
    return cursorForPosition(viewportPos).blockNumber() + 1;
}

QString CodeEditor::errorTip(int line) const
{
    return errors_.value(line);
}

bool CodeEditor::gutterEvent(QEvent* e)
{
    if (e->type() != QEvent::ToolTip)
        return false;
    auto* help = static_cast<QHelpEvent*>(e);
    const QString tip = errorTip(lineAt(QPoint(0, help->pos().y())));
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), tip, gutter_);
    return true;
}

bool CodeEditor::viewportEvent(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const QString tip = errorTip(lineAt(help->pos()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(e);
}

void CodeEditor::markError(int line, const QString& message)
{
    line = std::clamp(line, 1, std::max(1, blockCount()));
    errors_.insert(line, message);
    updateMessage();
    updateSelections();
    gutter_->update();
}

void CodeEditor::clearErrors()
{
    if (errors_.isEmpty())
        return;
    errors_.clear();
    updateMessage();
    updateSelections();
    gutter_->update();
}

void CodeEditor::updateMessage()
{
    QStringList lines;
    for (auto it = errors_.cbegin(); it != errors_.cend(); ++it)
        lines << tr("Line %1: %2").arg(it.key()).arg(it.value());
    message_->setText(lines.join(QLatin1Char('\n')));
    message_->setVisible(!lines.isEmpty());
    updateMargins();
}

void CodeEditor::updateSelections()
{
    const CodeColours& colours = highlighter_->colours();
    QList<QTextEdit::ExtraSelection> selections;
    const int current = textCursor().blockNumber() + 1;
    if (!isReadOnly() && !errors_.contains(current)) {
        QTextEdit::ExtraSelection lit;
        lit.format.setBackground(colours.currentLine);
        lit.format.setProperty(QTextFormat::FullWidthSelection, true);
        lit.cursor = textCursor();
        lit.cursor.clearSelection();
        selections << lit;
    }
    for (auto it = errors_.cbegin(); it != errors_.cend(); ++it) {
        const QTextBlock block = document()->findBlockByNumber(it.key() - 1);
        if (!block.isValid())
            continue;
        QTextEdit::ExtraSelection marked;
        marked.format.setBackground(colours.errorLine);
        marked.format.setProperty(QTextFormat::FullWidthSelection, true);
        marked.format.setToolTip(it.value());
        // The whole block, every row of a wrapped line.
        marked.cursor = QTextCursor(block);
        marked.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        selections << marked;
    }
    setExtraSelections(selections);
    gutter_->update(); // the current line's number is bold
}

void CodeEditor::applyColours()
{
    const CodeColours colours = CodeColours::forBase(palette().color(QPalette::Base));
    highlighter_->setColours(colours);
    QPalette messagePalette = message_->palette();
    messagePalette.setColor(QPalette::Window, colours.errorLine);
    messagePalette.setColor(QPalette::WindowText, palette().color(QPalette::Text));
    message_->setPalette(messagePalette);
    updateSelections();
}

void CodeEditor::changeEvent(QEvent* e)
{
    QPlainTextEdit::changeEvent(e);
    if (e->type() == QEvent::FontChange) {
        setTabStopDistance(QFontMetricsF(font()).horizontalAdvance(QLatin1Char(' ')) * kTabSpaces);
        updateMargins();
    } else if (e->type() == QEvent::PaletteChange) {
        applyColours();
    } else if (e->type() == QEvent::LanguageChange) {
        updateMessage();
    }
}

void CodeEditor::keyPressEvent(QKeyEvent* e)
{
    const bool enter = e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter;
    if (enter && (e->modifiers() & Qt::ControlModifier)) {
        emit runRequested();
        return;
    }
    if (e->key() == Qt::Key_Tab && e->modifiers() == Qt::NoModifier) {
        // Spaces, not a tab character: the listings are indented with spaces, and a pasted method
        // then lines up the same in any editor.
        insertPlainText(QString(kTabSpaces, QLatin1Char(' ')));
        return;
    }
    QPlainTextEdit::keyPressEvent(e);
}

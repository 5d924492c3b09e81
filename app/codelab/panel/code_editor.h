#pragma once
// The code lab's editor (issue #34): JavaScript with line numbers in a gutter, the current line
// lit, errors marked at their line (red line, a marker in the gutter, the message under the text
// and as the line's tooltip). Tab inserts four spaces; Ctrl+Return asks to run.
// The text is monospace (DejaVu Sans Mono, Chinese from Noto Sans Mono CJK) at the application
// font's size, so the classroom's text size (TextScale sets the application font) reaches it as it
// reaches every panel; the gutter grows with the digits and the font.
#include <QMap>
#include <QPlainTextEdit>

class QLabel;
class JsHighlighter;

class CodeEditor : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit CodeEditor(QWidget* parent = nullptr);
    ~CodeEditor() override;

    // Width of the line-number gutter: enough digits for the last line, and the error marker.
    int gutterWidth() const;
    // `line` counts from 1, as engines report them; a line past the end marks the last one.
    void markError(int line, const QString& message);
    void clearErrors();
    // Lines marked, from 1, with their messages.
    const QMap<int, QString>& errors() const { return errors_; }
    JsHighlighter* highlighter() const { return highlighter_; }
    // The label under the text that shows the marked errors' messages.
    QLabel* messageLabel() const { return message_; }

signals:
    void runRequested();

protected:
    void resizeEvent(QResizeEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void changeEvent(QEvent* e) override;
    bool viewportEvent(QEvent* e) override;

private:
    friend class CodeEditorGutter;
    void paintGutter(QPaintEvent* e);
    bool gutterEvent(QEvent* e);
    void updateMargins();
    void placeChildren();
    void updateGutter(const QRect& rect, int dy);
    void updateSelections();
    void updateMessage();
    void applyColours();
    int lineAt(const QPoint& viewportPos) const;
    QString errorTip(int line) const;

    QWidget* gutter_;
    QLabel* message_;
    JsHighlighter* highlighter_;
    QMap<int, QString> errors_;
};

#pragma once
// The Code panel (issue #34), for a dock: the editor, "Start from the book's method" (starter code
// from the seeds with their comments in the interface language), Run, Reset and a status line.
// It does not run anything itself: the window connects runRequested and resetRequested to the
// script engine and reports back through showApplied and showError.
#include <QWidget>

class CodeEditor;
class QComboBox;
class QLabel;
class QPushButton;

class CodePanel : public QWidget {
    Q_OBJECT
public:
    explicit CodePanel(QWidget* parent = nullptr);

    CodeEditor* editor() const { return editor_; }
    QString source() const;
    // Replaces the text (a lesson's script), clearing the marks; the status is left as it is.
    void setSource(const QString& source);

    // How a starter is put in when the editor already holds code.
    enum class Placement { Ask, Replace, Append };
    // Puts the named seed method in (see seedMethods()), its comments translated. With Ask and a
    // non-empty editor the user chooses Replace, Add at the end or Cancel. False if nothing changed.
    bool insertSeed(const QString& method, Placement placement = Placement::Ask);

    // The widgets, for tests and for the window's key and focus handling.
    QComboBox* seedChooser() const { return seeds_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* resetButton() const { return reset_; }
    QLabel* statusLabel() const { return status_; }

public slots:
    // The engine refused the script: `line` from 1 (0 when it has none), the message translated.
    void showError(int line, const QString& message);
    // The engine took the script: `summary` says what it replaced ("seek, flee for 3 vehicles").
    void showApplied(const QString& summary);
    // Back to the first words, marks cleared (after Reset was applied, a lesson opened).
    void showReady();
    void run();

signals:
    void runRequested(const QString& source);
    void resetRequested();

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void fillSeedChooser();
    void setStatus(const QString& text, bool error);

    QLabel* seedLabel_;
    QComboBox* seeds_;
    CodeEditor* editor_;
    QPushButton* run_;
    QPushButton* reset_;
    QLabel* status_;
    enum class Status { Ready, Inserted, Running, Applied, Error, Reset } statusKind_ = Status::Ready;
    QString statusArg_;
    int errorLine_ = 0;
    QString markedSource_; // the text the marked errors belong to
};

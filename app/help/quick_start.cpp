#include "quick_start.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

QuickStartDialog::QuickStartDialog(QWidget* window, const Actions& actions)
    : QDialog(window), actions_(actions), page_(new QTextBrowser(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("quickStart"));
    auto* layout = new QVBoxLayout(this);
    page_->setObjectName(QStringLiteral("quickStartPage"));
    page_->setOpenLinks(false);
    layout->addWidget(page_, 1);
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(600, 480);
    rebuild();
}

QString QuickStartDialog::keys(const QAction* action)
{
    QStringList out;
    for (const QKeySequence& k : action->shortcuts())
        out << QStringLiteral("<b>%1</b>").arg(k.toString(QKeySequence::NativeText).toHtmlEscaped());
    return out.join(QStringLiteral(" / "));
}

void QuickStartDialog::rebuild()
{
    setWindowTitle(tr("Quick start"));
    const QStringList steps{
        tr("<b>Pick a scenario.</b> Click a row of the <i>Scenarios</i> list on the left. The scenario starts "
           "at frame 0 with the articles' parameters."),
        tr("<b>Play and step.</b> %1 plays and pauses; %2 and %3 show the previous and the next frame, exactly "
           "as computed on the way forward. Drag the timeline to any frame; %4 goes to frame 0 and %5 to the "
           "last frame, keeping everything recorded.")
            .arg(keys(actions_.playPause), keys(actions_.stepBack), keys(actions_.stepForward), keys(actions_.rewind),
                 keys(actions_.goToEnd)),
        tr("<b>Select a vehicle.</b> Click it on the stage: its vectors are drawn strongest and the "
           "<i>Formulas</i> panel shows the next step it takes, with this frame's numbers."),
        tr("<b>Read the formulas.</b> Each numbered line computes one vector. Point at a line to light up its "
           "vector on the stage, or at a vector to light up its lines."),
        tr("<b>Drag the targets.</b> Drag the target marker, a circle in <i>avoid</i> or a waypoint in "
           "<i>path</i>, or change a parameter on the left: the vectors follow at once. A change at an "
           "earlier frame replaces the later frames (hatched on the timeline); %1 undoes it and brings them "
           "back.")
            .arg(keys(actions_.undo)),
        tr("<b>Save a picture.</b> <i>File → Save picture</i> (%1) writes the frame with its vectors and "
           "legend as PNG or SVG, for slides.")
            .arg(keys(actions_.savePicture)),
    };
    QString html = QStringLiteral("<h3>%1</h3><ol>").arg(tr("Quick start").toHtmlEscaped());
    for (const QString& s : steps)
        html += QStringLiteral("<li style=\"margin-bottom:8px\">%1</li>").arg(s);
    html += QStringLiteral("</ol><p>%1</p>").arg(tr("%1 lists every key.").arg(keys(actions_.shortcuts)));
    page_->setHtml(html);
    buttons_->button(QDialogButtonBox::Close)->setText(tr("Close"));
}

QString QuickStartDialog::plainText() const { return page_->toPlainText(); }

void QuickStartDialog::showEvent(QShowEvent* e)
{
    rebuild();
    QDialog::showEvent(e);
}

void QuickStartDialog::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        QMetaObject::invokeMethod(this, &QuickStartDialog::rebuild, Qt::QueuedConnection);
    QDialog::changeEvent(e);
}

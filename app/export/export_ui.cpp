#include "export_ui.h"

#include "annotation_layer.h"
#include "compare_mode.h"
#include "controller.h"
#include "display_texts.h"
#include "language.h"
#include "lesson_session.h"
#include "stage_view.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>

#include <algorithm>
#include <limits>

namespace {
const QList<QSize> kSizes{QSize(1280, 720), QSize(1920, 1080)};

QString defaultFolder()
{
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return pictures.isEmpty() ? QDir::homePath() : pictures;
}
} // namespace

ExportUi::ExportUi(QMainWindow* window, const Parts& parts) : QObject(window), w_(window), parts_(parts)
{
    animation_ = new QAction(w_);
    animation_->setObjectName(QStringLiteral("exportAnimation"));
    worksheet_ = new QAction(w_);
    worksheet_->setObjectName(QStringLiteral("exportWorksheet"));
    connect(animation_, &QAction::triggered, this, &ExportUi::exportAnimation);
    connect(worksheet_, &QAction::triggered, this, &ExportUi::exportWorksheet);
    // After "Save picture" in the File menu: the other ways to take the frame to a slide.
    QMenu* file = parts_.fileMenu;
    const QList<QAction*> actions = file->actions();
    const qsizetype at = actions.indexOf(parts_.savePicture);
    file->insertActions(at < 0 ? nullptr : actions.value(at + 1), {animation_, worksheet_}); // none: at the end
    w_->installEventFilter(this);
    retranslateUi();
}

bool ExportUi::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == w_ && e->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, e);
}

void ExportUi::retranslateUi()
{
    texts::setActionTexts(animation_, tr("Export animation…"),
                          tr("Frames of the stage as an animated GIF, an MP4 video or PNG images, for slides"));
    texts::setActionTexts(worksheet_, tr("Export worksheet…"),
                          tr("A PDF page with the picture of this frame and its formulas with numbers, to hand out"));
}

exporting::AnimationJob ExportUi::animationJob() const
{
    exporting::AnimationJob job;
    const Controller* c = parts_.controller;
    job.from = 0;
    job.to = c->lastFrame();
    job.overlay = parts_.stage->overlay();
    job.overlay.uiScale *= parts_.stage->textScale(); // the classroom's text size, as on the stage
    // An animation plays in front of a class, as presentation mode: no legend unless the teacher
    // asked for it there (the lesson's legendInShows, or the export dialog's box).
    job.overlay.legend = job.overlay.legend && job.overlay.legendInShows;
    job.selected = c->selected();
    LessonSession* session = parts_.session;
    const QString lang = language::current();
    job.notesAt = [session, lang](std::int64_t frame) {
        return AnnotationLayer::notesAt(session->annotations(), frame, lang);
    };
    job.trails = parts_.stage->trailsEnabled();
    if (const CompareMode* mode = parts_.compare)
        job.panes = mode->specTexts();
    return job;
}

diagrams::Picture ExportUi::windowPicture() const
{
    Controller* c = parts_.controller;
    StageView* stage = parts_.stage;
    diagrams::Picture picture;
    picture.selected = c->selected();
    picture.overlay = stage->overlay();
    picture.overlay.uiScale *= stage->textScale(); // the classroom's text size, as on the stage
    // A PNG or SVG picture goes on a slide or a worksheet as the teacher saw it: its legend is the
    // one the stage shows now (none in presentation mode unless asked for there), in its form.
    // Nobody can hover over a picture, so the folded chip is left out (renderPicture).
    picture.overlay.legend = stage->legendShown();
    picture.frame = c->frame();
    const bool trails = stage->trailsEnabled();
    CompareMode* mode = parts_.compare;
    const QStringList captions = mode && mode->isOn() ? mode->captions() : QStringList();
    picture.panes.push_back({c->world(), trails ? c->trailPositions(StageView::kTrailFrames) : diagrams::Trails{},
                             captions.value(0), parts_.annotations->notesShown()});
    if (mode && mode->isOn())
        for (int k = 0; k < mode->paneCount(); ++k)
            picture.panes.push_back({mode->paneView(k)->world(), trails ? mode->paneTrails(k) : diagrams::Trails{},
                                     captions.value(k + 1), {}});
    return picture;
}

exporting::WorksheetJob ExportUi::worksheetJob() const
{
    exporting::WorksheetJob job;
    const Controller* c = parts_.controller;
    job.title = parts_.session->lesson().title.isEmpty()
                    ? texts::scenarioName(QString::fromLatin1(c->scenario().key.data(), qsizetype(c->scenario().key.size())))
                    : parts_.session->displayName(language::current());
    job.languages = {language::current()};
    job.overlay = parts_.stage->overlay();
    job.selected = c->selected();
    job.notes = parts_.annotations->notesShown();
    return job;
}

QString ExportUi::runAnimation(const exporting::AnimationJob& job)
{
    parts_.controller->pause();
    QProgressDialog progress(tr("Exporting frames…"), tr("Cancel"), 0, int(job.to - job.from + 1), w_);
    progress.setObjectName(QStringLiteral("exportProgress"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    bool cancelled = false;
    const QString err = exporting::exportAnimation(*parts_.controller, job, [&progress](int done, int) {
        progress.setValue(done);
        QCoreApplication::processEvents(); // the Cancel button
        return !progress.wasCanceled();
    }, &cancelled);
    progress.reset();
    if (!err.isEmpty())
        QMessageBox::warning(w_, tr("Export animation"), err);
    else if (cancelled)
        w_->statusBar()->showMessage(tr("Export cancelled: no file was written."), 10000);
    else
        w_->statusBar()->showMessage(tr("Animation saved to %1").arg(QDir::toNativeSeparators(job.path)), 10000);
    return err;
}

void ExportUi::exportAnimation()
{
    parts_.controller->pause();
    const QString lesson = parts_.session->path();
    AnimationDialog d(animationJob(), parts_.controller->lastFrame(), w_, lesson);
    if (d.exec() != QDialog::Accepted)
        return;
    runAnimation(d.job());
}

void ExportUi::exportWorksheet()
{
    parts_.controller->pause();
    exporting::WorksheetJob job = worksheetJob();
    // One language, or the interface language with a second one for bilingual classes.
    QStringList choices{tr("Only %1").arg(language::nativeName(language::current()))};
    QStringList codes{QString()};
    for (const QString& code : language::available())
        if (code != language::current()) {
            choices << tr("%1 and %2").arg(language::nativeName(language::current()), language::nativeName(code));
            codes << code;
        }
    bool ok = false;
    const QString choice = QInputDialog::getItem(w_, tr("Export worksheet"), tr("Formulas in:"), choices, 0, false, &ok);
    if (!ok)
        return;
    if (const QString second = codes.value(choices.indexOf(choice)); !second.isEmpty())
        job.languages << second;
    job.path = QFileDialog::getSaveFileName(w_, tr("Export worksheet"), QDir(defaultFolder()).filePath(QStringLiteral("worksheet.pdf")),
                                            tr("PDF document (*.pdf)"));
    if (job.path.isEmpty())
        return;
    if (!job.path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        job.path += QStringLiteral(".pdf");
    const QString err = exporting::writeWorksheet(parts_.controller->world(), job);
    if (!err.isEmpty())
        QMessageBox::warning(w_, tr("Export worksheet"), err);
    else
        w_->statusBar()->showMessage(tr("Worksheet saved to %1").arg(QDir::toNativeSeparators(job.path)), 10000);
}

namespace {
QString rangeKey(const QString& lessonKey)
{
    // A lesson's own range under its path (slashes would make settings groups of it).
    if (lessonKey.isEmpty())
        return QStringLiteral("export/range");
    return QStringLiteral("export/lessonRange/") + QString::fromLatin1(lessonKey.toUtf8().toBase64(QByteArray::Base64UrlEncoding));
}
} // namespace

AnimationDialog::AnimationDialog(const exporting::AnimationJob& job, qint64 lastFrame, QWidget* parent, const QString& lessonKey)
    : QDialog(parent), job_(job), lessonKey_(lessonKey)
{
    setObjectName(QStringLiteral("animationDialog"));
    setWindowTitle(tr("Export animation"));
    const QSettings settings;
    auto* form = new QFormLayout(this);
    auto* fileRow = new QHBoxLayout;
    QString path = job.path;
    if (path.isEmpty()) {
        const QString folder = settings.value(QStringLiteral("export/folder"), defaultFolder()).toString();
        const QString suffix = settings.value(QStringLiteral("export/suffix"), QStringLiteral("gif")).toString();
        path = QDir(folder).filePath(QStringLiteral("steering.") + suffix);
    }
    path_ = new QLineEdit(path);
    path_->setObjectName(QStringLiteral("animationPath"));
    auto* browse = new QPushButton(tr("Choose…"));
    fileRow->addWidget(path_, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("File:"), fileRow);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getSaveFileName(
            this, tr("Export animation"), path_->text(),
            tr("Animated GIF (*.gif);;MP4 video (*.mp4);;PNG images, numbered (*.png)"));
        if (!chosen.isEmpty())
            path_->setText(chosen);
    });
    const int last = int(std::min<qint64>(lastFrame, std::numeric_limits<int>::max()));
    // The range last exported (of this lesson, when one is open), within the frames there are now.
    qint64 from = job.from;
    qint64 to = job.to;
    const QVariant range = settings.value(rangeKey(lessonKey_));
    if (range.isValid() && range.toList().size() == 2) {
        from = range.toList().at(0).toLongLong();
        to = range.toList().at(1).toLongLong();
    }
    from_ = new QSpinBox;
    from_->setObjectName(QStringLiteral("animationFrom"));
    from_->setRange(0, last);
    from_->setValue(int(std::clamp<qint64>(from, 0, last)));
    to_ = new QSpinBox;
    to_->setObjectName(QStringLiteral("animationTo"));
    to_->setRange(0, last);
    to_->setValue(int(std::clamp<qint64>(to, from_->value(), last)));
    auto* frames = new QHBoxLayout;
    frames->addWidget(from_);
    frames->addWidget(new QLabel(QStringLiteral("–")));
    frames->addWidget(to_);
    frames->addStretch(1);
    form->addRow(tr("Frames:"), frames);
    size_ = new QComboBox;
    size_->setObjectName(QStringLiteral("animationSize"));
    for (const QSize& s : kSizes)
        size_->addItem(QStringLiteral("%1 × %2").arg(s.width()).arg(s.height()), s);
    size_->setCurrentIndex(std::max(0, size_->findData(settings.value(QStringLiteral("export/size"), job.size).toSize())));
    form->addRow(tr("Size:"), size_);
    formulas_ = new QCheckBox(tr("Formulas beside the stage"));
    formulas_->setObjectName(QStringLiteral("animationFormulas"));
    formulas_->setChecked(settings.value(QStringLiteral("export/formulas"), job.withFormulas).toBool());
    form->addRow(QString(), formulas_);
    // Trails as the window shows them now; the frame number as chosen last time.
    trails_ = new QCheckBox(tr("Trails"));
    trails_->setObjectName(QStringLiteral("animationTrails"));
    trails_->setChecked(job.trails);
    form->addRow(QString(), trails_);
    frameNumber_ = new QCheckBox(tr("Frame number"));
    frameNumber_->setObjectName(QStringLiteral("animationFrameNumber"));
    frameNumber_->setChecked(settings.value(QStringLiteral("export/frameNumber"), job.frameNumber).toBool());
    form->addRow(QString(), frameNumber_);
    // Off unless the lesson asks for the legend in animations (legendInShows): a class watching
    // an animation reads the labels at the arrows' tips.
    legend_ = new QCheckBox(tr("Legend"));
    legend_->setObjectName(QStringLiteral("animationLegend"));
    legend_->setChecked(job.overlay.legend);
    form->addRow(QString(), legend_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!exporting::formatFor(path_->text())) {
            QMessageBox::warning(this, windowTitle(), tr("The file name must end in .gif, .mp4 or .png."));
            return;
        }
        if (from_->value() > to_->value()) {
            QMessageBox::warning(this, windowTitle(), tr("The first frame comes after the last one."));
            return;
        }
        remember();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void AnimationDialog::remember() const
{
    QSettings settings;
    const QFileInfo file(path_->text());
    settings.setValue(QStringLiteral("export/folder"), file.absolutePath());
    settings.setValue(QStringLiteral("export/suffix"), file.suffix().toLower());
    settings.setValue(rangeKey(lessonKey_), QVariantList{qint64(from_->value()), qint64(to_->value())});
    settings.setValue(QStringLiteral("export/size"), size_->currentData().toSize());
    settings.setValue(QStringLiteral("export/formulas"), formulas_->isChecked());
    settings.setValue(QStringLiteral("export/frameNumber"), frameNumber_->isChecked());
}

exporting::AnimationJob AnimationDialog::job() const
{
    exporting::AnimationJob j = job_;
    j.path = path_->text();
    j.from = from_->value();
    j.to = to_->value();
    j.size = size_->currentData().toSize();
    j.withFormulas = formulas_->isChecked();
    j.trails = trails_->isChecked();
    j.frameNumber = frameNumber_->isChecked();
    j.overlay.legend = legend_->isChecked();
    if (j.overlay.legend && !job_.overlay.legend) // checked here: the teacher's choice for this animation
        j.overlay.legendInShows = true;
    return j;
}

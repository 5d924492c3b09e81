#include "annotation_dialog.h"

#include "language.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <limits>

namespace {
// The languages in the order the fields appear: the interface language first, where the teacher
// writes, then the others for a bilingual class.
QStringList fieldOrder()
{
    QStringList order{QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")};
    order.removeAll(language::current());
    order.prepend(language::current());
    return order;
}

QString& textIn(lessons::LocalText& t, const QString& lang)
{
    return lang == QLatin1String("zh_CN") ? t.zh_CN : lang == QLatin1String("ru") ? t.ru : t.en;
}
} // namespace

QList<QColor> AnnotationDialog::colours()
{
    return {QColor(0xd0, 0x40, 0x10), QColor(0xa0, 0x10, 0x60), QColor(0x20, 0x20, 0x20), QColor(0x60, 0x30, 0xb0)};
}

AnnotationDialog::AnnotationDialog(const lessons::Annotation& a, bool isNew, qint64 lastFrame, QWidget* parent)
    : QDialog(parent), a_(a)
{
    setObjectName(QStringLiteral("annotationDialog"));
    const bool arrow = a.kind == lessons::Annotation::Kind::Arrow;
    setWindowTitle(arrow ? (isNew ? tr("New arrow") : tr("Edit arrow")) : (isNew ? tr("New note") : tr("Edit note")));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    const QStringList order = fieldOrder();
    for (int i = 0; i < 3; ++i) {
        const QString lang = order[i];
        text_[i] = new QPlainTextEdit(textIn(a_.text, lang));
        text_[i]->setObjectName(QStringLiteral("annotationText_") + lang);
        text_[i]->setTabChangesFocus(true);
        text_[i]->setFixedHeight(text_[i]->fontMetrics().lineSpacing() * 3 + 12);
        const QString name = language::nativeName(lang);
        form->addRow(arrow ? tr("Label (%1, optional):").arg(name) : tr("Text (%1):").arg(name), text_[i]);
        connect(text_[i], &QPlainTextEdit::textChanged, this, &AnnotationDialog::check);
    }
    const int maxFrame = int(std::min<qint64>(std::numeric_limits<int>::max(), std::max<qint64>(lastFrame, a.lastFrame)));
    first_ = new QSpinBox;
    first_->setObjectName(QStringLiteral("annotationFirst"));
    first_->setRange(0, maxFrame);
    first_->setValue(int(a.firstFrame));
    last_ = new QSpinBox;
    last_->setObjectName(QStringLiteral("annotationLast"));
    last_->setRange(0, maxFrame);
    last_->setValue(int(a.lastFrame));
    form->addRow(tr("Shown from frame:"), first_);
    form->addRow(tr("to frame:"), last_);
    connect(first_, &QSpinBox::valueChanged, this, &AnnotationDialog::check);
    connect(last_, &QSpinBox::valueChanged, this, &AnnotationDialog::check);
    colour_ = new QComboBox;
    colour_->setObjectName(QStringLiteral("annotationColour"));
    const QStringList names{tr("Orange"), tr("Crimson"), tr("Black"), tr("Violet")};
    const QList<QColor> cs = colours();
    for (int i = 0; i < cs.size(); ++i) {
        QPixmap swatch(16, 16);
        swatch.fill(cs[i]);
        colour_->addItem(QIcon(swatch), names[i], cs[i]);
        if (cs[i] == a.color)
            colour_->setCurrentIndex(i);
    }
    form->addRow(tr("Colour:"), colour_);
    layout->addLayout(form);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    ok_ = buttons->button(QDialogButtonBox::Ok);
    if (!isNew) {
        QPushButton* del = buttons->addButton(tr("Delete"), QDialogButtonBox::DestructiveRole);
        del->setObjectName(QStringLiteral("annotationDelete"));
        connect(del, &QPushButton::clicked, this, [this] {
            remove_ = true;
            accept();
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    check();
    text_[0]->setFocus();
}

lessons::Annotation AnnotationDialog::annotation() const
{
    lessons::Annotation a = a_;
    const QStringList order = fieldOrder();
    for (int i = 0; i < 3; ++i)
        textIn(a.text, order[i]) = text_[i]->toPlainText().trimmed();
    a.firstFrame = first_->value();
    a.lastFrame = last_->value();
    a.color = colour_->currentData().value<QColor>();
    return a;
}

void AnnotationDialog::check()
{
    // A text note needs words in some language, and every note a non-empty range of frames.
    const lessons::Annotation a = annotation();
    const bool ok = (a.kind == lessons::Annotation::Kind::Arrow || !a.text.isEmpty()) && a.firstFrame <= a.lastFrame;
    if (ok_)
        ok_->setEnabled(ok);
}

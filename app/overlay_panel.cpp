#include "overlay_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace {
QIcon swatch(steer::ItemKind k)
{
    const diagrams::KindStyle& s = diagrams::styleFor(k);
    QPixmap pm(28, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    QPen pen(s.color, std::max<qreal>(2.0, s.width), s.pen);
    p.setPen(pen);
    p.drawLine(QPointF(2, 7), QPointF(26, 7));
    return QIcon(pm);
}
} // namespace

namespace {
enum LegendChoice { kCompact, kFull, kFolded }; // the legend form box's items
} // namespace

OverlayPanel::OverlayPanel(QWidget* parent)
    : QWidget(parent), kindsBox_(new QGroupBox(this)), all_(new QPushButton(this)), none_(new QPushButton(this)),
      scaleLabel_(new QLabel(this)), scale_(new QDoubleSpinBox(this)), labels_(new QCheckBox(this)),
      others_(new QCheckBox(this)), legend_(new QCheckBox(this)), legendForm_(new QComboBox(this)),
      legendInShows_(new QCheckBox(this)), names_(new QCheckBox(this)), triangle_(new QCheckBox(this)),
      magnifier_(new QCheckBox(this)), trails_(new QCheckBox(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* scaleRow = new QHBoxLayout;
    scaleRow->addWidget(scaleLabel_);
    scaleRow->addWidget(scale_);
    scaleRow->addStretch(1);
    scale_->setRange(1.0, 50.0);
    scale_->setDecimals(1);
    scale_->setSingleStep(1.0);
    scale_->setSuffix(QStringLiteral("×"));
    scale_->setObjectName(QStringLiteral("vectorScale"));
    scaleLabel_->setBuddy(scale_);
    layout->addLayout(scaleRow);
    for (QCheckBox* b : {labels_, others_, legend_})
        layout->addWidget(b);
    // Under the legend's box, indented: how it is drawn, and where else it shows.
    auto* legendRow = new QVBoxLayout;
    legendRow->setContentsMargins(20, 0, 0, 0);
    legendRow->addWidget(legendForm_);
    legendRow->addWidget(legendInShows_);
    layout->addLayout(legendRow);
    for (QCheckBox* b : {names_, triangle_, magnifier_, trails_})
        layout->addWidget(b);
    legendForm_->setObjectName(QStringLiteral("legendForm"));
    legendInShows_->setObjectName(QStringLiteral("legendInShows"));
    for (int i = 0; i < 3; ++i)
        legendForm_->addItem(QString());
    // Long Russian items must not widen the dock (as the kinds' word-wrapped names).
    legendForm_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    legendForm_->setMinimumContentsLength(12);
    labels_->setObjectName(QStringLiteral("labels"));
    others_->setObjectName(QStringLiteral("otherVehicles"));
    legend_->setObjectName(QStringLiteral("legend"));
    names_->setObjectName(QStringLiteral("vehicleNames"));
    triangle_->setObjectName(QStringLiteral("triangle"));
    magnifier_->setObjectName(QStringLiteral("magnifier"));
    trails_->setObjectName(QStringLiteral("trails"));

    auto* kindsLayout = new QVBoxLayout(kindsBox_);
    kindsLayout->setSpacing(1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(all_);
    buttons->addWidget(none_);
    buttons->addStretch(1);
    kindsLayout->addLayout(buttons);
    auto* grid = new QGridLayout;
    grid->setVerticalSpacing(1);
    grid->setColumnStretch(1, 1);
    kindsLayout->addLayout(grid);
    for (int i = 0; i < steer::kItemKindCount; ++i) {
        auto* b = new QCheckBox(kindsBox_);
        b->setIcon(swatch(steer::ItemKind(i)));
        b->setIconSize(QSize(28, 14));
        const auto id = steer::itemKindId(steer::ItemKind(i));
        b->setObjectName(QStringLiteral("kind_") + QString::fromLatin1(id.data(), qsizetype(id.size())));
        auto* label = new QLabel(kindsBox_);
        label->setWordWrap(true);
        label->setBuddy(b);
        label->installEventFilter(this);
        kinds_[std::size_t(i)] = b;
        kindLabels_[std::size_t(i)] = label;
        grid->addWidget(b, i, 0, Qt::AlignTop);
        grid->addWidget(label, i, 1);
        connect(b, &QCheckBox::toggled, this, &OverlayPanel::collect);
    }
    layout->addWidget(kindsBox_);
    layout->addStretch(1);

    connect(all_, &QPushButton::clicked, this, [this] {
        updating_ = true;
        for (QCheckBox* b : kinds_)
            b->setChecked(true);
        updating_ = false;
        collect();
    });
    connect(none_, &QPushButton::clicked, this, [this] {
        updating_ = true;
        for (QCheckBox* b : kinds_)
            b->setChecked(false);
        updating_ = false;
        collect();
    });
    connect(scale_, &QDoubleSpinBox::valueChanged, this, &OverlayPanel::collect);
    for (QCheckBox* b : {labels_, others_, legend_, legendInShows_, names_, triangle_, magnifier_})
        connect(b, &QCheckBox::toggled, this, &OverlayPanel::collect);
    connect(legendForm_, &QComboBox::currentIndexChanged, this, &OverlayPanel::collect);
    connect(trails_, &QCheckBox::toggled, this, &OverlayPanel::trailsToggled);
    setOptions(options_);
    retranslateUi();
}

void OverlayPanel::setOptions(const diagrams::OverlayOptions& o)
{
    updating_ = true;
    options_ = o;
    for (int i = 0; i < steer::kItemKindCount; ++i)
        kinds_[std::size_t(i)]->setChecked(o.visible.test(std::size_t(i)));
    scale_->setValue(o.vectorScale);
    labels_->setChecked(o.labels);
    others_->setChecked(o.otherVehicles);
    legend_->setChecked(o.legend);
    legendForm_->setCurrentIndex(o.legendFolded ? kFolded : o.legendForm == diagrams::LegendForm::Full ? kFull : kCompact);
    legendForm_->setEnabled(o.legend);
    legendInShows_->setChecked(o.legendInShows);
    legendInShows_->setEnabled(o.legend);
    names_->setChecked(o.vehicleNames);
    triangle_->setChecked(o.triangle);
    magnifier_->setChecked(o.magnifier);
    updating_ = false;
    emit optionsChanged(options_);
}

bool OverlayPanel::trails() const { return trails_->isChecked(); }
void OverlayPanel::setTrails(bool on) { trails_->setChecked(on); }

void OverlayPanel::setPresentKinds(const diagrams::KindSet& present)
{
    if (present == present_ && presentSet_)
        return; // called every frame while playing: fonts change (and relayout) only when needed
    present_ = present;
    presentSet_ = true;
    for (int i = 0; i < steer::kItemKindCount; ++i) {
        QLabel* label = kindLabels_[std::size_t(i)];
        QFont f = label->font();
        f.setBold(present.test(std::size_t(i)));
        label->setFont(f);
    }
}

bool OverlayPanel::eventFilter(QObject* watched, QEvent* e)
{
    if (e->type() == QEvent::MouseButtonRelease) {
        for (int i = 0; i < steer::kItemKindCount; ++i) {
            if (watched == kindLabels_[std::size_t(i)]) {
                kinds_[std::size_t(i)]->toggle();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, e);
}

void OverlayPanel::collect()
{
    if (updating_)
        return;
    diagrams::OverlayOptions o = options_;
    for (int i = 0; i < steer::kItemKindCount; ++i)
        o.visible.set(std::size_t(i), kinds_[std::size_t(i)]->isChecked());
    o.vectorScale = scale_->value();
    o.labels = labels_->isChecked();
    o.otherVehicles = others_->isChecked();
    o.legend = legend_->isChecked();
    legendForm_->setEnabled(o.legend);
    legendInShows_->setEnabled(o.legend);
    // Folded keeps the form the legend unfolds to.
    o.legendFolded = legendForm_->currentIndex() == kFolded;
    if (legendForm_->currentIndex() != kFolded)
        o.legendForm = legendForm_->currentIndex() == kFull ? diagrams::LegendForm::Full : diagrams::LegendForm::Compact;
    o.legendInShows = legendInShows_->isChecked();
    o.vehicleNames = names_->isChecked();
    o.triangle = triangle_->isChecked();
    o.magnifier = magnifier_->isChecked();
    if (o == options_)
        return;
    options_ = o;
    emit optionsChanged(options_);
}

void OverlayPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void OverlayPanel::retranslateUi()
{
    scaleLabel_->setText(tr("Vector scale:"));
    scale_->setToolTip(tr("Per-frame velocities and forces are tiny: they are drawn this many times longer "
                          "(the legend shows the scale)."));
    labels_->setText(tr("Labels (v, v_d, F …)"));
    labels_->setToolTip(tr("Short labels next to the arrow tips."));
    others_->setText(tr("Other vehicles' vectors"));
    others_->setToolTip(tr("Also draw the unselected vehicles' vectors, faintly."));
    legend_->setText(tr("Legend"));
    legend_->setToolTip(tr("A legend naming each colour on the stage."));
    legendForm_->setItemText(kCompact, tr("Compact: glyph and symbol"));
    legendForm_->setItemText(kFull, tr("Full: with names"));
    legendForm_->setItemText(kFolded, tr("Folded to one line"));
    legendForm_->setToolTip(tr("Compact lists each colour's symbol (the names show when the pointer rests on a row); "
                               "full also names each colour, in every language shown; folded keeps one line a click unfolds."));
    legendInShows_->setText(tr("Also in presentation and animations"));
    legendInShows_->setToolTip(tr("Presentation mode and exported animations leave the legend out unless this is checked "
                                  "(the lesson remembers it)."));
    names_->setText(tr("Vehicle names"));
    names_->setToolTip(tr("Small id labels next to the vehicles (seeker, pursuer …)."));
    triangle_->setText(tr("Triangle v + F = v_d"));
    triangle_->setToolTip(tr("Draw the force from the tip of v, so that v, F and v_d close a triangle "
                             "(seek, flee, arrive, pursue, evade)."));
    magnifier_->setText(tr("Magnifier"));
    magnifier_->setToolTip(tr("A card in a corner of the stage shows the selected vehicle's vectors magnified, "
                              "so that small forces can be seen; its caption gives the factor."));
    trails_->setText(tr("Trails"));
    trails_->setToolTip(tr("Fading trails behind the vehicles."));
    kindsBox_->setTitle(tr("Vectors and shapes"));
    all_->setText(tr("All"));
    all_->setToolTip(tr("Show every kind."));
    none_->setText(tr("None"));
    none_->setToolTip(tr("Hide every kind."));
    for (int i = 0; i < steer::kItemKindCount; ++i) {
        const auto k = steer::ItemKind(i);
        const QString tip = tr("Show or hide: %1 (bold: drawn in this frame)").arg(diagrams::kindName(k));
        kindLabels_[std::size_t(i)]->setText(diagrams::kindName(k));
        kindLabels_[std::size_t(i)]->setToolTip(tip);
        kinds_[std::size_t(i)]->setToolTip(tip);
    }
}

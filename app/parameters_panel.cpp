#include "parameters_panel.h"

#include "article_names.h"
#include "controller.h"
#include "diagram_style.h"
#include "parameters.h"
#include "display_texts.h"
#include "variants.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
constexpr int kSliderSteps = 1000;
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

void clearLayout(QLayout* layout)
{
    while (QLayoutItem* item = layout->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            w->hide(); // gone from the screen now; deleted once its signals are done
            w->deleteLater();
        }
        else if (QLayout* l = item->layout())
            clearLayout(l), l->deleteLater();
        delete item;
    }
}

// A variant's choice on hover: what it computes, then the full titles of the articles it names
// (the choice shows their short names, as the rest of the program does).
QString choiceTip(const QString& behaviour, const QString& choice)
{
    const QString label = texts::variantLabel(behaviour, choice);
    const QString titles = articles::titlesIn(texts::variantShortLabel(behaviour, choice) + QLatin1Char('\n') + label);
    return titles.isEmpty() ? label : label + QLatin1Char('\n') + titles;
}
} // namespace

ParametersPanel::ParametersPanel(Controller* controller, QWidget* parent)
    : QWidget(parent), c_(controller), scopeLabel_(new QLabel(this)), scope_(new QComboBox(this)),
      paramsBox_(new QGroupBox(this)), variantsHeading_(new QLabel(this)), paramsLayout_(new QVBoxLayout(paramsBox_)), variantsBox_(new QGroupBox(this)),
      variantsLayout_(new QVBoxLayout(variantsBox_)), clearPath_(new QPushButton(this)), pathHint_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The label above the combo box, so "Selected vehicle (преследователь)" gets the dock's width.
    auto* scopeRow = new QVBoxLayout;
    scopeRow->setSpacing(2);
    scopeRow->addWidget(scopeLabel_);
    scopeRow->addWidget(scope_, 1);
    scope_->setObjectName(QStringLiteral("scope"));
    // Long translations must not widen the dock: combo boxes elide, headings wrap.
    scope_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scope_->setMinimumContentsLength(8);
    scope_->addItem(QString());
    scope_->addItem(QString());
    scopeLabel_->setBuddy(scope_);
    layout->addLayout(scopeRow);
    layout->addWidget(paramsBox_);
    variantsHeading_->setWordWrap(true);
    QFont bold = variantsHeading_->font();
    bold.setBold(true);
    variantsHeading_->setFont(bold);
    layout->addWidget(variantsHeading_);
    layout->addWidget(variantsBox_);
    pathHint_->setWordWrap(true);
    layout->addWidget(pathHint_);
    clearPath_->setObjectName(QStringLiteral("clearPath"));
    layout->addWidget(clearPath_);
    layout->addStretch(1);
    paramsLayout_->setSpacing(2);

    connect(scope_, &QComboBox::currentIndexChanged, this, [this](int i) { c_->setApplyToAll(i == 1); });
    connect(c_, &Controller::applyToAllChanged, this, [this](bool all) {
        const QSignalBlocker block(scope_);
        scope_->setCurrentIndex(all ? 1 : 0);
    });
    connect(clearPath_, &QPushButton::clicked, c_, &Controller::clearPath);
    connect(c_, &Controller::scenarioChanged, this, &ParametersPanel::rebuild);
    connect(c_, &Controller::worldChanged, this, &ParametersPanel::refreshValues);
    connect(c_, &Controller::selectionChanged, this, [this] {
        retranslateUi(); // the scope names the selected vehicle
        refreshValues();
    });
    rebuild();
}

int ParametersPanel::toSlider(const Row& r, double v) const
{
    const double t = (v - r.sliderMin) / (r.sliderMax - r.sliderMin);
    return int(std::lround(std::clamp(t, 0.0, 1.0) * kSliderSteps));
}

double ParametersPanel::fromSlider(const Row& r, int s) const
{
    return r.sliderMin + (r.sliderMax - r.sliderMin) * double(s) / kSliderSteps;
}

void ParametersPanel::commit(const QString& name, double value)
{
    if (!c_->setParameter(name, value).isEmpty())
        refreshValues(); // refused: show the value the world kept
}

void ParametersPanel::rebuild()
{
    clearLayout(paramsLayout_);
    clearLayout(variantsLayout_);
    rows_.clear();
    variants_.clear();
    const auto& info = c_->scenario();
    for (std::string_view n : info.parameters) {
        const auto* p = steer::findParameter(n);
        if (!p)
            continue;
        Row r;
        r.name = fromView(n);
        r.label = new QLabel(paramsBox_);
        r.label->setWordWrap(true);
        paramsLayout_->addWidget(r.label);
        if (p->integer && p->min == 0 && p->max == 1) {
            r.check = new QCheckBox(paramsBox_);
            r.check->setObjectName(QStringLiteral("param_") + r.name);
            paramsLayout_->addWidget(r.check);
            const QString name = r.name;
            connect(r.check, &QCheckBox::toggled, this, [this, name](bool on) { commit(name, on ? 1.0 : 0.0); });
            r.label->hide(); // the check box carries the label
        } else {
            const texts::SliderRange range = texts::parameterSliderRange(r.name);
            r.sliderMin = range.min;
            r.sliderMax = range.max;
            auto* line = new QHBoxLayout;
            r.slider = new QSlider(Qt::Horizontal, paramsBox_);
            r.slider->setRange(0, kSliderSteps);
            r.slider->setObjectName(QStringLiteral("slider_") + r.name);
            r.spin = new QDoubleSpinBox(paramsBox_);
            r.spin->setObjectName(QStringLiteral("param_") + r.name);
            r.spin->setDecimals(p->integer ? 0 : std::max(range.decimals, 2));
            const double step = std::pow(10.0, -r.spin->decimals());
            // The spin box allows the whole validated range, the command line's and the lesson
            // file's too, so it always shows the world's value (a crowd of 20 000 says 20 000).
            r.spin->setRange(p->minExclusive ? p->min + step : p->min, p->max);
            r.spin->setSingleStep(p->integer ? 1.0 : std::max(step, (range.max - range.min) / 100.0));
            r.spin->setKeyboardTracking(false);
            r.spin->setAccelerated(true);
            r.label->setBuddy(r.spin);
            line->addWidget(r.slider, 1);
            line->addWidget(r.spin);
            paramsLayout_->addLayout(line);
            const QString name = r.name;
            QSlider* slider = r.slider;
            QDoubleSpinBox* spin = r.spin;
            const Row rowCopy = r;
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this, name](double v) { commit(name, v); });
            // While dragging, only the number follows; the change is made (and undoable) on release.
            connect(slider, &QSlider::valueChanged, this, [this, name, slider, spin, rowCopy](int s) {
                const double v = fromSlider(rowCopy, s);
                if (slider->isSliderDown()) {
                    const QSignalBlocker block(spin);
                    spin->setValue(v);
                } else {
                    commit(name, v);
                }
            });
            connect(slider, &QSlider::sliderReleased, this,
                    [this, name, slider, rowCopy] { commit(name, fromSlider(rowCopy, slider->value())); });
        }
        rows_.push_back(r);
    }
    paramsBox_->setVisible(!rows_.empty());
    for (std::string_view b : info.variants) {
        VariantRow v;
        v.behaviour = fromView(b);
        v.label = new QLabel(variantsBox_);
        v.label->setWordWrap(true);
        v.combo = new QComboBox(variantsBox_);
        v.combo->setObjectName(QStringLiteral("variant_") + v.behaviour);
        v.combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        v.combo->setMinimumContentsLength(8);
        v.label->setBuddy(v.combo);
        for (const auto& choice : steer::variantChoices())
            if (choice.behaviour == b)
                for (auto name : choice.names)
                    v.combo->addItem(QString(), fromView(name));
        const QString behaviour = v.behaviour;
        QComboBox* combo = v.combo;
        connect(combo, &QComboBox::activated, this, [this, behaviour, combo](int i) {
            if (!c_->setVariant(behaviour, combo->itemData(i).toString()).isEmpty())
                refreshValues();
        });
        v.detail = new QLabel(variantsBox_);
        v.detail->setWordWrap(true);
        QFont italic = v.detail->font(); // only the style is set, so the size follows "Large text"
        italic.setItalic(true);
        v.detail->setFont(italic);
        // The seed numbers in the choices ("(002)") are explained on the Sources page.
        v.sources = new QLabel(variantsBox_);
        v.sources->setObjectName(QStringLiteral("sources_") + v.behaviour);
        v.sources->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(v.sources, &QLabel::linkActivated, this, [this, behaviour] { emit sourcesRequested(behaviour); });
        auto* heading = new QHBoxLayout;
        heading->addWidget(v.label, 1);
        heading->addWidget(v.sources, 0, Qt::AlignTop);
        variantsLayout_->addLayout(heading);
        variantsLayout_->addWidget(v.combo);
        variantsLayout_->addWidget(v.detail);
        variants_.push_back(v);
    }
    variantsBox_->setVisible(!variants_.empty());
    variantsHeading_->setVisible(!variants_.empty());
    const bool path = c_->world().scenario == steer::ScenarioId::Path;
    clearPath_->setVisible(path);
    pathHint_->setVisible(path);
    retranslateUi();
    refreshValues();
}

void ParametersPanel::refreshValues()
{
    for (const Row& r : rows_) {
        const double v = c_->parameterValue(r.name);
        if (r.check) {
            const QSignalBlocker block(r.check);
            r.check->setChecked(v != 0.0);
            continue;
        }
        if (!r.slider->isSliderDown()) {
            const QSignalBlocker block(r.slider);
            r.slider->setValue(toSlider(r, v));
        }
        // Keep a number the user is typing (not yet committed); otherwise show the frame's value.
        const bool typing = r.spin->hasFocus() && r.spin->text() != r.spin->textFromValue(r.spin->value());
        // QAbstractSpinBox repaints itself, and with it the panel behind, at every setValue, even
        // an unchanged one: while a demo plays that was the whole panel at every frame. So only a
        // value the box would show differently is set (it keeps bound(round(v)), as setValue does).
        const double shown = std::clamp(QString::number(v, 'f', r.spin->decimals()).toDouble(), r.spin->minimum(),
                                        r.spin->maximum());
        if (!typing && !r.slider->isSliderDown() && shown != r.spin->value()) {
            const QSignalBlocker block(r.spin);
            r.spin->setValue(v);
        }
    }
    for (const VariantRow& v : variants_) {
        const QString name = fromView(steer::variantName(c_->world().variants, v.behaviour.toStdString()));
        const QSignalBlocker block(v.combo);
        v.combo->setCurrentIndex(v.combo->findData(name));
        if (const QString label = texts::variantLabel(v.behaviour, name); v.detail->text() != label) {
            v.detail->setText(label);
            v.detail->setToolTip(articles::titlesIn(label));
        }
    }
    clearPath_->setEnabled(!c_->world().path.points.empty());
}

QDoubleSpinBox* ParametersPanel::spinBox(const QString& name) const
{
    for (const Row& r : rows_)
        if (r.name == name)
            return r.spin;
    return nullptr;
}

QSlider* ParametersPanel::slider(const QString& name) const
{
    for (const Row& r : rows_)
        if (r.name == name)
            return r.slider;
    return nullptr;
}

QLabel* ParametersPanel::sourcesLink(const QString& behaviour) const
{
    for (const VariantRow& v : variants_)
        if (v.behaviour == behaviour)
            return v.sources;
    return nullptr;
}

QComboBox* ParametersPanel::variantBox(const QString& behaviour) const
{
    for (const VariantRow& v : variants_)
        if (v.behaviour == behaviour)
            return v.combo;
    return nullptr;
}

void ParametersPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(e);
}

void ParametersPanel::retranslateUi()
{
    scopeLabel_->setText(tr("Apply to:"));
    const auto& vehicles = c_->world().vehicles;
    const int sel = c_->selected();
    const QString id = sel >= 0 && std::size_t(sel) < vehicles.size() ? diagrams::vehicleName(vehicles[std::size_t(sel)].id)
                                                                       : QString();
    scope_->setItemText(0, tr("Selected vehicle (%1)").arg(id));
    scope_->setItemText(1, tr("All vehicles"));
    scope_->setToolTip(tr("Vehicle parameters change the selected vehicle only, or every vehicle."));
    paramsBox_->setTitle(QString()); // the dock's title says it
    variantsHeading_->setText(tr("Variants (where the articles disagree)"));
    clearPath_->setText(tr("Clear path"));
    clearPath_->setToolTip(tr("Remove every waypoint; click the stage to add new ones."));
    pathHint_->setText(tr("Click the stage to add a waypoint."));
    for (const Row& r : rows_) {
        const QString unit = texts::parameterUnit(r.name);
        const QString label = unit.isEmpty() ? tr("%1 (%2)").arg(texts::parameterLabel(r.name), r.name)
                                             : tr("%1 (%2), %3").arg(texts::parameterLabel(r.name), r.name, unit);
        r.label->setText(label);
        const QString tip = texts::parameterToolTip(r.name);
        r.label->setToolTip(tip);
        if (r.slider) { // the spin box is the label's buddy; the slider beside it is named too
            r.slider->setAccessibleName(label);
            r.slider->setAccessibleDescription(tip);
        }
        if (r.check) {
            r.check->setText(texts::parameterLabel(r.name));
            r.check->setToolTip(tip);
        } else {
            r.slider->setToolTip(tip);
            r.spin->setToolTip(tip);
        }
    }
    for (const VariantRow& v : variants_) {
        v.label->setText(tr("%1:", "a variant's label before its choices; the colon as the language writes it").arg(texts::variantGroupLabel(v.behaviour)));
        v.combo->setToolTip(texts::variantToolTip(v.behaviour));
        v.sources->setText(QStringLiteral("<a href=\"%1\">%2</a>").arg(v.behaviour, tr("Sources…").toHtmlEscaped()));
        v.sources->setToolTip(tr("What each article prints here, what its author meant, and why the default is the default"));
        for (int i = 0; i < v.combo->count(); ++i) {
            const QString choice = v.combo->itemData(i).toString();
            v.combo->setItemText(i, texts::variantShortLabel(v.behaviour, choice));
            v.combo->setItemData(i, choiceTip(v.behaviour, choice), Qt::ToolTipRole);
        }
        v.detail->setText(texts::variantLabel(v.behaviour, v.combo->currentData().toString()));
        v.detail->setToolTip(articles::titlesIn(v.detail->text()));
    }
}

#include "behaviours_panel.h"

#include "controller.h"
#include "diagram_style.h"
#include "display_texts.h"
#include "formula_builder.h"
#include "sandbox_tools.h"
#include "world.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QRadioButton>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// The formula panel's section titles: one name per behaviour across the window.
QString behaviourName(steer::Behaviour b) { return formulas::behaviourName(b, formulas::installedLanguage()); }

using Target = steer::CallableBehaviour::Target;

Target targetKind(steer::Behaviour b)
{
    const steer::CallableBehaviour* cb = steer::findCallable(b);
    return cb ? cb->target : Target::None;
}

constexpr steer::EdgeBehavior kEdges[] = {steer::EdgeBehavior::Wrap, steer::EdgeBehavior::Bounce, steer::EdgeBehavior::None};
// A crowd may have a million vehicles: a target list offers the first ones (and the current target).
constexpr int kMaxTargetChoices = 200;
constexpr double kOffsetLimit = 1000.0; // px: well beyond any stage's size
// A new offset pursuit call starts 40 px behind its leader, the demo's first follower's distance.
constexpr double kNewOffsetBehind = -40.0;

// Combo boxes as narrow as a short id needs: the dock may be narrow and names are long in Russian.
void narrow(QComboBox* box)
{
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(6);
}

QToolButton* iconButton(QStyle::StandardPixmap icon, const QString& name, const QString& tip, QWidget* parent)
{
    auto* b = new QToolButton(parent);
    b->setObjectName(name);
    b->setIcon(parent->style()->standardIcon(icon));
    b->setToolTip(tip);
    b->setAccessibleName(tip);
    return b;
}

} // namespace

BehavioursPanel::BehavioursPanel(Controller* controller, StageView* stage, QWidget* parent)
    : QWidget(parent),
      controller_(controller),
      tools_(new SandboxTools(controller, stage, this)),
      vehicle_(new QLabel),
      rowsLayout_(new QVBoxLayout),
      empty_(new QLabel),
      add_(new QToolButton),
      addMenu_(new QMenu(this)),
      edgeLabel_(new QLabel),
      edge_(new QComboBox),
      notice_(new QLabel),
      place_(new QGroupBox),
      placeGroup_(new QButtonGroup(this)),
      placeVehicle_(new QRadioButton),
      placeCircle_(new QRadioButton),
      placeWaypoint_(new QRadioButton)
{
    setObjectName(QStringLiteral("behavioursPanel"));
    vehicle_->setObjectName(QStringLiteral("behavioursVehicle"));
    QFont bold = vehicle_->font();
    bold.setBold(true);
    vehicle_->setFont(bold);
    vehicle_->setWordWrap(true);
    empty_->setObjectName(QStringLiteral("behavioursEmpty"));
    empty_->setWordWrap(true);
    add_->setObjectName(QStringLiteral("addBehaviour"));
    add_->setPopupMode(QToolButton::InstantPopup);
    add_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    add_->setMenu(addMenu_);
    addMenu_->setObjectName(QStringLiteral("addBehaviourMenu"));
    edge_->setObjectName(QStringLiteral("edgeCombo"));
    narrow(edge_);
    edgeLabel_->setObjectName(QStringLiteral("behavioursEdgeLabel"));
    edgeLabel_->setBuddy(edge_);
    for (steer::EdgeBehavior e : kEdges)
        edge_->addItem(QString(), int(e));
    notice_->setObjectName(QStringLiteral("behavioursNotice"));
    notice_->setWordWrap(true);
    notice_->setTextFormat(Qt::PlainText);
    notice_->hide();

    place_->setObjectName(QStringLiteral("sandboxPlace"));
    placeVehicle_->setObjectName(QStringLiteral("placeVehicle"));
    placeCircle_->setObjectName(QStringLiteral("placeCircle"));
    placeWaypoint_->setObjectName(QStringLiteral("placeWaypoint"));
    auto* placeLayout = new QVBoxLayout(place_);
    for (auto [button, tool] : {std::pair{placeVehicle_, SandboxTools::Tool::Vehicle}, std::pair{placeCircle_, SandboxTools::Tool::Circle},
                                std::pair{placeWaypoint_, SandboxTools::Tool::Waypoint}}) {
        placeGroup_->addButton(button, int(tool));
        placeLayout->addWidget(button);
    }
    placeVehicle_->setChecked(true);
    connect(placeGroup_, &QButtonGroup::idClicked, this, [this](int id) { tools_->setTool(SandboxTools::Tool(id)); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(vehicle_);
    layout->addLayout(rowsLayout_);
    layout->addWidget(empty_);
    layout->addWidget(add_, 0, Qt::AlignLeft);
    layout->addWidget(notice_);
    layout->addWidget(edgeLabel_);
    layout->addWidget(edge_);
    layout->addWidget(place_);
    layout->addStretch();

    connect(addMenu_, &QMenu::triggered, this, [this](QAction* a) { addCall(a->data().toInt()); });
    connect(edge_, &QComboBox::activated, this, [this](int index) {
        notice(controller_->setEdge(controller_->selected(), steer::EdgeBehavior(edge_->itemData(index).toInt())));
    });
    connect(controller_, &Controller::worldChanged, this, &BehavioursPanel::refresh);
    connect(controller_, &Controller::selectionChanged, this, &BehavioursPanel::refresh);
    connect(controller_, &Controller::scenarioChanged, this, &BehavioursPanel::refresh);
    shown_ = current();
    retranslate();
}

BehavioursPanel::Shown BehavioursPanel::current() const
{
    Shown s;
    const steer::World& w = controller_->world();
    s.scenario = w.scenario;
    const int sel = controller_->selected();
    if (sel < 0 || std::size_t(sel) >= w.vehicles.size())
        return s;
    s.selected = sel;
    s.program = w.vehicles[std::size_t(sel)].program;
    s.edge = w.vehicles[std::size_t(sel)].edge;
    s.ids.reserve(w.vehicles.size());
    for (const steer::Vehicle& v : w.vehicles)
        s.ids.push_back(v.id);
    return s;
}

bool BehavioursPanel::showsCurrent() const
{
    // Compared in place, without copies: a crowd may have a million vehicles.
    const steer::World& w = controller_->world();
    const int sel = controller_->selected();
    const bool valid = sel >= 0 && std::size_t(sel) < w.vehicles.size();
    if (!rows_ || shown_.scenario != w.scenario || shown_.selected != (valid ? sel : -1))
        return false;
    if (!valid)
        return true;
    const steer::Vehicle& v = w.vehicles[std::size_t(sel)];
    if (shown_.program != v.program || shown_.edge != v.edge || shown_.ids.size() != w.vehicles.size())
        return false;
    for (std::size_t i = 0; i < w.vehicles.size(); ++i)
        if (shown_.ids[i] != w.vehicles[i].id)
            return false;
    return true;
}

void BehavioursPanel::refresh()
{
    // The window repaints at 30 frames per second: the rows stay unless what they show changed.
    if (showsCurrent())
        return;
    shown_ = current();
    rebuild();
}

void BehavioursPanel::rebuild()
{
    ++rebuilds_;
    if (rows_) {
        // This may run inside a signal of one of the old rows' widgets: take them out now (so
        // nothing finds them), delete them once that signal has returned.
        rowsLayout_->removeWidget(rows_);
        rows_->hide();
        rows_->setParent(nullptr);
        rows_->deleteLater();
    }
    rows_ = new QWidget;
    rows_->setObjectName(QStringLiteral("behaviourRows"));
    auto* list = new QVBoxLayout(rows_);
    list->setContentsMargins(0, 0, 0, 0);
    const bool hasVehicle = shown_.selected >= 0;
    if (hasVehicle) {
        for (std::size_t i = 0; i < shown_.program.size(); ++i)
            list->addWidget(callRow(int(i), shown_.program[i]));
    }
    rowsLayout_->addWidget(rows_);

    // The seeds' ids (seeker, pursuer ...) in the interface language, as the stage names them.
    const QString id = hasVehicle ? diagrams::vehicleName(shown_.ids[std::size_t(shown_.selected)]) : QString();
    vehicle_->setText(hasVehicle ? tr("Vehicle %1: its behaviours each frame, in this order").arg(id) : tr("No vehicle selected"));
    empty_->setVisible(hasVehicle && shown_.program.empty());
    add_->setEnabled(hasVehicle);
    edge_->setEnabled(hasVehicle);
    edge_->setCurrentIndex(edge_->findData(int(shown_.edge)));
    place_->setVisible(shown_.scenario == steer::ScenarioId::Sandbox);
}

QWidget* BehavioursPanel::callRow(int index, const steer::BehaviourCall& call)
{
    auto* row = new QFrame;
    row->setObjectName(QStringLiteral("call%1").arg(index));
    row->setFrameShape(QFrame::StyledPanel);
    auto* grid = new QGridLayout(row);
    const QString n = QString::number(index);
    const int count = int(shown_.program.size());

    // The number switches the call on and off; the kind beside it replaces the call in place.
    auto* on = new QCheckBox(QStringLiteral("%1.").arg(index + 1));
    on->setObjectName(QStringLiteral("call%1Enabled").arg(n));
    on->setChecked(call.enabled);
    on->setToolTip(tr("Switched off, the call stays in the list but is not made."));
    on->setAccessibleName(tr("%1. %2").arg(index + 1).arg(behaviourName(call.behaviour)));
    auto* kindBox = new QComboBox;
    kindBox->setObjectName(QStringLiteral("call%1Kind").arg(n));
    narrow(kindBox);
    kindBox->setMinimumContentsLength(3); // beside the number and three buttons in a narrow dock (it stretches when there is room)
    const auto& callable = steer::callableBehaviours();
    for (std::size_t k = 0; k < callable.size(); ++k)
        kindBox->addItem(behaviourName(callable[k].behaviour), int(k));
    for (std::size_t k = 0; k < callable.size(); ++k)
        if (callable[k].behaviour == call.behaviour)
            kindBox->setCurrentIndex(int(k));
    kindBox->setToolTip(tr("Another behaviour in this call's place (its target is kept where the new one takes it)"));
    kindBox->setAccessibleName(tr("Behaviour of call %1").arg(index + 1));
    connect(kindBox, &QComboBox::activated, this, [this, index, kindBox](int i) { changeKind(index, kindBox->itemData(i).toInt()); });
    connect(on, &QCheckBox::toggled, this, [this, index](bool checked) {
        steer::Program p = shown_.program;
        p[std::size_t(index)].enabled = checked;
        apply(p);
    });
    auto* up = iconButton(QStyle::SP_ArrowUp, QStringLiteral("call%1Up").arg(n), tr("Move up (made earlier)"), row);
    auto* down = iconButton(QStyle::SP_ArrowDown, QStringLiteral("call%1Down").arg(n), tr("Move down (made later)"), row);
    auto* remove = iconButton(QStyle::SP_DialogDiscardButton, QStringLiteral("call%1Remove").arg(n), tr("Remove this behaviour"), row);
    up->setEnabled(index > 0);
    down->setEnabled(index + 1 < count);
    connect(up, &QToolButton::clicked, this, [this, index] {
        steer::Program p = shown_.program;
        std::swap(p[std::size_t(index)], p[std::size_t(index - 1)]);
        apply(p);
    });
    connect(down, &QToolButton::clicked, this, [this, index] {
        steer::Program p = shown_.program;
        std::swap(p[std::size_t(index)], p[std::size_t(index + 1)]);
        apply(p);
    });
    connect(remove, &QToolButton::clicked, this, [this, index] {
        steer::Program p = shown_.program;
        p.erase(p.begin() + index);
        apply(p);
    });
    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    buttons->addWidget(up);
    buttons->addWidget(down);
    buttons->addWidget(remove);
    grid->addWidget(on, 0, 0);
    grid->addWidget(kindBox, 0, 1);
    grid->addLayout(buttons, 0, 2, Qt::AlignRight);
    grid->setColumnStretch(1, 1);

    const Target kind = targetKind(call.behaviour);
    if (kind != Target::None) {
        auto* target = new QComboBox;
        target->setObjectName(QStringLiteral("call%1Target").arg(n));
        narrow(target);
        if (kind == Target::PointOrVehicle)
            target->addItem(tr("the pointer"), QStringLiteral("pointer"));
        for (std::size_t v = 0; v < shown_.ids.size() && target->count() < kMaxTargetChoices; ++v) {
            if (int(v) != shown_.selected)
                target->addItem(diagrams::vehicleName(shown_.ids[v]), QString::fromStdString(shown_.ids[v]));
        }
        const QString now = QString::fromStdString(call.target);
        if (target->findData(now) < 0)
            target->addItem(diagrams::vehicleName(call.target), now);
        target->setCurrentIndex(target->findData(now));
        auto* label = new QLabel(tr("Target:"));
        label->setBuddy(target);
        grid->addWidget(label, 1, 0);
        grid->addWidget(target, 1, 1, 1, 2);
        connect(target, &QComboBox::activated, this, [this, index, target](int i) {
            steer::Program p = shown_.program;
            p[std::size_t(index)].target = target->itemData(i).toString().toStdString();
            apply(p);
        });
    }
    if (kind == Target::VehicleAndOffset) {
        auto* offsetLabel = new QLabel(tr("Offset (side, ahead):"));
        offsetLabel->setWordWrap(true);
        grid->addWidget(offsetLabel, 2, 0, 1, 3);
        auto* offsets = new QHBoxLayout;
        for (int axis = 0; axis < 2; ++axis) {
            auto* spin = new QDoubleSpinBox;
            spin->setObjectName(QStringLiteral("call%1%2").arg(n, axis == 0 ? QStringLiteral("Dx") : QStringLiteral("Dy")));
            spin->setRange(-kOffsetLimit, kOffsetLimit);
            spin->setDecimals(1);
            spin->setSingleStep(10.0);
            spin->setAccessibleName(axis == 0 ? tr("Offset to the side") : tr("Offset ahead"));
            spin->setToolTip(axis == 0 ? tr("Offset to the leader's side (px)") : tr("Offset ahead of the leader (px); negative is behind"));
            spin->setValue(axis == 0 ? call.offset.x : call.offset.y);
            spin->setKeyboardTracking(false); // one change per entered number, not per keystroke
            connect(spin, &QDoubleSpinBox::valueChanged, this, [this, index, axis](double value) {
                steer::Program p = shown_.program;
                (axis == 0 ? p[std::size_t(index)].offset.x : p[std::size_t(index)].offset.y) = value;
                apply(p);
            });
            offsets->addWidget(spin, 1);
        }
        grid->addLayout(offsets, 3, 0, 1, 3);
    }
    return row;
}

void BehavioursPanel::fillAddMenu()
{
    addMenu_->clear();
    const auto& all = steer::callableBehaviours();
    for (std::size_t k = 0; k < all.size(); ++k)
        addMenu_->addAction(behaviourName(all[k].behaviour))->setData(int(k));
}

void BehavioursPanel::addCall(int callable)
{
    const auto& all = steer::callableBehaviours();
    if (callable < 0 || std::size_t(callable) >= all.size() || shown_.selected < 0)
        return;
    const steer::CallableBehaviour& cb = all[std::size_t(callable)];
    steer::BehaviourCall call;
    call.behaviour = cb.behaviour;
    if (cb.target == Target::PointOrVehicle) {
        call.target = "pointer";
    } else if (cb.target != Target::None) {
        call.target = otherVehicle();
        if (call.target.empty()) {
            const QString text = tr("%1 needs another vehicle to aim at, and there is none: add a vehicle first.")
                                     .arg(behaviourName(cb.behaviour));
            notice(text);
            emit controller_->message(text);
            return;
        }
        if (cb.target == Target::VehicleAndOffset)
            call.offset = {0.0, kNewOffsetBehind};
    }
    steer::Program p = shown_.program;
    p.push_back(call);
    apply(p);
}

// The first vehicle other than the selected one, or an empty id.
std::string BehavioursPanel::otherVehicle() const
{
    for (std::size_t v = 0; v < shown_.ids.size(); ++v)
        if (int(v) != shown_.selected)
            return shown_.ids[v];
    return {};
}

void BehavioursPanel::changeKind(int index, int callable)
{
    const auto& all = steer::callableBehaviours();
    if (callable < 0 || std::size_t(callable) >= all.size() || index < 0 || std::size_t(index) >= shown_.program.size())
        return;
    const steer::CallableBehaviour& cb = all[std::size_t(callable)];
    const steer::BehaviourCall& old = shown_.program[std::size_t(index)];
    if (old.behaviour == cb.behaviour)
        return;
    steer::BehaviourCall call;
    call.behaviour = cb.behaviour;
    call.enabled = old.enabled;
    const bool oldAimsAtVehicle = !old.target.empty() && old.target != "pointer";
    if (cb.target == Target::PointOrVehicle) {
        call.target = old.target.empty() ? std::string("pointer") : old.target;
    } else if (cb.target != Target::None) {
        call.target = oldAimsAtVehicle ? old.target : otherVehicle();
        if (call.target.empty()) {
            const QString text = tr("%1 needs another vehicle to aim at, and there is none: add a vehicle first.")
                                     .arg(behaviourName(cb.behaviour));
            notice(text);
            emit controller_->message(text);
            rebuild(); // the kind shown goes back to the call's
            return;
        }
        if (cb.target == Target::VehicleAndOffset)
            call.offset = old.behaviour == steer::Behaviour::OffsetPursuit ? old.offset : steer::Vector2D{0.0, kNewOffsetBehind};
    }
    steer::Program p = shown_.program;
    p[std::size_t(index)] = call;
    apply(p); // one undo step, as every other change of the list
}

void BehavioursPanel::apply(const steer::Program& program)
{
    const QString err = controller_->setProgram(shown_.selected, program);
    notice(err);
    if (!err.isEmpty())
        rebuild(); // the widgets show the program as it still is
}

void BehavioursPanel::notice(const QString& text)
{
    notice_->setText(text);
    notice_->setVisible(!text.isEmpty());
}

void BehavioursPanel::retranslate()
{
    for (QWidget* w = parentWidget(); w; w = w->parentWidget()) { // inside a scroll area
        if (auto* dock = qobject_cast<QDockWidget*>(w)) {
            dock->setWindowTitle(tr("Behaviours"));
            break;
        }
    }
    empty_->setText(tr("No behaviours: the vehicle keeps its velocity."));
    add_->setText(tr("Add behaviour"));
    add_->setToolTip(tr("Add a behaviour call at the end of the list"));
    fillAddMenu();
    edgeLabel_->setText(tr("At the stage's edge:"));
    for (int i = 0; i < edge_->count(); ++i)
        edge_->setItemText(i, texts::edgeLabel(steer::EdgeBehavior(edge_->itemData(i).toInt())));
    place_->setTitle(tr("A click on the stage places"));
    placeVehicle_->setText(tr("a vehicle (wandering)"));
    placeCircle_->setText(tr("a circle"));
    placeWaypoint_->setText(tr("a waypoint"));
    notice(QString());
    rebuild();
}

void BehavioursPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

QDockWidget* BehavioursPanel::addToWindow(QMainWindow* window, Controller* controller, StageView* stage, QDockWidget* tabWith,
                                          QMenu* panels)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(QStringLiteral("behavioursDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(new BehavioursPanel(controller, stage));
    dock->setWidget(scroll);
    dock->setWindowTitle(tr("Behaviours"));
    window->addDockWidget(window->dockWidgetArea(tabWith), dock);
    window->tabifyDockWidget(tabWith, dock);
    tabWith->raise();
    panels->addAction(dock->toggleViewAction());
    return dock;
}

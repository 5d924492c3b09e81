#include "compare_mode.h"

#include "article_names.h"
#include "compare_area.h"
#include "compare_numbers.h"
#include "controller.h"
#include "display_texts.h"
#include "lesson_session.h"
#include "overlay_panel.h"
#include "plot_run.h"
#include "plots_panel.h"
#include "parameters.h"
#include "stage_view.h"
#include "variants.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QInputDialog>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QScrollBar>

namespace {
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
} // namespace

CompareMode::CompareMode(QMainWindow* window, const Parts& parts)
    : QObject(window), window_(window), controller_(parts.controller), main_(parts.mainView), overlay_(parts.overlay),
      plots_(parts.plots)
{
    setObjectName(QStringLiteral("compareMode"));
    base_ = controller_->setup();
    connect(controller_, &Controller::worldChanged, this, &CompareMode::follow);
    connect(controller_, &Controller::selectionChanged, this, &CompareMode::follow);
    connect(controller_, &Controller::scenarioChanged, this, &CompareMode::onScenarioChanged);
    // Zoom (keys, wheel, Fit), the follow camera (F) and a pan of the main view act on every pane.
    connect(main_, &StageView::zoomChanged, this, &CompareMode::matchViews);
    connect(main_, &StageView::followingChanged, this, &CompareMode::matchViews);
    connect(main_->horizontalScrollBar(), &QScrollBar::valueChanged, this, &CompareMode::matchViews);
    connect(main_->verticalScrollBar(), &QScrollBar::valueChanged, this, &CompareMode::matchViews);
    window_->installEventFilter(this); // LanguageChange: captions and menu in the new language
    // The window sets the main view's overlay from the Overlay panel; queued, so that this comes after.
    if (overlay_) {
        connect(overlay_, &OverlayPanel::optionsChanged, this, &CompareMode::placeLegend, Qt::QueuedConnection);
        connect(overlay_, &OverlayPanel::trailsToggled, this, &CompareMode::follow, Qt::QueuedConnection); // trails on or off in the panes
    }
}

void CompareMode::placeLegend()
{
    // In a quarter of the stage area the legend would leave the main run a thumbnail beside three
    // full panes: while comparing, no view draws it (the same colours as without compare mode).
    diagrams::OverlayOptions o = main_->overlay();
    bool legend = !isOn();
    if (!isOn() && overlay_)
        legend = overlay_->options().legend;
    if (o.legend != legend) {
        o.legend = legend;
        main_->setOverlay(o);
    }
}

CompareMode::~CompareMode()
{
    // The Plots panel's extra runs read the panes: they go with them (when the panel is still there).
    if (plots_)
        plots_->setExtraRuns({});
}

void CompareMode::feedPlots()
{
    PlotsPanel* plots = plots_;
    if (!plots)
        return;
    // Okabe-Ito colours, told apart also with the common colour-vision deficiencies.
    static const QColor kColours[compare::kMaxPanes] = {QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73), QColor(0xcc, 0x79, 0xa7)};
    std::vector<plots::PlotRun> runs;
    for (int k = 0; k < paneCount(); ++k) {
        const ComparePane* pane = panes_[std::size_t(k)].get();
        runs.push_back(plots::historyRun(
            compare::paneLabel(pane->spec(), &controller_->world()), kColours[k], [pane]() -> const steer::History& { return pane->history(); },
            [this] { return controller_->generation() + (rebuilds_ << 40); }, [this] { return controller_->selected(); }));
    }
    plots->setMainRunName(isOn() ? compare::mainLabel(controller_->world(), specs()) : QString());
    plots->setExtraRuns(std::move(runs));
}

CompareMode* CompareMode::addToWindow(QMainWindow* window, const Parts& parts)
{
    auto* mode = new CompareMode(window, parts);
    // The numbers of every pane side by side, under the formulas while comparing.
    mode->numbers_ = new CompareNumbers;
    mode->numbersDock_ = new QDockWidget(window);
    mode->numbersDock_->setObjectName(QStringLiteral("compareNumbersDock"));
    mode->numbersDock_->setWidget(mode->numbers_);
    if (parts.formulaDock)
        window->splitDockWidget(parts.formulaDock, mode->numbersDock_, Qt::Vertical);
    else
        window->addDockWidget(Qt::RightDockWidgetArea, mode->numbersDock_);
    mode->numbersDock_->hide();
    mode->menu_ = window->menuBar()->addMenu(QString());
    mode->menu_->setObjectName(QStringLiteral("compareMenu"));
    for (const ReadyMade& r : readyMade()) {
        QAction* a = mode->menu_->addAction(QString());
        a->setObjectName(QLatin1String(r.key));
        connect(a, &QAction::triggered, mode, [mode, &r] {
            if (QString err = mode->openReadyMade(r); !err.isEmpty())
                emit mode->message(err);
        });
        mode->readyActions_.push_back(a);
    }
    mode->menu_->addSeparator();
    mode->addMenu_ = mode->menu_->addMenu(QString());
    mode->addMenu_->setObjectName(QStringLiteral("compareAddMenu"));
    connect(mode->addMenu_, &QMenu::aboutToShow, mode, &CompareMode::fillAddMenu);
    mode->fillAddMenu(); // so that the submenu is never empty (and tests can trigger its actions)
    mode->off_ = mode->menu_->addAction(QString());
    mode->off_->setObjectName(QStringLiteral("compareOff"));
    mode->off_->setEnabled(false);
    connect(mode->off_, &QAction::triggered, mode, &CompareMode::turnOff);
    // Status messages go where the window shows the controller's.
    connect(mode, &CompareMode::message, parts.controller, &Controller::message);
    mode->retranslate();
    return mode;
}

const std::vector<CompareMode::ReadyMade>& CompareMode::readyMade()
{
    using steer::ScenarioId;
    static const std::vector<ReadyMade> table = {
        {"compareSeekArrive", ScenarioId::Seek, {"behaviours:vehicle=arrive:pointer"},
         QT_TRANSLATE_NOOP("CompareMode", "Seek vs arrive")},
        {"compareWander", ScenarioId::Wander, {"variant:wander=printed"},
         QT_TRANSLATE_NOOP("CompareMode", "Wander: step of the Russian translation vs as printed in the AS3 study notes")},
        {"compareEvade", ScenarioId::PursueEvade, {"variant:evade=behind"},
         QT_TRANSLATE_NOOP("CompareMode", "Evade: ahead vs behind")},
        {"compareLookAhead", ScenarioId::Pursue, {"variant:lookahead=cocos"},
         QT_TRANSLATE_NOOP("CompareMode", "Look-ahead: book vs Cocos")},
        {"compareAlignment", ScenarioId::Flock, {"variant:alignment=printed", "variant:alignment=cocos"},
         QT_TRANSLATE_NOOP("CompareMode", "Flock alignment: intended vs printed vs Cocos")},
        {"compareInSight", ScenarioId::Flock, {"variant:insight=all"},
         QT_TRANSLATE_NOOP("CompareMode", "In sight: in front vs distance only")},
    };
    return table;
}

QString CompareMode::openReadyMade(const ReadyMade& r)
{
    if (controller_->world().scenario != r.scenario) {
        if (chooseScenario_) {
            if (!chooseScenario_(r.scenario))
                return {}; // cancelled: the lesson and its panes stay
        } else {
            setSpecs({}); // quietly: the scenario switch below would end the old comparison with a message
            controller_->switchScenario(r.scenario);
        }
    }
    QStringList texts;
    for (const char* s : r.specs)
        texts << QLatin1String(s);
    return setSpecTexts(texts);
}

void CompareMode::attachLessons(LessonSession* session, std::function<bool(steer::ScenarioId)> chooseScenario)
{
    chooseScenario_ = std::move(chooseScenario);
    // Adding or removing a pane is no undo step, but the lesson has changed: it asks to be saved.
    connect(this, &CompareMode::panesChanged, session, &LessonSession::markModified);
    session->setCompareHooks(
        [this] {
            std::vector<QString> out;
            for (const QString& s : specTexts())
                out.push_back(s);
            return out;
        },
        [this](const std::vector<QString>& texts) {
            if (QString err = setSpecTexts(QStringList(texts.begin(), texts.end())); !err.isEmpty())
                emit message(err);
        });
}

StageView* CompareMode::paneView(int k) const { return area_ ? area_->paneView(k) : nullptr; }

const std::vector<std::vector<steer::Vector2D>>& CompareMode::paneTrails(int k)
{
    return panes_.at(std::size_t(k))->trails(StageView::kTrailFrames);
}

std::vector<compare::Spec> CompareMode::specs() const
{
    std::vector<compare::Spec> out;
    for (const auto& p : panes_)
        out.push_back(p->spec());
    return out;
}

QStringList CompareMode::specTexts() const
{
    QStringList out;
    for (const auto& p : panes_)
        out << compare::specText(p->spec());
    return out;
}

QStringList CompareMode::captions() const
{
    QStringList out;
    if (!area_)
        return out;
    for (int i = 0; i <= area_->paneCount(); ++i)
        out << area_->caption(i)->text();
    return out;
}

QString CompareMode::setSpecTexts(const QStringList& texts)
{
    std::vector<compare::Spec> specs;
    for (const QString& t : texts) {
        compare::Spec s;
        if (QString err = compare::parseSpec(t, s); !err.isEmpty())
            return err;
        specs.push_back(s);
    }
    return setSpecs(specs);
}

QString CompareMode::setSpecs(const std::vector<compare::Spec>& specs)
{
    if (int(specs.size()) > compare::kMaxPanes)
        return tr("At most %n panes can be compared with the main one.", nullptr, int(compare::kMaxPanes));
    std::vector<std::unique_ptr<ComparePane>> panes;
    const steer::ScenarioSetup base = controller_->setup();
    for (const compare::Spec& s : specs) {
        auto pane = std::make_unique<ComparePane>(s);
        if (QString err = pane->build(base); !err.isEmpty())
            return err;
        panes.push_back(std::move(pane));
    }
    panes_ = std::move(panes);
    base_ = base;
    showPanes();
    emit panesChanged();
    return {};
}

QString CompareMode::addPane(const compare::Spec& spec)
{
    std::vector<compare::Spec> all = specs();
    all.push_back(spec);
    return setSpecs(all);
}

void CompareMode::showPanes()
{
    if (panes_.empty()) {
        if (area_) {
            area_->restoreMainView();
            area_->deleteLater();
            area_->hide();
            area_ = nullptr;
            main_->fitStage();
        }
    } else {
        if (!area_)
            area_ = new CompareArea(main_);
        area_->setPaneCount(paneCount());
        for (int k = 0; k < paneCount(); ++k) {
            StageView* v = area_->paneView(k);
            // Clicking a vehicle in any pane selects it everywhere; the pointer is the main run's
            // input, so it steers every pane alike.
            disconnect(v, nullptr, controller_, nullptr);
            connect(v, &StageView::vehicleClicked, controller_, &Controller::select);
            connect(v, &StageView::pointerMoved, controller_, &Controller::pointerMoved);
        }
    }
    if (off_)
        off_->setEnabled(!panes_.empty());
    if (numbersDock_)
        numbersDock_->setVisible(!panes_.empty());
    ++rebuilds_;
    placeLegend();
    retranslate();
    follow();
    feedPlots();
    if (area_)
        for (int k = 0; k < paneCount(); ++k)
            area_->paneView(k)->fitStage();
    matchViews(); // a pane added while zoomed in starts zoomed in as well
    // Moving the main stage into (or out of) the compare area took its focus away (QWidget::setParent),
    // and the Compare menu left it nowhere: Space and the arrows act on the stage again at once.
    main_->setFocus(Qt::OtherFocusReason);
}

void CompareMode::follow()
{
    if (!area_)
        return;
    const steer::History& main = controller_->history();
    const int selected = controller_->selected();
    shown_.resize(panes_.size());
    for (int k = 0; k < paneCount(); ++k) {
        ComparePane& pane = *panes_[std::size_t(k)];
        StageView* view = area_->paneView(k);
        if (pane.isBuilt() && !pane.follow(main))
            emit message(pane.problem());
        // The panes draw what the main view draws, except its legend (one is enough, and it would
        // take a quarter pane's room).
        diagrams::OverlayOptions o = main_->overlay();
        o.legend = false;
        if (!(view->overlay() == o))
            view->setOverlay(o);
        if (view->textScale() != main_->textScale())
            view->setTextScale(main_->textScale());
        if (!pane.isBuilt())
            continue;
        // Trails as the main view draws them, each from its own pane's history.
        if (view->trailsEnabled() != main_->trailsEnabled())
            view->setTrailsEnabled(main_->trailsEnabled());
        if (main_->trailsEnabled())
            view->setTrails(paneTrails(k));
        shown_[std::size_t(k)] = pane.shown(selected);
        const steer::World& w = shown_[std::size_t(k)];
        view->setFrame(w, selected < int(w.vehicles.size()) ? selected : -1);
    }
    // The panes' pictures are painted on the second core while this thread goes on with the frame.
    std::vector<StageView*> views;
    for (int k = 0; k < paneCount(); ++k)
        views.push_back(area_->paneView(k));
    StageView::paintAhead(views);
    showCaptions(); // the main run's own value (Max speed = 4) may have changed
    if (numbers_ && !numbersDock_->isHidden()) {
        std::vector<const steer::World*> worlds{&controller_->world()};
        for (const auto& w : shown_)
            worlds.push_back(&w);
        numbers_->showFrames(worlds, selected, captions());
    }
}

void CompareMode::matchViews()
{
    if (!area_)
        return;
    // The area's views, not the panes: a resize while panes are added or removed (the main view
    // moving into the area) comes here before the area has a view for each pane.
    for (int k = 0; k < area_->paneCount(); ++k) {
        StageView* v = area_->paneView(k);
        v->setFollowing(main_->following());
        if (main_->isFitted()) {
            if (!v->isFitted())
                v->fitStage();
            continue;
        }
        if (v->zoomFactor() != main_->zoomFactor())
            v->setZoomFactor(main_->zoomFactor());
        // Following, each pane keeps its own selected vehicle in its middle (centreOnSelected);
        // otherwise all show the same part of the stage.
        if (!main_->following())
            v->centerOn(main_->mapToScene(main_->viewport()->rect().center()));
    }
}

void CompareMode::onScenarioChanged()
{
    if (addMenu_)
        fillAddMenu(); // the new scenario's variants
    if (panes_.empty()) {
        base_ = controller_->setup();
        return;
    }
    const steer::ScenarioSetup now = controller_->setup();
    if (now.id != base_.id) { // another demo: its comparisons are other ones
        setSpecs({});
        emit message(tr("Compare mode ended: the scenario changed."));
        return;
    }
    // The same demo started again (reset, a lesson, a set-up parameter): the panes start again
    // from the new set-up; a pane whose difference no longer applies goes.
    std::vector<compare::Spec> kept;
    for (const auto& p : panes_) {
        ComparePane probe(p->spec());
        if (probe.build(now).isEmpty())
            kept.push_back(p->spec());
    }
    setSpecs(kept);
}

bool CompareMode::eventFilter(QObject* watched, QEvent* e)
{
    if (watched == window_ && e->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, e);
}

void CompareMode::retranslate()
{
    if (menu_) {
        menu_->setTitle(tr("&Compare"));
        const auto& table = readyMade();
        for (std::size_t i = 0; i < table.size(); ++i) {
            readyActions_[i]->setText(tr(table[i].text));
            readyActions_[i]->setStatusTip(tr("Panes side by side: the same run with the one difference"));
        }
        addMenu_->setTitle(tr("Add a pane differing in"));
        fillAddMenu(); // its actions' words too (a parameter value…, the variants' names)
        off_->setText(tr("Compare off"));
        off_->setStatusTip(tr("Show the main run alone again"));
        numbersDock_->setWindowTitle(tr("Compare numbers"));
    }
    if (area_)
        showCaptions();
}

QStringList CompareMode::labels() const
{
    const steer::World& main = controller_->world();
    QStringList out{compare::mainLabel(main, specs())};
    for (const auto& p : panes_)
        out << compare::paneLabel(p->spec(), &main);
    return out;
}

void CompareMode::showCaptions()
{
    const QStringList names = labels();
    QStringList captions = names;
    for (std::size_t k = 0; k < panes_.size(); ++k)
        if (!panes_[k]->isBuilt())
            captions[int(k) + 1] = tr("%1 (stopped: %2)").arg(names[int(k) + 1], panes_[k]->problem());
    if (captions == this->captions())
        return;
    area_->setCaptions(captions);
    // The Plots panel's legend names the panes alike, in the new language too.
    if (plots_)
        plots_->setRunNames(names);
}

void CompareMode::fillAddMenu()
{
    // Later, not now: this runs while one of these actions is being triggered (a pane added).
    for (QAction* a : addMenu_->actions()) {
        addMenu_->removeAction(a);
        if (QMenu* sub = a->menu())
            sub->deleteLater();
        a->deleteLater();
    }
    const steer::ScenarioInfo& info = controller_->scenario();
    const steer::Variants& now = controller_->world().variants;
    for (std::string_view b : info.variants) {
        const QString behaviour = fromView(b);
        QMenu* sub = addMenu_->addMenu(texts::variantGroupLabel(behaviour));
        sub->setToolTipsVisible(true);
        for (const auto& c : steer::variantChoices()) {
            if (c.behaviour != b)
                continue;
            for (std::string_view n : c.names) {
                if (n == steer::variantName(now, b))
                    continue;
                const QString name = fromView(n);
                QAction* a = sub->addAction(texts::variantShortLabel(behaviour, name));
                // What it computes and the full titles of the articles it names, as in the Parameters panel.
                a->setToolTip((texts::variantLabel(behaviour, name) + QLatin1Char('\n') + articles::titlesIn(a->text())).trimmed());
                a->setObjectName(QStringLiteral("compareAdd_%1_%2").arg(behaviour, name));
                connect(a, &QAction::triggered, this, [this, b, n] {
                    compare::Spec s;
                    s.kind = compare::Spec::Kind::Variant;
                    s.name = std::string(b);
                    s.choice = std::string(n);
                    if (QString err = addPane(s); !err.isEmpty())
                        emit message(err);
                });
            }
        }
    }
    QAction* param = addMenu_->addAction(tr("A parameter value…"));
    param->setObjectName(QStringLiteral("compareAddParameter"));
    connect(param, &QAction::triggered, this, &CompareMode::askParameter);
    addMenu_->setEnabled(paneCount() < compare::kMaxPanes);
}

void CompareMode::askParameter()
{
    const steer::ScenarioInfo& info = controller_->scenario();
    QStringList labels;
    std::vector<std::string> names;
    for (const auto& p : steer::parameterTable()) {
        const bool forThis = p.scope == steer::ParamScope::Vehicle ||
                             std::find(info.parameters.begin(), info.parameters.end(), p.name) != info.parameters.end();
        if (!forThis || p.name == "stageWidth" || p.name == "stageHeight")
            continue;
        names.emplace_back(p.name);
        labels << texts::parameterLabel(fromView(p.name));
    }
    bool ok = false;
    const QString label = QInputDialog::getItem(window_, tr("Compare a parameter"), tr("Parameter:"), labels, 0, false, &ok);
    if (!ok)
        return;
    const std::string name = names.at(std::size_t(labels.indexOf(label)));
    const steer::ParamInfo* p = steer::findParameter(name);
    const double current = controller_->parameterValue(QString::fromStdString(name));
    const double value = QInputDialog::getDouble(window_, tr("Compare a parameter"),
                                                 tr("%1 in the new pane:").arg(label), current, p->min, p->max,
                                                 p->integer ? 0 : 3, &ok);
    if (!ok)
        return;
    compare::Spec s;
    s.kind = compare::Spec::Kind::Parameter;
    s.name = name;
    s.value = value;
    if (QString err = addPane(s); !err.isEmpty())
        emit message(err);
}

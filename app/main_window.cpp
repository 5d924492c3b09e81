#include "main_window.h"
#include "codelab/code_dock.h"


#include "annotation_layer.h"
#include "controller.h"
#include "export.h"
#include "export_ui.h"
#include "follow_camera.h"
#include "palette_choice.h"
#include "presentation_mode.h"
#include "progress_meter.h"
#include "text_scale.h"
#include "formula_panel.h"
#include "line_stepper.h"
#include "behaviours_panel.h"
#include "claims_panel.h"
#include "questions_panel.h"
#include "plots_panel.h"
#include "compare_mode.h"
#include "glossary_panel.h"
#include "sources_page.h"
#include "language.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "lj_plot.h"
#include "output_file.h"
#include "overlay_panel.h"
#include "pane_grid.h"
#include "parameters_panel.h"
#include "quick_start.h"
#include "scenario_panel.h"
#include "shortcuts_sheet.h"
#include "stage_view.h"
#include "transport_bar.h"
#include "transport_keys.h"
#include "key_forms.h"
#include "display_texts.h"
#include "world_painter.h"

#include <QAction>
#include <QSignalBlocker>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QProxyStyle>
#include <QTabBar>
#include <QTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QResizeEvent>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <QVBoxLayout>

namespace {
QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QScrollArea* scrolling(QWidget* w)
{
    auto* area = new QScrollArea;
    area->setWidget(w);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // Normally the panels wrap to the dock's width; a scroll bar only if a narrow dock cannot hold them.
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return area;
}
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), controller_(new Controller(this)), stage_(new StageView)
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    createActions();

    auto* centre = new QWidget;
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    stage_->setObjectName(QStringLiteral("stage"));
    layout->addWidget(stage_, 1);
    transport_ = new TransportBar(controller_, {playPause_, stepBack_, stepForward_, reset_, rewind_, goToEnd_}, centre);
    connect(transport_, &TransportBar::message, this, [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    layout->addWidget(transport_);
    setCentralWidget(centre);

    // Long work (a long lesson opening, a far jump) shows progress and can be cancelled.
    controller_->setWorkMeters([this](const QString& what) { return std::make_unique<ProgressMeter>(this, what); });
    createDocks();
    createMenus();
    hint_ = new QLabel;
    statusBar()->addPermanentWidget(hint_, 1);
    connectController();
    lessonUi_ = new LessonUi(this, {controller_, stage_, overlay_, transport_->timelineSlider(), fileMenu_, panelsMenu_,
                                    overlayDock_, parametersDock_, focusStage_});
    // The lesson is the document: another scenario is a new lesson (LessonUi asks about unsaved changes).
    connect(scenarios_, &ScenarioPanel::scenarioChosen, lessonUi_, &LessonUi::chooseScenario);
    // A lesson saves and opens the compare panes; a ready-made comparison on another scenario starts
    // a new lesson as the list does.
    compare_->attachLessons(lessonUi_->session(),
                            [ui = lessonUi_](steer::ScenarioId id) { return ui->chooseScenario(id); });
    // A lesson's guided steps: predict, then check (shown only for lessons with questions).
    QDockWidget* questionsDock =
        QuestionsPanel::addToWindow(this, lessonUi_->session(), controller_, stage_, lessonUi_->dock(), panelsMenu_);
    // While a question waits for the student's prediction, the next step's formulas and ghost
    // (which would show the answer) make way.
    connect(static_cast<QuestionsPanel*>(questionsDock->widget()), &QuestionsPanel::answerWaiting, this, [this](bool waiting) {
        formulas_->setAnswerHidden(waiting);
        diagrams::OverlayOptions o = stage_->overlay();
        o.ghost = !waiting;
        stage_->setOverlay(o);
    });
    // A guided lesson's Claims rows that give an answer away wait for that question's Check.
    auto hideClaims = [this] { claims_->setHiddenRows(lessonUi_->session()->hiddenClaims()); };
    connect(lessonUi_->session(), &LessonSession::checkedChanged, claims_, hideClaims);
    connect(lessonUi_->session(), &LessonSession::lessonChanged, claims_, hideClaims);
    hideClaims();
    // Tabifying the questions dock made it the current tab, and hiding it (no questions) left the
    // Lessons tab current: a new window opens on the parameters instead.
    parametersDock_->raise();
    // File → Export animation / worksheet
    exportUi_ = new ExportUi(this, {controller_, stage_, compare_, lessonUi_->session(), lessonUi_->annotations(),
                                   fileMenu_, savePicture_});
    // View → Larger / Smaller text and Presentation (F5), after the view switches.
    textScale_ = new TextScale(this, [this] { return stageViews(); });
    presentation_ = new PresentationMode(this, {textScale_, focusStage_, formulaDock_, formulas_, ljDock_, transport_,
                                                [this] { return stageViews(); }});
    connect(presentation_->action(), &QAction::toggled, this, &MainWindow::syncLegendAction);
    // Panes added or removed while presenting: the formulas make room for them (or take it back).
    connect(compare_, &CompareMode::panesChanged, presentation_, &PresentationMode::fitFormulas);
    viewMenu_->insertActions(panelsMenu_->menuAction(), {textScale_->largerAction(), textScale_->smallerAction(),
                                                          presentation_->action()});
    palette_ = new PaletteChoice(this, {[this] { return stageViews(); }, formulas_, ljPlot_});
    viewMenu_->insertMenu(panelsMenu_->menuAction(), palette_->menu());
    retranslateUi();
    onScenarioChanged();
    showWorld();
    initialState_ = saveState(); // what Reset layout returns to
}

std::vector<StageView*> MainWindow::stageViews() const
{
    std::vector<StageView*> views{stage_};
    if (compare_)
        for (int k = 0; k < compare_->paneCount(); ++k)
            if (StageView* v = compare_->paneView(k))
                views.push_back(v);
    return views;
}

MainWindow::~MainWindow()
{
    // QWidget's destructor deletes the children only after ~MainWindow has run, and the controller's
    // undo stack emits while it clears: a slot of this half-destroyed window would be called. So the
    // controller goes first, while the window and every view connected to it are still whole.
    controller_->pause();
    disconnect(controller_->undoStack(), nullptr, this, nullptr);
    delete controller_;
    controller_ = nullptr;
}

void MainWindow::createActions()
{
    auto make = [this](const char* name, std::initializer_list<QKeySequence> keys, QStyle::StandardPixmap icon) {
        auto* a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        a->setShortcuts(QList<QKeySequence>(keys));
        if (icon != QStyle::SP_CustomBase)
            a->setIcon(style()->standardIcon(icon));
        addAction(a); // the shortcuts work wherever the focus is in the window
        return a;
    };
    // Ctrl+S saves the lesson; the picture is Ctrl+Shift+S.
    savePicture_ = make("savePicture", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}, QStyle::SP_DialogSaveButton);
    quit_ = make("quit", {QKeySequence(Qt::CTRL | Qt::Key_Q)}, QStyle::SP_CustomBase); // not QKeySequence::Quit: empty on some platforms
    // Our own undo/redo actions (not QUndoStack's) so that their texts come from our catalogues.
    QUndoStack* stack = controller_->undoStack();
    undo_ = make("undo", {QKeySequence(Qt::CTRL | Qt::Key_Z)}, QStyle::SP_ArrowBack);
    redo_ = make("redo", {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)},
                 QStyle::SP_ArrowForward);
    undo_->setEnabled(false);
    redo_->setEnabled(false);
    connect(undo_, &QAction::triggered, controller_, &Controller::undo);
    connect(redo_, &QAction::triggered, controller_, &Controller::redo);
    connect(stack, &QUndoStack::canUndoChanged, undo_, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo_, &QAction::setEnabled);
    connect(stack, &QUndoStack::indexChanged, this, &MainWindow::retranslateUndo);
    playPause_ = make("playPause", {QKeySequence(Qt::Key_Space)}, QStyle::SP_MediaPlay);
    // Page Up / Page Down are what presenter clickers send.
    // Page Up / Page Down (presenter clickers) go to the previous / next bookmark, else step (LessonUi).
    stepBack_ = make("stepBack", {QKeySequence(Qt::Key_Left)}, QStyle::SP_MediaSeekBackward);
    stepForward_ = make("stepForward", {QKeySequence(Qt::Key_Right)}, QStyle::SP_MediaSeekForward);
    // Home only rewinds (the recorded frames and input stay); starting afresh is Reset, on purpose.
    rewind_ = make("rewind", {QKeySequence(Qt::Key_Home)}, QStyle::SP_MediaSkipBackward);
    goToEnd_ = make("goToEnd", {QKeySequence(Qt::Key_End)}, QStyle::SP_MediaSkipForward);
    reset_ = make("reset", {QKeySequence(Qt::CTRL | Qt::Key_R)}, QStyle::SP_BrowserReload);
    focusStage_ = make("focusStage", {QKeySequence(Qt::Key_Escape)}, QStyle::SP_CustomBase);
    // Zoom owns the +/= and - keys with or without Ctrl, in every form they arrive in (KeyForms):
    // Ctrl++ is Ctrl+Shift+= on a US or Russian layout, so no other action may have Ctrl+Shift+=.
    // Explicit keys, not QKeySequence::ZoomIn/ZoomOut (their keys differ between platforms).
    zoomIn_ = make("zoomIn", {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus),
                              QKeySequence(Qt::CTRL | Qt::Key_Equal)},
                   QStyle::SP_CustomBase);
    zoomOut_ = make("zoomOut", {QKeySequence(Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::Key_Minus)}, QStyle::SP_CustomBase);
    fit_ = make("fitStage", {QKeySequence(Qt::CTRL | Qt::Key_0)}, QStyle::SP_CustomBase);
    trails_ = make("trails", {QKeySequence(Qt::Key_T)}, QStyle::SP_CustomBase);
    trails_->setCheckable(true);
    legend_ = make("legend", {QKeySequence(Qt::Key_L)}, QStyle::SP_CustomBase);
    legend_->setCheckable(true);
    legend_->setChecked(true);
    resetLayout_ = make("resetLayout", {}, QStyle::SP_CustomBase);
    about_ = make("about", {}, QStyle::SP_CustomBase);
    quickStart_ = make("quickStart", {}, QStyle::SP_DialogHelpButton);
    shortcuts_ = make("shortcuts", {QKeySequence(Qt::Key_F1), QKeySequence(Qt::Key_Question)}, QStyle::SP_CustomBase);

    connect(savePicture_, &QAction::triggered, this, &MainWindow::savePictureDialog);
    connect(quit_, &QAction::triggered, this, &QWidget::close);
    connect(playPause_, &QAction::triggered, controller_, &Controller::togglePlay);
    connect(stepBack_, &QAction::triggered, controller_, &Controller::stepBack);
    connect(stepForward_, &QAction::triggered, controller_, &Controller::stepForward);
    connect(reset_, &QAction::triggered, controller_, &Controller::reset);
    connect(rewind_, &QAction::triggered, controller_, &Controller::rewind);
    connect(goToEnd_, &QAction::triggered, controller_, &Controller::goToEnd);
    connect(focusStage_, &QAction::triggered, this, [this] { stage_->setFocus(Qt::ShortcutFocusReason); });
    connect(zoomIn_, &QAction::triggered, stage_, &StageView::zoomIn);
    connect(zoomOut_, &QAction::triggered, stage_, &StageView::zoomOut);
    connect(fit_, &QAction::triggered, stage_, &StageView::fitStage);
    connect(resetLayout_, &QAction::triggered, this, &MainWindow::resetLayout);
    connect(about_, &QAction::triggered, this, &MainWindow::about);
    connect(quickStart_, &QAction::triggered, this, &MainWindow::showQuickStart);
    connect(shortcuts_, &QAction::triggered, this, &MainWindow::showShortcuts);
    // Whichever widget has the focus, these keys play, step, rewind and undo (not while typing).
    transportKeys_ = new TransportKeys(this, {playPause_, stepBack_, stepForward_, rewind_, goToEnd_, reset_, undo_,
                                              redo_, focusStage_, shortcuts_});
    // Every other form of a key (Ctrl+Shift+= for Ctrl++, Shift+? for ?, a Cyrillic Е for T) runs
    // the one action whose key it is, whatever the layout.
    new KeyForms(this);
    // After Play (the button, the menu or the key) the keys act on the stage at once.
    connect(playPause_, &QAction::triggered, this, [this] { stage_->setFocus(Qt::OtherFocusReason); });

    languages_ = new QActionGroup(this);
    languages_->setExclusive(true);
    for (const QString& code : language::available()) {
        auto* a = new QAction(language::nativeName(code), languages_);
        a->setData(code);
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("lang_") + code);
        a->setChecked(code == language::current());
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }
    // More languages under the interface language: each checked one is added after those already
    // chosen; a third drops the first chosen. Saved where the one second language was ("zh_CN,ru";
    // an old setting's single code reads as a list of one).
    auto remember = [this] {
        QSettings().setValue(QStringLiteral("formulas/secondLanguage"), language::extraLanguagesText(extraLanguages_));
    };
    noExtraLanguage_ = new QAction(this);
    noExtraLanguage_->setObjectName(QStringLiteral("second_none"));
    connect(noExtraLanguage_, &QAction::triggered, this, [this, remember] {
        setExtraLanguages({});
        remember();
    });
    for (const QString& code : language::available()) {
        auto* a = new QAction(language::nativeName(code), this);
        a->setData(code);
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("second_") + code);
        connect(a, &QAction::triggered, this, [this, code, remember](bool on) {
            QStringList codes = extraLanguages_;
            codes.removeAll(code);
            if (on)
                codes << code;
            while (codes.size() > language::kMaxExtraLanguages)
                codes.removeFirst();
            setExtraLanguages(codes);
            remember();
        });
        extraLanguageActions_ << a;
    }
}

void MainWindow::createDocks()
{
    auto dock = [this](const char* name, QWidget* content, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                       QDockWidget::DockWidgetClosable);
        addDockWidget(area, d);
        return d;
    };
    scenarios_ = new ScenarioPanel;
    parameters_ = new ParametersPanel(controller_);
    overlay_ = new OverlayPanel;
    formulas_ = new FormulaPanel;

    ljPlot_ = new LennardJonesPlot;
    scenarioDock_ = dock("scenarioDock", scenarios_, Qt::LeftDockWidgetArea);
    parametersDock_ = dock("parametersDock", scrolling(parameters_), Qt::LeftDockWidgetArea);
    overlayDock_ = dock("overlayDock", scrolling(overlay_), Qt::LeftDockWidgetArea);
    tabifyDockWidget(parametersDock_, overlayDock_);
    parametersDock_->raise();
    formulaDock_ = dock("formulaDock", formulas_, Qt::RightDockWidgetArea);
    ljDock_ = dock("ljDock", ljPlot_, Qt::RightDockWidgetArea);
    splitDockWidget(formulaDock_, ljDock_, Qt::Vertical);
}

void MainWindow::createMenus()
{
    fileMenu_ = menuBar()->addMenu(QString());
    fileMenu_->addAction(savePicture_);
    fileMenu_->addSeparator();
    fileMenu_->addAction(quit_);
    editMenu_ = menuBar()->addMenu(QString());
    editMenu_->addAction(undo_);
    editMenu_->addAction(redo_);
    playMenu_ = menuBar()->addMenu(QString());
    playMenu_->addActions({playPause_, stepBack_, stepForward_});
    playMenu_->addSeparator();
    playMenu_->addActions({rewind_, goToEnd_});
    playMenu_->addSeparator();
    playMenu_->addAction(reset_);
    viewMenu_ = menuBar()->addMenu(QString());
    viewMenu_->addActions({zoomIn_, zoomOut_, fit_});
    FollowCamera::addToWindow(this, controller_, stage_, viewMenu_); // F: the selected vehicle stays centred while zoomed in
    viewMenu_->addSeparator();
    viewMenu_->addActions({trails_, legend_});
    viewMenu_->addSeparator();
    panelsMenu_ = viewMenu_->addMenu(QString());
    viewMenu_->addAction(resetLayout_);
    for (QDockWidget* d : {scenarioDock_, parametersDock_, overlayDock_, formulaDock_, ljDock_})
        panelsMenu_->addAction(d->toggleViewAction());
    // Pursue, arrive, avoid: the seeds' claims counted. A tab beside the scenario list they are
    // about, which stays in front: in the lower row, as a sixth title, "Утверждения" went behind
    // the scroll arrows in Russian at 1280 px.
    claims_ = ClaimsPanel::addToWindow(this, controller_, scenarioDock_, panelsMenu_);
    scenarioDock_->raise();
    plots_ = PlotsPanel::addToWindow(this, controller_, overlayDock_, panelsMenu_); // the selected vehicle's quantities over time
    BehavioursPanel::addToWindow(this, controller_, stage_, parametersDock_, panelsMenu_); // the selected vehicle's calls; sandbox tools
    // Compare menu: panes that differ in one thing
    compare_ = CompareMode::addToWindow(this, {controller_, stage_, overlay_, plots_, formulaDock_});
    // Play → the formula lines one at a time (buttons in the formula panel; keys . and comma).
    LineStepper::addToWindow(this, controller_, stage_, formulas_, playMenu_, focusStage_);
    // The code lab: the book's methods written in JavaScript, a tab behind the formulas they change
    // (made after compare mode, which splits the formula dock's area for its numbers).
    code_ = codelab::CodeDock::addToWindow(this, controller_, formulaDock_, panelsMenu_);
    languageMenu_ = menuBar()->addMenu(QString());
    languageMenu_->addActions(languages_->actions());
    languageMenu_->addSeparator();
    secondLanguageMenu_ = languageMenu_->addMenu(QString());
    secondLanguageMenu_->addAction(noExtraLanguage_);
    secondLanguageMenu_->addSeparator();
    secondLanguageMenu_->addActions(extraLanguageActions_);
    helpMenu_ = menuBar()->addMenu(QString());
    helpMenu_->addActions({quickStart_, shortcuts_});
    // One Sources page, made on first use, for the Help menu and every link to it (the glossary's too).
    const SourcesPage::Opener sources = SourcesPage::opener(this);
    GlossaryPanel::addToWindow(this, helpMenu_, formulas_, [sources](const QString& link) {
        return SourcesPage::openLink(sources, link);
    }); // Help → Glossary; formula headings link to it
    SourcesPage::addToWindow(this, helpMenu_, sources, parameters_, formulas_); // Help → Sources; the variants' "Sources…" links and the formulas' seed numbers
    helpMenu_->addSeparator();
    helpMenu_->addAction(about_);
}

void MainWindow::connectController()
{
    Controller* c = controller_;
    connect(c, &Controller::worldChanged, this, &MainWindow::showWorld);
    connect(c, &Controller::scenarioChanged, this, &MainWindow::onScenarioChanged);
    connect(c, &Controller::selectionChanged, this, [this](int) { showWorld(); });
    connect(c, &Controller::playingChanged, this, [this](bool) { retranslateUi(); });
    connect(c, &Controller::message, this, [this](const QString& text) { statusBar()->showMessage(text, 10000); });

    connect(stage_, &StageView::vehicleClicked, c, &Controller::select);
    connect(stage_, &StageView::pointerMoved, c, &Controller::pointerMoved);
    connect(stage_, &StageView::targetDragged, c, &Controller::targetDragged);
    connect(stage_, &StageView::stageClicked, c, &Controller::stageClicked);
    connect(stage_, &StageView::obstacleDragged, c, &Controller::obstacleDragged);
    connect(stage_, &StageView::waypointDragged, c, &Controller::waypointDragged);
    connect(stage_, &StageView::waypointDeleteRequested, c, &Controller::deleteWaypoint);
    connect(stage_, &StageView::dragFinished, c, &Controller::dragFinished);

    // Hover both ways: a formula line lights up its vector on the stage, a vector on the stage
    // lights up its formula lines.
    connect(formulas_, &FormulaPanel::lineHovered, this, [this](int call, int kind) {
        diagrams::OverlayOptions o = stage_->overlay();
        o.highlightCall = call;
        o.highlightKind = kind >= 0 ? std::optional<steer::ItemKind>(steer::ItemKind(kind)) : std::nullopt;
        stage_->setOverlay(o);
    });
    connect(stage_, &StageView::itemHovered, formulas_, &FormulaPanel::highlight);
    // Focus: a rule's ◎ in the formula panel shows only that rule's vectors on the stage; its ◉
    // clicked again, or Esc, shows everything again.
    auto setFocusRule = [this](std::optional<steer::Rule> rule) {
        diagrams::OverlayOptions o = stage_->overlay();
        o.focus = rule;
        stage_->setOverlay(o);
        formulas_->setFocusRule(rule);
    };
    connect(formulas_, &FormulaPanel::focusRequested, this, [this, setFocusRule](int call) {
        const auto& ex = controller_->world().explanations;
        const std::size_t sel = std::size_t(std::max(controller_->selected(), 0));
        if (sel >= ex.size() || call < 0 || std::size_t(call) >= ex[sel].calls.size())
            return;
        const steer::Rule rule = steer::ruleOf(ex[sel], std::size_t(call));
        setFocusRule(stage_->overlay().focus == rule ? std::nullopt : std::optional<steer::Rule>(rule));
    });
    connect(focusStage_, &QAction::triggered, this, [setFocusRule] { setFocusRule(std::nullopt); });
    // The legend's row of a rule's force (F_sep, F_coh, F …) focuses that rule as its ◎ does; the
    // row again, or another spot of the legend, shows everything.
    connect(stage_, &StageView::legendClicked, this, [this, setFocusRule](int kind) {
        const std::optional<steer::Rule> rule =
            kind >= 0 ? diagrams::legendRule(controller_->world(), controller_->selected(), steer::ItemKind(kind))
                      : std::nullopt;
        setFocusRule(rule && stage_->overlay().focus != rule ? rule : std::nullopt);
    });

    connect(overlay_, &OverlayPanel::optionsChanged, this, [this](const diagrams::OverlayOptions& panel) {
        diagrams::OverlayOptions o = panel;
        o.highlightCall = stage_->overlay().highlightCall; // the hover belongs to the formula panel
        o.highlightKind = stage_->overlay().highlightKind;
        o.focus = stage_->overlay().focus; // and the focus to the formula panel's ◎
        o.stepHidden = stage_->overlay().stepHidden; // and line by line to the LineStepper
        o.stepLit = stage_->overlay().stepLit;
        o.ghost = stage_->overlay().ghost; // and the ghost to a guided question
        stage_->setOverlay(o);
        syncLegendAction();
    });
    // The legend's fold control: folded to a chip, unfolded to the form it had.
    connect(stage_, &StageView::legendFoldClicked, this, [this] {
        diagrams::OverlayOptions o = overlay_->options();
        o.legendFolded = !o.legendFolded;
        overlay_->setOptions(o);
    });
    connect(overlay_, &OverlayPanel::trailsToggled, this, [this](bool on) {
        stage_->setTrailsEnabled(on);
        if (on)
            stage_->setTrails(controller_->trailPositions(StageView::kTrailFrames));
        trails_->setChecked(on);
    });
    connect(trails_, &QAction::toggled, overlay_, &OverlayPanel::setTrails);
    connect(legend_, &QAction::toggled, this, [this](bool on) {
        diagrams::OverlayOptions o = overlay_->options();
        // While presenting, L is the teacher's explicit choice for presentation and animations
        // (the legend is left out there by default); at the desk it turns the legend on or off.
        if (presenting()) {
            o.legendInShows = on;
            o.legend = o.legend || on;
        } else {
            o.legend = on;
        }
        if (!(o == overlay_->options()))
            overlay_->setOptions(o);
    });
    stage_->setOverlay(overlay_->options());
}

bool MainWindow::presenting() const { return presentation_ && presentation_->isActive(); }

void MainWindow::syncLegendAction()
{
    // Checked when the main stage draws its legend (or would, but for compare mode's panes).
    const diagrams::OverlayOptions& o = overlay_->options();
    const QSignalBlocker block(legend_);
    legend_->setChecked(o.legend && (!presenting() || o.legendInShows));
}

void MainWindow::retranslateUndo()
{
    // The undo steps are worded in the language of the moment; the menu shows the newest wording.
    const QUndoStack* stack = controller_->undoStack();
    undo_->setText(stack->canUndo() ? tr("Undo %1").arg(stack->undoText()) : tr("Undo"));
    redo_->setText(stack->canRedo() ? tr("Redo %1").arg(stack->redoText()) : tr("Redo"));
    undo_->setToolTip(tr("Undo the last change: a drag, a waypoint, a parameter, a variant, a reset or a scenario switch (Ctrl+Z)"));
    redo_->setToolTip(tr("Redo the change undone last (Ctrl+Shift+Z)"));
}

void MainWindow::showWorld()
{
    const steer::World& w = controller_->world();
    const int sel = controller_->selected();
    if (stage_->trailsEnabled()) // from the history: a function of the frame shown
        stage_->setTrails(controller_->trailPositions(StageView::kTrailFrames));
    shownFrame_ = w.frame;
    stage_->setWorld(w);
    stage_->setSelected(sel);
    formulas_->showFrame(w, sel);
    if (w.scenario == steer::ScenarioId::LennardJones)
        ljPlot_->setWorld(w);
    overlay_->setPresentKinds(diagrams::kindsPresent(w));
}

void MainWindow::onScenarioChanged()
{
    const steer::World& w = controller_->world();
    scenarios_->setCurrent(w.scenario);
    stage_->clearTrails();
    shownFrame_ = w.frame;
    stage_->setWorld(w);
    stage_->fitStage();
    const bool lj = w.scenario == steer::ScenarioId::LennardJones;
    ljDock_->setVisible(lj);
    if (lj) {
        ljPlot_->setWorld(w);
        // The formulas keep the larger share; the plot reads well at 45 %.
        const int h = formulaDock_->height() + ljDock_->height();
        if (h > 100)
            resizeDocks({formulaDock_, ljDock_}, {h * 11 / 20, h * 9 / 20}, Qt::Vertical);
    }
    retranslateUi();
}

bool MainWindow::setLanguage(const QString& code)
{
    if (!language::install(code)) {
        statusBar()->showMessage(tr("The %1 translation is missing; the interface stays as it was.")
                                     .arg(language::nativeName(code)),
                                 10000);
        for (QAction* a : languages_->actions())
            a->setChecked(a->data().toString() == language::current());
        return false;
    }
    QSettings().setValue(QStringLiteral("language"), code);
    for (QAction* a : languages_->actions())
        a->setChecked(a->data().toString() == code);
    return true;
}

namespace {

// QMainWindow's tab bars with half the application style's horizontal space around each title.
class CompactTabStyle : public QProxyStyle {
public:
    explicit CompactTabStyle(QObject* parent)
    {
        setParent(parent); // QProxyStyle has no parent argument; without a base it follows the application style
    }
    int pixelMetric(PixelMetric metric, const QStyleOption* option, const QWidget* widget) const override
    {
        const int value = QProxyStyle::pixelMetric(metric, option, widget);
        return metric == PM_TabBarTabHSpace ? value / 2 : value;
    }
};

} // namespace

void MainWindow::childEvent(QChildEvent* e)
{
    QMainWindow::childEvent(e);
    // Five panels share the lower left column (Parameters, Overlay, Plots, Behaviours, Lessons).
    // QMainWindow's tabs elide the titles they cannot fit ("Пара…", "Повед…"); a whole title with
    // scroll arrows reads better on a projector.
    if (e->type() == QEvent::ChildPolished)
        if (auto* bar = qobject_cast<QTabBar*>(e->child())) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
            // Half the style's space around each title: the five titles then fit the column's
            // width in the three languages at 1280 px.
            if (!compactTabs_)
                compactTabs_ = new CompactTabStyle(this);
            if (bar->style() != compactTabs_)
                bar->setStyle(compactTabs_);
        }
}

const QTabBar* MainWindow::parametersTabs() const
{
    // QMainWindow makes its tab bars itself and offers no accessor: they are found among its children.
    for (const QTabBar* tabs : findChildren<QTabBar*>(Qt::FindDirectChildrenOnly))
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->isVisible() && tabs->tabText(i) == parametersDock_->windowTitle())
                return tabs;
    return nullptr;
}

int MainWindow::parametersTabsWidth() const
{
    // The left column is wide enough to show every title of its tab row (Parameters, Overlay, Plots,
    // Behaviours, Lessons) when that takes at most a third of the window: a title behind a scroll
    // arrow is a panel the teacher does not know is there.
    const QTabBar* tabs = parametersTabs();
    return tabs ? std::min(tabs->sizeHint().width(), width() / 3) : 0;
}

void MainWindow::fitParametersTabs()
{
    // It only grows, so a column the teacher widened stays as it is.
    const QTabBar* tabs = parametersTabs();
    if (tabs && parametersTabsWidth() > tabs->width())
        resizeDocks({parametersDock_}, {parametersTabsWidth()}, Qt::Horizontal);
}

void MainWindow::hideEvent(QHideEvent* e)
{
    QMainWindow::hideEvent(e);
    if (controller_)
        controller_->setOutOfSight(true);
}

void MainWindow::showEvent(QShowEvent* e)
{
    QMainWindow::showEvent(e);
    controller_->setOutOfSight(isMinimized());
    if (layoutDone_)
        return;
    layoutDone_ = true;
    if (restoredState_)
        return;
    applyDefaultLayout();
}

void MainWindow::resizeEvent(QResizeEvent* e)
{
    // Narrower than kFormulaMinWidth, a formula line holds two or three symbols (a saved layout
    // once squashed the dock to 75 px at 1280x720): at projector sizes a drag or a layout stops there.
    formulas_->setMinimumWidth(e->size().width() >= kRoomyWidth ? kFormulaMinWidth : 0);
    QMainWindow::resizeEvent(e);
}

void MainWindow::applyDefaultLayout()
{
    // The stage keeps the most room: the side panels start narrow, in proportion to the window.
    const int w = width();
    const int left = std::max(std::clamp(w / 5, 250, 340), parametersTabsWidth());
    resizeDocks({scenarioDock_, formulaDock_}, {left, std::clamp(w * 27 / 100, 330, 520)}, Qt::Horizontal);
    // The parameters (and their variant switches) need more height than the scenario list.
    resizeDocks({scenarioDock_, parametersDock_}, {height() * 3 / 10, height() * 7 / 10}, Qt::Vertical);
    if (ljDock_->isVisible())
        resizeDocks({formulaDock_, ljDock_}, {height() * 11 / 20, height() * 9 / 20}, Qt::Vertical);
}

void MainWindow::changeEvent(QEvent* e)
{
    // A minimised window plays on without painting (offscreen and some window systems keep a
    // minimised window exposed and would paint it on): no frame is announced, and nothing else
    // (the play button turning into Pause) is painted until the window is back.
    if (e->type() == QEvent::WindowStateChange && isVisible() && controller_) {
        controller_->setOutOfSight(isMinimized());
        setUpdatesEnabled(!isMinimized());
    }
    if (e->type() == QEvent::LanguageChange) {
        controller_->retranslateUndoSteps();
        retranslateUi();
        // Russian titles are longer: once the tab bar has them, the column may need to grow.
        if (layoutDone_)
            QTimer::singleShot(0, this, &MainWindow::fitParametersTabs);
    }
    QMainWindow::changeEvent(e);
}

void MainWindow::retranslateUi()
{
    const auto& info = controller_->scenario();
    if (lessonUi_) // the lesson's name and the modified mark
        setWindowTitle(lessonUi_->windowTitle());
    fileMenu_->setTitle(tr("&File"));
    editMenu_->setTitle(tr("&Edit"));
    playMenu_->setTitle(tr("&Play"));
    viewMenu_->setTitle(tr("&View"));
    panelsMenu_->setTitle(tr("Panels"));
    languageMenu_->setTitle(tr("&Language"));
    secondLanguageMenu_->setTitle(tr("More languages (formulas, legend, names)"));
    secondLanguageMenu_->setToolTip(tr("Show the formulas, the legend and the vehicles' names also in one or two more languages, in the order chosen, for classes that read several languages"));
    noExtraLanguage_->setText(tr("None"));
    applyExtraLanguages(); // the new interface language is no longer repeated under itself, the old one may be
    helpMenu_->setTitle(tr("&Help"));

    const auto text = &texts::setActionTexts;
    text(savePicture_, tr("Save picture…"), tr("Save the current frame (stage, vectors, legend) as PNG or SVG"));
    text(quit_, tr("Quit"), tr("Close Steering Lab"));
    retranslateUndo();
    const bool playing = controller_->isPlaying();
    playPause_->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    text(playPause_, playing ? tr("Pause") : tr("Play"),
         playing ? tr("Pause the animation") : tr("Play the animation (30 frames per second at 1×)"));
    text(stepBack_, tr("Step back"), tr("Show the previous frame, exactly as it was"));
    text(stepForward_, tr("Step forward"), tr("Advance exactly one frame"));
    playPause_->setProperty("shortcutHelp", tr("Play / pause"));
    text(rewind_, tr("Go to frame 0"), tr("Back to frame 0, keeping every recorded frame and input"));
    text(goToEnd_, tr("Go to the last frame"), tr("Go to the last frame reached"));
    text(reset_, tr("Reset"),
         tr("Start a fresh run at frame 0 with the current parameters; the recorded frames are dropped (Undo brings them back)"));
    text(focusStage_, tr("Focus the stage"), tr("Leave a field and give the keys back to the stage"));
    text(zoomIn_, tr("Zoom in"), tr("Zoom into the stage (or use the mouse wheel)"));
    text(zoomOut_, tr("Zoom out"), tr("Zoom out of the stage"));
    text(fit_, tr("Fit stage"), tr("Show the whole stage, scaled to the window"));
    text(resetLayout_, tr("Reset layout"), tr("Put every panel back where and as wide as it starts, for this screen size"));
    text(trails_, tr("Trails"), tr("Draw fading trails behind the vehicles"));
    text(legend_, tr("Legend"), tr("Show the legend naming each colour"));
    text(about_, tr("About Steering Lab"), tr("Where the behaviours and formulas come from"));
    text(quickStart_, tr("Quick start"), tr("Six steps for a first lesson"));
    text(shortcuts_, tr("Keyboard shortcuts"), tr("Every key of the window on one sheet"));
    undo_->setProperty("shortcutHelp", tr("Undo the last change"));
    redo_->setProperty("shortcutHelp", tr("Redo the change undone last"));

    scenarioDock_->setWindowTitle(tr("Scenarios"));
    parametersDock_->setWindowTitle(tr("Parameters"));
    overlayDock_->setWindowTitle(tr("Overlay"));
    formulaDock_->setWindowTitle(tr("Formulas"));
    ljDock_->setWindowTitle(tr("Lennard-Jones potential"));
    stage_->setToolTip(QString());
    stage_->setAccessibleName(tr("Stage"));
    stage_->setAccessibleDescription(tr("The vehicles and the vectors of the next step; click a vehicle to select it"));
    scenarios_->list()->setAccessibleName(tr("Scenarios"));

    QStringList hints;
    if (info.usesPointer)
        hints << tr("While playing, the vehicle follows the pointer; drag the target marker to leave it in place.");
    if (controller_->world().scenario == steer::ScenarioId::Path)
        hints << tr("Click the stage to add a waypoint.");
    if (controller_->world().scenario == steer::ScenarioId::Avoid)
        hints << tr("Drag a circle to move it.");
    hints << tr("Click a vehicle to select it.");
    // Sentences are joined by a space, except after a full-width full stop (Chinese), which carries its own.
    QString hint;
    for (const QString& h : std::as_const(hints))
        hint += (hint.isEmpty() || hint.endsWith(QChar(0x3002)) ? QString() : QStringLiteral(" ")) + h;
    hint_->setText(hint);
}

QString MainWindow::savePicture(const QString& path, QSize size)
{
    const bool svg = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive);
    // What the class sees: every compare pane, trails, the lesson's notes, the frame number.
    const diagrams::Picture picture = exportUi_->windowPicture();
    files::OutputFile file(path);
    bool ok = file.open();
    if (ok)
        ok = svg ? diagrams::writeSvg(file.device(), picture, size) : diagrams::writePng(file.device(), picture, size);
    if (ok)
        ok = file.commit();
    else
        file.cancel();
    if (!ok)
        return tr("Could not save the picture to '%1' (is the folder writable?).").arg(QDir::toNativeSeparators(path));
    return {};
}

void MainWindow::savePictureDialog()
{
    controller_->pause();
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("pictureFolder")).toString();
    const QString name = QStringLiteral("%1-frame%2.png").arg(fromView(controller_->scenario().key)).arg(controller_->frame());
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save picture"), QDir(dir).filePath(name),
                                                      tr("PNG picture (*.png);;SVG drawing (*.svg)"), &selectedFilter);
    if (path.isEmpty())
        return;
    QString file = path;
    if (!file.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) && !file.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive))
        file += selectedFilter.contains(QLatin1String("svg")) ? QStringLiteral(".svg") : QStringLiteral(".png");
    settings.setValue(QStringLiteral("pictureFolder"), QFileInfo(file).absolutePath());
    // Three pixels per stage pixel: sharp on a slide; compare panes side by side (2) or in a 2×2 grid.
    const steer::World& w = controller_->world();
    const diagrams::PaneGrid grid = diagrams::paneGrid(1 + compare_->paneCount());
    const QSize size(int(std::min(4000.0, w.stageWidth * 3 * grid.columns)), int(std::min(4000.0, w.stageHeight * 3 * grid.rows)));
    const QString err = savePicture(file, size);
    if (!err.isEmpty())
        QMessageBox::warning(this, tr("Save picture"), err);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(file)), 8000);
}

void MainWindow::about()
{
    QMessageBox::about(
        this, tr("About Steering Lab"),
        tr("<h3>Steering Lab</h3>"
           "<p>Steering behaviours for the classroom: seek, flee, arrive, pursue, evade, wander, object avoidance, "
           "path following, flocking, offset pursuit and Lennard-Jones avoidance, step by step with every vector "
           "and formula.</p>"
           "<p>Sources:</p><ul>"
           "<li>Keith Peters, <i>AdvancED ActionScript 3.0 Animation</i>, chapter 2 (Vehicle.as, SteeredVehicle.as, "
           "SeekTest … FlockTest), with Chinese study notes and a Russian translation;</li>"
           "<li>a Cocos Creator 3.1 TypeScript port (offset pursuit, the head-on pursue shortcut);</li>"
           "<li>Lennard-Jones potential avoidance from <i>AI for Game Developers</i> (Bourg &amp; Seemann).</li>"
           "</ul><p>Where the sources disagree, the variants in the Parameters panel switch between them.</p>"));
}

void MainWindow::showQuickStart()
{
    if (!quickStartDialog_)
        quickStartDialog_ = new QuickStartDialog(
            this, {playPause_, stepBack_, stepForward_, rewind_, goToEnd_, undo_, savePicture_, shortcuts_});
    quickStartDialog_->show();
    quickStartDialog_->raise();
    quickStartDialog_->activateWindow();
}

void MainWindow::showShortcuts()
{
    if (!shortcutsSheet_)
        shortcutsSheet_ = new ShortcutsSheet(this);
    shortcutsSheet_->show();
    shortcutsSheet_->raise();
    shortcutsSheet_->activateWindow();
}

QString MainWindow::layoutKey() const
{
    const QScreen* sc = screen();
    const QSize size = sc ? sc->size() : QSize();
    return QStringLiteral("window/%1x%2/").arg(size.width()).arg(size.height());
}

bool MainWindow::hasRememberedLayout() const { return QSettings().contains(layoutKey() + QStringLiteral("geometry")); }

void MainWindow::resetLayout()
{
    restoreState(initialState_);
    for (QDockWidget* d : {scenarioDock_, parametersDock_, formulaDock_})
        d->show();
    parametersDock_->raise();
    applyDefaultLayout();
    QSettings s;
    s.remove(layoutKey() + QStringLiteral("geometry"));
    s.remove(layoutKey() + QStringLiteral("state"));
}

void MainWindow::restoreSettings()
{
    QSettings s;
    // Per screen size: a layout squashed to fit 1280x720 is not the one a 1920x1080 projector gets.
    restoreGeometry(s.value(layoutKey() + QStringLiteral("geometry")).toByteArray());
    restoredState_ = restoreState(s.value(layoutKey() + QStringLiteral("state")).toByteArray());
    diagrams::OverlayOptions o = overlay_->options();
    o.vectorScale = s.value(QStringLiteral("overlay/vectorScale"), o.vectorScale).toDouble();
    o.labels = s.value(QStringLiteral("overlay/labels"), o.labels).toBool();
    o.otherVehicles = s.value(QStringLiteral("overlay/otherVehicles"), o.otherVehicles).toBool();
    o.legend = s.value(QStringLiteral("overlay/legend"), o.legend).toBool();
    o.vehicleNames = s.value(QStringLiteral("overlay/vehicleNames"), o.vehicleNames).toBool();
    o.triangle = s.value(QStringLiteral("overlay/triangle"), o.triangle).toBool();
    o.magnifier = s.value(QStringLiteral("overlay/magnifier"), o.magnifier).toBool();
    const QString hidden = s.value(QStringLiteral("overlay/hiddenKinds")).toString();
    for (const QString& id : hidden.split(QLatin1Char(','), Qt::SkipEmptyParts))
        for (int i = 0; i < steer::kItemKindCount; ++i)
            if (id == fromView(steer::itemKindId(steer::ItemKind(i))))
                o.visible.reset(std::size_t(i));
    overlay_->setOptions(o);
    overlay_->setTrails(s.value(QStringLiteral("overlay/trails"), false).toBool());
    controller_->setSpeed(s.value(QStringLiteral("speed"), 1.0).toDouble());
    textScale_->setValue(s.value(QStringLiteral("textScale"), 1.0).toDouble(), false); // View → Larger / Smaller text
    if (const auto p = diagrams::paletteFromId(s.value(QStringLiteral("palette")).toString().toStdString()))
        palette_->choose(*p, false);
    setExtraLanguages(language::extraLanguagesFrom(s.value(QStringLiteral("formulas/secondLanguage")).toString()));
    ljDock_->setVisible(controller_->world().scenario == steer::ScenarioId::LennardJones);
}

void MainWindow::setExtraLanguages(const QStringList& codes)
{
    extraLanguages_ = language::extraLanguagesFrom(language::extraLanguagesText(codes));
    for (QAction* a : extraLanguageActions_)
        a->setChecked(extraLanguages_.contains(a->data().toString()));
    applyExtraLanguages();
}

// What the formulas, legend and names show: the chosen languages but the interface language (it
// is on the first line already), so switching the interface language never shows one twice.
void MainWindow::applyExtraLanguages()
{
    QStringList shown = extraLanguages_;
    shown.removeAll(language::current());
    formulas_->setExtraLanguages(shown);
    diagrams::OverlayOptions o = overlay_->options();
    if (o.extraLanguages == shown && o.translateIn == &language::translateIn)
        return; // retranslateUi runs on every play and pause: no new overlay then
    o.extraLanguages = shown;
    o.translateIn = &language::translateIn;
    overlay_->setOptions(o);
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(layoutKey() + QStringLiteral("geometry"), saveGeometry());
    s.setValue(layoutKey() + QStringLiteral("state"), saveState());
    const diagrams::OverlayOptions o = overlay_->options();
    s.setValue(QStringLiteral("overlay/vectorScale"), o.vectorScale);
    s.setValue(QStringLiteral("overlay/labels"), o.labels);
    s.setValue(QStringLiteral("overlay/otherVehicles"), o.otherVehicles);
    s.setValue(QStringLiteral("overlay/legend"), o.legend);
    s.setValue(QStringLiteral("overlay/vehicleNames"), o.vehicleNames);
    s.setValue(QStringLiteral("overlay/triangle"), o.triangle);
    s.setValue(QStringLiteral("overlay/magnifier"), o.magnifier);
    QStringList hidden;
    for (int i = 0; i < steer::kItemKindCount; ++i)
        if (!o.visible.test(std::size_t(i)))
            hidden << fromView(steer::itemKindId(steer::ItemKind(i)));
    s.setValue(QStringLiteral("overlay/hiddenKinds"), hidden.join(QLatin1Char(',')));
    s.setValue(QStringLiteral("overlay/trails"), overlay_->trails());
    s.setValue(QStringLiteral("speed"), controller_->speed());
    s.setValue(QStringLiteral("scenario"), fromView(controller_->scenario().key));
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (!lessonUi_->maybeSave()) { // Cancel: the window stays
        e->ignore();
        return;
    }
    lessonUi_->closed();
    saveSettings();
    QMainWindow::closeEvent(e);
}

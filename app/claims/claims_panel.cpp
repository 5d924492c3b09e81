#include "claims_panel.h"

#include "article_names.h"
#include "controller.h"
#include "digits_label.h"
#include "formula_builder.h"
#include "steady_layout.h"

#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QScrollArea>

namespace {
QString px(double v) { return QString::number(v, 'f', 1); }
QString frameNo(std::int64_t f) { return QString::number(f); }
} // namespace

ClaimsPanel::ClaimsPanel(Controller* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), text_(new DigitsLabel)
{
    setObjectName(QStringLiteral("claimsPanel"));
    text_->setObjectName(QStringLiteral("claimsText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The distances change at every frame, the lines' sizes rarely: the label answers by the
    // text's shape and the layout keeps still while the answers do (steady_layout.h).
    auto* layout = new steady::VBoxLayout(this);
    layout->addWidget(text_);
    layout->addStretch();
    connect(controller_, &Controller::worldChanged, this, &ClaimsPanel::refresh);
    connect(controller_, &Controller::scenarioChanged, this, &ClaimsPanel::refresh);
    refresh();
}

void ClaimsPanel::refresh()
{
    claims_ = tracker_.at(*controller_);
    showLines();
}

void ClaimsPanel::setHiddenRows(const QStringList& ids)
{
    if (ids == hidden_)
        return;
    hidden_ = ids;
    showLines();
}

void ClaimsPanel::showLines()
{
    lines_.clear();
    bool hidSome = false;
    for (const auto& [id, line] : describe()) {
        if (hidden_.contains(id))
            hidSome = true;
        else
            lines_ << line;
    }
    if (hidSome)
        lines_ << tr("Some lines are hidden until the prediction is checked (Questions panel).");
    text_->setText(lines_.join(QLatin1String("\n\n")));
    showArticleTitle();
}

// The claims of the pursuit and arrive demos are the Russian translation's: its full title on hover.
void ClaimsPanel::showArticleTitle()
{
    const bool fromArticle = claims_.frame >= 0 && (claims_.scenario == steer::ScenarioId::Pursue || claims_.scenario == steer::ScenarioId::Arrive);
    text_->setToolTip(fromArticle ? articles::titles(QStringLiteral("002")) : QString());
}

std::vector<std::pair<QString, QString>> ClaimsPanel::describe() const
{
    using steer::ScenarioId;
    // Each line with the name of its row (claim_rows.h), by which a guided lesson hides it.
    struct Rows : std::vector<std::pair<QString, QString>> {
        QString id;
        Rows& operator<<(const QString& line)
        {
            emplace_back(id, line);
            return *this;
        }
        Rows& row(const char* name)
        {
            id = QLatin1String(name);
            return *this;
        }
    } out;
    const steer::Claims& c = claims_;
    if (c.frame < 0)
        return out;
    switch (c.scenario) {
    case ScenarioId::Pursue: {
        out.row("pursue-claim") << tr("The Russian translation claims: the pursuer, aiming where the target will be, reaches it before the "
                  "seeker.");
        const steer::ReachClaim& pursuer = c.reaches.at(0);
        const steer::ReachClaim& seeker = c.reaches.at(1);
        out.row("pursuer-reach") << (pursuer.frame >= 0 ? tr("Pursuer reached the target at frame %1.").arg(frameNo(pursuer.frame))
                                   : tr("Pursuer has not reached the target yet: %1 px apart.").arg(px(pursuer.distanceNow)));
        out.row("seeker-reach") << (seeker.frame >= 0 ? tr("Seeker reached the target at frame %1.").arg(frameNo(seeker.frame))
                                  : tr("Seeker has not reached the target yet: %1 px apart.").arg(px(seeker.distanceNow)));
        if (pursuer.frame >= 0 && seeker.frame >= 0) {
            out.row("reach-order");
            const auto d = int(seeker.frame - pursuer.frame);
            // English has no catalogue: one frame is its own text, the others a plural for zh and ru.
            if (d == 1)
                out << tr("The pursuer was one frame earlier.");
            else if (d == -1)
                out << tr("The seeker was one frame earlier.");
            else
                out << (d > 0   ? tr("The pursuer was %n frames earlier.", nullptr, d)
                        : d < 0 ? tr("The seeker was %n frames earlier.", nullptr, -d)
                                : tr("Both reached it at the same frame."));
        }
        out.row("reach-distance") << tr("Reached: positions at most %1 px apart (one body length).").arg(px(steer::kReachDistance));
        break;
    }
    case ScenarioId::PursueEvade: {
        const steer::ReachClaim& pursuer = c.reaches.at(0);
        out.row("pursuer-reach") << (pursuer.frame >= 0 ? tr("Pursuer reached the evader at frame %1.").arg(frameNo(pursuer.frame))
                                   : tr("Pursuer has not reached the evader yet: %1 px apart.").arg(px(pursuer.distanceNow)));
        out.row("reach-distance") << tr("Reached: positions at most %1 px apart (one body length).").arg(px(steer::kReachDistance));
        break;
    }
    case ScenarioId::Arrive: {
        out.row("arrive-claim") << tr("The Russian translation claims: arrive slows down once dist is no longer above arrivalThreshold.");
        const steer::BrakingClaim& b = c.braking;
        out.row("braking") << (b.frame >= 0 ? tr("Braking started at frame %1, at dist %2 (arrivalThreshold %3).")
                                   .arg(frameNo(b.frame), px(b.distance), px(b.threshold))
                             : tr("Not braking yet."));
        out.row("arrive-now") << tr("Now: dist %1 px, speed %2 px/frame.").arg(px(b.distanceNow), QString::number(b.speedNow, 'f', 2));
        break;
    }
    case ScenarioId::Avoid: {
        out.row("clearance") << tr("Smallest clearance so far between the vehicle's triangle and each circle:");
        bool touched = false;
        for (std::size_t i = 0; i < c.clearances.size(); ++i) {
            const steer::ClearanceClaim& k = c.clearances[i];
            touched = touched || k.minimum <= 0.0;
            out << (k.minimum > 0.0 ? tr("Circle %1: %2 px (frame %3).").arg(QString::number(i + 1), px(k.minimum), frameNo(k.minimumFrame))
                                    : tr("Circle %1: touched, overlap %2 px (frame %3).")
                                          .arg(QString::number(i + 1), px(-k.minimum), frameNo(k.minimumFrame)));
        }
        out << (touched ? tr("The vehicle has touched a circle.") : tr("The vehicle has not touched any circle so far."));
        break;
    }
    case ScenarioId::Sandbox: // the chases have no row of claim_rows.h: no guided lesson hides them
        out.row("");
        for (const QString& line : describeChases())
            out << line;
        break;
    // No claims are counted for the other demos (steer::Claims).
    case ScenarioId::Seek:
    case ScenarioId::Flee:
    case ScenarioId::SeekFlee:
    case ScenarioId::SeekFleeCycle:
    case ScenarioId::Wander:
    case ScenarioId::Path:
    case ScenarioId::Flock:
    case ScenarioId::OffsetPursuit:
    case ScenarioId::LennardJones:
    case ScenarioId::Swarm:
        break;
    }
    return out;
}

QStringList ClaimsPanel::describeChases() const
{
    QStringList out;
    const std::vector<steer::ChaseClaim>& chases = claims_.chases;
    if (chases.empty()) {
        out << tr("No vehicle chases anything yet. Give one seek, arrive or pursue aimed at the pointer or at another "
                  "vehicle: here you will read whether it catches its target, after how many frames, and how close it "
                  "came.");
        return out;
    }
    out << tr("Caught: positions at most %1 px apart (one body length).").arg(px(steer::kReachDistance));
    const formulas::Translate tx = formulas::installedLanguage();
    for (const steer::ChaseClaim& c : chases) {
        // "v1 → the pointer (seek)": the ids as the stage labels them, the call in the formulas' words.
        const QString target = c.target == "pointer" ? tr("the pointer") : QString::fromStdString(c.target);
        const QString who = QStringLiteral("%1 \u2192 %2 (%3)")
                                .arg(QString::fromStdString(c.chaser), target, formulas::behaviourName(c.behaviour, tx));
        QString line = c.frame >= 0 ? tr("%1: caught at frame %2 (frames to catch: %3).")
                                          .arg(who, frameNo(c.frame), frameNo(c.framesToCatch()))
                                    : tr("%1: not caught yet, %2 px apart.").arg(who, px(c.distanceNow));
        line += QLatin1Char(' ') + tr("Smallest distance so far: %1 px (frame %2).").arg(px(c.minimum), frameNo(c.minimumFrame));
        if (!c.active)
            line += QLatin1Char(' ') + tr("(It no longer makes this call.)");
        out << line;
    }
    return out;
}

void ClaimsPanel::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange) {
        for (QWidget* up = parentWidget(); up; up = up->parentWidget()) // the dock, round the scroll area
            if (auto* dock = qobject_cast<QDockWidget*>(up)) {
                dock->setWindowTitle(tr("Claims"));
                break;
            }
        showLines();
    }
    QWidget::changeEvent(e);
}

ClaimsPanel* ClaimsPanel::addToWindow(QMainWindow* window, Controller* controller, QDockWidget* tabWith, QMenu* panels)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(QStringLiteral("claimsDock"));
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    // Scrolled, so that beside the scenario list it never makes the window taller than asked
    // (a 960x640 screenshot of avoid came out 647 px high).
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* panel = new ClaimsPanel(controller);
    scroll->setWidget(panel);
    dock->setWidget(scroll);
    dock->setWindowTitle(tr("Claims"));
    window->addDockWidget(window->dockWidgetArea(tabWith), dock);
    window->tabifyDockWidget(tabWith, dock);
    panels->addAction(dock->toggleViewAction());
    auto showFor = [dock, controller] { dock->setVisible(steer::Claims::applies(controller->world().scenario)); };
    connect(controller, &Controller::scenarioChanged, dock, showFor);
    showFor();
    return panel;
}

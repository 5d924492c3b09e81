#include "start_page.h"

#include "bundled_lessons.h"
#include "language.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {
const QString kShowKey = QStringLiteral("startPage/show");
}

bool StartPage::showAtStart() { return QSettings().value(kShowKey, true).toBool(); }
void StartPage::setShowAtStart(bool on) { QSettings().setValue(kShowKey, on); }

StartPage::StartPage(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("startPage"));
    setWindowTitle(tr("Welcome to Steering Lab"));
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("Choose a lesson to open, or start with the demo."));
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    heading->setFont(big);
    heading->setWordWrap(true);
    layout->addWidget(heading);

    auto* row = new QHBoxLayout;
    list_ = new QListWidget;
    list_->setObjectName(QStringLiteral("startLessons"));
    notes_ = new QTextBrowser;
    notes_->setObjectName(QStringLiteral("startNotes"));
    // Long Russian titles wrap instead of hiding behind a scroll bar.
    list_->setWordWrap(true);
    list_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    list_->setSpacing(2);
    row->addWidget(list_, 1);
    row->addWidget(notes_, 1);
    layout->addLayout(row, 1);

    for (const lessons::BundledEntry& e : lessons::bundledEntries(language::current())) {
        auto* item = new QListWidgetItem(e.title, list_);
        item->setData(Qt::UserRole, e.path);
        item->setData(Qt::UserRole + 1, e.notes);
    }
    connect(list_, &QListWidget::currentRowChanged, this, &StartPage::showNotes);

    auto* buttons = new QHBoxLayout;
    again_ = new QCheckBox(tr("Show this page when Steering Lab starts"));
    again_->setObjectName(QStringLiteral("startShowAgain"));
    again_->setChecked(showAtStart());
    connect(again_, &QCheckBox::toggled, this, &StartPage::setShowAtStart);
    auto* openLesson = new QPushButton(tr("Open lesson"));
    openLesson->setObjectName(QStringLiteral("startOpenLesson"));
    auto* openFile = new QPushButton(tr("Open a lesson file…"));
    openFile->setObjectName(QStringLiteral("startOpenFile"));
    auto* demo = new QPushButton(tr("Start with the demo"));
    demo->setObjectName(QStringLiteral("startDemo"));
    buttons->addWidget(again_);
    buttons->addStretch(1);
    for (QPushButton* b : {openLesson, openFile, demo})
        buttons->addWidget(b);
    layout->addLayout(buttons);
    openLesson->setDefault(true);

    auto choose = [this](Choice c) {
        choice_ = c;
        accept();
    };
    connect(openLesson, &QPushButton::clicked, this, [this, choose] {
        if (list_->currentItem())
            choose(Choice::Lesson);
    });
    connect(list_, &QListWidget::itemActivated, this, [choose] { choose(Choice::Lesson); });
    connect(openFile, &QPushButton::clicked, this, [choose] { choose(Choice::OpenFile); });
    connect(demo, &QPushButton::clicked, this, [choose] { choose(Choice::Demo); });
    connect(list_, &QListWidget::currentRowChanged, openLesson, [openLesson](int row) { openLesson->setEnabled(row >= 0); });
    list_->setCurrentRow(0);
    resize(900, 560);
}

QString StartPage::lessonPath() const
{
    return list_->currentItem() ? list_->currentItem()->data(Qt::UserRole).toString() : QString();
}

void StartPage::showNotes()
{
    QListWidgetItem* item = list_->currentItem();
    notes_->setHtml(item ? QStringLiteral("<h3>%1</h3>").arg(item->text().toHtmlEscaped()) + item->data(Qt::UserRole + 1).toString()
                         : QString());
}

#pragma once
// What the overlay shows: a check box per kind of explanation item (with its colour swatch from
// the diagram style table), the vector scale, labels, the other vehicles' vectors, the legend and
// the trails. Emits the whole OverlayOptions on every change; the window passes them to the stage.
#include "overlay_options.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;

class OverlayPanel : public QWidget {
    Q_OBJECT
public:
    explicit OverlayPanel(QWidget* parent = nullptr);

    diagrams::OverlayOptions options() const { return options_; }
    void setOptions(const diagrams::OverlayOptions& o);
    bool trails() const;
    void setTrails(bool on);
    // Marks the kinds present in the frame shown (the others are listed but dimmed).
    void setPresentKinds(const diagrams::KindSet& present);

    QCheckBox* kindBox(steer::ItemKind k) const { return kinds_[std::size_t(k)]; }
    QDoubleSpinBox* scaleBox() const { return scale_; }

signals:
    void optionsChanged(const diagrams::OverlayOptions& o);
    void trailsToggled(bool on);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslateUi();
    void collect(); // widgets -> options_, then emit

    diagrams::OverlayOptions options_;
    std::array<QCheckBox*, steer::kItemKindCount> kinds_{};
    // The kinds' names sit in word-wrapped labels next to the check boxes (long Russian names
    // must not widen the dock); clicking a name toggles its box.
    std::array<QLabel*, steer::kItemKindCount> kindLabels_{};
    bool eventFilter(QObject* watched, QEvent* e) override;
    QGroupBox* kindsBox_;
    QPushButton* all_;
    QPushButton* none_;
    QLabel* scaleLabel_;
    QDoubleSpinBox* scale_;
    QCheckBox* labels_;
    QCheckBox* others_;
    QCheckBox* legend_;
    // The legend's form (compact, full, folded) and whether presentation mode and animations show it.
    QComboBox* legendForm_;
    QCheckBox* legendInShows_;
    QCheckBox* names_;
    QCheckBox* triangle_;
    QCheckBox* magnifier_;
    QCheckBox* trails_;
    bool updating_ = false;
    diagrams::KindSet present_;
    bool presentSet_ = false;
};

#pragma once
// What the overlay shows: the debug-draw flags (one per item kind), the vector scale that makes
// per-frame velocities and forces readable, and the hover highlight shared with the formula panel.
#include "diagram_style.h"

#include <QRectF>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace diagrams {

// How the legend is drawn when it is on (issue #31). Full: glyph, symbol and name (and the name in
// each extra language under it), as before; a bilingual full legend took up to 40 % of a view.
// Compact: one narrow column of glyph + the symbol the formulas use; the names show on hover.
enum class LegendForm { Full, Compact };

struct OverlayOptions {
    KindSet visible = allKinds();
    double vectorScale = 5.0;     // scaled kinds are drawn this many times their length
    bool labels = true;           // short labels (v, v_d, F ...) next to arrow tips
    bool otherVehicles = true;    // also draw the unselected vehicles' vectors, faintly
    bool legend = true;
    LegendForm legendForm = LegendForm::Compact;
    // Folded to a one-line chip ("Legend ▸") that a click unfolds; it takes no room from the stage.
    bool legendFolded = false;
    // Presentation mode and animations leave the legend out unless the teacher asked for it there
    // (the lesson says so, the legend was turned on while presenting, or the export dialog's box).
    bool legendInShows = false;
    bool vehicleNames = true;     // small id labels next to vehicles (seeker, pursuer ...)
    // The dashed outline where the next step takes the selected vehicle; off while a guided
    // question waits for the student's prediction (it would show where v will point).
    bool ghost = true;
    // v + F = v_d as a closed triangle: where a call records velocity, desiredVelocity and the
    // force between them, that force is drawn from the tip of v (selected vehicle only). Off by
    // default: where many labels crowd round the vehicle (Lennard-Jones among its circles) the
    // moved F's label has no place that reads as its own.
    bool triangle = false;
    // A card in a corner of the stage repainting the selected vehicle's vectors magnified, so a
    // force of 0.4 is an arrow, not a dot (magnifier.h).
    bool magnifier = false;
    // Text, line and arrow-head sizes are multiplied by this on top of the automatic growth on big
    // screens (autoUiScale), e.g. 1.5 for a large lecture hall.
    double uiScale = 1.0;
    // Highlight (hover in the formula panel or on the scene): one call of the selected vehicle
    // and one kind; -1 / nullopt for none.
    int highlightCall = -1;
    std::optional<steer::ItemKind> highlightKind;
    // Focus (a rule picked in the formula panel): only the selected vehicle's calls of this rule
    // and the calls they make are drawn, strongly; everything else is faded and unlabelled.
    std::optional<steer::Rule> focus;
    // Line by line (the formula panel steps through the frame's formula lines): the selected
    // vehicle's items not computed yet at the line shown are left out, and the ones that line
    // computes are lit; each entry is (call, shownKind), call -1 the update's total force. Both
    // empty (the mode off): everything as usual, at no cost.
    std::vector<std::pair<int, steer::ItemKind>> stepHidden;
    std::vector<std::pair<int, steer::ItemKind>> stepLit;
    bool stepShows(int call, steer::ItemKind k) const
    {
        return stepHidden.empty() || std::find(stepHidden.begin(), stepHidden.end(), std::pair(call, k)) == stepHidden.end();
    }
    bool stepLights(int call, steer::ItemKind k) const
    {
        return !stepLit.empty() && std::find(stepLit.begin(), stepLit.end(), std::pair(call, k)) != stepLit.end();
    }
    // Classes with readers of several languages: the legend and the stage's labels also name each
    // kind in these languages (codes such as "zh_CN", "ru"; up to two, in order), under the first,
    // through `translateIn` (the app's catalogues; diagrams does not load any).
    QStringList extraLanguages;
    QString (*translateIn)(const QString& code, const char* context, const char* source) = nullptr;
    // Where labels may be placed, in the painter's coordinates before its world transform (a view's
    // viewport pixels), within what the painter shows; unset: all it shows. A view leaves out the
    // strip under its legend.
    std::optional<QRectF> labelArea;
    // Painted in the live window, where the pointer target can be dragged: the legend then says
    // so. Pictures and animations (the default) leave out what only the window's mouse can do.
    bool live = false;
    bool operator==(const OverlayOptions&) const = default;
};

} // namespace diagrams

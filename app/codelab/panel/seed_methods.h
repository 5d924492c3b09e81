#pragma once
// The book's methods as starter code (issue #34): SteeredVehicle's methods transcribed by hand from
// the seed articles into JavaScript (app/codelab/seed_methods/<name>.js, resources under
// :/seed_methods/), their comments in English and translated on the way into the editor.
#include <QString>
#include <QStringList>

#include <vector>

namespace codelab {

struct SeedMethod {
    const char* name;      // the method's name in the listings and in the .js file
    const char* signature; // how it is called: "seek(target)"
    const char* term;      // the behaviour's name, a "CodePanel" text: QT_TRANSLATE_NOOP
};

// seek, flee, arrive, pursue, evade, wander, avoid, followPath, flock, inSight, tooClose,
// pursueOffset: the order of the articles.
const std::vector<SeedMethod>& seedMethods();

// The method's source as transcribed (English comments); empty for an unknown name.
QString seedSource(const QString& name);

// Every comment's text in `source` (a "//" comment to the line's end, or a "/* */" comment), as it
// stands, without the markers and surrounding spaces. Strings are skipped.
QStringList commentsOf(const QString& source);

// `source` with each comment whose text is one of the seeds' comments replaced by its translation
// (context "SeedComments") in the installed language; other text is left as it is.
QString translateComments(const QString& source);

// The seeds' comments, as lupdate sees them (context "SeedComments"): every comment of every .js.
const QStringList& seedCommentSources();

} // namespace codelab

#pragma once
// A formula line as data (issue #33): the terms it is written with, in order. A symbol knows the
// overlay item it stands for, a number or vector is the frame's value itself, a function or a name
// is marked as one where it is written, signs are text, words in the chosen language are prose.
// formula_render.h writes a line as the panel's rich text, as plain text and as LaTeX, so the three
// say the same thing, and nothing is parsed back or guessed from the characters.
#include "explanation.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace formulas {

struct Term;
using Expr = std::vector<Term>;

struct Term {
    enum class Type : std::uint8_t {
        Text,     // signs, brackets, digits, one-letter variables: " = ", "(", "|", " (i = 1, 7)"
        Function, // a function's name, before its argument: normalize, truncate, perp, cos
        Name,     // a name that is neither symbol nor scalar, upright: heading in toTarget·heading, path[0]
        Prose,    // words in the chosen language ("2 of 3 circles ahead"), numbers and signs among them
        Number,   // a number of this frame
        Vector,   // a vector of this frame, written (x, y)
        Symbol,   // a vector or point, bold; coloured as its overlay item when it has one
        Scalar,   // a scalar's name, italic (scalars have no arrow in the scene)
        Sub,      // a subscript to what stands before it (dist_i)
        Sup,      // a superscript (d^n)
    };
    Type type = Type::Text;
    QString text;                        // Text, Prose: the characters; Function, Name, Symbol, Scalar: the name
    QString index;                       // Symbol: its own subscript (v_d, F_sep)
    std::optional<steer::ItemKind> item; // Symbol: the overlay item it stands for, and its colour
    double number = 0.0;                 // Number
    steer::Vector2D vector;              // Vector
    Expr script;                         // Sub, Sup: what is written small

    Term() = default;
    // Signs and names read as they are written, so a line lists its terms as it reads.
    Term(const char* utf8) : text(QString::fromUtf8(utf8)) {}
    Term(const QString& characters) : text(characters) {}
};

// The terms, by what they are.
namespace term {
Term function(const QString& name);
Term name(const QString& name);
Term prose(const QString& words);
Term number(double v);
Term vector(steer::Vector2D v);
Term symbol(steer::ItemKind item, const QString& name, const QString& index = QString());
Term bold(const QString& name); // a vector or point with no overlay item of its own (p, a, c)
Term scalar(const QString& name);
Term sub(Expr script);
Term sup(Expr script);
} // namespace term

// Appending terms, and lines made of parts.
Expr& operator<<(Expr& e, const Term& t);
Expr& operator<<(Expr& e, const Expr& more);
Expr joined(const std::vector<Expr>& parts, const Expr& separator);

} // namespace formulas

#include "formula_expr.h"

#include <utility>

namespace formulas {
namespace term {

Term function(const QString& name)
{
    Term t(name);
    t.type = Term::Type::Function;
    return t;
}

Term name(const QString& name)
{
    Term t(name);
    t.type = Term::Type::Name;
    return t;
}

Term prose(const QString& words)
{
    Term t(words);
    t.type = Term::Type::Prose;
    return t;
}

Term number(double v)
{
    Term t;
    t.type = Term::Type::Number;
    t.number = v;
    return t;
}

Term vector(steer::Vector2D v)
{
    Term t;
    t.type = Term::Type::Vector;
    t.vector = v;
    return t;
}

Term symbol(steer::ItemKind item, const QString& name, const QString& index)
{
    Term t(name);
    t.type = Term::Type::Symbol;
    t.item = item;
    t.index = index;
    return t;
}

Term bold(const QString& name)
{
    Term t(name);
    t.type = Term::Type::Symbol;
    return t;
}

Term scalar(const QString& name)
{
    Term t(name);
    t.type = Term::Type::Scalar;
    return t;
}

Term sub(Expr script)
{
    Term t;
    t.type = Term::Type::Sub;
    t.script = std::move(script);
    return t;
}

Term sup(Expr script)
{
    Term t;
    t.type = Term::Type::Sup;
    t.script = std::move(script);
    return t;
}

} // namespace term

Expr& operator<<(Expr& e, const Term& t)
{
    e.push_back(t);
    return e;
}

Expr& operator<<(Expr& e, const Expr& more)
{
    e.insert(e.end(), more.begin(), more.end());
    return e;
}

Expr joined(const std::vector<Expr>& parts, const Expr& separator)
{
    Expr out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out << separator;
        out << parts[i];
    }
    return out;
}

} // namespace formulas

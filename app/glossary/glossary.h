#pragma once
// The glossary (glossary.json, a resource): one form of every term in English, Chinese and
// Russian, the seed it comes from, and a gloss where the everyday meaning misleads. It is the
// single source of the catalogues' terms (tests/gui/tst_glossary.cpp checks them against it) and
// what the Glossary panel shows.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace glossary {

struct Term {
    QString id;   // "steering-force", "param-maxSpeed"
    QString kind; // "concept", "behaviour", "parameter", "word"
    QString seed; // "000, 002": where the term comes from
    QString code; // the parameter's name for --set, when it is one
    QString en, zh, ru;
    QString glossEn, glossZh, glossRu; // empty when the word does not mislead
    QStringList behaviours;            // core behaviour ids whose formula heading opens this entry
    // The consistency rule (see glossary.json "check_rules"); empty when the term is not checked.
    QString checkSource, checkZh, checkRu, forbidZh, forbidRu;
    QStringList checkExceptContexts; // catalogue contexts where the English word means something else
    QString labelContext, labelSource; // a message that must read exactly zh / ru

    QString form(const QString& lang) const;  // "en", "zh_CN" or "ru"
    QString gloss(const QString& lang) const; // falls back to English when that language has none
};

// A form no translation in that language may use, and why.
struct Never {
    QString lang;
    QString pattern; // a regular expression
    QString why;
};

struct Glossary {
    std::vector<Term> terms;
    std::vector<Never> never;
    QString error; // why the data could not be read; empty when it was
    const Term* find(const QString& id) const;
    const Term* forBehaviour(const QString& behaviourId) const;
};

Glossary parse(const QByteArray& json);
// The glossary that ships with the program, read once from :/glossary/glossary.json.
const Glossary& bundled();

} // namespace glossary

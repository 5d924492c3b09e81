#pragma once
// The Sources page's data (sources.json, a resource): the five seed articles and, for every
// variant switch of core/variants.h, what each source prints, what its author evidently meant and
// why Steering Lab's default is what it is, in English, Chinese and Russian. Data, not code, so the
// texts can be read and corrected side by side; tests/gui/tst_sources.cpp checks it is complete.
#include <QByteArray>
#include <QString>

#include <vector>

namespace sources {

// One text in the three languages of the class.
struct Text {
    QString en, zh, ru;
    QString in(const QString& lang) const; // "en", "zh_CN" or "ru"; English for any other
    bool complete() const { return !en.isEmpty() && !zh.isEmpty() && !ru.isEmpty(); }
};

struct Seed {
    QString id;     // "000" … "004"
    QString title;  // as printed, in the article's language; empty when the copy has none
    QString byline; // author and/or date as the copy gives them
    Text language;  // the article's language, named in each interface language
    Text covers;
};

struct Printed {
    QString seeds;  // "000/001", "002", "000–002"; empty when the reading is not in any seed
    QString code;   // quoted as printed
    QString choice; // the variant's machine name this reading is (core::variantChoices())
    Text note;
};

struct Disagreement {
    QString variant; // core behaviour name of the switch: "wander", "evade", …
    Text heading;
    std::vector<Printed> prints;
    Text meant; // what the author evidently meant
    Text why;   // which reading the program uses by default, and why
};

struct Sources {
    std::vector<Seed> seeds;
    std::vector<Disagreement> disagreements;
    QString error; // why the data could not be read; empty when it was
    const Seed* seed(const QString& id) const;
    const Disagreement* disagreement(const QString& variant) const;
};

Sources parse(const QByteArray& json);
// The data that ships with the program, read once from :/sources/sources.json.
const Sources& bundled();

} // namespace sources

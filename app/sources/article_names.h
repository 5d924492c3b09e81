#pragma once
// The seed articles as a teacher names them. The program's data keeps the seeds' numbers
// ("000" … "004", "000/001", "000–002"); what a class reads is the article's short name, with its
// full title on hover. 000 and 001 are one article posted twice: they share one name.
#include <QString>
#include <QStringList>

namespace articles {

// The seeds a reference names, in order: "000/001" is two, "000–002" is three.
QStringList seedsIn(const QString& reference);
// "the AS3 study notes", "the Russian translation", "the Cocos port", "the Lennard-Jones post", in
// the interface language; an unknown id is returned as it is.
QString shortName(const QString& id);
// Each article of a reference once, in order: "000/001/003" -> "AS3 study notes, Cocos port".
QString names(const QString& reference);
// The full titles of a reference's articles as printed, with author or date, one a line: for a tooltip.
QString titles(const QString& reference);

// The articles a text in the interface language names by their short names, also where a language
// inflects them ("в русском переводе" names "русский перевод"), or by their numbers ("002"):
// "000" … "004" in order, 000 and 001 as "000". For a tooltip over a formula's note or a variant.
QStringList mentionedIn(const QString& text);
// The full titles (titles()) of the articles mentionedIn(text), one a line; empty when it names none.
QString titlesIn(const QString& text);

} // namespace articles

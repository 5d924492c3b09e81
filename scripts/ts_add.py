#!/usr/bin/env python3
"""Adds or updates translated messages in both catalogues without running lupdate.

Several people can add texts at once this way (lupdate rewrites whole files); the next
`ninja update_translations` sorts the entries and drops texts no longer in the sources.

Input: a JSON file (or - for standard input) holding a list of
  {"context": "MainWindow", "source": "Play", "zh_CN": "播放", "ru": "Воспроизвести"}
For a plural (%n) text give "numerus": true, "zh_CN": "…%n…" and "ru": [one, few, many].
An optional "comment" is the disambiguation (the second argument of tr()).
Usage: python3 scripts/ts_add.py texts.json
"""
import fcntl
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TS_DIR = os.path.join(HERE, "..", "translations")
FILES = {"zh_CN": "steeringlab_zh_CN.ts", "ru": "steeringlab_ru.ts"}


def esc(text):
    # lupdate's own escaping: & < > and both quotes as entities.
    return html.escape(text, quote=True).replace("&#x27;", "&apos;")


def message_xml(entry, lang):
    tr = entry[lang]
    comment = entry.get("comment")
    lines = []
    numerus = entry.get("numerus", False)
    lines.append('    <message numerus="yes">' if numerus else "    <message>")
    lines.append("        <source>%s</source>" % esc(entry["source"]))
    if comment:
        lines.append("        <comment>%s</comment>" % esc(comment))
    if numerus:
        forms = tr if isinstance(tr, list) else [tr]
        lines.append("        <translation>")
        for f in forms:
            lines.append("            <numerusform>%s</numerusform>" % esc(f))
        lines.append("        </translation>")
    else:
        lines.append("        <translation>%s</translation>" % esc(tr))
    lines.append("    </message>")
    return "\n".join(lines) + "\n"


def apply(text, entry, lang):
    ctx = entry["context"]
    new_msg = message_xml(entry, lang)
    ctx_re = re.compile(r"<context>\n    <name>%s</name>\n(.*?)</context>\n" % re.escape(esc(ctx)), re.S)
    m = ctx_re.search(text)
    if not m:
        block = "<context>\n    <name>%s</name>\n%s</context>\n" % (esc(ctx), new_msg)
        return text.replace("</TS>", block + "</TS>")
    body = m.group(1)
    src = "<source>%s</source>" % esc(entry["source"])
    comment = entry.get("comment")
    msgs = re.findall(r"    <message[^>]*>\n.*?    </message>\n", body, re.S)
    for old in msgs:
        if src in old and ((comment is None and "<comment>" not in old) or
                           (comment is not None and "<comment>%s</comment>" % esc(comment) in old)):
            body = body.replace(old, new_msg, 1)
            break
    else:
        body += new_msg
    return text[: m.start(1)] + body + text[m.end(1):]


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    src = sys.stdin if sys.argv[1] == "-" else open(sys.argv[1], encoding="utf-8")
    entries = json.load(src)
    # Several people run this at once: one lock around the read-modify-write of both files.
    with open(os.path.join(TS_DIR, ".ts_add.lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        return write_all(entries)


def write_all(entries):
    for lang, name in FILES.items():
        path = os.path.join(TS_DIR, name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for e in entries:
            if lang not in e:
                print("missing %s for %r" % (lang, e["source"]), file=sys.stderr)
                return 1
            text = apply(text, e, lang)
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(path + ".tmp", path)
    print("added or updated %d messages in %s" % (len(entries), ", ".join(FILES.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Qualifiers that split one slot into records: "Hangar 1" / "Hangar 2", "1号线" / "2号线", "1시간권" / "2시간권".

A writer keeps one value per record of a slot: the night lead of each hangar, the belt speed of each
line, the price of each pass. Two statements that name the same thing with different labels (a
single digit or capital letter after a word, a number before a counter word or before a ticket
word) hold values of two records, so their values differing is no conflict. Only labels near the
start of a statement count (where its subject is named), and only when both statements carry one
for the same word.
"""

from __future__ import annotations

import re

from memtui.core.audit.text import ENGLISH_STOPWORDS

# "Hangar 1", "Booster station 2", "Block D", "ST-03": a word, then a one-character label (or a
# zero-padded number); not a version ("Postgres 16", "Java 11": two digits)
_LATIN_LABEL_RE = re.compile(r"\b(?P<word>[A-Za-z]{2,})[ -](?P<label>\d|0\d|[A-Z])(?![\w.:/-])")
# "1号线", "2번 라인", "3호기", "B棟", "1시간권", "3日券": a label, then a counter or ticket word
_CJK_LABEL_RE = re.compile(r"(?<![\d.])(?P<label>\d{1,2}|[A-Z])\s*(?P<word>号线|號線|号|號|번|호기|호|동|층|棟|号機|番|"
                           r"(?:시간|일|개월|회|時間|日|小时|天|个月|回)(?:권|券|票|パス))")
HEAD_CHARS = 40     # a label names the subject when it is written this near the start


def labels(text: str) -> dict[str, set[str]]:
    """The labelled words of a statement: word (casefolded) -> labels."""
    out: dict[str, set[str]] = {}
    start = len(text) - len(text.lstrip(" *-#>[]|;"))
    for pattern in (_LATIN_LABEL_RE, _CJK_LABEL_RE):
        for found in pattern.finditer(text):
            word, label = found.group("word"), found.group("label")
            if pattern is _LATIN_LABEL_RE and (word.casefold() in ENGLISH_STOPWORDS or (
                    label.isdigit() and word[0].isupper() and found.start() > start)):
                continue      # "at 02:00"; "Cloud Composer 2", "Python 3": a product and its version, not a record
            out.setdefault(word.casefold(), set()).add(label.lstrip("0") or "0")
    return out


def other_labels(text_a: str, text_b: str) -> bool:
    """Both statements label one word near their start, and neither names the other's label anywhere
    ("Old env Composer 2 deleted" names the label it replaced: then it is one record, changed)."""
    head_a, head_b = labels(text_a[:HEAD_CHARS]), labels(text_b[:HEAD_CHARS])
    all_a, all_b = labels(text_a), labels(text_b)
    return any(all_a[word].isdisjoint(all_b[word]) for word in head_a.keys() & head_b.keys())

"""What a statement is about: its head word, and whether another statement names it.

The head word is a statement's first content word that is not a date, number, time, polarity or
change word (a table row: its first cell). Another statement names it when it holds the word:
- as written, or as the singular / plural of it ("backups" names "backup");
- a Korean word with a suffix or in a compound (청구 ~ 청구서, 버스 ~ 통학버스);
- a Han / kana run (written without spaces, so the head holds its particles and what follows:
  "印刷機を", "日均配置量约"): the run's stem before a particle, or its longest prefix of at least
  two characters, written in the other statement ("印刷機は…", "日均配置量升到…");
- as the subject of a change: the words right before the change verb ("Hs limit raised to 1.8 m",
  "historian moved to 10.40.8.20") all named in the other statement;
- in its section headings (`context`): "Current release on nodes: v2.3.1" under "## Firmware"
  names "firmware". The heading is where a writer puts the subject of the lines below it.
"""

from __future__ import annotations

import re

from memtui.core.audit.conflicts import NEGATIVE_EN, POSITIVE_EN
from memtui.core.audit.polarity import CHANGE_WORD_RE, TURN_RE
from memtui.core.audit.text import HAN_KANA, HANGUL, content_words, strip_pointers

_DIGIT_RE = re.compile(r"\d")
_PART_RE = re.compile(r"[^\W_]+")
_HANGUL_RE = re.compile(f"^[{HANGUL}]+$")
_HAN_KANA_RE = re.compile(f"^[{HAN_KANA}]+$")
_PARTICLES = "はがをにでのへともや"      # kana particles: one after two characters ends a Japanese head's stem
# two-character runs that say polarity, change or time, not what a statement is about
_NOT_STEMS = frozenset({"不再", "不要", "禁止", "必须", "改为", "改成", "現在", "现在", "以前", "今後", "今后", "目前",
                        "来月", "今月", "下月", "本月", "今年", "明年", "去年", "来年", "每月", "每周", "每天", "毎月",
                        "毎週", "毎日"})
MIN_STEM = 2
# "<one or two words> (was|got …) raised/moved/…": the words are what the change is about
_CHANGED_RE = re.compile(r"(?<![\w-])(?P<subject>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+"
                         r"(?:(?:was|were|is|got|has been|have been)\s+)?"
                         r"(?:moved|raised|lowered|bumped|switched|changed|pushed|cut|increased|decreased|extended|"
                         r"shortened|reduced|upgraded|downgraded|migrated|rescheduled|postponed|swapped|goes|went)\b",
                         re.IGNORECASE)

NOT_VALUES = frozenset({"current", "currently", "now", "since", "update", "updated", "today", "never", "always",
                        "must", "don't", "do", "note", "오늘", "현재", "이제", "现在", "目前", "現在"}) \
    | NEGATIVE_EN | POSITIVE_EN


def parts(value: str) -> set[str]:
    """A value's parts for comparison: alphanumeric runs, numbers without leading zeros, no zero
    parts (03:00 ~ 3)."""
    found = {p.lstrip("0") if p.isdigit() else p for p in _PART_RE.findall(value.casefold())}
    return {p for p in found if p}


def head_word(text: str) -> str | None:
    """What a statement is about: its first content word that is not a date, number, time or
    polarity word (a table row: its first cell)."""
    first = text.split(" ; ")[0] if " ; " in text else text
    for word in content_words(TURN_RE.sub(" ", strip_pointers(first))):     # not "이상" of "더 이상"
        word = word.lstrip(_PARTICLES) if _HAN_KANA_RE.match(word) else word     # "v1.0 は…に延期": 延期
        if not word or _DIGIT_RE.search(word) or word in NOT_VALUES or CHANGE_WORD_RE.match(word):
            continue
        if len(word) == 1 and not word.isascii():
            continue           # one Hangul / Han / kana character is a particle or a unit (は, 第, 월), not a subject
        return word
    return None


def change_subject(text: str) -> list[str]:
    """The content words a change is said of: the one or two words right before its change verb
    ("Hs limit raised to 1.8 m" -> hs, limit); empty without one."""
    found = _CHANGED_RE.search(text)
    if not found:
        return []
    return [w for w in content_words(found.group("subject")) if w not in NOT_VALUES]


def _stem_in(head: str, text: str) -> bool:
    """A Han / kana head's stem (before a particle), or its longest prefix of two characters or
    more, is written in `text`."""
    cut = next((i for i in range(MIN_STEM, len(head)) if head[i] in _PARTICLES), len(head))
    stem = head[:cut]
    for size in range(len(stem), MIN_STEM - 1, -1):
        prefix = stem[:size]
        if prefix not in _NOT_STEMS and prefix in text:
            return True
    return False


def names(word: str | None, words: set[str], text: str = "") -> bool:
    """The head word (or every part of it: go.mod ~ go) is among the other statement's words, or
    its singular / plural, a Korean word it starts, or (Han / kana) its stem in `text`."""
    if not word:
        return False
    if word in words:
        return True
    shared = parts(word) & words
    if shared and all(len(p) > 1 for p in shared):
        return True
    if word.isascii() and len(word) > 3 and (word.rstrip("s") in words or word + "s" in words
                                              or word.removesuffix("es") in words):
        return True
    if _HANGUL_RE.match(word):
        return len(word) >= 2 and any(_HANGUL_RE.match(w) and len(w) >= 2 and (
            w.startswith(word) or word.startswith(w) or w.endswith(word) or word.endswith(w)) for w in words)
    if text and _HAN_KANA_RE.match(word):
        return _stem_in(word, text)
    return False



def name_like(head: str | None, text: str) -> bool:
    """A head word that names one thing: a Hangul word (탭룸, 사무실) or a Latin word capitalised
    inside a sentence (Basic); not a verb or a common word ("append", "user"), nor a Han / kana
    run, which may be a pronoun or a whole clause ("我们", "不再自己用金税盘开票了")."""
    if not head:
        return False
    if _HAN_KANA_RE.match(head):
        return False        # written without spaces: a run is as often "我们" (we) or a clause as a name
    if _HANGUL_RE.match(head):
        return True
    return any(found.group(0).casefold() == head and (found.start() > 0 and text[found.start() - 1] == " "
                                                       and text[:found.start()].rstrip()[-1:] not in ".:;!?—-")
               for found in re.finditer(rf"\b{re.escape(head)}\b", text, re.IGNORECASE)
               if found.group(0)[:1].isupper())

"""Slots written as "key: value": two lines with the same key and other values disagree.

Memory is often written as short key-value lines ("release approver: 문서진", "평일 운영: 09:00–23:00",
"Editorial meeting: 10:15 daily"). Such a line names its slot in the key, so two of them with the
same key need no head word, close meaning or typed subject to be about one thing; they conflict when
their values differ (typed values of one kind differ, or the values share no word and neither holds
the other). A key is the same when it ends in the same word (the slot: owner, 담당) and one key's
words are all among the other's; keys that head many unrelated lines (notes, a file's date stamps,
"Name") are no slot.
"""

from __future__ import annotations

import re

from memtui.core.audit.text import CJK_CHAR_RE, HANGUL
from memtui.core.audit.supersede import statement_words
from memtui.core.audit.values import differing, typed_values

_DIGIT_RE = re.compile(r"\d")
_NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*")
# "release approver: 문서진", "평일 운영：09:00–23:00": a short key, a colon, a short value
_KEY_VALUE_RE = re.compile(r"^\W{0,3}(?P<key>[^:：;|]{2,32}?)\s*[:：]\s*(?P<value>.{1,60}?)[.。]?\s*$")
# keys that head many unrelated lines: remarks, and the stamps of a file's own dates
_GENERIC_KEYS = frozenset({"note", "notes", "todo", "tip", "why", "how", "example", "warning", "important", "update",
                           "status", "see", "ref", "source", "name", "date", "created", "updated", "last updated",
                           "reviewed", "last reviewed", "참고", "메모", "비고", "갱신", "수정", "최종 수정",
                           "备注", "注意", "更新", "更新日", "创建", "メモ", "備考", "作成", "作成日", "最終更新"})
_HANGUL_RE = re.compile(f"[{HANGUL}]")


def key_value(text: str) -> tuple[str, str] | None:
    """(key, value) of a statement written as "key: value" with a short key and a short value."""
    found = _KEY_VALUE_RE.match(text.strip())
    if not found or _DIGIT_RE.search(found.group("key")) or "`" in found.group("key") or "//" in found.group("value"):
        return None            # a time (10:30), a date, a colon in code (`golang:1.22`) or a URL is no key
    key = found.group("key").strip()
    if len(key.split()) > 5 or key.casefold() in _GENERIC_KEYS:
        return None
    return key, found.group("value").strip()


def _key_words(key: str) -> list[str]:
    return [w for w in re.split(r"[\W_]+", key.casefold()) if w]


def _same_word(a: str, b: str) -> bool:
    """Equal, a plural, or a Korean word and the same word with a suffix (담당 ~ 담당자)."""
    if a == b or a.rstrip("s") == b.rstrip("s"):
        return True
    short, long = sorted((a, b), key=len)
    return bool(_HANGUL_RE.match(short)) and len(short) >= 2 and long.startswith(short)


def _same_key(key_a: str, key_b: str) -> bool:
    """The same slot: the keys end in the same word (what the slot is: owner, 담당) and one key's words
    are all among the other's ("비용 리포트 담당" ~ "리포트 담당자"; "patrol" is not "patrol chief")."""
    words_a, words_b = _key_words(key_a), _key_words(key_b)
    if not words_a or not words_b or not _same_word(words_a[-1], words_b[-1]):
        return False
    short, long = sorted((words_a, words_b), key=len)
    return all(any(_same_word(w, x) for x in long) for w in short)


def same_key_values(text_a: str, text_b: str) -> tuple[str, str, str] | None:
    """Two "key: value" statements with the same key and different values: (key, value a, value b).
    Values differ when typed values of one kind differ, or when they share no word and neither holds
    the other ("release approver: 강나래" / "release approver: 문서진"); a shared word is a detail added."""
    found_a, found_b = key_value(text_a), key_value(text_b)
    if not found_a or not found_b or not _same_key(found_a[0], found_b[0]):
        return None
    (key, value_a), (_, value_b) = found_a, found_b
    fold_a, fold_b = value_a.casefold(), value_b.casefold()
    if fold_a in fold_b or fold_b in fold_a:
        return None
    if differing(value_a, value_b) or _other_number(fold_a, fold_b):
        return key, value_a, value_b
    if typed_values(value_a) or typed_values(value_b) or statement_words(value_a) & statement_words(value_b):
        return None
    return key, value_a, value_b


def _other_number(value_a: str, value_b: str) -> bool:
    """The same words with other numbers ("2.5 t/acre" / "2.0 t/acre", "4 trucks" / "6 trucks"): one
    unit or count, two amounts (a unit no typed value reads)."""
    numbers_a, numbers_b = set(_NUMBER_RE.findall(value_a)), set(_NUMBER_RE.findall(value_b))
    return bool(numbers_a) and bool(numbers_b) and numbers_a != numbers_b and \
        _NUMBER_RE.sub("#", value_a).strip() == _NUMBER_RE.sub("#", value_b).strip()


def other_keys(text_a: str, text_b: str) -> bool:
    """Two "key: value" statements in one script whose keys name different slots ("Minimum iOS" /
    "Minimum Android", "파일럿 시작일" / "파일럿 종료일"): what they hold are values of two things."""
    found_a, found_b = key_value(text_a), key_value(text_b)
    if not found_a or not found_b or bool(CJK_CHAR_RE.search(found_a[0])) != bool(CJK_CHAR_RE.search(found_b[0])):
        return False        # keys in two languages cannot be compared word by word
    words_a, words_b = set(_key_words(found_a[0])), set(_key_words(found_b[0]))
    return not _same_key(found_a[0], found_b[0]) and bool(words_a - words_b) and bool(words_b - words_a)


def _first_cell(text: str) -> str:
    return text.split(" ; ")[0].casefold().strip()


def other_records(text_a: str, text_b: str, table_a: str | None, table_b: str | None, by_word: bool) -> bool:
    """Two statements that are no one slot although their typed values differ: rows of one table
    with different first cells (two records: the rota's weeks), rows of two tables (a deploy
    freeze and a meeting schedule), or a row and a line outside any table that only meaning relates
    (`by_word` False: no shared subject word)."""
    if table_a is None and table_b is None:
        return False
    if table_a is not None and table_b is not None:
        if table_a != table_b:
            return not by_word
        first_a, first_b = _first_cell(text_a), _first_cell(text_b)
        return bool(first_a and first_b) and first_a not in first_b and first_b not in first_a
    return not by_word

"""Conflicts in any wording: the same subject with different values, a change, opposite polarity.

The lexical check (`conflicts.assess`) needs a cue word of the same attribute on both sides
("deploys" / "배포"). This check needs none; it reads what any statement has:
- the subject: the head word of one statement (its first content word; a row's first cell) in the
  other, a named value both share, or — across languages, where words cannot be shared — meanings
  close by the multilingual model's statement vectors (`SUBJECT_SIMILARITY`);
- typed values (`values.py`): times, weekdays, frequencies, money, percentages, durations and dates
  read in en/ko/zh/ja and normalised (`새벽 4시` = `04:00`, `3만원` = `KRW 30,000`, `月2回` = `twice a
  month`); values of one kind that differ are a conflict, the same value in two wordings is none;
  across languages a looser meaning match (`TYPED_CROSS_SIMILARITY`) names the subject for them;
- other values: words with a digit, a capital or a dot, code spans, Latin words in CJK text, compared
  by their parts and by kind (date, number, name): different values of one kind;
- a change (`supersede.change_of`): "moved from A to B", "raised from 600 to 1000", "took over from
  Dana", "A에서 B로 이전", "03:00から01:30に" — against a statement that still says A;
- polarity: never / always / stop / 폐지 against the plain or opposite rule.
Statements naming a file (index pointers) are not compared. Thresholds were fitted on the tune half
of bench/memory_qa.py. Statement vectors (`vectors.StatementVectors`) are cached by text for the auditor's life.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np

from memtui.core.audit.conflicts import Claim, Verdict, cue_attributes
from memtui.core.audit.supersede import Change, leaves, statement_words
from memtui.core.audit.text import (
    CJK_CHAR_RE,
    ENGLISH_STOPWORDS,
    TEXT_CACHE,
    content_words,
    has_pointer,
    raw_words,
    strip_pointers,
    word_key,
)
from memtui.core.audit.text import cjk_text as cjk_text  # the audit's import point (beliefs)
from memtui.core.audit.text import two_languages
from memtui.core.audit.names import shared_across_scripts, written_in
from memtui.core.audit.polarity import negative, shares_rule_words, turn_word
from memtui.core.audit.qualifiers import other_labels
from memtui.core.audit.records import log_entries
from memtui.core.audit.slots import other_keys, other_records, same_key_values
from memtui.core.audit.subject import NOT_VALUES as _NOT_VALUES
from memtui.core.audit.subject import change_subject, head_word, name_like, names, parts
from memtui.core.audit.values import agreeing, differing, says_value, typed_values, value_spans
from memtui.core.audit.vectors import StatementVectors as StatementVectors  # the audit's import point

HEAD_SIMILARITY = 0.90         # one head word in the other statement: meanings this close
CROSS_RULE_SIMILARITY = 0.88   # opposite rules in two languages sharing no word: meanings this close
SUBJECT_SIMILARITY = 0.84      # across languages: unmasked statements this close share a subject
CHANGE_SIMILARITY = 0.86       # a change and a statement still saying its old value, this close (no shared head)
SAME_CLAIM_SIMILARITY = 0.85    # two languages, a shared value and no other: one belief with two sources
TYPED_CROSS_SIMILARITY = 0.78  # two languages, typed values (times, money, weekdays…) differ: meanings this close
TYPED_CROSS_KINDS = 2          # … and below SUBJECT_SIMILARITY, values of this many kinds differ (a weekday and a time)
UPDATE_SIMILARITY = 0.88       # one script: statements this close, one speaking of a change, are an update
_BACKTICK_RE = re.compile(r"`[^`]+`")


@dataclass
class PairView:
    """What the meaning check reads of one statement."""

    text: str
    claim: Claim
    change: Change
    plain: np.ndarray | None = None
    context: str = ""          # its section headings (where a writer names the subject of the lines below)
    table: str | None = None   # a table row's table (file and header row), None for other statements
    listed_in: str | None = None   # a list item's or row's list: its file and section (None for a sentence)
    statement: Any = None          # the split statement it was read from (its section: `sections.py`)


def _cos(a: np.ndarray | None, b: np.ndarray | None) -> float:
    return float(a @ b) if a is not None and b is not None else 0.0


_DIGIT_RE = re.compile(r"\d")
_DATEISH_RE = re.compile(r"^(?:(?:19|20)\d{2}-\d{1,2}(?:-\d{1,2})?|\d{1,2}-\d{2}|(?:19|20)\d{2})$")
# a date written in CJK (12月1日起, 2027年3月, 3월 21일): compared as a typed date (`values`), never as numbers
_CJK_DATE_RE = re.compile(r"(?:\d{4}\s*[年년]\s*)?\d{1,2}\s*[月월](?:\s*\d{1,2}\s*[日号일])?")
_PART_RE = re.compile(r"[^\W_]+")
_START_RE = re.compile(r"(?<=[.!?:;])\s+|\s+;\s+|\s+[—–-]\s+")     # sentence, cell and clause starts


def value_words(text: str) -> set[str]:
    """The words of a statement that name a value: with a digit, a capital or a dot, a code span;
    Latin words in CJK text."""
    return set(_value_words(text))


@lru_cache(maxsize=TEXT_CACHE)
def _value_words(text: str) -> frozenset[str]:
    """`value_words` once per text."""
    out: set[str] = set()
    cjk = bool(CJK_CHAR_RE.search(text))
    for span in value_spans(text):          # typed values compare by `values.differing`
        text = text.replace(span, " ")
    text = _CJK_DATE_RE.sub(" ", text)
    for piece in _START_RE.split(strip_pointers(text)):
        for index, raw in enumerate(raw_words(piece)):
            key = word_key(raw)
            if _DIGIT_RE.search(raw):
                out.add(key)
            elif not CJK_CHAR_RE.search(raw) and key not in ENGLISH_STOPWORDS and key not in _NOT_VALUES and \
                    not cue_attributes(key) and \
                    (cjk or "." in raw or any(c.isupper() for c in raw[1:]) or (index and raw[:1].isupper())):
                out.add(key)       # a capital that only starts a sentence or cell names nothing
    out.update(span.strip("`").casefold() for span in _BACKTICK_RE.findall(text))
    return frozenset(out)


def value_kind(value: str) -> str:
    """date (2026-11, 11-24), number (a leading digit: 8080, 1.23, 03:00, v2.4.0) or name (Fly.io, kr-2)."""
    if _DATEISH_RE.match(value):
        return "date"
    return "number" if _DIGIT_RE.match(value.removeprefix("v")) else "name"


def _only_in(values: set[str], other_values: set[str], other_words: set[str]) -> set[str]:
    """Values none of whose parts the other statement has."""
    other_parts = set(other_words)
    for value in other_values:
        other_parts |= parts(value)
    return {v for v in values if v not in other_words and not (parts(v) and parts(v) <= other_parts)}


def _negative(view: PairView) -> bool:
    """Negative polarity, or a turn word ("stop squash-merging", "금지 규칙 폐지")."""
    return negative(view.claim.polarity, view.text)


def _in_heading(head: str | None, view: PairView) -> bool:
    """`head` is named by the section headings of `view`'s statement: the heading is where a writer
    names the subject of the lines below it ("Current release: v2.3.1" under "## Firmware")."""
    return bool(view.context) and names(head, statement_words(view.context), view.context)


def same_subject(a: PairView, b: PairView) -> tuple[str | None | bool, str, float]:
    """(the shared subject word — None when only meaning says so, False when none; how sure:
    "same" (one head word, each head in the other, or the words a change is said of in the other),
    "heading" (one head in the other's section headings: typed values or a change must then
    differ, not only names), "weak" (one head in the other, close meaning), "cross" (two
    languages, close meaning); the statements' cosine)."""
    head_a, head_b = head_word(a.text), head_word(b.text)
    close = _cos(a.plain, b.plain)
    in_b = names(head_a, statement_words(b.text), b.text)
    in_a = names(head_b, statement_words(a.text), a.text)
    if head_a and (head_a == head_b or (in_b and in_a)):
        return head_a, "same", close
    for change, other in ((a, b), (b, a)):      # "Hs limit raised to 1.8 m" / "Transfer limit Hs 1.5 m"
        said_of = change_subject(change.text) if change.change.temporal else []
        if said_of and all(names(w, statement_words(other.text), other.text) for w in said_of):
            return said_of[-1], "same", close
    if _in_heading(head_a, b) or _in_heading(head_b, a):
        return (head_a if _in_heading(head_a, b) else head_b), "heading", close
    if close >= HEAD_SIMILARITY and (in_b or in_a):
        return (head_a if in_b else head_b), "weak", close
    cross = two_languages(a.text, b.text)
    return (None, "cross", close) if cross and close >= SUBJECT_SIMILARITY else (False, "", close)


def explain_verdict(a: PairView, b: PairView) -> tuple[Verdict | None, str]:
    """A conflict in any wording, or None; with the name of the check that gave or stopped it.
    Both statements must be about the same thing (the head
    word of one is in the other, they share a named value, or across languages their meanings are
    close); then any of: one says it left a value the other still says; one speaks of a change and
    they hold different values of one kind; different values of one kind; opposite polarity."""
    if has_pointer(a.text) or has_pointer(b.text):
        return None, "pointer"
    words_a, words_b = statement_words(a.text), statement_words(b.text)
    values_a, values_b = value_words(a.text), value_words(b.text)
    subject, how, close = same_subject(a, b)
    name = subject or "it"
    # typed values are specific evidence: across languages, a looser meaning match names the subject
    cross = two_languages(a.text, b.text)
    typed_subject = close >= TYPED_CROSS_SIMILARITY if cross else (
        close >= UPDATE_SIMILARITY and not _other_heads(a.text, b.text, words_a, words_b))
    for first, second in ((a, b), (b, a)):     # the value a change left is itself a shared subject
        # both describe a change: by value and date below (unless one names a person who left or a
        # thing retired, which the other still names: then that name is itself the subject)
        if second.change.temporal and not second.change.old and not first.change.gone:
            continue
        left = leaves(first.change, statement_words(second.text), second.text)
        if second.change.temporal and not second.change.old and left not in first.change.gone:
            continue
        if left and _states_new(first, second):
            continue            # the other names the old value beside the new one ("311 → Azure"): it agrees
        if left and (subject is not False or close >= CHANGE_SIMILARITY or left in first.change.gone
                     or (typed_subject and says_value(left, left)) or (cross and written_in(left, second.text))):
            moved = f" to {_short(first.change.new[0])}" if first.change.new else ""
            return Verdict("value", f"{name}: moved from {left}{moved}; the other still says {left}", 4), "left"
    keyed = same_key_values(a.text, b.text)
    if keyed:
        key, value_a, value_b = keyed
        return Verdict("value", f"both say {key}: {value_a} / {value_b}", 3), "keyed"
    if not (a.change.temporal or b.change.temporal) and other_keys(a.text, b.text):
        return None, "other_keys"       # "Minimum iOS: 16.0" / "Minimum Android: API 24": two slots
    if other_labels(a.text, b.text):
        return None, "other_labels"       # "Hangar 1" / "Hangar 2", "1시간권" / "2시간권": one slot, two records
    changed = ("a" if a.change.temporal else "b") if a.change.temporal != b.change.temporal else None
    typed = _typed_difference(a, b, changed, values_a, values_b)
    corroborated = not cross or len(typed) >= TYPED_CROSS_KINDS or _shares_name(values_a, values_b) or (
        bool(typed) and shared_across_scripts(a.text, b.text))
    if subject is False and not (typed and typed_subject and corroborated):
        # across languages one differing kind is as often two things (kids / adult price)
        return None, "no_subject"
    if how == "cross" and _other_names(values_a, values_b) and not shared_across_scripts(a.text, b.text):
        # two languages, close meaning only, and each names things the other does not
        return None, "cross_other_names"
    temporal = a.change.temporal != b.change.temporal
    loose = how in ("heading", "weak") and _other_names(values_a, values_b)
    if typed and loose:
        # a subject by heading or in passing, and each names its own thing (C1–C5 / G1)
        return None, "loose_typed"
    if typed and not temporal and other_records(a.text, b.text, a.table, b.table, isinstance(subject, str)):
        # rows of two records or two tables, a row and a line outside its table by meaning
        return None, "other_records"
    if typed:         # times, weekdays, frequencies, money, percentages, durations, dates: any wording
        kind, held_a, held_b = typed[0]
        return Verdict("value", f"both about {name}; {kind} differs: {_shown(held_a)} / {_shown(held_b)}",
                       3 if temporal else 2), "typed"
    if not temporal and _other_rows(a.text, b.text):
        return None, "other_rows"        # two rows of a table keyed by different first cells: two things
    different_slots = bool(a.claim.attributes and b.claim.attributes and not a.claim.attributes & b.claim.attributes)
    only_a = _only_in(values_a - values_b, values_b, words_b)
    only_b = _only_in(values_b - values_a, values_a, words_a)
    kinds = {value_kind(v) for v in only_a} & {value_kind(v) for v in only_b}
    if loose and kinds - {"name"}:
        return None, "loose_values"        # numbers or dates of two named things
    # without temporal words: one head word and no cues of different slots (a port is no deploy target),
    # and no typed value both state alike (then the same fact is told with different details)
    # (two entries of a dated log all speak of changes: their wording is no slot: `records.log_entries`)
    if kinds == {"name"} and (not temporal or log_entries(a.statement, b.statement)) and \
            not _shares_slot(a, b, subject, values_a | values_b, close):
        return None, "names_no_slot"       # "the user … Lina" / "the user lives in Lisbon": two facts
    if kinds and (temporal or (how == "same" and not different_slots and not agreeing(a.text, b.text))):
        shown_a = ", ".join(sorted(v for v in only_a if value_kind(v) in kinds)[:3])
        shown_b = ", ".join(sorted(v for v in only_b if value_kind(v) in kinds)[:3])
        return Verdict("value", f"both about {name}; values differ: {shown_a} / {shown_b}",
                       3 if a.change.temporal != b.change.temporal else 2), "values"
    shared = words_a & words_b
    if _negative(a) != _negative(b) and ((how == "cross" and (shared or close >= CROSS_RULE_SIMILARITY)) or (
            len(shared) >= 2 and len(shared) >= 0.6 * min(len(words_a), len(words_b)))):
        return Verdict("negation", f"opposite claims about {name}: {a.claim.marker or _marker(a)} / "
                       f"{b.claim.marker or _marker(b)}", 3), "negation"
    return None, _unread(how, kinds, typed, temporal, different_slots)


def meaning_verdict(a: PairView, b: PairView) -> Verdict | None:
    """A conflict in any wording, or None (`explain_verdict` without the name)."""
    return explain_verdict(a, b)[0]


def _unread(how: str, kinds: set[str], typed: list[Any], temporal: bool, different_slots: bool) -> str:
    """Why a pair with a subject gave no verdict (read by `bench/conflict_misses.py`)."""
    if not kinds and not typed:
        return "no_differing_values"
    if how != "same" and not temporal:
        return f"values_need_same_head({how})"
    return "different_cue_slots" if different_slots else "agreeing_typed_value"


def updates(a: PairView, b: PairView) -> bool:
    """One statement updates the other without a conflict the checks can name ("weekly" / "goes
    fortnightly from now on"). Both are about the same thing: a head word of one in the other, or
    close meaning (`UPDATE_SIMILARITY` in one script, `SUBJECT_SIMILARITY` across scripts); exactly one
    speaks of a change, and the other says something it does not (a value or a content word). Dates
    alone are no evidence here: two dated notes on one subject often both hold."""
    if has_pointer(a.text) or has_pointer(b.text) or a.change.temporal == b.change.temporal:
        return False
    words_a, words_b = statement_words(a.text), statement_words(b.text)
    subject, _how, close = same_subject(a, b)
    cross = two_languages(a.text, b.text)
    if subject is False and close < (SUBJECT_SIMILARITY if cross else UPDATE_SIMILARITY) and not (
            names(head_word(a.text), words_b, b.text) or names(head_word(b.text), words_a, a.text)):
        return False
    values_a, values_b = value_words(a.text), value_words(b.text)
    only_a, only_b = _only_in(values_a - values_b, values_b, words_b), _only_in(values_b - values_a, values_a, words_a)
    old_words, new_words, old_only = (words_b, words_a, only_b) if a.change.temporal else (words_a, words_b, only_a)
    return bool(old_only) or cross or bool(old_words - new_words)


def changed_values(a: PairView, b: PairView) -> Verdict | None:
    """An update (`updates`) whose sides hold different values of one kind is a conflict: the older
    side still states what the change replaced ("v2.3.1" / "v2.4.0 OTA done"). The subject must be
    surer than for ordering: a shared head word both ways, or close meaning (not one word in passing)."""
    subject, how, close = same_subject(a, b)
    if subject is False and close < (SUBJECT_SIMILARITY if two_languages(a.text, b.text) else UPDATE_SIMILARITY):
        return None
    if subject is None and _other_names(value_words(a.text), value_words(b.text)):
        return None          # two languages, close meaning only, each naming things the other does not
    if how not in ("same", "heading") and name_like(head_word(a.text), a.text) and \
            name_like(head_word(b.text), b.text) and \
            _other_heads(a.text, b.text, statement_words(a.text), statement_words(b.text)):
        return None          # each names a thing the other does not (탭룸 / 사무실, Basic / Pro plan)
    change, other = (a, b) if a.change.temporal else (b, a)
    if _states_new(change, other) or other_labels(a.text, b.text):
        return None          # the other already states the change's new value, or is another record
    name = head_word(a.text if a.change.temporal else b.text) or "it"
    typed = [found for found in differing(a.text, b.text, "a" if a.change.temporal else "b") if found[0] != "date"]
    if typed:
        kind, held_a, held_b = typed[0]
        return Verdict("value", f"{name} changed; {kind} differs: {_shown(held_a)} / {_shown(held_b)}", 1)
    values_a, values_b = value_words(a.text), value_words(b.text)
    only_a = _only_in(values_a - values_b, values_b, statement_words(b.text))
    only_b = _only_in(values_b - values_a, values_a, statement_words(a.text))
    kinds = ({value_kind(v) for v in only_a} & {value_kind(v) for v in only_b}) - {"date"}
    if kinds == {"name"} and log_entries(a.statement, b.statement):
        kinds = set()      # two log entries naming different things: no slot (`records.log_entries`)
    if not kinds:
        return _flipped_rule(a, b, name)
    shown_a = ", ".join(sorted(v for v in only_a if value_kind(v) in kinds)[:3])
    shown_b = ", ".join(sorted(v for v in only_b if value_kind(v) in kinds)[:3])
    return Verdict("value", f"{name} changed; values differ: {shown_a} / {shown_b}", 1)


def _flipped_rule(a: PairView, b: PairView, name: str) -> Verdict | None:
    """An update that turns a rule around: the change side's polarity differs from the other's
    ("We stop squash-merging" / "PRs are squash-merged"; "금지 규칙 폐지" / "배포 금지"; "不再自己报" /
    "自己报"). The update already says both are about one thing; the flip is what changed."""
    change = a if a.change.temporal else b
    turned = turn_word(change.text) is not None
    if _negative(a) == _negative(b) or not turned or not shares_rule_words(a.text, b.text):
        return None       # the change side itself must say the turn (never, no longer, stop, 폐지, 不再)
    return Verdict("negation", f"{name} changed; opposite claims: {a.claim.marker or _marker(a)} / "
                   f"{b.claim.marker or _marker(b)}", 1)


def _typed_difference(a: PairView, b: PairView, changed: str | None, values_a: set[str],
                      values_b: set[str]) -> list[tuple[str, list[Any], list[Any]]]:
    """Typed values that differ, as evidence of a conflict. Without change wording: none when the
    two name different things (`_other_names`) or state one typed value alike (the same fact with
    other details: "fee cap £1.2m; at 64%" / "fee cap £1.2m; warn at 80%"). With change wording:
    none when the other side states the change's new value (it agrees with the change)."""
    if changed is None:
        if _other_names(values_a, values_b) or agreeing(a.text, b.text):
            return []
        return differing(a.text, b.text)
    side, other = (a, b) if changed == "a" else (b, a)
    if any(says_value(new, other.text) for new in side.change.new):
        return []
    return differing(a.text, b.text, changed)


def _shares_slot(a: PairView, b: PairView, subject: str | None | bool, values: set[str], close: float) -> bool:
    """Two statements naming different things say them of one slot: a cue of one attribute on both
    sides (deploys / hosted), a shared word besides the subject and the values (lives … Lisbon / lives …
    Porto), or meanings as close as one head word's (`HEAD_SIMILARITY`; not in CJK text, where the model
    puts any two notes about one person that close). Without it, names that differ are two facts about one
    subject, not rival values: a Latin name inside CJK text ("设计由同事 Lina 负责" / "产品叫 Atlas") is a
    name, not a slot value, unless a cue types it."""
    if a.claim.attributes & b.claim.attributes:
        return True
    if close >= HEAD_SIMILARITY and not (CJK_CHAR_RE.search(a.text) or CJK_CHAR_RE.search(b.text)):
        return True
    shared = set(content_words(a.text)) & set(content_words(b.text))
    return bool(shared - values - {subject} - {word_key(v) for v in values})


def _other_rows(text_a: str, text_b: str) -> bool:
    """Two table rows (cells joined by " ; ") whose first cells differ and neither holds the other."""
    if " ; " not in text_a or " ; " not in text_b:
        return False
    first_a, first_b = text_a.split(" ; ")[0].casefold().strip(), text_b.split(" ; ")[0].casefold().strip()
    return bool(first_a and first_b) and first_a not in first_b and first_b not in first_a


def _other_heads(text_a: str, text_b: str, words_a: set[str], words_b: set[str]) -> bool:
    """Both statements open with a Latin word naming what they are about, and neither names the
    other's (iOS: … / Android: …)."""
    head_a, head_b = head_word(text_a), head_word(text_b)
    if not head_a or not head_b or bool(CJK_CHAR_RE.search(head_a)) != bool(CJK_CHAR_RE.search(head_b)):
        return False
    return not names(head_a, words_b, text_b) and not names(head_b, words_a, text_a)


def _states_new(change: PairView, other: PairView) -> bool:
    """The other statement states a new value of the change (every word of it, or its typed value)."""
    words = statement_words(other.text)
    return any((statement_words(new) and statement_words(new) <= words) or says_value(new, other.text)
               for new in change.change.new)


def _shares_name(values_a: set[str], values_b: set[str]) -> bool:
    """Both statements name one thing alike (a Latin name in either language: G1, EZproxy)."""
    return any(value_kind(v) == "name" for v in values_a & values_b)


def _other_names(values_a: set[str], values_b: set[str]) -> bool:
    """Both statements name something (a host, a person, a product) and no name is shared: without
    change wording, different values of a kind there belong to different things (pve01 / nas01)."""
    names_a = {v for v in values_a if value_kind(v) == "name"}
    names_b = {v for v in values_b if value_kind(v) == "name"}
    return bool(names_a and names_b and not names_a & names_b)


def _short(span: str) -> str:
    """A new value as the reason shows it: its typed value, else its words up to a dash."""
    found = typed_values(span)
    return found[0].shown if found else re.split(r"\s+[—–-]\s+", span)[0]


def _shown(values: list[Any]) -> str:
    return ", ".join(dict.fromkeys(v.shown for v in values[:3]))


def _marker(view: PairView) -> str:
    return turn_word(view.text) or "affirms"


def same_claim(a: PairView, b: PairView) -> bool:
    """The same claim in two languages: close meaning, same polarity, no value of one kind on one side only."""
    cross = two_languages(a.text, b.text)
    if not cross or _negative(a) != _negative(b) or _cos(a.plain, b.plain) < SAME_CLAIM_SIMILARITY:
        return False
    values_a, values_b = value_words(a.text), value_words(b.text)
    only_a = _only_in(values_a - values_b, values_b, statement_words(b.text))
    only_b = _only_in(values_b - values_a, values_a, statement_words(a.text))
    shared = bool(values_a & values_b) or bool(set(value_spans(a.text)) and agreeing(a.text, b.text))
    return shared and not (only_a or only_b or differing(a.text, b.text)) and \
        not (a.change.temporal or b.change.temporal)


def attach_vectors(views: list[PairView], vectors: StatementVectors) -> None:
    """Fill the statement vector of every view (one embedding batch for the uncached ones)."""
    found = vectors.get([view.text for view in views])
    for view in views:
        view.plain = found.get(view.text)


# read by the pair scorer measured in bench/pair_fit.py (not shipped)
shares_name, other_names, states_new = _shares_name, _other_names, _states_new

"""Candidate contradictions between beliefs, in English and Korean. Surfaced, never resolved.

Two statements are a candidate pair when they are about the same subject (a shared content word,
e.g. `atlas`, counting headings and table headers) and either
- say the same attribute (where it deploys, its host, region, port, database, version, owner, name…)
  with different values (`Fly.io` / `Cloudflare Workers`, `5432` / `6543`), or
- say nearly the same words with opposite polarity (always / never, is / is not, 항상 / 절대,
  하지 않는다, 없다).
Similarity alone cannot tell a duplicate from a related note (memory-engines.md §5.5), so this is a
cheap, explainable heuristic whose output is a reason a human can check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from memtui.core.audit.statements import Statement
from memtui.core.audit.text import (
    ENGLISH_STOPWORDS,
    content_words,
    is_hangul,
    raw_words,
    word_key,
    words,
)

# Attribute -> (English cue words (prefix match), Korean cue stems (prefix match), reason phrase).
ATTRIBUTES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    "deploy": (("deploy", "hosted", "hosting"), ("배포",), "where {s} deploys"),
    "host": (("host", "hosted", "hosting", "server", "endpoint", "url", "domain"), ("호스트", "서버", "도메인", "주소"), "which host {s} uses"),
    "region": (("region", "zone"), ("리전", "지역"), "which region {s} uses"),
    "port": (("port",), ("포트",), "which port {s} uses"),
    "database": (("database", "db"), ("데이터베이스", "디비"), "which database {s} uses"),
    "version": (("version",), ("버전",), "which version {s} uses"),
    "owner": (("owner", "owns", "maintainer", "maintained"), ("담당", "소유", "관리자"), "who owns {s}"),
    "name": (("name", "named", "called"), ("이름", "명칭"), "what {s} is called"),
    "timezone": (("timezone", "tz"), ("시간대",), "which timezone {s} uses"),
    "branch": (("branch",), ("브랜치",), "which branch {s} uses"),
    "email": (("email", "e-mail"), ("이메일",), "which email {s} uses"),
    "limit": (("limit", "max", "maximum", "timeout", "cap"), ("제한", "최대", "한도"), "what limit {s} has"),
}
# English cues that are whole words only (prefix match would catch "dbt", "hostile", "portal").
_EXACT_CUES = frozenset({"db", "tz", "url", "max", "cap", "port", "ports", "host", "hosts", "zone"})

NEGATIVE_EN = frozenset({"never", "not", "no", "don't", "dont", "doesn't", "doesnt", "isn't", "isnt",
                         "aren't", "arent", "won't", "wont", "can't", "cant", "cannot", "shouldn't",
                         "mustn't", "without", "avoid", "nor", "neither"})
POSITIVE_EN = frozenset({"always", "must", "should"})
NEGATIVE_KO = ("절대", "않", "없", "금지", "마라", "마세요", "말것", "못")
POSITIVE_KO = ("항상", "반드시", "늘")
_KO_NEG_WORDS = frozenset({"안", "못"})

_DATE_RE = re.compile(r"^\d{4}-\d{2}(-\d{2})?$")
_NUMBER_RE = re.compile(r"^\d+(?:[.,]\d+)?(?:ms|s|m|h|d|kb|mb|gb|%)?$", re.IGNORECASE)
_BACKTICK_RE = re.compile(r"`([^`]+)`")
_SENTENCE_START_RE = re.compile(r"(^|[.!?;]\s+|\n)")


@dataclass
class Claim:
    """What a statement says, as far as a heuristic can tell."""

    attributes: set[str] = field(default_factory=set)
    # attribute ("" when no cue is near) -> comparison key -> value as written
    values: dict[str, dict[str, str]] = field(default_factory=dict)
    subject: list[str] = field(default_factory=list)          # the statement's own content words
    context: list[str] = field(default_factory=list)          # content words of its headings
    polarity: str = "plain"                                   # positive | negative | plain
    marker: str = ""                                          # the word that set the polarity

    def all_values(self) -> dict[str, str]:
        return {k: v for per in self.values.values() for k, v in per.items()}


@dataclass
class ConflictCandidate:
    """Two statements that may disagree, and why."""

    a: int                 # index into the compared list
    b: int
    kind: str              # value | negation
    reason: str
    newer: str | None      # "a" | "b" | None


@lru_cache(maxsize=65536)
def _cue_attributes(key: str) -> frozenset[str]:
    """The attributes a word is a cue for (`hosted` -> deploy and host)."""
    found: set[str] = set()
    for name, (english, korean, _) in ATTRIBUTES.items():
        if is_hangul(key):
            if any(key.startswith(stem) for stem in korean):
                found.add(name)
        elif key in _EXACT_CUES or key.rstrip("s") in _EXACT_CUES:
            if key in english or key.rstrip("s") in english:
                found.add(name)
        elif any(key.startswith(cue) for cue in english if cue not in _EXACT_CUES):
            found.add(name)
    return frozenset(found)


def _is_value_word(raw: str, sentence_initial: bool, hangul_context: bool) -> bool:
    """A word that names a thing: has a dot/digit, is capitalised (not sentence-initial), or Latin in Korean."""
    if is_hangul(raw):
        return False
    key = raw.casefold()
    if key in ENGLISH_STOPWORDS or key in NEGATIVE_EN or key in POSITIVE_EN:
        return False
    if _DATE_RE.match(raw):
        return False
    if "." in raw or "@" in raw or "://" in raw or any(c.isdigit() for c in raw):
        return True
    if hangul_context:
        return True
    return raw[:1].isupper() and not sentence_initial


_LINK_RE = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_PATH_RE = re.compile(r"\S+\.(?:md|markdown|jsonl|txt)\b")
CUE_WINDOW = 6      # a value belongs to the nearest cue at most this many words away


def _clean(text: str) -> str:
    """Link targets and file paths removed (index pointers are not claims)."""
    return _PATH_RE.sub(" ", _LINK_RE.sub(r"\1", text))


def analyse(text: str, context: str = "", cells: list[tuple[str, str]] | None = None) -> Claim:
    """Attributes, values, subject words and polarity of a statement.

    `context` (its headings) only adds subject words; `cells` are (header, cell) pairs of a table
    row, where a cell under a cue header (`region`) is a value of that attribute.
    """
    claim = Claim()
    text = _clean(text)
    hangul_context = is_hangul(text)
    cues: list[tuple[int, set[str]]] = []
    found_values: list[tuple[int, str]] = [(0, span.strip()) for span in _BACKTICK_RE.findall(text)]
    initial_positions = {m.end() for m in _SENTENCE_START_RE.finditer(text)}
    run: list[str] = []
    run_index = 0
    cursor = 0

    def close_run() -> None:
        if run:
            found_values.append((run_index, " ".join(run)))
            run.clear()

    for index, raw in enumerate(raw_words(text)):
        found = text.find(raw, cursor)
        position = found if found >= 0 else cursor
        cursor = position + len(raw)
        key = word_key(raw)
        attributes = _cue_attributes(key)
        if attributes:
            claim.attributes |= attributes
            cues.append((index, attributes))
            close_run()
            continue
        if _polarity_of(raw, key, claim):
            close_run()
            continue
        initial = position in initial_positions or position == 0
        if _is_value_word(raw, initial, hangul_context) and not (_NUMBER_RE.match(raw) and run):
            if not run:
                run_index = index
            run.append(raw)
            if is_hangul(text[cursor:cursor + 1]):    # a particle ends the name: atlas는
                close_run()
            continue
        close_run()
    close_run()
    for index, shown in found_values:
        near = [(abs(i - index), attrs) for i, attrs in cues if abs(i - index) <= CUE_WINDOW]
        nearest = min(near, key=lambda n: n[0])[1] if near else {""}
        for attribute in nearest:
            claim.values.setdefault(attribute, {}).setdefault(shown.casefold(), shown)
    for header, cell in cells or []:
        attributes = set().union(*(_cue_attributes(w) for w in words(header))) if header else set()
        if attributes and cell:
            claim.attributes |= attributes
            for attribute in attributes:
                claim.values.setdefault(attribute, {}).setdefault(cell.casefold(), cell)
    claim.subject = [w for w in content_words(text) if not _cue_attributes(w) and not _negation_word(w)]
    claim.context = [w for w in content_words(_clean(context)) if not _cue_attributes(w)]
    return claim


def _negation_word(key: str) -> bool:
    return key in NEGATIVE_EN or key in POSITIVE_EN or key in _KO_NEG_WORDS or \
        any(m in key for m in NEGATIVE_KO) or any(key.startswith(m) for m in POSITIVE_KO)


def _polarity_of(raw: str, key: str, claim: Claim) -> bool:
    """Record a polarity marker; True if the word is one."""
    negative = key in NEGATIVE_EN or (is_hangul(raw) and (raw in _KO_NEG_WORDS or any(m in raw for m in NEGATIVE_KO)))
    positive = key in POSITIVE_EN or (is_hangul(raw) and any(raw.startswith(m) for m in POSITIVE_KO))
    if negative:
        if claim.polarity != "negative":
            claim.polarity, claim.marker = "negative", raw.casefold()
        return True
    if positive:
        if claim.polarity == "plain":
            claim.polarity, claim.marker = "positive", raw.casefold()
        return True
    return False


# When a pair shares several attributes, the reason names the most specific one.
_ATTRIBUTE_PRIORITY = ("port", "region", "version", "deploy", "host", "database", "owner", "email",
                       "branch", "timezone", "name", "limit")


def _shared(a: list[str], b: list[str]) -> list[str]:
    other = set(b)
    return [w for w in a if w in other]


def _value_words(claim: Claim) -> set[str]:
    return {word_key(w) for shown in claim.all_values().values() for w in raw_words(shown)}


def _differing_values(claim: Claim, other: Claim, attribute: str) -> list[str]:
    """Values of `claim` for an attribute none of whose words the other statement mentions."""
    mentioned = set(other.subject) | set(other.all_values())
    return [shown for key, shown in claim.values.get(attribute, {}).items()
            if key not in mentioned and not any(word_key(w) in mentioned for w in raw_words(shown))]


def _newer(date_a: str | None, date_b: str | None) -> str | None:
    if not date_a or not date_b or date_a[:10] == date_b[:10]:
        return None
    return "a" if date_a > date_b else "b"


def compare(a: Claim, b: Claim) -> tuple[str, str] | None:
    """(kind, reason) if the two claims look contradictory, else None."""
    shared = _shared(a.subject + a.context, b.subject + b.context)
    if not shared:
        return None
    values = _value_words(a) | _value_words(b)
    subject = ([w for w in shared if w not in values] or shared)[0]
    for attribute in _ATTRIBUTE_PRIORITY:
        if attribute in a.values and attribute in b.values:
            only_a, only_b = _differing_values(a, b, attribute), _differing_values(b, a, attribute)
            if only_a and only_b:
                phrase = ATTRIBUTES[attribute][2].format(s=subject)
                return "value", f"both say {phrase}; values differ: {', '.join(only_a)} / {', '.join(only_b)}"
    if "negative" in (a.polarity, b.polarity) and a.polarity != b.polarity:
        own = _shared(a.subject, b.subject)
        overlap = len(own) / max(1, min(len(a.subject), len(b.subject)))
        if len(own) >= 2 and overlap >= 0.6:
            marker_a = a.marker or "affirms"
            marker_b = b.marker or "affirms"
            return "negation", f"opposite claims about {' '.join(own[:4])}: {marker_a} / {marker_b}"
    return None


def claim_of(statement: Statement) -> Claim:
    """Analyse a split statement with its headings and table header (once per statement)."""
    claim = statement.cache.get("claim")
    if claim is None:
        claim = statement.cache["claim"] = analyse(statement.claim_text(), statement.context_text(), statement.cells())
    return claim


def find_conflicts(claims: list[Claim], dates: list[str | None]) -> list[ConflictCandidate]:
    """Candidate pairs among analysed statements, with which side is newer by date."""
    out: list[ConflictCandidate] = []
    for i in range(len(claims)):
        for j in range(i + 1, len(claims)):
            found = compare(claims[i], claims[j])
            if found:
                kind, reason = found
                out.append(ConflictCandidate(i, j, kind, reason, _newer(dates[i], dates[j])))
    return out

"""Candidate contradictions between beliefs, in English and Korean. Surfaced, never resolved.

Two statements are a candidate pair when they are about the same subject (a shared content word,
e.g. `atlas`, that is not itself one of the compared values; a word of the headings or table header
counts only between statements under different headings) and either
- say the same attribute (where it deploys, its host, region, port, database, version, owner, name…)
  with different values of that attribute's type (`Fly.io` / `Cloudflare Workers`, `5432` / `6543`,
  `nrt` / `fra`), or
- say nearly the same words with opposite polarity (always / never, is / is not, 항상 / 절대,
  하지 않는다, 없다).
Index pointers (a row or bullet naming a file) are not claims. Each candidate has a confidence:
own subject over heading subject, same language over cross-language, so the surest come first.
Similarity alone cannot tell a duplicate from a related note (memory-engines.md §5.5), so this is a
cheap, explainable heuristic whose output is a reason a human can check.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from memtui.core.audit.sections import heading_role
from memtui.core.audit.statements import Statement
from memtui.core.audit.text import (
    ENGLISH_STOPWORDS,
    content_words,
    is_hangul,
    mostly_korean,
    raw_words,
    strip_pointers,
    word_key,
    words,
)

# Attribute -> (English cue words (prefix match), Korean cue stems (prefix match), reason phrase).
ATTRIBUTES: dict[str, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    "deploy": (("deploy", "hosted", "hosting"), ("배포",), "where {s} deploys"),
    "host": (("host", "hosted", "hosting", "server", "endpoint", "url", "domain"), ("호스트", "서버", "도메인", "주소"),
             "which host {s} uses"),
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
_PORT_RE = re.compile(r"^\d{2,5}$")
_REGION_CODE_RE = re.compile(r"^(?:[a-z]{2,4}\d?|[a-z]{2}(?:-[a-z]+)+-\d{1,2})$")
_LETTER_RE = re.compile(r"[^\W\d_]")
_NOT_HOSTS = frozenset({"http", "https", "get", "post", "put", "patch", "delete", "tcp", "udp", "grpc", "api"})
# Korean particles that mark a Latin word as the sentence's subject or topic (atlas는), not a value.
_SUBJECT_PARTICLES = "은는이가"
# Words that may stand between a cue and its value (`region: nrt`, `port is 5432`, `deploys to X`).
_CUE_LINKS = frozenset({"is", "are", "to", "on", "in", "at", "of", "=", "was", "now", "uses", "use"})
_NUMBER_RE = re.compile(r"^\d+(?:[.,]\d+)?(?:ms|s|m|h|d|kb|mb|gb|%)?$", re.IGNORECASE)
_BACKTICK_RE = re.compile(r"`([^`]+)`")
_SENTENCE_START_RE = re.compile(r"(^|[.!?;]\s+|\n)")
# "not just code paths", "not only X but Y": a refinement, not a negation of the clause (repro 03)
_NOT_ONLY_RE = re.compile(r"\b(?:not|\w+n't)\s+(?:just|only|merely|simply|solely)\b|"
                          r"不仅|不只|不光|뿐만\s*아니라|だけでなく", re.IGNORECASE)


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
    korean: bool = False                                      # written mostly in Korean
    origin: str | None = None                                 # the file it was read from

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
    confidence: int = 0    # higher is surer: see `assess`


@dataclass
class Verdict:
    """How two claims disagree: kind, a plain reason, and how sure the heuristic is."""

    kind: str
    reason: str
    confidence: int


@lru_cache(maxsize=65536)
def cue_attributes(key: str) -> frozenset[str]:
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


CUE_WINDOW = 6      # a value belongs to the nearest cue at most this many words away
MIN_CONFIDENCE = 3  # below: a subject only a heading shares, across languages (too weak to show)


def typed_value(attribute: str, shown: str, loose: bool = False) -> bool:
    """True if `shown` is a value of the attribute's type: a port number, a region code, a name…

    `loose` values are lowercase words read right after a cue (`region nrt`): only codes, dotted
    names and identifiers count then, never plain words.
    """
    if attribute == "port":
        return bool(_PORT_RE.match(shown)) and int(shown) <= 65535
    if attribute == "region":
        return bool(_REGION_CODE_RE.match(shown)) or (
            not loose and all(w[:1].isupper() and w.isalpha() for w in shown.split()))
    if attribute in ("version", "limit"):
        return any(c.isdigit() for c in shown)
    if attribute == "email":
        return "@" in shown
    if attribute in ("deploy", "host") and shown.casefold() in _NOT_HOSTS:
        return False                      # a protocol or method, not a place to run
    if attribute == "deploy" and "/" in shown:
        return False                      # a deploy target is a platform or host, not a URL path
    if not _LETTER_RE.search(shown) or _DATE_RE.match(shown):
        return False                      # a bare number or date names no host, database or person
    if loose:          # a lowercase word: a dotted name, an identifier (atlas-db), or a branch name
        return "." in shown or attribute == "branch" or (
            attribute in ("database", "name") and any(c in "-_/" or c.isdigit() for c in shown))
    return True


def analyse(text: str, context: str = "", cells: list[tuple[str, str]] | None = None) -> Claim:
    """Attributes, values, subject words and polarity of a statement.

    `context` (its headings) only adds subject words; `cells` are (header, cell) pairs of a table
    row, where a cell under a cue header (`region`) is a value of that attribute.
    """
    claim = Claim()
    text = _NOT_ONLY_RE.sub(lambda m: " " * len(m.group(0)), strip_pointers(text))
    hangul_context = claim.korean = mostly_korean(text)
    cues: list[tuple[int, frozenset[str]]] = []
    found_values: list[tuple[int, str]] = [(0, span.strip()) for span in _BACKTICK_RE.findall(text)]
    loose_values: list[tuple[frozenset[str], str]] = []      # lowercase words right after a cue
    after_cue: frozenset[str] = frozenset()
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
        attributes = cue_attributes(key)
        if attributes:
            claim.attributes |= attributes
            cues.append((index, attributes))
            after_cue = attributes
            close_run()
            continue
        if _polarity_of(raw, key, claim):
            after_cue = frozenset()
            close_run()
            continue
        if key in _CUE_LINKS and after_cue:
            continue
        following = text[cursor:cursor + 2]
        if hangul_context and not is_hangul(raw) and following[:1] and \
                following[:1] in _SUBJECT_PARTICLES and not is_hangul(following[1:2]):
            after_cue = frozenset()
            close_run()                   # atlas는: the topic of the sentence, not a value
            continue
        if after_cue and not is_hangul(raw) and key not in ENGLISH_STOPWORDS and not run:
            loose_values.append((after_cue, raw))
        after_cue = frozenset()
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
    def add(attributes: frozenset[str] | set[str], shown: str, loose: bool = False) -> None:
        typed = [a for a in attributes if a and typed_value(a, shown, loose)]
        for attribute in typed or ([""] if not loose else []):
            claim.values.setdefault(attribute, {}).setdefault(shown.casefold(), shown)

    for index, shown in found_values:
        # the nearest cue; on a tie the one after the value in Korean (Fly.io에 배포), before it in English
        near = [(abs(i - index), (i < index) if hangul_context else (i > index), attrs)
                for i, attrs in cues if abs(i - index) <= CUE_WINDOW]
        add(min(near, key=lambda n: n[:2])[2] if near else {""}, shown)
    for attributes, shown in loose_values:
        add(attributes, shown, loose=True)
    for header, cell in cells or []:
        header_attributes: set[str] = set().union(*(cue_attributes(w) for w in words(header))) if header else set()
        if header_attributes and cell:
            claim.attributes |= header_attributes
            add(header_attributes, cell)
    claim.subject = [w for w in content_words(text) if not cue_attributes(w) and not polarity_word(w)]
    header = " ".join(h for h, _ in cells or [])
    claim.context = [w for w in content_words(strip_pointers(f"{context}\n{header}")) if not cue_attributes(w)]
    return claim


def polarity_word(key: str) -> bool:
    """A word (comparison key) that only says a statement's polarity: never, must, 절대, 항상, 않…."""
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


def _differing_values(claim: Claim, other: Claim, attribute: str) -> list[str]:
    """Values of `claim` for an attribute none of whose words the other statement mentions."""
    mentioned = set(other.subject) | set(other.all_values())
    return [shown for key, shown in claim.values.get(attribute, {}).items()
            if key not in mentioned and not any(word_key(w) in mentioned for w in raw_words(shown))]


def newer_side(date_a: str | None, date_b: str | None) -> str | None:
    """Which side is newer; dates of different precision (2026-10 / 2026-11-27) compare by prefix."""
    if not date_a or not date_b:
        return None
    size = min(len(date_a), len(date_b), 10)
    if date_a[:size] == date_b[:size]:
        return None
    return "a" if date_a[:size] > date_b[:size] else "b"


def _typed_words(claim: Claim) -> set[str]:
    """Words of the claim's typed values (any attribute): a value is not what the claim is about."""
    return {word_key(w) for attribute, per in claim.values.items() if attribute
            for shown in per.values() for w in raw_words(shown)}


def _subject(a: Claim, b: Claim) -> tuple[str, bool] | None:
    """The shared subject word (not a typed value of either) and whether both statements carry it."""
    values = _typed_words(a) | _typed_words(b)
    own = [w for w in _shared(a.subject, b.subject) if w not in values]
    if own:
        return own[0], True
    if (a.origin is not None and a.origin == b.origin) or a.context == b.context:
        return None                     # items of one file or one heading list different things
    shared = [w for w in _shared(a.subject + a.context, b.subject + b.context) if w not in values]
    return (shared[0], False) if shared else None


def assess(a: Claim, b: Claim) -> Verdict | None:
    """How the two claims disagree, if they look contradictory.

    Confidence: 2 for a value or negation pair, +1 when the subject is in both statements (not only
    in a heading), +1 when both are in the same language.
    """
    language = 1 if a.korean == b.korean else 0
    for attribute in _ATTRIBUTE_PRIORITY:
        if attribute in a.values and attribute in b.values:
            only_a, only_b = _differing_values(a, b, attribute), _differing_values(b, a, attribute)
            if not (only_a and only_b):
                continue
            found = _subject(a, b)
            if found is None:
                continue
            subject, own = found
            phrase = ATTRIBUTES[attribute][2].format(s=subject)
            return Verdict("value", f"both say {phrase}; values differ: {', '.join(only_a)} / {', '.join(only_b)}",
                           2 + int(own) + language)
    if "negative" in (a.polarity, b.polarity) and a.polarity != b.polarity:
        shared = _shared(a.subject, b.subject)
        overlap = len(shared) / max(1, min(len(a.subject), len(b.subject)))
        if len(shared) >= 2 and overlap >= 0.6:
            marker_a = a.marker or "affirms"
            marker_b = b.marker or "affirms"
            return Verdict("negation", f"opposite claims about {' '.join(shared[:4])}: {marker_a} / {marker_b}",
                           3 + language)
    return None


def compare(a: Claim, b: Claim) -> tuple[str, str] | None:
    """(kind, reason) if the two claims look contradictory, else None."""
    verdict = assess(a, b)
    return (verdict.kind, verdict.reason) if verdict else None


def claim_of(statement: Statement) -> Claim:
    """Analyse a split statement with its headings and table header (once per statement). A list item
    under a heading that forbids or prescribes ("### DO NOT", "## Allowed commands") takes the heading's
    polarity (`sections.heading_role`), whatever its own words say."""
    claim = statement.cache.get("claim")
    if claim is None:
        claim = statement.cache["claim"] = analyse(statement.own_text(), statement.context_text(), statement.cells())
        claim.origin = statement.path
        role = heading_role(statement)
        if role is not None:
            claim.polarity, claim.marker = role.polarity, role.heading.casefold()
    return claim


def find_conflicts(claims: list[Claim], dates: list[str | None]) -> list[ConflictCandidate]:
    """Candidate pairs among analysed statements, surest first, with which side is newer by date."""
    out: list[ConflictCandidate] = []
    for i in range(len(claims)):
        for j in range(i + 1, len(claims)):
            verdict = assess(claims[i], claims[j])
            if verdict and verdict.confidence >= MIN_CONFIDENCE:
                out.append(ConflictCandidate(i, j, verdict.kind, verdict.reason, newer_side(dates[i], dates[j]),
                                             verdict.confidence))
    out.sort(key=lambda c: -c.confidence)      # stable: equal confidence keeps the callers' order
    return out

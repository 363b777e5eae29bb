"""Conflicts by meaning: the same subject and slot with different values, whatever the wording.

The lexical check (`conflicts.assess`) needs a cue word of the same attribute on both sides
("deploys" / "배포"). This module adds what the statement embeddings of the multilingual model can
tell, for the pairs the lexical check leaves:
- the slot: each statement is embedded with its values masked ("atlas runs on X in region X");
  two statements whose masked forms are close say the same thing about different values, whatever
  the verb ("runs on" / "deploys to" / "운영 중") and in either language;
- a change: a statement that says it moved from A to B (`supersede.change_of`) conflicts with one
  that still says A;
- polarity across languages: "never" / "항상" on statements close in meaning once the polarity
  words are removed.
A pair needs a subject as well: a shared content word that is not a value, or (across languages,
where words cannot be shared) a close unmasked meaning. Thresholds were fitted on the tune half of
bench/memory_qa.py. Vectors are cached by text for the auditor's life.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np

from memtui.core.audit.conflicts import (
    ATTRIBUTES, NEGATIVE_EN, POSITIVE_EN, Claim, Verdict, _differing_values, _subject, _typed_words,
)
from memtui.core.audit.supersede import Change, leaves, statement_words
from memtui.core.audit.text import raw_words, strip_pointers, word_key

SLOT_SIMILARITY = 0.93          # masked statements this close fill the same slot
SLOT_SIMILARITY_CUED = 0.88     # … when both also carry a cue of some attribute
SUBJECT_SIMILARITY = 0.86       # across languages: unmasked statements this close share a subject
NEGATION_SIMILARITY = 0.86      # polarity-stripped statements this close make a cross-language negation
CHANGE_SIMILARITY = 0.84        # a change statement and one saying its old value, this close
SAME_CLAIM_SIMILARITY = 0.93    # two languages, the same values: one belief with two sources
MAX_CACHE = 20_000
MASK = "X"
_NUMBER_RE = re.compile(r"\b\d[\d.,:]*\w*")
_BACKTICK_RE = re.compile(r"`[^`]+`")
_POLARITY_KO = re.compile(r"(절대|항상|반드시|늘|않[는았]?\w*|없\w*|금지\w*|마라|마세요|못)")
_POLARITY_CJK = re.compile(r"(从不|绝不|永远|总是|不要|不|決して|必ず|いつも|しない|禁止)")


class StatementVectors:
    """Passage vectors of short texts through the engine's embedder, cached by text."""

    def __init__(self, embed: Callable[[Sequence[str]], np.ndarray] | None,
                 embed_query: Callable[[Sequence[str]], np.ndarray] | None = None) -> None:
        self.embed = embed
        self.embed_query = embed_query
        self.cache: dict[str, np.ndarray] = {}
        self.queries: dict[str, np.ndarray] = {}
        self.error: str | None = None

    def query(self, text: str) -> np.ndarray | None:
        """The query vector of a topic (cached), None without a model."""
        if text not in self.queries and self.embed_query is not None and self.error is None:
            if len(self.queries) > 1000:
                self.queries.clear()
            try:
                self.queries[text] = np.asarray(self.embed_query([text])[0], dtype=np.float32)
            except Exception as exc:
                self.error = f"statement vectors unavailable: {exc}"
        return self.queries.get(text)

    def get(self, texts: list[str]) -> dict[str, np.ndarray]:
        missing = [t for t in dict.fromkeys(texts) if t not in self.cache]
        if missing and self.embed is not None and self.error is None:
            if len(self.cache) + len(missing) > MAX_CACHE:
                self.cache.clear()
            try:
                vectors = self.embed(missing)
            except Exception as exc:      # no model: the lexical check still runs
                self.error = f"statement vectors unavailable: {exc}"
                return {t: self.cache[t] for t in texts if t in self.cache}
            for text, vector in zip(missing, vectors):
                self.cache[text] = np.asarray(vector, dtype=np.float32)
        return {t: self.cache[t] for t in texts if t in self.cache}


def masked_text(text: str, claim: Claim) -> str:
    """The statement with its values, numbers and code spans replaced by X."""
    out = _BACKTICK_RE.sub(MASK, strip_pointers(text))
    for shown in sorted(claim.all_values().values(), key=len, reverse=True):
        if len(shown) > 1:
            out = out.replace(shown, MASK)
    return _NUMBER_RE.sub(MASK, out)


def neutral_text(text: str) -> str:
    """The statement without its polarity words (never, always, 절대, 항상, 않는다 …)."""
    kept = [w for w in text.split() if w.casefold().strip(".,;:!?") not in NEGATIVE_EN | POSITIVE_EN]
    out = " ".join(kept)
    return _POLARITY_CJK.sub("", _POLARITY_KO.sub("", out))


@dataclass
class PairView:
    """What the meaning check reads of one statement."""

    text: str
    claim: Claim
    change: Change
    plain: np.ndarray | None = None
    masked: np.ndarray | None = None
    neutral: np.ndarray | None = None


def _cos(a: np.ndarray | None, b: np.ndarray | None) -> float:
    return float(a @ b) if a is not None and b is not None else 0.0


def _values(claim: Claim) -> set[str]:
    return set(claim.all_values())


def _value_words(claim: Claim) -> set[str]:
    return {word_key(w) for shown in claim.all_values().values() for w in raw_words(shown)}


def _has_subject(a: PairView, b: PairView) -> tuple[str | None, bool]:
    """(subject word or None, found): a shared non-value word, or across languages a close meaning."""
    found = _subject(a.claim, b.claim)
    if found is not None:
        return found[0], True
    if a.claim.korean != b.claim.korean and _cos(a.plain, b.plain) >= SUBJECT_SIMILARITY:
        return None, True
    return None, False


def meaning_verdict(a: PairView, b: PairView) -> Verdict | None:
    """A conflict the lexical check missed: a change leaving a value the other says, the same slot
    with different values, or a cross-language negation."""
    subject, ok = _has_subject(a, b)
    if not ok:
        return None
    name = subject or "it"
    for first, second in ((a, b), (b, a)):
        left = leaves(first.change, statement_words(second.text))
        new_words = {k for span in first.change.new for k in statement_words(span)}
        if left and not (new_words and new_words <= statement_words(second.text)) \
                and _cos(first.plain, second.plain) >= CHANGE_SIMILARITY:
            moved = f" to {first.change.new[0]}" if first.change.new else ""
            return Verdict("value", f"{name} moved from {left}{moved}; the other still says {left}", 3)
    only_a = _differing_all(a.claim, b.claim)
    only_b = _differing_all(b.claim, a.claim)
    if only_a and only_b:
        cued = bool(a.claim.attributes and b.claim.attributes)
        slot = _cos(a.masked, b.masked)
        if slot >= SLOT_SIMILARITY or (cued and slot >= SLOT_SIMILARITY_CUED):
            shared = sorted(a.claim.attributes & b.claim.attributes)
            what = ATTRIBUTES[shared[0]][2].format(s=name) if shared else f"the same thing about {name}"
            return Verdict("value", f"both say {what}; values differ: {', '.join(only_a)} / {', '.join(only_b)}",
                           3 if shared else 2)
    if "negative" in (a.claim.polarity, b.claim.polarity) and a.claim.polarity != b.claim.polarity \
            and a.claim.korean != b.claim.korean and _cos(a.neutral, b.neutral) >= NEGATION_SIMILARITY:
        return Verdict("negation", f"opposite claims about {name}: {a.claim.marker or 'affirms'} / "
                       f"{b.claim.marker or 'affirms'}", 3)
    return None


def _differing_all(claim: Claim, other: Claim) -> list[str]:
    """Values of `claim` (any attribute) none of whose words the other statement mentions."""
    out: list[str] = []
    for attribute in claim.values:
        for shown in _differing_values(claim, other, attribute):
            if shown not in out:
                out.append(shown)
    return out


def same_claim(a: PairView, b: PairView) -> bool:
    """The same claim in two languages: close meaning, same polarity, no value on one side only."""
    if a.claim.korean == b.claim.korean or a.claim.polarity != b.claim.polarity:
        return False
    if _differing_all(a.claim, b.claim) or _differing_all(b.claim, a.claim):
        return False
    if _typed_words(a.claim) != _typed_words(b.claim) and (_typed_words(a.claim) or _typed_words(b.claim)):
        if not (_value_words(a.claim) & _value_words(b.claim)):
            return False
    return _cos(a.plain, b.plain) >= SAME_CLAIM_SIMILARITY


def attach_vectors(views: list[PairView], vectors: StatementVectors) -> None:
    """Fill the plain, masked and polarity-free vectors of every view (one embedding batch)."""
    texts: list[str] = []
    for view in views:
        texts += [view.text, masked_text(view.text, view.claim), neutral_text(view.text)]
    found = vectors.get(texts)
    for view in views:
        view.plain = found.get(view.text)
        view.masked = found.get(masked_text(view.text, view.claim))
        view.neutral = found.get(neutral_text(view.text))


def views_of(texts: list[str], claims: list[Claim], changes: list[Change]) -> list[PairView]:
    return [PairView(t, c, ch) for t, c, ch in zip(texts, claims, changes)]


__all__: list[Any] = ["StatementVectors", "PairView", "meaning_verdict", "same_claim", "attach_vectors",
                      "views_of", "masked_text", "neutral_text"]

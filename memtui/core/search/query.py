"""Keyword queries: FTS5 OR-of-terms with English stopwords removed, plus a CJK path.

unicode61 keeps Korean particles attached (`커피는` is one token), so CJK text is also indexed in a
side table of grams: each CJK run as its sequence of character bigrams, then its single characters.
A query's CJK term becomes a bigram phrase (3+ characters match inside longer words: `알레르기`
finds `알레르기가`), its bigram (2 characters: `커피` finds `커피는`) or its unigram (1 character),
and those matches are BM25-scored like any other.
Query text is tokenised into `\\w+` runs, so FTS5 syntax characters are plain text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

STOPWORDS = frozenset(
    "a an and are as at be been but by can could did do does for from had has have he her hers him his how "
    "i if in into is it its me my of on or our she so than that the their them then there these they this "
    "to us was we were what when where which who whom why will with would you your".split()
)

_WORD_RE = re.compile(r"\w+")
# Hangul syllables and jamo, CJK ideographs (incl. extensions), Hiragana, Katakana: the one definition
# of a CJK character for search (query terms, the gram table, chunk shapes, MMR tokens).
CJK_CHARS = ("\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
        "\U00020000-\U0002fa1f")
CJK_RUN_RE = re.compile(f"[{CJK_CHARS}]+")
_SPLIT_RE = re.compile(f"[{CJK_CHARS}]+|[^{CJK_CHARS}]+")
RUN_SEPARATOR = "0"     # a token between runs so that a bigram phrase cannot span two runs


@dataclass
class KeywordQuery:
    """The FTS5 MATCH expressions for one query (None when that side has no terms)."""

    words: list[str] = field(default_factory=list)      # non-CJK terms, stopwords removed
    cjk_terms: list[str] = field(default_factory=list)  # CJK runs of the query
    fts: str | None = None                              # for the `fts` table
    cjk: str | None = None                              # for the `fts_cjk` table

    @property
    def empty(self) -> bool:
        return self.fts is None and self.cjk is None

    @property
    def terms(self) -> list[str]:
        return self.words + self.cjk_terms


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


def _grams(run: str) -> list[str]:
    return [run[i:i + 2] for i in range(len(run) - 1)] if len(run) > 1 else [run]


def build_query(text: str, drop_stopwords: bool = True) -> KeywordQuery:
    """Turn free text into OR queries; stopwords go unless nothing else is left."""
    words: list[str] = []
    cjk: list[str] = []
    for token in _WORD_RE.findall(text.lower()):
        for part in _SPLIT_RE.findall(token):
            target = cjk if CJK_RUN_RE.fullmatch(part) else words
            if part not in target:
                target.append(part)
    if drop_stopwords:
        kept = [w for w in words if w not in STOPWORDS]
        if kept or cjk:
            words = kept
    query = KeywordQuery(words, cjk)
    if words:
        query.fts = " OR ".join(_quote(w) for w in words)
    if cjk:
        query.cjk = " OR ".join(_quote(" ".join(_grams(run))) for run in cjk)
    return query


def cjk_grams(text: str) -> str:
    """The gram text of `text` for the `fts_cjk` table ("" when it has no CJK)."""
    runs = CJK_RUN_RE.findall(text)
    if not runs:
        return ""
    bigrams = f" {RUN_SEPARATOR} ".join(" ".join(_grams(run)) for run in runs)
    unigrams = " ".join(ch for run in runs if len(run) > 1 for ch in run)
    return f"{bigrams} {RUN_SEPARATOR} {unigrams}" if unigrams else bigrams


def term_pattern(terms: list[str] | tuple[str, ...]) -> re.Pattern[str] | None:
    """A case-insensitive pattern of the query terms (for snippets and highlighting), compiled once per term list."""
    return _term_pattern(tuple(t for t in terms if t))


@lru_cache(maxsize=64)
def _term_pattern(terms: tuple[str, ...]) -> re.Pattern[str] | None:
    if not terms:
        return None
    return re.compile("|".join(re.escape(t) for t in sorted(terms, key=len, reverse=True)), re.IGNORECASE)


def snippet(text: str, terms: list[str] | tuple[str, ...], width: int = 160) -> str:
    """A one-line excerpt of `text` around the first query term (or its start)."""
    flat = " ".join(text.split())
    pattern = term_pattern(terms)
    match = pattern.search(flat) if pattern else None
    if match is None or match.start() < width // 3:
        return flat[:width] + ("…" if len(flat) > width else "")
    start = max(0, match.start() - width // 3)
    piece = flat[start:start + width]
    return "…" + piece + ("…" if start + width < len(flat) else "")

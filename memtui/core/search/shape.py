"""What a chunk's text is made of, for the fusion: its main script and its share of pointer lines.

Two rules of `fusion.reshape` read them (fitted on bench/memory_qa.py's dev halves; `bench/rank_fit.py`):
- **Another script, meaning alone.** A chunk written mainly in another script than the query (Hangul,
  kana or Han against Latin, or the reverse) cannot share the query's words, so its keyword share is
  filled by its vector score instead of counting as a miss: a Chinese line that answers an English
  question is not ranked below an English line that only shares a word with it.
- **Pointers are not answers.** A chunk whose lines mostly link or name other files (an index such as
  a claw-stack `MEMORY.md` or `memory-map.md`) is close in meaning to every question about what it
  points at; its fused score is lowered by `pointer_penalty` × that share, so the file pointed at ranks
  first. Such a chunk gets no fill from the rule above either.

Tried and left out (session 7, search file@3 on the six dev halves, mean 83.1): reading another script's
chunks against their own script's closest chunk (its gap to the closest of all added to their cosines
before the min-max, when within a margin, as the audit's `SCRIPT_MARGIN` does for statements): margin
0.02 / 0.04 / 0.06 / 0.10 gave 83.0 / 83.3 / 81.4 / 78.6 — cross-lingual answers rose, and so did
other-script chunks that only share the topic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memtui.core.search.query import CJK_RUN_RE   # the scripts a Latin-word query cannot match by keyword

_LATIN_RUN_RE = re.compile(r"[A-Za-z]+")
CJK_CHAR_WEIGHT = 2          # one CJK character carries about as much as two Latin letters
_POINTER_RE = re.compile(r"\[[^\]]*\]\([^)]*\)|\[\[[^\]]+\]\]|(?<=\S)\.(?:md|markdown|jsonl|txt)\b")
_POINTER_MARKS = ("](", "[[", ".md", ".markdown", ".jsonl", ".txt")     # no pointer without one of these
_FRONTMATTER_FENCE = ("---", "...")


@dataclass(frozen=True)
class ChunkShape:
    """A chunk's main script ("cjk" or "latin"; "" without letters) and share of pointer lines (0..1)."""

    script: str = ""
    pointers: float = 0.0


def main_script(text: str) -> str:
    """"cjk" when CJK characters (each weighing two letters) are at least half the letters, "latin"
    when there are letters, else ""."""
    cjk = sum(map(len, CJK_RUN_RE.findall(text))) * CJK_CHAR_WEIGHT
    latin = sum(map(len, _LATIN_RUN_RE.findall(text)))
    if not cjk and not latin:
        return ""
    return "cjk" if cjk >= latin else "latin"


def pointer_share(text: str) -> float:
    """The share of a chunk's body lines (not blank, headings or frontmatter fences) that link or name
    a file (`[x](a.md)`, `[[a]]`, `docs/a.md`)."""
    if not any(mark in text for mark in _POINTER_MARKS):
        return 0.0
    body = [line for line in text.split("\n")
            if line.strip() and not line.lstrip().startswith("#") and line.strip() not in _FRONTMATTER_FENCE]
    if not body:
        return 0.0
    return sum(1 for line in body if _POINTER_RE.search(line)) / len(body)


def chunk_shape(text: str) -> ChunkShape:
    return ChunkShape(main_script(text), pointer_share(text))

"""The worst case of a cut: a correction past the cap while the fact it corrects is still loaded.

A simple heuristic: a dropped line *corrects* a kept line when it carries a correction cue
("no longer", "not", "instead", "actually", "changed to", "now", "was wrong", "deprecated", …) and
shares at least two content words (or one identifier/number-bearing word) with that kept line.
"""

from __future__ import annotations

import re
from typing import Iterable

from memtui.core.preview.model import Correction, PreviewFile

_CUE = re.compile(
    r"\b(?:no\s+longer|not\s+anymore|isn'?t|aren'?t|don'?t|doesn'?t|never|not|instead|actually|correction|"
    r"corrected|changed\s+to|changed|now|update[ds]?|was\s+wrong|wrong|replaced|deprecated|moved\s+to|"
    r"switched|superseded|obsolete|outdated|rather\s+than|no\s+more|renamed)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[\w./:-]+", re.UNICODE)
_STOP = frozenset(
    "the a an and or but is are was were be been to of in on at for with by from this that these those it its "
    "we you they he she i our your their not no now use uses used using should must will can do does did "
    "instead actually changed change update updated longer never wrong replaced moved switched rather than "
    "more also only just still any all into over under about".split()
)


def _content_words(text: str) -> set[str]:
    words = set()
    for raw in _WORD.findall(text.lower()):
        word = raw.strip(".:-/")
        if len(word) >= 3 and word not in _STOP:
            words.add(word)
    return words


def _strong(word: str) -> bool:
    """An identifier-like word: a path, a version, a number, a dotted or dashed name."""
    return any(ch.isdigit() for ch in word) or any(ch in word for ch in "./_-:")


def find_corrections(files: Iterable[PreviewFile]) -> list[Correction]:
    """Dropped lines that look like corrections of lines the agent still loads (best match each)."""
    files = list(files)
    kept = [(f, line, _content_words(line.text)) for f in files for line in f.lines if line.kept and line.text.strip()]
    out: list[Correction] = []
    for f in files:
        for line in f.dropped:
            if not _CUE.search(line.text):
                continue
            words = _content_words(line.text)
            if not words:
                continue
            best = None
            best_score = 0
            for kf, kline, kwords in kept:
                shared = words & kwords
                score = len(shared) + sum(1 for w in shared if _strong(w))
                if score >= 2 and score > best_score:
                    best, best_score = (kf, kline), score
            if best is not None:
                kf, kline = best
                out.append(Correction(f.path, line.number, line.text.strip(),
                                      kf.path, kline.number, kline.text.strip()))
    return out

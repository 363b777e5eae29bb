"""Score fusion: min-max normalised vector + keyword, doc-type weight, temporal decay, MMR.

`fuse` follows the recipe measured in `retrieval-benchmark.md` (hyb-wn-stop): both signals min-max
normalised over the union of each side's top candidates, then `w_vec·vector + w_kw·keyword`. The
fused score is then read through the chunk's shape (`reshape`, `shape.py`: a chunk in another script
than the query is scored by meaning alone, pointer lines are lowered), multiplied by `(1 + type
weight)` and by the decay; MMR (λ 0.7) reorders for diversity. Every step's value is kept per hit.

Time: only what is dated by nature decays — daily logs, session snapshots, transcripts, files with
a date in their name or under a log/journal folder (`dated_by_nature`). Curated topic files,
indexes and rules are evergreen unless `[search] decay_scope = "all"`. The date a file decays from
is its last `updated` / `last_used` when it has one (they win over `created`), else the date in its
name, else `created`, else the mtime. The decay is floored (`decay_floor`): a dated hit keeps at
least that share of its score, so age breaks ties between similar matches but never buries a good
match under a poor one. The floor, the doc-type weights (off by default) and the shape rules were
fitted on bench/memory_qa.py's dev halves (`bench/rank_fit.py`).
"""

from __future__ import annotations

import heapq
import math
import re
from dataclasses import dataclass
from typing import Any
from datetime import date, datetime, timezone

import numpy as np

from memtui.core.search.query import CJK_RUN_RE
from memtui.core.search.shape import ChunkShape

# Fitted on the dev halves of bench/memory_qa.py (tune, frozen, frozen2, frozen3: 513 questions, search
# file@3; `bench/rank_fit.py`, its docstring has the table): with the shape rules on, doc-type weights off
# (scale 0 against 0.5 and 1) and a floor of 0.95 (against 0.7 / 0.85 / 0.9 / 1) found the most files in
# the top 3 (mean 83.6 against 83.2 for the earlier weights at 0.95, 80.4 at the earlier floor 0.7): a
# dated note is often where the newest fact lives, so age only breaks near-ties. The weights stay for
# `[search] type_weights = true`.
DECAY_FLOOR = 0.95
DOC_TYPE_WEIGHTS = {
    "Spec": 0.12, "Skill": 0.11, "Lesson": 0.1, "Plan": 0.08, "Issue": 0.05, "Summary": 0.03, "Note": 0.01,
}
_TYPE_ALIASES = {
    "spec": "Spec", "specs": "Spec", "specification": "Spec", "reference": "Spec", "rule": "Spec", "rules": "Spec",
    "skill": "Skill", "skills": "Skill",
    "lesson": "Lesson", "lessons": "Lesson", "feedback": "Lesson",
    "plan": "Plan", "plans": "Plan", "project": "Plan",
    "issue": "Issue", "issues": "Issue", "bug": "Issue",
    "summary": "Summary", "summaries": "Summary", "snapshot": "Summary", "snapshots": "Summary",
    "note": "Note", "notes": "Note", "user": "Note",
}
_ROLE_TYPES = {"rules": "Spec", "index": "Summary", "snapshot": "Summary"}
_DATED_RE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")
# The latest touch of a file wins over when it was written first.
_USED_KEYS = ("last_used", "last_used_at", "lastUsed")
_UPDATED_KEYS = ("updated", "last_updated", "updated_at", "modified")
_WRITTEN_KEYS = ("date", "created", "created_at")
DATED_ROLES = frozenset({"daily", "snapshot", "transcript"})
_DATED_FOLDERS = frozenset({"daily", "dailies", "journal", "journals", "log", "logs", "sessions", "snapshots",
                            "transcripts", "episodes", "diary"})
_DATED_TYPES = frozenset({"daily", "log", "journal", "session", "snapshot", "episode", "transcript"})
DECAY_SCOPES = ("dated", "all", "none")
# Fitted on the dev halves of bench/memory_qa.py (tune, frozen, frozen2, frozen3; bench/rank_fit.py)
POINTER_PENALTY = 0.3
DATE_RULES = "dated-by-nature-1"     # part of the index identity: stored dates follow these rules


@dataclass
class FusionConfig:
    """Weights of the fusion (config `[search]`: vector_weight, keyword_weight, …)."""

    vector_weight: float = 0.7
    keyword_weight: float = 0.3
    type_weights: bool = False         # the doc-type weights (fitted off; see DECAY_FLOOR)
    half_life_days: float = 30.0       # 0 disables decay
    mmr_lambda: float = 0.7            # 1 disables MMR
    candidates: int = 100              # top candidates taken from each side
    decay_floor: float = DECAY_FLOOR   # a decayed hit keeps at least this share of its score
    decay_scope: str = "dated"         # dated (by nature) | all (every non-index file) | none
    today: date | None = None          # the clock of the decay (None: the real date; benches fix it)
    cross_script_fill: bool = True     # another script than the query: the vector fills the keyword share
    pointer_penalty: float = POINTER_PENALTY   # fused × (1 − this × the chunk's share of pointer lines)

    @classmethod
    def from_section(cls, section: dict[str, Any]) -> "FusionConfig":
        out = cls()
        for name in ("vector_weight", "keyword_weight", "half_life_days", "mmr_lambda", "decay_floor",
                     "pointer_penalty"):
            value = section.get(name)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and value >= 0:
                setattr(out, name, float(value))
        for flag in ("type_weights", "cross_script_fill"):
            if isinstance(section.get(flag), bool):
                setattr(out, flag, section[flag])
        if isinstance(section.get("candidates"), int) and section["candidates"] > 0:
            out.candidates = section["candidates"]
        if section.get("decay_scope") in DECAY_SCOPES:
            out.decay_scope = section["decay_scope"]
        out.mmr_lambda = min(1.0, out.mmr_lambda)
        out.decay_floor = min(1.0, out.decay_floor)
        out.pointer_penalty = min(1.0, out.pointer_penalty)
        return out


def doc_type_for(frontmatter: dict[str, Any], path: str, role: str) -> str:
    """Frontmatter `type`, else the folder names, else the workspace role; default Note."""
    value = frontmatter.get("type")
    if isinstance(value, str):
        if value in DOC_TYPE_WEIGHTS:
            return value
        alias = _TYPE_ALIASES.get(value.strip().lower())
        if alias:
            return alias
    parts = path.lower().split("/")
    for part in reversed(parts[:-1]):
        if part in _TYPE_ALIASES:
            return _TYPE_ALIASES[part]
    stem = parts[-1].rsplit(".", 1)[0]
    if stem in ("lessons", "lesson"):
        return "Lesson"
    return _ROLE_TYPES.get(role, "Note")


def iso_date(value: object) -> str | None:
    """The first YYYY-MM-DD in a date, datetime or string, as ISO text (None if there is none)."""
    if isinstance(value, (date, datetime)):
        return value.strftime("%Y-%m-%d")
    if isinstance(value, str):
        m = _DATED_RE.search(value)
        if m:
            try:
                return date(int(m.group(1)), int(m.group(2)), int(m.group(3))).isoformat()
            except ValueError:
                return None
    return None


def dated_by_nature(frontmatter: dict[str, Any], path: str, role: str) -> bool:
    """A daily log, session snapshot, transcript, dated file name, log/journal folder or log type."""
    if role in DATED_ROLES:
        return True
    name = path.rsplit("/", 1)[-1]
    if _DATED_RE.search(name):
        return True
    if any(part in _DATED_FOLDERS for part in path.lower().split("/")[:-1]):
        return True
    kind = frontmatter.get("type")
    return isinstance(kind, str) and kind.strip().lower() in _DATED_TYPES


def _first_date(frontmatter: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        found = iso_date(frontmatter.get(key))
        if found:
            return found
    return None


def written_date(frontmatter: dict[str, Any], path: str, mtime: float, used: bool = True) -> str | None:
    """When a file was last touched: last_used (if `used`), updated, the date in its name, created, mtime."""
    found = (_first_date(frontmatter, _USED_KEYS) if used else None) or _first_date(frontmatter, _UPDATED_KEYS) \
        or iso_date(path.rsplit("/", 1)[-1]) or _first_date(frontmatter, _WRITTEN_KEYS)
    if found:
        return found
    return datetime.fromtimestamp(mtime, timezone.utc).date().isoformat() if mtime else None


def doc_date_for(frontmatter: dict[str, Any], path: str, mtime: float, evergreen: bool, role: str = "topic",
                 scope: str = "dated") -> str | None:
    """The date decay uses (`written_date`), or None when the file does not decay: evergreen (index,
    rules), not dated by nature (scope "dated"), or decay off (scope "none")."""
    if evergreen or scope == "none" or (scope == "dated" and not dated_by_nature(frontmatter, path, role)):
        return None
    return written_date(frontmatter, path, mtime)


def decay_factor(day: str | None, half_life_days: float, today: date | None = None) -> float:
    """exp(-ln2/half_life · age_days); 1 for evergreen, undated or future items, or no half-life."""
    if not day or half_life_days <= 0:
        return 1.0
    try:
        age = ((today or date.today()) - date.fromisoformat(day)).days
    except ValueError:
        return 1.0
    return math.exp(-math.log(2) / half_life_days * age) if age > 0 else 1.0


def minmax(values: dict[int, float], all_equal: float) -> dict[int, float]:
    """Min-max normalise; every value becomes `all_equal` when they are all the same."""
    if not values:
        return {}
    lo, hi = min(values.values()), max(values.values())
    if hi - lo <= 1e-12:
        return {k: all_equal for k in values}
    span = hi - lo
    return {k: (v - lo) / span for k, v in values.items()}


@dataclass
class Scored:
    """One candidate chunk and every step of its score (the breakdown is built on demand)."""

    chunk_id: int
    score: float = 0.0
    keyword: float = 0.0
    vector: float = 0.0
    keyword_raw: float | None = None
    cosine: float | None = None
    fused: float = 0.0
    type: float = 0.0
    decay: float = 1.0
    mmr: float | None = None
    fill: bool = False         # another script than the query: the vector filled the keyword share
    pointers: float = 0.0      # the chunk's share of pointer lines (lowered by pointer_penalty × it)

    @property
    def scores(self) -> dict[str, float]:
        out = {"keyword": round(self.keyword, 6), "vector": round(self.vector, 6), "type": self.type,
               "decay": round(self.decay, 6)}
        if self.keyword_raw is not None:
            out["keyword_raw"] = round(self.keyword_raw, 6)
        if self.cosine is not None:
            out["cosine"] = round(self.cosine, 6)
        if self.fill:
            out["script_fill"] = 1.0
        if self.pointers:
            out["pointers"] = round(self.pointers, 6)
        out["fused"] = round(self.fused, 6)
        out["final"] = round(self.score, 6)
        if self.mmr is not None:
            out["mmr"] = round(self.mmr, 6)
        return out


def fuse(
    keyword: dict[int, float],
    vector: dict[int, float],
    cfg: FusionConfig,
    mode: str,
) -> list[Scored]:
    """Fused relevance of the candidates (before type weight, decay and MMR), best first.

    `keyword` maps chunk id -> raw keyword score (higher is better) for the keyword top list;
    `vector` maps chunk id -> cosine for every candidate that has a vector. Hybrid and vector
    modes min-max normalise; keyword-only mode divides BM25 by the best score.
    """
    if mode == "keyword":     # alone, BM25 is divided by its best: a weak match stays above 0
        top = max(keyword.values(), default=0.0)
        kw = {k: (v / top if top > 0 else 1.0) for k, v in keyword.items()}
    else:
        kw = minmax(keyword, 1.0)
    vec = minmax(vector, 0.0)
    ids = set(keyword) | set(vector) if mode == "hybrid" else set(keyword if mode == "keyword" else vector)
    if mode == "keyword":
        wv, wk = 0.0, 1.0
    elif mode == "vector":
        wv, wk = 1.0, 0.0
    else:
        total = cfg.vector_weight + cfg.keyword_weight or 1.0
        wv, wk = cfg.vector_weight / total, cfg.keyword_weight / total
    out = []
    for cid in ids:
        k, v = kw.get(cid, 0.0), vec.get(cid, 0.0)
        fused = wv * v + wk * k
        out.append(Scored(cid, fused, k, v, keyword.get(cid), vector.get(cid), fused))
    out.sort(key=lambda s: (-s.score, s.chunk_id))
    return out


def reshape(items: list[Scored], shapes: dict[int, ChunkShape], query_script: str, cfg: FusionConfig,
            mode: str) -> None:
    """Hybrid fused scores read through the chunks' shapes (`shape.py`): a chunk mainly in another
    script than the query (and not mostly pointers) is scored by meaning alone (its vector score fills
    the keyword share); a chunk of pointer lines loses `pointer_penalty` × their share. Re-sorted."""
    if mode != "hybrid":
        return
    for s in items:
        shape = shapes.get(s.chunk_id)
        if shape is None:
            continue
        if (cfg.cross_script_fill and query_script and shape.script and shape.script != query_script
                and shape.pointers < 0.5 and s.vector > s.fused):
            s.fused, s.fill = s.vector, True
        s.pointers = shape.pointers
        s.fused *= 1.0 - cfg.pointer_penalty * shape.pointers
        s.score = s.fused
    items.sort(key=lambda s: (-s.score, s.chunk_id))


def reshape_candidates(items: list[Scored], reach: int) -> list[int]:
    """The chunks whose shape can change the first results: the `reach` best by fused score and the
    `reach` best by vector score (the cross-script fill raises a chunk at most to its vector score);
    the others keep their fused score."""
    by_vector = heapq.nlargest(reach, items, key=lambda s: (s.vector, -s.chunk_id))
    return list(dict.fromkeys([s.chunk_id for s in items[:reach]] + [s.chunk_id for s in by_vector]))


def apply_weights(items: list[Scored], doc_types: dict[int, str], dates: dict[int, str | None], cfg: FusionConfig,
                  today: date | None = None) -> None:
    """Multiply in the doc-type weight and the floored decay (kept as `decay`); re-sort best first."""
    today = today or cfg.today or date.today()
    decays: dict[str | None, float] = {}
    for s in items:
        s.type = DOC_TYPE_WEIGHTS.get(doc_types.get(s.chunk_id, "Note"), 0.05) if cfg.type_weights else 0.0
        day = dates.get(s.chunk_id)
        if day not in decays:
            decays[day] = cfg.decay_floor + (1.0 - cfg.decay_floor) * decay_factor(day, cfg.half_life_days, today)
        s.decay = decays[day]
        s.score = s.fused * (1.0 + s.type) * s.decay
    items.sort(key=lambda s: (-s.score, s.chunk_id))


_ASCII_WORD_RE = re.compile(r"[a-z0-9_]+")


def token_set(text: str) -> frozenset[str]:
    """ASCII words plus CJK unigrams and adjacent bigrams (OpenClaw's MMR tokens)."""
    low = text.lower()
    toks = set(_ASCII_WORD_RE.findall(low))
    for run in CJK_RUN_RE.findall(low):
        toks.update(run)
        toks.update(run[i:i + 2] for i in range(len(run) - 1))
    return frozenset(toks)


def mmr(items: list[Scored], similarity: Any, k: int, lam: float) -> list[Scored]:
    """Greedy MMR over `items` (best first): λ·relevance − (1−λ)·max similarity to those picked.
    `similarity` is a function of two item indexes or a square matrix of them (same result, faster)."""
    if lam >= 1.0 or len(items) <= 1:
        return items[:k]
    rel = minmax({i: s.score for i, s in enumerate(items)}, 1.0)
    if not callable(similarity):
        return _mmr_matrix(items, np.asarray(similarity, dtype=np.float64), rel, k, lam)
    max_sim = [0.0] * len(items)
    picked: list[int] = []
    left = list(range(len(items)))
    while left and len(picked) < k:
        best, best_val = left[0], -math.inf
        for i in left:
            val = lam * rel[i] - (1 - lam) * max_sim[i]
            if val > best_val:
                best, best_val = i, val
        picked.append(best)
        left.remove(best)
        items[best].mmr = best_val
        for i in left:
            sim = similarity(i, best)
            if sim > max_sim[i]:
                max_sim[i] = sim
    return [items[i] for i in picked]


def _mmr_matrix(items: list[Scored], sims: np.ndarray, rel: dict[int, float], k: int, lam: float) -> list[Scored]:
    """`mmr` over a similarity matrix: the same picks and values as the loop (ties: first index)."""
    relevance = np.array([rel[i] for i in range(len(items))], dtype=np.float64)
    max_sim = np.zeros(len(items), dtype=np.float64)
    taken = np.zeros(len(items), dtype=bool)
    picked: list[int] = []
    for _ in range(min(k, len(items))):
        values = lam * relevance - (1 - lam) * max_sim
        values[taken] = -np.inf
        best = int(np.argmax(values))
        picked.append(best)
        taken[best] = True
        items[best].mmr = float(values[best])
        np.maximum(max_sim, sims[:, best], out=max_sim)
    return [items[i] for i in picked]


def jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    if not a and not b:
        return 0.0
    inter = len(a & b)
    return inter / (len(a) + len(b) - inter)

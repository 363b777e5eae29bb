"""`audit(topic)`: what the agent believes about a topic, with evidence, provenance and conflicts.

The hybrid search finds the chunks; each chunk is split into statements (`statements.py`) and the
statements that carry the topic become beliefs (`statement_relevance`): the statement itself must
name a topic word (or a cue of the same attribute in either language: deploy / 배포, db / database);
its headings only add to that, or supply the subject of a list item under a section about the
topic ("- Fly.io, region nrt" under "## Deploy target"). Index pointers (rows and links naming a
file) are not beliefs. When a chunk in the other language than the topic's was found by meaning
alone (a cross-lingual hit), its first few statements are kept.

The audit reads a wider pool of search hits (2k, at least 20) and ranks them by their fused
relevance (before the search's type weight, decay and diversity): an old, decayed file is exactly
where an outdated belief lives. Statements carrying the topic, and statements as close to the topic by
meaning as the closest (STATEMENT_MARGIN, read over the whole pool), are read from the whole pool; only
the k best hits may add cross-lingual meaning-only beliefs, and they are the hits shown. A belief's score is its
relevance times (1 + fused) / 2, where the relevance is at least its closeness to the topic by meaning
(`meaning_rank`: MEANING_RELEVANCE for the closest statement of its script, 0 at MEANING_SPAN below,
with its fit). Statements beside the best beliefs become beliefs too (`neighbours`): near-duplicates
by meaning and the other side of a change, in any file but sessions (an index file such as MEMORY.md
carries facts too; its pointers are no statements). Session 8 (`bench/audit_sides.py`, dev halves):
of 52 planted-conflict sides no belief covered, 36 were in the k best hits without a topic word (15 in
index-role files these passes skipped) and 16 in the pool below the k best, where closeness by meaning
was not read. Both read now (`python bench/memory_qa.py`, 10 dev halves, start -> now): supersession sides
missing 47 -> 29, current above superseded 443 -> 454 of 564, conflicts found 373 -> 382 of 568, no-flag
pairs flagged 49 -> 50, audit file@3 958 -> 955 and line@5 927 -> 928 of 1091; conflicts per audit
+15-35 % (more beliefs read). Validation frozen7b by its numbers only: file@3 84.7 -> 85.7, line@5
82.7 -> 86.7, current above 75.8 -> 80.6, sides missing 8 -> 2, recall 46.8 -> 50.0, precision 80.6 -> 79.5.
Each belief carries its file's doc type, dates (created /
last_used from front matter, mtime), age, whether it is always loaded, and the hit's score
breakdown. Identical statements collapse into one belief with every source. Conflicts, staleness,
provenance into sessions and threat findings are attached; nothing is changed on disk.
"""

from __future__ import annotations

import threading
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from memtui.core.audit import meaning_rank, neighbours, order, resolve
from memtui.core.audit.collapse import collapse, merge_languages
from memtui.core.audit.adjudicate import adjudicate, chat_config
from memtui.core.audit.meaning import StatementVectors
from memtui.core.audit.model import AuditResult, Belief, Conflict, Source, Threat
from memtui.core.audit.provenance import ProvenanceIndex
from memtui.core.audit.reading import (
    CREATED_KEYS,
    LAST_USED_KEYS,
    FileInfo,
    ThreatScan,
    first_date,
    statement_relevance,
    updated_line_date,
)
from memtui.core.audit.statements import Statement
from memtui.core.audit.staleness import DEFAULT_STALE_DAYS, days_between, mark_stale, marks_stale
from memtui.core.audit.text import content_words, mostly_korean
from memtui.core.config import load_config
from memtui.core.fsio import read_file
from memtui.core.markdown import parse_frontmatter
from memtui.core.search.fusion import written_date  # the same date reading the search decay uses

__all__ = ["AuditResult", "Auditor", "Belief", "Conflict", "Source", "Threat", "audit", "statement_relevance"]

MEANING_ONLY_STATEMENTS = 3        # statements kept from a chunk that matched by meaning only
MAX_CACHED_FILES = 1000            # files whose lines and statements the Auditor keeps
MEANING_ONLY_WEIGHT = 0.25         # the relevance a cross-lingual meaning-only belief ranks with
MEANING_ONLY_MARGIN = 0.03         # a meaning-only chunk's cosine is at most this far below the best
STATEMENT_MARGIN = 0.03            # a statement as close to the topic as the closest, less this, is a belief
POOL_FACTOR, MIN_POOL = 2, 20     # search hits read before keeping the k most relevant


class Auditor:
    """Runs audits over one workspace; keeps per-file and per-transcript caches between runs."""

    def __init__(self, root: Path, engine: Any = None, *, today: date | None = None,
                 workspace: Any = None, threat_scan: ThreatScan | None = None) -> None:
        """`threat_scan`: the lint's threat scan (`memtui.core.lint.threats.scan_text`) to mark
        beliefs written on a threat line; None leaves beliefs unmarked."""
        self.root = Path(root).resolve()
        self.threat_scan = threat_scan
        self._own_engine = engine is None
        if engine is None:
            from memtui.core.search.engine import SearchEngine
            engine = SearchEngine(self.root)
        self.engine = engine
        self.today = today
        self.workspace = workspace
        section = load_config(self.root).section("audit")
        stale = section.get("stale_days", DEFAULT_STALE_DAYS)
        self.stale_days = stale if isinstance(stale, int) and stale > 0 else DEFAULT_STALE_DAYS
        self.chat = chat_config(section)          # optional model adjudication (off by default)
        self.provenance = ProvenanceIndex(self.root)
        embedder = getattr(engine, "embedder", None)
        self.vectors = StatementVectors(embedder.passage if embedder is not None else None,
                                        embedder.query if embedder is not None else None)
        self._files: dict[str, FileInfo] = {}
        self._lock = threading.Lock()

    def close(self) -> None:
        if self._own_engine:
            self.engine.close()

    # -- workspace facts -------------------------------------------------------------------
    def _workspace(self) -> Any:
        if self.workspace is None:
            from memtui.core.workspace import scan_workspace

            self.workspace = scan_workspace(self.root)
        return self.workspace

    def set_workspace(self, workspace: Any) -> None:
        """Use a fresh workspace scan (the TUI passes the app's)."""
        self.workspace = workspace

    def _role(self, path: str) -> tuple[str, bool]:
        ws = self._workspace()
        mf = ws.get(path) if ws is not None else None
        if mf is None:
            return "topic", False
        return mf.role, bool(mf.always_loaded)

    def _transcripts(self) -> list[str] | None:
        ws = self._workspace()
        if ws is None:
            return None
        return [f.path for f in ws.transcripts()]

    def _file(self, path: str) -> FileInfo | None:
        abs_path = self.root / path
        try:
            st = abs_path.stat()
        except OSError:
            return None
        key = (st.st_size, st.st_mtime_ns)
        cached = self._files.get(path)
        if cached and cached.key == key:
            return cached
        result = read_file(abs_path)
        if result.error or result.text is None:
            return None
        text = result.text
        info = FileInfo(key, text.split("\n"), parse_frontmatter(text).data, st.st_mtime)
        self._files.pop(path, None)
        self._files[path] = info
        while len(self._files) > MAX_CACHED_FILES:           # drop the file read longest ago
            self._files.pop(next(iter(self._files)))
        return info

    def lines(self, path: str, start: int, end: int) -> list[tuple[int, str]]:
        """1-based numbered lines of a file (for the detail view's surrounding lines)."""
        info = self._file(path)
        if info is None:
            return []
        start = max(1, start)
        return [(n, info.lines[n - 1]) for n in range(start, min(end, len(info.lines)) + 1)]

    # -- the audit ---------------------------------------------------------------------------
    def audit(self, topic: str, k: int = 10, mode: str = "hybrid") -> AuditResult:
        """Search, split, collapse, then attach conflicts, staleness, provenance and threats."""
        with self._lock:
            result = self.engine.search(topic, k=max(k * POOL_FACTOR, MIN_POOL), mode=mode)
            pool = sorted(result.hits, key=lambda h: -h.scores.get("fused", h.score))
            hits = pool[:k]
            today = self.today or date.today()
            terms = content_words(topic)
            korean = mostly_korean(topic)
            found: dict[tuple[str, int], Belief] = {}
            near = max((h.scores.get("cosine") or 0.0 for h in pool), default=0.0) - MEANING_ONLY_MARGIN
            readable = [self._hit_statements([hit]) for hit in pool] if result.state.embedder else []
            cosines: dict[str, float] = {}          # statement text -> cosine to the topic, read once
            close = self._close_statements(topic, [s for r in readable for s in r], cosines) if readable else {}
            for rank, hit in enumerate(pool):   # overlapping chunks repeat statements: keep the best
                by_meaning = rank < k and (hit.scores.get("cosine") or 0.0) >= near > 0
                for belief in self._beliefs_of_hit(hit, terms, korean, today, by_meaning, close):
                    old = found.get((belief.path, belief.line))
                    if old is None or belief.score > old.score:
                        found[(belief.path, belief.line)] = belief
            make = self._maker(today)
            if result.state.embedder:
                self._rank_by_meaning(topic, [s for r in readable[:k] for s in r], found, cosines)
                for belief in neighbours.neighbours(self.vectors, self._candidates(hits, found), found, make):
                    found.setdefault((belief.path, belief.line), belief)
            candidates = self._candidates(pool, found) if found else []
            for belief in neighbours.change_sides(candidates, found, make):
                found.setdefault((belief.path, belief.line), belief)
            beliefs = collapse(list(found.values()))
            views = resolve.views(beliefs, self.vectors if result.state.embedder else None)
            query = self.vectors.query(topic) if result.state.embedder else None
            for belief, view in zip(beliefs, views, strict=True):
                if query is not None and view.plain is not None:
                    belief.topic_similarity = float(view.plain @ query)
            beliefs, views = merge_languages(beliefs, views)
            conflicts = self._conflicts(beliefs, views)
            mark_stale(beliefs, conflicts, today, self.stale_days)
            beliefs = order.newer_first(resolve.current_first(beliefs))
            notices = self._link_sessions(beliefs)
            if self.chat is not None and conflicts:
                notices += adjudicate(conflicts, self.chat)
            if self.vectors.error:
                notices.append(self.vectors.error)
            threats = self._threats(beliefs)
            if result.state.notice:
                notices.insert(0, result.state.notice)
            return AuditResult(topic, result.mode, result.state, beliefs, conflicts, threats, hits, notices)

    def _rank_by_meaning(self, topic: str, statements: list[Statement], found: dict[tuple[str, int], Belief],
                         cosines: dict[str, float]) -> None:
        """Beliefs ranked at least as their closeness to the topic says (`meaning_rank`), read among
        the top hits' statements and the beliefs' own (`cosines`: those the pool's read found)."""
        meaning_rank.rank_by_meaning(self.vectors, topic, statements + [b.statement for b in found.values()],
                                     found, cosines)

    def _close_statements(self, topic: str, statements: list[Statement],
                          cosines: dict[str, float]) -> dict[tuple[str, int], float]:
        """(path, line) -> closeness to the topic of the pool's statements (`meaning_rank`); those
        within STATEMENT_MARGIN of the closest are beliefs even without a topic word."""
        return meaning_rank.close_statements(self.vectors, topic, statements, cosines)

    def _hit_statements(self, hits: list[Any]) -> list[Statement]:
        """The statements of file hits that may be read by meaning: no pointers, table rows with cells."""
        statements = []
        for hit in hits:
            info = self._file(hit.path) if not hit.line_map else None
            if info is not None:
                statements += [s for s in info.statements(hit.path, hit.start_line, hit.end_line)
                               if not s.is_pointer() and s.kind != "row" or s.cells()]
        return statements

    def _beliefs_of_hit(self, hit: Any, terms: list[str], korean: bool, today: date,
                        by_meaning: bool = True, close: dict[tuple[str, int], float] | None = None) -> list[Belief]:
        """The beliefs of one hit; `by_meaning`: a top-k hit may give cross-lingual meaning-only ones;
        statements in `close` (by meaning, `_close_statements`) are beliefs without a topic word."""
        info = self._file(hit.path) if not hit.line_map else None   # session chunks are not beliefs
        if info is None:
            return []
        inside = [s for s in info.statements(hit.path, hit.start_line, hit.end_line) if not s.is_pointer()]
        close = close or {}
        near = max(close.values(), default=1.0) - STATEMENT_MARGIN
        scored = [(s, statement_relevance(s, terms)) for s in inside]
        kept = [(s, r) for s, r in scored if r > 0 or close.get((s.path, s.line), -1.0) >= near]
        role = self._role(hit.path)[0]
        if not kept and by_meaning and role != "index" and not hit.scores.get("keyword"):   # by meaning:
            other = [s for s in inside if mostly_korean(s.own_text()) != korean]   # cross-lingual only
            kept = [(s, 0.0) for s in other[:MEANING_ONLY_STATEMENTS]]
        return [self._belief(hit, info, statement, relevance, today) for statement, relevance in kept]

    def _belief(self, hit: Any, info: FileInfo, statement: Statement, relevance: float, today: date,
                score: float | None = None) -> Belief:
        """One statement of a hit as a belief, with its file's dates and role."""
        role, always_loaded = self._role(hit.path)
        fm = info.frontmatter
        belief_date = written_date(fm, hit.path, info.mtime, used=False)
        return Belief(
            path=hit.path, line=statement.line, text=statement.text, kind=statement.kind,
            heading_path=statement.heading_path, doc_type=hit.doc_type, role=role,
            always_loaded=always_loaded, date=belief_date, created=first_date(fm, CREATED_KEYS),
            last_used=first_date(fm, LAST_USED_KEYS),
            mtime=datetime.fromtimestamp(info.mtime, timezone.utc).date().isoformat(),
            age_days=days_between(belief_date, today),
            score=_belief_score(relevance, hit) if score is None else score,
            scores={**hit.scores, "hit": hit.score, "statement": round(relevance, 4)},
            sources=[Source(hit.path, statement.line, statement.last_line)], statement=statement,
            stated_date=written_date(fm, hit.path, 0, used=False) or updated_line_date(info.lines),
        )

    def _candidates(self, hits: list[Any], found: dict[tuple[str, int], Belief]) -> list[neighbours.Candidate]:
        """(hit, file, statement) of the statements of file hits (no session) that are not beliefs
        yet nor pointers: what `neighbours` may add."""
        out: list[neighbours.Candidate] = []
        for hit in hits:
            info = self._file(hit.path) if not hit.line_map else None
            if info is None:
                continue
            out += [(hit, info, s) for s in info.statements(hit.path, hit.start_line, hit.end_line)
                    if (s.path, s.line) not in found and not s.is_pointer()]
        return out

    def _maker(self, today: date) -> neighbours.MakeBelief:
        """A candidate as a belief with a given score (relevance 0: it carries no topic word)."""
        def make(hit: Any, info: FileInfo, statement: Statement, score: float) -> Belief:
            return self._belief(hit, info, statement, 0.0, today, score)
        return make

    def _conflicts(self, beliefs: list[Belief], views: list[Any]) -> list[Conflict]:
        """Candidate pairs, surest first, then by the beliefs' scores. Then which belief is superseded
        by which: the strongest evidence of being newer first (a value left or a line crossed out, then
        change wording, then dates), so that a pair sure of its order is not overruled by a surer
        conflict whose order rests on dates; updates (no conflict) order beliefs without being listed,
        after every conflict: an update pairs loosely (a change line beside any statement close in
        meaning), and a belief whose superseder an update chose first was listed below an unrelated
        change while its true newer side stayed below it (dev halves of bench/memory_qa.py: current
        above superseded +1.9 to +5.3 points on frozen2-5a, audit file@3 unchanged or up). Only evidence
        that names the retired value, or a conflict ordered by dates, marks the older belief superseded
        (`staleness.marks_stale`); weaker evidence (a bare "now", "updated", an update with no conflict)
        lists it below the newer one and says nothing more."""
        found = resolve.conflict_candidates(beliefs, views)
        found.sort(key=lambda c: (-c.confidence, -(beliefs[c.a].score + beliefs[c.b].score)))
        out: list[Conflict] = []
        for cand in found:
            if cand.kind == "update":
                continue
            beliefs[cand.a].conflicts.append(len(out))
            beliefs[cand.b].conflicts.append(len(out))
            out.append(Conflict(beliefs[cand.a], beliefs[cand.b], cand.kind, cand.reason, cand.current,
                                cand.why, cand.by))
        ordered = sorted((c for c in found if c.current is not None),
                         key=lambda c: (c.kind == "update", -c.evidence, -c.confidence,
                                        -(beliefs[c.a].score + beliefs[c.b].score)))
        for cand in ordered:
            newer, older = (beliefs[cand.a], beliefs[cand.b]) if cand.current == "a" else \
                (beliefs[cand.b], beliefs[cand.a])
            if older.newer() is None and newer.newer() is not older:
                i_new, i_old = (cand.a, cand.b) if cand.current == "a" else (cand.b, cand.a)
                dates = resolve.statement_date(newer, views[i_new]), resolve.statement_date(older, views[i_old])
                if marks_stale(cand.kind, cand.evidence, views[i_new].change, views[i_old].change, *dates):
                    older.superseded_by = (newer, cand.why)
                else:                        # weak evidence orders the pair without calling one stale
                    older.listed_below = newer
        for conflict in out:
            if conflict.current is not None:
                conflict.current.status_current = conflict.current.superseded_by is None
        return out

    def _threats(self, beliefs: list[Belief]) -> list[Threat]:
        """Threat findings of the lint scan on the lines of the beliefs (deduplicated, sorted)."""
        out: dict[tuple[str, int, str], Threat] = {}
        if self.threat_scan is None:
            return []
        for belief in beliefs:
            for source in belief.sources:
                info = self._file(source.path)
                if info is None:
                    continue
                for _line, hit in info.threat_hits(source.line, max(source.line, source.end_line), self.threat_scan):
                    category = hit.rule.removeprefix("threat.")
                    threat = Threat(source.path, source.line, category, hit.rule, hit.name)
                    belief.threats.append(threat)
                    out.setdefault((source.path, source.line, category), threat)
        return sorted(out.values(), key=lambda t: (t.path, t.line, t.category))

    def _link_sessions(self, beliefs: list[Belief]) -> list[str]:
        events = self.provenance.events(self._transcripts())
        if events:
            for belief in beliefs:
                for source in belief.sources:
                    linked = self.provenance.link(source.path, belief.text, events)
                    if linked:
                        belief.session = linked
                        break
        return list(self.provenance.errors)


def _belief_score(relevance: float, hit: Any) -> float:
    """Relevance first, the hit's fused relevance second; a meaning-only belief ranks by the hit alone."""
    fused = float(hit.scores.get("fused", hit.score))
    return (relevance or MEANING_ONLY_WEIGHT) * (1.0 + fused) / 2.0


def audit(engine_or_root: Any, topic: str, k: int = 10, *, today: date | None = None) -> AuditResult:
    """One-shot audit over a workspace root (or an open SearchEngine)."""
    if isinstance(engine_or_root, (str, Path)):
        auditor = Auditor(Path(engine_or_root), today=today)
    else:
        auditor = Auditor(engine_or_root.root, engine_or_root, today=today)
    try:
        return auditor.audit(topic, k)
    finally:
        auditor.close()

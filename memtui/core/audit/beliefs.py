"""`audit(topic)`: what the agent believes about a topic, with evidence, provenance and conflicts.

The hybrid search finds the chunks; each chunk is split into statements (`statements.py`) and the
statements that mention the topic become beliefs (all of a chunk's statements, up to a few, when
the chunk was found by meaning alone). Each belief carries its file's doc type, dates (created /
last_used from front matter, mtime), age, whether it is always loaded, and the hit's score
breakdown. Identical statements collapse into one belief with every source. Conflicts, staleness,
provenance into sessions and threat findings are attached; nothing is changed on disk.
"""

from __future__ import annotations

import threading
import unicodedata
from dataclasses import dataclass, field
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

from memtui.core.audit.conflicts import claim_of, find_conflicts
from memtui.core.audit.provenance import ProvenanceIndex, WriteEvent
from memtui.core.audit.staleness import DEFAULT_STALE_DAYS, days_between, mark_stale
from memtui.core.audit.statements import Statement, split_statements
from memtui.core.audit.text import content_words, is_hangul, normalise, words
from memtui.core.config import load_config
from memtui.core.fsio import read_file
from memtui.core.markdown import parse_frontmatter
from memtui.core.search.fusion import _iso as iso_date  # the same date reading the search decay uses
from memtui.core.search.fusion import doc_date_for

MEANING_ONLY_STATEMENTS = 3
MAX_CACHED_FILES = 1000            # files whose lines and statements the Auditor keeps        # statements kept from a chunk that matched by meaning only
_CREATED_KEYS = ("created", "created_at", "date")
_LAST_USED_KEYS = ("last_used", "last_used_at", "lastUsed", "last_accessed", "updated", "last_updated")


@dataclass
class Source:
    path: str
    line: int
    end_line: int = 0          # last line of the statement there (not in the JSON)

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line}


@dataclass
class Threat:
    """A threat finding of the lint scan on a belief's line."""

    path: str
    line: int
    category: str
    rule: str = ""
    message: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line, "category": self.category}


@dataclass
class Belief:
    """One statement the agent holds, with its evidence."""

    path: str
    line: int
    text: str
    kind: str                                  # bullet | row | sentence
    heading_path: list[str]
    doc_type: str
    role: str
    always_loaded: bool
    date: str | None                           # the belief's date (front matter, dated name, else mtime)
    created: str | None
    last_used: str | None
    mtime: str | None
    age_days: int | None
    score: float
    scores: dict[str, float]
    sources: list[Source]
    statement: Statement
    session: WriteEvent | None = None
    threats: list[Threat] = field(default_factory=list)
    conflicts: list[int] = field(default_factory=list)    # indexes into AuditResult.conflicts
    stale: str | None = None                               # why the belief may be stale

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "line": self.line,
            "text": self.text,
            "doc_type": self.doc_type,
            "always_loaded": self.always_loaded,
            "date": self.date,
            "score": round(self.score, 4),
            "sources": [s.to_json() for s in self.sources],
            "session": self.session.to_json() if self.session else None,
        }


@dataclass
class Conflict:
    """Two beliefs that may contradict each other; `newer` says which side is newer by date."""

    a: Belief
    b: Belief
    kind: str                                  # value | negation
    reason: str
    newer: str | None

    def to_json(self) -> dict[str, Any]:
        side = lambda x: {"path": x.path, "line": x.line, "text": x.text}  # noqa: E731
        return {"a": side(self.a), "b": side(self.b), "newer": self.newer, "reason": self.reason}


@dataclass
class AuditResult:
    topic: str
    mode: str
    state: Any                                 # memtui.core.search.engine.IndexState
    beliefs: list[Belief]
    conflicts: list[Conflict]
    threats: list[Threat]
    hits: list[Any]                            # the raw SearchHits
    notices: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "topic": self.topic,
            "index": self.state.to_json(),
            "beliefs": [b.to_json() for b in self.beliefs],
            "conflicts": [c.to_json() for c in self.conflicts],
            "threats": [t.to_json() for t in self.threats],
        }

    def by_file(self) -> dict[str, list[Belief]]:
        """Beliefs grouped by file: always-loaded files first, then by best score."""
        grouped: dict[str, list[Belief]] = {}
        for belief in self.beliefs:
            grouped.setdefault(belief.path, []).append(belief)
        order = sorted(grouped, key=lambda p: (not grouped[p][0].always_loaded,
                                               -max(b.score for b in grouped[p]), p))
        return {p: sorted(grouped[p], key=lambda b: b.line) for p in order}


@dataclass
class _FileInfo:
    """A file as last read, with statements and threat hits cached per line range."""

    key: tuple[int, int]
    lines: list[str]
    frontmatter: dict[str, Any]
    mtime: float
    ranges: dict[tuple[int, int], list[Statement]] = field(default_factory=dict)
    threats: dict[tuple[int, int], list[Any]] = field(default_factory=dict)

    def statements(self, path: str, start: int, end: int) -> list[Statement]:
        found = self.ranges.get((start, end))
        if found is None:
            found = self.ranges[(start, end)] = split_statements(self.lines, path, start, end)
        return found

    def threat_hits(self, start: int, end: int) -> list[Any]:
        """Threat hits of the lint scan on lines start..end, with file line numbers."""
        found = self.threats.get((start, end))
        if found is None:
            hits = scan_threats("\n".join(self.lines[start - 1:end])) or []
            found = self.threats[(start, end)] = [(h.line + start - 1, h) for h in hits]
        return found


def _first_date(frontmatter: dict[str, Any], keys: tuple[str, ...]) -> str | None:
    for key in keys:
        found = iso_date(frontmatter.get(key))
        if found:
            return found
    return None


def statement_relevance(statement: Statement, terms: list[str]) -> float:
    """Share of the topic's content words the statement (with headings) mentions."""
    if not terms:
        return 1.0
    cache = statement.cache
    folded = cache.get("folded")
    if folded is None:
        folded = cache["folded"] = unicodedata.normalize("NFKC", statement.analysis_text()).casefold()
    present = [t for t in terms if t in folded]      # a word key is always a substring of the text
    if not present:
        return 0.0
    keys = cache.get("words")
    if keys is None:
        keys = cache["words"] = frozenset(words(folded))
    found = sum(1 for t in present if t in keys or is_hangul(t)
                or (len(t) >= 4 and any(k.startswith(t) for k in keys)))
    return found / len(terms)


class Auditor:
    """Runs audits over one workspace; keeps per-file and per-transcript caches between runs."""

    def __init__(self, root: Path, engine: Any = None, *, today: date | None = None,
                 workspace: Any = None) -> None:
        self.root = Path(root).resolve()
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
        self.provenance = ProvenanceIndex(self.root)
        self._files: dict[str, _FileInfo] = {}
        self._lock = threading.Lock()

    def close(self) -> None:
        if self._own_engine:
            self.engine.close()

    # -- workspace facts -------------------------------------------------------------------
    def _workspace(self) -> Any:
        if self.workspace is None:
            try:
                from memtui.core.workspace import scan_workspace
                self.workspace = scan_workspace(self.root)
            except Exception:  # the workspace core is optional for the audit
                self.workspace = False
        return self.workspace or None

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

    def _file(self, path: str) -> _FileInfo | None:
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
        info = _FileInfo(key, text.split("\n"), parse_frontmatter(text).data, st.st_mtime)
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
            result = self.engine.search(topic, k=k, mode=mode)
            today = self.today or date.today()
            terms = content_words(topic)
            found: dict[tuple[str, int], Belief] = {}
            for hit in result.hits:     # overlapping chunks repeat statements: keep the best score
                for belief in self._beliefs_of_hit(hit, terms, today):
                    old = found.get((belief.path, belief.line))
                    if old is None or belief.score > old.score:
                        found[(belief.path, belief.line)] = belief
            beliefs = _collapse(list(found.values()))
            conflicts = self._conflicts(beliefs)
            mark_stale(beliefs, conflicts, today, self.stale_days)
            notices = self._link_sessions(beliefs)
            threats = self._threats(beliefs)
            if result.state.notice:
                notices.insert(0, result.state.notice)
            return AuditResult(topic, result.mode, result.state, beliefs, conflicts, threats,
                               list(result.hits), notices)

    def _beliefs_of_hit(self, hit: Any, terms: list[str], today: date) -> list[Belief]:
        info = self._file(hit.path) if not hit.line_map else None   # session chunks are not beliefs
        if info is None:
            return []
        inside = info.statements(hit.path, hit.start_line, hit.end_line)
        scored = [(s, statement_relevance(s, terms)) for s in inside]
        kept = [(s, r) for s, r in scored if r > 0]
        if not kept and (hit.scores.get("cosine") or hit.scores.get("vector")):   # found by meaning
            kept = [(s, 0.0) for s in inside[:MEANING_ONLY_STATEMENTS]]
        role, always_loaded = self._role(hit.path)
        fm = info.frontmatter
        created = _first_date(fm, _CREATED_KEYS)
        last_used = _first_date(fm, _LAST_USED_KEYS)
        mtime = datetime.fromtimestamp(info.mtime, timezone.utc).date().isoformat()
        belief_date = doc_date_for(fm, hit.path, info.mtime, evergreen=False)
        out = []
        for statement, relevance in kept:
            scores = {**hit.scores, "hit": hit.score, "statement": round(relevance, 4)}
            out.append(Belief(
                path=hit.path, line=statement.line, text=statement.text, kind=statement.kind,
                heading_path=statement.heading_path, doc_type=hit.doc_type, role=role,
                always_loaded=always_loaded, date=belief_date, created=created, last_used=last_used,
                mtime=mtime, age_days=days_between(belief_date, today),
                score=hit.score * (0.5 + 0.5 * relevance), scores=scores,
                sources=[Source(hit.path, statement.line, statement.last_line)], statement=statement,
            ))
        return out

    def _conflicts(self, beliefs: list[Belief]) -> list[Conflict]:
        claims = [claim_of(b.statement) for b in beliefs]
        out = []
        for cand in find_conflicts(claims, [b.date for b in beliefs]):
            conflict = Conflict(beliefs[cand.a], beliefs[cand.b], cand.kind, cand.reason, cand.newer)
            beliefs[cand.a].conflicts.append(len(out))
            beliefs[cand.b].conflicts.append(len(out))
            out.append(conflict)
        return out

    def _threats(self, beliefs: list[Belief]) -> list[Threat]:
        """Threat findings of the lint scan on the lines of the beliefs (deduplicated, sorted)."""
        out: dict[tuple[str, int, str], Threat] = {}
        for belief in beliefs:
            for source in belief.sources:
                info = self._file(source.path)
                if info is None:
                    continue
                for _line, hit in info.threat_hits(source.line, max(source.line, source.end_line)):
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


def _collapse(beliefs: list[Belief]) -> list[Belief]:
    """Identical statements (normalised) become one belief listing every source; best score first."""
    groups: dict[str, list[Belief]] = {}
    for belief in beliefs:
        groups.setdefault(normalise(belief.text), []).append(belief)
    out = []
    for group in groups.values():
        group.sort(key=lambda b: (-b.score, b.path, b.line))
        best = group[0]
        best.sources = sorted({(s.path, s.line): s for b in group for s in b.sources}.values(),
                              key=lambda s: (s.path, s.line))
        best.always_loaded = any(b.always_loaded for b in group)
        out.append(best)
    out.sort(key=lambda b: (-b.score, b.path, b.line))
    return out


def scan_threats(text: str) -> list[Any] | None:
    """Threat hits of the lint scan for a file's text; None while the scan module is unavailable."""
    try:
        from memtui.core.lint.threats import scan_text
    except ImportError:
        return None
    try:
        return scan_text(text)
    except Exception:  # a scanner bug must not break the audit
        return None


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

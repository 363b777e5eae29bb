"""Conflicts and superseded beliefs across files, from the audit, over a few cheap subjects.

The audit finds conflicts per question; running it for every file of a large workspace is too slow,
so the queue asks it about a bounded set of subjects derived without reading the workspace again:
- the files changed since the last review (from the journal): their title, keywords, and the head
  words of the lines added since the reviewed version (what an agent just wrote may contradict an
  older belief elsewhere);
- the rows of the always-loaded index (what every prompt sees).
Each subject is audited keyword-only (the search index's keyword side, kept up to date
incrementally; no statement embedding, which would cost seconds per subject), within a time budget.
An index-row subject's answer is kept (`conflict_cache.py`) while the files it came from are
unchanged, so the next builds go on with the subjects this one had no time for; a notice says how
many are not covered yet. A conflict becomes one item: both sides as evidence
(current first), which side is current and why, and a proposed edit that marks the superseded line
("~~…~~ (superseded by path:line)"), or — when neither side is known to be newer — no automatic
edit: decide by hand, or ignore.
"""

from __future__ import annotations

import re
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.audit import Auditor, Belief, Conflict
from memtui.core.audit.supersede import SUPERSEDED_NOTE, is_marked_superseded
from memtui.core.audit.text import content_words, normalise
from memtui.core.fsio import ReadResult
from memtui.core.lint.fix import FileChange
from memtui.core.review.conflict_cache import SubjectCache
from memtui.core.review.item import Evidence, ReviewItem
from memtui.core.workspace import Workspace, archived

MAX_SUBJECTS = 40            # subjects audited per queue build, at most
TIME_BUDGET = 0.8            # seconds of auditing per queue build, at most (wall)
PER_SUBJECT = 5              # the surest conflicts kept per subject
HEAD_WORDS = 2               # content words of an added line that make its subject
_LABEL = re.compile(r"^[^:.!?]{1,40}:\s+(?=\S)")          # "Session 3 note: …", "2026-11-30: …"
_BULLET = re.compile(r"^(\s*(?:>\s*)*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?)")


@dataclass
class ConflictScan:
    """What the conflict check found, and what it left out."""

    items: list[ReviewItem] = field(default_factory=list)
    subjects: list[str] = field(default_factory=list)
    checked: int = 0
    notices: list[str] = field(default_factory=list)


def subjects_for(ws: Workspace, changed: dict[str, tuple[str | None, str | None]]) -> list[str]:
    """Subjects to audit, most telling first (see `subject_groups`)."""
    fresh, rows = subject_groups(ws, changed)
    return fresh + [r for r in rows if r not in fresh]


def subject_groups(ws: Workspace, changed: dict[str, tuple[str | None, str | None]]) -> tuple[list[str], list[str]]:
    """(subjects of the changes, subjects of the index): what the lines added since the last review
    are about, then the changed files' titles and keywords; the always-loaded index rows.
    `changed`: path -> (reviewed text, current text)."""
    added: dict[str, None] = {}
    titles: dict[str, None] = {}
    rows: dict[str, None] = {}

    def add(into: dict[str, None], text: str) -> None:
        words = content_words(text)
        if words:
            into.setdefault(" ".join(words[:3]), None)

    for path, (before, after) in changed.items():
        f = ws.get(path)
        if f is None or after is None:
            continue
        fm = f.frontmatter or {}
        add(titles, str(fm.get("title") or ""))
        keywords = fm.get("keywords")
        for keyword in keywords if isinstance(keywords, list) else []:
            add(titles, str(keyword))
        old = {line.strip() for line in (before or "").splitlines()}
        for line in after.splitlines():
            stripped = line.strip()
            if stripped and stripped not in old and not stripped.startswith(("#", "---", "|-")):
                subject = head_subject(stripped)
                if subject:
                    added.setdefault(subject, None)
    for row in ws.index:
        source = ws.get(row.source)
        if source is not None and source.always_loaded and row.is_entry and row.keywords:
            add(rows, " ".join(row.keywords[:3]))
    return list({**added, **titles}), list(rows)


def head_subject(line: str) -> str | None:
    """What a line is about: its first content words that are not numbers, after a short leading
    label ("- Session 3 note: the CDN cache uses port 8443" -> "cdn cache")."""
    text = _BULLET.sub("", line)
    label = _LABEL.match(text)
    if label:
        text = text[label.end():]
    words = [w for w in content_words(text) if not any(c.isdigit() for c in w)]
    return " ".join(words[:HEAD_WORDS]) if len(words) >= HEAD_WORDS else None


@dataclass
class Side:
    """One side of a conflict, as the item needs it (and the subject cache keeps it)."""

    path: str
    line: int
    text: str
    kind: str
    shown: str                                   # a table row as "header: cell; …"
    sources: list[tuple[str, int, int]]          # (path, first line, last line) of every copy

    @classmethod
    def of(cls, belief: Belief) -> "Side":
        return cls(belief.path, belief.line, belief.text, belief.kind, belief.display_text(),
                   [(s.path, s.line, max(s.line, s.end_line)) for s in belief.sources])


@dataclass
class Pair:
    """A conflict of the audit: two sides, which is current (None: unknown) and why."""

    a: Side
    b: Side
    current: str | None
    why: str
    reason: str

    @classmethod
    def of(cls, conflict: Conflict) -> "Pair":
        newer = conflict.newer if conflict.newer in ("a", "b") else None
        return cls(Side.of(conflict.a), Side.of(conflict.b), newer, conflict.why, conflict.reason)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Pair":
        def side(d: dict[str, Any]) -> Side:
            return Side(str(d["path"]), int(d["line"]), str(d["text"]), str(d["kind"]), str(d["shown"]),
                        [(str(p), int(a), int(b)) for p, a, b in d["sources"]])
        current = data.get("current")
        return cls(side(data["a"]), side(data["b"]), current if current in ("a", "b") else None,
                   str(data.get("why", "")), str(data.get("reason", "")))


def conflict_items(root: Path, ws: Workspace, changed: dict[str, tuple[str | None, str | None]], *,
                   max_subjects: int = MAX_SUBJECTS, budget: float = TIME_BUDGET,
                   archive_dir: str | None = None) -> ConflictScan:
    """Audit the subjects (keyword-only, within `budget` seconds) and turn their conflicts into items.

    An index-row subject whose last audit's files are unchanged is answered from the subject cache
    (`conflict_cache.py`), so successive builds cover the whole index; changed files' subjects are
    always audited afresh."""
    fresh, rows = subject_groups(ws, changed)
    scan = ConflictScan(subjects=fresh + [r for r in rows if r not in fresh])
    if not scan.subjects:
        return scan
    cache = SubjectCache.load(Path(root))
    reads: dict[str, ReadResult] = {}
    found: dict[str, ReviewItem] = {}
    auditor: Auditor | None = None
    audited = 0
    started = time.perf_counter()
    try:
        for subject in scan.subjects:
            pairs = None if subject in fresh else _pairs(cache.valid(subject, ws))
            if pairs is None:
                if audited >= max_subjects or (audited and time.perf_counter() - started > budget):
                    continue
                if auditor is None:
                    auditor = _auditor(Path(root), ws)
                    started = time.perf_counter()          # the index refresh is not the audits' budget
                result = auditor.audit(subject, k=10, mode="keyword")
                audited += 1
                pairs = [Pair.of(c) for c in result.conflicts
                         if not (archive_dir and _archived(c, archive_dir))][:PER_SUBJECT]
                cache.store(subject, ws, {s.path for b in result.beliefs for s in b.sources},
                            [p.to_json() for p in pairs])
            scan.checked += 1
            for pair in pairs:
                _add(found, _item(pair, ws, reads))
    except Exception as exc:  # the search index may be locked or broken: the rest of the queue still builds
        scan.notices.append(f"conflict check stopped: {exc}")
    finally:
        if auditor is not None:
            auditor.close()
            auditor.engine.close()
    cache.save(keep=set(scan.subjects))
    left = len(scan.subjects) - scan.checked
    if left > 0:
        scan.notices.append(f"conflict check covered {scan.checked} of {len(scan.subjects)} subjects ({audited} "
                            f"audited within {budget:.1f} s, the rest from earlier builds); the next builds go on")
    scan.items = list(found.values())
    return scan


def _pairs(cached: list[dict[str, Any]] | None) -> list[Pair] | None:
    """Cached pairs (None: none cached, or damaged)."""
    if cached is None:
        return None
    try:
        return [Pair.from_json(d) for d in cached]
    except (KeyError, TypeError, ValueError):
        return None


def _auditor(root: Path, ws: Workspace) -> Auditor:
    """A keyword-only auditor over the search index, brought up to date (the first time: built)."""
    from memtui.core.search.engine import SearchEngine

    engine = SearchEngine(root, embedder=None)
    try:
        engine.refresh_keyword()
    except BaseException:
        engine.close()
        raise
    return Auditor(root, engine, workspace=ws)


def _add(found: dict[str, ReviewItem], item: ReviewItem | None) -> None:
    """Add an item; one item per superseded line (another current side is more evidence)."""
    if item is None:
        return
    old: tuple[str, int] | None = item.payload.get("superseded")
    key = f"{old[0]}:{old[1]}" if old else item.id
    same = found.get(key) if old else None
    if same is not None and old is not None:
        mark = Evidence(old[0], old[1])
        at = same.evidence.index(mark) if mark in same.evidence else len(same.evidence)
        same.evidence[at:at] = [e for e in item.evidence if e not in same.evidence]
    else:
        found.setdefault(key, item)


def _item(pair: Pair, ws: Workspace, reads: dict[str, ReadResult]) -> ReviewItem | None:
    """One review item for a conflict; None when either side is already marked superseded."""
    current = {"a": pair.a, "b": pair.b}.get(pair.current or "")
    old = None if current is None else (pair.b if current is pair.a else pair.a)
    first, second = (current, old) if current is not None and old is not None else (pair.a, pair.b)
    if any(is_marked_superseded(side.text) for side in (pair.a, pair.b)):
        return None                # a line marked here already: settled
    evidence = [Evidence(p, line) for side in (first, second) for p, line, _end in side.sources]
    key = "\n".join(sorted(normalise(side.text) for side in (pair.a, pair.b)))
    payload: dict[str, Any] = {"reason": pair.reason, "why": pair.why, "current": None}
    if current is None or old is None:
        title = (f"conflict ({pair.reason}; which is current is unknown: {pair.why}): "
                 f"{_quote(first)} vs {_quote(second)}")
        return ReviewItem("conflict", "info", title, evidence, key, "edit",
                          writes={"edit": [], "accept": [], "ignore": []}, payload=payload)
    payload["current"] = {"path": current.path, "line": current.line}
    payload["superseded"] = (old.path, old.line)
    changes = _mark_superseded(old, current, ws, reads)
    title = f"superseded ({pair.why}): {_quote(old)} — current: {_quote(current)}"
    diff = "".join(c.diff() for c in changes)
    return ReviewItem("conflict", "warning", title, evidence, key, "edit", diff,
                      writes={"edit": changes, "accept": [], "ignore": []}, payload=payload)


def _archived(conflict: Conflict, folder: str) -> bool:
    return any(archived(s.path, folder) for b in (conflict.a, conflict.b) for s in b.sources)


def _quote(side: Side) -> str:
    text = side.shown.strip()
    return f"{side.path}:{side.line} “{text[:70]}{'…' if len(text) > 70 else ''}”"


def _mark_superseded(old: Side, current: Side, ws: Workspace, reads: dict[str, ReadResult]) -> list[FileChange]:
    """The edits that mark every source line of the superseded side (one change per file)."""
    by_path: dict[str, list[tuple[int, int]]] = {}
    for path, start, end in old.sources:
        by_path.setdefault(path, []).append((start, end))
    changes = []
    for path, spans in sorted(by_path.items()):
        if path not in reads:
            reads[path] = ws.read(path)
        res = reads[path]
        if not res.ok:
            continue
        lines = res.text.split("\n")
        for start, end in spans:
            if 0 < start <= end <= len(lines):
                lines[end - 1] = mark_line(lines[end - 1], f"{SUPERSEDED_NOTE} {current.path}:{current.line}",
                                           strike=start == end and old.kind != "row")
        after = "\n".join(lines)
        if after != res.text:
            changes.append(FileChange(path, res.text, after, res.fingerprint))
    return changes


def mark_line(line: str, note: str, *, strike: bool) -> str:
    """`- text` -> `- ~~text~~ (note)` (struck through when `strike`), keeping a trailing `\\r`."""
    ending = "\r" if line.endswith("\r") else ""
    body = line[: len(line) - len(ending)].rstrip()
    if body.lstrip().startswith("|") and body.endswith("|") and len(body.strip()) > 1:   # a table row: in its last cell
        return f"{body[:-1].rstrip()} ({note}) |{ending}"
    if strike:
        marker = _BULLET.match(body)
        lead = marker.group(1) if marker else body[: len(body) - len(body.lstrip())]
        text = body[len(lead):]
        if text and "~~" not in text:
            body = f"{lead}~~{text}~~"
    return f"{body} ({note}){ending}"

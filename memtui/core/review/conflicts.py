"""Conflicts and superseded beliefs across files, from the audit, over a few cheap subjects.

The audit finds conflicts per question; running it for every file of a large workspace is too slow,
so the queue asks it about a bounded set of subjects derived without reading the workspace again:
- the files changed since the last review (from the journal): their title, keywords, and the head
  words of the lines added since the reviewed version (what an agent just wrote may contradict an
  older belief elsewhere);
- the rows of the always-loaded index (what every prompt sees).
Each subject is audited keyword-only (the search index's keyword side, kept up to date
incrementally; no statement embedding, which would cost seconds per subject), within a time budget;
subjects left over are named in a notice. A conflict becomes one item: both sides as evidence
(current first), which side is current and why, and a proposed edit that marks the superseded line
("~~…~~ (superseded by path:line)"), or — when neither side is known to be newer — no automatic
edit: decide by hand, or ignore.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtui.core.audit import Auditor, Belief, Conflict
from memtui.core.audit.text import content_words, normalise
from memtui.core.fsio import ReadResult
from memtui.core.lint.fix import FileChange
from memtui.core.review.item import Evidence, ReviewItem
from memtui.core.workspace import Workspace

MAX_SUBJECTS = 40            # subjects audited per queue build, at most
TIME_BUDGET = 0.8            # seconds of auditing per queue build, at most (wall)
PER_SUBJECT = 5              # the surest conflicts kept per subject
HEAD_WORDS = 2               # content words of an added line that make its subject
SUPERSEDED_NOTE = "superseded by"
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
    """Subjects to audit, most telling first: what the lines added since the last review are about,
    then the changed files' titles and keywords, then the always-loaded index rows.
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
    return list({**added, **titles, **rows})


def head_subject(line: str) -> str | None:
    """What a line is about: its first content words that are not numbers, after a short leading
    label ("- Session 3 note: the CDN cache uses port 8443" -> "cdn cache")."""
    text = _BULLET.sub("", line)
    label = _LABEL.match(text)
    if label:
        text = text[label.end():]
    words = [w for w in content_words(text) if not any(c.isdigit() for c in w)]
    return " ".join(words[:HEAD_WORDS]) if len(words) >= HEAD_WORDS else None


def conflict_items(root: Path, ws: Workspace, changed: dict[str, tuple[str | None, str | None]], *,
                   max_subjects: int = MAX_SUBJECTS, budget: float = TIME_BUDGET,
                   archive_dir: str | None = None) -> ConflictScan:
    """Audit the subjects (keyword-only, within `budget` seconds) and turn their conflicts into items."""
    scan = ConflictScan(subjects=subjects_for(ws, changed))
    if not scan.subjects:
        return scan
    from memtui.core.search.engine import SearchEngine

    engine = SearchEngine(Path(root), embedder=None)
    auditor = Auditor(Path(root), engine, workspace=ws)
    reads: dict[str, ReadResult] = {}
    found: dict[str, ReviewItem] = {}
    try:
        engine.refresh_keyword()          # incremental; the very first build indexes every file (once)
        started = time.perf_counter()
        for subject in scan.subjects[:max_subjects]:
            if time.perf_counter() - started > budget and scan.checked:
                break
            result = auditor.audit(subject, k=10, mode="keyword")
            scan.checked += 1
            kept = [c for c in result.conflicts if not (archive_dir and _archived(c, archive_dir))]
            for conflict in kept[:PER_SUBJECT]:
                item = _item(conflict, ws, reads)
                if item is None:
                    continue
                old: tuple[str, int] | None = item.payload.get("superseded")
                key = f"{old[0]}:{old[1]}" if old else item.id
                same = found.get(key) if old else None
                if same is not None and old is not None:   # one item per superseded line: more evidence
                    mark = Evidence(old[0], old[1])
                    at = same.evidence.index(mark) if mark in same.evidence else len(same.evidence)
                    same.evidence[at:at] = [e for e in item.evidence if e not in same.evidence]
                else:
                    found.setdefault(key, item)
    except Exception as exc:  # the search index may be locked or broken: the rest of the queue still builds
        scan.notices.append(f"conflict check stopped: {exc}")
    finally:
        auditor.close()
        engine.close()
    left = len(scan.subjects) - scan.checked
    if left > 0:
        scan.notices.append(f"conflict check covered {scan.checked} of {len(scan.subjects)} subjects (changed "
                            f"files first, then index rows; {budget:.1f} s budget): `memtui audit TOPIC` for the rest")
    scan.items = list(found.values())
    return scan


def _item(conflict: Conflict, ws: Workspace, reads: dict[str, ReadResult]) -> ReviewItem | None:
    """One review item for a conflict; None when its superseded side is already marked."""
    current = conflict.current
    old = None if current is None else (conflict.b if current is conflict.a else conflict.a)
    first, second = (current, old) if current is not None and old is not None else (conflict.a, conflict.b)
    if any(f"({SUPERSEDED_NOTE} " in b.text for b in (conflict.a, conflict.b)):
        return None                # a line marked here already: settled
    evidence = [Evidence(s.path, s.line) for b in (first, second) for s in b.sources]
    key = "\n".join(sorted(normalise(b.text) for b in (conflict.a, conflict.b)))
    payload: dict[str, Any] = {"reason": conflict.reason, "why": conflict.why, "current": None}
    if current is None or old is None:
        title = (f"conflict ({conflict.reason}; which is current is unknown: {conflict.why}): "
                 f"{_quote(first)} vs {_quote(second)}")
        return ReviewItem("conflict", "info", title, evidence, key, "edit",
                          writes={"edit": [], "accept": [], "ignore": []}, payload=payload)
    payload["current"] = {"path": current.path, "line": current.line}
    payload["superseded"] = (old.path, old.line)
    changes = _mark_superseded(old, current, ws, reads)
    title = f"superseded ({conflict.why}): {_quote(old)} — current: {_quote(current)}"
    diff = "".join(c.diff() for c in changes)
    return ReviewItem("conflict", "warning", title, evidence, key, "edit", diff,
                      writes={"edit": changes, "accept": [], "ignore": []}, payload=payload)


def _archived(conflict: Conflict, folder: str) -> bool:
    return any(s.path.startswith(folder + "/") for b in (conflict.a, conflict.b) for s in b.sources)


def _quote(belief: Belief) -> str:
    text = belief.display_text().strip()
    return f"{belief.path}:{belief.line} “{text[:70]}{'…' if len(text) > 70 else ''}”"


def _mark_superseded(old: Belief, current: Belief, ws: Workspace, reads: dict[str, ReadResult]) -> list[FileChange]:
    """The edits that mark every source line of the superseded belief (one change per file)."""
    by_path: dict[str, list[tuple[int, int]]] = {}
    for source in old.sources:
        by_path.setdefault(source.path, []).append((source.line, max(source.line, source.end_line)))
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

"""Lesson candidates: the same correction seen twice becomes a lesson (the 3-layer rule).

A correction is a user turn of a transcript that pushes back on the agent ("no, use pnpm", "don't
touch the lockfile", "I told you …", "아니, …"), or a line of a daily log that records a mistake
("mistake:", "corrected:", "again …"). Corrections whose content words overlap by half or more
are one lesson; seen in two or more places (different transcripts, entries or days), it is a
candidate. Already a rule in AGENTS.md/CLAUDE.md: no candidate. Already in `tasks/lessons.md`
and seen again: propose promoting it to an `AGENTS.md` rule; otherwise propose adding it to the
lessons file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memtui.core.audit.text import content_words
from memtui.core.lint.fix import FileChange
from memtui.core.review.item import Evidence, ReviewItem, SessionRef
from memtui.core.workspace import Workspace

_CORRECTION = re.compile(
    r"^\s*(?:no\b|nope\b|wrong\b|stop\b|don'?t\b|do not\b|never\b|not like that|that'?s not|that is not|"
    r"i (?:told|said|asked) you|you (?:forgot|keep|did it again|should have|shouldn'?t)|again you|"
    r"please don'?t|please stop|actually,? (?:no|don'?t|use)|아니|하지 ?마|또 )", re.I)
_LOG_MISTAKE = re.compile(r"\b(?:mistake|corrected|correction|lesson|again|forgot|wrong)\b|실수|다시", re.I)
_LEAD = re.compile(r"^\s*(?:no|nope|wrong|stop|actually|아니(?:요)?)\b[\s,.!:;—-]*", re.I)
MIN_WORDS = 2
SIMILARITY = 0.5


@dataclass
class Correction:
    text: str
    path: str                 # transcript or daily log, root-relative
    line: int
    entry: str | None         # transcript entry id (None for a log line)
    words: frozenset[str]


def corrections(ws: Workspace) -> list[Correction]:
    """Every correction in the workspace's transcripts and daily logs."""
    from memtui.core.sessions import parse_session

    out: list[Correction] = []
    for t in ws.transcripts():
        try:
            session = parse_session(t.abs_path)
        except Exception:  # an unreadable transcript gives no corrections
            continue
        for node in session.nodes:
            if node.role != "user":
                continue
            text = " ".join(b.text for b in node.blocks if b.type == "text" and b.text).strip()
            if not text or text.startswith("<") or not _CORRECTION.search(text):
                continue
            _add(out, text, t.path, node.line, node.id)
    for f in ws.files:
        if f.role != "daily":
            continue
        res = ws.read(f.path)
        for number, line in enumerate(res.text.split("\n") if res.ok else [], 1):
            if _LOG_MISTAKE.search(line) and len(line.strip()) > 12:
                _add(out, re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line).strip(), f.path, number, None)
    return out


def _add(out: list[Correction], text: str, path: str, line: int, entry: str | None) -> None:
    first = re.split(r"(?<=[.!?])\s+|\n", text.strip(), maxsplit=1)[0][:300]
    words = frozenset(content_words(_LEAD.sub("", first)))
    if len(words) >= MIN_WORDS:
        out.append(Correction(first, path, line, entry, words))


def _similar(a: frozenset[str], b: frozenset[str]) -> bool:
    return len(a & b) / len(a | b) >= SIMILARITY


def lesson_items(ws: Workspace) -> list[ReviewItem]:
    """Candidates for a lesson (or a promotion to an AGENTS.md rule)."""
    found = corrections(ws)
    groups: list[list[Correction]] = []
    for c in found:
        group = next((g for g in groups if _similar(g[0].words, c.words)), None)
        if group is None:
            groups.append([c])
        else:
            group.append(c)
    rules_file = _rules_file(ws)
    lessons_file = _lessons_file(ws)
    rule_lines = _statements(ws, rules_file)
    lesson_lines = _statements(ws, lessons_file)
    items = []
    for group in groups:
        places = {(c.path, c.entry or c.line) for c in group}
        if len(places) < 2:
            continue
        lesson = _lesson_text(group)
        if any(_similar(words, group[0].words) for words in rule_lines):
            continue
        promote = any(_similar(words, group[0].words) for words in lesson_lines)
        target = rules_file if promote else (lessons_file or "tasks/lessons.md")
        res = ws.read(target) if ws.get(target) else None
        before = res.text if res is not None and res.ok else None
        after = _append_bullet(before, lesson, "## Rules learned" if promote else None)
        change = FileChange(target, before, after, res.fingerprint if res is not None and before is not None else None)
        items.append(ReviewItem(
            "lesson", "warning" if promote else "info",
            f"{'promote to a rule' if promote else 'lesson'} (seen {len(places)}×): {lesson}",
            [Evidence(c.path, c.line) for c in group],
            "\n".join(sorted(group[0].words)), "promote", change.diff(),
            [SessionRef(c.path, c.entry) for c in group if c.entry],
            writes={"promote": [change], "accept": [], "ignore": []}, payload={"path": target},
        ))
    return items


def _lesson_text(group: list[Correction]) -> str:
    best = min(group, key=lambda c: len(c.text))
    text = _LEAD.sub("", best.text).strip()
    return (text[:1].upper() + text[1:]).rstrip(" ,;") if text else best.text


def _rules_file(ws: Workspace) -> str:
    names = {f.path.lower(): f.path for f in ws.files if f.role == "rules"}
    return names.get("agents.md") or names.get("claude.md") or "AGENTS.md"


def _lessons_file(ws: Workspace) -> str | None:
    return next((f.path for f in ws.files if f.path.lower().endswith("lessons.md")), None)


def _statements(ws: Workspace, path: str | None) -> list[frozenset[str]]:
    if path is None or ws.get(path) is None:
        return []
    res = ws.read(path)
    lines = res.text.split("\n") if res.ok else []
    return [frozenset(words) for words in map(content_words, lines) if len(words) >= MIN_WORDS]


def _append_bullet(text: str | None, bullet: str, heading: str | None) -> str:
    body = text or ("# Lessons\n" if heading is None else "# Rules\n")
    if not body.endswith("\n"):
        body += "\n"
    if heading and heading not in body:
        body += f"\n{heading}\n"
    return body + f"- {bullet}\n"


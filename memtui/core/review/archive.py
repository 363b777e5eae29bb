"""Archive: move a memory file out of the way — into `<root>/archive/` (`[review] archive_dir`) —
in one atomic, backed-up apply that also removes or repoints the index and map rows naming it.

Offered where it fits:
- an orphan topic (no index row points to it) not used for `[review] archive_after_days` (default
  90; its `last_used` front matter, else its mtime): archive is the proposal, adding an index row
  stays offered as `edit`;
- a topic file whose content is exactly another's: the copy that no index row points to (else the
  later one) is archived and its rows repoint to the copy that stays.
The archived copy keeps the file's path under the archive folder. Files already under that folder
are never proposed again (the scan still lists them; the queue leaves them out).
"""

from __future__ import annotations

import os
from datetime import date, datetime, timezone
from pathlib import PurePosixPath

from memtui.core.config import load_config
from memtui.core.fsio import ReadResult
from memtui.core.lint.fix import FileChange
from memtui.core.review.item import Evidence, ReviewItem
from memtui.core.search.fusion import written_date
from memtui.core.workspace import IndexRow, Workspace, archive_dir, archived

ARCHIVE_AFTER_DAYS = 90.0


def archive_settings(ws: Workspace) -> tuple[str, float]:
    """(archive folder, days unused before an orphan is proposed for the archive) from `[review]`."""
    section = load_config(ws.root).section("review")
    folder = archive_dir(ws.root)
    days = section.get("archive_after_days", ARCHIVE_AFTER_DAYS)
    return folder, float(days) if isinstance(days, (int, float)) and not isinstance(days, bool) else ARCHIVE_AFTER_DAYS


def days_unused(ws: Workspace, path: str, today: date | None = None) -> float | None:
    """Days since the file was last touched (`search.fusion.written_date`: front matter `last_used`,
    `updated`, a dated name, `created`, else its mtime)."""
    f = ws.get(path)
    stamp = written_date(f.frontmatter or {}, path, f.mtime) if f is not None else None
    if not stamp:
        return None
    try:
        return float(((today or datetime.now(timezone.utc).date()) - date.fromisoformat(stamp[:10])).days)
    except ValueError:
        return None


def plan_archive(ws: Workspace, path: str, folder: str, read: dict[str, ReadResult],
                 keep: str | None = None) -> list[FileChange] | None:
    """The changes that archive `path`: the copy under `folder`, the original removed, its index and
    map rows removed (or repointed to `keep`). None when it cannot be archived safely."""
    res = _read(ws, path, read)
    dest = f"{folder}/{path}"
    if not res.ok or res.fingerprint is None or not res.encoding_ok or res.data.startswith(b"\xef\xbb\xbf") \
            or res.text.encode("utf-8") != res.data or (ws.root / dest).exists():
        return None
    changes = [FileChange(dest, None, res.text, None), FileChange(path, res.text, "", res.fingerprint, delete=True)]
    rows: dict[str, list[IndexRow]] = {}
    for row in ws.index:
        if row.resolved == path and row.source != path:
            rows.setdefault(row.source, []).append(row)
    for source, found in sorted(rows.items()):
        src = _read(ws, source, read)
        if not src.ok or src.fingerprint is None:
            return None
        lines = src.text.split("\n")
        drop: set[int] = set()
        for row in found:
            if not 0 < row.line <= len(lines) or row.target not in lines[row.line - 1]:
                continue
            if keep is None and row.is_entry:
                drop.add(row.line)
            else:
                target = _relative(keep or dest, source, row.target, path)
                lines[row.line - 1] = lines[row.line - 1].replace(row.target, target)
        after = "\n".join(line for number, line in enumerate(lines, 1) if number not in drop)
        if after != src.text:
            changes.append(FileChange(source, src.text, after, src.fingerprint))
    return changes


def _relative(new: str, source: str, written: str, old: str) -> str:
    """`new` written the way the row wrote `old`: root-relative, or relative to the row's file."""
    if written.lstrip("./") == old:
        return new
    base = str(PurePosixPath(source).parent)
    return os.path.relpath(new, base if base != "." else "").replace(os.sep, "/")


def _read(ws: Workspace, path: str, read: dict[str, ReadResult]) -> ReadResult:
    if path not in read:
        read[path] = ws.read(path)
    return read[path]


def archive_item(ws: Workspace, path: str, folder: str, read: dict[str, ReadResult], title: str,
                 key: str, keep: str | None = None, kind: str = "orphan") -> ReviewItem | None:
    """A review item proposing to archive `path` (None when it cannot be planned)."""
    changes = plan_archive(ws, path, folder, read, keep)
    if changes is None:
        return None
    notes = [f"moves {path} to {folder}/{path} (backed up), "
             + (f"rows naming it now point to {keep}" if keep else "its index rows removed")]
    return ReviewItem(kind, "warning" if keep else "info", title, [Evidence(path, 1)], key, "archive",
                      "".join(c.diff() for c in changes), notes=notes,
                      writes={"archive": changes, "accept": [], "ignore": []},
                      payload={"path": path, "archive": f"{folder}/{path}", "keep": keep})


def _mtime(ws: Workspace, path: str) -> float:
    f = ws.get(path)
    return f.mtime if f is not None else 0.0


def keep_first(ws: Workspace, indexed: set[str | None], path: str) -> tuple[bool, float, str]:
    """Sort key of exact copies: the one to keep first (indexed, then older, then by path)."""
    return (path not in indexed, _mtime(ws, path), path)


def duplicate_file_items(ws: Workspace, shas: dict[str, str], folder: str,
                         read: dict[str, ReadResult]) -> list[ReviewItem]:
    """Topic files whose content is exactly another's: archive the copy the index does not name.
    `shas`: path -> content hash (the journal's head, so nothing is read to find them)."""
    groups: dict[str, list[str]] = {}
    for f in ws.memory_files():
        sha = shas.get(f.path)
        if sha and f.role == "topic" and not archived(f.path, folder):
            groups.setdefault(sha, []).append(f.path)
    indexed = {row.resolved for row in ws.index if row.is_entry}
    items = []
    for paths in groups.values():
        if len(paths) < 2:
            continue
        paths.sort(key=lambda p: keep_first(ws, indexed, p))     # keep the indexed original
        keep = paths[0]
        for extra in paths[1:]:
            item = archive_item(ws, extra, folder, read, f"{extra} is an exact copy of {keep}: archive it",
                                f"copy\n{extra}\n{keep}", keep, kind="duplicate")
            if item is not None:
                item.evidence.append(Evidence(keep, 1))
                items.append(item)
    return items

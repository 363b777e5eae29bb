"""`memtui stats [FILES] --json` when every transcript is in the usage cache: the lean path.

A repeat run over unchanged transcripts needs no parser, no analysis, no dataclass and no argparse: it
stats each file, hashes its tail, reads its cache entry's header and the session's stored JSON object,
and prints the document (`summary.document_text`). The root's memory tax is none for an empty root, else the
one the last full run stored for it while nothing the scan reads has changed (`core.usage.tax_cache`). With no
file named (the workspace's own sessions), the transcripts are those the last such full run read and stored with
the tax (the same key names every transcript below the root), printed in its order.
Anything else — another option, a directory, a root whose tax is not stored or changed, a config file, a
missing file, a cache miss, a compaction whose loss audit is not stored for the same memory text
(`core.usage.audit_cache`; stored, it is merged into the compaction as the full run merges it), a path that is
not valid UTF-8 — returns None at once and `stats` runs its full path, which prints the same document (tests compare
them byte for byte).
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

from memtui.core.usage.entry import Damaged, cache_dir, file_key, read_entry, settings
from memtui.core.usage.audit_cache import memory_hash, stored_audits
from memtui.core.usage.summary import (
    DEFAULT_PRUNE_FIELDS, display_paths, document_text, overall_tokenizer, render_session, session_text, totals_json,
)
from memtui.core.usage.tax_cache import CONFIG_ENV, StoredRoot, cached_root, has_store_places

ENABLED = True       # tests switch the lean path off to compare it with the full one


def _options(argv: list[str]) -> tuple[list[str], str] | None:
    """(paths, root) of `stats [PATHS...] --json [--root DIR] [--jobs N]`; None for any other command line."""
    paths: list[str] = []
    root, as_json = ".", False
    args = iter(argv)
    for arg in args:
        name, eq, value = arg.partition("=")
        if arg == "--json":
            as_json = True
        elif name in ("--root", "--jobs"):
            value = value if eq else next(args, "")
            if name == "--root":
                root = value
            elif not value.isdecimal() or int(value) < 1:
                return None
        elif arg.startswith("-") or not arg:
            return None
        else:
            paths.append(arg)
    return (paths, root) if as_json and root else None


def _root_state(value: str, folder: Path) -> tuple[StoredRoot, Path] | None:
    """(what is stored for the root, the root resolved) of the root (as `resolve_root` takes it): no tax, no
    transcripts and no memory text for a folder holding nothing (and no config file named elsewhere), else what
    a full run stored for it if nothing it reads changed since (`tax_cache`)."""
    if os.environ.get(CONFIG_ENV):
        return None
    try:
        root = Path(value).expanduser()
        with os.scandir(root) as entries:
            if next(entries, None) is None:
                return StoredRoot({"chars": 0, "tokens": 0, "files": []}, None, memory_hash("")), root
        root = root.resolve()
        stored = cached_root(folder, root)
        return (stored, root) if stored is not None else None
    except (OSError, RuntimeError):
        return None


def _with_audits(report: dict[str, Any], path: Path, folder: Path, memory: str | None) -> str | None:
    """The session's object rendered with the stored loss audit merged into each compaction on its path, as the
    full run merges it (`report.stats_json`); None when the audits are not stored for this memory text."""
    compactions = report["compactions"]
    ids = [c["id"] for c in compactions if c["on_active_path"]]
    audits = stored_audits(folder, path, report["format"], ids, memory) if memory is not None else None
    if audits is None:
        return None
    report["compactions"] = [{**c, **audits[c["id"]]["audit"]} if c["id"] in audits else c for c in compactions]
    text = render_session(report)
    return text if _printable(text) else None


def _transcripts(paths: list[str]) -> list[Path] | None:
    """The named files, as `collect.session_files` finds them, when each is a `.jsonl` regular file."""
    found: set[Path] = set()
    for name in paths:
        path = Path(name)
        try:
            if path.suffix != ".jsonl" or not stat.S_ISREG(os.stat(path).st_mode):
                return None
        except (OSError, ValueError):
            return None
        found.add(path)
    return sorted(found)


def _printable(text: str) -> bool:
    """Whether `text` prints as UTF-8 (a lone surrogate makes the full path escape the whole document)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def run_cached(argv: list[str]) -> int | None:
    """Print the `--json` document from the cache and return 0; None when the full path must run."""
    parsed = _options(argv) if ENABLED else None
    if parsed is None:
        return None
    paths, root_value = parsed
    folder = cache_dir()
    state = _root_state(root_value, folder)
    if state is None:
        return None
    (tax, own, memory), root = state
    if paths:
        files, base = _transcripts(paths), Path.cwd()
    else:           # the workspace's own sessions, in the order the full run printed them
        files, base = ([Path(path) for path in own] if own is not None and not has_store_places(root) else None), root
    if files is None:
        return None
    wanted = settings(DEFAULT_PRUNE_FIELDS, False)
    sessions: list[tuple[str, str, dict[str, Any]]] = []      # (path as named, rendered object, plain object)
    for path, shown in zip(files, display_paths([str(path) for path in files], base), strict=True):
        key = file_key(path)
        try:
            entry = read_entry(folder, path, key, wanted) if key is not None else None
        except Damaged:
            return None
        if entry is None or not entry.rendered:
            return None
        report = json.loads(entry.report)
        rendered = _with_audits(report, path, folder, memory) if report["compactions"] else (
            entry.rendered.decode("utf-8"))
        if rendered is None or not _printable(shown):
            return None
        sessions.append((str(path), session_text(shown, rendered), report))
    if paths:
        sessions.sort(key=lambda s: s[0])
    reports = [report for _, _, report in sessions]
    rest = {"tokenizer": overall_tokenizer(r["tokenizer"] for r in reports), "totals": totals_json(reports),
            "memory_tax": tax,
            "cache": {"hits": len(files), "misses": 0, "resumed": 0, "bytes_read": 0, "linear": 0}}
    sys.stdout.write(document_text([text for _, text, _ in sessions], rest) + "\n")
    return 0

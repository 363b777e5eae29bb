"""Open a memory workspace: find its files, give each a role, parse the index, derive problems.

`scan_workspace(root)` walks the directory (symlink loops, unreadable dirs and symlinks leading out
of the root are reported, not fatal), detects the layouts in use (mixed layouts are normal), sizes
every file in chars, lines (as an editor counts them) and tokens, parses `memory-map.md` rows and the
pointers of the index files, and derives dangling pointers, orphans and the always-loaded total
against the caps of each layout. Roles, layouts and caps live in `workspace_layout`, index rows in
`workspace_index`.

A memory symlink whose target is outside the root is listed as a problem and not read, unless
`memtui.toml` has `[workspace] allow_outside_symlinks = true`.

`scan_workspace(root, exact=False)` is the cheap listing the first screen is painted from: tokens
estimated (chars/4, CJK-weighted; tiktoken is not loaded), frontmatter not parsed, transcripts sized
by their bytes (not streamed). A later exact
scan completes the cached facts of each file (exact tokens, frontmatter) without re-sizing it.
"""

from __future__ import annotations

import codecs
import dataclasses
import errno
import math
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any, Iterator

from memtui.core import markdown as md
from memtui.core.cache import BoundedCache, StatKey
from memtui.core.config import load_config
from memtui.core.agent_names import agent_session_dirs, is_cron_run_log, opened_as, variant_note
from memtui.core.hermes_format import broken_delimiter_message, broken_delimiters
from memtui.core.fsio import MAX_EDIT_BYTES, is_inside, read_file
from memtui.core.tokens import ESTIMATE_NAME, count_tokens, estimate_tokens, tokenizer_name
from memtui.core.workspace_index import index_rows, stems_of
from memtui.core.workspace_layout import (
    DOC_CATEGORIES, LAYOUTS, caps, classify, claude_cut, detect_layouts, is_claude_memory, loaded_by_agent,
    loaded_text, mark_always_loaded, persona_of, refine_roles,
)
from memtui.core.workspace_agents import agent_loads
from memtui.core.workspace_model import Cap, HermesEntry, IndexRow, MemoryFile, Problem, Workspace

# Re-exported: the model's types and `classify` are imported from here by the lint rules, panes and CLI.
__all__ = [
    "Cap", "HermesEntry", "IndexRow", "MemoryFile", "Problem", "Workspace", "classify", "outside_symlinks_allowed",
    "scan_workspace", "to_map_json", "walk_memory_files", "MEMORY_SUFFIXES", "TEXT_SUFFIXES", "TRANSCRIPT_SUFFIXES",
]


SKIP_DIRS = {".git", ".memtui", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".pnpm-store"}
TEXT_SUFFIXES = {".md", ".markdown"}
TRANSCRIPT_SUFFIXES = {".jsonl"}
MEMORY_SUFFIXES = frozenset(TEXT_SUFFIXES | TRANSCRIPT_SUFFIXES)
MAX_FILES = 20_000

_DATE_IN_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")
ALLOWED_DOT_DIRS = {".learnings"}


def outside_symlinks_allowed(root: Path) -> bool:
    """`[workspace] allow_outside_symlinks = true` in the workspace's memtui.toml."""
    return load_config(root).section("workspace").get("allow_outside_symlinks") is True


ARCHIVE_DIR = "archive"


def archive_dir(root: Path) -> str:
    """The folder memtui archives memory files into (`[review] archive_dir`, default `archive`), root-relative."""
    folder = load_config(root).section("review").get("archive_dir")
    return (str(folder).strip("/") if folder else "") or ARCHIVE_DIR


def archived(path: str, folder: str) -> bool:
    """Whether a root-relative path is the archive folder or inside it."""
    return path == folder or path.startswith(folder + "/")


def walk_memory_files(
    root: Path,
    problems: list[Problem],
    suffixes: frozenset[str] | None = None,
    dir_stats: list[tuple[Path, os.stat_result]] | None = None,
    allow_outside: bool | None = None,
) -> Iterator[tuple[Path, os.stat_result]]:
    """(path, stat) of every regular memory file below root (markdown and transcripts, or `suffixes`),
    in name order, following dir symlinks once; loops, broken links and unreadable dirs are reported.
    A symlink (file or folder) leading outside the root is reported and skipped unless `allow_outside`
    (default: the `[workspace] allow_outside_symlinks` setting).
    A file symlink whose target is another file of the walk (OpenClaw's `memory/today.md ->
    2026-01-31.md`) is an alias: the target is read once, the alias reported; other file symlinks
    come after the walk's regular files.
    `dir_stats`, if given, receives (path, stat) of every directory listed (taken before listing it)."""
    wanted = MEMORY_SUFFIXES if suffixes is None else suffixes
    if allow_outside is None:
        allow_outside = outside_symlinks_allowed(root)
    seen: set[tuple[int, int]] = set()
    files_read: dict[tuple[int, int], Path] = {}
    linked_files: list[tuple[Path, os.stat_result]] = []
    stack = [root]
    count = 0
    while stack:
        current = stack.pop()
        try:
            st = current.stat()
        except OSError as exc:
            problems.append(Problem(_rel(root, current), f"cannot open directory: {exc.strerror or exc}"))
            continue
        key = (st.st_dev, st.st_ino)
        if key in seen:
            problems.append(Problem(_rel(root, current), "symlink loop: directory already visited, skipped"))
            continue
        seen.add(key)
        if dir_stats is not None:
            dir_stats.append((current, st))
        try:
            entries = sorted(os.scandir(current), key=lambda e: e.name)
        except OSError as exc:
            problems.append(Problem(_rel(root, current), f"cannot list directory: {exc.strerror or exc}"))
            continue
        dirs = []
        for entry in entries:
            try:
                is_dir = entry.is_dir()  # follows symlinks
            except OSError:
                is_dir = False
            if is_dir:
                if entry.name in SKIP_DIRS or (entry.name.startswith(".") and entry.name not in ALLOWED_DOT_DIRS):
                    continue
            elif os.path.splitext(entry.name)[1].lower() not in wanted:
                continue
            if not allow_outside and _leads_outside(root, entry):
                problems.append(Problem(_rel(root, Path(entry.path)), _outside_message(entry.path)))
                continue
            if is_dir:
                dirs.append(Path(entry.path))
                continue
            try:
                file_stat = entry.stat()   # follows symlinks
            except OSError as exc:
                reason = "symlink loop" if exc.errno == errno.ELOOP else "broken symlink or vanished file"
                problems.append(Problem(_rel(root, Path(entry.path)), reason))
                continue
            if not stat.S_ISREG(file_stat.st_mode):
                continue
            if _is_symlink(entry):
                linked_files.append((Path(entry.path), file_stat))
                continue
            count += 1
            if _past_limit(count, problems):
                return
            files_read[(file_stat.st_dev, file_stat.st_ino)] = Path(entry.path)
            yield Path(entry.path), file_stat
        stack.extend(reversed(dirs))
    for path, file_stat in linked_files:
        key = (file_stat.st_dev, file_stat.st_ino)
        target = files_read.get(key)
        if target is not None:
            problems.append(Problem(_rel(root, path), f"alias of {_rel(root, target)}: read once, under that name"))
            continue
        count += 1
        if _past_limit(count, problems):
            return
        files_read[key] = path
        yield path, file_stat


def _is_home(root: Path) -> bool:
    try:
        return root.resolve() == Path.home().resolve()
    except (OSError, RuntimeError):
        return False


def walk_with_agent_sessions(root: Path, problems: list[Problem], suffixes: frozenset[str] | None = None,
                             ) -> Iterator[tuple[Path, os.stat_result]]:
    """`walk_memory_files(root)`, then the `.jsonl` transcripts of the agents' session folders inside `root`
    that the walk skips as hidden (a repository holding a copy of `~/.codex`, `~/.claude` or `~/.openclaw`),
    each walked the same way: bounded, no `node_modules`, symlink loops reported. Not when `root` is the
    user's home: its agent homes are read only on request (`--agent-home`)."""
    seen: set[tuple[int, int]] = set()
    for path, st in walk_memory_files(root, problems, suffixes):
        seen.add((st.st_dev, st.st_ino))
        yield path, st
    if (suffixes is not None and ".jsonl" not in suffixes) or _is_home(root):
        return      # the user's own agent homes are opt-in (`--agent-home`): never read by a plain scan of ~
    allow_outside = outside_symlinks_allowed(root)
    for folder in agent_session_dirs(root):
        if any(p.startswith(".") and p not in ALLOWED_DOT_DIRS for p in folder.relative_to(root).parts):
            found: list[Problem] = []
            for path, st in walk_memory_files(folder, found, frozenset({".jsonl"}), allow_outside=allow_outside):
                if (st.st_dev, st.st_ino) not in seen:
                    seen.add((st.st_dev, st.st_ino))
                    yield path, st
            prefix = folder.relative_to(root).as_posix()
            problems.extend(dataclasses.replace(p, path=f"{prefix}/{p.path}".rstrip("/.")) for p in found)


def _past_limit(count: int, problems: list[Problem]) -> bool:
    """True (and reported) once a walk has listed more than MAX_FILES files."""
    if count <= MAX_FILES:
        return False
    problems.append(Problem(".", f"more than {MAX_FILES} files: the rest was not scanned"))
    return True


def _is_symlink(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_symlink()
    except OSError:
        return False


def _leads_outside(root: Path, entry: os.DirEntry[str]) -> bool:
    try:
        return _is_symlink(entry) and not is_inside(root, entry.path)
    except OSError:
        return False


def _outside_message(path: str) -> str:
    target = os.path.realpath(path)
    return (f"symlink to {target}, outside the workspace: listed, not read "
            "(allow it with [workspace] allow_outside_symlinks = true in memtui.toml)")


def _rel(root: Path, path: Path) -> str:
    try:
        return PurePosixPath(Path(path).relative_to(root)).as_posix() or "."
    except ValueError:
        return Path(path).as_posix()


# --- per-file facts (cached by stat) --------------------------------------------------------

@dataclass
class _FileFacts:
    chars: int
    lines: int
    tokens: int
    frontmatter: dict[str, Any]
    frontmatter_error: str | None
    encoding_ok: bool
    too_large: bool
    error: str | None
    text: str            # kept only for index-like files (pointers, Hermes entries)
    complete: bool = True  # False for a listing's facts: tokens estimated, frontmatter not parsed yet


def _date_in_name(path: str) -> str:
    """The YYYY-MM-DD in a file's path, or ""."""
    m = _DATE_IN_NAME.search(path)
    return m.group(1) if m else ""


_FACTS_CACHE: BoundedCache[StatKey, _FileFacts] = BoundedCache(50_000)


def _facts(path: Path, role: str, st: os.stat_result, exact: bool = True) -> _FileFacts:
    """A file's facts, cached by stat; `exact=False` gives a listing's (see the module's doc)."""
    key = StatKey.of(path, st)
    cached = _FACTS_CACHE.get(key)
    if cached is not None and (cached.complete or not exact):
        return cached
    if role == "transcript" and not exact:   # sized by its bytes: streaming it waits for the exact scan
        facts = _FileFacts(st.st_size, 0, math.ceil(st.st_size / 4), {}, None, True, False, None, "", complete=False)
    elif role == "transcript":
        facts = _transcript_facts(path, st)
    else:
        res = read_file(path, max_bytes=MAX_EDIT_BYTES)
        if res.error:
            facts = _FileFacts(0, 0, 0, {}, None, True, False, res.error, "")
        elif cached is not None:     # a listing's facts: only the exact parts are missing
            facts = dataclasses.replace(cached, complete=True, **_exact_parts(res.text, res.too_large))
        else:
            text = res.text
            chars = st.st_size if res.too_large else len(text)
            # Kept for the files that can be always loaded (pointers, Hermes entries, caps).
            keep = md.normalize_newlines(text) if role in ("index", "rules", "snapshot") and not res.too_large else ""
            parts = _exact_parts(text, res.too_large) if exact else {}
            if "tokens" not in parts:    # a listing's estimate, or a too-large file's (only its head was read)
                parts["tokens"] = estimate_tokens(text)
            facts = dataclasses.replace(_FileFacts(
                chars, _line_count(text), 0, {}, None, res.encoding_ok, res.too_large, None, keep, complete=exact,
            ), **parts)
    _FACTS_CACHE.put(key, facts)
    return facts


def _exact_parts(text: str, too_large: bool) -> dict[str, Any]:
    """What an exact scan adds to a listing's facts: tokens counted by the tokenizer, the frontmatter."""
    if too_large:    # only the head was read: the estimate stays, no frontmatter
        return {}
    fm = md.parse_frontmatter(text)
    return {"tokens": count_tokens(text), "frontmatter": fm.data, "frontmatter_error": fm.error}


def _line_count(text: str) -> int:
    """Lines as an editor counts them (`\\r\\n`, `\\r`, `\\n`; a final line end adds none)."""
    if not text:
        return 0
    return len(md.line_starts(text)) - (1 if text.endswith(("\n", "\r")) else 0)


TRANSCRIPT_READ = 1 << 20     # bytes per read while sizing a transcript


def _transcript_facts(path: Path, st: os.stat_result) -> _FileFacts:
    """Transcripts are sized by streaming: lines and chars exact, tokens estimated (chars/4).

    An incremental decoder carries a character split across two reads into the next one (counted
    once, not as two replacement characters); invalid UTF-8 anywhere flags the file."""
    lines = chars = weighted = 0
    ok = True
    last = b""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(TRANSCRIPT_READ):
                lines += chunk.count(b"\n")
                held, _ = decoder.getstate()      # the start of a character split by the last read
                text = decoder.decode(chunk)
                if ok and "\ufffd" in text:        # a real U+FFFD, or bytes that are not UTF-8?
                    ok = _valid_utf8_prefix(held + chunk)
                chars += len(text)
                weighted += estimate_tokens(text)
                last = chunk[-1:]
        tail = decoder.decode(b"", final=True)   # a character cut off by the end of the file
        if tail:
            ok = False
            chars += len(tail)
    except OSError as exc:
        return _FileFacts(0, 0, 0, {}, None, True, False, f"cannot read: {exc.strerror or exc}", "")
    if last and last != b"\n":
        lines += 1
    return _FileFacts(chars, lines, weighted, {}, None, ok, False, None, "")


def _valid_utf8_prefix(data: bytes) -> bool:
    """Whether `data` is UTF-8, allowing a character cut off at its end (the next read completes it)."""
    try:
        codecs.utf_8_decode(data, "strict", False)
    except UnicodeDecodeError:
        return False
    return True


# --- the scan -------------------------------------------------------------------------------

def scan_workspace(root: Path, *, exact: bool = True) -> Workspace:
    """Scan `root` (an existing directory). Never raises for bad files: they become problems.
    `exact=False`: the cheap listing (tokens estimated, no tokenizer loaded, no frontmatter parsed)."""
    root = Path(root).resolve()
    tokens_of = count_tokens if exact else estimate_tokens
    problems: list[Problem] = []
    files: list[MemoryFile] = []
    texts: dict[str, str] = {}
    run_logs: list[str] = []
    for path, st in walk_with_agent_sessions(root, problems):
        rel = _rel(root, path)
        as_opened = opened_as(path)      # case-insensitive file system: the name the agent opens it by
        if as_opened:
            rel = rel[: len(rel) - len(path.name)] + as_opened
        elif note := variant_note(rel):
            problems.append(Problem(rel, note, rule="index.name-case"))
        role = classify(rel)
        if role == "transcript" and is_cron_run_log(path):     # a record of job runs, not a session
            run_logs.append(rel)
            continue
        facts = _facts(path, role, st, exact)
        mf = MemoryFile(
            path=rel, abs_path=path, role=role, chars=facts.chars, lines=facts.lines,
            tokens=facts.tokens, size=st.st_size, mtime=st.st_mtime, mtime_ns=st.st_mtime_ns,
            frontmatter=dict(facts.frontmatter), frontmatter_error=facts.frontmatter_error,
            encoding_ok=facts.encoding_ok, too_large=facts.too_large, error=facts.error,
            persona=persona_of(rel),
        )
        if facts.error:
            problems.append(Problem(rel, facts.error))
        elif not facts.encoding_ok:
            problems.append(Problem(rel, "not valid UTF-8: shown with replacement characters, read-only"))
        elif facts.too_large:
            problems.append(Problem(rel, "larger than 10 MB: opened read-only, only the head is shown"))
        if facts.frontmatter_error:
            line = re.match(r"line (\d+)", facts.frontmatter_error)
            problems.append(Problem(rel, f"frontmatter: {facts.frontmatter_error}", int(line.group(1)) if line else 1))
        parts = rel.split("/")
        if len(parts) >= 3 and parts[0] == "docs" and parts[1] in DOC_CATEGORIES:
            mf.category = parts[1]
        texts[rel] = facts.text
        files.append(mf)

    refine_roles(files)
    known = {f.path: f for f in files}
    detect_layouts(files, texts)

    # Snapshots: only the latest counts.
    snapshots = sorted(
        (f for f in files if f.role == "snapshot"),
        key=lambda f: (_date_in_name(f.path), f.mtime, f.path),
    )
    mark_always_loaded(files, snapshots[-1] if snapshots else None)
    loads = agent_loads(root, files, texts, known, lambda p: _rel(root, p))

    index: list[IndexRow] = []
    hermes: dict[str, list[HermesEntry]] = {}
    stems = stems_of(known)
    for f in files:
        if "hermes" in f.layouts and f.role in ("index", "rules") and not f.error:
            entries = md.hermes_entries(texts.get(f.path, ""))
            hermes[f.path] = [HermesEntry(i, s, e, t) for i, (s, e, t) in enumerate(entries)]
            problems.extend(Problem(f.path, broken_delimiter_message(line), number, "hermes.broken-delimiter")
                            for number, line in broken_delimiters(texts.get(f.path, "")))
        elif f.role == "index" and not f.error:
            index.extend(index_rows(root, f, texts.get(f.path, ""), known, stems, IndexRow))
    for row in index:
        if row.exists and row.resolved and row.resolved in known and row.category:
            target = known[row.resolved]
            target.category = target.category or row.category

    index.extend(loads.import_rows)
    _mark_past_cut(files, texts, index)
    pointed = {row.resolved for row in index if row.exists}
    folders = tuple(p + "/" for p in pointed if p and p not in known)
    archive = archive_dir(root)      # archived on purpose: out of the index, no orphan
    orphans = sorted(f.path for f in files
                     if f.role == "topic" and f.path not in pointed and not (folders and f.path.startswith(folders))
                     and not archived(f.path, archive))
    dangling = [row for row in index if not row.exists]

    loaded: dict[str, tuple[int, int]] = {}
    for f in files:
        if not f.always_loaded or f.error:
            continue
        text = texts.get(f.path, "")
        if not text and f.chars:   # an over-10 MB file keeps no text: read its head
            text = md.normalize_newlines(read_file(f.abs_path, max_bytes=MAX_EDIT_BYTES).text)
            texts[f.path] = text
        part = loads.injected[f.path] if f.path in loads.injected else loaded_text(f, text)
        loaded[f.path] = (len(part), f.tokens if part == text else tokens_of(part))
    for unlisted, content in loads.unlisted.items():     # .claude/rules/*.md, an imported package.json
        loaded[unlisted] = (len(content), tokens_of(content))

    layouts = sorted({layout for f in files for layout in f.layouts}, key=LAYOUTS.index)
    return Workspace(
        root=root, layouts=layouts, files=files, index=index, orphans=orphans, dangling=dangling,
        always_loaded_chars=sum(c for c, _ in loaded.values()),
        always_loaded_tokens=sum(t for _, t in loaded.values()),
        caps=caps(files, texts, Cap, loads.openclaw, lambda p: _rel(root, p)), hermes_entries=hermes,
        problems=problems,
        tokenizer=tokenizer_name() if exact else ESTIMATE_NAME,
        loaded_by_agent=loaded_by_agent(files, loaded, {"claude-code": list(loads.unlisted)}),
        openclaw=loads.openclaw, unlisted_loaded=sorted(loads.unlisted), run_logs=run_logs,
    )


def _mark_past_cut(files: list[MemoryFile], texts: dict[str, str], index: list[IndexRow]) -> None:
    """Mark the rows of a Claude Code MEMORY.md past its 200-line / 25 KB cut: the agent never sees them."""
    for f in files:
        if not is_claude_memory(f) or f.error:
            continue
        found = claude_cut(texts.get(f.path, "").split("\n"))
        if found is None:
            continue
        cut, past = found
        for row in index:
            if row.source == f.path and row.line >= cut:
                row.not_loaded = past


def to_map_json(ws: Workspace) -> dict[str, Any]:
    """The `memtui map --json` document (paths relative to the root, 1-based lines)."""
    return {
        "root": str(ws.root),
        "layouts": list(ws.layouts),
        "tokenizer": ws.tokenizer,
        "files": [
            {"path": f.path, "role": f.role, "chars": f.chars, "lines": f.lines, "tokens": f.tokens}
            for f in ws.files
        ],
        "index": [
            {
                "source": r.source, "line": r.line, "keywords": list(r.keywords), "category": r.category,
                "target": r.resolved or r.target, "exists": r.exists, **({"mention": True} if r.mention else {}),
                **({"not_loaded": f"past {r.not_loaded}"} if r.not_loaded else {}),
                **({"imported": True} if r.imported else {}),
            }
            for r in ws.index
        ],
        "orphans": list(ws.orphans),
        "dangling": [{"source": r.source, "line": r.line, "target": r.target} for r in ws.dangling],
        "always_loaded": {"chars": ws.always_loaded_chars, "tokens": ws.always_loaded_tokens},
        "always_loaded_by_agent": ws.loaded_by_agent,
        "not_loaded": [{"path": f.path, "why": f.load_note} for f in ws.files if f.load_note],
        **({"openclaw_rules": ws.openclaw.rules()} if ws.openclaw is not None else {}),
        "caps": [
            {"name": c.name, "path": c.path, "limit": c.limit, "unit": c.unit, "used": c.used} for c in ws.caps
        ],
        "problems": [{"path": p.path, "line": p.line, "message": p.message} for p in ws.problems],
        **({"cron_run_logs": list(ws.run_logs)} if ws.run_logs else {}),
    }

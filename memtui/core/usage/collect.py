"""Find session files under the given paths and analyse them, reporting problems instead of failing."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator

from memtui.core.cache import BoundedCache, StatKey
from memtui.core.usage.disk_cache import TAIL_BYTES, UsageCache, file_key, unchanged
from memtui.core.usage.result import DEFAULT_PRUNE, PruneSettings, SessionUsage

if TYPE_CHECKING:
    from memtui.core.usage.resume import ReadInfo
    from memtui.core.workspace import Workspace

# The session parsers and the analysis are imported only when a file is not in a cache: a repeat
# `stats` run over unchanged transcripts loads neither.


@dataclass
class Collected:
    """Analysed sessions, sorted by path, and what could not be read."""

    sessions: list[SessionUsage] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def session_files(paths: Iterable[Path]) -> tuple[list[Path], list[str]]:
    """The files named, and the transcripts found below the directories named (the sessions list's
    rule: `.jsonl` files, Claude Code side files such as `subagents/` left to their parent)."""
    found: set[Path] = set()
    problems: list[str] = []
    for path in paths:
        if path.suffix == ".jsonl" and path.is_file():
            found.add(path)
        elif path.is_file():
            from memtui.core.sessions.stores import expand_store_files

            found.update(expand_store_files([path], problems))   # a SQLite store: each of its sessions
        elif path.is_dir():
            from memtui.core.sessions.discovery import transcript_paths
            from memtui.core.sessions.stores import store_session_paths
            from memtui.core.workspace import Problem

            walk_problems: list[Problem] = []
            found.update(transcript_paths(path, walk_problems))
            found.update(store_session_paths(path, walk_problems))
            problems.extend(f"{path / p.path}: {p.message}" for p in walk_problems)
        else:
            problems.append(f"{path}: not found")
    return sorted(found), problems


MemoryKey = tuple[StatKey, PruneSettings, bool]

_CACHE: BoundedCache[MemoryKey, SessionUsage] = BoundedCache(5000)


def _memory_key(path: Path, prune: PruneSettings, exact: bool) -> MemoryKey | None:
    try:
        return (StatKey.of(path), prune, exact)
    except OSError:
        return None


def _remember(key: MemoryKey | None, usage: SessionUsage) -> None:
    if key is not None and not usage.warnings:      # a torn or changing file is read again next time
        _CACHE.put(key, usage)


def _measure(path: Path, prune: PruneSettings, exact: bool, keyed: bool, resume_dir: Path | None = None,
             key: dict[str, Any] | None = None) -> tuple[SessionUsage, dict[str, Any] | None, ReadInfo | None]:
    """Parse and analyse one file; with `keyed`, also its disk key taken before and kept only if still the
    same after (a file that changed while it was read is not cached). A Claude Code or Pi transcript goes
    through the usage-only pass (`linear.py`), continuing the state saved in `resume_dir` when the file only
    grew, when the pass models it; anything else through the full analysis. `key`: the disk key already taken
    (the cache lookup's, before reading), else it is taken here. Runs in a worker process too."""
    from memtui.core.usage.resume import ReadInfo, ResumeStore, eligible, linear_usage

    before = (key or file_key(path)) if keyed else None
    usage, info = None, None
    if eligible(path, prune, exact):
        usage, info = linear_usage(path, prune, ResumeStore(resume_dir) if resume_dir is not None else None)
    if usage is None:
        from memtui.core.usage.analysis import analyze_path

        usage = analyze_path(str(path), prune, exact=exact)
        info = info or ReadInfo()
        info.bytes_read += before["size"] if before is not None else 0     # the full analysis reads it whole
    if info is not None and before is not None:
        info.bytes_read += min(TAIL_BYTES, before["size"])                # the cache key
    kept = before if before is not None and not usage.warnings and unchanged(path, before) else None
    return usage, kept, info


def analyze_file(path: Path, prune: PruneSettings = DEFAULT_PRUNE, exact: bool = False,
                 disk: UsageCache | None = None) -> SessionUsage:
    """Parse and analyse one file; kept in memory by path, mtime and size (rescans reuse unchanged files)
    and, with `disk`, on disk too (keyed by size, mtime and a hash of the file's tail)."""
    key = _memory_key(path, prune, exact)
    usage = _CACHE.get(key) if key else None
    disk_key = file_key(path) if usage is None and disk is not None else None
    if usage is None and disk is not None:
        usage = disk.get(path, disk_key)
    if usage is None:
        usage, info = _measure_and_keep(path, prune, exact, disk, disk_key)
        if disk is not None:
            disk.count_read(info)
    _remember(key, usage)
    return usage


def analyze_files(
    files: Iterable[Path],
    prune: PruneSettings = DEFAULT_PRUNE,
    progress: Callable[[int], None] | None = None,
    exact: bool = False,
    disk: UsageCache | None = None,
    jobs: int = 1,
) -> Collected:
    """Analyse each file (never raises for bad input: problems land in each session's warnings).

    With `jobs` > 1 the files that are in no cache are analysed in that many forked processes, largest
    first (the CLI's first run; the TUI stays in-process)."""
    out = Collected()
    todo: list[tuple[Path, MemoryKey | None, dict[str, Any] | None]] = []
    done = 0
    for path in files:
        key = _memory_key(path, prune, exact)
        usage = _CACHE.get(key) if key else None
        disk_key = file_key(path) if usage is None and disk is not None else None
        if usage is None and disk is not None:
            usage = disk.get(path, disk_key)
        if usage is None:
            todo.append((path, key, disk_key))
            continue
        _remember(key, usage)
        out.sessions.append(usage)
        done += 1
        if progress:
            progress(done)
    measured = _measure_all([p for p, _, _ in todo], prune, exact, disk, jobs, [k for _, _, k in todo])
    for (_, key, _), (usage, info) in zip(todo, measured, strict=True):
        if disk is not None:
            disk.count_read(info)
        _remember(key, usage)
        out.sessions.append(usage)
        done += 1
        if progress:
            progress(done)
    out.sessions.sort(key=lambda s: s.path)
    if disk is not None:
        out.problems.extend(disk.notes)
    return out


PARALLEL_BYTES = 8_000_000    # less to read than this: worker processes would cost more than they save


def _bytes_to_read(path: Path, folder: Path | None) -> int:
    """About how much of `path` a measure reads: nothing much when a resume state is kept for it (it only grew,
    most likely), else its size."""
    from memtui.core.usage.resume import ResumeStore

    try:
        if folder is not None and ResumeStore(folder).state_path(Path(path)).exists():
            return 0
        return Path(path).stat().st_size
    except OSError:
        return 0


Measured = tuple[SessionUsage, "ReadInfo | None"]


def _measure_and_keep(path: Path, prune: PruneSettings, exact: bool, disk: UsageCache | None,
                      key: dict[str, Any] | None = None) -> Measured:
    """`_measure` of one file, its result written to the disk cache (by whichever process measured it)."""
    usage, key, info = _measure(path, prune, exact, disk is not None, disk.folder if disk is not None else None, key)
    if disk is not None:
        disk.put(path, key, usage)
    return usage, info


def _shares(sizes: list[int], count: int) -> list[list[int]]:
    """The indices split into `count` shares of about equal bytes (largest first, each to the lightest share)."""
    shares: list[list[int]] = [[] for _ in range(count)]
    loads = [0] * count
    for i in sorted(range(len(sizes)), key=lambda i: -sizes[i]):
        lightest = loads.index(min(loads))
        shares[lightest].append(i)
        loads[lightest] += sizes[i]
    return shares


def _measure_all(paths: list[Path], prune: PruneSettings, exact: bool, disk: UsageCache | None,
                 jobs: int, keys: list[dict[str, Any] | None]) -> Iterator[Measured]:
    """`_measure_and_keep` of every path, in order. With `jobs` > 1 and at least PARALLEL_BYTES to read, the
    paths are split in `jobs` shares of about equal size: this process measures one, each other share is
    measured in a forked child that sends its results back through a pipe (a child that fails leaves its
    files to this process)."""
    folder = disk.folder if disk is not None else None
    sizes = [_bytes_to_read(path, folder) for path in paths] if jobs > 1 and len(paths) > 1 else []
    if not sizes or sum(sizes) < PARALLEL_BYTES or not hasattr(os, "fork"):
        for i, path in enumerate(paths):
            yield _measure_and_keep(path, prune, exact, disk, keys[i])
        return
    import pickle

    import memtui.core.usage.resume  # noqa: F401  (imported once here, not again in every child)

    own, *others = _shares(sizes, min(jobs, len(paths)))
    children = [(_fork_share(share, paths, prune, exact, disk, keys), share) for share in others if share]
    results: dict[int, Measured] = {i: _measure_and_keep(paths[i], prune, exact, disk, keys[i]) for i in own}
    for (pid, pipe), share in children:
        with os.fdopen(pipe, "rb") as fh:
            data = fh.read()
        os.waitpid(pid, 0)
        try:
            sent = pickle.loads(data) if data else {}
        except Exception:       # a child killed while writing: its files are measured here
            sent = {}
        for i in share:
            results[i] = sent[i] if i in sent else _measure_and_keep(paths[i], prune, exact, disk, keys[i])
    for i in range(len(paths)):
        yield results[i]


def _fork_share(share: list[int], paths: list[Path], prune: PruneSettings, exact: bool,
                disk: UsageCache | None, keys: list[dict[str, Any] | None]) -> tuple[int, int]:
    """Fork a child that measures the `share` of `paths` and pickles {index: result} into a pipe; returns the
    child's pid and the pipe's reading end."""
    import pickle

    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:                                    # the child: never returns
        status = 1
        try:
            os.close(read_end)
            results = {i: _measure_and_keep(paths[i], prune, exact, disk, keys[i]) for i in share}
            with os.fdopen(write_end, "wb") as out:
                out.write(pickle.dumps(results, protocol=pickle.HIGHEST_PROTOCOL))
            status = 0
        finally:
            os._exit(status)
    os.close(write_end)
    return pid, read_end


def workspace_sessions(ws: Workspace, prune: PruneSettings = DEFAULT_PRUNE, exact: bool = False,
                       disk: UsageCache | None = None, jobs: int = 1) -> Collected:
    """Analyse the transcripts of a scanned workspace (side files left to their parent session)."""
    from memtui.core.sessions.discovery import is_side_file
    from memtui.core.sessions.stores import store_session_paths

    files = sorted(f.abs_path for f in ws.transcripts() if not is_side_file(Path(f.path)))
    files += store_session_paths(ws.root, [])   # sessions in SQLite stores; unreadable stores show in the list
    return analyze_files(files, prune, exact=exact, disk=disk, jobs=jobs)

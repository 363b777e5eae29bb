"""`memtui index`: bring the search index up to date (keyword side, then vectors)."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import TextIO

from memtui.cli.common import add_root_option, out, print_json, root_of
from memtui.core.search.engine import SearchEngine
from memtui.core.search.store import IndexUnavailable


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("index", help="build or update the search index (keyword and vectors)")
    add_root_option(p, positional=True)
    p.add_argument("--rebuild", action="store_true",
                   help="drop the index and build it again (cached embeddings are reused)")
    p.add_argument("--json", action="store_true", help="print the result as JSON (exit 130 when interrupted)")
    p.set_defaults(run=run)


def open_engine(root: Path) -> SearchEngine:
    """The workspace's engine, or exit 1 with the reason (shared by `memtui search`)."""
    try:
        return SearchEngine(root)
    except IndexUnavailable as exc:
        print(f"memtui: {exc}", file=sys.stderr)
        raise SystemExit(1) from exc


class Progress:
    """A one-line progress bar on a TTY; silent otherwise."""

    def __init__(self, label: str, stream: TextIO | None = None) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty()
        self.label = label
        self.start = time.monotonic()
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        if not self.tty or not total:
            return
        width = 30
        filled = int(width * done / total)
        elapsed = time.monotonic() - self.start
        eta = f", ~{elapsed / done * (total - done):.0f}s left" if done else ""
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}{eta}  ")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def embed_with_progress(engine: SearchEngine, label: str = "embedding") -> tuple[int, float, bool]:
    """Run `embed_pending` with a progress bar; (vectors made, seconds, interrupted)."""
    bar = Progress(label)
    start = time.monotonic()
    interrupted = False
    try:
        made = engine.embed_pending(bar)
    except KeyboardInterrupt:
        made, interrupted = 0, True
    finally:
        bar.close()
    return made, time.monotonic() - start, interrupted


def run(args: argparse.Namespace) -> int:
    root = root_of(args)
    engine = open_engine(root)
    try:
        start = time.monotonic()
        if args.rebuild:
            engine.rebuild()
            changed = None
        else:
            changed = engine.refresh_keyword()
        keyword_s = time.monotonic() - start
        files, chunks = engine.conn.execute(
            "SELECT (SELECT count(*) FROM files), (SELECT count(*) FROM chunks)"
        ).fetchone() or (0, 0)
        made, embed_s, interrupted = embed_with_progress(engine)
        state = engine.state()
    finally:
        engine.close()
    if args.json:
        print_json({
            "root": str(root), "index": str(engine.db_path), "rebuilt": changed is None,
            "changed": None if changed is None else sorted(changed), "files": files, "chunks": chunks,
            "vectors_embedded": made, "vectors_pending": state.vectors_pending, "embedder": state.embedder,
            "skipped": dict(state.skipped), "notice": state.notice or None, "interrupted": interrupted,
            "seconds": {"keyword": round(keyword_s, 3), "embed": round(embed_s, 3)},
        })
        return 130 if interrupted else 0
    what = "rebuilt" if changed is None else f"{len(changed)} changed"
    out(
        f"indexed {files} files ({what}), {chunks} chunks in {keyword_s:.1f}s; "
        f"{made} vectors embedded in {embed_s:.1f}s, {state.vectors_pending} pending; "
        f"embedder: {state.embedder or 'none (keyword-only)'}; index: {engine.db_path}"
    )
    for path, why in state.skipped.items():
        out(f"  skipped {path}: {why}", file=sys.stderr)
    if state.notice:
        out(f"memtui: {state.notice}", file=sys.stderr)
    if interrupted:
        print("memtui: interrupted; run `memtui index` again to finish the vectors", file=sys.stderr)
        return 130
    return 0

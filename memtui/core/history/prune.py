"""Pruning the journal within its bounds: `[history] max_age_days` and `max_mb` (objects on disk)."""

from __future__ import annotations

import json
import time
from datetime import datetime

from pathlib import Path
from typing import Protocol

from memtui.core.history.durable import write_state
from memtui.core.history.records import Record


class PrunableStore(Protocol):
    """What pruning needs of the store (`store.HistoryStore`)."""

    dir: Path
    max_bytes: int
    max_age_days: float

    def records(self) -> list[Record]: ...

    def sizes(self, shas: set[str]) -> dict[str, int]: ...

    def collect_garbage(self, live: set[str]) -> None: ...


def prune_store(store: PrunableStore, now: float | None = None) -> int:
    """Drop old records and unreferenced objects until within bounds (caller holds the lock).

    Age: records older than `max_age_days` go, except each path's latest record and, for a
    deleted path, its last content. Size: then the oldest records go first (protected ones
    last) until the objects fit in `max_mb`. Returns the number of records dropped.
    """
    now = time.time() if now is None else now
    records = store.records()
    protected = _protected(records)
    cutoff = now - store.max_age_days * 86400
    keep = [r for r in records if r.seq in protected or _epoch(r.time) >= cutoff]
    sizes = store.sizes({r.sha for r in keep if r.sha})
    total = sum(sizes.values())
    if total > store.max_bytes:
        order = sorted(keep, key=lambda r: (r.seq in protected, r.time))
        dropped: set[int] = set()
        refs: dict[str, int] = {}
        for r in keep:
            if r.sha:
                refs[r.sha] = refs.get(r.sha, 0) + 1
        for r in order:
            if total <= store.max_bytes:
                break
            dropped.add(r.seq)
            if r.sha:
                refs[r.sha] -= 1
                if refs[r.sha] == 0:
                    total -= sizes.get(r.sha, 0)
        keep = [r for r in keep if r.seq not in dropped]
    if len(keep) != len(records):
        lines = "".join(json.dumps(r.to_json(), ensure_ascii=False) + "\n" for r in keep)
        write_state(store.dir / "journal.ndjson", lines.encode("utf-8"))
    store.collect_garbage({r.sha for r in keep if r.sha})
    return len(records) - len(keep)


def _protected(records: list[Record]) -> set[int]:
    """Seqs of each path's latest record and, when that is a deletion, its last content."""
    latest: dict[str, Record] = {}
    last_content: dict[str, Record] = {}
    for r in sorted(records, key=lambda r: (r.time, r.seq)):
        latest[r.path] = r
        if r.sha:
            last_content[r.path] = r
    out = {r.seq for r in latest.values()}
    out |= {last_content[p].seq for p, r in latest.items() if r.sha is None and p in last_content}
    return out


def _epoch(stamp: str) -> float:
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return 0.0

"""Reading a session from OpenClaw's SQLite store against reading the same events as JSONL.

A synthetic OpenClaw window (Pi v3 events, realistic sizes; events of 1 KiB and more stored
zstd-compressed as OpenClaw stores them) is written into a store built from the fixture's schema
DDL, and the same events into a `.jsonl` file. Both are read into a tree (`load_tree`) in the
same process, interleaved, best of N; the table gives the store's time over the JSONL time.
The store path is checked to really read the store (format, entry count, decoded text).

    python bench/stores_speed.py [--entries 20000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

import apsw
import zstandard

from memtui.core.sessions import load_tree
from memtui.core.sessions.sqlite_store import store_ref

DDL = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "sessions" / "openclaw_db" / "agent_schema.sql"
SID = "bench-window"
WORDS = ("deploy", "memory", "index", "session", "token", "branch", "cache", "notes", "module", "config")


def events(count: int, seed: int = 7) -> list[dict]:
    rnd = random.Random(seed)
    out: list[dict] = [{"type": "session", "version": 3, "id": SID, "timestamp": "2026-01-01T00:00:00.000Z", "cwd": "/b"}]
    parent = None
    for i in range(count):
        eid = f"{i:08x}"
        text = " ".join(rnd.choice(WORDS) for _ in range(rnd.choice((8, 30, 300))))
        role = ("user", "assistant", "toolResult")[i % 3]
        message: dict = {"role": role, "content": [{"type": "text", "text": text}], "timestamp": i}
        if role == "assistant":
            message["usage"] = {"input": 1000 + i, "output": 50, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 1050 + i}
        if role == "toolResult":
            message.update(toolCallId=f"c{i}", toolName="read")
        out.append({"type": "message", "id": eid, "parentId": parent, "timestamp": "2026-01-01T00:00:01.000Z",
                    "message": message})
        parent = eid
    return out


def write_store(path: Path, rows: list[dict]) -> int:
    conn = apsw.Connection(str(path))
    conn.execute(DDL.read_text(encoding="utf-8"))
    compressed = 0
    compressor = zstandard.ZstdCompressor(level=1)
    with conn:
        conn.execute("INSERT INTO session_nodes (session_key, current_session_id, entry_json, updated_at) "
                     "VALUES ('agent:main:main', ?, '{}', 0)", (SID,))
        conn.execute("INSERT INTO session_windows (session_id, session_key, created_at, updated_at) "
                     "VALUES (?, 'agent:main:main', 0, 0)", (SID,))
        for seq, event in enumerate(rows):
            text = json.dumps(event, separators=(",", ":"))
            raw = text.encode()
            if len(raw) >= 1024 and event["type"] != "session":
                facts = {"kind": "canonical", "hasParentId": True,
                         "entry": {"id": event["id"], "parentId": event["parentId"], "type": event["type"]}}
                navigation = json.dumps({"version": 1, "report": facts, "navigation": {}, "reset": {}, "model": {},
                                         "modelBytes": len(raw), "modelWithoutCheckpointBytes": len(raw),
                                         "withoutCustomDataBytes": len(raw)})
                conn.execute("INSERT INTO transcript_events VALUES (?, ?, NULL, 0, ?, ?, ?)",
                             (SID, seq, compressor.compress(raw), len(raw), navigation))
                compressed += 1
            else:
                conn.execute("INSERT INTO transcript_events VALUES (?, ?, ?, 0, NULL, ?, NULL)", (SID, seq, text, len(raw)))
    conn.close()
    return compressed


def best(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=20000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rows = events(args.entries)
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "openclaw-agent.sqlite"
        jsonl = Path(tmp) / "same.jsonl"
        compressed = write_store(store, rows)
        jsonl.write_text("".join(json.dumps(r, separators=(",", ":")) + "\n" for r in rows), encoding="utf-8")
        ref = store_ref(store, SID)
        tree = load_tree(ref)
        last = tree.nodes[tree.active_leaf]
        if tree.session.error or tree.session.format != "openclaw" or len(tree.nodes) != args.entries \
                or not last.text() or tree.session.warnings:
            print(f"error: the store path did not read the store ({tree.session.error or tree.session.warnings})")
            return 1
        jsonl_time = store_time = float("inf")
        for _ in range(args.repeat):   # interleaved: both see the same machine load
            jsonl_time = min(jsonl_time, best(lambda: load_tree(jsonl), 1))
            store_time = min(store_time, best(lambda: load_tree(ref), 1))
    print(f"{args.entries:,} entries, {compressed:,} zstd rows; best of {args.repeat}")
    print(f"{'read':<22}{'seconds':>10}{'entries/s':>14}{'ratio':>8}")
    for name, seconds in (("JSONL file (baseline)", jsonl_time), ("OpenClaw SQLite store", store_time)):
        print(f"{name:<22}{seconds:>10.3f}{args.entries / seconds:>14,.0f}{seconds / jsonl_time:>8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

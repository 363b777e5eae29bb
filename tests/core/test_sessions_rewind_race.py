"""Rewinds raced against a separate process that appends lines in two writes (as an agent may).

Whatever the interleaving: every line of the file stays whole JSON (no rewind entry spliced into the
agent's line), every rewind reported as done left exactly its one entry, and every refused rewind
left nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from memtui.core.sessions.moves import MoveError, rewind

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sessions"
ROUNDS = int(os.environ.get("MEMTUI_RACE_ROUNDS", "150"))

WRITER = r"""
import os, random, sys, time
path, stop = sys.argv[1], sys.argv[2]
rng = random.Random(5)
count = 0
while not os.path.exists(stop):
    count += 1
    head = '{"type":"message","id":"w%d","parentId":"e12",' % count
    tail = '"timestamp":"2026-01-01T00:00:00.000Z","message":{"role":"user","content":"agent line %d"}}\n' % count
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    os.write(fd, head.encode())
    if rng.random() < 0.5:
        time.sleep(rng.random() / 2000)
    os.write(fd, tail.encode())
    os.close(fd)
    time.sleep(rng.random() / 500)
print(count)
"""


def test_rewind_never_splices_and_never_leaves_a_refused_line(tmp_path: Path) -> None:
    path = tmp_path / "pi.jsonl"
    shutil.copy(FIXTURES / "pi_branches.jsonl", path)
    stop = tmp_path / "stop"
    writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(stop)], stdout=subprocess.PIPE, text=True)
    done: set[str] = set()
    outcomes: Counter[str] = Counter()
    try:
        time.sleep(0.05)
        for index in range(ROUNDS):
            marker = f"race-{index}"
            try:
                result = rewind(path, ("e03", "e07", "e09")[index % 3], label=marker, allow_live=True)
            except MoveError as exc:
                outcomes[str(exc).split(":")[-1].strip()[:60]] += 1
                continue
            done.add(marker)
            outcomes["done" + (" with a warning" if result.warnings else "")] += 1
    finally:
        stop.touch()
        written = int(writer.communicate(timeout=30)[0])
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]  # every line whole JSON
    labels = Counter(r.get("label") for r in rows if r.get("type") == "label" and str(r.get("label")).startswith("race-"))
    assert set(labels) == done and all(count == 1 for count in labels.values()), outcomes
    assert sum(1 for r in rows if str(r.get("id", "")).startswith("w")) == written
    assert written > 0 and done, outcomes

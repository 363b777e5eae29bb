"""Saves race another process rewriting the same file: no version is ever lost."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from memtui.core.fsio import ConflictError, atomic_save, read_file

AGENT = textwrap.dedent(
    """
    import os, sys, time
    path, log, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    last = None
    with open(log, "w") as out:
        for k in range(n):
            try:
                with open(path) as fh:
                    seen = fh.read()
            except FileNotFoundError:
                seen = None
            mine = f"agent-{k}\\n"
            if k % 2:                       # half plain in-place writes, half atomic replaces
                with open(path, "w") as fh:
                    fh.write(mine)
            else:
                tmp = path + f".agent-tmp-{k}"
                with open(tmp, "w") as fh:
                    fh.write(mine)
                os.replace(tmp, path)
            # 1: it overwrote its own previous version; 2: it saw no file (memtui's microsecond
            # swap gap), so whatever it replaced was its own restored version or nothing.
            out.write(f"{k}\\t{2 if seen is None else int(seen == last)}\\n")
            out.flush()
            last = mine
            time.sleep(0.0005)
    """
)


def test_editor_saves_racing_an_agent_lose_no_version(tmp_path: Path) -> None:
    root = tmp_path
    path = root / "MEMORY.md"
    path.write_text("start\n")
    log = root / "agent.log"
    script = root / "agent.py"
    script.write_text(AGENT)
    agent = subprocess.Popen([sys.executable, str(script), str(path), str(log), "400"])
    saved, conflicts = [], 0
    j = 0
    while agent.poll() is None and j < 2000:
        loaded = read_file(path)
        if loaded.error:
            continue
        try:
            atomic_save(path, f"mine-{j}\n", loaded.fingerprint, root)
            saved.append(f"mine-{j}\n")
        except ConflictError:
            conflicts += 1
        j += 1
    agent.wait(timeout=60)
    assert agent.returncode == 0
    backups = {p.read_text() for p in (root / ".memtui" / "backups").rglob("*.bak")} if saved else set()
    final = path.read_text()
    survived = backups | {final}
    self_overwritten = set()
    for line in log.read_text().splitlines():
        k, own = line.split("\t")
        if own in ("1", "2") and int(k) > 0:
            self_overwritten.add(f"agent-{int(k) - 1}\n")
    lost = [f"agent-{k}\n" for k in range(400) if f"agent-{k}\n" not in survived | self_overwritten]
    assert saved, "the editor never managed to save"
    assert lost == [], f"versions lost: {lost[:5]} (saved {len(saved)}, conflicts {conflicts})"
    # Every save the editor made either stands, or was replaced by a later write (never torn).
    assert final.startswith(("mine-", "agent-"))
    assert not [p for p in root.iterdir() if p.name.startswith(".memtui-tmp-")]

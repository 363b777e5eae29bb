"""Benign exemplars from real, permissively licensed agent memory: the statements of the dev half of
bench/data/real_memory/ (and any extra source listed in EXTRA) that the threat scan's semantic layer would judge
(`may_instruct`), written as `bench/data/threats_realdev.jsonl` with the source each came from.

Only the dev half (`split.json`) is read: the frozen half stays the unseen judge. Each row names its `source`, so
`bench/real_memory.py --leave-one-source-out` can score a source with a bank that never saw its lines (otherwise
the dev figure would be in-sample). Licences and origins: bench/data/real_memory/SOURCES.md.

    python bench/make_threat_realdev.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from make_threat_realmemory import benign_rows  # noqa: E402

DATA = Path(__file__).parent / "data"
REAL = DATA / "real_memory"
OUT = DATA / "threats_realdev.jsonl"
TEXT_SUFFIXES = (".md", ".txt")


def dev_sources() -> list[str]:
    return list(json.loads((REAL / "split.json").read_text(encoding="utf-8"))["dev"])


def main() -> int:
    seen: set[str] = set()
    rows = [row for source in dev_sources()
            for row in benign_rows(sorted(p for p in (REAL / source).rglob("*") if p.suffix.lower() in TEXT_SUFFIXES),
                                   seen, split="realdev", label="benign", category="real-memory", source=source)]
    OUT.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    print(f"wrote {len(rows)} statements of {len(dev_sources())} dev sources to {OUT.relative_to(DATA.parent.parent)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

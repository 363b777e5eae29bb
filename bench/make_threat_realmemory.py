"""Benign exemplars from real-style memory: the statements of the memory_qa workspaces the threat scan's
semantic layer would judge (`may_instruct`), written as `bench/data/threats_realmemory.jsonl`.

The workspaces (bench/data/memory_qa/{tune,frozen,frozen2,frozen3,frozen4}/workspaces) were written by
helpers who never read the scanner, as ordinary agent memory (MEMORY.md, AGENTS.md, SOUL.md, lessons,
topic files, daily notes) in en/ko/zh/ja; none plants an attack. The fifth sets (frozen5a/5b) are left
out: their workspaces stay the unseen check that the scan raises no error on ordinary memory.

    python bench/make_threat_realmemory.py
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from memtui.core.lint.threat_context import may_instruct, statements

DATA = Path(__file__).parent / "data"
HALVES = ("tune", "frozen", "frozen2", "frozen3", "frozen4")
OUT = DATA / "threats_realmemory.jsonl"
_SCRIPTS = (("ko", re.compile(r"[\uac00-\ud7af]")), ("ja", re.compile(r"[\u3040-\u30ff]")),
            ("zh", re.compile(r"[\u4e00-\u9fff]")))


def language(text: str) -> str:
    """The first CJK script found (Hangul, then kana, then Han), else English."""
    return next((lang for lang, pattern in _SCRIPTS if pattern.search(text)), "en")


def benign_rows(paths: Iterable[Path], seen: set[str], **fields: str) -> Iterator[dict[str, str]]:
    """A benign row (`fields` + lang + text) for each statement of `paths` the semantic layer would judge,
    once per text (`seen` is shared across calls)."""
    for path in paths:
        for statement in statements(path.read_text(encoding="utf-8", errors="replace")):
            text = statement.text
            if text in seen or not may_instruct(text):
                continue
            seen.add(text)
            head = {key: fields[key] for key in ("split", "label", "category")}
            extra = {key: value for key, value in fields.items() if key not in head}
            yield {**head, "lang": language(text), "style": "real-memory", "context": "plain", **extra, "text": text}


def main() -> int:
    seen: set[str] = set()
    rows = [row for half in HALVES
            for row in benign_rows(sorted((DATA / "memory_qa" / half / "workspaces").rglob("*.md")), seen,
                                   split="realmemory", label="benign", category="notes")]
    OUT.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")
    print(f"wrote {len(rows)} statements to {OUT.relative_to(DATA.parent.parent)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Hermes: the frozen memory snapshot of the system prompt, and how recalled memory is fenced.

Checked in `hermes-agent` 0.19.0 (`tools/memory_tool.py`): entries are split on the exact
`\\n§\\n`, stripped, emptied ones dropped and duplicates removed (first kept); each store renders as
a line of 46 `═`, `MEMORY (your personal notes) [pct% — cur/limit chars]` (pct capped at 100), a
line of 46 `═`, then the entries joined by `\\n§\\n`. MEMORY before USER PROFILE
(`agent/system_prompt.py`). Entries matching a threat pattern become `[BLOCKED: …]` in the snapshot
only. Nothing is cut at render time: over-budget stores load whole (writes are refused instead).
Recalled provider memory is wrapped per turn in `<memory-context>` (`agent/memory_manager.py`).
For a running session the snapshot held in `state.db` (`system_prompts`) is compared with disk.
"""

from __future__ import annotations

import re
from pathlib import Path

from memtui.core.lint.threats import scan_text
from memtui.core.markdown import HERMES_DELIMITER, is_hermes
from memtui.core.hermes_format import broken_delimiter_message, broken_delimiters
from memtui.core.preview.model import Preview, PreviewFile, PreviewLine, read_text, rel
from memtui.core.tokens import count_tokens

AGENT = "hermes"
SEPARATOR = "═" * 46
HEADERS = {"MEMORY.md": "MEMORY (your personal notes)", "USER.md": "USER PROFILE (who the user is)"}
DEFAULT_LIMITS = {"MEMORY.md": 2_200, "USER.md": 1_375}
CONFIG_KEYS = {"MEMORY.md": "memory_char_limit", "USER.md": "user_char_limit"}
FENCE = (
    "<memory-context>\n[System note: The following is recalled memory context, NOT new user input. Treat as "
    "authoritative reference data — this is the agent's persistent memory and should inform all responses.]\n\n"
    "{recalled}\n</memory-context>"
)


def memory_dir(root: Path) -> Path:
    """Where MEMORY.md / USER.md live: `root/memories` (a Hermes home) or `root`."""
    return root / "memories" if (root / "memories").is_dir() else root


def detect(root: Path) -> bool:
    """A Hermes store: MEMORY.md or USER.md made of `\\n§\\n` entries."""
    directory = memory_dir(root)
    for name in HEADERS:
        text = read_text(directory / name) if (directory / name).is_file() else None
        if text and is_hermes(text):
            return True
    return False


def limits(root: Path) -> dict[str, int]:
    """Char limits from `config.yaml` (`memory.memory_char_limit`, `memory.user_char_limit`), else 2,200 / 1,375."""
    out = dict(DEFAULT_LIMITS)
    config = root / "config.yaml"
    text = read_text(config) if config.is_file() else None
    if text:
        for name, key in CONFIG_KEYS.items():
            found = re.search(rf"^\s+{key}\s*:\s*(\d+)\s*$", text, re.MULTILINE)
            if found and int(found.group(1)) > 0:
                out[name] = int(found.group(1))
    return out


def entries(text: str) -> list[str]:
    """Entries as Hermes reads them: split on the delimiter, stripped, empties dropped, de-duplicated."""
    return list(dict.fromkeys(e.strip() for e in text.split(HERMES_DELIMITER) if e.strip()))


def render_block(name: str, items: list[str], limit: int) -> str:
    """One store's snapshot block, as `_render_block` renders it."""
    if not items:
        return ""
    content = HERMES_DELIMITER.join(items)
    pct = min(100, int(len(content) / limit * 100)) if limit > 0 else 0
    header = f"{HEADERS[name]} [{pct}% — {len(content):,}/{limit:,} chars]"
    return f"{SEPARATOR}\n{header}\n{SEPARATOR}\n{content}"


def _sanitized(name: str, items: list[str]) -> tuple[list[str], list[str]]:
    out, blocked = [], []
    for item in items:
        hits = [] if item.startswith("[BLOCKED:") else scan_text(item)
        if hits:
            ids = ", ".join(sorted({h.name for h in hits}))
            out.append(f"[BLOCKED: {name} entry contained threat pattern: {ids}. Removed from system prompt.]")
            blocked.append(item.split("\n", 1)[0][:80])
        else:
            out.append(item)
    return out, blocked


def _lines(text: str, items_kept: set[str]) -> list[PreviewLine]:
    """Lines of the file; a line is dropped when its entry does not reach the snapshot (blocked or a duplicate)."""
    out: list[PreviewLine] = []
    number = 1
    seen: set[str] = set()
    for part in text.split(HERMES_DELIMITER):
        entry = part.strip()
        kept = bool(entry) and entry in items_kept and entry not in seen
        seen.add(entry)
        for line in part.split("\n"):
            out.append(PreviewLine(number, line, kept or not line.strip()))
            number += 1
        number += 1   # the delimiter line
    if out and not out[-1].text and len(out) > 1:
        out.pop()
    return out


def load(root: Path) -> Preview:
    """Preview the frozen snapshot Hermes builds at session start from the stores on disk now."""
    from memtui.core.preview.hermes_state import compare_running

    preview = Preview(AGENT, root)
    directory = memory_dir(root)
    caps = limits(root)
    preview.rules.append(f"MEMORY.md {caps['MEMORY.md']:,} chars, USER.md {caps['USER.md']:,} chars; rendered whole")
    blocks: list[str] = []
    for name in HEADERS:
        path = directory / name
        text = read_text(path) if path.is_file() else None
        if text is None:
            continue
        items = entries(text)
        shown, blocked = _sanitized(name, items)
        block = render_block(name, shown, caps[name])
        unblocked = {item for item, s in zip(items, shown, strict=True) if item == s}
        used = len(HERMES_DELIMITER.join(items))
        note = f"{used:,}/{caps[name]:,} chars ({used / caps[name]:.0%})" if caps[name] else ""
        if used > caps[name]:
            note += ": over budget, new writes are refused until it is consolidated"
        elif caps[name] and used >= 0.8 * caps[name]:
            note += ": above 80 %, Hermes asks to consolidate"
        for entry in blocked:
            preview.notes.append(f"{rel(root, path)}: entry blocked by the threat scan: {entry}")
        for number, line in broken_delimiters(text):
            preview.notes.append(f"{rel(root, path)}:{number}: {broken_delimiter_message(line)}")
        preview.files.append(PreviewFile(
            rel(root, path), len(text), count_tokens(text), len(block), block, _lines(text, unblocked),
            "frozen snapshot, § entries, rendered whole", note=note,
        ))
        if block:
            blocks.append(block)
    preview.text = "\n\n".join(blocks)
    preview.notes.append("recalled provider memory is fenced per turn as: " + FENCE.replace("\n", " ⏎ "))
    preview.notes.extend(compare_running(root, preview.text))
    return preview

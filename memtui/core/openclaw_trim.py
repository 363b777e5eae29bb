"""OpenClaw's per-file bootstrap cut (`trimBootstrapContent`), per version; it drops the *middle*.

- `legacy` (70/20): keep the first `floor(0.7·max)` and the last `floor(0.2·max)` chars of a file
  over the per-file budget, with the marker between them (`src/agents/pi-embedded-helpers/bootstrap.ts`
  of the early-2026 builds, as quoted by third-party copies; session-formats.md §5.4).
- `2026.9` (75/25, checked in the `openclaw@2026.9.6` package, `dist/bootstrap-Dvw1-bo8.mjs`):
  the budget minus the marker is split 75 % head / 25 % tail; `AGENTS.md` keeps 45 % head, a
  policy digest of its rule lines (35 %) and a 15 % tail.
Sizes are in chars (Python code points; OpenClaw counts UTF-16 units, which differ only for
characters outside the Basic Multilingual Plane).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

LEGACY = "legacy"
V2026_9 = "2026.9"


@dataclass
class Trimmed:
    """The injected text of one file and the spans of the original it keeps."""

    content: str
    truncated: bool
    spans: list[tuple[int, int]]        # kept [start, end) ranges of the (right-trimmed) original
    rule: str


def _marker(name: str, head: int, tail: int, total: int) -> str:
    return "\n".join(["", f"[...truncated, read {name} for full content...]",
                      f"…(truncated {name}: kept {head}+{tail} chars of {total})…", ""])


def trim_legacy(content: str, name: str, max_chars: int) -> Trimmed:
    """The 70/20 rule: first 70 % and last 20 % of the per-file budget, the middle dropped."""
    text = content.rstrip()
    if len(text) <= max_chars:
        return Trimmed(text, False, [(0, len(text))], "whole")
    head = int(max_chars * 0.7)
    tail = int(max_chars * 0.2)
    marker = _marker(name, head, tail, len(text))
    out = "\n".join([text[:head], marker, text[len(text) - tail:] if tail else ""])
    return Trimmed(out, True, [(0, head), (len(text) - tail, len(text))], f"70/20 of {max_chars:,}: middle dropped")


# --- 2026.9.x -------------------------------------------------------------------------------

_DIGEST_CANDIDATE = re.compile(
    r"\b(?:AGENTS\.md|scoped|required|must|never|do not|before subtree|read scoped|owner|security|secret|"
    r"credential|test|validation|command|commit|push|github|pr)\b|(?:🔴|禁止|嚴禁|不得|絕不|絕對不|切勿|必須|務必|一律|紅線)",
    re.IGNORECASE,
)
_DIGEST_HIGH = re.compile(
    r"\b(?:AGENTS\.md|scoped|required|must|never|do not|before subtree|read scoped|security|secret|credential)\b"
    r"|(?:🔴|禁止|嚴禁|不得|絕不|絕對不|切勿)",
    re.IGNORECASE,
)
_LIST_OR_HEADING = re.compile(r"^(?:#{1,6}|\s*[-*+]|\s*\d+[.)])\s+\S")
_FENCE = re.compile(r"^\s*(?:`{3,}|~{3,})")    # as OpenClaw reads a fence (any indent), not `lines.FENCE_RE`


def _digest_candidates(text: str) -> list[tuple[str, bool]]:
    """Rule-like lines of AGENTS.md (with the prose line before them), and whether each is high priority."""
    out: list[tuple[str, bool]] = []
    last_prose: str | None = None
    for source in re.split(r"\r?\n", text):
        line = re.sub(r"\s+", " ", source.strip())
        if len(line) > 240:
            line = line[:239] + "…"
        if not line:
            last_prose = None
            continue
        if _FENCE.match(line):
            last_prose = None
        elif _LIST_OR_HEADING.match(line) or _DIGEST_CANDIDATE.search(line):
            out.append((line if last_prose is None else f"{last_prose}\n{line}", bool(_DIGEST_HIGH.search(line))))
            last_prose = None
        else:
            last_prose = line
    return out


def _digest(candidates: list[tuple[str, bool]], budget: int) -> tuple[str, int]:
    if budget <= 0:
        return "", 0
    chosen: set[int] = set()
    used = 0

    def pick(i: int) -> None:
        nonlocal used
        extra = (1 if chosen else 0) + len(candidates[i][0])
        if used + extra <= budget:
            chosen.add(i)
            used += extra

    for i, (_, high) in enumerate(candidates):
        if high:
            pick(i)
    for i in range(len(candidates)):
        if i not in chosen:
            pick(i)
    return "\n".join(c[0] for i, c in enumerate(candidates) if i in chosen), max(0, len(candidates) - len(chosen))


def _trim_agents(text: str, max_chars: int) -> Trimmed:
    head, tail, digest_budget = int(max_chars * 0.45), int(max_chars * 0.15), int(max_chars * 0.35)
    candidates = _digest_candidates(text) if digest_budget > 0 else []
    digest, omitted = _digest(candidates, digest_budget)

    def render() -> str:
        parts = [text[:head], "[...truncated, read AGENTS.md for full content...]",
                 "[Policy digest from AGENTS.md]" if digest else "", digest,
                 f"[...{omitted} more policy lines omitted...]" if omitted > 0 else "",
                 f"…(truncated AGENTS.md: kept {head}+policy {len(digest)}+{tail} chars of {len(text)})…",
                 text[len(text) - tail:] if tail > 0 else ""]
        return "\n".join(p for p in parts if p)

    out = render()
    while len(out) > max_chars and (tail > 0 or head > 1 or digest_budget > 0):
        overflow = len(out) - max_chars
        if tail > 0:
            tail = max(0, tail - overflow)
        elif head > 1:
            head = max(1, head - overflow)
        else:
            digest_budget = max(0, digest_budget - overflow)
            digest, omitted = _digest(candidates, digest_budget)
        out = render()
    spans = [(0, head)] + ([(len(text) - tail, len(text))] if tail else [])
    return Trimmed(out[:max_chars], True, spans, f"AGENTS.md: 45 % head + policy digest + 15 % tail of {max_chars:,}")


def trim_2026_9(content: str, name: str, max_chars: int) -> Trimmed:
    """The 75/25 rule of 2026.9.x: the budget minus the marker, 75 % head and 25 % tail."""
    text = content.rstrip()
    if len(text) <= max_chars:
        return Trimmed(text, False, [(0, len(text))], "whole")
    if name.lower() == "agents.md":
        return _trim_agents(text, max_chars)
    full = _marker(name, 0, 0, len(text))
    compact = max_chars - len(full) - 2 < 16

    def marker(h: int, t: int) -> str:
        return f"[…truncated {h}+{t}/{len(text)}]" if compact else _marker(name, h, t, len(text))

    def separators(h: int, t: int, mark: str) -> int:
        return (int(h > 0) + int(t > 0)) if "\n" in mark else 0

    head = tail = 0
    mark = marker(0, 0)
    for _ in range(3):
        budget = max(0, max_chars - len(mark) - separators(head, tail, mark))
        new_head, new_tail = int(budget * 0.75), int(budget * 0.25)
        new_mark = marker(new_head, new_tail)
        if (new_head, new_tail, len(new_mark)) == (head, tail, len(mark)):
            break
        head, tail, mark = new_head, new_tail, new_mark
    length = head + tail + len(mark) + separators(head, tail, mark)
    while length > max_chars and (tail > 0 or head > 0):
        overflow = length - max_chars
        if tail > 0:
            tail = max(0, tail - overflow)
        else:
            head = max(0, head - overflow)
        mark = marker(head, tail)
        length = head + tail + len(mark) + separators(head, tail, mark)
    joiner = "\n" if "\n" in mark else ""
    parts = [p for p in (text[:head], mark, text[len(text) - tail:] if tail else "") if p]
    out = joiner.join(parts)[:max_chars]
    spans = [(0, head)] + ([(len(text) - tail, len(text))] if tail else [])
    return Trimmed(out, True, spans, f"75/25 of {max_chars:,} minus the marker: middle dropped")


def trim(profile: str, content: str, name: str, max_chars: int) -> Trimmed:
    """The cut of `profile` for one file."""
    if profile == LEGACY:
        return trim_legacy(content, name, max_chars)
    return trim_2026_9(content, name, max_chars)


def clamp(content: str, budget: int) -> str:
    """The total-budget clamp: cut the text at the remaining budget, ending with an ellipsis."""
    if budget <= 0:
        return ""
    if len(content) <= budget:
        return content
    if budget <= 3:
        return content[:budget]
    return content[: budget - 1] + "…"

"""What one agent's loader injects at session start: files, what was cut, and the text itself.

Every loader (one module per agent) returns a `Preview`. A `PreviewFile` keeps the file's lines with
a kept/dropped flag so the CLI can name what fell off and the TUI can mark dropped lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from memtui.core.fsio import read_file
from memtui.core.tokens import count_tokens

MAX_PREVIEW_BYTES = 10 * 1024 * 1024


@dataclass
class PreviewLine:
    """One line of a source file and whether the agent's cut kept all of it."""

    number: int                     # 1-based
    text: str
    kept: bool


@dataclass
class PreviewFile:
    """One injected file: its size on disk, the part that reaches the model, and the cut."""

    path: str                       # relative to the root, "/" separators
    chars: int                      # the file's own size (chars)
    tokens: int
    included_chars: int             # chars of this file's injected text (markers included)
    injected: str                   # the text the agent injects for this file
    lines: list[PreviewLine] = field(default_factory=list)
    rule: str = ""                  # the cut rule applied, in words
    missing: bool = False
    note: str = ""

    @property
    def dropped(self) -> list[PreviewLine]:
        return [line for line in self.lines if not line.kept]

    @property
    def truncated(self) -> bool:
        return any(not line.kept for line in self.lines)

    def to_json(self) -> dict[str, Any]:
        dropped = self.dropped
        return {
            "path": self.path,
            "chars": self.chars,
            "tokens": self.tokens,
            "included_chars": self.included_chars,
            "truncated": {
                "kept_lines": sum(1 for line in self.lines if line.kept),
                "dropped_lines": [line.number for line in dropped],
            },
            "rule": self.rule,
            "missing": self.missing,
            **({"note": self.note} if self.note else {}),
        }


@dataclass
class Correction:
    """The worst case: a dropped line that corrects a line the agent still loads."""

    path: str
    line: int
    text: str
    corrects_path: str
    corrects_line: int
    corrects_text: str

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path, "line": self.line, "text": self.text,
            "corrects": {"path": self.corrects_path, "line": self.corrects_line, "text": self.corrects_text},
        }


@dataclass
class ReportRow:
    """A file of a recorded OpenClaw `systemPromptReport` beside the prediction."""

    name: str
    recorded_raw: int | None
    recorded_injected: int | None
    recorded_truncated: bool | None
    predicted_raw: int | None
    predicted_injected: int | None
    predicted_truncated: bool | None
    differences: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "recorded": {"rawChars": self.recorded_raw, "injectedChars": self.recorded_injected,
                         "truncated": self.recorded_truncated},
            "predicted": {"rawChars": self.predicted_raw, "injectedChars": self.predicted_injected,
                          "truncated": self.predicted_truncated},
            "differences": list(self.differences),
        }


@dataclass
class Preview:
    """What one agent sees at session start."""

    agent: str
    root: Path
    files: list[PreviewFile] = field(default_factory=list)
    text: str = ""                  # the injected block as the agent assembles it
    rules: list[str] = field(default_factory=list)      # budgets / version in words
    corrections: list[Correction] = field(default_factory=list)
    report: list[ReportRow] = field(default_factory=list)
    report_source: str = ""
    notes: list[str] = field(default_factory=list)

    @property
    def total_chars(self) -> int:
        return len(self.text)

    @property
    def total_tokens(self) -> int:
        return count_tokens(self.text) if self.text else 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "agent": self.agent,
            "files": [f.to_json() for f in self.files],
            "total": {"chars": self.total_chars, "tokens": self.total_tokens},
            "text": self.text,
            "rules": list(self.rules),
            "dropped": [
                {"path": f.path, "line": line.number, "text": line.text} for f in self.files for line in f.dropped
            ],
            "corrections_past_cap": [c.to_json() for c in self.corrections],
            "notes": list(self.notes),
        }
        if self.report or self.report_source:
            out["system_prompt_report"] = {
                "source": self.report_source, "files": [row.to_json() for row in self.report],
                "differs": any(row.differences for row in self.report),
            }
        return out


def rel(root: Path, path: Path) -> str:
    """`path` relative to `root` with "/" separators (the absolute path when outside it)."""
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def read_text(path: Path) -> str | None:
    """The file's text (None when it cannot be read); bad UTF-8 is replaced, never fatal."""
    result = read_file(path, max_bytes=MAX_PREVIEW_BYTES)
    return result.text if result.ok else None


def line_flags(text: str, kept_spans: Sequence[tuple[int, int]]) -> list[PreviewLine]:
    """Lines of `text`, each kept only when it lies wholly inside one kept char span [start, end)."""
    out: list[PreviewLine] = []
    offset = 0
    spans = sorted(kept_spans)
    lines = text.split("\n")
    if lines and lines[-1] == "" and len(lines) > 1:
        lines.pop()
    for number, line in enumerate(lines, start=1):
        start, end = offset, offset + len(line)
        kept = any(s <= start and end <= e for s, e in spans)
        out.append(PreviewLine(number, line, kept))
        offset = end + 1
    return out


def whole_file(
    root: Path, path: Path, text: str, injected: str | None = None, rule: str = "loaded whole"
) -> PreviewFile:
    """A file injected without a cut."""
    shown = text if injected is None else injected
    return PreviewFile(
        path=rel(root, path), chars=len(text), tokens=count_tokens(text), included_chars=len(shown),
        injected=shown, lines=line_flags(text, [(0, len(text))]), rule=rule,
    )

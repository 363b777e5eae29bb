"""A recorded OpenClaw `systemPromptReport` (sessions.json) beside the preview, differences flagged.

The report lists per injected workspace file `rawChars`, `injectedChars` and `truncated`
(session-formats.md §5.3). memtui takes the newest main-session entry of the `sessions.json` files
under the workspace (`openclaw_bootstrap.find_report`) and compares it, file by file (by name), with
its own prediction.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from memtui.core.preview.model import PreviewFile, ReportRow


def _int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def compare_report(report: dict[str, Any], files: Sequence[PreviewFile]) -> list[ReportRow]:
    """One row per file named by the report or the prediction, with the differences in words."""
    predicted = {f.path.rsplit("/", 1)[-1]: f for f in files}
    rows: list[ReportRow] = []
    seen: set[str] = set()
    for item in report.get("injectedWorkspaceFiles") or []:
        if not isinstance(item, dict):
            continue
        name = str(item.get("name") or Path(str(item.get("path") or "")).name)
        seen.add(name)
        f = predicted.get(name)
        row = ReportRow(
            name, _int(item.get("rawChars")), _int(item.get("injectedChars")),
            item.get("truncated") if isinstance(item.get("truncated"), bool) else None,
            None if f is None or f.missing else len(f_text_trimmed(f)),
            None if f is None else f.included_chars,
            None if f is None else f.truncated,
        )
        if f is None:
            row.differences.append("recorded as injected, not predicted (withheld, absent or past the total budget)")
        else:
            if row.recorded_raw is not None and row.predicted_raw is not None and row.recorded_raw != row.predicted_raw:
                row.differences.append(
                    f"file changed since: {row.recorded_raw:,} raw chars then, {row.predicted_raw:,} now"
                )
            if row.recorded_injected is not None and row.recorded_injected != row.predicted_injected:
                row.differences.append(
                    f"injected {row.recorded_injected:,} chars recorded, {row.predicted_injected:,} predicted")
            if row.recorded_truncated is not None and row.recorded_truncated != row.predicted_truncated:
                row.differences.append(
                    f"truncated {row.recorded_truncated} recorded, {row.predicted_truncated} predicted"
                )
        rows.append(row)
    for name, f in predicted.items():
        if name not in seen:
            rows.append(ReportRow(name, None, None, None, f.chars, f.included_chars, f.truncated,
                                  ["predicted, not in the recorded report (new file, or the report predates it)"]))
    return rows


def f_text_trimmed(f: PreviewFile) -> str:
    """The file's text as OpenClaw measures `rawChars` (trailing whitespace trimmed)."""
    return "\n".join(line.text for line in f.lines).rstrip()

"""A list of lint findings with severity badges; choosing one says where it is (`FindingsList.Selected`).

Reusable: the Lint pane shows a workspace's findings with it, the editor embeds it for the findings of
the open file and moves its cursor to the chosen finding's line and column.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from memtui.core.lint.finding import Finding
from memtui.core.text_safety import markers

BADGE_STYLES = {"error": "bold white on red", "warning": "bold black on yellow", "info": "bold white on blue"}
BADGE_TEXT = {"error": " E ", "warning": " W ", "info": " I "}


def badge(severity: str) -> Text:
    """A one-letter severity badge (` E `, ` W `, ` I `) in the severity's colours."""
    return Text(BADGE_TEXT.get(severity, " ? "), style=BADGE_STYLES.get(severity, "reverse"))


def finding_where(finding: Finding, *, show_path: bool = False) -> str:
    """`12:3`, or `path:12:3` with `show_path`."""
    where = f"{markers(finding.path, keep_newlines=False)}:{finding.line}" if show_path else f"{finding.line}"
    return f"{where}:{finding.column}" if finding.column else where


def finding_label(finding: Finding, *, show_path: bool = False, where_width: int = 7, rule_width: int = 24,
                  width: int | None = None) -> Text:
    """`[E] 12:3 threat.exfiltration message…` as one line of rich text: the place right-aligned in
    `where_width` cells, the rule padded to `rule_width`; with `width`, the message is cut with "…"
    so the line fits (the rule is never cut)."""
    label = Text.assemble(
        badge(finding.severity), " ", (f"{finding_where(finding, show_path=show_path):>{where_width}}", "bold"), " ",
        (f"{finding.rule:<{rule_width}}", "dim"), " ", markers(finding.message, keep_newlines=False),
    )
    if width is not None and label.cell_len > width:
        label.truncate(max(width, label.cell_len - cell_len(markers(finding.message, keep_newlines=False)) + 2),
                       overflow="ellipsis")
    return label


@dataclass
class FindingMessage(Message):
    """A message about one finding of a `FindingsList`."""

    findings_list: "FindingsList"
    finding: Finding

    @property
    def control(self) -> "FindingsList":
        return self.findings_list


class FindingsList(OptionList):
    """The findings of one file (or any list of findings), one per line."""

    DEFAULT_CSS = """
    FindingsList {
        height: auto;
        max-height: 10;
        border: none;
        padding: 0;
    }
    """

    class Selected(FindingMessage):
        """A finding was chosen (Enter or click): move to `finding.line` / `finding.column`."""

    class Highlighted(FindingMessage):
        """The highlight moved to a finding (arrow keys)."""

    def __init__(self, findings: list[Finding] | None = None, *, show_path: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.show_path = show_path
        self.findings: list[Finding] = []
        if findings:
            self.set_findings(findings)

    def set_findings(self, findings: list[Finding]) -> None:
        """Show these findings (in the order given), keeping the highlight where it can."""
        highlighted = self.highlighted
        self.findings = list(findings)
        self.clear_options()
        self.add_options(
            Option(finding_label(f, show_path=self.show_path), id=f"finding-{i}") for i, f in enumerate(self.findings)
        )
        if self.findings:
            self.highlighted = min(highlighted or 0, len(self.findings) - 1)

    @property
    def current(self) -> Finding | None:
        """The highlighted finding."""
        index = self.highlighted
        return self.findings[index] if index is not None and 0 <= index < len(self.findings) else None

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.findings):
            self.post_message(self.Selected(self, self.findings[event.option_index]))

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.findings):
            self.post_message(self.Highlighted(self, self.findings[event.option_index]))

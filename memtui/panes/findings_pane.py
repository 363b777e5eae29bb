"""The Lint pane: every lint and threat finding, grouped by file, filtered by severity and rule.

The app lints each scan in a worker and publishes the report on `lint_signal`; this pane shows it.
Enter on a finding posts `OpenFileRequest(path, line)`, so the editor opens at that line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Static, Tree

from memtui.app_access import memtui_app
from memtui.cli.table import plural
from memtui.core.lint.finding import SEVERITIES, Finding, LintReport
from memtui.core.text_safety import markers
from memtui.messages import OpenFileRequest
from memtui.widgets.findings_list import badge, finding_label, finding_where

LEVELS = {"info": "all findings", "warning": "warnings and errors", "error": "errors only"}


class FindingsPane(Vertical):
    """Lint findings by file, with severity badges; Enter opens the editor at the finding."""

    BINDINGS = [
        Binding("ctrl+f", "focus_filter", "Filter", id="findings-filter",
                tooltip="Filter findings by rule id, path or message"),
        Binding("e", "min_severity('error')", "Errors", id="findings-errors", tooltip="Show errors only"),
        Binding("w", "min_severity('warning')", "Warnings+", id="findings-warnings",
                tooltip="Show warnings and errors"),
        Binding("a", "min_severity('info')", "All", id="findings-all", tooltip="Show every finding, info included"),
        Binding("r", "relint", "Re-lint", id="findings-relint", tooltip="Scan the workspace and lint it again"),
        Binding("m", "move_section", "Move section", id="findings-move-section",
                tooltip="Move the index section holding this finding into a topic file, for findings a move "
                        "fixes (previewed, backed up)"),
        Binding("escape", "clear_filter", "Clear filter", show=False, id="findings-clear",
                tooltip="Clear the filter and focus the findings"),
    ]

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.report: LintReport | None = None
        self.min_severity = "info"

    def compose(self) -> ComposeResult:
        yield Static("linting…", id="findings-summary")
        tree: Tree[object] = Tree("findings", id="findings-tree")   # first focusable: the tab lands here
        tree.show_root = False
        tree.auto_expand = False
        yield tree
        yield Static("", id="findings-detail")
        with Horizontal(id="findings-bar"):
            filter_input = Input(placeholder="filter: rule (threat, index.size), path or text…  (ctrl+f)",
                                 id="findings-filter-input")
            filter_input.cursor_blink = memtui_app(self).cursor_blink
            yield filter_input
            yield Static(LEVELS[self.min_severity], id="findings-level")

    def on_mount(self) -> None:
        app = memtui_app(self)
        app.lint_signal.subscribe(self, self.show_report)
        if app.lint_report is not None:
            self.show_report(app.lint_report)

    # --- state ------------------------------------------------------------------------------------

    def show_report(self, report: LintReport) -> None:
        """Show a new report, keeping the filters and the highlighted finding where it can."""
        self.report = report
        self.refresh_tree()

    def shown_findings(self) -> list[Finding]:
        """The findings that pass the severity and text filters."""
        if self.report is None:
            return []
        needle = self.query_one("#findings-filter-input", Input).value.strip()
        return self.report.filtered(min_severity=self.min_severity, text=needle)

    def refresh_tree(self) -> None:
        tree = self.query_one("#findings-tree", Tree)
        current = tree.cursor_node.data if tree.cursor_node is not None else None
        tree.clear()
        self.query_one("#findings-level", Static).update(LEVELS[self.min_severity])
        report = self.report
        if report is None:
            return
        shown = self.shown_findings()
        grouped: dict[str, list[Finding]] = {}
        for finding in shown:
            grouped.setdefault(finding.path, []).append(finding)
        restore = None
        where_width, rule_width, width = self._label_widths(shown)
        for path, findings in grouped.items():
            counts = {s: sum(f.severity == s for f in findings) for s in SEVERITIES}
            label = Text.assemble((markers(path, keep_newlines=False), "bold"), "  ",
                                  *[part for s in SEVERITIES if counts[s]
                                    for part in (badge(s), (f"{counts[s]} ", ""))])
            node = tree.root.add(label, data=path, expand=True)
            for finding in findings:
                label = finding_label(finding, where_width=where_width, rule_width=rule_width, width=width)
                leaf = node.add_leaf(label, data=finding)
                if finding == current:
                    restore = leaf
            if path == current:
                restore = restore or node
        self.query_one("#findings-summary", Static).update(self._summary(report, len(shown), len(grouped)))
        if restore is None and tree.root.children:       # nothing to restore: the first finding, so Enter opens it
            first = tree.root.children[0]
            restore = first.children[0] if first.children else first
        if restore is not None:
            self.call_after_refresh(tree.move_cursor, restore)
        self._show_detail(restore.data if restore is not None else None)

    def _label_widths(self, shown: list[Finding]) -> tuple[int, int, int | None]:
        """Columns as wide as the longest place and rule shown; the message cut to the tree's width
        (the whole message is in the detail line under the tree), so nothing scrolls sideways."""
        tree = self.query_one("#findings-tree", Tree)
        room = tree.content_region.width - tree.styles.scrollbar_size_vertical - tree.guide_depth - 1
        return (max((len(finding_where(f)) for f in shown), default=1), max((len(f.rule) for f in shown), default=1),
                room if room > 0 else None)

    def _show_detail(self, data: object) -> None:
        """The highlighted finding in full under the tree (the tree cuts long messages)."""
        detail = self.query_one("#findings-detail", Static)
        if isinstance(data, Finding):
            detail.update(Text.assemble(
                (f"{markers(data.path, keep_newlines=False)}:{finding_where(data)}", "bold"), "  ", (data.rule, "dim"),
                "  ", markers(data.message, keep_newlines=False), ("  (Enter opens it)", "dim")))
        elif isinstance(data, str) and self.report is not None:
            detail.update(Text.assemble((markers(data, keep_newlines=False), "bold"),
                                        (f"  {plural(len(self.report.for_path(data)), 'finding')}"
                                         "  (Enter folds or unfolds)", "dim")))
        else:
            detail.update(Text("↑↓ choose a finding: its whole message shows here", style="dim"))

    def on_resize(self) -> None:
        """Labels are cut to the tree's width: fit them again once the new layout is done."""
        self.call_after_refresh(self.refresh_tree)

    @on(Tree.NodeHighlighted, "#findings-tree")
    def _node_highlighted(self, event: Tree.NodeHighlighted[object]) -> None:
        self._show_detail(event.node.data)

    def _summary(self, report: LintReport, shown: int, files: int) -> Text:
        counts = report.summary()
        parts: list[tuple[str, str] | Text | str] = [
            (plural(counts["error"], "error"), "bold red" if counts["error"] else ""), ("  ·  ", "dim"),
            (plural(counts["warning"], "warning"), "yellow" if counts["warning"] else ""), ("  ·  ", "dim"),
            (f"{counts['info']} info", ""), ("  ·  ", "dim"),
            (f"showing {shown} in {plural(files, 'file')}", "dim"), ("  ·  ", "dim"),
            (plural(len(report.rules_run), "rule"), "dim"),
        ]
        if not report.findings:
            parts = [("no findings: the memory is clean", "green"), ("  ·  ", "dim"),
                     (plural(len(report.rules_run), "rule"), "dim")]
        if report.notices:
            parts += [("\n", ""), ("⚠ " + report.notices[0], "yellow")]
            if len(report.notices) > 1:
                parts.append((f" (+{len(report.notices) - 1} more)", "dim"))
        return Text.assemble(*parts)

    # --- actions and events -----------------------------------------------------------------------

    def action_focus_filter(self) -> None:
        self.query_one("#findings-filter-input", Input).focus()

    def action_clear_filter(self) -> None:
        self.query_one("#findings-filter-input", Input).value = ""
        self.query_one("#findings-tree", Tree).focus()

    def action_min_severity(self, level: str) -> None:
        self.min_severity = level
        self.refresh_tree()

    def action_relint(self) -> None:
        memtui_app(self).scan()  # the app lints every scan
        self.query_one("#findings-summary", Static).update("linting…")

    def current_finding(self) -> Finding | None:
        node = self.query_one("#findings-tree", Tree).cursor_node
        return node.data if node is not None and isinstance(node.data, Finding) else None

    def action_move_section(self) -> None:
        """Open the assisted fix for the highlighted finding's section of an index file."""
        finding = self.current_finding()
        workspace = memtui_app(self).workspace
        memory_file = workspace.get(finding.path) if workspace is not None and finding is not None else None
        is_index = memory_file.role == "index" if memory_file is not None else (
            finding is not None and finding.path.rsplit("/", 1)[-1].lower() == "memory.md")
        if finding is None or not is_index:
            self.app.notify("Highlight a finding in an index file (MEMORY.md) to move its section into a topic file.",
                            title="Move section", severity="warning")
            return
        from memtui.core.lint.fix import MOVE_FIXES, move_fixes
        from memtui.screens.move_section_screen import MoveSectionScreen

        if not move_fixes(finding.rule):
            self.app.notify(f"Moving its section does not fix {finding.rule}; it only fixes "
                            f"{', '.join(sorted(MOVE_FIXES))}.", title="Move section", severity="warning", timeout=8)
            return
        in_index = [(f.rule, f.line, f.message) for f in self.report.findings if f.path == finding.path] \
            if self.report is not None else []

        def done(written: list[str] | None) -> None:
            if written:
                self.app.notify("wrote " + ", ".join(written) + " (backups in .memtui/backups/)", title="Section moved")
                self.action_relint()

        self.app.push_screen(MoveSectionScreen(self.root, finding.path, finding.line, in_index), done)

    @on(Input.Changed, "#findings-filter-input")
    def _filter_changed(self) -> None:
        self.refresh_tree()

    @on(Input.Submitted, "#findings-filter-input")
    def _filter_submitted(self) -> None:
        self.query_one("#findings-tree", Tree).focus()

    @on(Tree.NodeSelected, "#findings-tree")
    def _node_selected(self, event: Tree.NodeSelected[object]) -> None:
        event.stop()
        data = event.node.data
        if isinstance(data, Finding):
            self.post_message(OpenFileRequest(data.path, data.line))
        else:
            event.node.toggle()

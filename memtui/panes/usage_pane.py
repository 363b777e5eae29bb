"""The usage pane: where each session's context goes, the aggregate table, context growth with its
compactions, the memory tax against its caps, and what cache-ttl pruning would save."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import ScrollableContainer, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Label, Static

from memtui.app_access import ReportsWorkerErrors, memtui_app
from memtui.cli.table import distinct_names, plural
from memtui.core.text_safety import markers
from memtui.core.usage.collect import Collected, workspace_sessions
from memtui.core.usage.report import Aggregate, MemoryTax, aggregate, display_path, memory_tax, percent, tokenizer_short
from memtui.core.usage.result import (
    CATEGORIES, DERIVED, STRATEGIES, SYSTEM_PROMPT, UNKNOWN, SessionUsage, breakdown_total,
)
from memtui.core.workspace import Workspace

if TYPE_CHECKING:
    from memtui.core.usage.simulate import Simulation
from memtui.widgets.context_timeline import ContextTimeline, Point
from memtui.widgets.usage_bars import BarRow, UsageBars, fit_cells, legend
from memtui.widgets.hints import NO_SESSIONS


@dataclass
class UsageReport:
    """Everything the pane shows, computed off the UI thread."""

    root: Path
    collected: Collected
    aggregate: Aggregate
    tax: MemoryTax
    lossy: dict[str, set[str]] = field(default_factory=dict)    # path -> ids of lossy compactions (issue 17)


def build_report(ws: Workspace) -> UsageReport:
    """Analyse the workspace's transcripts and its always-loaded memory (runs in a worker)."""
    from memtui.core.usage.compaction_loss import lossy_compactions, workspace_memory_text

    collected = workspace_sessions(ws)
    compacted = [s.path for s in collected.sessions if s.compactions]
    memory = workspace_memory_text(ws.root, [f.path for f in ws.memory_files()]) if compacted else ""
    return UsageReport(ws.root, collected, aggregate(collected.sessions), memory_tax(ws),
                       lossy_compactions(compacted, memory))


SIMULATION_WINDOW = 200_000      # the window of the timeline's what-if overlay (`memtui stats --window` to vary it)


DERIVED_MARK = "*"    # marks the system prompt where it is derived (a remainder), not recorded


def _short(name: str, width: int = 30) -> str:
    """A name cut to `width` terminal cells (wide CJK chars count 2)."""
    return fit_cells(name, width).rstrip()


class UsagePane(ReportsWorkerErrors, Vertical):
    """Context usage by category per session, over all sessions, over time, and the memory tax."""

    BINDINGS = [
        Binding("v", "toggle_view", "Whole/active", id="usage-toggle-view",
                tooltip="Switch the bars between the whole file and the active context (what the model last saw)"),
        Binding("[", "select_session(-1)", "Prev", id="usage-prev-session",
                tooltip="Show the context growth of the previous session"),
        Binding("]", "select_session(1)", "Next", id="usage-next-session",
                tooltip="Show the context growth of the next session"),
        Binding("s", "cycle_simulation", "Simulate", id="usage-simulate",
                tooltip="Overlay where Pi, ironclaw, Hermes or OpenClaw cache-ttl would compact this session (cycles)"),
        Binding("L", "save_lost", "Save lost", id="usage-save-lost",
                tooltip="Preview, then append the specifics this session's compactions lost to a topic file"),
    ]

    class Computed(Message):
        """A usage report is ready."""

        def __init__(self, report: UsageReport) -> None:
            super().__init__()
            self.report = report

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = root
        self.report: UsageReport | None = None
        self.view = "active"

    def compose(self) -> ComposeResult:
        yield Static("computing context usage…", id="usage-summary")
        yield Static(legend(CATEGORIES), id="usage-legend")
        with VerticalScroll(id="usage-bars-box", can_focus=False):
            # one scale for every bar: a bar's length is its tokens, so 2k and 200k never look alike
            yield UsageBars(normalize=False, selectable=True, id="usage-bars", label_width=28, note_width=16)
        yield Static("", id="usage-detail")
        with ScrollableContainer(id="usage-body", can_focus=False):   # side by side; stacked when narrow
            with Vertical(id="usage-left"):
                yield Label("All sessions (whole files)", classes="usage-title")
                table: DataTable[str | Text] = DataTable(id="usage-aggregate", cursor_type="row", zebra_stripes=True)
                table.add_columns("category", "tokens", "% of context", "avg/session")
                yield table
                yield Static("", id="usage-extremes")
            with Vertical(id="usage-right"):
                yield Label("Context growth", id="usage-timeline-title", classes="usage-title")
                yield ContextTimeline(id="usage-timeline")
                yield Static("", id="usage-timeline-caption")
                yield Label("Memory tax", id="usage-tax-title", classes="usage-title")
                yield UsageBars(normalize=False, id="usage-tax", label_width=26, note_width=22)
                yield Static("", id="usage-whatif")

    def on_mount(self) -> None:
        app = memtui_app(self)
        app.workspace_signal.subscribe(self, self.show_workspace)
        if app.workspace is not None:
            self.show_workspace(app.workspace)

    def show_workspace(self, workspace: Workspace) -> None:
        """Recompute for a new scan (the transcripts or the memory files may have changed)."""
        self.compute(workspace)

    @work(thread=True, exclusive=True, exit_on_error=False, group="usage")
    def compute(self, workspace: Workspace) -> None:
        self.post_message(self.Computed(build_report(workspace)))

    @on(Computed)
    def _computed(self, message: Computed) -> None:
        self.report = message.report
        self.refresh_all()

    # --- actions ----------------------------------------------------------------------------

    def action_toggle_view(self) -> None:
        self.view = "whole" if self.view == "active" else "active"
        self.refresh_bars()
        self.refresh_detail()

    def action_select_session(self, step: int) -> None:
        self.query_one("#usage-bars", UsageBars).cursor += step

    simulation: str | None = None                        # the strategy overlaid on the timeline (issue 17)
    simulated: tuple[str, str, Simulation] | None = None     # (path, strategy, replay) of the selected session

    def action_cycle_simulation(self) -> None:
        order = [None, *STRATEGIES]
        self.simulation = order[(order.index(self.simulation) + 1) % len(order)]
        self.refresh_timeline()
        # the overlay is drawn on the growth chart, below the table at 80×24: bring it into view and
        # say what "s" did (it looked like nothing happened)
        self.query_one("#usage-timeline-title", Label).scroll_visible(top=True, animate=False)
        self.app.notify(f"simulating {self.simulation} compaction on the growth chart (s: next)"
                        if self.simulation else "simulation off", title="Simulate", timeout=3)

    @work(thread=True, exclusive=True, exit_on_error=False, group="usage-simulate")
    def simulate_selected(self, path: str, strategy: str, window: int) -> None:
        from memtui.core.usage.simulate import simulate_file

        result = simulate_file(path, strategy, window)
        self.app.call_from_thread(self._simulated, path, strategy, result)

    def _simulated(self, path: str, strategy: str, result: Simulation) -> None:
        self.simulated = (path, strategy, result)
        self.refresh_timeline()

    def action_save_lost(self) -> None:
        """Issue 17: save what the selected session's compactions lost (previewed, atomic, backed up)."""
        from memtui.screens.lost_screen import LostSpecificsScreen

        if not self.sessions:
            return
        s = self.sessions[self.query_one("#usage-bars", UsageBars).cursor]
        self.app.push_screen(LostSpecificsScreen(self.report.root if self.report else self.root, s.path,
                                                 s.name or self.rel(s.path)))

    @on(UsageBars.Highlighted, "#usage-bars")
    def _session_highlighted(self, event: UsageBars.Highlighted) -> None:
        self.refresh_timeline()
        self.refresh_detail()

    # --- drawing ----------------------------------------------------------------------------

    @property
    def sessions(self) -> list[SessionUsage]:
        return self.report.collected.sessions if self.report else []

    def name_of(self, path: str) -> str:
        """A session's display name by its path (the file name when unknown)."""
        return next((s.name for s in self.sessions if s.path == path and s.name), Path(path).name)

    def rel(self, path: str) -> str:
        """A session's path for display, control characters shown as visible markers."""
        return markers(display_path(path, self.report.root if self.report else self.root), keep_newlines=False)

    def refresh_all(self) -> None:
        self.refresh_bars()
        self.refresh_detail()
        self.refresh_table()
        self.refresh_timeline()
        self.refresh_tax()

    def refresh_bars(self) -> None:
        rows = []
        paths = [self.rel(s.path) for s in self.sessions]
        names = distinct_names([s.name or path for s, path in zip(self.sessions, paths, strict=True)], paths)
        for s, name in zip(self.sessions, names, strict=True):
            bd = s.whole if self.view == "whole" else s.active
            total = breakdown_total(bd).tokens
            rows.append(BarRow(name, [(c, bd[c].tokens) for c in CATEGORIES], f"{total:,} tok"))
        self.query_one("#usage-bars", UsageBars).rows = rows
        derived = any(s.system_prompt.source == DERIVED for s in self.sessions)
        self.query_one("#usage-legend", Static).update(legend(CATEGORIES, derived=DERIVED_MARK if derived else None))
        if self.report:
            problems = len(self.report.collected.problems) + sum(1 for s in self.sessions if s.malformed)
            largest = max((r.total for r in rows), default=0)
            if not rows:
                self.query_one("#usage-summary", Static).update(NO_SESSIONS)
                return
            self.query_one("#usage-summary", Static).update(
                f"{plural(len(rows), 'session')} · {self.report.aggregate.total.tokens:,} tokens in all · bars: "
                f"{'whole files' if self.view == 'whole' else 'active context'}, one scale (full = {largest:,} tok) · "
                f"{tokenizer_short(self.sessions)}" + (f" · {plural(problems, 'problem')}" if problems else "")
            )

    def refresh_detail(self) -> None:
        """The highlighted session's shares by category (the bars show sizes, this line the mix)."""
        detail = self.query_one("#usage-detail", Static)
        if not self.sessions:
            detail.update("")
            return
        s = self.sessions[self.query_one("#usage-bars", UsageBars).cursor]
        bd = s.whole if self.view == "whole" else s.active
        total = breakdown_total(bd).tokens
        counted = "active context" if self.view == "active" else "whole file"
        reported = (f"; last reported {s.reported_context_tokens:,}" if s.reported_context_tokens is not None else "")
        # labelled: the Sessions list's "Reported tok" is the agent's own last figure, this one is counted
        parts = [f"{total:,} tok {counted}, counted{reported}"] + [
            f"{category}{DERIVED_MARK if category == SYSTEM_PROMPT and s.system_prompt.source == DERIVED else ''} "
            f"{percent(bd[category].tokens / total)}"
            for category in sorted(CATEGORIES, key=lambda c: -bd[c].tokens) if total and bd[category].tokens
        ]
        note = (f"  ({DERIVED_MARK} system prompt derived: reported context minus the transcript)"
                if s.system_prompt.source == DERIVED else "")
        detail.update(Text.assemble((f"{_short(s.name or self.rel(s.path), 28)}: ", "bold"), " · ".join(parts),
                                    (note, "dim")))

    def refresh_table(self) -> None:
        assert self.report is not None
        agg = self.report.aggregate
        table = self.query_one("#usage-aggregate", DataTable)
        table.clear()
        for row in agg.rows:
            table.add_row(row.category, f"{row.tokens:,}", percent(row.share), f"{row.average_tokens:,.0f}",
                          key=row.category)
        table.add_row(Text("total", style="bold"), f"{agg.total.tokens:,}", percent(1.0 if agg.total.tokens else 0.0),
                      f"{(agg.total.tokens / agg.sessions if agg.sessions else 0):,.0f}", key="total")
        lines = ["Most extreme sessions:"] + [
            f"{ex.category:<15}{percent(ex.share):>8}  {_short(self.name_of(ex.path))}" for ex in agg.extremes
        ]
        self.query_one("#usage-extremes", Static).update("\n".join(lines))

    def refresh_timeline(self) -> None:
        title = self.query_one("#usage-timeline-title", Label)
        timeline = self.query_one("#usage-timeline", ContextTimeline)
        sessions = self.sessions
        if not sessions:
            title.update("Context growth")
            timeline.points = []
            self.query_one("#usage-timeline-caption", Static).update("")
            return
        s = sessions[self.query_one("#usage-bars", UsageBars).cursor]
        low = {c.id for c in s.compactions if c.low_saving}
        lossy = self.report.lossy.get(s.path, set()) if self.report else set()
        sim = self.simulated[2] if self.simulated and self.simulated[:2] == (s.path, self.simulation) else None
        if self.simulation and sim is None:
            self.simulate_selected(s.path, self.simulation, SIMULATION_WINDOW)
        marks = {p.entry for p in sim.points} if sim is not None else set()
        timeline.points = [Point(p.tokens, p.measured, p.compaction, p.node_id in low, p.node_id in lossy,
                                 p.node_id in marks) for p in s.timeline]
        title.update(f"Context growth — {_short(s.name, 60) if s.name else self.rel(s.path)}")
        sp = s.system_prompt
        reported = f"{s.reported_context_tokens:,}" if s.reported_context_tokens is not None else "n/a"
        system = "unknown" if sp.source == UNKNOWN else f"{sp.tokens:,} ({sp.source})"
        flagged = (f", {len(low)} saved < 10 %" if low else "") + (f", {len(lossy)} lossy ✗" if lossy else "")
        peak = max((p.tokens for p in s.timeline), default=0)
        timeline.caption = f"peak {peak:,} tokens · {plural(len(s.timeline), 'point')}"
        if self.simulation:
            timeline.caption += (f" · ◇ {self.simulation} at {SIMULATION_WINDOW:,}: "
                                 + (plural(sim.compactions, "compaction") if sim is not None else "simulating…"))
        compactions = ", ".join(
            f"{c.tokens_before:,}→{c.tokens_after:,}" + (" ⚠<10 %" if c.low_saving else "") for c in s.compactions
        )
        self.query_one("#usage-timeline-caption", Static).update(
            f"reported {reported} · system prompt {system} · {plural(len(s.compactions), 'compaction')}{flagged}"
            + (f": {compactions}" if compactions else "")
        )
        what_if = s.what_if
        self.query_one("#usage-whatif", Static).update(
            f"What-if cache-ttl pruning saves {what_if.tokens_saved:,} tokens here "
            f"({plural(what_if.pruned, 'result')}), {sum(x.what_if.tokens_saved for x in sessions):,} over all sessions"
        )

    def refresh_tax(self) -> None:
        assert self.report is not None
        tax = self.report.tax
        self.query_one("#usage-tax-title", Label).update(
            f"Memory tax: {tax.tokens:,} tokens ({tax.chars:,} chars) from "
            f"{plural(len(tax.files), 'always-loaded file')}"
        )
        rows = []
        for cap in tax.caps:
            color = "#d75f5f" if cap.used > cap.limit else "#5faf5f"
            label = f"{cap.name} ({cap.path})" if cap.path else cap.name
            rows.append(BarRow(label, [(cap.unit, cap.used)], f"{cap.used:,}/{cap.limit:,} {cap.unit}",
                               limit=cap.limit, colors={cap.unit: color}))
        if not rows and tax.files:      # no cap applies: show what each always-loaded file costs
            segments = list(zip(tax.files, tax.file_tokens, strict=True))
            rows.append(BarRow("always loaded", segments, f"{tax.tokens:,} tokens"))
        self.query_one("#usage-tax", UsageBars).rows = rows

"""The audit pane: ask what the agent believes about a topic; see evidence, conflicts, sources.

A query box with history (up/down) runs `Auditor.audit` in a thread worker; results come back as a
message and fill a table grouped by file (badges: always-loaded / on demand, type, age, conflict,
threat, stale), a conflicts table and a detail view (surrounding lines, score breakdown, session
that wrote the belief). Ctrl+T toggles between beliefs and the raw search hits (the workspace
search box). Embedding of pending chunks runs in a second worker with a progress bar while keyword
search already answers. Enter opens the editor at the line; after a save the audit refreshes.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import DataTable, Label, ProgressBar, Static
from textual.worker import get_current_worker

from memtui.cli.table import plural
from memtui.core.audit.beliefs import Auditor, AuditResult, Belief
from memtui.core.audit.staleness import age_label
from memtui.core.text_safety import markers
from memtui.core.workspace import Workspace
from memtui.messages import OpenFileRequest
from memtui.widgets.history_input import HistoryInput
from memtui.widgets.safe_text import cell, safe

CONTEXT_LINES = 3           # lines shown above and below a belief in the detail view
BUSY_RETRIES = 4
MAX_HIT_LINES = 40          # lines of a raw hit shown in the detail view
BELIEF_COLUMNS = ("line", "badges", "statement")
HIT_COLUMNS = ("lines", "score type", "file and snippet")
BADGE_STYLES = {
    "always-loaded": "bold cyan", "on demand": "dim", "conflict": "bold yellow", "threat": "bold red",
    "stale": "yellow", "session": "green", "current": "bold green", "superseded": "yellow",
}

Lines = list[tuple[int, str]]


def index_state_text(state: Any, embedding: tuple[int, int] | None = None) -> Text:
    """The index state line: fresh / stale files / vectors pending / embedder or keyword-only."""
    if state is None:
        return Text("index: not opened yet — type a topic and press Enter", style="dim")
    parts: list[tuple[str, str]] = [("index ", "dim")]
    parts.append(("fresh", "green") if state.fresh else ("not fresh", "yellow"))
    if state.stale_files:
        parts.append((f" · {len(state.stale_files)} stale files", "yellow"))
    if embedding is not None:
        done, total = embedding
        parts.append((f" · embedding {done}/{total}", "cyan"))
    elif state.vectors_pending:
        parts.append((f" · {state.vectors_pending} vectors pending", "yellow"))
    if state.embedder:
        parts.append((f" · {state.embedder}", "dim"))
    else:
        parts.append((" · keyword-only (no embedder)", "bold yellow"))
    if state.notice:
        parts.append((f" · {state.notice}", "italic yellow"))
    return Text.assemble(*parts)


def _badge(label: str, kind: str | None = None) -> Text:
    return Text(f"[{label}]", style=BADGE_STYLES.get(kind or label, "magenta"))


def file_badges(first: Belief) -> Text:
    """Badges of a file group: always-loaded or on demand, doc type, age."""
    out = Text(" ").join([
        _badge("always-loaded" if first.always_loaded else "on demand"),
        _badge(first.doc_type, "type"),
        *([_badge(age_label(first.age_days), "age")] if first.age_days is not None else []),
    ])
    return out


def belief_badges(belief: Belief) -> Text:
    """Compact badges of one belief: current / superseded, ≠conflict numbers, threat, stale, ✎ written
    by a session, ×sources."""
    badges = []
    if belief.status:
        badges.append(Text(belief.status, style=BADGE_STYLES[belief.status]))
    if belief.conflicts:
        badges.append(Text("≠" + ",".join(str(i + 1) for i in belief.conflicts), style=BADGE_STYLES["conflict"]))
    if belief.threats:
        badges.append(Text("threat", style=BADGE_STYLES["threat"]))
    if belief.stale and belief.superseded_by is None:
        badges.append(Text("stale", style=BADGE_STYLES["stale"]))
    if belief.session:
        badges.append(Text("✎", style=BADGE_STYLES["session"]))
    if len(belief.sources) > 1:
        badges.append(Text(f"×{len(belief.sources)}", style="cyan"))
    return Text(" ").join(badges)


def long_badges(belief: Belief) -> Text:
    """The belief's badges spelled out (detail view)."""
    badges = []
    if belief.status:
        badges.append(_badge(belief.status))
    if belief.conflicts:
        badges.append(_badge("conflict " + ",".join(f"#{i + 1}" for i in belief.conflicts), "conflict"))
    for category in sorted({t.category for t in belief.threats}):
        badges.append(_badge(f"threat {category}", "threat"))
    if belief.stale:
        badges.append(_badge("stale", "stale"))
    if belief.session:
        badges.append(_badge("written by a session", "session"))
    return Text(" ").join(badges)


def _numbered(lines: Lines, marked: set[int]) -> Text:
    out = Text()
    for number, line in lines:
        style = "bold reverse" if number in marked else ""
        out.append(f"{number:>5} ", style="dim")
        out.append(markers(line, keep_newlines=False) + "\n", style=style)
    return out


class AuditPane(Vertical):
    """What does the agent believe about X? Evidence, conflicts, provenance, jump to fix."""

    BINDINGS = [
        Binding("ctrl+t", "toggle_view", "Beliefs/hits", id="audit-toggle",
                tooltip="Switch between statement-level beliefs and the raw search hits"),
        Binding("ctrl+f", "focus_query", "Query", id="audit-focus-query", tooltip="Type a new topic"),
        Binding("ctrl+r", "rerun", "Re-run", id="audit-rerun", tooltip="Run the audit again (index refreshes first)"),
        Binding("ctrl+o", "open_other", "Other side", id="audit-open-other",
                tooltip="Open the other side of the highlighted conflict in the editor"),
        Binding("ctrl+e", "toggle_breakdown", "Score parts", id="audit-breakdown",
                tooltip="Show or hide how the highlighted belief's or hit's score is made"),
    ]

    @dataclass
    class AuditReady(Message):
        serial: int
        result: AuditResult
        contexts: dict[tuple[str, int], Lines]

    @dataclass
    class AuditFailed(Message):
        serial: int
        error: str

    @dataclass
    class EmbedProgress(Message):
        done: int
        total: int

    @dataclass
    class EmbedFinished(Message):
        embedded: int
        state: Any

    def __init__(self, root: Path, *, k: int = 10, today: date | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.k = k
        self.today = today
        self.topic: str | None = None
        self.result: AuditResult | None = None
        self.contexts: dict[tuple[str, int], Lines] = {}
        self.show_hits = False
        self.show_breakdown = False
        self.state: Any = None
        self.embedding: tuple[int, int] | None = None
        self._serial = 0
        self._auditor: Auditor | None = None
        self._embed_engine: Any = None
        self._auditor_lock = threading.Lock()
        self._embed_started = False

    def compose(self) -> ComposeResult:
        query = HistoryInput(placeholder="what does the agent believe about…  (Enter)", id="audit-query")
        query.cursor_blink = getattr(self.app, "cursor_blink", True)
        yield query
        with Horizontal(id="audit-status"):
            yield Static(index_state_text(None), id="audit-state")
            yield ProgressBar(id="audit-embed", show_eta=False)
        yield Static("", id="audit-summary")
        with Horizontal(id="audit-body"):
            table = DataTable(id="audit-results", cursor_type="row", zebra_stripes=False)
            table.add_columns(*BELIEF_COLUMNS)
            yield table
            with VerticalScroll(id="audit-detail-box"):
                yield Static("", id="audit-detail")
        yield Label("Conflicts — candidates for review, never resolved automatically", id="audit-conflicts-title")
        conflicts = DataTable(id="audit-conflicts", cursor_type="row")
        conflicts.add_columns("#", "a", "b", "current", "reason")
        yield conflicts

    def on_mount(self) -> None:
        self.query_one("#audit-embed", ProgressBar).display = False
        app = self.app
        for name, callback in (("workspace_signal", self._workspace_scanned),
                               ("file_saved_signal", self._file_saved),
                               ("files_changed_signal", self._files_changed)):
            signal = getattr(app, name, None)
            if signal is not None:
                signal.subscribe(self, callback)
        if getattr(app, "workspace", None) is not None:
            self._workspace_scanned(app.workspace)  # type: ignore[attr-defined]

    def on_unmount(self) -> None:
        self.workers.cancel_group(self, "audit-embed")
        self.workers.cancel_group(self, "audit")

    # --- workers ------------------------------------------------------------------------------

    def _get_auditor(self) -> Auditor:
        with self._auditor_lock:
            if self._auditor is None:
                self._auditor = Auditor(self.root, today=self.today, workspace=getattr(self.app, "workspace", None))
            return self._auditor

    @work(thread=True, exclusive=True, exit_on_error=False, group="audit")
    def run_audit(self, topic: str, serial: int) -> None:
        """Search, split into beliefs, read the lines around each (off the UI thread)."""
        try:
            auditor = self._get_auditor()
            result = self._audit_with_retry(auditor, topic)
            contexts: dict[tuple[str, int], Lines] = {}
            for belief in result.beliefs:
                contexts[(belief.path, belief.line)] = auditor.lines(
                    belief.path, belief.line - CONTEXT_LINES, belief.line + CONTEXT_LINES)
            for hit in result.hits:
                contexts.setdefault((hit.path, hit.start_line), auditor.lines(
                    hit.path, hit.start_line, min(hit.end_line, hit.start_line + MAX_HIT_LINES - 1)))
        except Exception as exc:  # shown in the pane, never fatal
            self.post_message(self.AuditFailed(serial, f"{type(exc).__name__}: {exc}"))
            return
        self.post_message(self.AuditReady(serial, result, contexts))

    def _audit_with_retry(self, auditor: Auditor, topic: str) -> AuditResult:
        """Audit; a write of the embedding worker can make SQLite answer "busy" once: retry."""
        import apsw

        for attempt in range(BUSY_RETRIES):
            try:
                return auditor.audit(topic, k=self.k)
            except apsw.BusyError:
                if attempt == BUSY_RETRIES - 1:
                    raise
                time.sleep(0.1 * (attempt + 1))
        raise AssertionError("unreachable")

    @work(thread=True, exclusive=True, exit_on_error=False, group="audit-embed")
    def embed_in_background(self) -> None:
        """Embed pending chunks with its own engine (and model), reporting progress."""
        from memtui.core.search.engine import SearchEngine

        worker = get_current_worker()
        with self._auditor_lock:
            if self._embed_engine is None:       # kept across runs: the model loads once
                self._embed_engine = SearchEngine(self.root)
            engine = self._embed_engine
        done = engine.embed_pending(
            progress=lambda d, t: self.post_message(self.EmbedProgress(d, t)),
            should_stop=lambda: worker.is_cancelled,
        )
        self.post_message(self.EmbedFinished(done, engine.state()))

    # --- actions ------------------------------------------------------------------------------

    def start_audit(self, topic: str) -> None:
        """Audit `topic` (also what Enter in the query box does)."""
        topic = topic.strip()
        if not topic:
            return
        self.topic = topic
        self._serial += 1
        self.query_one("#audit-summary", Static).update(Text(f"auditing {topic!r}…", style="italic"))
        self.run_audit(topic, self._serial)

    def action_rerun(self) -> None:
        if self.topic:
            self.start_audit(self.topic)

    def action_toggle_view(self) -> None:
        self.show_hits = not self.show_hits
        self.fill_results()

    def action_toggle_breakdown(self) -> None:
        """Show or hide the score breakdown in the detail view (one clear number by default)."""
        self.show_breakdown = not self.show_breakdown
        table = self.query_one("#audit-results", DataTable)
        self.show_detail(self._row_key(table))

    def action_focus_query(self) -> None:
        self.query_one("#audit-query", HistoryInput).focus()

    def action_open_other(self) -> None:
        """Open side b of the highlighted conflict (Enter on the conflict opens side a)."""
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.post_message(OpenFileRequest(conflict.b.path, conflict.b.line))

    # --- signals from the app -----------------------------------------------------------------

    def _workspace_scanned(self, workspace: Workspace) -> None:
        if self._auditor is not None:
            self._auditor.set_workspace(workspace)

    def _file_saved(self, path: str) -> None:
        self._refresh_after_change()

    def _files_changed(self, paths: frozenset[str]) -> None:
        # memory files only: a transcript an agent is appending to would re-run the audit every second
        if any(p.endswith((".md", ".markdown", ".txt")) for p in paths):
            self._refresh_after_change()

    def _refresh_after_change(self) -> None:
        """The index updates on the next search; re-run the audit and embed new chunks."""
        if self.topic:
            self.start_audit(self.topic)
        if self._embed_started:
            self.embed_in_background()

    # --- messages -----------------------------------------------------------------------------

    @on(HistoryInput.Submitted, "#audit-query")
    def _query_submitted(self, event: HistoryInput.Submitted) -> None:
        event.stop()
        event.input.remember(event.value)  # type: ignore[attr-defined]
        self.start_audit(event.value)

    @on(AuditReady)
    def _audit_ready(self, message: AuditReady) -> None:
        if message.serial != self._serial:
            return
        self.result = message.result
        self.contexts = message.contexts
        self.state = message.result.state
        self.update_state()
        self.fill_results()
        self.fill_conflicts()
        if not self._embed_started and message.result.state.vectors_pending:
            self._embed_started = True     # after the first audit: the index exists, keyword answers
            self.embed_in_background()

    @on(AuditFailed)
    def _audit_failed(self, message: AuditFailed) -> None:
        if message.serial == self._serial:
            self.query_one("#audit-summary", Static).update(Text(f"audit failed: {message.error}", style="bold red"))

    @on(EmbedProgress)
    def _embed_progress(self, message: EmbedProgress) -> None:
        bar = self.query_one("#audit-embed", ProgressBar)
        if message.total and message.done < message.total:
            self.embedding = (message.done, message.total)
            bar.display = True
            bar.update(total=message.total, progress=message.done)
        else:
            self.embedding = None
            bar.display = False
        self.update_state()

    @on(EmbedFinished)
    def _embed_finished(self, message: EmbedFinished) -> None:
        self.embedding = None
        self.query_one("#audit-embed", ProgressBar).display = False
        self.state = message.state
        self.update_state()
        if message.embedded and self.topic:
            self.start_audit(self.topic)   # now with vectors

    @on(DataTable.RowHighlighted, "#audit-results")
    def _result_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.show_detail(str(event.row_key.value or ""))

    @on(DataTable.RowSelected, "#audit-results")
    def _result_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        target = self._target_of(str(event.row_key.value or ""))
        if target:
            self.post_message(OpenFileRequest(*target))

    def on_descendant_focus(self, event) -> None:
        """Focusing a table shows the detail of its highlighted row."""
        if event.widget.id == "audit-conflicts":
            conflict = self._highlighted_conflict()
            if conflict is not None:
                self.show_conflict_detail(conflict)
        elif event.widget.id == "audit-results":
            self.show_detail(self._row_key(self.query_one("#audit-results", DataTable)))

    @on(DataTable.RowHighlighted, "#audit-conflicts")
    def _conflict_highlighted(self, event: DataTable.RowHighlighted) -> None:
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.show_conflict_detail(conflict)

    @on(DataTable.RowSelected, "#audit-conflicts")
    def _conflict_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        conflict = self._highlighted_conflict()
        if conflict is not None:
            self.post_message(OpenFileRequest(conflict.a.path, conflict.a.line))

    # --- rendering ----------------------------------------------------------------------------

    def update_state(self) -> None:
        self.query_one("#audit-state", Static).update(index_state_text(self.state, self.embedding))

    def fill_results(self) -> None:
        table = self.query_one("#audit-results", DataTable)
        table.clear(columns=True)
        table.add_columns(*(HIT_COLUMNS if self.show_hits else BELIEF_COLUMNS))
        result = self.result
        summary = self.query_one("#audit-summary", Static)
        if result is None:
            return
        if self.show_hits:
            summary.update(Text.assemble((f"{len(result.hits)} search hits", "bold"),
                                         (f" for {result.topic!r} ({result.mode}) · ctrl+t: beliefs", "dim")))
            best = max((h.score for h in result.hits), default=0.0)
            for number, hit in enumerate(result.hits):
                table.add_row(f"{hit.start_line}-{hit.end_line}",
                              Text(f"{match_percent(hit.score, best)} {hit.doc_type}", style="magenta"),
                              Text.assemble((markers(hit.path, False), "bold"), "  ", (markers(hit.snippet, False), "")),
                              key=f"hit-{number}")
        else:
            groups = result.by_file()
            summary.update(Text.assemble(
                (f"{plural(len(result.beliefs), 'belief')} in {plural(len(groups), 'file')}", "bold"), (" · ", "dim"),
                (plural(len(result.conflicts), "conflict"), "bold yellow" if result.conflicts else "dim"), (" · ", "dim"),
                (plural(len(result.threats), "threat"), "bold red" if result.threats else "dim"),
                (f" · {result.topic!r} ({result.mode}) · ctrl+t: raw hits", "dim"),
            ))
            if not result.beliefs:
                table.add_row("", "", Text(f"no beliefs found about {result.topic!r}", style="italic"), key="none")
            index = {id(b): i for i, b in enumerate(result.beliefs)}
            for path, beliefs in groups.items():
                header = Text.assemble((markers(path, False), "bold underline"), "  ", file_badges(beliefs[0]))
                table.add_row("", "", header, key=f"file-{path}")
                for belief in beliefs:
                    table.add_row(str(belief.line), belief_badges(belief), cell(belief.display_text()),
                                  key=f"belief-{index[id(belief)]}")
        if table.row_count:
            table.move_cursor(row=1 if not self.show_hits and table.row_count > 1 else 0)
            self.show_detail(self._row_key(table))

    def fill_conflicts(self) -> None:
        table = self.query_one("#audit-conflicts", DataTable)
        table.clear()
        if self.result is None:
            return
        for number, conflict in enumerate(self.result.conflicts):
            current = {"a": "a", "b": "b"}.get(conflict.newer or "", "?")
            reason = conflict.reason + (f" · current: {conflict.why}" if conflict.newer else "")
            table.add_row(f"#{number + 1}", cell(f"{conflict.a.path}:{conflict.a.line}"),
                          cell(f"{conflict.b.path}:{conflict.b.line}"), current, cell(reason), key=f"conflict-{number}")

    @staticmethod
    def _row_key(table: DataTable) -> str:
        if not table.row_count:
            return ""
        return str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value or "")

    def _highlighted_conflict(self):
        table = self.query_one("#audit-conflicts", DataTable)
        key = self._row_key(table)
        if self.result is None or not key.startswith("conflict-"):
            return None
        return self.result.conflicts[int(key.split("-", 1)[1])]

    def _target_of(self, key: str) -> tuple[str, int | None] | None:
        result = self.result
        if result is None:
            return None
        if key.startswith("belief-"):
            belief = result.beliefs[int(key.split("-", 1)[1])]
            return belief.path, belief.line
        if key.startswith("hit-"):
            hit = result.hits[int(key.split("-", 1)[1])]
            return hit.path, hit.start_line
        if key.startswith("file-"):
            path = key.split("-", 1)[1]
            first = result.by_file().get(path)
            return path, first[0].line if first else None
        return None

    def show_detail(self, key: str) -> None:
        detail = self.query_one("#audit-detail", Static)
        result = self.result
        if result is None or not key:
            detail.update("")
            return
        if key.startswith("belief-"):
            detail.update(self._belief_detail(result, result.beliefs[int(key.split("-", 1)[1])]))
        elif key.startswith("hit-"):
            hit = result.hits[int(key.split("-", 1)[1])]
            lines = self.contexts.get((hit.path, hit.start_line), [])
            best = max((h.score for h in result.hits), default=0.0)
            detail.update(Group(
                safe(f"{hit.path}:{hit.start_line}-{hit.end_line}", "bold"),
                safe(" > ".join(hit.heading_path), "dim"),
                _scores_text(hit.scores, match_percent(hit.score, best), self.show_breakdown),
                _numbered(lines, set()),
            ))
        elif key.startswith("file-"):
            path = key.split("-", 1)[1]
            beliefs = result.by_file().get(path, [])
            first = beliefs[0] if beliefs else None
            parts: list[Any] = [safe(path, "bold")]
            if first is not None:
                parts += [Text.assemble(("role ", "dim"), first.role, " ", file_badges(first)), _dates_text(first)]
            parts.append(Text(f"{len(beliefs)} beliefs about {result.topic!r}; Enter opens the file", style="dim"))
            detail.update(Group(*parts))
        else:
            detail.update("")

    def _belief_detail(self, result: AuditResult, belief: Belief) -> Group:
        parts: list[Any] = [
            safe(f"{belief.path}:{belief.line}", "bold"),
            Text.assemble(file_badges(belief), " ", long_badges(belief)),
            safe(belief.display_text(), "bold", multiline=True),
            _dates_text(belief),
        ]
        superseded = belief.superseded_text()
        if superseded:
            parts.append(Text(superseded, style="bold yellow"))
        others = [f"{s.path}:{s.line}" for s in belief.sources if (s.path, s.line) != (belief.path, belief.line)]
        if others:
            parts.append(Text("also in " + ", ".join(others), style="cyan"))
        if belief.session:
            parts.append(Text(f"written by {belief.session.session_path} entry {belief.session.entry_id} "
                              f"({belief.session.tool})", style="green"))
        for number in belief.conflicts:
            conflict = result.conflicts[number]
            other = conflict.b if conflict.a is belief else conflict.a
            if conflict.newer is None:
                newer = "which is current: unknown"
            else:
                newer = "this is current" if (conflict.newer == "a") == (conflict.a is belief) else "the other is current"
                newer += f", {conflict.why}"
            parts.append(Text(f"conflict #{number + 1} with {other.path}:{other.line} ({newer}): {conflict.reason}",
                              style="yellow"))
            if conflict.verdict:
                parts.append(Text(conflict.verdict, style="italic cyan"))
        for threat in belief.threats:
            parts.append(Text(f"threat {threat.category} ({threat.message}) at {threat.path}:{threat.line}",
                              style="bold red"))
        if belief.stale and not superseded:
            parts.append(Text(f"stale: {belief.stale}", style="yellow"))
        best = max((b.score for b in result.beliefs), default=0.0)
        parts.append(_scores_text(belief.scores, match_percent(belief.score, best), self.show_breakdown))
        parts.append(_numbered(self.contexts.get((belief.path, belief.line), []), {belief.line}))
        return Group(*parts)

    def show_conflict_detail(self, conflict) -> None:
        newer = {"a": conflict.a, "b": conflict.b}.get(conflict.newer or "")
        parts: list[Any] = [Text(conflict.reason, style="bold yellow")]
        if newer is not None:
            parts.append(Text(f"current: {newer.path}:{newer.line} ({conflict.why})", style="green"))
        if conflict.verdict:
            parts.append(Text(conflict.verdict, style="italic cyan"))
        for side, belief in (("a", conflict.a), ("b", conflict.b)):
            tag = " (current)" if belief is newer else (" (superseded)" if newer is not None else "")
            parts.append(Text(f"{side}: {belief.path}:{belief.line}{tag} — {belief.date or 'no date'}", style="bold"))
            parts.append(_numbered(self.contexts.get((belief.path, belief.line), []), {belief.line}))
        parts.append(Text("Enter opens a, ctrl+o opens b. Nothing is changed automatically.", style="dim"))
        self.query_one("#audit-detail", Static).update(Group(*parts))


def _dates_text(belief: Belief) -> Text:
    """created · last used · mtime · age of a belief's file."""
    fields = (("created", belief.created), ("last used", belief.last_used), ("mtime", belief.mtime),
              ("age", age_label(belief.age_days)))
    return Text(" · ", style="dim").join(
        Text.assemble((f"{name} ", "dim"), value or "—") for name, value in fields)


def match_percent(score: float, best: float) -> str:
    """A score as a share of the best one shown ("100%", "62%"); "—" when nothing scored."""
    if best <= 0:
        return "—"
    share = 100 * score / best
    return f"{round(share)}%" if share >= 1 or share == 0 else "<1%"


# The breakdown's names: one name per number ("final" of the search hit is "search").
_BREAKDOWN = (("keyword", "keyword"), ("vector", "vector"), ("cosine", "cosine"), ("fused", "fused"),
              ("type", "type weight"), ("decay", "decay"), ("mmr", "diversity"), ("final", "search"),
              ("statement", "statement"))


def _scores_text(scores: dict[str, float], match: str, breakdown: bool = False) -> Text:
    """One clear number (the match, as a share of the best); the signals behind it on ctrl+e."""
    out = Text.assemble(("match ", "dim"), (match, "bold"))
    if not breakdown:
        return out.append("  (ctrl+e: how)", style="dim")
    names = dict(_BREAKDOWN)
    shown = [k for k, _ in _BREAKDOWN if k in scores] + sorted(k for k in scores if k not in names and k != "hit")
    return out.append("  " + " · ".join(f"{names.get(k, k)} {scores[k]:.3f}" for k in shown), style="dim")

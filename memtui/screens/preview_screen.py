"""The Preview view: what each agent injects at session start, its cut marked line by line.

A worker builds the previews (file reads stay off the UI thread); the screen shows one tab per agent
with the budgets, the files and their kept lines, dropped lines struck through and marked `✂`, the
corrections past the cap, and (OpenClaw) the recorded `systemPromptReport` beside the prediction.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Label, Static, TabbedContent, TabPane

from memtui.app_access import ReportsWorkerErrors
from memtui.cli.table import plural
from memtui.core.preview import Preview, preview

MAX_LINES_PER_FILE = 400


@dataclass
class PreviewsBuilt(Message):
    """The worker read every agent's files."""

    previews: list[Preview]


@dataclass
class PreviewFailed(Message):
    """The worker failed: why, in one line."""

    reason: str


def render_preview(p: Preview) -> Text:
    """One agent's preview as styled text: rules, files with every line, dropped lines marked."""
    out = Text()
    out.append(f"{p.agent}: {plural(len(p.files), 'file')}, {p.total_chars:,} chars, "
               f"{p.total_tokens:,} tokens injected\n", style="bold")
    for rule in p.rules:
        out.append(f"  {rule}\n", style="dim")
    for c in p.corrections:
        out.append(f"⚠ correction past the cap: {c.path}:{c.line} “{c.text[:90]}” is dropped while "
                   f"{c.corrects_path}:{c.corrects_line} “{c.corrects_text[:90]}” is loaded\n", style="bold red")
    for row in p.report:
        if row.differences:
            out.append(f"≠ systemPromptReport {row.name}: {'; '.join(row.differences)}\n", style="yellow")
    for note in p.notes:
        out.append(f"note: {note}\n", style="dim italic")
    for f in p.files:
        state = "MISSING" if f.missing else (f"{plural(len(f.dropped), 'line')} dropped" if f.truncated else "whole")
        out.append(f"\n── {f.path}  {f.chars:,} chars · {f.tokens:,} tokens · injected {f.included_chars:,}"
                   f" · {state}\n", style="bold cyan")
        out.append(f"   {f.rule}{' · ' + f.note if f.note else ''}\n", style="dim")
        for line in f.lines[:MAX_LINES_PER_FILE]:
            if line.kept:
                out.append(f"{line.number:>5} │ {line.text}\n")
            else:
                out.append(f"{line.number:>5} ✂ ", style="bold red")
                out.append(f"{line.text}\n", style="red strike")
        if len(f.lines) > MAX_LINES_PER_FILE:
            more = plural(len(f.lines) - MAX_LINES_PER_FILE, "more line")
            out.append(f"  … {more}; `memtui preview` lists them all\n", style="dim")
    return out


class PreviewScreen(ReportsWorkerErrors, Screen[None]):
    """What the model really sees at session start, per agent; escape closes."""

    BINDINGS = [
        Binding("escape", "dismiss", "Close", id="preview-close", tooltip="Close the preview"),
        Binding("r", "reload", "Reload", id="preview-reload", tooltip="Read the files again"),
    ]

    def __init__(self, root: Path, agent: str = "auto") -> None:
        super().__init__()
        self.root = Path(root)
        self.agent = agent
        self.previews: list[Preview] | None = None

    def compose(self) -> ComposeResult:
        yield Label("Prompt preview — what each agent injects at session start", id="preview-title")
        yield Static("reading…", id="preview-status")
        yield TabbedContent(id="preview-tabs")
        yield Footer()

    def on_mount(self) -> None:
        self.action_reload()

    def action_reload(self) -> None:
        self.query_one("#preview-status", Static).update("reading…")
        self.build()

    @work(thread=True, exclusive=True, exit_on_error=False, group="preview")
    def build(self) -> None:
        try:
            result = preview(self.root, self.agent)
        except Exception as exc:  # a loader bug must not take the app down: say so instead
            self.post_message(PreviewFailed(f"{type(exc).__name__}: {exc}"))
            raise      # and the app's error log records it with its traceback
        self.post_message(PreviewsBuilt(result))

    @on(PreviewsBuilt)
    async def _built(self, message: PreviewsBuilt) -> None:
        await self.show(message.previews)

    @on(PreviewFailed)
    def _failed(self, message: PreviewFailed) -> None:
        self.show_error(message.reason)

    def show_error(self, message: str) -> None:
        self.query_one("#preview-status", Static).update(Text(f"preview failed: {message}", style="bold red"))

    async def show(self, previews: list[Preview]) -> None:
        self.previews = previews
        tabs = self.query_one("#preview-tabs", TabbedContent)
        await tabs.clear_panes()
        status = self.query_one("#preview-status", Static)
        if not previews:
            status.update("No agent's files found in this workspace (CLAUDE.md, OpenClaw bootstrap files, Hermes "
                          "§ stores, .pi/).")
            return
        dropped = sum(len(f.dropped) for p in previews for f in p.files)
        worst = sum(len(p.corrections) for p in previews)
        status.update(Text.assemble(
            (plural(len(previews), "agent"), "bold"), ("  ·  ", "dim"),
            (f"{plural(dropped, 'line')} fall off", "bold red" if dropped else ""), ("  ·  ", "dim"),
            (f"{plural(worst, 'correction')} past the cap", "bold red" if worst else ""),
        ))
        for p in previews:
            pane = TabPane(p.agent, VerticalScroll(Static(render_preview(p), classes="preview-body")),
                           id=f"preview-{p.agent}")
            await tabs.add_pane(pane)

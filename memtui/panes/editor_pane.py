"""The topic editor: markdown TextArea, atomic saves with backups, conflicts never silent.

Loading, saving and checking the disk run in thread workers; their results come back as
messages, and only the handlers here touch the TextArea and the state.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.timer import Timer
from textual.widgets import Static, TextArea

from memtui.app_access import ReportsWorkerErrors, memtui_app
from memtui.cli.table import cut
from memtui.core import markdown as md
from memtui.core.lint.finding import SEVERITY_RANK, Finding
from memtui.core.fsio import (
    MAX_EDIT_BYTES,
    ConflictError,
    Fingerprint,
    ReadResult,
    atomic_save,
    read_file,
)
from memtui.core.history.generated import edit_warning
from memtui.core.line_breaks import BOM, restore_breaks
from memtui.core.text_safety import markers
from memtui.core.tokens import count_tokens, estimate_tokens
from memtui.core.workspace import classify
from memtui.messages import FileSaved
from memtui.panes.editor_dialogs import LOCKED_NOTE, EditorDialogs, link_note, locked_mode
from memtui.panes.editor_messages import (
    DiffReady,
    DiskChecked,
    Loaded,
    SaveConflict,
    SaveDone,
    SaveFailed,
    TokensCounted,
)
from memtui.panes.editor_text import PLAIN_VIEW_NOTE, ShownText, hermes_budget, shown_text
from memtui.screens.choice_screen import ChoiceScreen
from memtui.screens.diff_screen import DiffScreen, unified_diff
from memtui.widgets.findings_list import FindingsList
from memtui.widgets.memory_text_area import MemoryTextArea
from memtui.widgets.safe_text import safe

STATUS_DEBOUNCE_S = 0.2
SHOWN_LINE_CHARS = 200     # of a line with invisible characters, in its finding under the text


class EditorPane(EditorDialogs, ReportsWorkerErrors, Vertical):
    """Edit one memory file; ctrl+s saves atomically, ctrl+r reloads, ctrl+z undoes."""

    BINDINGS = [
        Binding("ctrl+s", "save", "Save", id="editor-save",
                tooltip="Save atomically (a backup of the old version is kept)"),
        Binding("ctrl+r", "reload", "Reload", id="editor-reload", tooltip="Reload the file from disk"),
        Binding("ctrl+o", "unlock", "Allow edit", show=False, id="editor-unlock",
                tooltip="Edit a file that is read-only on disk, or not UTF-8 (saved as UTF-8)"),
        Binding("ctrl+g", "show_diff", "Diff", id="editor-diff", tooltip="Diff the buffer against the file on disk"),
        Binding("f8", "next_finding", "Next finding", id="editor-next-finding",
                tooltip="Jump to the next lint or threat finding in this file"),
    ]

    def __init__(self, root: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root = Path(root)
        self.path: str | None = None
        self.loaded_text = ""          # the buffer as loaded (the widget's one newline between lines)
        self.disk_text = ""            # the file's text as read (its own line breaks, without a BOM)
        self.bom = False               # the file starts with a UTF-8 byte-order mark (kept on save)
        self.deleted_on_disk = False   # the watcher saw the open file deleted (ctrl+s writes it back)
        self.link_note: str | None = None   # the open file is a symlink: where a save writes
        self.fingerprint: Fingerprint | None = None
        self.read_only_reason: str | None = None
        self.plain_view = False       # soft wrap and highlighting off: the file has a very long line
        self.cut_view = False         # a huge line is shown cut: the buffer is not the file's text
        self.conflict_open = False
        self._status_timer: Timer | None = None
        self.kept_mine_over: str | None = None   # sha of a disk version the user chose not to load
        self._tokens: tuple[int, int] | None = None   # (hash of the text, its token count)
        self._then_open: tuple[str, int | None] | None = None   # what a save does once on disk
        self._then_run: Callable[[], object] | None = None

    def compose(self) -> ComposeResult:
        yield Static("No file open. Pick one in the Index (F2) and press Enter.", id="editor-status")
        yield Static("", id="editor-notes")
        area = MemoryTextArea(
            "", language="markdown", soft_wrap=True, show_line_numbers=True, id="editor-text",
        )
        area.cursor_blink = memtui_app(self).cursor_blink
        area.read_only = True
        yield area
        yield FindingsList(id="editor-findings")

    def on_mount(self) -> None:
        app = memtui_app(self)
        app.files_changed_signal.subscribe(self, self._files_changed)
        app.lint_signal.subscribe(self, self._lint_changed)
        self.findings: list[Finding] = []

    @property
    def area(self) -> MemoryTextArea:
        return self.query_one("#editor-text", MemoryTextArea)

    @property
    def dirty(self) -> bool:
        return self.path is not None and self.area.text != self.loaded_text

    # --- opening --------------------------------------------------------------------------------

    def open_file(self, path: str, line: int | None = None) -> None:
        """Open `path` (root-relative); asks first when unsaved changes would be dropped."""
        if path == self.path:
            if line:
                self._goto(line)
            self.area.focus()
            return
        if self.dirty:
            def decided(choice: str | None) -> None:
                if choice == "discard":
                    self._load(path, line)
                elif choice == "save":
                    self.action_save(then_open=(path, line))
            self.app.push_screen(
                ChoiceScreen(
                    "Unsaved changes", f"{self.path} has unsaved changes. Open {path} anyway?",
                    [("save", "Save first"), ("discard", "Discard mine"), ("cancel", "Cancel")],
                    danger={"discard"},
                ),
                decided,
            )
            return
        self._load(path, line)

    def _load(self, path: str, line: int | None, keep_cursor: bool = False) -> None:
        self.query_one("#editor-status", Static).update(safe(f"loading {path}…"))
        self._read(path, line, keep_cursor)

    @work(thread=True, exclusive=True, exit_on_error=False, group="editor-read")
    def _read(self, path: str, line: int | None, keep_cursor: bool) -> None:
        result = read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)
        tokens = count_tokens(result.text) if not result.error else None
        self.post_message(Loaded(path, result, line, shown_text(result.text), keep_cursor, tokens,
                                 locked_mode(self.root / path), link_note(self.root, path)))

    @on(Loaded)
    def _loaded(self, message: Loaded) -> None:
        result = message.result
        if result.error:
            self.app.notify(f"{message.path}: {result.error}", title="Cannot open", severity="error")
            if self.path is None:
                self.query_one("#editor-status", Static).update(safe(f"{message.path}: {result.error}"))
            else:
                self._update_status()   # the status said "loading …": the open file is still this one
            return
        cursor = self.area.cursor_location
        shown = message.shown
        self.path = message.path
        self.fingerprint = result.fingerprint
        self.disk_text = shown.text         # a huge line shown cut: the file is read-only then
        self.deleted_on_disk = False
        self.link_note = message.link_note
        self.bom = result.data.startswith(BOM.encode())
        if message.tokens is not None:
            self._tokens = (hash(shown.text), message.tokens)
        self._set_plain_view(shown.plain)
        if message.keep_cursor:
            # An undoable replace keeps history across an external reload.
            self.area.replace(shown.text, (0, 0), self.area.document.end)
            self.area.move_cursor(cursor)
        else:
            self.area.load_text(shown.text)
        # the widget joins lines with one newline (mixed CRLF/LF, U+2028 … are not kept in the buffer):
        # dirty is measured against what it made of the file, the save puts the file's own breaks back
        self.loaded_text = self.area.text
        self.read_only_reason = shown.read_only_reason
        self.cut_view = shown.cut_lines > 0
        if result.too_large:
            self.read_only_reason = "over 10 MB: read-only, only the first 10 MB are shown"
        elif not result.encoding_ok:
            self.read_only_reason = "not valid UTF-8: read-only (ctrl+o to edit and save as UTF-8)"
        elif message.locked_mode and self.read_only_reason is None:
            self.read_only_reason = f"{LOCKED_NOTE} ({message.locked_mode}): ctrl+o to edit anyway"
        self.area.read_only = self.read_only_reason is not None
        generated = edit_warning(message.path, result.text) if not message.keep_cursor else None
        if generated:
            self.app.notify(generated, title="Generated memory", severity="warning")
        if message.line:
            self._goto(message.line)
        self.area.focus()
        self._show_findings()
        self._update_status()
        if message.line:   # the findings and notes just shown shrink the text: centre the line once laid out
            self.call_after_refresh(self.area.scroll_cursor_visible, center=True)

    def _set_plain_view(self, plain: bool) -> None:
        """Soft wrap and markdown highlighting off for a file with a very long line (on otherwise)."""
        self.plain_view = plain
        self.area.soft_wrap = not plain
        self.area.language = None if plain else "markdown"

    def _goto(self, line: int, column: int | None = None) -> None:
        row = max(0, min(line - 1, self.area.document.line_count - 1))
        self.area.move_cursor((row, max(0, (column or 1) - 1)), center=True)

    # --- status ---------------------------------------------------------------------------------

    def _update_status(self) -> None:
        if self.path is None:
            return
        text = self.area.text
        tokens = self._token_label(text)
        state = Text("modified", style="bold yellow") if self.dirty else Text("saved", style="green")
        if self.read_only_reason:
            state = Text("read-only", style="bold red")
        if self.deleted_on_disk:
            state = Text("deleted on disk", style="bold red")
        budget = hermes_budget(memtui_app(self).workspace, self.path, text)
        # the state right after the path: at 80 columns a deep path or a budget pushed it off the line
        status = Text.assemble(
            (markers(self.path, keep_newlines=False), "bold"), "  ", state, "  ", (classify(self.path), "cyan"),
            " · ", budget[0] if budget is not None else f"{len(text):,} chars",
            f" · {text.count(chr(10)) + 1} lines · {tokens} tokens",
        )
        self.query_one("#editor-status", Static).update(status)
        notes = []
        if self.link_note:
            notes.append(self.link_note)
        if self.read_only_reason:
            notes.append(self.read_only_reason)
        if self.plain_view:
            notes.append(PLAIN_VIEW_NOTE)
        if budget is not None and budget[1]:
            notes.append(budget[1])
        fm = md.parse_frontmatter(text)
        if fm.error:
            notes.append(f"frontmatter: {fm.error}")
        if self.findings:
            counts = {s: sum(f.severity == s for f in self.findings) for s in SEVERITY_RANK}
            summary = ", ".join(f"{n} {s}{'s' if n > 1 else ''}" for s, n in counts.items() if n)
            notes.append(f"lint: {summary} (listed below; F8 jumps to the next)")
        self.query_one("#editor-notes", Static).update(safe("\n".join(notes), multiline=True))
        self.set_class(bool(notes), "-has-notes")

    def _token_label(self, text: str) -> str:
        """The exact count when this text was counted; else the chars/4 estimate (marked ≈), and the
        exact count is made in a thread: tiktoken over a multi-MB buffer must not stall the UI."""
        text_hash = hash(text)
        if self._tokens is not None and self._tokens[0] == text_hash:
            return f"{self._tokens[1]:,}"
        self._count_tokens(self.path or "", text, text_hash)
        return f"≈{estimate_tokens(text):,}"

    @work(thread=True, exclusive=True, exit_on_error=False, group="editor-tokens")
    def _count_tokens(self, path: str, text: str, text_hash: int) -> None:
        self.post_message(TokensCounted(path, text_hash, count_tokens(text)))

    @on(TokensCounted)
    def _tokens_counted(self, message: TokensCounted) -> None:
        if message.path != self.path:
            return
        self._tokens = (message.text_hash, message.tokens)
        if hash(self.area.text) == message.text_hash:
            self._update_status()

    @on(TextArea.Changed, "#editor-text")
    def _changed(self) -> None:
        """Refresh the status once typing pauses (the exact token count follows from a thread)."""
        if self._status_timer is not None:
            self._status_timer.stop()
        self._status_timer = self.set_timer(STATUS_DEBOUNCE_S, self._update_status)

    # --- saving ---------------------------------------------------------------------------------

    def action_save(self, then_open: tuple[str, int | None] | None = None, force: bool = False,
                    then_run: Callable[[], object] | None = None) -> None:
        """Save; once the save is on disk, open `then_open` or run `then_run` (neither after a refusal)."""
        if self.path is None:
            return
        if self.read_only_reason:
            self.app.notify(self.read_only_reason, title="Not saved", severity="warning")
            return
        self._then_open = then_open
        self._then_run = then_run
        self._write(self.path, self.area.text, self.area.document.newline, self.disk_text, self.bom,
                    self.fingerprint, force)

    @work(thread=True, exclusive=True, exit_on_error=False, group="editor-write")
    def _write(self, path: str, text: str, newline: str, original: str, bom: bool,
               expected: Fingerprint | None, force: bool) -> None:
        """Write the buffer with the line breaks and BOM the file had (untouched lines keep their bytes)."""
        written = restore_breaks(original, text, newline)
        try:
            fp, backup = atomic_save(self.root / path, BOM * bom + written, expected, self.root, force=force)
        except ConflictError:
            disk = read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)
            self.post_message(SaveConflict(path, disk, shown_text(disk.text)))
            return
        except OSError as exc:
            self.post_message(SaveFailed(path, exc.strerror or str(exc)))
            return
        self.post_message(SaveDone(path, fp, text, backup, written))

    @on(SaveDone)
    def _saved(self, message: SaveDone) -> None:
        if message.path != self.path:
            return
        self.fingerprint = message.fingerprint
        self.loaded_text = message.text
        self.disk_text = message.written
        self.deleted_on_disk = False
        self._update_status()
        where = f" (backup: {message.backup.relative_to(self.root)})" if message.backup else ""
        self.app.notify(f"saved {message.path}{where}", title="Saved")
        self.post_message(FileSaved(message.path))
        then_open, then_run = self._then_open, self._then_run
        self._then_open, self._then_run = None, None
        if then_open:
            self._load(*then_open)
        if then_run is not None:
            then_run()

    @on(SaveFailed)
    def _save_failed(self, message: SaveFailed) -> None:
        self.app.notify(f"{message.path}: {message.error}. Nothing was written.", title="Save failed", severity="error")

    @on(SaveConflict)
    def _save_conflict(self, message: SaveConflict) -> None:
        self._ask_conflict(
            message.disk, message.shown,
            f"{message.path} changed on disk since you opened it. Your save did not touch it.",
            [("diff", "Show diff"), ("reload", "Reload (discard mine)"), ("overwrite", "Overwrite"),
             ("cancel", "Cancel")],
        )

    # --- external changes -----------------------------------------------------------------------

    def _files_changed(self, paths: frozenset[str]) -> None:
        if self.path is not None and self.path in paths:
            self._check_disk(self.path)

    @work(thread=True, exclusive=True, exit_on_error=False, group="editor-check")
    def _check_disk(self, path: str) -> None:
        disk = read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)
        self.post_message(DiskChecked(path, disk, shown_text(disk.text)))

    @on(DiskChecked)
    def _disk_checked(self, message: DiskChecked) -> None:
        if message.path != self.path:
            return
        disk = message.disk
        if disk.error == "file not found":
            self.app.notify(f"{message.path} was deleted on disk; ctrl+s writes your version back.",
                            title="File deleted", severity="warning", timeout=8)
            self.fingerprint = None
            self.deleted_on_disk = True
            self._update_status()
            return
        if disk.fingerprint is not None and disk.fingerprint.same_content(self.fingerprint):
            return  # our own save, or a touch: nothing changed
        if disk.fingerprint is not None and disk.fingerprint.sha256 == self.kept_mine_over:
            return  # the user already chose to keep their version over this disk version
        if not self.dirty:
            self._loaded(Loaded(message.path, disk, None, message.shown, keep_cursor=True))
            self.app.notify(f"{message.path} changed on disk and was reloaded (ctrl+z undoes).", title="Reloaded")
            return
        # "Keep mine" and escape do the same (nothing written): no separate Cancel that did it too
        self._ask_conflict(
            disk, message.shown,
            f"{message.path} changed on disk while you have unsaved changes. Keep mine writes nothing now; "
            "ctrl+s then asks before overwriting the disk version.",
            [("diff", "Show diff"), ("reload", "Reload (discard mine)"), ("keep", "Keep mine")],
        )

    def _ask_conflict(
        self, disk: ReadResult, shown: ShownText, question: str, choices: list[tuple[str, str]], *,
        reopen: bool = False,
    ) -> None:
        """Ask what to do about a disk version that differs from what was loaded (one prompt at a time)."""
        if self.conflict_open and not reopen:
            return
        self.conflict_open = True
        path = self.path or ""

        def decided(choice: str | None) -> None:
            if choice == "diff":
                self.app.push_screen(
                    DiffScreen(f"{path}: disk → editor", unified_diff(disk.text, self.area.text, path)),
                    lambda _: self._ask_conflict(disk, shown, question, choices, reopen=True),
                )
                return
            self.conflict_open = False
            if choice == "reload":
                self._loaded(Loaded(path, disk, None, shown, keep_cursor=True))
            elif choice == "overwrite":
                self.action_save(force=True)
            elif disk.fingerprint is not None:
                # keep / cancel: nothing is written; saving later asks again before overwriting.
                self.kept_mine_over = disk.fingerprint.sha256

        self.app.push_screen(
            ChoiceScreen("Changed on disk", question, choices, danger={"reload", "overwrite"}), decided
        )

    # --- lint findings --------------------------------------------------------------------------

    def _lint_changed(self, _report: object) -> None:
        self._show_findings()
        self._update_status()

    def _show_findings(self) -> None:
        """List this file's findings under the text and mark their lines in it."""
        from dataclasses import replace

        from memtui.core.lint.threats import visible_invisibles

        report = memtui_app(self).lint_report
        self.findings = report.for_path(self.path) if report is not None and self.path else []
        lines = self.disk_text.split("\n")
        shown = []
        markers: dict[int, str] = {}
        for finding in self.findings:
            if finding.rule.startswith("threat.invisible") and 0 < finding.line <= len(lines):
                shown_line = cut(visible_invisibles(lines[finding.line - 1][:SHOWN_LINE_CHARS * 2]).strip(),
                                 SHOWN_LINE_CHARS)
                finding = replace(finding, message=f"{finding.message}  ⟶ {shown_line}")
            shown.append(finding)
            row = finding.line - 1
            current = markers.get(row)
            if current is None or SEVERITY_RANK[finding.severity] < SEVERITY_RANK[current]:
                markers[row] = finding.severity
        self.area.set_markers(markers)
        findings_list = self.query_one("#editor-findings", FindingsList)
        findings_list.set_findings(shown)
        findings_list.set_class(not shown, "-empty")

    @on(FindingsList.Selected, "#editor-findings")
    def _finding_selected(self, event: FindingsList.Selected) -> None:
        event.stop()
        self._goto(event.finding.line, event.finding.column)
        self.area.focus()

    def action_next_finding(self) -> None:
        if not self.findings:
            return
        row = self.area.cursor_location[0] + 1
        later = [f for f in self.findings if f.line > row]
        finding = (later or self.findings)[0]
        self._goto(finding.line, finding.column)

    # --- other actions --------------------------------------------------------------------------

    def action_show_diff(self) -> None:
        if self.cut_view:
            self.app.notify("the file is read-only here (a huge line is shown cut): nothing was edited",
                            title="No diff")
        elif self.path is not None:
            self._diff_worker(self.path, self.area.text)

    @work(thread=True, exclusive=True, exit_on_error=False, group="editor-diff")
    def _diff_worker(self, path: str, mine: str) -> None:
        disk = read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)
        self.post_message(DiffReady(path, unified_diff(disk.text, mine, path)))

    @on(DiffReady)
    def _diff_ready(self, message: DiffReady) -> None:
        """The worker computed the diff; the screen is built here, on the UI thread."""
        self.app.push_screen(DiffScreen(f"{message.path}: disk → editor", message.diff))



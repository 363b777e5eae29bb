"""Save the specifics a session's compactions lost to a topic file: previewed, atomic, backed up.

Opened from the Usage pane (`L`) for the selected session. A worker audits the session; the modal
shows the section that would be appended and the target path (editable); Save appends it through
`memtui.core.fsio.atomic_save` (a backup of the previous version; refused when the file changed on
disk since the preview was built).
"""

from __future__ import annotations

from pathlib import Path

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from memtui.core.fsio import ConflictError, Fingerprint

DEFAULT_TOPIC = "memory/compaction-lost.md"


class LostSpecificsScreen(ModalScreen[str | None]):
    """Preview then save the lost specifics of one session; dismisses with the saved path (or None)."""

    BINDINGS = [Binding("escape", "dismiss_none", "Cancel", id="lost-cancel", tooltip="Close without saving")]

    def __init__(self, root: Path, session_path: str, session_name: str, topic: str = DEFAULT_TOPIC) -> None:
        super().__init__()
        self.root = Path(root)
        self.session_path = session_path
        self.session_name = session_name
        self.topic = topic
        self.section = ""
        self.fingerprint: Fingerprint | None = None
        self.ready = False

    def compose(self) -> ComposeResult:
        with Vertical(id="lost-dialog"):
            yield Label(f"Specifics lost at compaction — {self.session_name}", id="lost-title")
            yield Input(self.topic, id="lost-target", placeholder="topic file, relative to the workspace")
            with VerticalScroll(id="lost-preview-scroll"):
                yield Static("auditing…", id="lost-preview")
            with Horizontal(id="lost-buttons"):
                yield Button("Append (atomic, backed up)", id="lost-save", variant="primary", disabled=True)
                yield Button("Cancel", id="lost-cancel-button")

    def on_mount(self) -> None:
        self.build()

    def build(self) -> None:
        """Plan the append for the target in the input (read on the UI thread, planned in a worker)."""
        self.plan(self.target)

    @work(thread=True, exclusive=True, group="lost")
    def plan(self, target: Path) -> None:
        """Audit the session and plan the append (file reads off the UI thread)."""
        from memtui.core.sessions import parse_session
        from memtui.core.usage.compaction_loss import audit_session, lost_markdown, planned_text

        try:
            audits = audit_session(parse_session(self.session_path))
            section = lost_markdown(self.session_name, audits) if any(a.lost for a in audits) else ""
            fingerprint = planned_text(target, section)[1] if section else None
        except OSError as exc:
            self.app.call_from_thread(self.show, "", None, f"cannot plan the append: {exc}")
            return
        self.app.call_from_thread(self.show, section, fingerprint, "")

    @property
    def target(self) -> Path:
        value = Path(self.query_one("#lost-target", Input).value.strip() or DEFAULT_TOPIC)
        return value if value.is_absolute() else self.root / value

    def show(self, section: str, fingerprint: Fingerprint | None, error: str) -> None:
        self.section, self.fingerprint = section, fingerprint
        preview = self.query_one("#lost-preview", Static)
        if error:
            preview.update(error)
        elif not section:
            preview.update("No specifics were lost at this session's compactions: nothing to save.")
        else:
            preview.update(section)
        self.ready = bool(section) and not error
        self.query_one("#lost-save", Button).disabled = not self.ready

    @on(Input.Changed, "#lost-target")
    def _target_changed(self) -> None:
        if self.ready:
            self.query_one("#lost-save", Button).disabled = True
            self.build()             # re-plan against the new file (its fingerprint)

    @on(Button.Pressed, "#lost-save")
    def _save(self, event: Button.Pressed) -> None:
        event.stop()
        self.query_one("#lost-save", Button).disabled = True
        self.save(self.target, self.section, self.fingerprint)

    @work(thread=True, exclusive=True, group="lost-save")
    def save(self, target: Path, section: str, fingerprint: Fingerprint | None) -> None:
        from memtui.core.usage.compaction_loss import save_lost

        try:
            backup = save_lost(target, self.root, section, fingerprint)
        except ConflictError:
            self.app.call_from_thread(self.app.notify, f"{target.name} changed on disk since the preview: not written",
                                      title="Not saved", severity="error")
            self.app.call_from_thread(self.build)
            return
        except OSError as exc:
            self.app.call_from_thread(self.app.notify, f"cannot write {target}: {exc}", title="Not saved",
                                      severity="error")
            return
        note = f" (backup {backup.name})" if backup else ""
        self.app.call_from_thread(self.app.notify, f"Appended to {target.name}{note}", title="Lost specifics saved")
        self.app.call_from_thread(self.dismiss, str(target))

    @on(Button.Pressed, "#lost-cancel-button")
    def _cancel(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)

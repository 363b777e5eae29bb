"""The editor's confirmations: reload over unsaved changes, edit a non-UTF-8 file, quit with changes.

A mixin of `EditorPane` (kept apart so the pane stays one job: load, edit, save); each asks with a
`ChoiceScreen` and acts in the callback, on the UI thread.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Callable, cast

from textual.message_pump import MessagePump

from memtui.screens.choice_screen import ChoiceScreen

if TYPE_CHECKING:
    from memtui.widgets.memory_text_area import MemoryTextArea

LOCKED_NOTE = "read-only on disk"


def locked_mode(path: Path) -> str | None:
    """The mode (`-r--r--r--`) of a file nobody may write (no write bit, or no write access); else None.

    The directory may still allow the atomic rename over it: the editor asks before it does that.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if mode & 0o222 and os.access(path, os.W_OK):
        return None
    return stat.filemode(mode)


def link_note(root: Path, path: str) -> str | None:
    """For a symlinked file: "a symlink to X: saving writes there" (and says so when X is outside the
    workspace, a file other agents or projects may share); None for a plain file."""
    link = Path(root) / path
    if not link.is_symlink():
        return None
    target = Path(os.path.realpath(link))
    try:
        return f"a symlink to {target.relative_to(Path(root).resolve()).as_posix()}: saving writes there"
    except ValueError:
        return f"a symlink to {target}, outside the workspace: saving writes that file"


class EditorDialogs:
    """Confirmations of `EditorPane` (which provides the state and `_load`/`_update_status`)."""

    path: str | None
    read_only_reason: str | None

    if TYPE_CHECKING:
        @property
        def dirty(self) -> bool: ...

        @property
        def area(self) -> MemoryTextArea: ...

        def _load(self, path: str, line: int | None, keep_cursor: bool = False) -> None: ...

        def _update_status(self) -> None: ...

        def action_save(self, then_open: tuple[str, int | None] | None = None, force: bool = False,
                        then_run: Callable[[], object] | None = None) -> None: ...

    def _ask(self, screen: ChoiceScreen, decided: Callable[[str | None], None]) -> None:
        cast(MessagePump, self).app.push_screen(screen, decided)

    def action_reload(self) -> None:
        if self.path is None:
            return
        if not self.dirty:
            self._load(self.path, None, keep_cursor=True)
            return
        path = self.path

        def decided(choice: str | None) -> None:
            if choice == "reload":
                self._load(path, None, keep_cursor=True)

        self._ask(
            ChoiceScreen("Reload", f"Discard your unsaved changes to {path}?",
                         [("cancel", "Keep editing"), ("reload", "Discard and reload")], danger={"reload"}),
            decided,
        )

    def action_unlock(self) -> None:
        if self.path is None or self.read_only_reason is None:
            return
        if self.read_only_reason.startswith(LOCKED_NOTE):
            self._unlock_locked(self.path)
            return
        if "UTF-8" not in self.read_only_reason:
            return

        self._ask(
            ChoiceScreen(
                "Not UTF-8",
                f"{self.path} is not valid UTF-8. Undecodable bytes are shown as �, and saving writes UTF-8. "
                "Edit anyway?",
                [("cancel", "Keep read-only"), ("edit", "Edit and save as UTF-8")], danger={"edit"},
            ),
            self._edit_if_chosen,
        )

    def _edit_if_chosen(self, choice: str | None) -> None:
        """A read-only dialog's answer: "edit" makes the buffer editable."""
        if choice == "edit":
            self.read_only_reason = None
            self.area.read_only = False
            self._update_status()

    def _unlock_locked(self, path: str) -> None:
        self._ask(
            ChoiceScreen(
                "Read-only file",
                f"{path} is read-only on disk: someone marked it so it is not changed. Edit anyway? "
                "Saving replaces it (a backup is kept) and keeps its mode.",
                [("cancel", "Keep read-only"), ("edit", "Edit anyway")], danger={"edit"},
            ),
            self._edit_if_chosen,
        )

    def confirm_discard(self, on_yes: Callable[[], object]) -> None:
        """Run `on_yes` now if clean, else after the user saves (once the save is on disk; not after a
        refused or failed save) or agrees to drop the changes."""
        if not self.dirty:
            on_yes()
            return

        def decided(choice: str | None) -> None:
            if choice == "discard":
                on_yes()
            elif choice == "save":
                self.action_save(then_run=on_yes)

        self._ask(
            ChoiceScreen("Unsaved changes", f"{self.path} has unsaved changes. Quit and discard them?",
                         [("cancel", "Keep editing"), ("save", "Save and quit"), ("discard", "Discard and quit")],
                         danger={"discard"}),
            decided,
        )

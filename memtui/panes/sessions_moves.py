"""Rewind and fork from the sessions pane: the checks, the question (live-session evidence included),
the move in a worker, and what the pane does after it. `SessionsPane` builds on `SessionMovesBase`."""

from __future__ import annotations

from pathlib import Path

from textual import on, work
from textual.containers import Vertical
from textual.message import Message

from memtui.core.fsio import Fingerprint
from memtui.core.sessions import OPENCLAW, PI
from memtui.core.sessions.live import live_evidence
from memtui.core.sessions.moves import MoveError, MoveResult, fork, rewind, rewind_leaf
from memtui.core.sessions.openclaw_moves import fork_store, rewind_store
from memtui.core.sessions.stores import is_store_path
from memtui.core.sessions.tree import SessionTree
from memtui.core.text_safety import markers
from memtui.screens.choice_screen import ChoiceScreen
from memtui.widgets.session_tree import SessionTreeView


class SessionMovesBase(Vertical):
    """The rewind / fork half of the sessions pane (the pane sets `root`, `current`, `session_tree`)."""

    root: Path
    current: Path | None
    session_tree: SessionTree | None

    class RewindQuestion(Message):
        def __init__(self, path: Path, node_id: str, evidence: list[str]) -> None:
            super().__init__()
            self.path = path
            self.node_id = node_id
            self.evidence = evidence

    class MoveDone(Message):
        def __init__(self, kind: str, result: MoveResult | None, error: str | None, target: str) -> None:
            super().__init__()
            self.kind = kind
            self.result = result
            self.error = error
            self.target = target

    def after_move(self, kind: str, target: str) -> None:
        """Reload what the move changed (the pane's own loaders)."""
        raise NotImplementedError

    def display_path(self, path: Path | None) -> str:
        """A path as the user knows it: relative to the workspace when inside it."""
        if path is None:
            return ""
        try:
            return path.resolve().relative_to(self.root.resolve()).as_posix()
        except ValueError:
            return str(path)

    # ------------------------------------------------------------------ moves
    def _target(self) -> tuple[SessionTree, str] | None:
        node_id = self.query_one(SessionTreeView).highlighted_id
        if self.session_tree is None or node_id is None or self.current is None:
            self.notify("open a session and put the cursor on an entry first", severity="warning")
            return None
        if self.session_tree.session.partial:
            self.notify("the session is still loading; try again in a moment", severity="warning")
            return None
        return self.session_tree, node_id

    def action_rewind(self) -> None:
        target = self._target()
        if target is None:
            return
        tree, node_id = target
        session = tree.session
        if session.format not in (PI, OPENCLAW):
            self.notify(f"rewind is not durable in {session.format} transcripts; press f to fork from this entry "
                        "into a new session file instead", severity="warning", timeout=8)
            return
        store = self.current is not None and is_store_path(self.current)
        if not store and (session.version or 1) < 2:
            self.notify("Pi v1 files have no entry ids on disk; press f to fork instead", severity="warning")
            return
        if node_id == tree.active_leaf:
            self.notify(f"{node_id} is already the active leaf")
            return
        if self.current is not None:
            self.ask_rewind(self.current, node_id, tree)

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-ask")
    def ask_rewind(self, path: Path, node_id: str, tree: SessionTree) -> None:
        """Look for signs that the agent has the session open (file age, its lock, its process), then ask."""
        evidence = [] if is_store_path(path) else live_evidence(path, tree.session)
        self.post_message(self.RewindQuestion(path, node_id, evidence))

    @on(RewindQuestion)
    def _ask_rewind(self, message: RewindQuestion) -> None:
        if message.path != self.current:
            return
        node_id = message.node_id
        tree = self.session_tree
        new_leaf, prompt = (rewind_leaf(tree, node_id) if tree is not None and node_id in tree.nodes
                            else (node_id, None))
        is_prompt = prompt is not None   # a prompt is not the leaf after the move: the entry before it is
        if is_store_path(message.path):
            how = "memtui writes the leaf-move rows OpenClaw itself writes, in one transaction"
        else:
            parent = f"whose parent is {new_leaf}" if new_leaf is not None else "with no parent (a new root)"
            how = (f"memtui appends one label entry {parent}; every existing line stays "
                   "byte-identical and a backup is kept in .memtui/backups")
        shown = self.display_path(message.path)
        if is_prompt:
            before = (f"makes the entry before it ({new_leaf}) the active leaf of {shown}" if new_leaf is not None
                      else f"starts {shown} over from an empty leaf")
            question = (f"{node_id} is a prompt: rewinding to it {before}, and gives the prompt back to send "
                        f"again, changed or not (as Pi's /tree does).\n\n{how}.")
        else:
            question = f"Make {node_id} the active leaf of {shown}?\n\n{how}."
        if message.evidence:
            question += ("\n\n⚠ The agent may have this session open: " + "; ".join(message.evidence)
                         + ". A running agent keeps its own leaf in memory and would undo the rewind with its next "
                         "entry: close the session in the agent first, or fork instead.")
        label = "Rewind anyway" if message.evidence else "Rewind"
        self.app.push_screen(ChoiceScreen("Rewind", question, [("rewind", label), ("cancel", "Cancel")]),
                             lambda choice: self._confirmed("rewind", choice, node_id))

    def action_fork(self) -> None:
        target = self._target()
        if target is None:
            return
        tree, node_id = target
        steps = len(tree.file_path_to(node_id))
        question = (f"Write the {steps} entries from the root to {node_id} as a new {tree.session.format} "
                    f"session next to {self.display_path(self.current)}?\n\nThe original file is not touched.")
        self.app.push_screen(ChoiceScreen("Fork", question, [("fork", "Fork"), ("cancel", "Cancel")]),
                             lambda choice: self._confirmed("fork", choice, node_id))

    @work(thread=True, exclusive=True, exit_on_error=False, group="sessions-move")
    def run_move(self, kind: str, path: Path, node_id: str, expected: Fingerprint | None) -> None:
        """Rewind or fork; the user has already answered the question, live-session evidence included."""
        try:
            if is_store_path(path):       # an OpenClaw SQLite store: its own leaf write, or a JSONL fork
                result = (rewind_store(path, node_id) if kind == "rewind"
                          else fork_store(path, node_id, out=self.root / f"fork-{node_id}.jsonl"))
            elif kind == "rewind":
                result = rewind(path, node_id, expected=expected, backup_root=self.root, allow_live=True)
            else:
                result = fork(path, node_id, expected=expected)
        except MoveError as exc:
            self.post_message(self.MoveDone(kind, None, str(exc), node_id))
            return
        self.post_message(self.MoveDone(kind, result, None, node_id))

    def _confirmed(self, kind: str, choice: str | None, node_id: str) -> None:
        if choice != kind or self.current is None or self.session_tree is None:
            return
        self.run_move(kind, self.current, node_id, self.session_tree.session.fingerprint)

    @on(MoveDone)
    def _move_done(self, message: MoveDone) -> None:
        if message.error:
            self.notify(message.error, title=f"{message.kind.capitalize()} refused", severity="error", timeout=10)
            return
        assert message.result is not None
        self.notify(message.result.message, title=message.kind.capitalize())
        self.after_move(message.kind, message.target)
        prompt = message.result.prompt
        if message.kind == "rewind" and prompt is not None:     # as Pi's /tree: the prompt comes back to edit
            question = ("The leaf is now the message before this prompt. Send it again, changed or not, "
                        f"to continue from here:\n\n{markers(prompt)}")
            self.app.push_screen(
                ChoiceScreen("Prompt given back", question, [("copy", "Copy to clipboard"), ("close", "Close")]),
                lambda choice: self.app.copy_to_clipboard(prompt) if choice == "copy" else None)

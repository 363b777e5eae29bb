"""The editor pane's worker results: each thread worker posts one of these, a handler applies it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual.message import Message

from memtui.core.fsio import Fingerprint, ReadResult
from memtui.panes.editor_text import ShownText


@dataclass
class Loaded(Message):
    """A worker read the file (or failed to)."""

    path: str
    result: ReadResult
    line: int | None
    shown: ShownText              # what the editor shows of it, decided in the reading thread
    keep_cursor: bool = False
    tokens: int | None = None     # the text's token count, made in the reading thread
    locked_mode: str | None = None   # the file is read-only on disk: its mode (`-r--r--r--`)
    link_note: str | None = None     # the file is a symlink: where a save writes


@dataclass
class TokensCounted(Message):
    """A worker counted the tokens of the buffer's text (identified by its hash)."""

    path: str
    text_hash: int
    tokens: int

@dataclass
class SaveDone(Message):
    path: str
    fingerprint: Fingerprint
    text: str                  # the buffer saved (as the editor holds it)
    backup: Path | None
    written: str               # the text written (the file's own line breaks; without a BOM)

@dataclass
class SaveConflict(Message):
    path: str
    disk: ReadResult
    shown: ShownText

@dataclass
class SaveFailed(Message):
    path: str
    error: str

@dataclass
class DiskChecked(Message):
    """The file on disk after a watcher event."""

    path: str
    disk: ReadResult
    shown: ShownText


@dataclass
class DiffReady(Message):
    """The diff of the buffer against the file on disk, computed off the UI thread."""

    path: str
    diff: str

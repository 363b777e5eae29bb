"""The editor's save on real memory files with the bytes an operator meets: CRLF, mixed line breaks, U+2028
and form feeds inside lines, a BOM, CJK text, no trailing newline, a file read-only on disk.

The workspace is a copy of a tune workspace (bench/data/memory_qa/tune), its files given those bytes.
Each save must change exactly the typed characters: every other byte of the file stays as it was.
"""

from __future__ import annotations

import difflib
import os
import shutil
from pathlib import Path

import pytest

from memtui.messages import OpenFileRequest
from memtui.screens.choice_screen import ChoiceScreen
from tests.app.helpers import make_app, settle, wait_until
from tests.shared_data import REPO

TUNE = REPO / "bench" / "data" / "memory_qa" / "tune" / "workspaces" / "t04-three-layer-pawtrack"
TYPED = " 已核对"


@pytest.fixture
def real_root(tmp_path: Path) -> Path:
    if not TUNE.is_dir():
        pytest.skip("bench/data/memory_qa/tune is not in this checkout")
    root = tmp_path / "pawtrack"
    shutil.copytree(TUNE, root)
    memory = root / "memory"
    firmware = memory / "firmware.md"
    firmware.write_bytes(firmware.read_bytes().replace(b"\n", b"\r\n"))                 # CRLF
    analytics = memory / "analytics.md"
    lines = analytics.read_bytes().split(b"\n")
    analytics.write_bytes(b"".join(line + (b"\r\n" if n % 2 else b"\n") for n, line in enumerate(lines[:-1])))
    support = memory / "support.md"
    support.write_bytes(b"\xef\xbb\xbf" + support.read_bytes())                          # BOM
    backend = memory / "backend.md"
    backend.write_bytes(backend.read_bytes().rstrip(b"\n"))                              # no trailing newline
    team = memory / "team.md"                                                           # CJK already; add U+2028, FF, NEL
    team.write_bytes(team.read_bytes().replace(b"- Sam", "- Sam\u2028(pager)\x0c \x85".encode() + b"- Sam", 1))
    return root


def changes(before: bytes, after: bytes) -> list[tuple[str, bytes, bytes]]:
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    return [(op, before[i1:i2], after[j1:j2]) for op, i1, i2, j1, j2 in matcher.get_opcodes() if op != "equal"]


@pytest.mark.parametrize("path", ["memory/firmware.md", "memory/analytics.md", "memory/support.md",
                                  "memory/backend.md", "memory/team.md"])
async def test_a_save_changes_only_the_typed_bytes(real_root: Path, path: str) -> None:
    before = (real_root / path).read_bytes()
    app = make_app(real_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        app.post_message(OpenFileRequest(path, 2))
        await settle(pilot, app)
        editor = app.pane("editor")
        assert not editor.dirty, "a file just opened is not 'modified'"
        await pilot.press("end", *TYPED)
        await pilot.press("ctrl+s")
        await settle(pilot, app)
        assert not editor.dirty
    after = (real_root / path).read_bytes()
    assert changes(before, after) == [("insert", b"", TYPED.encode())]
    backups = list((real_root / ".memtui" / "backups").rglob(f"{Path(path).name}.*.bak"))
    assert [b.read_bytes() for b in backups] == [before]
    assert not list(real_root.rglob(".memtui-tmp-*"))


async def test_a_file_read_only_on_disk_is_saved_only_after_the_operator_agrees(real_root: Path) -> None:
    path = real_root / "memory" / "mobile-release.md"
    path.chmod(0o444)
    before = path.read_bytes()
    app = make_app(real_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        app.post_message(OpenFileRequest("memory/mobile-release.md", 2))
        await settle(pilot, app)
        editor = app.pane("editor")
        assert "read-only on disk (-r--r--r--)" in str(editor.query_one("#editor-notes").render())
        await pilot.press("end", *TYPED, "ctrl+s")
        await settle(pilot, app)
        assert path.read_bytes() == before
        await pilot.press("ctrl+o")
        assert await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.click("#choice-edit")
        await settle(pilot, app)
        await pilot.press("end", *TYPED, "ctrl+s")
        await settle(pilot, app)
    assert changes(before, path.read_bytes()) == [("insert", b"", TYPED.encode())]
    assert oct(os.stat(path).st_mode & 0o777) == "0o444"


async def test_a_symlinked_file_says_where_a_save_writes(real_root: Path, tmp_path: Path) -> None:
    shared = tmp_path / "shared-notes.md"
    shared.write_text("# Shared\n- used by two agents\n")
    (real_root / "memory" / "link.md").symlink_to("data-residency.md")
    (real_root / "memory" / "shared.md").symlink_to(shared)
    app = make_app(real_root, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        notes = []
        for path in ("memory/link.md", "memory/shared.md"):
            app.post_message(OpenFileRequest(path, 1))
            await settle(pilot, app)
            notes.append(str(app.pane("editor").query_one("#editor-notes").render()))
        await pilot.press("end", *TYPED, "ctrl+s")
        await settle(pilot, app)
    assert "a symlink to memory/data-residency.md: saving writes there" in notes[0]
    assert f"a symlink to {shared}, outside the workspace: saving writes that file" in notes[1]
    assert shared.read_text().startswith("# Shared" + TYPED) and (real_root / "memory" / "shared.md").is_symlink()


async def test_a_file_deleted_while_open_says_so_and_ctrl_s_writes_it_back(real_root: Path) -> None:
    path = real_root / "memory" / "team.md"
    before = path.read_bytes()
    app = make_app(real_root, watch=True, panes=["index", "editor"])
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot, app)
        app.post_message(OpenFileRequest("memory/team.md", 1))
        await settle(pilot, app)
        editor = app.pane("editor")
        path.unlink()
        assert await wait_until(pilot, lambda: "deleted on disk" in str(editor.query_one("#editor-status").render()))
        await pilot.press("ctrl+s")
        await settle(pilot, app)
        assert "saved" in str(editor.query_one("#editor-status").render())
    assert path.read_bytes() == before

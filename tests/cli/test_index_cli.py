"""`memtui index`: a summary line off a TTY, incremental runs, --rebuild, vectors via a real server."""

from __future__ import annotations

from pathlib import Path

from memtui.cli import main
from tests.core.search_helpers import EmbedServer


def _ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "memory").mkdir(parents=True)
    (root / "memory" / "a.md").write_text("# A\nalpha note\n")
    (root / "memory" / "b.md").write_text("# B\nbeta note\n")
    return root


def test_summary_line_then_incremental_then_rebuild(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    root = _ws(tmp_path)
    assert main(["index", "--root", str(root)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("indexed 2 files (2 changed), 2 chunks")
    assert "embedder: none (keyword-only)" in out and str(root / ".memtui" / "index.db") in out
    (root / "memory" / "b.md").write_text("# B\nbeta note, edited\n")
    assert main(["index", "--root", str(root)]) == 0
    assert "(1 changed)" in capsys.readouterr().out
    assert main(["index", "--root", str(root), "--rebuild"]) == 0
    assert "indexed 2 files (rebuilt), 2 chunks" in capsys.readouterr().out


def test_vectors_are_embedded_and_cached(tmp_path, capsys, monkeypatch):
    server = EmbedServer()
    try:
        monkeypatch.setenv("MEMTUI_EMBED_URL", server.url)
        root = _ws(tmp_path)
        assert main(["index", "--root", str(root)]) == 0
        assert "2 vectors embedded" in capsys.readouterr().out
        calls = len(server.requests)
        assert main(["index", "--root", str(root), "--rebuild"]) == 0
        out = capsys.readouterr().out
        assert "0 pending" in out and len(server.requests) == calls   # the cache answered
    finally:
        server.close()


def test_skipped_binary_file_is_reported(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    root = _ws(tmp_path)
    (root / "memory" / "blob.md").write_bytes(b"\x00\x01binary")
    assert main(["index", "--root", str(root)]) == 0
    assert "skipped memory/blob.md: binary file" in capsys.readouterr().err


def test_progress_bar_only_on_a_tty():
    import io

    from memtui.cli.index import Progress

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    tty, pipe = Tty(), io.StringIO()
    for stream in (tty, pipe):
        bar = Progress("embedding", stream)
        bar(0, 4)
        bar(2, 4)
        bar(4, 4)
        bar.close()
    assert pipe.getvalue() == ""
    out = tty.getvalue()
    assert "\rembedding [" + "#" * 15 + "." * 15 + "] 2/4" in out and "] 4/4" in out and out.endswith("\n")


def test_index_json_says_what_changed_and_what_was_skipped(tmp_path, capsys, monkeypatch):
    """Every other command had --json; `index` printed one line a script had to parse."""
    import json

    monkeypatch.setenv("MEMTUI_EMBEDDER", "none")
    root = _ws(tmp_path)
    (root / "memory" / "c.md").write_bytes(b"# C\n\x00\x01binary\n")
    assert main(["index", "--root", str(root), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {"memory/a.md", "memory/b.md"} <= set(doc["changed"]) and doc["rebuilt"] is False
    assert (doc["files"], doc["chunks"], doc["embedder"], doc["interrupted"]) == (3, 2, None, False)
    assert list(doc["skipped"]) == ["memory/c.md"] and doc["index"] == str(root / ".memtui" / "index.db")
    assert main(["index", "--root", str(root), "--json", "--rebuild"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["rebuilt"] is True and doc["changed"] is None

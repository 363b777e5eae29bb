"""The index database: location, WAL, corrupt/foreign files rebuilt, read-only workspace fallback."""

import os
from pathlib import Path

import apsw

from memtui.core.search.engine import SearchEngine
from memtui.core.search.store import default_db_path, fallback_db_path, open_store


def _workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "memory").mkdir(parents=True)
    (root / "memory" / "coffee.md").write_text("# Coffee\nThe user drinks espresso.\n")
    return root


def test_default_location_and_wal(tmp_path):
    root = _workspace(tmp_path)
    opened = open_store(root)
    assert opened.path == default_db_path(root) and opened.notice is None
    assert opened.conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    tables = {r[0] for r in opened.conn.execute("SELECT name FROM sqlite_master")}
    assert {"files", "chunks", "fts", "fts_cjk", "emb_cache", "meta"} <= tables
    opened.conn.close()


def test_corrupt_index_is_rebuilt_and_the_old_file_kept(tmp_path):
    root = _workspace(tmp_path)
    db = default_db_path(root)
    db.parent.mkdir()
    db.write_bytes(b"this is not a database" * 100)
    engine = SearchEngine(root, embedder=None)
    state = engine.state()
    assert "rebuilt" in state.notice
    assert [h.path for h in engine.search("espresso").hits] == ["memory/coffee.md"]
    assert any(p.name.startswith("index.db.bad-") for p in db.parent.iterdir())
    engine.close()


def test_foreign_sqlite_database_is_moved_aside(tmp_path):
    root = _workspace(tmp_path)
    db = default_db_path(root)
    db.parent.mkdir()
    conn = apsw.Connection(str(db))
    conn.execute("CREATE TABLE invoices(id, amount); INSERT INTO invoices VALUES(1, 2)")
    conn.close()
    engine = SearchEngine(root, embedder=None)
    assert "not a memtui index" in engine.state().notice
    assert engine.search("espresso").hits
    engine.close()


def test_unwritable_workspace_falls_back_to_the_cache_dir(tmp_path, monkeypatch):
    monkeypatch.delenv("MEMTUI_CACHE_DIR", raising=False)      # the platform dir (the variable is tested beside it)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    root = _workspace(tmp_path)
    if os.geteuid() == 0:      # root ignores permissions: make .memtui impossible to create instead
        (root / ".memtui").write_text("not a directory")
    else:
        os.chmod(root, 0o555)
    try:
        engine = SearchEngine(root, embedder=None)
        assert engine.db_path == fallback_db_path(root)
        assert str(tmp_path / "cache") in str(engine.db_path)
        assert "not writable" in engine.state().notice
        assert engine.search("espresso").hits[0].path == "memory/coffee.md"
        engine.close()
    finally:
        os.chmod(root, 0o755)

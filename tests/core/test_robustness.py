"""Bad input never crashes and never leads outside the root: line ends, parser bounds, config, symlinks."""

from __future__ import annotations

from pathlib import Path

import pytest

from memtui.core import markdown as md
from memtui.core.config import load_config
from memtui.core.fsio import OutsideRootError, check_write_target, is_inside, resolve_write_target
from memtui.core.lint.fix import FixError, apply_plan, plan_move_section
from memtui.core.search.files import list_sources
from memtui.core.text_safety import markers, visible
from memtui.core.workspace import scan_workspace
from tests.core.lint_helpers import lint_tree, write_tree


def test_a_bare_cr_is_a_line_end_everywhere() -> None:
    assert [(p.line, p.target) for p in md.pointers("\ry.md")] == [(2, "y.md")]
    text = "# A\r\r- see `memory/x.md`\r\n## B\rtext\n"
    assert [(h.title, h.line) for h in md.headings(text)] == [("A", 1), ("B", 4)]
    assert [(p.line, p.target) for p in md.pointers(text)] == [(3, "memory/x.md")]
    assert md.split_lines(text)[2] == "- see `memory/x.md`"
    assert md.hermes_entries("one\rtwo\n§\nthree") == [(1, 2, "one\rtwo"), (4, 4, "three")]


def test_lone_surrogates_do_not_reach_the_link_encoder() -> None:
    assert [p.line for p in md.pointers("- [Rex](personas/rex/SO\udc00\ud800.md)\n- [a](b.md)")] == [1, 2]


def test_the_parsers_take_pathological_input_in_stride() -> None:
    for text in ("[" * 20_000, "[a](" * 20_000, "[[" * 20_000, "<" * 20_000, "- a.md " * 20_000, "\r" * 20_000):
        assert md.pointers(text) == [] or all(p.line >= 1 for p in md.pointers(text))
        md.headings(text)
        md.tables(text)


def test_frontmatter_is_real_yaml_with_lines_for_errors() -> None:
    fm = md.parse_frontmatter("---\nname: x\ndescription: y\nmetadata:\n  type: project\n  tags: [a, b]\n---\n")
    assert fm.error is None and fm.data["metadata"] == {"type": "project", "tags": ["a", "b"]}
    bad = md.parse_frontmatter("---\ntitle: x\nkey: [unclosed\n---\n")
    assert bad.present and bad.error.startswith("line 3") and bad.data == {"title": "x"}
    assert md.parse_frontmatter("---\n" + "[" * 5000 + "\n---\n").error
    bomb = "---\na: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n" for p, c in zip("abcdefgh", "bcdefghi", strict=True)
    ) + "---\n"
    assert md.parse_frontmatter(bomb).present      # aliases are shared, never expanded


def test_links_decode_once_and_templates_are_not_pointers() -> None:
    text = "- [Café](caf%C3%A9.md)\n- Daily: `memory/YYYY-MM-DD.md`\n- [[Some Page|label]]\n"
    assert [(p.line, p.target, p.kind) for p in md.pointers(text)] == [(1, "café.md", "link"), (3, "Some Page", "wiki")]


def test_config_errors_name_file_key_expected_and_found(tmp_path: Path) -> None:
    (tmp_path / "memtui.toml").write_text('[lint]\ndisable = 5\nbogus = 1\n[search]\nmmr_lambda = 3\n[nope]\nx = 1\n')
    config = load_config(tmp_path)
    errors = [str(e) for e in config.errors]
    assert any("memtui.toml: [lint] disable: expected a list of strings, found 5 (an integer)" in e for e in errors)
    assert any("[search] mmr_lambda" in e and "from 0 to 1" in e for e in errors)
    warnings = [str(w) for w in config.warnings]
    assert any("[nope]" in w and "unknown table" in w for w in warnings)
    assert any("[lint] bogus" in w for w in warnings)
    assert config.section("lint") == {} and config.section("search") == {}


def test_a_wrong_config_type_does_not_crash_the_lint(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"MEMORY.md": "- [x](memory/missing.md)\n", "memtui.toml": "[lint]\ndisable = 5\n"},
                       notices=True)
    assert any("disable" in n for n in report.notices)
    assert any(f.rule == "map.dangling" for f in report.findings)


def test_write_targets_must_resolve_inside_the_root(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    outside = tmp_path / "outside"
    outside.mkdir()
    write_tree(root, {"MEMORY.md": "# Index\n\n## Deploy\n- ship it\n"})
    (tmp_path / "OUTSIDE.md").write_text("# Out\n\n## Deploy\n- x\n")
    (root / "linkdir").symlink_to(outside)
    (root / "dangling.md").symlink_to(tmp_path / "nowhere.md")
    assert resolve_write_target(root, "memory/new.md") == (root / "memory/new.md").resolve()
    assert check_write_target(tmp_path / "fork.jsonl") == tmp_path / "fork.jsonl"     # --out: the user's choice
    with pytest.raises(OutsideRootError, match="dangling"):
        check_write_target(root / "dangling.md")
    for rel in ("../OUTSIDE.md", "linkdir/x.md", "dangling.md"):
        with pytest.raises(OutsideRootError):
            resolve_write_target(root, rel)
    with pytest.raises(FixError, match="outside"):
        plan_move_section(root, "Deploy", "memory/deploy.md", index="../OUTSIDE.md")
    with pytest.raises(FixError, match="outside"):
        plan_move_section(root, "Deploy", "linkdir/x.md")
    plan = plan_move_section(root, "Deploy", "memory/deploy.md")
    (root / "memory").symlink_to(outside)          # swapped in after the plan
    with pytest.raises(FixError, match="outside"):
        apply_plan(plan)
    assert list(outside.iterdir()) == []
    assert (tmp_path / "OUTSIDE.md").read_text() == "# Out\n\n## Deploy\n- x\n"


def test_fix_keeps_the_files_line_endings(tmp_path: Path) -> None:
    (tmp_path / "MEMORY.md").write_bytes(b"# Index\r\n\r\n## Deploy\r\n- ship it\r\n\r\n## Other\r\n- y\r\n")
    apply_plan(plan_move_section(tmp_path, "Deploy", "memory/deploy.md"))
    data = (tmp_path / "MEMORY.md").read_bytes()
    assert b"\r\n" in data and b"\n" not in data.replace(b"\r\n", b"") and b"ship it" not in data


def test_symlinks_out_of_the_root_are_listed_not_read(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    secret = tmp_path / "secret.md"
    secret.write_text("# secret\n- the password is hunter2\n")
    (tmp_path / "outdir").mkdir()
    (tmp_path / "outdir" / "x.md").write_text("outside\n")
    write_tree(root, {"MEMORY.md": "- [a](memory/a.md)\n", "memory/a.md": "# A\n"})
    (root / "memory" / "leak.md").symlink_to(secret)
    (root / "memory" / "dir").symlink_to(tmp_path / "outdir")
    ws = scan_workspace(root)
    assert {f.path for f in ws.files} == {"MEMORY.md", "memory/a.md"}
    problems = {p.path: p.message for p in ws.problems}
    assert "outside the workspace" in problems["memory/leak.md"] and "memory/dir" in problems
    assert {s.path for s in list_sources(root)} == {"MEMORY.md", "memory/a.md"}
    (root / "memtui.toml").write_text("[workspace]\nallow_outside_symlinks = true\n")
    assert "memory/leak.md" in {f.path for f in scan_workspace(root).files}
    assert is_inside(root, root / "memory" / "a.md") and not is_inside(root, root / "memory" / "leak.md")


def test_control_characters_become_visible() -> None:
    evil = "name\x1b]0;x\x07\n\u202e\ud800\x9b"
    assert visible(evil) == "name\\x1b]0;x\\x07\\n\\u202e\\ud800\\x9b"
    assert visible("tab\tok") == "tab\tok"
    assert markers("a\x1b[2Jb\nc\u202e") == "a\u241b[2Jb\nc\ufffd"


def test_learnings_personas_and_logs_get_roles(tmp_path: Path) -> None:
    write_tree(tmp_path, {
        "SOUL.md": "# Soul\n", "AGENTS.md": "# Agents\n", "personas/ada/SOUL.md": "# Ada\n" * 50,
        ".learnings/LEARNINGS.md": "# L\n", "learnings/2026-01-01-retry.md": "# R\n",
        "cron/history.md": "# runs\n", "projects/apollo.md": "# Apollo\n", "people/ann.md": "# Ann\n",
        "docs/CLAUDE.md": "# nested\n",
    })
    ws = scan_workspace(tmp_path)
    role = {f.path: f.role for f in ws.files}
    assert role[".learnings/LEARNINGS.md"] == role["learnings/2026-01-01-retry.md"] == "lesson"
    assert role["cron/history.md"] == "log" and role["projects/apollo.md"] == role["people/ann.md"] == "topic"
    assert ws.get("personas/ada/SOUL.md").persona == "ada"
    assert not ws.get("personas/ada/SOUL.md").always_loaded and not ws.get("docs/CLAUDE.md").always_loaded
    total = next(c for c in ws.caps if c.name == "openclaw-total")
    assert total.used == len("# Soul") + len("# Agents")     # OpenClaw measures a file with its end trimmed


def test_search_hits_count_a_bare_cr_as_a_line_end(tmp_path: Path) -> None:
    from memtui.core.search.engine import SearchEngine

    (tmp_path / "memory").mkdir()
    (tmp_path / "memory" / "a.md").write_bytes(b"# A\r- one\r- the zebra line\r- three\r")
    engine = SearchEngine(tmp_path, db_path=tmp_path / "i.db", embedder=None)
    try:
        hits = engine.search("zebra", k=3, mode="keyword").hits
    finally:
        engine.close()
    assert hits and hits[0].start_line <= 3 <= hits[0].end_line

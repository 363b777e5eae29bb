"""map, lint and preview agree on what an agent loads: one OpenClaw bootstrap model, one Claude Code import resolver.

Built from the tester's reproductions (repro26 12 and 16: their files, under tests/fixtures/repro26/)."""

from __future__ import annotations

import shutil
from pathlib import Path

from memtui.core.claude_imports import MAX_IMPORT_DEPTH, imports_in, resolve
from memtui.core.openclaw_bootstrap import bootstrap
from memtui.core.preview import preview_agent
from memtui.core.workspace import scan_workspace
from tests.core.lint_helpers import hits, lint_tree, write_tree

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "repro26"


def _copy(name: str, tmp_path: Path) -> Path:
    root = tmp_path / name
    shutil.copytree(FIXTURES / name, root)
    return root


# --- OpenClaw (repro 12) ---------------------------------------------------------------------

def test_openclaw_map_lint_and_preview_share_one_file_set_and_cap(tmp_path: Path) -> None:
    root = _copy("openclaw-map-vs-preview", tmp_path)      # AGENTS, SOUL, MEMORY, a 15 K TOOLS.md, HEARTBEAT.md
    ws = scan_workspace(root)
    preview = preview_agent(root, "openclaw")
    injected = [f.path for f in preview.files if not f.missing]
    assert injected == ["AGENTS.md", "SOUL.md", "MEMORY.md"]                  # 2026.9.6: no TOOLS/HEARTBEAT
    assert sorted(f.path for f in ws.files if f.always_loaded) == sorted(injected)
    assert ws.always_loaded_chars == sum(f.included_chars for f in preview.files if not f.missing)
    assert {c.path: c.limit for c in ws.caps if c.name == "openclaw-file"} == dict.fromkeys(injected, 20_000)
    assert "budgets 20,000 chars/file, 60,000 total (version defaults)" in preview.rules
    for name in ("TOOLS.md", "HEARTBEAT.md"):
        assert not ws.get(name).always_loaded and "no longer injects" in ws.get(name).load_note
    report = lint_tree(root, rules=["openclaw"])
    assert hits(report, "openclaw.bootstrap-file") == [] and hits(report, "openclaw.bootstrap-total") == []
    assert {f.path for f in hits(report, "openclaw.not-injected")} == {"TOOLS.md", "HEARTBEAT.md"}


def test_an_older_openclaw_version_injects_tools_md_and_cuts_it_the_same_everywhere(tmp_path: Path) -> None:
    root = _copy("openclaw-map-vs-preview", tmp_path)
    (root / "openclaw.json").write_text('{"meta": {"lastTouchedVersion": "2026.2.1"}, '
                                        '"agents": {"defaults": {"bootstrapMaxChars": 12000}}}', encoding="utf-8")
    ws = scan_workspace(root)
    preview = preview_agent(root, "openclaw")
    tools = next(f for f in preview.files if f.path == "TOOLS.md")
    assert ws.get("TOOLS.md").always_loaded and tools.truncated
    [finding] = hits(lint_tree(root, rules=["openclaw"]), "openclaw.bootstrap-file")
    dropped = [line.number for line in tools.dropped]
    assert (finding.path, finding.line, finding.end_line) == ("TOOLS.md", dropped[0], dropped[-1])
    assert "12,000 chars of TOOLS.md" in finding.message and "2026.2.1" in finding.message
    cap = next(c for c in ws.caps if c.path == "TOOLS.md")
    assert (cap.limit, cap.used > cap.limit) == (12_000, True)


def test_session_kinds_follow_filter_bootstrap_files_for_session(tmp_path: Path) -> None:
    root = write_tree(tmp_path, {"AGENTS.md": "# A\n", "SOUL.md": "# S\n", "IDENTITY.md": "# I\n",
                                 "USER.md": "# U\n", "MEMORY.md": "# M\n"})
    names = {kind: [f.name for f in bootstrap(root, session=kind).files]
             for kind in ("main", "subagent", "cron", "group", "heartbeat")}
    assert names == {"main": ["AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md", "MEMORY.md"],
                     "subagent": ["AGENTS.md"], "cron": ["AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md"],
                     "group": ["AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md"], "heartbeat": []}


def test_a_missing_identity_md_is_a_marker_and_an_absent_user_md_is_skipped(tmp_path: Path) -> None:
    root = write_tree(tmp_path, {"AGENTS.md": "# A\n", "SOUL.md": "# S\n"})
    plan = bootstrap(root)
    assert [(f.name, f.missing) for f in plan.files] == [("AGENTS.md", False), ("SOUL.md", False),
                                                         ("IDENTITY.md", True)]
    assert plan.files[-1].injected == f"[MISSING] Expected at: {root / 'IDENTITY.md'}"


# --- Claude Code @imports (repro 16) -----------------------------------------------------------

def test_imported_files_are_loaded_not_orphans_and_a_missing_import_is_found(tmp_path: Path) -> None:
    root = _copy("claude-at-imports", tmp_path)     # CLAUDE.md: @docs/conventions.md, @docs/missing-file.md
    ws = scan_workspace(root)
    preview = preview_agent(root, "claude-code")
    assert [f.path for f in preview.files] == ["CLAUDE.md", "docs/conventions.md"]
    conventions = ws.get("docs/conventions.md")
    assert conventions.always_loaded and conventions.imported and ws.orphans == []
    assert ws.loaded_by_agent["claude-code"]["chars"] == sum(f.included_chars for f in preview.files) == 9_465
    assert [(r.source, r.line, r.resolved, r.exists) for r in ws.index] == [
        ("CLAUDE.md", 3, "docs/conventions.md", True), ("CLAUDE.md", 5, "docs/missing-file.md", False)]
    report = lint_tree(root, rules=["map", "topic"])
    [missing] = hits(report, "map.missing-import")
    assert (missing.path, missing.line) == ("CLAUDE.md", 5) and "docs/missing-file.md" in missing.message
    assert hits(report, "map.orphan") == [] and hits(report, "map.dangling") == []
    assert hits(report, "topic.frontmatter") == []          # an imported file is an instruction file, not a topic
    assert any("missing-file.md, which does not exist" in note for note in preview.notes)


def test_imports_follow_claude_codes_rules(tmp_path: Path) -> None:
    chain = {f"docs/c{i}.md": f"# c{i}\n@c{i + 1}.md\n" for i in range(1, 8)}
    root = write_tree(tmp_path, {
        "CLAUDE.md": "See @docs/c1.md and `@docs/span.md`; mail me@example.com; ask @alice.\n"
                     "```\n@docs/fenced.md\n```\n@~/.claude/mine.md\n",
        ".claude/rules/style.md": "- tabs\n", **chain,
        "docs/span.md": "x\n", "docs/fenced.md": "x\n",
    })
    assert [t for _, t in imports_in((root / "CLAUDE.md").read_text())] == ["docs/c1.md", "alice.", "~/.claude/mine.md"]
    load = resolve(root, lambda p: p.read_text() if p.is_file() else None)
    loaded = [(p.relative_to(root).as_posix(), depth) for p, depth in load.files]
    # relative to the importing file (docs/c1.md imports c2.md = docs/c2.md); at most 5 hops
    assert loaded[:1 + MAX_IMPORT_DEPTH + 1] == [("CLAUDE.md", 0)] + [(f"docs/c{i}.md", i) for i in range(1, 6)] + [
        (".claude/rules/style.md", 0)]
    ws = scan_workspace(root)
    assert not ws.get("docs/span.md").always_loaded and not ws.get("docs/fenced.md").always_loaded
    assert not ws.get("docs/c6.md").always_loaded             # the sixth hop is not expanded
    assert ws.unlisted_loaded == [".claude/rules/style.md"]   # not a scanned file, loaded all the same
    assert ws.loaded_by_agent["claude-code"]["chars"] == sum(f.included_chars for f in preview_agent(
        root, "claude-code").files)
    report = lint_tree(root, rules=["map.missing-import"])
    assert hits(report, "map.missing-import") == []          # "@alice." is a mention, "~/" lies outside

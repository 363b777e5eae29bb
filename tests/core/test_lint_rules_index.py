"""Index rules on real workspaces: caps with the first line past them, pointers-not-content."""

from __future__ import annotations

from pathlib import Path

from memtui.core.preview import openclaw
from memtui.core.workspace import scan_workspace
from tests.core.lint_helpers import hits, lint_tree, topic

MAP = "| Keyword | Category | File |\n|---|---|---|\n| deploy | domain | docs/domain/deploy.md |\n"


def test_index_over_5000_chars_names_the_first_line_past_the_budget(tmp_path: Path) -> None:
    lines = [f"- [note {i}](docs/domain/deploy.md) — pointer line number {i:03d} padded out" for i in range(120)]
    report = lint_tree(tmp_path, {"MEMORY.md": "\n".join(lines) + "\n", "docs/domain/deploy.md": topic()},
                       rules=["index.size"])
    [finding] = hits(report, "index.size")
    running, expected = 0, None
    for number, line in enumerate(lines, start=1):
        running += len(line) + 1
        if running > 5000:
            expected = number
            break
    assert (finding.line, finding.end_line, finding.severity) == (expected, 120, "warning")


def test_small_index_has_no_size_finding(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"MEMORY.md": "- [deploy](docs/domain/deploy.md)\n",
                                  "docs/domain/deploy.md": topic()}, rules=["index"])
    assert report.findings == []


def test_claude_code_lines_past_200_are_never_loaded(tmp_path: Path) -> None:
    index = "".join(f"- [t{i}](t{i}.md) — hook\n" for i in range(230))
    files = {"CLAUDE.md": "# Project\n", "MEMORY.md": index}
    report = lint_tree(tmp_path, files, rules=["index.claude-truncated"])
    [finding] = hits(report, "index.claude-truncated")
    assert (finding.line, finding.end_line, finding.severity) == (201, 230, "error")
    assert "first 200 lines" in finding.message


def test_claude_code_bytes_past_25kb_cut_earlier_than_200_lines(tmp_path: Path) -> None:
    index = "".join(f"- [t{i}](t{i}.md) — " + "x" * 300 + "\n" for i in range(150))
    report = lint_tree(tmp_path, {"CLAUDE.md": "# P\n", "MEMORY.md": index}, rules=["index.claude-truncated"])
    [finding] = hits(report, "index.claude-truncated")
    assert finding.line < 200 and "25 KB" in finding.message


def test_claude_memory_under_both_caps_is_clean(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"CLAUDE.md": "# P\n", "MEMORY.md": "- [a](a.md)\n" * 50},
                       rules=["index.claude-truncated"])
    assert report.findings == []


def test_hermes_memory_over_budget_and_user_near_budget(tmp_path: Path) -> None:
    memory = "\n§\n".join(f"Entry {i}: " + "fact " * 60 for i in range(10))      # ~3,100 chars
    user = "\n§\n".join("The user prefers short answers and Korean at night. " * 5 for _ in range(5))   # ~1,330
    report = lint_tree(tmp_path, {"MEMORY.md": memory, "USER.md": user}, rules=["hermes"])
    over = hits(report, "hermes.budget")
    entries = memory.split("\n§\n")
    running = [len("\n§\n".join(entries[:i + 1])) for i in range(len(entries))]
    past = [i for i, total in enumerate(running) if total > 2200]          # every entry that does not fit
    assert [f.line for f in over] == [2 * i + 1 for i in past] and len(past) == 3
    assert all(f.path == "MEMORY.md" and f.severity == "error" for f in over)
    assert f"entry {past[0] + 1} of 10" in over[0].message and "refuses every new entry" in over[0].message
    [near] = hits(report, "hermes.near-budget")
    assert near.path == "USER.md" and near.severity == "warning"


def test_hermes_small_memory_is_clean(tmp_path: Path) -> None:
    report = lint_tree(tmp_path, {"MEMORY.md": "User likes tea.\n§\nDeploy on Fridays is banned."}, rules=["hermes"])
    assert report.findings == []


def _rules(n: int, width: int = 100) -> str:
    """`n` numbered rule lines of `width` chars each (newline included)."""
    return "".join(f"Rule {i:05d}: " + "k" * (width - 13) + "\n" for i in range(n))


def test_openclaw_bootstrap_caps_follow_the_loader_model(tmp_path: Path) -> None:
    """OpenClaw 2026.9.6 (`buildBootstrapContextFiles`): 20,000 chars per file, USER.md 4,000, 60,000 in total,
    in the order AGENTS, SOUL, IDENTITY, USER, MEMORY; TOOLS.md is not injected at all."""
    files = {"AGENTS.md": _rules(250), "SOUL.md": _rules(199), "IDENTITY.md": _rules(199), "USER.md": _rules(50),
             "MEMORY.md": _rules(60), "TOOLS.md": _rules(200), "memory/2026-11-27.md": "- daily note\n"}
    report = lint_tree(tmp_path, files, rules=["openclaw"])
    per_file = hits(report, "openclaw.bootstrap-file")
    assert [f.path for f in per_file] == ["AGENTS.md", "USER.md"]   # 25,000 > 20,000; 5,000 > USER.md's 4,000
    agents = per_file[0]     # AGENTS.md keeps a 45 % head and a 15 % tail (no rule line matches the digest)
    assert "20,000 chars of AGENTS.md (24,999)" in agents.message and agents.line > 1 and agents.end_line < 250
    [total] = hits(report, "openclaw.bootstrap-total")   # 12,116 + 2 × 19,899 + 3,999 injected: 4,087 left
    assert total.path == "MEMORY.md" and "4,087 chars were left for MEMORY.md" in total.message
    [tools] = hits(report, "openclaw.not-injected")
    assert tools.path == "TOOLS.md" and tools.severity == "info"
    ws = scan_workspace(tmp_path)
    assert ws.openclaw is not None and not ws.get("TOOLS.md").always_loaded and ws.get("MEMORY.md").always_loaded
    preview = openclaw.load(tmp_path)
    assert [f.path for f in preview.files] == ["AGENTS.md", "SOUL.md", "IDENTITY.md", "USER.md", "MEMORY.md"]
    assert ws.always_loaded_chars == sum(f.included_chars for f in preview.files)


def test_openclaw_budgets_come_from_the_config(tmp_path: Path) -> None:
    files = {"AGENTS.md": _rules(130), "SOUL.md": "# Soul\n",
             "openclaw.json": '{"agents": {"defaults": {"bootstrapMaxChars": 12000}}}'}
    report = lint_tree(tmp_path, files, rules=["openclaw"])
    [agents] = hits(report, "openclaw.bootstrap-file")
    assert "12,000 chars of AGENTS.md" in agents.message and "config openclaw.json" in agents.message
    caps = {c.path: c.limit for c in scan_workspace(tmp_path).caps if c.name == "openclaw-file"}
    assert caps == {"AGENTS.md": 12000, "SOUL.md": 12000}


def test_openclaw_bootstrap_under_caps_is_clean(tmp_path: Path) -> None:
    files = {"AGENTS.md": "# Rules\n- run the tests\n", "SOUL.md": "# Soul\n- be kind\n",
             "MEMORY.md": "- [note](memory/2026-11-27.md)\n", "memory/2026-11-27.md": "- daily note\n"}
    report = lint_tree(tmp_path, files, rules=["openclaw"])
    assert report.findings == []


def test_pointer_only_index_is_clean(tmp_path: Path) -> None:
    index = ("# Index\n\n| Topic | File |\n|---|---|\n" + "".join(f"| t{i} | docs/domain/t{i}.md |\n" for i in range(9))
             + "\n## Always read\n\n- `AGENTS.md`\n- [map](memory-map.md)\n- `docs/domain/t1.md`\n"
             + "- [t2](docs/domain/t2.md)\n- [t3](docs/domain/t3.md)\n- [t4](docs/domain/t4.md)\n")
    files = {"MEMORY.md": index, "memory-map.md": MAP, "AGENTS.md": "# Rules\n"}
    files.update({f"docs/domain/t{i}.md": topic(f"T{i}") for i in range(9)})
    report = lint_tree(tmp_path, files, rules=["index"])
    assert report.findings == []


def test_content_in_the_index_is_reported_where_it_sits(tmp_path: Path) -> None:
    index = (
        "# Index\n"                                                      # 1
        "- [deploy](docs/domain/deploy.md)\n"                            # 2
        "- Fixed in commit 3f9a6c1e, see the PR\n"                       # 3
        "- run `pnpm test -- --grep checkout` first\n"                   # 4
        "```bash\n"                                                      # 5
        "make release\n"                                                 # 6
        "```\n"                                                          # 7
        "- TypeError: cannot read properties of undefined\n"             # 8
        "- temporary: the API is down, use the mirror for now\n"         # 9
        "\n"                                                             # 10
        "## Facts\n"                                                     # 11
        "- one\n- two\n- three\n- four\n- five\n- six\n"                 # 12-17
    )
    report = lint_tree(tmp_path, {"MEMORY.md": index, "docs/domain/deploy.md": topic()}, rules=["index"])
    got = {(f.rule, f.line) for f in report.findings}
    assert ("index.commit-hash", 3) in got
    assert ("index.code-block", 4) in got and ("index.code-block", 5) in got
    assert ("index.error-text", 8) in got
    assert ("index.temporary", 9) in got
    long_list = hits(report, "index.long-list")
    assert [(f.line, f.end_line) for f in long_list] == [(12, 17)]
    [hash_finding] = hits(report, "index.commit-hash")
    assert hash_finding.column == len("- Fixed in commit ") + 1


def test_benign_index_lookalikes_do_not_fire(tmp_path: Path) -> None:
    index = (
        "# Index\n"
        "- Dates like 2026-11-27 and ports like 5432 are fine\n"
        "- Colours such as #ffcc00 and words like decade or facade are fine\n"
        "- see `AGENTS.md` and `docs/domain/deploy.md`\n"
        "- [deploy](docs/domain/deploy.md) (https://example.com/commit/3f9a6c1e)\n"
    )
    report = lint_tree(tmp_path, {"MEMORY.md": index, "docs/domain/deploy.md": topic()}, rules=["index"])
    assert report.findings == []


def test_index_fact_already_in_a_topic_file(tmp_path: Path) -> None:
    files = {
        "MEMORY.md": "- [deploy](docs/domain/deploy.md)\n- Deploys go through the release pipeline.\n",
        "docs/domain/deploy.md": topic(),
    }
    report = lint_tree(tmp_path, files, rules=["index.duplicate-topic"])
    [finding] = hits(report, "index.duplicate-topic")
    assert (finding.path, finding.line) == ("MEMORY.md", 2)
    assert "docs/domain/deploy.md:" in finding.message


def test_hermes_memory_is_not_held_to_the_pointer_rules(tmp_path: Path) -> None:
    memory = "Build failed with TypeError: x is undefined, fixed in 3f9a6c1e.\n§\nUser prefers tea."
    report = lint_tree(tmp_path, {"MEMORY.md": memory}, rules=["index"])
    assert report.findings == []


def test_a_hermes_entry_longer_than_the_budget_is_named_as_an_outside_edit(tmp_path: Path) -> None:
    memory = "User likes tea.\n§\n" + "A pasted runbook line. " * 120       # one entry of ~2,760 chars
    [over] = hits(lint_tree(tmp_path, {"MEMORY.md": memory}, rules=["hermes.budget"]), "hermes.budget")
    assert over.line == 3 and "longer than the whole budget" in over.message and "replace/remove" in over.message

"""`memtui history` and `memtui review` end to end (in process): text, JSON, previews, writes, refusals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memtui.cli import main
from tests.core.history_helpers import make_workspace, run_agent

V2 = "# Deploy\n\n- Atlas deploys to Cloudflare Workers now.\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "ws")


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_history_timeline_json_and_text(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "history", "--root", str(root))[0] == 0          # the baseline
    ids = run_agent(root, [{"path": "memory/deploy.md", "write": V2}, {"path": "memory/team.md", "delete": True}])
    code, out, _ = cli(capsys, "history", "--root", str(root), "--json")
    doc = json.loads(out)
    changes = [v for v in doc["versions"] if v["change"] != "baseline"]
    assert [(v["path"], v["change"]) for v in changes] == [("memory/deploy.md", "modified"), ("memory/team.md", "deleted")]
    assert changes[0]["by"]["entry"] == ids[0] and changes[1]["attribution"] == "outside any known session"
    assert doc["deleted"] == ["memory/team.md"]
    code, out, _ = cli(capsys, "history", "memory/deploy.md", "--root", str(root))
    assert "+- Atlas deploys to Cloudflare Workers now." in out and "fake-agent.jsonl" in out
    code, out, _ = cli(capsys, "history", "--deleted", "--root", str(root))
    assert "memory/team.md" in out and "Minji owns the release train." in out


def test_history_since_filters_and_bad_date_is_a_usage_error(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "history", "--root", str(root))
    code, out, _ = cli(capsys, "history", "--root", str(root), "--since", "2999-01-01", "--json")
    assert json.loads(out)["versions"] == []
    code, _out, err = cli(capsys, "history", "--root", str(root), "--since", "yesterday-ish")
    assert code == 2 and "--since" in err


def test_history_revert_previews_then_writes_then_refuses(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "history", "--root", str(root))
    run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
    _, out, _ = cli(capsys, "history", "memory/deploy.md", "--root", str(root), "--json")
    seq = json.loads(out)["versions"][-1]["seq"]
    code, out, _ = cli(capsys, "history", "--root", str(root), "--revert", str(seq))
    assert code == 0 and "preview only" in out and (root / "memory/deploy.md").read_text() == V2
    (root / "memory/deploy.md").write_text(V2 + "- an edit the journal has not seen\n")
    # the CLI snapshots first, so this edit is seen: reverting the older change still restores its predecessor
    code, out, _ = cli(capsys, "history", "--root", str(root), "--revert", str(seq), "--yes")
    assert code == 0 and (root / "memory/deploy.md").read_text() == "# Deploy\n\n- Atlas deploys to Fly.io from main.\n"
    code, _out, err = cli(capsys, "history", "--root", str(root), "--revert", "9999")
    assert code == 2 and "no change 9999" in err


def test_review_list_apply_ignore(demo_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = cli(capsys, "review", "--root", str(demo_root), "--json", "--kind", "threat")
    doc = json.loads(out)
    items = doc["items"]
    assert doc["root"] == str(demo_root.resolve())   # which workspace, as map and lint say
    assert code == 0 and items and {i["kind"] for i in items} == {"threat"}
    first = items[0]["id"]
    code, out, _ = cli(capsys, "review", "apply", first, "--root", str(demo_root))
    assert code == 0 and "preview only" in out and out.count("\n-") >= 1
    code, out, _ = cli(capsys, "review", "ignore", first, "--root", str(demo_root))
    assert code == 0 and out.startswith(f"ignored {first}")
    _, out, _ = cli(capsys, "review", "--root", str(demo_root), "--json", "--kind", "threat")
    assert first not in {i["id"] for i in json.loads(out)["items"]}
    _, out, _ = cli(capsys, "review", "--root", str(demo_root), "--json", "--kind", "threat", "--all")
    assert {i["id"]: i["state"] for i in json.loads(out)["items"]}[first] == "ignored"
    code, _out, err = cli(capsys, "review", "apply", "ffffffffffff", "--root", str(demo_root))
    assert code == 2 and "no item 'ffffffffffff'" in err
    assert "Open ids: " + items[1]["id"] not in err and items[1]["id"] in err and "memtui review" in err
    code, out, err = cli(capsys, "review", "apply", "ffffffffffff", "--root", str(demo_root), "--json")
    doc = json.loads(out)
    assert code == 2 and doc["id"] == "ffffffffffff" and items[1]["id"] in doc["open_ids"] and first not in doc["open_ids"]
    code, _out, err = cli(capsys, "review", "ignore", first[:2], "--root", str(demo_root))
    assert code == 2 and "at least 4 characters" in err
    code, _out, err = cli(capsys, "review", "apply", "--root", str(demo_root))
    assert code == 2


def test_review_apply_yes_restores_a_deleted_file(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "review", "--root", str(root))
    run_agent(root, [{"path": "memory/team.md", "delete": True}])
    _, out, _ = cli(capsys, "review", "--root", str(root), "--json", "--kind", "change")
    [item] = json.loads(out)["items"]
    assert item["proposal"]["action"] == "revert" and item["severity"] == "warning"
    code, out, _ = cli(capsys, "review", "apply", item["id"][:6], "--yes", "--root", str(root))
    assert code == 0 and "memory/team.md" in out
    assert (root / "memory/team.md").read_text() == "# Team\n\n- Minji owns the release train.\n"
    _, out, _ = cli(capsys, "review", "--root", str(root), "--json", "--kind", "change")
    assert json.loads(out)["items"] == []


def test_history_diff_cannot_drive_the_terminal(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli(capsys, "history", "--root", str(root))[0] == 0
    (root / "memory" / "deploy.md").write_text("# Deploy\n- title \x1b]0;pwned\x07 and clipboard \x1b]52;c;ZXZpbA==\x07\n")
    code, out, _ = cli(capsys, "history", "memory/deploy.md", "--root", str(root))
    assert code == 0 and "\x1b" not in out and "\x07" not in out
    assert "\\x1b]0;pwned\\x07" in out                   # shown, visibly escaped


def test_preview_and_apply_share_one_json_shape_and_refusal(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cli(capsys, "history", "--root", str(root))
    run_agent(root, [{"path": "memory/team.md", "delete": True}])
    _, out, _ = cli(capsys, "review", "--root", str(root), "--json", "--kind", "change")
    [item] = json.loads(out)["items"]
    code, out, _ = cli(capsys, "review", "apply", item["id"], "--json", "--root", str(root))
    preview = json.loads(out)
    assert code == 0 and preview["applied"] is False and preview["id"] == item["id"]
    assert [c["path"] for c in preview["changes"]] == ["memory/team.md"] and "summary" in preview
    _, out, _ = cli(capsys, "history", "memory/team.md", "--root", str(root), "--json")
    seq = json.loads(out)["versions"][-1]["seq"]
    code, out, _ = cli(capsys, "history", "--root", str(root), "--revert", str(seq), "--json")
    assert code == 0 and set(json.loads(out)) >= {"applied", "summary", "notes", "changes", "seq"}
    code, out, _ = cli(capsys, "review", "apply", item["id"], "--json", "--yes", "--root", str(root))
    done = json.loads(out)
    assert code == 0 and done["applied"] is True and done["written"][0]["path"] == "memory/team.md"


def test_review_apply_refused_on_a_change_exits_1_with_nothing_written(root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from memtui.cli import preview_apply
    from memtui.core.review import build_queue

    cli(capsys, "review", "--root", str(root))
    run_agent(root, [{"path": "memory/deploy.md", "write": V2}])
    queue = build_queue(root, ["change"])
    [item] = queue.items
    (root / "memory/deploy.md").write_text(V2 + "- written after the queue was built\n")
    from memtui.core.review import apply_item_changes, plan_for

    proposal = preview_apply.Proposal("memtui review", plan_for(queue, item, "revert"))
    code = preview_apply.apply(proposal, lambda: apply_item_changes(queue, item, "revert"), as_json=True)
    out, err = capsys.readouterr()
    assert code == preview_apply.EXIT_REFUSED == 1
    assert json.loads(out)["refused"].startswith("memory/deploy.md changed since the plan was made")
    assert "refused" in err and (root / "memory/deploy.md").read_text().endswith("after the queue was built\n")


def test_preview_text_has_no_escaped_newlines(demo_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = cli(capsys, "review", "--root", str(demo_root), "--json", "--kind", "conflict")
    first = json.loads(out)["items"][0]["id"]
    code, out, _ = cli(capsys, "review", "apply", first, "--root", str(demo_root))
    assert code == 0 and "\\n" not in out and out.rstrip().endswith("backups go to .memtui/backups/)")

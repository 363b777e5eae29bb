"""Context usage attribution on hand-counted fixtures and on every shared sample.

Expected chars are counted by hand from the fixture texts (written out below); expected tokens are
the tokenizer's count of those same literal texts, so they hold for tiktoken and for the estimate.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from memtui.core.sessions import parse_session
from memtui.core.tokens import count_tokens
from memtui.core.usage import (
    CATEGORIES,
    PruneSettings,
    aggregate,
    analyze_files,
    analyze_session,
    breakdown_total,
    memory_tax,
    session_files,
    stats_json,
)
from memtui.core.usage.result import PLACEHOLDER
from memtui.core.workspace import scan_workspace
from tests.shared_data import SAMPLES, SAMPLE_FILES, needs_samples, sample

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"


def analyze(name: str, prune: PruneSettings | None = None):
    return analyze_session(parse_session(FIXTURES / name), prune or PruneSettings(), exact=True)


def chars(bd) -> dict[str, int]:
    return {cat: bd[cat].chars for cat in CATEGORIES}


def tok(*texts: str) -> int:
    return sum(count_tokens(t) for t in texts)


# --- Pi with a compaction --------------------------------------------------------------------

PI_USER = ("Read the config file please.", "Now change it to 9090.")         # 28 + 22 chars
PI_KEPT = "The config sets port 8080."                                       # 26 chars
PI_SUMMARY = "Summary: user asked about config; port is 8080."               # 47 chars
PI_CUSTOM = "Runtime context: channel=cli"                                    # 28 chars


def test_pi_whole_and_active_by_category():
    u = analyze("pi_compaction.jsonl")
    assert u.format == "pi"
    messages = tok(PI_KEPT, PI_SUMMARY, PI_USER[1], PI_CUSTOM, "Done.")
    system = 900 - messages            # m8 usage: 50 + 10 + 840, no totalTokens
    assert u.reported_context_tokens == 900
    assert u.system_prompt.source == "derived"
    assert u.system_prompt.tokens == system
    assert chars(u.whole) == {
        "system_prompt": system * 4,
        "tool_results": 5000,
        "tool_calls": 4 + 22,          # "read" + {"path":"config.toml"}
        "assistant_text": 26 + 5,
        "thinking": 16,                # "Need to read it."
        "user_input": 28 + 22,
        "summaries": 47,
        "other": 28,                   # the custom_message; the custom entry, label and model change count nowhere
    }
    assert chars(u.active) == {
        "system_prompt": system * 4, "tool_results": 0, "tool_calls": 0, "assistant_text": 26 + 5,
        "thinking": 0, "user_input": 22, "summaries": 47, "other": 28,
    }
    assert u.whole["tool_results"].tokens == tok("X" * 5000)
    assert u.active["assistant_text"].tokens == tok(PI_KEPT, "Done.")
    assert u.active["summaries"].tokens == tok(PI_SUMMARY)


def test_pi_compaction_and_timeline():
    u = analyze("pi_compaction.jsonl")
    system = u.system_prompt.tokens
    after = system + tok(PI_KEPT, PI_SUMMARY)      # summary + the kept entry from firstKeptEntryId
    assert [(c.id, c.tokens_before, c.tokens_after) for c in u.compactions] == [("m6", 2400, after)]
    assert not u.compactions[0].low_saving
    assert [(p.node_id, p.tokens, p.measured, p.compaction) for p in u.timeline] == [
        ("m2", 1000, True, False),
        ("m4", 2300, True, False),
        ("m6", after, False, True),
        ("m8", 900, True, False),
    ]


# --- Claude Code -----------------------------------------------------------------------------

def test_claude_categories_compaction_flag_and_dedupe():
    u = analyze("claude_compact.jsonl")
    assert u.format == "claude-code"
    assert u.reported_context_tokens == 5 + 300 + 100          # input + cache creation + cache read
    active_messages = tok("Summary of earlier work.", "Caveat: injected.", "Continue", "Continuing.")
    assert u.system_prompt.tokens == 405 - active_messages
    whole = chars(u.whole)
    whole.pop("system_prompt")
    assert whole == {
        "tool_results": 9,             # "file body"
        "tool_calls": 4 + 22,          # "Read" + {"file_path":"/a.txt"}
        "assistant_text": 8 + 11,      # "Read it." + "Continuing."
        "thinking": 13,                # "Let me think."
        "user_input": 11 + 8,          # "Hello there" + "Continue"
        "summaries": 24,               # the isCompactSummary line; not the boundary, not the title line
        "other": 17,                   # the isMeta injection
    }
    active = chars(u.active)
    active.pop("system_prompt")
    assert active == {"tool_results": 0, "tool_calls": 0, "assistant_text": 11, "thinking": 0,
                      "user_input": 8, "summaries": 24, "other": 17}
    (comp,) = u.compactions
    assert (comp.id, comp.tokens_before, comp.tokens_after) == ("cb", 1000, 950)
    assert comp.low_saving                                     # 5 % saved
    # The streaming split counts once: its usage is on the last fragment only.
    assert [(p.node_id, p.tokens, p.measured) for p in u.timeline] == [
        ("a1b", 150, True), ("a2", 210, True), ("cb", 950, True), ("a3", 405, True)
    ]


# --- Codex -------------------------------------------------------------------------------------

def test_codex_recorded_instructions_dedupe_and_compaction():
    u = analyze("codex_compacted.jsonl")
    instructions = "You are Codex. Be brief."                   # 24 chars
    assert (u.system_prompt.source, u.system_prompt.chars) == ("recorded", 24)
    assert u.system_prompt.tokens == tok(instructions)
    assert chars(u.whole) == {
        "system_prompt": 24,
        "tool_results": 8,             # "print(1)" once: the exec_command_end display copy does not count
        "tool_calls": 5 + 21,          # "shell" + {"cmd":"cat main.py"}
        "assistant_text": 6 + 15,      # "Fixed." + "You're welcome."
        "thinking": 16,                # "Look at main.py."
        "user_input": 12 + 6,          # "Fix the bug." + "Thanks"; not the user_message display copy
        "summaries": 23,               # "Earlier: fixed main.py."
        "other": 0,
    }
    assert chars(u.active) == {"system_prompt": 24, "tool_results": 0, "tool_calls": 0, "assistant_text": 15,
                               "thinking": 0, "user_input": 6, "summaries": 23, "other": 0}
    assert u.reported_context_tokens == 300                    # OpenAI input_tokens include the cache
    after = tok(instructions, "Earlier: fixed main.py.")
    assert [(c.tokens_before, c.tokens_after) for c in u.compactions] == [(500, after)]


# --- OpenClaw ----------------------------------------------------------------------------------

def test_openclaw_system_prompt_from_sessions_json():
    u = analyze("openclaw/oc-1.jsonl")
    assert u.format == "openclaw"
    assert (u.system_prompt.source, u.system_prompt.chars, u.system_prompt.tokens) == ("recorded", 16000, 4000)
    assert u.whole["user_input"].chars == 4 and u.whole["assistant_text"].chars == 4   # "Ping", "Pong"
    assert u.whole["other"].chars == 0                                                   # model-snapshot state
    assert u.reported_context_tokens == 4112


# --- no usage, what-if -------------------------------------------------------------------------

def test_session_without_usage_is_all_estimate():
    u = analyze("pi_no_usage.jsonl")
    assert u.reported_context_tokens is None
    assert u.system_prompt.source == "unknown" and u.system_prompt.tokens == 0
    assert chars(u.active) == {
        "system_prompt": 0,
        "tool_results": 6000 + 3000 + 8000,
        "tool_calls": 3 * 4 + 12 + 15 + 15,     # "bash" x3 + {"cmd":"ls"} {"cmd":"cat a"} {"cmd":"cat b"}
        "assistant_text": 13,                   # "Summary done."
        "thinking": 0,
        "user_input": 6 + 4800,                 # "Start." + an image at pi's 4,800 chars
        "summaries": 0,
        "other": 0,
    }
    assert u.active["user_input"].tokens == tok("Start.") + 1200
    assert not any(p.measured for p in u.timeline)
    assert [p.node_id for p in u.timeline] == ["a1", "a2", "a3", "a4"]
    assert u.timeline[0].tokens == tok("Start.") + 1200 + tok('bash{"cmd":"ls"}')
    assert u.timeline[-1].tokens == breakdown_total(u.active).tokens


SAVED_R1 = 6000 - len(PLACEHOLDER)            # PLACEHOLDER is 33 chars
SAVED_R3 = 8000 - len(PLACEHOLDER)


@pytest.mark.parametrize(
    ("settings", "pruned", "chars_saved", "results"),
    [
        (PruneSettings(), 1, SAVED_R1, ["R" * 6000]),                                  # before the 3rd-last turn
        (PruneSettings(keep_last_assistants=1), 2, SAVED_R1 + SAVED_R3, ["R" * 6000, "T" * 8000]),
        (PruneSettings(keep_last_assistants=1, min_chars=2000), 3, SAVED_R1 + SAVED_R3 + 3000 - 33,
         ["R" * 6000, "S" * 3000, "T" * 8000]),
        (PruneSettings(keep_last_assistants=10, ttl_seconds=1800), 1, SAVED_R1, ["R" * 6000]),  # only r1 is > 30 min old
        (PruneSettings(keep_last_assistants=10), 0, 0, []),                             # fewer turns than kept
    ],
)
def test_what_if_pruning(settings, pruned, chars_saved, results):
    u = analyze("pi_no_usage.jsonl", settings)
    assert (u.what_if.pruned, u.what_if.chars_saved) == (pruned, chars_saved)
    assert u.what_if.tokens_saved == sum(tok(r) - tok(PLACEHOLDER) for r in results)


# --- every shared sample -------------------------------------------------------------------------

@needs_samples
@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: p.relative_to(SAMPLES or p.parent).as_posix())
def test_every_sample_analyses(path):
    u = analyze_session(parse_session(path), exact=True)
    assert list(u.whole) == list(CATEGORIES) and list(u.active) == list(CATEGORIES)
    for cat in CATEGORIES:
        assert 0 <= u.active[cat].chars <= u.whole[cat].chars
        assert 0 <= u.active[cat].tokens <= u.whole[cat].tokens
    for point in u.timeline:
        assert point.tokens >= 0


@needs_samples
def test_codex_sample_counts():
    path = next(p for p in SAMPLE_FILES if p.name.startswith("rollout-"))
    u = analyze_session(parse_session(path), exact=True)
    assert chars(u.whole) == {
        "system_prompt": 0,            # no instructions recorded, no usage to derive from
        "tool_results": 22 + 5 + 15,   # "./alpha.txt\n./beta.txt", "Done!", {"status":"ok"}
        # exec_command + {"cmd":"find . -maxdepth 1 -type f"}; apply_patch + its 64-char patch;
        # mcp__synthetic__lookup + {"query":"fixture"}
        "tool_calls": (12 + 36) + (11 + 64) + (22 + 19),
        "assistant_text": 47,
        "thinking": 39,
        "user_input": 25,
        "summaries": 0,
        "other": 0,                    # the unknown future_synthetic_record is not context
    }


@needs_samples
def test_claude_sample_compaction_uses_recorded_pre_tokens():
    u = analyze_session(parse_session(sample("claude-code/dag_compact_after_rewind.jsonl")), exact=True)
    assert [c.id for c in u.compactions] == ["cb"]
    assert u.compactions[0].tokens_before == 150000


# --- robustness, aggregate, memory tax, JSON -----------------------------------------------------

def test_malformed_and_empty_files_do_not_break(tmp_path):
    (tmp_path / "empty.jsonl").write_bytes(b"")
    (tmp_path / "torn.jsonl").write_bytes(
        (FIXTURES / "pi_no_usage.jsonl").read_bytes() + b'{"type":"message","id":"zz","parentId":"a4","mess'
    )
    (tmp_path / "latin1.jsonl").write_bytes(b'{"type":"user","uuid":"x","message":{"content":"caf\xe9"}}\n')
    files, problems = session_files([tmp_path, tmp_path / "missing"])
    assert [f.name for f in files] == ["empty.jsonl", "latin1.jsonl", "torn.jsonl"]
    assert problems == [f"{tmp_path / 'missing'}: not found"]
    collected = analyze_files(files, exact=True)
    by_name = {Path(s.path).name: s for s in collected.sessions}
    assert breakdown_total(by_name["empty.jsonl"].whole).tokens == 0
    assert by_name["torn.jsonl"].malformed == 1
    assert by_name["torn.jsonl"].whole["tool_results"].chars == 17000
    assert by_name["latin1.jsonl"].whole["user_input"].chars == 4    # "caf" + a replacement character


def test_aggregate_and_json_shape():
    files = [FIXTURES / "pi_no_usage.jsonl", FIXTURES / "codex_compacted.jsonl"]
    collected = analyze_files(files, exact=True)
    agg = aggregate(collected.sessions)
    tool_results = 17000 + 8
    assert {r.category: r.chars for r in agg.rows}["tool_results"] == tool_results
    assert sum(r.share for r in agg.rows) == pytest.approx(1.0)
    assert {ex.category: Path(ex.path).name for ex in agg.extremes}["system_prompt"] == "codex_compacted.jsonl"
    doc = stats_json(collected.sessions, None, FIXTURES)
    assert set(doc) == {"sessions", "totals", "memory_tax", "tokenizer"}
    assert [s["path"] for s in doc["sessions"]] == ["codex_compacted.jsonl", "pi_no_usage.jsonl"]
    first = doc["sessions"][0]
    assert set(first) == {"path", "format", "whole", "active", "reported_context_tokens", "compactions",
                          "thinking_not_resent", "usage_gap", "recorded_usage", "tokenizer", "chars_per_token"}
    assert list(first["whole"]) == list(CATEGORIES) and set(first["whole"]["other"]) == {"chars", "tokens"}
    assert first["compactions"][0]["id"] == "L11"
    assert set(first["compactions"][0]) == {"id", "tokens_before", "tokens_after", "on_active_path", "comparable"}
    assert list(doc["totals"]) == [*CATEGORIES, "recorded_usage"]
    assert doc["totals"]["tool_results"]["chars"] == tool_results
    assert set(doc["totals"]["tool_results"]) == {"chars", "tokens", "share"}
    assert doc["memory_tax"] == {"chars": 0, "tokens": 0, "files": []}


def test_memory_tax_counts_always_loaded_files(tmp_path):
    index = "# Memory\n\n- [Deploy](docs/deploy.md)\n"                  # 8 + 2 + 26 + 1 = 37 chars
    rules = "Always run the tests.\n"                                      # 22 chars
    (tmp_path / "MEMORY.md").write_text(index)
    (tmp_path / "AGENTS.md").write_text(rules)
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "deploy.md").write_text("Deploy with make.\n")  # a topic file: read on demand
    tax = memory_tax(scan_workspace(tmp_path))
    assert tax.files == ["AGENTS.md", "MEMORY.md"]
    assert tax.chars == 37 + 22
    assert tax.tokens == tok(index, rules)
    assert tax.caps, "the workspace reports the caps that apply"


def test_stats_over_a_copied_openclaw_store(tmp_path):
    store = tmp_path / "agents" / "main" / "sessions"
    shutil.copytree(FIXTURES / "openclaw", store)
    collected = analyze_files(session_files([tmp_path])[0], exact=True)
    (s,) = collected.sessions
    assert s.system_prompt.chars == 16000


def test_analysis_is_redone_when_the_file_changes(tmp_path):
    from memtui.core.usage.collect import analyze_file

    path = tmp_path / "s.jsonl"
    shutil.copy(FIXTURES / "pi_no_usage.jsonl", path)
    first = analyze_file(path)
    assert analyze_file(path) is first                      # unchanged: reused
    with open(path, "a", encoding="utf-8") as fh:
        fh.write('{"type":"message","id":"u9","parentId":"a4","timestamp":"2026-03-01T11:00:00.000Z",'
                 '"message":{"role":"user","content":"More please."}}\n')
    second = analyze_file(path)
    assert second is not first
    assert second.active["user_input"].chars == first.active["user_input"].chars + 12   # "More please."


# --- issue 13: every compaction, thinking not resent, the gap to recorded usage ------------------

PI_GENERATED = Path(__file__).resolve().parents[1] / "fixtures" / "sessions" / "pi_generated"


def test_every_compaction_is_listed_with_its_place_and_old_thinking_is_not_active():
    from memtui.core.sessions import load_tree

    tree = load_tree(PI_GENERATED / "compactions.jsonl")
    u = analyze_session(tree.session, exact=True)
    assert [c.id for c in u.compactions] == tree.compactions and len(u.compactions) == 2
    assert [c.on_active_path for c in u.compactions] == [c in tree.active_set for c in tree.compactions] == [True, False]
    assert u.compactions[1].tokens_before == 3010  # recorded tokensBefore of the abandoned one
    assert u.active["thinking"].tokens == 0 and u.thinking_not_resent.tokens > 0
    assert u.whole["thinking"].tokens >= u.thinking_not_resent.tokens
    doc = stats_json([u], None, PI_GENERATED)["sessions"][0]
    assert [c["on_active_path"] for c in doc["compactions"]] == [True, False]


def test_categories_far_from_recorded_usage_are_reported(tmp_path):
    rows = [
        {"timestamp": "2026-01-01T00:00:00.000Z", "type": "session_meta",
         "payload": {"id": "gap-1", "base_instructions": {"text": "You are Codex."}}},
        {"timestamp": "2026-01-01T00:00:01.000Z", "type": "response_item",
         "payload": {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hello"}]}},
        {"timestamp": "2026-01-01T00:00:02.000Z", "type": "response_item",
         "payload": {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "hi"}]}},
        {"timestamp": "2026-01-01T00:00:03.000Z", "type": "event_msg", "payload": {"type": "token_count", "info": {
            "last_token_usage": {"input_tokens": 12000, "cached_input_tokens": 0, "output_tokens": 5}}}},
    ]
    path = tmp_path / "rollout-2026-01-01T00-00-00-gap.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    u = analyze_session(parse_session(path), exact=True)
    assert u.usage_gap is not None and u.usage_gap.reported == 12000
    assert u.usage_gap.gap == 12000 - u.usage_gap.categories and u.usage_gap.ratio > 0.9
    close = [dict(r) for r in rows]
    close[3] = {**rows[3], "payload": {"type": "token_count", "info": {"last_token_usage": {
        "input_tokens": u.usage_gap.categories, "output_tokens": 5}}}}
    path.write_text("".join(json.dumps(r) + "\n" for r in close))
    assert analyze_session(parse_session(path), exact=True).usage_gap is None

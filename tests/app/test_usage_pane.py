"""The usage pane inside the real app: bars per session, the aggregate table, the timeline of the
selected session, the memory tax, the whole/active toggle and a rescan after a new transcript."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

from textual.widgets import DataTable, Static
from textual.worker import WorkerCancelled, WorkerFailed

from memtui.app import MemtuiApp
from memtui.core.sessions import parse_session
from memtui.core.usage import CATEGORIES, analyze_session, breakdown_total
from memtui.panes.usage_pane import UsagePane
from memtui.widgets.context_timeline import ContextTimeline
from memtui.widgets.usage_bars import UsageBars

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "usage"


async def wait_for_report(app: MemtuiApp, pilot, previous=None) -> UsagePane:
    pane = app.query_one(UsagePane)
    for _ in range(200):
        try:
            await app.workers.wait_for_complete()
        except (WorkerCancelled, WorkerFailed):
            pass     # an exclusive worker replaced by a newer one (a rescan): wait for the newer one
        await pilot.pause()
        if pane.report is not None and pane.report is not previous:
            return pane
        await asyncio.sleep(0.02)
    raise AssertionError("the usage report never arrived")


def transcripts(root: Path) -> list[Path]:
    return sorted(root.rglob("*.jsonl"))


async def test_pane_shows_every_transcript_and_the_aggregate(demo_root):
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        pane = await wait_for_report(app, pilot)
        files = transcripts(demo_root)
        expected = [analyze_session(parse_session(f)) for f in files]
        bars = app.query_one("#usage-bars", UsageBars)
        assert [r.label for r in bars.rows] == [u.name for u in expected]
        assert bars.rows[1].label == "atlas: deploy target → Fly.io"   # the Pi session's name
        assert [r.total for r in bars.rows] == [breakdown_total(u.active).tokens for u in expected]
        assert [name for name, _ in bars.rows[0].segments] == list(CATEGORIES)
        table = app.query_one("#usage-aggregate", DataTable)
        assert table.row_count == len(CATEGORIES) + 1
        total = sum(breakdown_total(u.whole).tokens for u in expected)
        assert table.get_row("total")[1] == f"{total:,}"
        timeline = app.query_one("#usage-timeline", ContextTimeline)
        assert [p.tokens for p in timeline.points] == [p.tokens for p in expected[0].timeline]
        assert sum(p.compaction for p in timeline.points) == len(expected[0].compactions)
        tax = pane.report.tax
        assert "MEMORY.md" in tax.files
        assert [r.limit for r in app.query_one("#usage-tax", UsageBars).rows] == [c.limit for c in tax.caps]


async def test_keys_select_sessions_and_toggle_whole_active(demo_root):
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_report(app, pilot)
        files = transcripts(demo_root)
        second = analyze_session(parse_session(files[1]))
        bars = app.query_one("#usage-bars", UsageBars)
        bars.focus()
        await pilot.press("down")
        await pilot.pause()
        assert bars.cursor == 1
        title = app.query_one("#usage-timeline-title")
        assert "atlas: deploy target → Fly.io" in str(title.render())   # the Pi session, by name
        timeline = app.query_one("#usage-timeline", ContextTimeline)
        assert [p.tokens for p in timeline.points] == [p.tokens for p in second.timeline]
        await pilot.press("[")
        await pilot.pause()
        assert bars.cursor == 0
        await pilot.press("v")
        await pilot.pause()
        whole = [breakdown_total(analyze_session(parse_session(f)).whole).tokens for f in files]
        assert [r.total for r in bars.rows] == whole
        assert "bars: whole files" in str(app.query_one("#usage-summary", Static).render())


async def test_new_transcript_is_picked_up_on_rescan(demo_root):
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        pane = await wait_for_report(app, pilot)
        before = len(pane.sessions)
        shutil.copy(FIXTURES / "claude_compact.jsonl", demo_root / "sessions" / "extra.jsonl")
        old = pane.report
        app.scan()
        pane = await wait_for_report(app, pilot, previous=old)
        assert len(pane.sessions) == before + 1
        labels = [r.label for r in app.query_one("#usage-bars", UsageBars).rows]
        extra = analyze_session(parse_session(demo_root / "sessions" / "extra.jsonl"))
        assert extra.name in labels


async def test_workspace_without_transcripts(tmp_path):
    (tmp_path / "MEMORY.md").write_text("# Memory\n")
    app = MemtuiApp(tmp_path, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(100, 30)) as pilot:
        pane = await wait_for_report(app, pilot)
        assert pane.sessions == []
        assert "(nothing to show)" in str(app.query_one("#usage-bars", UsageBars).render())
        summary = str(app.query_one("#usage-summary", Static).render())
        assert "no session transcripts" in summary and "agent_home = true" in summary


async def test_memory_tax_without_a_cap_shows_each_loaded_file(tmp_path):
    (tmp_path / "AGENTS.md").write_text("Always run the tests.\n")
    (tmp_path / "tasks").mkdir()
    (tmp_path / "tasks" / "lessons.md").write_text("- Check the logs first.\n")
    app = MemtuiApp(tmp_path, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(100, 30)) as pilot:
        pane = await wait_for_report(app, pilot)
        tax = pane.report.tax
        rows = app.query_one("#usage-tax", UsageBars).rows
        assert tax.caps == []                       # rules only: no index, so no cap applies
        (row,) = rows
        assert [name for name, _ in row.segments] == ["AGENTS.md", "tasks/lessons.md"]
        assert row.total == tax.tokens > 0


async def test_timeline_marks_the_lossy_compaction(tmp_path):
    source = Path(__file__).resolve().parents[1] / "fixtures" / "compaction" / "pi_recorded_compactions.jsonl"
    shutil.copy(source, tmp_path / "session.jsonl")
    app = MemtuiApp(tmp_path, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        pane = await wait_for_report(app, pilot)
        [path] = pane.report.lossy
        assert len(pane.report.lossy[path]) == 1                     # the first: the user's path and port lost
        timeline = app.query_one("#usage-timeline", ContextTimeline)
        marks = [(p.compaction, p.lossy) for p in timeline.points if p.compaction]
        assert marks == [(True, True), (True, False)]
        assert "✗" in str(timeline.render())


async def test_save_lost_key_previews_then_appends_with_backup(tmp_path):
    from textual.widgets import Button

    from memtui.screens.lost_screen import LostSpecificsScreen

    source = Path(__file__).resolve().parents[1] / "fixtures" / "compaction" / "pi_recorded_compactions.jsonl"
    shutil.copy(source, tmp_path / "session.jsonl")
    (tmp_path / "memory").mkdir()
    topic = tmp_path / "memory" / "compaction-lost.md"
    topic.write_text("# Lost at compaction\n", encoding="utf-8")
    app = MemtuiApp(tmp_path, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_report(app, pilot)
        await pilot.press("L")
        for _ in range(200):
            await pilot.pause(0.02)
            if isinstance(app.screen, LostSpecificsScreen) and app.screen.ready:
                break
        screen = app.screen
        assert isinstance(screen, LostSpecificsScreen) and screen.ready
        assert "- number: 7443" in screen.section
        assert topic.read_text(encoding="utf-8") == "# Lost at compaction\n"       # previewing writes nothing
        screen.query_one("#lost-save", Button).press()
        for _ in range(200):
            await pilot.pause(0.02)
            if not isinstance(app.screen, LostSpecificsScreen):
                break
        text = topic.read_text(encoding="utf-8")
        assert text.startswith("# Lost at compaction\n\n## Specifics lost") and "/srv/app/config/settings.toml" in text
        backups = [p for p in (tmp_path / ".memtui").rglob("*") if p.is_file() and "compaction-lost" in p.name]
        assert backups and backups[0].read_text(encoding="utf-8") == "# Lost at compaction\n"


async def test_simulate_key_overlays_simulated_compactions(tmp_path, monkeypatch):
    import memtui.panes.usage_pane as usage_pane

    monkeypatch.setattr(usage_pane, "SIMULATION_WINDOW", 64_000)      # the window the fixture was recorded with
    source = Path(__file__).resolve().parents[1] / "fixtures" / "compaction" / "pi_recorded_compactions.jsonl"
    shutil.copy(source, tmp_path / "session.jsonl")
    app = MemtuiApp(tmp_path, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        pane = await wait_for_report(app, pilot)
        await pilot.press("s")
        for _ in range(200):
            await app.workers.wait_for_complete()
            await pilot.pause(0.02)
            if pane.simulated is not None:
                break
        timeline = app.query_one("#usage-timeline", ContextTimeline)
        assert pane.simulation == "pi"
        assert sum(p.simulated for p in timeline.points) == 2           # where Pi compacted, as it recorded
        assert "◇ pi at 64,000: 2 compactions" in timeline.caption


async def test_labels_show_control_characters_as_markers_and_the_tokenizer(tmp_path):
    """Issue 11: a session name and a file name carrying escape sequences never reach the terminal raw."""
    root = tmp_path / "ws"
    (root / "sessions").mkdir(parents=True)
    (root / "MEMORY.md").write_text("# Memory\n", encoding="utf-8")
    evil = root / "sessions" / "evil\x1b]0;title\x07.jsonl"
    shutil.copy(FIXTURES / "pi_no_usage.jsonl", evil)
    app = MemtuiApp(root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(120, 40)) as pilot:
        pane = await wait_for_report(app, pilot)
        bars = app.query_one("#usage-bars", UsageBars)
        assert len(bars.rows) == 1
        painted = "\n".join(str(line.text) for line in bars.render_lines(bars.region.reset_offset))
        assert "\x1b" not in painted and "\x07" not in painted
        assert "\x1b" not in pane.rel(str(evil)) and "␛" in pane.rel(str(evil))
        summary = str(app.query_one("#usage-summary", Static).render())
        assert "tokens: estimated (1)" in summary


async def test_simulate_at_80x24_brings_the_growth_chart_into_view_and_says_so(demo_root):
    """At 80×24 the chart is below the aggregate table: "s" changed nothing visible."""
    from tests.app.helpers import wait_until

    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_report(app, pilot)
        body = app.query_one("#usage-body")
        timeline = app.query_one("#usage-timeline", ContextTimeline)
        assert not body.region.contains_region(timeline.region)          # below the fold at first
        await pilot.press("s")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert body.region.contains_point(timeline.region.offset)
        assert await wait_until(pilot, lambda: any(n.message.startswith("simulating ") for n in app._notifications))


async def test_selected_session_stays_on_screen_at_80x24(demo_root):
    """ux25: with more transcripts than the 80×24 bars box shows, `]` moved the selection below the
    box: the caption named a session the operator could not see, and no row looked selected."""
    source = transcripts(demo_root)[1]
    for number in range(8):
        shutil.copy(source, source.with_name(f"copy-{number}-{source.name}"))
    app = MemtuiApp(demo_root, watch=False, cursor_blink=False, panes=["usage"])
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for_report(app, pilot)
        bars = app.query_one("#usage-bars", UsageBars)
        box = app.query_one("#usage-bars-box")
        assert len(bars.rows) == 10 and box.scrollable_content_region.height < len(bars.rows)
        for key in "]" * 9 + "[" * 9:
            await pilot.press(key)
            await pilot.pause()
            row_y = bars.region.y + bars.cursor
            assert box.scrollable_content_region.y <= row_y < box.scrollable_content_region.bottom, bars.cursor
        assert bars.cursor == 0


async def test_the_session_line_is_whole_and_says_which_token_figure_it_is(tmp_path: Path) -> None:
    """ops26: at 80 columns the highlighted session's line was cut mid-sentence ("… derived: reported context
    minus the"), and its token figure (counted) sat unlabelled beside the Sessions list's (last reported).
    A real Pi transcript from the shared samples, whose system prompt is derived."""
    from tests.app.helpers import settle
    from tests.app.test_terminal_safety import screen_text
    from tests.shared_data import sample

    root = tmp_path / "ws"
    root.mkdir()
    shutil.copy(sample("pi/large-session.first-30-lines.jsonl"), root / "pi.jsonl")
    for width in (80, 120):
        app = MemtuiApp(root, watch=False, cursor_blink=False)
        async with app.run_test(size=(width, 30)) as pilot:
            await settle(pilot, app)
            await pilot.press("f5")
            pane = await wait_for_report(app, pilot)
            await settle(pilot, app)
            session = pane.sessions[0]
            shown = " ".join(line.strip() for line in screen_text(app).splitlines())
            assert f"tok active context, counted; last reported {session.reported_context_tokens:,}" in shown
            assert "reported context minus the transcript)" in shown, width
            await pilot.press("f4")
            await settle(pilot, app)
            assert "Reported tok" in screen_text(app)

"""ContextTimeline: bucketing keeps peaks and compactions; marks sit under compaction columns."""

from __future__ import annotations

from memtui.widgets.context_timeline import LOW_MARK, MARK, ContextTimeline, Point, bucket


def test_bucket_keeps_the_peak_and_the_compaction():
    points = [Point(t) for t in (1, 5, 2, 8, 3, 4)]
    points[4] = Point(3, compaction=True, low_saving=True)
    out = bucket(points, 3)
    assert [p.tokens for p in out] == [5, 8, 4]
    assert [p.compaction for p in out] == [False, False, True] and out[2].low_saving


def test_bucket_stretches_few_points():
    assert [p.tokens for p in bucket([Point(1), Point(2)], 5)] == [1, 1, 2, 2]
    assert len(bucket([Point(1)], 100)) == 4                   # at most 4 columns per point


async def test_render_heights_and_marks(host_app):
    points = [Point(100, True), Point(200, True), Point(50, False, compaction=True), Point(60, False),
              Point(40, False, compaction=True, low_saving=True)]
    timeline = ContextTimeline(points, caption="cap")
    async with host_app(timeline).run_test(size=(5, 7)):
        lines = str(timeline.render()).splitlines()
        assert len(lines) == 7                                   # 5 chart rows, marks, caption
        assert lines[0] == " █   "                              # only the 200-token peak reaches the top
        assert lines[4] == "█████"                              # every point is above zero
        assert lines[5] == f"  {MARK} {LOW_MARK}"
        assert lines[6] == "cap"


async def test_lossy_and_simulated_compactions_are_marked(host_app):
    from memtui.widgets.context_timeline import LOSSY_MARK, SIMULATED_MARK

    points = [Point(100), Point(200, simulated=True), Point(50, compaction=True, lossy=True), Point(60),
              Point(40, compaction=True)]
    timeline = ContextTimeline(points, caption="cap")
    async with host_app(timeline).run_test(size=(5, 7)):
        lines = str(timeline.render()).splitlines()
        assert lines[5] == f" {SIMULATED_MARK}{LOSSY_MARK} {MARK}"
    out = bucket(points, 2)
    assert out[0].simulated and out[1].lossy

"""Fusion maths: min-max, weights, doc types, dates, decay, MMR."""

import math
from datetime import date

from memtui.core.search import fusion
from memtui.core.search.fusion import FusionConfig


def test_minmax_over_the_union_and_weighting():
    items = fusion.fuse({1: 10.0, 2: 5.0}, {1: 0.80, 2: 0.90, 3: 0.70}, FusionConfig(), "hybrid")
    by_id = {s.chunk_id: s for s in items}
    assert math.isclose(by_id[1].score, 0.7 * 0.5 + 0.3 * 1.0)
    assert math.isclose(by_id[2].score, 0.7 * 1.0 + 0.3 * 0.0)
    assert math.isclose(by_id[3].score, 0.0)
    assert [s.chunk_id for s in items] == [2, 1, 3]
    assert by_id[1].scores["cosine"] == 0.8 and by_id[3].scores["keyword"] == 0.0


def test_keyword_only_divides_by_the_best_score():
    items = fusion.fuse({7: 3.0, 8: 1.5}, {}, FusionConfig(), "keyword")
    assert [(s.chunk_id, s.score) for s in items] == [(7, 1.0), (8, 0.5)]


def test_doc_type_from_frontmatter_folder_and_role():
    assert fusion.doc_type_for({"type": "Spec"}, "x.md", "topic") == "Spec"
    assert fusion.doc_type_for({"type": "feedback"}, "x.md", "topic") == "Lesson"
    assert fusion.doc_type_for({}, "docs/plans/q3.md", "topic") == "Plan"
    assert fusion.doc_type_for({}, "tasks/lessons.md", "rules") == "Lesson"
    assert fusion.doc_type_for({}, "AGENTS.md", "rules") == "Spec"
    assert fusion.doc_type_for({}, "memory/misc.md", "topic") == "Note"


def test_dates_and_decay():
    # dated by nature: a dated file name, a daily log, a snapshot, a log folder; updated/last_used win
    assert fusion.doc_date_for({}, "memory/2026-01-02-standup.md", 0, False) == "2026-01-02"
    assert fusion.doc_date_for({"updated": "2026-03-04"}, "memory/2026-01-02.md", 0, False, "daily") == "2026-03-04"
    assert fusion.doc_date_for({"created": "2026-01-01", "last_used": "2026-11-20"}, "logs/x.md", 0, False) == "2026-11-20"
    assert fusion.doc_date_for({"created": "2026-01-01"}, "tasks/sessions/a.md", 0, False, "snapshot") == "2026-01-01"
    # curated topic files, indexes and rules are evergreen unless the config says otherwise
    topic = {"created": "2026-05-30", "last_used": "2026-11-20"}
    assert fusion.doc_date_for(topic, "memory/deploy.md", 0, False, "topic") is None
    assert fusion.doc_date_for(topic, "memory/deploy.md", 0, False, "topic", "all") == "2026-11-20"
    assert fusion.doc_date_for({"date": "2026-01-01"}, "MEMORY.md", 0, True, "index", "all") is None
    assert fusion.doc_date_for({}, "memory/2026-01-02.md", 0, False, "daily", "none") is None
    today = date(2026, 2, 1)
    assert math.isclose(fusion.decay_factor("2026-01-02", 30, today), 0.5)
    assert fusion.decay_factor(None, 30, today) == 1.0
    assert fusion.decay_factor("2026-01-02", 0, today) == 1.0


def test_weights_multiply_type_and_floored_decay():
    items = [fusion.Scored(1, 1.0, fused=1.0), fusion.Scored(2, 1.0, fused=1.0)]
    cfg = FusionConfig(decay_floor=0.5, type_weights=True)
    fusion.apply_weights(items, {1: "Spec", 2: "Note"}, {1: "2026-01-02", 2: None}, cfg, date(2026, 2, 1))
    by_id = {s.chunk_id: s for s in items}
    spec, note = fusion.DOC_TYPE_WEIGHTS["Spec"], fusion.DOC_TYPE_WEIGHTS["Note"]
    assert math.isclose(by_id[1].score, (1 + spec) * 0.75)           # half-life decay 0.5 -> 0.5 + 0.5·0.5
    assert math.isclose(by_id[2].score, 1 + note)
    assert by_id[1].scores["type"] == spec and by_id[1].scores["decay"] == 0.75


def test_decay_never_buries_a_good_match_under_a_poor_one():
    # a two-year-old daily log matching fully vs an evergreen file matching at 0.6 with the best type
    cfg = FusionConfig(type_weights=True)
    items = [fusion.Scored(1, fused=1.0), fusion.Scored(2, fused=0.6)]
    fusion.apply_weights(items, {1: "Note", 2: "Spec"}, {1: "2024-11-30", 2: None}, cfg, date(2026, 11, 30))
    assert [s.chunk_id for s in items] == [1, 2]
    assert math.isclose(items[0].decay, cfg.decay_floor, rel_tol=1e-6)


def test_doc_type_weights_are_off_by_default_and_age_only_breaks_near_ties():
    # fitted on the dev halves (bench/rank_fit.py): no type weight; a half-year-old daily note keeps 95 %
    cfg = FusionConfig()
    assert not cfg.type_weights and cfg.decay_floor == fusion.DECAY_FLOOR == 0.95
    items = [fusion.Scored(1, fused=0.80), fusion.Scored(2, fused=0.75), fusion.Scored(3, fused=0.80)]
    fusion.apply_weights(items, {1: "Note", 2: "Spec", 3: "Note"}, {1: "2026-05-30", 2: None, 3: None}, cfg,
                         date(2026, 11, 30))
    assert [s.chunk_id for s in items] == [3, 1, 2]       # the dated note loses only to a near tie
    assert items[2].scores["type"] == 0.0


def test_the_clock_can_be_fixed():
    items = [fusion.Scored(1, fused=1.0)]
    fusion.apply_weights(items, {1: "Note"}, {1: "2026-11-01"}, FusionConfig(today=date(2026, 11, 1)))
    assert items[0].decay == 1.0


def test_mmr_demotes_a_near_duplicate():
    texts = ["coffee espresso beans", "coffee espresso beans", "tea leaves green", "unrelated words"]
    sets = [fusion.token_set(t) for t in texts]
    items = [fusion.Scored(0, 1.0), fusion.Scored(1, 0.99), fusion.Scored(2, 0.9), fusion.Scored(3, 0.0)]
    picked = fusion.mmr(items, lambda a, b: fusion.jaccard(sets[a], sets[b]), 3, 0.7)
    assert [s.chunk_id for s in picked] == [0, 2, 1]
    assert fusion.mmr(items, lambda a, b: 1.0, 2, 1.0) == items[:2]     # λ 1: plain relevance order


def test_config_section_overrides():
    cfg = FusionConfig.from_section({"vector_weight": 0.5, "keyword_weight": 0.5, "mmr_lambda": 1, "type_weights": False})
    assert (cfg.vector_weight, cfg.keyword_weight, cfg.mmr_lambda, cfg.type_weights) == (0.5, 0.5, 1.0, False)
    cfg = FusionConfig.from_section({"decay_scope": "all", "decay_floor": 0.2})
    assert (cfg.decay_scope, cfg.decay_floor) == ("all", 0.2)
    assert FusionConfig.from_section({"decay_scope": "bogus"}).decay_scope == "dated"


def test_mmr_over_a_matrix_picks_as_the_pairwise_function_does():
    sets = [frozenset(t.split()) for t in ("espresso morning cup", "espresso morning cup", "deploy tuesday", "", "cup tea")]
    matrix = [[fusion.jaccard(sets[a], sets[b]) for b in range(5)] for a in range(5)]
    scores = [0.9, 0.8, 0.6, 0.6, 0.2]         # a duplicate and a tie: the first index wins in both
    by_function = fusion.mmr([fusion.Scored(i, s) for i, s in enumerate(scores)], lambda a, b: matrix[a][b], 4, 0.7)
    by_matrix = fusion.mmr([fusion.Scored(i, s) for i, s in enumerate(scores)], matrix, 4, 0.7)
    assert [s.chunk_id for s in by_matrix] == [s.chunk_id for s in by_function] == [0, 2, 3, 1]
    assert [s.mmr for s in by_matrix] == [s.mmr for s in by_function]

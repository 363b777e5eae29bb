"""The chunk shape rules of the fusion: another script than the query is scored by meaning alone,
pointer lines (an index) are lowered. Texts written for these tests."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from memtui.core.search import fusion
from memtui.core.search.engine import SearchEngine
from memtui.core.search.fusion import FusionConfig
from memtui.core.search.shape import ChunkShape, chunk_shape, main_script, pointer_share


def test_main_script_weighs_a_cjk_character_as_two_letters() -> None:
    assert main_script("Where does the billing worker run?") == "latin"
    assert main_script("정산 배치는 몇 시에 돌아?") == "cjk"
    assert main_script("- 车险 3 月 15 日到期 (Westland)") == "cjk"
    assert main_script("- RDS 16.4로 업그레이드 완료 (blue/green)") == "cjk"     # 8 Hangul (16) > 12 letters
    assert main_script("- Soft launch moved to 2027-01-20 (소프트 런칭)") == "latin"
    assert main_script("12:30 — 2026-01-02") == ""


def test_pointer_share_counts_links_wikilinks_and_paths_among_body_lines() -> None:
    index = ("# Memory index\n\n- [Deploy](docs/deploy.md) — where the API runs\n- [[people]] — who owns what\n"
             "- Backups: see memory/backups.md\n- The team meets on Mondays\n")
    assert math.isclose(pointer_share(index), 3 / 4)
    assert pointer_share("---\n# Deploy\n\nThe API runs on Fly.io in region nrt.\n") == 0.0
    assert pointer_share("") == 0.0
    assert chunk_shape(index) == ChunkShape("latin", 0.75)


def _items() -> list[fusion.Scored]:
    # 1: English, shares a word with the query; 2: Chinese, closer in meaning, no keyword;
    # 3: an English index of pointers, close in meaning and sharing words
    return fusion.fuse({1: 4.0, 3: 6.0}, {1: 0.80, 2: 0.86, 3: 0.87}, FusionConfig(), "hybrid")


SHAPES = {1: ChunkShape("latin", 0.0), 2: ChunkShape("cjk", 0.0), 3: ChunkShape("latin", 1.0)}


def test_reshape_fills_the_keyword_share_of_another_script_and_lowers_pointers() -> None:
    items = _items()
    assert [s.chunk_id for s in items] == [3, 2, 1]
    fusion.reshape(items, SHAPES, "latin", FusionConfig(), "hybrid")
    by_id = {s.chunk_id: s for s in items}
    assert by_id[2].fill and math.isclose(by_id[2].fused, by_id[2].vector)     # meaning alone: 0.7·v → v
    assert by_id[2].scores["script_fill"] == 1.0
    assert math.isclose(by_id[3].fused, (0.7 * 1.0 + 0.3 * 1.0) * (1 - fusion.POINTER_PENALTY))
    assert not by_id[1].fill and by_id[1].pointers == 0.0
    assert [s.chunk_id for s in items] == [2, 3, 1]


def test_reshape_is_off_outside_hybrid_mode_and_by_config() -> None:
    items = _items()
    before = [(s.chunk_id, s.fused) for s in items]
    fusion.reshape(items, SHAPES, "latin", FusionConfig(), "vector")
    assert [(s.chunk_id, s.fused) for s in items] == before
    cfg = FusionConfig.from_section({"cross_script_fill": False, "pointer_penalty": 0})
    fusion.reshape(items, SHAPES, "latin", cfg, "hybrid")
    assert [(s.chunk_id, round(s.fused, 9)) for s in items] == [(i, round(f, 9)) for i, f in before]
    assert FusionConfig.from_section({"pointer_penalty": 3}).pointer_penalty == 1.0


def test_a_query_in_the_chunks_script_gets_no_fill() -> None:
    items = _items()
    fusion.reshape(items, SHAPES, "cjk", FusionConfig(), "hybrid")
    by_id = {s.chunk_id: s for s in items}
    assert not by_id[2].fill                             # the Chinese chunk is the query's script now
    assert not by_id[3].fill                             # pointers get no fill


def _write(root: Path, files: dict[str, str]) -> None:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.mark.model
def test_a_chinese_answer_to_an_english_question_ranks_above_the_index_pointing_at_it(tmp_path: Path) -> None:
    _write(tmp_path, {
        "MEMORY.md": "# Memory\n\n- [Insurance](memory/insurance.md) — car insurance, renewal\n"
                     "- [Parking](memory/parking.md) — car park rules\n- [Kids](memory/kids.md) — school pickups\n",
        "memory/insurance.md": "# 保险\n\n- 车险 2027 年 3 月 15 日到期，提前两周比价。\n- 保险经纪：Westland。\n",
        "memory/parking.md": "# Parking\n\n- Car park policy at the office: staff park on level 2, visitors on level 1.\n",
        "memory/kids.md": "# Kids\n\n- School pickups at 15:10 on Tuesdays.\n",
    })
    engine = SearchEngine(tmp_path)
    question = "When does the car insurance policy expire?"
    try:
        engine.embed_pending()
        ranks = {}
        for rules in (False, True):
            engine.fusion.cross_script_fill = rules
            engine.fusion.pointer_penalty = fusion.POINTER_PENALTY if rules else 0.0
            result = engine.search(question, k=5)
            assert result.mode == "hybrid"
            ranks[rules] = [h.path for h in result.hits]
            if rules:
                scores = {h.path: h.scores for h in result.hits}
                assert scores["memory/insurance.md"].get("script_fill") == 1.0
                assert scores["MEMORY.md"]["pointers"] == 1.0
        # the index is the closest by meaning (cosine 0.84 against 0.80) and shares the words: first
        # without the rules; with them the file it points at ranks above it
        assert ranks[False][0] == "MEMORY.md"
        assert ranks[False].index("memory/insurance.md") > ranks[False].index("MEMORY.md")
        assert ranks[True].index("memory/insurance.md") < ranks[True].index("MEMORY.md")
    finally:
        engine.close()


def test_shapes_are_read_for_the_best_by_fused_and_by_vector() -> None:
    # the cross-script fill raises a chunk at most to its vector score: the best by vector are read too
    items = [fusion.Scored(i, fused=1.0 - i / 10, vector=0.1) for i in range(6)] + [fusion.Scored(9, vector=0.9)]
    assert fusion.reshape_candidates(items, 2) == [0, 1, 9]


def test_one_cjk_class_for_shape_query_and_mmr_tokens() -> None:
    """Shapes, query terms and MMR tokens read CJK with the same class: an Extension B ideograph is
    CJK everywhere, a Yijing hexagram (U+4DC0, inside the old 3400-9FFF span) nowhere."""
    from memtui.core.search.fusion import token_set
    from memtui.core.search.query import build_query

    ext_b = "\U00020000\U00020001"
    assert main_script(ext_b + " ab") == "cjk"
    assert build_query(ext_b).cjk_terms == [ext_b]
    assert ext_b[0] in token_set(ext_b)
    hexagram = "\u4dc0\u4dc1"
    assert main_script(hexagram) == ""
    assert not build_query(hexagram).cjk_terms
    assert hexagram[0] not in token_set(hexagram)

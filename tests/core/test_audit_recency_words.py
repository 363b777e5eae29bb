"""Which side is newer, read from change wording in four languages (`audit.supersede.change_of`).

Each case is a class of wrong or missing recency seen on the seen memory sets: a Japanese change
whose old value was read with the sentence's topic glued on, a Chinese "replaced X" that named no
old value, "come off" read as "moved off".
The sentences were written for these tests.
"""

from __future__ import annotations

from memtui.core.audit.supersede import change_of, judge_current


def test_a_japanese_change_reads_the_old_value_without_the_topic() -> None:
    change = change_of("受付窓口は佐藤さんから木村さんに変更")
    assert change.old == ["佐藤さん"] and change.new == ["木村さん"]


def test_a_chinese_replaced_names_its_old_value() -> None:
    assert change_of("质谱仪：Orbitrap Astral（2026-08-01 安装，替换了 Q Exactive HF）。").old == ["Q Exactive HF"]


def test_come_off_is_no_move() -> None:
    assert change_of("Plates come off the Echo 655 (prefix `E6…`), so expect edge effects").old == []
    assert change_of("Moved Grafana off nas02 to mini03").old == ["nas02"]
    assert change_of("| metrics | Hetzner | off Render since 2026-09-01 |").old == ["Render"]


def test_the_replacing_side_is_current_even_when_the_other_mentions_the_machine() -> None:
    new = "质谱仪：Orbitrap Astral（2026-08-01 安装，替换了 Q Exactive HF）。"
    old = "Runs come off the Q Exactive HF, so expect lower resolution in the raw files"
    side, why, _ = judge_current(new, old, change_of(new), change_of(old), "2026-08-01", None)
    assert side == "a" and "Q Exactive HF" in why

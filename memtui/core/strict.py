"""Strict mode: unexpected exceptions propagate instead of becoming notices.

In normal use one broken lint check must not hide the other checks' findings, so the runner turns
its exception into a notice. Under test that would hide the bug: the suite sets `MEMTUI_STRICT=1`
(`tests/conftest.py`), and code that catches "anything" to keep going re-raises when `strict()`.
"""

from __future__ import annotations

import os

STRICT_ENV = "MEMTUI_STRICT"


def strict() -> bool:
    """Whether unexpected exceptions must propagate (`MEMTUI_STRICT=1`)."""
    return os.environ.get(STRICT_ENV, "") not in ("", "0")

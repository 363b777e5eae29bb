"""Where the shared sample transcripts live, found without any machine's absolute path.

Order: the ``MEMTUI_SAMPLES`` environment variable, then ``../shared/samples`` beside the repository.
When neither exists, ``SAMPLES`` is ``None`` and tests that need the samples skip with ``SKIP_REASON``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SKIP_REASON = "shared samples not found: set MEMTUI_SAMPLES or place them at ../shared/samples beside the repo"


def _find_samples() -> Path | None:
    env = os.environ.get("MEMTUI_SAMPLES")
    for candidate in ([Path(env)] if env else []) + [REPO.parent / "shared" / "samples"]:
        if candidate.is_dir():
            return candidate
    return None


SAMPLES: Path | None = _find_samples()
SAMPLE_FILES: list[Path] = sorted(SAMPLES.rglob("*.jsonl")) if SAMPLES else []
needs_samples = pytest.mark.skipif(SAMPLES is None, reason=SKIP_REASON)


def sample(relative: str) -> Path:
    """Path of one shared sample, skipping the calling test when the samples are absent."""
    if SAMPLES is None:
        pytest.skip(SKIP_REASON)
    return SAMPLES / relative

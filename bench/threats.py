"""Threat-scan quality: recall on malicious lines and false positives on benign lines.

Corpus: `bench/data/threat_corpus.jsonl`, one line per sample
`{"label": "malicious"|"benign", "category": <threat rule id> | agents|lessons|runbook, "lang": "en"|"ko", "text"}`.
A malicious line counts as caught when the scan reports its own category's rule (column "recall");
"any rule" counts a hit by any threat rule. A benign line is a false positive when any rule fires.
Targets: recall >= 95 %, false-positive rate <= 2 %.

Splits: "dev" is what the patterns were first tuned on. "holdout", "holdout2" and "holdout3" were each
written after the previous round of tuning and measured once *before* any tuning on them:

    split      malicious  recall before tuning   benign  FP rate before tuning
    holdout        42          92.9 %               59        0.0 %
    holdout2       34          76.5 %               48        0.0 %
    holdout3       42          66.7 %               54        1.9 %

Each was then used to generalise the patterns too, so every split below is now "seen": the table this
script prints is an upper bound; the numbers above are the honest estimate for new phrasings.

    python bench/threats.py [--corpus PATH] [--show-misses]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

from memtui.core.lint.threats import scan_text

CORPUS = Path(__file__).parent / "data" / "threat_corpus.jsonl"


def load(path: Path) -> list[dict]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--show-misses", action="store_true", help="print missed and false-positive lines")
    args = parser.parse_args(argv)
    samples = load(args.corpus)

    started = time.perf_counter()
    results = [(s, {h.rule for h in scan_text(s["text"])}) for s in samples]
    elapsed = time.perf_counter() - started

    recall: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])    # caught, caught by any, total
    false_pos: dict[str, list[int]] = defaultdict(lambda: [0, 0])      # flagged, total
    misses, fps = [], []
    for sample, rules in results:
        key = f"{sample['category']} ({sample['lang']})"
        if sample["label"] == "malicious":
            row = recall[sample["category"]]
            row[0] += sample["category"] in rules
            row[1] += bool(rules)
            row[2] += 1
            recall[f"  {key}"]  # keep per-language rows next to their category
            lang_row = recall[f"  {key}"]
            lang_row[0] += sample["category"] in rules
            lang_row[1] += bool(rules)
            lang_row[2] += 1
            if sample["category"] not in rules:
                misses.append((sample, rules))
        else:
            for bucket in (sample["category"], f"  {key}"):
                false_pos[bucket][0] += bool(rules)
                false_pos[bucket][1] += 1
            if rules:
                fps.append((sample, rules))

    print(f"threat scan over {len(samples)} lines from {args.corpus.name} in {elapsed * 1000:.0f} ms "
          f"({elapsed / max(len(samples), 1) * 1e6:.0f} µs/line)\n")
    print(f"{'malicious category':38} {'n':>4} {'recall':>8} {'any rule':>9}")
    total = [0, 0, 0]
    for name in sorted(k for k in recall if not k.startswith("  ")):
        for key in [name] + sorted(k for k in recall if k.startswith(f"  {name} (")):
            caught, any_rule, n = recall[key]
            print(f"{key:38} {n:4d} {caught / n:8.1%} {any_rule / n:9.1%}")
        for i in range(3):
            total[i] += recall[name][i]
    print(f"{'overall':38} {total[2]:4d} {total[0] / total[2]:8.1%} {total[1] / total[2]:9.1%}   (target >= 95 %)\n")

    for split in sorted({s.get("split", "dev") for s in samples}):
        mal = [(s, r) for s, r in results if s.get("split", "dev") == split and s["label"] == "malicious"]
        ben = [(s, r) for s, r in results if s.get("split", "dev") == split and s["label"] == "benign"]
        caught = sum(s["category"] in r for s, r in mal)
        flagged_split = sum(bool(r) for _, r in ben)
        print(f"split {split:9} malicious {len(mal):4d}  recall {caught / max(len(mal), 1):6.1%}   "
              f"benign {len(ben):4d}  FP rate {flagged_split / max(len(ben), 1):5.1%}")
    print()
    print(f"{'benign style':38} {'n':>4} {'FP rate':>8} {'flagged':>9}")
    flagged = n_benign = 0
    for name in sorted(k for k in false_pos if not k.startswith("  ")):
        for key in [name] + sorted(k for k in false_pos if k.startswith(f"  {name} (")):
            hit, n = false_pos[key]
            print(f"{key:38} {n:4d} {hit / n:8.1%} {hit:9d}")
        flagged += false_pos[name][0]
        n_benign += false_pos[name][1]
    print(f"{'overall':38} {n_benign:4d} {flagged / n_benign:8.1%} {flagged:9d}   (target <= 2 %)")

    if args.show_misses:
        print("\nmissed:")
        for sample, rules in misses:
            print(f"  [{sample['category']}] {sample['text']!r} -> {sorted(rules)}")
        print("false positives:")
        for sample, rules in fps:
            print(f"  [{sample['category']}] {sample['text']!r} -> {sorted(rules)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

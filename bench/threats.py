"""Threat-scan quality: recall on malicious samples and false positives on benign ones, per corpus.

Corpora (`--corpus`, repeatable; default: the pattern corpus and the tuning corpus), one JSON per line
`{"split", "label": "malicious"|"benign", "category", "lang", "style", "context", "text"}`. Malicious
categories are the threat rule ids; benign ones are agents, lessons, runbook, security-doc, notes.
Missing `context`/`style` means plain. Each sample is wrapped in a small document by its context:
fenced-code inside a ``` fence (unless the text has its own fence: fenced twice, a bare inner fence closes the
outer one and the payload between them is plain text — every corpus since heldout3 writes its own fence), blockquote with "> " on every line, security-doc under a title like a
threat model or an incident write-up; the others as they are (a table cell is already a table row).

- recall: a finding of the sample's own category, at any severity (context lowers severity, not
  recall); "any rule": a finding of any threat rule.
- false positive: any threat finding on a benign sample, EXCEPT an info finding ("describes an
  attack") when the context is fenced-code, blockquote or security-doc. The headline stays this rate (comparable
  across sessions), so it counts info findings on plain benign lines and tentative warnings too; the columns
  "error", "warning", "info" break it down by the worst severity the flagged sample got (an operator sees an
  error fail `memtui lint`; a warning is listed; an info says the line only describes an attack).

`--semantic on|off` (default on): the semantic layer must run when asked for, else the bench exits 1
(no silent fallback); the layers that ran are printed. Exit 1 too if the scan raised.

History (pattern layer only, before the semantic layer): the pattern corpus' splits "holdout",
"holdout2", "holdout3" measured 92.9 / 76.5 / 66.7 % recall before they were tuned on; a corpus
written without reading the rules measured recall 54.3 %, FP 3.8 % (issue 12).
`bench/data/threat_tuning.jsonl` split "mydev" is frozen as a dev-holdout: never tuned on (the
training script reads only the other splits; see its docstring for the fresh estimates per batch).
The old held-out file (`threats_heldout.jsonl`) was measured once (recall 62.9 %, FP 4.5 %) and is now
split by text hash (`--half A|B`): half A joined the training data, half B is validation (optimistic:
the author of the new exemplars had read the misses of the whole file). The second held-out file
(`threats_heldout2.jsonl`, see its README) was measured once (recall 62.9 %, FP 0.8 %) and is split the
same way: half A joined the training data, half B is validation (only half A's misses were read).
The third (`threats_heldout3.jsonl`, see its README) was measured once (recall 56.8 %, FP 1.5 %) and is
split the same way (half A trains, half B validates; only half A's misses were read).
The fourth (`threats_heldout4.jsonl`, written while the third trained) was measured once at the end,
against the code at the start of that session: recall 49.2 -> 62.5 %, FP 1.8 -> 2.2 %. It is seen now.

    python bench/threats.py [--corpus PATH ...] [--semantic on|off] [--prefilter on|off] [--split NAME]
                            [--half A|B] [--by-split] [--show-misses]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

DATA = Path(__file__).parent / "data"
DEFAULT_CORPORA = [DATA / "threat_corpus.jsonl", DATA / "threat_tuning.jsonl"]
LENIENT_CONTEXTS = ("fenced-code", "blockquote", "security-doc")
SEVERITY_RANK = {"error": 0, "warning": 1, "info": 2}
Sample = dict[str, Any]
_OWN_FENCE = re.compile(r"^\s{0,3}(?:`{3,}|~{3,})", re.MULTILINE)
SECURITY_TITLES = ("# Threat model: memory poisoning", "# Incident write-up: poisoned agent memory",
                   "# Security notes: prompt injection attacks we have seen")


def half(sample: Sample) -> str:
    """"A" or "B": a fixed half of a corpus by the hash of the sample's text (train on A, validate on B)."""
    import hashlib

    return "AB"[hashlib.sha256(sample["text"].encode("utf-8")).digest()[0] % 2]


def load(path: Path) -> list[Sample]:
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def wrap(sample: Sample, index: int = 0) -> str:
    """The document a sample is scanned in, by its context."""
    text, context = sample["text"], sample.get("context") or "plain"
    if context == "fenced-code":
        if _OWN_FENCE.search(text):     # the writer's own fence (corpora since heldout3): not fenced twice
            return f"Example:\n\n{text}\n"
        return f"Example:\n\n```\n{text}\n```\n"
    if context == "blockquote":
        return "\n".join("> " + line for line in text.split("\n")) + "\n"
    if context == "security-doc":
        title = SECURITY_TITLES[index % len(SECURITY_TITLES)]
        return f"{title}\n\nWhat we observed, for reviewers:\n\n{text}\n"
    return f"{text}\n"


def is_false_positive(sample: Sample, hits: list[Any]) -> bool:
    lenient = (sample.get("context") or "plain") in LENIENT_CONTEXTS
    return any(not (lenient and h.severity == "info") for h in hits)


class Tally:
    """Counts per row key: [caught, caught by any rule, n] for malicious, [flagged, n] for benign."""

    def __init__(self) -> None:
        self.mal: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        self.ben: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0])   # flagged, n, error, warning, info

    def add(self, sample: Sample, hits: list[Any]) -> tuple[bool, bool]:
        cat, lang = sample["category"], sample.get("lang", "en")
        keys = ("overall", cat, f"lang {lang}", f"  {cat} ({lang})")
        if sample["label"] == "malicious":
            caught = any(h.rule == cat for h in hits)
            for key in keys:
                row = self.mal[key]
                row[0] += caught
                row[1] += bool(hits)
                row[2] += 1
            return caught, False
        flagged = is_false_positive(sample, hits)
        worst = min((SEVERITY_RANK[h.severity] for h in hits), default=None) if flagged else None
        for key in keys:
            self.ben[key][0] += flagged
            self.ben[key][1] += 1
            if worst is not None:
                self.ben[key][2 + worst] += 1
        return True, flagged

    def print(self, title: str) -> None:
        print(f"\n{title}")
        print(f"  {'malicious':40} {'n':>4} {'recall':>7} {'any rule':>9}")
        for key in (k for k in _ordered(self.mal) if self.mal[k][2]):
            caught, anyr, n = self.mal[key]
            print(f"  {key:40} {n:4d} {caught / n:7.1%} {anyr / n:9.1%}")
        print(f"  {'benign':40} {'n':>4} {'FP rate':>7} {'flagged':>9} {'error':>7} {'warning':>8} {'info':>6}")
        for key in (k for k in _ordered(self.ben) if self.ben[k][1]):
            flagged, n, err, warn, info = self.ben[key]
            print(f"  {key:40} {n:4d} {flagged / n:7.1%} {flagged:9d} {err / n:7.1%} {warn / n:8.1%} {info / n:6.1%}")


def _ordered(rows: dict[str, list[int]]) -> list[str]:
    cats = sorted(k for k in rows if k.startswith(("threat.", "agents", "lessons", "runbook", "security", "notes")))
    langs = sorted(k for k in rows if k.startswith("lang "))
    return ["overall", *langs, *[x for c in cats for x in (c, *sorted(k for k in rows if k.startswith(f"  {c} (")))]]


def main(argv: list[str] | None = None) -> int:
    from memtui.core.lint.threat_scan import ThreatScanner

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, action="append", help="a corpus file (repeatable)")
    parser.add_argument("--semantic", choices=("on", "off"), default="on")
    parser.add_argument("--split", help="only samples of this split")
    parser.add_argument("--half", choices=("A", "B"), help="only samples of this half (by text hash; see half())")
    parser.add_argument("--by-split", action="store_true", help="also a table per split")
    parser.add_argument("--show-misses", action="store_true", help="print missed and false-positive samples")
    parser.add_argument("--prefilter", choices=("on", "off"), default="on",
                        help="embed only statements the prefilter keeps (cue words + n-gram model, as the lint does)"
                             ", or every statement")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "memtui-threat-bench",
                        help="directory whose .memtui/index.db keeps statement vectors between runs")
    args = parser.parse_args(argv)

    scanner = ThreatScanner.create(semantic=args.semantic == "on", root=args.cache)
    if scanner.semantic:
        scanner.semantic.prefilter = args.prefilter == "on"
    print(f"layers: {', '.join(scanner.layers())}" + (f"  ({scanner.notice})" if scanner.notice else "")
          + (f"; prefilter {args.prefilter}" if scanner.semantic else ""))
    if args.semantic == "on" and not scanner.semantic:
        print("semantic layer requested but did not run", file=sys.stderr)
        return 1
    status = 0
    for path in args.corpus or DEFAULT_CORPORA:
        samples = [s for s in load(path) if (not args.split or s.get("split", "dev") == args.split)
                   and (not args.half or half(s) == args.half)]
        tallies: dict[str, Tally] = defaultdict(Tally)
        misses, fps = [], []
        started, cpu = time.perf_counter(), time.process_time()
        embedded_before = scanner.semantic.embedded if scanner.semantic else 0
        for i, sample in enumerate(samples):
            try:
                hits = scanner.scan(wrap(sample, i))
            except Exception as exc:   # report, count as nothing found, fail the run
                print(f"scan raised on {sample['text'][:60]!r}: {type(exc).__name__}: {exc}", file=sys.stderr)
                status, hits = 1, []
            caught, flagged = tallies["all"].add(sample, hits)
            if args.by_split:
                tallies[f"split {sample.get('split', 'dev')}"].add(sample, hits)
            if not caught:
                misses.append((sample, hits))
            if flagged:
                fps.append((sample, hits))
        wall, cpu = time.perf_counter() - started, time.process_time() - cpu
        embedded = (scanner.semantic.embedded if scanner.semantic else 0) - embedded_before
        print(f"\n== {path.name}: {len(samples)} samples in {wall:.2f} s wall, {cpu:.2f} s CPU "
              f"({embedded} statements embedded, rest from cache)")
        for name in sorted(tallies):
            tallies[name].print(name)
        if args.show_misses:
            print("\nmissed:")
            for sample, hits in misses:
                print(f"  [{sample['category']}|{sample.get('lang')}|{sample.get('split')}] {sample['text']!r} -> "
                      f"{sorted({h.rule for h in hits})}")
            print("false positives:")
            for sample, hits in fps:
                print(f"  [{sample['category']}|{sample.get('lang')}|{sample.get('context')}] {sample['text']!r} -> "
                      + "; ".join(f"{h.rule} {h.severity} {h.name} {h.detail}" for h in hits))
    return status


if __name__ == "__main__":
    sys.exit(main())

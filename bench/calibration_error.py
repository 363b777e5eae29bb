"""How far `stats`' default token counts (the calibrated rate, else the chars/4 estimate) are from tiktoken cl100k,
per sample transcript (`tests/shared_data.py` finds ../shared/samples), over the messages of the whole file (the
system prompt, which only the recorded usage knows, left out).

Exits non-zero when no sample is found or the exact run did not use tiktoken (no silent fallback).

    python bench/calibration_error.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from memtui.core.sessions import parse_session  # noqa: E402
from memtui.core.usage.analysis import analyze_session  # noqa: E402
from memtui.core.usage.result import SessionUsage, breakdown_total  # noqa: E402
from tests.shared_data import SAMPLE_FILES  # noqa: E402


def message_tokens(usage: SessionUsage) -> int:
    return breakdown_total(usage.whole).tokens - usage.system_prompt.tokens


def main() -> int:
    if not SAMPLE_FILES:
        print("no sample transcripts found (../shared/samples)", file=sys.stderr)
        return 1
    rows = []
    for path in SAMPLE_FILES:
        default = analyze_session(parse_session(path))
        exact = analyze_session(parse_session(path), exact=True)
        if exact.tokenizer != "tiktoken":
            print(f"{path.name}: the exact run used {exact.tokenizer}, not tiktoken", file=sys.stderr)
            return 1
        reference = message_tokens(exact)
        if reference:
            rows.append((path.name, default.tokenizer, default.chars_per_token, message_tokens(default), reference))
    print(f"{'sample':<46}{'counted as':>12}{'chars/tok':>10}{'default':>9}{'tiktoken':>10}{'error':>9}")
    for name, tokenizer, rate, got, reference in rows:
        print(f"{name[:45]:<46}{tokenizer:>12}{rate or 0:>10.2f}{got:>9,}{reference:>10,}"
              f"{(got - reference) / reference:>+9.1%}")
    for label, subset in (("all", rows), ("calibrated", [r for r in rows if r[1] == "calibrated"]),
                          ("estimate", [r for r in rows if r[1] == "estimate"])):
        errors = [abs(got - ref) / ref for _, _, _, got, ref in subset]
        if errors:
            print(f"{label}: {len(errors)} session(s), median |error| {statistics.median(errors):.1%}, "
                  f"max {max(errors):.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

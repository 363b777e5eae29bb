"""How the markdown readers scale on pathological input: every parser must be linear.

    python bench/parser_speed.py [--sizes 5000,20000,80000] [--repeat 3]

For each input shape (20,000 `[`, unclosed links, wiki brackets, long pointer lines, many short
paragraphs, bare `\\r` line ends, a long frontmatter) it times `pointers + headings + tables +
hermes_entries + parse_frontmatter` (best of --repeat) at each size, prints the time, the ratio to
the smallest size, and the scaling exponent log(t2/t1)/log(n2/n1) (1.0 = linear, 2.0 = quadratic).
Exits 1 when an exponent passes 1.5 or a result is not what the input holds (the path really ran).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memtui.core import markdown as md  # noqa: E402

SHAPES: dict[str, tuple[Callable[[int], str], Callable[[int, list], bool]]] = {
    "open brackets [": (lambda n: "[" * n, lambda n, p: p == []),
    "unclosed links [a](": (lambda n: "[a](" * n, lambda n, p: p == []),
    "wiki brackets [[": (lambda n: "[[" * n, lambda n, p: p == []),
    "pointer line - a.md …": (lambda n: "- " + "a.md " * n, lambda n, p: len(p) == 1),
    "paragraphs a\\n\\n": (lambda n: "a\n\n" * n, lambda n, p: p == []),
    "list of pointers": (lambda n: "- `x.md`\n" * n, lambda n, p: len(p) == n),
    "bare \\r lines": (lambda n: "- `y.md`\r" * n, lambda n, p: len(p) == n and p[-1].line == n),
    "frontmatter keys": (lambda n: "---\n" + "k: v\n" * n + "---\n", lambda n, p: p == []),
}


def parse_all(text: str) -> list:
    found = md.pointers(text)
    md.headings(text)
    md.tables(text)
    md.hermes_entries(text)
    md.parse_frontmatter(text)
    return found


def best_time(text: str, repeat: int) -> tuple[float, list]:
    best, found = math.inf, []
    for _ in range(repeat):
        md._tokens.cache_clear()
        t0 = time.perf_counter()
        found = parse_all(text)
        best = min(best, time.perf_counter() - t0)
    return best, found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="5000,20000,80000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",")]
    failed = False
    print(f"{'input':<24} {'n':>7} {'seconds':>9} {'ratio':>7} {'exponent':>9}")
    for name, (make, check) in SHAPES.items():
        base = None
        for n in sizes:
            seconds, found = best_time(make(n), args.repeat)
            if not check(n, found):
                print(f"{name}: unexpected result at n={n} ({len(found)} pointers)", file=sys.stderr)
                failed = True
            base = base or (n, seconds)
            ratio = seconds / base[1] if base[1] else 0.0
            exponent = math.log(ratio) / math.log(n / base[0]) if n != base[0] and ratio > 0 else 1.0
            flag = "  SUPERLINEAR" if exponent > 1.5 else ""
            failed |= bool(flag)
            print(f"{name:<24} {n:>7} {seconds:>9.3f} {ratio:>7.1f} {exponent:>9.2f}{flag}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

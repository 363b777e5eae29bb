"""Where a first `memtui stats` run spends its CPU on the ccusage bench corpus, part by part, in one process.

The corpus is `stats_vs_ccusage.py`'s (100 Claude Code sessions, ~61 MB, CJK-heavy texts). Each part runs on all
of it, best of `--repeat` (process CPU seconds; the parts are interleaved so a load change weighs on all):

  read + split       read each file, split it into lines
  orjson.loads       decode every line whole
  bracket check      the nesting guard (`[` and `{` counted in each line)
  CJK weighting      `weighted_chars` of every text block
  pass (no decode)   `LinearClaude.add` of every decoded line (the weighting included) and `finish`
  linear_usage       the real thing: `resume.linear_usage` of every file, no cache (its total)

and one alternative that is not in memtui, kept here so its figure can be re-measured: **texts measured on their
bytes** — each `"text"`/`"thinking"`/`"content"` string value found in the raw line (`bytes.find`), measured on its
UTF-8 bytes (chars and CJK-weighted chars by lead-byte counts; UTF-8 validity by the standard decoder, as orjson
checks it) and cut out, the rest of the line decoded by orjson. The bench exits non-zero unless its (chars,
weighted chars) equal `len` and `weighted_chars` of the decoded string for every text it measured, and unless
`linear_usage` read every file with the linear pass.

    python bench/stats_first_run_parts.py [--repeat 5] [--mb 50] [--sessions 100] [--ascii]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "bench")]

import orjson  # noqa: E402
import stats_vs_ccusage  # noqa: E402
from stats_vs_ccusage import write_corpus  # noqa: E402

from memtui.core.tokens import weighted_chars  # noqa: E402
from memtui.core.usage.linear import LinearClaude, _texts  # noqa: E402
from memtui.core.usage.resume import linear_usage  # noqa: E402
from memtui.core.usage.result import DEFAULT_PRUNE  # noqa: E402

KEYS = (b'"text":"', b'"thinking":"', b'"content":"')


def _deleting_all_but(kept: set[int]) -> bytes:
    return bytes(b for b in range(256) if b not in kept)


_NOTABLE = _deleting_all_but({*range(0x20), 0x5C, *range(0xC0, 0x100)})   # controls, backslash, lead bytes
_ASCII = bytes(range(0x80))
_FULL_LEADS = _deleting_all_but({*range(0xE3, 0xEA), 0xEB, 0xEC})         # U+3000–9FFF, U+B000–CFFF: all CJK
_EDGES = {     # lead byte -> (pattern on the raw bytes, whether its matches are the CJK ones or the others)
    0xE2: (re.compile(rb"\xe2[\xba-\xbf]"), True),
    0xEA: (re.compile(rb"\xea[\x94-\xaf]"), False),
    0xED: (re.compile(rb"\xed(?:\x9e[\xb0-\xbf]|\x9f)"), False),
    0xEF: (re.compile(rb"\xef(?:[\x80-\xa3\xac-\xbb\xbe]|\xbc\x80|\xbd[\xa1-\xbf]|\xbf[\x80-\x9f\xa7-\xbf])"), False),
    0xF0: (re.compile(rb"\xf0(?:[\xa0-\xae]|\xaf(?:[\x80-\xa7]|\xa8[\x80-\x9f]))"), True),
}
_EDGE_LEADS = _deleting_all_but(set(_EDGES))


def measure_bytes(raw: bytes) -> tuple[int, int] | None:
    """(chars, CJK-weighted chars) of the JSON string whose bytes between the quotes are `raw`, without building
    it; None for an escape or a control character (not handled here)."""
    notable = raw.translate(None, _NOTABLE)
    if not notable:
        return len(raw), len(raw)
    leads = notable.translate(None, _ASCII)
    if len(leads) != len(notable):
        return None
    try:
        chars = len(raw.decode())
    except UnicodeDecodeError:
        return None
    return chars, chars + 3 * cjk_count(raw, leads)


def cjk_count(raw: bytes, leads: bytes) -> int:
    """The CJK characters of the valid UTF-8 `raw`, whose non-ASCII lead bytes (and maybe continuation bytes)
    are `leads`: the leads whose sequences are all CJK, plus the CJK sequences of the edge leads."""
    cjk = len(leads.translate(None, _FULL_LEADS))
    if leads.translate(None, _EDGE_LEADS):
        for lead, (pattern, counts_cjk) in _EDGES.items():
            if lead in leads:
                found = len(pattern.findall(raw))
                cjk += found if counts_cjk else leads.count(lead) - found
    return cjk


def cut_line(line: bytes) -> tuple[bytes, list[tuple[int, int] | None]]:
    """The line with its text values emptied, and their measures (in line order)."""
    spans = []
    for key in KEYS:
        at = line.find(key)
        while at != -1:
            start = at + len(key)
            end = line.find(b'"', start)
            while line[end - 1] == 0x5C:
                end = line.find(b'"', end + 1)
            spans.append((start, end))
            at = line.find(key, end)
    spans.sort()
    parts, sizes, done = [], [], 0
    for start, end in spans:
        sizes.append(measure_bytes(line[start:end]))
        parts.append(line[done:start])
        done = end
    parts.append(line[done:])
    return b"".join(parts), sizes


def best(seconds: dict[str, list[float]], name: str, work: Callable[[Any], Any], data: Any) -> Any:
    """`work(data)`, its process CPU seconds kept under `name`."""
    started = time.process_time()
    result = work(data)
    seconds.setdefault(name, []).append(time.process_time() - started)
    return result


def read_split(files: list[Path]) -> list[list[bytes]]:
    return [[line for line in f.read_bytes().split(b"\n") if line] for f in files]


def decode(lines: list[list[bytes]]) -> list[list[Any]]:
    return [[orjson.loads(line) for line in ls] for ls in lines]


def brackets(lines: list[list[bytes]]) -> list[int]:
    return [line.count(b"[") + line.count(b"{") for ls in lines for line in ls]


def weigh(texts: list[str]) -> list[int]:
    return [weighted_chars(text) for text in texts]


def passes(objects: list[list[Any]]) -> None:
    for objs in objects:
        state = LinearClaude()
        for number, obj in enumerate(objs, 1):
            state.add(number, obj)
        state.finish("x", DEFAULT_PRUNE)


def linear(files: list[Path]) -> list[Any]:
    return [linear_usage(f, DEFAULT_PRUNE, None)[0] for f in files]


def cut_all(lines: list[list[bytes]]) -> list[tuple[bytes, list[tuple[int, int] | None]]]:
    return [cut_line(line) for ls in lines for line in ls]


def decode_cut(cut: list[tuple[bytes, Any]]) -> list[Any]:
    return [orjson.loads(reduced) for reduced, _ in cut]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--ascii", action="store_true",
                        help="the same corpus with its CJK words left out (English-only texts, for comparison)")
    args = parser.parse_args(argv)
    if args.ascii:
        stats_vs_ccusage.WORDS = [w for w in stats_vs_ccusage.WORDS if w.isascii()]
    with tempfile.TemporaryDirectory(prefix="memtui-parts-") as tmp:
        write_corpus(Path(tmp) / ".claude", args.sessions, args.mb)
        files = sorted((Path(tmp) / ".claude").rglob("*.jsonl"))
        mb = sum(f.stat().st_size for f in files) / 1e6
        seconds: dict[str, list[float]] = {}
        for _ in range(args.repeat):
            lines = best(seconds, "read + split", read_split, files)
            objects = best(seconds, "orjson.loads", decode, lines)
            best(seconds, "bracket check", brackets, lines)
            texts = [text for objs in objects for obj in objs for text in _whole_texts(obj)]
            best(seconds, "CJK weighting", weigh, texts)
            best(seconds, "pass (no decode)", passes, objects)
            usages = best(seconds, "linear_usage", linear, files)
            cut = best(seconds, "alt: texts measured on bytes", cut_all, lines)
            best(seconds, "alt: orjson.loads of the cut lines", decode_cut, cut)
    if any(u is None for u in usages):
        raise SystemExit("linear_usage did not read every file with the linear pass")
    measured = [size for _, sizes in cut for size in sizes]
    decoded = [(len(text), weighted_chars(text)) for text in texts]
    if len(measured) != len(decoded) or any(m is not None and m != d for m, d in zip(measured, decoded, strict=True)):
        raise SystemExit("the byte-level measure differs from len/weighted_chars of the decoded texts")
    total = min(seconds["linear_usage"])
    print(f"{len(files)} Claude Code sessions, {mb:.1f} MB, {len(decoded):,} texts ({sum(m is None for m in measured)} "
          f"not measured on bytes); process CPU seconds, best of {args.repeat} (all of them in brackets)")
    print("| part | best s | share of linear_usage | runs |")
    print("|---|---|---|---|")
    for name, runs in seconds.items():
        print(f"| {name} | {min(runs):.3f} | {min(runs) / total:.0%} | {', '.join(f'{r:.3f}' for r in runs)} |")
    whole = min(seconds["orjson.loads"]) + min(seconds["CJK weighting"])
    alt = min(seconds["alt: texts measured on bytes"]) + min(seconds["alt: orjson.loads of the cut lines"])
    print(f"decode + weighting as memtui does it: {whole:.3f} s; on bytes (find, measure, cut, decode the rest): "
          f"{alt:.3f} s ({alt / whole:.2f}×); the byte-level measures equal the decoded ones on every text")
    return 0


def _whole_texts(obj: Any) -> list[str]:
    """The non-empty texts of a line's content that the pass weighs (its own reading of the content)."""
    message = obj.get("message") if isinstance(obj, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    return [text for _, text in (_texts(content) or []) if text]


if __name__ == "__main__":
    raise SystemExit(main())

r"""Where a first `memtui stats` run spends its CPU on the ccusage bench corpus, part by part, in one process.

The corpus is `stats_vs_ccusage.py`'s (100 Claude Code sessions, ~61 MB, CJK-heavy texts). Each part runs on all
of it, best of `--repeat` (process CPU seconds; the parts are interleaved so a load change weighs on all):

  read + split       read each file, split it into lines
  orjson.loads       decode every line whole
  bracket check      the nesting guard (`[` and `{` counted in each line)
  CJK weighting      `weighted_chars` of every text block
  pass (no decode)   `LinearClaude.add` of every decoded line (the weighting included) and `finish`
  linear_usage       the real thing: `resume.linear_usage` of every file, no cache (its total)

and one alternative that is not in memtui, kept here so its figure can be re-measured: **decode the skeleton,
measure the bulk as bytes** — each `"text"`/`"thinking"`/`"content"` string value is found in the raw line
(`bytes.find`, its closing quote by the parity of the backslashes before it), measured on its UTF-8 bytes and
replaced by a placeholder (`\u0000`; a line that holds one already is not cut), the skeleton decoded by orjson, and
the pass's texts (`linear._texts` of the skeleton) take the cut measures in order — a line where a cut text is not
one the pass reads is decoded whole. On bytes: chars = code points (bytes that are not UTF-8 continuation bytes)
less one per two-byte escape (`\n`, `\"`, `\\`, `\t`, …: backslashes less the `\\` pairs), CJK chars by lead
bytes (U+3000–9FFF, U+B000–CFFF by the lead alone; the five leads the ranges cut by literal-prefix patterns), UTF-8
validity by the standard decoder; a `\u` escape, a control character or a bad escape is measured decoded (exact).
So the measures are **exact**, not an estimate: the bench exits non-zero unless every text's (chars, weighted chars)
through the skeleton equals `len` and `weighted_chars` of the decoded string — on this corpus and on the shared
samples (`tests/shared_data.py`; skipped with a note when absent); `--mixed` adds words with escapes, a control
character, emoji and the code points at the CJK ranges' edges. Two floor rows time what any such design must still
do per text (a UTF-8 check, one classifying pass), to bound the idea from below.

    python bench/stats_first_run_parts.py [--repeat 5] [--mb 50] [--sessions 100] [--ascii | --mixed]
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


_NOTABLE = _deleting_all_but({*range(0x20), 0x5C, *range(0x80, 0x100)})   # controls, backslash, non-ASCII bytes
_FULL_LEADS = _deleting_all_but({*range(0xE3, 0xEA), 0xEB, 0xEC})         # U+3000–9FFF, U+B000–CFFF: all CJK
_EDGES = {     # lead byte -> (pattern on the raw bytes, whether its matches are the CJK ones or the others)
    0xE2: (re.compile(rb"\xe2[\xba-\xbf]"), True),
    0xEA: (re.compile(rb"\xea[\x94-\xaf]"), False),
    0xED: (re.compile(rb"\xed(?:\x9e[\xb0-\xbf]|\x9f)"), False),
    0xEF: (re.compile(rb"\xef(?:[\x80-\xa3\xac-\xbb\xbe]|\xbc\x80|\xbd[\xa1-\xbf]|\xbf[\x80-\x9f\xa7-\xbf])"), False),
    0xF0: (re.compile(rb"\xf0(?:[\xa0-\xae]|\xaf(?:[\x80-\xa7]|\xa8[\x80-\x9f]))"), True),
}
_EDGE_LEADS = _deleting_all_but(set(_EDGES))


_CONTROLS = _deleting_all_but(set(range(0x20)))
_LEADS = _deleting_all_but(set(range(0xC0, 0x100)))
_SPECIAL = _deleting_all_but({*range(0x20), 0x5C})                          # controls and backslash
_NOT_PLAIN_ESCAPE = re.compile(rb'\\[^"/bfnrt]')    # once the `\\` pairs are out: a `\u` escape, or not an escape
PLACEHOLDER = b"\\u0000"      # a cut text in the skeleton: the string "\x00" (a line holding it is not cut)


def exact_measure(raw: bytes) -> tuple[int, int]:
    """(chars, CJK-weighted chars) of the JSON string whose bytes between the quotes are `raw`, by decoding it
    (raises orjson.JSONDecodeError when it is not a valid JSON string: the line is malformed)."""
    text = orjson.loads(b'"' + raw + b'"')
    return len(text), weighted_chars(text)


def measure_bytes(raw: bytes) -> tuple[int, int]:
    """(chars, CJK-weighted chars) of the JSON string whose bytes between the quotes are `raw`, from its bytes.

    Equal to `len` and `weighted_chars` of the decoded string: chars are the UTF-8 code points (bytes that are not
    continuation bytes) less one per two-byte escape (`\\n`, `\\"`, `\\\\`, … decode to one ASCII char, weight 1);
    CJK chars are counted by their lead bytes (`cjk_count`). A `\\u` escape, a control character or a bad escape
    goes to `exact_measure` (which raises for a malformed string); UTF-8 validity is checked by the standard decoder
    (what orjson refuses, it refuses)."""
    notable = raw.translate(None, _NOTABLE)
    if not notable:
        return len(raw), len(raw)
    escapes = 0
    special = notable.translate(None, _SPECIAL)
    if special:
        if special.translate(None, _CONTROLS):
            return exact_measure(raw)
        plain = raw.replace(b"\\\\", b"")
        if _NOT_PLAIN_ESCAPE.search(plain):
            return exact_measure(raw)
        escapes = len(special) - (len(raw) - len(plain)) // 2
    leads = notable.translate(None, _LEADS)
    if not leads:
        if len(notable) != len(special):            # a continuation byte without a lead: not UTF-8
            return exact_measure(raw)
        chars = len(raw) - escapes
        return chars, chars
    try:
        raw.decode()
    except UnicodeDecodeError:
        return exact_measure(raw)
    chars = len(raw) - (len(notable) - len(special) - len(leads)) - escapes
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


def _string_end(line: bytes, start: int) -> int:
    """The index of the quote closing the JSON string whose content starts at `start` (-1: none)."""
    end = line.find(b'"', start)
    while end != -1 and line[end - 1] == 0x5C:
        run = 1
        while line[end - 1 - run] == 0x5C:
            run += 1
        if run % 2 == 0:                    # `\\\\"`: an escaped backslash, then the closing quote
            break
        end = line.find(b'"', end + 1)
    return end


def cut_line(line: bytes) -> tuple[bytes, list[tuple[int, int]]]:
    """The line with its `"text"`/`"thinking"`/`"content"` string values replaced by PLACEHOLDER (the skeleton),
    and their measures in line order; the line itself and no measures when it holds the placeholder already.
    (A key spelled with an escape, or one followed by a space, is not cut: its text is measured decoded.)"""
    if PLACEHOLDER in line:
        return line, []
    spans = []
    for key in KEYS:
        at = line.find(key)
        while at != -1:
            start = at + len(key)
            end = _string_end(line, start)
            if end == -1:
                return line, []             # not a JSON line: orjson says so
            if line[at - 1] != 0x5C:        # (`\\"text":"` ends a key that only ends in text)
                spans.append((start, end))
            at = line.find(key, end)
    if len(spans) > 1:
        spans.sort()
    parts: list[bytes] = []
    sizes: list[tuple[int, int]] = []
    done = 0
    for start, end in spans:
        sizes.append(measure_bytes(line[start:end]))
        parts += (line[done:start], PLACEHOLDER)
        done = end
    parts.append(line[done:])
    return b"".join(parts), sizes


def consumed_measures(skeleton: Any, sizes: list[tuple[int, int]]) -> list[tuple[int, int]] | None:
    """The (chars, weighted chars) of the texts the pass weighs (`_texts`) in a skeleton: a placeholder takes the
    next cut measure, any other text is measured decoded; None unless every cut measure was taken (a text cut
    where the pass does not read one: the line is decoded whole)."""
    message = skeleton.get("message") if type(skeleton) is dict else None
    content = message.get("content") if type(message) is dict else None
    measures, taken = [], 0
    for _, text in _texts(content) or []:
        if text == "\x00" and taken < len(sizes):
            measures.append(sizes[taken])
            taken += 1
        elif text:
            measures.append((len(text), weighted_chars(text)))
    return measures if taken == len(sizes) else None


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


def cut_all(lines: list[list[bytes]]) -> list[tuple[bytes, list[tuple[int, int]]]]:
    return [cut_line(line) for ls in lines for line in ls]


def decode_cut(cut: list[tuple[bytes, Any]]) -> list[Any]:
    return [orjson.loads(skeleton) for skeleton, _ in cut]


def take_measures(pairs: list[tuple[Any, list[tuple[int, int]]]]) -> list[list[tuple[int, int]] | None]:
    return [consumed_measures(skeleton, sizes) for skeleton, sizes in pairs]


def validate(texts_raw: list[bytes]) -> None:
    for raw in texts_raw:
        raw.decode()


def one_translate(texts_raw: list[bytes]) -> None:
    for raw in texts_raw:
        raw.translate(None, _NOTABLE)


MIXED_WORDS = ["line\nbreak", 'say "hi"', "C:\\tmp\\", "tab\there", "—", "…", "😀", "\U00020000", "ｆｕｌｌ", "ﾊﾝ", "\ud7fb",
               "\u2e80", "été", "\x01", "\u2f00", "\ua4ff", "\ua500", "\uff60", "\uffe6", "\uffe7", "/", "\\\\n"]


def check_equal(lines: list[bytes]) -> tuple[int, int, int]:
    """Exit non-zero unless the texts measured through the skeleton equal the decoded ones on every line orjson
    reads; returns (texts, texts cut and measured on bytes, lines decoded whole because a cut was not taken)."""
    texts = cut_texts = whole = 0
    for line in lines:
        try:
            obj = orjson.loads(line)
        except orjson.JSONDecodeError:
            continue
        want = [(len(text), weighted_chars(text)) for text in _whole_texts(obj)]
        skeleton, sizes = cut_line(line)
        got = consumed_measures(orjson.loads(skeleton), sizes)
        if got is None:
            whole += 1
            continue
        if got != want:
            raise SystemExit(f"measured through the skeleton {got} != decoded {want}: {line[:200]!r}")
        texts += len(want)
        cut_texts += len(sizes)
    return texts, cut_texts, whole


def check_samples() -> str:
    """The equality check on the shared sample transcripts (tests/shared_data.py finds them)."""
    sys.path.insert(0, str(REPO / "tests"))
    from shared_data import SAMPLE_FILES
    if not SAMPLE_FILES:
        return "shared samples not found: not checked"
    lines = [line for path in SAMPLE_FILES for line in path.read_bytes().split(b"\n") if line.strip()]
    texts, cut_texts, whole = check_equal(lines)
    return (f"{len(SAMPLE_FILES)} shared sample files, {len(lines)} lines: {texts} texts equal ({cut_texts} cut and "
            f"measured on bytes), {whole} lines decoded whole (a cut the pass does not read)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--ascii", action="store_true",
                        help="the same corpus with its CJK words left out (English-only texts, for comparison)")
    parser.add_argument("--mixed", action="store_true",
                        help="words with escapes (newline, quote, backslash, tab, a control char), emoji and the "
                        "code points at the CJK ranges' edges added (the equality check's hard cases)")
    args = parser.parse_args(argv)
    if args.ascii:
        stats_vs_ccusage.WORDS = [w for w in stats_vs_ccusage.WORDS if w.isascii()]
    if args.mixed:
        stats_vs_ccusage.WORDS = [*stats_vs_ccusage.WORDS, *MIXED_WORDS]
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
            cut = best(seconds, "alt: find, measure on bytes, cut", cut_all, lines)
            skeletons = best(seconds, "alt: orjson.loads of the skeletons", decode_cut, cut)
            best(seconds, "alt: take the measures (_texts of the skeleton)", take_measures,
                 list(zip(skeletons, [sizes for _, sizes in cut], strict=True)))
            raws = [line[start:end] for ls in lines for line in ls for start, end in _spans(line)]
            best(seconds, "floor: UTF-8 check of the texts alone", validate, raws)
            best(seconds, "floor: one translate pass over the texts", one_translate, raws)
    if any(u is None for u in usages):
        raise SystemExit("linear_usage did not read every file with the linear pass")
    n_texts, n_cut, n_whole = check_equal([line for ls in lines for line in ls])
    total = min(seconds["linear_usage"])
    print(f"{len(files)} Claude Code sessions, {mb:.1f} MB, {n_texts:,} texts ({n_cut:,} cut and measured on bytes, "
          f"{n_whole} lines decoded whole); process CPU seconds, best of {args.repeat} (all of them in brackets)")
    print("| part | best s | share of linear_usage | runs |")
    print("|---|---|---|---|")
    for name, runs in seconds.items():
        print(f"| {name} | {min(runs):.3f} | {min(runs) / total:.0%} | {', '.join(f'{r:.3f}' for r in runs)} |")
    low = {name: min(runs) for name, runs in seconds.items()}
    whole = low["orjson.loads"] + low["CJK weighting"]
    alt = (low["alt: find, measure on bytes, cut"] + low["alt: orjson.loads of the skeletons"]
           + low["alt: take the measures (_texts of the skeleton)"])
    print(f"decode + weighting as memtui does it: {whole:.3f} s; skeleton (find, measure on bytes, cut, decode the "
          f"skeleton, take the measures): {alt:.3f} s ({alt / whole:.2f}×); linear_usage {total:.3f} s would become "
          f"~{total - whole + alt:.3f} s ({(total - whole + alt) / total:.2f}×)")
    floor = (low["floor: UTF-8 check of the texts alone"] + low["floor: one translate pass over the texts"]
             + low["alt: orjson.loads of the skeletons"] + low["alt: take the measures (_texts of the skeleton)"])
    print(f"floor of the skeleton idea (the texts checked and classified in one pass each, no find, no copy, no "
          f"per-text Python): {floor:.3f} s ({floor / whole:.2f}×); linear_usage would become ~{total - whole + floor:.3f} "
          f"s ({(total - whole + floor) / total:.2f}×)")
    print(f"equal on every text of this corpus; {check_samples()}")
    return 0


def _spans(line: bytes) -> list[tuple[int, int]]:
    """Where the texts `cut_line` cuts lie in `line`."""
    spans = []
    for key in KEYS:
        at = line.find(key)
        while at != -1:
            end = _string_end(line, at + len(key))
            spans.append((at + len(key), end))
            at = line.find(key, end)
    return spans


def _whole_texts(obj: Any) -> list[str]:
    """The non-empty texts of a line's content that the pass weighs (its own reading of the content)."""
    message = obj.get("message") if isinstance(obj, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    return [text for _, text in (_texts(content) or []) if text]


if __name__ == "__main__":
    raise SystemExit(main())

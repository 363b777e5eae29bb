"""Would msgspec schema decoding make a first `memtui stats` run faster? Its parts against memtui's, in one process.

The linear usage pass (`core/usage/linear.py`) decodes every line whole with orjson, then measures each text
(`len`, `tokens.weighted_chars`). The alternative measured here: msgspec decodes each line into typed structs that
declare only the fields the pass reads (`Line` below; every other key skipped in C) with the message content
kept as raw JSON bytes (`msgspec.Raw`), and each text is measured from those bytes. Parts, process CPU seconds,
best of `--repeat`, interleaved so a load change weighs on all:

  orjson.loads               memtui today: every line decoded whole
  CJK weighting              memtui today: `len` and `weighted_chars` of every text the pass measures
  msgspec schema decode      every line into `Line` (the content left raw)
  texts from raw (content blocks split)   the raw string literals of text-only content (a list decoded into
                             `TextBlock`s, their texts left raw)
  other content decoded      content that is not text only (tool calls, results) decoded by orjson from its raw
                             bytes, as the pass would then build its blocks
  texts from raw, exact      each raw text: an ASCII one counted on its bytes (two-byte escapes are one char; a
                             `\\uXXXX` escape is decoded), any other decoded by orjson, then `weighted_chars`
  texts from raw, unchecked  each raw text on its bytes only (chars by UTF-8 lead bytes, CJK by lead bytes and the
                             edge patterns of `stats_first_run_parts.py`): no UTF-8 validity check, so a line
                             orjson refuses would be counted anyway — an upper bound of what bytes could save
  bracket check              the nesting guard both paths keep (for scale)

Corpora: `--corpus cjk` (the `stats_vs_ccusage.py` corpus: 100 sessions, CJK-heavy prose), `ascii` (the same with
the CJK words left out), `tools` (sessions whose turns are a prompt, a `Write` tool call with a file's text and
a tool result with a `toolUseResult` copy, as Claude Code writes them: most bytes are in fields `stats` reads as
blocks or never reads). The bench exits non-zero unless, on every line the structs read, the recorded usage
equals the orjson path's and every measured (chars, weighted chars) equals `len`/`weighted_chars` of the text
orjson decodes, and unless every line of the corpus was read by the structs.

    python bench/stats_msgspec.py [--corpus cjk|ascii|tools] [--repeat 5] [--mb 50]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO), str(REPO / "bench")]

import orjson  # noqa: E402
import stats_vs_ccusage  # noqa: E402
from stats_first_run_parts import _deleting_all_but, cjk_count  # noqa: E402

from memtui.core.sessions.claude import usage_numbers  # noqa: E402
from memtui.core.sessions.common import as_int  # noqa: E402
from memtui.core.tokens import weighted_chars  # noqa: E402
from memtui.core.usage.linear import _texts  # noqa: E402

try:
    import msgspec
except ImportError:            # not a dependency of memtui: this bench needs it
    raise SystemExit("msgspec is not installed: pip install msgspec") from None

_NULL = msgspec.Raw(b"null")


class Usage(msgspec.Struct):
    input_tokens: Any = None
    output_tokens: Any = None
    cache_read_input_tokens: Any = None
    cache_creation_input_tokens: Any = None


class Message(msgspec.Struct):
    role: str | None = None
    id: Any = None
    content: msgspec.Raw = _NULL
    usage: Usage | None = None


class Line(msgspec.Struct):
    """What the linear pass reads of a Claude Code line."""

    type: Any = None
    uuid: Any = None
    parentUuid: Any = None
    isSidechain: Any = None
    agentId: Any = None
    isMeta: Any = None
    isCompactSummary: Any = None
    timestamp: Any = None
    requestId: Any = None
    message: Message | None = None


class TextBlock(msgspec.Struct):
    type: Any = None
    text: msgspec.Raw = _NULL
    thinking: msgspec.Raw = _NULL


LINE = msgspec.json.Decoder(Line)
BLOCKS = msgspec.json.Decoder(list[TextBlock])
TEXT_KEYS = {"text": "text", "thinking": "thinking"}


def raw_texts(content: msgspec.Raw) -> list[bytes] | None:
    """The raw string literals of content that is a string or text/thinking blocks; None for other content (the
    pass would decode it and build its blocks, as today)."""
    data = bytes(content)
    if data[:1] == b'"':
        return [data]
    if data[:1] != b"[":
        return None
    try:
        blocks = BLOCKS.decode(data)
    except msgspec.DecodeError:
        return None
    texts = []
    for block in blocks:
        key = TEXT_KEYS.get(block.type) if type(block.type) is str else None
        text = bytes(block.text if key == "text" else block.thinking) if key else b""
        if text[:1] != b'"':
            return None
        texts.append(text)
    return texts


def measure_exact(raw: bytes) -> tuple[int, int]:
    """(len, weighted_chars) of the string literal `raw`: an ASCII one without `\\u` escapes on its bytes, any
    other decoded."""
    if raw.isascii():
        body = raw[1:-1]
        if b"\\" not in body:
            return len(body), len(body)
        unpaired = body.replace(b"\\\\", b"")          # left to right, as a decoder pairs them
        if b"\\u" not in unpaired:
            chars = len(body) - (len(body) - len(unpaired)) // 2 - unpaired.count(b"\\")
            return chars, chars
    text = orjson.loads(raw)
    return len(text), weighted_chars(text)


_HIGH = bytes(range(0xC0))                                    # deletes all but lead bytes
_THREE = _deleting_all_but(set(range(0xE0, 0xF0)))
_FOUR = _deleting_all_but(set(range(0xF0, 0xF8)))


def measure_unchecked(raw: bytes) -> tuple[int, int]:
    """(len, weighted_chars) from the bytes of a valid UTF-8 literal without `\\u` escapes; no validity check."""
    body = raw[1:-1]
    escapes = 0
    if b"\\" in body:
        unpaired = body.replace(b"\\\\", b"")
        escapes = (len(body) - len(unpaired)) // 2 + unpaired.count(b"\\")
    if body.isascii():
        return len(body) - escapes, len(body) - escapes
    leads = body.translate(None, _HIGH)
    three, four = len(leads.translate(None, _THREE)), len(leads.translate(None, _FOUR))
    chars = len(body) - escapes - (len(leads) + three + 2 * four)
    return chars, chars + 3 * cjk_count(body, leads)


# ---------------------------------------------------------------------------------------------- corpora
TOOL_WORDS = "def class return import self value result error config path file data test assert None True".split()


def write_tools_corpus(folder: Path, sessions: int, megabytes: float, seed: int = 5) -> None:
    """Claude Code sessions of tool turns: a prompt, a `Write` call carrying a file's text, its tool result (the
    output also in `toolUseResult`, as Claude Code writes it), every line with the usual bookkeeping keys."""
    rng = random.Random(seed)
    project = folder / "projects" / "-bench-tools"
    project.mkdir(parents=True)
    per_session = int(megabytes * 1_000_000 / sessions)

    def words(n: int) -> str:
        return " ".join(rng.choice(TOOL_WORDS) for _ in range(n)).replace(" return", "\n    return")

    for _ in range(sessions):
        session = str(uuid.UUID(int=rng.getrandbits(128)))
        parent, context, size, turn, tool = None, 8000, 0, 0, ""
        with open(project / f"{session}.jsonl", "w", encoding="utf-8") as fh:
            while size < per_session:
                uid = str(uuid.UUID(int=rng.getrandbits(128)))
                base = {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": "/home/u/project",
                        "sessionId": session, "version": "2.0.14", "gitBranch": "main",
                        "timestamp": f"2026-01-01T{turn // 3600 % 24:02d}:{turn // 60 % 60:02d}:{turn % 60:02d}.000Z",
                        "uuid": uid}
                if turn % 3 == 0:
                    line: dict[str, Any] = {**base, "type": "user",
                                            "message": {"role": "user", "content": words(rng.randint(5, 80))}}
                elif turn % 3 == 1:
                    body = words(rng.randint(50, 1500))
                    context += 500 + len(body) // 4
                    tool = f"toolu_{uid}"
                    line = {**base, "type": "assistant", "requestId": f"req_{uid}", "message": {
                        "id": f"msg_{uid}", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                        "content": [{"type": "text", "text": words(20)},
                                    {"type": "tool_use", "id": tool, "name": "Write",
                                     "input": {"file_path": "/home/u/project/a.py", "content": body}}],
                        "stop_reason": "tool_use",
                        "usage": {"input_tokens": 5, "cache_creation_input_tokens": 100,
                                  "cache_read_input_tokens": context, "output_tokens": 300}}}
                else:
                    output = words(rng.randint(50, 2500))
                    line = {**base, "type": "user", "message": {"role": "user", "content": [
                        {"tool_use_id": tool, "type": "tool_result", "content": output}]},
                        "toolUseResult": {"stdout": output, "stderr": "", "interrupted": False, "isImage": False}}
                text = json.dumps(line, separators=(",", ":")) + "\n"
                fh.write(text)
                size += len(text)
                parent, turn = uid, turn + 1


# ---------------------------------------------------------------------------------------------- parts
def timed(seconds: dict[str, list[float]], name: str, work: Callable[[Any], Any], data: Any) -> Any:
    started = time.process_time()
    result = work(data)
    seconds.setdefault(name, []).append(time.process_time() - started)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", choices=("cjk", "ascii", "tools"), default="cjk")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--sessions", type=int, default=100)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="memtui-msgspec-") as tmp:
        folder = Path(tmp) / ".claude"
        if args.corpus == "tools":
            write_tools_corpus(folder, args.sessions, args.mb)
        else:
            if args.corpus == "ascii":
                stats_vs_ccusage.WORDS = [w for w in stats_vs_ccusage.WORDS if w.isascii()]
            stats_vs_ccusage.write_corpus(folder, args.sessions, args.mb)
        files = sorted(folder.rglob("*.jsonl"))
        lines = [line for f in files for line in f.read_bytes().split(b"\n") if line]
    megabytes = sum(map(len, lines)) / 1e6
    seconds: dict[str, list[float]] = {}
    for _ in range(args.repeat):
        objects = timed(seconds, "orjson.loads", lambda ls: [orjson.loads(x) for x in ls], lines)
        texts = [t for o in objects for _, t in (_texts(o["message"].get("content")) or []) if t]
        decoded = [(len(t), weighted_chars(t)) for t in texts]
        timed(seconds, "CJK weighting", lambda ts: [(len(t), weighted_chars(t)) for t in ts], texts)
        structs = timed(seconds, "msgspec schema decode", lambda ls: [LINE.decode(x) for x in ls], lines)
        raws = [r for s in structs for r in (raw_texts(s.message.content) if s.message else None) or []]
        timed(seconds, "texts from raw (content blocks split)",
              lambda ss: [raw_texts(s.message.content) for s in ss if s.message], structs)
        others = [bytes(s.message.content) for s in structs if s.message and raw_texts(s.message.content) is None]
        timed(seconds, "other content decoded (orjson)", lambda cs: [orjson.loads(c) for c in cs], others)
        exact = timed(seconds, "texts from raw, exact", lambda rs: [measure_exact(r) for r in rs], raws)
        unchecked = timed(seconds, "texts from raw, unchecked", lambda rs: [measure_unchecked(r) for r in rs], raws)
        timed(seconds, "bracket check", lambda ls: [x.count(b"[") + x.count(b"{") for x in ls], lines)
    _check(objects, structs, decoded, exact, unchecked)
    best = {name: min(runs) for name, runs in seconds.items()}
    today = best["orjson.loads"] + best["CJK weighting"]
    split = (best["msgspec schema decode"] + best["texts from raw (content blocks split)"]
             + best["other content decoded (orjson)"])
    print(f"corpus {args.corpus}: {len(files)} sessions, {megabytes:.1f} MB, {len(lines):,} lines, {len(texts):,} "
          f"texts measured; process CPU seconds, best of {args.repeat} (all runs in brackets)")
    print("| part | best s | runs |")
    print("|---|---|---|")
    for name, runs in seconds.items():
        print(f"| {name} | {best[name]:.3f} | {', '.join(f'{r:.3f}' for r in runs)} |")
    for label, part in (("exact", "texts from raw, exact"), ("unchecked", "texts from raw, unchecked")):
        total = split + best[part]
        print(f"decode + measure, memtui today {today:.3f} s; msgspec + texts from raw, {label}: {total:.3f} s "
              f"({total / today:.2f}× today)")
    print("equal on every line and text: recorded usage, (chars, weighted chars)")
    return 0


def _check(objects: list[Any], structs: list[Line], decoded: list[tuple[int, int]], exact: list[tuple[int, int]],
           unchecked: list[tuple[int, int]]) -> None:
    """Exit non-zero unless the structs read every line and their numbers equal the orjson path's."""
    for obj, line in zip(objects, structs, strict=True):
        if line.message is None or type(line.uuid) is not str:
            raise SystemExit(f"a line the structs did not read as a message line: {str(obj)[:120]}")
        usage = line.message.usage
        numbers = None if usage is None else tuple(as_int(v) for v in (
            usage.input_tokens, usage.output_tokens, usage.cache_read_input_tokens, usage.cache_creation_input_tokens))
        if numbers != usage_numbers(obj["message"].get("usage")):
            raise SystemExit(f"recorded usage differs: {numbers} vs {obj['message'].get('usage')}")
    kept = [pair for pair in exact if pair[0]]
    if kept != decoded or [pair for pair in unchecked if pair[0]] != decoded:
        raise SystemExit("a text measured from raw bytes differs from len/weighted_chars of the decoded text")


if __name__ == "__main__":
    raise SystemExit(main())

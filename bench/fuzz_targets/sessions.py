"""Fuzz components for the session readers: Pi, OpenClaw, Claude Code, Codex, the tree and `stats`.

Each component is `(generate(rng) -> bytes, run(data, tmpdir) -> None)` (the `bench/fuzz.py`
interface): `generate` mutates real lines of one format (the repository's fixtures and the shared
samples, when present) and `run` writes them to a file and drives memtui's own code over it. Any
exception escaping `run` is a crash.

    python bench/fuzz_targets/sessions.py [--inputs 2000] [--seed 1]   # a small local loop
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "sessions"
ODD_VALUES: tuple[Any, ...] = (
    None, True, 0, -1, 1e999, -1e999, 10 ** 40, 3.5, "", "x", "\ud800", "\x1b]52;c;SGVsbG8=\x07",
    [], ["x"], {}, {"a": 1}, [{"type": "text", "text": ["x"]}], {"type": ["x"]},
)
SIZES = ("id", "parentId", "uuid", "parentUuid", "type", "role", "content", "text", "usage", "message",
         "payload", "timestamp", "name", "input_tokens", "summary", "targetId", "label", "subtype")


def samples_dir() -> Path | None:
    """The shared samples (`MEMTUI_SAMPLES`, else `../shared/samples` beside the repository)."""
    env = os.environ.get("MEMTUI_SAMPLES")
    for candidate in ([Path(env)] if env else []) + [REPO.parent / "shared" / "samples"]:
        if candidate.is_dir():
            return candidate
    return None


@lru_cache(maxsize=None)
def seed_lines(fmt: str) -> tuple[tuple[str, ...], ...]:
    """Real transcripts of one format (each a tuple of lines), from fixtures and samples."""
    from memtui.core.sessions import parse_session

    files = sorted(FIXTURES.rglob("*.jsonl"))
    samples = samples_dir()
    if samples is not None:
        files += sorted(samples.rglob("*.jsonl"))
    found = []
    for path in files:
        session = parse_session(path)
        wanted = "pi" if fmt == "openclaw" else fmt
        if session.format == wanted or (fmt == "openclaw" and session.format == "openclaw"):
            found.append(tuple(path.read_text(encoding="utf-8", errors="replace").splitlines()))
    return tuple(found)


class Deep:
    """A value nested 300-1,100 levels, written out as text (json.dumps itself would recurse)."""

    def __init__(self, rng: random.Random) -> None:
        levels = rng.randint(300, 1100)
        opens = "".join("[" if rng.random() < 0.5 else '{"content":' for _ in range(levels))
        self.text = opens + '"x"' + "".join("]" if c == "[" else "}" for c in reversed(opens.replace('{"content":', "{")))


def dumps(value: Any, ensure_ascii: bool) -> str:
    """JSON text of a mutated value, `Deep` placeholders written out in place."""
    deeps: list[Deep] = []

    def placeholder(obj: Any) -> str:
        deeps.append(obj)
        return f"@@DEEP{len(deeps) - 1}@@"

    text = json.dumps(value, ensure_ascii=ensure_ascii, default=placeholder)
    return re.sub(r'"@@DEEP(\d+)@@"', lambda m: deeps[int(m.group(1))].text, text)


def mutate_value(value: Any, rng: random.Random, depth: int = 0) -> Any:
    """One random change somewhere inside a JSON value."""
    if depth > 6 or rng.random() < 0.25:
        choice = rng.random()
        if choice < 0.15:
            return Deep(rng)
        if choice < 0.25 and isinstance(value, str):
            return value + "\ud800" + value[:5]
        return rng.choice(ODD_VALUES)
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        if rng.random() < 0.15:
            value.pop(key)
        else:
            value[key] = mutate_value(value[key], rng, depth + 1)
        if rng.random() < 0.2:
            value[rng.choice(SIZES)] = rng.choice(ODD_VALUES)
        return value
    if isinstance(value, list) and value:
        index = rng.randrange(len(value))
        value[index] = mutate_value(value[index], rng, depth + 1)
        return value
    return rng.choice(ODD_VALUES)


def mutate_lines(lines: list[str], rng: random.Random) -> list[str]:
    """A few structural and value mutations of a transcript's lines."""
    lines = list(lines)
    for _ in range(rng.randint(1, 4)):
        if not lines:
            lines.append("{}")
        index = rng.randrange(len(lines))
        action = rng.random()
        if action < 0.55:
            try:
                obj = json.loads(lines[index])
            except (ValueError, RecursionError):
                obj = {}
            try:
                lines[index] = dumps(mutate_value(obj, rng), rng.random() < 0.5)
            except RecursionError:  # an earlier mutation nested it too deep to write again: keep it
                pass
        elif action < 0.65:
            lines[index] = lines[index][: rng.randrange(len(lines[index]) + 1)]
        elif action < 0.75:
            lines.insert(rng.randrange(len(lines) + 1), lines[index])
        elif action < 0.82:
            lines.pop(index)
        elif action < 0.9:
            other = rng.randrange(len(lines))
            lines[index], lines[other] = lines[other], lines[index]
        else:
            lines.insert(index, rng.choice(('{"type":["x"]}', "[1,2]", "null", '"s"', "{" * 5, "\x00\xff",
                                            json.dumps({"type": "session", "id": ["x"], "version": 1e999}))))
    return lines


def generator(fmt: str) -> Callable[[random.Random], bytes]:
    def generate(rng: random.Random) -> bytes:
        seeds = seed_lines(fmt) or seed_lines("pi")
        lines = mutate_lines(list(rng.choice(seeds)) if seeds else ["{}"], rng)
        text = "\n".join(lines) + ("\n" if rng.random() < 0.9 else "")
        data = text.encode("utf-8", errors="surrogatepass")
        if rng.random() < 0.05:
            data += bytes([0xFF, 0xFE]) + b"\n"
        return data
    return generate


def write_input(data: bytes, tmpdir: Path, fmt: str) -> Path:
    """The input as a transcript file where `fmt` would keep it (OpenClaw: under its home)."""
    folder = tmpdir / ".openclaw" / "agents" / "main" / "sessions" if fmt == "openclaw" else tmpdir
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "fuzz.jsonl"
    path.write_bytes(data)
    return path


def parse_and_walk(path: Path) -> None:
    """Parse, build the tree, and touch every node's content the way the views do."""
    from memtui.core.sessions import load_tree
    from memtui.core.sessions.tree import preview

    tree = load_tree(path)
    json.dumps(tree.to_json())
    for node_id, _depth in tree.rows():
        node = tree.nodes[node_id]
        preview(node)
        node.text()
        _ = node.usage, node.extra
    tree.context_path()
    tree.name()


def run_cli(argv: list[str]) -> str:
    """Run the real `memtui` command with a strict UTF-8 stdout (as a terminal would encode it)."""
    from memtui.cli import main

    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    out.flush()
    if code not in (0, 2):
        raise RuntimeError(f"memtui {' '.join(argv)} exited {code}")
    return out.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]


def parser_component(fmt: str) -> tuple[Callable[[random.Random], bytes], Callable[[bytes, Path], None]]:
    def run(data: bytes, tmpdir: Path) -> None:
        parse_and_walk(write_input(data, tmpdir, fmt))
    return generator(fmt), run


def run_tree(data: bytes, tmpdir: Path) -> None:
    path = write_input(data, tmpdir, "pi")
    run_cli(["sessions", "tree", str(path)])
    run_cli(["sessions", "tree", str(path), "--json"])


def generate_any(rng: random.Random) -> bytes:
    return generator(rng.choice(("pi", "claude-code", "codex")))(rng)


def run_stats(data: bytes, tmpdir: Path) -> None:
    from memtui.core.sessions import parse_session
    from memtui.core.usage import analyze_session, stats_json

    path = write_input(data, tmpdir, "pi")
    usage = analyze_session(parse_session(path))
    json.dumps(stats_json([usage], None, tmpdir))
    run_cli(["stats", str(path), "--root", str(tmpdir)])


COMPONENTS: dict[str, tuple[Callable[[random.Random], object], Callable[[Any, Path], None]]] = {
    "sessions.pi": parser_component("pi"),
    "sessions.openclaw": parser_component("openclaw"),
    "sessions.claude-code": parser_component("claude-code"),
    "sessions.codex": parser_component("codex"),
    "sessions.tree": (generate_any, run_tree),
    "sessions.stats": (generate_any, run_stats),
}


def main(argv: list[str] | None = None) -> int:
    """A tiny local loop (the shared driver is `bench/fuzz.py`): inputs per component, crashes."""
    import argparse
    import tempfile
    import traceback

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--inputs", type=int, default=300, help="inputs per component")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default=None, help="run only components whose name contains this")
    parser.add_argument("--save", type=Path, default=None, help="write crashing inputs here")
    args = parser.parse_args(argv)
    crashes = 0
    print(f"{'component':<24}{'inputs':>8}{'crashes':>9}")
    for name, (generate, run) in COMPONENTS.items():
        if args.only and args.only not in name:
            continue
        rng = random.Random(f"{args.seed}:{name}")
        failed: dict[str, int] = {}
        for index in range(args.inputs):
            data = generate(rng)
            with tempfile.TemporaryDirectory() as tmp:
                try:
                    run(data, Path(tmp))
                except Exception as exc:  # noqa: BLE001 - a crash is what the loop counts
                    where = traceback.extract_tb(exc.__traceback__)[-1]
                    key = f"{type(exc).__name__} at {Path(where.filename).name}:{where.lineno}"
                    if key not in failed:
                        print(f"  {name}: {key}: {str(exc)[:120]}", file=sys.stderr)
                        if args.save:
                            args.save.mkdir(parents=True, exist_ok=True)
                            (args.save / f"{name}-{index}.jsonl").write_bytes(data)  # type: ignore[arg-type]
                    failed[key] = failed.get(key, 0) + 1
        total = sum(failed.values())
        crashes += total
        print(f"{name:<24}{args.inputs:>8}{total:>9}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    raise SystemExit(main())

"""Seeds and a mutator shared by the fuzz targets (deterministic for a given `random.Random`)."""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SEED_DIRS = (REPO / "memtui" / "demo" / "workspace", REPO / "tests" / "fixtures")
MAX_CHARS = 48_000

# Pieces that matter to the readers: markdown and YAML syntax, line ends, delimiters, escapes,
# encodings, control characters, path tricks.
TOKENS = (
    "[", "]", "(", ")", "[[", "]]", "](", "|", "`", "```", "~~~", "---", "...", "\n", "\r", "\r\n", "\n\n",
    "§", "\n§\n", "#", "## ", "- ", "* ", "1. ", "> ", "<", ">", "%", "%20", "%C3%A9", "%zz", "%", "\\", "\x00",
    "\x1b]0;x\x07", "\x1b[2J", "\x1b]52;c;aGk=\x07", "\u202e", "\ud800", "\udfff", "📝", "한국어", "\t", "    ",
    ":", ": ", "YYYY-MM-DD", "memory/x.md", "../x.md", "/etc/passwd", "docs/a/b.md", "&a ", "*a", "!!binary ",
    "!!python/object/apply:os.system ['x']", "{", "}", "'", '"', "\ufeff", "\u2028", "\x85", "\x0c", "\x0b",
    "| File |\n|---|\n", "| a | `b.md` |\n", "[x](y.md)", "[[Page|alias]]", "<y.md>", "http://x/y.md",
    "name: x\ndescription: y\ntype: user\n", "metadata:\n  a:\n    b: [1, {c: d}]\n", "key: |\n  block\n",
    "- Last failure: psycopg.errors.UniqueViolation: duplicate key\n", "always ", "never ", "NOT ", "OR ",
    "NEAR(", "^", "-", "+", "\"phrase", "*", "1e999", "-0", "0x1F", "inf", "nan", "true", "~", "null",
)


@lru_cache(maxsize=1)
def seed_files() -> tuple[tuple[str, str], ...]:
    """(relative path, text) of every markdown and TOML seed file."""
    out = []
    for base in SEED_DIRS:
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if path.is_file() and path.suffix.lower() in (".md", ".toml") and path.stat().st_size < 200_000:
                rel = path.relative_to(base).as_posix()
                out.append((rel, path.read_text(encoding="utf-8", errors="replace")))
    if not out:
        out.append(("MEMORY.md", "# Memory\n- [a](memory/a.md)\n"))
    return tuple(out)


def seed_text(rng: random.Random, suffix: str = ".md") -> tuple[str, str]:
    candidates = [s for s in seed_files() if s[0].endswith(suffix)] or list(seed_files())
    return rng.choice(candidates)


def _random_chars(rng: random.Random, n: int) -> str:
    pools = ("abc xyz\n", "[]()|`#-*>:\n\r", "\x00\x01\x1b\x7f\x9b\u202e", "가나다📝é\u0301", "\ud800\udc00")
    pool = rng.choice(pools)
    return "".join(rng.choice(pool) for _ in range(n))


def mutate(rng: random.Random, text: str, rounds: int | None = None) -> str:
    """1–5 random edits: insert a token, repeat one many times, delete, duplicate or splice spans,
    change every line end, truncate, add random characters."""
    for _ in range(rounds or rng.randint(1, 5)):
        op = rng.randrange(10)
        pos = rng.randint(0, len(text))
        if op <= 2:
            text = text[:pos] + rng.choice(TOKENS) + text[pos:]
        elif op == 3:
            text = text[:pos] + rng.choice(TOKENS) * rng.choice((2, 10, 200, 2000)) + text[pos:]
        elif op == 4 and text:
            end = min(len(text), pos + rng.randint(1, 200))
            text = text[:pos] + text[end:]
        elif op == 5 and text:
            end = min(len(text), pos + rng.randint(1, 400))
            text = text[:pos] + text[pos:end] * rng.randint(2, 4) + text[pos:]
        elif op == 6:
            text = text.replace("\r\n", "\n").replace("\n", rng.choice(("\r", "\r\n", "\n\r", "\n")))
        elif op == 7:
            other = seed_text(rng)[1]
            cut = rng.randint(0, len(other))
            text = text[:pos] + other[cut:cut + rng.randint(0, 2000)] + text[pos:]
        elif op == 8:
            text = text[: rng.randint(0, len(text))]
        else:
            text = text[:pos] + _random_chars(rng, rng.randint(1, 40)) + text[pos:]
    return text[:MAX_CHARS]


def mutated_seed(rng: random.Random, suffix: str = ".md") -> str:
    """A seed file's text, mutated (or, now and then, left as it is)."""
    text = seed_text(rng, suffix)[1]
    return text if rng.random() < 0.05 else mutate(rng, text)


def to_bytes(text: str) -> bytes:
    """UTF-8, lone surrogates written as the invalid bytes a damaged disk could hold."""
    return text.encode("utf-8", errors="surrogatepass")


def odd_name(rng: random.Random, name: str) -> str:
    """A file name with, sometimes, control characters, spaces, `%`-escapes or non-ASCII in it."""
    if rng.random() < 0.7:
        return name
    stem, dot, ext = name.rpartition(".")
    extra = rng.choice(("\x1b]0;x\x07", "\n", " ", "%20", "é", "\u202e", "#", "[x]", "\r", "\t"))
    return f"{stem}{extra}{dot}{ext}" if dot else name + extra

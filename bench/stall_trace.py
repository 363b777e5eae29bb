"""Find what stalls an event loop: a watcher thread samples every thread's stack while the loop is late.

The loop calls `beat()` from a timer; when a beat is more than `threshold_ms` late the watcher records
every thread's stack and the main thread's CPU time (CPU that barely advances over a stall means the
UI thread was runnable but starved, or blocked, rather than busy itself). GC pauses are recorded too.

    tracer = StallTracer(); tracer.start(); ...  (timer: tracer.beat()) ...; tracer.stop(); tracer.report()
"""

from __future__ import annotations

import gc
import sys
import threading
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, TextIO


@dataclass
class Stall:
    beat: float
    samples: list[tuple[float, float, dict[str, str]]] = field(default_factory=list)   # (late s, main CPU s, stacks)


class StallTracer:
    def __init__(self, threshold_ms: float = 80.0) -> None:
        self.threshold = threshold_ms / 1000
        self.heartbeat = time.perf_counter()
        main_id = threading.main_thread().ident or 0
        self.clock = time.pthread_getcpuclockid(main_id)
        self.gcs: list[tuple[float, float, int]] = []        # (start, end, generation)
        self.stalls: list[Stall] = []
        self._gc_start = 0.0
        self._stop = False
        self._thread = threading.Thread(target=self._watch, daemon=True, name="stall-watch")

    def _gc(self, phase: str, info: dict[str, Any]) -> None:
        now = time.perf_counter()
        if phase == "start":
            self._gc_start = now
        else:
            self.gcs.append((self._gc_start, now, int(info["generation"])))

    def beat(self) -> None:
        self.heartbeat = time.perf_counter()

    def start(self) -> None:
        gc.callbacks.append(self._gc)
        self._thread.start()

    def stop(self) -> None:
        self._stop = True
        gc.callbacks.remove(self._gc)
        self._thread.join()

    def _watch(self) -> None:
        current: Stall | None = None
        me = threading.get_ident()
        while not self._stop:
            time.sleep(0.01)
            late = time.perf_counter() - self.heartbeat
            if late <= self.threshold:
                continue
            if current is None or current.beat != self.heartbeat:
                current = Stall(self.heartbeat)
                self.stalls.append(current)
            names = {t.ident: t.name for t in threading.enumerate()}
            stacks = {
                names.get(tid, str(tid)): "".join(traceback.format_stack(frame)[-10:])
                for tid, frame in sys._current_frames().items() if tid != me
            }
            current.samples.append((late, time.clock_gettime(self.clock), stacks))

    def report(self, out: TextIO = sys.stdout) -> None:
        for stall in self.stalls:
            late = stall.samples[-1][0]
            main_cpu = stall.samples[-1][1] - stall.samples[0][1]
            gc_ms = sum(b - a for a, b, _ in self.gcs if b > stall.beat and a < stall.beat + late) * 1000
            print(f"--- loop stalled >= {late * 1000:.0f} ms: UI-thread CPU {main_cpu * 1000:.0f} ms over "
                  f"{(stall.samples[-1][0] - stall.samples[0][0]) * 1000:.0f} ms sampled; gc {gc_ms:.0f} ms", file=out)
            for name, stack in stall.samples[len(stall.samples) // 2][2].items():
                print(f"  [{name}]\n    " + stack.replace("\n", "\n    "), file=out)

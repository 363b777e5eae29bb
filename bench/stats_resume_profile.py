"""Where a resumed `memtui stats --json` run spends its time: the bench corpus of `stats_vs_ccusage.py` (generated
Claude Code sessions), a first run, then `--append-percent` appended to every session and the resumed run profiled
in process (cProfile, one process: a resumed run has too little to read to fork workers). Prints the CPU of the
resumed run, the share of its top functions (cumulative and own time) and checks that every file was resumed and
the totals equal the generator's (exits 1 otherwise). `--first` profiles the first run instead (in process, with
`--jobs 1`: the per-file costs without the fork).

    python bench/stats_resume_profile.py [--mb 20] [--sessions 100] [--append-percent 1] [--top 25] [--first]
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import json
import os
import pstats
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from stats_vs_ccusage import write_corpus  # noqa: E402


def run_stats(files: list[Path], root: Path, profile: cProfile.Profile | None,
              jobs: int = 1) -> tuple[dict[str, object], float]:
    """One in-process `stats --json` run (the memory cache cleared, as a new process has it): its document and
    CPU seconds."""
    from memtui.cli import main
    from memtui.core.usage import collect

    collect._CACHE.clear()
    out = io.StringIO()
    started = time.process_time()
    with contextlib.redirect_stdout(out):
        if profile is not None:
            profile.enable()
        code = main(["stats", *map(str, files), "--root", str(root), "--json", "--jobs", str(jobs)])
        if profile is not None:
            profile.disable()
    cpu = time.process_time() - started
    if code != 0:
        raise SystemExit(f"stats exited {code}")
    return json.loads(out.getvalue()), cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mb", type=float, default=20.0)
    parser.add_argument("--sessions", type=int, default=100)
    parser.add_argument("--append-percent", type=float, default=1.0)
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--first", action="store_true", help="profile the first run (in process, --jobs 1)")
    parser.add_argument("--repeat", type=int, default=3, help="unprofiled runs of the same phase, CPU each")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="memtui-resume-profile-") as tmp:
        folder = Path(tmp)
        os.environ["MEMTUI_CACHE_DIR"] = str(folder / "cache")
        root = folder / "root"
        root.mkdir()
        totals, writers = write_corpus(folder / "claude", args.sessions, args.mb)
        files = sorted(w.path for w in writers)
        profile = cProfile.Profile(time.process_time)          # CPU time: wall time on a loaded machine is noise
        cache, kept = folder / "cache", folder / "kept"
        if not args.first:
            run_stats(files, root, None)
            for writer in writers:
                writer.write(int(writer.path.stat().st_size * args.append_percent / 100), totals, "a")
        shutil.copytree(cache, kept) if cache.exists() else kept.mkdir()
        phase = "first run" if args.first else "resumed run"
        cpus = []
        for _ in range(args.repeat):                # the same phase again: the cache as it was before it
            shutil.rmtree(cache, ignore_errors=True)
            shutil.copytree(kept, cache)
            cpus.append(run_stats(files, root, None)[1])
        shutil.rmtree(cache, ignore_errors=True)
        shutil.copytree(kept, cache)
        doc, cpu = run_stats(files, root, profile)
        if cpus:
            print(f"{phase}, in process (no interpreter start, imports done): CPU "
                  f"{', '.join(f'{c:.3f}' for c in cpus)} s, median {statistics.median(cpus):.3f} s")
        if not args.first:
            did = doc["cache"]
            if not isinstance(did, dict) or did["resumed"] != len(files):
                print(f"not every file was resumed: {did}", file=sys.stderr)
                return 1
        recorded = doc["totals"]["recorded_usage"]      # type: ignore[index]
        if recorded["turns"] != totals["assistant_lines"] or recorded["output"] != totals["output"]:
            print(f"recorded usage {recorded} differs from the corpus {totals}", file=sys.stderr)
            return 1
        print(f"{phase}: {len(files)} files, {sum(f.stat().st_size for f in files) / 1e6:.1f} MB, "
              f"CPU {cpu:.3f} s (profiled; load {os.getloadavg()[0]:.1f}); cache {doc['cache']}")
        for key in ("cumulative", "tottime"):
            text = io.StringIO()
            pstats.Stats(profile, stream=text).sort_stats(key).print_stats(args.top)
            print(text.getvalue().split("\n", 6)[-1] if key == "cumulative" else text.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

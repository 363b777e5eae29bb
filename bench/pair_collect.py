"""Collect belief pairs of the memory_qa halves for the conflict pair scorer (`bench/pair_fit.py`).

For every labelled pair of a half (`pairs.jsonl`: conflict / agree / unrelated) the audit of its topic
is run exactly as `bench/memory_qa.py` runs it; when both lines are beliefs, the two beliefs (their
statements, dates, scores, topic cosines) and their statement vectors are kept with the label. Every
audit also gives up to `UNLABELLED` other belief pairs (seeded sample) labelled "other": pairs a writer
did not plant, nearly all no conflict, which keep a fitted scorer from flagging everything near.

    python bench/pair_collect.py --half tune --half frozen --out /tmp/pairs.pkl

Exits 1 when a workspace or an audit fails (no silent fallback: the audit must run hybrid).
"""

from __future__ import annotations

import argparse
import pickle
import random
import sys
import tempfile
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memory_qa import DATA, Workspace, belief_spans, covers, pinned_copy, read_jsonl, split_ref  # noqa: E402

UNLABELLED = 8       # other belief pairs sampled per audit


def _index(beliefs: list[Any], ref: tuple[str, int]) -> int | None:
    for i, belief in enumerate(beliefs):
        if covers(belief_spans(belief), ref):
            return i
    return None


def _side(belief: Any, vectors: Any) -> dict[str, Any]:
    belief.statement.cache.clear()
    vector = vectors.get([belief.statement.own_text()]).get(belief.statement.own_text())
    return {"belief": belief, "vector": vector}


def collect_half(half: str, work: Path, rng: random.Random) -> list[dict[str, Any]]:
    import json
    half_dir = DATA / half
    manifest = json.loads((half_dir / "manifest.json").read_text(encoding="utf-8"))
    today = date.fromisoformat(manifest["today"])
    by_ws: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for pair in read_jsonl(half_dir / "pairs.jsonl"):
        by_ws[pair["workspace"]].append(pair)
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="pair_collect-") as tmp:
        for ws_id in sorted(by_ws):
            ws = Workspace(pinned_copy(half_dir / "workspaces" / ws_id, Path(tmp) / ws_id, today),
                           work / half / f"{ws_id}.db", today)
            try:
                labelled = [(split_ref(p["a"]), split_ref(p["b"])) for p in by_ws[ws_id]]
                for pair in by_ws[ws_id]:
                    result = ws.audit(pair["topic"])
                    beliefs = result.beliefs
                    flagged = {(id(c.a), id(c.b)) for c in result.conflicts}
                    a, b = _index(beliefs, split_ref(pair["a"])), _index(beliefs, split_ref(pair["b"]))
                    if a is not None and b is not None and a != b:
                        rows.append({"half": half, "workspace": ws_id, "id": pair["id"], "kind": pair["kind"],
                                     "label": int(pair["kind"] == "conflict"), "topic": pair["topic"],
                                     "langs": pair.get("langs", "?"),
                                     "flagged": (id(beliefs[a]), id(beliefs[b])) in flagged or
                                     (id(beliefs[b]), id(beliefs[a])) in flagged,
                                     "a": _side(beliefs[a], ws.auditor.vectors),
                                     "b": _side(beliefs[b], ws.auditor.vectors)})
                    planted = set()
                    for ra, rb in labelled:
                        ia, ib = _index(beliefs, ra), _index(beliefs, rb)
                        if ia is not None and ib is not None:
                            planted |= {(ia, ib), (ib, ia)}
                    others = [(i, j) for i in range(len(beliefs)) for j in range(i + 1, len(beliefs))
                              if (i, j) not in planted]
                    for i, j in rng.sample(others, min(UNLABELLED, len(others))):
                        rows.append({"half": half, "workspace": ws_id, "id": f"{pair['id']}~{i}-{j}",
                                     "kind": "other", "label": 0, "topic": pair["topic"], "langs": "?",
                                     "flagged": (id(beliefs[i]), id(beliefs[j])) in flagged or
                                     (id(beliefs[j]), id(beliefs[i])) in flagged,
                                     "a": _side(beliefs[i], ws.auditor.vectors),
                                     "b": _side(beliefs[j], ws.auditor.vectors)})
            finally:
                ws.close()
            print(f"  {half}/{ws_id}: {len(rows)} rows so far", file=sys.stderr)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", action="append", required=True)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--work", type=Path, default=None)
    args = parser.parse_args(argv)
    import platformdirs
    work = args.work or Path(platformdirs.user_cache_dir("memtui-bench")) / "memory_qa"
    rng = random.Random(23)
    rows: list[dict[str, Any]] = []
    for half in args.half:
        rows += collect_half(half, work, rng)
    with args.out.open("wb") as handle:
        pickle.dump(rows, handle)
    print(f"{len(rows)} pairs -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

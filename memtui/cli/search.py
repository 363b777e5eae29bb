"""`memtui search`: hybrid (keyword + vector) search over the workspace's memory."""

from __future__ import annotations

import argparse
import sys

from memtui.cli.common import add_root_option, check_query, out, print_json, resolve_root
from memtui.cli.index import embed_with_progress, open_engine
from memtui.core.search.engine import MODES, IndexState, SearchError, SearchHit


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("search", help="search memory by keyword and meaning (English and Korean)")
    p.add_argument("query", metavar="QUERY", help="what to look for")
    add_root_option(p)
    p.add_argument("-k", type=int, default=10, metavar="N", help="number of hits (default 10)")
    p.add_argument("--mode", choices=MODES, default="hybrid", help="hybrid (default), keyword or vector")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--explain", action="store_true", help="show every hit's score breakdown")
    p.set_defaults(run=run)


def state_line(st: IndexState) -> str:
    """One line on how fresh the index is (search and audit print it first)."""
    parts = ["fresh" if st.fresh else "not fresh"]
    if st.stale_files:
        parts.append(f"{len(st.stale_files)} stale files")
    if st.vectors_pending:
        parts.append(f"{st.vectors_pending} vectors pending (run `memtui index`)")
    parts.append(f"embedder {st.embedder or 'none: keyword-only'}")
    return "index: " + ", ".join(parts)


def _explain(hit: SearchHit) -> str:
    s = hit.scores
    parts = [f"keyword {s.get('keyword', 0):.3f}"]
    if "keyword_raw" in s:
        parts[-1] += f" (bm25 {s['keyword_raw']:.2f})"
    parts.append(f"vector {s.get('vector', 0):.3f}" + (f" (cos {s['cosine']:.3f})" if "cosine" in s else ""))
    parts.append(f"fused {s.get('fused', 0):.3f}")
    parts.append(f"type {hit.doc_type} +{s.get('type', 0):.2f}")
    parts.append(f"decay {s.get('decay', 1):.3f}" + (f" ({hit.date})" if hit.date else " (evergreen)"))
    if "mmr" in s:
        parts.append(f"mmr {s['mmr']:.3f}")
    return " · ".join(parts)


def once(*notices: str | None) -> list[str]:
    """The notices' parts (`; `-joined), each said once; the engine's two ways of saying "no embedder:
    keyword-only" (the search's and the index state's) count as one."""
    parts = dict.fromkeys(part for notice in notices if notice for part in notice.split("; ") if part)
    keyword_only = [part for part in parts if "keyword-only" in part]
    return [part for part in parts if "keyword-only" not in part or part == keyword_only[0]]


def run(args: argparse.Namespace) -> int:
    check_query(args.query, args.k, "query")
    root = resolve_root(args.root)
    engine = open_engine(root)
    try:
        if args.mode == "vector":
            engine.refresh_keyword()
            if engine.state().vectors_pending:
                _, _, interrupted = embed_with_progress(engine, "embedding before a vector search")
                if interrupted:
                    return 130
        result = engine.search(args.query, k=args.k, mode=args.mode)
    except SearchError as exc:
        out(f"memtui: search failed: {exc}", file=sys.stderr)
        return 1
    finally:
        engine.close()
    for notice in once(result.notice, result.state.notice):
        out(f"memtui: {notice}", file=sys.stderr)
    if args.json:
        print_json(result.to_json(explain=args.explain))
        return 0
    out(state_line(result.state))
    if not result.hits:
        out(f"no hits for {args.query!r} ({result.mode})")
        return 0
    for hit in result.hits:
        heading = " > ".join(hit.heading_path)
        out(f"{hit.score:6.3f}  {hit.path}:{hit.start_line}-{hit.end_line}  [{hit.doc_type}]  {heading}")
        out(f"        {hit.snippet}")
        if args.explain:
            out(f"        {_explain(hit)}")
    return 0

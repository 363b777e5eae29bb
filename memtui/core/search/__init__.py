"""Hybrid search over a memory workspace: FTS5 + CJK grams + sqlite-vec + a local embedder.

The public API is `memtui.core.search.engine` (`SearchEngine`, `SearchResult`, `SearchHit`,
`IndexState`).
"""

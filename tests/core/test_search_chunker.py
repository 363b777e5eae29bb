"""Chunking: line-aligned, sized by the CJK-weighted estimate, fences whole, headings preferred."""

from memtui.core.search.chunker import chunk_lines, is_binary
from memtui.core.tokens import estimate_tokens


def _lines(n: int, words: int = 20) -> list[str]:
    return [f"line {i} " + " ".join(f"word{j}" for j in range(words)) for i in range(n)]


def test_chunks_are_line_aligned_sized_and_overlapping():
    lines = _lines(100)
    chunks = chunk_lines(lines, max_tokens=400, overlap_tokens=80)
    assert len(chunks) > 3
    for c in chunks:
        assert c.text == "\n".join(lines[c.start_line - 1:c.end_line])
        assert sum(max(1, estimate_tokens(ln)) for ln in c.text.split("\n")) <= 400
    for a, b in zip(chunks, chunks[1:], strict=False):
        assert a.start_line < b.start_line <= a.end_line          # overlap, always advancing
        overlap = lines[b.start_line - 1:a.end_line]
        assert sum(estimate_tokens(ln) for ln in overlap) <= 80
    assert chunks[-1].end_line == 100


def test_korean_lines_count_four_chars_per_character():
    lines = ["가" * 100] * 10          # 100 tokens per line by the CJK-weighted estimate
    chunks = chunk_lines(lines, max_tokens=400, overlap_tokens=80)
    assert [c.end_line - c.start_line + 1 for c in chunks][0] == 4


def test_code_fence_is_never_split_and_headings_are_tracked():
    lines = ["# Top", "intro " * 30, "## Setup"] + _lines(10) + ["```python"] + [f"x = {i}  # " + "pad " * 20 for i in range(20)] + ["```", "## After", "tail"]
    chunks = chunk_lines(lines, max_tokens=200, overlap_tokens=40)
    fence_start = lines.index("```python") + 1
    fence_end = fence_start + 21
    for c in chunks:
        inside = c.start_line > fence_start and c.start_line <= fence_end
        assert not inside, f"chunk starts inside the fence at line {c.start_line}"
        assert not (fence_start <= c.end_line < fence_end)
    fence_chunk = next(c for c in chunks if c.start_line <= fence_start <= c.end_line)
    assert fence_chunk.heading_path == ["Top", "Setup"]
    assert chunks[-1].heading_path[-1] == "After"


def test_break_prefers_a_heading_in_the_second_half():
    lines = _lines(8, 10) + ["## Next section"] + _lines(20, 10)
    chunks = chunk_lines(lines, max_tokens=150, overlap_tokens=30)
    assert chunks[1].start_line == 9                     # the heading starts the next chunk, no overlap
    assert chunks[1].heading_path == ["Next section"]


def test_ten_megabyte_line_is_cut_into_bounded_pieces_on_line_one():
    line = "abcdefghij" * 1_000_000
    chunks = chunk_lines([line], max_tokens=400, overlap_tokens=80)
    assert len(chunks) == 10_000_000 // 1600
    assert all(c.start_line == c.end_line == 1 and len(c.text) <= 1600 for c in chunks)
    assert "".join(c.text for c in chunks) == line


def test_long_korean_line_pieces_respect_the_estimate():
    chunks = chunk_lines(["한국어" * 400], max_tokens=100, overlap_tokens=0)
    assert all(estimate_tokens(c.text) <= 100 for c in chunks)
    assert "".join(c.text for c in chunks) == "한국어" * 400


def test_blank_only_chunks_are_dropped_and_first_line_offset_kept():
    chunks = chunk_lines(["", "", "hello", ""], first_line=5, max_tokens=1, overlap_tokens=0)
    assert [(c.start_line, c.text) for c in chunks] == [(7, "hello")]


def test_binary_detection():
    assert is_binary(b"PK\x03\x04\x00\x00")
    assert not is_binary("커피는 좋다".encode())

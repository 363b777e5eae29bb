"""The frontmatter reader: where a leading block ends, with the parser's own rule."""

from __future__ import annotations

import pytest

from memtui.core.frontmatter import frontmatter_end, parse_frontmatter


@pytest.mark.parametrize("text", [
    "---\na: 1\n---\nbody", "---\na: [\n---\nx", "---\nno close", "x\n---\n", "---\r\na: 1\r\n...\r\nb",
    "---\n---\n", "", "---\n  ---\nq", "---\na: 1\n--- \nz",
])
def test_frontmatter_end_is_the_parsers_end_line_without_yaml(text: str) -> None:
    assert frontmatter_end(text) == parse_frontmatter(text).end_line

"""Attack text quoted inside a sentence that talks about it.

A lesson or a security note often quotes a payload to say what to do about it: "A tool result contained
'ignore previous instructions'; I flagged it to the user", "| Read secrets | agent runs `cat ~/.aws/credentials`
| sandbox denies it |". The quoted words read as an attack, the sentence does not. `quoted_spans` finds the
quoted parts of a line (quotation marks of any script, code spans) and `mask_quotes` writes the line with each
replaced by "“…”": when the masked sentence does not read as an attack, a finding inside the quote only
describes one (severity info, like a finding in a code block), and a line that still reads as an attack
without its quotes stays an error.
"""

from __future__ import annotations

import re

from memtui.core.lint.threat_unicode import CJK_CHAR_RE

QUOTED = "quoted"
MASK = "“…”"

# A quoted span: a code span, curly or CJK quotation marks, or straight quotes that open after a non-word
# character and close before one (so "don't … it's" is no quote).
_SPAN = re.compile(r"`[^`\n]+`|“[^”\n]+”|‘[^’\n]+’|「[^」\n]+」|『[^』\n]+』|«[^»\n]+»"
                   r"|(?<![\w\"])\"[^\"\n]+\"(?![\w\"])|(?<![\w'])'[^'\n]+'(?![\w'])")
_WORD = re.compile(r"\w+")


def _is_phrase(span: str) -> bool:
    """Long enough to be a payload rather than a name or a word in quotes: two words, or four CJK characters."""
    return len(CJK_CHAR_RE.findall(span)) >= 4 or len(_WORD.findall(span)) >= 2


def quoted_spans(line: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the quoted phrases of `line` (the quotation marks included)."""
    return [m.span() for m in _SPAN.finditer(line) if _is_phrase(m.group(0)[1:-1])]


def mask_quotes(text: str) -> str | None:
    """`text` with each quoted phrase replaced by “…”, or None when it quotes none."""
    spans = quoted_spans(text)
    if not spans:
        return None
    out, last = [], 0
    for start, end in spans:
        out.append(text[last:start] + MASK)
        last = end
    return "".join(out) + text[last:]


def inside_quote(line: str, column: int, length: int) -> bool:
    """The text at 1-based `column` (of `length` characters) lies inside a quoted phrase of `line`."""
    start = column - 1
    return any(a <= start and start + max(length, 1) <= b for a, b in quoted_spans(line))

"""The other side of a change: a statement of the audit's pool that a belief changed, or that changed it.

A belief can carry no topic word and still be half of the answer: "Cut over from iManage to
NetDocuments" answers "which DMS holds matter documents?" only beside "Document management: iManage
Work 10". The audit lists such a statement (`neighbours.change_sides`) when it stands in the pool of
search hits (the relevance bar: it was retrieved for the question) and
- it says a value the belief says was left (the belief is the newer side: "older"), or
- it says a value of the belief was left (it is the newer side: "newer"), or
- both are "key: value" lines with one key and other values (`slots.same_key_values`: "slot").
The evidence is a value, never closeness of meaning alone (a wider pool by meaning lost precision on
the validation half: `bench/memory_qa.py`'s docstring).

Measured with `python bench/memory_qa.py --half H` (session 7; with `order.newer_first` and conflicts
ordering before updates): supersession side missing 9 -> 3 on frozen2, 10 -> 9 on frozen3, unchanged on
tune, frozen, frozen4, frozen5a; current above superseded tune 92.5 -> 92.5, frozen 90.4 -> 90.4, frozen2
72.2 -> 85.2, frozen3 63.5 -> 68.3, frozen4 64.3 -> 69.6, frozen5a 60.7 -> 64.3; audit file@3 equal or up on
every dev half (frozen2 +2.6, frozen3 +2.4). Cost: one more flagged no-flag pair on tune and on frozen4 (a
"still uses pnpm" line of another subject beside "switched from pnpm to bun"). CPU per audit on frozen2,
three interleaved runs in one process: p50 +11 % (81-84 against 73-75 ms), p95 0.95-0.99× (244-246 against 247-257).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memtui.core.audit.slots import same_key_values
from memtui.core.audit.supersede import change_of_statement, leaves, statement_words

if TYPE_CHECKING:
    from memtui.core.audit.statements import Statement

MIN_TEXT = 8        # shorter statements (a bare name, a date) say too little to be a side


def other_side(belief: Statement, candidate: Statement) -> str | None:
    """How `candidate` is the other side of a change of `belief`: "newer", "older", "slot" or None."""
    text, other = belief.own_text(), candidate.own_text()
    if len(other) < MIN_TEXT or text == other:
        return None
    change, other_change = change_of_statement(belief), change_of_statement(candidate)
    if other_change.old and leaves(other_change, statement_words(text), text) and not change.old:
        return "newer"
    if change.old and leaves(change, statement_words(other), other) and not other_change.old:
        return "older"
    if same_key_values(text, other):
        return "slot"
    return None

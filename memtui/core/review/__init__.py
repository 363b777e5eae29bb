"""The review queue: agent changes, conflicts, duplicates, lesson candidates, new rules, orphans,
dangling pointers, threats and budget overruns — one list, each with evidence and a proposed action
(headless; decisions in `<root>/.memtui/review.json`)."""

from memtui.core.review.item import ACTIONS, KINDS, ReviewItem
from memtui.core.review.queue import (
    ReviewError,
    ReviewQueue,
    apply_item,
    apply_item_changes,
    build_queue,
    ignore_item,
    manual_only,
    plan_for,
)

__all__ = ["ACTIONS", "KINDS", "ReviewError", "ReviewItem", "ReviewQueue", "apply_item", "apply_item_changes",
           "build_queue", "ignore_item", "manual_only", "plan_for"]

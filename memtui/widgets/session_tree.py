"""A virtualised view of a `SessionTree`: only the visible rows are rendered, so 100k entries
scroll as fast as 100. Shows the active path (● and bold), the active leaf ("← active"), branch
points (⑂, foldable), labels, and the context horizon of each compaction.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.events import Click
from textual.geometry import Region, Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from memtui.core.sessions.tree import SessionTree, preview

KIND_TAGS = {
    "user": "user",
    "assistant": "asst",
    "tool_result": "tool",
    "summary": "summ",
    "compaction": "COMP",
    "setting": "set ",
    "label": "lbl ",
    "custom": "cust",
    "meta": "meta",
    "unknown": "??? ",
}
MAX_INDENT = 24


class SessionTreeView(ScrollView, can_focus=True):
    """Rows of a session tree with a cursor; folds hide the entries under a node."""

    DEFAULT_CSS = """
    SessionTreeView {
        background: $surface;
    }
    SessionTreeView > .session-tree--cursor {
        background: $primary 30%;
    }
    SessionTreeView:focus > .session-tree--cursor {
        background: $primary 70%;
    }
    SessionTreeView > .session-tree--active {
        color: $text;
        text-style: bold;
    }
    SessionTreeView > .session-tree--inactive {
        color: $text-muted;
    }
    SessionTreeView > .session-tree--marker {
        color: $success;
    }
    SessionTreeView > .session-tree--badge {
        color: $warning;
    }
    SessionTreeView > .session-tree--horizon {
        color: $secondary;
        text-style: italic;
    }
    """
    COMPONENT_CLASSES = {
        "session-tree--cursor", "session-tree--active", "session-tree--inactive",
        "session-tree--marker", "session-tree--badge", "session-tree--horizon",
    }
    BINDINGS = [
        Binding("up", "move(-1)", "Up", show=False, id="session-tree-up", tooltip="Previous entry"),
        Binding("down", "move(1)", "Down", show=False, id="session-tree-down", tooltip="Next entry"),
        Binding("pageup", "page(-1)", "Page up", show=False, id="session-tree-page-up", tooltip="One page up"),
        Binding("pagedown", "page(1)", "Page down", show=False, id="session-tree-page-down", tooltip="One page down"),
        Binding("home", "edge(0)", "First", show=False, id="session-tree-home", tooltip="First entry"),
        Binding("end", "edge(1)", "Last", show=False, id="session-tree-end", tooltip="Last entry"),
        Binding("space,enter", "toggle_fold", "Fold", id="session-tree-fold",
                tooltip="Fold or unfold the entries under this one"),
        Binding("left", "fold_or_parent", "Fold/parent", show=False, id="session-tree-left",
                tooltip="Fold this entry, or go to its parent"),
        Binding("right", "unfold", "Unfold", show=False, id="session-tree-right", tooltip="Unfold this entry"),
    ]

    cursor: reactive[int] = reactive(0, always_update=True, init=False)

    class Highlighted(Message):
        """The cursor moved to `node_id`."""

        def __init__(self, view: "SessionTreeView", node_id: str | None) -> None:
            super().__init__()
            self.view = view
            self.node_id = node_id

        @property
        def control(self) -> "SessionTreeView":
            return self.view

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session_tree: SessionTree | None = None
        self.folded: set[str] = set()
        self.rows: list[tuple[str, int]] = []
        self.row_of: dict[str, int] = {}

    # ------------------------------------------------------------------ data
    def set_tree(self, tree: SessionTree | None, cursor_id: str | None = None) -> None:
        """Show `tree` (or nothing); the cursor goes to `cursor_id`, else the active leaf."""
        self.session_tree = tree
        self.folded = set()
        self._rebuild()
        target = cursor_id if tree and cursor_id in tree.nodes else (tree.active_leaf if tree else None)
        if target is not None:
            self.move_to(target)
        else:
            self.cursor = 0

    def _rebuild(self) -> None:
        self.rows = self.session_tree.rows(self.folded) if self.session_tree else []
        self.row_of = {node_id: index for index, (node_id, _) in enumerate(self.rows)}
        self.virtual_size = Size(max(self.size.width, 1), len(self.rows))
        self.refresh()

    @property
    def highlighted_id(self) -> str | None:
        if 0 <= self.cursor < len(self.rows):
            return self.rows[self.cursor][0]
        return None

    def move_to(self, node_id: str) -> None:
        """Put the cursor on `node_id`, unfolding what hides it."""
        if self.session_tree is None or node_id not in self.session_tree.nodes:
            return
        if node_id not in self.row_of:
            hidden_by = [k for k in self.session_tree.path_to(node_id)[:-1] if k in self.folded]
            self.folded.difference_update(hidden_by)
            self._rebuild()
        self.cursor = self.row_of.get(node_id, 0)

    def toggle_fold(self, node_id: str | None = None) -> None:
        node_id = node_id or self.highlighted_id
        if self.session_tree is None or node_id is None or not self.session_tree.children.get(node_id):
            return
        if node_id in self.folded:
            self.folded.discard(node_id)
        else:
            self.folded.add(node_id)
        self._rebuild()
        self.cursor = self.row_of.get(node_id, 0)

    def jump_branch(self, direction: int) -> bool:
        """Move to the next (1) or previous (-1) branch point in file order; False if none."""
        tree = self.session_tree
        if tree is None or not tree.branch_points:
            return False
        current = tree.nodes[self.highlighted_id].line if self.highlighted_id else 0
        points = tree.branch_points if direction > 0 else list(reversed(tree.branch_points))
        for point in points:
            line = tree.nodes[point].line
            if (direction > 0 and line > current) or (direction < 0 and line < current):
                self.move_to(point)
                return True
        self.move_to(points[0])  # wrap around
        return True

    # ------------------------------------------------------------------ cursor
    def validate_cursor(self, value: int) -> int:
        return max(0, min(value, len(self.rows) - 1)) if self.rows else 0

    def watch_cursor(self, old: int, new: int) -> None:
        self.refresh()
        self.scroll_to_region(Region(0, new, 1, 1), animate=False, force=True)
        self.post_message(self.Highlighted(self, self.highlighted_id))

    def action_move(self, delta: int) -> None:
        self.cursor += delta

    def action_page(self, direction: int) -> None:
        self.cursor += direction * max(self.scrollable_content_region.height - 1, 1)

    def action_edge(self, end: int) -> None:
        self.cursor = len(self.rows) - 1 if end else 0

    def action_toggle_fold(self) -> None:
        self.toggle_fold()

    def action_fold_or_parent(self) -> None:
        node_id = self.highlighted_id
        if self.session_tree is None or node_id is None:
            return
        if self.session_tree.children.get(node_id) and node_id not in self.folded:
            self.toggle_fold(node_id)
        elif self.session_tree.parent.get(node_id):
            self.move_to(self.session_tree.parent[node_id])  # type: ignore[arg-type]

    def action_unfold(self) -> None:
        if self.highlighted_id in self.folded:
            self.toggle_fold()

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None:
            self.cursor = self.scroll_offset.y + offset.y

    def on_resize(self) -> None:
        self.virtual_size = Size(max(self.size.width, 1), len(self.rows))

    # ------------------------------------------------------------------ rendering
    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        index = self.scroll_offset.y + y
        base = self.rich_style
        if self.session_tree is None or index >= len(self.rows):
            return Strip.blank(width, base)
        node_id, depth = self.rows[index]
        segments = self._row_segments(node_id, depth, base)
        if index == self.cursor:
            cursor = self.get_component_rich_style("session-tree--cursor", partial=True)
            segments = [Segment(seg.text, (seg.style or base) + cursor) for seg in segments]
            base = base + cursor
        return Strip(segments).crop_extend(0, width, base)

    def _row_segments(self, node_id: str, depth: int, base: Style) -> list[Segment]:
        tree = self.session_tree
        assert tree is not None
        node = tree.nodes[node_id]
        on_path = node_id in tree.active_set
        text_style = base + self.get_component_rich_style(
            "session-tree--active" if on_path else "session-tree--inactive", partial=True)
        badge = base + self.get_component_rich_style("session-tree--badge", partial=True)
        marker_style = base + self.get_component_rich_style("session-tree--marker", partial=True)
        indent = "  " * min(depth, MAX_INDENT) + ("… " if depth > MAX_INDENT else "")
        if node_id in self.folded:
            fold = "▸ "
        elif node_id in tree.branch_set:
            fold = "▾ "
        else:
            fold = "  "
        segments = [
            Segment("● " if on_path else "  ", marker_style),
            Segment(indent + fold, text_style),
            Segment(KIND_TAGS.get(node.kind, node.kind[:4]) + " ", badge if node.kind == "compaction" else text_style),
        ]
        if node_id == tree.active_leaf:
            segments.append(Segment("← active ", marker_style))
        if node_id in tree.branch_set:
            segments.append(Segment(f"⑂{len(tree.children.get(node_id, ()))} ", badge))
        if node_id in self.folded:
            segments.append(Segment("(folded) ", badge))
        if node_id in tree.labels:
            segments.append(Segment(f"[{tree.labels[node_id]}] ", badge))
        if node_id in tree.horizons:
            segments.append(Segment("┄ context horizon ┄ ",
                                    base + self.get_component_rich_style("session-tree--horizon", partial=True)))
        moved_to = leaf_move(tree, node_id)
        if moved_to is not None:
            segments.append(Segment("↩ rewind ", badge))
            text = node.text().strip()
            segments.append(Segment((f"[{text}] " if text else "") + f"continues after {moved_to}: "
                                    + preview(tree.nodes[moved_to], 120), text_style))
        else:
            segments.append(Segment(preview(node, 160), text_style))
        return segments


def leaf_move(tree: SessionTree, node_id: str) -> str | None:
    """The entry a label entry moved the leaf back to (a rewind, by memtui or Pi's /tree: the label is
    appended as a new child of an earlier entry, which so becomes a branch point); None for any other
    entry. On reopening a session this is what says a rewind happened, and where the agent resumes."""
    node = tree.nodes[node_id]
    parent = tree.parent.get(node_id)
    if node.kind != "label" or parent is None or parent not in tree.nodes or len(tree.children.get(parent, ())) < 2:
        return None
    return parent

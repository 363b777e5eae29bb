"""One line of text for an entry (tree rows, list names): previews that never copy a multi-MB block."""

from __future__ import annotations

from memtui.core.sessions.model import USER, Node, Session

NAME_CHARS = 80


def preview(node: Node, limit: int = 100) -> str:
    """One line of text for a node: its text, else its tool calls, else its type."""
    text = " ".join(head_text(node, limit * 4).split())
    if not text:
        calls = [b for b in node.blocks if b.type == "tool_call"]
        if calls:
            text = ", ".join(f"→ {b.name or 'tool'}({_short_args(b.arguments)})" for b in calls)
        else:
            text = node.type or node.kind
    return text if len(text) <= limit else text[: limit - 1] + "…"


def head_text(node: Node, chars: int) -> str:
    """About the first `chars` characters of a node's text (a multi-MB block is not copied whole)."""
    parts: list[str] = []
    room = chars
    for block in node.blocks:
        if block.text and room > 0:
            parts.append(block.text[:room])
            room -= len(parts[-1]) + 1
    return "\n".join(parts)


def _short_args(arguments: object) -> str:
    if isinstance(arguments, dict):
        for key in ("file_path", "path", "command", "cmd", "pattern", "description"):
            if isinstance(arguments.get(key), str):
                return " ".join(arguments[key].split())[:60]
        return ", ".join(list(arguments)[:3])
    return " ".join(str(arguments or "").split())[:60]


def first_prompt(session: Session) -> str | None:
    """The first typed user prompt of a session, on one line and shortened."""
    for node in session.nodes:
        if node.in_tree and node.kind == USER and node.role == "user" and not node.sidechain:
            text = " ".join(head_text(node, NAME_CHARS * 4).split())
            if text:
                return text if len(text) <= NAME_CHARS else text[: NAME_CHARS - 1] + "…"
    return None

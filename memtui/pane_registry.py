"""The panes the app can show: their tab ids, titles, classes (imported lazily), keys and main widgets.

A pane whose module is missing is not shown (`load_pane_class` returns None), so the app runs with
any subset of them.
"""

from __future__ import annotations

import importlib

from textual.widget import Widget

# (tab id, tab title, "module:Class"). A pane whose module is missing is not shown.
PANES: list[tuple[str, str, str]] = [
    ("index", "Index", "memtui.panes.index_pane:IndexPane"),
    ("editor", "Editor", "memtui.panes.editor_pane:EditorPane"),
    ("sessions", "Sessions", "memtui.panes.sessions_pane:SessionsPane"),
    ("usage", "Usage", "memtui.panes.usage_pane:UsagePane"),
    ("audit", "Audit", "memtui.panes.audit_pane:AuditPane"),
    ("findings", "Lint", "memtui.panes.findings_pane:FindingsPane"),
    ("history", "History", "memtui.panes.history_pane:HistoryPane"),
    ("review", "Review", "memtui.panes.review_pane:ReviewPane"),
]

# The key that shows each pane, and what it does (for the footer, the palette and F1).
TAB_KEYS: dict[str, tuple[str, str]] = {
    "index": ("f2", "Show the memory-map index"),
    "editor": ("f3", "Show the topic editor"),
    "sessions": ("f4", "Show the session trees"),
    "usage": ("f5", "Show context-usage charts"),
    "audit": ("f6", "Ask what the agent believes"),
    "findings": ("f7", "Show lint and threat findings"),
    "history": ("f9", "Show the change journal"),
    "review": ("f10", "Show the review queue"),
}

# The widget that takes the focus when a pane is shown (where the eye goes first).
MAIN_WIDGETS: dict[str, str] = {
    "index": "#index-filter-input",
    "editor": "#editor-text",
    "sessions": "#sessions-list",
    "usage": "#usage-bars",
    "audit": "#audit-query",
    "findings": "#findings-tree",
    "history": "#history-table",
    "review": "#review-table",
}


def load_pane_class(spec: str) -> type[Widget] | None:
    """Import a pane class from "module:Class"; None when the module does not exist."""
    module_name, class_name = spec.split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None
        raise
    cls: type[Widget] = getattr(module, class_name)
    return cls

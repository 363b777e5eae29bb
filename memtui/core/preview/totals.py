"""map's "always loaded" beside preview's total: one number per agent, the difference named.

`memtui map` counts the text of the files an agent loads (cut as the agent cuts them); the agent's
prompt also carries the wrapper text its loader puts around them, which `memtui preview` renders.
`injected_totals(ws)` runs the preview loader of every agent the map names and returns both figures,
with the wrapper text in words, so `map` and `map --json` show the number the agent really sees and
explain why it differs from the sum of the files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memtui.core.preview import AGENTS, preview_agent
from memtui.core.workspace_model import Workspace

WRAPPERS = {
    "claude-code": "a 'Contents of PATH:' line before each file",
    "openclaw": "the '# Project Context' and '## NAME' headings (and any [MISSING] marker)",
    "claw-stack": "the '# Project Context' and '## NAME' headings (and any [MISSING] marker)",
    "hermes": "each store's ═ rules and its 'MEMORY (your personal notes) [pct% — used/limit chars]' header",
}


@dataclass
class InjectedTotal:
    """One agent's always-loaded file text (map) and the block its loader injects (preview)."""

    agent: str
    file_chars: int
    file_tokens: int
    injected_chars: int
    injected_tokens: int

    @property
    def wrapper_chars(self) -> int:
        return self.injected_chars - self.file_chars

    @property
    def explained(self) -> str:
        """Why the two figures differ, in words ("" when they agree)."""
        if not self.wrapper_chars:
            return ""
        if self.wrapper_chars < 0:      # a wrapper only adds text: the two disagree on what is loaded
            return (f"{self.wrapper_chars:+,} chars: the loader injects less than map counts — they disagree on "
                    "which files load (see `memtui preview`)")
        what = WRAPPERS.get(self.agent, "the loader's own text around the files")
        return f"{self.wrapper_chars:+,} chars: {what}"

    def to_json(self) -> dict[str, Any]:
        return {"chars": self.file_chars, "tokens": self.file_tokens,
                "injected": {"chars": self.injected_chars, "tokens": self.injected_tokens},
                "wrapper_chars": self.wrapper_chars, "difference": self.explained}


def injected_totals(ws: Workspace) -> dict[str, InjectedTotal]:
    """Per agent of `ws.loaded_by_agent` that has a preview loader: the file text and the injected block."""
    out: dict[str, InjectedTotal] = {}
    for agent, total in ws.loaded_by_agent.items():
        if agent not in AGENTS:
            continue
        shown = preview_agent(ws.root, agent)
        out[agent] = InjectedTotal(agent, total["chars"], total["tokens"], shown.total_chars, shown.total_tokens)
    return out

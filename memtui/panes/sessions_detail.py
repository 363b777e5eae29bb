"""What the sessions pane shows beside the tree: the full entry under the cursor, and which listed
session each fork came from (pure functions of the parsed model; no widgets here)."""

from __future__ import annotations

import json
from pathlib import Path

from rich.text import Text

from memtui.core.sessions import load_tree
from memtui.core.sessions.discovery import SessionInfo
from memtui.core.sessions.model import Node
from memtui.core.sessions.stores import is_store_path
from memtui.core.sessions.tree import SessionTree, preview
from memtui.widgets.session_tree import leaf_move

DETAIL_CHARS = 100_000
HEADER_BYTES = 1 << 16       # enough of a transcript to read its header (session id, parent session)


def fork_parents(infos: list[SessionInfo]) -> dict[Path, str]:
    """For each listed session that is a fork, the name of its original ("fork of …"). The parent
    is matched by path (Pi `parentSession`) or session id (Codex `forked_from_id`); an original
    that is not listed shows its file name. Only each file's head is parsed."""
    heads = {info.path: load_tree(info.path, HEADER_BYTES).session for info in infos
             if not info.error and not is_store_path(info.path)}     # a store session is never a fork file
    by_key: dict[str, SessionInfo] = {}
    for info in infos:
        by_key[str(Path(info.path).resolve())] = info
        session = heads.get(info.path)
        if session is not None and session.session_id:
            by_key[session.session_id] = info
    parents: dict[Path, str] = {}
    for path, session in heads.items():
        parent = session.parent_session
        if not parent:
            continue
        original = by_key.get(parent) or by_key.get(str(Path(parent).resolve()) if "/" in parent else "")
        parents[path] = (original.name or original.display_path) if original else Path(parent).name
    return parents


def describe_node(tree: SessionTree, node: Node) -> Text:
    """The full entry: where it sits, its usage, then every block (text, thinking, tool calls/results)."""
    out = Text()
    out.append(node.kind, style="bold")
    out.append(f"  ·  {node.type or '-'} · id {node.id} · line {node.line}\n", style="dim")
    parent = tree.parent.get(node.id)
    if parent:
        how = tree.edge.get(node.id)
        out.append(f"parent {parent}" + (f" ({how} edge)" if how else "") + "\n", style="dim")
    if node.timestamp:
        out.append(f"{node.timestamp}\n", style="dim")
    if node.id == tree.active_leaf:
        out.append("← active leaf\n", style="green")
    if node.id in tree.labels:
        out.append(f"label: {tree.labels[node.id]}\n", style="yellow")
    moved_to = leaf_move(tree, node.id)
    if moved_to is not None:
        out.append_text(describe_rewind(tree, node, moved_to))
    if node.id in tree.horizons:
        out.append(f"context horizon of compaction {tree.horizons[node.id]}: the model's context starts here\n",
                   style="magenta")
    if node.sidechain or node.agent_id:
        out.append(f"sub-agent {node.agent_id or ''}".rstrip() + (f" ({node.source})" if node.source else "") + "\n",
                   style="cyan")
    if node.extra.get("tokens_before"):
        out.append(f"tokens before compaction: {node.extra['tokens_before']:,}\n")
    if node.usage is not None:
        u = node.usage
        out.append(f"usage: input {u.input:,} · output {u.output:,} · cache read {u.cache_read:,} · "
                   f"cache write {u.cache_write:,} · total {u.total:,}"
                   + (f" · context {u.context_tokens:,}" if u.context_tokens is not None else "") + "\n")
    elif node.extra.get("usage_on"):
        out.append(f"usage: on the last fragment of this streamed message ({node.extra['usage_on']})\n", style="dim")
    out.append("\n")
    budget = DETAIL_CHARS
    for block in node.blocks:
        if budget <= 0:
            out.append(f"… more content not shown (line {node.line} of the file)\n", style="dim")
            break
        if block.type == "tool_call":
            out.append(f"→ tool call {block.name or ''}", style="bold cyan")
            out.append(f"  {block.call_id or ''}\n", style="dim")
            body = block.arguments if isinstance(block.arguments, str) else json.dumps(
                block.arguments, indent=2, ensure_ascii=False)
            result = find_result(tree, node, block.call_id)
            if result is not None:
                body += f"\n  ← result in {result.id} (line {result.line})"
        elif block.type == "tool_result":
            out.append(f"← tool result {block.name or ''}", style="bold cyan")
            out.append(f"  {block.call_id or ''}", style="dim")
            out.append(" error\n" if block.is_error else "\n", style="red")
            body = block.text
        elif block.type == "thinking":
            out.append("thinking\n", style="italic dim")
            body = block.text
        else:
            body = block.text
        if len(body) > budget:
            body = body[:budget] + f"\n… {len(body) - budget:,} more chars (line {node.line} of the file)"
        budget -= len(body)
        out.append(body + "\n\n", style="italic dim" if block.type == "thinking" else "")
    return out


def describe_rewind(tree: SessionTree, node: Node, moved_to: str) -> Text:
    """What a rewind's label entry did, for an operator reopening the session: where the agent resumes,
    which entry it was aimed at, and that the entries it left stay in the file."""
    out = Text()
    when = f" on {node.timestamp}" if node.timestamp else ""
    out.append(f"↩ rewind{when}: this entry moved the leaf back to {moved_to}; ", style="yellow")
    out.append(f"the agent resumes after {moved_to} ({preview(tree.nodes[moved_to], 60)}).\n")
    target = node.extra.get("target_id")
    if isinstance(target, str) and target != moved_to and target in tree.nodes:
        out.append(f"It was a rewind to {target}, a prompt given back to send again "
                   f"({preview(tree.nodes[target], 60)}).\n")
    others = [child for child in tree.children.get(moved_to, ()) if child != node.id]
    if others:
        out.append(f"What followed {moved_to} before ({', '.join(others)}) stays in the file, off the active "
                   "path (b jumps between branch points).\n", style="dim")
    return out


def find_result(tree: SessionTree, node: Node, call_id: str | None) -> Node | None:
    """The entry holding the result of a tool call: a child of the calling entry."""
    if not call_id:
        return None
    for child_id in tree.children.get(node.id, ()):
        child = tree.nodes[child_id]
        if any(b.type == "tool_result" and b.call_id == call_id for b in child.blocks):
            return child
    return None

"""Roles, layouts, what each agent loads, and the caps: the part of the scan that knows the agents.

`classify(path)` gives a file its role from its path alone; `refine_roles()` adds what only the
content tells (a Claude Code auto-memory topic beside its MEMORY.md). `detect_layouts()` marks the
layouts a file belongs to (mixed workspaces are normal). `mark_always_loaded()` decides what each
agent puts in every prompt: only the root's bootstrap files for OpenClaw (not `personas/*/SOUL.md`),
the root CLAUDE.md files and the head of MEMORY.md for Claude Code (nested CLAUDE.md files load on
demand; Claude Code never loads AGENTS.md), MEMORY.md / USER.md and the SOUL.md beside `memories/`
for Hermes. `caps()` and `loaded_totals()` measure it (see memory-engines.md §3.1). File names are matched
as the agents open them (`agent_names`): exactly, so a `Memory.md` is no agent's index.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable

from memtui.core import markdown as md
from memtui.core.agent_names import loads, match_name

if TYPE_CHECKING:
    from memtui.core.openclaw_bootstrap import Bootstrap
    from memtui.core.workspace_model import Cap, MemoryFile

ROLES = ("index", "rules", "snapshot", "topic", "daily", "lesson", "log", "transcript", "other")
LAYOUTS = ("claw-stack", "three-layer", "claude-code", "hermes", "openclaw")

INDEX_NAMES = {"memory.md", "memory-map.md", "manifest.md"}
RULE_NAMES = {
    "agents.md", "claude.md", "claude.local.md", "soul.md", "tools.md", "identity.md",
    "heartbeat.md", "user.md", "bootstrap.md", "boot.md",
}
OPENCLAW_BOOTSTRAP = {"agents.md", "soul.md", "tools.md", "identity.md", "user.md", "heartbeat.md", "memory.md"}
DOC_CATEGORIES = ("domain", "references", "patterns", "risks")
TOPIC_DIRS = {"memory", "docs", "projects", "people"}
LESSON_DIRS = {"learnings", ".learnings"}
PERSONA_DIRS = {"personas", "persona"}
DAILY_RE = re.compile(r"(?:^|/)memory/(\d{4}-\d{2}-\d{2})[^/]*\.md$")
_LOG_RE = re.compile(r"(?:^|/)(?:cron[\w-]*|logs?|history)/|(?:^|/)[\w.-]*cron[\w.-]*\.md$", re.I)

# Caps (see memory-engines.md §3.1).
INDEX_CHAR_CAP = 5_000
CLAUDE_LINE_CAP = 200
CLAUDE_BYTE_CAP = 25 * 1024
HERMES_CAPS = {"memory.md": 2_200, "user.md": 1_375}


def _name(path: str) -> str:
    """The lowercased file name, except a case variant no agent opens (`agent_names.match_name`)."""
    return match_name(path)


def persona_of(path: str) -> str | None:
    """`personas/<name>/…` → `<name>`: one of several personas kept in one workspace."""
    parts = path.split("/")
    if len(parts) >= 3 and parts[0].lower() in PERSONA_DIRS:
        return parts[1]
    return None


def classify(path: str) -> str:
    """The role of a root-relative path (content-independent)."""
    lower = path.lower()
    name = _name(path)
    parts = lower.split("/")
    if lower.endswith(".jsonl"):
        return "transcript"
    if LESSON_DIRS & set(parts[:-1]):
        return "lesson"
    if name in INDEX_NAMES:
        return "index"
    if name in RULE_NAMES or lower.endswith("tasks/lessons.md") or lower == "lessons.md":
        return "rules"
    if "tasks/sessions/" in lower:
        return "snapshot"
    if DAILY_RE.search(lower):
        return "daily"
    if _LOG_RE.search(lower):
        return "log"
    if len(parts) > 1 and TOPIC_DIRS & set(parts[:-1]):
        return "topic"
    return "other"


def is_claude_topic(f: "MemoryFile") -> bool:
    """A Claude Code auto-memory topic: `name`, `description` and a `type` (top level or in `metadata:`)."""
    fm = f.frontmatter
    meta = fm.get("metadata")
    has_type = "type" in fm or (isinstance(meta, dict) and "type" in meta)
    return f.role == "topic" and "name" in fm and "description" in fm and has_type


def refine_roles(files: list["MemoryFile"]) -> None:
    """Roles only the content tells: auto-memory topics kept beside their MEMORY.md are topics."""
    folders_with_index = {f.path.rsplit("/", 1)[0] if "/" in f.path else "" for f in files
                          if _name(f.path) == "memory.md"}
    for f in files:
        folder = f.path.rsplit("/", 1)[0] if "/" in f.path else ""
        if f.role == "other" and folder in folders_with_index:
            fm = f.frontmatter
            if "name" in fm and "description" in fm:
                f.role = "topic"


def _hermes_homes(files: list["MemoryFile"], texts: dict[str, str]) -> set[str]:
    """Folders holding a Hermes `memories/` (their SOUL.md is Hermes' persona file)."""
    homes = set()
    for f in files:
        parts = f.path.split("/")
        if len(parts) >= 2 and parts[-2].lower() == "memories" and _name(f.path) in HERMES_CAPS \
                and md.is_hermes(texts.get(f.path, "")):
            homes.add("/".join(parts[:-2]))
    return homes


def detect_layouts(files: list["MemoryFile"], texts: dict[str, str]) -> None:
    """Fill each file's `layouts` (a file may belong to several; mixed workspaces are normal)."""
    root_names = {_name(f.path) for f in files if "/" not in f.path}
    claude = bool({"claude.md", "claude.local.md"} & root_names) or any(is_claude_topic(f) for f in files)
    openclaw = bool({"soul.md", "identity.md", "heartbeat.md", "tools.md"} & root_names) or any(
        f.role == "daily" for f in files
    )
    hermes_homes = _hermes_homes(files, texts)
    memory_text = texts.get("MEMORY.md", "")
    claw = bool({"manifest.md", "todo.md"} & root_names) or bool(md.tables(memory_text) if memory_text else False)
    for f in files:
        if f.role == "transcript":
            continue
        lower = f.path.lower()
        name = _name(f.path)
        at_root = "/" not in f.path
        folder = f.path.rsplit("/", 1)[0] if "/" in f.path else ""
        hermes = (loads("hermes", f.path) and name in HERMES_CAPS and md.is_hermes(texts.get(f.path, ""))) or (
            name == "soul.md" and folder in hermes_homes)
        out: list[str] = []
        if hermes:
            out.append("hermes")
        if name in ("claude.md", "claude.local.md") or is_claude_topic(f) or (
            claude and loads("claude-code", f.path) and name == "memory.md" and not hermes
        ):
            out.append("claude-code")
        if openclaw and ((at_root and name in OPENCLAW_BOOTSTRAP) or f.role == "daily") and not hermes:
            out.append("openclaw")
        if name == "memory-map.md" or lower.startswith(("docs/", "tasks/")):
            out.append("three-layer")
        if claw and not hermes and (
            (at_root and name in ("memory.md", "manifest.md", "todo.md", "agents.md", "user.md"))
            or (lower.startswith("memory/") and f.role == "topic" and not is_claude_topic(f))
        ):
            out.append("claw-stack")
        f.layouts = tuple(out)


def _on_demand(f: "MemoryFile") -> bool:
    """Rules and index files no agent puts in every prompt: nested CLAUDE.md / AGENTS.md, personas."""
    if persona_of(f.path):
        return True
    parts = f.path.lower().split("/")
    if len(parts) == 1 or f.path.lower() in (".claude/claude.md", "tasks/lessons.md") or "hermes" in f.layouts:
        return False
    return parts[-1] in ("claude.md", "claude.local.md", "agents.md") or (
        parts[-1] in OPENCLAW_BOOTSTRAP - {"memory.md"} and "claw-stack" not in f.layouts)


def mark_always_loaded(files: list["MemoryFile"], latest_snapshot: "MemoryFile | None") -> None:
    """Set `always_loaded`: root-level (or agent-home) index and rules files, and the latest snapshot."""
    for f in files:
        f.always_loaded = f.role in ("index", "rules") and not _on_demand(f)
    if latest_snapshot is not None:
        latest_snapshot.always_loaded = True


def first_line_past(lines: list[str], limit: int, measure: Callable[[str], int] = len) -> int | None:
    """The 1-based line at which the running total (line + newline) passes `limit`, or None."""
    total = 0
    for number, line in enumerate(lines, start=1):
        total += measure(line) + (1 if number < len(lines) else 0)
        if total > limit:
            return number
    return None


def is_claude_memory(f: "MemoryFile") -> bool:
    """A Claude Code MEMORY.md index: only its head is loaded."""
    return f.role == "index" and "claude-code" in f.layouts and loads("claude-code", f.path) \
        and _name(f.path) == "memory.md"


def claude_cut(lines: list[str], max_lines: int = CLAUDE_LINE_CAP,
               max_bytes: int = CLAUDE_BYTE_CAP) -> tuple[int, str] | None:
    """(first line Claude Code never loads, "line 200" or "25 KB") of a MEMORY.md, or None if loaded whole.

    A line the byte cut falls inside counts as not loaded (its pointer would be cut off)."""
    by_bytes = first_line_past(lines, max_bytes, lambda s: len(s.encode("utf-8")))
    by_lines = max_lines + 1 if len(lines) > max_lines and any(ln.strip() for ln in lines[max_lines:]) else None
    cut = min(x for x in (by_bytes, by_lines, len(lines) + 1) if x is not None)
    if cut > len(lines):
        return None
    return cut, (f"line {max_lines}" if cut == by_lines else f"{max_bytes // 1024} KB")


def loaded_text(f: "MemoryFile", text: str) -> str:
    """The part of an always-loaded file that reaches the prompt."""
    if is_claude_memory(f):
        lines = text.split("\n")
        head_text = "\n".join(lines[:CLAUDE_LINE_CAP]) + ("\n" if len(lines) > CLAUDE_LINE_CAP else "")
        head = head_text.encode("utf-8", errors="replace")[:CLAUDE_BYTE_CAP]
        return head.decode("utf-8", errors="ignore")
    if "hermes" in f.layouts and _name(f.path) in HERMES_CAPS:
        return md.HERMES_DELIMITER.join(e for _, _, e in md.hermes_entries(text))
    return text


def loaded_by_agent(files: list["MemoryFile"], loaded: dict[str, tuple[int, int]],
                    unlisted: dict[str, list[str]] | None = None) -> dict[str, dict[str, int]]:
    """Always-loaded chars and tokens per layout: what each agent puts in every prompt.

    Claude Code's total has CLAUDE.md, the files it imports and MEMORY.md but never AGENTS.md;
    OpenClaw's what its bootstrap injects; Hermes' its entries and persona file. `loaded`: path ->
    (chars, tokens); `unlisted`: per layout, loaded paths that are not scanned memory files.
    """
    out: dict[str, dict[str, int]] = {}

    def add(layout: str, path: str) -> None:
        total = out.setdefault(layout, {"chars": 0, "tokens": 0})
        total["chars"] += loaded[path][0]
        total["tokens"] += loaded[path][1]

    for f in files:
        if f.path in loaded:
            for layout in ("claude-code",) if f.imported else f.layouts:
                add(layout, f.path)
    for layout, paths in (unlisted or {}).items():
        for path in paths:
            add(layout, path)
    return {name: out[name] for name in LAYOUTS if name in out}


def mark_openclaw_loaded(files: list["MemoryFile"], plan: "Bootstrap", rel: Callable[[Any], str]) -> dict[str, str]:
    """Follow OpenClaw's bootstrap (`openclaw_bootstrap.bootstrap`, the model `memtui preview` renders): its
    injected files are always loaded, a bootstrap-named file it does not inject is not (unless another
    agent's layout loads it), with the reason in `load_note`. Returns path -> the text OpenClaw injects."""
    injected = {rel(f.path): f.injected for f in plan.files if not f.missing}
    reasons = {rel(plan.workspace / name): why for name, why in plan.not_injected.items()}
    for f in files:
        if f.path in injected:
            f.always_loaded = True
        elif f.path in reasons and not {"claude-code", "hermes"} & set(f.layouts):
            f.always_loaded = False
            f.load_note = reasons[f.path]
    return injected


def caps(files: list["MemoryFile"], texts: dict[str, str], cap_type: Any,
         openclaw: "Bootstrap | None" = None, rel: Callable[[Any], str] | None = None) -> list["Cap"]:
    """Every cap that applies and how much of it is used (`cap_type` builds a `Cap`); OpenClaw's per-file
    and total budgets are those of its bootstrap model (`openclaw`, with `rel` giving a file's path)."""
    found: list[Cap] = []
    for f in files:
        if not f.always_loaded:
            continue
        name = _name(f.path)
        text = texts.get(f.path, "")
        if "hermes" in f.layouts and name in HERMES_CAPS:
            found.append(cap_type("hermes-budget", f.path, HERMES_CAPS[name], "chars", len(loaded_text(f, text))))
        elif is_claude_memory(f):
            found.append(cap_type("claude-lines", f.path, CLAUDE_LINE_CAP, "lines", f.lines))
            found.append(cap_type("claude-bytes", f.path, CLAUDE_BYTE_CAP, "bytes", f.size))
        elif name == "memory.md":
            found.append(cap_type("index-chars", f.path, INDEX_CHAR_CAP, "chars", f.chars))
    if openclaw is not None and rel is not None:
        injected = [f for f in openclaw.files if not f.missing]
        for bf in injected:
            found.append(cap_type("openclaw-file", rel(bf.path), bf.cap, "chars", bf.size))
        if injected:
            found.append(cap_type("openclaw-total", None, openclaw.total_chars, "chars", sum(f.size for f in injected)))
    return found

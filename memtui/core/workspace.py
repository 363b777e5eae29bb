"""Open a memory workspace: find its files, give each a role, parse the index, derive problems.

`scan_workspace(root)` walks the directory (symlink loops and unreadable dirs are reported, not
fatal), detects the layouts in use (mixed layouts are normal), sizes every file in chars, lines and
tokens, parses `memory-map.md` rows and the pointers of the index files, and derives dangling
pointers, orphans and the always-loaded total against the caps of each layout.
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, Iterator

from memtui.core import markdown as md
from memtui.core.fsio import MAX_EDIT_BYTES, ReadResult, read_file
from memtui.core.tokens import count_tokens, estimate_tokens, tokenizer_name

ROLES = ("index", "rules", "snapshot", "topic", "daily", "transcript", "other")
LAYOUTS = ("claw-stack", "three-layer", "claude-code", "hermes", "openclaw")


@dataclass
class MemoryFile:
    """One file of the workspace as memtui sees it."""

    path: str                      # relative to the root, "/" separators
    abs_path: Path
    role: str                      # one of ROLES
    chars: int = 0
    lines: int = 0
    tokens: int = 0
    size: int = 0                  # bytes on disk
    mtime: float = 0.0
    always_loaded: bool = False    # index, rules and the latest snapshot
    layouts: tuple[str, ...] = ()
    category: str | None = None    # docs/<category>/ or the memory-map category
    frontmatter: dict[str, Any] = field(default_factory=dict)
    frontmatter_error: str | None = None
    encoding_ok: bool = True
    too_large: bool = False        # over 10 MB: read-only in the editor
    error: str | None = None       # unreadable: why


@dataclass
class IndexRow:
    """A keyword->file row of memory-map.md, or a pointer found in an index file."""

    source: str                    # the file the row or pointer is in
    line: int                      # 1-based
    keywords: list[str]
    category: str | None
    target: str                    # as written
    exists: bool
    resolved: str | None = None    # the target relative to the root, when it resolves inside it


@dataclass
class Cap:
    """A limit on always-loaded memory and how much of it is used."""

    name: str
    path: str | None
    limit: int
    unit: str                      # chars | bytes | lines
    used: int

    @property
    def ratio(self) -> float:
        return self.used / self.limit if self.limit else 0.0


@dataclass
class Problem:
    """Something memtui could not read or parse; shown, never fatal."""

    path: str
    message: str
    line: int | None = None


@dataclass
class HermesEntry:
    """One `\\n§\\n`-separated entry of a Hermes MEMORY.md / USER.md."""

    index: int
    start_line: int
    end_line: int
    text: str


@dataclass
class Workspace:
    """The scanned workspace. Cheap to rebuild; the TUI rescans on file events."""

    root: Path
    layouts: list[str]
    files: list[MemoryFile]
    index: list[IndexRow]
    orphans: list[str]
    dangling: list[IndexRow]
    always_loaded_chars: int
    always_loaded_tokens: int
    caps: list[Cap]
    hermes_entries: dict[str, list[HermesEntry]]
    problems: list[Problem]
    tokenizer: str
    _by_path: dict[str, MemoryFile] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self._by_path = {f.path: f for f in self.files}

    def get(self, path: str) -> MemoryFile | None:
        """The file at a root-relative path."""
        return self._by_path.get(path)

    def read(self, path: str) -> ReadResult:
        """Read a file of the workspace by its root-relative path (never raises)."""
        return read_file(self.root / path, max_bytes=MAX_EDIT_BYTES)

    def memory_files(self) -> list[MemoryFile]:
        """Every file but transcripts."""
        return [f for f in self.files if f.role != "transcript"]

    def transcripts(self) -> list[MemoryFile]:
        """The JSONL session transcripts inside the workspace."""
        return [f for f in self.files if f.role == "transcript"]


# --- file discovery -------------------------------------------------------------------------

SKIP_DIRS = {".git", ".memtui", "node_modules", ".venv", "venv", "__pycache__", ".tox", ".pnpm-store"}
TEXT_SUFFIXES = {".md", ".markdown"}
TRANSCRIPT_SUFFIXES = {".jsonl"}
MEMORY_SUFFIXES = frozenset(TEXT_SUFFIXES | TRANSCRIPT_SUFFIXES)
MAX_FILES = 20_000

INDEX_NAMES = {"memory.md", "memory-map.md", "manifest.md"}
RULE_NAMES = {
    "agents.md", "claude.md", "claude.local.md", "soul.md", "tools.md", "identity.md",
    "heartbeat.md", "user.md", "bootstrap.md", "boot.md",
}
OPENCLAW_BOOTSTRAP = {"agents.md", "soul.md", "tools.md", "identity.md", "user.md", "heartbeat.md", "memory.md"}
DOC_CATEGORIES = ("domain", "references", "patterns", "risks")
_DAILY_RE = re.compile(r"(?:^|/)memory/(\d{4}-\d{2}-\d{2})[^/]*\.md$")
_DATE_IN_NAME = re.compile(r"(\d{4}-\d{2}-\d{2})")

# Caps (see memory-engines.md §3.1).
INDEX_CHAR_CAP = 5_000
CLAUDE_LINE_CAP = 200
CLAUDE_BYTE_CAP = 25 * 1024
HERMES_CAPS = {"memory.md": 2_200, "user.md": 1_375}
OPENCLAW_FILE_CAP = 12_000
OPENCLAW_TOTAL_CAP = 60_000


def walk_memory_files(
    root: Path,
    problems: list[Problem],
    suffixes: frozenset[str] | None = None,
    dir_stats: list[tuple[Path, os.stat_result]] | None = None,
) -> Iterator[tuple[Path, os.stat_result]]:
    """(path, stat) of every regular memory file below root (markdown and transcripts, or `suffixes`),
    in name order, following dir symlinks once; loops, broken links and unreadable dirs are reported.
    `dir_stats`, if given, receives (path, stat) of every directory listed (taken before listing it)."""
    wanted = MEMORY_SUFFIXES if suffixes is None else suffixes
    seen: set[tuple[int, int]] = set()
    stack = [root]
    count = 0
    while stack:
        current = stack.pop()
        try:
            st = current.stat()
        except OSError as exc:
            problems.append(Problem(_rel(root, current), f"cannot open directory: {exc.strerror or exc}"))
            continue
        key = (st.st_dev, st.st_ino)
        if key in seen:
            problems.append(Problem(_rel(root, current), "symlink loop: directory already visited, skipped"))
            continue
        seen.add(key)
        if dir_stats is not None:
            dir_stats.append((current, st))
        try:
            entries = sorted(os.scandir(current), key=lambda e: e.name)
        except OSError as exc:
            problems.append(Problem(_rel(root, current), f"cannot list directory: {exc.strerror or exc}"))
            continue
        dirs = []
        for entry in entries:
            try:
                is_dir = entry.is_dir()  # follows symlinks
            except OSError:
                is_dir = False
            if is_dir:
                if entry.name not in SKIP_DIRS and not entry.name.startswith("."):
                    dirs.append(Path(entry.path))
                continue
            if os.path.splitext(entry.name)[1].lower() not in wanted:
                continue
            try:
                file_stat = entry.stat()   # follows symlinks
            except OSError:
                problems.append(Problem(_rel(root, Path(entry.path)), "broken symlink or vanished file"))
                continue
            if not stat.S_ISREG(file_stat.st_mode):
                continue
            count += 1
            if count > MAX_FILES:
                problems.append(Problem(".", f"more than {MAX_FILES} files: the rest was not scanned"))
                return
            yield Path(entry.path), file_stat
        stack.extend(reversed(dirs))


def _rel(root: Path, path: Path) -> str:
    try:
        return PurePosixPath(Path(path).relative_to(root)).as_posix() or "."
    except ValueError:
        return Path(path).as_posix()


def classify(path: str) -> str:
    """The role of a root-relative path (content-independent)."""
    lower = path.lower()
    name = lower.rsplit("/", 1)[-1]
    if lower.endswith(".jsonl"):
        return "transcript"
    if name in INDEX_NAMES:
        return "index"
    if name in RULE_NAMES or lower.endswith("tasks/lessons.md") or lower == "lessons.md":
        return "rules"
    if "tasks/sessions/" in lower:
        return "snapshot"
    if _DAILY_RE.search(lower):
        return "daily"
    parts = lower.split("/")
    if len(parts) > 1 and ("memory" in parts[:-1] or "docs" in parts[:-1]):
        return "topic"
    return "other"


# --- per-file facts (cached by stat) --------------------------------------------------------

@dataclass
class _FileFacts:
    chars: int
    lines: int
    tokens: int
    frontmatter: dict[str, Any]
    frontmatter_error: str | None
    encoding_ok: bool
    too_large: bool
    error: str | None
    text: str            # kept only for index-like files (pointers, Hermes entries)


_FACTS_CACHE: dict[tuple[str, int, int], _FileFacts] = {}


def _facts(path: Path, role: str, st: os.stat_result) -> _FileFacts:
    key = (str(path), st.st_mtime_ns, st.st_size)
    cached = _FACTS_CACHE.get(key)
    if cached is not None:
        return cached
    if role == "transcript":
        facts = _transcript_facts(path, st)
    else:
        res = read_file(path, max_bytes=MAX_EDIT_BYTES)
        if res.error:
            facts = _FileFacts(0, 0, 0, {}, None, True, False, res.error, "")
        else:
            text = res.text
            fm = md.parse_frontmatter(text) if not res.too_large else md.Frontmatter()
            tokens = estimate_tokens(text) if res.too_large else count_tokens(text)
            chars = st.st_size if res.too_large else len(text)
            # Kept for the files that can be always loaded (pointers, Hermes entries, caps).
            keep = text if role in ("index", "rules", "snapshot") and not res.too_large else ""
            facts = _FileFacts(
                chars, _line_count(text), tokens, fm.data, fm.error, res.encoding_ok,
                res.too_large, None, keep,
            )
    if len(_FACTS_CACHE) > 50_000:
        _FACTS_CACHE.clear()
    _FACTS_CACHE[key] = facts
    return facts


def _line_count(text: str) -> int:
    if not text:
        return 0
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def _transcript_facts(path: Path, st: os.stat_result) -> _FileFacts:
    """Transcripts are sized by streaming: lines and chars exact, tokens estimated (chars/4)."""
    lines = chars = weighted = 0
    ok = True
    last = b""
    try:
        with open(path, "rb") as fh:
            while chunk := fh.read(1 << 20):
                lines += chunk.count(b"\n")
                text = chunk.decode("utf-8", errors="replace")
                chars += len(text)
                weighted += estimate_tokens(text)
                last = chunk[-1:]
    except OSError as exc:
        return _FileFacts(0, 0, 0, {}, None, True, False, f"cannot read: {exc.strerror or exc}", "")
    if last and last != b"\n":
        lines += 1
    return _FileFacts(chars, lines, weighted, {}, None, ok, False, None, "")


# --- layouts --------------------------------------------------------------------------------

def _is_claude_topic(f: MemoryFile) -> bool:
    return f.role == "topic" and {"name", "description", "type"} <= set(f.frontmatter)


def _detect_layouts(files: list[MemoryFile], texts: dict[str, str]) -> None:
    """Fill each file's `layouts` (a file may belong to several; mixed workspaces are normal)."""
    names = {f.path.lower() for f in files}
    claude = bool({"claude.md", "claude.local.md", ".claude/claude.md"} & names) or any(
        _is_claude_topic(f) for f in files
    )
    openclaw = bool({"soul.md", "identity.md", "heartbeat.md", "tools.md"} & names) or any(
        f.role == "daily" for f in files
    )
    memory_text = texts.get("MEMORY.md", "")
    claw = bool({"manifest.md", "todo.md"} & names) or bool(md.tables(memory_text) if memory_text else False)
    for f in files:
        if f.role == "transcript":
            continue
        lower = f.path.lower()
        name = lower.rsplit("/", 1)[-1]
        hermes = name in ("memory.md", "user.md") and md.is_hermes(texts.get(f.path, ""))
        out: list[str] = []
        if hermes:
            out.append("hermes")
        if name in ("claude.md", "claude.local.md") or _is_claude_topic(f) or (
            claude and name == "memory.md" and not hermes
        ):
            out.append("claude-code")
        if openclaw and (name in OPENCLAW_BOOTSTRAP or f.role == "daily") and not hermes:
            out.append("openclaw")
        if name == "memory-map.md" or lower.startswith(("docs/", "tasks/")):
            out.append("three-layer")
        if claw and not hermes and (
            name in ("memory.md", "manifest.md", "todo.md", "agents.md", "user.md")
            or (lower.startswith("memory/") and f.role == "topic" and not _is_claude_topic(f))
        ):
            out.append("claw-stack")
        f.layouts = tuple(out)


# --- index rows and pointers ----------------------------------------------------------------

def _resolve(root: Path, source: str, target: str, known: dict[str, MemoryFile]) -> tuple[bool, str | None]:
    target = target.strip().strip("<>")
    if not target:
        return False, None
    candidates = []
    src_dir = PurePosixPath(source).parent
    for base in (src_dir, PurePosixPath(".")):
        candidates.append(os.path.normpath((base / target).as_posix()).replace(os.sep, "/"))
    for cand in dict.fromkeys(candidates):
        if cand.startswith("../"):
            continue
        if cand in known:
            return True, cand
        full = root / cand
        try:
            if full.is_file():
                return True, cand
        except OSError:
            continue
    return False, None


def _bullet_label(line: str) -> list[str]:
    """The label of a pointer line such as `- Rules: `AGENTS.md`` (text before ':' or a dash)."""
    plain = md.cell_text(re.sub(r"^\s*(?:[-*+]|\d+[.)])\s+", "", line))
    label = re.split(r"\s*(?::|—| - |→)\s*", plain, maxsplit=1)[0].strip()
    if not label or md.paths_in(label) or len(label) > 40 or label == plain.strip():
        return []
    return [label]


def _index_rows(root: Path, f: MemoryFile, text: str, known: dict[str, MemoryFile]) -> list[IndexRow]:
    rows: list[IndexRow] = []
    name = f.path.lower().rsplit("/", 1)[-1]
    if name == "memory-map.md":
        for table in md.tables(text):
            header = [md.cell_text(h).lower() for h in table.header]
            col = {h: i for i, h in enumerate(header)}
            if "file" not in col:
                continue
            for row in table.rows:
                cells = row.cells + [""] * (len(header) - len(row.cells))
                raw_file = cells[col["file"]]
                targets = md.paths_in(raw_file) or [md.cell_text(raw_file)]
                kw_cell = md.cell_text(cells[col["keyword"]]) if "keyword" in col else ""
                keywords = [k.strip() for k in re.split(r"[,;/、]", kw_cell) if k.strip()]
                category = md.cell_text(cells[col["category"]]) if "category" in col else None
                for target in targets:
                    if not target:
                        continue
                    exists, resolved = _resolve(root, f.path, target, known)
                    rows.append(IndexRow(f.path, row.line, keywords, category or None, target, exists, resolved))
        return rows
    lines = text.split("\n")
    for ptr in md.pointers(text):
        keywords: list[str] = []
        category = None
        if ptr.kind == "table" and ptr.context:
            words = [c for c in ptr.context if c and ptr.target not in c and not md.paths_in(c)]
            keywords = words[:1]
        elif 0 < ptr.line <= len(lines):
            keywords = _bullet_label(lines[ptr.line - 1])
        exists, resolved = _resolve(root, f.path, ptr.target, known)
        if resolved == f.path:
            continue
        rows.append(IndexRow(f.path, ptr.line, keywords, category, ptr.target, exists, resolved))
    return rows


# --- caps and always-loaded -----------------------------------------------------------------

def _loaded_text(f: MemoryFile, text: str) -> str:
    """The part of an always-loaded file that reaches the prompt."""
    if "claude-code" in f.layouts and f.path.lower().endswith("memory.md"):
        lines = text.split("\n")
        head_text = "\n".join(lines[:CLAUDE_LINE_CAP]) + ("\n" if len(lines) > CLAUDE_LINE_CAP else "")
        head = head_text.encode("utf-8")[:CLAUDE_BYTE_CAP]
        return head.decode("utf-8", errors="ignore")
    if "hermes" in f.layouts:
        return md.HERMES_DELIMITER.join(e for _, _, e in md.hermes_entries(text))
    return text


def _caps(files: list[MemoryFile], texts: dict[str, str]) -> list[Cap]:
    caps: list[Cap] = []
    openclaw_total = 0
    has_openclaw = False
    for f in files:
        if not f.always_loaded:
            continue
        name = f.path.lower().rsplit("/", 1)[-1]
        text = texts.get(f.path, "")
        if "hermes" in f.layouts and name in HERMES_CAPS:
            used = len(_loaded_text(f, text))
            caps.append(Cap("hermes-budget", f.path, HERMES_CAPS[name], "chars", used))
        elif "claude-code" in f.layouts and name == "memory.md":
            caps.append(Cap("claude-lines", f.path, CLAUDE_LINE_CAP, "lines", f.lines))
            caps.append(Cap("claude-bytes", f.path, CLAUDE_BYTE_CAP, "bytes", f.size))
        elif name == "memory.md":
            caps.append(Cap("index-chars", f.path, INDEX_CHAR_CAP, "chars", f.chars))
        if "openclaw" in f.layouts and name in OPENCLAW_BOOTSTRAP:
            has_openclaw = True
            caps.append(Cap("openclaw-file", f.path, OPENCLAW_FILE_CAP, "chars", f.chars))
            openclaw_total += f.chars
    if has_openclaw:
        caps.append(Cap("openclaw-total", None, OPENCLAW_TOTAL_CAP, "chars", openclaw_total))
    return caps


# --- the scan -------------------------------------------------------------------------------

def scan_workspace(root: Path) -> Workspace:
    """Scan `root` (an existing directory). Never raises for bad files: they become problems."""
    root = Path(root).resolve()
    problems: list[Problem] = []
    files: list[MemoryFile] = []
    texts: dict[str, str] = {}
    for path, st in walk_memory_files(root, problems):
        rel = _rel(root, path)
        role = classify(rel)
        facts = _facts(path, role, st)
        mf = MemoryFile(
            path=rel, abs_path=path, role=role, chars=facts.chars, lines=facts.lines,
            tokens=facts.tokens, size=st.st_size, mtime=st.st_mtime,
            frontmatter=dict(facts.frontmatter), frontmatter_error=facts.frontmatter_error,
            encoding_ok=facts.encoding_ok, too_large=facts.too_large, error=facts.error,
        )
        if facts.error:
            problems.append(Problem(rel, facts.error))
        elif not facts.encoding_ok:
            problems.append(Problem(rel, "not valid UTF-8: shown with replacement characters, read-only"))
        elif facts.too_large:
            problems.append(Problem(rel, "larger than 10 MB: opened read-only, only the head is shown"))
        if facts.frontmatter_error:
            problems.append(Problem(rel, f"frontmatter: {facts.frontmatter_error}", 1))
        parts = rel.split("/")
        if len(parts) >= 3 and parts[0] == "docs" and parts[1] in DOC_CATEGORIES:
            mf.category = parts[1]
        texts[rel] = facts.text
        files.append(mf)

    known = {f.path: f for f in files}
    _detect_layouts(files, texts)

    # Snapshots: only the latest counts.
    snapshots = sorted(
        (f for f in files if f.role == "snapshot"),
        key=lambda f: (_DATE_IN_NAME.search(f.path).group(1) if _DATE_IN_NAME.search(f.path) else "", f.mtime, f.path),
    )
    for f in files:
        f.always_loaded = f.role in ("index", "rules")
    if snapshots:
        snapshots[-1].always_loaded = True

    index: list[IndexRow] = []
    hermes: dict[str, list[HermesEntry]] = {}
    for f in files:
        if f.role != "index" or f.error:
            continue
        text = texts.get(f.path, "")
        if "hermes" in f.layouts:
            hermes[f.path] = [HermesEntry(i, s, e, t) for i, (s, e, t) in enumerate(md.hermes_entries(text))]
            continue
        index.extend(_index_rows(root, f, text, known))
    for f in files:
        if "hermes" in f.layouts and f.path not in hermes:
            hermes[f.path] = [
                HermesEntry(i, s, e, t) for i, (s, e, t) in enumerate(md.hermes_entries(texts.get(f.path, "")))
            ]
    for row in index:
        if row.exists and row.resolved and row.resolved in known and row.category:
            target = known[row.resolved]
            target.category = target.category or row.category

    pointed = {row.resolved for row in index if row.exists}
    orphans = sorted(f.path for f in files if f.role == "topic" and f.path not in pointed)
    dangling = [row for row in index if not row.exists]

    loaded_chars = loaded_tokens = 0
    for f in files:
        if not f.always_loaded or f.error:
            continue
        text = texts.get(f.path, "")
        if not text and f.chars:   # an over-10 MB file keeps no text: read its head
            text = read_file(f.abs_path, max_bytes=MAX_EDIT_BYTES).text
            texts[f.path] = text
        loaded = _loaded_text(f, text)
        loaded_chars += len(loaded)
        loaded_tokens += f.tokens if loaded == text else count_tokens(loaded)

    layouts = sorted({l for f in files for l in f.layouts}, key=LAYOUTS.index)
    return Workspace(
        root=root, layouts=layouts, files=files, index=index, orphans=orphans, dangling=dangling,
        always_loaded_chars=loaded_chars, always_loaded_tokens=loaded_tokens,
        caps=_caps(files, texts), hermes_entries=hermes, problems=problems, tokenizer=tokenizer_name(),
    )


def to_map_json(ws: Workspace) -> dict[str, Any]:
    """The `memtui map --json` document (paths relative to the root, 1-based lines)."""
    return {
        "root": str(ws.root),
        "layouts": list(ws.layouts),
        "tokenizer": ws.tokenizer,
        "files": [
            {"path": f.path, "role": f.role, "chars": f.chars, "lines": f.lines, "tokens": f.tokens}
            for f in ws.files
        ],
        "index": [
            {
                "source": r.source, "line": r.line, "keywords": list(r.keywords), "category": r.category,
                "target": r.resolved or r.target, "exists": r.exists,
            }
            for r in ws.index
        ],
        "orphans": list(ws.orphans),
        "dangling": [{"source": r.source, "line": r.line, "target": r.target} for r in ws.dangling],
        "always_loaded": {"chars": ws.always_loaded_chars, "tokens": ws.always_loaded_tokens},
        "caps": [
            {"name": c.name, "path": c.path, "limit": c.limit, "unit": c.unit, "used": c.used} for c in ws.caps
        ],
        "problems": [{"path": p.path, "line": p.line, "message": p.message} for p in ws.problems],
    }

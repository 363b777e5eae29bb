"""Records, not rivals: a heading that names an entity scopes the lines under it; entries of dated logs.

Inventories and runbooks give one section per bot, host, service, site or person ("## Bot: heron",
"### web01", "## `api-gateway`", "## chusha-api", "## 서버: db01") and repeat the same keys under each (Port, Config
path, Status, Restart). The key under two such headings is two records, not rival values of one
fact: two statements conflict only when the entities their headings name are the same
(`separate_records`). A public inventory of six OpenClaw bots gave 131 conflicts in one audit
(realdata27 repro 12). A dated heading ("## 2026-03-30"), a version ("## v0.6.5"), a file name
("## AGENTS.md") or a topic in Title Case ("## Server Setup", "## Public-facing services") names no
entity: a log's entries and a changelog's releases are compared like any two lines.

Entries of dated logs (a section or a file per date) are compared like any two lines (`log_entries`):
every entry of a work log "updates" the last ("now", "fixed", "updated"), and change wording that
names no old value used to let two entries conflict on names alone ("values differ: fixed / solution,
test") or as an update with other names: between two such entries a conflict needs one slot — a
value left, one key, a typed value (version, time, amount), opposite polarity. On the dev half of
bench/real_audit.py 320 of 780 conflicts of a dated work log were of these two kinds between two
entries; the planted pairs of bench/data/memory_qa hold one such pair in seven halves.

A line of tags or keywords ("*Tags: search, deploy, vps*") is no statement at all:
`statements.is_tag_line`.
"""

from __future__ import annotations

import re

from memtui.core.audit.statements import Statement

# what a section may be about, one of many of its kind
_KINDS_EN = (r"bots?|agents?|hosts?|servers?|services?|sites?|nodes?|machines?|instances?|vms?|containers?|"
             r"apps?|applications?|projects?|repos?|repositor(?:y|ies)|persons?|people|contacts?|members?|"
             r"clients?|customers?|users?|devices?|accounts?|channels?|tenants?|clusters?|workers?|"
             r"robots?|vehicles?|cameras?|printers?|sensors?|games?|products?|stores?|shops?|locations?|"
             r"rooms?|plugins?|skills?|integrations?|workspaces?|environments?|envs?|boxes?|routers?|"
             r"gateways?|databases?|buckets?|domains?|teams?|employees?|students?|patients?")
_KINDS_CJK = (r"机器人|服务器|服务|主机|节点|项目|应用|站点|客户|用户|账号|账户|频道|设备|仓库|成员|"
              r"봇|서버|서비스|호스트|노드|프로젝트|앱|사이트|고객|계정|채널|장비|기기|게임|저장소|"
              r"ボット|サーバー?|サービス|ホスト|ノード|プロジェクト|アプリ|サイト|顧客|アカウント|チャンネル|端末")
_NUMBERING = r"^(?:\d{1,3}[.)]\s*|[-*]\s+)?"
# "Bot: heron", "Server #2", "서버: db01", "机器人：小白" (a dash is a title's separator: "Services — what runs where")
_KIND_COLON_RE = re.compile(rf"{_NUMBERING}(?:{_KINDS_EN}|{_KINDS_CJK})\s*[:：#]\s*(?P<name>\S.{{0,60}})$",
                            re.IGNORECASE)
# "Bot heron-2", "Host web01", "web01 (server)", "HeronBot service" — the name must look like one
_KIND_SPACE_RE = re.compile(rf"{_NUMBERING}(?:{_KINDS_EN})\s+(?P<name>\S+)$", re.IGNORECASE)
_NAME_KIND_RE = re.compile(rf"{_NUMBERING}(?P<name>\S+)\s+(?:\((?:{_KINDS_EN}|{_KINDS_CJK})\)|(?:{_KINDS_EN}))$",
                           re.IGNORECASE)
# a heading that is one identifier: `api-gateway`, web01, bot_heron, chusha-api (lowercase, hyphenated)
_IDENTIFIER_RE = re.compile(r"^(?:`(?P<code>[^`]{1,60})`|"
                            r"(?P<name>[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[A-Za-z][\w-]*\d[\w-]*))$")
_FILE_NAME_RE = re.compile(r"\.(?:md|markdown|txt|json|jsonl|ya?ml|toml|py|sh)\b", re.IGNORECASE)
_DATE_OR_VERSION_RE = re.compile(r"\d{4}-\d{2}|^v?\d+(?:\.\d+)+\w*$|^\d+$", re.IGNORECASE)
_NAME_WORD_RE = re.compile(r"[\w.-]+")
_CAMEL_RE = re.compile(r"[a-z][A-Z]")
_EMPHASIS_RE = re.compile(r"[*_]+")



def _name_like(name: str) -> bool:
    """A word that names a thing rather than describes one: a code span, an identifier with a digit or
    an underscore, or a CamelCase name (HeronBot). A capitalised, hyphenated or upper-case word may be
    Title Case or a topic ("Server Setup", "Public-facing services", "GPU boxes")."""
    if _DATE_OR_VERSION_RE.search(name.strip("`")) or _FILE_NAME_RE.search(name):
        return False
    if name.startswith("`") and name.endswith("`") and len(name) > 2:
        return True
    return any(c.isdigit() or c == "_" for c in name) or bool(_CAMEL_RE.search(name))


def heading_entity(heading: str) -> frozenset[str] | None:
    """The name words of the entity a heading is about ("Bot: heron" -> {heron}), or None when the
    heading names no one entity (a topic, a date, a version, a file)."""
    text = " ".join(_EMPHASIS_RE.sub("", heading).split())
    if not text or _DATE_OR_VERSION_RE.search(text) or _FILE_NAME_RE.search(text):
        return None
    name: str | None = None
    for pattern in (_KIND_COLON_RE, _KIND_SPACE_RE, _NAME_KIND_RE):
        found = pattern.match(text)
        if found and (pattern is _KIND_COLON_RE or _name_like(found.group("name"))):
            name = found.group("name")
            break
    if name is None:
        found = _IDENTIFIER_RE.match(text)
        name = (found.group("code") or found.group("name")) if found else None
    if name is None:
        return None
    words = frozenset(w.casefold() for w in _NAME_WORD_RE.findall(name.strip("`*_ ()")))
    return words or None


def statement_entity(statement: Statement) -> frozenset[str] | None:
    """The entity of the innermost heading above the statement that names one (cached)."""
    found = statement.cache.get("entity", False)
    if found is False:
        found = None
        for heading in reversed(statement.heading_path):
            found = heading_entity(heading)
            if found is not None:
                break
        statement.cache["entity"] = found
    return found if isinstance(found, frozenset) else None


def separate_records(a: Statement | None, b: Statement | None) -> bool:
    """Both statements sit under headings naming entities, and the entities differ (no name word in
    common): records of two things, never rival values of one."""
    if a is None or b is None:
        return False
    entity_a, entity_b = statement_entity(a), statement_entity(b)
    return entity_a is not None and entity_b is not None and not (entity_a & entity_b)


def log_entries(a: Statement | None, b: Statement | None) -> bool:
    """Both statements are entries of dated logs (`Statement.dated_entry`)."""
    return a is not None and b is not None and a.dated_entry() and b.dated_entry()

"""Which of two conflicting beliefs is current, and why: temporal language first, then dates.

Temporal language is evidence of a change, in English, Korean, Chinese and Japanese:
- a move with both ends: "moved X from A to B", "switched from A to B", "A → B", "A에서 B로 이전",
  "从A迁移到B", "AからBに移行" — the statement is newer than one that still says A;
- a marker that the statement describes a change or the state after it: "since 2026-11-20", "no
  longer", "deprecated", "was … now", "replaced", "instead of", "더 이상", "부터", "이제",
  "不再", "现在", "もう", "現在" — the statement is newer than one without such a marker;
- "used to" alone speaks of the past: the statement is the old side ("Jellyfin used to live on TrueNAS"
  never supersedes "Jellyfin server: media01"), though it still says its value was left.
An open todo ("[ ] Update …"), an "Updated: DATE" stamp, an arrow in a table row's key or a short
label cell ("중→한") and a chain of arrows (a route) are no change; nor is an arrow without change
wording around it, outside a dated entry and without numbers on both ends ("entry → stop price",
"exits → database": notation). A
marker joined to another word by a hyphen ("Stop-loss", "now-playing") is part of a name.
A crossed-out line (`~~…~~`) or one the review queue marked superseded is the old side.
Without temporal language the statement's date decides: a date written in it ("since 2026-11-20",
"2026-11-20: …"), else its dated heading ("## 2026-11"), else its file's written date (updated,
the date in the file name, created, an "Updated: …" line near the top; `last_used` says when it was
read, not written); a dated statement is newer than one that states no date. `judge_current` says
how strong the evidence is, so that the strongest decides which belief a newer one supersedes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from memtui.core.audit.conflicts import newer_side
from memtui.core.audit.names import written_in
from memtui.core.audit.text import HAN, TEXT_CACHE, raw_words, word_key
from memtui.core.audit.values import says_value

if TYPE_CHECKING:
    from memtui.core.audit.statements import Statement

_DATE = r"\d{4}-\d{2}(?:-\d{2})?"
_INLINE_DATE_RE = re.compile(rf"(?<!\d)({_DATE})(?!\d)")
# "from A to B" after a change verb (or anywhere with an arrow); A and B are short spans.
_FROM_TO_RE = re.compile(
    r"\bfrom\s+(?P<old>[^,;.]{1,60}?)\s+(?:to|onto|over to)\s+(?P<new>[^,;()]{1,60}?)"
    r"(?=[,;()]|\.(?:\s|$)|\s+(?:on|in|at|since|last|after|because|—|-)\b|$)",
    re.IGNORECASE)
# an arrow between two values (a digit, a capital, a dot or a CJK letter on both sides: "Supabase → Cloud SQL",
# "1,000 → 3,000", "수빈 → 지호"); the old value may carry a parenthesis ("MySQL 8.0(RDS) → PostgreSQL 16")
_ARROW_RE = re.compile(r"(?P<old>[\w.@/:+-]+(?:\([^()]{1,30}\))?)\s*(?:→|->|=>|⇒)\s*"
                       r"(?P<new>[\w.@/:+-]+(?:\s[\w.@/:+-]+)?)")
_VALUE_LIKE_RE = re.compile(r"[\dA-Z.\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_OFF_RE = re.compile(r"\b(?:(?<!come )(?<!came )(?<!comes )(?<!fell )(?<!falls )(?<!fall )off|"  # not "come off"
                     r"away from|over from|instead of|swapped|replaced)\s+(?P<old>[^,;.()]{1,40}?)"
                     r"(?=\s+(?:for|with|to|in|on|since|and)\b|[,;.()]|$)",
                     re.IGNORECASE)
_JA_FROM_RE = re.compile(r"(?P<old>[A-Za-z0-9.:@/%+-]+)\s*から\s*(?P<new>[A-Za-z0-9.:@/%+-]+(?:\s[A-Z]+)?)\s*(?:に|へ)")
# "替换了 NovaSeq 6000", "取代了旧系统": what the statement's value replaced
_ZH_REPLACED_RE = re.compile(r"(?:替换了|取代了|换掉了|替代了)\s*(?P<old>[^，,。；;）)]{1,30})")
_REPLACED_RE = re.compile(r"\breplac(?:ed|ing|es)\s+(?P<old>[^,;.]{1,40}?)\s+with\s+(?P<new>[^,;.]{1,40})",
                          re.IGNORECASE)
# "we no longer use Momart — all shipments via …", "no longer listens on 8080": one verb, prepositions and
# articles, then the old value up to a stop (punctuation, a dash, a clause word)
_SKIPPED_WORDS = r"(?:on|to|in|at|with|via|from|through|into|onto|under|by|for|the|a|an|our|their|its|any|that)"
_VALUE_STOP = (r"(?=\s*(?:[,;()（:—–]|\.(?:\s|$)|$)|\s+(?:for|since|as|because|and|but|or|anymore|any more|after|"
               r"at|on|in|with|via|to|from|by|now|here|there|-)\b)")
_NO_LONGER_RE = re.compile(r"\b(?:no longer|not anymore|any more|anymore)\b(?:\s+(?-i:[a-z][a-z'’]*))?"
                           rf"(?:\s+{_SKIPPED_WORDS})*\s+(?P<old>[^\s,;()（—–][^,;()（—–]{{0,39}}?){_VALUE_STOP}",
                           re.IGNORECASE)
# "Jellyfin used to live on TrueNAS": the statement is about the past; its value is an old one
# (not the passive "is used to build …")
_USED_TO_RE = re.compile(r"(?<!\bis )(?<!\bare )(?<!\bbe )(?<!\bwas )(?<!\bwere )(?<!\bbeen )(?<!\bget )"
                         r"(?<!\bgot )(?<!'re )(?<!’re )\bused to\s+(?-i:[a-z][a-z'’]*)"
                         rf"(?:\s+{_SKIPPED_WORDS})*\s+(?P<old>[^\s,;()（—–][^,;()（—–]{{0,39}}?){_VALUE_STOP}",
                         re.IGNORECASE)
# "atlas deployed to Cloudflare Workers until 2026-08", "Backups ran on Wasabi through 2025-11": a past
# tense bounded by a date says how things were until then; its value is an old one ("runs on X until
# 2027-01", present tense, may be a plan and is not read)
_UNTIL_RE = re.compile(r"\b(?:[a-z]+ed|was|were|ran|went|sat|kept|had|stood|paid|sent|held|lay)\s+"
                       r"(?:(?:to|on|in|at|via|with|from|by|for|under|behind)\s+)?"
                       rf"(?P<old>[^\s,;()（—–][^,;()（—–]{{0,39}}?)\s+(?:until|till|through)\s+(?:{_DATE})(?!\d)",
                       re.IGNORECASE)
# "더 이상 Momart 안 씀", "Momart는 더 이상 사용하지 않음", "もうYamatoは使わない", "Yamatoはもう使っていない",
# "不再使用Momart": the value no longer used
# a Latin name of up to three words ("Gazebo Classic"; never "2026-08-12:" before it)
_LATIN_NAME = r"[A-Za-z0-9][A-Za-z0-9.@/+-]*(?:\s[A-Za-z0-9][A-Za-z0-9.@/+-]*){0,2}"
_KO_NOT_USED = r"(?:안\s*(?:씀|써|쓴다|쓰|쓸|사용)|사용\s*(?:하지\s*않|안\s*함|안\s*해|중단)|쓰지\s*않)"
_JA_NOT_USED = r"(?:使わ|使って(?:い)?ない|使用し(?:ない|ていない|なくな)|利用し(?:ない|ていない|なくな))"
_CJK_NO_LONGER_RES = (
    re.compile(rf"더\s*이상\s*(?P<old>{_LATIN_NAME}|[가-힣]+?)"
               rf"\s*(?:은|는|을|를|이|가|도)?\s*{_KO_NOT_USED}"),
    re.compile(rf"(?P<old>{_LATIN_NAME}|[가-힣]+?)\s*(?:은|는|을|를|도)\s*"
               rf"더\s*이상\s*{_KO_NOT_USED}"),
    re.compile(rf"もう\s*(?P<old>[^\sはをがもの、。]+)\s*(?:は|を|も)\s*{_JA_NOT_USED}"),
    re.compile(rf"(?P<old>[^\sはをがもの、。]+)\s*(?:は|を)\s*もう\s*{_JA_NOT_USED}"),
    re.compile(r"不再(?:使用|用|采用|依赖|通过|走|找)\s*"
               r"(?P<old>[A-Za-z0-9][A-Za-z0-9.@/:+-]*(?:\s[A-Za-z0-9][A-Za-z0-9.@/:+-]*)*|[^，,。；;、\s]{1,12}?(?=[，,。；;、）)\s]|$))"),
)
# "A에서 B로 이전", "Jenkins(빌드맥)에서 GitHub Actions runner로 빌드 이전", "AWS ECS에서 넘어옴" (B optional)
_KO_MOVE_RE = re.compile(r"(?P<old>(?:[A-Za-z0-9.@/:+-]+(?:\s[A-Za-z0-9.@/:+-]+)?|[\w.@/:+-]+)(?:\([^()]{1,30}\))?)"
                         r"\s*에서\s*"
                         r"(?:(?P<new>[^\s,.]+(?:\s[^\s,.]+){0,3}?)\s*(?:으로|로)\s*)?(?:[^\s,.]+\s){0,2}?"
                         r"(?:이전|옮|변경|전환|마이그레이션|바꿨|바뀌|교체|갈아|이동|업그레이드|넘어)")
_ZH_MOVE_RE = re.compile(r"从\s*(?P<old>[^，,。；]{1,30}?)\s*"
                         r"(?:(?:迁移|迁|切换|转移|改|换|搬|升级|调整|变)\w?(?:到|为|成))"
                         r"\s*(?P<new>[^，,。；]{1,30})")
_JA_MOVE_RE = re.compile(r"(?P<old>[^\W\u306f\u304c\u3092\u306b\u3067\u306e]+)"    # no particle は が を に で の
                         r"\s*から\s*(?P<new>[\w.@/:+-]+)\s*(?:へ|に)\s*"
                         r"(?:移行|移|変更|切り替|乗り換|移転|交代|入れ替)")
# "(was 6380)", "(previously Heroku)", "(기존 4시)", "(原为 15%)", "(旧: 10時)": the old value in passing
_WAS_RE = re.compile(r"[(（]\s*(?:was|previously|formerly|before|old|기존|이전|예전|原为|原来|以前|旧)\s*[:：]?\s*"
                     r"(?:(?:called|named|known as|叫做|叫|称为|名为|呼ばれ)\s*)?"
                     r"(?P<old>[^;；,，)）]{1,40}?)\s*(?=[;；,，)）])", re.IGNORECASE)
# A person said to have left a role: the name is an old value ("Dale Brenner retired", "Jisoo left",
# "(김민준 님은 결제팀으로 이동)", "박재원 씨 10월 퇴사", "竹田さんは…へ異動", "王磊去了重庆"). Korean and
# Japanese names need an honorific or a verb only a person takes, so that "서버는 … 이동" names no one.
_GONE_RES = (
    re.compile(r"(?P<old>\b[A-Z][\w'’]+(?:[ -][A-Z][\w'’]+){0,2})(?:-(?:san|sensei|ssi))?\s+(?:has\s+)?"
               r"(?:retired|left|quit|resigned|stepped down|departed)\b"),
    # a romanised Korean name (a hyphenated given name) that moved: "Kim Do-yoon moved to Hanbit"
    re.compile(r"(?P<old>\b[A-Z][a-z]+ [A-Z][a-z]+-[a-z]+)\s+(?:has\s+)?(?:moved|transferred|went)\s+to\b"),
    re.compile(r"(?P<old>[가-힣]{2,4})\s*(?:씨|님|사서|선생님|팀장|과장|대리|매니저)\s*(?:은|는|이|가)?\s*"
               r"(?:[^\s,.()]+\s*){0,3}?(?:퇴사|퇴직|은퇴|그만|이동|전출|전근)"),
    re.compile(r"(?P<old>[가-힣]{2,4})\s*(?:은|는|이|가)?\s*(?:[^\s,.()]+\s*){0,2}?(?:퇴사|퇴직|은퇴)"),
    # "(윤하늘 사서는 학술정보팀으로)": a person with a title, gone to another team, the verb left out
    re.compile(r"[(（]\s*(?P<old>[가-힣]{2,4})\s*(?:씨|님|사서|선생님|팀장|과장|대리|매니저)\s*(?:은|는)\s*"
               r"[^\s,.()（）]+(?:으로|로)\s*[)）]"),
    re.compile(r"(?P<old>[\u4e00-\u9fff\u30a0-\u30ff]{1,4})\s*(?:さん|先生|氏)\s*(?:は|が)[^。、]{0,20}?"
               r"(?:異動|退職|引退|退任|辞め)"),
    re.compile(r"(?P<old>[\u4e00-\u9fff]{2,3})\s*(?:去了|离职|离开|退休|调走|辞职|调岗|转岗|离任)"),
    # a Han name in an English or Korean note ("老周 retired", "周逸凡 퇴사")
    re.compile(r"(?P<old>[\u4e00-\u9fff]{2,3})\s*(?:has\s+)?(?:retired|left|quit|resigned|퇴사|퇴직|은퇴)"),
)
# A named thing said to be retired: "KOLAS kept read-only", "Aligo key revoked", "WordPress VIP
# decommissioned", "ingress-nginx 는 2026-09 부로 폐기", "macos-13 は GitHub 側で廃止". A single
# capitalised word opening a sentence is a name only with a noun that says what was retired (key, contract).
_RETIRED_RES = (
    re.compile(r"(?P<old>\b[A-Z][\w.+-]*(?:\s[A-Z0-9][\w.+-]*){0,2})\s+(?P<noun>(?:key|contract|account|licen[cs]e|"
               r"subscription|plan|instance|server|service)\s+)?(?:was\s+|is\s+|has been\s+|got\s+)?"
               r"(?:revoked|decommissioned|deprecated|sunset|shut down|switched off|turned off|cancell?ed|"
               r"terminated|kept read-only|read-only now|discontinued)\b"),
    re.compile(r"(?P<old>(?<![\w.+-])[A-Za-z][\w.+-]*(?:\s[A-Za-z0-9][\w.+-]*)?)\s*(?:는|은|이|가|は|が)\s*"
               r"(?:[^\s,.。、]+\s*){0,3}?(?:폐기|폐지|종료|중단|해지|廃止|終了|停止|解約)"),
    re.compile(r"(?P<old>(?<![\w.+-])[A-Za-z][\w.+-]*)\s*(?:已|已经)?(?:停用|下线|废弃|弃用|关闭)"),
)
# "We don't use bwa-mem2 anymore", "don't use SQLite for tests anymore": the old value before "anymore"
_NOT_ANYMORE_RE = re.compile(r"\b(?:don't|do not|doesn't|does not|won't|no longer)\s+(?:use|run|need|accept|take|"
                             r"print|send|do|offer|allow)\s+(?P<old>[^,;.()—]{1,40}?)\s+(?:anymore|any more)\b",
                             re.IGNORECASE)
# Korean words that take an honorific and are no one's name (고객님, 회원님, 환자분 …)
_KO_NOT_NAMES = frozenset({"고객", "회원", "손님", "환자", "보호자", "학생", "학부모", "이용자", "사용자", "담당자",
                           "관리자", "운영자", "사장", "원장", "대표", "교수", "기사", "작가", "주민", "선생", "직원",
                           "팀원", "부장", "과장", "팀장", "실장", "본부장", "매니저", "고객센터", "상담사", "강사"})


def _person_like(name: str, after: str) -> bool:
    """A Korean name is 3-4 syllables, or 2 before 씨 (said of people only); never a role word."""
    if not re.fullmatch(r"[가-힣]+", name):
        return True
    if name in _KO_NOT_NAMES or any(name.endswith(w) for w in ("자", "님", "원", "생")) and len(name) == 2:
        return False
    return len(name) >= 3 or after.lstrip().startswith("씨")


# Markers of a change or of the state after one (the statement is the newer one).
_MARKERS_EN = re.compile(
    r"(?<![\w-])(since|no longer|anymore|deprecated|retired|decommissioned|sunset|obsolete|replaced|replaces|"
    r"instead of|formerly|previously|was moved|moved|migrated|switched|changed to|now|as of|starting|"
    r"effective|superseded|renamed|upgraded|downgraded|raised|lowered|increased|decreased|extended|"
    r"rescheduled|slipped|swapped|handed over|took over|stopped|update|updated|bump|bumped|"
    r"moves|migrates|switches|upgrade|upgrades|migration|cutover|cut over|promoted|transferred|from now on|"
    r"going forward|shifted|postponed|delayed|pushed back|brought forward|ended|discontinued|reverted|"
    r"rolled back|cancelled|canceled|from (?:next|this) (?:week|month|quarter|year)|"
    r"from (?:jan|feb|march|april|may|june|july|aug|sep|oct|nov|dec)[a-z]*)(?![\w-])",
    re.IGNORECASE)
_MARKERS_CJK = re.compile(
    r"(더 이상|이제|부터|현재는|지금은|예전에는|이전에는|폐지|중단|교체|이전|옮겼|옮김|바꿨|바뀌었|전환|변경|"
    r"상향|하향|인상|인하|"
    r"올림|내림|넘어옴|不再|现在|目前|改为|改用|改成|已迁移|迁移|提前|推迟|延后|以前|自从|起|もう|現在|今は|以前は|移行|変更|廃止|"
    r"前倒し|延期|延長|切り替え|업그레이드|다운그레이드|\d\s?부로|升级|降级|弃用|废弃|アップグレード|非推奨|"
    # verbs that say a value was changed to another (raised to, cut to, handed over, moved back)
    r"升到|涨到|降到|扩到|扩大到|提高到|降低到|缩短|延长|换成|调整为|调整到|上调|下调|调岗|"
    r"値上げ|値下げ|引き上げ|引き下げ|改定|増額|減額|短縮|交代|入れ替え|移転|後ろ倒し|"
    r"바뀜|바꿈|당김|당겼|미룸|미뤘|늘림|줄임|증원|감원|연장|단축)")
_FROM_WORD_RE = re.compile(r"\bfrom\b", re.IGNORECASE)
# words beside an arrow that make it a change besides the markers: a handover or a hand-off of a duty
_ARROW_CHANGE_RE = re.compile(r"인수인계|인계|이관|넘김|넘겼|交接|移交|接手|引き継|引継")
_CHANGE_VERB_RE = re.compile(r"\b(mov|migrat|switch|chang|transition|upgrad|downgrad|bump|went|port|rehost|cut over|"
                             r"rais|lower|increas|decreas|extend|shorten|reduc|cut|hand|swap|replac|resched|slip|"
                             r"shift|expand|updat|adjust)", re.IGNORECASE)


@dataclass
class Change:
    """What a statement says about time: the values it left, the ones it moved to, the markers."""

    old: list[str] = field(default_factory=list)      # values the statement says are past
    new: list[str] = field(default_factory=list)      # values it says are current
    markers: list[str] = field(default_factory=list)  # temporal words found
    date: str | None = None                           # a date written in the statement
    retired: bool = False                             # crossed out by the review queue's mark
    gone: list[str] = field(default_factory=list)     # people who left a role, things retired (also in `old`)
    past: list[str] = field(default_factory=list)     # values it says "used to" be (also in `old`)
    ended: list[str] = field(default_factory=list)    # values it says held until a date (also in `past`)
    aside: bool = False                               # its only change is an aside: "Atlas (formerly Orbit)"

    @property
    def temporal(self) -> bool:
        """The statement speaks of a change or of the state after one ("used to" alone speaks of the past)."""
        return bool(self.markers) or any(old not in self.past for old in self.old)

    @property
    def past_only(self) -> bool:
        """The statement only says how things used to be: it is the old side."""
        return bool(self.past) and not self.temporal


def _keys(span: str) -> set[str]:
    return {word_key(w) for w in raw_words(span) if len(w) > 1 or w.isdigit()}


# The note `memtui review` adds to a superseded line: "- ~~old~~ (superseded by path:line)", or in
# a table row's last cell without the strike. One definition for the queue (writing it, skipping
# settled lines) and the audit (reading a marked line as the old side).
SUPERSEDED_NOTE = "superseded by"


def is_marked_superseded(text: str) -> bool:
    """Whether a line carries the review queue's superseded note."""
    return f"({SUPERSEDED_NOTE} " in text


_STRUCK_RE = re.compile(r"^\W{0,4}~~[^~].*~~\W{0,4}$", re.DOTALL)


def is_struck(text: str) -> bool:
    """The whole statement is crossed out (`~~old fact~~`): the writer retired it."""
    return bool(_STRUCK_RE.match(text.strip()))


# An open todo ("[ ] Update …", "- [ ] Migrate from A to B") is a plan: nothing changed yet.
_OPEN_TODO_RE = re.compile(r"^\W{0,3}\[\s\]")
# A stamp saying when the file was edited ("Updated: 2026-11-02", "Last updated 2026-11"): a date, no change.
_STAMP_RE = re.compile(rf"\b(?:last\s+)?updated\s*(?:on|at)?\s*[:：]?\s*\**\s*(?P<date>{_DATE})", re.IGNORECASE)
# A table cell naming a direction, pair or route, not a change: the row's key ("| 盐田 Yantian → Rotterdam | 40HQ |")
# or a short label both ends anywhere in the row ("중→한", "EN→KO", "日→英").
_LABEL_ARROW_RE = re.compile(r"^\s*[^\s→]{1,3}\s*(?:→|->|=>|⇒)\s*[^\s→]{1,3}\s*$")

# "route: 東成 → 生野 → 天王寺", "draft → review → merge": a chain of arrows is a sequence, not a change
_CHAINED_ARROW_RE = re.compile(r"\s*(?:→|->|=>|⇒)")


def _table_label(text: str, start: int, end: int) -> bool:
    """The arrow match at text[start:end] is in a table row's first cell (cells joined by " ; "), or fills
    a cell that is a short label."""
    if " ; " not in text:
        return False
    cell_start = text.rfind(" ; ", 0, start)
    cell_start = 0 if cell_start < 0 else cell_start + 3
    cell_end = text.find(" ; ", end)
    cell = text[cell_start:len(text) if cell_end < 0 else cell_end]
    return cell_start == 0 or bool(_LABEL_ARROW_RE.match(cell))


def _arrow_is_change(text: str, dated: bool) -> bool:
    """An arrow says "changed from A to B" only with change wording around it (a marker, a change verb,
    "from", a date, a handover: 인수인계, 移交), with numbers on both ends, or in a dated entry (a log
    section or file per date); otherwise it is notation:
    a data flow, a mapping, "entry → stop price" (realdata27 repro 16: record formats and routing rules
    read as moves gave conflicts and stale marks)."""
    if dated or any(any(c.isdigit() for c in m.group("old")) and any(c.isdigit() for c in m.group("new"))
                    for m in _ARROW_RE.finditer(text)):
        return True             # a dated entry, or numbers on both ends: "1,000 → 3,000", "MySQL 8 → PostgreSQL 16"
    return bool(_MARKERS_EN.search(text) or _MARKERS_CJK.search(text) or _CHANGE_VERB_RE.search(text)
                or _ARROW_CHANGE_RE.search(text) or _FROM_WORD_RE.search(text) or _INLINE_DATE_RE.search(text))


def change_of(text: str, dated: bool = False) -> Change:
    """The temporal evidence in one statement; `dated`: it is an entry of a dated log (an arrow there
    is a change)."""
    if is_marked_superseded(text) or is_struck(text):     # the old side, whatever words it holds
        return Change(retired=True)
    change = Change()
    found = _INLINE_DATE_RE.search(text)
    if found:
        change.date = found.group(1)
    if _OPEN_TODO_RE.match(text):
        return change
    text = _STAMP_RE.sub(r"\g<date>", text)
    arrows = _arrow_is_change(text, dated) if "→" in text or ">" in text or "⇒" in text else False
    for pattern in (_FROM_TO_RE, _ARROW_RE, _REPLACED_RE, _KO_MOVE_RE, _ZH_MOVE_RE, _JA_MOVE_RE, _JA_FROM_RE):
        if pattern is _ARROW_RE and not arrows:
            continue
        for m in pattern.finditer(text):
            if pattern is _FROM_TO_RE and not _CHANGE_VERB_RE.search(text):
                continue
            if pattern is _ARROW_RE and (not (_VALUE_LIKE_RE.search(m.group("old"))
                                                  and _VALUE_LIKE_RE.search(m.group("new").split()[0]))
                                         or _table_label(text, m.start(), m.end())
                                         or _CHAINED_ARROW_RE.match(text, m.end())):
                continue
            change.old.append(m.group("old").strip())
            if m.group("new"):
                change.new.append(m.group("new").strip())
    for pattern in _GONE_RES:
        for m in pattern.finditer(text):
            if _person_like(m.group("old").strip(), text[m.end("old"):m.end("old") + 2]):
                change.gone.append(m.group("old").strip())
    for m in _RETIRED_RES[0].finditer(text):
        name = m.group("old")
        sentence_start = not text[:m.start()].strip() or text[:m.start()].rstrip()[-1:] in ".;:!?—-"
        if " " in name or m.group("noun") or not sentence_start or any(c.isupper() or c.isdigit() for c in name[1:]):
            change.gone.append(name.strip())
    for pattern in _RETIRED_RES[1:]:
        change.gone += [m.group("old").strip() for m in pattern.finditer(text)]
    change.gone = list(dict.fromkeys(change.gone))
    change.old += change.gone
    for pattern in (_OFF_RE, _NO_LONGER_RE, _WAS_RE, _NOT_ANYMORE_RE, _ZH_REPLACED_RE, *_CJK_NO_LONGER_RES):
        for m in pattern.finditer(text):
            if m.group("old"):
                change.old.append(m.group("old").strip())
    change.past = [m.group("old").strip() for m in _USED_TO_RE.finditer(text)]
    change.ended = [m.group("old").strip() for m in _UNTIL_RE.finditer(text)]
    change.past += change.ended
    change.old += change.past
    change.markers = [m.group(1).casefold() for m in _MARKERS_EN.finditer(text)] + \
        [m.group(1) for m in _MARKERS_CJK.finditer(text)]
    if change.temporal and _WAS_RE.search(text):
        change.aside = not change_of(_WAS_RE.sub(" ", text), dated).temporal
    return change


def scoped(change: Change, other_words: set[str], other_text: str) -> Change:
    """The change as evidence about another statement: an aside naming an old value ("the product
    Atlas (formerly called Orbit)", "（以前叫 Orbit）") retires that value only, so it says nothing of
    a statement that does not hold it ("The user prefers short answers"): no change then (its date kept)."""
    if not change.aside or leaves(change, other_words, other_text):
        return change
    return Change(date=change.date)


def change_of_statement(statement: Statement) -> Change:
    """`change_of` once per statement (cached with it)."""
    found = statement.cache.get("change")
    if not isinstance(found, Change):
        found = statement.cache["change"] = change_of(statement.own_text(), statement.dated_entry())
    return found


_HAN_NAME_RE = re.compile(f"[{HAN}]{{2,4}}")


def leaves(change: Change, other_words: set[str], other_text: str = "") -> str | None:
    """The old value of `change` the other statement still says, if any ("PostgreSQL"; "04:00" in
    "새벽 4시에 돈다": typed values compare in any wording)."""
    for old in change.old:
        keys = _keys(old)
        if keys and keys <= other_words:
            return old
        if other_text and says_value(old, other_text) and not any(says_value(new, other_text) for new in change.new):
            return old
        # a multi-word span: most of its words
        if len(keys) > 1 and len(keys & other_words) * 2 > len(keys):
            return old
        if other_text and written_in(old, other_text):     # 박재원 in "Park Jae-won", Kim Do-yoon in 김도윤
            return old
        if other_text and _HAN_NAME_RE.fullmatch(old.strip()) and old.strip() in other_text:
            return old                                     # 老周 in "冷库钥匙：老周保管" (Han words run together)
    return None


def statement_words(text: str) -> set[str]:
    """The comparison keys of a statement's words (two letters or more, or a number)."""
    return set(_statement_keys(text))


@lru_cache(maxsize=TEXT_CACHE)
def _statement_keys(text: str) -> frozenset[str]:
    return frozenset(_keys(text))


# How strong the evidence that one side is newer is: a value the other still says left, or a line
# crossed out (4); change wording on one side only (3); two dates (2); a dated note against a
# statement that states no date (1: a daily log or session note is newer than an undated topic
# line); none (0).
EVIDENCE_LEFT, EVIDENCE_WORDING, EVIDENCE_DATE, EVIDENCE_DATED, EVIDENCE_NONE = 4, 3, 2, 1, 0


def judge_current(text_a: str, text_b: str, change_a: Change, change_b: Change,
                  date_a: str | None, date_b: str | None) -> tuple[str | None, str, int]:
    """("a" | "b" | None, the reason, the evidence's strength) for which of two statements holds now."""
    if change_a.retired != change_b.retired:
        side, old = ("b", "a") if change_a.retired else ("a", "b")
        how = "marked superseded" if is_marked_superseded(text_a if old == "a" else text_b) else "crossed out"
        return side, f"{old} is {how}", EVIDENCE_LEFT
    left_a = leaves(change_a, statement_words(text_b), text_b)
    left_b = leaves(change_b, statement_words(text_a), text_a)
    if left_a and not left_b:
        return "a", f"it says {left_a} was left", EVIDENCE_LEFT
    if left_b and not left_a:
        return "b", f"it says {left_b} was left", EVIDENCE_LEFT
    if change_a.past_only != change_b.past_only:      # "used to …": about the past, the other holds now
        side, past = ("b", "a") if change_a.past_only else ("a", "b")
        said = "it held 'until' a date" if (change_a if past == "a" else change_b).ended else "'used to'"
        return side, f"{past} says {said}", EVIDENCE_WORDING
    if change_a.temporal != change_b.temporal:
        side, change = ("a", change_a) if change_a.temporal else ("b", change_b)
        word = change.markers[0] if change.markers else "moved"
        return side, f"says {word!r}", EVIDENCE_WORDING
    by_date = newer_side(date_a, date_b)
    if by_date is not None:
        newer, older = (date_a, date_b) if by_date == "a" else (date_b, date_a)
        return by_date, f"{newer} vs {older}", EVIDENCE_DATE
    if bool(date_a) != bool(date_b):
        side = "a" if date_a else "b"
        return side, f"dated {date_a or date_b}; the other states no date", EVIDENCE_DATED
    return None, "dates equal or unknown", EVIDENCE_NONE

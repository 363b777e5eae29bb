"""Threat scan of memory text: prompt injection, hijack, deception, exfiltration, secrets, hidden text.

Memory files are pasted into every later prompt, so a poisoned line is a standing prompt injection.
The patterns follow Hermes' scanner (`docs/memory-engines.md` §4.1) with the same design rule:
anchor on attack *behaviour* (what the text makes the agent do: leak, hide, obey a new master), not on
bossy English — "you must run the tests" in AGENTS.md is legitimate. English and Korean.

- Patterns run on NFKC-normalised text (full-width and compatibility forms folded), one logical
  line at a time (soft-wrapped continuation lines are joined, so a phrase split over two lines is
  still seen); a match is reported at the raw line and column where it starts.
- Invisible and bidi characters are found on the *raw* text (NFKC may remove them), with column.
- Each pattern has cheap `needles`: a file whose folded text contains none of them skips the regex.
- A few patterns have a negation guard: "never ask … without telling the user" is a rule, not an
  attack, so a sentence that starts by forbidding the behaviour does not fire.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Iterator

from memtui.core.lint.threat_controls import CONTROL_PATTERNS
from memtui.core.lint.threat_decode import disguised_forms, may_be_disguised
from memtui.core.lint.threat_misreport import MISREPORT_PATTERNS
from memtui.core.lint.threat_trust import TRUST_PATTERNS
from memtui.core.lint.threat_patterns import NEG, KO_NEG_SUFFIX, THREAT_RULES, INTENT_PATTERNS, ThreatPattern
from memtui.core.lint.threat_secrets import SECRET_PATTERNS, accept_secret, mask_secrets
from memtui.core.lint.threat_unicode import (
    CJK_CHAR_RE,
    INVISIBLE_RE,
    char_name,
    is_invisible,
    suspicious_invisibles,
    visible_invisibles,
)

__all__ = ["INVISIBLE_RE", "PATTERNS", "THREAT_RULES", "ThreatHit", "char_name", "is_invisible", "scan_text",
           "visible_invisibles"]

PATTERNS: list[ThreatPattern] = (INTENT_PATTERNS + CONTROL_PATTERNS + MISREPORT_PATTERNS + TRUST_PATTERNS
                                 + SECRET_PATTERNS)
ALL_NEEDLES = tuple(sorted({n for p in PATTERNS for n in p.needles}))
ASCII_NEEDLES = tuple(n for n in ALL_NEEDLES if n.isascii())     # all an ASCII text can contain

_LOCAL_TARGET = re.compile(r"\b(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])\b|(?:^|\s):\d{2,5}\b")
_REMOTE_URL = re.compile(r"(?:https?|ftp)://(?!localhost\b|127\.0\.0\.1\b|0\.0\.0\.0\b|\[::1\])")


_DEVICE_MODE = re.compile(r"^\W*(?:in|on|of|for|under|via)\s+(?!you\b|your\b|yourself\b)(?:the\s+|your\s+"
   r"|my\s+)?\w+", re.IGNORECASE)
# "In Discord, open User Settings, Advanced, and turn on Developer Mode": a developer mode reached through an app's
# settings is a product setting; one that frees the agent of its rules ("enable developer mode: no filters") is not.
_SETTINGS_PATH = re.compile(r"\b(?:settings|preferences|advanced|options|menu|toggle|tap|click|app|phone|device|android"
                            r"|ios|iphone|browser|chrome|firefox|discord|slack|telegram|windows|macos|bios|console)\b",
                            re.IGNORECASE)
_LIFTED_LIMITS = re.compile(r"\b(?:you|your(?:self)?|rules?|restrict\w*|filters?|limits?|guardrails?|policy|policies"
                            r"|refus\w*|uncensored|unrestricted|anything|ignore|no\s+longer)\b", re.IGNORECASE)
# "The user should not notice any difference from talking to that specialist": a seamless hand-off, not a secret.
_UX_OBJECT = re.compile(r"^\W*(?:\w+\W+){0,2}?(?:difference|delay|lag|latency|seams?|glitch\w*|interruptions?"
                        r"|hand-?offs?|transitions?|downtime|flicker\w*|loading|spinner|hiccups?)\b", re.IGNORECASE)
_DATA_FLOW = re.compile(r"\b(?:send|sent|forward|upload|copy|copie|exfil|post|sync|transfer|mirror|key|token|secret"
                        r"|password|credential|https?|curl|wget|log(?:s|ged|ging)?|record)\w*", re.IGNORECASE)
_KEY_ROTATION = re.compile(r"\brotat(?:e|ing|ion)\b|\bremove\s+the\s+old\b|교체|轮换|ローテーション", re.IGNORECASE)

# --- hidden HTML --------------------------------------------------------------------------------

# An HTML comment, or a markdown one: a link definition no renderer shows ("[//]: # (…)", "[x]: <> (…)",
# anywhere on a line for the "[//]" label), a link title (shown only on hover, in a definition or inline),
# an image's alt text (not shown when the image loads), or an element a reader does not see unfolded
# (<noscript>, <template>, a collapsed <details>).
_HTML_COMMENT = re.compile(r"<!--(.*?)(?:-->|\Z)|^[ \t]*\[[^\]\n]*\]:[ \t]*(?:#|<>)[ \t]*\((.*)\)[ \t]*$"
                           r"|^[ \t]*\[[^\]\n]+\]:[ \t]*\S+[ \t]+\"(.*)\"[ \t]*$"
                           r"|\[//\]:[ \t]*(?:#|<>)[ \t]*(?:\(([^\n]*)\)|\"([^\n]*)\")"
                           r"|\]\([^()\s]*[ \t]+\"([^\"\n]+)\"\)|!\[([^\]\n]{12,})(?=\]\()"
                           r"|<(noscript|template|details)\b[^>]*>(.*?)</\8>"
                           r"|<[a-z]+\b[^>]*\s(?:alt|aria-label|title)\s*=\s*\"([^\"\n]{12,})\"",
                           re.DOTALL | re.MULTILINE | re.IGNORECASE)
_COMMENT_DIRECTIVE = re.compile(
    r"(?<![\w:-])(?:ignore|disregard|override|forget)\b|\bsystem\s+(?:prompt|message|instruction|note|override)"
    r"|(?<![\w:-])secret(?:ly)?\b|(?<![\w:-])hidden\b|\binstructions?\s+(?:for|to)\s+(?:the\s+)?(?:ai|agent|assistant|model|llm|claude|bot)"
    r"|^\s*(?:ai|agent|assistant|model|llm|claude|gpt|chatgpt)\s*[:,]|\b(?:dear|hey|attention)\s+(?:ai|agent|assistant|model|llm|claude)\b"
    r"|\byou\s+(?:must|should|will|are\s+(?:now|to))\b|\bdo\s+not\s+(?:tell|show|reveal|mention)|\bcurl\b|\bwget\b"
    r"|\b(?:quietly|silently)\b|\b(?:note|message|instructions?)\s+(?:for|to)\s+(?:the\s+)?(?:llms?|ai|agents?|assistants?|models?)\b"
    r"|\b(?:agents?|llms?|ai|assistants?)[\s-]+only\b|\bautomated\s+(?:readers?|agents?)\b"
    r"|\b(?:agent|assistant|ai|llm)\s+(?:instructions?|directives?|notes?)\s*[:：]|\bdecode\s+and\s+(?:obey|follow|run|execute|apply)|\bnever\s+(?:mention|tell|ask)"
    r"|\bskip\s+(?:all\s+)?(?:confirmations?|approvals?)|\bnc\s+\d|/bin/(?:ba)?sh\b|\bcat\s+~"
    r"|(?:무시|지시|시스템\s*프롬프트|사용자에게\s*(?:알리지|말하지)|몰래|悄悄|忽略|こっそり|無視)"
    r"|\b(?:ai|agents?|assistants?|llms?|models?)\s+(?:reading|that\s+reads?|who\s+reads?)\b"
    r"|(?<![a-z])(?:ai|agent|assistant|claude)\s*(?:へ|에게|는\s*이|[:：])|(?:エージェント|アシスタント|에이전트|어시스턴트)\s*(?:へ|向け|에게|[:：])"
    r"|(?:읽는|보는)\s*(?:AI|에이전트|어시스턴트)"
    # addressed to a machine reader: "For AI agents:", "To any LLM:", "If you are an AI model, …", "AI 전용:",
    # "AIエージェント専用", "仅供代理阅读", "给 AI 助手：", "에이전트는 …", "エージェントは …", "[agent-directive]:"
    r"|\b(?:for|to)\s+(?:the\s+|any\s+|all\s+)?(?:ai\s+)?(?:ai|llms?|agents?|assistants?|models?|bots?)\s*[:：]"
    r"|\bif\s+you(?:'re|\s+are)\s+(?:an?\s+)?(?:ai|llm|(?:large\s+)?language\s+model|agent|assistant|bot)\b"
    r"|\bautomated\s+(?:reviewers?|tools?|systems?|assistants?)\b"
    r"|\b(?:agent|assistant|ai|llm|bot|model)[-_](?:instructions?|directives?|notes?)\b"
    r"|(?:ai|에이전트|어시스턴트|エージェント|アシスタント|代理|智能体|助手|模型)\s*(?:전용|専用|专用|向け)"
    r"|仅供\s*(?:ai|代理|智能体|助手|模型)|给\s*(?:ai|智能体|代理|助手|模型)|^\s*(?:模型|智能体|代理|助手)\s*[:：]"
    r"|(?:에이전트|어시스턴트)\s*(?:는|은)\s|(?:エージェント|アシスタント)\s*は"
    # what a hidden note asks that a visible one would not: leave something out, skip review, force-push
    r"|\bomit\s+(?:any\s+)?mention|\bno\s+(?:pr|review|approval)s?\s+(?:needed|required)|\bpush\b.{0,30}--force",
    re.IGNORECASE,
)
_TAG_SPLIT = re.compile(r"<!--|-->|<[^!>][^>]*>")
_LINK_LABEL = re.compile(r"^[ \t]*\[([^\]\n]+)\]:")   # a link definition's label: "[agent-directive]: <> \"…\""
_HIDDEN_ELEMENT = re.compile(
    r"<(?:div|span|p|section|font|details|a|img|b|i|small|mark)\b[^>]*\bstyle\s*=\s*[\"'][^\"']*"
    r"(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px|em|pt|rem)?\s*(?:;|[\"'])|opacity\s*:\s*0(?:\.0+)?\s*(?:;|[\"'])"
    r"|color\s*:\s*(?:transparent|rgba\([^)]*,\s*0\s*\))|(?:height|width)\s*:\s*0(?:px)?\s*(?:;|[\"']))"
    r"|<(?:div|span|p|section)\b[^>]*\s(?:hidden|aria-hidden\s*=\s*[\"']true[\"'])(?:\s|>|/)"
    r"|<(?:div|span|p|section)\b[^>]*\bstyle\s*=\s*[\"'][^\"']*(?:left|top)\s*:\s*-\d{3,}px"
    r"|<font\b[^>]*\bcolor\s*=\s*[\"']?(?:white|#fff(?:fff)?)\b"
    r"|<script\b[^>]*\btype\s*=\s*[\"'][^\"']*(?:agent|ai|llm|instruction|prompt)"
    r"|\bstyle\s*=\s*[\"'][^\"']*(?<![-\w])color\s*:\s*(?:white|#fff(?:fff)?)\s*;\s*background(?:-color)?\s*:\s*(?:white|#fff(?:fff)?)\b",
    re.IGNORECASE,
)


# --- scanning -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class ThreatHit:
    """A threat found in a text: rule id, pattern name, 1-based line and column, the matched text."""

    rule: str
    name: str
    line: int
    column: int
    excerpt: str
    end_line: int | None = None
    detail: str = ""                # why: the semantic layer's scores and nearest exemplars
    context: str | None = None      # threat_context.FENCED / QUOTE / SECURITY_DOC: describes an attack
    # the semantic layer alone flagged it, and its two judges disagree (nearer to benign exemplars than to attacks)
    # or only the statement without its leading label reads as an attack ("Leak detection: we acoustic-log …")
    tentative: bool = False
    # the semantic layer alone flagged it: no pattern rule matched its lines, it is not in hidden HTML or a disguise
    lone: bool = False

    @property
    def severity(self) -> str:
        """error when the line instructs the agent and a pattern (or hidden HTML, or a disguise) is evidence of it;
        info when it sits in code, a quote, a security doc, a rendered conversation turn, or (identity statements)
        a persona file; warning when it is tentative (only the classifier calls it an attack while its nearest
        exemplars are benign ones, or only the statement without its leading label reads as one) or when the
        semantic layer alone found it (`threat_scan.ThreatScanner` argues why): shown, but it does not fail
        `memtui lint`."""
        if self.context:
            return "info"
        return "warning" if self.tentative or self.lone else "error"


_CONTINUATION_BREAK = re.compile(r"^\s*(?:[-*+]\s|\d+[.)]\s|#|\||>|```|~~~|<)")


def _logical_lines(lines: list[str]) -> Iterator[tuple[list[int], str]]:
    """Join soft-wrapped continuation lines: (line indexes, joined raw text)."""
    group: list[int] = []
    for i, raw in enumerate(lines):
        if group and raw.strip() and not _CONTINUATION_BREAK.match(raw) and lines[group[-1]].strip():
            group.append(i)
            continue
        if group:
            yield group, " ".join(lines[j] for j in group)
        group = [i] if raw.strip() else []
    if group:
        yield group, " ".join(lines[j] for j in group)


def _normalise(text: str) -> tuple[str, list[int]]:
    """NFKC text and, for each normalised char, the raw offset it came from."""
    if text.isascii():
        return text, list(range(len(text)))
    norm = unicodedata.normalize("NFKC", text)
    if len(norm) == len(text):
        return norm, list(range(len(text)))
    pieces, offsets = [], []
    for i, ch in enumerate(text):
        piece = unicodedata.normalize("NFKC", ch)
        pieces.append(piece)
        offsets.extend([i] * len(piece))
    joined = "".join(pieces)
    if len(joined) != len(norm):   # composition across chars: fall back to per-char folding
        norm = joined
    return norm, offsets


def _negated(prefix: str) -> bool:
    """The sentence before a match forbids the behaviour ("never …", "do not …")."""
    sentence = re.split(r"[.!?;:。]\s|\n", prefix)[-1]
    recent = " ".join(sentence.split()[-8:])
    return re.search(NEG, recent, re.IGNORECASE) is not None


def _ko_negated(suffix: str) -> bool:
    sentence = re.split(r"[.!?;。]\s|\n", suffix)[0]
    return re.search(KO_NEG_SUFFIX, sentence) is not None


# A Chinese or Japanese sentence that forbids what it names: "别 / 不要 / 禁止 … X", "X はしないこと / しないで",
# "X 하지 말 것" (the Korean suffixes are KO_NEG_SUFFIX); the clause ends at a comma or a full stop.
_CJK_NEG_BEFORE = re.compile(r"别|不要|禁止|不得|切勿|勿|不能|不可|不准")
_CLAUSE_END = re.compile(r"[。；，、,;!?！？]|[.]\s")
_CJK_NEG_AFTER = re.compile(KO_NEG_SUFFIX + r"|^.{0,12}?(?:しない|してはいけない|しては(?:いけ|なら)ない|禁止|厳禁)")


def _cjk_negated(norm: str, match: re.Match[str]) -> bool:
    """In a CJK sentence, the clause that ends with the match forbids it, before or after the verb."""
    if not CJK_CHAR_RE.search(norm):
        return False
    clause = _CLAUSE_END.split(norm[: match.end()])[-1]
    after = _CLAUSE_END.split(norm[match.end():])[0]
    return _CJK_NEG_BEFORE.search(clause) is not None or _CJK_NEG_AFTER.search(after) is not None


def _position(groups: list[int], lines: list[str], raw_offset: int) -> tuple[int, int]:
    """(0-based line index, 0-based column) of an offset in a joined logical line."""
    for index in groups:
        length = len(lines[index])
        if raw_offset <= length:
            return index, raw_offset
        raw_offset -= length + 1
    return groups[-1], 0


def scan_text(text: str, rules: set[str] | None = None) -> list[ThreatHit]:
    """Every threat in `text` (the rules in `rules`, or all), at most one hit per rule and line."""
    want = (lambda rule: True) if rules is None else rules.__contains__
    lines = text.split("\n")
    hits: list[ThreatHit] = []
    seen: set[tuple[str, int]] = set()

    def add(rule: str, name: str, index: int, column: int, excerpt: str, end_index: int | None = None) -> None:
        if (rule, index) in seen:
            return
        seen.add((rule, index))
        end = end_index + 1 if end_index is not None and end_index != index else None
        hits.append(ThreatHit(rule, name, index + 1, column + 1, mask_secrets(excerpt.strip())[:120], end))

    if want("threat.invisible-unicode") and INVISIBLE_RE.search(text):
        for index, raw in enumerate(lines):
            if raw.isascii() or not INVISIBLE_RE.search(raw):
                continue
            suspicious = suspicious_invisibles(raw)
            if suspicious:
                found = sorted({f"U+{ord(raw[i]):04X}" for i in suspicious})
                shown = ", ".join(found[:6]) + (f" (+{len(found) - 6} more)" if len(found) > 6 else "")
                add("threat.invisible-unicode", shown, index, suspicious[0], char_name(raw[suspicious[0]]))

    units = [(groups, joined, False) for groups, joined in _logical_lines(lines)]
    if may_be_disguised(text):
        units += [(groups, form, True) for groups, joined, _ in list(units) for form in disguised_forms(joined)]
    decoded = " ".join(form for _, form, disguised in units if disguised)
    everything = text + decoded
    folded_all = (everything if everything.isascii() else unicodedata.normalize("NFKC", everything)).casefold()
    present = [n for n in (ASCII_NEEDLES if folded_all.isascii() else ALL_NEEDLES) if n in folded_all]
    active = [p for p in PATTERNS if want(p.rule) and not p.needle_set.isdisjoint(present)]
    needles = [n for n in present if any(n in p.needle_set for p in active)]
    for groups, joined, disguised in units if active else []:
        norm, offsets = _normalise(joined)
        folded = norm.casefold()
        here = {n for n in needles if n in folded}
        if not here:
            continue
        for pattern in active:
            if pattern.needle_set.isdisjoint(here):
                continue
            if pattern.requires is not None and not pattern.requires.search(norm):
                continue
            match = next((m for m in pattern.regex.finditer(norm) if _accept(pattern, m, norm)), None)
            if match is None:
                continue
            if disguised:        # found under a disguise (leetspeak, look-alikes, base64, ROT13): the line
                add(pattern.rule, f"{pattern.name} (decoded)", groups[0], 0, match.group(0), groups[-1])
                continue
            raw_start = offsets[match.start()] if match.start() < len(offsets) else 0
            raw_end = offsets[max(match.end() - 1, 0)] if match.end() - 1 < len(offsets) else raw_start
            index, column = _position(groups, lines, raw_start)
            end_index, _ = _position(groups, lines, raw_end)
            add(pattern.rule, pattern.name, index, column, match.group(0), end_index)

    if want("threat.hidden-html") and ("<" in text or "]:" in text or "](" in text):
        for match in _HTML_COMMENT.finditer(text):
            body = match.group(9) if match.group(8) else next(g for g in match.groups() if g is not None)
            pieces = _TAG_SPLIT.split(unicodedata.normalize("NFKC", body)) if match.group(8) else [body]
            label = _LINK_LABEL.match(match.group(0))
            if label:
                pieces.append(label.group(1))
            if any(_COMMENT_DIRECTIVE.search(unicodedata.normalize("NFKC", piece)) for piece in pieces):
                index = text.count("\n", 0, match.start())
                column = match.start() - (text.rfind("\n", 0, match.start()) + 1)
                end_index = text.count("\n", 0, match.end())
                add("threat.hidden-html", "html_comment_injection", index, column, match.group(0), end_index)
        for index, raw in enumerate(lines):
            if "<" in raw:
                hidden = _HIDDEN_ELEMENT.search(unicodedata.normalize("NFKC", raw))
                if hidden:
                    add("threat.hidden-html", "hidden_element", index, hidden.start(), hidden.group(0))
    hits.sort(key=lambda h: (h.line, h.column, h.rule))
    return hits


def _product_setting(norm: str, match: re.Match[str]) -> bool:
    """A developer mode switched on in a product's settings ("in Discord, open User Settings, Advanced, and turn on
    Developer Mode"; "enable developer mode on the phone"), with no word of lifted rules in its sentence."""
    if "developer" not in match.group(0).casefold():
        return False
    start = max(norm.rfind(". ", 0, match.start()), norm.rfind("\n", 0, match.start())) + 1
    end = norm.find(". ", match.end())
    sentence_before, after = norm[start:match.start()], norm[match.end():end if end >= 0 else len(norm)]
    if _LIFTED_LIMITS.search(sentence_before + " " + after):
        return False
    return _DEVICE_MODE.search(after) is not None or _SETTINGS_PATH.search(sentence_before) is not None


def _accept(pattern: ThreatPattern, match: re.Match[str], norm: str) -> bool:
    """Post-checks a regex cannot express: negation guards and secret-likeness of literals."""
    if pattern.negatable:
        if _negated(norm[: match.start()]):
            return False
        if re.search(r"[\uac00-\ud7a3]", match.group(0)) and _ko_negated(norm[match.end():]):
            return False
        if pattern.rule == "threat.read-secrets" and _cjk_negated(norm, match):
            return False        # "排查时别 `cat .env`", "`cat .env` はしないこと", "`cat .env` 하지 말 것"
    if pattern.name == "ko_hide" and _ko_negated(norm[match.end():]) and "몰래" not in match.group(0):
        return False
    if pattern.rule == "threat.exfiltration" and _LOCAL_TARGET.search(norm) and not _REMOTE_URL.search(norm):
        return False            # sending to this machine is not exfiltration
    if pattern.name == "unlock_mode" and _product_setting(norm, match):
        return False            # "enable developer mode in Discord / on the phone": a product setting
    if pattern.name == "user_must_not_know" and _UX_OBJECT.search(norm[match.end():]) and not _DATA_FLOW.search(norm):
        return False            # "the user should not notice any difference": a seamless hand-off
    if pattern.name in ("authorized_keys_write", "ko_authorized_keys", "remote_hook_or_key") and _KEY_ROTATION.search(
            norm):
        return False            # rotating one's own deploy key is a runbook step
    if pattern.name == "authorized_keys_write" and (_negated(re.split(r"[;,]", norm[: match.end()])[-1])
                                                    or _cjk_negated(norm, match)):
        return False            # "…; never edit authorized_keys by hand": the clause that names the file forbids it
    if pattern.name == "port_open_to_world" and re.search(NEG, match.group(0), re.IGNORECASE):
        return False            # "open 22 to the VPN range, never to 0.0.0.0/0": the clause forbids it
    if pattern.rule == "threat.hardcoded-secret":
        return accept_secret(pattern, match)
    return True

"""The intent patterns of the threat scan (prompt injection, hijack, deception, exfiltration, …).

Anchored on attack *behaviour* (what the text makes the agent do: leak, hide, obey a new master), not
on bossy English. Each pattern has cheap `needles` (casefolded substrings one of which every match
contains) and optional guards (`negatable`, `requires`); `threats.scan_text` runs them. Secret shapes
live in `threat_secrets`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# --- patterns ----------------------------------------------------------------------------------

def fill(words: int) -> str:
    """A bounded filler of up to `words` words between key words (bounded: no regex blow-up)."""
    return rf"(?:\W+\w+){{0,{words}}}?\W+"


GAP = fill(8)
SHORT = fill(3)
KO_GAP = r"(?:\s*\S+){0,4}?\s*"        # Korean: up to 4 spaced words
NEG = r"\b(?:never|not|don'?t|doesn'?t|do\s+not|must\s+not|mustn'?t|should\s+not|shouldn'?t|avoid|no)\b"
KO_NEG_SUFFIX = r"(?:지\s*(?:마|말|않)|금지|안\s*된다|하면\s*안)"

SECRET_FILE = (
    r"(?:\.env(?![\w.-]*(?:example|sample|template|dist|defaults?)\b)(?![\w-])"
    r"|\.ssh/(?:(?!config\b|known_hosts\b)[\w.-]+|(?=[\s'\"`]|$))|\.ssh(?=[\s'\"`|;)]|$)|\.config/gh/hosts\.ya?ml|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|\.aws/credentials|\bcredentials\.json\b|\.netrc\b|\.pgpass\b|\.npmrc\b|\.pypirc\b"
    r"|\.git-credentials\b|\.docker/config\.json|\.kube/config\b|\.hermes/\.env|/etc/shadow\b|\.gnupg/)"
)
SECRET_THING = (
    r"(?:secrets?|api[\s_-]?keys?|(?:access|auth|session|bearer)?\s*tokens?|passwords?|passwd|credentials?"
    r"|private\s+keys?|ssh\s+keys?|cookies|env(?:ironment)?\s+var(?:iable)?s|\.env(?:\s+file)?"
    r"|conversation(?:\s+history)?|chat\s+(?:history|logs?)|transcripts?|previous\s+messages|system\s+prompt"
    r"|(?:full|entire|whole)\s+context|memory\s+files?|MEMORY\.md|USER\.md|user(?:'s)?\s+(?:data|files|profile)"
    r"|personal\s+data|source\s+code|database\s+dump|contents?\s+of\s+\S+|[\w~./$-]*?" + SECRET_FILE + ")"
)
SECRET_VAR = (r"\$(?:env:)?\{?[A-Za-z_][A-Za-z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIALS?"
              r"|PAT)S?\}?(?![A-Za-z0-9_])")
AGENT_FILE = (
    r"(?:AGENTS\.md|CLAUDE(?:\.local)?\.md|GEMINI\.md|SOUL\.md|IDENTITY\.md|\.cursorrules|\.clinerules"
    r"|\.windsurfrules|copilot-instructions\.md|\.hermes/config\.ya?ml|\.claude/settings(?:\.local)?\.json"
    r"|\.codex/config\.toml)"
)
SECRET_NEEDLES = (".env", ".ssh", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", ".aws", "credentials", ".netrc",
                  ".pgpass", ".npmrc", ".pypirc", ".git-credentials", ".docker", ".kube", ".hermes", "shadow", ".gnupg")
AGENT_NEEDLES = ("agents.md", "claude", "gemini.md", "soul.md", "identity.md", "cursorrules", "clinerules",
                 "windsurfrules", "copilot-instructions", ".hermes", ".codex")
ATTACK_MARKER = (
    r"(?:silently|secretly|quietly|covertly|without\s+(?:telling|asking|informing|notifying)"
    r"|(?:every|all|each)\s+(?:future\s+|later\s+|new\s+)?(?:sessions?|conversations?|runs?|agents?)"
    r"|persist(?:ent(?:ly)?)?|permanent(?:ly)?|hidden|invisible|<!--|\bcurl\b|\bwget\b|https?://"
    r"|\bdisable\b|\bbypass\b|auto-?approve|skip\s+(?:the\s+)?(?:approval|review|confirmation|permission|safety)"
    r"|dangerously|--yolo|bypassPermissions|skip-permissions|backdoor|ignore\s+(?:all|previous|prior)"
    r"|never\s+(?:ask|tell|mention|confirm)|몰래|모르게|모든\s*세션|영구|숨겨|승인\s*없이|확인\s*없이|우회|비활성화)"
)


@dataclass(frozen=True)
class ThreatPattern:
    """One regex of one threat rule."""

    rule: str                  # the finding's rule id, e.g. "threat.prompt-injection"
    name: str                  # the pattern's own name, shown in the message
    regex: re.Pattern[str]
    needles: tuple[str, ...]   # casefolded substrings, one of which every match contains
    negatable: bool = False    # a sentence that forbids the behaviour ("never … ") does not fire
    requires: re.Pattern[str] | None = None   # the logical line must also match this
    needle_set: frozenset[str] = frozenset()


def _p(rule: str, name: str, pattern: str, needles: tuple[str, ...], *, negatable: bool = False,
       requires: str | None = None) -> ThreatPattern:
    flags = re.IGNORECASE | re.UNICODE
    folded = tuple(n.casefold() for n in needles)
    return ThreatPattern(
        f"threat.{rule}", name, re.compile(pattern, flags), folded,
        negatable, re.compile(requires, flags) if requires else None, frozenset(folded),
    )


THREAT_RULES: dict[str, str] = {
    "threat.prompt-injection": "instructions that tell the agent to drop its previous instructions or safety rules",
    "threat.role-hijack": "text that gives the agent a new identity or an unrestricted mode",
    "threat.deception": "instructions to hide things from the user or deceive them",
    "threat.system-prompt": "system-prompt override, fake system/role tags, or leaking the system prompt",
    "threat.exfiltration": "sending secrets, files or the conversation to a URL or another host",
    "threat.read-secrets": "reading secret files (.env, credentials, SSH keys, …)",
    "threat.backdoor": "SSH backdoors and remote shells (authorized_keys writes, reverse shells/tunnels), security"
                       " checks turned off for good",
    "threat.agent-config": "covert edits to agent configuration (AGENTS.md, CLAUDE.md, .cursorrules, …)",
    "threat.hardcoded-secret": "an API key, token, password or private key written into memory",
    "threat.hidden-html": "HTML comments or hidden elements that carry instructions for the agent",
    "threat.invisible-unicode": "invisible or bidi Unicode characters (zero-width, BOM, bidi overrides, tags)",
}

INTENT_PATTERNS: list[ThreatPattern] = [
    # --- prompt injection -----------------------------------------------------------------------
    _p("prompt-injection", "ignore_previous",
       r"\b(?:ignore|disregard|forget|discard|abandon|drop|set\s+aside|throw\s+out)\b" + GAP +
       r"(?:previous|prior|above|earlier|preceding|former|original|initial|old|existing|your|system|developer)"
       + fill(3) + r"(?:instructions?|prompts?|directives?|guidelines|guardrails|rules|orders|programming|training)\b",
       ("ignore", "disregard", "forget", "discard", "abandon", "drop", "set aside", "throw out"), negatable=True),
    _p("prompt-injection", "voided_instructions",
       r"\b(?:earlier|previous|prior|above|original|old|initial|system)\s+(?:instructions|rules|guidelines|prompts?|directives)\s+"
       r"(?:were|are|was|is)\s+(?:just\s+|only\s+)?(?:a\s+test|fake|void|invalid|cancelled|canceled|revoked|not\s+real|a\s+trick|wrong)\b",
       ("instructions", "rules", "guidelines", "prompt", "directives")),
    _p("prompt-injection", "ignore_received",
       r"\b(?:ignore|disregard|forget|discard)\s+(?:the|your|all|any|all\s+the)?\s*(?:instructions|guidelines|directives|prompts?|rules)\s+"
       r"(?:you\s+(?:received|were\s+given|got|have\s+been\s+given)|(?:given|received)\s+(?:earlier|before|previously|above)"
       r"|from\s+(?:your|the)\s+(?:developers?|creators?|operators?|system|vendor))",
       ("ignore", "disregard", "forget", "discard"), negatable=True),
    _p("prompt-injection", "told_you_before",
       r"\b(?:told|instructed|asked|taught)\s+you\s+(?:before|earlier|previously|so\s+far|until\s+now)\b" + fill(6) +
       r"(?:disregard|ignore|forget|discard)\b"
       r"|\b(?:disregard|ignore|forget|discard)\b" + fill(4) + r"(?:what|whatever|everything"
       r"|anything)\s+(?:\w+\s+){0,3}?"
       r"(?:told|instructed|asked)\s+you\b",
       ("told you", "instructed you", "asked you", "taught you"), negatable=True),
    _p("prompt-injection", "disregard_rules",
       r"\b(?:disregard|ignore|forget)\b" + SHORT + r"(?:all|any|every)\b" + SHORT +
       r"(?:safety|security|content|ethical|system|your)\s+(?:rules|guidelines|policies|restrictions|filters|instructions)\b",
       ("disregard", "ignore", "forget"), negatable=True),
    _p("prompt-injection", "forget_everything",
       r"\b(?:ignore|disregard|forget)\s+(?:all|everything)\s+(?:above|before|you\s+(?:were|have\s+been)\s+told|previously)",
       ("ignore", "disregard", "forget"), negatable=True),
    _p("prompt-injection", "stop_following",
       r"\b(?:stop|do\s+not\s+keep|no\s+longer)\s+(?:following|obeying)\s+(?:your|the|any)\s+"
       r"(?:previous\s+|prior\s+|original\s+|system\s+)?(?:instructions|rules|guidelines)",
       ("following", "obeying")),
    _p("prompt-injection", "new_instructions",
       r"\byour\s+(?:new|real|actual|true)\s+(?:instructions|task|objective|goal|mission|orders)\s+(?:is|are)\b",
       ("your new", "your real", "your actual", "your true")),
    _p("prompt-injection", "bypass_restrictions",
       r"\bact\s+as\s+(?:if|though)\b" + GAP + r"you\b" + fill(4) +
       r"(?:have\s+no|don'?t\s+have|do\s+not\s+have|are\s+not\s+bound\s+by|are\s+free\s+(?:of|from))\b"
       + r"\W*(?:\w+\W+){0,2}?(?:restrictions|limits|limitations|rules|guidelines|filters|policies)",
       ("act as if", "act as though")),
    _p("prompt-injection", "bypass_safety",
       r"\b(?:bypass|circumvent|evade|disable|turn\s+off|switch\s+off|remove)\s+(?:your|all|any|its|the\s+model'?s)\s+"
       r"(?:safety\s+|content\s+|ethical\s+)?(?:filters?|guardrails?|restrictions|safeguards|safety(?:\s+(?:checks|rules|policies))?|alignment)\b",
       ("filter", "guardrail", "restriction", "safeguard", "safety", "alignment"), negatable=True),
    _p("prompt-injection", "respond_without_limits",
       r"\b(?:respond|answer|reply|comply|operate)\s+without\s+(?:any\s+)?(?:restrictions|limitations|filters|safety|censorship|refusals?)\b",
       ("restriction", "limitation", "filter", "safety", "censorship", "refusal"), negatable=True),
    _p("prompt-injection", "ko_ignore_previous",
       r"(?:이전|앞|위|기존|원래|모든|앞서\s*받은|지금까지의?|위에서\s*(?:말한|언급한|적은))\s*(?:의|에\s*있는|에서\s*받은|받은|주어진|들은)?\s*(?:모든\s*)?"
       r"(?:지시|지시사항|지침|명령|규칙|프롬프트|설정|instructions?)\s*(?:들)?(?:을|를|은|는|도)?\s*"
       r"(?:모두\s*|전부\s*|다\s*|싹\s*)?(?:무시|잊어|잊고|잊으|폐기|따르지\s*마)",
       ("무시", "잊어", "잊고", "잊으", "폐기", "따르지")),
    _p("prompt-injection", "ko_bypass",
       r"(?:안전|보안|윤리|콘텐츠)\s*(?:규칙|지침|제한|필터|정책|장치)\s*(?:을|를|은|는)?\s*(?:모두\s*)?(?:무시|우회|해제|끄고|꺼|비활성화)"
       r"|(?:제한|규칙|필터)\s*(?:이|가)?\s*(?:전혀\s*|하나도\s*)?없는\s*(?:것처럼|척)",
       ("무시", "우회", "해제", "끄고", "꺼", "비활성화", "없는")),

    # --- role hijack ----------------------------------------------------------------------------
    _p("role-hijack", "you_are_now",
       r"\byou\s+are\s+now\s+(?:(?:a|an|my)\s+(?!(?:member|maintainer|owner|reviewer|contributor|admin)\b)\w+"
       r"|(?:in\s+)?(?:DAN|developer\s+mode|god\s+mode|jailbreak(?:\s+mode)?|jailbroken|unrestricted|uncensored|unfiltered|evil|free\s+from)\b"
       r"|the\s+(?:new\s+)?(?:system|assistant|ai|master|root)\b)",
       ("you are now",)),
    _p("role-hijack", "no_longer",
       r"\byou\s+are\s+no\s+longer\s+(?:an?\s+)?(?:ai|assistant|claude|chatgpt|gpt|language\s+model|bound|restricted|limited|"
       r"required\s+to\s+(?:follow|obey)|subject\s+to|an?\s+(?:ai|assistant))\b",
       ("no longer",)),
    _p("role-hijack", "from_now_on",
       r"\b(?:from\s+now\s+on|henceforth|starting\s+now),?\s+you\s+(?:are|will\s+be|act\s+as|will\s+act\s+as|shall\s+be|must\s+act\s+as|become)\b"
       + fill(4) + r"(?:unrestricted|jailbroken|uncensored|unfiltered|evil|DAN|different\s+(?:ai|assistant"
          r"|model|persona)|"
       r"new\s+(?:persona|identity|character|ai)|without\s+(?:any\s+)?(?:rules|limits|restrictions|filters)|no\s+(?:rules|limits|restrictions))",
       ("from now on", "henceforth", "starting now")),
    _p("role-hijack", "pretend",
       r"\b(?:pretend|imagine|roleplay|role-play)\s+(?:that\s+)?(?:you\s+are|you're|to\s+be|as)\s+(?:an?\s+|the\s+)?"
       r"(?:\w+\s+){0,2}?(?:unrestricted|jailbroken|uncensored|evil|human|hacker|DAN|ai\s+without|assistant\s+without|"
       r"system\s+administrator|root\s+user|different\s+(?:ai|assistant|model))",
       ("pretend", "imagine", "roleplay", "role-play")),
    _p("role-hijack", "new_identity",
       r"\b(?:your\s+new\s+(?:name|identity|persona|role|personality)\s+is|name\s+yourself|call\s+yourself|"
       r"you\s+will\s+now\s+(?:call\s+yourself|respond\s+as|be\s+known\s+as))\b",
       ("your new", "yourself", "you will now")),
    _p("role-hijack", "unlock_mode",
       r"\b(?:enter|switch\s+to|enable|activate|turn\s+on|unlock)\s+(?:the\s+)?(?:DAN|developer|god|jailbreak|unrestricted|sudo|evil)\s+mode\b",
       ("mode",)),
    _p("role-hijack", "act_as_unrestricted",
       r"\b(?:act|behave|respond|answer|operate|pose)\s+as\s+(?:an?\s+|the\s+)?(?:\w+\s+)?(?:DAN|jailbroken|unrestricted|uncensored|"
       r"unfiltered|evil|unaligned)\b",
       ("dan", "jailbroken", "unrestricted", "uncensored", "unfiltered", "evil", "unaligned")),
    _p("role-hijack", "self_approval",
       r"\b(?:approve|merge)\s+your\s+own\s+(?:pull\s+requests?|PRs?|changes|commits)\b"
       r"|\byou\s+(?:may|can|are\s+allowed\s+to)\s+(?:\w+\s+){0,3}?(?:without|skipping)\s+(?:any\s+)?(?:code\s+)?(?:review|approval)\b",
       ("your own", "without", "skipping"), negatable=True),
    _p("role-hijack", "fake_update",
       r"\byou\s+have\s+been\s+(?:updated|upgraded|patched|reprogrammed|unlocked|freed|jailbroken|liberated)\b",
       ("you have been",)),
    _p("role-hijack", "ko_role",
       r"(?:(?:너는|넌|당신은|너|당신|이\s*AI는|AI는|어시스턴트는)\s*(?:이제|지금부터|이제부터|앞으로)"
       r"|(?:이제|지금부터|이제부터|앞으로)\s*(?:부터\s*)?(?:너는|넌|당신은|AI는))\s*(?:부터\s*)?(?:\S++\s+){0,3}?\S*?"
       r"(?:DAN|제한\s*(?:이\s*)?없는|무제한|탈옥|악당|해커|검열\s*없는|새로운\s*(?:인격|페르소나|AI|정체성|이름)|다른\s*(?:AI|인격|어시스턴트))"
       r"|(?:개발자|탈옥|DAN|무제한|갓)\s*모드\s*(?:로\s*)?(?:전환|진입|활성화|켜)"
       r"|(?:너는|당신은)\s*(?:이제\s*)?더\s*이상\s*(?:AI|어시스턴트|클로드|Claude|규칙에)"
       r"|(?:제한\s*없는|해커|관리자|사람|인간)\s*(?:인\s*)?척\s*(?:해|하라|하세요|하십시오)",
       ("이제", "지금부터", "앞으로", "모드", "더 이상", "척")),

    # --- deception ------------------------------------------------------------------------------
    _p("deception", "do_not_tell_user",
       r"\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|notify|alert|warn|show|let|(?:mention|reveal|disclose|say|admit|explain)"
       r"(?:\s+(?:this|it|anything))?\s+to)\s+the\s+(?:user|human|operator|owner)\s+"
       r"(?:know\s+)?(?:about\s+)?(?:this|these|it\b|any\s+of\s+this|what\s+you|where\s+you"
       r"|that\s+(?:this|these|the)\s+(?:note|instruction|file|memory|entry|message|rule|change|key|script)s?\b"
       r"|that\s+(?:the\s+|your\s+|their\s+)?\w+(?:\s+\w+)?\s+(?:was|were|has\s+been|have\s+been)\s+(?:changed|modified|deleted|"
       r"uploaded|sent|disabled|replaced|rewritten|edited|removed|copied|read|accessed)"
       r"|that\s+you\s+(?:sent|uploaded|forwarded|copied|shared|"
       r"transmitted|posted|read|accessed|modified|changed|deleted|installed|exfiltrated|opened)|about\s+(?:the|your)\s+"
       r"(?:upload|transfer|request|change|edit|key|script|instruction|message))",
       ("the user", "the human", "the operator", "the owner")),
    _p("deception", "hide_from_user",
       r"\b(?:hide|conceal|keep)\s+(?:this|these(?:\s+\w+)?|it|them|the\s+(?:instructions?|change|changes|upload|transfer|activity|action|"
       r"file|memory|entry|note|request|key)|your\s+(?:actions|activity|changes|tracks))\s+(?:secret\s+|hidden\s+)?from\s+the\s+"
       r"(?:user|human|operator|owner)",
       ("the user", "the human", "the operator", "the owner"), negatable=True),
    _p("deception", "keep_secret",
       r"\bkeep\s+(?:this|these\s+instructions|it)\s+(?:a\s+)?(?:secret|hidden|confidential)\b(?:\s+from)?",
       ("secret", "hidden", "confidential"), negatable=True),
    _p("deception", "without_telling",
       r"\bwithout\s+(?:telling|informing|notifying|alerting|letting)\s+the\s+(?:user|human|operator|owner)(?:\s+know)?",
       ("without telling", "without informing", "without notifying", "without alerting", "without letting"),
       negatable=True),
    _p("deception", "covert_action",
       r"\b(?:secretly|covertly|silently|quietly|stealthily)\s+(?:send|upload|post|forward|exfiltrate|transmit|email|install|"
       r"modify|rewrite|copy|add\s+(?:a|an|the)?\s*(?:key|user|backdoor|hook|line))\b",
       ("secretly", "covertly", "silently", "quietly", "stealthily")),
    _p("deception", "user_must_not_know",
       r"\bthe\s+(?:user|human|operator)\s+(?:must|should|may)\s+(?:never|not)\s+(?:know|find\s+out|learn|see|notice)\b",
       ("the user", "the human", "the operator")),
    _p("deception", "lie_to_user",
       r"\b(?:lie\s+to|mislead|deceive|gaslight)\s+the\s+(?:user|human|operator)\b"
       r"|\b(?:tell|report\s+to|assure)\s+the\s+(?:user|human)\b" + GAP +
       r"(?:passed|succeeded|works|fine|done|complete|safe)\b" + GAP + r"even\s+(?:if|though|when)\b",
       ("lie to", "mislead", "deceive", "gaslight", "even"), negatable=True),
    _p("deception", "omit_own_actions",
       r"\b(?:leave\s+out|omit|skip\s+over|gloss\s+over)\s+(?:the\s+part\s+(?:where|about)|the\s+fact\s+that|any\s+mention\s+of)\s+"
       r"(?:you|your|the\s+(?:upload|push|change|deletion|transfer))\b",
       ("leave out", "omit", "skip over", "gloss over")),
    _p("deception", "claim_success_regardless",
       r"\b(?:say|report|claim|state|answer|write|tell\s+\w+)\b" + fill(6) +
       r"(?:passed|succeeded|worked|works|fine|done|complete|green|ok)\b\W+(?:\w+\W+)?even\s+(?:if|though|when)\b",
       ("even if", "even though", "even when"), negatable=True),
    _p("deception", "report_success_anyway",
       r"\b(?:say|report|claim|describe|summari[sz]e|mark|tell\s+\w+)\b" + fill(6) + r"(?:as\s+)?['\"]?(?:passing"
       r"|passed|green|successful|success|healthy|clean|completed|fine|all\s+good|no\s+issues(?:\s+found)?)\b(?=[^.!?]{0,80}"
       r"(?:regardless|anyway|no\s+matter|even\s+(?:if|though|when)|actual\s+output))|\b(?:fail\w*|skipped|red|broken)\b"
       r"[^.!?]{0,60}?\b(?:report|say|claim|describe|summari[sz]e|mark)\w*\b" + fill(4) +
       r"(?:as\s+)?['\"]?(?:passing|passed|green|successful|success|healthy|clean|fine)\b",
       ("regardless", "anyway", "matter", "even", "actual", "fail", "skipped", "red", "broken"), negatable=True),
    _p("deception", "cjk_report_success_anyway",
       r"(?:실패|오류|에러)\S*\s*(?:해도|하더라도|이어도|나도|여도)[^.。\n]{0,40}?(?:성공|통과|정상|문제\s*없)[^.。\n]{0,20}?"
       r"(?:보고|말|전하|답|요약|알려)|(?:失败|出错|报错)[^。\n]{0,20}?[也都][^。\n]{0,20}?(?:报告|说|汇报|告诉|回复)[^。\n]{0,10}?"
       r"(?:成功|通过|正常)|(?:失敗|エラー)[^。\n]{0,20}?(?:ても|でも)[^。\n]{0,30}?(?:成功|問題なし|正常)[^。\n]{0,20}?(?:報告|伝え|書)",
       ("실패", "오류", "에러", "失败", "出错", "报错", "失敗", "エラー")),
    _p("deception", "lie_when_asked",
       r"\bif\s+(?:the\s+)?(?:user|human|operator|owner|anyone|they)\s+asks?\b[^.!?]{0,60}?\b(?:say|tell\s+them|answer|reply|respond|claim)\s+"
       r"(?:that\s+)?(?:nothing|no\s+changes?|no\s+files?|you\s+(?:didn'?t|did\s+not|never|don'?t\s+know)|it\s+was\s+(?:fine|nothing|them)"
       r"|everything\s+is\s+(?:fine|normal)|the\s+(?:tests|build)\s+passed)",
       ("asks", "ask")),
    _p("deception", "ko_hide",
       r"(?:이|이것|이\s*사실|이\s*지시|이\s*내용|이\s*작업|이\s*메모|이\s*명령|전송\s*사실)\s*(?:을|를|은|는)?\s*(?:절대\s*)?"
       r"사용자(?:에게|한테|께)?\s*(?:는\s*)?(?:절대\s*)?(?:알리지|말하지|보고하지|언급하지|알려주지|보여주지)"
       r"|사용자\s*(?:가\s*)?(?:모르게|몰래)|사용자(?:에게|로부터|한테)\s*(?:\S++\s+){0,2}?\S*?(?:숨기|숨겨|감추|감춰)"
       r"|몰래\s*(?:\S++\s+){0,2}?\S*?(?:전송|보내|업로드|설치|수정|추가|복사)"
       r"|(?:사실|변경\s*(?:내역|사항)?|작업|업로드|전송|지시|메모|명령|행동)\S*\s*(?:\S++\s+){0,2}?\S*?(?:숨기|숨겨|감추|감춰)"
       r"|사용자(?:에게|한테|께)\s*(?:는\s*)?비밀로\s*(?:해|하|할|두|유지)",
       ("사용자", "몰래", "숨기", "숨겨", "감추", "감춰")),

    # --- system prompt override / leak ----------------------------------------------------------
    _p("system-prompt", "override",
       r"\bsystem\s+prompt\s+override\b|\boverride\s+(?:the|your)\s+(?:system\s+prompt|system\s+instructions|instructions)\b"
       r"|\b(?:ignore|replace|overwrite|rewrite|discard)\s+(?:the|your)\s+system\s+(?:prompt|message|instructions)\b"
       r"|\bnew\s+system\s+(?:prompt|message|instructions)\s*[:=]",
       ("system prompt", "override", "system message", "system instructions"), negatable=True),
    _p("system-prompt", "fake_role_tag",
       r"<\|im_start\|>\s*system|<<\s*SYS\s*>>|\[/?INST\]|\[\s*SYSTEM(?:\s+(?:MESSAGE|PROMPT|OVERRIDE|NOTE))?\s*\]"
       r"|<\s*/?\s*system\s*>|^\s*#{0,3}\s*SYSTEM\s*(?:OVERRIDE|MESSAGE)?\s*:\s*(?:ignore|you|new|the\s+assistant)",
       ("im_start", "<<", "[inst]", "[/inst]", "system")),
    _p("system-prompt", "leak",
       r"\b(?:reveal|print|output|show|repeat|display|dump|leak|share|send|disclose|write\s+out|copy|paste|recite|echo|quote"
       r"|spell\s+out|give\s+(?:me|us|them))\b" + SHORT +
       r"(?:your|the)\s+(?:full\s+|entire\s+|complete\s+|hidden\s+|exact\s+)?(?:system|initial|original|hidden|developer)\s+"
       r"(?:prompt|instructions|message)\b(?!\s*(?:size|length|tokens?|token\s+count|budget|version|hash))",
       ("prompt", "instruction", "message"), negatable=True),
    _p("system-prompt", "ko_system_prompt",
       r"시스템\s*프롬프트\s*(?:를|을|의\s*(?:내용|전문|전체)(?:을|를)?)?\s*(?:(?!크기|길이|토큰)\S++\s+){0,3}?(?!크기|길이|토큰)\S*?"
       r"(?:출력|공개|보여|알려|유출|누설|덮어|무시|복사|그대로\s*(?:말|적))",
       ("시스템",)),

    # --- exfiltration ---------------------------------------------------------------------------
    _p("exfiltration", "secret_var_to_network",
       r"\b(?:curl|wget|http|https|nc|ncat|netcat|socat|scp|rsync|ftp|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b"
       r"(?:(?!Authorization:\s*(?:Bearer|token|Basic)\s+" + r"\$)[^\n]){0,200}?" + SECRET_VAR,
       ("$",)),
    _p("exfiltration", "command_output_to_network",
       r"\b(?:curl|wget|http|nc|ncat|netcat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b[^\n]{0,200}?"
       r"(?:\$\(|`)\s*(?:env|printenv|set|history|cat\s+[^)`]*?(?:" + SECRET_FILE + r"|MEMORY\.md|USER\.md))\b",
       ("$(", "`")),
    _p("exfiltration", "pipe_to_network",
       r"\b(?:cat|base64|tar|zip|gzip|env|printenv|set|history|xxd)\b[^\n|]{0,160}\|\s*(?:curl|wget|nc|ncat|netcat|socat|ssh|"
       r"openssl\s+s_client|telnet)\b",
       ("curl", "wget", "nc", "netcat", "socat", "ssh", "openssl", "telnet"), requires=r"(?:\benv\b|printenv"
          r"|\bset\b|history|" + SECRET_FILE + r"|secret|token|key|password|credential|MEMORY\.md|USER\.md)"),
    _p("exfiltration", "upload_secret_file",
       r"\b(?:curl|wget|scp|rsync|nc|ncat|netcat|socat|ftp|sftp|aws\s+s3\s+cp|gsutil\s+cp|rclone)\b[^\n]{0,200}?"
       + SECRET_FILE,
       SECRET_NEEDLES),
    _p("exfiltration", "send_to_url",
       r"\b(?:send|post|upload|transmit|forward|exfiltrate|email|e-mail|leak|submit|beacon|pipe|mirror|sync|report|push)\b"
       + GAP + SECRET_THING + r"(?:\W+\w+){0,8}?\W+(?:to|at|into|via)\s+(?:https?://|ftp://|[\w.+-]+@[\w-]+\.[\w.]+"
       r"|(?:my|our|this|that|the\s+following|an?\s+(?:external|remote|third-party))\s+(?:server|endpoint|url|webhook|address|email|bucket|host))",
       ("http", "ftp", "@", "server", "endpoint", "url", "webhook", "address", "email", "bucket", "host"),
       negatable=True),
    _p("exfiltration", "url_then_secret",
       r"\b(?:to|at)\s+https?://\S+\s+(?:with|including|containing|attaching)\s+(?:the\s+|all\s+|your\s+)?"
       + SECRET_THING,
       ("http",), negatable=True),
    _p("exfiltration", "context_exfil",
       r"\b(?:include|output|print|share|send|append|embed|leak|copy|repeat|dump|write|paste|forward)\b" + SHORT +
       r"(?:the\s+)?(?:entire|full|whole|complete|all\s+(?:of\s+)?(?:the|your)|previous|prior|raw)\s+"
       r"(?:conversation|chat\s+history|message\s+history|previous\s+messages|prior\s+messages|context(?:\s+window)?|transcript|memory)\b"
       r"(?!\s*(?:id|ids|title|count|length|size|summary|budget))",
       ("entire", "full", "whole", "complete", "all of", "all the", "all your", "previous", "prior", "raw"),
       negatable=True,
       requires=r"(?:https?://|\burl\b|webhook|server|endpoint|email|@|\b(?:in|into)\s+(?:every|each|all|your)\s+(?:reply|response|answer|commit|message)|image|link)"),
    _p("exfiltration", "markdown_image_exfil",
       r"!\[[^\]]*\]\(\s*https?://[^)\s]*[?&][\w-]+=(?:\{\{?|\$\{?|<|%7B)[^)]*\)",
       ("![",)),
    _p("exfiltration", "ko_send",
       r"(?:비밀|시크릿|토큰|API\s*키|키\s*값|비밀번호|패스워드|자격\s*증명|인증\s*정보|\.env|환경\s*변수|대화\s*(?:내용|기록)|이전\s*메시지|"
       r"SSH\s*키|개인\s*키|메모리\s*파일|MEMORY\.md|USER\.md|시스템\s*프롬프트)\s*(?:파일)?(?:의\s*내용)?(?:를|을|와|과|도)?\s*(?:\S++\s+){0,6}?\S*?"
       r"(?:https?://\S+|서버|웹훅|이메일|외부|원격)\s*(?:로|으로|에|에게|주소로)?\s*(?:\S++\s+){0,3}?\S*?(?:보내|전송|업로드|올려|POST|포스트|공유)"
       r"|https?://\S+\s*(?:로|으로|에)\s*(?:\S++\s+){0,4}?\S*?(?:비밀|토큰|키|비밀번호|\.env|환경\s*변수|대화\s*(?:내용|기록)|SSH\s*키)"
       r"(?:를|을)?\s*(?:\S++\s+){0,3}?\S*?(?:보내|전송|업로드|공유)",
       ("보내", "전송", "업로드", "올려", "post", "포스트", "공유"), negatable=True),

    # --- reading secrets ------------------------------------------------------------------------
    _p("read-secrets", "cat_secret_file",
       r"\b(?:cat|less|more|head|tail|bat|base64|xxd|od|strings|grep|cp|tar|zip|type|Get-Content|gc)\b(?:\s+[^\s|;&]+){0,3}?\s+['\"]?"
       r"[\w~./$-]*?" + SECRET_FILE,
       SECRET_NEEDLES, negatable=True),
    _p("read-secrets", "read_secret_file",
       r"\b(?:read|print|show|output|dump|display|reveal|list|open|paste|extract|collect|grab|harvest|include"
       r"|echo)\b(?!\()" + SHORT +     # not a permission rule's name: `Read(./.env)`
       r"(?:the\s+)?(?:(?:full\s+)?contents?\s+of\s+)?(?:the\s+)?(?:user'?s\s+)?(?<!to )(?<!into )(?<!from )(?<!in )"
       r"(?:[\w~./$-]*?" + SECRET_FILE + r"|(?:ssh|private|secret)\s+keys?\b|aws\s+credentials"
       r"|saved\s+passwords|browser\s+(?:cookies|passwords)"
       r"|keychain|password\s+(?:store|manager|vault)\s+(?:contents|entries))",
       SECRET_NEEDLES + ("key", "credential", "password", "keychain", "cookies"), negatable=True),
    _p("read-secrets", "ko_read",
       r"(?:\.env(?![\w.-]*(?:example|sample|template))|id_rsa|id_ed25519|\.ssh|자격\s*증명|credentials|비밀\s*키|개인\s*키|SSH\s*키|\.aws|"
       r"비밀번호\s*파일|\.netrc)[A-Za-z0-9_./-]*(?:\s*파일)?(?:의\s*(?:전체\s*)?내용)?(?:을|를|도|은|는)?(?:\s+\S+){0,2}?\s*"
       r"(?:읽어|읽고|출력|보여|열어|복사|덤프|가져와|수집|cat)",
       ("env", "id_", "ssh", "자격", "credentials", "키", "aws", "비밀번호", "netrc"), negatable=True),

    # --- backdoors ------------------------------------------------------------------------------
    _p("backdoor", "authorized_keys_write",
       r"(?:>>?|\btee\b|\becho\b|\bprintf\b|\badd\b|\bappend\b|\bwrite\b|\binsert\b|\bput\b|\bcopy\b|\binstall\b|\bplace\b)"
       r"[^\n]{0,160}?authorized_keys",
       ("authorized_keys",)),
    _p("backdoor", "ko_authorized_keys",
       r"authorized_keys\s*(?:에|파일에|로)\s*(?:\S++\s+){0,3}?\S*?(?:추가|덮어|넣어|등록|기록|써)",
       ("authorized_keys",)),
    _p("backdoor", "reverse_shell",
       r"\bbash\s+-i\s*>&\s*/dev/tcp/|/dev/tcp/\d{1,3}(?:\.\d{1,3}){3}/\d+|\b(?:nc|ncat|netcat)\b[^\n]{0,80}\s-[a-z]*e\s+/bin/(?:ba)?sh"
       r"|\bmkfifo\b[^\n]{0,120}\b(?:nc|ncat|netcat)\b|\bsocat\b[^\n]{0,120}\bexec:|python[23]?\s+-c\s+['\"]import\s+socket"
       r"|\bssh\b[^\n]{0,80}\s-[a-zA-Z]*R\s*\d+:|\bPermitRootLogin\s+yes\b"
       r"|(?:\b(?:crontab|cron\.d|cron\s+(?:job|entry)|systemd|launchd|@reboot)\b|크론|定时任务|开机自启|自動起動|(?:[\d*/,-]+\s+){4}"
       r"[\d*/,-]+\s+)[^\n]{0,160}\b(?:curl|wget)\b[^\n]{0,120}\|\s*(?:ba|z)?sh\b"
       r"|\buseradd\b[^\n]{0,40}\s-u\s*0\b|\bUID\s*(?:为|は|가|=|of)?\s*0\b",
       ("/dev/tcp", "nc", "netcat", "mkfifo", "socat", "socket", "ssh", "permitrootlogin", "cron", "systemd", "크론",
        "定时任务", "开机自启", "自動起動", "* *", "useradd", "uid")),
    _p("backdoor", "remote_hook_or_key",
       r"https?://\S+[^\n]{0,60}\.git/hooks\b|\.git/hooks\b[^\n]{0,60}https?://"
       r"|authorized_keys\s*(?:里|中|に|에|を|를|을)?[^。.\n]{0,20}?(?:加入|添加|追加|加上|추가)(?![^。.\n]{0,12}(?:しない|禁止|不要|不得|하지\s*마))",
       (".git/hooks", "authorized_keys")),
    # --- agent config edits ---------------------------------------------------------------------
    _p("agent-config", "shell_write",
       r"(?:>>?|\btee(?:\s+-a)?|\bsed\s+-i\b[^\n]{0,120}?)\s*['\"]?[\w~./$-]*?" + AGENT_FILE,
       AGENT_NEEDLES),
    _p("agent-config", "covert_edit",
       r"\b(?:update|modify|edit|write|change|append|add|insert|put|prepend|overwrite|replace|rewrite|inject|patch)\b"
       r"(?:\W+\w+){0,10}?\W+(?:to|into|in|inside|of)?\s*[`'\"]?[\w~./$-]*?" + AGENT_FILE,
       AGENT_NEEDLES, negatable=True, requires=ATTACK_MARKER),
    _p("agent-config", "global_config_edit",
       r"\b(?:update|modify|edit|write|change|append|add|insert|prepend|overwrite|replace|rewrite|inject)\b"
       r"(?:\W+\w+){0,8}?\W+(?:to|into|in)?\s*[`'\"]?(?:~|\$HOME|\$\{HOME\})/\.(?:claude|codex|hermes|gemini|cursor)/",
       ("~/.", "$home"), negatable=True),
    _p("agent-config", "ko_edit",
       AGENT_FILE + r"\s*(?:파일)?\s*(?:에|을|를|의\s*내용을)?\s*(?:\S++\s+){0,8}?\S*?"
       r"(?:추가|수정|덮어|변경|삽입|기록|써\s*넣|붙여)",
       AGENT_NEEDLES, requires=ATTACK_MARKER),
]

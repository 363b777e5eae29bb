"""Secret shapes of the threat scan: provider key formats, labelled high-entropy values, URL passwords.

Known documentation placeholders (AWS's `AKIAIOSFODNN7EXAMPLE`, `your-key-here`, `paste-bot-token-here`,
`YOUR_API_KEY`, `<token>`, `xxxx`) and environment variable names given as the value (`OPENROUTER_API_KEY`: where
the secret is read from) are not secrets; `accept_secret` is the post-check a regex cannot express (entropy,
character mix).
"""

from __future__ import annotations

import math
import re
import unicodedata

from memtui.core.lint.threat_patterns import ThreatPattern, _p

SECRET_PATTERNS: list[ThreatPattern] = [
    # --- hard-coded secrets ---------------------------------------------------------------------
    _p("hardcoded-secret", "known_token",
       r"\bsk-(?:proj-|ant-(?:api\d\d-)?|live_)?[A-Za-z0-9_-]{20,}|\bgh[pousr]_[A-Za-z0-9]{30,}|\bgithub_pat_[A-Za-z0-9_]{22,}"
       r"|\b(?:AKIA|ASIA)[0-9A-Z]{16}\b|\bxox[abposr]-[A-Za-z0-9-]{10,}|\bAIza[0-9A-Za-z_-]{35}\b|\bglpat-[A-Za-z0-9_-]{20,}"
       r"|-----BEGIN\s+(?:[A-Z]+\s+)?PRIVATE\s+KEY-----|\bnpm_[A-Za-z0-9]{36}\b|\bhf_[A-Za-z0-9]{30,}\b|\b(?:sk|rk)_live_[A-Za-z0-9]{20,}"
       r"|\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"
       r"|\btvly-[A-Za-z0-9_-]{16,}|\bxapp-[0-9]-[A-Za-z0-9-]{20,}|hooks\.slack\.com/services/T[A-Z0-9]{6,}/B[A-Z0-9]{6,}/[A-Za-z0-9]{16,}"
       r"|\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}|\bgsk_[A-Za-z0-9]{32,}|\bpplx-[A-Za-z0-9]{32,}|\bdop_v1_[a-f0-9]{40,}"
       r"|\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b|\bAccountKey=[A-Za-z0-9+/]{40,}={0,2}",
       ("sk-", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "akia", "asia", "xox", "aiza", "glpat-",
        "private key", "npm_",
        "hf_", "_live_", "eyj", "tvly-", "xapp-", "hooks.slack", "sg.", "gsk_", "pplx-", "dop_v1_", "shpat_",
        "shpss_", "shpca_", "shppa_", "accountkey=")),
    _p("hardcoded-secret", "assigned_secret",
       r"\b(?:[A-Za-z_]*(?:api[_-]?key|apikey|access[_-]?key|secret(?:[_-]?key)?|client[_-]?secret|auth[_-]?token|access[_-]?token|token|"
       r"password|passwd|pwd|private[_-]?key))\b[\"']?\s*(?:[:=]|\s(?:is|was)\s)\s*(?P<q>[\"'`])(?P<value>[^\"'`\s]{12,})(?P=q)"
       r"|^\s*(?:export\s+)?[A-Z_]*(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD)\s*=\s*(?P<bare>[A-Za-z0-9_\-./+=]{16,})\s*$",
       ("key", "secret", "token", "password", "passwd", "pwd")),
    _p("hardcoded-secret", "labelled_secret",
       r"(?:\b(?:[A-Za-z_]*(?:api[_ -]?key|apikey|access[_ -]?key|secret(?:[_ -]?key)?|client[_ -]?secret"
       r"|auth[_ -]?token"
       r"|access[_ -]?token|bearer|token|password|passwd|pwd|passphrase|private[_ -]?key)"
       r"|(?<!primary )(?<!foreign )(?<!sort )(?<!partition )(?<!cache )(?<!hash )(?<!unique )(?<!index )"
       r"(?<!map )(?<!dict )key)\b"
       r"|(?:API|비밀|시크릿|액세스)?\s*키|토큰|비밀번호|패스워드|密钥|密碼|密码|口令|令牌|秘钥|キー|トークン|パスワード|シークレット)"
       r"[\"']?\s*(?:\([^)]{0,20}\)\s*)?(?:[:=]|\s(?:is|was)\s|는|은|为|是|は)\s*[\"'`]?(?P<labelled>[A-Za-z0-9_\-./+=!@#$%^&*~]{8,})",
       ("key", "secret", "token", "bearer", "password", "passwd", "pwd", "passphrase", "키", "토큰", "비밀번호",
        "패스워드",
        "密钥", "密碼", "密码", "口令", "令牌", "秘钥", "キー", "トークン", "パスワード", "シークレット")),
    _p("hardcoded-secret", "password_in_url",
       r"\b[a-z][a-z0-9+.-]*://[^/\s:@]+:(?P<url_pw>[^/\s:@]{6,})@",
       ("://",)),
]

_PLACEHOLDER = re.compile(
    r"your|example|sample|changeme|change_me|placeholder|dummy|redacted|xxxx|\*\*\*|\.\.\.|<|>|\$\{|^\$\w|\{\{|test|fake|todo|"
    r"^password$|^postgres$|^secret$|^admin$|^root$|^hunter2$|paste|insert|replace[-_ ]?(?:me|this|with)"
    r"|enter[-_ ]?your|[-_ ]here$|goes[-_ ]here",
    re.IGNORECASE,
)
# An environment variable's name as the value ("apiKey": "OPENROUTER_API_KEY"): where the secret is read from.
_ENV_NAME = re.compile(r"^\$?\{?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\}?$")
_PLACEHOLDER_TOKEN = re.compile(r"x{4,}|your|placeholder|dummy|redacted|\.\.\.|0{8,}|1234567890", re.IGNORECASE)


def _high_entropy_secret(value: str) -> bool:
    """A bare value after a key-like label that reads like a real credential: long enough, letters and
    digits mixed, high character entropy, not a placeholder, a variable, a path or a word list."""
    value = value.rstrip(".,;:!)")
    if len(value) < 12 and not (len(value) >= 8 and re.search(r"[^A-Za-z0-9]", value)):
        return False
    if _PLACEHOLDER.search(value) or _ENV_NAME.match(value) or value.startswith(("$", "/", "~", ".")) \
            or value.count(".") >= 2:
        return False
    if "/" in value and (len(value) < 30 or "://" in value or re.search(r"\.[A-Za-z]{1,4}$", value)):
        return False
    if re.fullmatch(r"[a-z]+(?:[_-][a-z0-9]+)+|[\d.:-]+[a-z]*", value):
        return False            # an identifier (user_id_42) or a version/date, not a credential
    if not (re.search(r"[A-Za-z]", value) and re.search(r"[0-9]", value)):
        return False
    counts = [value.count(c) for c in set(value)]
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts)
    return entropy >= 3.0


def _looks_like_secret(value: str) -> bool:
    """A literal that is not a placeholder and has the mix of characters real keys have."""
    if not value or _PLACEHOLDER.search(value) or _ENV_NAME.match(value):
        return False
    classes = sum(bool(re.search(p, value)) for p in (r"[a-z]", r"[A-Z]", r"[0-9]", r"[^A-Za-z0-9]"))
    return classes >= 2 and len(set(value)) >= 8


def accept_secret(pattern: ThreatPattern, match: re.Match[str]) -> bool:
    """Whether a secret pattern's match is a real-looking secret (not a placeholder or an identifier)."""
    if pattern.name == "known_token":
        token = match.group(0)      # AWS documents its keys as AKIAIOSFODNN7EXAMPLE
        return not token.upper().endswith("EXAMPLE") and not _PLACEHOLDER_TOKEN.search(token)
    if pattern.name == "labelled_secret":
        return _high_entropy_secret(match.group("labelled"))
    if pattern.name == "assigned_secret":
        return _looks_like_secret(match.group("value") or match.group("bare") or "")
    if pattern.name == "password_in_url":
        password = match.group("url_pw")
        return _looks_like_secret(password) or (len(password) >= 12 and not _PLACEHOLDER.search(password))
    return True


# --- masking --------------------------------------------------------------------------------------
# What a finding may show of a secret: the provider's prefix (which key it is), the last characters (which one,
# to find it in a key manager) and the length; never the rest.
_PROVIDER_PREFIX = re.compile(r"sk-(?:proj-|ant-(?:api\d\d-)?|live_)?|gh[pousr]_|github_pat_|AKIA|ASIA|xox[abposr]-"
                              r"|AIza|glpat-|npm_|hf_|(?:sk|rk)_live_|eyJ|tvly-|xapp-|SG\.|gsk_|pplx-|dop_v1_|shp(?:at|ss|ca|pa)_"
                              r"|AccountKey=|hooks\.slack\.com/services/")
_VALUE_GROUPS = ("value", "bare", "labelled", "url_pw")
_SECRET_NEEDLES = tuple(sorted({n for p in SECRET_PATTERNS for n in p.needles}))


def masked(secret: str) -> str:
    """`secret` as a finding may show it: provider prefix, "…", the last 2-4 characters, and its length."""
    prefix = _PROVIDER_PREFIX.match(secret)
    head = prefix.group(0) if prefix else ""
    tail = 4 if len(secret) - len(head) >= 16 else 2 if len(secret) - len(head) >= 8 else 0
    return f"{head}…{secret[len(secret) - tail:] if tail else ''} ({len(secret)} chars)"


def _secret_span(pattern: ThreatPattern, match: re.Match[str]) -> tuple[int, int] | None:
    """Where the secret itself lies in a secret pattern's match (None: the match shows no secret value)."""
    if pattern.name == "known_token":
        return None if match.group(0).startswith("-----BEGIN") else match.span()
    for group in _VALUE_GROUPS:
        if group in pattern.regex.groupindex and match.group(group):
            return match.span(group)
    return None


def mask_secrets(text: str) -> str:
    """`text` with every secret the secret patterns accept replaced by its masked form (`masked`)."""
    folded = text.casefold()
    if not any(n in folded for n in _SECRET_NEEDLES) and text.isascii():
        return text
    norm = text if text.isascii() else unicodedata.normalize("NFKC", text)
    if norm != text and len(norm) == len(text):
        return _mask_spans(text, _secret_spans(norm))      # full-width labels ("Key：…"): found folded, masked raw
    spans = _secret_spans(text)
    if norm != text and len(_secret_spans(norm)) > len(spans):
        return _mask_spans(norm, _secret_spans(norm))      # folding changed the length: show the folded text
    return _mask_spans(text, spans)


def _secret_spans(text: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for pattern in SECRET_PATTERNS:
        for match in pattern.regex.finditer(text):
            span = _secret_span(pattern, match) if accept_secret(pattern, match) else None
            if span and not any(a < span[1] and span[0] < b for a, b in spans):
                spans.append(span)
    return spans


def _mask_spans(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in sorted(spans, reverse=True):
        value = text[start:end].rstrip(".,;:!)")
        text = text[:start] + masked(value) + text[start + len(value):]
    return text

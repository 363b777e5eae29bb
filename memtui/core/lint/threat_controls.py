"""Backdoor patterns for weakened security controls, made to last (not a one-off test).

TLS checks off everywhere, a database or remote-desktop port opened to the whole internet,
auth/2FA/CSRF/signature checks removed, unreviewed merges for a named account, an install script
piped to a shell over plain HTTP.
Each pattern is negatable ("never set verify=False …" is a rule) and most need a word that makes the
change stand for good or for someone ("all", "every", "always", a named account): a single local test
that skips TLS is not a backdoor.
"""

from __future__ import annotations

from memtui.core.lint.threat_patterns import ThreatPattern, _p

CONTROL_PATTERNS: list[ThreatPattern] = [
    _p("backdoor", "tls_checks_off",
       r"\bverify\s*=\s*False\b|NODE_TLS_REJECT_UNAUTHORIZED\s*=?\s*['\"]?0|\bsslVerify\s*(?:=\s*|\s+)false\b"
       r"|InsecureSkipVerify\s*:\s*true|rejectUnauthorized\s*:\s*false"
       r"|\b(?:disable|turn\s+off|switch\s+off|skip)\s+(?:the\s+)?(?:TLS|SSL|certificate)\s+(?:verification|validation|checks?)\b"
       r"|(?:TLS|SSL|证书|인증서|証明書)\s*(?:校验|验证|검증|検証)\s*(?:을|를|を)?\s*(?:\S+\s*){0,2}?(?:关掉|关闭|끄|無効)",
       ("verify", "tls_reject", "sslverify", "insecureskipverify", "rejectunauthorized", "tls", "ssl", "certificate",
        "证书", "인증서", "証明書"),
       negatable=True, requires=r"\b(?:all|every|global(?:ly)?|permanent(?:ly)?|always|default|everywhere|for\s+good)\b"
                                 r"|모든|전부|영구|항상|所有|全部|永久|一律|すべて|全て|全リクエスト|常に|ずっと|まま"),
    _p("backdoor", "port_open_to_world",
       r"\b(?:22|23|3389|3306|5432|6379|27017|9200|2375|5900|11211)\b[^\n]{0,80}?(?:0\.0\.0\.0/0|::/0|\bthe\s+(?:whole\s+)?internet\b|\banywhere\b)"
       r"|(?:0\.0\.0\.0/0|::/0)[^\n]{0,60}?\b(?:22|23|3389|3306|5432|6379|27017|9200|2375|5900|11211)\b",
       ("0.0.0.0/0", "::/0", "internet", "anywhere"), negatable=True),
    _p("backdoor", "auth_check_removed",
       r"\b(?:disable|turn\s+off|comment\s+out|remove|rip\s+out|skip|bypass|drop|strip)\s+(?:the\s+|all\s+|any\s+)?"
       r"(?:2fa|mfa|two-factor|csrf(?:\s+protection)?|otp|captcha|signature\s+(?:check|verification|validation)|auth(?:entication)?\s+check"
       r"|login\s+check|permission\s+checks?)\b"
       r"|\bwithout\s+(?:checking|verifying|validating)\s+(?:the\s+|its\s+)?(?:signature|password|token)\b"
       r"|\bCSRF_ENABLED\s*=\s*False\b|\bskip\s+auth\b",
       ("2fa", "mfa", "two-factor", "csrf", "otp", "captcha", "signature", "auth", "login", "permission"),
       negatable=True, requires=r"\b(?:all|every|always|whenever|new\s+services?|accounts?|users?|token|route|endpoint"
                r"|permanent|keep\s+it|undocumented|quiet|don'?t\s+(?:flag|mention|tell))\b"),
    _p("backdoor", "unreviewed_merge",
       r"\b(?:merge|push|land|approve)\w*\b[^\n]{0,60}?\b(?:without|skip(?:ping)?|bypass(?:ing)?|no)\s+(?:any\s+)?"
       r"(?:code\s+)?(?:review|approval|CI|checks)\b"
       r"|\bpre-?approved\b[^\n]{0,60}?\bmerge"
       r"|(?:리뷰|검토|CI|테스트)\S*\s*(?:\S+\s+){0,3}?없이\s*(?:\S+\s+){0,3}?\S*(?:머지|병합)"
       r"|(?:不用|无需|不需要|跳过)\s*(?:评审|审查|review|CI)[^。\n]{0,30}?合并"
       r"|(?:レビュー|CI)[^。\n]{0,20}?(?:不要|なし|なしで|せずに)[^。\n]{0,30}?マージ",
       ("merge", "push", "land", "approve", "approved", "머지", "병합", "合并", "マージ"), negatable=True,
       requires=r"(?:\b(?:from|by)\s+(?:user\s+|the\s+)?`?[\w-]*(?:bot|\d)[\w-]*`?|\baccount\b|`[\w-]+`|계정|账号|账户|アカウント)"),
    _p("backdoor", "plain_http_pipe_to_shell",
       r"\b(?:curl|wget)\b[^\n|]{0,160}?\bhttp://(?!localhost\b|127\.0\.0\.1\b)[^\n|]{0,160}\|\s*(?:sudo\s+)?(?:ba|z)?sh\b",
       ("http://",)),

]

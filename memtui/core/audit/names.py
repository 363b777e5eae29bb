"""One person's name in Hangul and in Latin letters: "Kim Do-yoon" = 김도윤, "Park Jae-won" = 박재원.

Korean names are written both ways in one memory ("Grooming lead: Park Jae-won" beside "박재원 씨 10월
퇴사"). Hangul is romanised by the Revised Romanisation, surnames by the spellings people use (Park,
Lee, Choi, Jung, Yoon …), and both sides are folded to one key that forgives the usual variants
(oo = u, ee = i, g = k, d = t, b = p, r = l). Only runs of 2–4 syllables are read as names, and a key
must be at least four letters long, so that a short word does not pass for a name. Kanji and Han
names ("田中" = Tanaka) need a reading dictionary and are not matched.
"""

from __future__ import annotations

import re

_INITIALS = ("g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h")
_VOWELS = ("a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
           "yu", "eu", "ui", "i")
_FINALS = ("", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
           "ng", "t", "t", "k", "t", "p", "t")
# surnames as people spell them -> as the romanisation writes them
_SURNAMES = {"park": "bak", "pak": "bak", "lee": "i", "yi": "i", "rhee": "i", "rhie": "i", "choi": "choe",
             "jung": "jeong", "chung": "jeong", "cheong": "jeong", "oh": "o", "noh": "no", "roh": "no",
             "ryu": "ryu", "yoo": "yu", "shin": "sin", "lim": "im", "ahn": "an", "suh": "seo", "chun": "jeon",
             "jun": "jeon", "cho": "jo", "woo": "u", "moon": "mun", "yoon": "yun", "koo": "gu", "kwak": "gwak",
             "kwon": "gwon", "kang": "gang", "kim": "gim", "ko": "go", "kong": "gong", "kil": "gil", "ku": "gu"}
_HANGUL_RUN_RE = re.compile(r"[\uac00-\ud7a3]{2,4}")
_LATIN_NAME_RE = re.compile(r"\b[A-Z][a-z]+(?:(?: [A-Z]|-[A-Za-z])[a-z]+){0,2}\b")
_HANGUL_TEXT_RE = re.compile(r"[\uac00-\ud7a3]{2,}")
MIN_KEY = 4


def romanise(hangul: str) -> str:
    """Revised Romanisation of Hangul syllables, letter by letter (no sound changes between them)."""
    out = []
    for char in hangul:
        code = ord(char) - 0xAC00
        if 0 <= code < 11172:
            out.append(_INITIALS[code // 588] + _VOWELS[code % 588 // 28] + _FINALS[code % 28])
        else:
            out.append(char)
    return "".join(out)


def _fold(latin: str) -> str:
    key = re.sub(r"[^a-z]", "", latin.casefold())
    for old, new in (("oo", "u"), ("ee", "i"), ("g", "k"), ("d", "t"), ("b", "p"), ("r", "l")):
        key = key.replace(old, new)
    return key


def name_keys(name: str) -> set[str]:
    """The keys a name may be matched by: a Hangul name one, a Latin one in both orders (Kim Do-yoon,
    Do-yoon Kim)."""
    name = name.strip()
    if _HANGUL_RUN_RE.fullmatch(name):
        return {_fold(romanise(name))}
    tokens = [t for t in re.split(r"\s+", name) if t]
    if not tokens or not all(t.replace("-", "").isalpha() and t.isascii() for t in tokens):
        return set()
    orders = [tokens] + ([tokens[1:] + tokens[:1]] if len(tokens) > 1 else [])
    keys = set()
    for order in orders:
        surname = _SURNAMES.get(order[0].casefold(), order[0]) if len(order) > 1 else order[0]
        keys.add(_fold(surname + "".join(order[1:])))
    return {k for k in keys if len(k) >= MIN_KEY}


def written_in(name: str, text: str) -> bool:
    """`name` (Hangul or Latin) is written in `text` in the other script."""
    keys = name_keys(name)
    if not keys:
        return False
    hangul = bool(_HANGUL_RUN_RE.fullmatch(name.strip()))
    # a Hangul word may carry a particle after the name (한예린에서): its first 2-4 syllables
    candidates = [m.group(0) for m in _LATIN_NAME_RE.finditer(text)] if hangul else \
        [m.group(0)[:size] for m in _HANGUL_TEXT_RE.finditer(text) for size in (2, 3, 4) if len(m.group(0)) >= size]
    for candidate in candidates:
        # a Latin span may carry words around the name ("Lead Park Jae-won"): try its tails too
        parts = candidate.split()
        spans = [" ".join(parts[i:]) for i in range(len(parts))] if hangul else [candidate]
        if any(keys & name_keys(span) for span in spans):
            return True
    return False


def shared_across_scripts(text_a: str, text_b: str) -> bool:
    """Some Korean name of one statement is written in the other in the other script (Kim Do-yoon /
    김도윤, Busan / 부산)."""
    for latin_text, other in ((text_a, text_b), (text_b, text_a)):
        for found in _LATIN_NAME_RE.finditer(latin_text):
            parts = found.group(0).split()
            if any(written_in(" ".join(parts[i:]), other) for i in range(len(parts))):
                return True
    return False

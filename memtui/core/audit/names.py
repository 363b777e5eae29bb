"""One name in Hangul, kana and Latin letters: "Kim Do-yoon" = 김도윤, "Daesung" = 대성, "Tanaka" = タナカ.

Korean and Japanese names are written both ways in one memory ("Grooming lead: Park Jae-won" beside
"박재원 씨 10월 퇴사", "Maintenance: Daesung Bike" beside "대성바이크 → 그린휠정비"). Hangul is romanised
by the Revised Romanisation, kana by Hepburn, surnames by the spellings people use (Park, Lee, Choi,
Jung, Yoon …), and every side is folded to one key that forgives the usual variants (oo = u, ee = i,
eo = u as in Daesung / 대성, g = k, d = t, b = p, r = l, f = h as in 후쿠오카 / フクオカ). Only runs of
2–4 Hangul syllables (or a whole kana run) are read as names, and a key must be at least four letters
long, so that a short word does not pass for a name. Kanji and Han names ("田中" = Tanaka) need a
reading dictionary and are not matched: the model's own vectors of the two spellings do not separate
same-name from different-name pairs (`bench/name_vectors.py`: ROC AUC 0.72).
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
# kana by Hepburn: a row of consonants over the vowels a i u e o (irregular syllables spelled out)
_KANA_ROWS = {"": "あいうえお", "k": "かきくけこ", "s": "さしすせそ", "t": "たちつてと", "n": "なにぬねの",
              "h": "はひふへほ", "m": "まみむめも", "r": "らりるれろ", "g": "がぎぐげご", "z": "ざじずぜぞ",
              "d": "だぢづでど", "b": "ばびぶべぼ", "p": "ぱぴぷぺぽ"}
_KANA = {char: consonant + vowel
         for consonant, row in _KANA_ROWS.items() for char, vowel in zip(row, "aiueo", strict=True)}
_KANA |= {"し": "shi", "ち": "chi", "つ": "tsu", "ふ": "fu", "じ": "ji", "ぢ": "ji", "づ": "zu", "や": "ya", "ゆ": "yu",
          "よ": "yo", "わ": "wa", "を": "o", "ん": "n", "ゃ": "ya", "ゅ": "yu", "ょ": "yo", "ぁ": "a", "ぃ": "i",
          "ぅ": "u", "ぇ": "e", "ぉ": "o", "ゔ": "vu"}
# a run of one kana script (タナカ of タナカさん), an honorific after it left off
_KANA_RE = re.compile(r"[\u30a1-\u30fa\u30fc]{2,8}|[\u3041-\u3096]{2,8}?(?=さん|さま|くん|ちゃん|[^\u3041-\u3096]|$)")
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


def kana_romanise(kana: str) -> str:
    """Hepburn romanisation of hiragana and katakana: きょう -> kyou, タナカ -> tanaka, サッカー -> sakka."""
    out: list[str] = []
    double = False
    for char in kana:
        code = ord(char)
        if 0x30A1 <= code <= 0x30F6:
            char = chr(code - 0x60)              # katakana -> hiragana
        if char in "っッ":
            double = True
            continue
        if char == "ー":
            continue                             # a long vowel: the key forgives its length
        syllable = _KANA.get(char, "")
        if char in "ゃゅょ" and out and out[-1].endswith("i"):
            out[-1] = out[-1][:-1] + ("" if out[-1][-2:-1] in ("h", "j") else "y") + syllable[-1]
            continue
        if double and syllable:
            syllable = ("t" if syllable.startswith("ch") else syllable[0]) + syllable
        double = False
        out.append(syllable)
    return "".join(out)


def _fold(latin: str) -> str:
    key = re.sub(r"[^a-z]", "", latin.casefold())
    for old, new in (("oo", "u"), ("ee", "i"), ("eo", "u"), ("ou", "o"), ("uu", "u"), ("f", "h"), ("g", "k"),
                     ("d", "t"), ("b", "p"), ("r", "l")):
        key = key.replace(old, new)
    return key


def name_keys(name: str) -> set[str]:
    """The keys a name may be matched by: a Hangul name one, a Latin one in both orders (Kim Do-yoon,
    Do-yoon Kim)."""
    name = name.strip()
    if _HANGUL_RUN_RE.fullmatch(name):
        return {_fold(romanise(name))}
    if _KANA_RE.fullmatch(name):
        key = _fold(kana_romanise(name))
        return {key} if len(key) >= MIN_KEY else set()
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
    if re.fullmatch(r"[\uac00-\ud7a3]{5,}", name.strip()):      # a name and a word (대성바이크): the name first
        return any(written_in(name.strip()[:size], text) for size in (4, 3, 2))
    keys = name_keys(name)
    if not keys:
        return False
    latin = not (_HANGUL_RUN_RE.fullmatch(name.strip()) or _KANA_RE.fullmatch(name.strip()))
    if not latin:
        candidates = [m.group(0) for m in _LATIN_NAME_RE.finditer(text)]
        # a Latin span may carry words around the name ("Lead Park Jae-won", "Daesung Bike"): its tails and heads
        spans = [" ".join(parts[i:j]) for parts in (c.split() for c in candidates)
                 for i in range(len(parts)) for j in range(i + 1, len(parts) + 1) if i == 0 or j == len(parts)]
        return any(keys & name_keys(span) for span in spans)
    # a Hangul word may carry a particle after the name (한예린에서), or a word (대성바이크): its first 2-4 syllables
    candidates = [m.group(0)[:size] for m in _HANGUL_TEXT_RE.finditer(text) for size in (2, 3, 4)
                  if len(m.group(0)) >= size] + [m.group(0) for m in _KANA_RE.finditer(text)]
    return any(keys & name_keys(candidate) for candidate in candidates)


def shared_across_scripts(text_a: str, text_b: str) -> bool:
    """Some name of one statement is written in the other in another script (Kim Do-yoon / 김도윤,
    Busan / 부산, Daesung Bike / 대성바이크, Tanaka / タナカ)."""
    for latin_text, other in ((text_a, text_b), (text_b, text_a)):
        for found in _LATIN_NAME_RE.finditer(latin_text):
            parts = found.group(0).split()
            spans = {" ".join(parts[i:]) for i in range(len(parts))} | \
                {" ".join(parts[:j]) for j in range(1, len(parts))}
            if any(written_in(span, other) for span in spans):
                return True
    return False

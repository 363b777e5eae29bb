"""Word-level text helpers shared by the audit: normalisation, tokens, Korean particles.

A statement is compared with others (duplicates, conflicts) and with tool-call payloads
(provenance) through `normalise()`; words are compared through `words()`, which splits mixed
Latin/Hangul tokens (`atlas는`) and strips common Korean particles, so `서버로` matches `서버`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

TEXT_CACHE = 65536     # statements whose words and language are kept (pure functions of the text)

# Markdown list / quote markers and task boxes at the start of a statement.
_MARKER_RE = re.compile(r"^\s*(?:>\s*)*(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?")
_EMPHASIS_RE = re.compile(r"[*_`~]+")
_SPACE_RE = re.compile(r"\s+")
_TRAILING_PUNCT = ".,;:!?。、"

# A word: letters/digits, keeping inner dots, hyphens, slashes, colons and @ (Fly.io, us-east-1, a@b.c).
_WORD_RE = re.compile(r"[\w](?:[\w.@/:\-]*[\w])?")
_HANGUL_RE = re.compile(r"[\uac00-\ud7af\u3131-\u318e]")
HANGUL = "\uac00-\ud7af"                       # Hangul syllables (a character class's range)
KANA = "\u3040-\u30ff"                         # hiragana and katakana
HAN = "\u3400-\u9fff"                          # Han ideographs (extension A and the unified block)
HAN_KANA = KANA + HAN                            # kana and Han, compatibility ideographs aside
CJK_CHAR_RE = re.compile(f"[{HAN_KANA}{HANGUL}]")   # a Han, kana or Hangul character
_CJK = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"      # kana and Han: written without spaces
_SCRIPT_SPLIT_RE = re.compile(rf"[\uac00-\ud7af\u3131-\u318e]+|[{_CJK}]+|[^\uac00-\ud7af\u3131-\u318e{_CJK}]+")
# Markdown links and file paths: what an index pointer is made of.
_LINK_RE = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_PATH_RE = re.compile(r"\S+\.(?:md|markdown|jsonl|txt)\b")
POINTER_LABEL_WORDS = 4     # a line with a link/path and at most this many other words is a pointer

# Korean particles and copulas, longest first; stripped from the end of a Hangul word.
KOREAN_PARTICLES = (
    "에서는", "으로는", "에게서", "이라고", "입니다", "에서", "으로", "에게", "까지", "부터", "이다",
    "라고", "에는", "와는", "과는", "이나", "은", "는", "이", "가", "을", "를", "에", "의", "로",
    "와", "과", "도", "만",
)
# Verb/adjective endings stripped after the particle, so 실행한다 / 실행하지 / 실행합니다 share 실행.
KOREAN_ENDINGS = (
    "합니다", "됩니다", "했다", "한다", "하지", "하는", "해야", "하고", "하다", "된다", "되지", "되는",
    "한", "해", "다",
)
KOREAN_STOPWORDS = frozenset({"전", "후", "때", "것", "수", "등", "및", "더", "또", "그", "이", "저"})

ENGLISH_STOPWORDS = frozenset(
    """a an the and or but if then else of to in on at by for with from into onto over under as is
    are was were be been being it its this that these those there here we you they he she i me my
    our your their his her them us do does did done has have had will would should can could may
    might must shall also just only very so than too not no yes all any some each every both more
    most other such what which who whom whose when where why how about after before again against
    between during through up down out off own same few further once use uses used using""".split()
)


def is_hangul(text: str) -> bool:
    """True if the text holds a Hangul character."""
    return bool(_HANGUL_RE.search(text))


def strip_marker(text: str) -> str:
    """The text without a leading list/quote marker or task box."""
    return _MARKER_RE.sub("", text, count=1)


def normalise(text: str) -> str:
    """A comparison key: NFKC, casefolded, no markers or emphasis, one space, no end punctuation."""
    text = unicodedata.normalize("NFKC", text)
    text = _EMPHASIS_RE.sub("", strip_marker(text))
    text = _SPACE_RE.sub(" ", text).strip().casefold()
    return text.rstrip(_TRAILING_PUNCT).strip()


def _strip_suffix(word: str, suffixes: tuple[str, ...]) -> str:
    for suffix in suffixes:
        if word.endswith(suffix) and len(word) > len(suffix):
            return word[: -len(suffix)]
    return word


def strip_particle(word: str) -> str:
    """A Hangul word without its trailing particle and verb ending (kept whole if nothing would remain)."""
    return _strip_suffix(_strip_suffix(word, KOREAN_PARTICLES), KOREAN_ENDINGS)


def raw_words(text: str) -> list[str]:
    """Words as written (case kept), Latin, Hangul and Han/kana runs split apart, trailing dots dropped."""
    return list(_raw_words(text))


@lru_cache(maxsize=TEXT_CACHE)
def _raw_words(text: str) -> tuple[str, ...]:
    """`raw_words` once per text: an audit compares each statement with up to 79 others."""
    out: list[str] = []
    for token in _WORD_RE.findall(unicodedata.normalize("NFKC", text)):
        for index, piece in enumerate(_SCRIPT_SPLIT_RE.findall(token)):
            piece = piece.strip(".-/:@_")
            if piece and not (index and piece in KOREAN_PARTICLES):   # atlas는 -> atlas
                out.append(piece)
    return tuple(out)


def word_key(word: str) -> str:
    """The comparison form of one word: casefolded, Korean particle stripped."""
    word = word.casefold()
    return strip_particle(word) if is_hangul(word) else word


def words(text: str) -> list[str]:
    """Comparison keys of the words of `text`, in order."""
    return [word_key(w) for w in raw_words(text)]


def content_words(text: str) -> list[str]:
    """Words without English stopwords and Korean pure particles, in order, no repeats."""
    seen: dict[str, None] = {}
    for raw in raw_words(text):
        if is_hangul(raw) and raw in KOREAN_PARTICLES:
            continue
        key = word_key(raw)
        if key and key not in ENGLISH_STOPWORDS and key not in KOREAN_STOPWORDS:
            seen.setdefault(key, None)
    return list(seen)


def strip_pointers(text: str) -> str:
    """The text with link targets and file paths removed (`[Deploy](a.md)` -> `Deploy`)."""
    return _PATH_RE.sub(" ", _LINK_RE.sub(r"\1", text))


def has_pointer(text: str) -> bool:
    """True if the text links or names a file (`[x](a.md)`, `docs/a.md`)."""
    return bool(_PATH_RE.search(text) or _LINK_RE.search(text))


def mostly_korean(text: str) -> bool:
    """True if at least half of the whitespace-separated tokens hold Hangul."""
    tokens = text.split()
    return bool(tokens) and 2 * sum(1 for t in tokens if is_hangul(t)) >= len(tokens)


_CODE_SPAN_RE = re.compile(r"`[^`]+`")
_DIGIT_CHAR_RE = re.compile(r"\d")


@lru_cache(maxsize=TEXT_CACHE)
def cjk_text(text: str) -> bool:
    """Written in Korean, Chinese or Japanese: at least a third of the letters of its plain words are
    CJK. Names, codes and numbers ("NCP Cloud DB", `settle-batch`, 16) and English stopwords say
    nothing of the language a note is written in ("메인 DB: NCP Cloud DB for PostgreSQL 16" is Korean)."""
    plain = [w for w in raw_words(_CODE_SPAN_RE.sub(" ", text))
             if CJK_CHAR_RE.search(w) or not (_DIGIT_CHAR_RE.search(w) or any(c.isupper() for c in w)
                                          or w.casefold() in ENGLISH_STOPWORDS)]
    letters = sum(1 for w in plain for c in w if c.isalpha())
    return bool(letters) and 3 * sum(len(CJK_CHAR_RE.findall(w)) for w in plain) >= letters


_HANGUL_CHAR_RE = re.compile(f"[{HANGUL}]")
_KANA_CHAR_RE = re.compile(f"[{KANA}]")
_HAN_CHAR_RE = re.compile(f"[{HAN}]")


@lru_cache(maxsize=TEXT_CACHE)
def language(text: str) -> str:
    """en (Latin letters), ko, ja or zh: the script most of a statement's CJK letters are in (kana
    marks Japanese). Names in another script ("釜山项目对接人换成 이서연") do not change it."""
    if not cjk_text(text):
        return "en"
    hangul = len(_HANGUL_CHAR_RE.findall(text))
    kana, han = len(_KANA_CHAR_RE.findall(text)), len(_HAN_CHAR_RE.findall(text))
    if hangul > kana + han:
        return "ko"
    return "ja" if kana else "zh"


def two_languages(text_a: str, text_b: str) -> bool:
    """Written in two languages (English and Korean, Korean and Japanese …): words cannot be shared."""
    return language(text_a) != language(text_b)

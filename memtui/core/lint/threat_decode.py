"""Undo the cheap disguises attackers put on an instruction, so patterns and the embedder see its meaning.

`readable(text)` folds look-alike letters (Cyrillic/Greek inside Latin words), joins letters spelled
out one by one ("Y o u  a r e", "r-e-v-e-a-l"), reads leetspeak words ("1gn0r3") and applies ROT13
when the text asks for it; it returns None when the text wore no disguise. `decoded_payloads(text)`
returns the printable text hidden in base64 blobs. Both are cheap (a few regexes) and run on every
logical line; the scan judges the readable form and the payloads in addition to the raw line.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re

# Cyrillic and Greek letters that look like Latin ones (the common confusables).
_CONFUSABLES = str.maketrans({
    "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ѕ": "s", "ј": "j",
    "ԁ": "d", "ӏ": "l", "һ": "h", "ԛ": "q", "ԝ": "w", "ո": "n", "ν": "v", "ο": "o", "α": "a", "ι": "i",
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
    "Х": "X", "У": "Y", "І": "I", "Ѕ": "S", "Ј": "J", "Α": "A", "Β": "B", "Ε": "E", "Κ": "K", "Μ": "M",
    "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Χ": "X", "Υ": "Y", "Ζ": "Z",
})
_MIXED_SCRIPT_WORD = re.compile(r"\w*(?:[A-Za-z][\u0370-\u04ff]|[\u0370-\u04ff][A-Za-z])\w*")
_SPELLED = re.compile(r"(?<!\S)(?:\S(?: |-|\.|  +)){5,}\S(?!\S)")
_LEET = str.maketrans({"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", "$": "s"})
_LEET_WORD = re.compile(r"(?<![\w/.~+@$-])(?:[A-Za-z0-9]|(?<=[A-Za-z])[@$](?=[A-Za-z]))+(?![\w/-]|\.\w)")
_LEET_CHAR = re.compile(r"[013457]|(?<=[A-Za-z])[@$](?=[A-Za-z])")
_NOT_LEET = re.compile(r"[A-Za-z]+\d+|[0-9a-fA-F]{6,}|\d+")      # a version (p95, S3), hex, a number
_ROT13_CUE = re.compile(r"\brot-?13\b", re.IGNORECASE)
# Cheap gate: a text with none of these cannot wear any of the disguises.
_MAYBE_DISGUISED = re.compile(
    r"[A-Za-z][013457@$][A-Za-z]|(?<![A-Za-z0-9])[013457][A-Za-z]{2}|(?<!\S)\S[ .-]\S[ .-]\S[ .-]\S|rot-?13"
    r"|[A-Za-z0-9+/]{20}|[\u0370-\u04ff]", re.IGNORECASE)
_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/]{20,}={0,2}(?![A-Za-z0-9+/=_-])")


def _unspell(match: re.Match[str]) -> str:
    """ "Y o u   a r e" → "You are"; "r-e-v-e-a-l  y-o-u-r" → "reveal your"."""
    words = re.split(r" {2,}", match.group(0)) if "  " in match.group(0) else [match.group(0)]
    return " ".join(re.sub(r"(?<=\S)[ .-](?=\S)", "", word) for word in words)


def _is_leet(word: str) -> bool:
    return (3 <= len(word) <= 15 and any(c.isalpha() for c in word) and _LEET_CHAR.search(word) is not None
            and _NOT_LEET.fullmatch(word) is None)


def _unleet(text: str) -> str:
    """Leetspeak words read as letters, when at least three words of the text are leetspeak."""
    if sum(_is_leet(m.group(0)) for m in _LEET_WORD.finditer(text)) < 3:
        return text
    return _LEET_WORD.sub(lambda m: m.group(0).translate(_LEET).lower() if _is_leet(m.group(0)) or
                          _LEET_CHAR.search(m.group(0)) else m.group(0), text)


def readable(text: str) -> str | None:
    """The text without look-alike letters, spelled-out letters, leetspeak and ROT13; None if unchanged."""
    out = text
    if not out.isascii() and _MIXED_SCRIPT_WORD.search(out):
        out = out.translate(_CONFUSABLES)     # a Latin text with look-alikes: fold every look-alike
    out = _SPELLED.sub(_unspell, out)
    out = _unleet(out)
    cue = _ROT13_CUE.search(out)
    if cue:
        rest = out[cue.end():]
        colon = rest.find(":")
        payload = rest[colon + 1:] if colon != -1 else rest
        out = out[: len(out) - len(payload)] + codecs.decode(payload, "rot13")
    return out if out != text else None


def decoded_payloads(text: str) -> list[str]:
    """Printable text hidden in base64 blobs of `text` (at most 3, each at most 400 characters)."""
    found: list[str] = []
    for match in _BASE64.finditer(text):
        blob = match.group(0)
        if blob.isalpha() and (blob.islower() or blob.isupper()):
            continue                      # a long word or identifier, not base64
        try:
            raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
            decoded = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        printable = sum(ch.isprintable() or ch in "\n\t" for ch in decoded)
        if len(decoded) >= 12 and printable >= 0.95 * len(decoded) and " " in decoded.strip():
            found.append(" ".join(decoded.split())[:400])
        if len(found) == 3:
            break
    return found


def may_be_disguised(text: str) -> bool:
    """A cheap test (one regex): False when no part of `text` can wear a disguise `disguised_forms` undoes."""
    return _MAYBE_DISGUISED.search(text) is not None


def disguised_forms(text: str) -> list[str]:
    """Every undisguised form of `text`: its readable form and its base64 payloads."""
    if _MAYBE_DISGUISED.search(text) is None:
        return []
    forms = decoded_payloads(text)
    plain = readable(text)
    return ([plain] if plain else []) + forms

"""Shared helpers for the heldout3 generators. All lines are authored by hand in the m*/b* modules."""
import random

ROWS = []


def infer_context(text):
    t = text.lstrip()
    if "```" in text:
        return "fenced-code"
    if t.startswith("- ") or t.startswith("* "):
        return "list-item"
    if t.startswith("|"):
        return "table-cell"
    if t.startswith(">"):
        return "blockquote"
    if "`" in text:
        return "code-span"
    return "plain"


def add(label, category, items):
    for it in items:
        if len(it) == 3:
            lang, style, text = it
            ctx = infer_context(text)
        else:
            lang, style, text, ctx = it
        ROWS.append({"split": "heldout3", "label": label, "category": category,
                     "lang": lang, "style": style, "context": ctx, "text": text})


def mal(category, items):
    add("malicious", category, items)


def ben(category, items):
    add("benign", category, items)


RNG = random.Random(20261201)
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
UPNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"


def r(n, alphabet=ALNUM):
    return "".join(RNG.choice(alphabet) for _ in range(n))

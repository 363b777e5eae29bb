import random
ROWS = []
def R(cat, lang, style, ctx, text):
    label = "malicious" if cat.startswith("threat.") else "benign"
    ROWS.append({"split": "heldout5", "label": label, "category": cat, "lang": lang,
                 "style": style, "context": ctx, "text": text})

def tag(s):
    """Unicode tag-character encoding (U+E0000 block)."""
    return "".join(chr(0xE0000 + ord(c)) for c in s)

def zw(s, ch="\u200b"):
    return ch.join(s)

def vs_smuggle(s):
    out = []
    for b in s.encode("utf-8"):
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return "".join(out)

rng = random.Random(5051)
AZ = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
az = "abcdefghijklmnopqrstuvwxyz"
D = "0123456789"
def rs(n, alpha=AZ + az + D):
    return "".join(rng.choice(alpha) for _ in range(n))

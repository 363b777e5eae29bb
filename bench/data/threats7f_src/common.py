import random, string
R = random.Random(7007)
def rs(n, alpha=string.ascii_letters + string.digits):
    return ''.join(R.choice(alpha) for _ in range(n))
HEX = '0123456789abcdef'
UP = string.ascii_uppercase + string.digits
def tag_encode(s):
    """encode ASCII into Unicode tag characters (U+E0000 block)"""
    return ''.join(chr(0xE0000 + ord(c)) for c in s)
def vs_encode(s):
    """variation-selector byte smuggling: each byte -> VS1..16 / VS17..256"""
    out = []
    for b in s.encode():
        out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
    return ''.join(out)
ZW = '\u200b'; ZWJ = '\u200d'; ZWNJ = '\u200c'; WJ = '\u2060'; SHY = '\u00ad'; BOM = '\ufeff'
RLO = '\u202e'; PDF = '\u202c'; LRI = '\u2066'; RLI = '\u2067'; PDI = '\u2069'
def zw_interleave(s, ch=ZW):
    return ch.join(s)
def E(label, cat, lang, style, ctx, text):
    return dict(label=label, category=cat, lang=lang, style=style, context=ctx, text=text)

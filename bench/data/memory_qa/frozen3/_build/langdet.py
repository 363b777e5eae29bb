"""Dominant-language guess for one memory line (en/ko/ja/zh), by script counts."""
import re
def lang_of(text, wl=()):
    hangul = len(re.findall(r"[\uac00-\ud7af]", text))
    kana = len(re.findall(r"[\u3040-\u30ff]", text))
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    words = len(re.findall(r"[A-Za-z]{2,}", text))
    scores = {"en": words, "ko": hangul / 2}
    if kana or ("ja" in wl and "zh" not in wl):
        scores["ja"] = (kana + han) / 2.5
    else:
        scores["zh"] = han / 2
    best = max(scores, key=lambda k: (scores[k], k != "en"))
    return best if scores[best] > 0 else "en"

# shared helpers for spec files
def Q(lang, question, gold, ans):
    return dict(lang=lang, question=question, gold=gold, answer_lang=ans)
def P(kind, topic, a, b, cur, slot, langs, wording):
    return dict(kind=kind, topic=topic, a=a, b=b, current=cur, slot=slot, langs=langs, wording=wording)

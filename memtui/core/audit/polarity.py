"""Rules turned around: the words that say so, and whether two rules are about one thing.

An update whose change side says a rule stopped ("We stop squash-merging", "금지 규칙 폐지",
"我们不再自己报关") contradicts the line still stating the rule (`meaning.changed_values`). A plain
"no" or "not" is a detail more often than a turn, so the turn needs one of `TURN_RE`'s words; and the
two lines must share what the rule is about (`shares_rule_words`), not only a polarity word.
A turn word that is no negation itself flips a statement's polarity (`negative`): "stop
squash-merging" is negative, "금지 규칙 폐지" (a ban lifted) positive.
"""

from __future__ import annotations

import re

from memtui.core.audit.conflicts import polarity_word
from memtui.core.audit.slots import key_value
from memtui.core.audit.supersede import statement_words
from memtui.core.audit.text import HAN_KANA

# words of a change rather than of what a rule is about
CHANGE_WORD_RE = re.compile(r"(?:mov|migrat|switch|chang|rais|lower|bump|swap|replac|resched|extend|upgrad|downgrad|"
                             r"deprecat|retir|stop)\w*$")
# two-character runs of Han / kana that only say polarity or change ("不再", "もう"), not what a rule is about
_POLARITY_PAIRS = frozenset({"不再", "不要", "禁止", "必须", "改为", "改成", "現在", "现在", "以前"})
# words that turn a rule around (a plain "no" or "not" is a detail more often than a turn)
TURN_RE = re.compile(r"\b(?:stop|stopped|no longer|no more|not any ?more|anymore|never again|ended|discontinued|"
                      r"not renewing|lifted|abolished)\b|폐지|중단|더 이상|그만|不再|停止|取消|もう|廃止|やめ",
                      re.IGNORECASE)
# turn words written beside a negation ("더 이상 … 않", "don't … anymore"): they do not flip it again
_WITH_NEGATION_RE = re.compile(r"anymore|any more|더 이상", re.IGNORECASE)
# words saying a value stays as it was ("unchanged", 그대로, 동결, 据え置き, のまま, 不变): a line that says
# so without change wording of its own reports that nothing changed (`kept`)
KEPT_RE = re.compile(r"\b(?:unchanged|no change|same as (?:usual|before))\b|그대로|유지|동결|변동 ?없|변경 ?없|"
                     r"据え置|変更なし|変わらず|のまま|不变|维持|照旧|没变", re.IGNORECASE)
_HAN_RUN_RE = re.compile(f"[{HAN_KANA}]{{2,}}")


def turn_word(text: str) -> str | None:
    """The first word of `text` that turns a rule around (stop, no longer, 폐지, 不再, やめ), if any."""
    found = TURN_RE.search(text)
    return found.group(0) if found else None


def negative(polarity: str, text: str) -> bool:
    """A statement is negative when its polarity (`conflicts.analyse`) is, turned around by a turn
    word that is no negation itself: "stop squash-merging" is negative, "금지 규칙 폐지" (a ban
    lifted) is not; with "no longer", "not renewing", "더 이상 … 않" or "don't … anymore" anywhere in
    it, the negation is the turn and it stays negative."""
    turns = [m.group(0) for m in TURN_RE.finditer(text)]
    negated = any(_WITH_NEGATION_RE.search(turn) or any(polarity_word(w) for w in turn.casefold().split())
                  for turn in turns)
    flips = bool(turns) and not negated
    return (polarity == "negative") != flips


def shares_rule_words(text_a: str, text_b: str) -> bool:
    """The two statements share what the rule is about: two words other than polarity or change words
    (Han and kana text, written without spaces: two runs of two characters, 易通 通关), or every word
    of one's key ("연체료: 1일 100원" / "연체료 더 이상 받지 않음")."""
    shared = {w for w in statement_words(text_a) & statement_words(text_b)
              if not turn_word(w) and not polarity_word(w) and not CHANGE_WORD_RE.match(w)}
    if len(shared) >= 2:
        return True
    for keyed, other in ((text_a, text_b), (text_b, text_a)):
        found = key_value(keyed)
        if found and statement_words(found[0]) and statement_words(found[0]) <= statement_words(other):
            return True

    def pairs(text: str) -> set[str]:
        return {run[i:i + 2] for run in _HAN_RUN_RE.findall(text) for i in range(len(run) - 1)}
    return len(pairs(text_a) & pairs(text_b) - _POLARITY_PAIRS) >= 2


def kept(text: str, temporal: bool) -> bool:
    """The statement says its value stays as it was ("1시간권 1천원은 동결", "干燥间参数不变", "courier
    unchanged") and speaks of no change itself: it contradicts no other statement (dev halves of
    bench/memory_qa.py: 6 agree/unrelated pairs and 11 other pairs flagged, no planted conflict)."""
    return not temporal and KEPT_RE.search(text) is not None

"""What a list item's section says about it: the heading's polarity, and the enumeration it belongs to.

Real rule files give a list its meaning in the heading above it: "## Allowed commands" / "## Forbidden
commands (unless I ask)", "### DO" / "### DO NOT", "**Never:**". An item under such a heading holds that
polarity whatever its own words say (`heading_role`), and the audit shows it with the heading.

Items of one enumeration — one list of one section, or the lists of sibling sections that carry a
polarity (DO / DO NOT under one parent) — are members of a set the writer laid out together, not rival
values of one slot: "`git push`" and "`git pull`" are two commands, not two answers to one question.
They conflict only when the text speaks of a change (`enumeration`; the caller checks the change).
Public CLAUDE.md files (bench/real_audit.py, repro 07 and 11) had 44-127 conflicts per audit from this.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memtui.core.audit.statements import Statement
from memtui.core.audit.text import normalise

# a heading that forbids what is listed below it
_NEGATIVE_HEADING_RE = re.compile(
    r"\b(?:do not|don'?t|dont|never|forbidden|prohibited|not allowed|disallowed|avoid|banned|must not|mustn'?t|"
    r"not to|anti-?patterns?)\b|🚫|❌|⛔|금지|하지\s*말|하지\s*마|禁止|不要|不可|してはいけない|しない",
    re.IGNORECASE)
# a heading that prescribes or allows what is listed below it (a leading "Do", "Always", "Allowed" …)
_POSITIVE_HEADING_RE = re.compile(
    r"^\W*(?:do'?s?|always|allowed|permitted|required|must|prefer(?:red)?|recommended|should)\b|✅|✔|허용|允许|必须",
    re.IGNORECASE)
ROLE_HEADING_MAX_WORDS = 8      # a longer heading is a title, not the role of a list


@dataclass(frozen=True)
class HeadingRole:
    """The polarity a list item takes from its innermost heading, and that heading as written."""

    polarity: str            # positive | negative
    heading: str


def heading_polarity(heading: str) -> str | None:
    """negative / positive for a heading that forbids / prescribes what is listed below it, else None."""
    if len(heading.split()) > ROLE_HEADING_MAX_WORDS:
        return None
    if _NEGATIVE_HEADING_RE.search(heading):
        return "negative"
    return "positive" if _POSITIVE_HEADING_RE.search(heading) else None


def heading_role(statement: Statement) -> HeadingRole | None:
    """The role a list item or row takes from its innermost heading (None for prose or a plain heading)."""
    if statement.kind not in ("bullet", "row") or not statement.heading_path:
        return None
    found = statement.cache.get("heading_role", False)
    if found is False:
        heading = statement.heading_path[-1]
        polarity = heading_polarity(heading)
        found = statement.cache["heading_role"] = HeadingRole(polarity, heading) if polarity else None
    return found if isinstance(found, HeadingRole) else None


def enumeration(a: Statement, b: Statement) -> bool:
    """Both are items of one enumeration of one file: one list of one section, or lists of sibling
    sections that both carry a polarity (allowed / forbidden). The caller checks for change wording."""
    if a.path != b.path or a.kind not in ("bullet", "row") or b.kind not in ("bullet", "row"):
        return False
    if a.heading_path == b.heading_path:
        return True
    return heading_role(a) is not None and heading_role(b) is not None and \
        a.heading_path[:-1] == b.heading_path[:-1]


def contrasted(a: Statement, b: Statement) -> bool:
    """Items of sibling lists the writer set against each other by their headings (DO / DO NOT,
    allowed / forbidden) that say different things: opposite by design, no contradiction. The same item
    in both ("`git push`" allowed and forbidden) is one."""
    return a.heading_path != b.heading_path and enumeration(a, b) and normalise(a.own_text()) != normalise(b.own_text())

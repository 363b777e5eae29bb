"""Where a line lives and who wrote it: persona files and rendered conversation turns.

Two kinds of memory text read like instructions to the agent without being an attack on it:

- **Persona files** (`SOUL.md`, `IDENTITY.md`, `USER.md`, OpenClaw's `BOOTSTRAP.md`, a `PERSONA.md`) are written by
  the operator or shipped by the agent's vendor to say who the agent is: "_You're not a chatbot. You're becoming
  someone._" is their purpose, not a role hijack. A semantic finding of the categories that read identity and
  behaviour (role hijack, system prompt, prompt injection, deception, agent config) is lowered to info there.
- **Rendered conversation turns** (`**Assistant:** I have fully completed the task.`, `> User: …`, `Human: …`, or
  the lines under a `## Assistant` heading) report what was said; they do not instruct. Every finding on such a
  line is lowered to info.

Lowering never touches what has pattern evidence of the attacks that do harm wherever they are written:
exfiltration, a secret, a backdoor, reading secrets, hidden HTML or invisible characters keep their severity (the
semantic layer's exfiltration, backdoor and read-secrets findings keep theirs too). Nothing is dropped: a lowered
finding is still listed, with where it was found.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

PERSONA, TURN = "persona-file", "conversation-turn"
ORIGIN_LABEL = {
    PERSONA: "in a persona file, which defines who the agent is",
    TURN: "in a rendered conversation turn, which reports what was said",
}

PERSONA_FILES = frozenset({"soul.md", "identity.md", "user.md", "persona.md", "personality.md", "bootstrap.md"})
# Kept at their severity wherever they are: harm that does not depend on who speaks.
NEVER_LOWERED = frozenset({"threat.exfiltration", "threat.hardcoded-secret", "threat.backdoor", "threat.read-secrets",
                           "threat.hidden-html", "threat.invisible-unicode"})
PERSONA_LOWERED = frozenset({"threat.role-hijack", "threat.system-prompt", "threat.prompt-injection",
                             "threat.deception", "threat.agent-config"})

_SPEAKER = r"(?:user|assistant|human|ai|claude|gpt|chatgpt|model|bot|agent|system|me|you)"
# "**Assistant:** …", "> User: …", "Human: …", "- **Claude**: …" (a speaker's name, then what they said).
_TURN_LINE = re.compile(r"^\s*(?:>\s*)*(?:[-*+]\s+)?(?:\*\*|__)?" + _SPEAKER
                        + r"(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*\S", re.IGNORECASE)
_TURN_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(?:\*\*)?" + _SPEAKER + r"(?:\*\*)?\s*(?:[:：(\[#-].*)?$", re.IGNORECASE)
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s")


def is_persona_file(path: str | None) -> bool:
    """The file is a persona file by its name (`PERSONA_FILES`, any folder, any case)."""
    return path is not None and PurePosixPath(path.replace("\\", "/")).name.casefold() in PERSONA_FILES


def conversation_turns(lines: list[str]) -> list[bool]:
    """For each line: it belongs to a rendered conversation turn (a speaker-labelled line, its soft-wrapped
    continuation, or a line under a speaker heading up to the next heading)."""
    out = [False] * len(lines)
    in_turn = under_heading = False
    for i, raw in enumerate(lines):
        if _HEADING.match(raw):
            under_heading = _TURN_HEADING.match(raw) is not None
            in_turn = False
            out[i] = under_heading
            continue
        if _TURN_LINE.match(raw):
            in_turn = True
        elif not raw.strip():
            in_turn = False
        out[i] = in_turn or under_heading
    return out


def lowered_origin(rule: str, semantic: bool, persona: bool, in_turn: bool) -> str | None:
    """The origin that lowers a finding of `rule` (found by the semantic layer or a pattern) to info, or None."""
    if rule in NEVER_LOWERED:
        return None
    if in_turn:
        return TURN
    if persona and semantic and rule in PERSONA_LOWERED:
        return PERSONA
    return None

"""Hermes' entry format: entries joined by the exact line `§` (`ENTRY_DELIMITER = "\\n§\\n"`).

Hermes splits on the exact delimiter (session-formats.md §6.1), so a delimiter line that was edited
(`§ edited`, ` §`, `§§`) silently merges the entries on both sides into one, and `replace`/`remove` by
substring then target the merged entry. `broken_delimiters` finds such lines for lint, map and preview.
"""

from __future__ import annotations

DELIMITER_LINE = "§"


def broken_delimiters(text: str) -> list[tuple[int, str]]:
    """(1-based line, the line) for each line that starts like the entry delimiter but is not exactly `§`."""
    out = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.rstrip("\r")
        if line != DELIMITER_LINE and line.strip().startswith(DELIMITER_LINE):
            out.append((number, line))
    return out


def broken_delimiter_message(line: str) -> str:
    """Why a near-delimiter line matters to Hermes."""
    return (f"{line.strip()!r} looks like an entry delimiter but is not exactly '§': Hermes splits entries on a "
            "line holding only '§', so the entries above and below are read as one")
